### Translations of the messages of content/2026-10-container-matrix.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Performance benchmarks: container matrix, { date-range }
mx-title = Benchmarks de performance : matrice de conteneurs, { date-range }

# en: Reverse proxy, concurrency sweep, static files with dynamic Zstd, access logging, and HTTP/3: Pingclair, nginx, Caddy, and Traefik measured in one container environment, with the full method.
mx-description = Reverse proxy, montée en concurrence, fichiers statiques avec Zstd dynamique, journalisation des accès et HTTP/3 : Pingclair, nginx, Caddy et Traefik mesurés dans un même environnement de conteneurs, méthode complète à l’appui.

# en: Performance numbers mean something only together with the conditions under which they were measured.
mx-lead = Des chiffres de performance n’ont de sens qu’accompagnés des conditions dans lesquelles ils ont été mesurés.

# en: This page records a series of benchmarks run on { date-range-text }, in an { $vm-name } container environment on an { $host-chip } { $host-model }. Pingclair, nginx, Caddy, and Traefik are compared as reverse proxies, as static-file servers with and without dynamic Zstd, with access logging on and off, and over HTTP/3.
mx-intro = Cette page consigne une série de benchmarks menés { date-range-text } dans un environnement de conteneurs { $vm-name }, sur un { $host-model } à puce { $host-chip }. Elle compare Pingclair, nginx, Caddy et Traefik en reverse proxy, en service de fichiers statiques, en compression Zstd dynamique, en journalisation des accès et en HTTP/3.

# en: Every result was obtained under particular hardware, software, and workload conditions. The results describe relative performance inside this test environment; they are not capacity guarantees and do not predict other deployments.
mx-intro-caveat = Chaque résultat a été obtenu dans des conditions précises de matériel, de logiciel et de charge. Ces résultats décrivent la performance relative au sein de cet environnement de test ; ils ne garantissent aucune capacité et ne préjugent pas d’autres déploiements.

# en: Methodology
mx-methodology-heading = Méthodologie

# en: This section records the hardware, the virtual machine, the container setup, the software versions, and the commands that produced the results.
mx-method-intro = Cette section consigne le matériel, la machine virtuelle, la configuration des conteneurs, les versions logicielles et les commandes qui ont produit les résultats.

# en: Every suite shared one virtual machine, one container network, and one set of server images, so that the environment varied as little as possible between them.
mx-method-shared = Toutes les suites de tests ont tourné dans la même machine virtuelle, sur le même réseau de conteneurs et avec un seul jeu cohérent d’images de serveurs, afin de réduire au minimum les écarts dus à l’environnement.

# en: Host and virtual machine
mx-host-and-vm-heading = Hôte et machine virtuelle

# en: **Host:** { $host-model } ({ $host-model-year }), { $host-cores }-core { $host-chip }, { $host-memory-gb } GB of unified memory, running { $host-os }.
mx-host = **Hôte :** { $host-model } ({ $host-model-year }), { $host-chip } à { $host-cores } cœurs, { $host-memory-gb } Go de mémoire unifiée, sous { $host-os }.

# en: **Virtual machine:** { $vm-name } { $vm-version }, Linux kernel { $vm-kernel }, with { $vm-vcpus } vCPUs and { $vm-memory-gb } GB of RAM. The servers under test, the load generators, and the backends all ran inside this Linux VM, and each test run was orchestrated from inside it.
mx-vm = **Machine virtuelle :** { $vm-name } { $vm-version }, noyau Linux { $vm-kernel }, avec { $vm-vcpus } vCPU et { $vm-memory-gb } Go de RAM. Les serveurs testés, les générateurs de charge et les backends tournaient tous dans cette VM Linux, d’où chaque exécution de test était également pilotée.

# en: **Container engine:** { $engine-name } { $engine-version } ({ $vm-name } engine). Every container was attached to a dedicated bridge network, { $engine-network } ({ $engine-subnet }), so client-to-server traffic stayed inside the VM and never crossed an external network.
mx-engine = **Moteur de conteneurs :** { $engine-name } { $engine-version } (moteur fourni par { $vm-name }). Chaque conteneur était rattaché à un réseau bridge dédié, { $engine-network } ({ $engine-subnet }) : le trafic entre client et serveur restait ainsi dans la VM, sans jamais emprunter de réseau externe.

# en: Versions and images
mx-versions-heading = Versions et images

# en: nginx was compiled with these options:
mx-nginx-options = nginx a été compilé avec les options suivantes :

# en: Zstd support came from the third-party module { $nginx-build-zstd-module }, pinned to commit { $nginx-build-zstd-commit }.
mx-nginx-zstd-module = La prise en charge de Zstd provient du module tiers { $nginx-build-zstd-module }, figé au commit { $nginx-build-zstd-commit }.

# en: Container and server configuration
mx-containers-heading = Configuration des conteneurs et des serveurs

# en: Every server container used the { $container-arch } architecture and was limited to { NUMBER($container-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $container-cpus } CPUs
#     } with Docker’s { $container-cpus-option } option.
mx-container-limits =
    Chaque conteneur de serveur utilisait l’architecture { $container-arch } et était limité à { NUMBER($container-cpus) ->
        [1] un cœur
        [2] deux cœurs
        [3] trois cœurs
        [4] quatre cœurs
       *[other] { $container-cpus } cœurs
    } au moyen de l’option { $container-cpus-option } de Docker.

# en: The servers read their configuration, payloads, and TLS certificates from read-only mounts. Logs and the nginx cache each went to a { $container-tmpfs-mb } MB tmpfs mount, which kept disk latency out of the results.
mx-container-mounts = Les fichiers de configuration, les charges utiles de test et les certificats TLS étaient montés en lecture seule. Le répertoire des journaux et le répertoire de cache de nginx disposaient chacun d’un montage tmpfs de { $container-tmpfs-mb } Mo, pour que la latence du stockage persistant n’entre pas dans les mesures.

# en: The containers were started with commands of this shape:
mx-container-command = Les conteneurs étaient lancés par des commandes de cette forme :

# en: Each server kept its default worker or thread configuration instead of being forced into one concurrency model; nginx, for example, used { $nginx-build-worker-processes } and { $nginx-build-worker-connections }.
mx-container-workers = Chaque serveur a conservé sa configuration par défaut de workers ou de threads, plutôt que de se voir imposer un modèle de concurrence unique ; nginx, par exemple, tournait avec { $nginx-build-worker-processes } et { $nginx-build-worker-connections }.

# en: TLS and listening ports
mx-tls-heading = TLS et ports d’écoute

# en: The tests used a self-signed TLS certificate whose common name (CN) is { $tls-cn }, with subject alternative names (SANs) { $tls-san }.
mx-tls-cert = Les tests utilisaient un certificat TLS autosigné dont le nom commun (CN) est { $tls-cn } et dont les noms alternatifs du sujet (SAN) sont { $tls-san }.

# en: HTTPS traffic used TCP port { $tls-port }; the HTTP/3 suite also used UDP port { $tls-port }.
mx-tls-ports = Le trafic HTTPS passait par le port TCP { $tls-port } ; la suite HTTP/3 utilisait en outre le port UDP { $tls-port }.

