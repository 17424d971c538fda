## La page d’exemple créée par `pcdocs init` : remplacez-la par les vôtres.

example-title = Benchmark d’exemple, { date-range }
example-description = Débit de deux serveurs sur trois charges : un point de départ pour vos propres pages.
example-intro = Chaque valeur est la médiane de { $sampling-runs } séries de { $sampling-requests-per-run } requêtes sur { $host-machine } avec { $host-cpus } processeurs ; les séries avec des requêtes en échec ne comptent pas.
example-results-heading = Résultats
example-caption = Débit en requêtes par seconde
example-col-file = Taille du fichier
example-row = { $size } { $unit ->
        [KiB] Kio
        [MiB] Mio
       *[other] { $unit }
    }
example-summary = { $rows-ahead-count ->
        [0] { $subject-server-a-name } n’est en tête sur aucune charge
       *[other] { $subject-server-a-name } est en tête de { $rows-ahead-gaps } avec les fichiers de { $rows-ahead }
    }{ $rows-behind-count ->
        [0] {""}
       *[other] , et en retrait de { $rows-behind-gaps } avec ceux de { $rows-behind }
    }{ $rows-even-count ->
        [0] {""}
       *[other] ; les deux sont à égalité avec { $rows-even }
    }.
