## The October 2026 container matrix: Pingclair main and v0.2.2 against
## nginx, Caddy and Traefik.

mx-title = Performance benchmarks: container matrix, { date-range }
mx-description = Reverse proxy, concurrency sweep, static files with dynamic Zstd, access logging, and HTTP/3: Pingclair, nginx, Caddy and Traefik measured in one container environment, with the full method.

# no-claim: why conditions matter
mx-lead = Performance numbers mean something only together with the conditions under which they were measured.
mx-intro = This page records a series of benchmarks run on { date-range } in an { $vm-name } container environment on an { $host-chip } { $host-model }. Pingclair, nginx, Caddy, and Traefik are compared as reverse proxies, as static file servers with and without dynamic Zstd, with access logging on and off, and over HTTP/3.
# no-claim: the scope of the results
mx-intro-caveat = Every result was obtained under particular hardware, software, and workload conditions. The results describe relative performance inside this test environment; they are not capacity guarantees and do not predict other deployments.

mx-method-heading = Methodology
mx-method-intro = This section records the hardware, the virtual machine, the container setup, the software versions, and the commands that produced the results.
# no-claim: how all suites were run
mx-method-shared = Every suite shared one virtual machine, one container network, and one set of server images, so that the environment varied as little as possible between them.
mx-host-heading = Host and virtual machine
mx-host = **Host:** { $host-model } ({ $host-model-year }), { $host-cores }-core { $host-chip }, { $host-memory-gb } GB of unified memory, running { $host-os }.
# no-claim: where the servers and load generators ran
mx-vm = **Virtual machine:** { $vm-name } { $vm-version }, Linux kernel { $vm-kernel }, with { $vm-vcpus } vCPUs and { $vm-memory-gb } GB of RAM. The servers under test, the load generators, and the backends all ran inside this Linux VM, and each test run was orchestrated from inside it.
# no-claim: the container engine and its network
mx-engine = **Container engine:** { $engine-name } { $engine-version } ({ $vm-name } engine). Every container was attached to a dedicated bridge network, { $engine-network } ({ $engine-subnet }), so client-to-server traffic stayed inside the VM and never crossed an external network.

mx-versions-heading = Versions and images
mx-col-component = Component
mx-col-version = Version
mx-col-image = Image and build
mx-image = { $row ->
        [pingclair-main] { $image }; built from source with { $rust } using { $build }
        [pingclair-v022] { $image }; the official { $artifact } release binary, checked against { $checksums }
        [nginx] { $image }; built from the official source with { $openssl }, { $compiler }, and the Zstd module
       *[other] official image { $image }
    }
mx-nginx-options = nginx was compiled with these options:
mx-nginx-zstd-module = Zstd support came from the third-party module { $nginx-build-zstd-module }, pinned to commit { $nginx-build-zstd-commit }.

mx-container-heading = Container and server configuration
# no-claim: the container settings
mx-container-limits = Every server container used the { $container-arch } architecture and was limited to { $container-cpus } { NUMBER($container-cpus) ->
        [one] CPU
       *[other] CPUs
    } with Docker’s { $container-cpus-option } option.
# no-claim: the container settings
mx-container-mounts = The servers read their configuration, payloads, and TLS certificates from read-only mounts. Logs and the nginx cache each went to a { $container-tmpfs-mb } MB tmpfs mount, which kept disk latency out of the results.
mx-container-command = The containers were started with commands of this shape:
mx-container-workers = Each server kept its default worker or thread configuration instead of being forced into one concurrency model; nginx, for example, used { $nginx-build-worker-processes } and { $nginx-build-worker-connections }.

mx-tls-heading = TLS and listening ports
mx-tls-cert = The tests used a self-signed TLS certificate whose common name (CN) is { $tls-cn }, with subject alternative names (SANs) { $tls-san }.
mx-tls-ports = HTTPS traffic used TCP port { $tls-port }; the HTTP/3 suite also used UDP port { $tls-port }.

mx-payloads-heading = Static files
mx-payloads-intro = The suites served these payloads:
mx-col-file = File
mx-col-size = Size
mx-payload-size = { $size } { $unit ->
        [KiB] KiB
        [MiB] MiB
       *[B] B
    }

