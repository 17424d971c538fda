## 容器矩陣基準測試：Pingclair 的 main 開發版與正式發行版，
## 對照 nginx、Caddy 與 Traefik。

mx-title = 效能基準測試：容器矩陣（{ date-range }）
mx-description = 在同一套容器環境中量測 Pingclair、nginx、Caddy 與 Traefik 的反向代理、併發掃描、搭配動態 Zstd 的靜態檔案、存取日誌與 HTTP/3 表現，並附上完整的量測方法。

mx-lead = 效能數字唯有連同其量測條件一起看，才具有意義。
mx-intro = 本頁記錄於 { date-range }進行的一系列基準測試，測試環境為 { $host-chip } { $host-model } 上的 { $vm-name } 容器環境。比較對象為 Pingclair、nginx、Caddy 與 Traefik，項目涵蓋反向代理、靜態檔案服務、動態 Zstd 壓縮、存取日誌及 HTTP/3。
mx-intro-caveat = 每項結果都是在特定的硬體、軟體與工作負載條件下取得。這些結果描述的是本測試環境內的相對效能，既不是容量保證，也無法用來預測其他部署環境的表現。

mx-method-heading = 量測方法
mx-method-intro = 本節記錄產生這些結果所用的硬體、虛擬機、容器配置、軟體版本與命令。
mx-method-shared = 為了盡量縮小環境差異，所有測試組都在同一台虛擬機、同一個容器網路中執行，並使用一致的伺服器映像。

mx-host-heading = 主機與虛擬機
mx-host = **主機：** { $host-model }（{ $host-model-year } 年），{ $host-cores } 核心 { $host-chip }，{ $host-memory-gb } GB 統一記憶體，作業系統為 { $host-os }。
mx-vm = **虛擬機：** { $vm-name } { $vm-version }，Linux 核心 { $vm-kernel }，配置 { $vm-vcpus } 個 vCPU 與 { $vm-memory-gb } GB 記憶體。受測伺服器、負載產生器與後端全都在這台 Linux VM 內執行，每次測試也都是從 VM 內部進行調度。
mx-engine = **容器引擎：** { $engine-name } { $engine-version }（{ $vm-name } 引擎）。所有容器都連接到專用的 bridge 網路 { $engine-network }（{ $engine-subnet }），因此用戶端到伺服器的流量始終留在 VM 內，不會經過任何外部網路。

mx-versions-heading = 版本與映像
mx-col-component = 元件
mx-col-version = 版本
mx-col-image = 映像與建置方式
mx-image = { $row ->
        [pingclair-main] { $image }；以 { $rust } 從原始碼建置，建置命令為 { $build }
        [pingclair-v022] { $image }；採用官方發行的 { $artifact } 執行檔，並以 { $checksums } 核對
        [nginx] { $image }；以官方原始碼搭配 { $openssl }、{ $compiler } 與 Zstd 模組建置
       *[other] 官方映像 { $image }
    }
mx-nginx-options = nginx 編譯時使用了下列選項：
mx-nginx-zstd-module = Zstd 支援來自第三方模組 { $nginx-build-zstd-module }，並固定在提交 { $nginx-build-zstd-commit }。

mx-container-heading = 容器與伺服器配置
mx-container-limits = 每個伺服器容器都採用 { $container-arch } 架構，並透過 Docker 的 { $container-cpus-option } 選項限制為 { $container-cpus } 顆 CPU。
mx-container-mounts = 設定檔、測試資料與 TLS 憑證皆以唯讀方式掛載。日誌目錄與 nginx 快取目錄則各自使用 { $container-tmpfs-mb } MB 的 tmpfs 掛載，以免持久性儲存裝置的延遲混入量測結果。
mx-container-command = 容器的啟動命令大致如下：
mx-container-workers = 各伺服器都沿用自身預設的 worker 或執行緒設定，而不是被強制套用同一種並行模型；例如 nginx 使用 { $nginx-build-worker-processes } 與 { $nginx-build-worker-connections }。

