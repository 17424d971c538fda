### Translations of the messages of content/release-history.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Benchmarks: { $subject-pingclair-name } across releases
history-title = 效能基準測試：{ $subject-pingclair-name } 歷次版本

# en: The throughput of each measured { $subject-pingclair-name } release, the servers it was compared with, and the conditions the releases share.
history-description = 每個已量測的 { $subject-pingclair-name } 版本的吞吐量、與之比較的伺服器，以及各版本共同的量測條件。

# en: This page follows the throughput of { $subject-pingclair-name } from one release to the next. { $series ->
#         [1] One release has been measured so far, { $series-latest }; each later release measured under the same conditions will add a row to the tables below.
#        *[other]
#             It brings together { $series ->
#                 [2] two releases
#                 [3] three releases
#                 [4] four releases
#                *[other] { $series } releases
#             } measured under the same conditions, from { $series-first } to { $series-latest }; each later one will add a row to every table.
#     }{ $series-apart ->
#         [0] { "" }
#        *[other] { " " }Releases measured under other conditions are listed apart at the end.
#     }
history-intro =
    本頁逐版追蹤 { $subject-pingclair-name } 的吞吐量。{ $series ->
        [1] 目前只量測過一個版本：{ $series-latest }；之後每個在相同條件下量測的版本，都會在下方表格中多出一列。
       *[other] 本頁涵蓋在相同條件下量測的 { $series } 個版本，從 { $series-first } 到 { $series-latest }；之後每個新版本都會在每張表格中多出一列。
    }{ $series-apart ->
        [0] { "" }
       *[other] 在其他條件下量測的版本另列於頁末。
    }

# en: { $workload ->
#         [static] { $protocol } static files
#        *[proxy] { $protocol } reverse proxy
#     }
history-scenario =
    { $workload ->
        [static] { $protocol } 靜態檔案
       *[proxy] { $protocol } 反向代理
    }

# en: Release
history-col-release = 版本

# en: [{ $campaign }](../{ $campaign }/){ $dated ->
#         [yes] { " " }({ $date })
#        *[other] { "" }
#     }
history-release = [{ $campaign }](../{ $campaign }/){ $dated ->
        [yes] （{ $date }）
       *[other] { "" }
    }

# en: The releases
history-releases-heading = 各版本

# en: Each release was measured against the servers listed beside it, with its own sampling. A release’s name leads to its page, which gives its full method and caveats.
history-releases-intro = 每個版本都與旁列的伺服器比較，並各有其取樣方式。點選版本名稱即可前往該版本的頁面，查看完整的量測方法與限制。

# en: Compared with
history-col-compared = 比較對象

# en: { $others }
history-compared = { $others }

# en: Each value
history-col-sampling = 每個數值

# en: median of { NUMBER($sampling-runs) ->
#         [1] one round
#         [2] two rounds
#         [3] three rounds
#         [4] four rounds
#         [5] five rounds
#        *[other] { $sampling-runs } rounds
#     } of { $sampling-requests-per-run } requests
history-sampling =
    { NUMBER($sampling-runs) ->
        [1] 一輪
        [2] 兩輪
        [3] 三輪
        [4] 四輪
        [5] 五輪
       *[other] { $sampling-runs } 輪
    }量測（每輪 { $sampling-requests-per-run } 個請求）的中位數

# en: Not completed
history-col-incomplete = 未完成的量測

# en: { $incomplete-count ->
#         [0] none
#        *[other]
#             { $incomplete-subjects-count ->
#                 [1] { $incomplete-subjects } in { $incomplete-rows }
#                *[other] { $incomplete }
#             }{ $incomplete-reason ->
#                 [ephemeral-ports] : opening and closing upstream connections used up the container’s ephemeral ports at the tested concurrency
#                *[other] { "" }
#             }
#     }
history-incomplete =
    { $incomplete-count ->
        [0] 無
       *[other]
            { $incomplete-subjects-count ->
                [1] { $incomplete-subjects }：{ $incomplete-rows }
               *[other] { $incomplete }
            }{ $incomplete-reason ->
                [ephemeral-ports] （在測試的併發數下，上游連線不斷建立又關閉，耗盡了容器的臨時連接埠）
               *[other] { "" }
            }
    }

