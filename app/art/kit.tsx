/**
 * The drawing kit every Alphai illustration is made from: one palette (the brand
 * tokens of app/styles/global.css), one stroke weight, one set of corner radii,
 * flat front-on shapes. Rendered to markup at build (app/lib/art.server.tsx);
 * nothing here reaches the browser bundles. No ids (several drawings share a
 * page), no filters, no raster.
 */
import { createContext, use, type ReactNode } from "react";
import type { Locale } from "../shared/locale";

/** Brand palette: navy, indigo, light indigo, amber; white for screens and paper. */
export const C = {
  night: "#141850",
  navy: "#1e2370",
  indigo: "#4338ca",
  violet: "#6366f1",
  lilac: "#a5b4fc",
  mist: "#e0e7ff",
  amber: "#ffb547",
  paper: "#fff",
} as const;

/** The language a drawing is drawn in: app/lib/art.server.tsx draws a German page's pictures in German. */
export const DrawingLocale = createContext<Locale>("en");

/**
 * A word or figure drawn in a picture, as each language writes it: the English of an English page (the product's
 * screen as its users see it), the German of a German page ("Weiter", "0,6 s"). Alt texts say what is drawn in
 * their language, so they follow.
 */
export function Say({ en, de }: { readonly en: string; readonly de: string }) {
  return use(DrawingLocale) === "de" ? de : en;
}

/** Outline weight of every drawing, and of line work (routes, pulses, waves). */
export const STROKE = 3;
export const LINE = 5;
/** Corner radii: panels, cards, small parts. */
export const R = { panel: 14, card: 8, part: 4 } as const;

const FONT = "Inter Variable, Inter, Arial, sans-serif";

/** Stroke-only presentation attributes. */
/** Caps and joins are round everywhere: set once on the root element (Art). */
interface LineAttributes {
  readonly fill: "none";
  readonly stroke: string;
  readonly strokeWidth: number;
  readonly strokeDasharray?: string;
}
export const line = (color: string, width: number = STROKE, dash?: string): LineAttributes => ({
  fill: "none",
  stroke: color,
  strokeWidth: width,
  ...(dash ? { strokeDasharray: dash } : {}),
});

