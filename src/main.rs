#![forbid(unsafe_code)]

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

// Output that no closed pipe can turn into a panic: `pcdocs check 2>&1 |
// head -1` must end with pcdocs's own status, not exit 101. Everything
// printed passes `terminal_safe`: values from the inputs reach the
// terminal as escapes (`\u{1b}`), never as control characters.
macro_rules! errln {
    () => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr());
    }};
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let text = format!($($arg)*);
        let _ = writeln!(std::io::stderr(), "{}", pcdocs::diag::terminal_safe(&text));
    }};
}
macro_rules! outln {
    () => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout());
    }};
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let text = format!($($arg)*);
        let _ = writeln!(std::io::stdout(), "{}", pcdocs::diag::terminal_safe(&text));
    }};
}
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let text = format!($($arg)*);
        let _ = write!(std::io::stdout(), "{}", pcdocs::diag::terminal_safe(&text));
    }};
}

// A build allocates many small strings across threads; mimalloc serves
// them faster than the system allocator (see BENCHMARKS.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

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
    /// Print only errors.
    #[arg(long, short, global = true, conflicts_with = "verbose")]
    quiet: bool,
    /// Print more about what is done.
    #[arg(long, short, global = true)]
    verbose: bool,
}

/// How much to print, and whether in colour (a terminal, and NO_COLOR unset).
struct Term {
    quiet: bool,
    verbose: bool,
    color: bool,
}

static TERM: std::sync::OnceLock<Term> = std::sync::OnceLock::new();

fn term() -> &'static Term {
    TERM.get_or_init(|| Term {
        quiet: false,
        verbose: false,
        color: false,
    })
}

/// Prints an error report, made terminal-safe first, with `error:` and
/// `hint:` in red and cyan on a colour terminal (the only escape sequences
/// pcdocs writes are its own).
fn print_error(text: &str) {
    use std::io::Write as _;
    let text = pcdocs::diag::terminal_safe(text);
    let painted = match term().color {
        false => text.into_owned(),
        true => text
            .replace(": error: ", ": \x1b[1;31merror\x1b[0m: ")
            .replace("\nerror: ", "\n\x1b[1;31merror\x1b[0m: ")
            .replace("= hint: ", "= \x1b[1;36mhint\x1b[0m: "),
    };
    let _ = writeln!(std::io::stderr(), "{painted}");
}

fn note(text: &str) {
    if !term().quiet {
        errln!("{text}");
    }
}

fn warn(text: &str) {
    if !term().quiet {
        use std::io::Write as _;
        let prefix = if term().color {
            "\x1b[1;33mwarning\x1b[0m"
        } else {
            "warning"
        };
        let text = pcdocs::diag::terminal_safe(text);
        let _ = writeln!(std::io::stderr(), "{prefix}: {text}");
    }
}

/// Shows a spinner on a terminal when `work` runs longer than a second.
fn with_progress<T>(message: &str, work: impl FnOnce() -> T) -> T {
    use std::io::IsTerminal;
    use std::sync::atomic::{AtomicBool, Ordering};
    if term().quiet || !std::io::stderr().is_terminal() {
        return work();
    }
    let done = std::sync::Arc::new(AtomicBool::new(false));
    let flag = std::sync::Arc::clone(&done);
    let message = message.to_owned();
    let spinner = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_secs(1));
        if flag.load(Ordering::Relaxed) {
            return;
        }
        let bar = indicatif::ProgressBar::new_spinner().with_message(message);
        bar.enable_steady_tick(std::time::Duration::from_millis(100));
        while !flag.load(Ordering::Relaxed) {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        bar.finish_and_clear();
    });
    let result = work();
    done.store(true, Ordering::Relaxed);
    let _ = spinner.join();
    result
}

