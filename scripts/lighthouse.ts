/**
 * `npm run lighthouse`: runs Lighthouse (mobile preset) with the local
 * Chromium against the production server on a loopback port and prints the
 * category scores and key metrics for representative pages.
 * Options: --min-seo N, --min-perf N, --min-a11y N, --min-bp N (exit 1 below them);
 * --max-lcp SECONDS, --max-cls N, --max-tbt MS (exit 1 above them); --runs N (each page N times,
 * one row per run, every run must pass: TBT in particular varies between runs).
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../server/app";
import { readConfig } from "../server/config";

const PAGES = ["/", "/services/website-development/react", "/industries/healthcare", "/contactus", "/about/careers"];
const { values } = parseArgs({
  options: {
    "min-seo": { type: "string" },
    "min-perf": { type: "string" },
    "min-a11y": { type: "string" },
    "min-bp": { type: "string" },
    "max-lcp": { type: "string" },
    "max-cls": { type: "string" },
    "max-tbt": { type: "string" },
    runs: { type: "string", default: "1" },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);

const app = await buildApp({ ...readConfig(), port: 0, host: "127.0.0.1", logLevel: "warn" });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const rows: Record<string, string | number>[] = [];
let failed = false;
try {
  for (const path of PAGES.flatMap((page) => Array.from({ length: runs }, () => page))) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (result.lhr.runtimeError) console.error(`  ${path}: Lighthouse could not measure the page: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key: string) => audits[key]?.numericValue ?? NaN;
    const row = {
      page: path,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "LCP s": (metric("largest-contentful-paint") / 1000).toFixed(2),
      CLS: metric("cumulative-layout-shift").toFixed(3),
      "TBT ms": Math.round(metric("total-blocking-time")),
    };
    rows.push(row);
    const minimums: [string, number][] = [
      ["min-seo", row.seo],
      ["min-perf", row.perf],
      ["min-a11y", row.a11y],
      ["min-bp", row.bp],
    ];
    for (const [flag, value] of minimums) {
      const min = values[flag as keyof typeof values];
      if (typeof min === "string" && value < Number(min)) failed = true;
    }
    const maximums: [string, number][] = [
      ["max-lcp", metric("largest-contentful-paint") / 1000],
      ["max-cls", metric("cumulative-layout-shift")],
      ["max-tbt", metric("total-blocking-time")],
    ];
    for (const [flag, value] of maximums) {
      const max = values[flag as keyof typeof values];
      if (typeof max === "string" && !(value < Number(max))) failed = true;
    }
    for (const key of ["seo", "accessibility", "best-practices"]) {
      for (const ref of categories[key]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  ${path} ${key}: ${audit.id} — ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await app.close();
}
console.table(rows);
if (failed) {
  console.error("Lighthouse scores or metrics are outside the limits given.");
  process.exit(1);
}