# en: Static files
mx-payloads-heading = Fichiers statiques

# en: The suites served these payloads:
mx-payloads-intro = Les suites de tests ont servi les charges utiles suivantes :

# en: Reverse-proxy backends
mx-backends-heading = Backends du reverse proxy

# en: The backend was a { $backend-image } container running { NUMBER($backend-instances) ->
#         [1] one Node.js HTTP server instance
#         [2] two Node.js HTTP server instances
#         [3] three Node.js HTTP server instances
#         [4] four Node.js HTTP server instances
#        *[other] { $backend-instances } Node.js HTTP server instances
#     } on TCP ports { $backend-first-port }–{ $backend-last-port }.
mx-backends =
    Le backend était un conteneur { $backend-image } exécutant { NUMBER($backend-instances) ->
        [1] une instance
        [2] deux instances
        [3] trois instances
        [4] quatre instances
       *[other] { $backend-instances } instances
    } de serveur HTTP Node.js, sur les ports TCP { $backend-first-port } à { $backend-last-port }.

# en: Each backend replied with a fixed JSON body of { $backend-response-bytes } bytes and had a listen backlog of { $backend-backlog }.
mx-backends-response = Chaque backend répondait par un corps JSON fixe de { $backend-response-bytes } octets, avec une file d’attente d’écoute (backlog) de { $backend-backlog }.

# en: Every reverse proxy balanced requests round-robin and reused upstream connections: nginx was configured with { $backend-nginx-pool }, Traefik with { $backend-traefik-pool }.
mx-backends-pooling = Chaque reverse proxy répartissait les requêtes à tour de rôle (round-robin) et réutilisait les connexions amont : nginx était configuré avec { $backend-nginx-pool }, Traefik avec { $backend-traefik-pool }.

# en: Connection pooling does not mean the same thing in every implementation, so these settings are approximately comparable targets rather than identical internal behavior.
mx-backends-semantics = La mutualisation des connexions ne recouvre pas exactement la même chose d’une implémentation à l’autre : ces réglages visent des objectifs à peu près comparables, sans garantir un comportement interne identique.

# en: Access logging
mx-logging-config-heading = Journalisation des accès

# en: Access logging was off in every throughput suite except the logging-overhead suite, which compared two configurations:
mx-logging-config = La journalisation des accès était désactivée dans toutes les suites de débit, sauf dans celle qui mesure son surcoût et qui comparait deux configurations :

# en: **A:** access logging off.
mx-logging-a = **A :** journalisation des accès désactivée.

# en: **B:** JSON access logging on, written to a { $container-tmpfs-mb } MB tmpfs.
mx-logging-b = **B :** journalisation des accès au format JSON activée, écrite sur un tmpfs de { $container-tmpfs-mb } Mo.

# en: nginx used { $logging-nginx }; Pingclair used { $logging-pingclair }.
mx-logging-formats = nginx utilisait { $logging-nginx } ; Pingclair, { $logging-pingclair }.

# en: Dynamic Zstd compression
mx-zstd-config-heading = Compression Zstd dynamique

# en: The servers compressed with these settings:
mx-zstd-intro = Les serveurs compressaient avec les réglages suivants :

# en: Zstd configuration
mx-col-zstd = Configuration Zstd

# en: { $row ->
#         [pingclair-main] { $config }, matching the same response types
#         [caddy] { $config }, matching { $match } responses
#        *[other] { $config }
#     }
mx-zstd-config =
    { $row ->
        [pingclair-main] { $config }, appliqué aux mêmes types de réponse
        [caddy] { $config }, appliqué aux réponses { $match }
       *[other] { $config }
    }

# en: Every configuration enabled dynamic Zstd compression, but compression strategy, output size, and CPU cost can differ between implementations.
mx-zstd-differences = Toutes les configurations activaient la compression Zstd dynamique, mais la stratégie de compression, la taille produite et le coût en CPU peuvent varier d’une implémentation à l’autre.

# en: The compression suite therefore compares end-to-end serving throughput under these configurations, not the raw speed of each compression implementation.
mx-zstd-scope = La suite consacrée à la compression compare donc le débit de service de bout en bout avec ces configurations, et non la vitesse brute de chaque implémentation de la compression.

# en: Load generators and commands
mx-load-generators-heading = Générateurs de charge et commandes

# en: HTTP/2
mx-load-http2-heading = HTTP/2

# en: The HTTP/2 benchmarks used h2load from { $h2load-version }, running in a { $h2load-container } container based on { $h2load-base } with { $h2load-package } installed.
mx-h2load = Les benchmarks HTTP/2 reposaient sur h2load, issu de { $h2load-version }, exécuté dans un conteneur { $h2load-container } basé sur { $h2load-base } où était installé { $h2load-package }.

# en: h2load ran in a container of its own, attached to the bridge network that also carried the servers being measured.
mx-h2load-network = h2load tournait dans son propre conteneur, relié au réseau bridge qui desservait aussi les serveurs mesurés.

# en: Fixed-concurrency reverse proxy:
mx-h2load-proxy = Reverse proxy à concurrence fixe :

# en: Static files and logging overhead:
mx-h2load-static = Fichiers statiques et surcoût de la journalisation :

# en: In the static-file suite, { $payloads-index-file }, { $payloads-small-file }, and { $payloads-medium-file } were each fetched in a workload of their own. The { $payloads-index-size } B and { $payloads-small-size } KiB workloads each made { $sampling-static-small-requests } requests; the { $payloads-medium-size } MiB workload made { $sampling-static-large-requests }.
mx-h2load-static-files = Dans la suite de fichiers statiques, { $payloads-index-file }, { $payloads-small-file } et { $payloads-medium-file } étaient chacun demandés dans une charge distincte. Les charges de { $payloads-index-size } o et de { $payloads-small-size } Kio comptaient chacune { $sampling-static-small-requests } requêtes ; celle de { $payloads-medium-size } Mio, { $sampling-static-large-requests }.

# en: The Zstd workloads added this request header:
mx-h2load-zstd = Les charges Zstd ajoutaient cet en-tête de requête :

# en: The concurrency sweep was driven by { $h2load-sweep-script }, which ran this command at each concurrency level:
mx-h2load-sweep = La montée en concurrence était pilotée par { $h2load-sweep-script }, qui lançait cette commande à chaque niveau de concurrence :

# en: The connection count c rose from { $sweep-first } to { $sweep-last } in steps of { $sweep-step }; each point made { $sweep-requests } requests.
mx-h2load-sweep-points = Le nombre de connexions c est passé de { $sweep-first } à { $sweep-last } par pas de { $sweep-step } ; chaque palier comptait { $sweep-requests } requêtes.

# en: HTTP/3
mx-load-http3-heading = HTTP/3

