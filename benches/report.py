#!/usr/bin/env python3
"""Writes BENCHMARKS.md from the timings benches/run recorded.

    benches/report.py --runs runs.tsv --memory memory.tsv --hyperfine DIR \
        --meta meta.tsv > BENCHMARKS.md

Timings of whole builds come from hyperfine's JSON (`DIR/size-N.json`, one
command per tool, and `DIR/repo-site.json`); peak memory, page counts and
output sizes from one separate build per tool under GNU time (memory.tsv);
the cold build of the repository's own site from runs.tsv.

Every number and every comparative word in the output is computed here from
the measurements; nothing is typed by hand.
"""

import argparse
import csv
import glob
import json
import os
import re
import statistics
import sys

TOOLS = ["pcdocs-nocharts", "pcdocs-charts", "hugo"]
TOOL_NAME = {
    "pcdocs-nocharts": "pcdocs (charts off)",
    "pcdocs-charts": "pcdocs (charts on)",
    "hugo": "Hugo",
    "io-floor-nocharts": "I/O floor (charts off)",
    "io-floor-charts": "I/O floor (charts on)",
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


STAGE_PREFIXES = ("pcdocs::", "<pcdocs::", "ammonia::Builder::clean", "tera::tera::Tera::render",
                  "pulldown_cmark::html::push_html", "fluent_bundle::resource::FluentResource::try_new",
                  "fluent_bundle::bundle::FluentBundle<R,M>::format_pattern", "plotters::", "pagefind::api",
                  "clear_page_erms", "std::fs::write", "std::fs::read")


def perf_rows(lines, sym_at):
    """The sample rows of `perf report --stdio` lines: (columns, symbol), the
    symbol being the columns from `sym_at` on, without perf's trailing `-`s."""
    for line in lines:
        parts = line.split()
        if len(parts) <= sym_at or not parts[0].endswith("%"):
            continue
        sym = " ".join(parts[sym_at:])
        while sym.endswith(" -"):
            sym = sym[:-2]
        yield parts, sym


def read_lines(path):
    """A file's lines, or none when it is not given or cannot be read."""
    if not path:
        return []
    try:
        with open(path) as f:
            return f.readlines()
    except OSError:
        return []


def read_children(path):
    """`perf report --children --sort symbol` lines -> [(inclusive %, symbol)] of pcdocs's stages."""
    out, seen = [], set()
    for parts, sym in perf_rows(read_lines(path), 3):
        if not sym.startswith(STAGE_PREFIXES) or "{{closure}}" in sym or sym in seen:
            continue
        seen.add(sym)
        sym = sym if len(sym) <= 110 else sym[:107] + "..."
        out.append((float(parts[0].rstrip("%")), sym))
    return out


def parse_profile(lines):
    """`perf report --sort dso,symbol` lines -> [(percent, dso, symbol)]."""
    return [(float(parts[0].rstrip("%")), parts[1], sym) for parts, sym in perf_rows(lines, 3)]


def fmt_int(n):
    return "{:,}".format(n)


def read_scale(path):
    """`perf report -F overhead,period,dso,sym` lines -> [(CPU ns, dso, symbol)]."""
    return [(int(parts[1]), parts[2], sym) for parts, sym in perf_rows(read_lines(path), 4)]


def scale_section(meta, p):
    """Self time per page at the profile's size and the largest, by group and function."""
    sizes = meta.get("SCALE_SIZES", "").split()
    if len(sizes) != 2:
        return
    small, big = (int(x) for x in sizes)
    data = [read_scale(meta.get("SCALE_FILE_%d" % n, "")) for n in (small, big)]
    if not all(data):
        return
    per_page = []  # per size: {(group or symbol): µs per page}
    for n, samples in zip((small, big), data):
        groups, funcs = {}, {}
        for ns, dso, sym in samples:
            us = ns / 1000.0 / (3 * n)
            g = group_of(dso, sym)
            groups[g] = groups.get(g, 0.0) + us
            funcs[sym] = funcs.get(sym, 0.0) + us
        per_page.append((groups, funcs, sum(groups.values())))
    (ga, fa, ta), (gb, fb, tb) = per_page
    p("## What grows from %s to %s pages" % (fmt_int(3 * small), fmt_int(3 * big)))
    p("")
    p("`perf record` (self time, no call graphs) of one more build (charts off) at each size: the")
    p("CPU time of each group divided by the pages built, in µs per page. A build that scales")
    p("linearly keeps every row flat; the rows that grow are where the linearity target is lost.")
    p("")
    p("| group | µs/page at %s pages | µs/page at %s pages | change |" % (fmt_int(3 * small), fmt_int(3 * big)))
    p("|:--|--:|--:|--:|")
    for g in sorted(set(ga) | set(gb), key=lambda g: -(gb.get(g, 0.0))):
        a, b = ga.get(g, 0.0), gb.get(g, 0.0)
        if max(a, b) >= 2:
            p("| %s | %.0f | %.0f | %+.0f |" % (g, a, b, b - a))
    p("| **all** | **%.0f** | **%.0f** | **%+.0f** (%.2f×) |" % (ta, tb, tb - ta, tb / ta if ta else 0))
    p("")
    grown = sorted(set(fa) | set(fb), key=lambda f: -(fb.get(f, 0.0) - fa.get(f, 0.0)))[:8]
    p("The functions whose time per page grew most:")
    p("")
    p("| function | µs/page at %s | µs/page at %s | change |" % (fmt_int(3 * small), fmt_int(3 * big)))
    p("|:--|--:|--:|--:|")
    for f in grown:
        name = f if len(f) <= 110 else f[:107] + "..."
        p("| `%s` | %.1f | %.1f | %+.1f |" % (name.replace("|", "\\|"), fa.get(f, 0.0), fb.get(f, 0.0),
                                              fb.get(f, 0.0) - fa.get(f, 0.0)))
    p("")
    grew = sorted(((gb.get(g, 0.0) - ga.get(g, 0.0), g) for g in set(ga) | set(gb)), reverse=True)
    grew = [(d, g) for d, g in grew if d >= 1]
    if grew:
        p("What grew, per page: %s." % "; ".join("%s %+.0f µs" % (g, d) for d, g in grew))
        p("")
    p("The kernel's part varies from run to run on one machine, with the memory it hands the")
    p("build; its two functions that a large build can make busy:")
    p("")
    for f, what in (("clear_page_erms", "zeroes a memory page the first time the build touches it"),
                    ("copy_folio_from_iter_atomic", "copies the bytes the build writes into the page cache "
                     "(the output folder is on a tmpfs)")):
        a, b = fa.get(f, 0.0), fb.get(f, 0.0)
        p("- `%s` %s: %.1f µs per page at %s pages, %.1f at %s%s."
          % (f, what, a, fmt_int(3 * small), b, fmt_int(3 * big),
             " (%.1f×)" % (b / a) if a > 0 and b > 0 else ""))
    p("")


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


# What holds a build's heap at its peak: the first rule a stack matches
# names its group. Frames are heaptrack's ("function (file.rs)"), of the
# heap_build example (pcdocs built with the system allocator).
HEAP_GROUPS = (
    ("parsed Fluent files (fluent-syntax trees)", re.compile(r"^try_new \(resource\.rs\)")),
    ("Fluent: source texts, origins, fingerprints, bundle maps",
     re.compile(r"^(load_reusing|parse_file|load) \(messages\.rs\)")),
    ("figures of every page", re.compile(r"^evaluate_all \(load\.rs\)")),
    ("campaign manifests and tables", re.compile(r"^load_campaign \(mod\.rs\)")),
    ("templates, compiled (Tera)", re.compile(r"^(templates|add_bodies) \(mod\.rs\)")),
    ("content pages (front matter, prose)", re.compile(r"\(prose\.rs\)|^load_all \(mod\.rs\)")),
    ("rendering (pages in progress, navigation)",
     re.compile(r"^(render_to|render_into|render_page|nav) \((pages|nav)\.rs\)")),
)


def read_heap(path):
    """Bytes at the heap's peak by group, from heaptrack_print's folded stacks."""
    groups = {}
    try:
        with open(path) as f:
            for line in f:
                stack, _, n = line.rstrip("\n").rpartition(" ")
                if not n.isdigit() or int(n) == 0:
                    continue
                frames = stack.split(";")
                name = next((g for g, rx in HEAP_GROUPS if any(rx.search(fr) for fr in frames)), "other")
                groups[name] = groups.get(name, 0) + int(n)
    except OSError:
        return {}
    return groups


def read_memory(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f, delimiter="\t"))
    for r in rows:
        for k in ("maxrss_kb", "minflt", "pages", "out_bytes"):
            r[k] = int(r[k])
    return rows


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