/** A cog of `teeth` teeth around (cx, cy). */
export const gear = (cx: number, cy: number, outer: number, inner: number, teeth: number) => {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const angle = (Math.PI * 2 * (i - 0.5)) / (teeth * 4);
    const radius = i % 4 < 2 ? outer : inner;
    points.push(`${(cx + radius * Math.cos(angle)).toFixed(1)} ${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return `M${points.join("L")}Z`;
};

/** A rounded rectangle. */
export function Box({
  x,
  y,
  w,
  h,
  fill,
  r = 0,
  stroke,
  sw = STROKE,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill: string;
  r?: number;
  stroke?: string;
  sw?: number;
}) {
  return (
    <rect
      x={x}
      y={y}
      width={w}
      height={h}
      rx={r || undefined}
      fill={fill}
      stroke={stroke}
      strokeWidth={stroke ? sw : undefined}
    />
  );
}

/**
 * Lines of text, drawn as rounded bars (a list of widths, one bar each): one
 * round-capped stroke per colour, which is much smaller markup than a rect per bar.
 */
export function Bars({
  x,
  y,
  widths,
  fill,
  h = 8,
  gap = 14,
}: {
  x: number;
  y: number;
  widths: readonly number[];
  fill: string | readonly string[];
  h?: number;
  gap?: number;
}) {
  const colours = typeof fill === "string" ? [fill] : fill;
  const colourOf = (i: number) => colours[i % colours.length]!;
  return (
    <>
      {[...new Set(widths.map((_, i) => colourOf(i)))].map((colour) => (
        <path
          key={colour}
          d={widths
            .map((w, i) => (colourOf(i) === colour ? `M${x + h / 2} ${y + i * gap + h / 2}h${Math.max(w - h, 0)}` : ""))
            .join("")}
          {...line(colour, h)}
        />
      ))}
    </>
  );
}

/** Real text, for the few words a drawing needs (scores, labels, badges); bold unless told (Art sets 700). */
export function Text({
  x,
  y,
  size,
  fill,
  weight = 700,
  anchor = "start",
  children,
}: {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number;
  anchor?: "start" | "middle" | "end";
  children: ReactNode;
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={weight === 700 ? undefined : weight}
      fill={fill}
      textAnchor={anchor === "start" ? undefined : anchor}
    >
      {children}
    </text>
  );
}

/** A tick mark centred on (x, y). */
export const Check = ({
  x,
  y,
  s = 1,
  color = C.indigo,
  w = STROKE + 1,
}: {
  x: number;
  y: number;
  s?: number;
  color?: string;
  w?: number;
}) => <path d={`M${x - 7 * s} ${y}l${5 * s} ${5 * s} ${9 * s}-${10 * s}`} {...line(color, w)} />;

/** A heart whose top centre notch is at (x, y), `s` wide. */
export const Heart = ({ x, y, s, fill }: { x: number; y: number; s: number; fill: string }) => {
  const k = s / 2;
  return (
    <path
      d={`M${x} ${y + k * 1.7}C${x - k * 0.2} ${y + k * 1.5} ${x - k} ${y + k} ${x - k} ${y + k * 0.2}A${k / 2} ${k / 2} 0 0 1 ${x} ${y}A${k / 2} ${k / 2} 0 0 1 ${x + k} ${y + k * 0.2}C${x + k} ${y + k} ${x + k * 0.2} ${y + k * 1.5} ${x} ${y + k * 1.7}Z`}
      fill={fill}
    />
  );
};

/** Head and shoulders of a person, filled, centred on (x, y) (an avatar on a card or in a crowd). */
export const Bust = ({ x, y, s = 1, fill }: { x: number; y: number; s?: number; fill: string }) => (
  <>
    <circle cx={x} cy={y - 7 * s} r={7 * s} fill={fill} />
    <path d={`M${x - 12 * s} ${y + 14 * s}a${12 * s} ${11 * s} 0 0 1 ${24 * s} 0z`} fill={fill} />
  </>
);

/** A clock face centred on (x, y), hands at ten past two. */
export const Clock = ({
  x,
  y,
  r,
  face = C.night,
  ring = C.lilac,
  hands = C.amber,
}: {
  x: number;
  y: number;
  r: number;
  face?: string;
  ring?: string;
  hands?: string;
}) => (
  <>
    <circle cx={x} cy={y} r={r} fill={face} stroke={ring} strokeWidth={STROKE} />
    <path d={`M${x} ${y - r * 0.6}V${y}l${r * 0.45} ${r * 0.2}`} {...line(hands, STROKE + 1)} />
  </>
);

/** A map pin with its point at (x, y). */
export const Pin = ({
  x,
  y,
  s = 1,
  fill = C.amber,
  hole = C.night,
}: {
  x: number;
  y: number;
  s?: number;
  fill?: string;
  hole?: string;
}) => (
  <>
    <path
      d={`M${x} ${y}c${-10 * s}-${12 * s}-${16 * s}-${20 * s}-${16 * s}-${28 * s}a${16 * s} ${16 * s} 0 0 1 ${32 * s} 0c0 ${8 * s}-${6 * s} ${16 * s}-${16 * s} ${28 * s}z`}
      fill={fill}
    />
    <circle cx={x} cy={y - 28 * s} r={6 * s} fill={hole} />
  </>
);

/** The outline of a four-point sparkle centred on (x, y): several can share one path. */
export const sparkle = (x: number, y: number, s = 1) =>
  `M${x} ${y - 14 * s}Q${x + 2 * s} ${y - 2 * s} ${x + 14 * s} ${y}Q${x + 2 * s} ${y + 2 * s} ${x} ${y + 14 * s}Q${x - 2 * s} ${y + 2 * s} ${x - 14 * s} ${y}Q${x - 2 * s} ${y - 2 * s} ${x} ${y - 14 * s}Z`;

/** A four-point sparkle centred on (x, y). */
export const Sparkle = ({ x, y, s = 1, fill = C.amber }: { x: number; y: number; s?: number; fill?: string }) => (
  <path d={sparkle(x, y, s)} fill={fill} />
);

/** A mouse pointer with its tip at (x, y). */
export const Cursor = ({
  x,
  y,
  s = 1,
  fill = C.paper,
  edge = C.night,
}: {
  x: number;
  y: number;
  s?: number;
  fill?: string;
  edge?: string;
}) => (
  <path
    d={`M${x} ${y}l0 ${30 * s} ${8 * s}-${7 * s} ${6 * s} ${12 * s} ${6 * s}-${3 * s}-${6 * s}-${12 * s} ${11 * s} 0z`}
    fill={fill}
    stroke={edge}
    strokeWidth={2}
  />
);

/** A browser window: frame, toolbar with three dots and an address bar; content from (x+10, y+34). */
export function Browser({
  x,
  y,
  w,
  h,
  fill = C.paper,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  fill?: string;
  children?: ReactNode;
}) {
  return (
    <g>
      <Box x={x} y={y} w={w} h={h} r={R.panel} fill={C.mist} />
      <Box x={x + 6} y={y + 28} w={w - 12} h={h - 34} r={R.card} fill={fill} />
      <circle cx={x + 16} cy={y + 14} r={4.5} fill={C.amber} />
      <circle cx={x + 30} cy={y + 14} r={4.5} fill={C.lilac} />
      <circle cx={x + 44} cy={y + 14} r={4.5} fill={C.lilac} />
      <Box x={x + 60} y={y + 8} w={Math.min(w - 76, 180)} h={12} r={6} fill={C.paper} />
      {children}
    </g>
  );
}

/** A phone: dark body with a light outline, a screen from (x+7, y+7), a speaker slot. */
export function Phone({
  x,
  y,
  w,
  h,
  screen = C.paper,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  screen?: string;
  children?: ReactNode;
}) {
  return (
    <g>
      <Box x={x} y={y} w={w} h={h} r={Math.round(w / 6)} fill={C.night} stroke={C.lilac} />
      <Box x={x + 7} y={y + 7} w={w - 14} h={h - 14} r={Math.round(w / 9)} fill={screen} />
      <Box x={x + w / 2 - 12} y={y + 11} w={24} h={5} r={2.5} fill={C.night} />
      {children}
    </g>
  );
}

/**
 * A person from the waist up, front-on: head at (x, y), torso below. `s` scales,
 * `hair` adds a cap of hair, `arm` raises one arm (pointing or presenting).
 */
export function Person({
  x,
  y,
  s = 1,
  body = C.violet,
  head = C.mist,
  hair,
  arm,
}: {
  x: number;
  y: number;
  s?: number;
  body?: string;
  head?: string;
  hair?: string;
  arm?: "left" | "right";
}) {
  const r = 10 * s;
  return (
    <g>
      {arm ? (
        <path
          d={
            arm === "right"
              ? `M${x + 10 * s} ${y + 24 * s}l${20 * s}-${18 * s}`
              : `M${x - 10 * s} ${y + 24 * s}l-${20 * s}-${18 * s}`
          }
          {...line(body, 7 * s)}
        />
      ) : null}
      <path
        d={`M${x - 17 * s} ${y + 48 * s}v-${18 * s}a${17 * s} ${15 * s} 0 0 1 ${34 * s} 0v${18 * s}z`}
        fill={body}
      />
      <circle cx={x} cy={y} r={r} fill={head} />
      {hair ? (
        <path d={`M${x - r} ${y}a${r} ${r} 0 0 1 ${2 * r} 0q-${r} -${r * 0.55} -${2 * r} 0z`} fill={hair} />
      ) : null}
    </g>
  );
}

export interface ArtProps {
  readonly width: number;
  readonly height: number;
  /** Meaningful drawings have a label (role="img"); decorative ones are hidden from assistive technology. */
  readonly label?: string;
  readonly className?: string;
  /** A standalone .svg file: namespace and <title>. */
  readonly standalone?: boolean;
  /** Rendered size when it differs from the viewBox. */
  readonly size?: readonly [number, number];
  readonly children: ReactNode;
}

/** The root element of every drawing. */
export function Art({ width, height, label, className, standalone, size, children }: ArtProps) {
  const a11y = label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: false };
  return (
    <svg
      xmlns={standalone ? "http://www.w3.org/2000/svg" : undefined}
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      width={size?.[0] ?? width}
      height={size?.[1] ?? height}
      fontFamily={FONT}
      fontWeight={700}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(standalone ? {} : a11y)}
    >
      {standalone && label ? <title>{label}</title> : null}
      {children}
    </svg>
  );
}
