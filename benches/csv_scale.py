#!/usr/bin/env python3
"""Times pcdocs on inputs of growing size, to show that each costs the same
per unit at every size: results tables of growing length, loaded and shown
on a page, and `pcdocs audit` of a page of one growing line.

It makes a project with `pcdocs init` and adds a campaign `large` whose
table `runs` has N lines (N/8 rows x 2 servers x 4 runs), then times, for
each N:

- `pcdocs build` with no page showing the table (its reading, checking and
  aggregation);
- `pcdocs build` with a page `large` whose table view shows every row
  (the view, its figures and the rendered page too);

and, for each C, `pcdocs audit` of a minified HTML page: one line of C
characters of table cells, against the scaffold's campaign. Timing is
hyperfine's when it is installed (Debian's `hyperfine`), otherwise
time.perf_counter over the same number of runs. It prints a Markdown
section: the mean time, and the time per line (per character) once the
scaffold's own build (the audit of an empty page) is subtracted, which
stays flat when the cost is linear.

    benches/csv_scale.py [--pcdocs target/release/pcdocs] [--sizes 5000 40000 200000]
                         [--audit-sizes 100000 1000000 4000000] [--runs 3]
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


PAGE = """+++
campaign = "large"
slug = "large"
title = "Large"
description = "Every row of a long table."
+++
Every row. { #intro }

```pcdocs
[tables.runs]
source = "runs"
caption = "large-caption"
corner = "large-corner"
```

```ftl
large-caption = Requests per second
large-corner = Scenario
```

{{ table(name="runs") }}
"""

# One row of a minified page: table cells whose numbers the audit reads.
AUDIT_ROW = ('<tr><td class="s">small</td><td>12,962</td><td>1.23\u00d7</td>'
             '<td>7.5%</td><td data-v="1">v1.22.1</td></tr>')


def time_cmd(cmd, runs, ok_codes=(0,)):
    """Mean and standard deviation (seconds) of a command."""
    first = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if first.returncode not in ok_codes:
        sys.exit(f"failed ({first.returncode}): {' '.join(cmd)}")
    if shutil.which("hyperfine"):
        with tempfile.NamedTemporaryFile(suffix=".json") as j:
            subprocess.run(
                ["hyperfine", "--runs", str(runs), "--warmup", "1", "--style", "none",
                 "--ignore-failure", "--export-json", j.name, " ".join(cmd)],
                check=True, stdout=subprocess.DEVNULL,
            )
            r = json.load(open(j.name))["results"][0]
            return r["mean"], r["stddev"] or 0.0, "hyperfine"
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
    sd = statistics.stdev(times) if len(times) > 1 else 0.0
    return statistics.mean(times), sd, "time.perf_counter"


def build_cmd(pcdocs, root, out):
    return [pcdocs, "--quiet", "build", "--root", root, "--out", out]


def table(title, unit, base, rows, per):
    """A Markdown table of (size, mean, sd) rows, per `unit` beyond `base`."""
    print(f"| {title} | time (s) | ± (s) | {per} |")
    print("|---:|---:|---:|---:|")
    for size, mean, sd in rows:
        each = max(mean - base, 0.0) / size * unit
        print(f"| {size:,} | {mean:.3f} | {sd:.3f} | {each:.2f} |")
    print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pcdocs", default=os.path.join(REPO, "target/release/pcdocs"))
    ap.add_argument("--sizes", type=int, nargs="+", default=[5000, 40000, 200000])
    ap.add_argument("--audit-sizes", type=int, nargs="+", default=[100000, 1000000, 4000000])
    ap.add_argument("--runs", type=int, default=3)
    a = ap.parse_args()
    pcdocs = os.path.abspath(a.pcdocs)
    with tempfile.TemporaryDirectory(prefix="pcdocs-csv-scale-") as tmp:
        site = os.path.join(tmp, "site")
        subprocess.run([pcdocs, "init", site], check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL)
        out = os.path.join(tmp, "out")
        base, base_sd, how = time_cmd(build_cmd(pcdocs, site, out), a.runs)

        # `pcdocs audit` of one long line (exit status 1: numbers to look at).
        audits = []
        page = os.path.join(tmp, "minified.html")
        open(page, "w").close()
        audit = [pcdocs, "audit", page, "--campaign", "example", "--root", site]
        audit_base, _, _ = time_cmd(audit, a.runs, (0, 1))
        for size in a.audit_sizes:
            with open(page, "w", encoding="utf-8") as f:
                f.write((AUDIT_ROW * (size // len(AUDIT_ROW) + 1))[:size] + "\n")
            mean, sd, _ = time_cmd(audit, a.runs, (0, 1))
            audits.append((size, mean, sd))
            print(f"audit, {size} characters: {mean:.3f} s", file=sys.stderr)

        campaign = os.path.join(site, "results", "large")
        os.makedirs(campaign)
        with open(os.path.join(campaign, "manifest.toml"), "w") as f:
            f.write(MANIFEST)
        shown_page = os.path.join(site, "content", "large.md")
        loaded, shown = [], []
        for size in a.sizes:
            size -= size % 8
            write_table(os.path.join(campaign, "runs.csv"), size)
            if os.path.exists(shown_page):
                os.remove(shown_page)
            mean, sd, how = time_cmd(build_cmd(pcdocs, site, out), a.runs)
            loaded.append((size, mean, sd))
            print(f"{size} lines, loaded: {mean:.3f} s", file=sys.stderr)
            with open(shown_page, "w", encoding="utf-8") as f:
                f.write(PAGE)
            mean, sd, how = time_cmd(build_cmd(pcdocs, site, out), a.runs)
            shown.append((size, mean, sd))
            print(f"{size} lines, shown: {mean:.3f} s", file=sys.stderr)

    print("## Large inputs\n")
    print(
        f"`benches/csv_scale.py`, mean of {a.runs} runs timed with {how}. The last "
        f"column divides the time beyond the smallest job (the scaffold's own build, "
        f"{base * 1000:.0f} ms ± {base_sd * 1000:.0f}; an audit of an empty page, "
        f"{audit_base * 1000:.0f} ms) by the size, and stays flat when the cost is linear.\n"
    )
    print(
        "`pcdocs build` of a `pcdocs init` project plus one campaign whose table has "
        "N lines (N/8 rows × 2 servers × 4 runs), no page showing it:\n"
    )
    table("lines", 1e6, base, loaded, "µs per line")
    print("The same with a page whose table view shows every row (N/8 rows, three locales):\n")
    table("lines", 1e6, base, shown, "µs per line")
    print(
        "`pcdocs audit` of a minified HTML page, one line of C characters of table cells "
        "(three numbers every 102 characters), against the scaffold's campaign:\n"
    )
    table("characters", 1e9, audit_base, audits, "ns per character")


if __name__ == "__main__":
    main()
