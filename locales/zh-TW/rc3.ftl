## Pingclair v0.2.0-rc.3 與 nginx、Caddy 的比較。

rc3-title = 效能基準測試：Pingclair { $subject-pingclair-version }
rc3-description = 在同一受控工作負載下，Pingclair { $subject-pingclair-version }、nginx 與 Caddy 的吞吐量，並附上版本、主機與量測條件。

rc3-intro = 本頁比較受控工作負載下的吞吐量，並記錄量測時的版本、環境與條件。

rc3-method-heading = 比較方式
rc3-versions = **版本。** { $subject-pingclair-name } { $subject-pingclair-version }（以該候選版本的執行檔量測）、{ $subject-nginx } 與 { $subject-caddy }。之後的修補版本未重新量測。
rc3-host = **主機。** 一台執行 { $host-virtualization } 的 { $host-machine } 筆記型電腦。
rc3-limits = **資源限制。** 每個伺服器都在限制為 { $limits-cpus } 顆 CPU 的容器中執行，worker 數量相同，回應內容皆為 { $limits-payload-kib } KiB。
rc3-topology = **網路配置。** 反向代理的後端在同一個 { $topology-network } 網路上的獨立容器中執行。
rc3-load = **負載產生器。** HTTP/1.1、HTTPS/1.1 與 HTTP/2 使用原生 { $load-generator }；HTTP/3 使用以 { $load-http3-stack } 建置的 { $load-http3-generator }，於同一個 { $topology-network } 網路內執行。

rc3-results-heading = 測試結果
rc3-results-intro = 數值單位為每秒請求數，各為 { $sampling-runs } 輪交錯量測（每輪 { $sampling-requests-per-run } 個請求）的中位數。只有全部請求皆成功的列才列入計算。
rc3-table-caption = 吞吐量（每秒請求數，{ $sampling-runs } 輪量測的中位數）
rc3-col-scenario = 情境
rc3-scenario = { $workload ->
        [static] { $protocol } 靜態檔案
       *[proxy] { $protocol } 反向代理
    }

# 比較段落：兩段摘要合為一段（中文句間不加空格）。
rc3-comparison = { rc3-static-summary }{ rc3-proxy-summary }
rc3-static-summary = { $static-ahead-count ->
        [0] 在靜態檔案各列中，Pingclair 的吞吐量均未高於 nginx
       *[other] 與 nginx 相比，Pingclair 在 { $static-ahead } 靜態檔案列的吞吐量較高（分別為 { $static-ahead-ratios }）
    }{ $static-even-count ->
        [0] {""}
       *[other] ，{ $static-even } 靜態檔案則大致相當
    }{ $static-behind-count ->
        [0] {""}
       *[other] ，{ $static-behind } 靜態檔案則落後 nginx（差距 { $static-behind-gaps }）
    }。
rc3-proxy-summary = { $proxy-ahead-count ->
        [0] 在反向代理工作負載下，Pingclair 沒有任何一列領先 nginx
       *[other] 在反向代理工作負載下，{ $proxy-ahead } 領先 nginx（分別為 { $proxy-ahead-gaps }）
    }{ $proxy-even-count ->
        [0] {""}
       *[other] ，{ $proxy-even } 與 nginx 大致相當
    }{ $proxy-behind-count ->
        [0] {""}
       *[other] ，{ $proxy-behind } 則仍落後 nginx 約 { $proxy-behind-gaps }
    }。

rc3-caveats-heading = 限制這些數字的條件
rc3-caveat-laptop = **主機是筆記型電腦。** 絕對吞吐量不代表容量保證；比值僅描述在此受控工作負載下的相對表現。
rc3-caveat-rows = **請在同一列內比較。** HTTP/3 的負載產生器與其他協定在不同環境中執行，因此不同協定之間的絕對吞吐量不可互相比較，只能比較同一列中的各伺服器。
rc3-caveat-incomplete = **未完成的列不構成比較。** 在這台主機與這套測試工具上，{ $subject-caddy-name } 未能完成 HTTP/2 與 HTTP/3 的反向代理列：在測試的併發數下，上游連線不斷重建，耗盡了容器可用的臨時連接埠。這些儲存格標示為未完成，而不是改用其他工作負載量測。
rc3-caveat-host = **結果取決於主機。** 各伺服器的相對排名會隨 CPU 架構、核心、worker 數量與 TLS 實作而改變。

rc3-source-heading = 來源
rc3-source = 這些數字來自伺服器儲存庫中基準測試工具的一次執行；該儲存庫也公開了量測方法，以及一次執行必須符合哪些規則，其數字才算數：
rc3-source-methodology = 基準測試方法
rc3-source-raw = 每次執行的原始紀錄保留在維護者的本機工作目錄中，並未公開。
