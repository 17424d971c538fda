### Translations of the messages of content/2026-10-container-matrix.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Performance benchmarks: container matrix, { date-range }
mx-title = 效能基準測試：容器矩陣（{ date-range }）

# en: Reverse proxy, concurrency sweep, static files with dynamic Zstd, access logging, and HTTP/3: Pingclair, nginx, Caddy, and Traefik measured in one container environment, with the full method.
mx-description = 在同一套容器環境中量測 Pingclair、nginx、Caddy 與 Traefik 的反向代理、併發掃描、搭配動態 Zstd 的靜態檔案、存取日誌與 HTTP/3 表現，並附上完整的量測方法。

# en: Performance numbers mean something only together with the conditions under which they were measured.
mx-lead = 效能數字唯有連同其量測條件一起看，才具有意義。

# en: This page records a series of benchmarks run on { date-range-text }, in an { $vm-name } container environment on an { $host-chip } { $host-model }. Pingclair, nginx, Caddy, and Traefik are compared as reverse proxies, as static-file servers with and without dynamic Zstd, with access logging on and off, and over HTTP/3.
mx-intro = 本頁記錄於 { date-range-text }進行的一系列基準測試，測試環境為 { $host-chip } { $host-model } 上的 { $vm-name } 容器環境。比較對象為 Pingclair、nginx、Caddy 與 Traefik，項目涵蓋反向代理、靜態檔案服務、動態 Zstd 壓縮、存取日誌及 HTTP/3。

# en: Every result was obtained under particular hardware, software, and workload conditions. The results describe relative performance inside this test environment; they are not capacity guarantees and do not predict other deployments.
mx-intro-caveat = 每項結果都是在特定的硬體、軟體與工作負載條件下取得。這些結果描述的是本測試環境內的相對效能，既不是容量保證，也無法用來預測其他部署環境的表現。

# en: Methodology
mx-methodology-heading = 量測方法

# en: This section records the hardware, the virtual machine, the container setup, the software versions, and the commands that produced the results.
mx-method-intro = 本節記錄產生這些結果所用的硬體、虛擬機、容器配置、軟體版本與命令。

# en: Every suite shared one virtual machine, one container network, and one set of server images, so that the environment varied as little as possible between them.
mx-method-shared = 為了盡量縮小環境差異，所有測試組都在同一台虛擬機、同一個容器網路中執行，並使用一致的伺服器映像。

# en: Host and virtual machine
mx-host-and-vm-heading = 主機與虛擬機

# en: **Host:** { $host-model } ({ $host-model-year }), { $host-cores }-core { $host-chip }, { $host-memory-gb } GB of unified memory, running { $host-os }.
mx-host = **主機**：{ $host-model }（{ $host-model-year } 年），{ $host-cores } 核心 { $host-chip }，{ $host-memory-gb } GB 統一記憶體，作業系統為 { $host-os }。

# en: **Virtual machine:** { $vm-name } { $vm-version }, Linux kernel { $vm-kernel }, with { $vm-vcpus } vCPUs and { $vm-memory-gb } GB of RAM. The servers under test, the load generators, and the backends all ran inside this Linux VM, and each test run was orchestrated from inside it.
mx-vm = **虛擬機**：{ $vm-name } { $vm-version }，Linux 核心 { $vm-kernel }，配置 { $vm-vcpus } 個 vCPU 與 { $vm-memory-gb } GB 記憶體。受測伺服器、負載產生器與後端全都在這台 Linux VM 內執行，每次測試也都是從 VM 內部進行調度。

# en: **Container engine:** { $engine-name } { $engine-version } ({ $vm-name } engine). Every container was attached to a dedicated bridge network, { $engine-network } ({ $engine-subnet }), so client-to-server traffic stayed inside the VM and never crossed an external network.
mx-engine = **容器引擎**：{ $engine-name } { $engine-version }（{ $vm-name } 引擎）。所有容器都連接到專用的 bridge 網路 { $engine-network }（{ $engine-subnet }），因此用戶端到伺服器的流量始終留在 VM 內，不會經過任何外部網路。

# en: Versions and images
mx-versions-heading = 版本與映像

# en: nginx was compiled with these options:
mx-nginx-options = nginx 編譯時使用了下列選項：

# en: Zstd support came from the third-party module { $nginx-build-zstd-module }, pinned to commit { $nginx-build-zstd-commit }.
mx-nginx-zstd-module = Zstd 支援來自第三方模組 { $nginx-build-zstd-module }，並固定在提交 { $nginx-build-zstd-commit }。

# en: Container and server configuration
mx-containers-heading = 容器與伺服器配置

# en: Every server container used the { $container-arch } architecture and was limited to { NUMBER($container-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $container-cpus } CPUs
#     } with Docker’s { $container-cpus-option } option.
mx-container-limits =
    每個伺服器容器都採用 { $container-arch } 架構，並透過 Docker 的 { $container-cpus-option } 選項限制為{ NUMBER($container-cpus) ->
        [1] 一顆 CPU
        [2] 兩顆 CPU
        [3] 三顆 CPU
        [4] 四顆 CPU
        [5] 五顆 CPU
        [6] 六顆 CPU
       *[other] { $container-cpus } 顆 CPU
    }。

# en: The servers read their configuration, payloads, and TLS certificates from read-only mounts. Logs and the nginx cache each went to a { $container-tmpfs-mb } MB tmpfs mount, which kept disk latency out of the results.
mx-container-mounts = 設定檔、測試資料與 TLS 憑證皆以唯讀方式掛載。日誌目錄與 nginx 快取目錄則各自使用 { $container-tmpfs-mb } MB 的 tmpfs 掛載，以免持久性儲存裝置的延遲混入量測結果。

# en: The containers were started with commands of this shape:
mx-container-command = 容器的啟動命令大致如下：

# en: Each server kept its default worker or thread configuration instead of being forced into one concurrency model; nginx, for example, used { $nginx-build-worker-processes } and { $nginx-build-worker-connections }.
mx-container-workers = 各伺服器都沿用自身預設的 worker 或執行緒設定，而不是被強制套用同一種並行模型；例如 nginx 使用 { $nginx-build-worker-processes } 與 { $nginx-build-worker-connections }。

# en: TLS and listening ports
mx-tls-heading = TLS 與監聽連接埠

# en: The tests used a self-signed TLS certificate whose common name (CN) is { $tls-cn }, with subject alternative names (SANs) { $tls-san }.
mx-tls-cert = 測試使用自簽 TLS 憑證，其一般名稱（CN）為 { $tls-cn }，主體別名（SAN）為 { $tls-san }。

# en: HTTPS traffic used TCP port { $tls-port }; the HTTP/3 suite also used UDP port { $tls-port }.
mx-tls-ports = HTTPS 流量使用 TCP { $tls-port } 連接埠；HTTP/3 測試組另外使用 UDP { $tls-port } 連接埠。

# en: Static files
mx-payloads-heading = 靜態檔案

# en: The suites served these payloads:
mx-payloads-intro = 各測試組提供下列檔案：

# en: Reverse-proxy backends
mx-backends-heading = 反向代理後端

