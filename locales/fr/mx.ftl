## Matrice de conteneurs d’octobre 2026 : Pingclair main et v0.2.2 face à
## nginx, Caddy et Traefik.

mx-title = Benchmarks de performance : matrice de conteneurs, { date-range }
mx-description = Reverse proxy, montée en concurrence, fichiers statiques avec Zstd dynamique, journalisation des accès et HTTP/3 : Pingclair, nginx, Caddy et Traefik mesurés dans un même environnement de conteneurs, méthode complète à l’appui.

mx-lead = Des chiffres de performance n’ont de sens qu’accompagnés des conditions dans lesquelles ils ont été mesurés.
mx-intro = Cette page consigne une série de benchmarks menés les { date-range } dans un environnement de conteneurs { $vm-name }, sur un { $host-model } à puce { $host-chip }. Elle compare Pingclair, nginx, Caddy et Traefik en reverse proxy, en service de fichiers statiques, en compression Zstd dynamique, en journalisation des accès et en HTTP/3.
mx-intro-caveat = Chaque résultat a été obtenu dans des conditions précises de matériel, de logiciel et de charge. Ces résultats décrivent la performance relative au sein de cet environnement de test ; ils ne garantissent aucune capacité et ne préjugent pas d’autres déploiements.

mx-method-heading = Méthodologie
mx-method-intro = Cette section consigne le matériel, la machine virtuelle, la configuration des conteneurs, les versions logicielles et les commandes qui ont produit les résultats.
mx-method-shared = Toutes les suites de tests ont tourné dans la même machine virtuelle, sur le même réseau de conteneurs et avec un seul jeu cohérent d’images de serveurs, afin de réduire au minimum les écarts dus à l’environnement.

mx-host-heading = Hôte et machine virtuelle
mx-host = **Hôte :** { $host-model } ({ $host-model-year }), { $host-chip } à { $host-cores } cœurs, { $host-memory-gb } Go de mémoire unifiée, sous { $host-os }.
mx-vm = **Machine virtuelle :** { $vm-name } { $vm-version }, noyau Linux { $vm-kernel }, avec { $vm-vcpus } vCPU et { $vm-memory-gb } Go de RAM. Les serveurs testés, les générateurs de charge et les backends tournaient tous dans cette VM Linux, d’où chaque exécution de test était également pilotée.
mx-engine = **Moteur de conteneurs :** { $engine-name } { $engine-version } (moteur fourni par { $vm-name }). Chaque conteneur était rattaché à un réseau bridge dédié, { $engine-network } ({ $engine-subnet }) : le trafic entre client et serveur restait ainsi dans la VM, sans jamais emprunter de réseau externe.

mx-versions-heading = Versions et images
mx-col-component = Composant
mx-col-version = Version
mx-col-image = Image et compilation
mx-image = { $row ->
        [pingclair-main] { $image } ; compilé depuis les sources avec { $rust }, via { $build }
        [pingclair-v022] { $image } ; binaire officiel { $artifact } de la version publiée, contrôlé à l’aide de { $checksums }
        [nginx] { $image } ; compilé depuis les sources officielles avec { $openssl }, { $compiler } et le module Zstd
       *[other] image officielle { $image }
    }
mx-nginx-options = nginx a été compilé avec les options suivantes :
mx-nginx-zstd-module = La prise en charge de Zstd provient du module tiers { $nginx-build-zstd-module }, figé au commit { $nginx-build-zstd-commit }.

mx-container-heading = Configuration des conteneurs et des serveurs
mx-container-limits = Chaque conteneur de serveur utilisait l’architecture { $container-arch } et était limité à { $container-cpus } { NUMBER($container-cpus) ->
        [one] processeur
        [many] processeurs
       *[other] processeurs
    } au moyen de l’option { $container-cpus-option } de Docker.
