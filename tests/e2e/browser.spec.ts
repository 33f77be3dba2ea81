import { disabledFeatures } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The browser the tests drive runs as configured (playwright.config.ts): Chromium keeps only the last
 * `--disable-features` it is given, so the config's list must hold every feature Playwright turns off itself.
 */
test("Chromium turns off Playwright's features and the config's, with one --disable-features that counts", async ({
  page,
}) => {
  await page.goto("chrome://version");
  const commandLine = (await page.locator("#command_line").textContent()) ?? "";
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(","));
  expect(lists.length).toBeGreaterThan(0);
  // The last one is the one Chromium applies; every earlier one (Playwright's) must be in it.
  const applied = lists.at(-1)!;
  expect(applied).toEqual(disabledFeatures);
  for (const list of lists) expect(applied).toEqual(expect.arrayContaining(list));
  expect(applied).toContain("RenderDocument");
});
