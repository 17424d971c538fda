// Writes this repository's pages into a scratch Astro Starlight site with
// `pcdocs build --format starlight`, builds the site with the pinned Astro
// and Starlight, and checks the built pages in Debian's headless Chromium;
// twice, with the oldest and the newest versions pcdocs supports
// (oldest/package-lock.json and newest/package-lock.json beside this file;
// `npm ci` into the scratch folder, removed afterwards). Screenshots for
// review go to target/screenshots/starlight-*.png.
//
// PCDOCS_STARLIGHT_WORK=DIR reuses DIR/<oldest|newest>/site/node_modules
// from an earlier run (kept, with the rest of DIR) instead of installing
// again, as long as the lock file is the one installed.
import { test, before, after, describe } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  mkdtempSync, mkdirSync, readFileSync, readdirSync, statSync, existsSync, cpSync, rmSync,
  unlinkSync,
} from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join, extname, dirname, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, "..", "..");
const shots = join(repo, "target", "screenshots");
const bin = process.env.PCDOCS_BIN || join(repo, "target", "debug", "pcdocs");
const types = { ".html": "text/html; charset=utf-8", ".css": "text/css", ".js": "text/javascript",
  ".svg": "image/svg+xml", ".json": "application/json", ".png": "image/png" };
// The seed pages: their address is their slug, as pcdocs sets it.
const seeds = { "2026-10-container-matrix": "2026-10-container-matrix", "v0.2.0-rc.3": "v0.2.0-rc.3" };
// pcdocs locale → Starlight folder, as in Pingclair's documentation.
const folders = { en: "", "zh-TW": "zh-Hant", fr: "fr" };
const routes = { en: "", "zh-TW": "zh-Hant/", fr: "fr/" };
// Starlight's own heading of its table of contents, in each locale.
const onThisPage = { en: "On this page", "zh-TW": "本頁內容", fr: "Sur cette page" };

let work, keep, site, docs, dist, server, browser, base, chromium;
const handWritten = ["index.md", "benchmarks/methodology.md"];
let handBytes, firstBuild, secondBuild;

function files(dir) {
  const out = {};
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path).split(sep).join("/")] = readFileSync(path);
    }
  };
  walk(dir);
  return out;
}

function pcdocs(project) {
  execFileSync(bin, ["build", "--format", "starlight", "--root", project, "--out", docs], { stdio: "inherit" });
}

