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

# en: **Limits.** Each server runs in a container limited to { $limits-cpus } { NUMBER($limits-cpus) ->
#         [one] CPU
#        *[other] CPUs
#     }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
release-method-limits-each-server = **Limites.** Chaque serveur tourne dans un conteneur limité à { $limits-cpus } { NUMBER($limits-cpus) ->
        [one] processeur
        [many] processeurs
       *[other] processeurs
    }, chacun avec autant de workers que les autres et une charge utile identique de { $limits-payload-kib } Kio.

# en: **Topology.** The reverse-proxy backend has a container of its own on the same { $topology-network } network.
release-method-topology-the-reverse = **Topologie.** Le backend du reverse proxy dispose de son propre conteneur sur le même réseau { $topology-network }.

# en: **Load generator.** HTTP/1.1, HTTPS/1.1, and HTTP/2 are driven by a native { $load-generator }; HTTP/3 by { $load-http3-generator } built with { $load-http3-stack }, running inside the same { $topology-network } network.
release-method-load-generator-http = **Générateur de charge.** HTTP/1.1, HTTPS/1.1 et HTTP/2 sont chargés par { $load-generator } en natif ; HTTP/3 par { $load-http3-generator } compilé avec { $load-http3-stack }, exécuté dans le même réseau { $topology-network }.

# en: Results
release-results-heading = Résultats

# en: Values are requests per second, each the median of { $sampling-runs } interleaved { NUMBER($sampling-runs) ->
#         [one] round
#        *[other] rounds
#     } of { $sampling-requests-per-run } requests. A row counts only if every one of its requests succeeded.
release-results-values-are-requests =
    Les valeurs sont des requêtes par seconde ; chacune est la médiane de { $sampling-runs } { NUMBER($sampling-runs) ->
        [one] série entrelacée
        [many] séries entrelacées
       *[other] séries entrelacées
    } de { $sampling-requests-per-run } requêtes. Une ligne ne compte que si toutes ses requêtes ont abouti.

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

# en: Conditions that limit these numbers
release-caveats-heading = Ce qui limite la portée de ces chiffres

# en: **The host is a laptop.** Absolute throughput is not a capacity claim; the ratios only compare the servers with each other, under this one controlled workload.
release-caveats-the-host-is = **La machine est un ordinateur portable.** Le débit absolu n’est pas une mesure de capacité ; les ratios comparent seulement les serveurs entre eux, sous cette charge contrôlée.

# en: **Compare within a row.** HTTP/3 load comes from a generator running in another environment than the one used for the other protocols, so absolute throughput should be compared only between the servers of one row, never across rows.
release-caveats-compare-within-a = **Comparer à l’intérieur d’une ligne.** Le générateur de charge HTTP/3 tourne dans un autre environnement que celui des autres protocoles : le débit absolu ne devrait être comparé qu’entre les serveurs d’une même ligne, jamais d’une ligne à l’autre.

# en: **An incomplete row compares nothing.** { $incomplete-count ->
#         [0] Every server completed every row of this comparison.
#        *[other]
#             With this host and harness, { $incomplete-subjects } could not finish the { $incomplete-rows } reverse-proxy { $incomplete-rows-count ->
#                 [one] row
#                *[other] rows
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
            Sur cette machine et avec ce banc d’essai, { $incomplete-subjects } n’a pas pu terminer { $incomplete-rows-count ->
                [one] la ligne
                [many] les lignes
               *[other] les lignes
            } { $incomplete-rows } en reverse proxy{ $incomplete-reason ->
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

# en: The numbers come from one run of the benchmark harness in the server repository, which also publishes the methodology and the rules a run must meet before its numbers count:
release-source-the-numbers-come = Les chiffres proviennent d’une exécution du banc d’essai du dépôt du serveur, qui publie aussi la méthode et les règles qu’une exécution doit respecter pour que ses chiffres comptent :

# en: Benchmark methodology
release-source-benchmark-methodology = Méthodologie des benchmarks

# en: The raw evidence of each run stays in the maintainer’s checkout and is not published.
release-source-the-raw-evidence = Les preuves brutes de chaque exécution restent dans la copie de travail du mainteneur et ne sont pas publiées.

# en: Scenario
release-col-scenario = Scénario

# en: { $workload ->
#         [static] { $protocol } static
#        *[proxy] { $protocol } reverse proxy
#     }
release-scenario =
    { $workload ->
        [static] { $protocol } statique
       *[proxy] Reverse proxy { $protocol }
    }

# en: Throughput in requests per second (median of { $sampling-runs } rounds)
release-table-caption = Débit en requêtes par seconde (médiane de { $sampling-runs } séries)