mx-container-mounts = Les fichiers de configuration, les charges utiles de test et les certificats TLS étaient montés en lecture seule. Le répertoire des journaux et le répertoire de cache de nginx disposaient chacun d’un montage tmpfs de { $container-tmpfs-mb } Mo, pour que la latence du stockage persistant n’entre pas dans les mesures.
mx-container-command = Les conteneurs étaient lancés par des commandes de cette forme :
mx-container-workers = Chaque serveur a conservé sa configuration par défaut de workers ou de threads, plutôt que de se voir imposer un modèle de concurrence unique ; nginx, par exemple, tournait avec { $nginx-build-worker-processes } et { $nginx-build-worker-connections }.

mx-tls-heading = TLS et ports d’écoute
mx-tls-cert = Les tests utilisaient un certificat TLS autosigné dont le nom commun (CN) est { $tls-cn } et dont les noms alternatifs du sujet (SAN) sont { $tls-san }.
mx-tls-ports = Le trafic HTTPS passait par le port TCP { $tls-port } ; la suite HTTP/3 utilisait en outre le port UDP { $tls-port }.

mx-payloads-heading = Fichiers statiques
mx-payloads-intro = Les suites de tests ont servi les charges utiles suivantes :
mx-col-file = Fichier
mx-col-size = Taille
mx-payload-size = { $size } { $unit ->
        [KiB] Kio
        [MiB] Mio
       *[B] o
    }

mx-backends-heading = Backends du reverse proxy
mx-backends = Le backend était un conteneur { $backend-image } exécutant { $backend-instances } instances de serveur HTTP Node.js, sur les ports TCP { $backend-first-port }–{ $backend-last-port }.
mx-backends-response = Chaque instance avait une file d’attente d’écoute (backlog) de { $backend-backlog } et renvoyait une réponse JSON fixe de { $backend-response-bytes } octets.
mx-backends-pooling = Chaque reverse proxy répartissait les requêtes à tour de rôle (round-robin) et réutilisait les connexions amont : nginx était configuré avec { $backend-nginx-pool }, Traefik avec { $backend-traefik-pool }.
mx-backends-semantics = La mutualisation des connexions ne recouvre pas exactement la même chose d’une implémentation à l’autre : ces réglages visent des objectifs à peu près comparables, sans garantir un comportement interne identique.

mx-logging-config-heading = Journalisation des accès
mx-logging-config = La journalisation des accès était désactivée dans toutes les suites de débit, sauf dans celle qui mesure son surcoût et qui comparait deux configurations :
mx-logging-a = **A :** journalisation des accès désactivée.
mx-logging-b = **B :** journalisation des accès au format JSON activée, écrite sur un tmpfs de { $container-tmpfs-mb } Mo.
mx-logging-formats = nginx utilisait { $logging-nginx } ; Pingclair, { $logging-pingclair }.

mx-zstd-heading = Compression Zstd dynamique
mx-zstd-intro = Les serveurs compressaient avec les réglages suivants :
mx-col-server = Serveur
mx-col-zstd = Configuration Zstd
mx-zstd-server-pingclair = { $subject-pingclair-main-name }
mx-zstd-server-nginx = { $subject-nginx-name }
mx-zstd-server-caddy = { $subject-caddy-name }
mx-zstd-pingclair = { $zstd-pingclair }, appliqué aux mêmes types de réponse
mx-zstd-nginx = { $zstd-nginx }
mx-zstd-caddy = { $zstd-caddy }, appliqué aux réponses { $zstd-caddy-match }
mx-zstd-differences = Toutes les configurations activaient la compression Zstd dynamique, mais la stratégie de compression, la taille produite et le coût en CPU peuvent varier d’une implémentation à l’autre.
mx-zstd-scope = La suite consacrée à la compression compare donc le débit de service de bout en bout avec ces configurations, et non la vitesse brute de chaque implémentation de la compression.