# en: Conditions the releases share
history-conditions-heading = 各版本共同的量測條件

# en: The releases above were measured alike in these respects; a release measured otherwise is kept apart, not set against them.
history-conditions-intro = 上列各版本在以下各方面的量測方式相同；以其他方式量測的版本會另外列出，不與之比較。

# en: **Host.** A single { $host-machine } laptop running { $host-virtualization }.
history-conditions-host-a-single = **主機**：一台執行 { $host-virtualization } 的 { $host-machine } 筆記型電腦。

# en: **Limits.** Each server ran in a container limited to { NUMBER($limits-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $limits-cpus } CPUs
#     }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
history-conditions-limits-each-server = **資源限制**：每個伺服器都在限制為{ NUMBER($limits-cpus) ->
        [1] 一顆
        [2] 兩顆
        [3] 三顆
        [4] 四顆
       *[other] { $limits-cpus } 顆
    } CPU 的容器中執行，worker 數量相同，回應內容皆為 { $limits-payload-kib } KiB。

# en: **Network.** The reverse-proxy backend had a container of its own on the same { $topology-network } network.
history-conditions-network-the-reverse = **網路配置**：反向代理的後端在同一個 { $topology-network } 網路上的獨立容器中執行。

# en: **Load generators.** { $load-generator } drove HTTP/1.1, HTTPS/1.1, and HTTP/2 { $load-placement ->
#         [native] natively
#        *[other] from inside the { $topology-network } network
#     }; { $load-http3-generator } built with { $load-http3-stack } drove HTTP/3 { $load-http3-placement ->
#         [native] natively
#        *[other] from inside the { $topology-network } network
#     }.
history-conditions-load-generators-drove = **負載產生器**：HTTP/1.1、HTTPS/1.1 與 HTTP/2 的負載由 { $load-generator } { $load-placement ->
        [native] 以原生方式產生
       *[other] 在 { $topology-network } 網路內產生
    }；HTTP/3 的負載則由以 { $load-http3-stack } 建置的 { $load-http3-generator } { $load-http3-placement ->
        [native] 以原生方式產生
       *[other] 在 { $topology-network } 網路內產生
    }。

# en: Throughput of { $series-latest }
history-latest-heading = { $series-latest } 的吞吐量

# en: Requests per second, each the median of the release’s rounds; a row counts only if every one of its requests succeeded. Once a second release is measured, this table gives way to one table per scenario, with a row per release.
history-latest-intro = 數值單位為每秒請求數，各為該版本各輪量測的中位數；只有全部請求皆成功的列才列入計算。等到第二個版本量測完成，本表會改為每種情境一張表格，每個版本一列。

# en: Scenario
history-col-scenario = 情境

# en: Requests per second, { $series-latest }
history-latest-caption = 每秒請求數（{ $series-latest }）

# en: Release by release
history-series-heading = 逐版數據

# en: Each table follows one scenario through the releases, oldest first, and the chart below it draws the same values.
history-series-intro = 每張表格追蹤一種情境，由舊到新逐版排列；下方的圖表畫出相同的數值。

# en: Requests per second, release by release
history-caption = 各版本的每秒請求數

# en: { $dated ->
#         [yes] { $campaign } ({ $date })
#        *[other] { $campaign }
#     }
history-tick =
    { $dated ->
        [yes] { $campaign }（{ $date }）
       *[other] { $campaign }
    }

# en: HTTP/1.1 static files
history-http1-static-heading = HTTP/1.1 靜態檔案

# en: HTTPS/1.1 static files
history-https1-static-heading = HTTPS/1.1 靜態檔案

# en: HTTP/2 static files
history-http2-static-heading = HTTP/2 靜態檔案

# en: HTTP/3 static files
history-http3-static-heading = HTTP/3 靜態檔案

# en: HTTP/1.1 reverse proxy
history-http1-proxy-heading = HTTP/1.1 反向代理

# en: HTTPS/1.1 reverse proxy
history-https1-proxy-heading = HTTPS/1.1 反向代理

