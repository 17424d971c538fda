### Translations of the messages of content/release-history.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Benchmarks: { $subject-pingclair-name } across releases
history-title = Benchmarks : { $subject-pingclair-name } d’une version à l’autre

# en: How the throughput of each { $subject-pingclair-name } release compares with the release before it, with nginx and Caddy alongside.
history-description = Comment le débit de chaque version de { $subject-pingclair-name } se situe par rapport à la version précédente, avec nginx et Caddy en regard.

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
    Cette page suit { $subject-pingclair-name } de version en version. { $series ->
        [1] Une seule version a été mesurée jusqu’ici, { $series-latest } : chaque version mesurée ensuite dans les mêmes conditions ajoutera une ligne à chacun des tableaux ci-dessous.
       *[other]
            Elle porte sur { $series ->
                [2] deux versions
                [3] trois versions
                [4] quatre versions
               *[other] { $series } versions
            } mesurées dans les mêmes conditions, de { $series-first } à { $series-latest }.
    } { $series-apart ->
        [0] { "" }
       *[other] Les versions mesurées dans d’autres conditions figurent à part, en fin de page.
    }

# en: Since the previous release
history-changes-heading = Depuis la version précédente

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
            Voici comment { $subject-pingclair-name } { $series-latest-version } a évolué par rapport à { $previous-version }, la version qui la précède ; une variation trop faible pour se distinguer des écarts entre séries de mesures ne compte ni comme un gain ni comme une perte. Sur les fichiers statiques, { $static-moves-rose-count ->
                [0] aucun protocole n’a progressé
                [1] le débit a progressé de { $static-moves-rose-changes } en { $static-moves-rose }
               *[other] le débit a progressé de { $static-moves-rose-changes } en { $static-moves-rose } respectivement
            }, { $static-moves-fell-count ->
                [0] aucun protocole n’a reculé
                [1] le débit a reculé de { $static-moves-fell-changes } en { $static-moves-fell }
               *[other] le débit a reculé de { $static-moves-fell-changes } en { $static-moves-fell } respectivement
            }{ $static-moves-steady-count ->
                [0] { "" }
               *[other]
                    , et { $static-moves-steady } { $static-moves-steady-count ->
                        [one] n’a
                        [many] n’ont
                       *[other] n’ont
                    } pas dépassé les écarts habituels entre séries
            }. Derrière le proxy inverse, { $proxy-moves-rose-count ->
                [0] aucun protocole n’a progressé
                [1] le débit a progressé de { $proxy-moves-rose-changes } en { $proxy-moves-rose }
               *[other] le débit a progressé de { $proxy-moves-rose-changes } en { $proxy-moves-rose } respectivement
            }, { $proxy-moves-fell-count ->
                [0] aucun protocole n’a reculé
                [1] le débit a reculé de { $proxy-moves-fell-changes } en { $proxy-moves-fell }
               *[other] le débit a reculé de { $proxy-moves-fell-changes } en { $proxy-moves-fell } respectivement
            }{ $proxy-moves-steady-count ->
                [0] { "" }
               *[other]
                    , et { $proxy-moves-steady } { $proxy-moves-steady-count ->
                        [one] n’a
                        [many] n’ont
                       *[other] n’ont
                    } pas dépassé les écarts habituels entre séries
            }. { $all-moves-rose-count ->
                [0] Aucun gain ne dépasse ces écarts
               *[other]
                    Le gain le plus net, { $all-moves-gain }, concerne { $all-moves-gain-row-protocol } { $all-moves-gain-row-workload ->
                        [static] sur les fichiers statiques
                       *[other] derrière le proxy inverse
                    }
            } ; { $all-moves-fell-count ->
                [0] aucune perte non plus.
               *[other]
                    la perte la plus forte, { $all-moves-loss }, concerne { $all-moves-loss-row-protocol } { $all-moves-loss-row-workload ->
                        [static] sur les fichiers statiques.
                       *[other] derrière le proxy inverse.
                    }
            } { $all-moves-regression ->
                [yes]
                    Une baisse de plus de { $all-moves-threshold } compte comme une régression, et c’est le cas { $static-moves-regressions-count ->
                        [0] { "" }
                       *[other]
                            des fichiers statiques en { $static-moves-regressions }{ $proxy-moves-regressions-count ->
                                [0] { "" }
                               *[other] { " " }ainsi que{ " " }
                            }
                    }{ $proxy-moves-regressions-count ->
                        [0] { "" }
                       *[other] du proxy inverse en { $proxy-moves-regressions }
                    }.
               *[other] Aucune ligne n’a baissé de plus de { $all-moves-threshold }, le seuil au-delà duquel une baisse compte comme une régression.
            }
        [incomparable] { $series-latest } est la première version mesurée dans ces conditions : elle n’est donc pas mise en regard de { $previous-version }, dont la valeur de { $previous-key } différait.
       *[other] { $series-latest } est la première version mesurée ; aucune version antérieure ne permet donc de la situer.
    }

