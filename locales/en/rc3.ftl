## The Pingclair v0.2.0-rc.3 comparison with nginx and Caddy.

rc3-title = Benchmarks: Pingclair { $subject-pingclair-version }
rc3-description = Throughput of Pingclair { $subject-pingclair-version }, nginx, and Caddy under one controlled workload, with the versions, host, and conditions of the measurement.

rc3-intro = This page compares throughput under a controlled workload and records the versions, the environment, and the conditions under which it was measured.

rc3-method-heading = How the comparison was run
rc3-versions = **Versions.** { $subject-pingclair-name } { $subject-pingclair-version }, measured from the binary of that release candidate; { $subject-nginx }; { $subject-caddy }. Later patch releases were not measured again.
# no-claim: the test host
rc3-host = **Host.** A single { $host-machine } laptop running { $host-virtualization }.
# no-claim: the container settings
rc3-limits = **Limits.** Each server runs in a container limited to { $limits-cpus } { NUMBER($limits-cpus) ->
        [one] CPU
       *[other] CPUs
    }, with the same number of workers and the same { $limits-payload-kib } KiB payload.
# no-claim: the test topology
rc3-topology = **Topology.** The reverse-proxy backend has a container of its own on the same { $topology-network } network.
# no-claim: the load generators
rc3-load = **Load generator.** HTTP/1.1, HTTPS/1.1, and HTTP/2 are driven by a native { $load-generator }; HTTP/3 by a { $load-http3-generator } built with { $load-http3-stack }, running inside the same { $topology-network } network.

rc3-results-heading = Results
# no-claim: the sampling and the validity rule
rc3-results-intro = Values are requests per second, each the median of { $sampling-runs } interleaved { NUMBER($sampling-runs) ->
        [one] round
       *[other] rounds
    } of { $sampling-requests-per-run } requests. A row counts only if every one of its requests succeeded.
rc3-table-caption = Throughput in requests per second (median of { $sampling-runs } rounds)
rc3-col-scenario = Scenario
rc3-scenario = { $workload ->
        [static] { $protocol } static
       *[proxy] { $protocol } reverse proxy
    }

# The comparison paragraph: the two summaries as one paragraph.
rc3-comparison = { rc3-static-summary } { rc3-proxy-summary }
rc3-static-summary = { $static-ahead-count ->
        [0] Pingclair has higher throughput than nginx in none of the static rows
        [one] Against nginx, Pingclair has higher throughput in the { $static-ahead } static row ({ $static-ahead-ratios })
       *[other] Against nginx, Pingclair has higher throughput in the { $static-ahead } static rows ({ $static-ahead-ratios } respectively)
    }{ $static-even-count ->
        [0] {""}
       *[other] , while { $static-even } static throughput is approximately equal
    }{ $static-behind-count ->
        [0] {""}
       *[other] , and it trails nginx in { $static-behind } static (by { $static-behind-gaps })
    }.
rc3-proxy-summary = { $proxy-ahead-count ->
        [0] On the reverse-proxy workload Pingclair is ahead of nginx in no row
       *[other] On the reverse-proxy workload it is ahead of nginx on { $proxy-ahead } (by { $proxy-ahead-gaps })
    }{ $proxy-even-count ->
        [0] {""}
       *[other] , level with it on { $proxy-even }
    }{ $proxy-behind-count ->
        [0] {""}
        [one] , while { $proxy-behind } remains about { $proxy-behind-gaps } behind nginx
       *[other] , while { $proxy-behind } remain about { $proxy-behind-gaps } behind nginx
    }.

rc3-caveats-heading = Conditions that limit these numbers
# no-claim: the scope of the results
# no-claim: the scope of the results
rc3-caveat-laptop = **The host is a laptop.** Absolute throughput is no claim about capacity; the ratios only compare the servers with each other, under this one controlled workload.
# no-claim: how to read the table
# no-claim: how to read the table
rc3-caveat-rows = **Compare within a row.** HTTP/3 load comes from a generator running in another environment than the one used for the other protocols, so absolute throughput compares only between the servers of one row, never across rows.
rc3-caveat-incomplete = **An incomplete row compares nothing.** With this host and harness, { $subject-caddy-name } could not finish the HTTP/2 and HTTP/3 reverse-proxy rows: opening and closing upstream connections exhausted the container’s ephemeral ports at the tested concurrency. Those cells are marked incomplete; no figure from another workload stands in for them.
rc3-caveat-host = **Results depend on the host.** The servers’ relative positions change with CPU architecture, kernel, worker count, and TLS implementation.

rc3-source-heading = Source
rc3-source = The numbers come from one run of the benchmark harness in the server repository, which also publishes the methodology and the rules a run must meet before its numbers count:
rc3-source-methodology = Benchmark methodology
rc3-source-raw = The raw evidence of each run stays in the maintainer’s checkout and is not published.
