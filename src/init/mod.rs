//! `pcdocs init DIR`: a working site to start from — configuration, one
//! campaign, English and French, the templates and theme of this version of
//! pcdocs — that builds and passes `pcdocs check` as it is.

use std::path::Path;

/// (path, contents) of every scaffold file. Templates, theme and site-wide
/// messages are this repository's own, so a new site starts from the same
/// look and conventions.
const FILES: &[(&str, &str)] = &[
    ("pcdocs.toml", include_str!("scaffold/pcdocs.toml")),
    (
        "results/example/manifest.toml",
        include_str!("scaffold/results/example/manifest.toml"),
    ),
    (
        "results/example/throughput.csv",
        include_str!("scaffold/results/example/throughput.csv"),
    ),
    (
        "content/example.md",
        include_str!("scaffold/content/example.md"),
    ),
    (
        "locales/fr/example.ftl",
        include_str!("scaffold/locales/fr/example.ftl"),
    ),
    (
        "locales/en/site.ftl",
        include_str!("../../locales/en/site.ftl"),
    ),
    (
        "locales/fr/site.ftl",
        include_str!("../../locales/fr/site.ftl"),
    ),
    (
        "locales/en/charts.ftl",
        include_str!("../../locales/en/charts.ftl"),
    ),
    (
        "locales/fr/charts.ftl",
        include_str!("../../locales/fr/charts.ftl"),
    ),
    (
        "templates/base.html",
        include_str!("../../templates/base.html"),
    ),
    (
        "templates/page.html",
        include_str!("../../templates/page.html"),
    ),
    (
        "templates/index.html",
        include_str!("../../templates/index.html"),
    ),
    (
        "templates/root.html",
        include_str!("../../templates/root.html"),
    ),
    (
        "templates/404.html",
        include_str!("../../templates/404.html"),
    ),
    (
        "templates/translations.html",
        include_str!("../../templates/translations.html"),
    ),
    (
        "themes/default/static/style.css",
        include_str!("../../themes/default/static/style.css"),
    ),
    (
        "themes/default/static/theme.js",
        include_str!("../../themes/default/static/theme.js"),
    ),
    (
        "themes/default/static/favicon.svg",
        include_str!("../../themes/default/static/favicon.svg"),
    ),
];

/// Site-wide messages that name this repository's site, made neutral.
fn neutral(path: &str, text: &str) -> String {
    let replace = |text: &str, id: &str, value: &str| -> String {
        text.lines()
            .map(|l| {
                if l.starts_with(&format!("{id} =")) {
                    format!("{id} = {value}")
                } else {
                    l.to_owned()
                }
            })
            .collect::<Vec<_>>()
            .join("\n")
            + "\n"
    };
    match path {
        "locales/en/site.ftl" => {
            let t = replace(text, "site-title", "Benchmarks");
            replace(
                &t,
                "site-tagline",
                "Measured results, computed figures, in your languages.",
            )
        }
        "locales/fr/site.ftl" => {
            let t = replace(text, "site-title", "Benchmarks");
            replace(
                &t,
                "site-tagline",
                "Résultats mesurés, chiffres calculés, dans chaque langue.",
            )
        }
        _ => text.to_owned(),
    }
}

/// The `[output.starlight]` section a Starlight scaffold adds to pcdocs.toml.
const STARLIGHT: &str = include_str!("scaffold/starlight.toml");

/// What the new site is built into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    /// The standalone site, `site/`.
    Site,
    /// Pages in an Astro Starlight site's content folder.
    Starlight,
}

/// What to do next, printed after the scaffold is written.
pub fn next_steps(dir: &Path, target: Target) -> String {
    let dir = dir.display();
    match target {
        Target::Site => format!("next: cd {dir} && pcdocs build"),
        Target::Starlight => format!(
            "next:\n\
             1. in {dir}/pcdocs.toml, set `dir` under [output.starlight] to your Starlight site's\n   \
             src/content/docs (now ../src/content/docs: {dir} inside the site's repository);\n\
             2. in astro.config.mjs, give Starlight the locales pcdocs writes:\n   \
             {},\n   \
             (each locale's `lang` its pcdocs tag, so that Starlight's own interface speaks it,\n   \
             and `dir: \"rtl\"` for a right-to-left one), and a sidebar group {{ label: \"Benchmarks\", items: [{{ autogenerate: {{ directory: \"benchmarks\" }} }}] }};\n\
             3. cd {dir} && pcdocs build --format starlight, then build the Starlight site as usual.",
            locales_config(&[("", "en", "English"), ("fr", "fr", "Français")])
        ),
    }
}

