/**
 * Hero motifs of the technology pages (the detail pages of the website, mobile, front-end,
 * database, cloud and CMS families): one each, same kit and stage as app/art/motifs.tsx.
 * Each alludes to its technology in the house style (a shield for Angular, a cup for Java,
 * orbits for React...) without copying a logo. Which page gets which: app/art/hero-motifs.ts.
 */
import type { ReactNode } from "react";
import { Bars, Box, C, Check, Cursor, LINE, Phone, R, Sparkle, STROKE, line } from "./kit";

/** A regular hexagon around (cx, cy), a corner at the top. */
const hexagon = (cx: number, cy: number, r: number) =>
  `M${[0, 1, 2, 3, 4, 5]
    .map((i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    })
    .join("L")}Z`;

/** Three orbits crossing at (x, y), a React-like atom without its logo's proportions. */
export const Orbits = ({
  x,
  y,
  rx,
  ry,
  color,
  w = LINE,
}: {
  x: number;
  y: number;
  rx: number;
  ry: number;
  color: string;
  w?: number;
}) => (
  <g {...line(color, w)}>
    {[0, 60, 120].map((a) => (
      <ellipse key={a} cx={x} cy={y} rx={rx} ry={ry} transform={a ? `rotate(${a} ${x} ${y})` : undefined} />
    ))}
  </g>
);

/** A cloud whose flat base starts at (x, y), about 200s wide and 140s high. */
export const cloudPath = (x: number, y: number, s = 1) =>
  `M${x} ${y}a${44 * s} ${44 * s} 0 0 1 ${20 * s} ${-82 * s}a${66 * s} ${66 * s} 0 0 1 ${124 * s} ${-12 * s}a${52 * s} ${52 * s} 0 0 1 ${62 * s} ${50 * s}a${40 * s} ${40 * s} 0 0 1 ${-6 * s} ${44 * s}z`;

/** A table: header row and `rows` rows of two columns. */
const Table = ({
  x,
  y,
  w,
  rows,
  head = C.indigo,
}: {
  x: number;
  y: number;
  w: number;
  rows: number;
  head?: string;
}) => (
  <g>
    <Box x={x} y={y} w={w} h={26 + rows * 24} r={R.card} fill={C.mist} />
    <path
      d={`M${x} ${y + R.card}a${R.card} ${R.card} 0 0 1 ${R.card}-${R.card}h${w - 2 * R.card}a${R.card} ${R.card} 0 0 1 ${R.card} ${R.card}v18H${x}z`}
      fill={head}
    />
    <path
      d={
        Array.from({ length: rows - 1 }, (_, i) => `M${x} ${y + 50 + i * 24}h${w}`).join("") +
        `M${x + w * 0.36} ${y + 26}v${rows * 24}`
      }
      {...line(C.lilac, 2)}
    />
    <Bars
      x={x + 8}
      y={y + 34}
      widths={Array.from({ length: rows }, () => w * 0.36 - 16)}
      fill={C.violet}
      gap={24}
      h={7}
    />
    <Bars
      x={x + w * 0.36 + 8}
      y={y + 34}
      widths={Array.from({ length: rows }, (_, i) => (w * 0.64 - 16) * [1, 0.7, 0.85, 0.6][i % 4]!)}
      fill={C.lilac}
      gap={24}
      h={7}
    />
  </g>
);

/** A small document card with a brace on the left, as JSON. */
const JsonCard = ({ x, y, fill = C.mist, ink = C.violet }: { x: number; y: number; fill?: string; ink?: string }) => (
  <g>
    <Box x={x} y={y} w={92} h={78} r={R.card} fill={fill} />
    <path d={`M${x + 22} ${y + 14}q-8 0-8 8v8q0 8-6 9 6 1 6 9v8q0 8 8 8`} {...line(ink, STROKE)} />
    <Bars x={x + 30} y={y + 16} widths={[44, 30, 38]} fill={ink} h={7} gap={16} />
  </g>
);

/* ---- Website development: server and web frameworks ---- */

/** Angular: a shield, its halves in two tones, guarding a component tree; a two-way binding to the page. */
const angular = (
  <>
    <path d="M168 52l112 40-18 158-94 54-94-54-18-158z" fill={C.violet} />
    <path d="M168 52l112 40-18 158-94 54z" fill={C.indigo} />
    <path d="M168 90l-52 132M168 90l52 132" {...line(C.amber, 16)} />
    <circle cx={168} cy={188} r={12} fill={C.mist} />
    <circle cx={138} cy={238} r={9} fill={C.lilac} />
    <circle cx={198} cy={238} r={9} fill={C.lilac} />
    <path d="M162 198l-18 32M174 198l18 32" {...line(C.mist, STROKE)} />
    <path
      d="M290 150h48M338 150l-10-8M338 150l-10 8M338 180h-48M290 180l10-8M290 180l10 8"
      {...line(C.lilac, STROKE)}
    />
    <Box x={346} y={108} w={88} h={124} r={R.card} fill={C.mist} />
    <Bars x={358} y={124} widths={[52, 36]} fill={[C.night, C.lilac]} gap={16} />
    <Box x={358} y={162} w={64} h={20} r={R.part} fill={C.paper} stroke={C.violet} sw={2} />
    <Box x={358} y={196} w={44} h={20} r={10} fill={C.amber} />
    <Sparkle x={82} y={300} s={0.8} fill={C.lilac} />
  </>
);