# en: The HTTP/3 benchmarks used { $tquic-vendor }’s { $tquic-client }, built from { $tquic-build } (Cargo package version { $tquic-cargo-version }) with { $tquic-tls }:
mx-tquic = Les benchmarks HTTP/3 reposaient sur { $tquic-client } de { $tquic-vendor }, compilé depuis { $tquic-build } (version { $tquic-cargo-version } du paquet Cargo) avec { $tquic-tls } :

# en: This suite used short-lived QUIC connections: each connection was replaced after a single request, so the benchmark exercises connection setup and teardown over and over.
mx-tquic-connections = Cette suite utilisait des connexions QUIC de courte durée : chaque connexion était remplacée après une seule requête, si bien que le benchmark sollicite sans relâche l’établissement et la fermeture des connexions.

# en: Test orchestration
mx-orchestration-heading = Orchestration des tests

# en: A supervisor container in the Linux VM stepped through the concurrency levels and repeated each measurement.
mx-orchestration = Un conteneur superviseur, dans la VM Linux, parcourait les niveaux de concurrence et répétait chaque mesure.

# en: The supervisor ran { $orchestration-base } with the Docker CLI and reached the Docker engine through a mounted { $orchestration-socket }. It ran each test case, handled retries, and collected results.
mx-orchestration-supervisor = Le superviseur tournait sous { $orchestration-base } avec la CLI Docker et accédait au moteur Docker par un { $orchestration-socket } monté dans le conteneur. Il lançait chaque cas de test, gérait les nouvelles tentatives et rassemblait les résultats.

# en: The macOS host only aggregated the final results; it did not orchestrate individual runs.
mx-orchestration-host = L’hôte macOS se contentait d’agréger les résultats finaux ; il ne pilotait aucune exécution individuelle.

# en: Sampling and result validation
mx-sampling-heading = Échantillonnage et validation des résultats

# en: The suites differ in request counts and repetitions:
mx-sampling-intro = Les suites diffèrent par le nombre de requêtes et de répétitions :

# en: Validity criteria
mx-validity-heading = Critères de validité

# en: In the fixed-concurrency reverse proxy, static file, compression, and logging-overhead suites, only runs in which every request succeeded count. Runs with failed requests were left out of those throughput comparisons.
mx-validity-throughput = Dans les suites reverse proxy à concurrence fixe, fichiers statiques, compression et surcoût de la journalisation, seules comptent les séries dont toutes les requêtes ont abouti. Les séries comportant des requêtes en échec ont été écartées de ces comparaisons de débit.

# en: The concurrency sweep is different: failed runs were kept as diagnostic observations, with their error rates shown beside the throughput. Throughput from those runs is not successful-request throughput.
mx-validity-sweep = La montée en concurrence fait exception : les séries en échec y ont été conservées comme observations de diagnostic, leur taux d’erreur figurant à côté du débit. Le débit de ces séries n’est donc pas un débit de requêtes réussies.

# en: The HTTP/3 suite recorded connection-level failures separately. Its throughput includes the effect of those failures instead of presenting an artificially error-free result.
mx-validity-http3 = La suite HTTP/3 a enregistré à part les échecs survenus au niveau des connexions. Son débit intègre l’effet de ces échecs, plutôt que de présenter un résultat artificiellement exempt d’erreurs.

# en: Correction during testing
mx-correction-heading = Correction en cours de campagne

# en: Early runs showed that nginx’s default { $correction-default } closed connections sooner than intended under high concurrency, which distorted its measurements.
mx-correction-found = Les premières séries ont montré que le réglage par défaut de nginx, { $correction-default }, fermait les connexions plus tôt que voulu sous forte concurrence, ce qui faussait ses mesures.

# en: The nginx configurations were therefore changed to:
mx-correction-fix = Les configurations de nginx ont donc été modifiées ainsi :

# en: The whole nginx benchmark set was then run again. No result from the earlier configuration appears on this page.
mx-correction-rerun = L’ensemble des benchmarks nginx a ensuite été relancé. Aucun résultat issu de l’ancienne configuration ne figure sur cette page.

# en: Results
mx-results-heading = Résultats

# en: Reverse proxy
mx-reverse-proxy-heading = Reverse proxy

# en: This suite used { NUMBER($backend-instances) ->
#         [1] one Node.js backend
#         [2] two Node.js backends
#         [3] three Node.js backends
#         [4] four Node.js backends
#        *[other] { $backend-instances } Node.js backends
#     }, round-robin request distribution, and upstream connection reuse.
mx-proxy-intro =
    Cette suite s’appuyait sur { NUMBER($backend-instances) ->
        [1] un backend Node.js
        [2] deux backends Node.js
        [3] trois backends Node.js
        [4] quatre backends Node.js
       *[other] { $backend-instances } backends Node.js
    }, avec une répartition des requêtes à tour de rôle et la réutilisation des connexions amont.

# en: Fixed-concurrency throughput
mx-fixed-concurrency-heading = Débit à concurrence fixe

# en: The test made { $sampling-proxy-requests } requests over { $sampling-proxy-connections } concurrent connections. Every reported run completed without errors.
mx-fixed-intro = Le test a envoyé { $sampling-proxy-requests } requêtes sur { $sampling-proxy-connections } connexions simultanées. Toutes les séries publiées se sont terminées sans erreur.

# en: { $proxy-leader-label } achieved the highest throughput in this workload.
mx-fixed-leader = Sur cette charge, c’est { $proxy-leader-label } qui a obtenu le débit le plus élevé.

# en: Pingclair main reached about { $proxy-share } of nginx’s throughput, { $proxy-over-v022-standing ->
#         [ahead] roughly { $proxy-over-v022 } more than { $subject-pingclair-v022-version }
#         [behind] roughly { $proxy-over-v022 } less than { $subject-pingclair-v022-version }
#        *[even] about the same as { $subject-pingclair-v022-version } ({ $proxy-over-v022 } apart)
#     }. Against Traefik, Pingclair main delivered about { $proxy-vs-traefik } times the throughput.
mx-fixed-comparison =
    Pingclair main a atteint environ { $proxy-share } du débit de nginx, { $proxy-over-v022-standing ->
        [ahead] soit environ { $proxy-over-v022 } de plus que { $subject-pingclair-v022-version }
        [behind] soit environ { $proxy-over-v022 } de moins que { $subject-pingclair-v022-version }
       *[even] à peu près autant que { $subject-pingclair-v022-version } (écart de { $proxy-over-v022 })
    }. Il a par ailleurs obtenu environ { $proxy-vs-traefik } fois le débit de Traefik.

# en: These differences hold only for the tested backend, connection settings, and CPU limits; they do not generalize to every reverse-proxy workload.
mx-fixed-scope = Ces écarts ne valent que pour le backend, les réglages de connexion et les limites CPU testés ; ils ne se généralisent pas à toutes les charges de reverse proxy.

# en: Concurrency sweep
mx-concurrency-sweep-heading = Montée en concurrence

