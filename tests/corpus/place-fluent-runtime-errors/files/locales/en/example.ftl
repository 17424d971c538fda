## The example page made by `pcdocs init`: replace it with your own.

example-title = Example benchmark, { date-range }
example-description = Throughput of two servers in three workloads: a starting point for your own pages.
example-intro = Each value is the median of { $sampling-runs } runs of { $sampling-requests-per-run } requests on { $host-machine } with { $host-cpus } CPUs; runs with failed requests do not count.
example-results-heading = Results { $no-such-variable } { no-such-reference }
cycle-a = { cycle-b }
cycle-b = { cycle-a }
example-caption-x = x
example-caption = Throughput { cycle-a }
example-col-file = File size
example-row = { $size } { $unit }
example-summary = { $rows-ahead-count ->
        [0] { $subject-server-a-name } is ahead in no workload
       *[other] { $subject-server-a-name } is ahead by { $rows-ahead-gaps } with { $rows-ahead } files
    }{ $rows-behind-count ->
        [0] {""}
       *[other] , and behind by { $rows-behind-gaps } with { $rows-behind } files
    }{ $rows-even-count ->
        [0] {""}
       *[other] ; the two are level with { $rows-even } files
    }.
