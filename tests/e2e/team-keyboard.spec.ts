/**
 * The workspace from the keyboard alone (decision 026): the skip link, a search sent with Enter, a lead opened and
 * handled with keys, focus moved to each new screen's heading, a visible ring on every focused control, the phone's
 * menu as a disclosure.
 */
import type { Page } from "@playwright/test";
import { axeViolations } from "./fixtures";
import { expect, MOBILE, sendContact, test, uniqueEmail } from "./team-helpers";

/** The focused element's outline as drawn: the site's ring is 3 px, solid. */
const ring = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return `${style.outlineStyle} ${style.outlineWidth}`;
  });

test("a sales member finds and handles a lead with the keyboard alone, seeing where the focus is", async ({
  sales,
  request,
}) => {
  const email = uniqueEmail("keys");
  await sendContact(request, { name: "Kai Keyboard", email, company: "Tastatur AG" });
  const page = await sales.newPage();
  await page.goto("/team/leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Export CSV" })).toBeFocused();
  expect(await ring(page)).toBe("solid 3px");

  await page.getByLabel("Search name, e-mail, company, message, notes").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\?q=/);
  const link = page.getByRole("link", { name: "Kai Keyboard" });
  await link.focus();
  expect(await ring(page)).toBe("solid 3px");
  await page.keyboard.press("Enter");
  // The new screen's heading has the focus, so a screen reader starts there. The lead's screen waits for its data,
  // which on a machine loaded by the other workers took more than the default 5 s.
  await expect(page.getByRole("heading", { name: "Kai Keyboard", level: 1 })).toBeFocused({ timeout: 15_000 });

  const status = page.getByLabel("Status");
  await status.focus();
  await page.keyboard.press("ArrowDown");
  await expect(status).toHaveValue("contacted");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Assignee")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Save changes" })).toBeFocused();
  expect(await ring(page)).toBe("solid 3px");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: /^Saved: Contacted/ })).toBeVisible();

  // Back to the list with the link at the top; the view is the one left.
  await page.getByRole("link", { name: "All leads" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/team\/leads\?q=/);
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeFocused();
});

test("on a phone the navigation is a disclosure: the menu button opens it, a link closes it", async ({ sales }) => {
  const page = await sales.newPage();
  await page.setViewportSize(MOBILE);
  await page.goto("/team/leads");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Workspace" });
  await expect(nav).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(nav).toBeVisible();
  const target = await nav.getByRole("link", { name: "My day" }).boundingBox();
  expect(target!.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "My day" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "My day", level: 1 })).toBeFocused();
  await expect(nav).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
});

test("triage by keys: j and k move between leads, x ticks, s sets the status of the ticked, the detail's j and k follow the list, ? lists the keys and turns them off", async ({
  sales,
  request,
}) => {
  const company = `Keys ${Date.now().toString(36)}`;
  for (const name of ["Kim One", "Kim Two", "Kim Three"])
    await sendContact(request, { name, email: uniqueEmail("kim"), company });
  const page = await sales.newPage();
  await page.goto(`/team/leads?q=${encodeURIComponent(company)}`);
  await expect(page.getByRole("row").filter({ hasText: company })).toHaveCount(3);
  // Newest first: Three, Two, One.
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: "Kim Three" })).toBeFocused();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: "Kim Two" })).toBeFocused();
  await page.keyboard.press("x");
  await page.keyboard.press("k");
  await page.keyboard.press("x");
  const bar = page.getByRole("region", { name: "Selected leads" });
  await expect(bar).toContainText("2 leads selected");
  await page.keyboard.press("s");
  const status = bar.getByLabel("Status for the selected leads");
  await expect(status).toBeFocused();
  await status.selectOption("qualified");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(bar).toContainText("2 leads set to Qualified.");

  // Open with o; the detail's j goes on down the list, k back; r goes to the reply; u back to the list.
  await page.getByRole("link", { name: "Kim Three" }).focus();
  await page.keyboard.press("o");
  await expect(page.getByRole("heading", { name: "Kim Three", level: 1 })).toBeVisible();
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { name: "Kim Two", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("qualified");
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { name: "Kim One", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("new");
  await page.keyboard.press("k");
  await expect(page.getByRole("heading", { name: "Kim Two", level: 1 })).toBeVisible();
  await page.keyboard.press("r");
  await expect(page.getByLabel("Subject")).toBeFocused();
  await page.keyboard.type("jk");
  await expect(page.getByRole("heading", { name: "Kim Two", level: 1 })).toBeVisible();
  await page.getByRole("heading", { name: "Kim Two", level: 1 }).focus();
  await page.keyboard.press("u");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\?q=/);

  // ? lists the keys; the single keys can be turned off, and ? still works.
  await page.keyboard.press("?");
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  expect(await axeViolations(page), "the list of keys").toEqual([]);
  await dialog.getByRole("checkbox", { name: /single-key shortcuts/ }).uncheck();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.keyboard.press("j");
  await expect(page.getByRole("link", { name: "Kim Three" })).not.toBeFocused();
  await page.keyboard.press("?");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: /single-key shortcuts/ }).check();
  await dialog.getByRole("button", { name: "Close" }).click();
});