# en: The backend was a { $backend-image } container running { NUMBER($backend-instances) ->
#         [1] one Node.js HTTP server instance
#         [2] two Node.js HTTP server instances
#         [3] three Node.js HTTP server instances
#         [4] four Node.js HTTP server instances
#        *[other] { $backend-instances } Node.js HTTP server instances
#     } on TCP ports { $backend-first-port }–{ $backend-last-port }.
mx-backends =
    後端是一個 { $backend-image } 容器，其中執行{ NUMBER($backend-instances) ->
        [1] 一個 Node.js HTTP 伺服器實例
        [2] 兩個 Node.js HTTP 伺服器實例
        [3] 三個 Node.js HTTP 伺服器實例
        [4] 四個 Node.js HTTP 伺服器實例
        [5] 五個 Node.js HTTP 伺服器實例
        [6] 六個 Node.js HTTP 伺服器實例
       *[other] { $backend-instances } 個 Node.js HTTP 伺服器實例
    }，分別監聽 TCP 連接埠 { $backend-first-port } 至 { $backend-last-port }。

# en: Each backend replied with a fixed JSON body of { $backend-response-bytes } bytes and had a listen backlog of { $backend-backlog }.
mx-backends-response = 每個後端都以固定 { $backend-response-bytes } 位元組的 JSON 本文回應，監聽 backlog 為 { $backend-backlog }。

# en: Every reverse proxy balanced requests round-robin and reused upstream connections: nginx was configured with { $backend-nginx-pool }, Traefik with { $backend-traefik-pool }.
mx-backends-pooling = 所有反向代理都以 round-robin 方式分配請求，並重用上游連線：nginx 設定為 { $backend-nginx-pool }，Traefik 則設定為 { $backend-traefik-pool }。

# en: Connection pooling does not mean the same thing in every implementation, so these settings are approximately comparable targets rather than identical internal behavior.
mx-backends-semantics = 連線池在各家實作中的意涵不盡相同，因此這些設定只是大致可相互比較的目標值，並不代表內部行為完全一致。

# en: Access logging
mx-logging-config-heading = 存取日誌

# en: Access logging was off in every throughput suite except the logging-overhead suite, which compared two configurations:
mx-logging-config = 除了日誌開銷測試組之外，所有吞吐量測試組都關閉存取日誌；日誌開銷測試組則比較下列設定：

# en: **A:** access logging off.
mx-logging-a = **A**：關閉存取日誌。

# en: **B:** JSON access logging on, written to a { $container-tmpfs-mb } MB tmpfs.
mx-logging-b = **B**：開啟 JSON 存取日誌，寫入 { $container-tmpfs-mb } MB 的 tmpfs。

# en: nginx used { $logging-nginx }; Pingclair used { $logging-pingclair }.
mx-logging-formats = nginx 使用 { $logging-nginx }；Pingclair 使用 { $logging-pingclair }。

# en: Dynamic Zstd compression
mx-zstd-config-heading = 動態 Zstd 壓縮

# en: The servers compressed with these settings:
mx-zstd-intro = 各伺服器的壓縮設定如下：

# en: Zstd configuration
mx-col-zstd = Zstd 設定

# en: { $row ->
#         [pingclair-main] { $config }, matching the same response types
#         [caddy] { $config }, matching { $match } responses
#        *[other] { $config }
#     }
mx-zstd-config =
    { $row ->
        [pingclair-main] { $config }，套用於相同的回應類型
        [caddy] { $config }，套用於 { $match } 回應
       *[other] { $config }
    }

# en: Every configuration enabled dynamic Zstd compression, but compression strategy, output size, and CPU cost can differ between implementations.
mx-zstd-differences = 所有設定都啟用了動態 Zstd 壓縮，但各實作的壓縮策略、輸出大小與 CPU 成本可能有所不同。

# en: The compression suite therefore compares end-to-end serving throughput under these configurations, not the raw speed of each compression implementation.
mx-zstd-scope = 因此，壓縮測試組比較的是這些設定下端到端的服務吞吐量，而不是各壓縮實作本身的原始速度。

# en: Load generators and commands
mx-load-generators-heading = 負載產生器與命令

# en: HTTP/2
mx-load-http2-heading = HTTP/2

# en: The HTTP/2 benchmarks used h2load from { $h2load-version }, running in a { $h2load-container } container based on { $h2load-base } with { $h2load-package } installed.
mx-h2load = HTTP/2 基準測試使用 { $h2load-version } 提供的 h2load，在以 { $h2load-base } 為基礎並安裝 { $h2load-package } 的 { $h2load-container } 容器中執行。

# en: h2load ran in a container of its own, attached to the bridge network that also carried the servers being measured.
mx-h2load-network = h2load 在獨立的容器中執行，接在受測伺服器所用的那個 bridge 網路上。

# en: Fixed-concurrency reverse proxy:
mx-h2load-proxy = 固定併發的反向代理：

# en: Static files and logging overhead:
mx-h2load-static = 靜態檔案與日誌開銷：

# en: In the static-file suite, { $payloads-index-file }, { $payloads-small-file }, and { $payloads-medium-file } were each fetched in a workload of their own. The { $payloads-index-size } B and { $payloads-small-size } KiB workloads each made { $sampling-static-small-requests } requests; the { $payloads-medium-size } MiB workload made { $sampling-static-large-requests }.
mx-h2load-static-files = 靜態檔案測試組中，{ $payloads-index-file }、{ $payloads-small-file } 與 { $payloads-medium-file } 各自構成一個獨立的工作負載。{ $payloads-index-size } B 與 { $payloads-small-size } KiB 的工作負載各發出 { $sampling-static-small-requests } 個請求；{ $payloads-medium-size } MiB 的工作負載則發出 { $sampling-static-large-requests } 個。

# en: The Zstd workloads added this request header:
mx-h2load-zstd = Zstd 工作負載另外加上這個請求標頭：

# en: The concurrency sweep was driven by { $h2load-sweep-script }, which ran this command at each concurrency level:
mx-h2load-sweep = 併發掃描由 { $h2load-sweep-script } 驅動，在每個併發等級執行下列命令：

# en: The connection count c rose from { $sweep-first } to { $sweep-last } in steps of { $sweep-step }; each point made { $sweep-requests } requests.
mx-h2load-sweep-points = 連線數 c 從 { $sweep-first } 開始，每次增加 { $sweep-step }，直到 { $sweep-last } 為止；每個量測點發出 { $sweep-requests } 個請求。

# en: HTTP/3
mx-load-http3-heading = HTTP/3

# en: The HTTP/3 benchmarks used { $tquic-vendor }’s { $tquic-client }, built from { $tquic-build } (Cargo package version { $tquic-cargo-version }) with { $tquic-tls }:
mx-tquic = HTTP/3 基準測試使用 { $tquic-vendor } 的 { $tquic-client }，以 { $tquic-tls } 從 { $tquic-build } 建置（Cargo 套件版本 { $tquic-cargo-version }）：

# en: This suite used short-lived QUIC connections: each connection was replaced after a single request, so the benchmark exercises connection setup and teardown over and over.
mx-tquic-connections = 本測試組使用短生命週期的 QUIC 連線：每條連線只處理單一請求便換成新連線，因此基準測試會反覆經歷連線的建立與關閉。

