//! Running git. Every git command pcdocs runs is made here, and only these:
//! `ls-files` (which of the output's files git tracks), `ls-tree` and
//! `cat-file blob` (a revision's inputs, for `pcdocs diff`). All three are
//! plumbing that reads the index or the object store: they never show a
//! diff, so never run an external diff or a textconv driver, and never
//! apply a clean, smudge or process filter (`cat-file` does only with
//! `--filters` or `--textconv`, which nothing here passes).
//!
//! The repository's own configuration may still name programs for what
//! every command does, and a project can come from anyone. So each command
//! runs with `--no-pager` and `-c` settings, which win over every
//! configuration file (system, global, the repository's `.git/config` and
//! its includes), that turn off each way of running a program: the file
//! system monitor (`core.fsmonitor`, which `ls-files` starts), hooks
//! (`core.hooksPath` pointed at a folder that cannot hold any), the pager,
//! an external diff, credential helpers and `core.askPass`, the command
//! behind alternate refs, and every transport (`protocol.*.allow`, `ext::`
//! included), with lazy fetching of a partial clone's missing objects off
//! (`GIT_NO_LAZY_FETCH`), so no fetch, hence no `core.sshCommand` or remote
//! helper, can start. The environment is cleaned of the variables that
//! name programs (`GIT_EXTERNAL_DIFF`, `GIT_SSH_COMMAND`, askpass, editors),
//! the system configuration is not read (`GIT_CONFIG_NOSYSTEM`), git never
//! prompts (`GIT_TERMINAL_PROMPT=0`, stdin closed), and any pager is `cat`.
//! `tests/it/git.rs` runs pcdocs against repositories configured to run a
//! marker script in each of these ways and checks that none ran.

use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Settings that win over the repository's configuration (see the module
/// comment). An empty value turns a program off: no askpass, the list of
/// credential helpers emptied, no alternate refs command; an external diff
/// set empty fails instead of running anything.
const OVERRIDES: &[&str] = &[
    "core.fsmonitor=false",
    "core.hooksPath=/dev/null",
    "core.pager=cat",
    "core.askPass=",
    "core.alternateRefsCommand=",
    "credential.helper=",
    "diff.external=",
    "protocol.allow=never",
    "protocol.ext.allow=never",
    "protocol.file.allow=never",
    "protocol.git.allow=never",
    "protocol.ssh.allow=never",
    "protocol.http.allow=never",
    "protocol.https.allow=never",
    "gc.auto=0",
    "maintenance.auto=false",
];

/// Variables of the environment that name a program git would run.
const REMOVED: &[&str] = &[
    "GIT_EXTERNAL_DIFF",
    "GIT_ASKPASS",
    "SSH_ASKPASS",
    "GIT_SSH",
    "GIT_SSH_COMMAND",
    "GIT_PROXY_COMMAND",
    "GIT_EDITOR",
    "GIT_SEQUENCE_EDITOR",
];

/// `git <command>` in `dir`, with every override above, before its
/// arguments.
fn git(dir: &Path, command: &str) -> Command {
    let mut c = Command::new("git");
    c.arg("--no-pager");
    for setting in OVERRIDES {
        c.arg("-c").arg(setting);
    }
    c.arg("-C").arg(dir).arg(command);
    for var in REMOVED {
        c.env_remove(var);
    }
    c.env("GIT_PAGER", "cat")
        .env("PAGER", "cat")
        .env("GIT_TERMINAL_PROMPT", "0")
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_NO_LAZY_FETCH", "1")
        .stdin(Stdio::null());
    c
}

/// `git ls-files ARGS` in `dir`.
pub fn ls_files(dir: &Path, args: &[&str]) -> std::io::Result<Output> {
    git(dir, "ls-files").args(args).output()
}

/// `git ls-tree ARGS` in `dir`.
pub fn ls_tree(dir: &Path, args: &[&str]) -> std::io::Result<Output> {
    git(dir, "ls-tree").args(args).output()
}

/// The bytes of a blob as stored (`git cat-file blob OBJECT`: no filter,
/// no textconv, whatever the attributes say).
pub fn cat_blob(dir: &Path, object: &str) -> std::io::Result<Output> {
    git(dir, "cat-file")
        .args(["blob", "--end-of-options", object])
        .output()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// git accepts every override: a typo in one would make every command
    /// fail (and `build` then treat the output as outside git).
    #[test]
    fn git_accepts_every_override() {
        let dir = tempfile::tempdir().unwrap();
        let ok = |c: &mut Command| c.output().is_ok_and(|o| o.status.success());
        if !ok(Command::new("git").arg("init").arg("-q").arg(dir.path())) {
            return; // No git here: nothing to run it with.
        }
        let out = ls_files(dir.path(), &["-z"]).unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}