mx-tls-heading = TLS 與監聽連接埠
mx-tls-cert = 測試使用自簽 TLS 憑證，其一般名稱（CN）為 { $tls-cn }，主體別名（SAN）為 { $tls-san }。
mx-tls-ports = HTTPS 流量使用 TCP { $tls-port } 連接埠；HTTP/3 測試組另外使用 UDP { $tls-port } 連接埠。

mx-payloads-heading = 靜態檔案
mx-payloads-intro = 各測試組提供下列檔案：
mx-col-file = 檔案
mx-col-size = 大小
mx-payload-size = { $size } { $unit ->
        [KiB] KiB
        [MiB] MiB
       *[B] B
    }

mx-backends-heading = 反向代理後端
mx-backends = 後端是一個 { $backend-image } 容器，其中執行 { $backend-instances } 個 Node.js HTTP 伺服器實例，分別監聽 TCP 連接埠 { $backend-first-port } 至 { $backend-last-port }。
mx-backends-response = 每個實例的監聽 backlog 設為 { $backend-backlog }，並回傳固定 { $backend-response-bytes } 位元組的 JSON 回應。
mx-backends-pooling = 所有反向代理都以 round-robin 方式分配請求，並重用上游連線：nginx 設定為 { $backend-nginx-pool }，Traefik 則設定為 { $backend-traefik-pool }。
mx-backends-semantics = 連線池在各家實作中的意涵不盡相同，因此這些設定只是大致可相互比較的目標值，並不代表內部行為完全一致。

mx-logging-config-heading = 存取日誌
mx-logging-config = 除了日誌開銷測試組之外，所有吞吐量測試組都關閉存取日誌；日誌開銷測試組則比較下列設定：
mx-logging-a = **A：** 關閉存取日誌。
mx-logging-b = **B：** 開啟 JSON 存取日誌，寫入 { $container-tmpfs-mb } MB 的 tmpfs。
mx-logging-formats = nginx 使用 { $logging-nginx }；Pingclair 使用 { $logging-pingclair }。

mx-zstd-heading = 動態 Zstd 壓縮
mx-zstd-intro = 各伺服器的壓縮設定如下：
mx-col-server = 伺服器
mx-col-zstd = Zstd 設定
mx-zstd-server-pingclair = { $subject-pingclair-main-name }
mx-zstd-server-nginx = { $subject-nginx-name }
mx-zstd-server-caddy = { $subject-caddy-name }
mx-zstd-pingclair = { $zstd-pingclair }，套用於相同的回應類型
mx-zstd-nginx = { $zstd-nginx }
mx-zstd-caddy = { $zstd-caddy }，套用於 { $zstd-caddy-match } 回應
mx-zstd-differences = 所有設定都啟用了動態 Zstd 壓縮，但各實作的壓縮策略、輸出大小與 CPU 成本可能有所不同。
mx-zstd-scope = 因此，壓縮測試組比較的是這些設定下端到端的服務吞吐量，而不是各壓縮實作本身的原始速度。