# en: Test orchestration
mx-orchestration-heading = 測試調度

# en: A supervisor container in the Linux VM stepped through the concurrency levels and repeated each measurement.
mx-orchestration = Linux VM 內的一個 supervisor 容器逐一走過各併發層級，並重複每項量測。

# en: The supervisor ran { $orchestration-base } with the Docker CLI and reached the Docker engine through a mounted { $orchestration-socket }. It ran each test case, handled retries, and collected results.
mx-orchestration-supervisor = supervisor 容器的環境為 { $orchestration-base } 加上 Docker CLI，並經由掛載進來的 { $orchestration-socket } 與 Docker 引擎溝通。每個測試案例的執行、失敗重試與結果收集都由它負責。

# en: The macOS host only aggregated the final results; it did not orchestrate individual runs.
mx-orchestration-host = macOS 主機只負責彙整最終結果，並不調度個別的量測輪次。

# en: Sampling and result validation
mx-sampling-heading = 取樣與結果驗證

# en: The suites differ in request counts and repetitions:
mx-sampling-intro = 各測試組的請求數與重複次數不盡相同：

# en: Validity criteria
mx-validity-heading = 有效性判定標準

# en: In the fixed-concurrency reverse proxy, static file, compression, and logging-overhead suites, only runs in which every request succeeded count. Runs with failed requests were left out of those throughput comparisons.
mx-validity-throughput = 在固定併發反向代理、靜態檔案、壓縮與日誌開銷測試組中，只有所有請求都成功的量測輪次才列入計算。出現請求失敗的輪次，不納入這些組別的吞吐量比較。

# en: The concurrency sweep is different: failed runs were kept as diagnostic observations, with their error rates shown beside the throughput. Throughput from those runs is not successful-request throughput.
mx-validity-sweep = 併發掃描的處理方式不同：失敗的量測輪次仍保留為診斷用的觀察資料，並在吞吐量旁標出錯誤率。這些輪次的吞吐量並非成功請求的吞吐量。

# en: The HTTP/3 suite recorded connection-level failures separately. Its throughput includes the effect of those failures instead of presenting an artificially error-free result.
mx-validity-http3 = HTTP/3 測試組另外記錄連線層級的失敗。其吞吐量已包含這些失敗造成的影響，而不是呈現一個刻意排除錯誤的結果。

# en: Correction during testing
mx-correction-heading = 測試期間的修正

# en: Early runs showed that nginx’s default { $correction-default } closed connections sooner than intended under high concurrency, which distorted its measurements.
mx-correction-found = 早期的量測輪次顯示，nginx 預設的 { $correction-default } 在高併發下會比預期更早關閉連線，使其量測結果失真。

# en: The nginx configurations were therefore changed to:
mx-correction-fix = 因此，nginx 的設定改為：

# en: The whole nginx benchmark set was then run again. No result from the earlier configuration appears on this page.
mx-correction-rerun = 隨後整套 nginx 基準測試全部重新執行。本頁沒有採用任何舊設定下的結果。

# en: Results
mx-results-heading = 測試結果

# en: Reverse proxy
mx-reverse-proxy-heading = 反向代理

# en: This suite used { NUMBER($backend-instances) ->
#         [1] one Node.js backend
#         [2] two Node.js backends
#         [3] three Node.js backends
#         [4] four Node.js backends
#        *[other] { $backend-instances } Node.js backends
#     }, round-robin request distribution, and upstream connection reuse.
mx-proxy-intro =
    本測試組使用{ NUMBER($backend-instances) ->
        [1] 一個 Node.js 後端
        [2] 兩個 Node.js 後端
        [3] 三個 Node.js 後端
        [4] 四個 Node.js 後端
        [5] 五個 Node.js 後端
        [6] 六個 Node.js 後端
       *[other] { $backend-instances } 個 Node.js 後端
    }，以 round-robin 分配請求，並重用上游連線。

# en: Fixed-concurrency throughput
mx-fixed-concurrency-heading = 固定併發下的吞吐量

# en: The test made { $sampling-proxy-requests } requests over { $sampling-proxy-connections } concurrent connections. Every reported run completed without errors.
mx-fixed-intro = 本測試透過 { $sampling-proxy-connections } 條併發連線發出 { $sampling-proxy-requests } 個請求。列出的每個量測輪次都沒有發生錯誤。

# en: { $proxy-leader-label } achieved the highest throughput in this workload.
mx-fixed-leader = 在此工作負載下，{ $proxy-leader-label } 的吞吐量最高。

# en: Pingclair main reached about { $proxy-share } of nginx’s throughput, { $proxy-over-v022-standing ->
#         [ahead] roughly { $proxy-over-v022 } more than { $subject-pingclair-v022-version }
#         [behind] roughly { $proxy-over-v022 } less than { $subject-pingclair-v022-version }
#        *[even] about the same as { $subject-pingclair-v022-version } ({ $proxy-over-v022 } apart)
#     }. Against Traefik, Pingclair main delivered about { $proxy-vs-traefik } times the throughput.
mx-fixed-comparison =
    Pingclair main 的吞吐量約為 nginx 的 { $proxy-share }，{ $proxy-over-v022-standing ->
        [ahead] 比 { $subject-pingclair-v022-version } 高出約 { $proxy-over-v022 }
        [behind] 比 { $subject-pingclair-v022-version } 低了約 { $proxy-over-v022 }
       *[even] 與 { $subject-pingclair-v022-version } 大致相同（相差 { $proxy-over-v022 }）
    }。與 Traefik 相比，Pingclair main 的吞吐量約為其 { $proxy-vs-traefik } 倍。

# en: These differences hold only for the tested backend, connection settings, and CPU limits; they do not generalize to every reverse-proxy workload.
mx-fixed-scope = 這些差距只適用於本次測試的後端、連線設定與 CPU 限制，無法推及所有反向代理工作負載。

# en: Concurrency sweep
mx-concurrency-sweep-heading = 併發掃描

# en: The table shows { NUMBER($sweep-points-total) ->
#         [1] one representative point
#         [2] two representative points
#         [3] three representative points
#         [4] four representative points
#         [5] five representative points
#        *[other] { $sweep-points-total } representative points
#     } of the sweep. Throughput is in req/s, with the request error rate in parentheses; a cell without one means every request of that run succeeded.
mx-sweep-intro =
    下表列出掃描中具代表性的{ NUMBER($sweep-points-total) ->
        [1] 一個量測點
        [2] 兩個量測點
        [3] 三個量測點
        [4] 四個量測點
        [5] 五個量測點
        [6] 六個量測點
       *[other] { $sweep-points-total } 個量測點
    }。吞吐量單位為 req/s，括號內為請求錯誤率；沒有標示錯誤率的儲存格，表示該輪量測的所有請求皆成功。

# en: With roughly { $sweep-low-connections } connections open, nginx and the two Pingclair versions { $sweep-low-fast-close ->
#         [yes] each served close to { $sweep-low-fast } req/s
#        *[no] served between { $sweep-low-fast-low } and { $sweep-low-fast-high } req/s
#     }; Traefik stayed near { $sweep-low-traefik } req/s.
mx-sweep-low =
    約 { $sweep-low-connections } 條連線同時開啟時，nginx 與兩個 Pingclair 版本{ $sweep-low-fast-close ->
        [yes] 各自接近 { $sweep-low-fast } req/s
       *[no] 介於 { $sweep-low-fast-low } 到 { $sweep-low-fast-high } req/s 之間
    }；Traefik 則停在約 { $sweep-low-traefik } req/s。

