import { expect, test } from "@playwright/test";
import { MIN_FILL_MS } from "../../app/lib/lead-forms";
import { DESKTOP, ready } from "./helpers";

test.use({ viewport: DESKTOP });

test.describe("contact form with JavaScript", () => {
  test("shows the server's rules inline, then sends and confirms in place", async ({ page }) => {
    await ready(page, "/contactus");
    const form = page.locator("form.contact-form");
    await form.getByLabel("Name *").fill("Sara Lindqvist");
    await form.getByLabel("Work e-mail *").fill("sara@");
    await form.getByRole("button", { name: "Send message" }).click();

    const email = form.getByLabel("Work e-mail *");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    const describedBy = await email.getAttribute("aria-describedby");
    await expect(page.locator(`#${describedBy}`)).toHaveText(/valid e-mail/);
    await expect(form.getByLabel("Message *")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("status")).toHaveText("Please correct the highlighted fields.");

    await email.fill("sara@northwind-health.example.org");
    await form.getByLabel("Message *").fill("We want to modernise our patient portal, built in 2016 on AngularJS.");
    await form.getByLabel("Service of interest").selectOption({ label: "Website Development" });
    await form.getByLabel("Budget range").selectOption("$75k-$150k");
    await form.getByRole("checkbox").check();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    // The server refuses forms sent faster than a person can fill them in.
    await page.waitForTimeout(MIN_FILL_MS.contact);
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status")).toHaveText(/Thank you/);
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(form.getByLabel("Name *")).toHaveValue("");
  });

  test("refuses a submission faster than a person can type", async ({ page }) => {
    await ready(page, "/contactus");
    const form = page.locator("form.contact-form");
    await form.getByLabel("Name *").fill("Speedy Bot");
    await form.getByLabel("Work e-mail *").fill("bot@example.org");
    await form.getByLabel("Message *").fill("Buy our links, cheap and fast, today only.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByRole("status")).toHaveText(/wait a few seconds/);
  });
});

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts and ends on the thank-you page", async ({ page }) => {
    await page.goto("/contactus");
    const form = page.locator("form.contact-form");
    await form.getByLabel("Name *").fill("Omar Haddad");
    await form.getByLabel("Work e-mail *").fill("omar@example.org");
    await form.getByLabel("Message *").fill("We need a booking app for our three hotels in Oman.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contactus\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, we have your message");
  });

  test("native validation blocks an invalid contact form", async ({ page }) => {
    await page.goto("/contactus");
    const form = page.locator("form.contact-form");
    await form.getByLabel("Work e-mail *").fill("not-an-email");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    expect(await form.getByLabel("Name *").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  });

  test("the subscribe box posts and ends on the check-your-inbox page", async ({ page }) => {
    await page.goto("/work");
    await page.getByRole("textbox", { name: "Email address" }).fill("reader.nojs@example.org");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/check-inbox$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
  });
});

test("the subscribe box confirms in place with JavaScript", async ({ page }) => {
  await ready(page, "/");
  const form = page.locator("form.subscribe-form");
  await form.getByRole("textbox", { name: "Email address" }).fill("not-an-email");
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("textbox", { name: "Email address" })).toHaveAttribute("aria-invalid", "true");
  await form.getByRole("textbox", { name: "Email address" }).fill("reader.js@example.org");
  await page.waitForTimeout(MIN_FILL_MS.subscribe);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("status")).toHaveText(/Check your inbox/);
});
