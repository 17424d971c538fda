# Site-wide strings: navigation, notices and table cells.

# The locale's name for itself, in the language switcher.
language-name = English
site-title = Pingclair benchmarks
site-tagline = Measured throughput of Pingclair, nginx, Caddy, and Traefik.
nav-benchmarks = Benchmark pages
# The sidebar lists the newest pages; this links to the list of all of them.
# no-claim[f2d38975]: the site's navigation
nav-all = All benchmark pages
nav-language = Language
toc-heading = On this page
skip-to-content = Skip to content
anchor-label = Link to this section
untranslated-notice = Some passages of this page are not translated yet and are shown in English.
root-choose-language = Choose a language
cell-not-completed = not completed
cell-with-note = { $value } ({ $note })
# no-claim[b9327725]: the link to a table's data
table-data = The data behind this table:
# A date range from a campaign's dates; CLDR formats each part.
date-range = { $dates-span ->
        [same-day] { $dates-start }
        [same-month] { $dates-start-month-day }–{ $dates-end-day }, { $dates-start-year }
        [same-year] { $dates-start-month-day } – { $dates-end-month-day }, { $dates-start-year }
       *[other] { $dates-start } – { $dates-end }
    }
# The same dates in running text ("run on { date-range-text }"): two days
# read as "October 11 and 12, 2026"; titles keep date-range.
date-range-text = { $dates-span ->
        [same-month] { $dates-days ->
            [2] { $dates-start-month-day } and { $dates-end-day }, { $dates-start-year }
           *[other] { date-range }
        }
       *[other] { date-range }
    }
nav-translations = Translation status
translations-intro = The share of each page’s messages that are translated and confirmed against the current English text.
translations-col-page = Page
# A count of zero is left out: a complete translation shows its share alone.
translations-cell = { $share }{ $stale ->
        [0] { $missing ->
            [0] {""}
           *[other] {" "}({ $missing } missing)
        }
       *[other] { $missing ->
            [0] {" "}({ $stale } stale)
           *[other] {" "}({ $stale } stale, { $missing } missing)
        }
    }
theme-dark = Dark theme
theme-light = Light theme
not-found-title = Page not found
# no-claim[ea5b5680]: the site's 404 page
not-found-text = This address has no page. These are the benchmark pages:

# no-claim[e05d1bb7]: says which measurement a left-out statement lacks
# $missing is `absent` when the results have no line for the cells at
# all (a series a table lacks), `failed` when they did not complete.
incomplete-statement = { $missing ->
        [absent] A statement is left out here: the results hold no measurement of { $subjects } for it.
       *[failed] { $count ->
            [one] A statement is left out here: it rests on a measurement of { $subjects } that did not complete.
           *[other] A statement is left out here: it rests on measurements of { $subjects } that did not complete.
        }
    }
# $missing as above, for what a statement about a set had to leave out.
# no-claim[31c45410]: shown only for what the results have no line for
incomplete-note = { $missing ->
        [absent] Not counted here, with no line in the results: { $subjects }.
       *[failed] Not counted here, for lack of a completed measurement: { $subjects }.
    }

cell-label = { $subject } ({ $row })

# A figure's tooltip, which keyboards and touch screens reach too: where its
# value was read. A cell of a results file: the file, its lines ($lines:
# "3" or "3, 4, 5"; $lines-count says how many) and its column.
source-cell = { $file }, { $lines-count ->
        [one] line
       *[other] lines
    } { $lines }, column { $column }
# A cell imported from raw reports ($raw), through the results file.
source-cell-raw = { $raw } (via { source-cell })
# A value of a campaign's manifest, by its key.
source-manifest = { $file }, { $key }
# A run count read from a results file that holds one line per run.
source-lines = { $file }: one line per run
# A constant of the page's own front matter (a claim's limit).
source-page = the page’s front matter, { $key }
# The operation of a formula shown in a tooltip: median(84,133; 84,940; 83,012).
formula-median = median
# no-claim[82523fae]: the name of an operation
formula-mean = mean
# The tooltip of a sentence whose words the data decided. A guard: its
# conditions as declared, with the values they held on.
claim-holds = holds: { $checks }
# A word-valued figure: its name, the word chosen, the rule that chose it,
# and the values it was decided on ($inputs).
claim-decided = { $name } = { $value }: { $rule }
claim-decided-inputs = { $name } = { $value }: { $rule } ({ $inputs })
# The rules, in the order of docs/authoring.md. Names ($a, $b, $table,
# $subject, $baseline, $campaign, $keys, $key) are the page's and the
# data's, shown as written; thresholds are in the locale's digits.
# no-claim[14c2d9a4]: a tooltip that words the page's own rules
rule-trend = each step against the one before, level within { $tolerance }
# $set: the members read, those with a value.
rule-quantifier = { $passed } of { $total } in `{ $table }` pass the condition (read: { $set })
rule-standing = { $a } against { $b }, even when the ratio is within { $tie } of { LITERAL("1") }
# no-claim[d2fdc701]: a tooltip that words the page's own rules
rule-close = { $a } and { $b } differ by less than { $limit }
# no-claim[7040615a]: a tooltip that words the page's own rules
rule-leads = of { $rows } rows of `{ $table }`, { $led } led by the group by more than the tie ({ $tie }) and { $near } within it
# $standing: the key of the rows' standing (ahead, even, behind).
# no-claim[140bedbf, 467073a0, 90dcc547]: the rule a claim was decided by, worded for its tooltip
rule-rows = rows where { $subject } is { $standing } against { $baseline } (even within { $tie }): { $count ->
        [0] none
       *[other] { $rows }
    }
# no-claim[bcf75828]: a tooltip that words the page's own rules
rule-lead = the highest value against the next one: ahead when above it by more than the tie ({ $tie })
# no-claim[7bbd72c3]: a tooltip that words the page's own rules
rule-previous-none = no earlier campaign of this kind
# no-claim[98b366a3]: a tooltip that words the page's own rules
rule-previous-same = `{ $campaign }` has the same { $keys }
rule-previous-differs = `{ $campaign }` differs in { $key }
# no-claim[94989ddd, b1660f4b]: a tooltip that words the page's own rules
rule-noise = against `{ $campaign }`: a change below { $noise } ({ $basis ->
        [spread] the larger run spread
       *[tie] the tie threshold
    }) is within noise
# no-claim[d903d7cc]: a tooltip that words the page's own rules
rule-no-previous-cell = no comparable previous campaign has this cell
rule-nothing-to-compare = nothing to compare
# no-claim[c5104cda]: a tooltip that words the page's own rules
rule-fall = a fall of more than { $threshold } against `{ $campaign }`
# no-claim[7db1ae2c]: a tooltip that words the page's own rules
rule-fall-any = a fall of more than { $threshold } in any of the rows

# A cell that did not complete: its reason (a key of the campaign's
# failures) and the cell.
source-not-completed = not completed: { $reason } ({ $cell })
# After a cell's source, when its line is the median of several runs.
source-median-of = , median of { $runs } runs

rule-no-value = `{ $cell }` has no value ({ $reason })
# no-claim[50dac672]: the rule a claim was decided by, worded for its tooltip
rule-around = each figure within { $within } of their mean
# no-claim[2b00a3a3]: the rule a claim was decided by, worded for its tooltip
rule-no-candidate = no candidate has a value
