//! The words the audit reads numbers by, in English, French and Chinese
//! (Traditional): what makes a number approximate or a bound, joins two
//! numbers into a range, makes it a multiple, a percentage, a number of
//! percentage points, a measurement in a unit or a count of something.

use super::page::Lang;

/// Words before a number that make it approximate, longest first.
pub fn approx_before(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "on the order of",
            "approximately",
            "somewhere near",
            "in the region of",
            "just under",
            "just over",
            "roughly",
            "close to",
            "around",
            "nearly",
            "almost",
            "approx.",
            "approx",
            "about",
            "circa",
            "near",
            "some",
            "ca.",
            "~",
            "≈",
            "≃",
        ],
        Lang::Fr => &[
            "approximativement",
            "de l’ordre de",
            "de l'ordre de",
            "à peu près",
            "aux alentours de",
            "autour de",
            "quasiment",
            "environ",
            "près de",
            "presque",
            "quelque",
            "vers",
            "~",
            "≈",
        ],
        Lang::Zh => &[
            "約為",
            "大約",
            "大概",
            "約莫",
            "將近",
            "接近",
            "差不多",
            "約",
            "近",
            "~",
            "≈",
            "～",
        ],
    }
}

/// Words after a number (and its unit) that make it approximate.
pub fn approx_after(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["or so", "-ish"],
        Lang::Fr => &["environ"],
        Lang::Zh => &["左右", "上下"],
    }
}

/// What a bound says of the figures it covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bound {
    /// "less than", "under": below the number.
    Below,
    /// "more than", "over": above it.
    Above,
    /// "up to", "at most".
    AtMost,
    /// "at least".
    AtLeast,
}

pub fn bound_before(lang: Lang) -> &'static [(&'static str, Bound)] {
    match lang {
        Lang::En => &[
            ("no more than", Bound::AtMost),
            ("not more than", Bound::AtMost),
            ("fewer than", Bound::Below),
            ("less than", Bound::Below),
            ("more than", Bound::Above),
            ("greater than", Bound::Above),
            ("higher than", Bound::Above),
            ("at least", Bound::AtLeast),
            ("at most", Bound::AtMost),
            ("up to", Bound::AtMost),
            ("under", Bound::Below),
            ("below", Bound::Below),
            ("above", Bound::Above),
            ("over", Bound::Above),
            ("beyond", Bound::Above),
            ("exceeding", Bound::Above),
        ],
        Lang::Fr => &[
            ("pas plus de", Bound::AtMost),
            ("moins de", Bound::Below),
            ("moins que", Bound::Below),
            ("plus de", Bound::Above),
            ("plus que", Bound::Above),
            ("au moins", Bound::AtLeast),
            ("au plus", Bound::AtMost),
            ("au maximum", Bound::AtMost),
            ("jusqu’à", Bound::AtMost),
            ("jusqu'à", Bound::AtMost),
            ("au-delà de", Bound::Above),
            ("sous", Bound::Below),
        ],
        Lang::Zh => &[
            ("不到", Bound::Below),
            ("少於", Bound::Below),
            ("低於", Bound::Below),
            ("未達", Bound::Below),
            ("超過", Bound::Above),
            ("多於", Bound::Above),
            ("高於", Bound::Above),
            ("逾", Bound::Above),
            ("最多約占", Bound::AtMost),
            ("最多", Bound::AtMost),
            ("至多", Bound::AtMost),
            ("至少", Bound::AtLeast),
        ],
    }
}

pub fn bound_after(lang: Lang) -> &'static [(&'static str, Bound)] {
    match lang {
        Lang::En | Lang::Fr => &[],
        Lang::Zh => &[
            ("以上", Bound::AtLeast),
            ("以下", Bound::AtMost),
            ("以內", Bound::AtMost),
        ],
    }
}

/// What joins the two ends of a range: `75–80%`, `75% to 80%`,
/// `de 75 à 80 %`, `75%～80%`; and, after `between`/`entre`/`介於`, `and`.
pub fn range_joins(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["–", "—", "-", "~", "～", "to", "through"],
        Lang::Fr => &["–", "—", "-", "~", "～", "à", "au"],
        Lang::Zh => &["–", "—", "-", "~", "～", "〜", "至", "到"],
    }
}

pub fn between_before(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["between"],
        Lang::Fr => &["entre"],
        Lang::Zh => &["介於"],
    }
}