// The supported range, at both ends: each folder's package-lock.json pins
// an Astro, a Starlight and the Node.js that runs Astro (docs/starlight.md).
for (const variant of ["oldest", "newest"]) describe(`the ${variant} Astro and Starlight supported`, () => {

before(async () => {
  keep = Boolean(process.env.PCDOCS_STARLIGHT_WORK);
  work = join(process.env.PCDOCS_STARLIGHT_WORK || mkdtempSync(join(tmpdir(), "pcdocs-starlight-")), variant);
  site = join(work, "site");
  const modules = join(site, "node_modules");
  const lock = readFileSync(join(here, variant, "package-lock.json"));
  const installed = join(work, "installed-lock.json");
  const reuse = keep && existsSync(modules) && existsSync(installed) && readFileSync(installed).equals(lock);
  if (reuse) {
    // Everything but the installed packages starts over.
    for (const name of readdirSync(site)) if (name !== "node_modules") rmSync(join(site, name), { recursive: true });
  }
  mkdirSync(site, { recursive: true });
  cpSync(join(here, "site"), site, { recursive: true });
  for (const name of ["package.json", "package-lock.json"]) cpSync(join(here, variant, name), join(site, name));
  if (!reuse) {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: site, stdio: "inherit" });
    if (keep) cpSync(join(here, variant, "package-lock.json"), installed);
  }
  ({ chromium } = await import(join(modules, "playwright-core", "index.mjs")));
  docs = join(site, "src", "content", "docs");
  dist = join(site, "dist");

  // A copy of this repository's project, with Pingclair's locale folders.
  const project = join(work, "project");
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project);
  for (const name of ["pcdocs.toml", "results", "content", "locales", "templates", "themes", "assets"]) {
    cpSync(join(repo, name), join(project, name), { recursive: true });
  }
  // The repository's own [output.starlight] maps the locales as `folders`
  // says; the content folder is given on the command line.

  handBytes = handWritten.map((p) => readFileSync(join(docs, p)));
  pcdocs(project);
  firstBuild = files(docs);
  pcdocs(project);
  secondBuild = files(docs);
  // One page left untranslated in French: Starlight falls back to English.
  unlinkSync(join(docs, "fr", "benchmarks", "v0.2.0-rc.3.md"));
  // Astro runs on the pinned `node` package's Node.js, whatever runs npm.
  execFileSync(join(modules, ".bin", "node"), [join(modules, "astro", "bin", "astro.mjs"), "build"], {
    cwd: site, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });

  server = createServer((req, res) => {
    const url = decodeURIComponent(req.url.split("?")[0]);
    let path = join(dist, url);
    if (!path.startsWith(dist)) { res.writeHead(404); return res.end(); }
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, "index.html");
    if (!existsSync(path)) { res.writeHead(404); return res.end("not found"); }
    res.writeHead(200, { "Content-Type": types[extname(path)] || "application/octet-stream" });
    res.end(readFileSync(path));
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${server.address().port}/`;
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
  if (work && !keep) rmSync(dirname(work), { recursive: true, force: true });
});

async function open(path, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("response", (r) => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
  const response = await page.goto(base + path, { waitUntil: "load" });
  assert.equal(response.status(), 200, path);
  return { context, page, errors };
}

test("hand-written pages survive two builds byte for byte, and the builds are identical", () => {
  handWritten.forEach((p, i) => assert.ok(readFileSync(join(docs, p)).equals(handBytes[i]), p));
  assert.deepEqual(Object.keys(secondBuild), Object.keys(firstBuild));
  for (const [path, bytes] of Object.entries(firstBuild)) assert.ok(secondBuild[path].equals(bytes), path);
  assert.ok(firstBuild[".pcdocs-starlight/benchmarks.json"], "the manifest is written");
  assert.ok(firstBuild["zh-Hant/benchmarks/v0.2.0-rc.3.md"], "zh-TW is written to zh-Hant/");
});

test("every seed page in every locale shows its figures with their sources, and its charts", async () => {
  for (const [file, route] of Object.entries(seeds)) {
    for (const [tag, folder] of Object.entries(folders)) {
      const source = firstBuild[`${folder ? folder + "/" : ""}benchmarks/${file}.md`].toString();
      const expected = source.match(/<data value="/g).length;
      const charts = source.match(/^<figure class="pcdocs-chart/gm)?.length ?? 0;
      assert.ok(expected > 10 && charts > 0, `${tag} ${file}: ${expected} figures, ${charts} charts`);
      if (tag === "fr" && file === "v0.2.0-rc.3") continue; // removed: the fallback test
      const { context, page, errors } = await open(`${routes[tag]}benchmarks/${route}/`);
      const figures = await page.$$eval(".sl-markdown-content data[value]", (ds) =>
        ds.map((d) => [d.getAttribute("value"), d.getAttribute("title"), d.textContent]));
      assert.equal(figures.length, expected, `${tag} ${file}: figures`);
      // The same figures, in the same order, with the same provenance and
      // text as the standalone page the same render wrote (site/).
      const standalone = readFileSync(join(repo, "site", tag, file, "index.html"), "utf8");
      const theirs = await page.evaluate((html) =>
        [...new DOMParser().parseFromString(html, "text/html").querySelectorAll("main data[value]")]
          .map((d) => [d.getAttribute("value"), d.getAttribute("title"), d.textContent]), standalone);
      assert.deepEqual(figures, theirs, `${tag} ${file}: figures as on the standalone page`);
      // A cell that did not complete is a figure without a value, whose
      // tooltip gives the reason.
      for (const [value, title, text] of figures) {
        assert.ok(title !== "" && text.trim() !== "", `${tag} ${file}: ${value} ${text}`);
      }
      assert.ok(figures.filter(([value]) => value !== "").length > 10, `${tag} ${file}: values`);
      // The charts are inline, as on the standalone page, and named.
      const svgs = await page.$$eval(".sl-markdown-content figure.pcdocs-chart > svg", (ss) =>
        ss.map((s) => [s.getBoundingClientRect().width, s.querySelector("title")?.textContent,
          document.getElementById(s.getAttribute("aria-labelledby"))?.textContent]));
      assert.equal(svgs.length, charts, `${tag} ${file}: charts`);
      for (const [width, title, label] of svgs) {
        assert.ok(width > 200 && title && label === title, `${tag} ${file}: chart ${title} ${width}`);
      }
      assert.equal(await page.getAttribute("html", "lang"), tag);
      // Starlight's own interface speaks the page's language.
      assert.equal((await page.locator("starlight-toc h2").first().textContent()).trim(), onThisPage[tag], `${tag} ${file}: toc`);
      assert.equal(await page.locator(".sl-markdown-content").getByText("not available in your language").count(), 0);
      assert.deepEqual(errors, [], `${tag} ${file}: console errors`);
      await context.close();
    }
  }
});

test("the front matter reaches Starlight: sidebar order newest first, last day of the campaign", async () => {
  for (const [tag, route] of Object.entries(routes)) {
    const { context, page } = await open(`${route}benchmarks/2026-10-container-matrix/`);
    const links = await page.$$eval("nav.sidebar a[href*='/benchmarks/']", (as) => as.map((a) => new URL(a.href).pathname));
    assert.deepEqual(links, [
      // The release history is written from rc.3, so it sorts with it (by slug).
      `/${route}benchmarks/2026-10-container-matrix/`, `/${route}benchmarks/release-history/`,
      `/${route}benchmarks/v0.2.0-rc.3/`, `/${route}benchmarks/methodology/`,
    ], tag);
    assert.equal(await page.locator("time[datetime^='2026-10-12']").count(), 1, `${tag}: last updated`);
    await context.close();
  }
  // A campaign without dates: no date at all, rather than the build's.
  const { context, page } = await open("benchmarks/v0.2.0-rc.3/");
  assert.equal(await page.locator("time").count(), 0);
  await context.close();
});

test("the language picker reaches the same page in the other locale", async () => {
  for (const [file, route] of Object.entries(seeds)) {
    const { context, page } = await open(`benchmarks/${route}/`);
    const select = page.locator("starlight-lang-select select").first();
    for (const [tag, target] of [["zh-TW", "zh-Hant/"], ["fr", "fr/"]]) {
      await Promise.all([page.waitForURL(`${base}${target}benchmarks/${route}/`), select.selectOption({ index: Object.keys(folders).indexOf(tag) })]);
      // The French file of the release page was removed: English stands in.
      const shown = tag === "fr" && file === "v0.2.0-rc.3" ? "" : `${folders[tag]}/`;
      const md = firstBuild[`${shown}benchmarks/${file}.md`].toString();
      const title = JSON.parse(md.match(/^title: (.*)$/m)[1]);
      assert.equal((await page.locator("h1").first().textContent()).trim(), title, `${file} → ${tag}`);
      await page.goto(`${base}benchmarks/${route}/`);
    }
    await context.close();
  }
});

test("keyboards and touch screens reach a figure's sources, in the page's language", async () => {
  // The first figure read from table cells (a run count names whole files).
  const sourceOf = {
    en: [/\.csv, lines? [0-9, ]+, column /, "holds: ", ".csv, line"],
    fr: [/\.csv, lignes? [0-9, ]+, colonne /, "vérifié\u00a0: ", ".csv, ligne"],
    "zh-TW": [/\.csv，第 [0-9, ]+ 行，\S+ 欄/, "成立：", ".csv，第"],
  };
  const tabTo = async (page, selector) => {
    for (let i = 0; i < 400; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate((s) => document.activeElement?.matches(s), selector)) return page.evaluateHandle(() => document.activeElement);
    }
    assert.fail(`Tab never reached ${selector}`);
  };
  for (const [tag, route] of Object.entries(routes)) {
    const [source, claim, cell] = sourceOf[tag];
    const { context, page, errors } = await open(`${route}benchmarks/2026-10-container-matrix/`);
    const figure = await tabTo(page, `.sl-markdown-content data[title*="${cell}"]`);
    const title = await figure.evaluate((d) => d.getAttribute("title"));
    assert.match(title, source, tag);
    const tip = page.locator("#pcdocs-tip");
    assert.ok(await tip.isVisible(), `${tag}: the tooltip shows`);
    assert.equal(await tip.textContent(), title, tag);
    assert.equal(await tip.getAttribute("role"), "tooltip");
    assert.equal(await figure.evaluate((d) => d.getAttribute("aria-describedby")), "pcdocs-tip");
    assert.equal(await figure.evaluate((d) => getComputedStyle(d).outlineStyle), "solid", `${tag}: focus visible`);
    await page.screenshot({ path: join(shots, `starlight-${variant}-tooltip-${tag}.png`) });
    await page.keyboard.press("Escape");
    assert.ok(!(await tip.isVisible()), `${tag}: Escape closes it`);
    const sentence = await tabTo(page, `.sl-markdown-content span.claim[title^="${claim}"]`);
    assert.ok(await tip.isVisible(), `${tag}: a claim's tooltip`);
    assert.equal(await tip.textContent(), await sentence.evaluate((s) => s.getAttribute("title")));
    assert.deepEqual(errors, [], `${tag}: console errors`);
    await context.close();
  }
  const { context, page } = await open("fr/benchmarks/2026-10-container-matrix/", {
    viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true,
  });
  const figure = page.locator(".sl-markdown-content data[title]", { hasText: "93,1" }).first();
  await figure.scrollIntoViewIfNeeded();
  await figure.tap();
  const tip = page.locator("#pcdocs-tip");
  assert.ok(await tip.isVisible(), "a tap shows the tooltip");
  assert.match(await tip.textContent(), /78.348 ÷ 84.133 = 93,1/);
  const box = await tip.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 375, `the tooltip fits the phone: ${JSON.stringify(box)}`);
  await page.screenshot({ path: join(shots, `starlight-${variant}-tooltip-fr-375.png`) });
  await context.close();
});