#[derive(Subcommand)]
enum Command {
    /// Render every page in every locale into the output folder.
    #[command(
        after_help = "Examples:\n  pcdocs build\n  pcdocs build --root my-site --out public\n  pcdocs build --format starlight --out ../docs/src/content/docs"
    )]
    Build {
        /// The project folder (holding pcdocs.toml).
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Output folder; relative paths are taken from the project folder
        /// (default: site/, or for starlight `[output.starlight] dir`).
        #[arg(long)]
        out: Option<PathBuf>,
        /// `site`: the standalone site; `starlight`: pages in an Astro
        /// Starlight content folder, beside the pages already there.
        #[arg(long, value_enum, default_value = "site")]
        format: OutputFormat,
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
    /// Translators' tools: coverage, stale translations, confirming reviews.
    #[command(subcommand)]
    I18n(I18n),
    /// Append load-generator reports (h2load, wrk, hey) or resource samples
    /// to a campaign table, one run per report; the raw reports are kept
    /// with their checksums. `--pattern` imports a folder in one command.
    #[command(
        after_help = "Examples:\n  pcdocs import --campaign 2026-10-container-matrix --table proxy --row fixed-100 \\\n      --series nginx --run 1 h2load-1.txt h2load-2.txt h2load-3.txt\n  pcdocs import --campaign c --table t --row r --series s --run 4 --tool wrk wrk.txt"
    )]
    Import(pcdocs::import::ImportArgs),
    /// Hold a hand-typed page (Markdown or HTML) against a campaign: swapped
    /// or wrong table cells, numbers and ranges no figure of their sentence
    /// gives, false statements ("no errors", "the fastest", "roughly
    /// equal"); each with the true value and its source lines.
    #[command(
        after_help = "Examples:\n  pcdocs audit old/benchmarks.md --campaign v0.2.0-rc.3\n  pcdocs audit old/index.html --campaign 2026-10-container-matrix --format json\n  pcdocs audit ~/README.fr.md --campaign lab --locale fr"
    )]
    Audit(pcdocs::audit::AuditArgs),
    /// Print a shell completion script (bash, zsh, fish, elvish, powershell).
    #[command(
        after_help = "Examples:\n  pcdocs completions bash > /etc/bash_completion.d/pcdocs\n  pcdocs completions zsh > ~/.zfunc/_pcdocs"
    )]
    Completions { shell: clap_complete::Shell },
    /// Create a new site in DIR that builds and passes `pcdocs check` as it is.
    #[command(
        after_help = "Examples:\n  pcdocs init my-benchmarks && cd my-benchmarks && pcdocs build && pcdocs check\n  pcdocs init --format starlight benchmarks   # inside an Astro Starlight site's repository"
    )]
    Init {
        /// A new or empty folder.
        dir: PathBuf,
        /// `starlight`: a site whose pages go into an Astro Starlight
        /// site (pcdocs.toml gets an `[output.starlight]` section).
        #[arg(long, value_enum, default_value = "site")]
        format: OutputFormat,
    },
    /// Preview the site on this machine: rebuilds when results/, locales/,
    /// content/, templates/ or themes/ change and reloads the open page.
    #[command(after_help = "Examples:\n  pcdocs serve\n  pcdocs serve --port 8080")]
    Serve {
        #[arg(long, default_value = ".")]
        root: PathBuf,
        /// Port on 127.0.0.1 (0 picks a free one).
        #[arg(long, short, default_value_t = 1111)]
        port: u16,
        /// Address to listen on; any but loopback lets the network read it.
        #[arg(long, default_value = "127.0.0.1")]
        interface: String,
        /// Milliseconds after which a reload stream without news ends
        /// (tests shorten it).
        #[arg(long, hide = true, default_value_t = 300_000)]
        reload_idle_ms: u64,
    },
}