pub fn between_joins(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["and"],
        Lang::Fr => &["et"],
        Lang::Zh => &["與", "和", "及", "到", "至"],
    }
}

/// A number then these reads as a multiple.
pub fn times_after(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["times"],
        Lang::Fr => &["fois"],
        Lang::Zh => &["倍"],
    }
}

/// Percent written out.
pub fn percent_after(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["per cent", "percent"],
        Lang::Fr => &["pour cent", "pourcents", "pourcent"],
        Lang::Zh => &[],
    }
}

/// Percentage points (`3.5 percentage points`, `3,5 points de
/// pourcentage`, `3.5 個百分點`).
pub fn points_after(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            "percentage points",
            "percentage point",
            "points",
            "pts",
            "pp",
        ],
        Lang::Fr => &[
            "points de pourcentage",
            "point de pourcentage",
            "points",
            "pts",
        ],
        Lang::Zh => &["個百分點", "百分點"],
    }
}

/// Multiples written as words, with their value: `twice as`, `deux fois
/// plus`, `兩倍`. Each is a regular expression (case aside) and the value.
pub fn multiple_words(lang: Lang) -> &'static [(&'static str, f64)] {
    match lang {
        Lang::En => &[
            (r"\btwice (?:as|the|that of|what)\b", 2.0),
            (r"\bdouble (?:the|that of|what)\b", 2.0),
            (r"\bhalf (?:as|the|that of|what)\b", 0.5),
            (r"\bthree times\b", 3.0),
            (r"\bfour times\b", 4.0),
            (r"\bfive times\b", 5.0),
            (r"\bten times\b", 10.0),
        ],
        Lang::Fr => &[
            (
                r"\bdeux fois (?:plus|moins|le|la|les|celui|celle|ce)\b",
                2.0,
            ),
            (r"\ble double\b", 2.0),
            (r"\bla moitié\b", 0.5),
            (r"\btrois fois\b", 3.0),
            (r"\bquatre fois\b", 4.0),
            (r"\bcinq fois\b", 5.0),
            (r"\bdix fois\b", 10.0),
        ],
        Lang::Zh => &[
            ("兩倍", 2.0),
            ("二倍", 2.0),
            ("一倍", 2.0),
            ("一半", 0.5),
            ("三倍", 3.0),
            ("四倍", 4.0),
            ("五倍", 5.0),
            ("十倍", 10.0),
        ],
    }
}

/// Small counts written as words, for counts stated as such ("three
/// rounds", « deux CPU », 四輪). Not one: "one request per connection"
/// says how, not how many.
pub fn count_words(lang: Lang) -> &'static [(&'static str, f64)] {
    match lang {
        Lang::En => &[
            ("two", 2.0),
            ("three", 3.0),
            ("four", 4.0),
            ("five", 5.0),
            ("six", 6.0),
            ("seven", 7.0),
            ("eight", 8.0),
            ("nine", 9.0),
            ("ten", 10.0),
            ("eleven", 11.0),
            ("twelve", 12.0),
        ],
        Lang::Fr => &[
            ("deux", 2.0),
            ("trois", 3.0),
            ("quatre", 4.0),
            ("cinq", 5.0),
            ("six", 6.0),
            ("sept", 7.0),
            ("huit", 8.0),
            ("neuf", 9.0),
            ("dix", 10.0),
            ("onze", 11.0),
            ("douze", 12.0),
        ],
        Lang::Zh => &[
            ("二", 2.0),
            ("兩", 2.0),
            ("三", 3.0),
            ("四", 4.0),
            ("五", 5.0),
            ("六", 6.0),
            ("七", 7.0),
            ("八", 8.0),
            ("九", 9.0),
            ("十", 10.0),
        ],
    }
}

/// Counted nouns, by the English stem a manifest's keys would use. A noun
/// not listed reads as its own singular ("instances" → `instance`).
pub fn noun_stem(lang: Lang, word: &str) -> Option<&'static str> {
    let w = word.to_lowercase();
    let w = w.trim_matches(|c: char| !c.is_alphanumeric());
    let nouns = match lang {
        Lang::En => NOUNS_EN,
        Lang::Fr => NOUNS_FR,
        Lang::Zh => NOUNS_ZH,
    };
    nouns
        .iter()
        .find(|(_, words)| words.contains(&w))
        .map(|(stem, _)| *stem)
}