mx-load-heading = Générateurs de charge et commandes
mx-h2load = Les benchmarks HTTP/2 reposaient sur h2load, issu de { $h2load-version }, exécuté dans un conteneur { $h2load-container } basé sur { $h2load-base } où était installé { $h2load-package }.
mx-h2load-network = Le conteneur client se trouvait sur le même réseau bridge que les serveurs testés.
mx-h2load-proxy = Reverse proxy à concurrence fixe :
mx-h2load-static = Fichiers statiques et surcoût de la journalisation :
mx-h2load-static-files = La suite de fichiers statiques a demandé séparément { $payloads-index-file }, { $payloads-small-file } et { $payloads-medium-file }. Les charges de { $payloads-index-size } o et de { $payloads-small-size } Kio comptaient chacune { $sampling-static-small-requests } requêtes ; celle de { $payloads-medium-size } Mio, { $sampling-static-large-requests }.
mx-h2load-zstd = Les charges Zstd ajoutaient cet en-tête de requête :
mx-h2load-sweep = La montée en concurrence était pilotée par { $h2load-sweep-script }, qui lançait cette commande à chaque niveau de concurrence :
mx-h2load-sweep-points = Le nombre de connexions c est passé de { $sweep-first } à { $sweep-last } par pas de { $sweep-step } ; chaque palier comptait { $sweep-requests } requêtes.
mx-tquic = Les benchmarks HTTP/3 reposaient sur { $tquic-client } de { $tquic-vendor }, compilé depuis { $tquic-build } (version { $tquic-cargo-version } du paquet Cargo) avec { $tquic-tls } :
mx-tquic-connections = Cette suite utilisait des connexions QUIC de courte durée : chaque connexion était remplacée après une seule requête, si bien que le benchmark sollicite sans relâche l’établissement et la fermeture des connexions.
mx-orchestration-heading = Orchestration des tests
mx-orchestration = La montée en concurrence et les mesures répétées étaient conduites par un conteneur superviseur, au sein de la VM Linux.
mx-orchestration-supervisor = Le superviseur tournait sous { $orchestration-base } avec la CLI Docker et accédait au moteur Docker par un { $orchestration-socket } monté dans le conteneur. Il lançait chaque cas de test, gérait les nouvelles tentatives et rassemblait les résultats.
mx-orchestration-host = L’hôte macOS se contentait d’agréger les résultats finaux ; il ne pilotait aucune exécution individuelle.

mx-sampling-heading = Échantillonnage et validation des résultats
mx-sampling-intro = Les suites diffèrent par le nombre de requêtes et de répétitions :
mx-col-suite = Suite de tests
mx-col-measurement = Mesure
mx-suite = { $row ->
        [proxy] Reverse proxy à concurrence fixe
        [sweep] Montée en concurrence
        [static] Fichiers statiques et Zstd
        [logging] Surcoût de la journalisation des accès
       *[http3] HTTP/3
    }
mx-sampling = { $row ->
        [proxy] { $connections } connexions, { $requests } requêtes, { $runs } { NUMBER($runs) ->
            [one] série
            [many] séries
           *[other] séries
        }
        [sweep] { $sweep-requests } requêtes par palier, { $runs } { NUMBER($runs) ->
            [one] série
            [many] séries
           *[other] séries
        } par palier
        [static] { $runs } séries, médiane retenue
        [logging] { $runs } séries, médiane retenue
       *[http3] { $runs } séries chacun pour Pingclair et Caddy, { $nginx-runs } pour nginx ; médiane retenue
    }

mx-validity-heading = Critères de validité
mx-validity-throughput = Dans les suites reverse proxy à concurrence fixe, fichiers statiques, compression et surcoût de la journalisation, seules comptent les séries dont toutes les requêtes ont abouti. Les séries comportant des requêtes en échec ont été écartées de ces comparaisons de débit.
mx-validity-sweep = La montée en concurrence fait exception : les séries en échec y ont été conservées comme observations de diagnostic, leur taux d’erreur figurant à côté du débit. Le débit de ces séries n’est donc pas un débit de requêtes réussies.
mx-validity-http3 = La suite HTTP/3 a enregistré à part les échecs survenus au niveau des connexions. Son débit intègre l’effet de ces échecs, plutôt que de présenter un résultat artificiellement exempt d’erreurs.

