// Opens the built book in headless Chromium, as a reader would: the board pictures render, and
// "next" steps a move forward. Run by .ci/run after `apt-get install chromium`:
//   npm ci --prefix tests/browser && node --test tests/browser/
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const workspace = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const shots = join(workspace, "target", "browser");
const port = 4000 + Math.floor(Math.random() * 1000);
let server;
let browser;
let base;

/** Builds the book and serves it with the course tool; resolves with its URL once it listens. */
function serveBook() {
  return new Promise((resolve, reject) => {
    // A process group of its own: the course tool starts the book's server through a second
    // cargo, and stopping the group stops them all.
    server = spawn("cargo", ["run", "--quiet", "--", "book", "--port", String(port)], {
      cwd: workspace,
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    server.on("exit", (code) => reject(new Error(`the book server stopped (exit ${code})`)));
    server.stdout.on("data", (chunk) => {
      const serving = /Serving it at (\S+)/.exec(chunk.toString());
      if (serving) resolve(serving[1]);
    });
  });
}

/** Waits until the server answers a plain request, so the browser never meets a cold start. */
async function answering(url) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${url} does not answer`);
}

before(async () => {
  base = await serveBook();
  await answering(base);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.removeAllListeners("exit");
  if (server) process.kill(-server.pid);
});

/**
 * A new page showing `url`. Headless Chromium now and then stalls on a navigation right after
 * it starts, with nothing to do with the page; a stalled load is tried again, at most twice.
 */
async function open(url) {
  for (let attempt = 1; ; attempt++) {
    const page = await browser.newPage();
    try {
      await page.goto(url, { waitUntil: "domcontentloaded", timeout: 10_000 });
      return page;
    } catch (error) {
      await page.close();
      if (attempt === 3 || error.name !== "TimeoutError") throw error;
      console.log(`# loading ${url} stalled (attempt ${attempt}); trying again`);
    }
  }
}

/** The stone counts the visible picture of `figure` shows, pit 0 to 11. */
async function shownStones(figure) {
  return figure.evaluate((node) => {
    const frame = node.querySelector("[data-frame]:not([hidden])") ?? node;
    const counts = [...frame.querySelectorAll("text.stones[data-pit]")]
      .sort((a, b) => Number(a.dataset.pit) - Number(b.dataset.pit))
      .map((text) => text.textContent.trim());
    return counts;
  });
}

test("the board page draws the opening board", async () => {
  const page = await open(`${base}the-board.html`);
  const figure = page.locator("figure.ayoayo-board").first();
  await figure.waitFor();
  assert.deepEqual(await shownStones(figure), Array(12).fill("4"));
  await figure.screenshot({ path: join(shots, "the-board.png") });
  await page.close();
});

test("a move in chapter 3 steps forward when 'next' is clicked", async () => {
  const page = await open(`${base}03-sow.html`);
  const figure = page.locator("figure.ayoayo-board:has([data-action=next])").first();
  await figure.waitFor();
  const before = await shownStones(figure);
  assert.equal(before.length, 12, "twelve pits are drawn");
  await figure.locator("[data-action=next]").click();
  const after = await shownStones(figure);
  assert.notDeepEqual(after, before, "the board changes after one step");
  await figure.screenshot({ path: join(shots, "03-sow-step-1.png") });
  await page.screenshot({ path: join(shots, "03-sow.png"), fullPage: false });
  await page.close();
});

test("the built book works offline, from disk, down to the endless board of chapter 4", async () => {
  const file = pathToFileURL(join(workspace, "target", "book", "04-relay-sow.html"));
  const page = await open(file.href);
  const figure = page.locator("figure.ayoayo-board:has([data-action=next])").last();
  await figure.waitFor();
  const slider = figure.locator("input[type=range]");
  const last = await slider.getAttribute("max");
  await slider.fill(last);
  const caption = await figure.innerText();
  assert.match(caption, /for ever/, "the last frame of an endless move says it never ends");
  await figure.screenshot({ path: join(shots, "04-relay-sow-endless.png") });
  await page.close();
});

test("a Kalah move of 14 bins steps through to its own store", async () => {
  const page = await open(`${base}watching-a-move.html`);
  const figure = page.locator("figure.ayoayo-board:has([data-action=next])").last();
  await figure.waitFor();
  const before = await shownStones(figure);
  assert.equal(before.length, 14, "fourteen bins are drawn, the stores included");
  assert.deepEqual([before[6], before[13]], ["0", "0"], "both stores start empty");
  const slider = figure.locator("input[type=range]");
  await slider.fill(await slider.getAttribute("max"));
  const after = await shownStones(figure);
  assert.equal(after[6], "1", "the last stone lands in South's store");
  await figure.screenshot({ path: join(shots, "watching-a-move-kalah.png") });
  await page.close();
});

for (const [page, bins] of [["08-lagos", 12], ["09-oware", 12], ["10-awari", 14], ["11-kalah", 14]]) {
  test(`chapter ${page} draws its own board and steps through a move`, async () => {
    const tab = await open(`${base}${page}.html`);
    const figure = tab.locator("figure.ayoayo-board:has([data-action=next])").first();
    await figure.waitFor();
    const before = await shownStones(figure);
    assert.equal(before.length, bins, `a board of ${bins} is drawn`);
    await figure.locator("[data-action=next]").click();
    assert.notDeepEqual(await shownStones(figure), before, "the board changes after one step");
    await figure.screenshot({ path: join(shots, `${page}-step-1.png`) });
    await tab.close();
  });
}

test("the opponents page shows the tournament the reference played when the book was built", async () => {
  const page = await open(`${base}opponents.html`);
  const table = page.locator("table:has(th:text-is('pairing'))");
  await table.waitFor();
  const rows = await table.locator("tbody tr td:first-child").allTextContents();
  assert.deepEqual(rows, ["random vs greedy", "random vs search:3", "greedy vs search:3"]);
  await table.screenshot({ path: join(shots, "opponents-tournament.png") });
  await page.close();
});