mx-load-heading = 負載產生器與命令
mx-h2load = HTTP/2 基準測試使用 { $h2load-version } 提供的 h2load，在以 { $h2load-base } 為基礎並安裝 { $h2load-package } 的 { $h2load-container } 容器中執行。
mx-h2load-network = 用戶端容器與受測伺服器位於同一個 bridge 網路。
mx-h2load-proxy = 固定併發的反向代理：
mx-h2load-static = 靜態檔案與日誌開銷：
mx-h2load-static-files = 靜態檔案測試組分別請求 { $payloads-index-file }、{ $payloads-small-file } 與 { $payloads-medium-file }。{ $payloads-index-size } B 與 { $payloads-small-size } KiB 的工作負載各發出 { $sampling-static-small-requests } 個請求；{ $payloads-medium-size } MiB 的工作負載則發出 { $sampling-static-large-requests } 個。
mx-h2load-zstd = Zstd 工作負載另外加上這個請求標頭：
mx-h2load-sweep = 併發掃描由 { $h2load-sweep-script } 驅動，在每個併發等級執行下列命令：
mx-h2load-sweep-points = 連線數 c 從 { $sweep-first } 開始，每次增加 { $sweep-step }，直到 { $sweep-last } 為止；每個量測點發出 { $sweep-requests } 個請求。
mx-tquic = HTTP/3 基準測試使用 { $tquic-vendor } 的 { $tquic-client }，以 { $tquic-tls } 從 { $tquic-build } 建置（Cargo 套件版本 { $tquic-cargo-version }）：
mx-tquic-connections = 本測試組使用短生命週期的 QUIC 連線：每條連線只處理單一請求便換成新連線，因此基準測試會反覆經歷連線的建立與關閉。
mx-orchestration-heading = 測試調度
mx-orchestration = 併發掃描與重複量測由 Linux VM 內的 supervisor 容器負責執行。
mx-orchestration-supervisor = supervisor 容器的環境為 { $orchestration-base } 加上 Docker CLI，並經由掛載進來的 { $orchestration-socket } 與 Docker 引擎溝通。每個測試案例的執行、失敗重試與結果收集都由它負責。
mx-orchestration-host = macOS 主機只負責彙整最終結果，並不調度個別的測試執行。

mx-sampling-heading = 取樣與結果驗證
mx-sampling-intro = 各測試組的請求數與重複次數不盡相同：
mx-col-suite = 基準測試
mx-col-measurement = 量測方式
mx-suite = { $row ->
        [proxy] 固定併發反向代理
        [sweep] 併發掃描
        [static] 靜態檔案與 Zstd
        [logging] 存取日誌開銷
       *[http3] HTTP/3
    }
mx-sampling = { $row ->
        [proxy] { $connections } 條連線，{ $requests } 個請求，量測 { $runs } 輪
        [sweep] 每個量測點 { $sweep-requests } 個請求，每點量測 { $runs } 輪
        [static] 量測 { $runs } 輪，取中位數
        [logging] 量測 { $runs } 輪，取中位數
       *[http3] Pingclair 與 Caddy 各量測 { $runs } 輪，nginx 量測 { $nginx-runs } 輪；取中位數
    }

mx-validity-heading = 有效性判定標準
mx-validity-throughput = 在固定併發反向代理、靜態檔案、壓縮與日誌開銷測試組中，只有所有請求都成功的執行才列入計算。出現請求失敗的執行，不納入這些組別的吞吐量比較。
mx-validity-sweep = 併發掃描的處理方式不同：失敗的執行仍保留為診斷用的觀察資料，並在吞吐量旁標出錯誤率。這些執行的吞吐量並非成功請求的吞吐量。
mx-validity-http3 = HTTP/3 測試組另外記錄連線層級的失敗。其吞吐量已包含這些失敗造成的影響，而不是呈現一個刻意排除錯誤的結果。

mx-correction-heading = 測試期間的修正
mx-correction-found = 早期的執行顯示，nginx 預設的 { $correction-default } 在高併發下會比預期更早關閉連線，使其量測結果失真。
mx-correction-fix = 因此，nginx 的設定改為：
mx-correction-rerun = 隨後整套 nginx 基準測試全部重新執行。本頁沒有採用任何舊設定下的結果。

mx-results-heading = 測試結果

mx-proxy-heading = 反向代理
mx-proxy-intro = 本測試組使用 { $backend-instances } 個 Node.js 後端，以 round-robin 分配請求，並重用上游連線。
mx-fixed-heading = 固定併發下的吞吐量
mx-fixed-intro = 本測試透過 { $sampling-proxy-connections } 條併發連線發出 { $sampling-proxy-requests } 個請求。列出的每次執行都沒有發生錯誤。
mx-proxy-caption = 反向代理，固定併發：每秒請求數
mx-col-rps = req/s
mx-fixed-leader = 在此工作負載下，{ $proxy-leader-label } 的吞吐量最高。
mx-fixed-comparison = Pingclair main 的吞吐量約為 nginx 的 { $proxy-share }，{ $proxy-over-v022-standing ->
        [ahead] 比 { $subject-pingclair-v022-version } 高出約 { $proxy-over-v022 }
        [behind] 比 { $subject-pingclair-v022-version } 低了約 { $proxy-over-v022 }
       *[even] 與 { $subject-pingclair-v022-version } 大致相同（相差 { $proxy-over-v022 }）
    }。與 Traefik 相比，Pingclair main 的吞吐量約為其 { $proxy-vs-traefik } 倍。
