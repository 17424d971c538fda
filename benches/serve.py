#!/usr/bin/env python3
"""Measures `pcdocs serve`'s incremental rebuilds end to end, as a user sees
them: from an input file written on disk to the new page served over HTTP.

    benches/serve.py --pcdocs BIN --site DIR/pcdocs-1000-nocharts --out serve.tsv

It copies the project (the original is never touched), starts
`pcdocs serve --root COPY --port 0` on loopback and waits for its first full
build, then edits inputs of the copy one at a time:

  results   rewrites one measured value (row r2, server gamma: a table cell no
            computed figure reads) of results/cNNNN/throughput.csv to a new
            number, different every repetition, and polls /en/cNNNN/ until the
            page shows it the way the English table formats it (4,242,424)
  locale    replaces a word of the cNNNN-intro message in locales/fr/cNNNN.ftl
            with a new word, and polls /fr/cNNNN/ until the page shows it

Each edit writes the whole file to a hidden temporary file in the same folder
and renames it over the original (os.replace), as many editors save; `pcdocs
serve` ignores dot files, so it sees one change. The clock starts right after
the rename returns and stops when a GET returns the new text; the page is
requested about every millisecond (a fresh connection each time, loopback
only). pcdocs's own line on stderr, e.g.

    rebuilt 3 of 3000 pages (results/c0001/throughput.csv) in 12 ms (130 ms after the change)

gives the rebuild's own time, the time from the file event to the pages in
memory, and the pages re-rendered. Edits are separated by a pause so each is
its own rebuild. One TSV line per edit goes to --out. The server is stopped
(its whole process group) on every exit path.
"""

import argparse
import csv
import ctypes
import io
import os
import queue
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

COLUMNS = ["size", "kind", "rep", "file", "url", "pages_total", "wall_ms", "rebuild_ms",
           "after_change_ms", "pages_rendered", "rebuilds", "polls"]

# The results cell that is rewritten: only the table shows it (the figures
# of the generated pages read rows r1 and r3, and alpha against beta).
CELL = ("r2", "gamma")
VALUE_COLUMN = "req_per_s"


class Failure(Exception):
    pass


def say(msg):
    print("  serve: " + msg, file=sys.stderr, flush=True)


def to_ms(number, unit):
    x = float(number)
    return {"s": 1000.0, "ms": 1.0, "µs": 0.001, "us": 0.001}[unit] * x


REBUILT = re.compile(r"rebuilt (?:(?P<pages>\d+) of (?P<total>\d+)|all (?P<all>\d+)) pages")
BUILT_IN = re.compile(r"\bin (?P<n>[0-9.]+) ?(?P<u>µs|us|ms|s)\b")
AFTER = re.compile(r"(?P<n>[0-9.]+) ?(?P<u>µs|us|ms|s) after the change")
BUILT_ALL = re.compile(r"built all (\d+) pages")


def parse_rebuilt(line):
    """A `rebuilt ...` line -> dict, or None."""
    m = REBUILT.search(line)
    if not m:
        return None
    if m.group("all"):
        pages = total = int(m.group("all"))
    else:
        pages, total = int(m.group("pages")), int(m.group("total"))
    b = BUILT_IN.search(line, m.end())
    a = AFTER.search(line, m.end())
    return {
        "pages": pages,
        "total": total,
        "rebuild_ms": to_ms(b.group("n"), b.group("u")) if b else None,
        "after_ms": to_ms(a.group("n"), a.group("u")) if a else None,
        "line": line,
    }


