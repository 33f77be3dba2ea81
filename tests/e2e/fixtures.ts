/**
 * The end-to-end tests' `test` and `expect`: Playwright's, with the fixtures most specs share.
 *
 * - `visit(path)`: opens a page and waits until React has hydrated it (the root sets data-hydrated), and returns the
 *   navigation's response.
 * - `axe(options?)`: the WCAG 2.2 AA violations axe finds in the page as it is now, each with up to five targets.
 *
 * The workspace's specs build on this through tests/e2e/team-helpers.ts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, type Page, type Response } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

export { expect } from "@playwright/test";

/** The rules every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

export interface Violation {
  readonly id: string;
  readonly help: string;
  readonly targets: readonly string[];
}

export interface AxeOptions {
  /** Further axe tags on top of WCAG_TAGS (the workspace adds "best-practice"). */
  readonly extraTags?: readonly string[];
  /** CSS selectors of parts of the page left out of the check (the walk's parts it has checked already, identical). */
  readonly exclude?: readonly string[];
}

/** axe-core itself, the version @axe-core/playwright runs (package.json pins both). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Puts axe into every document the page opens from now on (before the page's own scripts, outside its CSP, as
 * Playwright's init scripts are): a walk over many pages then parses it once per page instead of also sending its
 * source over for each run, as @axe-core/playwright does (~130 ms a page).
 */
const preloadAxe = async (page: Page): Promise<void> => {
  await page.addInitScript(AXE_SOURCE);
};

/**
 * Waits for the page as it settles: a panel fading in or out has colours between its states (axe would measure them).
 * Endless animations (the 404's floating illustration) never settle and are left to run. And loaded, its fonts too: a
 * page a form post answered (no script, so nothing else waits for it) was checked once before its styles applied, its
 * footer links then smaller than 24 px.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.readyState === "complete" &&
      document.fonts.status === "loaded" &&
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/**
 * axe run in the page itself (no frames here to run apart and merge), reporting every violation with all its elements
 * but only one example per passed or inapplicable rule (`resultTypes`): the rules of WCAG_TAGS (and `extraTags`).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  await settled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = {
    runOnly: { type: "tag", values: [...WCAG_TAGS, ...(options.extraTags ?? [])] },
    resultTypes: ["violations"],
  };
  const results = await page.evaluate(
    ({ run, exclude }) =>
      (
        window as unknown as {
          axe: { run: (context: Document | { exclude: string[][] }, options: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document, run),
    { run: runOptions, exclude: [...(options.exclude ?? [])] },
  );
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/** Opens `path` and waits until React has hydrated it. */
export async function ready(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}

export const test = base.extend<{
  visit: (path: string) => Promise<Response | null>;
  axe: (options?: AxeOptions) => Promise<Violation[]>;
}>({
  // `provide` is Playwright's `use`, named so the React hooks rules leave it be.
  visit: async ({ page }, provide) => {
    await provide((path) => ready(page, path));
  },
  axe: async ({ page }, provide) => {
    await preloadAxe(page);
    await provide((options) => axeViolations(page, options));
  },
});
