// Builds the site, serves it on loopback under a sub-path, and checks every
// page in every locale in headless Chromium (Debian's package). Screenshots
// for review go to target/screenshots/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, statSync, existsSync, cpSync, writeFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, extname, dirname, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const shots = join(repo, "target", "screenshots");
const prefix = "/preview/";
const types = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript",
  ".svg": "image/svg+xml", ".xml": "application/xml", ".md": "text/markdown; charset=utf-8" };

let server, browser, base, site, pages;
// Folders this test made under the system's temporary folder: removed at the end.
const temporary = [];
const temporaryDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
const bin = process.env.PCDOCS_BIN || join(repo, "target", "debug", "pcdocs");

function htmlPages(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...htmlPages(path));
    else if (name.endsWith(".html")) out.push(relative(site, path).split(sep).join("/"));
  }
  return out.sort();
}

before(async () => {
  const work = temporaryDir("pcdocs-browser-");
  site = join(work, "site");
  execFileSync(bin, ["build", "--root", repo, "--out", site], { stdio: "inherit" });
  pages = htmlPages(site).filter((p) => p.includes("/") && !p.endsWith("404.html"));
  server = createServer((req, res) => {
    const url = decodeURIComponent(req.url.split("?")[0]);
    if (!url.startsWith(prefix)) { res.writeHead(404); return res.end(); }
    let path = join(site, url.slice(prefix.length));
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, "index.html");
    if (!existsSync(path)) { res.writeHead(404); return res.end("not found"); }
    res.writeHead(200, { "Content-Type": types[extname(path)] || "application/octet-stream" });
    res.end(readFileSync(path));
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${server.address().port}${prefix}`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
      "--disable-component-update", "--disable-sync"],
  });
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.close();
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

async function open(path, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  const response = await page.goto(base + path, { waitUntil: "load" });
  return { context, page, errors, response };
}

test("every page in every locale: no console errors, no overflow at 375 px, screenshots", async () => {
  assert.ok(pages.length >= 12, `pages found: ${pages}`);
  for (const path of pages) {
    for (const scheme of ["light", "dark"]) {
      for (const width of [375, 1280]) {
        const { context, page, errors, response } = await open(path, {
          viewport: { width, height: 900 }, colorScheme: scheme,
        });
        assert.equal(response.status(), 200, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `${path} at ${width}px overflows by ${overflow}px`);
        const name = path.replace(/\/index\.html$/, "").replace(/[/.]/g, "_");
        await page.screenshot({ path: join(shots, `${name}-${scheme}-${width}.png`), fullPage: true });
        assert.deepEqual(errors, [], `${path}: console errors`);
        await context.close();
      }
    }
  }
});

test("the language switcher reaches the same page in the other locales", async () => {
  const content = pages.filter((p) => /^[^/]+\/[^/]+\/index\.html$/.test(p) && !p.includes("/translations/"));
  assert.ok(content.length >= 6, `content pages: ${content}`);
  for (const path of content) {
    const [, slug] = path.split("/");
    const { context, page } = await open(path);
    const links = await page.$$eval(".languages a", (as) => as.map((a) => [a.getAttribute("hreflang"), a.href]));
    assert.equal(links.length, 3, path);
    for (const [tag] of links) {
      await page.click(`.languages a[hreflang="${tag}"]`);
      assert.ok(page.url().endsWith(`${prefix}${tag}/${slug}/`), `${path} → ${tag}: ${page.url()}`);
      assert.equal(await page.getAttribute("html", "lang"), tag);
      await page.goBack();
    }
    await context.close();
  }
});

test("the theme toggle switches and remembers the choice", async () => {
  const { context, page } = await open("en/v0.2.0-rc.3/", { colorScheme: "light" });
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(await bg(), "rgb(255, 255, 255)");
  const toggle = page.locator(".theme-toggle");
  assert.ok(await toggle.isVisible(), "the toggle shows when JavaScript runs");
  await toggle.click();
  assert.equal(await page.getAttribute("html", "data-theme"), "dark");
  assert.equal(await bg(), "rgb(13, 17, 23)");
  await page.reload();
  assert.equal(await page.getAttribute("html", "data-theme"), "dark", "remembered across pages");
  assert.equal(await bg(), "rgb(13, 17, 23)");
  await page.keyboard.press("Tab");
  await context.close();
});

test("charts are drawn, visible and labelled in the page's language", async () => {
  for (const [locale, label] of [["en", "Requests per second"], ["fr", "Requêtes par seconde"], ["zh-TW", "每秒請求數"]]) {
    const { context, page } = await open(`${locale}/2026-10-container-matrix/`);
    const charts = page.locator("figure.chart svg");
    assert.equal(await charts.count(), 5, locale);
    for (let i = 0; i < 5; i++) {
      const box = await charts.nth(i).boundingBox();
      assert.ok(box && box.width > 200 && box.height > 100, `${locale} chart ${i}: ${JSON.stringify(box)}`);
    }
    const text = await charts.first().textContent();
    assert.ok(text.includes(label), `${locale}: ${text}`);
    assert.ok(await page.locator("figure.chart svg title").first().textContent());
    await context.close();
  }
});

test("hovering a figure shows where it comes from", async () => {
  const { context, page } = await open("en/2026-10-container-matrix/");
  const figure = page.locator("data", { hasText: "93.1%" }).first();
  await figure.hover();
  const title = await figure.getAttribute("title");
  assert.match(title, /78,348 ÷ 84,133 = 93\.1%/);
  assert.match(title, /proxy\.csv, line 3, column req_per_s/);
  await context.close();
});

// Tab until a figure (or a claim) has the focus; its element handle.
async function tabTo(page, selector, limit = 400) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return page.evaluateHandle(() => document.activeElement);
  }
  assert.fail(`Tab never reached ${selector}`);
}

test("keyboards and touch screens reach a figure's sources, in the page's language", async () => {
  for (const [locale, cell, source, claim] of [
    ["en", ".csv, line", /\.csv, lines? [0-9, ]+, column /, "holds: "],
    ["fr", ".csv, ligne", /\.csv, lignes? [0-9, ]+, colonne /, "vérifié\u00a0: "],
    ["zh-TW", ".csv，第", /\.csv，第 [0-9, ]+ 行，\S+ 欄/, "成立："],
  ]) {
    const { context, page, errors } = await open(`${locale}/2026-10-container-matrix/`);
    // The first figure read from table cells (a run count names whole files instead).
    const figure = await tabTo(page, `main data[title*="${cell}"]`);
    const title = await figure.evaluate((d) => d.getAttribute("title"));
    assert.match(title, source, locale);
    const tip = page.locator("#pcdocs-tip");
    assert.ok(await tip.isVisible(), `${locale}: the tooltip shows`);
    assert.equal(await tip.textContent(), title, locale);
    assert.equal(await tip.getAttribute("role"), "tooltip");
    assert.equal(await figure.evaluate((d) => d.getAttribute("aria-describedby")), "pcdocs-tip");
    assert.equal(await figure.evaluate((d) => getComputedStyle(d).outlineStyle), "solid", `${locale}: focus visible`);
    await page.screenshot({ path: join(shots, `tooltip-${locale}.png`) });
    await page.keyboard.press("Escape");
    assert.ok(!(await tip.isVisible()), `${locale}: Escape closes it`);
    assert.equal(await figure.evaluate((d) => d === document.activeElement), true, `${locale}: focus stays`);
    // A sentence the data worded: its rule in the page's language.
    const sentence = await tabTo(page, `main span.claim[title^="${claim}"]`);
    assert.equal(await tip.textContent(), await sentence.evaluate((s) => s.getAttribute("title")));
    assert.ok(await tip.isVisible(), `${locale}: a claim's tooltip`);
    assert.deepEqual(errors, [], `${locale}: console errors`);
    await context.close();
  }
  // A tap on a phone.
  const { context, page } = await open("fr/2026-10-container-matrix/", { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  const figure = page.locator("main data[title]", { hasText: "93,1" }).first();
  await figure.scrollIntoViewIfNeeded();
  await figure.tap();
  const tip = page.locator("#pcdocs-tip");
  assert.ok(await tip.isVisible(), "a tap shows the tooltip");
  assert.match(await tip.textContent(), /78.348 ÷ 84.133 = 93,1/);
  const box = await tip.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, `the tooltip fits the phone: ${JSON.stringify(box)}`);
  await page.screenshot({ path: join(shots, "tooltip-fr-375.png") });
  await context.close();
});

test("tables scroll in their box and headings have anchors", async () => {
  const { context, page } = await open("zh-TW/2026-10-container-matrix/", { viewport: { width: 375, height: 800 } });
  const wide = await page.$$eval(".table-wrap", (ws) => ws.filter((w) => w.scrollWidth > w.clientWidth).length);
  assert.ok(wide > 0, "some table is wider than a phone and scrolls inside its box");
  const anchor = await page.getAttribute("h2#results a.anchor", "aria-label");
  assert.equal(anchor, "連結至本節");
  await context.close();
});

test("search works from the keyboard: Traefik in zh-TW finds the container-matrix page", async () => {
  const { context, page, errors } = await open("zh-TW/v0.2.0-rc.3/");
  const input = page.locator(".search input");
  await input.waitFor({ state: "visible" });
  // Reach the search box with Tab alone.
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await input.evaluate((el) => el === document.activeElement);
  }
  assert.ok(reached, "the search box is reachable with Tab");
  await page.keyboard.type("Traefik");
  const result = page.locator(".pagefind-ui__result-link").first();
  await result.waitFor({ state: "visible", timeout: 10000 });
  const hrefs = await page.$$eval(".pagefind-ui__result-link", (as) => as.map((a) => a.href));
  assert.ok(hrefs.some((h) => h.endsWith(`${prefix}zh-TW/2026-10-container-matrix/`)), `results: ${hrefs}`);
  assert.ok(hrefs.every((h) => h.includes(`${prefix}zh-TW/`)), `only zh-TW pages: ${hrefs}`);
  await result.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`**${prefix}zh-TW/2026-10-container-matrix/`);
  assert.deepEqual(errors, []);
  await context.close();
});