mx-fixed-scope = 這些差距只適用於本次測試的後端、連線設定與 CPU 限制，無法推及所有反向代理工作負載。

mx-sweep-heading = 併發掃描
mx-sweep-intro = 下表列出掃描中具代表性的 { $sweep-points-total } 個量測點。吞吐量單位為 req/s，括號內為請求錯誤率；沒有標示錯誤率的儲存格，表示該次執行的所有請求皆成功。
mx-sweep-caption = 併發掃描：req/s（錯誤率）
mx-col-connections = 連線數
mx-connections = { $connections }
mx-sweep-low = 在約 { $sweep-low-connections } 條併發連線時，nginx 與 Pingclair 新舊版本的吞吐量都在 { $sweep-low-fast } req/s 上下，Traefik 則約為 { $sweep-low-traefik } req/s。
mx-sweep-decline = 隨著併發數升高，所有實作的吞吐量都跟著下降，其中部分實作還出現了大量的連線或請求失敗。
mx-sweep-limits = 這些結果受到 { $container-cpus } 顆 CPU 的容器限制、VM 的 { $vm-memory-gb } GB 記憶體，以及用戶端與伺服器端所耗用資源的共同影響；吞吐量下滑不能只歸因於伺服器實作本身。
mx-sweep-clean = { $sweep-clean-at-max-count ->
        [0] 在 { $row-9901-connections } 條連線的測試中，沒有任何受測版本能零錯誤完成。
        [1] 值得注意的是，在 { $row-9901-connections } 條連線的測試中，{ $sweep-clean-at-max } 是唯一零錯誤完成的受測版本。
       *[other] 在 { $row-9901-connections } 條連線的測試中，{ $sweep-clean-at-max } 均零錯誤完成。
    }
mx-sweep-main-errors = 相較之下，Pingclair main 在 { $row-5001-connections } 與 { $row-9901-connections } 條連線時的錯誤率分別為 { $sweep-main-errors-5001 } 與 { $sweep-main-errors-9901 }。
mx-sweep-stability = 開發版本在中等併發下的吞吐量雖然略高，但在極端的連線壓力下，穩定性遠不如 { $subject-pingclair-v022-version }。

mx-followup-heading = 後續複查：{ $followup-date }
mx-followup-intro = 為了釐清這項差異，Pingclair 新舊版本的 { $row-5001-connections } 與 { $row-9901-connections } 條連線測試都重新執行了一遍，每次仍發出 { $sweep-requests } 個請求。
mx-followup-caption = 複查：請求錯誤率
mx-col-error-rate = { $version } 錯誤率
mx-followup-layer = main 出現的所有失敗都發生在連線層，沒有記錄到任何 HTTP 5xx 回應。
mx-followup-clean = { $followup-v022-clean-quantifier ->
        [all] { $subject-pingclair-v022 } 在兩個併發等級下，都零錯誤完成了全部 { $sweep-requests } 個請求。
        [none] { $subject-pingclair-v022 } 在兩個併發等級下同樣出現請求錯誤。
       *[some] { $subject-pingclair-v022 } 僅在 { $followup-v022-clean } 條連線時完成了全部請求。
    }
mx-followup-reproduced = 複查重現了同樣因版本而異的行為，可見首次觀察到的現象並非偶發。
mx-followup-next = 目前原因仍不明。後續將檢視連線處理、資源限制，以及新舊版本之間的程式變更。

