// axe-core run in a page against WCAG 2.0, 2.1 and 2.2 at levels A and AA, shared by the
// browser tests (the book's pages, the trace page, grades.html).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The rule sets a page must pass: WCAG 2.x, levels A and AA. */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * What axe-core finds against WCAG 2.x A and AA in `tab` as it is now: one line a rule broken,
 * with how many elements break it and the first of them, so a failure names what to fix.
 * Also returns how many rules passed, so a caller can tell that axe really ran.
 */
export async function wcagViolations(tab) {
  if (!(await tab.evaluate(() => Boolean(window.axe)))) {
    await tab.addScriptTag({ content: axeSource });
  }
  const results = await tab.evaluate((tags) => window.axe.run(document, { runOnly: { type: "tag", values: tags } }), WCAG_AA);
  const found = results.violations.map((rule) =>
    `${rule.id}: ${rule.nodes.length} (${rule.help}), first ${rule.nodes[0].target.join(" ")}: ` +
    (rule.nodes[0].failureSummary ?? "").replace(/\s+/g, " "));
  return { found, passed: results.passes.length };
}
