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
release-method-versions-measured-from = **版本。** { $subject-pingclair-name } { $subject-pingclair-version }（以該版本的執行檔量測）、{ $subject-nginx } 與 { $subject-caddy }。之後的修補版本未重新量測。

# en: **Host.** A single { $host-machine } laptop running { $host-virtualization }.
release-method-host-a-single = **主機。** 一台執行 { $host-virtualization } 的 { $host-machine } 筆記型電腦。

# en: **Limits.** Each server runs in a container limited to { NUMBER($limits-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $limits-cpus } CPUs
#     }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
release-method-limits-each-server = **資源限制。** 每個伺服器都在限制為{ NUMBER($limits-cpus) ->
        [1] 一顆 CPU
        [2] 兩顆 CPU
        [3] 三顆 CPU
        [4] 四顆 CPU
        [5] 五顆 CPU
        [6] 六顆 CPU
       *[other] { $limits-cpus } 顆 CPU
    }的容器中執行，worker 數量相同，回應內容皆為 { $limits-payload-kib } KiB。

# en: **Topology.** The reverse-proxy backend has a container of its own on the same { $topology-network } network.
release-method-topology-the-reverse = **網路配置。** 反向代理的後端在同一個 { $topology-network } 網路上的獨立容器中執行。

# en: **Load generator.** HTTP/1.1, HTTPS/1.1, and HTTP/2 are driven by a native { $load-generator }; HTTP/3 by { $load-http3-generator } built with { $load-http3-stack }, running inside the same { $topology-network } network.
release-method-load-generator-http = **負載產生器。** HTTP/1.1、HTTPS/1.1 與 HTTP/2 使用原生 { $load-generator }；HTTP/3 使用以 { $load-http3-stack } 建置的 { $load-http3-generator }，於同一個 { $topology-network } 網路內執行。

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
#        *[other] , while { $static-even } static throughput is approximately equal
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
#             Against the previous release, { $subject-pingclair-name } { $previous-version }, measured under the same conditions: with static files, { $static-moves-rose-count ->
#                 [0] no protocol gained
#                 [1] throughput gained { $static-moves-rose-changes } on { $static-moves-rose }
#                *[other] throughput gained { $static-moves-rose-changes } on { $static-moves-rose } respectively
#             }, { $static-moves-fell-count ->
#                 [0] no protocol lost
#                 [1] throughput lost { $static-moves-fell-changes } on { $static-moves-fell }
#                *[other] throughput lost { $static-moves-fell-changes } on { $static-moves-fell } respectively
#             }{ $static-moves-steady-count ->
#                 [0] { "" }
#                *[other] , and { $static-moves-steady } stayed within run-to-run variation
#             }. Behind the reverse proxy, { $proxy-moves-rose-count ->
#                 [0] no protocol gained
#                 [1] throughput gained { $proxy-moves-rose-changes } on { $proxy-moves-rose }
#                *[other] throughput gained { $proxy-moves-rose-changes } on { $proxy-moves-rose } respectively
#             }, { $proxy-moves-fell-count ->
#                 [0] no protocol lost
#                 [1] throughput lost { $proxy-moves-fell-changes } on { $proxy-moves-fell }
#                *[other] throughput lost { $proxy-moves-fell-changes } on { $proxy-moves-fell } respectively
#             }{ $proxy-moves-steady-count ->
#                 [0] { "" }
#                *[other] , and { $proxy-moves-steady } stayed within run-to-run variation
#             }. { $static-moves-regression ->
#                 [yes]
#                     A fall of more than { $static-moves-threshold } counts as a regression, and static-file throughput on { $static-moves-regressions } fell that far. { $proxy-moves-regression ->
#                         [yes] So did reverse-proxy throughput on { $proxy-moves-regressions }.
#                        *[other] { "" }
#                     }
#                *[other]
#                     { $proxy-moves-regression ->
#                         [yes] A fall of more than { $proxy-moves-threshold } counts as a regression, and reverse-proxy throughput on { $proxy-moves-regressions } fell that far.
#                        *[other] No row fell by more than { $static-moves-threshold }, the threshold beyond which a fall counts as a regression.
#                     }
#             }
#         [incomparable] These numbers are not compared with the previous release, { $previous-version }: it was measured with a different { $previous-key } ({ $previous-theirs }, against { $previous-ours } here).
#        *[other] There is no earlier comparable release to compare these numbers with.
#     }
release-history =
    { $previous ->
        [yes]
            與在相同條件下量測的上一個版本 { $subject-pingclair-name } { $previous-version } 相比：靜態檔案方面，{ $static-moves-rose-count ->
                [0] 沒有任何協定的吞吐量增加
                [1] { $static-moves-rose } 的吞吐量增加了 { $static-moves-rose-changes }
               *[other] { $static-moves-rose } 的吞吐量分別增加了 { $static-moves-rose-changes }
            }，{ $static-moves-fell-count ->
                [0] 沒有任何協定減少
                [1] { $static-moves-fell } 減少了 { $static-moves-fell-changes }
               *[other] { $static-moves-fell } 分別減少了 { $static-moves-fell-changes }
            }{ $static-moves-steady-count ->
                [0] { "" }
               *[other] ，{ $static-moves-steady } 則仍在各輪量測的差異範圍內
            }。反向代理方面，{ $proxy-moves-rose-count ->
                [0] 沒有任何協定的吞吐量增加
                [1] { $proxy-moves-rose } 的吞吐量增加了 { $proxy-moves-rose-changes }
               *[other] { $proxy-moves-rose } 的吞吐量分別增加了 { $proxy-moves-rose-changes }
            }，{ $proxy-moves-fell-count ->
                [0] 沒有任何協定減少
                [1] { $proxy-moves-fell } 減少了 { $proxy-moves-fell-changes }
               *[other] { $proxy-moves-fell } 分別減少了 { $proxy-moves-fell-changes }
            }{ $proxy-moves-steady-count ->
                [0] { "" }
               *[other] ，{ $proxy-moves-steady } 則仍在各輪量測的差異範圍內
            }。{ $static-moves-regression ->
                [yes]
                    降幅超過 { $static-moves-threshold } 即視為效能退化，而靜態檔案在 { $static-moves-regressions } 的降幅已達到這個程度。{ $proxy-moves-regression ->
                        [yes] 反向代理在 { $proxy-moves-regressions } 也是如此。
                       *[other] { "" }
                    }
               *[other]
                    { $proxy-moves-regression ->
                        [yes] 降幅超過 { $proxy-moves-threshold } 即視為效能退化，而反向代理在 { $proxy-moves-regressions } 的降幅已達到這個程度。
                       *[other] 沒有任何一列的降幅超過 { $static-moves-threshold }，也就是視為效能退化的門檻。
                    }
            }
        [incomparable] 這些數據未與上一個版本 { $previous-version } 比較：該版本的 { $previous-key } 不同（當時為 { $previous-theirs }，本次為 { $previous-ours }）。
       *[other] 目前沒有可供比較的更早版本。
    }

