import { expect, test } from "./fixtures";
import { openRoles } from "../../content";
import { legalEntity } from "../../content/site";
import { rolePath } from "../../content/registry";
import { absoluteUrl } from "../../content/seo";
import { readPolicySettings } from "../../app/shared/policy-settings";

/**
 * The privacy policy and the legal notice (decision 023): made from the facts and settings, linked from every consent.
 */
test.describe("legal pages", () => {
  test("the privacy policy states the retention the server is configured with, and its contents link to its sections", async ({
    page,
  }) => {
    const { applicationRetentionDays } = readPolicySettings();
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    const table = page.getByRole("table", { name: "Purposes, legal bases and retention periods" });
    await expect(table.getByRole("row", { name: /Job applications and CVs/ })).toContainText(
      `Deleted automatically ${applicationRetentionDays} days after the application arrives`,
    );
    await expect(page.getByText(legalEntity.supervisoryAuthority.name)).toBeVisible();
    const toc = page.getByRole("navigation", { name: "In this policy" });
    await toc.getByRole("link", { name: "Your rights" }).click();
    await expect(page).toHaveURL(/#rights$/);
    await expect(page.getByRole("heading", { level: 2, name: "Your rights" })).toBeInViewport();
  });

  test("the legal notice names the company, its representatives, register and VAT id", async ({ page }) => {
    await page.goto("/legal-notice");
    const main = page.getByRole("main");
    for (const fact of [
      legalEntity.name,
      ...legalEntity.managingDirectors,
      legalEntity.register.number,
      legalEntity.vatId,
    ])
      await expect(main).toContainText(fact);
    await main.getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test("every consent links to the privacy policy: contact, application, newsletter, and the no-JavaScript check page", async ({
    page,
    request,
  }) => {
    await page.goto("/contactus");
    const contact = page.getByRole("checkbox", { name: /I agree that Alphai stores my details/ });
    await expect(contact).toBeVisible();
    await expect(page.locator(`label[for="${await contact.getAttribute("id")}"] a`)).toHaveAttribute(
      "href",
      "/privacy-policy",
    );

    await page.goto(rolePath(openRoles(new Date())[0]!.slug));
    const application = page.getByRole("checkbox", { name: /I agree that Alphai stores my application and CV/ });
    await expect(page.locator(`label[for="${await application.getAttribute("id")}"] a`)).toHaveAttribute(
      "href",
      "/privacy-policy",
    );

    // The newsletter has no consent box: its form links to the policy, a target of its own.
    await page
      .locator("form.subscribe-form")
      .getByRole("link", { name: /privacy policy/ })
      .click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");

    // A plain form post without a token gets the server's "check and send" page, which links to the policy too.
    const answer = await request.post("/api/contact", {
      form: {
        name: "Ada Lovelace",
        email: "ada@example.org",
        message: "A plain post without a form token.",
        consent: "true",
      },
    });
    expect(await answer.text()).toContain('our <a href="/privacy-policy">privacy policy</a>');
  });

  test("the sitemap lists both legal pages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/privacy-policy", "/legal-notice"]) expect(xml).toContain(`<loc>${absoluteUrl(path)}</loc>`);
  });
});
