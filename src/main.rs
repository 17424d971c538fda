use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Exit status for problems in the inputs (results, locales, content, templates).
const EXIT_INPUT: u8 = 1;
/// Exit status for failures of pcdocs itself or of the machine (I/O).
const EXIT_INTERNAL: u8 = 70;

#[derive(Parser)]
#[command(
    name = "pcdocs",
    version,
    about = "Turns measured benchmark results into a multilingual documentation site"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Render every page in every locale into the output folder.
    #[command(after_help = "Examples:\n  pcdocs build\n  pcdocs build --root my-site --out public")]
    Build {
        /// The project folder (holding pcdocs.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Output folder; relative paths are taken from the project folder.
        #[arg(long, default_value = "site")]
        out: PathBuf,
    },
    /// Verify the project: everything `build` checks, no typed figures in
    /// prose, translations matching the source locale, plural categories,
    /// claim selectors, and a committed site that is up to date.
    #[command(after_help = "Examples:\n  pcdocs check\n  pcdocs check --root my-site")]
    Check {
        /// The project folder (holding pcdocs.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// The generated site to compare with what `build` writes now.
        #[arg(long, default_value = "site")]
        out: PathBuf,
    },
    /// List every figure of a page in reading order: the text shown, the
    /// exact value, the formula and the results it comes from.
    #[command(
        after_help = "Examples:\n  pcdocs explain 2026-10-container-matrix\n  pcdocs explain v0.2.0-rc.3 --locale fr\n  pcdocs explain v0.2.0-rc.3 --format json"
    )]
    Explain {
        /// The page: its slug or its content file.
        page: String,
        /// Locale whose formatting is shown (default: the source locale).
        #[arg(long)]
        locale: Option<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
    /// Show which sentences and figures of which pages change between two
    /// sets of inputs: results folders, or git revisions of the project.
    #[command(
        after_help = "Examples:\n  pcdocs diff HEAD results      # committed results against the working tree\n  pcdocs diff HEAD~1 HEAD\n  pcdocs diff old-results/ results/"
    )]
    Diff {
        old: String,
        new: String,
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    Text,
    Json,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Build { root, out } => build(&root, &out),
        Command::Check { root, out } => check(&root, &out),
        Command::Explain {
            page,
            locale,
            format,
            root,
        } => explain(&root, &page, locale.as_deref(), format),
        Command::Diff { old, new, root } => diff(&root, &old, &new),
    }
}

fn explain(root: &std::path::Path, page: &str, locale: Option<&str>, format: Format) -> ExitCode {
    let project = match pcdocs::site::load(root) {
        Ok(p) => p,
        Err(d) => return input_error(&d),
    };
    let loc = match locale {
        None => 0,
        Some(tag) => match project.config.locales.iter().position(|l| l == tag) {
            Some(i) => i,
            None => {
                eprintln!(
                    "error: no locale `{tag}`; locales are: {}",
                    project.config.locales.join(", ")
                );
                return ExitCode::from(EXIT_INPUT);
            }
        },
    };
    match pcdocs::review::explain::explain(&project, page, loc) {
        Ok(figures) => {
            match format {
                Format::Text => print!("{}", pcdocs::review::explain::to_text(&figures)),
                Format::Json => match serde_json::to_string_pretty(&figures) {
                    Ok(j) => println!("{j}"),
                    Err(e) => {
                        eprintln!("error: {e}");
                        return ExitCode::from(EXIT_INTERNAL);
                    }
                },
            }
            ExitCode::SUCCESS
        }
        Err(d) => input_error(&d),
    }
}

fn diff(root: &std::path::Path, old: &str, new: &str) -> ExitCode {
    use pcdocs::review::diff;
    let (a, b) = match (diff::side(root, old), diff::side(root, new)) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(d), _) | (_, Err(d)) => return input_error(&d.into()),
    };
    let figures = match diff::figures(&a, &b) {
        Ok(f) => f,
        Err(d) => return input_error(&d),
    };
    match diff::diff(&a, &b) {
        Ok(text) if text.is_empty() => {
            println!("no page changes");
            ExitCode::SUCCESS
        }
        Ok(text) => {
            if !figures.is_empty() {
                println!("# Figures");
                for (name, (before, after)) in &figures {
                    println!("{name}: {before} → {after}");
                }
                println!();
            }
            println!("# Sentences and table rows");
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(d) => input_error(&d),
    }
}

fn check(root: &std::path::Path, out: &std::path::Path) -> ExitCode {
    let out = if out.is_absolute() {
        out.to_owned()
    } else {
        root.join(out)
    };
    match pcdocs::check::run(root, &out) {
        Ok(()) => {
            eprintln!("check passed");
            ExitCode::SUCCESS
        }
        Err(d) => {
            eprintln!("{d}");
            let n = d.0.len();
            eprintln!(
                "error: check found {n} problem{}",
                if n == 1 { "" } else { "s" }
            );
            ExitCode::from(EXIT_INPUT)
        }
    }
}

fn build(root: &std::path::Path, out: &std::path::Path) -> ExitCode {
    let started = std::time::Instant::now();
    let project = match pcdocs::site::load(root) {
        Ok(p) => p,
        Err(d) => return input_error(&d),
    };
    let (files, warnings) = match project.render() {
        Ok(r) => r,
        Err(d) => return input_error(&d),
    };
    for w in &warnings.0 {
        eprintln!("warning: {w}");
    }
    let out = if out.is_absolute() {
        out.to_owned()
    } else {
        root.join(out)
    };
    if let Err(e) = pcdocs::site::output::write_atomic(&out, &files) {
        eprintln!("error: cannot write {}: {e}", out.display());
        return ExitCode::from(EXIT_INTERNAL);
    }
    let pages = files.keys().filter(|k| k.ends_with("index.html")).count();
    eprintln!(
        "built {pages} pages in {} locales in {} ms",
        project.config.locales.len(),
        started.elapsed().as_millis()
    );
    ExitCode::SUCCESS
}

fn input_error(d: &pcdocs::diag::Diagnostics) -> ExitCode {
    eprintln!("{d}");
    let n = d.0.len();
    eprintln!(
        "error: {n} problem{} found; nothing was written",
        if n == 1 { "" } else { "s" }
    );
    ExitCode::from(EXIT_INPUT)
}
