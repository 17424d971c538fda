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
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Build { root, out } => build(&root, &out),
        Command::Check { root, out } => check(&root, &out),
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