#[derive(Subcommand)]
enum I18n {
    /// Per locale and file: translated, missing, stale and obsolete messages.
    #[command(
        after_help = "Examples:\n  pcdocs i18n status\n  pcdocs i18n status fr --strict\n  pcdocs i18n status --format json"
    )]
    Status {
        /// Only this locale.
        locale: Option<String>,
        #[arg(long, value_enum, default_value = "text")]
        format: Format,
        /// Exit with status 1 when anything is missing, stale or unconfirmed.
        #[arg(long)]
        strict: bool,
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
    /// Write each page's translation file in every other locale: its
    /// messages in page order, each with the source text as a comment.
    #[command(
        after_help = "Examples:\n  pcdocs i18n sync            # after editing a page's English\n  pcdocs i18n status fr       # then see what to translate"
    )]
    Sync {
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
    /// Mark translations as current against the source text, after review.
    #[command(
        after_help = "Examples:\n  pcdocs i18n confirm fr rc3-title rc3-intro\n  pcdocs i18n confirm zh-TW        # every translated message"
    )]
    Confirm {
        locale: String,
        /// Message ids (default: every message the locale has).
        messages: Vec<String>,
        #[arg(long, default_value = ".")]
        root: PathBuf,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum OutputFormat {
    Site,
    Starlight,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    Text,
    Json,
}

/// Keeps the heap on regular memory pages: mimalloc may ask for huge
/// pages itself, and a system may give them unasked (`always`). A build
/// touches most of its memory once, and each huge page costs 2 MiB zeroed
/// at its first touch; `serve` measured no faster with a huge-page heap
/// (docs/decisions/performance.md).
fn choose_memory_pages() {
    #[cfg(target_os = "linux")]
    let _ = rustix::thread::disable_transparent_huge_pages(true);
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    choose_memory_pages();
    set_terminal(&cli);
    match cli.command {
        Command::Audit(args) => audit(&args),
        Command::Import(args) => import(&args),
        Command::Completions { shell } => completions(shell),
        Command::Build {
            root,
            out,
            format: OutputFormat::Site,
        } => build(
            &root,
            out.as_deref().unwrap_or(std::path::Path::new("site")),
        ),
        Command::Build {
            root,
            out,
            format: OutputFormat::Starlight,
        } => build_starlight(&root, out.as_deref()),
        Command::Check { root, out } => check(&root, &out),
        Command::Explain {
            page,
            locale,
            format,
            root,
        } => explain(&root, &page, locale.as_deref(), format),
        Command::Diff { old, new, root } => diff(&root, &old, &new),
        Command::I18n(I18n::Status {
            locale,
            format,
            strict,
            root,
        }) => i18n_status(&root, locale.as_deref(), format, strict),
        Command::I18n(I18n::Sync { root }) => i18n_sync(&root),
        Command::I18n(I18n::Confirm {
            locale,
            messages,
            root,
        }) => i18n_confirm(&root, &locale, &messages),
        Command::Init { dir, format } => init(&dir, format),
        Command::Serve {
            root,
            port,
            interface,
            reload_idle_ms,
        } => serve(&root, port, &interface, reload_idle_ms),
    }
}

/// How messages go to the terminal: the flags, and colour on a terminal
/// unless `NO_COLOR` is set.
fn set_terminal(cli: &Cli) {
    use std::io::IsTerminal;
    let color = std::io::stderr().is_terminal()
        && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty());
    let _ = TERM.set(Term {
        quiet: cli.quiet,
        verbose: cli.verbose,
        color,
    });
}