/// The `defaultLocale` and `locales` of Starlight's configuration for
/// pcdocs's locales, each given as (Starlight folder, `""` for the root
/// locale; pcdocs locale tag; the locale's name for itself). Each locale's
/// `lang` is its pcdocs tag: Starlight picks its own interface's language
/// by `lang` (`zh-TW` has one, `zh-Hant` falls back to another), and sets
/// the page's `lang` with it. A right-to-left locale gets `dir: "rtl"`,
/// which Starlight does not infer.
pub fn locales_config(locales: &[(&str, &str, &str)]) -> String {
    let js = |s: &str| serde_json::to_string(s).unwrap_or_else(|_| "\"\"".to_owned());
    let entries: Vec<String> = locales
        .iter()
        .map(|&(folder, tag, label)| {
            let key = match folder {
                "" => "root".to_owned(),
                f if f.bytes().all(|b| b.is_ascii_lowercase()) => f.to_owned(),
                f => js(f),
            };
            let dir = match crate::l10n::format::is_right_to_left(tag) {
                true => ", dir: \"rtl\"",
                false => "",
            };
            format!("{key}: {{ label: {}, lang: {}{dir} }}", js(label), js(tag))
        })
        .collect();
    format!(
        "defaultLocale: \"root\", locales: {{ {} }}",
        entries.join(", ")
    )
}

/// Writes the scaffold into `dir`, which must be empty or absent.
pub fn init(dir: &Path) -> Result<usize, String> {
    init_for(dir, Target::Site)
}

/// Writes the scaffold for `target` into `dir`, which must be empty or
/// absent: the Starlight one is the same site with an `[output.starlight]`
/// section mapping its locales to Starlight's folders.
pub fn init_for(dir: &Path, target_kind: Target) -> Result<usize, String> {
    let refuse = |what: &str| {
        format!(
            "{} {what}; pcdocs init writes into a new or empty folder",
            dir.display()
        )
    };
    // A link to a folder is followed, as `mkdir -p` would; a link to
    // nothing would otherwise surface as "File exists".
    match std::fs::symlink_metadata(dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
        Err(e) => return Err(format!("{}: {e}", dir.display())),
        Ok(_) => match std::fs::metadata(dir) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(refuse("is a symbolic link to nothing"));
            }
            Err(e) => return Err(format!("{}: {e}", dir.display())),
            Ok(m) if !m.is_dir() => return Err(refuse("is a file, not a folder")),
            Ok(_) => {
                let mut entries =
                    std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
                if entries.next().is_some() {
                    return Err(refuse("is not empty"));
                }
            }
        },
    }
    for (path, text) in FILES {
        let target = dir.join(path);
        if let Some(parent) = target.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        let mut text = neutral(path, text);
        if *path == "pcdocs.toml" && target_kind == Target::Starlight {
            text.push_str(STARLIGHT);
        }
        std::fs::write(&target, text).map_err(|e| format!("{}: {e}", target.display()))?;
    }
    Ok(FILES.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_locale_gets_its_lang_and_a_right_to_left_one_its_dir() {
        assert_eq!(
            locales_config(&[
                ("", "en", "English"),
                ("zh-Hant", "zh-TW", "繁體中文"),
                ("fr", "fr", "Français"),
                ("ar", "ar", "العربية"),
            ]),
            "defaultLocale: \"root\", locales: { root: { label: \"English\", lang: \"en\" }, \
             \"zh-Hant\": { label: \"繁體中文\", lang: \"zh-TW\" }, fr: { label: \"Français\", lang: \"fr\" }, \
             ar: { label: \"العربية\", lang: \"ar\", dir: \"rtl\" } }"
        );
    }
}
