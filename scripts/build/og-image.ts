/**
 * Per-page social card (1200x630 PNG) drawn from the page title in the brand
 * design: satori lays out the text with the self-hosted Inter font, resvg
 * rasterises the SVG. No network, no browser.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { OG_IMAGE } from "../../content/seo";

const require = createRequire(import.meta.url);
// Literal specifiers, so knip sees that this script uses @fontsource/inter.
const FONT_FILES = {
  400: () => require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff"),
  700: () => require.resolve("@fontsource/inter/files/inter-latin-700-normal.woff"),
} as const;

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: "normal" }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: "Inter",
      data: await readFile(FONT_FILES[weight]()),
      weight,
      style: "normal" as const,
    })),
  ));

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

export async function renderOgImage(title: string, section: string): Promise<Buffer> {
  const heading = title.replace(/ \| Alphai$/, "");
  const tree = h(
    "div",
    {
      width: "100%",
      height: "100%",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      background: "#141850",
      borderBottom: "12px solid #ffb547",
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      h("div", { display: "flex", alignItems: "center", fontSize: 40, fontWeight: 700 }, [
        h(
          "div",
          {
            width: 56,
            height: 56,
            borderRadius: 14,
            background: "#ffb547",
            color: "#141850",
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            marginRight: 20,
            fontSize: 36,
          },
          "A",
        ),
        h("div", { display: "flex" }, "alphai"),
      ]),
      h("div", { display: "flex", flexDirection: "column" }, [
        h(
          "div",
          {
            display: "flex",
            fontSize: 28,
            color: "#ffb547",
            fontWeight: 700,
            textTransform: "uppercase",
            letterSpacing: 3,
            marginBottom: 20,
          },
          section,
        ),
        h(
          "div",
          {
            display: "flex",
            fontSize: heading.length > 40 ? 64 : 76,
            fontWeight: 700,
            lineHeight: 1.1,
            maxWidth: 1000,
          },
          heading,
        ),
      ]),
      h("div", { display: "flex", justifyContent: "space-between", fontSize: 26, color: "#c9cdf0" }, [
        h("div", { display: "flex" }, "Software & digital services agency"),
        h("div", { display: "flex" }, "Dubai · Lahore · Munich"),
      ]),
    ],
  );
  const svg = await satori(tree as Parameters<typeof satori>[0], { ...OG_IMAGE, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_IMAGE.width } }).render().asPng();
}

/** Renders an SVG file (the favicon) to a square PNG icon. */
export async function renderIcon(svgPath: string, size: number): Promise<Buffer> {
  const svg = await readFile(svgPath, "utf8");
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}