/** .NET: a dot and a net; a tile with a sharp sign (C#) caught in the mesh. */
const dotnet = (
  <>
    <path
      d="M90 110l160 160M130 70l200 200M190 50l180 180M90 170l110 110M90 230l50 50M330 70l-240 240M370 110l-200 200M390 170l-150 150M270 50l-180 180"
      {...line(C.indigo, STROKE)}
    />
    {[
      [130, 150],
      [190, 210],
      [250, 150],
      [310, 210],
      [250, 270],
      [190, 90],
    ].map(([x, y]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={7} fill={C.lilac} />
    ))}
    <circle cx={118} cy={268} r={30} fill={C.amber} />
    <Box x={236} y={76} w={150} h={150} r={28} fill={C.violet} stroke={C.lilac} />
    <path d="M290 106l-12 92M330 106l-12 92M264 138h86M258 168h86" {...line(C.mist, 12)} />
    <Bars x={262} y={246} widths={[120, 84]} fill={[C.mist, C.lilac]} gap={20} h={10} />
  </>
);

/** React: three orbits round a nucleus, components riding them. */
const react = (
  <>
    <Orbits x={240} y={176} rx={150} ry={54} color={C.lilac} w={6} />
    <circle cx={240} cy={176} r={26} fill={C.amber} />
    <circle cx={240} cy={176} r={10} fill={C.night} />
    {[
      [90, 176, C.mist],
      [322, 50, C.violet],
      [320, 300, C.mist],
    ].map(([x, y, fill]) => (
      <g key={x as number}>
        <Box
          x={(x as number) - 34}
          y={(y as number) - 22}
          w={68}
          h={44}
          r={R.card}
          fill={fill as string}
          stroke={C.night}
        />
        <Bars
          x={(x as number) - 22}
          y={(y as number) - 11}
          widths={[44, 28]}
          fill={fill === C.violet ? C.mist : C.indigo}
          h={7}
          gap={14}
        />
      </g>
    ))}
    <Sparkle x={120} y={62} s={0.8} fill={C.lilac} />
    <Sparkle x={404} y={236} s={0.9} />
  </>
);

/** Java: a cup of coffee with steam on its saucer, beans beside it, a braces card. */
const java = (
  <>
    <path
      d="M176 110q-18-26 0-48q18-24 0-44M216 110q-18-26 0-48q18-24 0-44M256 110q-18-26 0-48"
      {...line(C.lilac, LINE)}
    />
    <ellipse cx={218} cy={290} rx={136} ry={24} fill={C.indigo} />
    <ellipse cx={218} cy={284} rx={100} ry={14} fill={C.violet} />
    <path d="M304 164a40 40 0 0 1 0 80" {...line(C.mist, 16)} />
    <path d="M120 130h196l-16 128a24 24 0 0 1-24 22H160a24 24 0 0 1-24-22z" fill={C.mist} />
    <ellipse cx={218} cy={132} rx={98} ry={14} fill={C.amber} />
    <path d="M142 186h152" {...line(C.lilac, 10)} />
    {[
      [98, 236, -30],
      [380, 272, 20],
      [402, 238, -50],
    ].map(([x, y, a]) => (
      <g key={x} transform={`rotate(${a} ${x} ${y})`}>
        <ellipse cx={x} cy={y} rx={16} ry={11} fill={C.amber} />
        <path d={`M${x! - 12} ${y}q12-6 24 0`} {...line(C.night, 2.5)} />
      </g>
    ))}
    <Box x={346} y={90} w={78} h={90} r={R.card} fill={C.night} stroke={C.lilac} />
    <path
      d="M368 108q-10 0-10 10v8q0 8-6 9 6 1 6 9v8q0 10 10 10M402 108q10 0 10 10v8q0 8 6 9-6 1-6 9v8q0 10-10 10"
      {...line(C.amber, STROKE)}
    />
    <path d="M375 135h1M385 135h1M395 135h1" {...line(C.lilac, 8)} />
  </>
);