test("a page missing in a locale gets Starlight's fallback notice", async () => {
  for (const [path, notice] of [
    ["fr/benchmarks/v0.2.0-rc.3/", "Ce contenu n’est pas encore disponible dans votre langue."],
    ["de/benchmarks/2026-10-container-matrix/", "Dieser Inhalt ist noch nicht in deiner Sprache verfügbar."],
  ]) {
    const { context, page } = await open(path);
    assert.equal(await page.getByText(notice).count(), 1, path);
    // The English page stands in, figures and all.
    assert.ok((await page.locator(".sl-markdown-content data[value]").count()) > 10, path);
    await context.close();
  }
});

test("charts keep their colours and stay legible on the light and the dark theme", async () => {
  for (const scheme of ["light", "dark"]) {
    const { context, page } = await open("benchmarks/2026-10-container-matrix/", { colorScheme: scheme });
    await page.evaluate((s) => { localStorage.setItem("starlight-theme", s); }, scheme);
    await page.reload({ waitUntil: "load" });
    assert.equal(await page.getAttribute("html", "data-theme"), scheme);
    // Each chart as the page draws it: its text a dark grey on its own
    // white card, whatever the page's background, its series in colour.
    const charts = await page.$$eval(".sl-markdown-content figure.pcdocs-chart > svg", (ss) => Promise.all(ss.map((svg) => {
      const text = getComputedStyle(svg.querySelector("text")).fill;
      const card = getComputedStyle(svg.querySelector("rect")).fill;
      const box = svg.getBoundingClientRect();
      const copy = svg.cloneNode(true);
      copy.setAttribute("width", box.width);
      copy.setAttribute("height", box.height);
      const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: "image/svg+xml" }));
      return new Promise((ok) => {
        const img = new Image();
        img.onload = () => {
          const canvas = document.createElement("canvas");
          canvas.width = img.naturalWidth;
          canvas.height = img.naturalHeight;
          const ctx = canvas.getContext("2d");
          ctx.drawImage(img, 0, 0);
          const corner = Array.from(ctx.getImageData(20, canvas.height - 4, 1, 1).data);
          const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
          let coloured = 0;
          for (let i = 0; i < data.length; i += 4) if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 80) coloured++;
          ok({ text, card, corner, coloured });
        };
        img.onerror = () => ok({ text, card, error: true });
        img.src = url;
      });
    })));
    assert.equal(charts.length, 5, scheme);
    for (const { text, card, corner, coloured, error } of charts) {
      assert.equal(text, "rgb(35, 38, 47)", `${scheme}: the text`);
      assert.equal(card, "rgb(255, 255, 255)", `${scheme}: the card`);
      assert.ok(!error, `${scheme}: the chart draws`);
      assert.deepEqual(corner, [255, 255, 255, 255], `${scheme}: the card's corner`);
      assert.ok(coloured > 100, `${scheme}: series colours (${coloured} pixels)`);
    }
    await page.locator("figure.pcdocs-chart").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `starlight-${variant}-container-matrix-${scheme}.png`) });
    await context.close();
  }
});

