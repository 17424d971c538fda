### Translations of the messages of content/release-comparison.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Benchmarks: Pingclair { $subject-pingclair-version }
release-title = 效能基準測試：Pingclair { $subject-pingclair-version }

# en: Throughput of Pingclair { $subject-pingclair-version }, nginx, and Caddy under one controlled workload, with the versions, host, and conditions of the measurement.
release-description = 比較 Pingclair { $subject-pingclair-version }、nginx 與 Caddy 在同一受控工作負載下的吞吐量，並列出版本、主機與量測條件。

# en: This page compares throughput under a controlled workload and records the versions, the environment, and the conditions under which it was measured.
release-intro-this-page-compares = 本頁比較受控工作負載下的吞吐量，並記錄量測時的版本、環境與條件。

# en: How the comparison was run
release-method-heading = 比較方式

# en: **Versions.** { $subject-pingclair-name } { $subject-pingclair-version }, measured from the binary of that release; { $subject-nginx }; { $subject-caddy }. Later patch releases were not measured again.
release-method-versions-measured-from = **版本**：{ $subject-pingclair-name } { $subject-pingclair-version }（以該版本的執行檔量測）、{ $subject-nginx } 與 { $subject-caddy }。之後的修補版本未重新量測。

# en: **Host.** A single { $host-machine } laptop running { $host-virtualization }.
release-method-host-a-single = **主機**：一台執行 { $host-virtualization } 的 { $host-machine } 筆記型電腦。

# en: **Limits.** Each server runs in a container limited to { NUMBER($limits-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $limits-cpus } CPUs
#     }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
release-method-limits-each-server = **資源限制**：每個伺服器都在限制為{ NUMBER($limits-cpus) ->
        [1] 一顆 CPU
        [2] 兩顆 CPU
        [3] 三顆 CPU
        [4] 四顆 CPU
        [5] 五顆 CPU
        [6] 六顆 CPU
       *[other] { $limits-cpus } 顆 CPU
    }的容器中執行，worker 數量相同，回應內容皆為 { $limits-payload-kib } KiB。

# en: **Topology.** The reverse-proxy backend has a container of its own on the same { $topology-network } network.
release-method-topology-the-reverse = **網路配置**：反向代理的後端在同一個 { $topology-network } 網路上的獨立容器中執行。

# en: **Load generator.** HTTP/1.1, HTTPS/1.1, and HTTP/2 are driven by { $load-generator } { $load-placement ->
#         [native] running natively
#        *[other] running inside the { $topology-network } network
#     }; HTTP/3 by { $load-http3-generator } built with { $load-http3-stack }, { $load-http3-placement ->
#         [native] running natively
#        *[other] running inside the { $topology-network } network
#     }.
release-method-load-generator-http = **負載產生器**：HTTP/1.1、HTTPS/1.1 與 HTTP/2 的負載由 { $load-generator } { $load-placement ->
        [native] 以原生方式產生
       *[other] 在 { $topology-network } 網路內產生
    }；HTTP/3 的負載則由以 { $load-http3-stack } 建置的 { $load-http3-generator } { $load-http3-placement ->
        [native] 以原生方式產生
       *[other] 在 { $topology-network } 網路內產生
    }。

# en: Results
release-results-heading = 測試結果

# en: Values are requests per second, each the median of { NUMBER($sampling-runs) ->
#         [1] a single round
#         [2] two interleaved rounds
#         [3] three interleaved rounds
#         [4] four interleaved rounds
#         [5] five interleaved rounds
#        *[other] { $sampling-runs } interleaved rounds
#     } of { $sampling-requests-per-run } requests. A row counts only if every one of its requests succeeded.
release-results-values-are-requests =
    數值單位為每秒請求數，各為{ NUMBER($sampling-runs) ->
        [1] 一輪
        [2] 兩輪
        [3] 三輪
        [4] 四輪
        [5] 五輪
        [6] 六輪
       *[other] { $sampling-runs } 輪
    }交錯量測（每輪 { $sampling-requests-per-run } 個請求）的中位數。只有全部請求皆成功的列才列入計算。

# en: Scenario
release-col-scenario = 情境

# en: { $workload ->
#         [static] { $protocol } static
#        *[proxy] { $protocol } reverse proxy
#     }
release-scenario =
    { $workload ->
        [static] { $protocol } 靜態檔案
       *[proxy] { $protocol } 反向代理
    }

# en: Throughput in requests per second (median of { $sampling-runs } rounds)
release-table-caption = 吞吐量（每秒請求數，{ $sampling-runs } 輪量測的中位數）

# en: { $static-ahead-count ->
#         [0] Pingclair has higher throughput than nginx in none of the static rows
#         [one] Against nginx, Pingclair has higher throughput in the { $static-ahead } static row ({ $static-ahead-ratios })
#        *[other] Against nginx, Pingclair has higher throughput in the { $static-ahead } static rows ({ $static-ahead-ratios } respectively)
#     }{ $static-even-count ->
#         [0] { "" }
#        *[other] , while in { $static-even } static the two are approximately equal
#     }{ $static-behind-count ->
#         [0] { "" }
#        *[other] , and it trails nginx in { $static-behind } static (by { $static-behind-gaps })
#     }. { $proxy-ahead-count ->
#         [0] On the reverse-proxy workload Pingclair is ahead of nginx in no row
#        *[other] On the reverse-proxy workload it is ahead of nginx on { $proxy-ahead } (by { $proxy-ahead-gaps })
#     }{ $proxy-even-count ->
#         [0] { "" }
#        *[other] , level with it on { $proxy-even }
#     }{ $proxy-behind-count ->
#         [0] { "" }
#         [one] , while { $proxy-behind } remains about { $proxy-behind-gaps } behind nginx
#        *[other] , while { $proxy-behind } remain about { $proxy-behind-gaps } behind nginx
#     }.
release-comparison =
    { $static-ahead-count ->
        [0] 在靜態檔案各列中，Pingclair 的吞吐量均未高於 nginx
       *[other] 與 nginx 相比，Pingclair 在 { $static-ahead } 靜態檔案列的吞吐量較高（分別為 { $static-ahead-ratios }）
    }{ $static-even-count ->
        [0] { "" }
       *[other] ，{ $static-even } 靜態檔案則大致相當
    }{ $static-behind-count ->
        [0] { "" }
       *[other] ，{ $static-behind } 靜態檔案則落後 nginx（差距 { $static-behind-gaps }）
    }。{ $proxy-ahead-count ->
        [0] 在反向代理工作負載下，Pingclair 沒有任何一列領先 nginx
       *[other] 在反向代理工作負載下，Pingclair 在 { $proxy-ahead } 領先 nginx（分別為 { $proxy-ahead-gaps }）
    }{ $proxy-even-count ->
        [0] { "" }
       *[other] ，{ $proxy-even } 與 nginx 大致相當
    }{ $proxy-behind-count ->
        [0] { "" }
       *[other] ，{ $proxy-behind } 則仍落後 nginx 約 { $proxy-behind-gaps }
    }。

