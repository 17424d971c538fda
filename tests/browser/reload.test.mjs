// The reload script `pcdocs serve` puts in its pages, taken from a served
// page and run against a stand-in EventSource: a stream refused with 503
// (too many streams) is closed for good by the browser, so the script opens
// another after a wait that doubles, and resets the wait once one opens; a
// stream that ends (idle) is reopened by EventSource itself; a new version
// reloads the page. No browser needed: the timers are the test's own.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import vm from "node:vm";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const bin = process.env.PCDOCS_BIN || join(repo, "target", "debug", "pcdocs");
let dir, server, base;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "pcdocs-reload-"));
  execFileSync(bin, ["init", join(dir, "site")], { stdio: "ignore" });
  server = spawn(bin, ["serve", "--port", "0", "--root", join(dir, "site")], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  const lines = createInterface({ input: server.stdout });
  for await (const line of lines) {
    const m = line.match(/http:\/\/(127\.0\.0\.1:\d+)\//);
    if (m) {
      base = `http://${m[1]}`;
      break;
    }
  }
});

after(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The page's reload script, run with stand-ins; returns what it did. */
async function run() {
  const html = await (await fetch(`${base}/en/`)).text();
  const script = html.match(/<script>(\(function\(\)\{var v=[^<]*)<\/script>/)?.[1];
  assert.ok(script, "the page has the reload script");
  const sources = [];
  const timers = [];
  let reloaded = 0;
  class EventSource {
    constructor(url) {
      this.url = url;
      this.readyState = 0;
      sources.push(this);
    }
    close() {
      this.readyState = 2;
    }
  }
  const context = {
    EventSource,
    Math,
    document: { hidden: false, addEventListener() {} },
    addEventListener() {},
    setTimeout: (f, ms) => timers.push({ f, ms }) && timers.length,
    clearTimeout() {},
    location: { reload: () => reloaded++ },
  };
  vm.runInNewContext(script, context);
  return { sources, timers, reloaded: () => reloaded, version: script.match(/var v='(\d+)'/)[1] };
}

test("a refused stream is opened again after a wait that doubles", async () => {
  const { sources, timers } = await run();
  assert.equal(sources.length, 1);
  assert.equal(sources[0].url, "/__pcdocs/events");
  // 503: the browser fails the connection for good.
  const refuse = (s) => {
    s.readyState = 2;
    s.onerror();
  };
  refuse(sources[0]);
  assert.equal(timers.length, 1);
  assert.ok(timers[0].ms >= 1000 && timers[0].ms < 2000, `${timers[0].ms}`);
  timers[0].f();
  assert.equal(sources.length, 2, "a new stream after the wait");
  refuse(sources[1]);
  assert.ok(timers[1].ms >= 2000 && timers[1].ms < 4000, `${timers[1].ms}`);
  timers[1].f();
  // Once one opens, the wait starts over.
  sources[2].onopen();
  refuse(sources[2]);
  assert.ok(timers[2].ms >= 1000 && timers[2].ms < 2000, `${timers[2].ms}`);
  // Waits stop growing at a minute.
  for (let i = 0; i < 10; i++) {
    timers.at(-1).f();
    refuse(sources.at(-1));
  }
  assert.ok(timers.at(-1).ms >= 60000 && timers.at(-1).ms < 120000, `${timers.at(-1).ms}`);
});

test("a stream that ends is left to EventSource, and a new version reloads", async () => {
  const { sources, timers, reloaded, version } = await run();
  // An ended stream: EventSource is reconnecting (readyState 0), not closed.
  sources[0].readyState = 0;
  sources[0].onerror();
  assert.equal(timers.length, 0);
  assert.equal(sources.length, 1);
  sources[0].onmessage({ data: version });
  assert.equal(reloaded(), 0);
  sources[0].onmessage({ data: String(Number(version) + 1) });
  assert.equal(reloaded(), 1);
});