class Server:
    """`pcdocs serve` in a process group of its own, its output read by threads."""

    def __init__(self, pcdocs, root):
        self.lines = queue.Queue()  # stderr: (perf_counter when read, line)
        self.stdout_lines = queue.Queue()  # the same, for stdout
        self.log = []  # every line of both, for error messages

        try:
            prctl = ctypes.CDLL(None, use_errno=True).prctl
        except (OSError, AttributeError):
            prctl = None

        def die_with_parent():
            # Linux: SIGTERM to the server if this script dies without cleaning up.
            if prctl is not None:
                prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG

        self.proc = subprocess.Popen(
            [pcdocs, "serve", "--root", root, "--port", "0", "--interface", "127.0.0.1"],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            start_new_session=True, preexec_fn=die_with_parent)
        for stream, name in ((self.proc.stdout, "stdout"), (self.proc.stderr, "stderr")):
            threading.Thread(target=self._read, args=(stream, name), daemon=True).start()

    def _read(self, stream, name):
        for raw in io.TextIOWrapper(stream, encoding="utf-8", errors="replace"):
            line = raw.rstrip("\n")
            now = time.perf_counter()
            self.log.append(line)
            if name == "stdout":
                self.stdout_lines.put((now, line))
            else:
                self.lines.put((now, line))

    def tail(self, n=20):
        return "\n".join("    " + l for l in self.log[-n:]) or "    (no output)"

    def stop(self):
        if self.proc.poll() is None:
            for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
                try:
                    os.killpg(self.proc.pid, sig)
                except ProcessLookupError:
                    break
                try:
                    self.proc.wait(wait)
                    break
                except subprocess.TimeoutExpired:
                    continue
        else:
            # The server is gone; anything left in its group goes too.
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def wait_started(server, timeout):
    """Waits for `Serving ... on http://127.0.0.1:PORT/`; returns the port."""
    deadline = time.perf_counter() + timeout
    port = None
    while port is None:
        if server.proc.poll() is not None:
            raise Failure("pcdocs serve exited with status %s before serving:\n%s"
                          % (server.proc.returncode, server.tail()))
        try:
            _, line = server.stdout_lines.get(timeout=0.2)
        except queue.Empty:
            if time.perf_counter() > deadline:
                raise Failure("pcdocs serve did not print its address within %d s:\n%s" % (timeout, server.tail()))
            continue
        m = re.search(r"http://([0-9.]+):(\d+)/", line)
        if m:
            if not m.group(1).startswith("127."):
                raise Failure("pcdocs serve listens on %s, not on loopback" % m.group(1))
            port = int(m.group(2))
    # The file watcher is set up after the address is printed: wait for its
    # line (`Watching ...`) when there is one.
    end = time.perf_counter() + 10
    while time.perf_counter() < end:
        try:
            _, line = server.stdout_lines.get(timeout=0.2)
        except queue.Empty:
            continue
        if line.startswith("Watching"):
            break
    else:
        say("no `Watching` line within 10 s; going on")
    return port


class Client:
    def __init__(self, port):
        self.base = "http://127.0.0.1:%d" % port
        # No proxy, whatever the environment says: loopback only.
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def get(self, path):
        with self.opener.open(self.base + path, timeout=10) as r:
            return r.read().decode("utf-8", errors="replace")