/** Vue: two nested chevrons (a view) and the reactive loop from data to what the page shows. */
const vue = (
  <>
    <path d="M78 80l110 196 110-196" {...line(C.violet, 34)} />
    <path d="M138 80l50 90 50-90" {...line(C.amber, 18)} />
    <circle cx={188} cy={276} r={9} fill={C.mist} />
    <Box x={320} y={70} w={104} h={70} r={R.card} fill={C.mist} />
    <Bars x={334} y={86} widths={[60, 44, 52]} fill={[C.indigo, C.lilac, C.lilac]} gap={14} h={7} />
    <Box x={320} y={206} w={104} h={90} r={R.card} fill={C.night} stroke={C.lilac} />
    <Box x={334} y={222} w={76} h={30} r={R.part} fill={C.violet} />
    <Bars x={334} y={264} widths={[56]} fill={C.amber} />
    <path d="M392 150v44M392 194l-9-10M392 194l9-10" {...line(C.amber, STROKE)} />
    <path d="M352 196v-44M352 152l-9 10M352 152l9 10" {...line(C.lilac, STROKE)} />
  </>
);

/** Python: code that reads by its indentation, and a snake winding past it. */
const python = (
  <>
    <Box x={150} y={56} w={240} h={236} r={R.panel} fill={C.night} stroke={C.lilac} />
    <path d="M176 102v150M204 130v56M232 214v38" {...line(C.indigo, 2, "4 6")} />
    {[
      [0, 96, C.amber],
      [1, 120, C.lilac],
      [1, 70, C.violet],
      [2, 90, C.lilac],
      [2, 60, C.lilac],
      [1, 100, C.violet],
      [2, 80, C.lilac],
      [3, 50, C.mist],
    ].map(([indent, w, fill], row) => (
      <rect
        key={row}
        x={170 + (indent as number) * 28}
        y={86 + row * 26}
        width={w as number}
        height={9}
        rx={4.5}
        fill={fill as string}
      />
    ))}
    <path d="M118 320c-60-20-50-90 0-96s70-52 30-92-10-82 34-86" {...line(C.violet, 22)} />
    <path d="M118 320c-60-20-50-90 0-96s70-52 30-92-10-82 34-86" {...line(C.amber, 4, "2 18")} />
    <ellipse cx={196} cy={48} rx={24} ry={16} fill={C.violet} />
    <circle cx={204} cy={44} r={4} fill={C.amber} />
    <path d="M220 52l14 4m-14-4l12 8" {...line(C.amber, 2.5)} />
  </>
);

/** Node.js: a hexagon with the event loop turning inside, packages linked around it. */
const node = (
  <>
    <path d="M240 176L112 98M240 176L370 98M240 176L110 262M240 176L372 262" {...line(C.lilac, STROKE, "2 10")} />
    <path d={hexagon(240, 176, 110)} fill={C.indigo} stroke={C.lilac} strokeWidth={STROKE} />
    <path d="M240 120a56 56 0 1 1-52 34" {...line(C.amber, 14)} />
    <path d="M172 128l14 32 28-22z" fill={C.amber} />
    <circle cx={240} cy={176} r={16} fill={C.mist} />
    {[
      [110, 96, C.violet],
      [372, 96, C.mist],
      [108, 262, C.mist],
      [374, 262, C.violet],
    ].map(([x, y, fill]) => (
      <path
        key={x as number}
        d={hexagon(x as number, y as number, 30)}
        fill={fill as string}
        stroke={C.night}
        strokeWidth={STROKE}
      />
    ))}
    <circle cx={372} cy={96} r={8} fill={C.amber} />
    <circle cx={108} cy={262} r={8} fill={C.indigo} />
  </>
);

/* ---- Mobile app development ---- */

/** Android: a phone with a friendly robot head peeking over it, a floating action button on screen. */
const android = (
  <>
    <path d="M186 96l-20-34M294 96l20-34" {...line(C.lilac, 6)} />
    <path d="M162 124a78 66 0 0 1 156 0z" fill={C.violet} />
    <circle cx={206} cy={100} r={8} fill={C.mist} />
    <circle cx={274} cy={100} r={8} fill={C.mist} />
    <Phone x={166} y={118} w={148} h={222} screen={C.mist}>
      <Box x={182} y={144} w={116} h={44} r={R.card} fill={C.indigo} />
      <Bars x={192} y={156} widths={[70, 46]} fill={C.mist} h={7} gap={14} />
      <Box x={182} y={198} w={116} h={34} r={R.card} fill={C.paper} />
      <circle cx={198} cy={215} r={8} fill={C.lilac} />
      <Bars x={214} y={211} widths={[66]} fill={C.lilac} />
      <Box x={182} y={240} w={116} h={34} r={R.card} fill={C.paper} />
      <circle cx={198} cy={257} r={8} fill={C.lilac} />
      <Bars x={214} y={253} widths={[52]} fill={C.lilac} />
      <circle cx={282} cy={300} r={18} fill={C.amber} />
      <path d="M282 290v20M272 300h20" {...line(C.night, 4)} />
    </Phone>
    <Box x={334} y={204} w={96} h={64} r={R.card} fill={C.indigo} stroke={C.lilac} />
    <path d="M352 236h60M382 216v40" {...line(C.lilac, STROKE, "2 8")} />
    <circle cx={382} cy={236} r={9} fill={C.amber} />
    <Sparkle x={100} y={96} s={0.8} fill={C.lilac} />
  </>
);

