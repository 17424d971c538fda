### Translations of the messages of content/release-history.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Benchmarks: { $subject-pingclair-name } across releases
history-title = Benchmarks : { $subject-pingclair-name } de version en version

# en: The throughput of each measured { $subject-pingclair-name } release, the servers it was compared with, and the conditions the releases share.
history-description = Le débit de chaque version mesurée de { $subject-pingclair-name }, les serveurs auxquels elle a été comparée et les conditions que les versions partagent.

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
    Cette page suit le débit de { $subject-pingclair-name } d’une version à l’autre. { $series ->
        [1] Une seule version a été mesurée jusqu’ici, { $series-latest } ; chaque version mesurée ensuite dans les mêmes conditions ajoutera une ligne aux tableaux ci-dessous.
       *[other]
            Elle réunit { $series ->
                [2] deux versions
                [3] trois versions
                [4] quatre versions
               *[other] { $series } versions
            } mesurées dans les mêmes conditions, de { $series-first } à { $series-latest } ; chaque nouvelle version ajoutera une ligne à chaque tableau.
    }{ $series-apart ->
        [0] { "" }
       *[other] { " " }Les versions mesurées dans d’autres conditions figurent à part, en fin de page.
    }

# en: { $workload ->
#         [static] { $protocol } static files
#        *[proxy] { $protocol } reverse proxy
#     }
history-scenario =
    { $workload ->
        [static] { $protocol } statique
       *[proxy] { $protocol } en reverse proxy
    }

# en: Release
history-col-release = Version

# en: [{ $campaign }](../{ $campaign }/){ $dated ->
#         [yes] { " " }({ $date })
#        *[other] { "" }
#     }
history-release = [{ $campaign }](../{ $campaign }/){ $dated ->
        [yes] { " " }({ $date })
       *[other] { "" }
    }

# en: The releases
history-releases-heading = Les versions

# en: Each release was measured against the servers listed beside it, with its own sampling. A release’s name leads to its page, which gives its full method and caveats.
history-releases-intro = Chaque version a été mesurée face aux serveurs indiqués en regard, avec son propre échantillonnage. Le nom d’une version mène à sa page, qui en détaille la méthode et les limites.

# en: Compared with
history-col-compared = Comparée à

# en: { $others }
history-compared = { $others }

# en: Each value
history-col-sampling = Chaque valeur

# en: median of { NUMBER($sampling-runs) ->
#         [1] one round
#         [2] two rounds
#         [3] three rounds
#         [4] four rounds
#         [5] five rounds
#        *[other] { $sampling-runs } rounds
#     } of { $sampling-requests-per-run } requests
history-sampling =
    médiane de { NUMBER($sampling-runs) ->
        [1] une série
        [2] deux séries
        [3] trois séries
        [4] quatre séries
        [5] cinq séries
       *[other] { $sampling-runs } séries
    } de { $sampling-requests-per-run } requêtes

# en: Not completed
history-col-incomplete = Mesures non terminées

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
        [0] aucune
       *[other]
            { $incomplete-subjects-count ->
                [1] { $incomplete-subjects } ({ $incomplete-rows })
               *[other] { $incomplete }
            }{ $incomplete-reason ->
                [ephemeral-ports]  : l’ouverture et la fermeture des connexions amont ont épuisé les ports éphémères du conteneur à la concurrence testée
               *[other] { "" }
            }
    }

# en: Conditions the releases share
history-conditions-heading = Les conditions communes aux versions

# en: The releases above were measured alike in these respects; a release measured otherwise is kept apart, not set against them.
history-conditions-intro = Les versions ci-dessus ont été mesurées de la même façon sur ces points ; une version mesurée autrement figure à part, sans être mise en regard.

# en: **Host.** A single { $host-machine } laptop running { $host-virtualization }.
history-conditions-host-a-single = **Machine.** Un ordinateur portable { $host-machine } sous { $host-virtualization }.

# en: **Limits.** Each server ran in a container limited to { NUMBER($limits-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $limits-cpus } CPUs
#     }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
history-conditions-limits-each-server = **Limites.** Chaque serveur tournait dans un conteneur limité à { NUMBER($limits-cpus) ->
        [1] un cœur
        [2] deux cœurs
        [3] trois cœurs
        [4] quatre cœurs
       *[other] { $limits-cpus } cœurs
    } ; tous avaient autant de workers et servaient une charge utile identique de { $limits-payload-kib } Kio.

# en: **Network.** The reverse-proxy backend had a container of its own on the same { $topology-network } network.
history-conditions-network-the-reverse = **Réseau.** Le backend du reverse proxy disposait de son propre conteneur sur le même réseau { $topology-network }.

