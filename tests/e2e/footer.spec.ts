import { expect, test } from "./fixtures";
import { formsIn } from "../../content/i18n/forms";
import { labelIn, siteIn } from "../../content/localized";
import { localeOfPath, localePath } from "../../app/shared/locale";
import { allPaths, fetchPath, UNKNOWN_PATH } from "./helpers";

test.describe("footer", () => {
  test("is complete in the raw HTML of every page", async ({ baseURL }) => {
    for (const path of [...allPaths, UNKNOWN_PATH]) {
      const html = await (await fetchPath(baseURL, path)).text();
      const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
      expect(footer, path).not.toBe("");
      // In the page's language (the 404 of an unknown English path is English).
      const locale = localeOfPath(path);
      const site = siteIn(locale);
      const subscribe = formsIn(locale).subscribe;
      for (const office of site.offices) {
        expect(footer, `${path} ${office.region}`).toContain(`>${office.region}</h3>`);
        expect(footer, path).toContain(`href="tel:${office.phone}"`);
        expect(footer, path).toContain(`href="mailto:${office.email}"`);
      }
      expect(footer, path).toMatch(/<input[^>]*name="email"[^>]*type="email"|<input[^>]*type="email"[^>]*name="email"/);
      expect(footer, path).toContain(`placeholder="${subscribe.placeholder}"`);
      expect(footer, path).toContain(`>${subscribe.submit}</button>`);
      // The copyright runs from the founding to the year of the build (it said 2022–2024 in 2026).
      expect(footer, path).toContain(`${site.copyright.from}–${new Date().getUTCFullYear()}`);
      // The privacy policy and the legal notice, from every page (decision 023), in the page's language; the subscribe
      // box links to the policy too.
      const privacy = localePath("/privacy-policy", locale);
      const notice = localePath("/legal-notice", locale);
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      expect(footer, path).toMatch(
        new RegExp(
          `<ul class="footer-legal"><li><a href="${escape(privacy)}"[^>]*>${escape(labelIn("Privacy policy", locale))}</a></li>` +
            `<li><a href="${escape(notice)}"[^>]*>${escape(labelIn("Legal notice", locale))}</a></li></ul>`,
        ),
      );
      expect(footer, path).toMatch(
        new RegExp(`<p class="subscribe-privacy"><a href="${escape(privacy)}"[^>]*>${escape(subscribe.privacy)}</a>`),
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