# en: As concurrency rose, throughput fell for every implementation, and some of them saw large connection or request failure rates.
mx-sweep-decline = 隨著併發數升高，所有實作的吞吐量都跟著下降，其中部分實作還出現了大量的連線或請求失敗。

# en: These results were shaped by the { NUMBER($container-cpus) ->
#         [1] one-CPU
#         [2] two-CPU
#         [3] three-CPU
#         [4] four-CPU
#        *[other] { $container-cpus }-CPU
#     } container limit, the VM’s { $vm-memory-gb } GB of memory, and the resources used on both the client and the server side; the decline cannot be attributed to the server implementation alone.
mx-sweep-limits =
    這些結果受到{ NUMBER($container-cpus) ->
        [1] 一顆 CPU
        [2] 兩顆 CPU
        [3] 三顆 CPU
        [4] 四顆 CPU
        [5] 五顆 CPU
        [6] 六顆 CPU
       *[other] { $container-cpus } 顆 CPU
    }的容器限制、VM 的 { $vm-memory-gb } GB 記憶體，以及用戶端與伺服器端所耗用資源的共同影響；吞吐量下滑不能只歸因於伺服器實作本身。

# en: { $sweep-clean-at-max-count ->
#         [0] No tested version completed the { $row-9901-connections }-connection run without errors.
#         [1] Notably, { $sweep-clean-at-max } was the only tested version to complete the { $row-9901-connections }-connection run without errors.
#        *[other] { $sweep-clean-at-max } completed the { $row-9901-connections }-connection run without errors.
#     }
mx-sweep-clean =
    { $sweep-clean-at-max-count ->
        [0] 在 { $row-9901-connections } 條連線的測試中，沒有任何受測版本能零錯誤完成。
        [1] 值得注意的是，在 { $row-9901-connections } 條連線的測試中，{ $sweep-clean-at-max } 是唯一零錯誤完成的受測版本。
       *[other] 在 { $row-9901-connections } 條連線的測試中，{ $sweep-clean-at-max } 均零錯誤完成。
    }

# en: Pingclair main, by contrast, recorded error rates of { $sweep-main-errors-5001 } and { $sweep-main-errors-9901 } at { $row-5001-connections } and { $row-9901-connections } connections.
mx-sweep-main-errors = 相較之下，Pingclair main 在 { $row-5001-connections } 與 { $row-9901-connections } 條連線時的錯誤率分別為 { $sweep-main-errors-5001 } 與 { $sweep-main-errors-9901 }。

# en: { $sweep-low-main-standing ->
#         [ahead] Although the development version had higher throughput at moderate concurrency, it was much less stable than { $subject-pingclair-v022-version } under extreme connection pressure.
#         [behind] The development version trailed { $subject-pingclair-v022-version } at moderate concurrency and was much less stable than it under extreme connection pressure.
#        *[even] The development version kept pace with { $subject-pingclair-v022-version } at moderate concurrency, yet it was much less stable under extreme connection pressure.
#     }
mx-sweep-stability =
    { $sweep-low-main-standing ->
        [ahead] 開發版本在中等併發下的吞吐量雖然較高，但在極端的連線壓力下，穩定性遠不如 { $subject-pingclair-v022-version }。
        [behind] 開發版本在中等併發下落後於 { $subject-pingclair-v022-version }，在極端的連線壓力下穩定性也遠不如它。
       *[even] 開發版本在中等併發下與 { $subject-pingclair-v022-version } 不相上下，但在極端的連線壓力下，穩定性遠不如後者。
    }

# en: Follow-up investigation: { $followup-date }
mx-follow-up-heading = 後續複查：{ $followup-date }

# en: To look into this difference, the { $row-5001-connections }- and { $row-9901-connections }-connection tests were repeated for both Pingclair versions, again with { $sweep-requests } requests per run.
mx-followup-intro = 為了釐清這項差異，Pingclair 新舊版本的 { $row-5001-connections } 與 { $row-9901-connections } 條連線測試都重新量測了一遍，每輪仍發出 { $sweep-requests } 個請求。

# en: Every failure seen with main happened at the connection layer; no HTTP 5xx response was recorded.
mx-followup-layer = main 出現的所有失敗都發生在連線層，沒有記錄到任何 HTTP 5xx 回應。

# en: { $followup-v022-clean-quantifier ->
#         [all] { $subject-pingclair-v022 } completed all { $sweep-requests } requests at both concurrency levels without errors.
#         [none] { $subject-pingclair-v022 } recorded request errors at both concurrency levels as well.
#        *[some] { $subject-pingclair-v022 } completed every request only at { $followup-v022-clean } connections.
#     }
mx-followup-clean =
    { $followup-v022-clean-quantifier ->
        [all] { $subject-pingclair-v022 } 在兩個併發等級下，都零錯誤完成了全部 { $sweep-requests } 個請求。
        [none] { $subject-pingclair-v022 } 在兩個併發等級下同樣出現請求錯誤。
       *[some] { $subject-pingclair-v022 } 僅在 { $followup-v022-clean } 條連線時完成了全部請求。
    }

# en: The follow-up reproduced the same version-dependent behavior, so the first observation was not a one-off.
mx-followup-reproduced = 複查重現了同樣因版本而異的行為，可見首次觀察到的現象並非偶發。

# en: The cause is not yet known. Further work will look at connection handling, resource limits, and the changes made between the two versions.
mx-followup-next = 目前原因仍不明。後續將檢視連線處理、資源限制，以及新舊版本之間的程式變更。

# en: Static files and dynamic Zstd
mx-static-files-heading = 靜態檔案與動態 Zstd

# en: This suite compared serving throughput across file sizes and content encodings.
mx-static-intro = 本測試組比較不同檔案大小與內容編碼下的服務吞吐量。

# en: The { $payloads-index-size } B and { $payloads-small-size } KiB workloads made { $sampling-static-small-requests } requests per run and the { $payloads-medium-size } MiB workload { $sampling-static-large-requests }. Each result is the median of { NUMBER($runs-static) ->
#         [1] a single run
#         [2] two runs
#         [3] three runs
#         [4] four runs
#        *[other] { $runs-static } runs
#     }, and every reported run completed without request failures.
mx-static-requests =
    { $payloads-index-size } B 與 { $payloads-small-size } KiB 工作負載每輪發出 { $sampling-static-small-requests } 個請求，{ $payloads-medium-size } MiB 工作負載則為 { $sampling-static-large-requests } 個。每項結果皆取{ NUMBER($runs-static) ->
        [1] 一輪
        [2] 兩輪
        [3] 三輪
        [4] 四輪
        [5] 五輪
        [6] 六輪
       *[other] { $runs-static } 輪
    }量測的中位數，列出的各量測輪次都沒有請求失敗。

# en: For Pingclair main specifically:
mx-static-main = 單看 Pingclair main：