# en: Release by release
history-series-heading = Version par version

# en: Each table follows one scenario: a row per release, in the order they were measured, each value the median of that release’s rounds. The chart beside it plots those values.
history-series-each-table-follows = Chaque tableau suit un scénario : une ligne par version, dans l’ordre des mesures, chaque valeur étant la médiane des séries de cette version. Le graphique qui l’accompagne trace ces valeurs.

# en: Release
history-col-release = Version

# en: { $dated ->
#         [yes] { $campaign } ({ $date })
#        *[other] { $campaign }
#     }
history-release =
    { $dated ->
        [yes] { $campaign } ({ $date })
       *[other] { $campaign }
    }

# en: Requests per second, release by release
history-caption = Requêtes par seconde, version par version

# en: HTTP/1.1 static files
history-http1-static-heading = Fichiers statiques en HTTP/1.1

# en: HTTPS/1.1 static files
history-https1-static-heading = Fichiers statiques en HTTPS/1.1

# en: HTTP/2 static files
history-http2-static-heading = Fichiers statiques en HTTP/2

# en: HTTP/3 static files
history-http3-static-heading = Fichiers statiques en HTTP/3

# en: HTTP/1.1 reverse proxy
history-http1-proxy-heading = Proxy inverse en HTTP/1.1

# en: HTTPS/1.1 reverse proxy
history-https1-proxy-heading = Proxy inverse en HTTPS/1.1

# en: HTTP/2 reverse proxy
history-http2-proxy-heading = Proxy inverse en HTTP/2

# en: HTTP/3 reverse proxy
history-http3-proxy-heading = Proxy inverse en HTTP/3

# en: HTTP/1.1 static files: requests per second by release
history-http1-static = Fichiers statiques en HTTP/1.1 : requêtes par seconde selon la version

# en: HTTPS/1.1 static files: requests per second by release
history-https1-static = Fichiers statiques en HTTPS/1.1 : requêtes par seconde selon la version

# en: HTTP/2 static files: requests per second by release
history-http2-static = Fichiers statiques en HTTP/2 : requêtes par seconde selon la version

# en: HTTP/3 static files: requests per second by release
history-http3-static = Fichiers statiques en HTTP/3 : requêtes par seconde selon la version

# en: HTTP/1.1 reverse proxy: requests per second by release
history-http1-proxy = Proxy inverse en HTTP/1.1 : requêtes par seconde selon la version

# en: HTTPS/1.1 reverse proxy: requests per second by release
history-https1-proxy = Proxy inverse en HTTPS/1.1 : requêtes par seconde selon la version

# en: HTTP/2 reverse proxy: requests per second by release
history-http2-proxy = Proxy inverse en HTTP/2 : requêtes par seconde selon la version

# en: HTTP/3 reverse proxy: requests per second by release
history-http3-proxy = Proxy inverse en HTTP/3 : requêtes par seconde selon la version

# en: Measured under other conditions
history-apart-heading = Mesurées dans d’autres conditions

# en: Why it is listed apart
history-col-apart = Pourquoi elle figure à part

# en: { $key ->
#         [none] measured under the same conditions, after the releases above
#        *[other] { $key } is { $ours } there, { $theirs } above
#     }
history-apart-reason =
    { $key ->
        [none] mêmes conditions, mais mesurée après les versions ci-dessus
       *[other] { $key } y vaut { $ours }, contre { $theirs } ci-dessus
    }

# en: { $series-apart ->
#         [0] Every measured release shares the conditions of the releases above; none is listed apart.
#        *[other] These releases were measured under other conditions. Their numbers are not set against the ones above, and the table says which condition differs.
#     }
history-apart-intro =
    { $series-apart ->
        [0] Toutes les versions mesurées partagent les conditions de celles ci-dessus ; aucune ne figure à part.
       *[other] Ces versions ont été mesurées dans d’autres conditions. Leurs chiffres ne sont pas mis en regard de ceux ci-dessus, et le tableau indique quelle condition diffère.
    }