# en: Conditions that limit these numbers
release-caveats-heading = 限制這些數字的條件

# en: **The host is a laptop.** Absolute throughput measured on it says nothing about capacity. The comparison was deliberately limited to one controlled workload, and its ratios only set the servers against each other under that workload.
release-caveats-the-host-is = **主機是筆記型電腦。** 絕對吞吐量並非容量的宣稱。本次比較刻意只採用一種受控工作負載，比值也只在該工作負載下比較各伺服器之間的相對表現。

# en: **Compare within a row.** The HTTP/3 load comes from a generator that runs apart from the one used for the other protocols, so absolute throughput should not be compared across protocols; within one row, the servers can be set against each other.
release-caveats-compare-within-a = **請在同一列內比較。** HTTP/3 的負載產生器與其他協定所用的產生器在不同環境中執行，因此不應跨協定比較絕對吞吐量；同一列中的各伺服器則可互相比較。

# en: **An incomplete row compares nothing.** { $incomplete-count ->
#         [0] Every server completed every row of this comparison.
#        *[other]
#             With this host and harness, { NUMBER($incomplete-subjects-count) ->
#                 [1]
#                     { $incomplete-subjects } could not finish the { $incomplete-rows } { $incomplete-rows-count ->
#                         [one] row
#                        *[other] rows
#                     }
#                *[other] { $incomplete-cells } could not be finished
#             }{ $incomplete-reason ->
#                 [ephemeral-ports] : opening and closing upstream connections exhausted the container’s ephemeral ports at the tested concurrency
#                *[other] { "" }
#             }. { $incomplete-count ->
#                 [one] That cell is marked incomplete; no figure from another workload stands in for it.
#                *[other] Those cells are marked incomplete; no figure from another workload stands in for them.
#             }
#     }
release-caveat-incomplete = **未完成的列不構成比較。** { $incomplete-count ->
        [0] 每個伺服器都完成了這次比較的所有列。
       *[other]
            在這台主機與這套測試工具上，{ NUMBER($incomplete-subjects-count) ->
                [1]
                    { $incomplete-subjects } 未能完成 { $incomplete-rows } 這{ NUMBER($incomplete-rows-count) ->
                        [1] 一
                        [2] 兩
                        [3] 三
                        [4] 四
                       *[other] { $incomplete-rows-count }
                    }列
               *[other] { $incomplete-cells } 未能完成
            }{ $incomplete-reason ->
                [ephemeral-ports] ：在測試的併發數下，上游連線不斷建立又關閉，耗盡了容器可用的臨時連接埠
               *[other] { "" }
            }。{ $incomplete-count ->
                [one] 該儲存格標示為未完成，不以其他工作負載的數字代替。
               *[other] 這些儲存格標示為未完成，不以其他工作負載的數字代替。
            }
    }

# en: **Results depend on the host.** The servers’ relative positions change with CPU architecture, operating-system kernel, worker count, and TLS implementation.
release-caveats-results-depend-on = **結果取決於主機。** 各伺服器的相對排名會隨 CPU 架構、作業系統核心、worker 數量與 TLS 實作而改變。

# en: Source
release-source-heading = 來源

# en: The numbers come from one run of the benchmark harness. The server repository publishes that harness with its configuration files, the methodology and the rules a run must meet before its numbers count, and the full result tables:
release-source-the-numbers-come = 這些數字來自基準測試工具的一次量測。伺服器儲存庫公開了這套測試工具及其設定檔、量測方法與量測結果採計前須符合的規則，以及完整的結果表格：

# en: [Benchmark methodology]({ $sources-methodology })
release-source-methodology = [基準測試方法]({ $sources-methodology })

# en: [Benchmark harness and configuration]({ $sources-harness })
release-source-harness = [基準測試工具與設定]({ $sources-harness })

# en: The raw evidence of each run stays in the maintainer’s checkout and is deliberately not published.
release-source-the-raw-evidence = 每次量測的原始紀錄保留在維護者的本機工作目錄中，刻意不予公開。