# en: Few workloads in this benchmark set the servers as far apart as dynamic Zstd compression did. The size of that lead moved with the payload: file size, compression settings, and the number of bytes that finally crossed the wire all changed it.
mx-static-zstd = 在本次基準測試中，很少有工作負載像動態 Zstd 壓縮這樣拉開伺服器之間的距離。這段領先的幅度隨酬載而變：檔案大小、壓縮設定與最終實際傳輸的位元組數都會影響它。

# en: { $zstd-2m-standing ->
#         [behind]
#             In the { $payloads-medium-size } MiB + Zstd test, { $subject-pingclair-v022 } reached { $zstd-2m-v022 } req/s against { $zstd-2m-main } req/s for main, a difference of about { $zstd-2m-gap } relative to { $subject-pingclair-v022-version }. { $zstd-smaller-behind-count ->
#                 [0] This is at odds with the smaller files, where main was never behind, and deserves a closer look.
#                *[other] Main was behind with some smaller files too ({ $zstd-smaller-behind }).
#             }
#         [ahead] In the { $payloads-medium-size } MiB + Zstd test, Pingclair main reached { $zstd-2m-main } req/s against { $zstd-2m-v022 } req/s for { $subject-pingclair-v022-version }, about { $zstd-2m-gap } more.
#        *[even] In the { $payloads-medium-size } MiB + Zstd test, the two Pingclair versions were about level ({ $zstd-2m-main } and { $zstd-2m-v022 } req/s).
#     }
mx-static-2m =
    { $zstd-2m-standing ->
        [behind]
            以 { $payloads-medium-size } MiB + Zstd 這項工作負載來看，main 只跑出 { $zstd-2m-main } req/s，{ $subject-pingclair-v022 } 則有 { $zstd-2m-v022 } req/s，main 比 { $subject-pingclair-v022-version } 少了約 { $zstd-2m-gap }。{ $zstd-smaller-behind-count ->
                [0] 這與較小檔案的結果不符（main 在較小檔案中從未落後），值得深入探究。
               *[other] main 在部分較小檔案中也落後（{ $zstd-smaller-behind }）。
            }
        [ahead] 以 { $payloads-medium-size } MiB + Zstd 這項工作負載來看，Pingclair main 跑出 { $zstd-2m-main } req/s，{ $subject-pingclair-v022-version } 為 { $zstd-2m-v022 } req/s，main 多出約 { $zstd-2m-gap }。
       *[even] 以 { $payloads-medium-size } MiB + Zstd 這項工作負載來看，兩個 Pingclair 版本不相上下（分別為 { $zstd-2m-main } 與 { $zstd-2m-v022 } req/s）。
    }

# en: These measurements cover complete HTTP response processing (encoding, transfer, and server overhead); they do not measure Zstd compression speed in isolation.
mx-static-scope = 這些量測涵蓋完整的 HTTP 回應處理（編碼、傳輸與伺服器開銷），並非單獨量測 Zstd 的壓縮速度。

# en: { $static-absent-no-static-server-count ->
#         [0] { "" }
#         [one] { $static-absent-no-static-server } was left out of this suite because it has no static-file server of its own.
#        *[other] { $static-absent-no-static-server } were left out of this suite because they have no static-file server of their own.
#     }{ $static-absent-unexplained-count ->
#         [0] { "" }
#         [one] { " " }{ $static-absent-unexplained } has no results in this suite.
#        *[other] { " " }{ $static-absent-unexplained } have no results in this suite.
#     }
mx-static-absent =
    { $static-absent-no-static-server-count ->
        [0] { "" }
       *[other] { $static-absent-no-static-server } 本身不提供靜態檔案伺服器，因此不在本測試組之列。
    }{ $static-absent-unexplained-count ->
        [0] { "" }
       *[other] { $static-absent-unexplained } 在本測試組中沒有結果。
    }

# en: Access logging overhead (telemetry tax)
mx-access-logging-heading = 存取日誌開銷（遙測的代價）

# en: Troubleshooting and traffic analysis depend on access logs, yet each record still has to be formatted and written, which costs resources of its own.
mx-logging-intro = 問題排查與流量分析都仰賴存取日誌，而每筆紀錄仍須格式化並寫出，這本身也有成本。

# en: Here one { $payloads-index-size } B static file was served in two configurations: access logging off (A), and a JSON access log line written per request (B). Logs went to a memory-backed tmpfs to keep persistent storage I/O out of the picture. Results are medians of { NUMBER($runs-logging) ->
#         [1] a single run
#         [2] two runs
#         [3] three runs
#         [4] four runs
#        *[other] { $runs-logging } runs
#     }, in req/s.
mx-logging-setup =
    同一個 { $payloads-index-size } B 靜態檔案在兩種設定下提供：關閉存取日誌（A），以及每個請求寫入一行 JSON 存取日誌（B）。日誌寫入以記憶體為儲存後端的 tmpfs，藉此排除持久性儲存裝置 I/O 的影響。結果為{ NUMBER($runs-logging) ->
        [1] 一輪
        [2] 兩輪
        [3] 三輪
        [4] 四輪
        [5] 五輪
        [6] 六輪
       *[other] { $runs-logging } 輪
    }量測的中位數，單位為 req/s。

# en: Throughput retained = throughput with logging on ÷ throughput with logging off.
mx-logging-formula = 吞吐量保留率 = 開啟日誌時的吞吐量 ÷ 關閉日誌時的吞吐量。

# en: { $retention-best-label } had the lowest relative logging overhead in this workload{ $retention-best ->
#         [nginx] , keeping about { $retention-nginx } of its baseline throughput
#        *[other] { "" }
#     }.
mx-logging-best =
    { $retention-best-label } 在此工作負載下的相對日誌開銷最低{ $retention-best ->
        [nginx] ，仍保有約 { $retention-nginx } 的基準吞吐量
       *[other] { "" }
    }。

# en: Pingclair main kept about { $retention-main }, against { $retention-v022 } for { $subject-pingclair-v022-version }: { $retention-gain-standing ->
#         [behind] about { $retention-gain } percentage points less.
#         [even] about the same ({ $retention-gain } percentage points apart).
#        *[ahead] an improvement of roughly { $retention-gain } percentage points.
#     }
mx-logging-versions =
    Pingclair main 的保留率約為 { $retention-main }，{ $subject-pingclair-v022-version } 則為 { $retention-v022 }，{ $retention-gain-standing ->
        [behind] 約少了 { $retention-gain } 個百分點。
        [even] 兩者大致相當（相差 { $retention-gain } 個百分點）。
       *[ahead] 相當於提升約 { $retention-gain } 個百分點。
    }

# en: In terms of lost throughput, the logging overhead went from about { $loss-v022 } in { $subject-pingclair-v022-version } to { $loss-main } in main: under these conditions, the development version appears to write JSON access logs more efficiently.
mx-logging-loss = 以吞吐量損失來看，日誌開銷由 { $subject-pingclair-v022-version } 的約 { $loss-v022 } 降為 main 的 { $loss-main }；顯示在這些條件下，開發版本寫入 JSON 存取日誌的效率較高。