test("each table's CSV and JSON download holds the values its table shows", async () => {
  for (const path of ["en/v0.2.0-rc.3/", "fr/2026-10-container-matrix/"]) {
    const { context, page } = await open(path);
    const links = await page.$$eval("a[href$='.csv']", (as) => as.map((a) => a.href));
    assert.ok(links.length >= 1, `${path}: no CSV link`);
    // Tables of manifest facts have text, not values: count the values seen.
    let checked = 0;
    for (const href of links) {
      // The table the link follows: the values its cells show.
      const shown = await page.$eval(`a[href="${href.split("/").pop()}"]`, (a) => {
        let el = a.closest("p");
        while (el && !el.querySelector("table") && el.tagName !== "TABLE") el = el.previousElementSibling;
        const table = el && (el.tagName === "TABLE" ? el : el.querySelector("table"));
        return table ? [...table.querySelectorAll("data")].map((d) => d.getAttribute("value")) : [];
      });
      const csv = await (await context.request.get(href)).text();
      const [header, ...lines] = csv.trim().split("\n");
      const columns = header.split(",");
      const value = columns.indexOf("value");
      assert.ok(value >= 0, `${href}: ${header}`);
      const measured = lines.map((l) => l.split(",")).filter((f) => f[value] !== "");
      checked += measured.length;
      for (const fields of measured) {
        assert.ok(shown.includes(fields[value]), `${href}: ${fields[value]} is not a figure of its table (${shown.slice(0, 8)}…)`);
      }
      const json = await (await context.request.get(href.replace(/\.csv$/, ".json"))).json();
      assert.ok(json && typeof json === "object", `${href}: JSON`);
    }
    assert.ok(checked >= 10, `${path}: only ${checked} values checked`);
    await context.close();
  }
});