mx-backends-heading = Reverse-proxy backends
mx-backends = The backend was a { $backend-image } container running { $backend-instances } Node.js HTTP server instances on TCP ports { $backend-first-port }–{ $backend-last-port }.
mx-backends-response = Each instance used a listen backlog of { $backend-backlog } and returned a fixed JSON response of { $backend-response-bytes } bytes.
# no-claim: the configuration of the backends
mx-backends-pooling = Every reverse proxy balanced requests round-robin and reused upstream connections: nginx was configured with { $backend-nginx-pool }, Traefik with { $backend-traefik-pool }.
# no-claim: what the pooling settings mean
mx-backends-semantics = Connection pooling does not mean the same thing in every implementation, so these settings are approximately comparable targets rather than identical internal behavior.

mx-logging-config-heading = Access logging
# no-claim: which suites logged
mx-logging-config = Access logging was off in every throughput suite except the logging-overhead suite, which compared two configurations:
mx-logging-a = **A:** access logging off.
mx-logging-b = **B:** JSON access logging on, written to a { $container-tmpfs-mb } MB tmpfs.
mx-logging-formats = nginx used { $logging-nginx }; Pingclair used { $logging-pingclair }.

mx-zstd-heading = Dynamic Zstd compression
mx-zstd-intro = The servers compressed with these settings:
mx-col-server = Server
mx-col-zstd = Zstd configuration
mx-zstd-server-pingclair = { $subject-pingclair-main-name }
mx-zstd-server-nginx = { $subject-nginx-name }
mx-zstd-server-caddy = { $subject-caddy-name }
# no-claim: the compression settings
mx-zstd-pingclair = { $zstd-pingclair }, matching the same response types
mx-zstd-nginx = { $zstd-nginx }
mx-zstd-caddy = { $zstd-caddy }, matching { $zstd-caddy-match } responses
# no-claim: the compression settings
mx-zstd-differences = Every configuration enabled dynamic Zstd compression, but compression strategy, output size, and CPU cost can differ between implementations.
mx-zstd-scope = The compression suite therefore compares end-to-end serving throughput under these configurations, not the raw speed of each compression implementation.

mx-load-heading = Load generators and commands
mx-h2load = The HTTP/2 benchmarks used h2load from { $h2load-version }, running in a { $h2load-container } container based on { $h2load-base } with { $h2load-package } installed.
# no-claim: where the load generator ran
mx-h2load-network = The client container was on the same bridge network as the servers under test.
mx-h2load-proxy = Fixed-concurrency reverse proxy:
mx-h2load-static = Static files and logging overhead:
mx-h2load-static-files = The static file suite requested { $payloads-index-file }, { $payloads-small-file }, and { $payloads-medium-file } separately. The { $payloads-index-size } B and { $payloads-small-size } KiB workloads each made { $sampling-static-small-requests } requests; the { $payloads-medium-size } MiB workload made { $sampling-static-large-requests }.
mx-h2load-zstd = The Zstd workloads added this request header:
mx-h2load-sweep = The concurrency sweep was driven by { $h2load-sweep-script }, which ran this command at each concurrency level:
# no-claim: the sweep's settings (connection counts)
mx-h2load-sweep-points = The connection count c rose from { $sweep-first } to { $sweep-last } in steps of { $sweep-step }; each point made { $sweep-requests } requests.
mx-tquic = The HTTP/3 benchmarks used { $tquic-vendor }’s { $tquic-client }, built from { $tquic-build } (Cargo package version { $tquic-cargo-version }) with { $tquic-tls }:
# no-claim: the HTTP/3 load generator's settings
mx-tquic-connections = This suite used short-lived QUIC connections: each connection was replaced after a single request, so the benchmark exercises connection setup and teardown over and over.
mx-orchestration-heading = Test orchestration
mx-orchestration = The concurrency sweep and the repeated measurements were run by a supervisor container inside the Linux VM.
mx-orchestration-supervisor = The supervisor ran { $orchestration-base } with the Docker CLI and reached the Docker engine through a mounted { $orchestration-socket }. It ran each test case, handled retries, and collected results.
# no-claim: where runs were orchestrated
mx-orchestration-host = The macOS host only aggregated the final results; it did not orchestrate individual runs.