/// Stems and the words that count them, in each language.
type Nouns = &'static [(&'static str, &'static [&'static str])];

const NOUNS_EN: Nouns = &[
    (
        "run",
        &[
            "run",
            "runs",
            "round",
            "rounds",
            "pass",
            "passes",
            "iteration",
            "iterations",
            "trial",
            "trials",
            "repetition",
            "repetitions",
        ],
    ),
    ("request", &["request", "requests"]),
    ("connection", &["connection", "connections"]),
    ("cpu", &["cpu", "cpus", "vcpu", "vcpus"]),
    ("core", &["core", "cores"]),
    ("file", &["file", "files"]),
    ("thread", &["thread", "threads"]),
    ("worker", &["worker", "workers"]),
    ("instance", &["instance", "instances"]),
    ("server", &["server", "servers"]),
    ("client", &["client", "clients"]),
    ("year", &["year", "years"]),
    ("step", &["step", "steps"]),
    ("point", &["point", "points"]),
];

const NOUNS_FR: Nouns = &[
    (
        "run",
        &[
            "exécution",
            "exécutions",
            "série",
            "séries",
            "passe",
            "passes",
            "essai",
            "essais",
            "tour",
            "tours",
            "répétition",
            "répétitions",
            "mesure",
            "mesures",
        ],
    ),
    ("request", &["requête", "requêtes"]),
    ("connection", &["connexion", "connexions"]),
    ("cpu", &["cpu", "vcpu", "processeurs"]),
    ("core", &["cœur", "cœurs", "coeurs"]),
    ("file", &["fichier", "fichiers"]),
    ("thread", &["thread", "threads"]),
    ("instance", &["instance", "instances"]),
    ("server", &["serveur", "serveurs"]),
    ("client", &["client", "clients"]),
    ("year", &["an", "ans", "année", "années"]),
    ("point", &["palier", "paliers"]),
];

const NOUNS_ZH: Nouns = &[
    ("run", &["輪", "次"]),
    ("request", &["個請求", "次請求", "請求"]),
    ("connection", &["條連線", "個連線", "連線"]),
    ("cpu", &["顆cpu", "個cpu", "cpu", "vcpu"]),
    ("core", &["核心", "核"]),
    ("file", &["個檔案", "檔案"]),
    ("thread", &["個執行緒", "執行緒"]),
    ("instance", &["個實例", "實例"]),
    ("server", &["台伺服器"]),
    ("year", &["年"]),
    ("point", &["個量測點"]),
];