# en: The table shows { NUMBER($sweep-points-total) ->
#         [1] one representative point
#         [2] two representative points
#         [3] three representative points
#         [4] four representative points
#         [5] five representative points
#        *[other] { $sweep-points-total } representative points
#     } of the sweep. Throughput is in req/s, with the request error rate in parentheses; a cell without one means every request of that run succeeded.
mx-sweep-intro =
    Le tableau présente { NUMBER($sweep-points-total) ->
        [1] un palier représentatif
        [2] deux paliers représentatifs
        [3] trois paliers représentatifs
        [4] quatre paliers représentatifs
        [5] cinq paliers représentatifs
       *[other] { $sweep-points-total } paliers représentatifs
    } de la montée en concurrence. Le débit y est exprimé en req/s, suivi entre parenthèses du taux d’erreur des requêtes ; une cellule sans parenthèses signifie que toutes les requêtes de la série ont abouti.

# en: With roughly { $sweep-low-connections } connections open, nginx and the two Pingclair versions { $sweep-low-fast-close ->
#         [yes] each served close to { $sweep-low-fast } req/s
#        *[no] served between { $sweep-low-fast-low } and { $sweep-low-fast-high } req/s
#     }; Traefik stayed near { $sweep-low-traefik } req/s.
mx-sweep-low =
    Avec environ { $sweep-low-connections } connexions ouvertes, nginx et les deux versions de Pingclair { $sweep-low-fast-close ->
        [yes] servaient chacun près de { $sweep-low-fast } req/s
       *[no] servaient entre { $sweep-low-fast-low } et { $sweep-low-fast-high } req/s
    } ; Traefik restait vers { $sweep-low-traefik } req/s.

# en: As concurrency rose, throughput fell for every implementation, and some of them saw large connection or request failure rates.
mx-sweep-decline = À mesure que la concurrence augmentait, le débit a baissé pour toutes les implémentations, et certaines ont connu des taux élevés d’échec de connexion ou de requête.

# en: These results were shaped by the { NUMBER($container-cpus) ->
#         [1] one-CPU
#         [2] two-CPU
#         [3] three-CPU
#         [4] four-CPU
#        *[other] { $container-cpus }-CPU
#     } container limit, the VM’s { $vm-memory-gb } GB of memory, and the resources used on both the client and the server side; the decline cannot be attributed to the server implementation alone.
mx-sweep-limits =
    Ces résultats sont tributaires de la limite de { NUMBER($container-cpus) ->
        [1] un cœur
        [2] deux cœurs
        [3] trois cœurs
        [4] quatre cœurs
       *[other] { $container-cpus } cœurs
    } imposée au conteneur, des { $vm-memory-gb } Go de mémoire de la VM et des ressources consommées côté client comme côté serveur ; la baisse ne peut pas être imputée à la seule implémentation du serveur.

# en: { $sweep-clean-at-max-count ->
#         [0] No tested version completed the { $row-9901-connections }-connection run without errors.
#         [1] Notably, { $sweep-clean-at-max } was the only tested version to complete the { $row-9901-connections }-connection run without errors.
#        *[other] { $sweep-clean-at-max } completed the { $row-9901-connections }-connection run without errors.
#     }
mx-sweep-clean =
    { $sweep-clean-at-max-count ->
        [0] Aucune des versions testées n’a terminé la série à { $row-9901-connections } connexions sans erreur.
        [1] Fait notable, { $sweep-clean-at-max } est la seule version testée à avoir terminé la série à { $row-9901-connections } connexions sans erreur.
       *[other] { $sweep-clean-at-max } ont terminé la série à { $row-9901-connections } connexions sans erreur.
    }

# en: Pingclair main, by contrast, recorded error rates of { $sweep-main-errors-5001 } and { $sweep-main-errors-9901 } at { $row-5001-connections } and { $row-9901-connections } connections.
mx-sweep-main-errors = Pingclair main, à l’inverse, a enregistré des taux d’erreur de { $sweep-main-errors-5001 } à { $row-5001-connections } connexions et de { $sweep-main-errors-9901 } à { $row-9901-connections } connexions.

# en: { $sweep-low-main-standing ->
#         [ahead] Although the development version had higher throughput at moderate concurrency, it was much less stable than { $subject-pingclair-v022-version } under extreme connection pressure.
#         [behind] The development version trailed { $subject-pingclair-v022-version } at moderate concurrency and was much less stable than it under extreme connection pressure.
#        *[even] The development version kept pace with { $subject-pingclair-v022-version } at moderate concurrency, yet it was much less stable under extreme connection pressure.
#     }
mx-sweep-stability =
    { $sweep-low-main-standing ->
        [ahead] Si la version de développement affichait un débit supérieur à concurrence modérée, elle s’est montrée nettement moins stable que { $subject-pingclair-v022-version } sous une pression extrême sur les connexions.
        [behind] La version de développement restait derrière { $subject-pingclair-v022-version } à concurrence modérée et s’est montrée nettement moins stable qu’elle sous une pression extrême sur les connexions.
       *[even] La version de développement suivait le rythme de { $subject-pingclair-v022-version } à concurrence modérée, mais s’est montrée nettement moins stable sous une pression extrême sur les connexions.
    }

# en: Follow-up investigation: { $followup-date }
mx-follow-up-heading = Analyse complémentaire du { $followup-date }

# en: To look into this difference, the { $row-5001-connections }- and { $row-9901-connections }-connection tests were repeated for both Pingclair versions, again with { $sweep-requests } requests per run.
mx-followup-intro = Pour examiner cet écart, les tests à { $row-5001-connections } et à { $row-9901-connections } connexions ont été refaits pour les deux versions de Pingclair, toujours avec { $sweep-requests } requêtes par série.

# en: Every failure seen with main happened at the connection layer; no HTTP 5xx response was recorded.
mx-followup-layer = Tous les échecs observés avec main sont survenus au niveau des connexions ; aucune réponse HTTP 5xx n’a été enregistrée.

# en: { $followup-v022-clean-quantifier ->
#         [all] { $subject-pingclair-v022 } completed all { $sweep-requests } requests at both concurrency levels without errors.
#         [none] { $subject-pingclair-v022 } recorded request errors at both concurrency levels as well.
#        *[some] { $subject-pingclair-v022 } completed every request only at { $followup-v022-clean } connections.
#     }
mx-followup-clean =
    { $followup-v022-clean-quantifier ->
        [all] Avec { $subject-pingclair-v022 }, les { $sweep-requests } requêtes ont toutes abouti sans erreur aux deux niveaux de concurrence.
        [none] { $subject-pingclair-v022 } a lui aussi enregistré des erreurs de requête aux deux niveaux de concurrence.
       *[some] { $subject-pingclair-v022 } n’a mené toutes ses requêtes à terme qu’à { $followup-v022-clean } connexions.
    }

# en: The follow-up reproduced the same version-dependent behavior, so the first observation was not a one-off.
mx-followup-reproduced = L’analyse complémentaire a reproduit le même comportement propre à chaque version : la première observation n’était donc pas un accident isolé.

# en: The cause is not yet known. Further work will look at connection handling, resource limits, and the changes made between the two versions.
mx-followup-next = La cause reste inconnue. Les prochaines investigations porteront sur la gestion des connexions, les limites de ressources et les modifications intervenues entre les deux versions.