mx-sampling-heading = Sampling and result validation
mx-sampling-intro = The suites differ in request counts and repetitions:
mx-col-suite = Benchmark
mx-col-measurement = Measurement
mx-suite = { $row ->
        [proxy] Fixed-concurrency reverse proxy
        [sweep] Concurrency sweep
        [static] Static files and Zstd
        [logging] Access logging overhead
       *[http3] HTTP/3
    }
mx-sampling = { $row ->
        [proxy] { $connections } connections, { $requests } requests, { $runs } { NUMBER($runs) ->
            [one] run
           *[other] runs
        }
        [sweep] { $sweep-requests } requests per point, { $runs } { NUMBER($runs) ->
            [one] run
           *[other] runs
        } per point
        [static] { $runs } runs, median reported
        [logging] { $runs } runs, median reported
       *[http3] { $runs } runs each for Pingclair and Caddy, { $nginx-runs } for nginx; median reported
    }

mx-validity-heading = Validity criteria
# no-claim: the validity rule itself
mx-validity-throughput = In the fixed-concurrency reverse proxy, static file, compression, and logging-overhead suites, only runs in which every request succeeded count. Runs with failed requests were left out of those throughput comparisons.
mx-validity-sweep = The concurrency sweep is different: failed runs were kept as diagnostic observations, with their error rates shown beside the throughput. Throughput from those runs is not successful-request throughput.
mx-validity-http3 = The HTTP/3 suite recorded connection-level failures separately. Its throughput includes the effect of those failures instead of presenting an artificially error-free result.

mx-correction-heading = Correction during testing
mx-correction-found = Early runs showed that nginx’s default { $correction-default } closed connections sooner than intended under high concurrency, which distorted its measurements.
mx-correction-fix = The nginx configurations were therefore changed to:
# no-claim: how the corrected nginx set was run
mx-correction-rerun = The whole nginx benchmark set was then run again. No result from the earlier configuration appears on this page.

mx-results-heading = Results

mx-proxy-heading = Reverse proxy
mx-proxy-intro = This suite used { $backend-instances } Node.js backends, round-robin request distribution, and upstream connection reuse.
mx-fixed-heading = Fixed-concurrency throughput
# no-claim: the validity rule keeps only runs without failed requests
mx-fixed-intro = The test made { $sampling-proxy-requests } requests over { $sampling-proxy-connections } concurrent connections. Every reported run completed without errors.
mx-proxy-caption = Reverse proxy, fixed concurrency: requests per second
mx-col-rps = req/s
mx-fixed-leader = { $proxy-leader-label } achieved the highest throughput in this workload.
mx-fixed-comparison = Pingclair main reached about { $proxy-share } of nginx’s throughput, { $proxy-over-v022-standing ->
        [ahead] roughly { $proxy-over-v022 } more than { $subject-pingclair-v022-version }
        [behind] roughly { $proxy-over-v022 } less than { $subject-pingclair-v022-version }
       *[even] about the same as { $subject-pingclair-v022-version } ({ $proxy-over-v022 } apart)
    }. Against Traefik, Pingclair main delivered about { $proxy-vs-traefik } times the throughput.
# no-claim: the scope of the results
mx-fixed-scope = These differences hold only for the tested backend, connection settings, and CPU limits; they do not generalize to every reverse-proxy workload.

mx-sweep-heading = Concurrency sweep
# no-claim: how the table shows error rates
mx-sweep-intro = The table shows { $sweep-points-total } representative points of the sweep. Throughput is in req/s, with the request error rate in parentheses; a cell without one means every request of that run succeeded.
mx-sweep-caption = Concurrency sweep: req/s (error rate)
mx-col-connections = Connections
mx-connections = { $connections }
mx-sweep-low = At about { $sweep-low-connections } concurrent connections, nginx and both Pingclair versions delivered around { $sweep-low-fast } req/s, while Traefik reached about { $sweep-low-traefik } req/s.
mx-sweep-decline = As concurrency rose, throughput fell for every implementation, and some of them saw large connection or request failure rates.
mx-sweep-limits = These results were shaped by the { $container-cpus }-CPU container limit, the VM’s { $vm-memory-gb } GB of memory and the resources used on both the client and the server side; the decline cannot be attributed to the server implementation alone.
mx-sweep-clean = { $sweep-clean-at-max-count ->
        [0] No tested version completed the { $row-9901-connections }-connection run without errors.
        [1] Notably, { $sweep-clean-at-max } was the only tested version to complete the { $row-9901-connections }-connection run without errors.
       *[other] { $sweep-clean-at-max } completed the { $row-9901-connections }-connection run without errors.
    }