/** iOS: a phone with a grid of app icons and a dock, and a watch beside it. */
const ios = (
  <>
    <Phone x={110} y={40} w={164} h={290} screen={C.indigo}>
      <Box x={168} y={54} w={48} h={14} r={7} fill={C.night} />
      {Array.from({ length: 12 }, (_, i) => (
        <rect
          key={i}
          x={132 + (i % 3) * 42}
          y={90 + Math.floor(i / 3) * 44}
          width={32}
          height={32}
          rx={9}
          fill={[C.amber, C.mist, C.violet, C.lilac][(i * 5) % 4]}
        />
      ))}
      <Box x={126} y={274} w={132} h={40} r={14} fill={C.violet} />
      {[140, 172, 204, 236].map((x) => (
        <rect key={x} x={x - 4} y={280} width={28} height={28} rx={8} fill={C.mist} />
      ))}
    </Phone>
    <path d="M332 120h52v-38h-52zM332 250h52v38h-52z" fill={C.violet} />
    <Box x={314} y={130} w={88} h={110} r={28} fill={C.night} stroke={C.lilac} />
    <circle cx={358} cy={185} r={32} fill="none" stroke={C.amber} strokeWidth={8} strokeDasharray="150 60" />
    <circle cx={358} cy={185} r={18} fill="none" stroke={C.lilac} strokeWidth={6} strokeDasharray="80 40" />
    <Box x={402} y={164} w={8} h={20} r={3} fill={C.lilac} />
  </>
);

/** React Native: one set of orbits joining two phones, one light, one dark. */
const reactNative = (
  <>
    <Orbits x={240} y={178} rx={140} ry={48} color={C.indigo} w={8} />
    <Phone x={92} y={70} w={118} h={220} screen={C.mist}>
      <Bars x={108} y={100} widths={[64, 46]} fill={C.indigo} h={8} gap={16} />
      <Box x={108} y={140} w={86} h={60} r={R.card} fill={C.violet} />
      <Box x={108} y={212} w={86} h={22} r={11} fill={C.amber} />
    </Phone>
    <Phone x={270} y={70} w={118} h={220} screen={C.night}>
      <Bars x={286} y={100} widths={[64, 46]} fill={C.lilac} h={8} gap={16} />
      <Box x={286} y={140} w={86} h={60} r={R.card} fill={C.violet} />
      <Box x={286} y={212} w={86} h={22} r={11} fill={C.amber} />
    </Phone>
    <circle cx={240} cy={178} r={22} fill={C.amber} stroke={C.navy} strokeWidth={6} />
    <path d="M206 262h68" {...line(C.lilac, STROKE, "2 8")} />
  </>
);

/** Flutter: angled slabs like wings in flight, over one app on a phone and a tablet. */
const flutter = (
  <>
    <Box x={196} y={150} w={228} h={164} r={R.panel} fill={C.night} stroke={C.lilac} />
    <Box x={210} y={164} w={200} h={136} r={R.card} fill={C.mist} />
    <Box x={226} y={180} w={80} h={104} r={R.card} fill={C.violet} />
    <Bars x={320} y={184} widths={[72, 52, 64]} fill={[C.indigo, C.lilac, C.lilac]} gap={18} />
    <Box x={320} y={250} w={66} h={22} r={11} fill={C.amber} />
    <Phone x={100} y={170} w={92} h={160} screen={C.mist}>
      <Box x={114} y={192} w={64} h={52} r={R.card} fill={C.violet} />
      <Bars x={114} y={256} widths={[56, 40]} fill={[C.indigo, C.lilac]} gap={14} />
      <Box x={114} y={292} w={64} h={18} r={9} fill={C.amber} />
    </Phone>
    <path d="M184 38l-90 90 26 26 90-90z" fill={C.lilac} />
    <path d="M252 42l-76 76 26 26 76-76z" fill={C.violet} />
    <path d="M312 52l-52 52 26 26 52-52z" fill={C.amber} />
  </>
);

/* ---- Front-end ---- */

/** HTML & CSS: tag brackets, and the box model, margin to content. */
const htmlCss = (
  <>
    <path d="M104 74l-40 38 40 38M176 74l40 38-40 38M152 62l-24 100" {...line(C.amber, 12)} />
    <rect x={150} y={120} width={264} height={200} rx={R.panel} {...line(C.lilac, STROKE, "10 10")} />
    <Box x={176} y={146} w={212} h={148} r={R.card} fill={C.violet} />
    <Box x={194} y={164} w={176} h={112} r={R.part} fill={C.mist} />
    <Box x={220} y={188} w={124} h={64} r={R.part} fill={C.indigo} />
    <Bars x={234} y={204} widths={[92, 64]} fill={C.lilac} h={8} gap={18} />
    <path d="M194 156h16M282 146v18M388 220h-18" {...line(C.amber, STROKE)} />
    <Sparkle x={404} y={78} s={0.9} fill={C.lilac} />
  </>
);

