#!/usr/bin/env python3
"""Measures how fast `pcdocs serve` answers while many pages wait for reloads.

    benches/serve_load.py                     # builds release pcdocs, prints Markdown
    benches/serve_load.py --pcdocs target/release/pcdocs --streams 50 --requests 200

It copies the repository's site inputs to a temporary folder (the repository
is never touched), starts `pcdocs serve --root COPY --port 0 --interface
127.0.0.1` and waits for its first build. Then, twice:

  with 0 reload connections open, and
  with --streams (50) reload connections open (GET /__pcdocs/events, each
  read up to its first event, as a page's EventSource does, and held open),

it sends --requests (200) GETs, alternating a page (--page) and a theme file
(--static), each on a fresh connection, and times each from connect to the
last byte of the response. The streams are checked to be still open after
the measurement. It prints a Markdown section (median, p95 and max per kind
of request) and stops the server (its whole process group) on every exit
path. Loopback only, no proxy; every request has a 10 s timeout and the
whole run a --deadline (120 s), so the script always ends.
"""

import argparse
import ctypes
import http.client
import math
import os
import platform
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INPUTS = ["pcdocs.toml", "results", "locales", "content", "templates", "themes"]
TIMEOUT = 10.0


class Failure(Exception):
    pass


def say(msg):
    print(msg, file=sys.stderr, flush=True)


def build_release():
    say("cargo build --release --locked")
    subprocess.run(["cargo", "build", "--release", "--locked", "--quiet"], cwd=REPO, check=True)
    return os.path.join(REPO, "target", "release", "pcdocs")


class Server:
    """`pcdocs serve` in a process group of its own."""

    def __init__(self, pcdocs, root):
        try:
            prctl = ctypes.CDLL(None, use_errno=True).prctl
        except (OSError, AttributeError):
            prctl = None

        def die_with_parent():
            if prctl is not None:
                prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG

        self.lines = []
        self.proc = subprocess.Popen(
            [pcdocs, "serve", "--root", root, "--port", "0", "--interface", "127.0.0.1"],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            start_new_session=True, preexec_fn=die_with_parent, text=True)
        self.port = None
        self.ready = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            line = line.rstrip("\n")
            self.lines.append(line)
            m = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
            if m:
                self.port = int(m.group(1))
            if line.startswith("Watching"):
                self.ready.set()
        self.ready.set()

    def wait_started(self, timeout):
        if not self.ready.wait(timeout) or self.port is None or self.proc.poll() is not None:
            raise Failure("pcdocs serve did not start within %d s:\n%s"
                          % (timeout, "\n".join(self.lines[-20:])))
        return self.port

    def stop(self):
        for sig in (signal.SIGTERM, signal.SIGKILL):
            if self.proc.poll() is not None:
                break
            try:
                os.killpg(self.proc.pid, sig)
            except ProcessLookupError:
                break
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                continue


def open_stream(port):
    """A reload connection, read up to its first event and left open."""
    s = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
    s.sendall(("GET /__pcdocs/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n"
               "Accept: text/event-stream\r\n\r\n" % port).encode())
    got = b""
    while not re.search(rb"\ndata: \d+\n", got):
        chunk = s.recv(4096)
        if not chunk:
            raise Failure("a reload connection closed before its first event: %r" % got[:200])
        got += chunk
    if not got.startswith(b"HTTP/1.1 200"):
        raise Failure("the reload connection was refused: %r" % got[:200])
    return s


def still_open(s):
    """True unless the server closed the stream (keep-alive comments may have arrived)."""
    s.setblocking(False)
    try:
        while True:
            chunk = s.recv(4096)
            if not chunk:
                return False
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        s.setblocking(True)


def timed_get(port, path):
    """Milliseconds from connect to the whole response; raises on a non-200."""
    start = time.perf_counter()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=TIMEOUT)
    try:
        conn.request("GET", path)
        r = conn.getresponse()
        body = r.read()
        if r.status != 200 or not body:
            raise Failure("GET %s gave %d" % (path, r.status))
    finally:
        conn.close()
    return (time.perf_counter() - start) * 1000