mx-sweep-main-errors = Pingclair main, by contrast, recorded error rates of { $sweep-main-errors-5001 } and { $sweep-main-errors-9901 } at { $row-5001-connections } and { $row-9901-connections } connections.
mx-sweep-stability = Although the development version had slightly higher throughput at moderate concurrency, it was much less stable than { $subject-pingclair-v022-version } under extreme connection pressure.

mx-followup-heading = Follow-up investigation: { $followup-date }
# no-claim: how the follow-up was run
mx-followup-intro = To look into this difference, the { $row-5001-connections }- and { $row-9901-connections }-connection tests were repeated for both Pingclair versions, again with { $sweep-requests } requests per run.
mx-followup-caption = Follow-up: request error rate
mx-col-error-rate = { $version } error rate
mx-followup-layer = Every failure seen with main happened at the connection layer; no HTTP 5xx response was recorded.
mx-followup-clean = { $followup-v022-clean-quantifier ->
        [all] { $subject-pingclair-v022 } completed all { $sweep-requests } requests at both concurrency levels without errors.
        [none] { $subject-pingclair-v022 } recorded request errors at both concurrency levels as well.
       *[some] { $subject-pingclair-v022 } completed every request only at { $followup-v022-clean } connections.
    }
mx-followup-reproduced = The follow-up reproduced the same version-dependent behavior, so the first observation was not a one-off.
mx-followup-next = The cause is not yet known. Further work will look at connection handling, resource limits, and the changes made between the two versions.

mx-static-heading = Static files and dynamic Zstd
mx-static-intro = This suite compared serving throughput across file sizes and content encodings.
# no-claim: the validity rule keeps only runs without failed requests
mx-static-requests = The { $payloads-index-size } B and { $payloads-small-size } KiB workloads made { $sampling-static-small-requests } requests per run and the { $payloads-medium-size } MiB workload { $sampling-static-large-requests }. Each result is the median of { $sampling-static-runs } runs, and every reported run completed without request failures.
mx-static-caption = Static files and dynamic Zstd: requests per second
mx-static-row = { $size } { $unit }{ $encoding ->
        [zstd] {" "}+ Zstd
       *[identity] {" "}(identity)
    }
mx-static-leads = { $static-leads ->
        [all] Pingclair achieved the highest throughput in every static file workload of this suite.
        [all-or-near] Pingclair achieved the highest, or nearly the highest, throughput in every static file workload of this suite.
        [some] Pingclair achieved the highest throughput in some of the static file workloads of this suite.
       *[none] Pingclair did not achieve the highest throughput in any static file workload of this suite.
    }
mx-static-main-leads = { $static-main-leads ->
        [all] Pingclair main itself had the highest throughput in every one of them.
        [none] Pingclair main itself had the highest throughput in none of them, trailing the leader by { $static-main-leads-gaps }.
       *[some] Pingclair main itself had the highest throughput in { $static-main-leads-led-count } of the { $static-main-leads-rows-count } workloads and trailed the leader by { $static-main-leads-gaps } in the others.
    }
mx-static-main = For Pingclair main specifically:
mx-static-multiple = **{ $size } { $unit }{ $encoding ->
        [zstd] {" "}+ Zstd
       *[identity] , identity encoding
    }:** about { $vs-nginx } nginx and { $vs-caddy } Caddy.
mx-static-zstd = Dynamic Zstd compression was among the workloads with the largest differences in this benchmark. The advantage was not constant across payload sizes, though: it varied with file size, compression settings, and the amount of data finally transferred.
mx-static-2m = { $zstd-2m-standing ->
        [behind] In the { $payloads-medium-size } MiB + Zstd test, { $subject-pingclair-v022 } reached { $zstd-2m-v022 } req/s against { $zstd-2m-main } req/s for main, a difference of about { $zstd-2m-gap } relative to { $subject-pingclair-v022-version }. This runs against the results for smaller files and deserves a closer look.
        [ahead] In the { $payloads-medium-size } MiB + Zstd test, Pingclair main reached { $zstd-2m-main } req/s against { $zstd-2m-v022 } req/s for { $subject-pingclair-v022-version }, about { $zstd-2m-gap } more.
       *[even] In the { $payloads-medium-size } MiB + Zstd test, the two Pingclair versions were about level ({ $zstd-2m-main } and { $zstd-2m-v022 } req/s).
    }