# en: Static files and dynamic Zstd
mx-static-files-heading = Fichiers statiques et Zstd dynamique

# en: This suite compared serving throughput across file sizes and content encodings.
mx-static-intro = Cette suite a comparé le débit de service selon la taille des fichiers et l’encodage du contenu.

# en: The { $payloads-index-size } B and { $payloads-small-size } KiB workloads made { $sampling-static-small-requests } requests per run and the { $payloads-medium-size } MiB workload { $sampling-static-large-requests }. Each result is the median of { NUMBER($runs-static) ->
#         [1] a single run
#         [2] two runs
#         [3] three runs
#         [4] four runs
#        *[other] { $runs-static } runs
#     }, and every reported run completed without request failures.
mx-static-requests =
    Les charges de { $payloads-index-size } o et de { $payloads-small-size } Kio comptaient { $sampling-static-small-requests } requêtes par série, celle de { $payloads-medium-size } Mio, { $sampling-static-large-requests }. Chaque résultat est la médiane de { NUMBER($runs-static) ->
        [1] une seule série
        [2] deux séries
        [3] trois séries
        [4] quatre séries
       *[other] { $runs-static } séries
    }, et toutes les séries publiées se sont terminées sans échec de requête.

# en: For Pingclair main specifically:
mx-static-main = Pour Pingclair main en particulier :

# en: Few workloads in this benchmark set the servers as far apart as dynamic Zstd compression did. The size of that lead moved with the payload: file size, compression settings, and the number of bytes that finally crossed the wire all changed it.
mx-static-zstd = Peu de charges de ce benchmark ont autant séparé les serveurs que la compression Zstd dynamique. L’ampleur de cette avance suivait la charge utile : taille du fichier, réglages de compression et nombre d’octets réellement transmis la faisaient varier.

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
            Sur le test { $payloads-medium-size } Mio + Zstd, { $subject-pingclair-v022 } a atteint { $zstd-2m-v022 } req/s, contre { $zstd-2m-main } req/s pour main, soit un écart d’environ { $zstd-2m-gap } par rapport à { $subject-pingclair-v022-version }. { $zstd-smaller-behind-count ->
                [0] Ce résultat tranche avec ceux des fichiers plus petits, où main n’était jamais derrière, et mérite un examen approfondi.
               *[other] Main était aussi derrière avec certains fichiers plus petits ({ $zstd-smaller-behind }).
            }
        [ahead] Sur le test { $payloads-medium-size } Mio + Zstd, Pingclair main a atteint { $zstd-2m-main } req/s, contre { $zstd-2m-v022 } req/s pour { $subject-pingclair-v022-version }, soit environ { $zstd-2m-gap } de plus.
       *[even] Sur le test { $payloads-medium-size } Mio + Zstd, les deux versions de Pingclair sont restées pratiquement à égalité ({ $zstd-2m-main } et { $zstd-2m-v022 } req/s).
    }

# en: These measurements cover complete HTTP response processing (encoding, transfer, and server overhead); they do not measure Zstd compression speed in isolation.
mx-static-scope = Ces mesures portent sur le traitement complet des réponses HTTP (encodage, transfert et surcoût du serveur) ; elles ne mesurent pas isolément la vitesse de compression de Zstd.

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
        [one] { $static-absent-no-static-server } n’y figure pas : il ne dispose pas de son propre serveur de fichiers statiques.
        [many] { $static-absent-no-static-server } n’y figurent pas : ils ne disposent pas de leur propre serveur de fichiers statiques.
       *[other] { $static-absent-no-static-server } n’y figurent pas : ils ne disposent pas de leur propre serveur de fichiers statiques.
    }{ $static-absent-unexplained-count ->
        [0] { "" }
        [one] { " " }{ $static-absent-unexplained } n’a pas de résultat dans cette suite.
        [many] { " " }{ $static-absent-unexplained } n’ont pas de résultat dans cette suite.
       *[other] { " " }{ $static-absent-unexplained } n’ont pas de résultat dans cette suite.
    }

# en: Access logging overhead (telemetry tax)
mx-access-logging-heading = Surcoût de la journalisation des accès (le prix de la télémétrie)

# en: Troubleshooting and traffic analysis depend on access logs, yet each record still has to be formatted and written, which costs resources of its own.
mx-logging-intro = Le dépannage et l’analyse du trafic reposent sur les journaux d’accès ; or chaque entrée doit encore être mise en forme puis écrite, ce qui a son propre coût.

# en: Here one { $payloads-index-size } B static file was served in two configurations: access logging off (A), and a JSON access log line written per request (B). Logs went to a memory-backed tmpfs to keep persistent storage I/O out of the picture. Results are medians of { NUMBER($runs-logging) ->
#         [1] a single run
#         [2] two runs
#         [3] three runs
#         [4] four runs
#        *[other] { $runs-logging } runs
#     }, in req/s.
mx-logging-setup =
    Un même fichier statique de { $payloads-index-size } o était servi dans deux configurations : journalisation des accès désactivée (A), puis une ligne de journal JSON écrite à chaque requête (B). Les journaux étaient écrits sur un tmpfs en mémoire, afin de tenir à l’écart les E/S du stockage persistant. Les résultats sont des médianes de { NUMBER($runs-logging) ->
        [1] une seule série
        [2] deux séries
        [3] trois séries
        [4] quatre séries
       *[other] { $runs-logging } séries
    }, en req/s.

# en: Throughput retained = throughput with logging on ÷ throughput with logging off.
mx-logging-formula = Débit conservé = débit avec journalisation ÷ débit sans journalisation.

# en: { $retention-best-label } had the lowest relative logging overhead in this workload{ $retention-best ->
#         [nginx] , keeping about { $retention-nginx } of its baseline throughput
#        *[other] { "" }
#     }.
mx-logging-best =
    Sur cette charge, c’est { $retention-best-label } qui a subi le surcoût relatif de journalisation le plus faible{ $retention-best ->
        [nginx] , en conservant environ { $retention-nginx } de son débit de référence
       *[other] { "" }
    }.

# en: Pingclair main kept about { $retention-main }, against { $retention-v022 } for { $subject-pingclair-v022-version }: { $retention-gain-standing ->
#         [behind] about { $retention-gain } percentage points less.
#         [even] about the same ({ $retention-gain } percentage points apart).
#        *[ahead] an improvement of roughly { $retention-gain } percentage points.
#     }
mx-logging-versions =
    Pingclair main a conservé environ { $retention-main } de son débit, contre { $retention-v022 } pour { $subject-pingclair-v022-version }, { $retention-gain-standing ->
        [behind] soit environ { $retention-gain } points de pourcentage de moins.
        [even] soit un niveau comparable (écart de { $retention-gain } points de pourcentage).
       *[ahead] soit un gain d’environ { $retention-gain } points de pourcentage.
    }

