// Opens both editions of the built book in headless Chromium, as a reader would: the board
// pictures render, "next" steps a move forward; the learner's edition has no page of the
// teacher's kit, no teacher notes, no folded reference of a chapter (a line pointing to
// `cargo run -- solution` instead) and no dead link, and the teacher's edition has them all.
// Run by .ci/run after `apt-get install chromium`:
//   npm ci --prefix tests/browser && node --test tests/browser/
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { wcagViolations } from "./axe.mjs";

const workspace = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const shots = join(workspace, "target", "browser");
const port = 4000 + Math.floor(Math.random() * 1000);
const servers = [];
let browser;
/** Where each edition is served: the learner's (`cargo run -- book`) and the teacher's. */
let base;
let teacherBase;

/**
 * Builds an edition of the book and serves it with the course tool (`extra` adds its options);
 * resolves with its URL once it listens.
 */
function serveBook(port, extra = []) {
  return new Promise((resolve, reject) => {
    // A process group of its own: the course tool starts the book's server through a second
    // cargo, and stopping the group stops them all.
    const server = spawn("cargo", ["run", "--quiet", "--", "book", "--port", String(port), ...extra], {
      cwd: workspace,
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    });
    servers.push(server);
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
  // One after the other: the second build waits for no cargo lock.
  base = await serveBook(port);
  await answering(base);
  teacherBase = await serveBook(port + 1000, ["--teacher"]);
  await answering(teacherBase);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  for (const server of servers) {
    server.removeAllListeners("exit");
    process.kill(-server.pid);
  }
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

for (const [page, title] of [
  ["12-perft", "Perft"],
  ["13-minimax", "Minimax"],
  ["14-alpha-beta", "Alpha-beta"],
  ["15-memo", "Memo"],
  ["16-endgames", "Endgames"],
  ["17-tchoukaillon", "Tchoukaillon"],
  ["18-game-tree", "Game tree"],
  ["19-lazy-tree", "Lazy tree"],
  ["20-lazy-alpha-beta", "Lazy alpha-beta"],
  ["21-sharing", "Sharing"],
]) {
  test(`The page ${page} (Parts III and IV) renders its title and its code, with teacher notes in the teacher's edition only`, async () => {
    // Every block of teacher notes the page's source writes (the lab's, the drills'), in the
    // teacher's edition; none in the learner's.
    const source = readFileSync(join(workspace, "book", "src", `${page}.md`), "utf8");
    const written = source.split('<details class="teacher-notes">').length - 1;
    assert.ok(written >= 1, `${page}.md has teacher notes`);
    for (const [edition, url, notes] of [["learner", base, 0], ["teacher", teacherBase, written]]) {
      const tab = await open(`${url}${page}.html`);
      await tab.locator("main h1").first().waitFor();
      assert.equal((await tab.locator("main h1").first().innerText()).trim(), title);
      assert.ok((await tab.locator("main pre code").count()) > 0, "the page shows code");
      assert.equal(await tab.locator("details.teacher-notes").count(), notes,
        `${notes} set of teacher notes in the ${edition}'s edition`);
      await tab.screenshot({ path: join(shots, `${page}-${edition}.png`), fullPage: false });
      await tab.close();
    }
  });
}

test("chapter 4 of the learner's edition points to `cargo run -- solution` instead of folding the reference; the teacher's folds it", async () => {
  const page = "04-relay-sow.html";
  // The functions chapter 4 asks for, and its challenge: none of their code is in the learner's.
  const answers = ["fn relay_sow(", "fn relay_states(", "fn try_relay_sow(", "fn relay_path("];
  const shownIn = (texts) => answers.filter((answer) => texts.some((text) => text.includes(answer)));

  const learner = await open(`${base}${page}`);
  await learner.locator("main h1").first().waitFor();
  assert.equal(await learner.locator("main details.reference").count(), 0, "no reference block");
  const folded = await learner.locator("main details").evaluateAll((blocks) => blocks.map((block) => block.textContent));
  assert.deepEqual(shownIn(folded), [], "no <details> shows the reference's code");
  const code = await learner.locator("main code").allTextContents();
  assert.deepEqual(shownIn(code), [], "no code of the page defines a function of the exercise");
  const pointer = learner.locator("main p.solution-pointer");
  assert.equal(await pointer.count(), 1, "one line says where the reference is");
  assert.match(await pointer.innerText(), /once your tests pass, cargo run -- solution relay-sow prints it/);
  // The page still works from the keyboard: the step-through's "next" takes Enter.
  const figure = learner.locator("figure.ayoayo-board:has([data-action=next])").first();
  const before = await shownStones(figure);
  await figure.locator("[data-action=next]").focus();
  await learner.keyboard.press("Enter");
  assert.notDeepEqual(await shownStones(figure), before, "Enter on 'next' steps the move");
  await pointer.screenshot({ path: join(shots, "04-relay-sow-solution-pointer.png") });
  await learner.close();

  const teacher = await open(`${teacherBase}${page}`);
  const reference = teacher.locator("main details.reference").first();
  await reference.waitFor();
  assert.equal(await teacher.locator("main p.solution-pointer").count(), 0, "the teacher's edition keeps the block");
  assert.equal(await reference.evaluate((block) => block.open), false, "the reference starts folded");
  await reference.locator("summary").focus();
  await teacher.keyboard.press("Enter");
  assert.equal(await reference.evaluate((block) => block.open), true, "Enter on its summary opens it");
  assert.ok((await reference.locator("pre code").allTextContents()).some((text) => text.includes("fn relay_sow(")),
    "the teacher's reference block holds relay_sow");
  await teacher.close();
});

/** The pages the sidebar of the edition at `url` links to, as absolute URLs, in order. */
async function sidebarPages(url) {
  const tab = await open(`${url}toc.html`);
  const links = await tab.$$eval("a[href]", (anchors) => anchors.map((a) => a.href));
  await tab.close();
  return [...new Set(links.map((link) => link.split("#")[0]))];
}

/**
 * Every page of the sidebar at `url`, opened: for each, how many teacher-notes blocks it has;
 * and every link of those pages that stays on the site, without its anchor.
 */
async function crawl(url) {
  const notes = new Map();
  const links = new Set();
  const tab = await browser.newPage();
  // The pages' HTML is all this reads: leave out their scripts, styles and pictures.
  await tab.route("**/*", (route) =>
    route.request().resourceType() === "document" ? route.continue() : route.abort());
  for (const page of await sidebarPages(url)) {
    await tab.goto(page, { waitUntil: "domcontentloaded", timeout: 10_000 });
    notes.set(page.slice(url.length), await tab.locator("details.teacher-notes").count());
    for (const link of await tab.$$eval("a[href]", (anchors) => anchors.map((a) => a.href))) {
      if (link.startsWith(url)) links.add(link.split("#")[0]);
    }
  }
  await tab.close();
  return { notes, links };
}

/** The links of `links` that the server does not answer with a page. */
async function deadLinks(links) {
  const answers = await Promise.all([...links].map(async (link) => [link, (await fetch(link)).status]));
  return answers.filter(([, status]) => status !== 200).map(([link, status]) => `${link} (${status})`);
}

test("the learner's edition has no page of the teacher's kit, no teacher notes and no dead link", async () => {
  const { notes, links } = await crawl(base);
  assert.ok(notes.has("01-scoop.html") && notes.has("for-teachers.html"), "the sidebar lists the chapters and For teachers");
  assert.deepEqual([...notes.keys()].filter((page) => page.startsWith("teachers/")), [], "no kit page in the sidebar");
  assert.deepEqual([...notes].filter(([, count]) => count > 0), [], "no page has teacher notes");
  assert.deepEqual([...links].filter((link) => link.includes("/teachers/")), [], "no link into the kit");
  assert.deepEqual(await deadLinks(links), [], "every link leads to a page");
  assert.equal((await fetch(`${base}teachers/quizzes.html`)).status, 404, "the kit's pages are not there");
  // For teachers names the kit's pages as text that says where they are.
  const tab = await open(`${base}for-teachers.html`);
  const kit = tab.locator("main span.teachers-edition");
  assert.ok((await kit.count()) > 0, "For teachers names the kit's pages");
  assert.match(await kit.first().getAttribute("title"), /teacher's edition/);
  await tab.screenshot({ path: join(shots, "for-teachers-learner.png"), fullPage: false });
  await tab.close();
});

test("the teacher's edition has the teacher's kit, each chapter's teacher notes and no dead link", async () => {
  const { notes, links } = await crawl(teacherBase);
  const kit = [...notes.keys()].filter((page) => page.startsWith("teachers/"));
  assert.ok(kit.length > 0, "the sidebar lists the kit's pages");
  const learners = (await sidebarPages(base)).map((page) => page.slice(base.length));
  assert.deepEqual([...notes.keys()].filter((page) => !kit.includes(page)), learners,
    "besides the kit, the same pages as the learner's edition");
  const chapters = learners.filter((page) => /^\d+-/.test(page));
  assert.ok(chapters.length > 0, "the sidebar lists the chapters");
  assert.deepEqual(chapters.filter((page) => notes.get(page) < 1), [], "every chapter has teacher notes");
  assert.deepEqual(await deadLinks(links), [], "every link leads to a page");
  const tab = await open(`${teacherBase}${kit[0]}`);
  await tab.locator("main h1").first().waitFor();
  assert.ok((await tab.locator("main h1").first().innerText()).trim().length > 0, `${kit[0]} has a title`);
  await tab.close();
});

test("the Tchoukaillon page draws the ratio approaching pi", async () => {
  const tab = await open(`${base}17-tchoukaillon.html`);
  const plot = tab.locator("main img[src*='tchoukaillon-ratio'], main svg").first();
  await plot.waitFor();
  const box = await plot.boundingBox();
  assert.ok(box && box.width > 100 && box.height > 50, "the plot is drawn at a readable size");
  await tab.close();
});

test("the Game tree page draws its tree of letters and the outline of a grown tree", async () => {
  const tab = await open(`${base}18-game-tree.html`);
  const figure = tab.locator("main svg[aria-labelledby='letters-title']");
  await figure.waitFor();
  const box = await figure.boundingBox();
  assert.ok(box && box.width > 100 && box.height > 100, "the tree is drawn at a readable size");
  assert.equal(await figure.locator("circle").count(), 4, "four nodes: a, b, c and d");
  const outline = await tab.locator("main pre code", { hasText: "(game over)" }).first().innerText();
  assert.ok(outline.includes("└─"), "the grown tree's outline is on the page");
  await tab.close();
});

test("the Sharing page draws the cells the branches share", async () => {
  const tab = await open(`${base}21-sharing.html`);
  const figure = tab.locator("main img[src*='sharing-cells']").first();
  await figure.waitFor();
  const box = await figure.boundingBox();
  assert.ok(box && box.width > 100 && box.height > 50, "the figure is drawn at a readable size");
  await tab.close();
});

test("the Distribute page shows the reference's calls as a tree, coloured by role", async () => {
  const tab = await open(`${base}02-distribute.html`);
  const figure = tab.locator("main figure.ayoayo-calltree").first();
  await figure.waitFor();
  const tree = await figure.locator("pre").innerText();
  assert.ok(tree.startsWith("distribute(board: ①, skip: 0, pit: 1, in_hand: 4)"), tree);
  assert.ok(tree.includes("└─ distribute(board: ①, skip: 0, pit: 4, in_hand: 1)"), tree);
  assert.ok(!tree.includes("✗"), "the reference's calls all agree with the reference");
  const caption = await figure.locator("figcaption").innerText();
  assert.ok(caption.includes("cargo run -- trace distribute --example first-move"), caption);
  const name = figure.locator("pre span.ct-function").first();
  const colour = await name.evaluate((node) => getComputedStyle(node).color);
  const plain = await figure.locator("pre").evaluate((node) => getComputedStyle(node).color);
  assert.notEqual(colour, plain, "a function's name has a colour of its own");
  await figure.screenshot({ path: join(shots, "02-distribute-calltree.png") });
  await tab.close();
});

// Accessibility (WCAG 2.2 AA): axe-core on every page of both editions in a light and a dark
// theme, then what axe cannot see: the words a screen reader hears for a stepped board, the
// print form, the skip link and the keyboard's way to the table of contents, a phone's width.

/** The pages of the edition served at `root` in `theme`: all its table of contents links to,
 * and the pages mdBook makes beside them: the whole book to print, the 404 page, and in the
 * light theme the table of contents a reader without scripts is shown (always light, as no
 * script applies a theme to it). */
async function pagesOf(tab, root, theme) {
  await tab.goto(root, { waitUntil: "load" });
  const linked = await tab.evaluate(() => [...document.querySelectorAll(".sidebar a[href]")]
    .map((link) => link.href.split("#")[0])
    .filter((href) => href.endsWith(".html")));
  const made = theme === "light" ? ["print", "404", "toc"] : ["print", "404"];
  return [...new Set([...linked, ...made.map((page) => `${root}${page}.html`)])];
}

for (const [edition, root] of [["learner's", () => base], ["teacher's", () => teacherBase]]) {
  for (const theme of ["light", "navy"]) {
    test(`axe-core finds nothing against WCAG 2.2 A and AA on any page of the ${edition} edition, ${theme} theme`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addInitScript((chosen) => localStorage.setItem("mdbook-theme", chosen), theme);
      const tab = await context.newPage();
      const pages = await pagesOf(tab, root(), theme);
      assert.ok(pages.length > 30, `the table of contents lists the book's pages (${pages.length})`);
      const found = [];
      for (const url of pages) {
        await tab.goto(url, { waitUntil: "load" });
        assert.equal(await tab.evaluate(() => document.documentElement.classList.contains(localStorage.getItem("mdbook-theme"))), true,
          `${url} is shown in the ${theme} theme`);
        const { found: here, passed } = await wcagViolations(tab);
        assert.ok(passed >= 5, `axe ran its rules on ${url}`);
        found.push(...here.map((line) => `${url.split("/").pop()}: ${line}`));
      }
      await context.close();
      assert.deepEqual(found, []);
    });
  }
}

/** The first stepped move of chapter 3, its picture and its slider. */
async function firstMove(tab) {
  const figure = tab.locator("figure.ayoayo-board:has([data-action=next])").first();
  await figure.waitFor();
  return { figure, svg: figure.locator("svg.ayoayo-svg[role=img]"), slider: figure.locator("input[type=range]") };
}

test("a stepped board's words for a screen reader follow the step: its counts and its marks", async () => {
  const tab = await open(`${base}03-sow.html`);
  const { figure, svg, slider } = await firstMove(tab);
  const opening = await svg.getAttribute("aria-label");
  for (const step of [0, 5, Number(await slider.getAttribute("max"))]) {
    await slider.fill(String(step));
    const words = await svg.getAttribute("aria-label");
    const stones = await shownStones(figure);
    const north = [11, 10, 9, 8, 7, 6].map((pit) => stones[pit]).join(" ");
    const south = [0, 1, 2, 3, 4, 5].map((pit) => stones[pit]).join(" ");
    assert.ok(words.includes(`North, pits 11 to 6: ${north}. South, pits 0 to 5: ${south}.`), `step ${step}: ${words}`);
    for (const [role, said] of [["origin", "Start of the move"], ["active", "This step"], ["end", "Where the move ends"]]) {
      const marked = await figure.locator(`g.pit.${role}`).evaluateAll((groups) => groups.map((g) => g.dataset.pit));
      const named = marked.length === 0 || new RegExp(`${said}[^:]*: pits? ${marked.join("(, | and )")}\\.`).test(words);
      assert.ok(named && (marked.length > 0 || !words.includes(said)), `step ${step}, pits ${marked} (${role}): ${words}`);
    }
    if (step === 5) assert.notEqual(words, opening, "step 5 is not the opening board");
  }
  await tab.close();
});

test("printed, a move shows its last frame with no controls, and the screen gets its step back", async () => {
  const tab = await open(`${base}03-sow.html`);
  const { figure, slider } = await firstMove(tab);
  const last = await slider.getAttribute("max");
  await slider.fill("2");
  await tab.emulateMedia({ media: "print" });
  await tab.waitForFunction(() => document.querySelector("figure.ayoayo-move").dataset.frame !== "2");
  assert.equal(await figure.getAttribute("data-frame"), last, "the last frame is printed");
  assert.equal(await figure.locator(".ayoayo-controls").isVisible(), false, "no dead controls on paper");
  for (const role of ["origin", "end"]) {
    assert.ok(await figure.locator(`g.pit.${role}`).count() > 0, `the ${role} the legend names is drawn`);
  }
  await tab.emulateMedia({ media: "screen" });
  await tab.waitForFunction(() => document.querySelector("figure.ayoayo-move").dataset.frame === "2");
  assert.equal(await figure.locator(".ayoayo-controls").isVisible(), true);
  await tab.close();
});

test("printed at A4 width, no call tree wraps across its guides", async () => {
  const tab = await browser.newPage({ viewport: { width: 700, height: 1000 } });
  await tab.goto(`${base}print.html`, { waitUntil: "load" });
  await tab.emulateMedia({ media: "print" });
  const trees = await tab.locator("pre.ayoayo-calltree").evaluateAll((pres) => pres.map((pre) => ({
    fits: pre.scrollWidth <= pre.clientWidth + 1,
    nowrap: getComputedStyle(pre).whiteSpace === "pre",
    first: pre.textContent.split("\n")[0],
  })));
  assert.ok(trees.length >= 10, `the book's call trees are printed (${trees.length})`);
  assert.deepEqual(trees.filter((tree) => !tree.fits || !tree.nowrap), []);
  await tab.close();
});

test("the keyboard skips to the content first, and reaches the table of contents' toggle", async () => {
  const tab = await open(`${base}03-sow.html`);
  await tab.keyboard.press("Tab");
  const first = await tab.evaluate(() => [document.activeElement.className, document.activeElement.textContent]);
  assert.deepEqual(first, ["ayoayo-skip", "Skip to the page's content"]);
  assert.ok(await tab.locator(".ayoayo-skip").isVisible(), "the skip link shows when it has the focus");
  await tab.keyboard.press("Enter");
  assert.equal(await tab.evaluate(() => document.activeElement.tagName), "MAIN");
  const toggle = tab.locator("#mdbook-sidebar-toggle");
  assert.equal(await toggle.getAttribute("role"), "button");
  const visible = () => tab.evaluate(() => document.documentElement.classList.contains("sidebar-visible"));
  const before = await visible();
  await toggle.focus();
  await tab.keyboard.press("Enter");
  assert.equal(await visible(), !before, "Enter on the toggle shows or hides the table of contents");
  await tab.close();
});

test("on a 390-pixel phone a board's counts stay 12 pixels high and its pit numbers over 10", async () => {
  const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await tab.goto(`${base}03-sow.html`, { waitUntil: "load" });
  // A text's size on screen: its font size in the picture's units, times the picture's scale.
  const sizes = await tab.locator("figure.ayoayo-board svg[role=img]").first().evaluate((svg) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const px = (selector) => parseFloat(getComputedStyle(svg.querySelector(selector)).fontSize) * scale;
    return { scale, stones: px("text.stones"), number: px("text.pit-number") };
  });
  assert.ok(sizes.scale < 0.7, `the board is shrunk to the phone's width (${sizes.scale})`);
  assert.ok(sizes.stones >= 12, `counts: ${sizes.stones.toFixed(1)} px`);
  assert.ok(sizes.number >= 10.5, `pit numbers: ${sizes.number.toFixed(1)} px`);
  await tab.close();
});