def read_hyperfine(path):
    """hyperfine's --export-json: command name -> its result."""
    with open(path) as f:
        return {r["command"]: r for r in json.load(f)["results"]}


def summarize(hfdir, memory):
    """(size, tool) -> medians, from hyperfine's JSON and the GNU time builds.

    Wall times are hyperfine's per-run times (median, min, max); CPU time is
    hyperfine's mean user + system time (it records no per-run CPU times).
    """
    mem = {(int(r["size"]), r["tool"]): r for r in memory}
    stats = {}
    raw = []
    for path in sorted(glob.glob(os.path.join(hfdir, "size-*.json"))):
        size = int(os.path.basename(path)[len("size-"):-len(".json")])
        for tool, r in read_hyperfine(path).items():
            ts = r["times"]
            m = mem.get((size, tool), {})
            wall = med(ts)
            stats[(size, tool)] = {
                "n": len(ts),
                "wall": wall,
                "wall_min": min(ts),
                "wall_max": max(ts),
                "wall_mean": r["mean"],
                "wall_sd": r.get("stddev") or 0.0,
                "cpu": r["user"] + r["system"],
                "user": r["user"],
                "sys": r["system"],
                "rss": m.get("maxrss_kb"),
                "faults": m.get("minflt"),
                "pages": m.get("pages"),
                "bytes": m.get("out_bytes"),
                "pps": 3 * size / wall,
            }
            raw.append((size, tool, ts))
    return stats, raw