mx-static-heading = 靜態檔案與動態 Zstd
mx-static-intro = 本測試組比較不同檔案大小與內容編碼下的服務吞吐量。
mx-static-requests = { $payloads-index-size } B 與 { $payloads-small-size } KiB 工作負載每輪發出 { $sampling-static-small-requests } 個請求，{ $payloads-medium-size } MiB 工作負載則為 { $sampling-static-large-requests } 個。每項結果皆取 { $sampling-static-runs } 輪量測的中位數，列出的每輪執行都沒有請求失敗。
mx-static-caption = 靜態檔案與動態 Zstd：每秒請求數
mx-static-row = { $size } { $unit }{ $encoding ->
        [zstd] {" "}+ Zstd
       *[identity] （身分編碼）
    }
mx-static-leads = { $static-leads ->
        [all] 在本測試組的每一項靜態檔案工作負載中，Pingclair 的吞吐量都是最高的。
        [all-or-near] 在本測試組的每一項靜態檔案工作負載中，Pingclair 的吞吐量都是最高或接近最高。
        [some] 在本測試組的部分靜態檔案工作負載中，Pingclair 的吞吐量最高。
       *[none] 在本測試組的靜態檔案工作負載中，Pingclair 的吞吐量沒有任何一項居冠。
    }
mx-static-main-leads = { $static-main-leads ->
        [all] 其中每一項，Pingclair main 本身的吞吐量都是最高。
        [none] 其中沒有任何一項由 Pingclair main 本身取得最高吞吐量，與最佳結果相差 { $static-main-leads-gaps }。
       *[some] 在 { $static-main-leads-rows-count } 項工作負載中，Pingclair main 本身有 { $static-main-leads-led-count } 項取得最高吞吐量，其餘各項與最佳結果相差 { $static-main-leads-gaps }。
    }
mx-static-main = 單看 Pingclair main：
mx-static-multiple = **{ $size } { $unit }{ $encoding ->
        [zstd] {" "}+ Zstd
       *[identity] ，身分編碼
    }：** 約為 nginx 的 { $vs-nginx }、Caddy 的 { $vs-caddy }。
mx-static-zstd = 動態 Zstd 壓縮是本次基準測試中差距最大的工作負載之一。不過，領先幅度並不固定，會隨檔案大小、壓縮設定及最終實際傳輸的資料量而改變。
mx-static-2m = { $zstd-2m-standing ->
        [behind] 在 { $payloads-medium-size } MiB + Zstd 測試中，{ $subject-pingclair-v022 } 達到 { $zstd-2m-v022 } req/s，main 則為 { $zstd-2m-main } req/s，比 { $subject-pingclair-v022-version } 低了約 { $zstd-2m-gap }。這與較小檔案的結果趨勢相反，值得深入探究。
        [ahead] 在 { $payloads-medium-size } MiB + Zstd 測試中，Pingclair main 達到 { $zstd-2m-main } req/s，{ $subject-pingclair-v022-version } 則為 { $zstd-2m-v022 } req/s，main 高出約 { $zstd-2m-gap }。
       *[even] 在 { $payloads-medium-size } MiB + Zstd 測試中，Pingclair 新舊版本的表現大致相當（分別為 { $zstd-2m-main } 與 { $zstd-2m-v022 } req/s）。
    }
mx-static-scope = 這些量測涵蓋完整的 HTTP 回應處理（編碼、傳輸與伺服器開銷），並非單獨量測 Zstd 的壓縮速度。
mx-static-absent = { $static-absent-count ->
        [0] {""}
       *[other] { $static-absent } 沒有原生的靜態檔案伺服器，因此未納入本測試組。
    }

mx-logging-heading = 存取日誌開銷（telemetry tax）
mx-logging-intro = 存取日誌是問題排查與流量分析不可或缺的工具，但每筆紀錄的格式化與寫入同樣要耗用資源。
mx-logging-setup = 本測試組以 { $payloads-index-size } B 靜態檔案為工作負載，分別量測關閉存取日誌（A）與開啟 JSON 存取日誌（B）時的吞吐量。日誌寫入以記憶體為儲存後端的 tmpfs，藉此排除持久性儲存裝置 I/O 的影響。結果為 { $sampling-logging-runs } 輪量測的中位數，單位為 req/s。
mx-logging-caption = 存取日誌開銷：每秒請求數與吞吐量保留率
mx-col-logging = { $condition ->
        [A] A：無日誌
       *[B] B：JSON 日誌
    }
