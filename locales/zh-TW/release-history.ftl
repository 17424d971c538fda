### Translations of the messages of content/release-history.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Benchmarks: { $subject-pingclair-name } across releases
history-title = 效能測試：{ $subject-pingclair-name } 各版本的變化

# en: How the throughput of each { $subject-pingclair-name } release compares with the release before it, with nginx and Caddy alongside.
history-description = 逐一比較 { $subject-pingclair-name } 每個版本與前一個版本的吞吐量，並列出 nginx 與 Caddy 作為參照。

# en: This page follows { $subject-pingclair-name } from one release to the next. { $series ->
#         [1] Only one release has been measured so far, { $series-latest }: each later release measured under the same conditions adds a row to every table below.
#        *[other]
#             It covers { $series ->
#                 [2] two releases
#                 [3] three releases
#                 [4] four releases
#                *[other] { $series } releases
#             } measured under the same conditions, from { $series-first } to { $series-latest }.
#     } { $series-apart ->
#         [0] { "" }
#        *[other] Releases measured under other conditions are listed apart at the end of the page.
#     }
history-intro =
    本頁逐版追蹤 { $subject-pingclair-name } 的表現。{ $series ->
        [1] 目前只量測過一個版本：{ $series-latest }。之後每個在相同條件下量測的版本，都會在下方每張表格中多出一列。
       *[other]
            共涵蓋{ $series ->
                [2] 兩個
                [3] 三個
                [4] 四個
               *[other] { $series } 個
            }在相同條件下量測的版本，從 { $series-first } 到 { $series-latest }。
    }{ $series-apart ->
        [0] { "" }
       *[other] 在其他條件下量測的版本另列於本頁最後。
    }

# en: Since the previous release
history-changes-heading = 與前一個版本相比

# en: { $previous ->
#         [yes]
#             Set against { $previous-version }, the release before it, { $subject-pingclair-name } { $series-latest-version } moved as follows, where a change too small to tell apart from run-to-run variation counts as neither a gain nor a loss. With static files, { $static-moves-rose-count ->
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
#             }. { $all-moves-rose-count ->
#                 [0] Nothing gained beyond that variation
#                *[other]
#                     The largest gain is { $all-moves-gain } on { $all-moves-gain-row-protocol } { $all-moves-gain-row-workload ->
#                         [static] static files
#                        *[other] through the reverse proxy
#                     }
#             }; { $all-moves-fell-count ->
#                 [0] nothing lost beyond it.
#                *[other]
#                     the largest loss is { $all-moves-loss } on { $all-moves-loss-row-protocol } { $all-moves-loss-row-workload ->
#                         [static] static files.
#                        *[other] through the reverse proxy.
#                     }
#             } { $all-moves-regression ->
#                 [yes]
#                     A fall of more than { $all-moves-threshold } counts as a regression: { $static-moves-regressions-count ->
#                         [0] { "" }
#                        *[other]
#                             { $static-moves-regressions } with static files{ $proxy-moves-regressions-count ->
#                                 [0] { "" }
#                                *[other] , and{ " " }
#                             }
#                     }{ $proxy-moves-regressions-count ->
#                         [0] { "" }
#                        *[other] { $proxy-moves-regressions } behind the reverse proxy
#                     } fell that far.
#                *[other] No row fell by more than { $all-moves-threshold }, the threshold beyond which a fall counts as a regression.
#             }
#         [incomparable] { $series-latest } is the first release measured under these conditions, so it is not set against { $previous-version }, which had a different { $previous-key }.
#        *[other] { $series-latest } is the first release measured, so there is nothing earlier to set it against.
#     }
history-changes-summary =
    { $previous ->
        [yes]
            以下是 { $subject-pingclair-name } { $series-latest-version } 相對於前一個版本 { $previous-version } 的變化；變化小到無法與各輪量測之間的差異區分時，既不算增加，也不算減少。靜態檔案方面，{ $static-moves-rose-count ->
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
            }。{ $all-moves-rose-count ->
                [0] 沒有超出這個差異範圍的增加
               *[other]
                    增幅最大的是 { $all-moves-gain-row-protocol } { $all-moves-gain-row-workload ->
                        [static] 靜態檔案
                       *[other] 反向代理
                    }，增加了 { $all-moves-gain }
            }；{ $all-moves-fell-count ->
                [0] 也沒有超出這個範圍的減少。
               *[other]
                    減幅最大的是 { $all-moves-loss-row-protocol } { $all-moves-loss-row-workload ->
                        [static] 靜態檔案
                       *[other] 反向代理
                    }，減少了 { $all-moves-loss }。
            }{ $all-moves-regression ->
                [yes]
                    降幅超過 { $all-moves-threshold } 即視為效能退化，而{ $static-moves-regressions-count ->
                        [0] { "" }
                       *[other]
                            { $static-moves-regressions } 靜態檔案{ $proxy-moves-regressions-count ->
                                [0] { "" }
                               *[other] 與
                            }
                    }{ $proxy-moves-regressions-count ->
                        [0] { "" }
                       *[other] { $proxy-moves-regressions } 反向代理
                    }的降幅已達到這個程度。
               *[other] 沒有任何一列的降幅超過 { $all-moves-threshold }，也就是視為效能退化的門檻。
            }
        [incomparable] { $series-latest } 是在這些條件下量測的第一個版本，因此不與 { $previous-version } 比較：兩者的 { $previous-key } 不同。
       *[other] { $series-latest } 是第一個量測的版本，沒有更早的版本可以比較。
    }

# en: Release by release
history-series-heading = 逐版數據

# en: Each table follows one scenario: a row per release, in the order they were measured, each value the median of that release’s rounds. The chart beside it plots those values.
history-series-each-table-follows = 每張表格追蹤一種情境：每個版本一列，依量測先後排列，每個數值都是該版本各輪量測的中位數。旁邊的圖表畫出這些數值。

# en: Release
history-col-release = 版本

# en: { $dated ->
#         [yes] { $campaign } ({ $date })
#        *[other] { $campaign }
#     }
history-release =
    { $dated ->
        [yes] { $campaign }（{ $date }）
       *[other] { $campaign }
    }

# en: Requests per second, release by release
history-caption = 各版本的每秒請求數

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

# en: Measured under other conditions
history-apart-heading = 在其他條件下量測的版本

# en: Why it is listed apart
history-col-apart = 另列的原因

# en: { $key ->
#         [none] measured under the same conditions, after the releases above
#        *[other] { $key } is { $ours } there, { $theirs } above
#     }
history-apart-reason =
    { $key ->
        [none] 條件相同，但量測時間晚於上方的版本
       *[other] 該版本的 { $key } 為 { $ours }，上方版本為 { $theirs }
    }

# en: { $series-apart ->
#         [0] Every measured release shares the conditions of the releases above; none is listed apart.
#        *[other] These releases were measured under other conditions. Their numbers are not set against the ones above, and the table says which condition differs.
#     }
history-apart-intro =
    { $series-apart ->
        [0] 所有量測過的版本都與上方版本條件相同，沒有需要另列的版本。
       *[other] 下列版本是在其他條件下量測的。它們的數據不與上方比較，表格列出了不同的條件。
    }