mx-correction-heading = Correction en cours de campagne
mx-correction-found = Les premières séries ont montré que le réglage par défaut de nginx, { $correction-default }, fermait les connexions plus tôt que voulu sous forte concurrence, ce qui faussait ses mesures.
mx-correction-fix = Les configurations de nginx ont donc été modifiées ainsi :
mx-correction-rerun = L’ensemble des benchmarks nginx a ensuite été relancé. Aucun résultat issu de l’ancienne configuration ne figure sur cette page.

mx-results-heading = Résultats

mx-proxy-heading = Reverse proxy
mx-proxy-intro = Cette suite s’appuyait sur { $backend-instances } backends Node.js, avec une répartition des requêtes à tour de rôle et la réutilisation des connexions amont.
mx-fixed-heading = Débit à concurrence fixe
mx-fixed-intro = Le test a envoyé { $sampling-proxy-requests } requêtes sur { $sampling-proxy-connections } connexions simultanées. Toutes les séries publiées se sont terminées sans erreur.
mx-proxy-caption = Reverse proxy à concurrence fixe : requêtes par seconde
mx-col-rps = req/s
mx-fixed-leader = Sur cette charge, c’est { $proxy-leader-label } qui a obtenu le débit le plus élevé.
mx-fixed-comparison = Pingclair main a atteint environ { $proxy-share } du débit de nginx, { $proxy-over-v022-standing ->
        [ahead] soit environ { $proxy-over-v022 } de plus que { $subject-pingclair-v022-version }
        [behind] soit environ { $proxy-over-v022 } de moins que { $subject-pingclair-v022-version }
       *[even] à peu près autant que { $subject-pingclair-v022-version } (écart de { $proxy-over-v022 })
    }. Il a par ailleurs obtenu environ { $proxy-vs-traefik } fois le débit de Traefik.
mx-fixed-scope = Ces écarts ne valent que pour le backend, les réglages de connexion et les limites CPU testés ; ils ne se généralisent pas à toutes les charges de reverse proxy.

mx-sweep-heading = Montée en concurrence
mx-sweep-intro = Le tableau présente { $sweep-points-total } paliers représentatifs de la montée en concurrence. Le débit y est exprimé en req/s, suivi entre parenthèses du taux d’erreur des requêtes ; une cellule sans parenthèses signifie que toutes les requêtes de la série ont abouti.
mx-sweep-caption = Montée en concurrence : req/s (taux d’erreur)
mx-col-connections = Connexions
mx-connections = { $connections }
mx-sweep-low = Vers { $sweep-low-connections } connexions simultanées, nginx et les deux versions de Pingclair tournaient autour de { $sweep-low-fast } req/s, contre environ { $sweep-low-traefik } req/s pour Traefik.
mx-sweep-decline = À mesure que la concurrence augmentait, le débit a baissé pour toutes les implémentations, et certaines ont connu des taux élevés d’échec de connexion ou de requête.
mx-sweep-limits = Ces résultats sont tributaires de la limite de { $container-cpus } CPU imposée au conteneur, des { $vm-memory-gb } Go de mémoire de la VM et des ressources consommées côté client comme côté serveur ; la baisse ne peut pas être imputée à la seule implémentation du serveur.
mx-sweep-clean = { $sweep-clean-at-max-count ->
        [0] Aucune des versions testées n’a terminé la série à { $row-9901-connections } connexions sans erreur.
        [1] Fait notable, { $sweep-clean-at-max } est la seule version testée à avoir terminé la série à { $row-9901-connections } connexions sans erreur.
       *[other] { $sweep-clean-at-max } ont terminé la série à { $row-9901-connections } connexions sans erreur.
    }
