import { expect, ready, test } from "./fixtures";
import type { Page } from "@playwright/test";
import { routedPages } from "../../content/registry";
import { articles, caseStudies } from "../../content";
import { DESKTOP, MOBILE, UNKNOWN_PATH, inParts } from "./helpers";

/** One page of every template, plus the collection pages and the 404. */
const templates = new Map<string, string>();
for (const page of routedPages) if (!templates.has(page.template)) templates.set(page.template, page.path);
const paths = [...templates.values(), `/work/${caseStudies[0]!.slug}`, `/resource/${articles[0]!.slug}`, UNKNOWN_PATH];

/** The logos' wordmark colours (public/logo-*.svg). */
const LOGO_TEXT = { "logo-light": [255, 255, 255], "logo-dark": [15, 18, 48] } as const;

interface Reading {
  readonly name: string;
  /** Contrast of the control's text against the darkest-to-lightest 10th percentile of what is painted behind it. */
  readonly ratio: number;
}

/**
 * Measures each visible text of the header against the pixels actually painted behind it: the text is
 * made transparent (and the logo hidden), the header is photographed, and every pixel of each text's box
 * is compared with the text's colour. The 10th percentile of the ratios counts, so a gradient or an
 * image behind the header is judged by its worst part, not its average.
 */
async function headerContrast(page: Page): Promise<Reading[]> {
  const targets = await page.evaluate((logoText) => {
    const luminous = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility === "visible";
    };
    const found = [
      ...document.querySelectorAll<HTMLElement>(
        ".site-header .nav-group-button, .site-header .header-cta, .site-header .hamburger, .site-header-inner > .logo img",
      ),
    ]
      .filter(luminous)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const logo = element.tagName === "IMG" ? (element.className as keyof typeof logoText) : null;
        const color = logo ? `rgb(${logoText[logo].join(", ")})` : getComputedStyle(element).color;
        // The logo's wordmark sits right of its mark; the other controls' text inside their rounded ends.
        const box = logo
          ? { x: rect.x + 30, y: rect.y + 8, width: 60, height: 16 }
          : {
              x: rect.x + rect.height / 2,
              y: rect.y + 10,
              width: Math.max(2, rect.width - rect.height),
              height: rect.height - 20,
            };
        return {
          name: logo ?? (element.getAttribute("aria-label") || element.textContent?.trim() || element.className),
          color,
          box,
        };
      });
    for (const element of document.querySelectorAll<HTMLElement>(".site-header *")) {
      element.style.setProperty("color", "transparent", "important");
      element.style.setProperty("transition", "none", "important");
      if (element.tagName === "IMG") element.style.setProperty("visibility", "hidden", "important");
    }
    return found;
  }, LOGO_TEXT);
  expect(targets.length).toBeGreaterThan(1);
  const shot = await page.screenshot({ clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: 72 } });
  const readings = await page.evaluate(
    async ({ png, targets }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const scale = image.width / window.innerWidth;
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return targets.map(({ name, color, box }) => {
        const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
        const text = luminance(r, g, b);
        const data = context.getImageData(
          Math.round(box.x * scale),
          Math.round(box.y * scale),
          Math.max(1, Math.round(box.width * scale)),
          Math.max(1, Math.round(box.height * scale)),
        ).data;
        const ratios: number[] = [];
        for (let at = 0; at < data.length; at += 4) {
          const behind = luminance(data[at]!, data[at + 1]!, data[at + 2]!);
          ratios.push((Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
        }
        ratios.sort((x, y) => x - y);
        return { name, ratio: Math.round((ratios[Math.floor(ratios.length * 0.1)] ?? 0) * 100) / 100 };
      });
    },
    { png: shot.toString("base64"), targets },
  );
  // Give the page its text back for the next reading.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>(".site-header *")) element.removeAttribute("style");
  });
  return readings;
}

/**
 * Scrolls, then waits until the header shows the state for the new position (its check runs at most every 100 ms)
 * and its colour transitions have ended: sticky once scrolled past 8 px (from the top on /contactus), and over the
 * hero while the page's dark hero is still behind the bar (app/components/layout/site-header.tsx).
 */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction(() => {
    const header = document.querySelector<HTMLElement>(".site-header")!;
    const hero = document.querySelector("main > .hero:first-child");
    const always = location.pathname === "/contactus";
    const sticky = window.scrollY > 8 || always;
    const overHero = sticky && !!hero && hero.getBoundingClientRect().bottom > header.getBoundingClientRect().height;
    return header.dataset.sticky === String(sticky) && header.dataset.overHero === String(overHero);
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .querySelector(".site-header")!
        .getAnimations({ subtree: true })
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The pages in a few tests per width, each page loaded in turn in one browser tab (a fresh one costs a cold start). */
const PARTS = 3;

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`header legibility at ${viewport.width}px`, () => {
    test.use({ viewport });
    inParts(paths, PARTS).forEach((part, index) => {
      test(`part ${index + 1} of ${PARTS}: every header text reaches 4.5:1 against what is behind it, at the top and scrolled`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        for (const path of part) await legibleHeader(page, path);
      });
    });
  });
}

/** Loads `path` and reads the header's contrast at the top, over the hero, past it and just before its end. */
async function legibleHeader(page: Page, path: string) {
  await ready(page, path);
  const heroBottom = await page.evaluate(() => {
    const hero = document.querySelector("main > .hero:first-child");
    return hero ? hero.getBoundingClientRect().bottom + window.scrollY : 0;
  });
  const positions = [0, 240, heroBottom + 40, Math.max(0, heroBottom - 120)].filter(
    (y, at, all) => all.indexOf(y) === at,
  );
  for (const y of positions) {
    await scrollTo(page, y);
    for (const reading of await headerContrast(page)) {
      expect(reading.ratio, `${path} scrolled to ${y}: ${reading.name}`).toBeGreaterThanOrEqual(4.5);
    }
  }
}
