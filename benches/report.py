#!/usr/bin/env python3
"""Writes BENCHMARKS.md from the timings benches/run recorded.

    benches/report.py --runs runs.tsv --meta meta.tsv > BENCHMARKS.md

Every number and every comparative word in the output is computed here from
the measurements; nothing is typed by hand.
"""

import argparse
import csv
import statistics
import sys

TOOLS = ["pcdocs-nocharts", "pcdocs-charts", "hugo"]
TOOL_NAME = {
    "pcdocs-nocharts": "pcdocs (charts off)",
    "pcdocs-charts": "pcdocs (charts on)",
    "hugo": "Hugo",
}


GROUPS = [
    ("Fluent (message resolution)", ("fluent_bundle", "fluent_syntax", "intl_memoizer", "<fluent_")),
    ("Tera (templates)", ("tera::", "<tera::")),
    ("ICU4X (number, list and plural formatting)", ("icu_", "<icu_", "fixed_decimal", "<fixed_decimal", "writeable", "<writeable")),
    ("plotters (charts)", ("plotters", "<plotters", "ab_glyph", "<ab_glyph", "owned_ttf", "ttf_parser")),
    ("pulldown-cmark (Markdown)", ("pulldown_cmark", "<pulldown_cmark")),
    ("serde, TOML, CSV", ("serde", "<serde", "toml", "<toml", "csv", "<csv")),
    ("pcdocs's own code", ("pcdocs::", "<pcdocs::")),
]


def parse_profile(lines):
    """`perf report --sort dso,symbol` lines -> [(percent, dso, symbol)]."""
    out = []
    for line in lines:
        parts = line.split()
        if len(parts) < 4 or not parts[0].endswith("%"):
            continue
        pct = float(parts[0].rstrip("%"))
        dso = parts[1]
        sym = " ".join(parts[3:])
        while sym.endswith(" -"):
            sym = sym[:-2]
        out.append((pct, dso, sym))
    return out


def group_of(dso, sym):
    if "kernel" in dso:
        return "kernel (page faults, file writes)"
    if dso.startswith("libc"):
        if any(k in sym for k in ("malloc", "free", "realloc", "unlink_chunk", "consolidate", "calloc")):
            return "allocator (malloc/free; mimalloc in pcdocs)"
        if any(k in sym for k in ("memmove", "memcpy", "memcmp", "memset", "strlen", "memchr")):
            return "memory copies and compares (libc)"
        return "libc, other"
    # mimalloc, linked into pcdocs
    if sym.startswith(("mi_", "_mi_", "mi_free", "mimalloc")):
        return "allocator (malloc/free; mimalloc in pcdocs)"
    for name, prefixes in GROUPS:
        if sym.startswith(prefixes):
            return name
    if sym.startswith(("core::", "<core::", "alloc::", "<alloc::", "std::", "<std::", "__rustc")):
        return "Rust standard library (iterators, strings, formatting)"
    return "other"