# en: In absolute terms, Pingclair main sustained { $logging-main-json } req/s with JSON logging on, about { $logging-vs-nginx } times nginx’s throughput in the same test.
mx-logging-absolute = 以絕對數值而言，Pingclair main 在開啟 JSON 日誌時仍維持 { $logging-main-json } req/s，約為同一測試中 nginx 吞吐量的 { $logging-vs-nginx } 倍。

# en: Because logs went to tmpfs, these results leave out the extra cost of persistent disk writes, remote log collection, and log rotation under sustained load.
mx-logging-tmpfs = 由於日誌寫入的是 tmpfs，這些結果並未包含持續負載下持久性磁碟寫入、遠端日誌收集與日誌輪替的額外成本。

# en: { $logging-absent-count ->
#         [0] { "" }
#        *[other] { $logging-absent } did not take part in this suite.
#     }
mx-logging-absent =
    { $logging-absent-count ->
        [0] { "" }
       *[other] { $logging-absent } 未參與本測試組。
    }

# en: HTTP/3 (experimental)
mx-http3-heading = HTTP/3（實驗性）

# en: The HTTP/3 suite fetched a { $payloads-index-size } B static file over short-lived QUIC connections and reported the throughput reached. Each run lasted { $tquic-seconds } seconds.
mx-http3-intro = HTTP/3 測試組經由短暫的 QUIC 連線取得 { $payloads-index-size } B 靜態檔案，並記錄所達到的吞吐量。每輪量測持續 { $tquic-seconds } 秒。

# en: Pingclair and Caddy were measured { NUMBER($h3-runs) ->
#         [1] once
#         [2] twice
#         [3] three times
#        *[other] { $h3-runs } times
#     } each; nginx varied more from run to run, so it got { NUMBER($h3-runs-nginx) ->
#         [1] a single run
#         [2] two runs
#         [3] three runs
#         [4] four runs
#         [5] five runs
#         [6] six runs
#        *[other] { $h3-runs-nginx } runs
#     }. The table gives the median throughput in req/s.
mx-http3-runs =
    Pingclair 與 Caddy 各量測{ NUMBER($h3-runs) ->
        [1] 一輪
        [2] 兩輪
        [3] 三輪
        [4] 四輪
        [5] 五輪
        [6] 六輪
       *[other] { $h3-runs } 輪
    }；nginx 各輪之間的變異較大，因此量測了{ NUMBER($h3-runs-nginx) ->
        [1] 一輪
        [2] 兩輪
        [3] 三輪
        [4] 四輪
        [5] 五輪
        [6] 六輪
       *[other] { $h3-runs-nginx } 輪
    }。表中數值為吞吐量的中位數，單位為 req/s。

# en: { $h3-versions-close ->
#         [yes] The two Pingclair versions delivered nearly identical HTTP/3 throughput, less than { $h3-versions-close-limit } apart.
#        *[no] The two Pingclair versions differed by more than { $h3-versions-close-limit } in HTTP/3 throughput.
#     }
mx-http3-versions =
    { $h3-versions-close ->
        [yes] Pingclair 新舊版本的 HTTP/3 吞吐量幾乎相同，差距不到 { $h3-versions-close-limit }。
       *[no] Pingclair 新舊版本的 HTTP/3 吞吐量差距超過 { $h3-versions-close-limit }。
    }

# en: Under this workload, Pingclair main achieved about { $h3-vs-nginx } times nginx’s throughput and { $h3-vs-caddy } times Caddy’s.
mx-http3-ratios = 在此工作負載下，Pingclair main 的吞吐量約為 nginx 的 { $h3-vs-nginx } 倍、Caddy 的 { $h3-vs-caddy } 倍。

# en: Every completed HTTP request succeeded. { $h3-failing-quantifier ->
#         [none] No connection failed either.
#        *[some] { $h3-failing } had a small number of connection-level failures in some runs, up to about { $h3-failures-max } of connections; their effect on throughput is part of the reported results.
#     }
mx-http3-failures =
    所有已完成的 HTTP 請求皆成功。{ $h3-failing-quantifier ->
        [none] 也沒有任何連線失敗。
       *[some] { $h3-failing } 在部分量測輪次中出現少量連線層級的失敗，最多約占連線數的 { $h3-failures-max }；這些失敗對吞吐量的影響已反映在列出的結果中。
    }

# en: Workload characteristics
mx-http3-workload-heading = 工作負載特性

# en: Each QUIC connection carried a single request before the client closed it and opened another. What the benchmark mostly measures is therefore the combined cost of QUIC connection setup, TLS handshakes, teardown, and HTTP/3 request processing, not the throughput a long-lived QUIC connection can sustain.
mx-http3-workload = 用戶端每開啟一條 QUIC 連線只完成單一請求，下一個請求再另開新連線。因此，本基準測試主要量測的是 QUIC 連線建立、TLS 交握、連線關閉與 HTTP/3 請求處理的綜合成本，並不代表在長時間存續的 QUIC 連線上所能維持的吞吐量。

# en: With the { $tquic-client } version used here, the { $tquic-essential-option } option was essential: without it the client stopped after its first request instead of running for the whole measurement period. Setting it let { $tquic-duration-option } govern the full { $tquic-seconds }-second window.
mx-http3-option = 就本次使用的 { $tquic-client } 版本而言，{ $tquic-essential-option } 選項不可或缺：少了它，用戶端在首個請求完成後就會停止，而不會在整個量測期間持續執行。加上此選項後，{ $tquic-duration-option } 才能掌控完整的 { $tquic-seconds } 秒量測時段。

# en: The HTTP/3 figures are still experimental. How much throughput is reached depends on the load generator, the QUIC stack, and how UDP behaves inside the { $vm-name } container network, so the ratios apply to this environment and workload alone.
mx-http3-experimental = HTTP/3 的結果仍屬實驗性質。絕對吞吐量取決於負載產生器、QUIC 實作，以及 { $vm-name } 容器網路內的 UDP 行為，因此這些比值只適用於本次的環境與工作負載。

# en: Scope and limitations
mx-scope-heading = 適用範圍與限制

# en: Containerized and virtualized environment
mx-scope-environment-heading = 容器化與虛擬化環境

# en: All measurements were taken inside an { $vm-name } Linux VM on a { $host-model } with an { $host-chip } processor and { $host-memory-gb } GB of memory. They say nothing definite about absolute performance on native Linux, FreeBSD, macOS, or other machines, and they do not guarantee capacity in production.
mx-scope-vm = 所有量測都是在搭載 { $host-chip } 處理器與 { $host-memory-gb } GB 記憶體的 { $host-model } 上，於 { $vm-name } Linux VM 內進行。這些結果無法說明原生 Linux、FreeBSD、macOS 或其他硬體上的絕對效能，也不構成正式環境的容量保證。

# en: CPU limits and concurrency models
mx-scope-cpu-heading = CPU 限制與並行模型

# en: Each server container was limited to { NUMBER($container-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $container-cpus } CPUs
#     } but kept its own default worker and thread configuration. Because scheduling, concurrency models, and resource management differ, the relative ranking may change with other CPU limits or hardware.
mx-scope-cpu =
    每個伺服器容器都限制為{ NUMBER($container-cpus) ->
        [1] 一顆 CPU
        [2] 兩顆 CPU
        [3] 三顆 CPU
        [4] 四顆 CPU
        [5] 五顆 CPU
        [6] 六顆 CPU
       *[other] { $container-cpus } 顆 CPU
    }，但保留各自預設的 worker 與執行緒設定。由於排程、並行模型與資源管理方式各不相同，換成其他 CPU 限制或硬體時，相對排名可能會改變。

