import { expect, ready, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { articles, caseStudies, openRoles } from "../../content";
import { collections, pathOf, rolePath, routedPages } from "../../content/registry";
import { UNKNOWN_PATH, inParts } from "./helpers";

/**
 * Focus you can see everywhere (WCAG 2.4.7, 2.4.11, 1.4.11): every indicator the keyboard meets is at
 * least 2 px thick and has at least 3:1 contrast against what is directly behind it, on every surface
 * (dark hero, header, white menu panels, light and muted sections, forms, the footer, dialogs, the sidebar,
 * the server's own form pages).
 *
 * How it is measured, after each real Tab press:
 * - the indicator is the focused element's outline, or, for a card whose whole surface is the link, the
 *   outline of the ancestor that draws it (`.link-card:has(a:focus-visible)`), or else a box-shadow ring;
 * - what is behind it is read where the ring is drawn: the middle of each side of the ring's band
 *   (outline-offset + width / 2 outside the border box), through `document.elementsFromPoint`, so an
 *   element positioned over another surface (the skip link over the hero) is judged on that surface;
 *   the first painted background down the stack counts, translucent ones composited over what is below;
 * - a background gradient (the hero's glow) counts as each of its colours: the worst one is kept, so the
 *   ring passes wherever on the gradient it sits. Images and drawings are looked through (the rule is
 *   about the surface the control sits on; no control here sits on a picture);
 * - a side of the ring cut off by an ancestor's overflow, or outside the viewport, is not judged; a ring
 *   with every side cut off is missing.
 */

const templatePages = [
  ...new Map(routedPages.map((page) => [page.template, page.path])).values(),
  `${pathOf(collections.caseStudies.parentId)}/${caseStudies[0]!.slug}`,
  `${pathOf(collections.articles.parentId)}/${articles[0]!.slug}`,
  rolePath(openRoles(new Date())[0]!.slug),
  UNKNOWN_PATH,
];

interface Finding {
  readonly element: string;
  readonly problem?: string;
  readonly ratio?: number;
  readonly ring?: string;
  readonly behind?: string;
}

/** Measures the indicator of the focused element; null when nothing is focused. Runs in the page. */
async function measureFocus(): Promise<(Finding & { key: string }) | null> {
  type Rgba = [number, number, number, number];
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active === document.documentElement) return null;
  // Under reduced motion every property transitions over 0.01 ms (global.css): read the settled ring.
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  await Promise.race([
    Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined))),
    new Promise((done) => setTimeout(done, 1000)),
  ]);

  const parse = (text: string): Rgba[] =>
    [...text.matchAll(/rgba?\(([^)]+)\)/g)].map((match) => {
      const parts = match[1]!
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    });
  const over = (top: Rgba, below: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (one: Rgba, two: Rgba) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const hex = ([r, g, b]: Rgba) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : "";
    const classes = element.classList.length ? `.${[...element.classList].join(".")}` : "";
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 40);
    const href = element.getAttribute("href");
    return `${element.tagName.toLowerCase()}${id}${classes}${href ? `[href=${href}]` : ""} "${label}"`;
  };

  // The indicator: the focused element's outline, a whole-card link's ancestor outline, or a box-shadow ring.
  let ringElement: HTMLElement | null = null;
  let ring: { colour: Rgba; width: number; offset: number } | null = null;
  for (let node: HTMLElement | null = active, depth = 0; node && depth < 4; node = node.parentElement, depth++) {
    const style = getComputedStyle(node);
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) {
      ringElement = node;
      ring = {
        colour: parse(style.outlineColor)[0]!,
        width: parseFloat(style.outlineWidth),
        offset: parseFloat(style.outlineOffset),
      };
      break;
    }
  }
  if (!ring) {
    const shadow = getComputedStyle(active).boxShadow;
    // "rgb(...) 0px 0px 0px 3px": a spread ring.
    const spread = /rgba?\([^)]+\)\s+0px\s+0px\s+[\d.]+px\s+([\d.]+)px(?!\s*inset)/.exec(shadow);
    if (spread) {
      ringElement = active;
      ring = { colour: parse(shadow)[0]!, width: parseFloat(spread[1]!), offset: 0 };
    }
  }
  const element = describe(active);
  // The element itself, not its description: the header's, a hero's and a band's "Get Started" read alike.
  const key = `${element} #${Array.prototype.indexOf.call(document.querySelectorAll("*"), active)}`;
  const box = active.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return { key, element, problem: "focused but not rendered" };
  if (!ring || !ringElement) return { key, element, problem: "no focus indicator" };
  if (ring.width < 2) return { key, element, problem: `indicator ${ring.width}px thick` };

  // What is painted at a point, below the ring: the first background down the stack, looking through
  // the ring's own element and its contents, and through images.
  const inside = (node: Element) => ringElement!.contains(node) && (ring!.offset >= 0 || node !== ringElement);
  const backgroundsAt = (x: number, y: number): Rgba[] => {
    const stack = document.elementsFromPoint(x, y).filter((node) => !inside(node));
    const resolve = (from: number): Rgba[] => {
      for (let at = from; at < stack.length; at++) {
        const style = getComputedStyle(stack[at]!);
        const colour = parse(style.backgroundColor)[0] ?? [0, 0, 0, 0];
        const gradient = style.backgroundImage.includes("gradient") ? parse(style.backgroundImage) : [];
        if (colour[3] === 0 && gradient.length === 0) continue;
        const below = colour[3] >= 1 ? [colour] : resolve(at + 1).map((under) => over(colour, under));
        return [
          ...below,
          ...gradient.flatMap((stop) => (stop[3] === 0 ? [] : below.map((under) => over(stop, under)))),
        ];
      }
      return [[255, 255, 255, 1]];
    };
    return resolve(0);
  };
  // Clipped by an ancestor's overflow (or off screen): that side of the ring is not painted.
  const clipped = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
    for (let node = ringElement!.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const rect = node.getBoundingClientRect();
      if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) return true;
    }
    return false;
  };

  const rect = ringElement.getBoundingClientRect();
  const out = ring.offset + ring.width / 2;
  const points: [number, number][] = [
    [rect.left + rect.width / 2, rect.top - out],
    [rect.right + out, rect.top + rect.height / 2],
    [rect.left + rect.width / 2, rect.bottom + out],
    [rect.left - out, rect.top + rect.height / 2],
  ];
  let worst: { ratio: number; behind: Rgba } | null = null;
  for (const [x, y] of points) {
    if (clipped(x, y)) continue;
    for (const behind of backgroundsAt(x, y)) {
      const shown = ring.colour[3] >= 1 ? ring.colour : over(ring.colour, behind);
      const value = ratio(shown, behind);
      if (!worst || value < worst.ratio) worst = { ratio: value, behind };
    }
  }
  if (!worst) return { key, element, problem: "indicator cut off on every side" };
  return {
    key,
    element,
    ratio: Math.round(worst.ratio * 100) / 100,
    ring: hex(ring.colour),
    behind: hex(worst.behind),
  };
}