/** Bootstrap: a twelve-column grid, blocks snapped to it, and the boot whose strap gave the name. */
const bootstrap = (
  <>
    <path d={Array.from({ length: 12 }, (_, i) => `M${84 + i * 26} 56v250`).join("")} {...line(C.indigo, 14)} />
    <Box x={74} y={70} w={312} h={30} r={R.card} fill={C.mist} />
    <Bars x={88} y={81} widths={[40]} fill={C.indigo} />
    <Bars x={272} y={81} widths={[28, 28, 28]} fill={C.lilac} gap={0} />
    <Bars x={312} y={81} widths={[28]} fill={C.lilac} />
    <Bars x={352} y={81} widths={[22]} fill={C.amber} />
    <Box x={74} y={114} w={200} h={90} r={R.card} fill={C.violet} />
    <Bars x={90} y={132} widths={[130, 96]} fill={C.mist} h={10} gap={20} />
    <Box x={90} y={174} w={64} h={18} r={9} fill={C.amber} />
    <Box x={286} y={114} w={100} h={90} r={R.card} fill={C.lilac} />
    {[74, 178].map((x) => (
      <Box key={x} x={x} y={218} w={92} h={76} r={R.card} fill={C.mist} />
    ))}
    <Bars x={88} y={266} widths={[60]} fill={C.lilac} />
    <Bars x={192} y={266} widths={[60]} fill={C.lilac} />
    <path d="M314 194h50v64c0 8 4 12 12 14l28 8c14 4 20 12 20 22v8H314z" fill={C.amber} />
    <path d="M314 298h110" {...line(C.night, 6)} />
    <path d="M318 232h46M318 246h46" {...line(C.night, STROKE, "1 9")} />
    <path d="M360 196c4-40 40-40 36-6" {...line(C.mist, 7)} />
  </>
);

/** JavaScript: a square amber tile with braces, and a chain of promises that resolves. */
const javascript = (
  <>
    <g transform="rotate(-8 160 150)">
      <Box x={76} y={66} w={168} h={168} r={R.panel} fill={C.amber} />
      <path
        d="M134 108q-16 0-16 16v14q0 12-10 14 10 2 10 14v14q0 16 16 16M186 108q16 0 16 16v14q0 12 10 14-10 2-10 14v14q0 16-16 16"
        {...line(C.night, 9)}
      />
      <circle cx={160} cy={152} r={7} fill={C.night} />
    </g>
    <path d="M268 118h30M340 170v34M298 254h-30" {...line(C.lilac, STROKE, "2 8")} />
    <circle cx={340} cy={118} r={34} fill={C.indigo} stroke={C.lilac} strokeWidth={STROKE} />
    <path d="M340 100v18l12 8" {...line(C.mist, 5)} />
    <circle cx={340} cy={254} r={40} fill={C.violet} stroke={C.lilac} strokeWidth={STROKE} />
    <Check x={340} y={252} s={1.7} color={C.mist} w={7} />
    <path d="M108 278l-12 34 26-20-6 34" {...line(C.lilac, 6)} />
    <Bars x={150} y={282} widths={[90, 64]} fill={[C.mist, C.lilac]} gap={18} />
  </>
);

/** Gatsby: an art-deco sunburst over pages built ahead of time, stacked and ready to serve. */
const gatsby = (
  <>
    <path d="M240 186L96 186A144 144 0 0 1 384 186z" fill={C.indigo} />
    <path
      d={[-75, -45, -15, 15, 45, 75]
        .map((a) => {
          const r = (a * Math.PI) / 180;
          return `M240 186l${(144 * Math.sin(r)).toFixed(1)} ${(-144 * Math.cos(r)).toFixed(1)}`;
        })
        .join("")}
      {...line(C.lilac, STROKE)}
    />
    <path d="M180 186a60 60 0 0 1 120 0z" fill={C.amber} />
    <path d="M204 186a36 36 0 0 1 72 0" {...line(C.night, STROKE)} />
    <path d="M84 186h312" {...line(C.amber, STROKE)} />
    {[0, 1, 2].map((i) => (
      <Box
        key={i}
        x={150 + i * 16}
        y={208 + i * 18}
        w={150}
        h={78}
        r={R.card}
        fill={[C.lilac, C.violet, C.mist][i]!}
        stroke={C.night}
      />
    ))}
    <Bars x={198} y={252} widths={[96, 70]} fill={[C.indigo, C.lilac]} gap={16} />
    <path d="M366 216l-22 44h24l-18 46 44-60h-26l18-30z" fill={C.amber} />
    <path d="M92 236h40M78 260h50M98 284h28" {...line(C.lilac, STROKE)} />
  </>
);

/* ---- Databases ---- */

