### Translations of the messages of content/release-comparison.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Benchmarks: Pingclair { $subject-pingclair-version }
release-title = Benchmarks : Pingclair { $subject-pingclair-version }

# en: Throughput of Pingclair { $subject-pingclair-version }, nginx, and Caddy under one controlled workload, with the versions, host, and conditions of the measurement.
release-description = Débit de Pingclair { $subject-pingclair-version }, de nginx et de Caddy sous une même charge contrôlée, avec les versions, la machine et les conditions de mesure.

# en: This page compares throughput under a controlled workload and records the versions, the environment, and the conditions under which it was measured.
release-intro-this-page-compares = Cette page compare le débit obtenu sous une charge contrôlée et consigne les versions, l’environnement et les conditions de la mesure.

# en: How the comparison was run
release-method-heading = Déroulement de la comparaison

# en: **Versions.** { $subject-pingclair-name } { $subject-pingclair-version }, measured from the binary of that release; { $subject-nginx }; { $subject-caddy }. Later patch releases were not measured again.
release-method-versions-measured-from = **Versions.** { $subject-pingclair-name } { $subject-pingclair-version }, mesuré à partir du binaire de cette version ; { $subject-nginx } ; { $subject-caddy }. Les correctifs publiés ensuite n’ont pas été remesurés.

# en: **Host.** A single { $host-machine } laptop running { $host-virtualization }.
release-method-host-a-single = **Machine.** Un seul ordinateur portable { $host-machine } sous { $host-virtualization }.

# en: **Limits.** Each server runs in a container limited to { NUMBER($limits-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $limits-cpus } CPUs
#     }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
release-method-limits-each-server = **Limites.** Chaque serveur tourne dans un conteneur limité à { NUMBER($limits-cpus) ->
        [1] un cœur
        [2] deux cœurs
        [3] trois cœurs
        [4] quatre cœurs
       *[other] { $limits-cpus } cœurs
    }, chacun avec autant de workers que les autres et une charge utile identique de { $limits-payload-kib } Kio.

# en: **Topology.** The reverse-proxy backend has a container of its own on the same { $topology-network } network.
release-method-topology-the-reverse = **Topologie.** Le backend du reverse proxy dispose de son propre conteneur sur le même réseau { $topology-network }.

# en: **Load generator.** HTTP/1.1, HTTPS/1.1, and HTTP/2 are driven by a native { $load-generator }; HTTP/3 by { $load-http3-generator } built with { $load-http3-stack }, running inside the same { $topology-network } network.
release-method-load-generator-http = **Générateur de charge.** HTTP/1.1, HTTPS/1.1 et HTTP/2 sont chargés par { $load-generator } en natif ; HTTP/3 par { $load-http3-generator } compilé avec { $load-http3-stack }, exécuté dans le même réseau { $topology-network }.

# en: Results
release-results-heading = Résultats

# en: Values are requests per second, each the median of { NUMBER($sampling-runs) ->
#         [1] a single round
#         [2] two interleaved rounds
#         [3] three interleaved rounds
#         [4] four interleaved rounds
#         [5] five interleaved rounds
#        *[other] { $sampling-runs } interleaved rounds
#     } of { $sampling-requests-per-run } requests. A row counts only if every one of its requests succeeded.
release-results-values-are-requests =
    Les valeurs sont des requêtes par seconde ; chacune est la médiane de { NUMBER($sampling-runs) ->
        [1] une seule série
        [2] deux séries entrelacées
        [3] trois séries entrelacées
        [4] quatre séries entrelacées
        [5] cinq séries entrelacées
       *[other] { $sampling-runs } séries entrelacées
    } de { $sampling-requests-per-run } requêtes. Une ligne ne compte que si toutes ses requêtes ont abouti.

# en: Scenario
release-col-scenario = Scénario

# en: { $workload ->
#         [static] { $protocol } static
#        *[proxy] { $protocol } reverse proxy
#     }
release-scenario =
    { $workload ->
        [static] { $protocol } statique
       *[proxy] { $protocol } en reverse proxy
    }