/**
 * Presses Tab until focus leaves `scope` (a selector; the document when omitted) or comes back to an
 * element already seen, measuring each indicator. `onFocus` may act on the focused element (open a submenu).
 */
async function tabThrough(page: Page, options: { scope?: string; limit?: number; onFocus?: () => Promise<void> } = {}) {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (let count = 0; count < (options.limit ?? 400); count++) {
    await page.keyboard.press("Tab");
    const inScope = options.scope
      ? await page.evaluate((scope) => !!document.activeElement?.closest(scope), options.scope)
      : true;
    if (!inScope) break;
    const finding = await page.evaluate(measureFocus);
    if (!finding) break;
    if (seen.has(finding.key)) break;
    seen.add(finding.key);
    findings.push(finding);
    await options.onFocus?.();
  }
  return findings;
}

/** The findings that fail, one line each. */
const failures = (where: string, findings: readonly Finding[]) =>
  findings
    .filter((finding) => finding.problem || (finding.ratio ?? 0) < 3)
    .map(
      (finding) =>
        `${where}: ${finding.element}: ${finding.problem ?? `${finding.ratio}:1 (ring ${finding.ring} on ${finding.behind})`}`,
    );

test.use({ reducedMotion: "reduce" });

test.describe("focus indicators at 1440px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  // The template pages in a few tests, each page loaded in turn in one browser tab (a fresh one costs a cold start).
  const PARTS = 3;
  inParts(templatePages, PARTS).forEach((part, index) => {
    test(`every control of each page shows a ring of 3:1 or more, part ${index + 1} of ${PARTS}`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of part) {
        await ready(page, path);
        const findings = await tabThrough(page);
        // The skip link, the header, the content and the footer at least.
        expect(findings.length, `${path}: controls reached`).toBeGreaterThan(20);
        expect(failures(path, findings)).toEqual([]);
      }
    });
  });

  // The panels are the same on every page but for the current page's marks; the header behind them is
  // transparent over a hero, a navy bar or the light bar.
  for (const path of ["/", "/about/careers", UNKNOWN_PATH]) {
    test(`every link of each open desktop panel on ${path} shows a ring of 3:1 or more`, async ({ page }) => {
      test.setTimeout(120_000);
      await ready(page, path);
      const problems: string[] = [];
      for (const name of ["Who We Serve", "What we do", "Marketing", "Capabilities", "About"]) {
        const button = page.getByRole("button", { name, exact: true });
        await button.focus();
        await page.keyboard.press("Enter");
        await expect(button).toHaveAttribute("aria-expanded", "true");
        // Its links' own visibility follows a frame or two later under reduced motion (a 0.01 ms transition each).
        await expect(page.locator(".nav-group[data-open=true] .nav-panel a").first()).toBeVisible();
        const findings = await tabThrough(page, { scope: ".nav-group[data-open=true] .nav-panel" });
        expect(findings.length, `${path}: links reached in ${name}`).toBeGreaterThan(2);
        problems.push(...failures(`${path} ${name} panel`, findings));
        await page.keyboard.press("Escape");
      }
      expect(problems).toEqual([]);
    });
  }

  test("the gallery's lightbox dialog shows a ring of 3:1 or more on its controls", async ({ page }) => {
    await ready(page, pathOf("gallery"));
    await page.locator(".gallery-thumb").first().focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("dialog.lightbox")).toBeVisible();
    const findings = await tabThrough(page, { scope: "dialog.lightbox", limit: 10 });
    expect(findings.length).toBeGreaterThan(1);
    expect(failures("lightbox", findings)).toEqual([]);
  });
});