def verdict(ok):
    return "**met**" if ok else "**not met**"


def targets(stats, meta, runs, serve):
    """The performance targets as table rows: (target, measured, verdict)."""
    rows = []
    S, L = 1000, 10000  # 3,000 and 30,000 pages
    off, on, hugo = (stats.get((S, t)) for t in ("pcdocs-nocharts", "pcdocs-charts", "hugo"))
    missing = "not measured in this run"
    for name, s, key, need in (
        ("charts off: Hugo's wall time ≥ 15× pcdocs's", off, "wall", 15),
        ("charts off: Hugo's CPU time ≥ 12× pcdocs's", off, "cpu", 12),
        ("charts on: Hugo's wall time ≥ 10× pcdocs's", on, "wall", 10),
        ("charts on: Hugo's CPU time ≥ 10× pcdocs's", on, "cpu", 10),
    ):
        if s and hugo:
            x = hugo[key] / s[key]
            rows.append(("3,000 pages, " + name, "%.1f× (%s s vs %s s)" % (x, secs(hugo[key]), secs(s[key])),
                         verdict(x >= need)))
        else:
            rows.append(("3,000 pages, " + name, missing, "—"))
    for v in ("nocharts", "charts"):
        s, floor = stats.get((S, "pcdocs-" + v)), stats.get((S, "io-floor-" + v))
        name = "3,000 pages, %s: pcdocs's wall time ≤ 2.5× the I/O floor" % TOOL_NAME["pcdocs-" + v][8:-1]
        if s and floor:
            x = s["wall"] / floor["wall"]
            rows.append((name, "%.1f× (%s ms vs %s ms)" % (x, ms(s["wall"]), ms(floor["wall"])), verdict(x <= 2.5)))
        else:
            rows.append((name, missing, "—"))
    for v in ("nocharts", "charts"):
        a, b = stats.get((S, "pcdocs-" + v)), stats.get((L, "pcdocs-" + v))
        name = "%s: CPU ms/page at 30,000 pages within 1.2× of that at 3,000" % TOOL_NAME["pcdocs-" + v][8:-1]
        if a and b:
            x = (b["cpu"] / (3 * L)) / (a["cpu"] / (3 * S))
            rows.append((name, "%.2f× (%s vs %s ms/page)" % (x, ms(b["cpu"] / (3 * L)), ms(a["cpu"] / (3 * S))),
                         verdict(x <= 1.2)))
        else:
            rows.append((name, missing, "—"))
    for v in ("nocharts", "charts"):
        a = stats.get((S, "pcdocs-" + v))
        name = "3,000 pages, %s: peak RSS ≤ half Hugo's" % TOOL_NAME["pcdocs-" + v][8:-1]
        if a and hugo and a["rss"] and hugo["rss"]:
            x = a["rss"] / hugo["rss"]
            rows.append((name, "%.2f× (%s MiB vs %s MiB)" % (x, mib(a["rss"]), mib(hugo["rss"])), verdict(x <= 0.5)))
        else:
            rows.append((name, missing, "—"))
        b = stats.get((L, "pcdocs-" + v))
        name = "30,000 pages, %s: peak RSS below Hugo's at 3,000" % TOOL_NAME["pcdocs-" + v][8:-1]
        if b and hugo and b["rss"] and hugo["rss"]:
            x = b["rss"] / hugo["rss"]
            rows.append((name, "%.2f× (%s MiB vs %s MiB)" % (x, mib(b["rss"]), mib(hugo["rss"])), verdict(x < 1)))
        else:
            rows.append((name, missing, "—"))
    for kind, need, what in (("results", 20, "one changed results file"), ("locale", 50, "one changed message")):
        rs = [r["wall_ms"] for r in serve if r["kind"] == kind]
        name = "`pcdocs serve`, %s pages: %s served in < %d ms end to end (median)" % (
            "{:,}".format(serve[0]["pages_total"]) if serve and serve[0]["pages_total"] else "?", what, need)
        if rs:
            m = med(rs)
            rows.append((name, "%s ms (%s–%s)" % (msec(m), msec(min(rs)), msec(max(rs))), verdict(m < need)))
        else:
            rows.append((name, missing, "—"))
    cold = [r for r in runs if r["tool"] == "repo-site" and r["rep"] == 0]
    name = "the repository's own site, cold (page cache dropped): < 25 ms wall"
    if cold:
        c = cold[0]["wall_s"]
        note = "" if meta.get("REPO_CACHE_DROPPED") == "yes" else "; the page cache could not be dropped"
        rows.append((name, "%s ms%s" % (ms(c), note), verdict(c < 0.025)))
    else:
        rows.append((name, missing, "—"))
    return rows