/** SQL Server: a server tower beside a table and its query. */
const sqlServer = (
  <>
    <Box x={82} y={56} w={132} h={254} r={R.panel} fill={C.mist} />
    {[0, 1, 2, 3, 4].map((i) => (
      <g key={i}>
        <rect x={98} y={74 + i * 40} width={100} height={28} rx={R.part} fill={i === 2 ? C.violet : C.lilac} />
        <circle cx={182} cy={88 + i * 40} r={5} fill={i === 2 ? C.amber : C.indigo} />
        <path
          d={`M108 ${84 + i * 40}v8M118 ${84 + i * 40}v8M128 ${84 + i * 40}v8`}
          {...line(i === 2 ? C.mist : C.indigo, 3)}
        />
      </g>
    ))}
    <path d="M214 176h30" {...line(C.lilac, STROKE, "2 8")} />
    <Table x={248} y={120} w={170} rows={4} />
    <Box x={248} y={56} w={170} h={44} r={R.card} fill={C.night} stroke={C.lilac} />
    <Bars x={262} y={74} widths={[44]} fill={C.amber} />
    <Bars x={314} y={74} widths={[34, 50]} fill={C.lilac} gap={0} />
    <Bars x={356} y={74} widths={[48]} fill={C.lilac} />
  </>
);

/** MySQL: a dolphin leaping over the waves, a stack of tables below. */
const mysql = (
  <>
    <path d="M72 250q24-16 48 0t48 0 48 0 48 0 48 0 48 0 48 0" {...line(C.violet, LINE)} />
    <path
      d="M96 226c20-100 140-150 236-110 22 10 40 6 52-4-4 18-18 28-30 32 10 30 2 60-16 86-8-30-20-46-42-58-66-36-146-22-200 54z"
      fill={C.mist}
    />
    <path d="M236 118l26-44 14 52z" fill={C.lilac} />
    <circle cx={338} cy={136} r={6} fill={C.night} />
    <path d="M96 226l-28 12 8-24-20-14 30 4z" fill={C.lilac} />
    <Table x={170} y={264} w={140} rows={1} />
    <Box x={150} y={292} w={180} h={26} r={R.card} fill={C.indigo} />
    <Sparkle x={410} y={74} s={1} />
    <Sparkle x={90} y={110} s={0.7} fill={C.lilac} />
  </>
);

/** Firestore: a flame over collections of documents, kept in sync with a phone. */
const firestore = (
  <>
    <path
      d="M120 176c-30-40 0-70 18-110 10 30 34 34 30 64 16-8 18-26 14-40 40 30 40 80 12 96-20 12-54 10-74-10z"
      fill={C.amber}
    />
    <path d="M138 180c-10-20 4-40 14-58 10 22 26 26 26 48-2 22-28 26-40 10z" fill={C.mist} />
    <Box x={82} y={214} w={132} h={96} r={R.card} fill={C.indigo} />
    <path d="M82 226a12 12 0 0 1 12-12h36l10 12h62a12 12 0 0 1 12 12" fill={C.violet} />
    <Bars x={98} y={250} widths={[90, 70, 80]} fill={C.lilac} gap={18} h={7} />
    <path d="M214 262h32M246 262V110h20M246 200h20M246 290h20" {...line(C.lilac, STROKE)} />
    {[90, 180].map((y, i) => (
      <g key={y}>
        <Box x={266} y={y} w={96} h={70} r={R.card} fill={C.mist} />
        <Bars
          x={278}
          y={y + 14}
          widths={[56, 72, 44]}
          fill={[i ? C.violet : C.indigo, C.lilac, C.lilac]}
          gap={16}
          h={7}
        />
      </g>
    ))}
    <Box x={266} y={270} w={96} h={40} r={R.card} fill={C.violet} />
    <Bars x={278} y={286} widths={[60]} fill={C.mist} h={7} />
    <path d="M378 120a40 40 0 0 1 0 60M370 180l8 0 2-8" {...line(C.amber, STROKE)} />
    <Phone x={384} y={120} w={56} h={104} screen={C.mist}>
      <Bars x={396} y={140} widths={[32, 24, 28]} fill={[C.indigo, C.lilac, C.lilac]} h={6} gap={12} />
    </Phone>
  </>
);

/** MongoDB: a leaf over loose JSON documents, stacked at angles. */
const mongodb = (
  <>
    <path d="M132 40c-56 60-56 150 0 210 56-60 56-150 0-210z" fill={C.violet} />
    <path d="M132 70v220" {...line(C.mist, 6)} />
    <path d="M132 150l-24-18M132 190l24-20" {...line(C.lilac, STROKE)} />
    <g transform="rotate(-10 260 140)">
      <JsonCard x={206} y={92} fill={C.lilac} ink={C.night} />
    </g>
    <g transform="rotate(8 340 120)">
      <JsonCard x={300} y={78} fill={C.indigo} ink={C.mist} />
    </g>
    <g transform="rotate(-3 300 230)">
      <JsonCard x={214} y={196} />
    </g>
    <g transform="rotate(10 360 260)">
      <JsonCard x={314} y={212} fill={C.amber} ink={C.night} />
    </g>
    <path d="M80 300h320" {...line(C.lilac, STROKE)} />
  </>
);

