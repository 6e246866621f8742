// Opens the pages ayoayo-calltree's html::page draws for a trace in headless Chromium, as a
// learner would: stepping through a wrong `distribute` of chapter 2 (it forgets to skip the pit
// it scooped), jumping to its first difference, and a recursion that never ends, cut.
// The pages are made by the crate's example program; run with
//   node --test tests/browser/trace.test.mjs
// The fixture is the trace of tests/mutants/02-distribute/forgets_the_skip.rs on a whole lap,
// written by hand and checked equal to what `record` records when that mutant, instrumented,
// is run against the reference. The other traces are built below.
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
const fixtures = join(workspace, "tests", "browser", "fixtures");
let browser;
/** The file URL of each page, by name. */
const pages = {};

/** Writes the page of the trace at `tracePath` as target/browser/trace-NAME.html. */
function makePage(name, tracePath) {
  const out = join(shots, `trace-${name}.html`);
  const made = spawnSync("cargo", ["run", "--quiet", "-p", "ayoayo-calltree", "--example", "page", "--", tracePath, out], {
    cwd: workspace,
    stdio: ["ignore", "inherit", "inherit"],
  });
  assert.equal(made.status, 0, `the page of ${tracePath} is made`);
  pages[name] = pathToFileURL(out).href;
}

/** A trace written by the test, saved as target/browser/trace-NAME.json and made a page. */
function makePageOf(name, trace) {
  const path = join(shots, `trace-${name}.json`);
  writeFileSync(path, JSON.stringify(trace));
  makePage(name, path);
}

/** A `distribute` that forgets to count its stones down (it skips `skip` all right): it never
 * ends, and is cut at the depth limit with 1,001 calls running. */
function endless() {
  const calls = [];
  const board = [0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4];
  let pit = 1;
  for (let i = 0; i <= 1000; i++) {
    calls.push({
      function: "distribute",
      parent: i === 0 ? null : i - 1,
      args: [
        { name: "board", value: `[${board.join(", ")}]` },
        { name: "skip", value: "0" },
        { name: "pit", value: String(pit) },
        { name: "in_hand", value: "4" },
      ],
      result: null,
    });
    board[pit] += 1;
    pit = pit === 11 ? 1 : pit + 1;
  }
  return { call: "distribute([0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4], 0, 1, 4)", example: "first-move", calls,
    end: { end: "cut", cut: { limit: "depth", at: 1000 } } };
}

/** A tree recursion of `size` calls (each call makes two until the calls run out), all right. */
function large(size) {
  const calls = [];
  function call(parent, n) {
    const index = calls.length;
    calls.push({ function: "count", parent, args: [{ name: "n", value: String(n) }], result: null, reference: { reference: "agrees" } });
    for (const child of [n - 1, n - 2]) {
      if (child > 0 && calls.length < size) call(index, child);
    }
    calls[index].result = String(index);
  }
  while (calls.length < size) call(null, 30);
  return { call: "count(30)", calls, end: { end: "returned" } };
}