test.describe("focus indicators in the phone sidebar", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/", "/about/careers", UNKNOWN_PATH]) {
    test(`every control of the sidebar on ${path}, each submenu opened, shows a ring of 3:1 or more`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await ready(page, path);
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await hamburger.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#site-sidebar")).toBeVisible();
      const findings = await tabThrough(page, {
        scope: "#site-sidebar",
        // A closed submenu is opened with Enter, so its links are reached too.
        onFocus: async () => {
          const closed = await page.evaluate(() => {
            const summary = document.activeElement;
            return summary?.tagName === "SUMMARY" && !(summary.parentElement as HTMLDetailsElement).open;
          });
          if (closed) await page.keyboard.press("Enter");
        },
      });
      expect(findings.length, `${path}: sidebar controls reached`).toBeGreaterThan(80);
      expect(failures(`${path} sidebar`, findings)).toEqual([]);
    });
  }

  test("the page behind shows a ring of 3:1 or more on the phone too", async ({ page }) => {
    test.setTimeout(120_000);
    await ready(page, "/");
    const findings = await tabThrough(page);
    expect(findings.length).toBeGreaterThan(20);
    expect(failures("/ at 390px", findings)).toEqual([]);
  });
});

test.describe("focus indicators on the server's own form page", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test("the contact form's check-and-send page shows a ring of 3:1 or more", async ({ page }) => {
    await page.goto(pathOf("contact"));
    const form = page.locator("form.contact-form");
    await form.getByLabel("Name *").fill("Omar Haddad");
    await form.getByLabel("Work e-mail *").fill("omar@example.org");
    await form.getByLabel("Message *").fill("We need a booking app for our three hotels in Oman.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check and send your message");
    const findings = await tabThrough(page);
    expect(findings.length).toBeGreaterThan(0);
    expect(failures("check and send", findings)).toEqual([]);
  });
});