def percentile(sorted_ms, q):
    """Nearest rank."""
    return sorted_ms[max(0, math.ceil(q * len(sorted_ms)) - 1)]


def measure(port, paths, count, deadline):
    times = {p: [] for p in paths}
    for p in paths:  # warm-up, not counted
        timed_get(port, p)
    for i in range(count):
        if time.monotonic() > deadline:
            raise Failure("the run took longer than its deadline")
        p = paths[i % len(paths)]
        times[p].append(timed_get(port, p))
    return times


def fmt(ms):
    return "%.2f" % ms if ms < 10 else "%.1f" % ms


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pcdocs", help="the pcdocs binary (default: build target/release/pcdocs)")
    ap.add_argument("--streams", type=int, default=50, help="reload connections held open (at most 500)")
    ap.add_argument("--requests", type=int, default=200, help="GETs per measurement (at most 2000)")
    ap.add_argument("--page", default="/en/v0.2.0-rc.3/")
    ap.add_argument("--static", default="/theme/style.css")
    ap.add_argument("--deadline", type=float, default=120, help="seconds for the whole run")
    args = ap.parse_args(argv)
    if not 0 < args.streams <= 500 or not 0 < args.requests <= 2000:
        ap.error("--streams must be 1..500 and --requests 1..2000")
    deadline = time.monotonic() + args.deadline

    pcdocs = os.path.abspath(args.pcdocs) if args.pcdocs else build_release()
    binary = ("`%s`, given with --pcdocs" % os.path.basename(pcdocs) if args.pcdocs
              else "built with `cargo build --release`")
    work = tempfile.mkdtemp(prefix="pcdocs-serve-load-")
    server = None
    streams = []
    try:
        for name in INPUTS:
            src = os.path.join(REPO, name)
            dst = os.path.join(work, name)
            (shutil.copytree if os.path.isdir(src) else shutil.copy2)(src, dst)
        server = Server(pcdocs, work)
        port = server.wait_started(max(1.0, deadline - time.monotonic()))
        paths = [args.page, args.static]

        say("%d GETs with no reload connection open" % args.requests)
        idle = measure(port, paths, args.requests, deadline)
        say("opening %d reload connections" % args.streams)
        streams = [open_stream(port) for _ in range(args.streams)]
        say("%d GETs with %d reload connections open" % (args.requests, args.streams))
        loaded = measure(port, paths, args.requests, deadline)
        closed = sum(1 for s in streams if not still_open(s))
        if closed:
            raise Failure("%d of %d reload connections were closed during the run" % (closed, args.streams))
    finally:
        for s in streams:
            s.close()
        if server is not None:
            server.stop()
        shutil.rmtree(work, ignore_errors=True)

    out = []
    p = out.append
    p("## `pcdocs serve` under %d reload connections" % args.streams)
    p("")
    p("Produced by `benches/serve_load.py` on this machine (%s, %d CPUs, Python %s), not by"
      % (platform.machine(), os.cpu_count() or 0, platform.python_version()))
    p("`benches/run`. It serves a copy of the repository's own site (pcdocs %s) on" % binary)
    p("127.0.0.1 and times %d GETs, alternating a page (`%s`) and a theme file (`%s`),"
      % (args.requests, args.page, args.static))
    p("each on a fresh connection, from connect to the last byte: first with no reload")
    p("connection open, then with %d open (`/__pcdocs/events`, each past its first event," % args.streams)
    p("as an open tab's `EventSource` holds it; all still open at the end).")
    p("")
    p("| reload connections open | request | GETs | median (ms) | p95 (ms) | max (ms) |")
    p("|---:|---|---:|---:|---:|---:|")
    for n, times in ((0, idle), (args.streams, loaded)):
        for path in paths:
            t = sorted(times[path])
            p("| %d | `%s` | %d | %s | %s | %s |" % (
                n, path, len(t), fmt(statistics.median(t)), fmt(percentile(t, 0.95)), fmt(t[-1])))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    try:
        sys.exit(main(sys.argv[1:]))
    except (Failure, OSError, http.client.HTTPException) as e:
        say("serve_load: %s" % e)
        sys.exit(1)