# en: In terms of lost throughput, the logging overhead went from about { $loss-v022 } in { $subject-pingclair-v022-version } to { $loss-main } in main: under these conditions, the development version appears to write JSON access logs more efficiently.
mx-logging-loss = En perte de débit, le surcoût de la journalisation est passé d’environ { $loss-v022 } avec { $subject-pingclair-v022-version } à { $loss-main } avec main : dans ces conditions, la version de développement semble écrire plus efficacement ses journaux d’accès JSON.

# en: In absolute terms, Pingclair main sustained { $logging-main-json } req/s with JSON logging on, about { $logging-vs-nginx } times nginx’s throughput in the same test.
mx-logging-absolute = En valeur absolue, Pingclair main a tenu { $logging-main-json } req/s avec la journalisation JSON activée, soit environ { $logging-vs-nginx } fois le débit de nginx dans le même test.

# en: Because logs went to tmpfs, these results leave out the extra cost of persistent disk writes, remote log collection, and log rotation under sustained load.
mx-logging-tmpfs = Les journaux étant écrits sur tmpfs, ces résultats n’incluent pas le coût supplémentaire des écritures sur disque persistant, de la collecte des journaux à distance ni de leur rotation sous charge soutenue.

# en: { $logging-absent-count ->
#         [0] { "" }
#        *[other] { $logging-absent } did not take part in this suite.
#     }
mx-logging-absent =
    { $logging-absent-count ->
        [0] { "" }
        [one] { $logging-absent } n’a pas pris part à cette suite.
        [many] { $logging-absent } n’ont pas pris part à cette suite.
       *[other] { $logging-absent } n’ont pas pris part à cette suite.
    }

# en: HTTP/3 (experimental)
mx-http3-heading = HTTP/3 (expérimental)

# en: The HTTP/3 suite fetched a { $payloads-index-size } B static file over short-lived QUIC connections and reported the throughput reached. Each run lasted { $tquic-seconds } seconds.
mx-http3-intro = La suite HTTP/3 demandait un fichier statique de { $payloads-index-size } o sur des connexions QUIC de courte durée et relevait le débit atteint. Chaque série durait { $tquic-seconds } secondes.

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
    Pingclair et Caddy ont été mesurés { NUMBER($h3-runs) ->
        [1] une fois
        [2] deux fois
        [3] trois fois
       *[other] { $h3-runs } fois
    } chacun ; les résultats de nginx variant davantage d’une série à l’autre, il a fait l’objet de { NUMBER($h3-runs-nginx) ->
        [1] une seule série
        [2] deux séries
        [3] trois séries
        [4] quatre séries
        [5] cinq séries
        [6] six séries
       *[other] { $h3-runs-nginx } séries
    }. Le tableau donne le débit médian en req/s.

# en: { $h3-versions-close ->
#         [yes] The two Pingclair versions delivered nearly identical HTTP/3 throughput, less than { $h3-versions-close-limit } apart.
#        *[no] The two Pingclair versions differed by more than { $h3-versions-close-limit } in HTTP/3 throughput.
#     }
mx-http3-versions =
    { $h3-versions-close ->
        [yes] Les deux versions de Pingclair ont offert un débit HTTP/3 quasiment identique, avec moins de { $h3-versions-close-limit } d’écart.
       *[no] L’écart de débit HTTP/3 entre les deux versions de Pingclair dépasse { $h3-versions-close-limit }.
    }

# en: Under this workload, Pingclair main achieved about { $h3-vs-nginx } times nginx’s throughput and { $h3-vs-caddy } times Caddy’s.
mx-http3-ratios = Sur cette charge, Pingclair main a atteint environ { $h3-vs-nginx } fois le débit de nginx et { $h3-vs-caddy } fois celui de Caddy.

# en: Every completed HTTP request succeeded. { $h3-failing-quantifier ->
#         [none] No connection failed either.
#        *[some] { $h3-failing } had a small number of connection-level failures in some runs, up to about { $h3-failures-max } of connections; their effect on throughput is part of the reported results.
#     }
mx-http3-failures =
    Toutes les requêtes HTTP menées à terme ont abouti. { $h3-failing-quantifier ->
        [none] Aucune connexion n’a échoué non plus.
       *[some] { $h3-failing } a toutefois connu quelques échecs au niveau des connexions lors de certaines séries, jusqu’à environ { $h3-failures-max } des connexions ; leur effet sur le débit est compris dans les résultats publiés.
    }

# en: Workload characteristics
mx-http3-workload-heading = Nature de la charge

# en: Each QUIC connection carried a single request before the client closed it and opened another. What the benchmark mostly measures is therefore the combined cost of QUIC connection setup, TLS handshakes, teardown, and HTTP/3 request processing, not the throughput a long-lived QUIC connection can sustain.
mx-http3-workload = Le client ouvrait une connexion QUIC, menait une requête à terme, puis ouvrait une nouvelle connexion pour la suivante. Le benchmark mesure donc surtout le coût cumulé de l’établissement des connexions QUIC, des poignées de main TLS, de la fermeture des connexions et du traitement des requêtes HTTP/3 ; il ne reflète pas le débit soutenu sur des connexions QUIC de longue durée.

# en: With the { $tquic-client } version used here, the { $tquic-essential-option } option was essential: without it the client stopped after its first request instead of running for the whole measurement period. Setting it let { $tquic-duration-option } govern the full { $tquic-seconds }-second window.
mx-http3-option = Avec la version de { $tquic-client } utilisée ici, l’option { $tquic-essential-option } était indispensable : sans elle, le client s’arrêtait après sa première requête au lieu de tourner pendant toute la période de mesure. Grâce à elle, c’est bien { $tquic-duration-option } qui fixait la fenêtre complète de { $tquic-seconds } secondes.

# en: The HTTP/3 figures are still experimental. How much throughput is reached depends on the load generator, the QUIC stack, and how UDP behaves inside the { $vm-name } container network, so the ratios apply to this environment and workload alone.
mx-http3-experimental = Les résultats HTTP/3 restent expérimentaux. Le débit absolu dépend du générateur de charge, de l’implémentation de QUIC et du comportement d’UDP dans le réseau de conteneurs { $vm-name } : les ratios ne valent que pour cet environnement et cette charge.

# en: Scope and limitations
mx-scope-heading = Portée et limites

# en: Containerized and virtualized environment
mx-scope-environment-heading = Environnement conteneurisé et virtualisé

# en: All measurements were taken inside an { $vm-name } Linux VM on a { $host-model } with an { $host-chip } processor and { $host-memory-gb } GB of memory. They say nothing definite about absolute performance on native Linux, FreeBSD, macOS, or other machines, and they do not guarantee capacity in production.
mx-scope-vm = Toutes les mesures ont été prises dans une VM Linux { $vm-name } sur un { $host-model } doté d’un processeur { $host-chip } et de { $host-memory-gb } Go de mémoire. Elles n’établissent pas de performance absolue sous Linux natif, FreeBSD, macOS ou sur un autre matériel, et ne constituent pas des garanties de capacité en production.

# en: CPU limits and concurrency models
mx-scope-cpu-heading = Limites CPU et modèles de concurrence

