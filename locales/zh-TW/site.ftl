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
incomplete-statement =
    { $missing ->
        [absent] 此處省略一項敘述：結果中沒有 { $subjects } 的量測可供佐證。
       *[failed] 此處省略一項敘述：它所依據的 { $subjects } 共 { $count } 項量測未能完成。
    }
incomplete-note =
    { $missing ->
        [absent] 此處未計入結果中沒有資料的 { $subjects }。
       *[failed] 此處未計入量測未完成的 { $subjects }。
    }

cell-label = { $subject }（{ $row }）

# 數值的提示框（鍵盤與觸控螢幕也能開啟）：數值的來源。
source-cell = { $file }，{ $lines-count ->
       *[other] 第 { $lines } 行
    }，{ $column } 欄
source-cell-raw = { $raw }（經由 { source-cell }）
source-manifest = { $file }，{ $key }
source-lines = { $file }：每輪一行
source-page = 本頁的 front matter，{ $key }
formula-median = 中位數
formula-mean = 平均值
# 由資料決定用詞的句子，其提示框內容。
claim-holds = 成立：{ $checks }
claim-decided = { $name } = { $value }：{ $rule }
claim-decided-inputs = { $name } = { $value }：{ $rule }（{ $inputs }）
rule-trend = 每一級與前一級相比，差距在 { $tolerance } 以內視為持平
rule-quantifier = `{ $table }` 的 { $total } 項中有 { $passed } 項符合條件（讀取：{ $set }）
rule-standing = { $a } 與 { $b } 相比，比值與 { LITERAL("1") } 相差在 { $tie } 以內時亦然
rule-close = { $a } 與 { $b } 相差不到 { $limit }
rule-leads = `{ $table }` 的 { $rows } 列中，該組有 { $led } 列領先幅度超過平手門檻（{ $tie }），{ $near } 列在門檻以內
rule-rows = { $subject } 相對於 { $baseline } 為 { $standing } 的列（差距在 { $tie } 以內亦計入）：{ $count ->
        [0] 無
       *[other] { $rows }
    }
rule-lead = 最高值與次高值相比：高出幅度超過平手門檻（{ $tie }）即為領先
rule-previous-none = 沒有同類型的較早量測
rule-previous-same = `{ $campaign }` 的 { $keys } 相同
rule-previous-differs = `{ $campaign }` 的 { $key } 不同
rule-noise = 與 `{ $campaign }` 相比：變化小於 { $noise }（{ $basis ->
        [spread] 兩者中較大的量測輪次離散度
       *[tie] 平手門檻
    }）即視為雜訊範圍內
rule-no-previous-cell = 沒有可比較的較早量測含有此儲存格
rule-nothing-to-compare = 無可比較的數據
rule-fall = 與 `{ $campaign }` 相比下降超過 { $threshold }
rule-fall-any = 任一列下降超過 { $threshold }

source-not-completed = 未完成：{ $reason }（{ $cell }）
source-median-of = ，{ $runs } 輪的中位數

rule-no-value = `{ $cell }` 沒有數值（{ $reason }）
rule-around = 每個數字與平均值的差距都在 { $within } 以內
rule-no-candidate = 沒有任何候選項有數值