def main(argv):
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", required=True)
    ap.add_argument("--meta", required=True)
    ap.add_argument("--memory", required=True)
    ap.add_argument("--hyperfine", required=True)
    # Markdown sections that other scripts of benches/ printed in this run
    # (csv_scale.py, serve_load.py), placed as they are before the machine.
    ap.add_argument("--extra", action="append", default=[])
    args = ap.parse_args(argv)
    runs = read_runs(args.runs)
    meta = read_meta(args.meta)
    stats, raw = summarize(args.hyperfine, read_memory(args.memory))
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
    settings = 'SIZES="%s" REPS=%s LARGE=%s REPS_LARGE=%s HUGO_MAX=%s' % (
        meta.get("SIZES"), meta.get("REPS"), meta.get("LARGE"), meta.get("REPS_LARGE"), meta.get("HUGO_MAX"))
    if meta.get("PROFILE") != "1":
        settings += " PROFILE=0"
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

    serve = []
    if meta.get("SERVE_TSV"):
        try:
            serve = read_serve(meta["SERVE_TSV"])
        except OSError:
            serve = []
    p("## Targets")
    p("")
    p("Ratios measured in this run, on this machine; a target is met when the measured ratio is")
    p("on its side of the bound. *Hugo ÷ pcdocs* above 1 means pcdocs is faster.")
    p("")
    p("| target | measured | verdict |")
    p("|:--|:--|:--|")
    for t, m, v in targets(stats, meta, runs, serve):
        p("| %s | %s | %s |" % (t, m, v))
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
    p("The pcdocs projects set `search = false`: Hugo builds no search index, so neither side")
    p("does here (pcdocs's Pagefind index is its own job; benches/README.md).")
    p("")
    p("Whole builds are timed by %s (`--export-json`), one tool after the other at each"
      % meta.get("HYPERFINE_VERSION", "hyperfine"))
    p("size; each build writes to a fresh, empty folder (hyperfine's `--prepare` removes it) on %s."
      % ("a tmpfs (memory), so disk writeback is not measured" if meta.get("OUT_FS") == "tmpfs"
         else "a `%s` file system" % meta.get("OUT_FS", "?")))
    p("Sizes below %s campaigns get one untimed warm-up run per command first. Wall times are the"
      % meta.get("LARGE"))
    p("median of hyperfine's runs; CPU times are hyperfine's mean user + system time (it keeps no")
    p("per-run CPU times). Hyperfine gives no memory figure: *peak RSS* comes from one more build")
    p("per tool and size, run separately under GNU time (`%M`), which also checks that the build")
    p("wrote 3·N pages. Hugo builds only up to %s campaigns." % meta.get("HUGO_MAX", "?"))
    p("")

    p("## Results")
    p("")
    p("Medians over hyperfine's runs (*runs*). *pcdocs ÷ Hugo* divides pcdocs's time by Hugo's:")
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
                secs(s["cpu"]), s["cpu"] / s["wall"], mib(s["rss"]) if s["rss"] else "—", s["pps"],
                s["bytes"] / 1e6 if s["bytes"] else 0, rw, rc))
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
        # Per page at each of the two sizes, and how much it changed.
        split = []
        for t in TOOLS:
            sa, sb = stats.get((a, t)), stats.get((b, t))
            if not (sa and sb and sa["user"] > 0 and sa["sys"] > 0):
                continue
            row = {k: (sa[k] / (3 * a), sb[k] / (3 * b)) for k in ("user", "sys")}
            if sa.get("faults") and sb.get("faults"):
                row["faults"] = (sa["faults"] / (3 * a), sb["faults"] / (3 * b))
            split.append((t, row))
        if split:
            def change(pair):
                return pair[1] / pair[0]

            p("CPU time per page split into the build's own work (user) and the kernel's (system: page")
            p("faults, which give the build memory one 4 KiB page at a time, and file writes), with the")
            p("page faults per page of the GNU time build:")
            p("")
            p("| tool | user ms/page at %d | at %d | change | system ms/page at %d | at %d | change | page faults/page at %d | at %d |"
              % (a, b, a, b, a, b))
            p("|:--|--:|--:|--:|--:|--:|--:|--:|--:|")
            for t, row in split:
                faults = ["%.1f" % f for f in row["faults"]] if "faults" in row else ["—", "—"]
                p("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
                    TOOL_NAME[t], ms(row["user"][0]), ms(row["user"][1]), times(change(row["user"])),
                    ms(row["sys"][0]), ms(row["sys"][1]), times(change(row["sys"])), faults[0], faults[1]))
            p("")
            for t, row in split:
                k = change(row["sys"])
                words = "- %s: user time per page changes %s, system time per page %s" % (
                    TOOL_NAME[t], times(change(row["user"])), times(k))
                if "faults" in row:
                    f = change(row["faults"])
                    words += ", page faults per page %s" % times(f)
                    if k > 1.2 and 0.9 < f < 1.1:
                        words += ": the same faults per page, each costing the kernel more (fresh memory" \
                                 " on a virtual machine costs the host too), not more work per page"
                p(words + ".")
            p("")
        p("Both sites give every page a sidebar with the newest ten pages of its language and a")
        p("link to the index of all (the repository's `templates/page.html` with its default")
        p("`sidebar-pages`, mirrored on the Hugo side), so a page's size does not grow with N; the")
        p("index and 404 page of each language list every page once.")
        p("")

    digests = [r for r in read_memory(args.memory) if r.get("digest") and r["tool"].startswith("pcdocs")]
    if digests:
        p("## The generated sites")
        p("")
        p("SHA-256 (first 16 hex digits) of every file's path and bytes in each pcdocs output folder of")
        p("the GNU time build. The generator writes the same projects on every run and a build gives the")
        p("same bytes for the same inputs, so a change to pcdocs that leaves these digests as an earlier")
        p("report has them left every generated page byte-identical.")
        p("")
        p("| campaigns | pages | project | files' digest |")
        p("|--:|--:|:--|:--|")
        for r in sorted(digests, key=lambda r: (int(r["size"]), TOOLS.index(r["tool"]))):
            p("| %s | %d | %s | `%s` |" % (r["size"], r["pages"], TOOL_NAME[r["tool"]], r["digest"]))
        p("")

    floors = [(n, v) for n in sizes for v in ("nocharts", "charts") if (n, "io-floor-" + v) in stats]
    if floors:
        p("## The I/O floor")
        p("")
        p("What no build can avoid, timed by hyperfine in the same run as the builds: reading every")
        p("file of the project (`find | xargs cat > /dev/null`) and copying pcdocs's own output folder")
        p("of that size (`cp -r`) to a fresh folder on the same file system. *pcdocs ÷ floor* divides")
        p("pcdocs's median wall time by the floor's; 1 would be a build that costs nothing but its I/O.")
        p("")
        p("| campaigns | pages | project | runs | floor wall (s) | floor CPU (s) | pcdocs wall (s) | pcdocs ÷ floor |")
        p("|--:|--:|:--|--:|--:|--:|--:|--:|")
        for n, v in floors:
            f, s = stats[(n, "io-floor-" + v)], stats.get((n, "pcdocs-" + v))
            p("| %d | %d | %s | %d | %s | %s | %s | %s |" % (
                n, 3 * n, TOOL_NAME["pcdocs-" + v], f["n"], "%.3f" % f["wall"], "%.3f" % f["cpu"],
                "%.3f" % s["wall"] if s else "—", times(s["wall"] / f["wall"]) if s else "—"))
        p("")

    repo = [r for r in runs if r["tool"] == "repo-site"]
    if repo:
        cold = [r for r in repo if r["rep"] == 0][0]
        try:
            repo_hf = read_hyperfine(os.path.join(args.hyperfine, "repo-site.json"))
        except OSError:
            repo_hf = {}
        hw = repo_hf.get("repo-site")
        nosearch, start = repo_hf.get("repo-site-nosearch"), repo_hf.get("repo-start")
        start_cold = [r for r in runs if r["tool"] == "repo-start"]
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
        if hw:
            p("| warm, hyperfine, median of %d (mean CPU) | %s | %s | — |" % (
                len(hw["times"]), ms(med(hw["times"])), ms(hw["user"] + hw["system"])))
        if nosearch:
            p("| warm, the same site with `search = false` (no Pagefind index) | %s | %s | — |" % (
                ms(med(nosearch["times"])), ms(nosearch["user"] + nosearch["system"])))
        if start_cold:
            p("| `pcdocs --version`, cold (page cache dropped again): the binary's start alone | %s | — | — |"
              % ms(start_cold[0]["wall_s"]))
        if start:
            p("| `pcdocs --version`, warm | %s | %s | — |" % (
                ms(med(start["times"])), ms(start["user"] + start["system"])))
        p("")
        p("The first build took %s ms of wall time (the shell's clock around GNU time; its CPU time"
          % ms(cold["wall_s"]))
        p("is counted in 10 ms steps). The warm rows were timed side by side in one hyperfine run;")
        p("the difference between the first two is what the search index costs this site.")
        p("")

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
                line += ", " + ("under 20 ms" if wall < 20 else "**not** under 20 ms")
            else:
                n = med([r["pages_rendered"] for r in rs if r["pages_rendered"] is not None] or [0])
                line += " (%g %s re-rendered, median), %s" % (
                    n, "page" if n == 1 else "pages", "under 50 ms" if wall < 50 else "**not** under 50 ms")
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
            stages = read_children(meta.get("PROFILE_CHILDREN"))
            if stages:
                p("Where that time is spent from pcdocs's point of view: the share of samples inside each")
                p("function, callees included (DWARF call graphs; a function and the ones it calls overlap,")
                p("so the shares do not add up). pcdocs's own functions and the library entry points they call:")
                p("")
                p("| function (with callees) | share |")
                p("|:--|--:|")
                for pct, sym in stages[:30]:
                    p("| `%s` | %.1f%% |" % (sym.replace("|", "\\|"), pct))
                p("")
                share = {sym: pct for pct, sym in stages}
                parts = [(label, share.get(sym)) for label, sym in (
                    ("rendering pages", "pcdocs::site::pages::<impl pcdocs::site::Project>::render_page"),
                    ("Tera (layouts and bodies, with the template functions behind them)", "tera::tera::Tera::render"),
                    ("Markdown to HTML (typesetting, marks, sanitising)", "pcdocs::render::markdown::to_html_with"),
                    ("formatting messages (Fluent)", "pcdocs::render::message"),
                    ("loading the project", "pcdocs::site::load::load_with_results"),
                    ("reading and parsing the locales' Fluent files", "pcdocs::l10n::messages::Localizer::load_reusing"),
                    ("writing the output folder", "pcdocs::site::output::Staging::put"),
                ) if share.get(sym) is not None]
                if parts:
                    p("In short, of all samples: " + "; ".join("%s %.0f%%" % (l, x) for l, x in parts) + ".")
                    p("Tera, Markdown and messages overlap (messages are formatted from inside Tera's template")
                    p("functions, and both run inside rendering pages). Work that rayon's worker threads do counts")
                    p("under the function running there, not under the caller on the spawning thread: loading the")
                    p("project shows less than the locale files it loads, which run on the workers.")
                    p("")
    scale_section(meta, p)
    heap = read_heap(meta["HEAP_FOLDED"]) if meta.get("HEAP_FOLDED") else {}
    if heap:
        total = sum(heap.values())
        p("## Where pcdocs's memory goes")
        p("")
        p("heaptrack of one build (charts off) at %s campaigns: what the heap held at its peak (%.0f MiB),"
          % (meta.get("HEAP_SIZE"), total / 2**20))
        p("grouped by the step of the build that allocated it. heaptrack sees malloc, not mimalloc, so")
        p("the build profiled is `examples/heap_build.rs`: the same build with the system allocator.")
        p("")
        p("| what | MiB at the peak | share |")
        p("|:--|--:|--:|")
        for g, n in sorted(heap.items(), key=lambda kv: -kv[1]):
            p("| %s | %.1f | %.0f%% |" % (g, n / 2**20, 100.0 * n / total))
        p("")
        p("Everything but rendering is loaded once and kept for the whole build, so the peak grows")
        p("with the number of pages; docs/decisions/performance.md says what the 30,000-page target would need.")
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
    p("- The build of each tool and size under GNU time wrote exactly 3·N page files (`<locale>/cNNNN/index.html`);")
    p("  the run stops otherwise. Every hyperfine run must exit with status 0 (hyperfine stops otherwise).")
    p("")

    p("## Every run")
    p("")
    p("<details><summary>Raw measurements</summary>")
    p("")
    p("Wall time of every hyperfine run, in order (s):")
    p("")
    p("| campaigns | command | runs | wall times (s) | mean ± σ (s) | mean user + sys (s) |")
    p("|--:|:--|--:|:--|--:|--:|")
    for size, tool, ts in raw:
        st = stats[(size, tool)]
        p("| %d | %s | %d | %s | %.3f ± %.3f | %.3f + %.3f |" % (
            size, tool, len(ts), " ".join("%.3f" % t for t in ts), st["wall_mean"], st["wall_sd"], st["user"], st["sys"]))
    p("")
    p("Builds under GNU time (one per tool and size; peak RSS, minor page faults, pages written, output size):")
    p("")
    p("| campaigns | tool | wall (s, %e) | user (s) | sys (s) | peak RSS (KB) | page faults (%R) | pages | output bytes |")
    p("|--:|:--|--:|--:|--:|--:|--:|--:|--:|")
    for r in read_memory(args.memory):
        p("| %s | %s | %s | %s | %s | %d | %d | %d | %d |" % (
            r["size"], r["tool"], r["wall_s"], r["user_s"], r["sys_s"], r["maxrss_kb"], r["minflt"], r["pages"],
            r["out_bytes"]))
    for r in runs:
        p("")
        if r["tool"] == "repo-start":
            p("`pcdocs --version`, cold: wall %.4f s." % r["wall_s"])
            continue
        p("Repository's own site, cold: wall %.4f s, user %s s, sys %s s, peak RSS %d KB, %d pages." % (
            r["wall_s"], r["user_s"], r["sys_s"], r["maxrss_kb"], r["pages"]))
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
