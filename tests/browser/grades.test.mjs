// Opens the grades.html `grade` writes in headless Chromium, as a teacher would after grading a
// class of 20: the chart and its table must tell the same counts, the typical mistakes must be
// named with their learners, the page must be usable by keyboard and on a phone, and axe-core
// must find nothing against WCAG 2.2 A and AA. The class is written here as a grades.json and
// drawn by the example program `grades_page`, with the tool's own code; run with
//   node --test tests/browser/grades.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { wcagViolations } from "./axe.mjs";

const workspace = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const shots = join(workspace, "target", "browser");
let browser;
let page;

/** A chapter's grade: `state`, with `passed` of `total` tests. */
const grade = (chapter, state, passed = 0, total = 0) => ({ chapter, state, passed, total });

/** Where each of the 20 learners stands in scoop, distribute and sow, and the counts expected:
 * [passing, failing, stuck, not built, not started or missing] a chapter. */
function classOf20() {
  const learners = [];
  for (let n = 1; n <= 20; n++) {
    const name = `learner-${String(n).padStart(2, "0")}`;
    const scoop = n <= 12 ? grade("scoop", "passing", 9, 9) : n <= 18 ? grade("scoop", "failing", 3, 9)
      : n === 19 ? grade("scoop", "does_not_compile") : grade("scoop", "not_started");
    const distribute = n <= 6 ? grade("distribute", "passing", 16, 16) : n <= 10 ? grade("distribute", "failing", 7, 16)
      : n === 11 ? grade("distribute", "stuck", 2, 16) : n === 12 ? grade("distribute", "refused") : grade("distribute", "missing");
    const sow = n === 1 ? grade("sow", "failing", 1, 12) : grade("sow", "not_started");
    learners.push({ name, chapters: [scoop, distribute, sow] });
  }
  const mistakes = [
    {
      chapter: "scoop",
      seen: [
        { mistakes: [{ name: "takes_one_stone", description: "picks up a single stone, as if sowing one at a time, instead of the whole pit." }],
          learners: ["learner-13", "learner-14", "learner-15", "learner-16"] },
        { mistakes: [{ name: "leaves_the_pit_full", description: "hands over the pit's stones but forgets to empty the pit." }],
          learners: ["learner-17"] },
      ],
      unknown: ["learner-18"],
    },
    {
      chapter: "distribute",
      seen: [{ mistakes: [{ name: "wraps_at_eleven", description: "wraps round after pit 10 (`% 11`), so pit 11 is never sown." }],
        learners: ["learner-07", "learner-08", "learner-09", "learner-10", "learner-11"] }],
      unknown: [],
    },
  ];
  const grades = { schema: 2, graded_at: "2026-12-18T17:05:00Z", chapters: ["scoop", "distribute", "sow"], learners, mistakes };
  const counts = { scoop: [12, 6, 0, 1, 1], distribute: [6, 4, 1, 1, 8], sow: [0, 1, 0, 0, 19] };
  return { grades, counts };
}

const { grades, counts } = classOf20();

before(async () => {
  mkdirSync(shots, { recursive: true });
  const json = join(shots, "grades.json");
  const html = join(shots, "grades.html");
  writeFileSync(json, JSON.stringify(grades));
  const made = spawnSync("cargo", ["run", "--quiet", "--example", "grades_page", "--", json, html], {
    cwd: workspace,
    stdio: ["ignore", "inherit", "inherit"],
  });
  assert.equal(made.status, 0, "grades.html is drawn");
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  page = pathToFileURL(html).href;
});

after(async () => {
  await browser?.close();
});

/** The page in a new tab `width` pixels wide, with the errors it logs collected. */
async function open(width = 1280) {
  const tab = await browser.newPage({ viewport: { width, height: 900 } });
  tab.errors = [];
  tab.on("console", (message) => {
    if (message.type() === "error") tab.errors.push(message.text());
  });
  tab.on("pageerror", (error) => tab.errors.push(error.message));
  await tab.goto(page, { waitUntil: "load" });
  return tab;
}

test("the table under the chart gives each chapter's counts, and the chart draws the same", async () => {
  const tab = await open();
  for (const [chapter, expected] of Object.entries(counts)) {
    const cells = await tab.locator(`tr:has(th[scope=row]:text-is("${chapter}")) td`).allInnerTexts();
    assert.deepEqual(cells.map(Number), expected, chapter);
    // Each group drawn is as wide as its share of the class, in the chart's own units.
    const widths = await tab.locator("svg.chart > rect").evaluateAll((rects, chapter) =>
      rects.filter((r) => r.querySelector("title").textContent.startsWith(`${chapter}:`))
        .map((r) => Number(r.getAttribute("width"))), chapter);
    const drawn = expected.filter((n) => n > 0).map((n) => (420 * n) / 20);
    assert.deepEqual(widths.map((w) => Math.round(w)), drawn.map((w) => Math.round(w)), chapter);
    const pass = await tab.locator("svg.chart text").allTextContents();
    assert.ok(pass.includes(`${expected[0]}/20 pass`), `${chapter}: ${pass}`);
  }
  // The chart is one picture, named for a screen reader, pointing to the table.
  const chart = tab.getByRole("img");
  assert.equal(await chart.count(), 1);
  const name = await chart.evaluate((svg) => svg.querySelector("title").textContent);
  assert.match(name, /how many of the 20 learners pass/);
  assert.deepEqual(tab.errors, []);
  await tab.close();
});

test("the typical mistakes are named with how many learners made them, and who", async () => {
  const tab = await open();
  const items = await tab.locator("h3:text-is('scoop') + ul li").allInnerTexts();
  assert.deepEqual(items, [
    "4 learners: picks up a single stone, as if sowing one at a time, instead of the whole pit. (takes_one_stone) — learner-13, learner-14, learner-15, learner-16",
    "1 learner: hands over the pit's stones but forgets to empty the pit. (leaves_the_pit_full) — learner-17",
    "1 learner: matches no typical mistake — learner-18",
  ]);
  const code = await tab.locator("h3:text-is('distribute') + ul li code").allInnerTexts();
  assert.deepEqual(code, ["% 11", "wraps_at_eleven"]);
  await tab.close();
});

test("the keyboard reaches every part that scrolls, and a phone scrolls the chart, not the page", async () => {
  const tab = await open(390);
  const regions = await tab.locator("[role=region]").count();
  const reached = [];
  for (let press = 0; press < regions; press++) {
    await tab.keyboard.press("Tab");
    reached.push(await tab.evaluate(() => document.activeElement.getAttribute("aria-label")));
  }
  assert.deepEqual(reached, ["The chart", "Learners by chapter", "Each learner"]);
  const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  // The chart keeps its size, so its words stay as large as the page's.
  const size = await tab.locator("svg.chart text").first().evaluate((t) => t.getBoundingClientRect().height);
  assert.ok(size >= 12, `the chart's words are ${size}px high`);
  await tab.close();
});

test("axe-core finds nothing against WCAG 2.2 A and AA, on a wide screen and a phone", async () => {
  for (const width of [1280, 390]) {
    const tab = await open(width);
    const { found, passed } = await wcagViolations(tab);
    assert.deepEqual(found, [], `at ${width}px`);
    assert.ok(passed > 10, "axe ran its rules");
    await tab.close();
  }
});