/// Month names, for dates written in words.
pub fn is_month(word: &str) -> bool {
    const MONTHS: &[&str] = &[
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
        "jan",
        "feb",
        "mar",
        "apr",
        "jun",
        "jul",
        "aug",
        "sep",
        "sept",
        "oct",
        "nov",
        "dec",
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    let w = word.to_lowercase();
    MONTHS.contains(&w.trim_end_matches('.'))
}

/// A measurement unit: its dimension and how many base units one is.
#[derive(Debug, Clone, Copy, PartialEq, serde::Serialize)]
pub struct Unit {
    pub dim: Dim,
    pub factor: f64,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dim {
    /// Requests (or anything) per second.
    Rate,
    /// Seconds.
    Time,
    Bytes,
    BytesPerSecond,
}

/// Units as pages write them, longest first within a prefix.
const UNITS: &[(&str, Dim, f64)] = &[
    ("requests per second", Dim::Rate, 1.0),
    ("requêtes par seconde", Dim::Rate, 1.0),
    ("requêtes/s", Dim::Rate, 1.0),
    ("requests/s", Dim::Rate, 1.0),
    ("requests/sec", Dim::Rate, 1.0),
    ("req/sec", Dim::Rate, 1.0),
    ("req/s", Dim::Rate, 1.0),
    ("req./s", Dim::Rate, 1.0),
    ("rps", Dim::Rate, 1.0),
    ("r/s", Dim::Rate, 1.0),
    ("每秒請求數", Dim::Rate, 1.0),
    ("個請求/秒", Dim::Rate, 1.0),
    ("次/秒", Dim::Rate, 1.0),
    ("MiB/s", Dim::BytesPerSecond, 1_048_576.0),
    ("MB/s", Dim::BytesPerSecond, 1e6),
    ("GiB/s", Dim::BytesPerSecond, 1_073_741_824.0),
    ("GB/s", Dim::BytesPerSecond, 1e9),
    ("KiB/s", Dim::BytesPerSecond, 1024.0),
    ("KB/s", Dim::BytesPerSecond, 1000.0),
    ("milliseconds", Dim::Time, 1e-3),
    ("millisecondes", Dim::Time, 1e-3),
    ("microseconds", Dim::Time, 1e-6),
    ("microsecondes", Dim::Time, 1e-6),
    ("seconds", Dim::Time, 1.0),
    ("secondes", Dim::Time, 1.0),
    ("second", Dim::Time, 1.0),
    ("seconde", Dim::Time, 1.0),
    ("毫秒", Dim::Time, 1e-3),
    ("微秒", Dim::Time, 1e-6),
    ("秒", Dim::Time, 1.0),
    ("ms", Dim::Time, 1e-3),
    ("µs", Dim::Time, 1e-6),
    ("μs", Dim::Time, 1e-6),
    ("us", Dim::Time, 1e-6),
    ("ns", Dim::Time, 1e-9),
    ("sec", Dim::Time, 1.0),
    ("s", Dim::Time, 1.0),
    ("bytes", Dim::Bytes, 1.0),
    ("octets", Dim::Bytes, 1.0),
    ("位元組", Dim::Bytes, 1.0),
    ("KiB", Dim::Bytes, 1024.0),
    ("MiB", Dim::Bytes, 1_048_576.0),
    ("GiB", Dim::Bytes, 1_073_741_824.0),
    ("Kio", Dim::Bytes, 1024.0),
    ("Mio", Dim::Bytes, 1_048_576.0),
    ("Gio", Dim::Bytes, 1_073_741_824.0),
    ("KB", Dim::Bytes, 1000.0),
    ("kB", Dim::Bytes, 1000.0),
    ("MB", Dim::Bytes, 1e6),
    ("GB", Dim::Bytes, 1e9),
    ("Ko", Dim::Bytes, 1000.0),
    ("Mo", Dim::Bytes, 1e6),
    ("Go", Dim::Bytes, 1e9),
    ("B", Dim::Bytes, 1.0),
    ("o", Dim::Bytes, 1.0),
];

/// The unit `text` starts with, and its length in bytes. A unit of
/// letters must end where a word does (`s` in `servers` is no unit).
pub fn unit_at(text: &str) -> Option<(Unit, usize)> {
    for (name, dim, factor) in UNITS {
        let Some(head) = text.get(..name.len()) else {
            continue;
        };
        let same = if name.chars().all(|c| c.is_ascii_alphabetic()) && name.len() <= 3 {
            // Short units keep their case: `MB` is no `mb` word.
            head == *name
        } else {
            head.eq_ignore_ascii_case(name)
        };
        if !same {
            continue;
        }
        let next = text[name.len()..].chars().next();
        let ends = !next.is_some_and(|c| c.is_alphanumeric() || c == '_')
            || name
                .chars()
                .last()
                .is_some_and(|c| !c.is_ascii_alphanumeric());
        if ends {
            return Some((
                Unit {
                    dim: *dim,
                    factor: *factor,
                },
                name.len(),
            ));
        }
    }
    None
}

/// The unit a manifest names (`req/s`, `MiB`, `ms`), if it is one.
pub fn unit_named(name: &str) -> Option<Unit> {
    let n = name.trim();
    unit_at(n)
        .filter(|(_, len)| *len == n.len())
        .map(|(u, _)| u)
}

/// Words that make a statement a rule or a definition rather than a claim
/// about these results ("a cell without one means …", "only runs in
/// which every request succeeded count").
pub fn rule_markers(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &[
            " means ",
            " mean ",
            " if ",
            "if ",
            " only if",
            " unless ",
            " in which ",
            " must ",
            " should ",
            " would ",
            " only runs",
            " counts only",
            " count only",
            " whether ",
        ],
        Lang::Fr => &[
            " signifie ",
            " signifient ",
            " si ",
            "si ",
            " lorsque ",
            " quand ",
            " dont ",
            " doit ",
            " doivent ",
            " seules ",
            " seuls ",
            " ne compte",
            " ne comptent",
        ],
        Lang::Zh => &["表示", "如果", "若", "才", "只有", "僅", "必須", "應"],
    }
}