mx-col-retained = 吞吐量保留率
mx-logging-formula = 吞吐量保留率 = 開啟日誌時的吞吐量 ÷ 關閉日誌時的吞吐量。
mx-logging-best = { $retention-best-label } 在此工作負載下的相對日誌開銷最低{ $retention-best ->
        [nginx] ，仍保有約 { $retention-nginx } 的基準吞吐量
       *[other] {""}
    }。
mx-logging-versions = Pingclair main 的保留率約為 { $retention-main }，{ $subject-pingclair-v022-version } 則為 { $retention-v022 }，{ $retention-gain-standing ->
        [behind] 約少了 { $retention-gain } 個百分點。
        [even] 兩者大致相當（相差 { $retention-gain } 個百分點）。
       *[ahead] 相當於提升約 { $retention-gain } 個百分點。
    }
mx-logging-loss = 若換算成吞吐量損失，日誌開銷由 { $subject-pingclair-v022-version } 的約 { $loss-v022 } 降為 main 的 { $loss-main }，顯示在這些條件下，開發版本處理 JSON 存取日誌的效率較高。
mx-logging-absolute = 以絕對數值而言，Pingclair main 在開啟 JSON 日誌時仍維持 { $logging-main-json } req/s，約為同一測試中 nginx 吞吐量的 { $logging-vs-nginx } 倍。
mx-logging-tmpfs = 由於日誌寫入的是 tmpfs，這些結果並未包含持續負載下持久性磁碟寫入、遠端日誌收集與日誌輪替的額外成本。
mx-logging-absent = { $logging-absent-count ->
        [0] {""}
       *[other] { $logging-absent } 未參與本測試組。
    }

mx-http3-heading = HTTP/3（實驗性）
mx-http3-intro = 本測試組透過短生命週期的 QUIC 連線提供 { $payloads-index-size } B 靜態檔案，藉此量測 HTTP/3 吞吐量。每輪執行持續 { $tquic-seconds } 秒。
mx-http3-runs = Pingclair 與 Caddy 各量測 { $sampling-http3-runs } 輪；nginx 各輪之間的變異較大，因此執行了 { $sampling-http3-nginx-runs } 輪。表中數值為吞吐量的中位數，單位為 req/s。
mx-http3-caption = HTTP/3，短生命週期 QUIC 連線：每秒請求數
mx-http3-versions = { $h3-versions-close ->
        [yes] Pingclair 新舊版本的 HTTP/3 吞吐量幾乎相同，差距不到 { $h3-versions-close-limit }。
       *[no] Pingclair 新舊版本的 HTTP/3 吞吐量差距超過 { $h3-versions-close-limit }。
    }
mx-http3-ratios = 在此工作負載下，Pingclair main 的吞吐量約為 nginx 的 { $h3-vs-nginx } 倍、Caddy 的 { $h3-vs-caddy } 倍。
mx-http3-failures = 所有已完成的 HTTP 請求皆成功。{ NUMBER($h3-nginx-failures) ->
        [0] 也沒有任何連線失敗。
       *[other] nginx 在部分執行中出現少量連線層級的失敗，最多約占連線數的 { $h3-nginx-failures }；這些失敗對吞吐量的影響已反映在列出的結果中。
    }