before(async () => {
  mkdirSync(shots, { recursive: true });
  makePage("skip", join(fixtures, "distribute-forgets-the-skip.json"));
  makePageOf("endless", endless());
  makePageOf("large", large(10_000));
  makePageOf("panicked", {
    call: "count(1)",
    calls: [
      { function: "count", parent: null, args: [{ name: "n", value: "1" }], result: null },
      { function: "count", parent: 0, args: [{ name: "n", value: "0" }], result: null },
    ],
    end: { end: "panicked", message: "attempt to subtract with overflow (at src/lib.rs:9)" },
  });
  makePageOf("none", { call: "count(2)", calls: [], end: { end: "returned" } });
  makePageOf("escaping", {
    call: "shout(\"</script><b>loud</b>\")",
    calls: [{ function: "shout", parent: null, args: [{ name: "text", value: "\"</script><b>loud</b>\"" }],
      result: "\"<!-- & -->\"", reference: { reference: "differs", answer: "\"<i>quiet</i>\"" } }],
    end: { end: "returned" },
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
});

after(async () => {
  await browser?.close();
});

/** The page `name` opened in a new tab, with the errors it logs collected in `errors`. */
async function open(name) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  tab.errors = [];
  tab.on("console", (message) => {
    if (message.type() === "error") tab.errors.push(message.text());
  });
  tab.on("pageerror", (error) => tab.errors.push(error.message));
  await tab.goto(pages[name], { waitUntil: "load" });
  await tab.locator("ol.frames li.frame").first().waitFor();
  return tab;
}

/** Closes `tab`, once it has logged no error. */
async function close(tab) {
  assert.deepEqual(tab.errors, [], "no error in the console");
  await tab.close();
}

const counter = (tab) => tab.locator(".ayoayo-counter").innerText();
const frames = (tab) => tab.locator("ol.frames li.frame");
const caption = (tab) => tab.locator(".trace-step").innerText();
/** The stones shown in pit `pit` of the board `board`, a locator. */
const stones = (board, pit) => board.locator(`td[title="pit ${pit}"]`).innerText();

test("the first step shows one frame, and 'next' adds the call it makes", async () => {
  const tab = await open("skip");
  assert.equal(await counter(tab), "step 1 of 24");
  assert.equal(await frames(tab).count(), 1);
  const first = frames(tab).first();
  assert.match(await first.innerText(), /distribute/);
  const board = first.locator("table.board");
  assert.equal(await board.count(), 1, "the board argument is drawn as a board");
  assert.equal(await stones(board, 3), "0", "pit 3, just scooped, is empty");
  assert.match(await caption(tab), /Call 1 \(distribute\) starts, from the example/);
  await tab.screenshot({ path: join(shots, "trace-first-step.png") });

  await tab.locator("[data-action=next]").click();
  assert.equal(await counter(tab), "step 2 of 24");
  assert.equal(await frames(tab).count(), 2, "the call it made is stacked on it");
  assert.match(await frames(tab).nth(1).getAttribute("class"), /current/, "the new frame is the current one");
  assert.equal(await tab.locator("ol.tree button.call").count(), 2, "the tree shows the two calls so far");
  await close(tab);
});

test("the last step says the run returned, with the first call's answer", async () => {
  const tab = await open("skip");
  await tab.locator("[data-action=last]").click();
  assert.equal(await counter(tab), "step 24 of 24");
  assert.equal(await frames(tab).count(), 1, "only the first call is left, returning");
  assert.match(await caption(tab), /Call 1 \(distribute\) returns .* The run returned\./);
  assert.equal(await tab.locator("ol.tree button.call").count(), 12, "all twelve calls are in the tree");
  await close(tab);
});

test("'go to the first difference' lands on the innermost call, with the reference's answer beside it", async () => {
  const tab = await open("skip");
  await tab.locator("[data-action=difference]").click();
  assert.equal(await counter(tab), "step 13 of 24", "the step where call 12 returns");
  const marked = tab.locator("ol.frames li.frame.current");
  assert.match(await marked.getAttribute("class"), /wrong/, "the call is shown as wrong");
  assert.equal(await marked.getAttribute("data-call"), "11");
  const [mine, reference] = [marked.locator(".result table.board"), marked.locator(".reference table.board")];
  assert.ok(await reference.isVisible(), "the reference's answer is on screen");
  assert.equal(await stones(mine, 3), "1", "the learner's drops its last stone into the skipped pit 3");
  assert.deepEqual([await stones(reference, 3), await stones(reference, 4)], ["0", "6"],
    "the reference passes over pit 3 and drops it into pit 4");
  assert.match(await caption(tab), /The first difference: the reference answers \(\[5, 5, 5, 0, 6/);
  const row = tab.locator("ol.tree button.call[aria-current=step]");
  assert.match(await row.getAttribute("class"), /wrong/, "the tree marks it too");
  assert.match(await row.innerText(), /first difference/);
  await tab.screenshot({ path: join(shots, "trace-first-difference.png") });
  await close(tab);
});

test("clicking a call in the tree jumps to its start", async () => {
  const tab = await open("skip");
  await tab.locator("[data-action=last]").click();
  await tab.locator("ol.tree button.call").nth(4).click();
  assert.equal(await counter(tab), "step 5 of 24");
  assert.equal(await frames(tab).count(), 5, "call 5 runs inside the four before it");
  assert.equal(await tab.locator("ol.tree button.call[aria-current=step]").getAttribute("data-call"), "4");
  await close(tab);
});

test("choosing a call with the keyboard keeps the focus on that call, not the top of the page", async () => {
  const tab = await open("skip");
  await tab.locator("[data-action=last]").click();
  await tab.locator("ol.tree button.call").nth(4).focus();
  await tab.keyboard.press("Enter");
  assert.equal(await counter(tab), "step 5 of 24");
  const focused = await tab.evaluate(() => [document.activeElement.dataset.call ?? document.activeElement.tagName,
    document.activeElement.getAttribute("aria-current")]);
  assert.deepEqual(focused, ["4", "step"], "the focus is on call 5's row, now the current one");
  await close(tab);
});

test("axe-core finds nothing against WCAG 2.2 A and AA on the trace page, light and dark, wide and on a phone", async () => {
  for (const name of ["skip", "endless", "panicked"]) {
    for (const colorScheme of ["light", "dark"]) {
      for (const width of [1280, 390]) {
        const tab = await open(name);
        await tab.setViewportSize({ width, height: 900 });
        await tab.emulateMedia({ colorScheme });
        await tab.locator("[data-action=difference]").click().catch(() => {});
        const { found, passed } = await wcagViolations(tab);
        assert.deepEqual(found, [], `${name}, ${colorScheme}, ${width}px`);
        assert.ok(passed > 10, "axe ran its rules");
        await close(tab);
      }
    }
  }
});

test("the arrow keys step, Home and End go to the ends; play turns into pause", async () => {
  const tab = await open("skip");
  await tab.keyboard.press("ArrowRight");
  await tab.keyboard.press("ArrowRight");
  assert.equal(await counter(tab), "step 3 of 24");
  await tab.keyboard.press("ArrowLeft");
  assert.equal(await counter(tab), "step 2 of 24");
  await tab.keyboard.press("End");
  assert.equal(await counter(tab), "step 24 of 24");
  await tab.keyboard.press("Home");
  assert.equal(await counter(tab), "step 1 of 24");
  const play = tab.locator("[data-action=play]");
  await play.click();
  assert.equal(await play.getAttribute("aria-label"), "pause");
  await play.click();
  assert.equal(await play.getAttribute("aria-label"), "play");
  await close(tab);
});

test("the page follows a dark system setting", async () => {
  const tab = await open("skip");
  const background = () => tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await tab.emulateMedia({ colorScheme: "light" });
  const light = await background();
  await tab.emulateMedia({ colorScheme: "dark" });
  assert.notEqual(await background(), light);
  await tab.locator("[data-action=difference]").click();
  await tab.screenshot({ path: join(shots, "trace-first-difference-dark.png") });
  await close(tab);
});

test("a recursion that never ends is cut, and its last step says so", async () => {
  const tab = await open("endless");
  const difference = tab.locator("[data-action=difference]");
  assert.equal(await difference.isDisabled(), true, "no call returned, none differs");
  assert.equal(await difference.innerText(), "No call returned");
  await tab.locator("[data-action=last]").click();
  assert.equal(await counter(tab), "step 1002 of 1002");
  assert.match(await caption(tab), /cut: 1000 calls were running, each inside the one before\. A recursion that never ends\?/);
  assert.equal(await frames(tab).count(), 22, "the outermost and the innermost frames");
  assert.match(await tab.locator("ol.frames li.elided").innerText(), /979 more frames/);
  assert.match(await frames(tab).last().innerText(), /stopped here/);
  await tab.screenshot({ path: join(shots, "trace-cut.png") });
  await close(tab);
});

test("a run that panicked ends by saying so, on the frame it panicked in", async () => {
  const tab = await open("panicked");
  await tab.locator("[data-action=last]").click();
  assert.equal(await counter(tab), "step 3 of 3", "two starts, then the end");
  assert.match(await caption(tab), /The run panicked: attempt to subtract with overflow \(at src\/lib\.rs:9\)/);
  assert.equal(await frames(tab).count(), 2, "the two calls still running");
  assert.match(await frames(tab).last().innerText(), /panicked here/);
  await close(tab);
});

test("a run that called no traced function says so", async () => {
  const tab = await browser.newPage();
  const errors = [];
  tab.on("pageerror", (error) => errors.push(error.message));
  await tab.goto(pages.none, { waitUntil: "load" });
  assert.equal(await caption(tab), "No traced function was called. The run returned.");
  assert.equal(await tab.locator(".ayoayo-controls").isVisible(), false, "nothing to step through");
  await tab.keyboard.press("ArrowRight");
  assert.deepEqual(errors, []);
  await tab.close();
});

test("every value is text: a learner's string cannot make markup", async () => {
  const tab = await open("escaping");
  await tab.locator("[data-action=last]").click();
  assert.equal(await tab.locator("main b, main i").count(), 0, "no element came from a value");
  const text = await tab.locator("ol.frames").innerText();
  assert.ok(text.includes("\"</script><b>loud</b>\""), "the argument is shown as written");
  assert.ok(text.includes("\"<!-- & -->\""), "so is the result");
  assert.ok(text.includes("\"<i>quiet</i>\""), "and the reference's answer");
  assert.equal(await tab.title(), "The calls of shout(\"</script><b>loud</b>\")");
  await close(tab);
});

test("a trace of 10,000 calls keeps the page small: it draws one step at a time", async () => {
  const started = performance.now();
  const tab = await open("large");
  const opened = performance.now() - started;
  assert.equal(await counter(tab), "step 1 of 20000");
  const slider = tab.locator("input[type=range]");
  const stepped = performance.now();
  await slider.fill("12345");
  assert.equal(await counter(tab), "step 12346 of 20000");
  const jump = performance.now() - stepped;
  // A hundred steps forward from there, each drawn in full before the next key is handled.
  const hundred = await tab.evaluate(() => {
    const begun = performance.now();
    for (let k = 0; k < 100; k++) {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
    }
    return performance.now() - begun;
  });
  assert.equal(await counter(tab), "step 12446 of 20000");
  const currentCall = async () => [
    await tab.locator("ol.frames li.frame.current").getAttribute("data-call"),
    await tab.locator("ol.tree button.call[aria-current=step]").getAttribute("data-call"),
  ];
  const [frame, row] = await currentCall();
  assert.equal(row, frame, "the tree's current row is the current frame's call");
  await tab.keyboard.press("Home");
  assert.deepEqual(await currentCall(), ["0", "0"], "back at the start, the window moved with it");
  assert.equal(await tab.locator("ol.tree button.call").count(), 1);
  const rows = await tab.locator("ol.tree li").count();
  assert.ok(rows <= 302, `the tree shows a window of the calls (${rows} rows), not all 10,000`);
  console.log(`# 10,000 calls: the page opened in ${opened.toFixed(0)} ms, a jump to step 12346 took ` +
    `${jump.toFixed(0)} ms, 100 steps forward ${hundred.toFixed(0)} ms`);
  await close(tab);
});