mx-sweep-main-errors = Pingclair main, à l’inverse, a enregistré des taux d’erreur de { $sweep-main-errors-5001 } à { $row-5001-connections } connexions et de { $sweep-main-errors-9901 } à { $row-9901-connections } connexions.
mx-sweep-stability = Si la version de développement affichait un débit légèrement supérieur à concurrence modérée, elle s’est montrée nettement moins stable que { $subject-pingclair-v022-version } sous une pression extrême sur les connexions.

mx-followup-heading = Analyse complémentaire du { $followup-date }
mx-followup-intro = Pour examiner cet écart, les tests à { $row-5001-connections } et à { $row-9901-connections } connexions ont été refaits pour les deux versions de Pingclair, toujours avec { $sweep-requests } requêtes par série.
mx-followup-caption = Analyse complémentaire : taux d’erreur des requêtes
mx-col-error-rate = Taux d’erreur ({ $version })
mx-followup-layer = Tous les échecs observés avec main sont survenus au niveau des connexions ; aucune réponse HTTP 5xx n’a été enregistrée.
mx-followup-clean = { $followup-v022-clean-quantifier ->
        [all] Avec { $subject-pingclair-v022 }, les { $sweep-requests } requêtes ont toutes abouti sans erreur aux deux niveaux de concurrence.
        [none] { $subject-pingclair-v022 } a lui aussi enregistré des erreurs de requête aux deux niveaux de concurrence.
       *[some] { $subject-pingclair-v022 } n’a mené toutes ses requêtes à terme qu’à { $followup-v022-clean } connexions.
    }
mx-followup-reproduced = L’analyse complémentaire a reproduit le même comportement propre à chaque version : la première observation n’était donc pas un accident isolé.
mx-followup-next = La cause reste inconnue. La suite des travaux portera sur la gestion des connexions, les limites de ressources et les modifications intervenues entre les deux versions.

mx-static-heading = Fichiers statiques et Zstd dynamique
mx-static-intro = Cette suite a comparé le débit de service selon la taille des fichiers et l’encodage du contenu.
mx-static-requests = Les charges de { $payloads-index-size } o et de { $payloads-small-size } Kio comptaient { $sampling-static-small-requests } requêtes par série, celle de { $payloads-medium-size } Mio { $sampling-static-large-requests }. Chaque résultat est la médiane de { $sampling-static-runs } séries, et toutes les séries publiées se sont terminées sans échec de requête.
mx-static-caption = Fichiers statiques et Zstd dynamique : requêtes par seconde
mx-static-row = { $size } { $unit ->
        [B] o
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }{ $encoding ->
        [zstd] {" "}+ Zstd
       *[identity] {" "}(sans compression)
    }
mx-static-leads = { $static-leads ->
        [all] Pingclair a obtenu le débit le plus élevé sur toutes les charges de fichiers statiques de cette suite.
        [all-or-near] Pingclair a obtenu le débit le plus élevé, ou presque, sur toutes les charges de fichiers statiques de cette suite.
        [some] Pingclair a obtenu le débit le plus élevé sur une partie des charges de fichiers statiques de cette suite.
       *[none] Pingclair n’a obtenu le débit le plus élevé sur aucune des charges de fichiers statiques de cette suite.
    }
mx-static-main-leads = { $static-main-leads ->
        [all] Pingclair main a lui-même obtenu le débit le plus élevé sur chacune d’elles.
        [none] Pingclair main n’a lui-même obtenu le débit le plus élevé sur aucune d’elles, restant à { $static-main-leads-gaps } du meilleur résultat.
       *[some] Pingclair main a lui-même obtenu le débit le plus élevé sur { $static-main-leads-led-count } des { $static-main-leads-rows-count } charges, et restait à { $static-main-leads-gaps } du meilleur résultat sur les autres.
    }