mx-static-scope = These measurements cover complete HTTP response processing (encoding, transfer, and server overhead); they do not measure Zstd compression speed in isolation.
mx-static-absent = { $static-absent-count ->
        [0] {""}
       *[other] { $static-absent } was left out of this suite because it has no native static file server.
    }

mx-logging-heading = Access logging overhead (telemetry tax)
mx-logging-intro = Access logs help with troubleshooting and traffic analysis, yet formatting and writing each record costs resources too.
mx-logging-setup = This suite measured throughput while serving a { $payloads-index-size } B static file, with access logging off (A) and JSON access logging on (B). Logs went to a memory-backed tmpfs to keep persistent storage I/O out of the picture. Results are medians of { $sampling-logging-runs } runs, in req/s.
mx-logging-caption = Access logging overhead: requests per second and throughput retained
mx-col-logging = { $condition ->
        [A] A: no logging
       *[B] B: JSON logging
    }
mx-col-retained = Throughput retained
mx-logging-formula = Throughput retained = throughput with logging on ÷ throughput with logging off.
mx-logging-best = { $retention-best-label } had the lowest relative logging overhead in this workload{ $retention-best ->
        [nginx] , keeping about { $retention-nginx } of its baseline throughput
       *[other] {""}
    }.
mx-logging-versions = Pingclair main kept about { $retention-main }, against { $retention-v022 } for { $subject-pingclair-v022-version }: { $retention-gain-standing ->
        [behind] about { $retention-gain } percentage points less.
        [even] about the same ({ $retention-gain } percentage points apart).
       *[ahead] an improvement of roughly { $retention-gain } percentage points.
    }
mx-logging-loss = Put as throughput lost, the logging overhead went from about { $loss-v022 } in { $subject-pingclair-v022-version } to { $loss-main } in main: under these conditions, the development version appears to write JSON access logs more efficiently.
# no-claim: names the test the figures come from
mx-logging-absolute = In absolute terms, Pingclair main sustained { $logging-main-json } req/s with JSON logging on, about { $logging-vs-nginx } times nginx’s throughput in the same test.
mx-logging-tmpfs = Because logs went to tmpfs, these results leave out the extra cost of persistent disk writes, remote log collection, and log rotation under sustained load.
mx-logging-absent = { $logging-absent-count ->
        [0] {""}
       *[other] { $logging-absent } did not take part in this suite.
    }

mx-http3-heading = HTTP/3 (experimental)
mx-http3-intro = This suite measured HTTP/3 throughput serving a { $payloads-index-size } B static file over short-lived QUIC connections. Each run lasted { $tquic-seconds } seconds.
mx-http3-runs = Pingclair and Caddy were measured { $sampling-http3-runs } times each; nginx varied more from run to run, so it got { $sampling-http3-nginx-runs } runs. The table gives the median throughput in req/s.
mx-http3-caption = HTTP/3, short-lived QUIC connections: requests per second
mx-http3-versions = { $h3-versions-close ->
        [yes] The two Pingclair versions delivered nearly identical HTTP/3 throughput, less than { $h3-versions-close-limit } apart.
       *[no] The two Pingclair versions differed by more than { $h3-versions-close-limit } in HTTP/3 throughput.
    }
mx-http3-ratios = Under this workload, Pingclair main achieved about { $h3-vs-nginx } times nginx’s throughput and { $h3-vs-caddy } times Caddy’s.
mx-http3-failures = Every completed HTTP request succeeded. { NUMBER($h3-nginx-failures) ->
        [0] No connection failed either.
       *[other] nginx had a small number of connection-level failures in some runs, up to about { $h3-nginx-failures } of connections; their effect on throughput is part of the reported results.
    }
