/**
 * The end-to-end tests' `test` and `expect`: Playwright's, with the fixtures most specs share.
 *
 * - `visit(path)`: opens a page and waits until React has hydrated it (the root sets data-hydrated), and returns the
 *   navigation's response.
 * - `axe(options?)`: the WCAG 2.2 AA violations axe finds in the page as it is now, each with up to five targets.
 *
 * The workspace's specs build on this through tests/e2e/team-helpers.ts.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, type Page, type Response } from "@playwright/test";

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
}

/**
 * axe in the page itself ("legacy mode": axe.run in the page, where the default runs each frame apart and merges the
 * results in a new blank page, which this site's pages, with no frames, do not need), reporting every violation with
 * all its elements but only one example per passed or inapplicable rule (`resultTypes`). Same rules, same
 * violations; about a third of the time per page.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags([...WCAG_TAGS, ...(options.extraTags ?? [])])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
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
    await provide((options) => axeViolations(page, options));
  },
});