mx-static-main = Pour Pingclair main en particulier :
mx-static-multiple = **{ $size } { $unit ->
        [B] o
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }{ $encoding ->
        [zstd] {" "}+ Zstd
       *[identity] , sans compression
    } :** environ { $vs-nginx } le débit de nginx et { $vs-caddy } celui de Caddy.
mx-static-zstd = La compression Zstd dynamique figure parmi les charges où les écarts ont été les plus marqués dans ce benchmark. L’avantage variait toutefois d’une taille de charge utile à l’autre : il dépendait de la taille du fichier, des réglages de compression et du volume de données finalement transféré.
mx-static-2m = { $zstd-2m-standing ->
        [behind] Sur le test { $payloads-medium-size } Mio + Zstd, { $subject-pingclair-v022 } a atteint { $zstd-2m-v022 } req/s, contre { $zstd-2m-main } req/s pour main, soit un écart d’environ { $zstd-2m-gap } par rapport à { $subject-pingclair-v022-version }. Ce résultat va à l’encontre de ceux obtenus sur les fichiers plus petits et mérite un examen approfondi.
        [ahead] Sur le test { $payloads-medium-size } Mio + Zstd, Pingclair main a atteint { $zstd-2m-main } req/s, contre { $zstd-2m-v022 } req/s pour { $subject-pingclair-v022-version }, soit environ { $zstd-2m-gap } de plus.
       *[even] Sur le test { $payloads-medium-size } Mio + Zstd, les deux versions de Pingclair sont restées pratiquement à égalité ({ $zstd-2m-main } et { $zstd-2m-v022 } req/s).
    }
mx-static-scope = Ces mesures portent sur le traitement complet des réponses HTTP (encodage, transfert et surcoût du serveur) ; elles ne mesurent pas isolément la vitesse de compression de Zstd.
mx-static-absent = { $static-absent-count ->
        [0] {""}
       *[other] Cette suite a été menée sans { $static-absent }, faute de serveur de fichiers statiques natif.
    }

mx-logging-heading = Surcoût de la journalisation des accès (le prix de la télémétrie)
mx-logging-intro = Les journaux d’accès sont indispensables au dépannage et à l’analyse du trafic, mais la mise en forme et l’écriture de chaque entrée consomment elles aussi des ressources.
mx-logging-setup = Cette suite a mesuré le débit lors du service d’un fichier statique de { $payloads-index-size } o, journalisation des accès désactivée (A) puis activée au format JSON (B). Les journaux étaient écrits sur un tmpfs en mémoire, afin de tenir à l’écart les E/S du stockage persistant. Les résultats sont des médianes de { $sampling-logging-runs } séries, en req/s.
mx-logging-caption = Surcoût de la journalisation des accès : requêtes par seconde et débit conservé
mx-col-logging = { $condition ->
        [A] A : sans journalisation
       *[B] B : journalisation JSON
    }
mx-col-retained = Débit conservé
mx-logging-formula = Débit conservé = débit avec journalisation ÷ débit sans journalisation.
mx-logging-best = Sur cette charge, c’est { $retention-best-label } qui a subi le surcoût relatif de journalisation le plus faible{ $retention-best ->
        [nginx] , en conservant environ { $retention-nginx } de son débit de référence
       *[other] {""}
    }.
mx-logging-versions = Pingclair main a conservé environ { $retention-main } de son débit, contre { $retention-v022 } pour { $subject-pingclair-v022-version }, { $retention-gain-standing ->
        [behind] soit environ { $retention-gain } points de pourcentage de moins.
        [even] soit un niveau comparable (écart de { $retention-gain } points de pourcentage).
       *[ahead] soit un gain d’environ { $retention-gain } points de pourcentage.
    }