mx-http3-workload-heading = 工作負載特性
mx-http3-workload = 用戶端每開啟一條 QUIC 連線只完成單一請求，下一個請求再另開新連線。因此，本基準測試主要量測的是 QUIC 連線建立、TLS 交握、連線關閉與 HTTP/3 請求處理的綜合成本，並不代表在長時間存續的 QUIC 連線上所能維持的吞吐量。
mx-http3-option = 就本次使用的 { $tquic-client } 版本而言，{ $tquic-essential-option } 選項不可或缺：少了它，用戶端在首個請求完成後就會停止，而不會在整個量測期間持續執行。加上此選項後，{ $tquic-duration-option } 才能掌控完整的 { $tquic-seconds } 秒量測時段。
mx-http3-experimental = HTTP/3 的結果仍屬實驗性質。絕對吞吐量取決於負載產生器、QUIC 實作，以及 { $vm-name } 容器網路內的 UDP 行為，因此這些比值只適用於本次的環境與工作負載。

mx-scope-heading = 適用範圍與限制
mx-scope-vm-heading = 容器化與虛擬化環境
mx-scope-vm = 所有量測都是在搭載 { $host-chip } 處理器與 { $host-memory-gb } GB 記憶體的 { $host-model } 上，於 { $vm-name } Linux VM 內進行。這些結果無法說明原生 Linux、FreeBSD、macOS 或其他硬體上的絕對效能，也不構成正式環境的容量保證。
mx-scope-cpu-heading = CPU 限制與並行模型
mx-scope-cpu = 每個伺服器容器都限制為 { $container-cpus } 顆 CPU，但保留各自預設的 worker 與執行緒設定。由於排程、並行模型與資源管理方式各不相同，換成其他 CPU 限制或硬體時，相對排名可能會改變。
mx-scope-sweep-heading = 高併發掃描
mx-scope-sweep = 每個掃描點只發出 { $sweep-requests } 個請求，且只量測 { $sampling-sweep-runs } 次。在數千條併發連線下，平均每條連線分到的請求很少，因此這些結果較能反映極端連線壓力下的行為，而非長期的穩態吞吐量。
mx-scope-sweep-failures = 連線失敗也可能源自負載產生器、容器網路或作業系統的限制；單憑錯誤率，無法斷定伺服器端的根本原因。
mx-scope-zstd-heading = 壓縮設定
mx-scope-zstd = 各伺服器都使用自身的 Zstd 實作與前述設定。由於壓縮策略與輸出大小可能不同，Zstd 結果比較的是完整的服務路徑，而不是在相同工作量下的壓縮演算法。
mx-scope-http3-heading = HTTP/3 工作負載
mx-scope-http3 = HTTP/3 測試組使用短生命週期的 QUIC 連線。其結果無法涵蓋所有 HTTP/3 使用模式（長連線、大量串流多工、真實的廣域網路），本基準測試也沒有調整封包遺失率、往返時間或頻寬。
mx-scope-excluded-heading = 未納入的比較
mx-scope-excluded = { $proxy-absent-count ->
        [0] {""}
       *[other] 反向代理測試組未納入 { $proxy-absent }。
    }{ $logging-absent-count ->
        [0] {""}
       *[other] 存取日誌測試組未納入 { $logging-absent }。
    }{ $static-absent-count ->
        [0] {""}
       *[other] { $static-absent } 不具備原生的靜態檔案託管功能，因此未納入靜態檔案測試。
    }{ $h3-absent-count ->
        [0] {""}
       *[other] { $h3-absent } 的 HTTP/3 效能沒有量測。
    }缺少某項結果，並不代表其效能的好壞。
mx-scope-versions-heading = 版本快照
mx-scope-versions = 本頁記錄的是 { date-range }期間，以所列發行版本與開發提交取得的量測結果。日後的修正或改進不會回溯改變這些結果；任何關於較新版本的結論，都必須重新量測。

mx-sources-heading = 量測方法與來源
mx-sources = Pingclair 儲存庫記載了通用的基準測試方法、驗證規則與輔助工具。本頁的量測方法（環境、候選版本、容器配置與命令）記錄於：
mx-source-matrix = 本機容器矩陣：本頁所用的量測方法
mx-source-methodology = 基準測試方法：通用規則與有效性檢查
mx-sources-conditions = 本頁的每個數字，都是在所述版本、硬體與工作負載下取得的量測值。請只在條件相當時比較結果；來自其他平台、版本或工作負載的結果，若未考量這些差異，不應合併解讀。