# en: **Load generators.** { $load-generator } drove HTTP/1.1, HTTPS/1.1, and HTTP/2 { $load-placement ->
#         [native] natively
#        *[other] from inside the { $topology-network } network
#     }; { $load-http3-generator } built with { $load-http3-stack } drove HTTP/3 { $load-http3-placement ->
#         [native] natively
#        *[other] from inside the { $topology-network } network
#     }.
history-conditions-load-generators-drove = **Générateurs de charge.** { $load-generator } chargeait HTTP/1.1, HTTPS/1.1 et HTTP/2 { $load-placement ->
        [native] en natif
       *[other] depuis le réseau { $topology-network }
    } ; HTTP/3 l’était par { $load-http3-generator } compilé avec { $load-http3-stack }, { $load-http3-placement ->
        [native] en natif
       *[other] depuis le réseau { $topology-network }
    }.

# en: Throughput of { $series-latest }
history-latest-heading = Débit de { $series-latest }

# en: Requests per second, each the median of the release’s rounds; a row counts only if every one of its requests succeeded. Once a second release is measured, this table gives way to one table per scenario, with a row per release.
history-latest-intro = Requêtes par seconde, chaque valeur étant la médiane des séries de la version ; une ligne ne compte que si toutes ses requêtes ont abouti. Dès qu’une deuxième version sera mesurée, ce tableau laissera place à un tableau par scénario, avec une ligne par version.

# en: Scenario
history-col-scenario = Scénario

# en: Requests per second, { $series-latest }
history-latest-caption = Requêtes par seconde, { $series-latest }

# en: Release by release
history-series-heading = Version par version

# en: Each table follows one scenario through the releases, oldest first, and the chart below it draws the same values.
history-series-intro = Chaque tableau suit un scénario au fil des versions, de la plus ancienne à la plus récente, et le graphique placé dessous reprend les mêmes valeurs.

# en: Requests per second, release by release
history-caption = Requêtes par seconde, version par version

# en: { $dated ->
#         [yes] { $campaign } ({ $date })
#        *[other] { $campaign }
#     }
history-tick =
    { $dated ->
        [yes] { $campaign } ({ $date })
       *[other] { $campaign }
    }

# en: HTTP/1.1 static files
history-http1-static-heading = Fichiers statiques en HTTP/1.1

# en: HTTPS/1.1 static files
history-https1-static-heading = Fichiers statiques en HTTPS/1.1

# en: HTTP/2 static files
history-http2-static-heading = Fichiers statiques en HTTP/2

# en: HTTP/3 static files
history-http3-static-heading = Fichiers statiques en HTTP/3

# en: HTTP/1.1 reverse proxy
history-http1-proxy-heading = Reverse proxy en HTTP/1.1

# en: HTTPS/1.1 reverse proxy
history-https1-proxy-heading = Reverse proxy en HTTPS/1.1

# en: HTTP/2 reverse proxy
history-http2-proxy-heading = Reverse proxy en HTTP/2

# en: HTTP/3 reverse proxy
history-http3-proxy-heading = Reverse proxy en HTTP/3

# en: HTTP/1.1 static files: requests per second by release
history-http1-static = Fichiers statiques en HTTP/1.1 : requêtes par seconde selon la version

# en: HTTPS/1.1 static files: requests per second by release
history-https1-static = Fichiers statiques en HTTPS/1.1 : requêtes par seconde selon la version

# en: HTTP/2 static files: requests per second by release
history-http2-static = Fichiers statiques en HTTP/2 : requêtes par seconde selon la version

# en: HTTP/3 static files: requests per second by release
history-http3-static = Fichiers statiques en HTTP/3 : requêtes par seconde selon la version

# en: HTTP/1.1 reverse proxy: requests per second by release
history-http1-proxy = Reverse proxy en HTTP/1.1 : requêtes par seconde selon la version

# en: HTTPS/1.1 reverse proxy: requests per second by release
history-https1-proxy = Reverse proxy en HTTPS/1.1 : requêtes par seconde selon la version

# en: HTTP/2 reverse proxy: requests per second by release
history-http2-proxy = Reverse proxy en HTTP/2 : requêtes par seconde selon la version

# en: HTTP/3 reverse proxy: requests per second by release
history-http3-proxy = Reverse proxy en HTTP/3 : requêtes par seconde selon la version

# en: Since the previous release
history-changes-heading = Depuis la version précédente

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
    { $subject-pingclair-name } { $series-latest-version } face à { $previous-version }, la version qui la précède, une variation comprise dans les écarts habituels entre séries ne comptant pas : { $moves-rose-count ->
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

# en: These releases were measured under other conditions, so none of their numbers is set against the releases above; the table says which condition differs.
history-apart-intro = Ces versions ont été mesurées dans d’autres conditions : leurs chiffres ne sont pas mis en regard de ceux des versions ci-dessus, et le tableau indique quelle condition diffère.