mx-logging-loss = Exprimé en perte de débit, le surcoût de la journalisation passe d’environ { $loss-v022 } avec { $subject-pingclair-v022-version } à { $loss-main } avec main, ce qui laisse penser que la version de développement gère plus efficacement la journalisation JSON des accès dans ces conditions.
mx-logging-absolute = En valeur absolue, Pingclair main a tenu { $logging-main-json } req/s avec la journalisation JSON activée, soit environ { $logging-vs-nginx } fois le débit de nginx dans le même test.
mx-logging-tmpfs = Les journaux étant écrits sur tmpfs, ces résultats n’incluent pas le coût supplémentaire des écritures sur disque persistant, de la collecte des journaux à distance ni de leur rotation sous charge soutenue.
mx-logging-absent = { $logging-absent-count ->
        [0] {""}
       *[other] Cette suite a été menée sans { $logging-absent }.
    }

mx-http3-heading = HTTP/3 (expérimental)
mx-http3-intro = Cette suite a mesuré le débit HTTP/3 lors du service d’un fichier statique de { $payloads-index-size } o sur des connexions QUIC de courte durée. Chaque série durait { $tquic-seconds } secondes.
mx-http3-runs = Pingclair et Caddy ont été mesurés { $sampling-http3-runs } fois chacun ; les résultats de nginx variant davantage d’une série à l’autre, il a fait l’objet de { $sampling-http3-nginx-runs } séries. Le tableau donne le débit médian en req/s.
mx-http3-caption = HTTP/3, connexions QUIC de courte durée : requêtes par seconde
mx-http3-versions = { $h3-versions-close ->
        [yes] Les deux versions de Pingclair ont offert un débit HTTP/3 quasiment identique, avec moins de { $h3-versions-close-limit } d’écart.
       *[no] L’écart de débit HTTP/3 entre les deux versions de Pingclair dépasse { $h3-versions-close-limit }.
    }
mx-http3-ratios = Sur cette charge, Pingclair main a atteint environ { $h3-vs-nginx } fois le débit de nginx et { $h3-vs-caddy } fois celui de Caddy.
mx-http3-failures = Toutes les requêtes HTTP menées à terme ont abouti. { NUMBER($h3-nginx-failures) ->
        [0] Aucune connexion n’a échoué non plus.
       *[other] nginx a toutefois connu quelques échecs au niveau des connexions lors de certaines séries, jusqu’à environ { $h3-nginx-failures } des connexions ; leur effet sur le débit est compris dans les résultats publiés.
    }
mx-http3-workload-heading = Nature de la charge
mx-http3-workload = Le client ouvrait une connexion QUIC, menait une requête à terme, puis ouvrait une nouvelle connexion pour la suivante. Le benchmark mesure donc surtout le coût cumulé de l’établissement des connexions QUIC, des poignées de main TLS, de la fermeture des connexions et du traitement des requêtes HTTP/3 ; il ne reflète pas le débit soutenu sur des connexions QUIC de longue durée.
mx-http3-option = Avec la version de { $tquic-client } utilisée ici, l’option { $tquic-essential-option } était indispensable : sans elle, le client s’arrêtait après sa première requête au lieu de tourner pendant toute la période de mesure. Grâce à elle, c’est bien { $tquic-duration-option } qui fixait la fenêtre complète de { $tquic-seconds } secondes.
mx-http3-experimental = Les résultats HTTP/3 restent expérimentaux. Le débit absolu dépend du générateur de charge, de l’implémentation de QUIC et du comportement d’UDP dans le réseau de conteneurs { $vm-name } : les ratios ne valent que pour cet environnement et cette charge.

