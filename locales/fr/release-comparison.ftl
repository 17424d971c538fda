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

# en: **Load generator.** HTTP/1.1, HTTPS/1.1, and HTTP/2 are driven by { $load-generator } { $load-placement ->
#         [native] running natively
#        *[other] running inside the { $topology-network } network
#     }; HTTP/3 by { $load-http3-generator } built with { $load-http3-stack }, { $load-http3-placement ->
#         [native] running natively
#        *[other] running inside the { $topology-network } network
#     }.
release-method-load-generator-http = **Générateur de charge.** HTTP/1.1, HTTPS/1.1 et HTTP/2 sont chargés par { $load-generator } { $load-placement ->
        [native] exécuté en natif
       *[other] exécuté dans le réseau { $topology-network }
    } ; HTTP/3 l’est par { $load-http3-generator } compilé avec { $load-http3-stack }, { $load-http3-placement ->
        [native] exécuté en natif
       *[other] exécuté dans le réseau { $topology-network }
    }.

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
        [0] Face à nginx, Pingclair n’a le meilleur débit sur aucune ligne statique
        [one] Face à nginx, Pingclair a un débit supérieur sur la ligne statique { $static-ahead } ({ $static-ahead-ratios })
        [many] Face à nginx, Pingclair a un débit supérieur sur les lignes statiques { $static-ahead } (respectivement { $static-ahead-ratios })
       *[other] Face à nginx, Pingclair a un débit supérieur sur les lignes statiques { $static-ahead } (respectivement { $static-ahead-ratios })
    }{ $static-even-count ->
        [0] { "" }
       *[other] , tandis qu’en { $static-even } statique les deux débits sont pratiquement égaux
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
            Face à { $subject-pingclair-name } { $previous-version }, la version précédente, mesurée dans les mêmes conditions, et sans compter une variation comprise dans les écarts habituels entre séries : { $moves-rose-count ->
                [0] le débit n’a progressé dans aucun scénario
                [one] le débit a progressé dans le scénario { $moves-rose } (de { $moves-rose-changes })
                [many] le débit a progressé dans les scénarios { $moves-rose } (de { $moves-rose-changes } respectivement)
               *[other] le débit a progressé dans les scénarios { $moves-rose } (de { $moves-rose-changes } respectivement)
            }{ $moves-fell-count ->
                [0] { " " }et n’a reculé dans aucun.
                [one] { " " }et a reculé dans le scénario { $moves-fell } (de { $moves-fell-changes }).
                [many] { " " }et a reculé dans les scénarios { $moves-fell } (de { $moves-fell-changes } respectivement).
               *[other] { " " }et a reculé dans les scénarios { $moves-fell } (de { $moves-fell-changes } respectivement).
            }{ $moves-regression ->
                [yes] { " " }Une baisse de plus de { $moves-threshold } compte comme une régression : c’est le cas pour { $moves-regressions }.
               *[other]
                    { $moves-fell-count ->
                        [0] { "" }
                       *[other] { " " }Aucune baisse ne dépasse { $moves-threshold }, le seuil d’une régression.
                    }
            }
        [incomparable] Ces chiffres ne sont pas comparés à ceux de la version précédente, { $previous-version } : elle a été mesurée avec une autre valeur de { $previous-key } ({ $previous-theirs }, contre { $previous-ours } ici).
       *[other] { "" }
    }

# en: Conditions that limit these numbers
release-caveats-heading = Ce qui limite la portée de ces chiffres

# en: **The host is a laptop.** Its absolute throughput says nothing about capacity; the ratios set the servers against each other under this one controlled workload and no other.
release-caveats-the-host-is = **La machine est un ordinateur portable.** Son débit absolu ne dit rien de la capacité ; les ratios situent les serveurs les uns par rapport aux autres sous cette seule charge contrôlée, et sous aucune autre.

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
release-caveats-compare-within-a = **Comparer à l’intérieur d’une ligne.** { $load-placement ->
        [native]
            { $load-http3-placement ->
                [native] La charge HTTP/3 vient d’une autre compilation du générateur que celle des autres protocoles,
               *[other] La charge HTTP/3 vient d’un générateur exécuté dans le réseau { $topology-network }, celle des autres protocoles d’un générateur exécuté en natif,
            }
       *[other]
            { $load-http3-placement ->
                [native] La charge HTTP/3 vient d’un générateur exécuté en natif, celle des autres protocoles d’un générateur exécuté dans le réseau { $topology-network },
               *[other] La charge HTTP/3 vient d’une autre compilation du générateur que celle des autres protocoles,
            }
    } si bien que le débit absolu ne se compare pas d’un protocole à l’autre ; au sein d’une ligne, en revanche, les serveurs se comparent entre eux.

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
release-caveat-incomplete = **Une ligne incomplète n’est pas une comparaison.** { $incomplete-count ->
        [0] Chaque serveur a terminé chaque ligne de cette comparaison.
       *[other]
            Sur cette machine et avec ce banc d’essai, { NUMBER($incomplete-subjects-count) ->
                [1]
                    { $incomplete-subjects } n’a pas pu terminer { $incomplete-rows-count ->
                        [one] la ligne
                        [many] les lignes
                       *[other] les lignes
                    } { $incomplete-rows }
               *[other] { $incomplete-cells } n’ont pas pu être terminées
            }{ $incomplete-reason ->
                [ephemeral-ports]  : l’ouverture et la fermeture des connexions amont ont épuisé les ports éphémères du conteneur à la concurrence testée
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

# en: { $sources-public ->
#         [true] The numbers come from one run of the benchmark harness. The server repository publishes [the methodology]({ $sources-methodology-url }), with the rules a run must meet before its numbers count, and [the harness]({ $sources-harness-url }) with its configuration files and the full result tables.
#        *[other] The numbers come from one run of the benchmark harness. The server repository keeps the methodology, with the rules a run must meet before its numbers count, in { $sources-methodology }, and the harness with its configuration files and the full result tables in { $sources-harness }. The repository’s public address is not recorded for these pages yet, so they name the files rather than link to them.
#     }
release-source =
    { $sources-public ->
        [true] Les chiffres proviennent d’une campagne de mesure du banc d’essai. Le dépôt du serveur publie [la méthode]({ $sources-methodology-url }), avec les règles qu’une campagne doit respecter pour que ses chiffres comptent, et [le banc d’essai]({ $sources-harness-url }), avec ses fichiers de configuration et les tableaux de résultats complets.
       *[other] Les chiffres proviennent d’une campagne de mesure du banc d’essai. Le dépôt du serveur conserve la méthode, avec les règles qu’une campagne doit respecter pour que ses chiffres comptent, dans { $sources-methodology }, et le banc d’essai, avec ses fichiers de configuration et les tableaux de résultats complets, dans { $sources-harness }. L’adresse publique de ce dépôt n’est pas encore consignée pour ces pages : elles nomment donc les fichiers au lieu d’y renvoyer.
    }

# en: The raw evidence of each run stays in the maintainer’s checkout and is deliberately not published.
release-source-the-raw-evidence = Les preuves brutes de chaque campagne restent dans la copie de travail du mainteneur : elles ne sont volontairement pas publiées.