# en: Each server container was limited to { NUMBER($container-cpus) ->
#         [1] one CPU
#         [2] two CPUs
#         [3] three CPUs
#         [4] four CPUs
#        *[other] { $container-cpus } CPUs
#     } but kept its own default worker and thread configuration. Because scheduling, concurrency models, and resource management differ, the relative ranking may change with other CPU limits or hardware.
mx-scope-cpu =
    Chaque conteneur de serveur était limité à { NUMBER($container-cpus) ->
        [1] un cœur
        [2] deux cœurs
        [3] trois cœurs
        [4] quatre cœurs
       *[other] { $container-cpus } cœurs
    }, mais gardait sa propre configuration par défaut de workers et de threads. Comme l’ordonnancement, les modèles de concurrence et la gestion des ressources diffèrent d’un serveur à l’autre, le classement relatif peut changer avec d’autres limites CPU ou un autre matériel.

# en: High-concurrency sweep
mx-scope-sweep-heading = Montée en forte concurrence

# en: Each sweep point made only { $sweep-requests } requests and was measured { NUMBER($runs-sweep) ->
#         [one] once
#        *[other] { $runs-sweep } times
#     }. At several thousand concurrent connections that is few requests per connection, so these results say more about behavior under extreme connection pressure than about long-term steady-state throughput.
mx-scope-sweep =
    Chaque palier ne comptait que { $sweep-requests } requêtes et a été mesuré { NUMBER($runs-sweep) ->
        [one] une seule fois
        [many] { $runs-sweep } fois
       *[other] { $runs-sweep } fois
    }. À plusieurs milliers de connexions simultanées, cela fait peu de requêtes par connexion : ces résultats renseignent donc davantage sur le comportement sous une pression extrême sur les connexions que sur le débit en régime établi sur la durée.

# en: Connection failures can also come from limits of the load generator, the container network, or the operating system; error rates alone do not establish a root cause on the server side.
mx-scope-sweep-failures = Les échecs de connexion peuvent aussi venir des limites du générateur de charge, du réseau de conteneurs ou du système d’exploitation ; les taux d’erreur ne suffisent pas, à eux seuls, à établir une cause première côté serveur.

# en: Compression settings
mx-scope-compression-heading = Réglages de compression

# en: Each server used its own Zstd implementation with the settings listed above. As strategies and output sizes may differ, the Zstd results compare complete serving paths, not compression algorithms doing identical work.
mx-scope-zstd = Chaque serveur utilisait sa propre implémentation de Zstd, avec les réglages indiqués plus haut. Comme les stratégies et les tailles produites peuvent différer, les résultats Zstd comparent des chaînes de service complètes, et non des algorithmes de compression effectuant un travail identique.

# en: HTTP/3 workload
mx-scope-http3-heading = Charge HTTP/3

# en: Short-lived QUIC connections were all the HTTP/3 suite used. Other HTTP/3 patterns (long-lived connections, many multiplexed streams, real wide-area networks) fall outside its results, and packet loss, round-trip time, and bandwidth were never varied.
mx-scope-http3 = La suite HTTP/3 utilisait des connexions QUIC de courte durée. Ses résultats ne couvrent pas tous les usages de HTTP/3 (connexions de longue durée, multiplexage intensif de flux, véritables réseaux étendus), et le benchmark n’a fait varier ni la perte de paquets, ni le temps aller-retour, ni la bande passante.

# en: Excluded comparisons
mx-scope-excluded-heading = Comparaisons exclues

# en: The table lists the servers left out of each suite, with the reason wherever one was recorded. A missing result says nothing about performance.
mx-scope-excluded = Le tableau indique les serveurs absents de chaque suite, avec la raison chaque fois qu’elle a été consignée. L’absence d’un résultat ne dit rien des performances.

# en: Not measured
mx-col-not-measured = Non mesurés

# en: { $servers }
mx-absent-servers = { $servers }

# en: Why
mx-col-why = Raison

# en: { $reason ->
#         [no-static-server] no static-file server of its own
#         [not-in-suite] not part of this suite
#         [not-measured] not measured in this campaign
#        *[unexplained] no reason recorded
#     }
mx-absent-why =
    { $reason ->
        [no-static-server] pas de serveur de fichiers statiques propre
        [not-in-suite] hors de cette série de tests
        [not-measured] non mesuré dans cette campagne
       *[unexplained] raison non consignée
    }

# en: Version snapshots
mx-scope-versions-heading = Instantanés de versions

# en: This page records measurements taken on { date-range-text }, with the listed releases and development commit. Later fixes or improvements do not change these results retroactively; any conclusion about newer versions needs new measurements.
mx-scope-versions = Cette page consigne des mesures prises { date-range-text } avec les versions publiées et le commit de développement indiqués. Des correctifs ou améliorations ultérieurs ne modifient pas rétroactivement ces résultats ; toute conclusion sur des versions plus récentes exige de nouvelles mesures.

# en: Methodology and sources
mx-sources-heading = Méthodologie et sources

# en: The Pingclair repository holds the general rules for benchmarking it, the validity checks, and the tools that support them, as well as this page’s own method: its environment, the versions tested, the container setup, and the commands. { $sources-public ->
#         [true] Both documents are public: [the local container matrix]({ $sources-matrix-url }), for this page’s method, and [the benchmark methodology]({ $sources-methodology-url }), for the general rules and validity checks.
#        *[other] This page’s method is in { $sources-matrix }, and the general rules and validity checks are in { $sources-methodology }. The repository’s public address is not recorded for these pages yet, so they name the files rather than link to them.
#     }
mx-sources =
    Le dépôt de Pingclair réunit les règles générales de ses benchmarks, les contrôles de validité et les outils qui les accompagnent, ainsi que la méthode propre à cette page : son environnement, les versions testées, la configuration des conteneurs et les commandes. { $sources-public ->
        [true] Ces deux documents sont publics : [la matrice de conteneurs locale]({ $sources-matrix-url }), pour la méthode de cette page, et [la méthodologie des benchmarks]({ $sources-methodology-url }), pour les règles générales et les contrôles de validité.
       *[other] La méthode de cette page se trouve dans { $sources-matrix }, et les règles générales et les contrôles de validité dans { $sources-methodology }. L’adresse publique de ce dépôt n’est pas encore consignée pour ces pages : elles nomment donc les fichiers au lieu d’y renvoyer.
    }

# en: Every figure on this page is a measurement taken under the stated versions, hardware, and workloads. Compare results only under equivalent conditions; before combining them with figures from other platforms, versions, or workloads, account for what differs.
mx-sources-conditions = Chaque chiffre de cette page est une mesure prise avec les versions, le matériel et les charges indiqués. Ne comparez des résultats que dans des conditions équivalentes ; des résultats obtenus sur d’autres plateformes, versions ou charges ne doivent pas être combinés sans tenir compte de ces différences.

# en: Component
mx-col-component = Composant

# en: Version
mx-col-version = Version

# en: Image and build
mx-col-image = Image et compilation