fn audit(args: &pcdocs::audit::AuditArgs) -> ExitCode {
    match pcdocs::audit::run(args) {
        Ok(audit) => {
            match args.format {
                pcdocs::audit::Format::Text => out!("{audit}"),
                pcdocs::audit::Format::Json => {
                    outln!("{}", pcdocs::diag::json_terminal_safe(&audit.to_json()))
                }
            }
            if audit.problems() == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(d) => input_error(&d),
    }
}

/// One report, or a batch when a pattern names the reports.
fn import(args: &pcdocs::import::ImportArgs) -> ExitCode {
    let done = if args.pattern.is_some() {
        pcdocs::import::run_batch(args).map(|batch| batch.to_string())
    } else {
        pcdocs::import::run(args).map(|summary| summary.to_string())
    };
    match done {
        Ok(text) => {
            out!("{text}");
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn completions(shell: clap_complete::Shell) -> ExitCode {
    use clap::CommandFactory;
    use std::io::Write;
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "pcdocs", &mut script);
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = std::io::stdout().write_all(&script);
    ExitCode::SUCCESS
}

fn init(dir: &std::path::Path, format: OutputFormat) -> ExitCode {
    let target = match format {
        OutputFormat::Site => pcdocs::init::Target::Site,
        OutputFormat::Starlight => pcdocs::init::Target::Starlight,
    };
    match pcdocs::init::init_for(dir, target) {
        Ok(n) => {
            errln!(
                "created a site in {} ({n} files); {}",
                dir.display(),
                pcdocs::init::next_steps(dir, target)
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            errln!("error: {e}");
            ExitCode::from(EXIT_INPUT)
        }
    }
}

fn serve(root: &std::path::Path, port: u16, interface: &str, reload_idle_ms: u64) -> ExitCode {
    // serve reads site/ nowhere, but finishes a killed build's swap
    // like every command that starts on a project.
    output_of(root, std::path::Path::new("site"));
    let limits = pcdocs::serve::Limits {
        stream_idle: std::time::Duration::from_millis(reload_idle_ms),
        ..Default::default()
    };
    match pcdocs::serve::serve(root, interface, port, limits, &warn) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

fn config(root: &std::path::Path) -> Result<pcdocs::config::Config, ExitCode> {
    pcdocs::config::Config::load(root).map_err(|d| input_error(&d))
}

fn i18n_status(
    root: &std::path::Path,
    locale: Option<&str>,
    format: Format,
    strict: bool,
) -> ExitCode {
    let config = match config(root) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if let Some(tag) = locale.filter(|t| !config.locales[1..].iter().any(|l| l == *t)) {
        errln!(
            "error: `{tag}` is not a translated locale; they are: {}",
            config.locales[1..].join(", ")
        );
        return ExitCode::from(EXIT_INPUT);
    }
    let statuses = match pcdocs::translate::status(root, &config.locales) {
        Ok(s) => s,
        Err(d) => return input_error(&d),
    };
    let statuses: Vec<_> = statuses
        .into_iter()
        .filter(|s| locale.is_none_or(|t| s.locale == t))
        .collect();
    match format {
        Format::Text => out!("{}", pcdocs::translate::to_text(&statuses)),
        Format::Json => match serde_json::to_string_pretty(&statuses) {
            Ok(j) => outln!("{}", pcdocs::diag::json_terminal_safe(&j)),
            Err(e) => {
                errln!("error: {e}");
                return ExitCode::from(EXIT_INTERNAL);
            }
        },
    }
    let incomplete = statuses
        .iter()
        .any(|s| s.count(|f| f.missing.len() + f.stale.len() + f.unconfirmed.len()) > 0);
    if strict && incomplete {
        ExitCode::from(EXIT_INPUT)
    } else {
        ExitCode::SUCCESS
    }
}

fn i18n_sync(root: &std::path::Path) -> ExitCode {
    let config = match config(root) {
        Ok(c) => c,
        Err(code) => return code,
    };
    match pcdocs::translate::sync::sync(root, &config.locales) {
        Ok(synced) => {
            out!("{}", pcdocs::translate::sync::to_text(&synced));
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
    }
}

fn i18n_confirm(root: &std::path::Path, locale: &str, messages: &[String]) -> ExitCode {
    let config = match config(root) {
        Ok(c) => c,
        Err(code) => return code,
    };
    if !config.locales[1..].iter().any(|l| l == locale) {
        errln!(
            "error: `{locale}` is not a translated locale; they are: {}",
            config.locales[1..].join(", ")
        );
        return ExitCode::from(EXIT_INPUT);
    }
    match pcdocs::translate::confirm(root, &config.locales[0], locale, messages) {
        Ok(n) => {
            errln!(
                "confirmed {n} message{} in {locale}",
                if n == 1 { "" } else { "s" }
            );
            ExitCode::SUCCESS
        }
        Err(e) => fail(&e),
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
                errln!(
                    "error: no locale `{tag}`; locales are: {}",
                    project.config.locales.join(", ")
                );
                return ExitCode::from(EXIT_INPUT);
            }
        },
    };
    use pcdocs::review::explain;
    match explain::explain(&project, page, loc) {
        Ok(figures) => {
            let claims = explain::claims(&project, page, loc);
            match format {
                Format::Text => out!(
                    "{}{}",
                    explain::to_text(&figures),
                    explain::claims_to_text(&claims)
                ),
                Format::Json => match serde_json::to_string_pretty(
                    &serde_json::json!({ "figures": figures, "claims": claims }),
                ) {
                    Ok(j) => outln!("{}", pcdocs::diag::json_terminal_safe(&j)),
                    Err(e) => {
                        errln!("error: {e}");
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
            outln!("no page changes");
            ExitCode::SUCCESS
        }
        Ok(text) => {
            if !figures.is_empty() {
                outln!("# Figures");
                for (name, (before, after)) in &figures {
                    outln!("{name}: {before} → {after}");
                }
                outln!();
            }
            outln!("# Sentences and table rows");
            out!("{text}");
            ExitCode::SUCCESS
        }
        Err(d) => input_error(&d),
    }
}

fn check(root: &std::path::Path, out: &std::path::Path) -> ExitCode {
    let out = output_of(root, out);
    match pcdocs::check::run(root, &out) {
        Ok(passed) => {
            for n in passed.notes {
                note(&format!("note: {n}"));
            }
            for w in passed.warnings {
                warn(&w);
            }
            errln!("check passed");
            ExitCode::SUCCESS
        }
        Err(d) => {
            errln!("{d}");
            let n = d.0.len();
            errln!(
                "error: check found {n} problem{}",
                if n == 1 { "" } else { "s" }
            );
            ExitCode::from(EXIT_INPUT)
        }
    }
}

/// The output folder of `root`, after finishing what a killed run left.
fn output_of(root: &std::path::Path, out: &std::path::Path) -> std::path::PathBuf {
    let out = if out.is_absolute() {
        out.to_owned()
    } else {
        root.join(out)
    };
    if let Err(e) = pcdocs::site::output::repair(&out) {
        warn(&format!(
            "cannot repair what an interrupted build left beside {}: {e}",
            out.display()
        ));
    }
    out
}

/// Said when content/ has no pages: the site is only its index pages.
const NO_PAGES: &str = "content/ holds no pages yet, so the site has only its index pages; a page is a Markdown file in content/ (`pcdocs init DIR` writes an example)";

fn build(root: &std::path::Path, out: &std::path::Path) -> ExitCode {
    use pcdocs::site::pages::RenderError;
    let started = std::time::Instant::now();
    let out = output_of(root, out);
    let sorted = |e: pcdocs::site::output::WriteError| e.sorted(root, &out);
    // Pages go to disk as they are rendered, into a folder beside the
    // output that takes its place only when the whole site is there.
    let built = with_progress("building", || {
        let project = pcdocs::site::load_once(root)?;
        let stage = pcdocs::site::output::Staging::new(root, &out).map_err(sorted)?;
        let warnings = project.render_to(&stage).map_err(|e| match e {
            RenderError::Input(d) => pcdocs::diag::Error::Input(d),
            RenderError::Write(e) => sorted(e),
        })?;
        Ok::<_, pcdocs::diag::Error>((project, stage, warnings))
    });
    let (project, stage, warnings) = match built {
        Ok(r) => r,
        Err(e) => return fail(&e),
    };
    if project.renderer.pages().is_empty() {
        warn(NO_PAGES);
    }
    for w in &warnings.0 {
        warn(w);
    }
    let files = stage.written();
    if let Err(e) = stage.commit() {
        return fail(&sorted(e));
    }
    let pages = files.iter().filter(|(k, _)| k.ends_with(".html")).count();
    let charts = files
        .iter()
        .filter(|(k, _)| k.ends_with(".svg") && !k.starts_with("theme/"))
        .count();
    if term().verbose {
        let bytes: usize = files.iter().map(|(_, n)| n).sum();
        note(&format!(
            "wrote {} files ({} KiB) to {}",
            files.len(),
            bytes / 1024,
            out.display()
        ));
    }
    note(&format!(
        "built {pages} pages ({} locales, {charts} charts) in {} ms",
        project.config.locales.len(),
        started.elapsed().as_millis()
    ));
    // The loaded project is large and about to go with the process: freeing
    // it piece by piece would only cost time.
    std::mem::forget(project);
    ExitCode::SUCCESS
}

fn build_starlight(root: &std::path::Path, out: Option<&std::path::Path>) -> ExitCode {
    let started = std::time::Instant::now();
    let built = with_progress("building", || pcdocs::starlight::build(root, out));
    let (pages, summary, dir) = match built {
        Ok(r) => r,
        Err(e) => return fail(&e),
    };
    for w in &pages.warnings {
        warn(w);
    }
    for path in &summary.kept {
        warn(&format!(
            "{} was changed since pcdocs wrote it and is no longer written: left as it is, and no longer pcdocs's",
            dir.join(path).display()
        ));
    }
    if summary.taken_over > 0 {
        note(&format!(
            "took over {} files of this section from {}, which earlier versions wrote; it keeps the files of other sections until their projects build",
            summary.taken_over,
            dir.join(pcdocs::starlight::LEGACY).display()
        ));
    }
    if term().verbose {
        for path in &summary.written {
            note(&format!("wrote {path}"));
        }
        for path in &summary.removed {
            note(&format!("removed {path}"));
        }
    }
    note(&format!(
        "built {} Starlight pages ({} charts) into {}: {} files written, {} unchanged, {} removed, in {} ms",
        pages.pages,
        pages.charts,
        dir.display(),
        summary.written.len(),
        summary.unchanged,
        summary.removed.len(),
        started.elapsed().as_millis()
    ));
    ExitCode::SUCCESS
}

/// Reports an error with the exit status its type gives: 1 for problems in
/// the inputs, 70 for a failure of the machine (I/O, the network).
fn fail(e: &pcdocs::diag::Error) -> ExitCode {
    match e {
        pcdocs::diag::Error::Input(d) => input_error(d),
        pcdocs::diag::Error::Failure(f) => {
            print_error(&format!("error: {f}"));
            ExitCode::from(EXIT_INTERNAL)
        }
    }
}

fn input_error(d: &pcdocs::diag::Diagnostics) -> ExitCode {
    print_error(&d.to_string());
    let n = d.0.len();
    errln!(
        "error: {n} problem{} found; nothing was written",
        if n == 1 { "" } else { "s" }
    );
    ExitCode::from(EXIT_INPUT)
}