# en: { $previous ->
#         [yes]
#             Against { $subject-pingclair-name } { $previous-version }, the previous release, measured under the same conditions, and counting a change within the run-to-run variation as none: { $moves-rose-count ->
#                 [0] throughput rose in no scenario
#                 [one] throughput rose in { $moves-rose } (by { $moves-rose-changes })
#                *[other] throughput rose in { $moves-rose } (by { $moves-rose-changes } respectively)
#             }{ $moves-fell-count ->
#                 [0] { " " }and fell in none.
#                 [one] { " " }and fell in { $moves-fell } (by { $moves-fell-changes }).
#                *[other] { " " }and fell in { $moves-fell } (by { $moves-fell-changes } respectively).
#             }{ $moves-regression ->
#                 [yes] { " " }A fall of more than { $moves-threshold } counts as a regression: { $moves-regressions } fell that far.
#                *[other]
#                     { $moves-fell-count ->
#                         [0] { "" }
#                        *[other] { " " }No fall went beyond { $moves-threshold }, the threshold of a regression.
#                     }
#             }
#         [incomparable] These numbers are not compared with the previous release, { $previous-version }: it was measured with a different { $previous-key } ({ $previous-theirs }, against { $previous-ours } here).
#        *[other] { "" }
#     }
release-history =
    { $previous ->
        [yes]
            與在相同條件下量測的上一個版本 { $subject-pingclair-name } { $previous-version } 相比（落在各輪量測正常波動範圍內的變化不計），吞吐量{ $moves-rose-count ->
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
        [incomparable] 這些數據未與上一個版本 { $previous-version } 比較：該版本的 { $previous-key } 不同（當時為 { $previous-theirs }，本次為 { $previous-ours }）。
       *[other] { "" }
    }

# en: Conditions that limit these numbers
release-caveats-heading = 限制這些數字的條件

# en: **The host is a laptop.** Its absolute throughput says nothing about capacity; the ratios set the servers against each other under this one controlled workload and no other.
release-caveats-the-host-is = **主機是筆記型電腦**：其絕對吞吐量無法說明容量；這些比值只在這一種受控工作負載下比較各伺服器，不適用於其他工作負載。

# en: **Compare within a row.** { $load-placement ->
#         [native]
#             { $load-http3-placement ->
#                 [native] The HTTP/3 load comes from another build of the generator than the other protocols’ load,
#                *[other] The HTTP/3 load comes from a generator running inside the { $topology-network } network, the other protocols’ load from one running natively,
#             }
#        *[other]
#             { $load-http3-placement ->
#                 [native] The HTTP/3 load comes from a generator running natively, the other protocols’ load from one inside the { $topology-network } network,
#                *[other] The HTTP/3 load comes from another build of the generator than the other protocols’ load,
#             }
#     } so absolute throughput cannot be compared from one protocol to another; within a row, the servers can be set against each other.
release-caveats-compare-within-a = **請在同一列內比較**：{ $load-placement ->
        [native]
            { $load-http3-placement ->
                [native] HTTP/3 的負載與其他協定的負載來自不同建置的產生器，
               *[other] HTTP/3 的負載來自在 { $topology-network } 網路內執行的產生器，其他協定的負載則來自以原生方式執行的產生器，
            }
       *[other]
            { $load-http3-placement ->
                [native] HTTP/3 的負載來自以原生方式執行的產生器，其他協定的負載則來自在 { $topology-network } 網路內執行的產生器，
               *[other] HTTP/3 的負載與其他協定的負載來自不同建置的產生器，
            }
    }因此不應跨協定比較絕對吞吐量；同一列中的各伺服器則可互相比較。

# en: **An incomplete row compares nothing.** { $incomplete-count ->
#         [0] Every server completed every row of this comparison.
#        *[other]
#             With this host and harness, { NUMBER($incomplete-subjects-count) ->
#                 [1]
#                     { $incomplete-subjects } could not finish the { $incomplete-rows-count ->
#                         [one] row
#                        *[other] rows
#                     } for { $incomplete-rows }
#                *[other] { $incomplete-cells } could not be finished
#             }{ $incomplete-reason ->
#                 [ephemeral-ports] : opening and closing upstream connections exhausted the container’s ephemeral ports at the tested concurrency
#                *[other] { "" }
#             }. { $incomplete-count ->
#                 [one] That cell is marked incomplete; no figure from another workload stands in for it.
#                *[other] Those cells are marked incomplete; no figure from another workload stands in for them.
#             }
#     }
release-caveat-incomplete = **未完成的列不構成比較**：{ $incomplete-count ->
        [0] 每個伺服器都完成了這次比較的每一列。
       *[other]
            在這台主機與這套測試工具上，{ NUMBER($incomplete-subjects-count) ->
                [1]
                    { $incomplete-subjects } 未能完成 { $incomplete-rows }{ $incomplete-rows-count ->
                        [1] 這一列
                       *[other] 這幾列
                    }
               *[other] { $incomplete-cells } 未能完成
            }{ $incomplete-reason ->
                [ephemeral-ports] ，因為在測試的併發數下，上游連線不斷建立又關閉，耗盡了容器可用的臨時連接埠
               *[other] { "" }
            }。{ $incomplete-count ->
                [1] 該儲存格標示為未完成，不以其他工作負載的數字代替。
               *[other] 這些儲存格標示為未完成，不以其他工作負載的數字代替。
            }
    }

# en: **Results depend on the host.** The servers’ relative positions change with CPU architecture, operating-system kernel, worker count, and TLS implementation.
release-caveats-results-depend-on = **結果取決於主機**：各伺服器的相對排名會隨 CPU 架構、作業系統核心、worker 數量與 TLS 實作而改變。

# en: Source
release-source-heading = 來源

# en: { $sources-public ->
#         [true] The numbers come from one run of the benchmark harness. The server repository publishes [the methodology]({ $sources-methodology-url }), with the rules a run must meet before its numbers count, and [the harness]({ $sources-harness-url }) with its configuration files and the full result tables.
#        *[other] The numbers come from one run of the benchmark harness. The server repository keeps the methodology, with the rules a run must meet before its numbers count, in { $sources-methodology }, and the harness with its configuration files and the full result tables in { $sources-harness }. The repository’s public address is not recorded for these pages yet, so they name the files rather than link to them.
#     }
release-source =
    { $sources-public ->
        [true] 這些數字來自基準測試工具的一次量測。伺服器儲存庫公開了[量測方法]({ $sources-methodology-url })（包括量測結果採計前須符合的規則），以及[測試工具]({ $sources-harness-url })（連同設定檔與完整的結果表格）。
       *[other] 這些數字來自基準測試工具的一次量測。伺服器儲存庫將量測方法（包括量測結果採計前須符合的規則）存放在 { $sources-methodology }，並將測試工具連同設定檔與完整的結果表格存放在 { $sources-harness }。本頁尚未記錄該儲存庫的公開網址，因此只列出檔案名稱，不提供連結。
    }

# en: The raw evidence of each run stays in the maintainer’s checkout and is deliberately not published.
release-source-the-raw-evidence = 每次量測的原始紀錄保留在維護者的本機工作目錄中，刻意不予公開。