/** PostgreSQL: an elephant's head beside two related tables joined by their key. */
const postgresql = (
  <>
    <path
      d="M70 92a70 62 0 0 1 124-30 56 56 0 0 1 40 84c-8 22-26 30-30 56v64a14 14 0 0 1-28 0v-60c0-12-10-16-16-8a40 40 0 0 1-70-34 70 62 0 0 1-20-72z"
      fill={C.mist}
    />
    <path d="M150 90a52 48 0 0 0-70 40 44 40 0 0 0 52 38z" fill={C.lilac} />
    <circle cx={182} cy={104} r={7} fill={C.night} />
    <path d="M170 168q-20 10-30-4" {...line(C.paper, 6)} />
    <Table x={262} y={54} w={150} rows={3} />
    <Table x={262} y={210} w={150} rows={2} head={C.violet} />
    <path d="M420 104h16v156h-16" {...line(C.amber, STROKE)} />
    <circle cx={436} cy={182} r={9} fill={C.amber} />
    <path d="M244 140h18" {...line(C.lilac, STROKE, "2 6")} />
  </>
);

/* ---- Cloud ---- */

/** AWS: service boxes stacked under a cloud, a smiling arrow carrying them along. */
const aws = (
  <>
    <path d={cloudPath(140, 146, 0.95)} fill={C.mist} />
    {[
      [120, 222, C.violet],
      [200, 222, C.indigo],
      [280, 222, C.violet],
      [160, 168, C.lilac],
      [240, 168, C.amber],
    ].map(([x, y, fill]) => (
      <g key={`${x}-${y}`}>
        <path d={`M${x} ${y}l${36} -18 ${36} 18 -36 18z`} fill={C.paper} />
        <path d={`M${x} ${y}v40l36 18v-40z`} fill={fill as string} />
        <path d={`M${(x as number) + 72} ${y}v40l-36 18v-40z`} fill={C.night} />
      </g>
    ))}
    <path d="M104 300q132 46 260-6" {...line(C.amber, 10)} />
    <path d="M344 280l26 12-20 20" {...line(C.amber, 10)} />
    <path d="M370 120v24M382 132h-24" {...line(C.lilac, STROKE)} />
  </>
);

/** Azure: a sail-like wedge in the sky, and the globe of regions it reaches. */
const azure = (
  <>
    <circle cx={310} cy={196} r={104} fill={C.indigo} />
    <path
      d="M310 92a48 104 0 0 0 0 208a48 104 0 0 0 0-208M206 196h208M222 140h176M222 252h176"
      {...line(C.violet, STROKE)}
    />
    {[
      [276, 150],
      [352, 180],
      [300, 248],
    ].map(([x, y]) => (
      <g key={x}>
        <circle cx={x} cy={y} r={14} fill={C.amber} />
        <circle cx={x} cy={y} r={5} fill={C.night} />
      </g>
    ))}
    <path d="M276 150L352 180L300 248z" {...line(C.mist, 2, "3 6")} />
    <path d="M150 52l-90 240h76l92-150z" fill={C.lilac} />
    <path d="M178 142l-42 150h120z" fill={C.mist} />
    <path d="M150 52l28 90" {...line(C.violet, STROKE)} />
  </>
);

/** Google Cloud: a cloud outlined in four colours, with data scanned beneath it. */
const gcp = (
  <>
    <g {...line(C.amber, 16)}>
      <path d="M150 190a44 44 0 0 1 20-82" />
    </g>
    <path d="M170 108a66 66 0 0 1 124-12" {...line(C.violet, 16)} />
    <path d="M294 96a52 52 0 0 1 62 50 40 40 0 0 1-6 44" {...line(C.lilac, 16)} />
    <path d="M350 190H150" {...line(C.mist, 16)} />
    <path d={hexagon(250, 146, 30)} fill={C.indigo} />
    <circle cx={250} cy={146} r={10} fill={C.amber} />
    <Box x={120} y={224} w={204} h={92} r={R.card} fill={C.night} stroke={C.lilac} />
    {[40, 62, 30, 74, 52, 66].map((h, i) => (
      <rect
        key={i}
        x={138 + i * 28}
        y={300 - h}
        width={18}
        height={h}
        rx={R.part}
        fill={i === 3 ? C.amber : C.violet}
      />
    ))}
    <circle cx={356} cy={258} r={30} fill={C.mist} stroke={C.violet} strokeWidth={8} />
    <path d="M378 280l28 28" {...line(C.mist, 12)} />
  </>
);

/* ---- CMS ---- */

