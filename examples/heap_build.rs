//! `pcdocs build` of one project with the system allocator, for heap
//! profilers such as heaptrack, which see malloc but not mimalloc (the
//! allocator of the `pcdocs` binary). benches/run profiles it to show
//! where a build's memory goes; it is no tool for anything else.
//!
//!     cargo build --release --example heap_build
//!     heaptrack target/release/examples/heap_build PROJECT OUT

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<PathBuf> = std::env::args_os().skip(1).map(PathBuf::from).collect();
    let [root, out] = args.as_slice() else {
        eprintln!("usage: heap_build PROJECT OUT");
        return ExitCode::from(2);
    };
    let built = (|| {
        let project = pcdocs::site::load_once(root).map_err(|d| d.to_string())?;
        let stage = pcdocs::site::output::Staging::new(root, out).map_err(|e| format!("{e:?}"))?;
        project.render_to(&stage).map_err(|e| format!("{e:?}"))?;
        stage.commit().map_err(|e| format!("{e:?}"))
    })();
    match built {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
