// Writes this repository's pages into a scratch Astro Starlight site with
// `pcdocs build --format starlight`, builds the site with the pinned Astro
// and Starlight (package-lock.json beside this file; `npm ci` into the
// scratch folder, removed afterwards), and checks the built pages in
// Debian's headless Chromium. Screenshots for review go to
// target/screenshots/starlight-*.png.
//
// PCDOCS_STARLIGHT_WORK=DIR reuses DIR/site/node_modules from an earlier run
// (kept, with the rest of DIR) instead of installing again.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import {
  mkdtempSync, mkdirSync, readFileSync, readdirSync, statSync, existsSync, cpSync, rmSync,
  appendFileSync, unlinkSync,
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
  execFileSync(bin, ["build", "--format", "starlight", "--root", project], { stdio: "inherit" });
}

before(async () => {
  keep = Boolean(process.env.PCDOCS_STARLIGHT_WORK);
  work = process.env.PCDOCS_STARLIGHT_WORK || mkdtempSync(join(tmpdir(), "pcdocs-starlight-"));
  site = join(work, "site");
  const modules = join(site, "node_modules");
  const reuse = keep && existsSync(modules);
  if (reuse) {
    // Everything but the installed packages starts over.
    for (const name of readdirSync(site)) if (name !== "node_modules") rmSync(join(site, name), { recursive: true });
  }
  mkdirSync(site, { recursive: true });
  cpSync(join(here, "site"), site, { recursive: true });
  for (const name of ["package.json", "package-lock.json"]) cpSync(join(here, name), join(site, name));
  if (!reuse) {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: site, stdio: "inherit" });
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
  const mapping = Object.entries(folders).map(([k, v]) => `${JSON.stringify(k)} = ${JSON.stringify(v)}`).join(", ");
  appendFileSync(join(project, "pcdocs.toml"),
    `\n[output.starlight]\ndir = ${JSON.stringify(docs)}\nsection = "benchmarks"\nlocales = { ${mapping} }\n`);

  handBytes = handWritten.map((p) => readFileSync(join(docs, p)));
  pcdocs(project);
  firstBuild = files(docs);
  pcdocs(project);
  secondBuild = files(docs);
  // One page left untranslated in French: Starlight falls back to English.
  unlinkSync(join(docs, "fr", "benchmarks", "v0.2.0-rc.3.md"));
  // Astro 7 needs Node.js 22.12 or later: the pinned `node` package's.
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
  if (work && !keep) rmSync(work, { recursive: true, force: true });
});

// Astro's images load lazily: load them all before looking at them.
async function loadImages(page) {
  await page.$$eval("img", (is) => Promise.all(is.map((i) => {
    i.loading = "eager";
    return i.complete && i.naturalWidth ? null : new Promise((ok) => { i.onload = i.onerror = ok; });
  })));
}

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
      const charts = source.match(/^!\[.*\]\(\.\/.*\.svg\)$/gm)?.length ?? 0;
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
      for (const [value, title, text] of figures) {
        assert.ok(value !== "" && title !== "" && text.trim() !== "", `${tag} ${file}: ${value} ${text}`);
      }
      await loadImages(page);
      const images = await page.$$eval(".sl-markdown-content img", (is) =>
        is.filter((i) => i.src.endsWith(".svg")).map((i) => [i.naturalWidth, i.alt]));
      assert.equal(images.length, charts, `${tag} ${file}: charts`);
      for (const [width, alt] of images) assert.ok(width > 200 && alt, `${tag} ${file}: chart ${alt} ${width}`);
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
    await loadImages(page);
    // The chart's own card: white under the text, whatever the page's background.
    const pixels = await page.$$eval(".sl-markdown-content img", (is) => is.filter((i) => i.src.endsWith(".svg")).map((img) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const ctx = canvas.getContext("2d");
      ctx.drawImage(img, 0, 0);
      const corner = Array.from(ctx.getImageData(20, canvas.height - 4, 1, 1).data);
      // Some pixel of a series colour: the palette is kept.
      const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]) > 80) coloured++;
      return { corner, coloured };
    }));
    assert.equal(pixels.length, 5, scheme);
    for (const { corner, coloured } of pixels) {
      assert.deepEqual(corner, [255, 255, 255, 255], `${scheme}: the card`);
      assert.ok(coloured > 100, `${scheme}: series colours (${coloured} pixels)`);
    }
    await page.locator("img[src$='.svg']").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `starlight-container-matrix-${scheme}.png`) });
    await context.close();
  }
});
