# 全站共用文字：導覽、提示與表格儲存格。

language-name = 繁體中文
site-title = Pingclair 效能基準測試
site-tagline = Pingclair、nginx、Caddy 與 Traefik 的實測吞吐量。
nav-benchmarks = 基準測試頁面
nav-all = 全部基準測試頁面
nav-language = 語言
toc-heading = 本頁內容
skip-to-content = 跳至主要內容
anchor-label = 連結至本節
untranslated-notice = 本頁部分段落尚未翻譯，暫以英文顯示。
root-choose-language = 選擇語言
cell-not-completed = 未完成
cell-with-note = { $value } ({ $note })
table-data = 本表資料：
# 量測期間；各部分由 CLDR 格式化。
date-range = { $dates-span ->
        [same-day] { $dates-start }
        [same-month] { $dates-start }至{ $dates-end-day }
       *[other] { $dates-start }至{ $dates-end }
    }
# 內文中的量測期間：兩天寫作「2026年10月11日及12日」；標題沿用 date-range。
date-range-text = { $dates-span ->
        [same-month] { $dates-days ->
            [2] { $dates-start }及{ $dates-end-day }
           *[other] { date-range }
        }
       *[other] { date-range }
    }
nav-translations = 翻譯進度
translations-intro = 各頁面已翻譯且已依目前英文原文確認的訊息比例。
translations-col-page = 頁面
# 數量為零的項目不列出；翻譯完整時只顯示比例。
translations-cell = { $share }{ $stale ->
        [0] { $missing ->
            [0] {""}
           *[other] （缺少 { $missing } 則）
        }
       *[other] { $missing ->
            [0] （待更新 { $stale } 則）
           *[other] （待更新 { $stale } 則，缺少 { $missing } 則）
        }
    }
theme-dark = 深色主題
theme-light = 淺色主題
not-found-title = 找不到頁面
not-found-text = 此網址沒有對應的頁面。以下是所有基準測試頁面：

# no-claim: stands for a statement whose measurement did not complete
incomplete-statement = 此處省略一項敘述：它所依據的 { $count } 項 { $subjects } 量測未能完成。
# no-claim: follows a statement about a set, naming what it leaves out
incomplete-note = 此處未計入量測未完成的 { $subjects }。

cell-label = { $subject }（{ $row }）
