#!/usr/bin/env python3
"""Writes synthetic sites for the pcdocs-against-Hugo benchmark.

For every size N it writes three projects that describe the same N campaigns:

  pcdocs-N-nocharts/   a pcdocs project (pcdocs.toml, results/, content/,
                       locales/, templates/ and themes/ copied from the repo)
  pcdocs-N-charts/     the same project with one bar chart per page
  hugo-N/              the same pages as a multilingual Hugo site: one CSV per
                       page read with resources.Get | transform.Unmarshal,
                       tables formatted with lang.FormatNumber, ratios and the
                       row comparison computed in the templates, one i18n
                       sentence per row

Each campaign is one page in each of the three locales (en, zh-TW, fr), so a
site has 3*N pages. The data is pseudo-random but seeded: the same command
writes the same bytes.

    benches/generate.py --out /tmp/pcdocs-bench --sizes 10 100 1000
"""

import argparse
import datetime
import os
import random
import shutil
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

LOCALES = ["en", "zh-TW", "fr"]
# Hugo's language keys. `zh-tw` silently falls back to English number formats
# in lang.FormatNumber; `zh-hant-tw` gets the Traditional Chinese ones.
HUGO_LANG = {"en": "en", "zh-TW": "zh-hant-tw", "fr": "fr"}
HUGO_LANG_NAME = {"en": "English", "zh-TW": "繁體中文", "fr": "Français"}

SUBJECTS = [("alpha", "Alpha"), ("beta", "Beta"), ("gamma", "Gamma")]
ROWS = [
    ("r1", "HTTP/1.1"),
    ("r2", "HTTPS/1.1"),
    ("r3", "HTTP/2"),
    ("r4", "HTTP/3"),
    ("r5", "gRPC"),
]
RUNS = 3
# Both sites get the same address: canonical links, hreflang alternates and
# a sitemap on both sides.
BASE_URL = "https://example.invalid/benchmarks"
REQUESTS = 20000
CPUS = 2
TIE_WITHIN = 0.02


# --------------------------------------------------------------------------
# The campaigns (shared by both generators)