def write_replace(path, text):
    """Writes `text` to a hidden temporary file beside `path`, then renames it
    over `path` (atomic: the server never reads a half-written file)."""
    folder, name = os.path.split(path)
    tmp = os.path.join(folder, ".%s.pcdocs-bench-%d" % (name, os.getpid()))
    with open(tmp, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    os.replace(tmp, path)


def drain(server):
    out = []
    while True:
        try:
            out.append(server.lines.get_nowait())
        except queue.Empty:
            return out


def check_errors(server, lines):
    for _, line in lines:
        if line.startswith("error:") or "build failed" in line:
            raise Failure("pcdocs serve reported a failed build:\n%s" % server.tail(40))


def measure(server, client, edit_path, rel, url, needle, new_text, timeout, pause, poll):
    """Writes the edit and polls `url` until `needle` is served. Returns
    (wall_ms, polls, the rebuild lines that followed the edit)."""
    stray = drain(server)
    check_errors(server, stray)
    for _, line in stray:
        if parse_rebuilt(line):
            say("a rebuild nobody asked for, before editing %s: %s" % (rel, line))
    body = client.get(url)
    if needle in body:
        raise Failure("%s already shows %r before the edit" % (url, needle))
    write_replace(edit_path, new_text)
    t0 = time.perf_counter()
    polls = 0
    while True:
        polls += 1
        try:
            body = client.get(url)
        except urllib.error.HTTPError as e:
            if e.code == 500:
                raise Failure("%s: the server shows a build error after editing %s:\n%s" % (url, rel, server.tail(40)))
            body = ""
        except (urllib.error.URLError, OSError):
            body = ""
        t1 = time.perf_counter()
        if needle in body:
            break
        if server.proc.poll() is not None:
            raise Failure("pcdocs serve exited (status %s) after editing %s:\n%s"
                          % (server.proc.returncode, rel, server.tail()))
        if t1 - t0 > timeout:
            raise Failure("%s did not show %r within %g s of editing %s (--timeout; SERVE_TIMEOUT in benches/run);"
                          " last lines of pcdocs serve:\n%s" % (url, needle, timeout, rel, server.tail()))
        time.sleep(poll)
    wall_ms = (t1 - t0) * 1000
    # The rebuild line is printed once the pages are published: collect it,
    # and anything else this edit caused, during the pause before the next edit.
    time.sleep(pause)
    lines = [(t, l) for t, l in drain(server)]
    end = time.perf_counter() + 5
    while not any(parse_rebuilt(l) for _, l in lines) and time.perf_counter() < end:
        try:
            lines.append(server.lines.get(timeout=0.1))
        except queue.Empty:
            pass
    check_errors(server, lines)
    rebuilt = [parse_rebuilt(l) for t, l in lines if t >= t0]
    rebuilt = [r for r in rebuilt if r]
    return wall_ms, polls, rebuilt


def fmt(x, digits=2):
    return "" if x is None else ("%.*f" % (digits, x))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pcdocs", required=True, help="the pcdocs binary")
    ap.add_argument("--site", required=True, help="a generated pcdocs-N-nocharts project (copied, not edited)")
    ap.add_argument("--out", required=True, help="TSV to write, one line per edit")
    ap.add_argument("--work", default=None, help="folder for the copy (default: the system's temporary folder)")
    ap.add_argument("--reps", type=int, default=10, help="results-file edits")
    ap.add_argument("--locale-reps", type=int, default=3, help="locale-file edits")
    ap.add_argument("--timeout", type=float, default=30, help="seconds to wait for one edit to be served")
    ap.add_argument("--start-timeout", type=float, default=900, help="seconds to wait for the first full build")
    ap.add_argument("--pause", type=float, default=0.3, help="seconds between edits")
    ap.add_argument("--poll", type=float, default=0.001, help="seconds to sleep between two requests of the page")
    args = ap.parse_args(argv)

    site = os.path.abspath(args.site)
    campaigns = sorted(d for d in os.listdir(os.path.join(site, "results")) if re.fullmatch(r"c\d+", d))
    if not campaigns:
        raise Failure("%s has no results/cNNNN/ folders" % site)
    size = len(campaigns)

    work = tempfile.mkdtemp(prefix="serve-copy.", dir=args.work)
    server = None
    try:
        root = os.path.join(work, os.path.basename(site))
        shutil.copytree(site, root)
        say("%d campaigns: starting pcdocs serve on a copy in %s" % (size, root))
        started = time.perf_counter()
        server = Server(args.pcdocs, root)
        port = wait_started(server, args.start_timeout)
        total = None
        for line in list(server.log):
            m = BUILT_ALL.search(line)
            if m:
                total = int(m.group(1))
        say("serving on 127.0.0.1:%d after %.1f s" % (port, time.perf_counter() - started))
        client = Client(port)
        time.sleep(args.pause)

        rows = []
        tag = os.getpid() % 1000

        def record(kind, rep, rel, url, wall_ms, polls, rebuilt):
            nonlocal total
            mine = [r for r in rebuilt if rel in r["line"]] or rebuilt
            r = mine[0] if mine else None
            if r is None:
                say("no `rebuilt` line on stderr after editing %s: pcdocs's own times are missing" % rel)
            else:
                total = r["total"]
            row = {
                "size": size, "kind": kind, "rep": rep, "file": rel, "url": url,
                "pages_total": r["total"] if r else (total or ""),
                "wall_ms": fmt(wall_ms, 3),
                "rebuild_ms": fmt(r["rebuild_ms"] if r else None),
                "after_change_ms": fmt(r["after_ms"] if r else None),
                "pages_rendered": r["pages"] if r else "",
                "rebuilds": len(rebuilt),
                "polls": polls,
            }
            rows.append(row)
            say("%-7s rep %2d  %-32s served after %8.1f ms  (pcdocs: rebuild %s ms, %s ms after the change, %s pages)"
                % (kind, rep, rel, wall_ms, row["rebuild_ms"] or "?", row["after_change_ms"] or "?",
                   row["pages_rendered"] or "?"))

        step = max(1, size // max(1, args.reps))
        for rep in range(1, args.reps + 1):
            cid = campaigns[((rep - 1) * step) % size]
            rel = "results/%s/throughput.csv" % cid
            path = os.path.join(root, rel)
            with open(path, newline="", encoding="utf-8") as f:
                table = list(csv.reader(f))
            head = table[0]
            try:
                ci, si, vi = head.index("scenario"), head.index("server"), head.index(VALUE_COLUMN)
            except ValueError:
                raise Failure("%s: expected the columns scenario, server and %s" % (rel, VALUE_COLUMN))
            hit = [r for r in table[1:] if r[ci] == CELL[0] and r[si] == CELL[1]]
            if not hit:
                raise Failure("%s has no row %s,%s" % (rel, *CELL))
            # A new value every repetition, far from the generated ones (< 150,000).
            value = 4_200_000 + 1000 * tag + 7 * rep
            hit[0][vi] = str(value)
            buf = io.StringIO()
            csv.writer(buf, lineterminator="\n").writerows(table)
            url = "/en/%s/" % cid
            wall_ms, polls, rebuilt = measure(server, client, path, rel, url, "{:,}".format(value),
                                              buf.getvalue(), args.timeout, args.pause, args.poll)
            record("results", rep, rel, url, wall_ms, polls, rebuilt)

        lstep = max(1, size // max(1, args.locale_reps))
        for rep in range(1, args.locale_reps + 1):
            cid = campaigns[((rep - 1) * lstep + lstep // 2) % size]
            rel = "locales/fr/%s.ftl" % cid
            path = os.path.join(root, rel)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            m = re.search(r"^%s-intro = (\S+ \S+ )(\S+)" % re.escape(cid), text, re.M)
            if not m:
                raise Failure("%s has no %s-intro message of three words or more" % (rel, cid))
            word = "zqbench%dx%d" % (tag, rep)  # a new word, not on the page yet
            text = text[:m.start(2)] + word + text[m.end(2):]
            url = "/fr/%s/" % cid
            wall_ms, polls, rebuilt = measure(server, client, path, rel, url, word, text,
                                              args.timeout, args.pause, args.poll)
            record("locale", rep, rel, url, wall_ms, polls, rebuilt)

        with open(args.out, "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=COLUMNS, delimiter="\t", lineterminator="\n")
            w.writeheader()
            w.writerows(rows)
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(work, ignore_errors=True)


def on_signal(signum, frame):
    raise SystemExit(128 + signum)


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGHUP, on_signal)
    try:
        main(sys.argv[1:])
    except Failure as e:
        print("benches/serve.py: error: %s" % e, file=sys.stderr)
        sys.exit(1)