test("on a 375 px phone, charts read at 9 px or more and copied commands keep their --, in every locale", async () => {
  for (const [tag, route] of Object.entries(routes)) {
    const { context, page, errors } = await open(`${route}benchmarks/2026-10-container-matrix/`, {
      viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true,
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${tag}: the page overflows by ${overflow}px`);
    // Every label of every chart: its size as drawn (the font size times
    // the chart's scale) and the height of its box.
    const sizes = await page.$$eval(".sl-markdown-content figure.pcdocs-chart text", (ts) => ts.map((t) => {
      const m = t.getScreenCTM();
      const box = t.getBoundingClientRect();
      return {
        text: t.textContent,
        font: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
        // A label set upright (an axis title may be turned): its box's height.
        height: Math.abs(m.b) < 1e-6 ? box.height : box.width,
      };
    }));
    assert.ok(sizes.length > 50, `${tag}: chart labels`);
    const smallest = sizes.reduce((a, b) => (a.font < b.font ? a : b));
    assert.ok(smallest.font >= 9, `${tag}: "${smallest.text}" drawn at ${smallest.font.toFixed(2)} px`);
    for (const s of sizes) if (s.text.trim()) assert.ok(s.height >= 9, `${tag}: "${s.text}" ${s.height} px high`);
    // A chart wider than the phone scrolls in its own box.
    const scrolls = await page.$$eval("figure.pcdocs-chart", (fs) => fs.filter((f) => f.scrollWidth > f.clientWidth).length);
    assert.equal(scrolls, 5, `${tag}: charts scroll in their box`);
    await page.locator("figure.pcdocs-chart").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `starlight-${variant}-container-matrix-375-${tag}.png`) });
    // A command in a code block, as its copy button gives it and as its
    // text reads, and an option in a sentence: their -- kept.
    const blocks = await page.$$eval(".sl-markdown-content pre", (ps) => ps.map((p) => p.textContent));
    const command = blocks.find((b) => b.includes("docker run"));
    assert.ok(command && command.includes("--cpus=2") && command.includes("--network"), `${tag}: ${command}`);
    for (const b of blocks) assert.ok(!/[–—]/.test(b), `${tag}: a dash made in ${b}`);
    const copied = await page.$$eval(".sl-markdown-content [data-code]", (bs) => bs.map((b) => b.dataset.code));
    assert.ok(copied.some((c) => c.includes("--cpus=2")) && !copied.some((c) => /[–—]/.test(c)), `${tag}: ${copied}`);
    const prose = await page.locator(".sl-markdown-content").textContent();
    for (const kept of ["--cpus=2", "cargo build --release --locked"]) assert.ok(prose.includes(kept), `${tag}: ${kept}`);
    assert.ok(!/[–—]cpus|[–—]release/.test(prose), `${tag}: a dash made in the prose`);
    assert.deepEqual(errors, [], `${tag}: console errors`);
    await context.close();
  }
});

});
