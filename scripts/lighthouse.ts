/**
 * `npm run lighthouse`: runs Lighthouse (mobile preset) with the local
 * Chromium against the production server on a loopback port and prints the
 * category scores and key metrics for representative pages.
 * Options: --min-seo N, --min-perf N, --min-a11y N, --min-bp N (exit 1 below them);
 * --max-lcp SECONDS, --max-cls N, --max-tbt MS (exit 1 above them); --runs N: each page N times, a row
 * per run and one for the median of each score and metric, which the limits then apply to (Lighthouse's
 * variability guide: a single run moves with CPU contention, TBT most of all; the median of several is
 * about twice as stable); --paths /a,/b: measure those pages instead of the five representative ones.
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { buildApp } from "../server/app";
import { readConfigOrExit } from "../server/config";

const DEFAULT_PAGES = ["/", "/services/website-development/react", "/industries/healthcare", "/contactus", "/about/careers"];
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
    // Other pages than the five representative ones: --paths /services/devops,/gallery
    paths: { type: "string" },
  },
});
const PAGES = values.paths ? values.paths.split(",").map((path) => path.trim()).filter(Boolean) : DEFAULT_PAGES;
if (PAGES.some((path) => !path.startsWith("/"))) throw new Error(`--paths takes site paths starting with "/", got "${values.paths}"`);
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);

const app = await buildApp({ ...readConfigOrExit(), port: 0, host: "127.0.0.1", logLevel: "warn" });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** One run's scores (0–100) and metrics (LCP and CLS as Lighthouse reports them, seconds for LCP). */
interface Measure {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
}

const median = (numbers: number[]): number => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const row = (page: string, m: Measure) => ({
  page,
  perf: m.perf,
  a11y: m.a11y,
  bp: m.bp,
  seo: m.seo,
  "LCP s": m.lcp.toFixed(2),
  CLS: m.cls.toFixed(3),
  "TBT ms": Math.round(m.tbt),
});

/** The limits given on the command line that `m` breaks. */
function outside(m: Measure): string[] {
  const broken: string[] = [];
  const limit = (flag: keyof typeof values) => (typeof values[flag] === "string" ? Number(values[flag]) : undefined);
  for (const [flag, value] of [["min-perf", m.perf], ["min-a11y", m.a11y], ["min-bp", m.bp], ["min-seo", m.seo]] as const) {
    const min = limit(flag);
    if (min !== undefined && !(value >= min)) broken.push(`${flag} ${min}`);
  }
  for (const [flag, value] of [["max-lcp", m.lcp], ["max-cls", m.cls], ["max-tbt", m.tbt]] as const) {
    const max = limit(flag);
    if (max !== undefined && !(value < max)) broken.push(`${flag} ${max}`);
  }
  return broken;
}

const rows: Record<string, string | number>[] = [];
const failures: string[] = [];
try {
  for (const path of PAGES) {
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError) {
        // A failed recording (e.g. NO_NAVSTART) measures nothing: it is reported and left out of the median.
        console.error(`  ${path}: Lighthouse could not measure the page: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        continue;
      }
      const { categories, audits } = result.lhr;
      const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
      const metric = (key: string) => audits[key]?.numericValue ?? NaN;
      const measure: Measure = {
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        lcp: metric("largest-contentful-paint") / 1000,
        cls: metric("cumulative-layout-shift"),
        tbt: metric("total-blocking-time"),
      };
      measures.push(measure);
      rows.push(row(runs > 1 ? `${path} (run ${run + 1})` : path, measure));
      for (const key of ["seo", "accessibility", "best-practices"]) {
        for (const ref of categories[key]?.auditRefs ?? []) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) console.log(`  ${path} ${key}: ${audit.id} — ${audit.title}`);
        }
      }
    }
    if (!measures.length) {
      failures.push(`${path}: no run could be measured`);
      continue;
    }
    // Several runs: the limits apply to each score's and metric's median, as Lighthouse's variability guide advises.
    const result: Measure =
      runs > 1
        ? (Object.fromEntries(Object.keys(measures[0]!).map((key) => [key, median(measures.map((measure) => measure[key as keyof Measure]))])) as unknown as Measure)
        : measures[0]!;
    if (runs > 1) rows.push(row(`${path} (median of ${measures.length})`, result));
    const broken = outside(result);
    if (broken.length) failures.push(`${path}: ${broken.join(", ")}`);
  }
} finally {
  chrome.kill();
  await app.close();
}
console.table(rows);
if (failures.length) {
  console.error(`Outside the limits given:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