test("a history page across three releases: campaigns along x, a line per subject in its colour, another host apart", async () => {
  // A copy of the project with two more releases of rc.3's kind: v0.3.0
  // with HTTP/2 static Pingclair 10% higher, v0.4.0 on another machine.
  const work = temporaryDir("pcdocs-history-");
  for (const d of ["content", "locales", "results", "templates", "themes", "assets"]) {
    if (existsSync(join(repo, d))) cpSync(join(repo, d), join(work, d), { recursive: true });
  }
  cpSync(join(repo, "pcdocs.toml"), join(work, "pcdocs.toml"));
  const rc3 = join(work, "results", "v0.2.0-rc.3");
  const add = (name, manifest, csv) => {
    const to = join(work, "results", name);
    mkdirSync(to);
    const m = readFileSync(join(rc3, "manifest.toml"), "utf8").replace('version = "v0.2.0-rc.3"', `version = "${name}"`);
    writeFileSync(join(to, "manifest.toml"), manifest(m));
    writeFileSync(join(to, "throughput.csv"), csv(readFileSync(join(rc3, "throughput.csv"), "utf8")));
  };
  add("v0.3.0", (m) => m, (c) => c.replace("http2-static,pingclair,92369,", "http2-static,pingclair,101606,"));
  add("v0.4.0", (m) => m.replace('machine = "Apple M2"', 'machine = "Apple M4"'), (c) => c);
  execFileSync(bin, ["build", "--quiet", "--root", work, "--out", join(site, "history-fixture")], { stdio: "inherit" });

  const strokes = async (page, selector) => page.$eval(selector, (svg) => {
    // Series lines: wide strokes spanning more than one point.
    return [...svg.querySelectorAll("polyline[stroke-width='2']")]
      .filter((l) => l.points.length >= 2 && l.points[l.points.length - 1].x - l.points[0].x > 100)
      .map((l) => l.getAttribute("stroke"));
  });
  const { context, page, errors } = await open("history-fixture/en/release-history/");
  const chart = page.locator("#http2-static ~ figure.chart svg").first();
  const box = await chart.boundingBox();
  assert.ok(box && box.width > 200 && box.height > 100, JSON.stringify(box));
  const text = await chart.textContent();
  assert.ok(text.includes("v0.2.0-rc.3") && text.includes("v0.3.0"), text);
  assert.ok(!text.includes("v0.4.0"), `v0.4.0 is kept out of the chart: ${text}`);
  const lines = await strokes(page, "#http2-static ~ figure.chart svg");
  assert.equal(lines.length, 3, `a line per subject: ${lines}`);
  // The same colours as the subjects' bars on the release page.
  const release = await context.newPage();
  await release.goto(base + "history-fixture/en/v0.3.0/", { waitUntil: "load" });
  const bars = await release.$eval("figure.chart svg", (svg) =>
    [...new Set([...svg.querySelectorAll("rect[fill]")].map((r) => r.getAttribute("fill")).filter((f) => f.startsWith("#")))]);
  assert.deepEqual([...lines].sort(), [...bars].sort(), `lines ${lines}, bars ${bars}`);
  // The rise, with both releases' CSV lines in its tooltip.
  const rise = page.locator("#changes ~ p data", { hasText: "10.0%" }).first();
  await rise.hover();
  const title = await rise.getAttribute("title");
  assert.match(title, /v0\.3\.0\/throughput\.csv, line 8/);
  assert.match(title, /v0\.2\.0-rc\.3\/throughput\.csv, line 8/);
  // The release on another machine is listed apart, with the reason.
  const apart = await page.locator("#apart ~ .table-wrap table").first().innerText();
  assert.match(apart, /v0\.4\.0/);
  assert.match(apart, /host\.machine is Apple M4 there, Apple M2 above/);
  await page.screenshot({ path: join(shots, "history-fixture-en.png"), fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});