mx-http3-workload-heading = Workload characteristics
mx-http3-workload = Each QUIC connection carried a single request before the client closed it and opened another. What the benchmark mostly measures is therefore the combined cost of QUIC connection setup, TLS handshakes, teardown, and HTTP/3 request processing, not the throughput a long-lived QUIC connection can sustain.
mx-http3-option = With the { $tquic-client } version used here, the { $tquic-essential-option } option was essential: without it the client stopped after its first request instead of running for the whole measurement period. Setting it let { $tquic-duration-option } govern the full { $tquic-seconds }-second window.
# no-claim: the scope of the HTTP/3 results
# no-claim: the scope of the HTTP/3 results
mx-http3-experimental = The HTTP/3 figures are still experimental. How much throughput is reached depends on the load generator, the QUIC stack, and how UDP behaves inside the { $vm-name } container network, so the ratios apply to this environment and workload alone.
mx-scope-heading = Scope and limitations
mx-scope-vm-heading = Containerized and virtualized environment
# no-claim: the scope of the results
# no-claim: the scope of the results
mx-scope-vm = All measurements were taken inside an { $vm-name } Linux VM on a { $host-model } with an { $host-chip } processor and { $host-memory-gb } GB of memory. They say nothing definite about absolute performance on native Linux, FreeBSD, macOS, or other machines, and they do not guarantee capacity in production.
mx-scope-cpu-heading = CPU limits and concurrency models
mx-scope-cpu = Each server container was limited to { $container-cpus } CPUs but kept its own default worker and thread configuration. Because scheduling, concurrency models, and resource management differ, the relative ranking may change with other CPU limits or hardware.
mx-scope-sweep-heading = High-concurrency sweep
# no-claim: the sweep's sampling
mx-scope-sweep = Each sweep point made only { $sweep-requests } requests and was measured { NUMBER($sampling-sweep-runs) ->
        [one] once
       *[other] { $sampling-sweep-runs } times
    }. At several thousand concurrent connections that is few requests per connection, so these results say more about behavior under extreme connection pressure than about long-term steady-state throughput.
# no-claim: what error rates can and cannot show
mx-scope-sweep-failures = Connection failures can also come from limits of the load generator, the container network, or the operating system; error rates alone do not establish a root cause on the server side.
mx-scope-zstd-heading = Compression settings
# no-claim: what the Zstd results compare
mx-scope-zstd = Each server used its own Zstd implementation with the settings listed above. As strategies and output sizes may differ, the Zstd results compare complete serving paths, not compression algorithms doing identical work.
mx-scope-http3-heading = HTTP/3 workload
# no-claim: the scope of the HTTP/3 results
# no-claim: the scope of the HTTP/3 results
mx-scope-http3 = Short-lived QUIC connections were all the HTTP/3 suite used. Other HTTP/3 patterns (long-lived connections, many multiplexed streams, real wide-area networks) fall outside its results, and packet loss, round-trip time, and bandwidth were never varied.
mx-scope-excluded-heading = Excluded comparisons
mx-scope-excluded = { $proxy-absent-count ->
        [0] {""}
       *[other] The reverse proxy suite was run without { $proxy-absent }.
    } { $logging-absent-count ->
        [0] {""}
       *[other] The access logging suite was run without { $logging-absent }.
    } { $static-absent-count ->
        [0] {""}
       *[other] { $static-absent } has no native static file hosting and was left out of the static file tests.
    } { $h3-absent-count ->
        [0] {""}
       *[other] The HTTP/3 performance of { $h3-absent } was not measured.
    } A missing result says nothing about performance.
mx-scope-versions-heading = Version snapshots
mx-scope-versions = This page records measurements taken on { date-range } with the listed releases and development commit. Later fixes or improvements do not change these results retroactively; any conclusion about newer versions needs new measurements.

mx-sources-heading = Methodology and sources
mx-sources = The Pingclair repository documents the general benchmarking method, the validation rules, and the supporting tools. This page’s own method (its environment, the versions tested, the container setup, and the commands) is kept in:
mx-source-matrix = The local container matrix: this page’s method
mx-source-methodology = Benchmark methodology: general rules and validity checks
# no-claim: how to read the figures
# no-claim: how to read the figures
mx-sources-conditions = Every figure on this page is a measurement taken under the stated versions, hardware, and workloads. Compare results only under equivalent conditions; before combining them with figures from other platforms, versions, or workloads, account for what differs.