/** WordPress: blocks of a post stacked in the editor, one being inserted, a plugin fitting in. */
const wordpress = (
  <>
    <Box x={84} y={54} w={250} h={262} r={R.panel} fill={C.mist} />
    <Bars x={104} y={74} widths={[160]} fill={C.night} h={14} />
    <Box x={104} y={102} w={210} h={62} r={R.card} fill={C.paper} stroke={C.lilac} sw={2} />
    <Bars x={118} y={116} widths={[170, 150, 110]} fill={C.lilac} h={7} gap={14} />
    <Box x={104} y={176} w={210} h={70} r={R.card} fill={C.violet} />
    <path d="M120 236l36-40 24 26 16-14 30 28z" fill={C.mist} />
    <circle cx={282} cy={198} r={10} fill={C.amber} />
    <Box x={104} y={258} w={210} h={40} r={R.card} fill="none" stroke={C.indigo} sw={2} />
    <path d="M116 266v24" {...line(C.amber, 4)} />
    <Bars x={128} y={274} widths={[120]} fill={C.indigo} h={7} />
    <circle cx={334} cy={258} r={24} fill={C.amber} stroke={C.navy} strokeWidth={6} />
    <path d="M334 246v24M322 258h24" {...line(C.night, 5)} />
    <path
      d="M360 92h26a12 12 0 1 1 24 0h26v30a12 12 0 1 0 0 24v30h-76z"
      fill={C.violet}
      stroke={C.lilac}
      strokeWidth={STROKE}
    />
  </>
);

/** Jamstack: a jar of JavaScript, APIs and markup, and the pages it serves from the edge. */
const jamstack = (
  <>
    <Box x={104} y={66} w={152} h={30} r={R.part} fill={C.amber} />
    <path
      d="M112 96h136v20c20 10 24 30 24 50v108a28 28 0 0 1-28 28H116a28 28 0 0 1-28-28V166c0-20 4-40 24-50z"
      fill={C.violet}
    />
    <path d="M100 196h160" {...line(C.indigo, 46)} />
    <Box x={110} y={174} w={140} h={44} r={R.card} fill={C.mist} />
    <path
      d="M132 184l-10 12 10 12M160 184q-6 0-6 6v12q0 6 6 6M206 184l10 12-10 12M174 184q6 0 6 6v12q0 6-6 6"
      {...line(C.indigo, STROKE)}
    />
    <path d="M188 196h4" {...line(C.night, 6)} />
    <circle cx={140} cy={260} r={10} fill={C.lilac} />
    <circle cx={210} cy={282} r={7} fill={C.lilac} />
    <path d="M272 196h40" {...line(C.lilac, STROKE, "2 8")} />
    <circle cx={362} cy={196} r={54} fill={C.indigo} stroke={C.lilac} strokeWidth={STROKE} />
    <path d="M362 142a26 54 0 0 0 0 108a26 54 0 0 0 0-108M308 196h108" {...line(C.lilac, 2)} />
    {[
      [362, 86],
      [432, 224],
      [320, 300],
    ].map(([x, y]) => (
      <g key={x}>
        <Box x={x! - 22} y={y! - 16} w={44} h={32} r={R.part} fill={C.mist} />
        <Bars x={x! - 14} y={y! - 8} widths={[28, 18]} fill={C.violet} h={5} gap={10} />
      </g>
    ))}
  </>
);

/** WooCommerce: a shop in a speech bubble, products on its shelf, a cart being filled. */
const woocommerce = (
  <>
    <path
      d="M92 60h280a20 20 0 0 1 20 20v150a20 20 0 0 1-20 20H200l-50 40 8-40H92a20 20 0 0 1-20-20V80a20 20 0 0 1 20-20z"
      fill={C.violet}
    />
    {[96, 190, 284].map((x, i) => (
      <g key={x}>
        <Box x={x} y={82} w={84} h={140} r={R.card} fill={C.mist} />
        <Box x={x + 10} y={92} w={64} h={56} r={R.part} fill={[C.lilac, C.amber, C.indigo][i]!} />
        <Bars x={x + 10} y={160} widths={[54, 36]} fill={[C.night, C.lilac]} h={7} gap={14} />
        <Box x={x + 10} y={196} w={40} h={16} r={8} fill={C.violet} />
      </g>
    ))}
    <path d="M270 262h22l20 56h80l16-44H302" {...line(C.mist, 6)} />
    <circle cx={322} cy={330} r={8} fill={C.mist} />
    <circle cx={384} cy={330} r={8} fill={C.mist} />
    <Box x={324} y={250} w={40} h={30} r={R.part} fill={C.amber} />
    <Cursor x={396} y={196} s={1.1} />
  </>
);

/** Technology motifs, by name (the page id). */
export const TECH_MOTIFS = {
  angular,
  dotnet,
  react,
  java,
  vue,
  python,
  node,
  android,
  ios,
  "react-native": reactNative,
  flutter,
  "html-css": htmlCss,
  bootstrap,
  javascript,
  gatsbyjs: gatsby,
  "sql-server": sqlServer,
  mysql,
  firestore,
  mongodb,
  postgresql,
  aws,
  azure,
  gcp,
  wordpress,
  jamstack,
  woocommerce,
} satisfies Record<string, ReactNode>;