# en: Throughput in requests per second (median of { $sampling-runs } rounds)
release-table-caption = Débit en requêtes par seconde (médiane de { $sampling-runs } séries)

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
        [0] Face à nginx, Pingclair n’a le meilleur débit sur aucune ligne statique
        [one] Face à nginx, Pingclair a un débit supérieur sur la ligne statique { $static-ahead } ({ $static-ahead-ratios })
        [many] Face à nginx, Pingclair a un débit supérieur sur les lignes statiques { $static-ahead } (respectivement { $static-ahead-ratios })
       *[other] Face à nginx, Pingclair a un débit supérieur sur les lignes statiques { $static-ahead } (respectivement { $static-ahead-ratios })
    }{ $static-even-count ->
        [0] { "" }
       *[other] , tandis que le débit statique en { $static-even } est pratiquement à égalité
    }{ $static-behind-count ->
        [0] { "" }
       *[other] , et reste derrière nginx en { $static-behind } statique (de { $static-behind-gaps })
    }. { $proxy-ahead-count ->
        [0] En reverse proxy, Pingclair ne devance nginx sur aucune ligne
       *[other] En reverse proxy, il devance nginx en { $proxy-ahead } (de { $proxy-ahead-gaps })
    }{ $proxy-even-count ->
        [0] { "" }
       *[other] , fait jeu égal en { $proxy-even }
    }{ $proxy-behind-count ->
        [0] { "" }
       *[other] , alors qu’en { $proxy-behind } il reste environ { $proxy-behind-gaps } derrière nginx
    }.

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
            Par rapport à la version précédente, { $subject-pingclair-name } { $previous-version }, mesurée dans les mêmes conditions : sur les fichiers statiques, { $static-moves-rose-count ->
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
            }. { $static-moves-regression ->
                [yes]
                    Une baisse de plus de { $static-moves-threshold } compte comme une régression, et le débit sur fichiers statiques a baissé d’autant en { $static-moves-regressions }. { $proxy-moves-regression ->
                        [yes] Il en va de même derrière le proxy inverse en { $proxy-moves-regressions }.
                       *[other] { "" }
                    }
               *[other]
                    { $proxy-moves-regression ->
                        [yes] Une baisse de plus de { $proxy-moves-threshold } compte comme une régression, et le débit derrière le proxy inverse a baissé d’autant en { $proxy-moves-regressions }.
                       *[other] Aucune ligne n’a baissé de plus de { $static-moves-threshold }, le seuil au-delà duquel une baisse compte comme une régression.
                    }
            }
        [incomparable] Ces chiffres ne sont pas comparés à ceux de la version précédente, { $previous-version } : elle a été mesurée avec une autre valeur de { $previous-key } ({ $previous-theirs }, contre { $previous-ours } ici).
       *[other] Aucune version antérieure comparable ne permet de mettre ces chiffres en perspective.
    }

# en: Conditions that limit these numbers
release-caveats-heading = Ce qui limite la portée de ces chiffres

# en: **The host is a laptop.** Absolute throughput measured on it says nothing about capacity. The comparison was deliberately limited to one controlled workload, and its ratios only set the servers against each other under that workload.
release-caveats-the-host-is = **La machine est un ordinateur portable.** Le débit absolu n’est pas une mesure de capacité. La comparaison a été volontairement limitée à une seule charge contrôlée, et ses ratios ne font que situer les serveurs les uns par rapport aux autres sous cette charge.

# en: **Compare within a row.** The HTTP/3 load comes from a generator that runs apart from the one used for the other protocols, so absolute throughput should not be compared across protocols; within one row, the servers can be set against each other.
release-caveats-compare-within-a = **Comparer à l’intérieur d’une ligne.** Le générateur de charge HTTP/3 ne tourne pas au même endroit que celui des autres protocoles : il ne faut donc pas comparer le débit absolu d’un protocole à l’autre, mais seulement les serveurs d’une même ligne entre eux.

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
release-caveat-incomplete = **Une ligne incomplète n’est pas une comparaison.** { $incomplete-count ->
        [0] Chaque serveur a terminé toutes les lignes de cette comparaison.
       *[other]
            Sur cette machine et avec ce banc d’essai, { NUMBER($incomplete-subjects-count) ->
                [1]
                    { $incomplete-subjects } n’a pas pu terminer { $incomplete-rows-count ->
                        [one] la ligne
                        [many] les lignes
                       *[other] les lignes
                    } { $incomplete-rows }
               *[other] { $incomplete-cells } n’ont pas pu aller au bout
            }{ $incomplete-reason ->
                [ephemeral-ports] { " " }: le renouvellement des connexions amont a épuisé les ports éphémères du conteneur à la concurrence testée
               *[other] { "" }
            }. { $incomplete-count ->
                [one] Cette cellule est marquée incomplète, sans chiffre emprunté à une autre charge.
                [many] Ces cellules sont marquées incomplètes, sans chiffre emprunté à une autre charge.
               *[other] Ces cellules sont marquées incomplètes, sans chiffre emprunté à une autre charge.
            }
    }

# en: **Results depend on the host.** The servers’ relative positions change with CPU architecture, operating-system kernel, worker count, and TLS implementation.
release-caveats-results-depend-on = **Les résultats dépendent de la machine.** L’ordre des serveurs peut changer selon l’architecture du processeur, le noyau du système d’exploitation, le nombre de workers ou l’implémentation TLS.

# en: Source
release-source-heading = Source

# en: The numbers come from one run of the benchmark harness. The server repository publishes that harness with its configuration files, the methodology and the rules a run must meet before its numbers count, and the full result tables:
release-source-the-numbers-come = Les chiffres proviennent d’une campagne de mesure du banc d’essai. Le dépôt du serveur publie ce banc d’essai avec ses fichiers de configuration, la méthode et les règles qu’une campagne doit respecter pour que ses chiffres comptent, ainsi que les tableaux de résultats complets :

# en: [Benchmark methodology]({ $sources-methodology })
release-source-methodology = [Méthodologie des benchmarks]({ $sources-methodology })

# en: [Benchmark harness and configuration]({ $sources-harness })
release-source-harness = [Banc d’essai et configuration]({ $sources-harness })

# en: The raw evidence of each run stays in the maintainer’s checkout and is deliberately not published.
release-source-the-raw-evidence = Les preuves brutes de chaque campagne restent dans la copie de travail du mainteneur : elles ne sont volontairement pas publiées.
