import { expect, ready, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { articles, caseStudies } from "../../content/collections";
import { engagementPage } from "../../content/pages/company";
import { capabilityDetails } from "../../content/pages/capabilities";
import { marketingDetails } from "../../content/pages/marketing";
import { deliveryDetails } from "../../content/pages/services-delivery";
import { engineeringDetails } from "../../content/pages/services-engineering";
import { childrenOf } from "../../content";
import { fill } from "../../content/i18n/ui";
import { pricing } from "../../content/pricing";
import { routedPages, trailTo } from "../../content/registry";
import { attr, builtPage, DESKTOP, element, MOBILE, textOf, withClass } from "./helpers";
import { officeContact, site } from "../../content/site";

/**
 * Proof a client can check: service pages list the case studies tagged with them, outcomes link to
 * the study they describe, the engagement models page gives budgets, minimums and an example team, the contact
 * page names a person and a phone per office, and long reads use the desktop width. Expected values come from the
 * content, never from the pages.
 */
const WIDE = { width: 1440, height: 900 };
const servicePages = routedPages.filter(
  (page) => page.template === "service-family" || page.template === "service-detail",
);
const idsOf = (pageId: string, template: string) =>
  template === "service-family"
    ? [
        pageId,
        ...childrenOf(pageId).flatMap((node) =>
          node.kind === "page" ? [node.id] : node.kind === "alias" ? [node.aliasOf] : [],
        ),
      ]
    : [pageId];
const tagged = (ids: readonly string[]) => caseStudies.filter((study) => study.services.some((id) => ids.includes(id)));
/** A detail page's family (its parent in the registry), whose studies stand in when none is tagged with the page. */
const familyOf = (path: string) => {
  const parent = trailTo(routedPages.find((page) => page.path === path)!.canonicalPath).at(-2);
  return parent?.kind === "page" && parent.template === "service-family" ? parent.id : undefined;
};
const hrefs = (slugs: readonly string[]) => slugs.map((slug) => `/work/${slug}`).sort();
const workSection = (page: Page) => page.locator("section.service-work");

async function noHorizontalOverflow(page: Page, path: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

test.describe("service pages list their case studies", () => {
  test.use({ viewport: DESKTOP });

  // Checked in the pages as built: the lists are in the prerendered HTML, which hydration leaves as it is.
  test("every family and detail page (aliases too) lists exactly the studies tagged with it (a detail page with none, its family's), or says none is and links to /work", async ({
    baseURL,
  }) => {
    expect(servicePages.length).toBeGreaterThan(60);
    let withStudies = 0;
    let withFamilyStudies = 0;
    for (const { path, pageId, template } of servicePages) {
      const own = tagged(idsOf(pageId, template));
      const family = template === "service-detail" && !own.length ? familyOf(path) : undefined;
      const expected = own.length || !family ? own : tagged(idsOf(family, "service-family"));
      if (!own.length && expected.length) withFamilyStudies++;
      const page = await builtPage(baseURL, path);
      const sections = page.findAll(element("section", "service-work"));
      expect(sections, path).toHaveLength(1);
      const section = sections[0]!;
      const cards = page.findAll(withClass("case-card"), section);
      expect(cards, path).toHaveLength(expected.length);
      const links = cards.map((card) => attr(page.find(element("a"), page.find(element("h3"), card)!)!, "href"));
      expect(links.sort(), path).toEqual(hrefs(expected.map((study) => study.slug)));
      const more = attr(page.find(element("a"), page.find(withClass("section-more"), section)!)!, "href");
      const lead = () => textOf(page.find(withClass("section-lead"), section)!);
      if (own.length) {
        withStudies++;
        expect(more, path).toBe(template === "service-detail" ? `/work?service=${pageId}` : "/work");
      } else if (expected.length) {
        expect(lead(), path).toContain("No published case study features");
        expect(more, path).toBe("/work");
      } else {
        // Never an empty section: it says there is none yet and links to all the work.
        expect(lead(), path).toContain("None of our");
        expect(more, path).toBe("/work");
      }
    }
    expect(withStudies).toBeGreaterThan(20);
    expect(withFamilyStudies).toBeGreaterThan(5);
  });

  test("a detail page's link opens /work filtered to its service, with the same studies", async ({ page }) => {
    const expected = tagged(["postgresql"]);
    await ready(page, "/capabilities/database/postgresql");
    await workSection(page).locator(".section-more a").click();
    await expect(page).toHaveURL("/work?service=postgresql");
    const cards = page.locator('[data-testid="case-grid"] .case-card');
    await expect(cards).toHaveCount(expected.length);
  });
});

test.describe("outcomes link to the case study they describe", () => {
  const entries = { ...engineeringDetails, ...deliveryDetails, ...marketingDetails, ...capabilityDetails } as Record<
    string,
    { outcomes: readonly { title: string; caseStudy?: string }[] }
  >;
  const detailPaths = new Map(
    routedPages.filter((page) => page.template === "service-detail").map((page) => [page.pageId, page.path]),
  );

  // In the pages as built, as the lists above.
  test("each outcome with a case study links to it, and the study is tagged with the page", async ({ baseURL }) => {
    let checked = 0;
    for (const [pageId, entry] of Object.entries(entries)) {
      const linked = entry.outcomes.filter((outcome) => outcome.caseStudy);
      if (!linked.length) continue;
      const path = detailPaths.get(pageId)!;
      const page = await builtPage(baseURL, path);
      // The region "Outcomes you can expect": the section its heading names.
      const section = page.find(
        (item) =>
          item.tagName === "section" &&
          page.findAll(element("h2"), item).some((heading) => textOf(heading) === "Outcomes you can expect"),
      );
      expect(section, path).toBeDefined();
      const cards = page.findAll(withClass("feature-card"), section);
      for (const outcome of entry.outcomes) {
        const card = cards.find((item) => page.findAll(element("h3"), item).some((h) => textOf(h) === outcome.title));
        expect(card, `${path}: ${outcome.title}`).toBeDefined();
        const study = page.find(withClass("feature-study"), card);
        const link = study && page.find(element("a"), study);
        if (!outcome.caseStudy) {
          expect(link, `${path}: ${outcome.title}`).toBeUndefined();
          continue;
        }
        expect(link && attr(link, "href"), `${path}: ${outcome.title}`).toBe(`/work/${outcome.caseStudy}`);
        const linkedStudy = caseStudies.find((item) => item.slug === outcome.caseStudy)!;
        expect(textOf(link!)).toContain(linkedStudy.title.replace(/ \| Alphai$/, ""));
        expect(linkedStudy.services, `${path} -> ${linkedStudy.slug}`).toContain(pageId);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(15);
  });
});

test.describe("engagement models give commercial signals", () => {
  test.use({ viewport: DESKTOP });

  test("a budget table with a row per model (band and minimum), and an example team", async ({ page }) => {
    await ready(page, "/about/engagement-models");
    const table = page.getByRole("table", { name: /Typical budgets/ });
    await expect(table.getByRole("columnheader")).toHaveText(["Model", "Typical budget", "Minimum engagement"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(engagementPage.models.length);
    for (const [index, model] of engagementPage.models.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("rowheader")).toHaveText(model.name);
      const cells = row.getByRole("cell");
      const { budget, figures } = pricing.USD.models[model.id];
      await expect(cells.nth(0)).toContainText(
        `$${budget.min.toLocaleString("en-GB")} to $${budget.max.toLocaleString("en-GB")}`,
      );
      await expect(cells.nth(0)).toContainText(model.budgetPer === "month" ? "a month" : "per project");
      await expect(cells.nth(1)).toHaveText(fill(model.minimum, figures));
    }
    const team = page.getByRole("region", { name: engagementPage.exampleTeam.title });
    const members = team.getByRole("list").getByRole("listitem");
    await expect(members).toHaveCount(engagementPage.exampleTeam.members.length);
    for (const [index, member] of engagementPage.exampleTeam.members.entries()) {
      await expect(members.nth(index).locator(".team-role")).toHaveText(member.role);
      await expect(members.nth(index).locator(".team-allocation")).toHaveText(
        /Full time|Half time|days? a week|% of a week/,
      );
    }
    await expect(team.locator(".team-total")).toContainText(
      `$${pricing.USD.exampleTeamMonthly.toLocaleString("en-GB")} a month`,
    );
  });

  test("the German page quotes euros, written the German way", async ({ page }) => {
    await ready(page, "/de/about/engagement-models");
    const table = page.getByRole("table", { name: /Typische Budgets/ });
    const rows = table.locator("tbody tr");
    for (const [index, model] of engagementPage.models.entries()) {
      const { budget } = pricing.EUR.models[model.id];
      await expect(rows.nth(index).getByRole("cell").nth(0)).toContainText(
        `${budget.min.toLocaleString("de-DE")}–${budget.max.toLocaleString("de-DE")} €`,
      );
    }
    await expect(table).not.toContainText(/USD|\$/);
    await expect(page.locator(".team-total")).toContainText(
      `${pricing.EUR.exampleTeamMonthly.toLocaleString("de-DE")} € pro Monat`,
    );
  });
});

test.describe("contact: prefer to talk first leads to a person and a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, hours] of [
    ["/contactus", "Monday to Friday, 09:00–18:00 local time"],
    ["/de/contactus", "Montag bis Freitag, 09:00–18:00 Uhr Ortszeit"],
  ] as const) {
    test(`${path}: the form's first field is on a phone's first screen; each office once, with its person, phone and hours on one line`, async ({
      page,
    }) => {
      await ready(page, path);
      // Above the fold: the first field of the form is in the first 844 px, before any scrolling.
      const first = (await page.locator("#form input:not([type=hidden])").first().boundingBox())!;
      expect(first.y + first.height).toBeLessThanOrEqual(844);

      const offices = page.locator(".office-contact");
      await expect(offices).toHaveCount(site.offices.length);
      for (const [index, office] of site.offices.entries()) {
        const person = officeContact(office.id)!;
        const item = offices.nth(index);
        await expect(item.locator(".office-person")).toContainText(person.name);
        await expect(
          item.getByRole("link", {
            name: `${path.startsWith("/de") ? `${person.name} anrufen` : `Call ${person.name}`}: ${office.phoneDisplay}`,
          }),
        ).toHaveAttribute("href", `tel:${office.phone}`);
        await expect(item).toContainText(hours);
        // "09:00–18:00" never breaks across two lines.
        expect(await item.locator(".nowrap").evaluate((element) => element.getClientRects().length)).toBe(1);
      }
      // The offices once: the footer leaves its list out on this page, and no band sends the visitor back to the form.
      for (const office of site.offices)
        await expect(page.locator(`a[href="tel:${office.phone}"]:visible`)).toHaveCount(1);
      await expect(page.locator(".cta-band")).toHaveCount(0);
    });
  }
});

test.describe("long reads use the desktop width", () => {
  const study = `/work/${caseStudies[0]!.slug}`;
  const article = `/resource/${articles[0]!.slug}`;

  test.describe("at 1440 px", () => {
    test.use({ viewport: WIDE });

    test("a case study's facts sidebar sits beside the story, and stays in view while it scrolls", async ({ page }) => {
      await ready(page, study);
      const main = (await page.locator(".long-read-main").boundingBox())!;
      const aside = page.getByRole("complementary", { name: "Project facts" });
      const box = (await aside.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(main.x + main.width);
      expect(box.y).toBeLessThan(main.y + main.height);
      expect(box.y + box.height).toBeGreaterThan(main.y);
      await expect(aside).toContainText(caseStudies[0]!.client);
      await expect(aside.getByRole("link")).toHaveCount(caseStudies[0]!.services.length + 2);
      await page.getByRole("heading", { name: "What we built" }).scrollIntoViewIfNeeded();
      await expect(aside).toBeInViewport();
    });

    test("an article's table of contents sits beside the text, links to its h2s and stays in view", async ({
      page,
    }) => {
      await ready(page, article);
      const main = (await page.locator(".long-read-main").boundingBox())!;
      const toc = page.getByRole("navigation", { name: "In this article" });
      const box = (await toc.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(main.x + main.width);
      expect(box.y).toBeLessThan(main.y + main.height);
      const targets = await toc.getByRole("link").evaluateAll((links) =>
        links.map((link) => {
          const id = link.getAttribute("href")!.replace(/^#/, "");
          const target = document.getElementById(id);
          return { id, tag: target?.tagName, text: target?.textContent, link: link.textContent };
        }),
      );
      expect(targets).toHaveLength(articles[0]!.sections.length);
      for (const target of targets) {
        expect(target.tag, target.id).toBe("H2");
        expect(target.text).toBe(target.link);
      }
      await page.locator(`#${targets.at(-1)!.id}`).scrollIntoViewIfNeeded();
      await expect(toc).toBeInViewport();
    });
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: MOBILE });

    test("one column, nothing wider than the screen", async ({ page }) => {
      for (const path of [study, article]) {
        await ready(page, path);
        await noHorizontalOverflow(page, path);
        const main = (await page.locator(".long-read-main").boundingBox())!;
        const aside = (await page.locator(".long-read-aside").boundingBox())!;
        // The facts or contents come first, above the text, at the same width.
        expect(aside.y + aside.height, path).toBeLessThanOrEqual(main.y);
        expect(Math.abs(aside.width - main.width), path).toBeLessThan(2);
      }
    });
  });
});

test.describe("axe on the touched templates", () => {
  const paths = [
    "/services/website-development",
    "/capabilities/database/postgresql",
    "/services/mobile-app-development/ios",
    "/about/engagement-models",
    "/contactus",
    `/work/${caseStudies[0]!.slug}`,
    `/resource/${articles[0]!.slug}`,
  ];
  for (const viewport of [WIDE, MOBILE]) {
    test(`no WCAG 2.2 AA violations at ${viewport.width}px`, async ({ page, axe }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await ready(page, path);
        expect(await axe(), path).toEqual([]);
        await noHorizontalOverflow(page, path);
      }
    });
  }
});