# en: { $row ->
#         [pingclair-main] { $image }; built from source with { $rust } using { $build }
#         [pingclair-v022] { $image }; the official { $artifact } release binary, checked against { $checksums }
#         [nginx] { $image }; built from the official source with { $openssl }, { $compiler }, and the Zstd module
#        *[other] official image { $image }
#     }
mx-image =
    { $row ->
        [pingclair-main] { $image } ; compilé depuis les sources avec { $rust }, via { $build }
        [pingclair-v022] { $image } ; binaire officiel { $artifact } de la version publiée, contrôlé à l’aide de { $checksums }
        [nginx] { $image } ; compilé depuis les sources officielles avec { $openssl }, { $compiler } et le module Zstd
       *[other] image officielle { $image }
    }

# en: File
mx-col-file = Fichier

# en: Size
mx-col-size = Taille

# en: { $size } { $unit ->
#         [KiB] KiB
#         [MiB] MiB
#        *[B] B
#     }
mx-payload-size =
    { $size } { $unit ->
        [KiB] Kio
        [MiB] Mio
       *[B] o
    }

# en: Server
mx-col-server = Serveur

# en: Benchmark
mx-col-suite = Suite de tests

# en: Measurement
mx-col-measurement = Mesure

# en: { $row ->
#         [proxy] Fixed-concurrency reverse proxy
#         [sweep] Concurrency sweep
#         [static] Static files and Zstd
#         [logging] Access logging overhead
#        *[http3] HTTP/3
#     }
mx-suite =
    { $row ->
        [proxy] Reverse proxy à concurrence fixe
        [sweep] Montée en concurrence
        [static] Fichiers statiques et Zstd
        [logging] Surcoût de la journalisation des accès
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
        [proxy]
            { $connections } connexions, { $requests } requêtes, { $runs-proxy } { NUMBER($runs-proxy) ->
                [one] série
                [many] séries
               *[other] séries
            }
        [sweep]
            { $sweep-requests } requêtes par palier, { $runs-sweep } { NUMBER($runs-sweep) ->
                [one] série
                [many] séries
               *[other] séries
            } par palier
        [static] { $runs-static } séries, médiane retenue
        [logging] { $runs-logging } séries, médiane retenue
       *[http3] Pingclair et Caddy { $h3-runs } séries, nginx { $h3-runs-nginx } ; médiane retenue
    }

# en: Reverse proxy, fixed concurrency: requests per second
mx-proxy-caption = Reverse proxy à concurrence fixe : requêtes par seconde

# en: req/s
mx-col-rps = req/s

# en: Concurrency sweep: req/s (error rate)
mx-sweep-caption = Montée en concurrence : req/s (taux d’erreur)

# en: Connections
mx-col-connections = Connexions

# en: { $connections }
mx-connections = { $connections }

# en: Follow-up: request error rate
mx-followup-caption = Analyse complémentaire : taux d’erreur des requêtes

# en: { $version } error rate
mx-col-error-rate = Taux d’erreur ({ $version })

# en: Static files and dynamic Zstd: requests per second
mx-static-caption = Fichiers statiques et Zstd dynamique : requêtes par seconde

# en: { $size } { $unit }{ $encoding ->
#         [zstd] { " " }+ Zstd
#        *[identity] { " " }(identity)
#     }
mx-static-row =
    { $size } { $unit ->
        [B] o
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }{ $encoding ->
        [zstd] { " " }+ Zstd
       *[identity] { " " }(sans compression)
    }

# en: { $static-leads ->
#         [all] Pingclair achieved the highest throughput in every static-file workload of this suite.
#         [all-or-near] Pingclair achieved the highest, or nearly the highest, throughput in every static-file workload of this suite.
#         [some] Pingclair achieved the highest throughput in some of the static-file workloads of this suite.
#        *[none] Pingclair did not achieve the highest throughput in any static-file workload of this suite.
#     }
mx-static-leads =
    { $static-leads ->
        [all] Pingclair a obtenu le débit le plus élevé sur toutes les charges de fichiers statiques de cette suite.
        [all-or-near] Pingclair a obtenu le débit le plus élevé, ou presque, sur toutes les charges de fichiers statiques de cette suite.
        [some] Pingclair a obtenu le débit le plus élevé sur une partie des charges de fichiers statiques de cette suite.
       *[none] Pingclair n’a obtenu le débit le plus élevé sur aucune des charges de fichiers statiques de cette suite.
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
        [all] Pingclair main a lui-même obtenu le débit le plus élevé sur chacune d’elles.
       *[some]
            Pingclair main était lui-même en tête sur { NUMBER($static-main-leads-led-count) ->
                [0] aucune
                [1] une
                [2] deux
                [3] trois
                [4] quatre
                [5] cinq
                [6] six
               *[other] { $static-main-leads-led-count }
            } des { NUMBER($static-main-leads-rows-count) ->
                [1] une
                [2] deux
                [3] trois
                [4] quatre
                [5] cinq
                [6] six
               *[other] { $static-main-leads-rows-count }
            } charges{ NUMBER($static-main-leads-near-count) ->
                [0] { "" }
               *[other]
                    { NUMBER($static-main-leads-trailing-count) ->
                        [0] { " " }et
                       *[other] ,
                    } à peu près à égalité sur { $static-main-leads-near-items }
            }{ NUMBER($static-main-leads-trailing-count) ->
                [0] { "" }
               *[other]
                    { NUMBER($static-main-leads-near-count) ->
                        [0] { " " }et
                       *[other] , et
                    } derrière sur { $static-main-leads-trailing-items }
            }.
    }

# en: { $size } { $unit }{ $encoding ->
#         [zstd] { " " }+ Zstd
#        *[identity] , identity encoding
#     } ({ $gap } { $standing ->
#         [near] from
#        *[trailing] behind
#     } { $other })
mx-static-main-row =
    { $size } { $unit ->
        [B] o
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }{ $encoding ->
        [zstd] { " " }+ Zstd
       *[identity] { " " }sans compression
    } ({ $standing ->
        [near] à { $gap } de { $other }
       *[trailing] { $gap } de moins que { $other }
    })

# en: **{ $size } { $unit }{ $encoding ->
#         [zstd] { " " }+ Zstd
#        *[identity] , identity encoding
#     }:** about { $vs-nginx } nginx and { $vs-caddy } Caddy.
mx-static-multiple = **{ $size } { $unit ->
        [B] o
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }{ $encoding ->
        [zstd] { " " }+ Zstd
       *[identity] , sans compression
    } :** environ { $vs-nginx } le débit de nginx et { $vs-caddy } celui de Caddy.

# en: Access logging overhead: requests per second and throughput retained
mx-logging-caption = Surcoût de la journalisation des accès : requêtes par seconde et débit conservé

# en: { $condition ->
#         [A] A: no logging
#        *[B] B: JSON logging
#     }
mx-col-logging =
    { $condition ->
        [A] A : sans journalisation
       *[B] B : journalisation JSON
    }

# en: Throughput retained
mx-col-retained = Débit conservé

# en: HTTP/3, short-lived QUIC connections: requests per second
mx-http3-caption = HTTP/3, connexions QUIC de courte durée : requêtes par seconde
