#!/usr/bin/env python3
"""Times `pcdocs build` on results tables of growing length, to show that
loading a CSV table costs the same per line at every size.

It makes a project with `pcdocs init`, adds a campaign `large` whose table
`runs` has N lines (N/8 rows x 2 servers x 4 runs, no page shows it, so the
build time beyond the scaffold's is the table's loading), and times
`pcdocs build` on it for each N: with hyperfine when it is installed
(Debian's `hyperfine`), otherwise with time.perf_counter over the same
number of runs. It prints a Markdown section (the mean time, and the time
per line once the scaffold's own build is subtracted).

    benches/csv_scale.py [--pcdocs target/release/pcdocs] [--sizes 5000 40000 200000] [--runs 3]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MANIFEST = """title = "Many runs"

[subjects.a]
name = "Server A"

[subjects.b]
name = "Server B"

[sampling]
runs = 4
aggregate = "median"

[validity]
exclude-failed-runs = true

[comparison]
tie-within = 0.02

[tables.runs]
file = "runs.csv"
row = "scenario"
series = "server"
value = "req_per_s"
run = "run"
failed = "failed"
"""


def write_table(path, lines):
    """`lines` data lines (a multiple of 8), deterministic values."""
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("scenario,server,run,req_per_s,failed\n")
        n = 0
        row = 0
        while n < lines:
            for server in ("a", "b"):
                for run in (1, 2, 3, 4):
                    value = 10000 + (row * 7919 + run * 104729) % 5000
                    f.write(f"s{row:07d},{server},{run},{value}.5,0\n")
                    n += 1
            row += 1


def time_build(pcdocs, root, out, runs):
    """Mean and standard deviation (seconds) of `pcdocs build`."""
    cmd = [pcdocs, "--quiet", "build", "--root", root, "--out", out]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)  # must pass
    if shutil.which("hyperfine"):
        with tempfile.NamedTemporaryFile(suffix=".json") as j:
            subprocess.run(
                ["hyperfine", "--runs", str(runs), "--warmup", "1", "--style", "none",
                 "--export-json", j.name, " ".join(cmd)],
                check=True, stdout=subprocess.DEVNULL,
            )
            r = json.load(open(j.name))["results"][0]
            return r["mean"], r["stddev"] or 0.0, "hyperfine"
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    sd = statistics.stdev(times) if len(times) > 1 else 0.0
    return statistics.mean(times), sd, "time.perf_counter"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pcdocs", default=os.path.join(REPO, "target/release/pcdocs"))
    ap.add_argument("--sizes", type=int, nargs="+", default=[5000, 40000, 200000])
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    pcdocs = os.path.abspath(a.pcdocs)
    with tempfile.TemporaryDirectory(prefix="pcdocs-csv-scale-") as tmp:
        site = os.path.join(tmp, "site")
        subprocess.run([pcdocs, "init", site], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        out = os.path.join(tmp, "out")
        base, base_sd, how = time_build(pcdocs, site, out, a.runs)
        campaign = os.path.join(site, "results", "large")
        os.makedirs(campaign)
        with open(os.path.join(campaign, "manifest.toml"), "w") as f:
            f.write(MANIFEST)
        rows = []
        for size in a.sizes:
            size -= size % 8
            write_table(os.path.join(campaign, "runs.csv"), size)
            mean, sd, how = time_build(pcdocs, site, out, a.runs)
            rows.append((size, mean, sd))
            print(f"{size} lines: {mean:.3f} s", file=sys.stderr)

    print("## Large results tables\n")
    print(
        f"`benches/csv_scale.py`: `pcdocs build` of a `pcdocs init` project plus one "
        f"campaign whose table has N lines (N/8 rows × 2 servers × 4 runs; no page "
        f"shows it), mean of {a.runs} runs timed with {how}. The scaffold alone "
        f"builds in {base * 1000:.0f} ms (± {base_sd * 1000:.0f}); the last column "
        f"divides the time beyond that by N, and stays flat when loading is linear.\n"
    )
    print("| lines | build (s) | ± (s) | µs per line |")
    print("|---:|---:|---:|---:|")
    for size, mean, sd in rows:
        per_line = max(mean - base, 0.0) / size * 1e6
        print(f"| {size:,} | {mean:.3f} | {sd:.3f} | {per_line:.2f} |")


if __name__ == "__main__":
    main()
