### Translations of the messages of content/example.md. Above each one, `en:` shows the
### source text; `pcdocs i18n sync` renews it when the page changes.

# en: Example benchmark, { date-range }
example-title = Benchmark d’exemple, { date-range }

# en: Throughput of two servers in three workloads: a starting point for your own pages.
example-description = Débit de deux serveurs sur trois charges : un point de départ pour vos propres pages.

# en: Each value is the median of { $sampling-runs } runs of { $sampling-requests-per-run } requests on { $host-machine } with { $host-cpus } CPUs; runs with failed requests do not count.
example-intro = Chaque valeur est la médiane de { $sampling-runs } séries de { $sampling-requests-per-run } requêtes sur { $host-machine } avec { $host-cpus } processeurs ; les séries avec des requêtes en échec ne comptent pas.

# en: Results
example-results-heading = Résultats

# en: { $rows-ahead-count ->
#         [0] { $subject-server-a-name } is ahead in no workload
#        *[other] { $subject-server-a-name } is ahead by { $rows-ahead-gaps } with { $rows-ahead } files
#     }{ $rows-behind-count ->
#         [0] { "" }
#        *[other] , and behind by { $rows-behind-gaps } with { $rows-behind } files
#     }{ $rows-even-count ->
#         [0] { "" }
#        *[other] ; the two are level with { $rows-even } files
#     }.
example-summary =
    { $rows-ahead-count ->
        [0] { $subject-server-a-name } n’est en tête sur aucune charge
       *[other] { $subject-server-a-name } est en tête de { $rows-ahead-gaps } avec les fichiers de { $rows-ahead }
    }{ $rows-behind-count ->
        [0] { "" }
       *[other] , et en retrait de { $rows-behind-gaps } avec ceux de { $rows-behind }
    }{ $rows-even-count ->
        [0] { "" }
       *[other]  ; les deux sont à égalité avec { $rows-even }
    }.

# en: Throughput in requests per second
example-caption = Débit en requêtes par seconde

# en: File size
example-col-file = Taille du fichier

# en: { $size } { $unit }
example-row =
    { $size } { $unit ->
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }
