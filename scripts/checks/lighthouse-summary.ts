/**
 * Part of `npm run lighthouse` (decision 019), between `lhci upload` and `lhci assert`: prints, per page, the
 * median of each score and metric over the runs `lhci collect` saved in `.lighthouseci/lhr-*.json` (the values
 * lhci's `median` assertions check), every run's TBT (what varies most), the audits that cost the accessibility,
 * best-practices or SEO score a point in any run, and where the median run's report is (`lhci upload`'s manifest).
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

const DIR = ".lighthouseci";

/** The parts of a Lighthouse result (LHR) read here. */
interface Lhr {
  requestedUrl: string;
  fetchTime: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { id: string; title: string; score: number | null; numericValue?: number }>;
}

/** An entry of the manifest `lhci upload --target filesystem` writes. */
interface ManifestEntry {
  url: string;
  isRepresentativeRun: boolean;
  htmlPath: string;
}

/** lhci's own median (`aggregationMethod: "median"`): the middle value, or the mean of the two middle ones. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor((sorted.length - 1) / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle]! + sorted[middle + 1]!) / 2;
};

const files = (await readdir(DIR)).filter((name) => /^lhr-\d+\.json$/.test(name));
if (!files.length) throw new Error(`No Lighthouse results in ${DIR}/: run \`npm run lighthouse\` (lhci collect first)`);
const lhrs = (
  await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(DIR, name), "utf8")) as Lhr))
).sort((a, b) => a.fetchTime.localeCompare(b.fetchTime));
const manifest = JSON.parse(await readFile(join(DIR, "reports", "manifest.json"), "utf8")) as ManifestEntry[];

const byUrl = new Map<string, Lhr[]>();
for (const lhr of lhrs) byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
const rows: Record<string, string | number>[] = [];
const notes: string[] = [];
for (const [url, runs] of byUrl) {
  const path = new URL(url).pathname;
  const score = (key: string) => median(runs.map((lhr) => (lhr.categories[key]?.score ?? NaN) * 100));
  const metric = (key: string) => runs.map((lhr) => lhr.audits[key]?.numericValue ?? NaN);
  rows.push({
    page: path,
    runs: runs.length,
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    "LCP ms": Math.round(median(metric("largest-contentful-paint"))),
    CLS: median(metric("cumulative-layout-shift")).toFixed(3),
    "TBT ms": Math.round(median(metric("total-blocking-time"))),
    "TBT ms per run": metric("total-blocking-time")
      .map((tbt) => Math.round(tbt))
      .join(" "),
  });
  const failing = new Set<string>();
  for (const lhr of runs) {
    for (const key of ["accessibility", "best-practices", "seo"]) {
      for (const ref of lhr.categories[key]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.add(`${key}: ${audit.id} (${audit.title})`);
      }
    }
  }
  for (const audit of failing) notes.push(`  ${path} ${audit}`);
  const report = manifest.find((entry) => entry.url === url && entry.isRepresentativeRun);
  if (report) notes.push(`  ${path}: median run's report ${report.htmlPath}`);
}

console.log("Lighthouse (mobile), median of each page's runs; scores 0-100");
console.table(rows);
console.log(notes.join("\n"));