# en: HTTP/2 reverse proxy
history-http2-proxy-heading = HTTP/2 反向代理

# en: HTTP/3 reverse proxy
history-http3-proxy-heading = HTTP/3 反向代理

# en: HTTP/1.1 static files: requests per second by release
history-http1-static = HTTP/1.1 靜態檔案：各版本的每秒請求數

# en: HTTPS/1.1 static files: requests per second by release
history-https1-static = HTTPS/1.1 靜態檔案：各版本的每秒請求數

# en: HTTP/2 static files: requests per second by release
history-http2-static = HTTP/2 靜態檔案：各版本的每秒請求數

# en: HTTP/3 static files: requests per second by release
history-http3-static = HTTP/3 靜態檔案：各版本的每秒請求數

# en: HTTP/1.1 reverse proxy: requests per second by release
history-http1-proxy = HTTP/1.1 反向代理：各版本的每秒請求數

# en: HTTPS/1.1 reverse proxy: requests per second by release
history-https1-proxy = HTTPS/1.1 反向代理：各版本的每秒請求數

# en: HTTP/2 reverse proxy: requests per second by release
history-http2-proxy = HTTP/2 反向代理：各版本的每秒請求數

# en: HTTP/3 reverse proxy: requests per second by release
history-http3-proxy = HTTP/3 反向代理：各版本的每秒請求數

# en: Since the previous release
history-changes-heading = 與前一個版本相比

# en: { $subject-pingclair-name } { $series-latest-version } against { $previous-version }, the release before it, where a change within the run-to-run variation counts as none: { $moves-rose-count ->
#         [0] throughput rose in no scenario
#         [one] throughput rose in { $moves-rose } (by { $moves-rose-changes })
#        *[other] throughput rose in { $moves-rose } (by { $moves-rose-changes } respectively)
#     }{ $moves-fell-count ->
#         [0] { " " }and fell in none.
#         [one] { " " }and fell in { $moves-fell } (by { $moves-fell-changes }).
#        *[other] { " " }and fell in { $moves-fell } (by { $moves-fell-changes } respectively).
#     }{ $moves-regression ->
#         [yes] { " " }A fall of more than { $moves-threshold } counts as a regression: { $moves-regressions } fell that far.
#        *[other]
#             { $moves-fell-count ->
#                 [0] { "" }
#                *[other] { " " }No fall went beyond { $moves-threshold }, the threshold of a regression.
#             }
#     }
history-changes-summary =
    與前一個版本 { $previous-version } 相比（落在各輪量測正常波動範圍內的變化不計），{ $subject-pingclair-name } { $series-latest-version } 的吞吐量{ $moves-rose-count ->
        [0] 沒有在任何情境中上升
        [1] 在 { $moves-rose } 上升了 { $moves-rose-changes }
       *[other] 在 { $moves-rose } 分別上升了 { $moves-rose-changes }
    }{ $moves-fell-count ->
        [0] ，也沒有在任何情境中下降。
        [1] ，在 { $moves-fell } 下降了 { $moves-fell-changes }。
       *[other] ，在 { $moves-fell } 分別下降了 { $moves-fell-changes }。
    }{ $moves-regression ->
        [yes] 降幅超過 { $moves-threshold } 即視為效能退步：{ $moves-regressions } 的降幅達到此標準。
       *[other]
            { $moves-fell-count ->
                [0] { "" }
               *[other] 沒有任何降幅超過 { $moves-threshold } 這個退步門檻。
            }
    }

# en: Measured under other conditions
history-apart-heading = 在其他條件下量測的版本

# en: Why it is listed apart
history-col-apart = 另列原因

# en: { $key ->
#         [none] measured under the same conditions, after the releases above
#        *[other] { $key } is { $ours } there, { $theirs } above
#     }
history-apart-reason =
    { $key ->
        [none] 條件相同，但量測時間晚於上方的版本
       *[other] 該版本的 { $key } 為 { $ours }，上方版本為 { $theirs }
    }

# en: These releases were measured under other conditions, so none of their numbers is set against the releases above; the table says which condition differs.
history-apart-intro = 這些版本是在其他條件下量測的，因此其數字不與上列版本比較；表中註明了不同的條件。