def read_runs(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    for r in rows:
        for k in ("wall_s", "user_s", "sys_s"):
            r[k] = float(r[k])
        r["cpu_s"] = r["user_s"] + r["sys_s"]
        for k in ("maxrss_kb", "pages", "out_bytes", "rep"):
            r[k] = int(r[k])
    return rows


SERVE_KIND = {
    "results": "results file (one CSV value)",
    "locale": "locale file (one French message)",
}


def read_serve(path):
    """benches/serve.py's TSV; pcdocs's own times are None when it printed none."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    for r in rows:
        for k in ("wall_ms", "rebuild_ms", "after_change_ms"):
            r[k] = float(r[k]) if r[k] else None
        for k in ("size", "rep", "pages_total", "pages_rendered", "rebuilds", "polls"):
            r[k] = int(r[k]) if r[k] else None
    return rows


def read_meta(path):
    meta = {}
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if "\t" in line:
                k, v = line.split("\t", 1)
                meta[k] = v
    return meta


def med(xs):
    return statistics.median(xs)


def secs(x):
    if x >= 100:
        return "%.0f" % x
    if x >= 10:
        return "%.1f" % x
    return "%.2f" % x


def ms(x):
    return "%.2f" % (x * 1000) if x < 0.01 else "%.1f" % (x * 1000)


def msec(x):
    """A time already in milliseconds."""
    if x is None:
        return "—"
    return "%.0f" % x if x >= 100 else "%.1f" % x


def spread(xs, f):
    """'median | min–max' table cells of the values that are there."""
    xs = [x for x in xs if x is not None]
    if not xs:
        return "— | —"
    return "%s | %s–%s" % (f(med(xs)), f(min(xs)), f(max(xs)))


def mib(kb):
    return "%.0f" % (kb / 1024)


def times(ratio):
    return "%.2f×" % ratio


def compare(ratio, what):
    """'1.52× slower than Hugo' / '0.61× the time of Hugo (faster)' as words."""
    if ratio > 1.02:
        return "**slower** than Hugo in %s (%s Hugo's)" % (what, times(ratio))
    if ratio <= 0:
        return "faster than Hugo in %s (too short to measure in its 10 ms steps)" % what
    if ratio < 0.98:
        return "faster than Hugo in %s (%s Hugo's: %.1f× as fast)" % (what, times(ratio), 1 / ratio)
    return "level with Hugo in %s (%s Hugo's)" % (what, times(ratio))


def summarize(runs):
    """(size, tool) -> medians."""
    out = {}
    for r in runs:
        if r["tool"] == "repo-site":
            continue
        out.setdefault((int(r["size"]), r["tool"]), []).append(r)
    stats = {}
    for key, rs in out.items():
        size = key[0]
        wall = med([r["wall_s"] for r in rs])
        cpu = med([r["cpu_s"] for r in rs])
        stats[key] = {
            "n": len(rs),
            "wall": wall,
            "wall_min": min(r["wall_s"] for r in rs),
            "wall_max": max(r["wall_s"] for r in rs),
            "cpu": cpu,
            "rss": med([r["maxrss_kb"] for r in rs]),
            "pages": rs[0]["pages"],
            "bytes": med([r["out_bytes"] for r in rs]),
            "pps": 3 * size / wall,
        }
    return stats


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", required=True)
    ap.add_argument("--meta", required=True)
    # Markdown sections that other scripts of benches/ printed in this run
    # (csv_scale.py, serve_load.py), placed as they are before the machine.
    ap.add_argument("--extra", action="append", default=[])
    args = ap.parse_args(argv)
    runs = read_runs(args.runs)
    meta = read_meta(args.meta)
    stats = summarize(runs)
    sizes = sorted({k[0] for k in stats})
    w = []
    p = w.append

    p("# Benchmarks: pcdocs against Hugo on the same job")
    p("")
    p("<!-- Generated by benches/run (benches/report.py). Do not edit by hand: run `benches/run` again. -->")
    p("")
    p("Measured on %s. To reproduce, from the repository root:" % meta.get("DATE", "?"))
    p("")
    p("```sh")
    p("benches/run")
    p("```")
    p("")
    settings = 'SIZES="%s" REPS=%s LARGE=%s REPS_LARGE=%s' % (
        meta.get("SIZES"), meta.get("REPS"), meta.get("LARGE"), meta.get("REPS_LARGE"))
    if meta.get("PROFILE") == "1":
        settings += " PROFILE=1"
    if meta.get("SERVE_TSV"):
        settings += " SERVE_SIZE=%s SERVE_REPS=%s SERVE_LOCALE_REPS=%s" % (
            meta.get("SERVE_SIZE"), meta.get("SERVE_REPS"), meta.get("SERVE_LOCALE_REPS"))
    minutes = ""
    if meta.get("RUN_SECONDS"):
        minutes = "; the whole run took %.1f minutes" % (int(meta["RUN_SECONDS"]) / 60)
    p("(settings of this run: `%s`%s; see [benches/README.md](benches/README.md) for what the"
      % (settings, minutes))
    p("columns mean.)")
    p("")
    p("**These timings are never asserted in tests.** They depend on the machine and on whatever")
    p("else it runs; they are a record of one run, regenerated by `benches/run`, not a contract.")
    p("")

    p("## The job")
    p("")
    p("`benches/generate.py` writes, for each size N, N synthetic campaigns (5 rows × 3 servers,")
    p("one CSV each) and the same 3·N pages (en, zh-TW, fr) three ways:")
    p("")
    p("- **pcdocs (charts off)**: a pcdocs project (results/, content/, locales/, and the")
    p("  repository's templates/ and themes/); each page has a table view, a ratio, a")
    p("  percent-difference with a standing, a compare-rows summary and one Fluent sentence per row.")
    p("- **pcdocs (charts on)**: the same project with one bar chart (`[charts.throughput]`) per page.")
    p("- **Hugo**: the same pages as a multilingual Hugo site: each page reads its CSV with")
    p("  `resources.Get | transform.Unmarshal`, formats the table with `lang.FormatNumber`, computes")
    p("  the ratios, the percent difference and the row comparison in the template, and writes one")
    p("  i18n sentence per row. Like pcdocs it writes an HTML page and a Markdown twin (`index.md`)")
    p("  per page, with a sidebar listing the newest ten pages, a language switcher, an index and a 404")
    p("  page per language, and sitemaps. No charts. pcdocs also writes a translation-status page")
    p("  per language and a provenance tooltip on every figure; see benches/README.md.")
    p("")
    p("Each build writes to a fresh, empty folder on %s; builds of the three tools alternate within"
      % ("a tmpfs (memory), so disk writeback is not measured" if meta.get("OUT_FS") == "tmpfs"
         else "a `%s` file system" % meta.get("OUT_FS", "?")))
    p("each repetition, and the order rotates from one repetition to the next. %s"
      % ("Sizes below %s get one untimed warm-up build per tool first." % meta.get("LARGE")))
    p("")

    p("## Results")
    p("")
    p("Medians over the repetitions (*runs*). *pcdocs ÷ Hugo* divides pcdocs's median by Hugo's:")
    p("below 1 pcdocs is faster, above 1 it is slower.")
    p("")
    p("| campaigns | pages | tool | runs | wall (s) | wall min–max (s) | CPU user+sys (s) | cores busy | peak RSS (MiB) | pages/s | output (MB) | wall pcdocs ÷ Hugo | CPU pcdocs ÷ Hugo |")
    p("|--:|--:|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    for n in sizes:
        hugo = stats.get((n, "hugo"))
        for t in TOOLS:
            s = stats.get((n, t))
            if not s:
                continue
            if t != "hugo" and hugo:
                rw = times(s["wall"] / hugo["wall"])
                rc = times(s["cpu"] / hugo["cpu"])
            else:
                rw = rc = "—"
            p("| %d | %d | %s | %d | %s | %s–%s | %s | %.1f | %s | %.0f | %.1f | %s | %s |" % (
                n, 3 * n, TOOL_NAME[t], s["n"], secs(s["wall"]), secs(s["wall_min"]), secs(s["wall_max"]),
                secs(s["cpu"]), s["cpu"] / s["wall"], mib(s["rss"]), s["pps"], s["bytes"] / 1e6, rw, rc))
    p("")

    p("### In words")
    p("")
    for n in sizes:
        hugo = stats.get((n, "hugo"))
        if not hugo:
            continue
        parts = []
        for t in ("pcdocs-nocharts", "pcdocs-charts"):
            s = stats.get((n, t))
            if not s:
                continue
            parts.append("%s is %s and %s" % (
                TOOL_NAME[t], compare(s["wall"] / hugo["wall"], "wall time"),
                compare(s["cpu"] / hugo["cpu"], "CPU time").replace(" than Hugo", "")))
        few = ""
        if hugo["n"] == 1:
            few = " (a single run: treat it as indicative)"
        elif hugo["n"] < 3:
            few = " (%d runs each: see the min–max column for the spread)" % hugo["n"]
        p("- **%d campaigns (%d pages)**%s: %s." % (n, 3 * n, few, "; ".join(parts)))
    for n in sizes:
        off, on = stats.get((n, "pcdocs-nocharts")), stats.get((n, "pcdocs-charts"))
        if off and on:
            extra = on["cpu"] - off["cpu"]
            if abs(extra) < 0.02:
                p("- Charts at %d campaigns: no measurable difference in CPU time (it is counted in 10 ms steps)." % n)
            elif extra < 0:
                p("- Charts at %d campaigns: %s s of CPU *less* than without charts, i.e. within the noise." % (n, secs(-extra)))
            else:
                p("- Charts at %d campaigns: %s s of CPU more (%s ms per chart, one chart per page): %.0f%% of the build." % (
                    n, secs(extra), ms(extra / (3 * n)), 100 * extra / on["cpu"]))
    # How the comparison moves with size, between the two largest sizes
    # (the smallest is dominated by start-up costs).
    trend = [(n, stats[(n, "pcdocs-nocharts")]["cpu"] / stats[(n, "hugo")]["cpu"])
             for n in sizes if (n, "pcdocs-nocharts") in stats and (n, "hugo") in stats]
    if len(trend) >= 2:
        steps = ", ".join("%s at %d" % (times(x), n) for n, x in trend)
        (a, ra), (b, rb) = trend[-2], trend[-1]
        if rb > ra * 1.1:
            p("- pcdocs (charts off) needs %s Hugo's CPU time: the gap **narrows** from %d to %d campaigns,"
              " so on much larger sites pcdocs could lose its lead; this run did not measure that." % (steps, a, b))
        elif rb < ra / 1.1:
            p("- pcdocs (charts off) needs %s Hugo's CPU time: the gap widens from %d to %d campaigns." % (steps, a, b))
        else:
            p("- pcdocs (charts off) needs %s Hugo's CPU time: the gap holds from %d to %d campaigns"
              " (within 10%%)." % (steps, a, b))
    p("")
    p("*Cores busy* is CPU time ÷ wall time: how many of the machine's %s cores a build kept busy"
      % meta.get("CORES", "?"))
    p("on average (both tools render pages in parallel). Compare CPU time for the work done, wall")
    p("time for what a user waits.")
    p("")

    p("## Linearity")
    p("")
    p("Time per page (median wall time ÷ pages, and CPU time ÷ pages). A tool that scales linearly")
    p("keeps these flat as the site grows; startup cost inflates the smallest size.")
    p("")
    head = "| tool | " + " | ".join("wall ms/page at %d" % n for n in sizes) + " | " + \
        " | ".join("CPU ms/page at %d" % n for n in sizes) + " | output KB/page at %d |" % sizes[-1]
    p(head)
    p("|:--|" + "--:|" * (2 * len(sizes) + 1))
    for t in TOOLS:
        cells = []
        for key in ("wall", "cpu"):
            for n in sizes:
                s = stats.get((n, t))
                cells.append(ms(s[key] / (3 * n)) if s else "—")
        last = stats.get((sizes[-1], t))
        cells.append("%.0f" % (last["bytes"] / (3 * sizes[-1]) / 1000) if last else "—")
        p("| %s | %s |" % (TOOL_NAME[t], " | ".join(cells)))
    p("")
    if len(sizes) >= 2:
        a, b = sizes[-2], sizes[-1]
        for t in TOOLS:
            sa, sb = stats.get((a, t)), stats.get((b, t))
            if not (sa and sb and sa["cpu"] > 0):
                continue
            g = (sb["cpu"] / (3 * b)) / (sa["cpu"] / (3 * a))
            grow = sb["bytes"] / sa["bytes"]
            if g > 1.5:
                verdict = "**not linear**: CPU time per page grows %s from %d to %d campaigns" % (times(g), a, b)
            elif g < 0.67:
                verdict = "CPU time per page falls to %s from %d to %d campaigns (fixed costs spread out)" % (times(g), a, b)
            else:
                verdict = "roughly linear: CPU time per page changes %s from %d to %d campaigns" % (times(g), a, b)
            p("- %s: %s; its output grows %s for %s the pages." % (TOOL_NAME[t], verdict, times(grow), times(b / a)))
        p("")
        p("Both sites give every page a sidebar with the newest ten pages of its language and a")
        p("link to the index of all (the repository's `templates/page.html` with its default")
        p("`sidebar-pages`, mirrored on the Hugo side), so a page's size does not grow with N; the")
        p("index and 404 page of each language list every page once.")
        p("")

    repo = [r for r in runs if r["tool"] == "repo-site"]
    if repo:
        cold = [r for r in repo if r["rep"] == 0][0]
        warm = [r for r in repo if r["rep"] > 0]
        p("## The repository's own site")
        p("")
        p("`pcdocs build` of this repository (%d `index.html` files written) into a fresh temporary folder:"
          % cold["pages"])
        p("")
        p("| build | wall (ms) | CPU user+sys (ms) | peak RSS (MiB) |")
        p("|:--|--:|--:|--:|")
        p("| first (cold%s) | %s | %s | %s |" % (
            ", page cache dropped" if meta.get("REPO_CACHE_DROPPED") == "yes"
            else "; the page cache could not be dropped, so inputs may be cached",
            ms(cold["wall_s"]), ms(cold["cpu_s"]), mib(cold["maxrss_kb"])))
        if warm:
            p("| warm, median of %d | %s | %s | %s |" % (
                len(warm), ms(med([r["wall_s"] for r in warm])), ms(med([r["cpu_s"] for r in warm])),
                mib(med([r["maxrss_kb"] for r in warm]))))
        p("")
        p("The first build took %s ms of wall time: %s. (CPU time is counted in 10 ms steps.)" % (
            ms(cold["wall_s"]), "under 50 ms" if cold["wall_s"] < 0.05 else "**not** under 50 ms"))
        p("")

    serve = []
    if meta.get("SERVE_TSV"):
        try:
            serve = read_serve(meta["SERVE_TSV"])
        except OSError:
            serve = []
    if serve:
        kinds = [k for k in SERVE_KIND if any(r["kind"] == k for r in serve)]
        size = serve[0]["size"]
        total = next((r["pages_total"] for r in serve if r["pages_total"]), None)
        p("## Preview rebuilds (`pcdocs serve`)")
        p("")
        p("`benches/serve.py` starts `pcdocs serve` on a copy of the %d-campaign project (charts off)," % size)
        p("waits for its first full build, then edits one input file at a time and requests the")
        p("changed page over HTTP on loopback until it shows the edit. Each edit is saved as many")
        p("editors save: the whole file is written to a hidden temporary file, which is then renamed")
        p("over the original. The clock starts when the rename returns and stops when a request")
        p("returns the new text; edits are %s ms apart or more, so each is a rebuild of its own."
          % meta.get("SERVE_PAUSE_MS", "?"))
        p("")
        p("- **%s**: a measured value of `results/cNNNN/throughput.csv` is rewritten to a new number;"
          % SERVE_KIND["results"])
        p("  the English page is polled until its table shows that number, formatted as the table")
        p("  formats it (with thousands separators).")
        p("- **%s**: a word of a message in `locales/fr/cNNNN.ftl` is replaced by a new" % SERVE_KIND["locale"])
        p("  word; the French page is polled until it shows it.")
        p("")
        p("*Rebuild* and *pages re-rendered* are what pcdocs itself prints for the rebuild on its")
        p("terminal; *change → pages in memory* is its own time from the file event to the new pages")
        p("being ready to serve.")
        p("")
        p("| edit | pages in site | runs | file write → new page served (ms), median | min–max | rebuild, per pcdocs (ms), median | min–max | change → pages in memory, per pcdocs (ms), median | min–max | pages re-rendered, median | min–max |")
        p("|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for k in kinds:
            rs = [r for r in serve if r["kind"] == k]
            pages = sorted({r["pages_total"] for r in rs if r["pages_total"]})
            p("| %s | %s | %d | %s | %s | %s | %s |" % (
                SERVE_KIND[k], ", ".join(str(x) for x in pages) or "—", len(rs),
                spread([r["wall_ms"] for r in rs], msec),
                spread([r["rebuild_ms"] for r in rs], msec),
                spread([r["after_change_ms"] for r in rs], msec),
                spread([r["pages_rendered"] for r in rs], lambda x: "%g" % x)))
        p("")
        for k in kinds:
            rs = [r for r in serve if r["kind"] == k]
            wall = med([r["wall_ms"] for r in rs])
            line = "- %s: the median time from the file write to the new page served is %s ms" % (
                SERVE_KIND[k][0].upper() + SERVE_KIND[k][1:], msec(wall))
            if k == "results":
                line += ", " + ("under 50 ms" if wall < 50 else "**not** under 50 ms")
            else:
                n = med([r["pages_rendered"] for r in rs if r["pages_rendered"] is not None] or [0])
                line += " (%g %s re-rendered, median)" % (n, "page" if n == 1 else "pages")
            outside = [r["wall_ms"] - r["rebuild_ms"] for r in rs if r["rebuild_ms"] is not None]
            if outside:
                line += ("; %s ms of it (median) is not the rebuild itself (pcdocs reports %s ms for that)"
                         % (msec(med(outside)), msec(med([r["rebuild_ms"] for r in rs if r["rebuild_ms"] is not None]))))
            p(line + ".")
        p("")
        p("The end-to-end time includes the file watcher's debounce window: pcdocs waits for the")
        p("file events to settle before it rebuilds, and a user waits for that too. The time that is")
        p("not the rebuild is that window, the delivery of the file event and the HTTP request.")
        polled = [r["wall_ms"] / r["polls"] for r in serve if r["polls"]]
        if polled:
            p("The page was requested every %s ms on average (median over the runs), each time on a new"
              % msec(med(polled)))
            p("connection, so the end-to-end times are exact to about that.")
        many = [r for r in serve if r["rebuilds"] and r["rebuilds"] > 1]
        if many:
            p("In %d of %d runs one edit caused more than one rebuild; the table shows the one that" % (len(many), len(serve)))
            p("named the edited file.")
        missing = [r for r in serve if r["rebuild_ms"] is None]
        if missing:
            p("pcdocs printed no rebuild time that benches/serve.py could read for %d of %d runs"
              " (— in the table)." % (len(missing), len(serve)))
        if total and total != 3 * size:
            p("The site has %d pages, not 3·%d." % (total, size))
        p("")

    prof = meta.get("PROFILE_FILE")
    if prof:
        try:
            with open(prof) as f:
                samples = parse_profile(f)
        except OSError:
            samples = []
        if samples:
            p("## Where pcdocs spends its time")
            p("")
            p("`perf record` of one pcdocs build (charts off) at %s campaigns. Self time (not counting"
              % meta.get("PROFILE_SIZE"))
            p("callees), grouped by the library the function belongs to, then the busiest functions.")
            p("")
            groups = {}
            for pct, dso, sym in samples:
                g = group_of(dso, sym)
                groups[g] = groups.get(g, 0.0) + pct
            p("| group | share of samples |")
            p("|:--|--:|")
            for g, pct in sorted(groups.items(), key=lambda kv: -kv[1]):
                if pct >= 0.5:
                    p("| %s | %.1f%% |" % (g, pct))
            p("")
            p("| function | share |")
            p("|:--|--:|")
            for pct, dso, sym in samples[:15]:
                sym = sym if len(sym) <= 110 else sym[:107] + "..."
                p("| `%s` | %.1f%% |" % (sym.replace("|", "\\|"), pct))
            p("")
    for extra in args.extra:
        try:
            with open(extra) as f:
                text = f.read().strip()
        except OSError:
            continue
        if text:
            p(text)
            p("")
    p("## Machine")
    p("")
    p("| | |")
    p("|:--|:--|")
    for label, key in (("CPU", "CPU"), ("cores", "CORES"), ("memory", "MEM"), ("OS", "OS"),
                       ("pcdocs", "PCDOCS_VERSION"), ("pcdocs source", "GIT"), ("pcdocs binary (SHA-256)", "PCDOCS_SHA256"),
                       ("Hugo", "HUGO_VERSION"),
                       ("rustc", "RUSTC_VERSION"), ("Python (generator)", "PYTHON_VERSION"),
                       ("load average before / after", None), ("date", "DATE")):
        if key is None:
            p("| %s | %s / %s |" % (label, meta.get("LOAD_BEFORE", "?"), meta.get("LOAD_AFTER", "?")))
        else:
            p("| %s | %s |" % (label, meta.get(key, "?").replace("|", "\\|")))
    p("")
    try:
        cores = int(meta.get("CORES", "0"))
        load = float(meta.get("LOAD_BEFORE", "0").split()[0])
    except ValueError:
        cores, load = 0, 0.0
    if cores and load > 0.5 * cores:
        p("The machine was not idle (1-minute load average %.2f on %d cores before the run):" % (load, cores))
        p("wall times are noisier than CPU times, and the alternating order is what keeps the")
        p("comparison fair.")
        p("")

    p("## Checks")
    p("")
    p("- %s." % meta.get("CHECK", "?"))
    p("- Every timed build wrote exactly 3·N page files (`<locale>/cNNNN/index.html`); the run stops otherwise.")
    p("")

    p("## Every run")
    p("")
    p("<details><summary>Raw measurements</summary>")
    p("")
    p("| campaigns | tool | rep | wall (s) | user (s) | sys (s) | peak RSS (KB) | pages | output bytes |")
    p("|--:|:--|--:|--:|--:|--:|--:|--:|--:|")
    for r in runs:
        p("| %s | %s | %d | %.2f | %.2f | %.2f | %d | %d | %d |" % (
            r["size"], r["tool"], r["rep"], r["wall_s"], r["user_s"], r["sys_s"], r["maxrss_kb"], r["pages"], r["out_bytes"]))
    p("")
    if serve:
        p("`pcdocs serve` edits (benches/serve.py): *served* is the file write to the new page over HTTP;")
        p("*rebuild*, *in memory* and *pages* are what pcdocs printed; *GETs* is how many requests the poll made.")
        p("")
        p("| campaigns | edit | rep | file | pages in site | served (ms) | rebuild (ms) | in memory (ms) | pages | rebuilds | GETs |")
        p("|--:|:--|--:|:--|--:|--:|--:|--:|--:|--:|--:|")
        for r in serve:
            p("| %d | %s | %d | `%s` | %s | %.1f | %s | %s | %s | %s | %s |" % (
                r["size"], r["kind"], r["rep"], r["file"], r["pages_total"] or "—", r["wall_ms"],
                msec(r["rebuild_ms"]), msec(r["after_change_ms"]),
                r["pages_rendered"] if r["pages_rendered"] is not None else "—",
                r["rebuilds"] if r["rebuilds"] is not None else "—", r["polls"] or "—"))
        p("")
    p("</details>")
    sys.stdout.buffer.write(("\n".join(w) + "\n").encode("utf-8"))


if __name__ == "__main__":
    main(sys.argv[1:])
