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

incomplete-statement = { $count ->
        [one] A statement is left out here: it rests on a measurement of { $subjects } that did not complete.
       *[other] A statement is left out here: it rests on measurements of { $subjects } that did not complete.
    }
incomplete-note = Not counted here, for lack of a completed measurement: { $subjects }.

cell-label = { $subject } ({ $row })
