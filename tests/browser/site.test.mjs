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

test("the history page of three releases, in every locale at 375 and 1280 px: a series per scenario, the releases compared, another host apart", async () => {
  // A copy of the project with the releases of tests/fixtures/releases:
  // v0.2.0 and v0.2.1 measured like rc.3, v0.3.0 on another machine.
  const work = temporaryDir("pcdocs-history-");
  for (const d of ["content", "locales", "results", "templates", "themes", "assets"]) {
    if (existsSync(join(repo, d))) cpSync(join(repo, d), join(work, d), { recursive: true });
  }
  cpSync(join(repo, "pcdocs.toml"), join(work, "pcdocs.toml"));
  for (const name of ["v0.2.0", "v0.2.1", "v0.3.0"]) {
    cpSync(join(repo, "tests", "fixtures", "releases", name), join(work, "results", name), { recursive: true });
  }
  execFileSync(bin, ["build", "--quiet", "--root", work, "--out", join(site, "history-fixture")], { stdio: "inherit" });

  for (const locale of ["en", "zh-TW", "fr"]) {
    for (const width of [375, 1280]) {
      const { context, page, errors, response } = await open(`history-fixture/${locale}/release-history/`, {
        viewport: { width, height: 900 },
      });
      assert.equal(response.status(), 200, locale);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `${locale} at ${width}px overflows by ${overflow}px`);
      // A table and a chart per scenario, and the table of releases.
      assert.equal(await page.locator("figure.chart svg").count(), 8, locale);
      const releases = await page.locator("#releases ~ .table-wrap table").first().innerText();
      assert.match(releases, /v0\.2\.1/);
      assert.match(releases, /1\.31\.7/, "the versions each release was compared with");
      await page.screenshot({ path: join(shots, `history-three-${locale}-${width}.png`), fullPage: true });
      assert.deepEqual(errors, [], `${locale} at ${width}px: console errors`);
      await context.close();
    }
  }

  const strokes = async (page, selector) => page.$eval(selector, (svg) => {
    // Series lines: wide strokes spanning more than one point.
    return [...svg.querySelectorAll("polyline[stroke-width='2']")]
      .filter((l) => l.points.length >= 2 && l.points[l.points.length - 1].x - l.points[0].x > 100)
      .map((l) => l.getAttribute("stroke"));
  });
  const { context, page, errors } = await open("history-fixture/en/release-history/");
  const chart = page.locator("#http1-static ~ figure.chart svg").first();
  const box = await chart.boundingBox();
  assert.ok(box && box.width > 200 && box.height > 100, JSON.stringify(box));
  const text = await chart.textContent();
  assert.ok(text.includes("v0.2.0-rc.3") && text.includes("v0.2.1"), text);
  assert.ok(!text.includes("v0.3.0"), `v0.3.0 is kept out of the chart: ${text}`);
  const lines = await strokes(page, "#http1-static ~ figure.chart svg");
  assert.equal(lines.length, 3, `a line per subject: ${lines}`);
  // The same colours as the subjects' bars on the release page.
  const release = await context.newPage();
  await release.goto(base + "history-fixture/en/v0.2.1/", { waitUntil: "load" });
  const bars = await release.$eval("figure.chart svg", (svg) =>
    [...new Set([...svg.querySelectorAll("rect[fill]")].map((r) => r.getAttribute("fill")).filter((f) => f.startsWith("#")))]);
  assert.deepEqual([...lines].sort(), [...bars].sort(), `lines ${lines}, bars ${bars}`);
  // A release's name leads to its own page.
  await page.locator("#releases ~ .table-wrap a", { hasText: "v0.2.1" }).first().click();
  await page.waitForURL(/\/en\/v0\.2\.1\/$/);
  await page.goBack();
  // The rise, with both releases' CSV lines in its tooltip.
  const rise = page.locator("#changes ~ p data", { hasText: "8.2%" }).first();
  await rise.hover();
  const title = await rise.getAttribute("title");
  assert.match(title, /v0\.2\.1\/throughput\.csv, line 2/);
  assert.match(title, /v0\.2\.0\/throughput\.csv, line 2/);
  // The release on another machine is listed apart, with the reason.
  const apart = await page.locator("#apart ~ .table-wrap table").first().innerText();
  assert.match(apart, /v0\.3\.0/);
  assert.match(apart, /host\.machine is Apple M4 there, Apple M2 above/);
  assert.deepEqual(errors, []);
  await context.close();
});

test("the history page of one release is one table of that release, with no section that has nothing to say", async () => {
  for (const locale of ["en", "zh-TW", "fr"]) {
    const { context, page, errors } = await open(`${locale}/release-history/`, { viewport: { width: 375, height: 900 } });
    assert.equal(await page.locator("figure.chart").count(), 0, locale);
    assert.equal(await page.locator("#changes, #series, #apart").count(), 0, locale);
    const rows = await page.locator("#latest ~ .table-wrap table tbody tr").count();
    assert.equal(rows, 8, `${locale}: a row per scenario`);
    assert.deepEqual(errors, [], locale);
    await context.close();
  }
});

test("a 404 page is styled at an address deep under the base path", async () => {
  const { context, page } = await open("en/no/such/page/here/");
  // The test server answers 404 with its own text: show the site's page
  // the way a host does, at the missing address.
  await page.setContent(readFileSync(join(site, "en", "404.html"), "utf8"));
  const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--accent").trim());
  assert.ok(accent.startsWith("#"), `the theme's colours apply: ${accent}`);
  const header = await page.locator("header.site-header").boundingBox();
  assert.ok(header && header.height > 0);
  await page.screenshot({ path: join(shots, "404-deep-en-1280.png"), fullPage: true });
  await context.close();
});