class Campaign:
    def __init__(self, i):
        rng = random.Random(1000003 * i + 17)
        self.i = i
        self.id = "c%04d" % i
        self.versions = {
            "alpha": "1.%d.%d" % (i % 40, i // 40),
            "beta": "2.%d.0" % (i % 30),
            "gamma": "0.%d.%d" % (i % 20, i % 7),
        }
        # One or two days in 2026, as campaign dates.
        day = datetime.date(2026, 1, 1) + datetime.timedelta(days=(i * 7) % 360)
        self.start = day.isoformat()
        self.end = (day + datetime.timedelta(days=i % 2)).isoformat()
        self.values = {}  # (row, subject) -> int, or None when not completed
        for row, _ in ROWS:
            beta = rng.randint(20000, 90000)
            pick = rng.random()
            if pick < 0.2:
                factor = rng.uniform(0.995, 1.005)  # "approximately equal"
            elif pick < 0.6:
                factor = rng.uniform(1.05, 1.6)
            else:
                factor = rng.uniform(0.7, 0.95)
            gamma = int(beta * rng.uniform(0.4, 1.3))
            self.values[(row, "beta")] = beta
            self.values[(row, "alpha")] = int(beta * factor)
            self.values[(row, "gamma")] = gamma
        # Every fourth campaign has a cell that was not completed.
        self.incomplete = i % 4 == 0
        if self.incomplete:
            self.values[("r5", "gamma")] = None

    def csv(self):
        lines = ["scenario,server,req_per_s,status,reason"]
        for row, _ in ROWS:
            for key, _ in SUBJECTS:
                v = self.values[(row, key)]
                if v is None:
                    lines.append("%s,%s,,not-completed,port-exhaustion" % (row, key))
                else:
                    lines.append("%s,%s,%d,ok," % (row, key, v))
        return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------
# Prose, per locale. pcdocs takes Fluent; the Hugo side takes the same
# sentences as go-i18n templates (see HUGO_TEXT below).

ROW_SENTENCES = {
    "en": [
        "**{ $protocol }:** { $subject-alpha-name } reached { $vs-beta } the throughput of { $subject-beta-name }.",
        "**{ $protocol }:** measured against { $subject-beta-name }, { $subject-alpha-name } delivered { $vs-beta } its throughput.",
        "**{ $protocol }:** the ratio of { $subject-alpha-name } to { $subject-beta-name } was { $vs-beta }.",
    ],
    "fr": [
        "**{ $protocol } :** { $subject-alpha-name } atteint { $vs-beta } le débit de { $subject-beta-name }.",
        "**{ $protocol } :** face à { $subject-beta-name }, { $subject-alpha-name } fournit { $vs-beta } son débit.",
        "**{ $protocol } :** le rapport entre { $subject-alpha-name } et { $subject-beta-name } est de { $vs-beta }.",
    ],
    "zh-TW": [
        "**{ $protocol }：** { $subject-alpha-name } 的吞吐量為 { $subject-beta-name } 的 { $vs-beta }。",
        "**{ $protocol }：** 與 { $subject-beta-name } 相比，{ $subject-alpha-name } 達到其吞吐量的 { $vs-beta }。",
        "**{ $protocol }：** { $subject-alpha-name } 與 { $subject-beta-name } 的吞吐量比值為 { $vs-beta }。",
    ],
}


def ftl(c, loc):
    """The Fluent file of one campaign in one locale."""
    p = c.id
    rows = ROW_SENTENCES[loc]
    if loc == "en":
        out = """## Synthetic campaign @P@.

@P@-intro = This page compares throughput under a synthetic workload and records the versions and conditions of the measurement.
@P@-method-heading = How the comparison was run
@P@-versions = **Versions.** { $subject-alpha }, { $subject-beta } and { $subject-gamma }.
@P@-limits = **Limits.** Each server ran in a container limited to { $limits-cpus } { NUMBER($limits-cpus) ->
        [one] CPU
       *[other] CPUs
    }.
@P@-results-heading = Results
@P@-results-intro = Values are requests per second, each the median of { $sampling-runs } { NUMBER($sampling-runs) ->
        [one] round
       *[other] rounds
    } of { $sampling-requests-per-run } requests.
@P@-table-caption = Throughput in requests per second (median of { $sampling-runs } rounds)
@P@-col-scenario = Protocol
@P@-row = { $protocol }
@P@-headline = Over { $focus-headline-row }, { $subject-alpha-name } reached { $headline } the throughput of { $subject-beta-name }.
@P@-gap = { $gap-standing ->
        [ahead] Over { $focus-gap-row } it was about { $gap } ahead of { $subject-gamma-name }.
        [behind] Over { $focus-gap-row } it was about { $gap } behind { $subject-gamma-name }.
       *[even] Over { $focus-gap-row } it was level with { $subject-gamma-name } ({ $gap } apart).
    }
@P@-comparison = { $rows-ahead-count ->
        [0] { $subject-alpha-name } is ahead of { $subject-beta-name } in no row
        [one] { $subject-alpha-name } is ahead of { $subject-beta-name } over { $rows-ahead } ({ $rows-ahead-ratios })
       *[other] { $subject-alpha-name } is ahead of { $subject-beta-name } over { $rows-ahead } ({ $rows-ahead-ratios } respectively)
    }{ $rows-even-count ->
        [0] {""}
       *[other] , level with it over { $rows-even }
    }{ $rows-behind-count ->
        [0] {""}
       *[other] , and behind it over { $rows-behind } (by { $rows-behind-gaps })
    }.
@P@-rows-heading = Row by row
"""
    elif loc == "fr":
        out = """## Campagne synthétique @P@.

@P@-title = Campagne @P@ : { $subject-alpha-name } { $subject-alpha-version } face à { $subject-beta-name } et { $subject-gamma-name }
@P@-description = Débit de { $subject-alpha }, { $subject-beta } et { $subject-gamma } sous une même charge synthétique.
@P@-intro = Cette page compare le débit obtenu sous une charge synthétique et consigne les versions et les conditions de la mesure.
@P@-method-heading = Déroulement de la comparaison
@P@-versions = **Versions.** { $subject-alpha }, { $subject-beta } et { $subject-gamma }.
@P@-limits = **Limites.** Chaque serveur tournait dans un conteneur limité à { $limits-cpus } { NUMBER($limits-cpus) ->
        [one] processeur
        [many] processeurs
       *[other] processeurs
    }.
@P@-results-heading = Résultats
@P@-results-intro = Les valeurs sont des requêtes par seconde ; chacune est la médiane de { $sampling-runs } { NUMBER($sampling-runs) ->
        [one] série
        [many] séries
       *[other] séries
    } de { $sampling-requests-per-run } requêtes.
@P@-table-caption = Débit en requêtes par seconde (médiane de { $sampling-runs } séries)
@P@-col-scenario = Protocole
@P@-row = { $protocol }
@P@-headline = En { $focus-headline-row }, { $subject-alpha-name } atteint { $headline } le débit de { $subject-beta-name }.
@P@-gap = { $gap-standing ->
        [ahead] En { $focus-gap-row }, il devance { $subject-gamma-name } d’environ { $gap }.
        [behind] En { $focus-gap-row }, il reste environ { $gap } derrière { $subject-gamma-name }.
       *[even] En { $focus-gap-row }, il fait jeu égal avec { $subject-gamma-name } ({ $gap } d’écart).
    }
@P@-comparison = { $rows-ahead-count ->
        [0] { $subject-alpha-name } ne devance { $subject-beta-name } sur aucune ligne
        [one] { $subject-alpha-name } devance { $subject-beta-name } en { $rows-ahead } ({ $rows-ahead-ratios })
        [many] { $subject-alpha-name } devance { $subject-beta-name } en { $rows-ahead } (respectivement { $rows-ahead-ratios })
       *[other] { $subject-alpha-name } devance { $subject-beta-name } en { $rows-ahead } (respectivement { $rows-ahead-ratios })
    }{ $rows-even-count ->
        [0] {""}
       *[other] , fait jeu égal en { $rows-even }
    }{ $rows-behind-count ->
        [0] {""}
       *[other] , et reste derrière en { $rows-behind } (de { $rows-behind-gaps })
    }.
@P@-rows-heading = Ligne par ligne
"""
    else:
        out = """## 合成測試活動 @P@。

@P@-title = 測試活動 @P@：{ $subject-alpha-name } { $subject-alpha-version } 對比 { $subject-beta-name } 與 { $subject-gamma-name }
@P@-description = 在同一合成工作負載下，{ $subject-alpha }、{ $subject-beta } 與 { $subject-gamma } 的吞吐量。
@P@-intro = 本頁比較合成工作負載下的吞吐量，並記錄量測時的版本與條件。
@P@-method-heading = 比較方式
@P@-versions = **版本。** { $subject-alpha }、{ $subject-beta } 與 { $subject-gamma }。
@P@-limits = **資源限制。** 每個伺服器都在限制為 { $limits-cpus } 顆 CPU 的容器中執行。
@P@-results-heading = 測試結果
@P@-results-intro = 數值單位為每秒請求數，各為 { $sampling-runs } 輪量測（每輪 { $sampling-requests-per-run } 個請求）的中位數。
@P@-table-caption = 吞吐量（每秒請求數，{ $sampling-runs } 輪量測的中位數）
@P@-col-scenario = 協定
@P@-row = { $protocol }
@P@-headline = 在 { $focus-headline-row } 下，{ $subject-alpha-name } 的吞吐量為 { $subject-beta-name } 的 { $headline }。
@P@-gap = { $gap-standing ->
        [ahead] 在 { $focus-gap-row } 下，它領先 { $subject-gamma-name } 約 { $gap }。
        [behind] 在 { $focus-gap-row } 下，它落後 { $subject-gamma-name } 約 { $gap }。
       *[even] 在 { $focus-gap-row } 下，它與 { $subject-gamma-name } 大致相當（相差 { $gap }）。
    }
@P@-comparison = { $rows-ahead-count ->
        [0] { $subject-alpha-name } 沒有任何一列領先 { $subject-beta-name }
       *[other] { $subject-alpha-name } 在 { $rows-ahead } 領先 { $subject-beta-name }（分別為 { $rows-ahead-ratios }）
    }{ $rows-even-count ->
        [0] {""}
       *[other] ，在 { $rows-even } 與其大致相當
    }{ $rows-behind-count ->
        [0] {""}
       *[other] ，在 { $rows-behind } 落後（差距 { $rows-behind-gaps }）
    }。
@P@-rows-heading = 逐列比較
"""
    for n, (row, _) in enumerate(ROWS):
        out += "@P@-note-%s = %s\n" % (row, rows[(c.i + n) % len(rows)])
    return out.replace("@P@", p)


def content_md(c, charts):
    p = c.id
    rows = ", ".join('"%s"' % r for r, _ in ROWS)
    chart_decl = ""
    chart_call = ""
    if charts:
        chart_decl = f"""
[charts.throughput]
table = "throughput"
kind = "bar"
title = "{p}-table-caption"
y-label = "chart-axis-rps"
"""
        chart_call = '{{ chart(name="throughput") }}\n\n'
    notes = "".join(
        f'- {{{{ t(id="{p}-note-{r}", row="{r}") }}}}\n' for r, _ in ROWS
    )
    return f"""+++
campaign = "{p}"
slug = "{p}"
title = "Campaign {p}: {{ $subject-alpha-name }} {{ $subject-alpha-version }} against {{ $subject-beta-name }} and {{ $subject-gamma-name }}"
description = "Throughput of {{ $subject-alpha }}, {{ $subject-beta }} and {{ $subject-gamma }} under one synthetic workload."

[figures.headline]
compute = "ratio"
of = ["throughput/r1/alpha", "throughput/r1/beta"]
digits = 2

[figures.gap]
compute = "percent-difference"
of = ["throughput/r3/alpha", "throughput/r3/gamma"]
absolute = true
digits = 1

[figures.gap-standing]
compute = "standing"
of = ["throughput/r3/alpha", "throughput/r3/gamma"]

[figures.rows]
compute = "compare-rows"
table = "throughput"
rows = [{rows}]
subject = "alpha"
baseline = "beta"
label = "protocol"
ratio-digits = 1
gap-digits = 0

[figures.vs-beta]
compute = "ratio"
of = ["throughput/{{row}}/alpha", "throughput/{{row}}/beta"]
digits = 2
for-rows = [{rows}]

[tables.throughput]
source = "throughput"
corner = "{p}-col-scenario"
row-label = "{p}-row"
caption = "{p}-table-caption"
{chart_decl}+++
{{{{ t(id="{p}-intro") }}}}

## {{{{ t(id="{p}-method-heading") }}}} {{ #method }}

- {{{{ t(id="{p}-versions") }}}}
- {{{{ t(id="{p}-limits") }}}}

## {{{{ t(id="{p}-results-heading") }}}} {{ #results }}

{{{{ t(id="{p}-results-intro") }}}}

{{{{ table(name="throughput") }}}}

{chart_call}{{{{ t(id="{p}-headline") }}}} {{{{ t(id="{p}-gap") }}}}

{{{{ t(id="{p}-comparison") }}}}

## {{{{ t(id="{p}-rows-heading") }}}} {{ #rows }}

{notes}"""


def manifest_toml(c):
    out = [f'title = "Synthetic campaign {c.id}"', ""]
    out += ["[dates]", "start = %s" % c.start, "end = %s" % c.end, ""]
    for key, name in SUBJECTS:
        out += [f"[subjects.{key}]", f'name = "{name}"', f'version = "{c.versions[key]}"', ""]
    out += [
        "[sampling]",
        f"runs = {RUNS}",
        f"requests-per-run = {REQUESTS}",
        "interleaved = true",
        'aggregate = "median"',
        "",
        "[validity]",
        "exclude-failed-runs = true",
        "",
        "[comparison]",
        f"tie-within = {TIE_WITHIN}",
        "",
        "[facts.limits]",
        f"cpus = {CPUS}",
        "",
        "[facts.focus]",
        'headline-row = "%s"' % dict(ROWS)["r1"],
        'gap-row = "%s"' % dict(ROWS)["r3"],
        "",
        "[failures.port-exhaustion]",
        'description = "The load generator ran out of ephemeral ports."',
        "",
    ]
    for row, proto in ROWS:
        out += [f"[rows.{row}]", f'protocol = "{proto}"', ""]
    out += [
        "[tables.throughput]",
        'file = "throughput.csv"',
        'row = "scenario"',
        'series = "server"',
        'value = "req_per_s"',
        'unit = "req/s"',
        'status = "status"',
        'reason = "reason"',
    ]
    return "\n".join(out) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def pcdocs_project(root, campaigns, charts, repo):
    if os.path.exists(root):
        shutil.rmtree(root)
    os.makedirs(root)
    write(
        os.path.join(root, "pcdocs.toml"),
        '# Synthetic benchmark project written by benches/generate.py.\n'
        'locales = ["en", "zh-TW", "fr"]\ntheme = "default"\n'
        'base-url = "%s"\n'
        '# Hugo builds no search index: neither does pcdocs here, so that both\n'
        '# do the same job (benches/README.md).\n'
        'search = false\n' % BASE_URL,
    )
    shutil.copytree(os.path.join(repo, "templates"), os.path.join(root, "templates"))
    shutil.copytree(os.path.join(repo, "themes"), os.path.join(root, "themes"))
    for loc in LOCALES:
        # Site-wide strings and chart labels come from the repository, so the
        # copied templates find every message they use.
        for name in ("site.ftl", "charts.ftl"):
            src = os.path.join(repo, "locales", loc, name)
            if os.path.exists(src):
                os.makedirs(os.path.join(root, "locales", loc), exist_ok=True)
                shutil.copy(src, os.path.join(root, "locales", loc, name))
    for c in campaigns:
        write(os.path.join(root, "results", c.id, "manifest.toml"), manifest_toml(c))
        write(os.path.join(root, "results", c.id, "throughput.csv"), c.csv())
        write(os.path.join(root, "content", c.id + ".md"), content_md(c, charts))
        for loc in LOCALES:
            write(os.path.join(root, "locales", loc, c.id + ".ftl"), ftl(c, loc))


# --------------------------------------------------------------------------
# Hugo


def fluent_to_go(text):
    """Turns the simple `{ $var }` placeables of a row sentence into Go
    template actions reading the i18n argument map."""
    import re

    return re.sub(r"\{ \$([a-z0-9-]+) \}", lambda m: "{{ index . %s }}" % _q(m.group(1)), text)


def _q(s):
    return '"' + s + '"'


# Sentences whose structure the Hugo templates choose (as Fluent selectors
# do on the pcdocs side). Arguments are pre-formatted strings.
HUGO_TEXT = {
    "en": {
        "title": "Campaign {id}: {alpha-name} {alpha-version} against {beta-name} and {gamma-name}",
        "description": "Throughput of {alpha}, {beta} and {gamma} under one synthetic workload.",
        "intro": "This page compares throughput under a synthetic workload and records the versions and conditions of the measurement.",
        "method-heading": "How the comparison was run",
        "versions": "<strong>Versions.</strong> {{ .alpha }}, {{ .beta }} and {{ .gamma }}.",
        "limits": {"one": "<strong>Limits.</strong> Each server ran in a container limited to {{ .cpus }} CPU.",
                   "other": "<strong>Limits.</strong> Each server ran in a container limited to {{ .cpus }} CPUs."},
        "results-heading": "Results",
        "results-intro": {"one": "Values are requests per second, each the median of {{ .runs }} round of {{ .requests }} requests.",
                          "other": "Values are requests per second, each the median of {{ .runs }} rounds of {{ .requests }} requests."},
        "table-caption": "Throughput in requests per second (median of {{ .runs }} rounds)",
        "col-scenario": "Protocol",
        "headline": "Over {{ .row }}, {{ .alpha }} reached {{ .ratio }} the throughput of {{ .beta }}.",
        "gap-ahead": "Over {{ .row }} it was about {{ .gap }} ahead of {{ .gamma }}.",
        "gap-behind": "Over {{ .row }} it was about {{ .gap }} behind {{ .gamma }}.",
        "gap-even": "Over {{ .row }} it was level with {{ .gamma }} ({{ .gap }} apart).",
        "cmp-ahead-0": "{{ .alpha }} is ahead of {{ .beta }} in no row",
        "cmp-ahead": {"one": "{{ .alpha }} is ahead of {{ .beta }} over {{ .rows }} ({{ .ratios }})",
                      "other": "{{ .alpha }} is ahead of {{ .beta }} over {{ .rows }} ({{ .ratios }} respectively)"},
        "cmp-even": ", level with it over {{ .rows }}",
        "cmp-behind": ", and behind it over {{ .rows }} (by {{ .gaps }})",
        "cmp-end": ".",
        "rows-heading": "Row by row",
    },
    "fr": {
        "title": "Campagne {id} : {alpha-name} {alpha-version} face à {beta-name} et {gamma-name}",
        "description": "Débit de {alpha}, {beta} et {gamma} sous une même charge synthétique.",
        "intro": "Cette page compare le débit obtenu sous une charge synthétique et consigne les versions et les conditions de la mesure.",
        "method-heading": "Déroulement de la comparaison",
        "versions": "<strong>Versions.</strong> {{ .alpha }}, {{ .beta }} et {{ .gamma }}.",
        "limits": {"one": "<strong>Limites.</strong> Chaque serveur tournait dans un conteneur limité à {{ .cpus }} processeur.",
                   "other": "<strong>Limites.</strong> Chaque serveur tournait dans un conteneur limité à {{ .cpus }} processeurs."},
        "results-heading": "Résultats",
        "results-intro": {"one": "Les valeurs sont des requêtes par seconde ; chacune est la médiane de {{ .runs }} série de {{ .requests }} requêtes.",
                          "other": "Les valeurs sont des requêtes par seconde ; chacune est la médiane de {{ .runs }} séries de {{ .requests }} requêtes."},
        "table-caption": "Débit en requêtes par seconde (médiane de {{ .runs }} séries)",
        "col-scenario": "Protocole",
        "headline": "En {{ .row }}, {{ .alpha }} atteint {{ .ratio }} le débit de {{ .beta }}.",
        "gap-ahead": "En {{ .row }}, il devance {{ .gamma }} d’environ {{ .gap }}.",
        "gap-behind": "En {{ .row }}, il reste environ {{ .gap }} derrière {{ .gamma }}.",
        "gap-even": "En {{ .row }}, il fait jeu égal avec {{ .gamma }} ({{ .gap }} d’écart).",
        "cmp-ahead-0": "{{ .alpha }} ne devance {{ .beta }} sur aucune ligne",
        "cmp-ahead": {"one": "{{ .alpha }} devance {{ .beta }} en {{ .rows }} ({{ .ratios }})",
                      "other": "{{ .alpha }} devance {{ .beta }} en {{ .rows }} (respectivement {{ .ratios }})"},
        "cmp-even": ", fait jeu égal en {{ .rows }}",
        "cmp-behind": ", et reste derrière en {{ .rows }} (de {{ .gaps }})",
        "cmp-end": ".",
        "rows-heading": "Ligne par ligne",
    },
    "zh-TW": {
        "title": "測試活動 {id}：{alpha-name} {alpha-version} 對比 {beta-name} 與 {gamma-name}",
        "description": "在同一合成工作負載下，{alpha}、{beta} 與 {gamma} 的吞吐量。",
        "intro": "本頁比較合成工作負載下的吞吐量，並記錄量測時的版本與條件。",
        "method-heading": "比較方式",
        "versions": "<strong>版本。</strong> {{ .alpha }}、{{ .beta }} 與 {{ .gamma }}。",
        "limits": {"other": "<strong>資源限制。</strong> 每個伺服器都在限制為 {{ .cpus }} 顆 CPU 的容器中執行。"},
        "results-heading": "測試結果",
        "results-intro": {"other": "數值單位為每秒請求數，各為 {{ .runs }} 輪量測（每輪 {{ .requests }} 個請求）的中位數。"},
        "table-caption": "吞吐量（每秒請求數，{{ .runs }} 輪量測的中位數）",
        "col-scenario": "協定",
        "headline": "在 {{ .row }} 下，{{ .alpha }} 的吞吐量為 {{ .beta }} 的 {{ .ratio }}。",
        "gap-ahead": "在 {{ .row }} 下，它領先 {{ .gamma }} 約 {{ .gap }}。",
        "gap-behind": "在 {{ .row }} 下，它落後 {{ .gamma }} 約 {{ .gap }}。",
        "gap-even": "在 {{ .row }} 下，它與 {{ .gamma }} 大致相當（相差 {{ .gap }}）。",
        "cmp-ahead-0": "{{ .alpha }} 沒有任何一列領先 {{ .beta }}",
        "cmp-ahead": {"other": "{{ .alpha }} 在 {{ .rows }} 領先 {{ .beta }}（分別為 {{ .ratios }}）"},
        "cmp-even": "，在 {{ .rows }} 與其大致相當",
        "cmp-behind": "，在 {{ .rows }} 落後（差距 {{ .gaps }}）",
        "cmp-end": "。",
        "rows-heading": "逐列比較",
    },
}

# Site-wide strings of the Hugo side (the pcdocs side reads site.ftl).
HUGO_SITE = {
    "en": {"site-title": "Pingclair benchmarks", "site-tagline": "Measured throughput of synthetic servers.",
           "nav-benchmarks": "Benchmark pages", "nav-all": "All benchmark pages", "nav-language": "Language", "toc-heading": "On this page",
           "skip-to-content": "Skip to content", "cell-not-completed": "not completed",
           "not-found-title": "Page not found",
           "not-found-text": "This address has no page. These are the benchmark pages:",
           "nav-translations": "Translation status",
           "list-and": " and ", "list-sep": ", "},
    "fr": {"site-title": "Benchmarks de Pingclair", "site-tagline": "Débit mesuré de serveurs synthétiques.",
           "nav-benchmarks": "Pages de benchmarks", "nav-all": "Toutes les pages de benchmarks", "nav-language": "Langue", "toc-heading": "Sur cette page",
           "skip-to-content": "Aller au contenu", "cell-not-completed": "non terminé",
           "not-found-title": "Page introuvable",
           "not-found-text": "Cette adresse ne mène à aucune page. Voici les pages de benchmarks :",
           "nav-translations": "État des traductions",
           "list-and": " et ", "list-sep": ", "},
    "zh-TW": {"site-title": "Pingclair 效能基準測試", "site-tagline": "合成伺服器的實測吞吐量。",
              "nav-benchmarks": "基準測試頁面", "nav-all": "全部基準測試頁面", "nav-language": "語言", "toc-heading": "本頁內容",
              "skip-to-content": "跳至主要內容", "cell-not-completed": "未完成",
              "not-found-title": "找不到頁面",
              "not-found-text": "此網址沒有對應的頁面。以下是所有基準測試頁面：",
              "nav-translations": "翻譯進度",
              "list-and": "和", "list-sep": "、"},
}


def toml_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def hugo_i18n(campaigns, loc):
    t = HUGO_TEXT[loc]
    out = ["# Written by benches/generate.py."]
    for k, v in HUGO_SITE[loc].items():
        out.append(f"[{k}]\nother = {toml_str(v)}")
    # Structural sentences are per campaign, as the Fluent messages are.
    for c in campaigns:
        for k, v in t.items():
            if k in ("title", "description"):
                continue  # written into each page's front matter
            key = f"{c.id}-{k}"
            if isinstance(v, dict):
                out.append(f"[{key}]\n" + "\n".join(f"{cat} = {toml_str(s)}" for cat, s in v.items()))
            else:
                out.append(f"[{key}]\nother = {toml_str(v)}")
        for n, (row, _) in enumerate(ROWS):
            sent = ROW_SENTENCES[loc][(c.i + n) % len(ROW_SENTENCES[loc])]
            sent = sent.replace("**", "<strong>", 1).replace("**", "</strong>", 1)
            out.append(f"[{c.id}-note-{row}]\nother = {toml_str(fluent_to_go(sent))}")
    return "\n".join(out) + "\n"


def hugo_front(c, loc):
    t = HUGO_TEXT[loc]
    names = dict(SUBJECTS)
    f = {
        "id": c.id,
        "alpha-name": names["alpha"], "alpha-version": c.versions["alpha"],
        "beta-name": names["beta"], "gamma-name": names["gamma"],
        "alpha": "%s %s" % (names["alpha"], c.versions["alpha"]),
        "beta": "%s %s" % (names["beta"], c.versions["beta"]),
        "gamma": "%s %s" % (names["gamma"], c.versions["gamma"]),
    }
    title = _fmt(t["title"], f)
    desc = _fmt(t["description"], f)
    return (
        "+++\n"
        f"title = {toml_str(title)}\n"
        f"description = {toml_str(desc)}\n"
        f'slug = "{c.id}"\n'
        f'campaign = "{c.id}"\n'
        f"date = {c.start}\n"
        "+++\n"
    )


def _fmt(template, values):
    out = template
    for k, v in values.items():
        out = out.replace("{" + k + "}", v)
    return out


def hugo_data(c):
    out = [f'title = "Synthetic campaign {c.id}"', f"runs = {RUNS}", f"requests = {REQUESTS}",
           f"cpus = {CPUS}", f"tie_within = {TIE_WITHIN}", ""]
    names = dict(SUBJECTS)
    for key, name in SUBJECTS:
        out += ["[[subjects]]", f'key = "{key}"', f'name = "{name}"', f'version = "{c.versions[key]}"', ""]
    for row, proto in ROWS:
        out += ["[[rows]]", f'key = "{row}"', f'protocol = "{proto}"', ""]
    return "\n".join(out)


HUGO_CONFIG = """# Written by benches/generate.py: the Hugo side of the pcdocs benchmark.
baseURL = "https://example.invalid/benchmarks/"
title = "Pingclair benchmarks"
defaultContentLanguage = "en"
defaultContentLanguageInSubdir = true
disableKinds = ["taxonomy", "term", "RSS", "robotsTXT"]
enableGitInfo = false
# Campaign dates may lie after the day of the run; publish them all.
buildFuture = true

[outputFormats.twin]
mediaType = "text/markdown"
baseName = "index"
isPlainText = true
isHTML = false

[outputs]
page = ["html", "twin"]
home = ["html"]

[languages.en]
weight = 1
languageName = "English"
languageCode = "en"

# `zh-tw` would silently fall back to English number formats.
[languages.zh-hant-tw]
weight = 2
languageName = "繁體中文"
languageCode = "zh-TW"

[languages.fr]
weight = 3
languageName = "Français"
languageCode = "fr"
"""

HUGO_BASEOF = """<!DOCTYPE html>
<html lang="{{ site.LanguageCode }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ block "title" . }}{{ i18n "site-title" }}{{ end }}</title>
<meta name="description" content="{{ block "description" . }}{{ i18n "site-tagline" }}{{ end }}">
<link rel="canonical" href="{{ .Permalink }}">
{{ range .AllTranslations }}<link rel="alternate" hreflang="{{ .Site.LanguageCode }}" href="{{ .RelPermalink }}">
{{ end }}<link rel="icon" href="{{ "theme/favicon.svg" | relURL }}" type="image/svg+xml">
<link rel="stylesheet" href="{{ "theme/style.css" | relURL }}">
<script src="{{ "theme/theme.js" | relURL }}"></script>
</head>
<body>
<a class="skip" href="#main">{{ i18n "skip-to-content" }}</a>
<header class="site-header">
<a class="brand" href="{{ site.Home.RelPermalink }}">{{ i18n "site-title" }}</a>
<nav class="languages" aria-label="{{ i18n "nav-language" }}">
<ul>
{{ $cur := .Language.Lang }}{{ range .AllTranslations }}<li><a href="{{ .RelPermalink }}" hreflang="{{ .Site.LanguageCode }}" lang="{{ .Site.LanguageCode }}"{{ if eq .Language.Lang $cur }} aria-current="true"{{ end }}>{{ .Language.LanguageName }}</a></li>
{{ end }}</ul>
</nav>
</header>
{{ block "main" . }}{{ end }}
<footer class="site-footer">{{ i18n "nav-translations" }}</footer>
</body>
</html>
"""

HUGO_LIST = """{{ define "main" }}
<main id="main" class="index">
<h1>{{ i18n "site-title" }}</h1>
<p>{{ i18n "site-tagline" }}</p>
<h2>{{ i18n "nav-benchmarks" }}</h2>
<ul class="pages">
{{ range site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a><p>{{ .Description }}</p></li>
{{ end }}</ul>
</main>
{{ end }}
"""

# Everything a page shows, computed once per page and language: the table
# cells from the CSV, the formatted figures and the sentences. The HTML page
# and its Markdown twin both render from it.
HUGO_FIGURES = """{{- $c := .Params.campaign -}}
{{- $m := index site.Data.campaigns $c -}}
{{- $file := printf "results/%s/throughput.csv" $c -}}
{{- $csv := resources.Get $file | transform.Unmarshal -}}
{{- $s := newScratch -}}
{{- range $i, $line := $csv -}}
  {{- if gt $i 0 -}}
    {{- $key := printf "%s/%s" (index $line 0) (index $line 1) -}}
    {{- if eq (index $line 3) "ok" -}}
      {{- $s.SetInMap "v" $key (float (index $line 2)) -}}
      {{- $s.SetInMap "line" $key (add $i 1) -}}
    {{- end -}}
  {{- end -}}
{{- end -}}
{{- $v := $s.Get "v" -}}
{{- $names := dict -}}
{{- range $m.subjects -}}{{- $names = merge $names (dict .key (dict "name" .name "label" (printf "%s %s" .name .version))) -}}{{- end -}}
{{- $sep := i18n "list-sep" -}}{{- $and := i18n "list-and" -}}
{{- /* table */ -}}
{{- $rows := slice -}}
{{- range $m.rows -}}
  {{- $row := .key -}}
  {{- $cells := slice -}}
  {{- range $m.subjects -}}
    {{- $k := printf "%s/%s" $row .key -}}
    {{- with index $v $k -}}
      {{- $cells = $cells | append (dict "ok" true "value" . "text" (lang.FormatNumber 0 .) "title" (printf "%s, line %d, column req_per_s" $file (index ($s.Get "line") $k))) -}}
    {{- else -}}
      {{- $cells = $cells | append (dict "ok" false "text" (i18n "cell-not-completed")) -}}
    {{- end -}}
  {{- end -}}
  {{- $rows = $rows | append (dict "label" .protocol "cells" $cells) -}}
{{- end -}}
{{- /* figures */ -}}
{{- $r1 := index $m.rows 0 -}}{{- $r3 := index $m.rows 2 -}}
{{- $headline := div (index $v "r1/alpha") (index $v "r1/beta") -}}
{{- $a3 := index $v "r3/alpha" -}}{{- $g3 := index $v "r3/gamma" -}}
{{- $pd := mul 100 (sub (div $a3 $g3) 1) -}}
{{- $gapv := cond (lt $pd 0) (mul -1 $pd) $pd -}}
{{- $ratio3 := div $a3 $g3 -}}
{{- $standing := "even" -}}
{{- if gt $ratio3 (add 1 $m.tie_within) }}{{ $standing = "ahead" }}{{ else if lt $ratio3 (sub 1 $m.tie_within) }}{{ $standing = "behind" }}{{ end -}}
{{- $alphaName := (index $names "alpha").name -}}{{- $betaName := (index $names "beta").name -}}{{- $gammaName := (index $names "gamma").name -}}
{{- $p := dict "row" $r1.protocol "alpha" $alphaName "beta" $betaName "ratio" (printf "%s×" (lang.FormatNumber 2 $headline)) -}}
{{- $headlineText := i18n (printf "%s-headline" $c) $p -}}
{{- $gapText := i18n (printf "%s-gap-%s" $c $standing) (dict "row" $r3.protocol "gamma" $gammaName "gap" (lang.FormatPercent 1 $gapv)) -}}
{{- /* compare-rows: rows grouped by standing, with ratios and gaps */ -}}
{{- $ahead := slice }}{{ $aheadR := slice }}{{ $even := slice }}{{ $behind := slice }}{{ $behindG := slice -}}
{{- range $m.rows -}}
  {{- $r := div (index $v (printf "%s/alpha" .key)) (index $v (printf "%s/beta" .key)) -}}
  {{- if gt $r (add 1 $m.tie_within) -}}
    {{- $ahead = $ahead | append .protocol }}{{ $aheadR = $aheadR | append (printf "%s×" (lang.FormatNumber 1 $r)) -}}
  {{- else if lt $r (sub 1 $m.tie_within) -}}
    {{- $behind = $behind | append .protocol }}{{ $behindG = $behindG | append (lang.FormatPercent 0 (mul 100 (sub 1 $r))) -}}
  {{- else -}}
    {{- $even = $even | append .protocol -}}
  {{- end -}}
{{- end -}}
{{- $cmp := "" -}}
{{- if eq (len $ahead) 0 -}}
  {{- $cmp = i18n (printf "%s-cmp-ahead-0" $c) (dict "alpha" $alphaName "beta" $betaName) -}}
{{- else -}}
  {{- $cmp = i18n (printf "%s-cmp-ahead" $c) (dict "Count" (len $ahead) "alpha" $alphaName "beta" $betaName "rows" (delimit $ahead $sep $and) "ratios" (delimit $aheadR $sep $and)) -}}
{{- end -}}
{{- with $even }}{{ $cmp = add $cmp (i18n (printf "%s-cmp-even" $c) (dict "rows" (delimit . $sep $and))) }}{{ end -}}
{{- with $behind }}{{ $cmp = add $cmp (i18n (printf "%s-cmp-behind" $c) (dict "rows" (delimit . $sep $and) "gaps" (delimit $behindG $sep $and))) }}{{ end -}}
{{- $cmp = add $cmp (i18n (printf "%s-cmp-end" $c)) -}}
{{- /* one sentence per row */ -}}
{{- $notes := slice -}}
{{- range $m.rows -}}
  {{- $r := div (index $v (printf "%s/alpha" .key)) (index $v (printf "%s/beta" .key)) -}}
  {{- $notes = $notes | append (i18n (printf "%s-note-%s" $c .key) (dict "protocol" .protocol "subject-alpha-name" $alphaName "subject-beta-name" $betaName "vs-beta" (printf "%s×" (lang.FormatNumber 2 $r)))) -}}
{{- end -}}
{{- $labels := slice }}{{ range $m.subjects }}{{ $labels = $labels | append (printf "%s %s" .name .version) }}{{ end -}}
{{- $runs := lang.FormatNumber 0 $m.runs -}}
{{- return dict
  "campaign" $c
  "labels" $labels
  "rows" $rows
  "caption" (i18n (printf "%s-table-caption" $c) (dict "runs" $runs))
  "corner" (i18n (printf "%s-col-scenario" $c))
  "intro" (i18n (printf "%s-intro" $c))
  "methodHeading" (i18n (printf "%s-method-heading" $c))
  "versions" (i18n (printf "%s-versions" $c) (dict "alpha" (index $labels 0) "beta" (index $labels 1) "gamma" (index $labels 2)))
  "limits" (i18n (printf "%s-limits" $c) (dict "Count" $m.cpus "cpus" (lang.FormatNumber 0 $m.cpus)))
  "resultsHeading" (i18n (printf "%s-results-heading" $c))
  "resultsIntro" (i18n (printf "%s-results-intro" $c) (dict "Count" $m.runs "runs" $runs "requests" (lang.FormatNumber 0 $m.requests)))
  "headline" $headlineText
  "gap" $gapText
  "comparison" $cmp
  "rowsHeading" (i18n (printf "%s-rows-heading" $c))
  "notes" $notes
-}}
"""

HUGO_404 = """{{ define "title" }}{{ i18n "not-found-title" }} · {{ i18n "site-title" }}{{ end }}
{{ define "main" }}
<main id="main" class="index">
<h1>{{ i18n "not-found-title" }}</h1>
<p>{{ i18n "not-found-text" }}</p>
<ul class="pages">
{{ range site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{ end }}</ul>
</main>
{{ end }}
"""

# The sidebar lists the newest 10 pages and the page itself, then links to the
# index of all: pcdocs's default `sidebar-pages`.
HUGO_SINGLE = """{{ define "title" }}{{ .Title }} · {{ i18n "site-title" }}{{ end }}
{{ define "description" }}{{ .Description }}{{ end }}
{{ define "main" }}
{{- $f := partialCached "figures.html" . .RelPermalink -}}
<div class="layout">
<nav class="sidebar" aria-label="{{ i18n "nav-benchmarks" }}">
<h2>{{ i18n "nav-benchmarks" }}</h2>
<ul>
{{ $here := .RelPermalink }}{{ $listed := false }}{{ range first 10 site.RegularPages.ByDate.Reverse }}<li><a href="{{ .RelPermalink }}"{{ if eq .RelPermalink $here }} aria-current="page"{{ $listed = true }}{{ end }}>{{ .Title }}</a></li>
{{ end }}{{ if not $listed }}<li><a href="{{ .RelPermalink }}" aria-current="page">{{ .Title }}</a></li>
{{ end }}</ul>
{{ if gt (len site.RegularPages) 10 }}<p class="more"><a href="{{ site.Home.RelPermalink }}">{{ i18n "nav-all" }}</a></p>
{{ end }}<h2>{{ i18n "toc-heading" }}</h2>
<ol class="toc">
<li class="toc-2"><a href="#method">{{ $f.methodHeading }}</a></li>
<li class="toc-2"><a href="#results">{{ $f.resultsHeading }}</a></li>
<li class="toc-2"><a href="#rows">{{ $f.rowsHeading }}</a></li>
</ol>
</nav>
<main id="main">
<h1>{{ .Title }}</h1>
<p>{{ $f.intro }}</p>
<h2 id="method">{{ $f.methodHeading }}</h2>
<ul>
<li>{{ $f.versions | safeHTML }}</li>
<li>{{ $f.limits | safeHTML }}</li>
</ul>
<h2 id="results">{{ $f.resultsHeading }}</h2>
<p>{{ $f.resultsIntro }}</p>
<div class="table-wrap" tabindex="0"><table>
<caption>{{ $f.caption }}</caption>
<thead><tr><th scope="col">{{ $f.corner }}</th>{{ range $f.labels }}<th scope="col" class="num">{{ . }}</th>{{ end }}</tr></thead>
<tbody>
{{ range $f.rows }}<tr><th scope="row">{{ .label }}</th>{{ range .cells }}<td class="num">{{ if .ok }}<data value="{{ .value }}" title="{{ .title }}">{{ .text }}</data>{{ else }}<em>{{ .text }}</em>{{ end }}</td>{{ end }}</tr>
{{ end }}</tbody>
</table></div>
<p>{{ $f.headline }} {{ $f.gap }}</p>
<p>{{ $f.comparison }}</p>
<h2 id="rows">{{ $f.rowsHeading }}</h2>
<ul>
{{ range $f.notes }}<li>{{ . | safeHTML }}</li>
{{ end }}</ul>
</main>
</div>
{{ end }}
"""

# The Markdown twin, as pcdocs writes index.md beside index.html.
HUGO_TWIN = """{{- $f := partialCached "figures.html" . .RelPermalink -}}
# {{ .Title }}

{{ $f.intro }}

## {{ $f.methodHeading }}

- {{ $f.versions | replaceRE "</?strong>" "**" }}
- {{ $f.limits | replaceRE "</?strong>" "**" }}

## {{ $f.resultsHeading }}

{{ $f.resultsIntro }}

{{ $f.caption }}

| {{ $f.corner }} |{{ range $f.labels }} {{ . }} |{{ end }}
|:--|{{ range $f.labels }}--:|{{ end }}
{{ range $f.rows }}| {{ .label }} |{{ range .cells }} {{ if .ok }}{{ .text }}{{ else }}*{{ .text }}*{{ end }} |{{ end }}
{{ end }}
{{ $f.headline }} {{ $f.gap }}

{{ $f.comparison }}

## {{ $f.rowsHeading }}

{{ range $f.notes }}- {{ . | replaceRE "</?strong>" "**" }}
{{ end -}}
"""


def hugo_project(root, campaigns, repo):
    if os.path.exists(root):
        shutil.rmtree(root)
    os.makedirs(root)
    write(os.path.join(root, "config.toml"), HUGO_CONFIG)
    write(os.path.join(root, "layouts", "_default", "baseof.html"), HUGO_BASEOF)
    write(os.path.join(root, "layouts", "_default", "list.html"), HUGO_LIST)
    write(os.path.join(root, "layouts", "404.html"), HUGO_404)
    write(os.path.join(root, "layouts", "_default", "single.html"), HUGO_SINGLE)
    write(os.path.join(root, "layouts", "_default", "single.twin.md"), HUGO_TWIN)
    write(os.path.join(root, "layouts", "partials", "figures.html"), HUGO_FIGURES)
    # The same theme files as the pcdocs side (style.css, and whatever else
    # the repository's theme holds).
    shutil.copytree(os.path.join(repo, "themes", "default", "static"), os.path.join(root, "static", "theme"))
    for loc in LOCALES:
        write(os.path.join(root, "i18n", HUGO_LANG[loc] + ".toml"), hugo_i18n(campaigns, loc))
    for c in campaigns:
        write(os.path.join(root, "assets", "results", c.id, "throughput.csv"), c.csv())
        write(os.path.join(root, "data", "campaigns", c.id + ".toml"), hugo_data(c))
        for loc in LOCALES:
            suffix = "" if loc == "en" else "." + HUGO_LANG[loc]
            write(os.path.join(root, "content", c.id + suffix + ".md"), hugo_front(c, loc))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True, help="folder to write the projects into")
    ap.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000], help="campaign counts")
    ap.add_argument("--repo", default=REPO, help="the pcdocs repository (templates, themes, site.ftl)")
    ap.add_argument("--hugo-max", type=int, default=None,
                    help="write the Hugo site only for sizes up to this many campaigns")
    args = ap.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for n in args.sizes:
        campaigns = [Campaign(i) for i in range(1, n + 1)]
        pcdocs_project(os.path.join(args.out, "pcdocs-%d-nocharts" % n), campaigns, False, args.repo)
        pcdocs_project(os.path.join(args.out, "pcdocs-%d-charts" % n), campaigns, True, args.repo)
        projects = 2
        if args.hugo_max is None or n <= args.hugo_max:
            hugo_project(os.path.join(args.out, "hugo-%d" % n), campaigns, args.repo)
            projects = 3
        print("wrote %d campaigns (%d pages) x %d projects" % (n, 3 * n, projects), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
