import { expect, test } from "./fixtures";
import { site } from "../../content/site";
import { allPaths, UNKNOWN_PATH } from "./helpers";

test.describe("footer", () => {
  test("is complete in the raw HTML of every page", async ({ request }) => {
    for (const path of [...allPaths, UNKNOWN_PATH]) {
      const html = await (await request.get(path)).text();
      const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
      expect(footer, path).not.toBe("");
      for (const office of site.offices) {
        expect(footer, `${path} ${office.region}`).toContain(`>${office.region}</h3>`);
        expect(footer, path).toContain(`href="tel:${office.phone}"`);
        expect(footer, path).toContain(`href="mailto:${office.email}"`);
      }
      expect(footer, path).toMatch(/<input[^>]*name="email"[^>]*type="email"|<input[^>]*type="email"[^>]*name="email"/);
      expect(footer, path).toContain('placeholder="Enter your email"');
      expect(footer, path).toMatch(/>Subscribe<\/button>/);
      expect(footer, path).toContain("2022–2024");
      // The privacy policy and the legal notice, from every page (decision 023); the subscribe box links to the policy
      // too.
      expect(footer, path).toMatch(
        /<ul class="footer-legal"><li><a href="\/privacy-policy"[^>]*>Privacy policy<\/a><\/li><li><a href="\/legal-notice"[^>]*>Legal notice<\/a><\/li><\/ul>/,
      );
      expect(footer, path).toMatch(
        /<p class="subscribe-privacy"><a href="\/privacy-policy"[^>]*>How we handle your address: privacy policy<\/a>/,
      );
    }
  });

  test("the e-mail field rejects an invalid address natively", async ({ page }) => {
    await page.goto("/");
    const input = page.getByRole("textbox", { name: "Email address" });
    await input.fill("not-an-email");
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.typeMismatch)).toBe(true);
    await page.getByRole("button", { name: "Subscribe" }).click();
    // The form did not submit: still on the same page, and the field is the invalid one.
    await expect(page).toHaveURL(/\/$/);
    expect(await input.evaluate((element: HTMLInputElement) => element.matches(":invalid"))).toBe(true);
    await input.fill("reader@example.org");
    expect(await input.evaluate((element: HTMLInputElement) => element.checkValidity())).toBe(true);
  });
});