# en: High-concurrency sweep
mx-scope-sweep-heading = 高併發掃描

# en: Each sweep point made only { $sweep-requests } requests and was measured { NUMBER($runs-sweep) ->
#         [one] once
#        *[other] { $runs-sweep } times
#     }. At several thousand concurrent connections that is few requests per connection, so these results say more about behavior under extreme connection pressure than about long-term steady-state throughput.
mx-scope-sweep =
    每個掃描點只發出 { $sweep-requests } 個請求，且只量測{ NUMBER($runs-sweep) ->
        [1] 一次
        [2] 兩次
        [3] 三次
       *[other] { $runs-sweep } 次
    }。在數千條併發連線下，平均每條連線分到的請求很少，因此這些結果較能反映極端連線壓力下的行為，而非長期的穩態吞吐量。

# en: Connection failures can also come from limits of the load generator, the container network, or the operating system; error rates alone do not establish a root cause on the server side.
mx-scope-sweep-failures = 連線失敗也可能源自負載產生器、容器網路或作業系統的限制；單憑錯誤率，無法斷定伺服器端的根本原因。

# en: Compression settings
mx-scope-compression-heading = 壓縮設定

# en: Each server used its own Zstd implementation with the settings listed above. As strategies and output sizes may differ, the Zstd results compare complete serving paths, not compression algorithms doing identical work.
mx-scope-zstd = 各伺服器都使用自身的 Zstd 實作與前述設定。由於壓縮策略與輸出大小可能不同，Zstd 結果比較的是完整的服務路徑，而不是在相同工作量下的壓縮演算法。

# en: HTTP/3 workload
mx-scope-http3-heading = HTTP/3 工作負載

# en: Short-lived QUIC connections were all the HTTP/3 suite used. Other HTTP/3 patterns (long-lived connections, many multiplexed streams, real wide-area networks) fall outside its results, and packet loss, round-trip time, and bandwidth were never varied.
mx-scope-http3 = HTTP/3 測試組使用短生命週期的 QUIC 連線。其結果無法涵蓋所有 HTTP/3 使用模式（長連線、大量串流多工、真實的廣域網路），本基準測試也沒有調整封包遺失率、往返時間或頻寬。

# en: Excluded comparisons
mx-scope-excluded-heading = 未納入的比較

# en: The table lists the servers left out of each suite, with the reason wherever one was recorded. A missing result says nothing about performance.
mx-scope-excluded = 下表列出各測試組未納入的伺服器；若有記錄原因，也一併列出。缺少某項結果，並不代表其效能的好壞。

# en: Not measured
mx-col-not-measured = 未量測的伺服器

# en: { $servers }
mx-absent-servers = { $servers }

# en: Why
mx-col-why = 原因

# en: { $reason ->
#         [no-static-server] no static-file server of its own
#         [not-in-suite] not part of this suite
#         [not-measured] not measured in this campaign
#        *[unexplained] no reason recorded
#     }
mx-absent-why =
    { $reason ->
        [no-static-server] 本身不提供靜態檔案伺服器
        [not-in-suite] 未列入此測試項目
        [not-measured] 本次測試未量測
       *[unexplained] 未記錄原因
    }

# en: Version snapshots
mx-scope-versions-heading = 版本快照

# en: This page records measurements taken on { date-range-text }, with the listed releases and development commit. Later fixes or improvements do not change these results retroactively; any conclusion about newer versions needs new measurements.
mx-scope-versions = 本頁記錄的是 { date-range-text }期間，以所列發行版本與開發提交取得的量測結果。日後的修正或改進不會回溯改變這些結果；任何關於較新版本的結論，都必須重新量測。

# en: Methodology and sources
mx-sources-heading = 量測方法與來源

# en: The Pingclair repository holds the general rules for benchmarking it, the validity checks, and the tools that support them, as well as this page’s own method: its environment, the versions tested, the container setup, and the commands. { $sources-public ->
#         [true] Both documents are public: [the local container matrix]({ $sources-matrix-url }), for this page’s method, and [the benchmark methodology]({ $sources-methodology-url }), for the general rules and validity checks.
#        *[other] This page’s method is in { $sources-matrix }, and the general rules and validity checks are in { $sources-methodology }. The repository’s public address is not recorded for these pages yet, so they name the files rather than link to them.
#     }
mx-sources =
    Pingclair 儲存庫收錄了該專案基準測試的通用規則、有效性檢查與相關輔助工具，也記載了本頁自身的量測方法，包括環境、受測版本、容器配置與命令。{ $sources-public ->
        [true] 兩份文件已公開：本頁的量測方法見[本機容器矩陣]({ $sources-matrix-url })，通用規則與有效性檢查見[基準測試方法]({ $sources-methodology-url })。
       *[other] 本頁的量測方法記載於 { $sources-matrix }，通用規則與有效性檢查則記載於 { $sources-methodology }。本頁尚未記錄該儲存庫的公開網址，因此只列出檔案名稱，不提供連結。
    }

# en: Every figure on this page is a measurement taken under the stated versions, hardware, and workloads. Compare results only under equivalent conditions; before combining them with figures from other platforms, versions, or workloads, account for what differs.
mx-sources-conditions = 本頁的每個數字，都是在所述版本、硬體與工作負載下取得的量測值。請只在條件相當時比較結果；來自其他平台、版本或工作負載的結果，若未考量這些差異，不應合併解讀。

# en: Component
mx-col-component = 元件

# en: Version
mx-col-version = 版本

# en: Image and build
mx-col-image = 映像與建置方式

# en: { $row ->
#         [pingclair-main] { $image }; built from source with { $rust } using { $build }
#         [pingclair-v022] { $image }; the official { $artifact } release binary, checked against { $checksums }
#         [nginx] { $image }; built from the official source with { $openssl }, { $compiler }, and the Zstd module
#        *[other] official image { $image }
#     }
mx-image =
    { $row ->
        [pingclair-main] { $image }；以 { $rust } 從原始碼建置，建置命令為 { $build }
        [pingclair-v022] { $image }；採用官方發行的 { $artifact } 執行檔，並以 { $checksums } 核對
        [nginx] { $image }；以官方原始碼搭配 { $openssl }、{ $compiler } 與 Zstd 模組建置
       *[other] 官方映像 { $image }
    }

# en: File
mx-col-file = 檔案

# en: Size
mx-col-size = 大小

# en: { $size } { $unit ->
#         [KiB] KiB
#         [MiB] MiB
#        *[B] B
#     }
mx-payload-size =
    { $size } { $unit ->
        [KiB] KiB
        [MiB] MiB
       *[B] B
    }

# en: Server
mx-col-server = 伺服器

# en: Benchmark
mx-col-suite = 基準測試

# en: Measurement
mx-col-measurement = 量測方式

