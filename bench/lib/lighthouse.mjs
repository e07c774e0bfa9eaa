// @ts-check
// Lighthouse with Debian's Chromium: mobile form factor and default simulated throttling (its defaults),
// signed in through a Cookie header.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium.mjs";

const chromeFlags = ["--headless=new", ...chromiumArgs];

/**
 * A category's score out of 100 (a category whose score Lighthouse could not compute counts as 0).
 * @param {{ score: number | null } | undefined} category
 */
const score = (category) => (category ? Math.round((category.score ?? 0) * 100) : null);

/**
 * @param {string} url
 * @param {string} cookie
 * @param {string[]} categories Lighthouse category ids
 */
export async function runLighthouse(url, cookie, categories) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      extraHeaders: { Cookie: cookie },
    });
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { lhr } = result;
    const failing = [];
    for (const id of categories) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < (id === "performance" ? 0.9 : 1))
          failing.push(`${id}/${ref.id} (${audit.displayValue ?? audit.score})`);
      }
    }
    if (lhr.runtimeError) failing.push(`runtime error: ${lhr.runtimeError.message}`);
    return {
      lhr,
      scores: {
        performance: score(lhr.categories.performance),
        accessibility: score(lhr.categories.accessibility),
        bestPractices: score(lhr.categories["best-practices"]),
        seo: score(lhr.categories.seo),
      },
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
      failing,
    };
  } finally {
    await chrome.kill();
  }
}