mx-scope-heading = Portée et limites
mx-scope-vm-heading = Environnement conteneurisé et virtualisé
mx-scope-vm = Toutes les mesures ont été prises dans une VM Linux { $vm-name } sur un { $host-model } doté d’un processeur { $host-chip } et de { $host-memory-gb } Go de mémoire. Elles n’établissent pas de performance absolue sous Linux natif, FreeBSD, macOS ou sur un autre matériel, et ne constituent pas des garanties de capacité en production.
mx-scope-cpu-heading = Limites CPU et modèles de concurrence
mx-scope-cpu = Chaque conteneur de serveur était limité à { $container-cpus } CPU, mais gardait sa propre configuration par défaut de workers et de threads. Comme l’ordonnancement, les modèles de concurrence et la gestion des ressources diffèrent d’un serveur à l’autre, le classement relatif peut changer avec d’autres limites CPU ou un autre matériel.
mx-scope-sweep-heading = Montée en forte concurrence
mx-scope-sweep = Chaque palier ne comptait que { $sweep-requests } requêtes et a été mesuré { NUMBER($sampling-sweep-runs) ->
        [one] une seule fois
        [many] { $sampling-sweep-runs } fois
       *[other] { $sampling-sweep-runs } fois
    }. À plusieurs milliers de connexions simultanées, cela fait peu de requêtes par connexion : ces résultats renseignent donc davantage sur le comportement sous une pression extrême sur les connexions que sur le débit en régime établi sur la durée.
mx-scope-sweep-failures = Les échecs de connexion peuvent aussi venir des limites du générateur de charge, du réseau de conteneurs ou du système d’exploitation ; les taux d’erreur ne suffisent pas, à eux seuls, à établir une cause première côté serveur.
mx-scope-zstd-heading = Réglages de compression
mx-scope-zstd = Chaque serveur utilisait sa propre implémentation de Zstd, avec les réglages indiqués plus haut. Comme les stratégies et les tailles produites peuvent différer, les résultats Zstd comparent des chaînes de service complètes, et non des algorithmes de compression effectuant un travail identique.
mx-scope-http3-heading = Charge HTTP/3
mx-scope-http3 = La suite HTTP/3 utilisait des connexions QUIC de courte durée. Ses résultats ne couvrent pas tous les usages de HTTP/3 (connexions de longue durée, multiplexage intensif de flux, véritables réseaux étendus), et le benchmark n’a fait varier ni la perte de paquets, ni le temps aller-retour, ni la bande passante.
mx-scope-excluded-heading = Comparaisons exclues
mx-scope-excluded = { $proxy-absent-count ->
        [0] {""}
       *[other] La suite reverse proxy a été menée sans { $proxy-absent }.
    } { $logging-absent-count ->
        [0] {""}
       *[other] La suite de journalisation des accès a été menée sans { $logging-absent }.
    } { $static-absent-count ->
        [0] {""}
       *[other] { $static-absent } ne dispose pas d’un service natif de fichiers statiques et a été écarté des tests de fichiers statiques.
    } { $h3-absent-count ->
        [0] {""}
       *[other] Les performances HTTP/3 de { $h3-absent } n’ont pas été mesurées.
    } L’absence d’un résultat ne dit rien des performances.
mx-scope-versions-heading = Instantanés de versions
mx-scope-versions = Cette page consigne des mesures prises les { date-range } avec les versions publiées et le commit de développement indiqués. Des correctifs ou améliorations ultérieurs ne modifient pas rétroactivement ces résultats ; toute conclusion sur des versions plus récentes exige de nouvelles mesures.

mx-sources-heading = Méthodologie et sources
mx-sources = Le dépôt de Pingclair documente la méthode générale des benchmarks, les règles de validation et les outils associés. La méthode propre à cette page (environnement, versions candidates, configuration des conteneurs et commandes) est consignée dans :
mx-source-matrix = La matrice de conteneurs locale : la méthode de cette page
mx-source-methodology = Méthodologie des benchmarks : règles générales et contrôles de validité
mx-sources-conditions = Chaque chiffre de cette page est une mesure prise avec les versions, le matériel et les charges indiqués. Ne comparez des résultats que dans des conditions équivalentes ; des résultats obtenus sur d’autres plateformes, versions ou charges ne doivent pas être combinés sans tenir compte de ces différences.
