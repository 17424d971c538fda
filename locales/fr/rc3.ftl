## Comparaison de Pingclair v0.2.0-rc.3 avec nginx et Caddy.

rc3-title = Benchmarks : Pingclair { $subject-pingclair-version }
rc3-description = Débit de Pingclair { $subject-pingclair-version }, de nginx et de Caddy sous une même charge contrôlée, avec les versions, la machine et les conditions de mesure.

rc3-intro = Cette page compare le débit obtenu sous une charge contrôlée et consigne les versions, l’environnement et les conditions de la mesure.

rc3-method-heading = Déroulement de la comparaison
rc3-versions = **Versions.** { $subject-pingclair-name } { $subject-pingclair-version }, mesuré à partir du binaire de cette version candidate ; { $subject-nginx } ; { $subject-caddy }. Les correctifs publiés ensuite n’ont pas été remesurés.
rc3-host = **Machine.** Un seul ordinateur portable { $host-machine } sous { $host-virtualization }.
rc3-limits = **Limites.** Chaque serveur tourne dans un conteneur limité à { $limits-cpus } { NUMBER($limits-cpus) ->
        [one] processeur
        [many] processeurs
       *[other] processeurs
    }, chacun avec autant de workers que les autres et une charge utile identique de { $limits-payload-kib } Kio.
rc3-topology = **Topologie.** Le backend du reverse proxy dispose de son propre conteneur sur le même réseau { $topology-network }.
rc3-load = **Générateur de charge.** HTTP/1.1, HTTPS/1.1 et HTTP/2 sont chargés par un { $load-generator } natif ; HTTP/3 par un { $load-http3-generator } compilé avec { $load-http3-stack }, exécuté dans le même réseau { $topology-network }.

rc3-results-heading = Résultats
rc3-results-intro = Les valeurs sont des requêtes par seconde ; chacune est la médiane de { $sampling-runs } { NUMBER($sampling-runs) ->
        [one] série entrelacée
        [many] séries entrelacées
       *[other] séries entrelacées
    } de { $sampling-requests-per-run } requêtes. Une ligne ne compte que si toutes ses requêtes ont abouti.
rc3-table-caption = Débit en requêtes par seconde (médiane de { $sampling-runs } séries)
rc3-col-scenario = Scénario
rc3-scenario = { $workload ->
        [static] { $protocol } statique
       *[proxy] Reverse proxy { $protocol }
    }

# The comparison paragraph: the two summaries as one paragraph.
rc3-comparison = { rc3-static-summary } { rc3-proxy-summary }
rc3-static-summary = { $static-ahead-count ->
        [0] Face à nginx, Pingclair n’a le meilleur débit sur aucune ligne statique
        [one] Face à nginx, Pingclair a un débit supérieur sur la ligne statique { $static-ahead } ({ $static-ahead-ratios })
        [many] Face à nginx, Pingclair a un débit supérieur sur les lignes statiques { $static-ahead } (respectivement { $static-ahead-ratios })
       *[other] Face à nginx, Pingclair a un débit supérieur sur les lignes statiques { $static-ahead } (respectivement { $static-ahead-ratios })
    }{ $static-even-count ->
        [0] {""}
       *[other] , tandis que le débit statique en { $static-even } est pratiquement à égalité
    }{ $static-behind-count ->
        [0] {""}
       *[other] , et reste derrière nginx en { $static-behind } statique (de { $static-behind-gaps })
    }.
rc3-proxy-summary = { $proxy-ahead-count ->
        [0] En reverse proxy, Pingclair ne devance nginx sur aucune ligne
       *[other] En reverse proxy, il devance nginx en { $proxy-ahead } (de { $proxy-ahead-gaps })
    }{ $proxy-even-count ->
        [0] {""}
       *[other] , fait jeu égal en { $proxy-even }
    }{ $proxy-behind-count ->
        [0] {""}
       *[other] , alors qu’en { $proxy-behind } il reste environ { $proxy-behind-gaps } derrière nginx
    }.

rc3-caveats-heading = Ce qui limite la portée de ces chiffres
rc3-caveat-laptop = **La machine est un ordinateur portable.** Le débit absolu ne dit rien de la capacité ; les ratios décrivent la performance relative sous cette charge contrôlée, et seulement elle.
rc3-caveat-rows = **Comparer à l’intérieur d’une ligne.** Le générateur de charge HTTP/3 tourne dans un autre environnement que les autres : le débit absolu n’est comparable qu’entre les serveurs d’une même ligne, jamais d’un protocole à l’autre.
rc3-caveat-incomplete = **Une ligne incomplète n’est pas une comparaison.** Sur cette machine et avec ce banc d’essai, { $subject-caddy-name } n’a pas terminé les lignes HTTP/2 et HTTP/3 en reverse proxy : le renouvellement des connexions amont a épuisé les ports éphémères du conteneur à la concurrence testée. Ces cellules sont marquées incomplètes, sans chiffre emprunté à une autre charge.
rc3-caveat-host = **Les résultats dépendent de la machine.** L’ordre des serveurs peut changer selon l’architecture du processeur, le noyau, l’implémentation TLS ou le nombre de workers.

rc3-source-heading = Source
rc3-source = Les chiffres proviennent d’une exécution du banc d’essai du dépôt du serveur, qui publie aussi la méthode et les règles qu’une exécution doit respecter pour que ses chiffres comptent :
rc3-source-methodology = Méthodologie des benchmarks
rc3-source-raw = Les preuves brutes de chaque exécution restent dans la copie de travail du mainteneur et ne sont pas publiées.