# en: { $row ->
#         [proxy] Fixed-concurrency reverse proxy
#         [sweep] Concurrency sweep
#         [static] Static files and Zstd
#         [logging] Access logging overhead
#        *[http3] HTTP/3
#     }
mx-suite =
    { $row ->
        [proxy] 固定併發反向代理
        [sweep] 併發掃描
        [static] 靜態檔案與 Zstd
        [logging] 存取日誌開銷
       *[http3] HTTP/3
    }

# en: { $row ->
#         [proxy]
#             { $connections } connections, { $requests } requests, { $runs-proxy } { NUMBER($runs-proxy) ->
#                 [one] run
#                *[other] runs
#             }
#         [sweep]
#             { $sweep-requests } requests per point, { $runs-sweep } { NUMBER($runs-sweep) ->
#                 [one] run
#                *[other] runs
#             } per point
#         [static] { $runs-static } runs, median reported
#         [logging] { $runs-logging } runs, median reported
#        *[http3] Pingclair and Caddy { $h3-runs } runs, nginx { $h3-runs-nginx }; median reported
#     }
mx-sampling =
    { $row ->
        [proxy] { $connections } 條連線，{ $requests } 個請求，量測 { $runs-proxy } 輪
        [sweep] 每個量測點 { $sweep-requests } 個請求，每點量測 { $runs-sweep } 輪
        [static] 量測 { $runs-static } 輪，取中位數
        [logging] 量測 { $runs-logging } 輪，取中位數
       *[http3] Pingclair 與 Caddy 各 { $h3-runs } 輪，nginx { $h3-runs-nginx } 輪；取中位數
    }

# en: Reverse proxy, fixed concurrency: requests per second
mx-proxy-caption = 反向代理，固定併發：每秒請求數

# en: req/s
mx-col-rps = req/s

# en: Concurrency sweep: req/s (error rate)
mx-sweep-caption = 併發掃描：req/s（錯誤率）

# en: Connections
mx-col-connections = 連線數

# en: { $connections }
mx-connections = { $connections }

# en: Follow-up: request error rate
mx-followup-caption = 複查：請求錯誤率

# en: { $version } error rate
mx-col-error-rate = { $version } 錯誤率

# en: Static files and dynamic Zstd: requests per second
mx-static-caption = 靜態檔案與動態 Zstd：每秒請求數

# en: { $size } { $unit }{ $encoding ->
#         [zstd] { " " }+ Zstd
#        *[identity] { " " }(identity)
#     }
mx-static-row =
    { $size } { $unit }{ $encoding ->
        [zstd] { " " }+ Zstd
       *[identity] （未壓縮）
    }

# en: { $static-leads ->
#         [all] Pingclair achieved the highest throughput in every static-file workload of this suite.
#         [all-or-near] Pingclair achieved the highest, or nearly the highest, throughput in every static-file workload of this suite.
#         [some] Pingclair achieved the highest throughput in some of the static-file workloads of this suite.
#        *[none] Pingclair did not achieve the highest throughput in any static-file workload of this suite.
#     }
mx-static-leads =
    { $static-leads ->
        [all] 在本測試組的每一項靜態檔案工作負載中，Pingclair 的吞吐量都是最高的。
        [all-or-near] 在本測試組的每一項靜態檔案工作負載中，Pingclair 的吞吐量都是最高或接近最高。
        [some] 在本測試組的部分靜態檔案工作負載中，Pingclair 的吞吐量最高。
       *[none] 在本測試組的靜態檔案工作負載中，Pingclair 的吞吐量沒有任何一項居冠。
    }

# en: { $static-main-leads ->
#         [all] Pingclair main itself had the highest throughput in every one of them.
#        *[some]
#             Pingclair main itself led { NUMBER($static-main-leads-led-count) ->
#                 [0] none
#                 [1] one
#                 [2] two
#                 [3] three
#                 [4] four
#                 [5] five
#                 [6] six
#                *[other] { $static-main-leads-led-count }
#             } of the { NUMBER($static-main-leads-rows-count) ->
#                 [1] one
#                 [2] two
#                 [3] three
#                 [4] four
#                 [5] five
#                 [6] six
#                *[other] { $static-main-leads-rows-count }
#             } workloads{ NUMBER($static-main-leads-near-count) ->
#                 [0] { "" }
#                *[other]
#                     { NUMBER($static-main-leads-trailing-count) ->
#                         [0] { " " }and
#                        *[other] ,
#                     } was about level in { $static-main-leads-near-items }
#             }{ NUMBER($static-main-leads-trailing-count) ->
#                 [0] { "" }
#                *[other]
#                     { NUMBER($static-main-leads-near-count) ->
#                         [0] { " " }and
#                        *[other] , and
#                     } trailed in { $static-main-leads-trailing-items }
#             }.
#     }
mx-static-main-leads =
    { $static-main-leads ->
        [all] 在這些工作負載中，Pingclair main 本身的吞吐量每一項都是最高的。
       *[some]
            在 { NUMBER($static-main-leads-rows-count) ->
                [1] 這一項
               *[other] 這 { $static-main-leads-rows-count } 項
            }工作負載中，Pingclair main 本身{ NUMBER($static-main-leads-led-count) ->
                [0] 沒有任何一項居冠
               *[other] 有 { $static-main-leads-led-count } 項居冠
            }{ NUMBER($static-main-leads-near-count) ->
                [0] { "" }
               *[other] ；另有 { $static-main-leads-near-count } 項與最佳結果大致持平：{ $static-main-leads-near-items }
            }{ NUMBER($static-main-leads-trailing-count) ->
                [0] { "" }
               *[other] ；其餘 { $static-main-leads-trailing-count } 項落後：{ $static-main-leads-trailing-items }
            }。
    }

# en: { $size } { $unit }{ $encoding ->
#         [zstd] { " " }+ Zstd
#        *[identity] , identity encoding
#     } ({ $gap } { $standing ->
#         [near] from
#        *[trailing] behind
#     } { $other })
mx-static-main-row =
    { $size } { $unit }{ $encoding ->
        [zstd] { " " }+ Zstd
       *[identity] { " " }未壓縮
    }{ $standing ->
        [near] （與 { $other } 相差 { $gap }）
       *[trailing] （落後 { $other } { $gap }）
    }

# en: **{ $size } { $unit }{ $encoding ->
#         [zstd] { " " }+ Zstd
#        *[identity] , identity encoding
#     }:** about { $vs-nginx } nginx and { $vs-caddy } Caddy.
mx-static-multiple = **{ $size } { $unit }{ $encoding ->
        [zstd] { " " }+ Zstd
       *[identity] ，未壓縮
    }**：約為 nginx 的 { $vs-nginx }、Caddy 的 { $vs-caddy }。

# en: Access logging overhead: requests per second and throughput retained
mx-logging-caption = 存取日誌開銷：每秒請求數與吞吐量保留率

# en: { $condition ->
#         [A] A: no logging
#        *[B] B: JSON logging
#     }
mx-col-logging =
    { $condition ->
        [A] A：無日誌
       *[B] B：JSON 日誌
    }

# en: Throughput retained
mx-col-retained = 吞吐量保留率

# en: HTTP/3, short-lived QUIC connections: requests per second
mx-http3-caption = HTTP/3，短生命週期 QUIC 連線：每秒請求數
