/**
 * Hero motifs of the articles (content/articles/<slug>.md): one each, drawn from the article's subject,
 * same kit and stage as app/art/motifs.tsx. Which article gets which: ARTICLE_MOTIFS in
 * app/art/hero-motifs.ts.
 */
import type { ReactNode } from "react";
import { Bars, Box, Bust, C, Check, Clock, Phone, R, Sparkle, STROKE, line, sparkle } from "./kit";

/** A padlock with its shackle's top at (x, y). */
const Lock = ({
  x,
  y,
  s = 1,
  body = C.night,
  shackle = C.night,
}: {
  x: number;
  y: number;
  s?: number;
  body?: string;
  shackle?: string;
}) => (
  <>
    <path d={`M${x - 8 * s} ${y + 14 * s}v-6a${8 * s} ${8 * s} 0 0 1 ${16 * s} 0v6`} {...line(shackle, 4 * s)} />
    <Box x={x - 12 * s} y={y + 12 * s} w={24 * s} h={18 * s} r={3 * s} fill={body} />
  </>
);

/** Choosing an engagement model: a signpost at a fork, one arm each for fixed price, time and a dedicated team. */
const engagementChoice = (
  <>
    <path d="M240 306q-70 6-168 18M240 306q4 12 6 30M240 306q70 6 168 18" {...line(C.lilac, STROKE, "3 10")} />
    <path d="M234 72h12v240h-12z" fill={C.mist} />
    <circle cx={240} cy={70} r={10} fill={C.amber} />
    <path d="M246 92h118l22 26-22 26H246z" fill={C.amber} />
    <Lock x={300} y={100} s={1.1} />
    <Bars x={322} y={114} widths={[28]} fill={C.night} />
    <path d="M234 156H120l-22 26 22 26h114z" fill={C.violet} />
    <Clock x={168} y={182} r={16} face={C.mist} ring={C.mist} hands={C.night} />
    <Bars x={192} y={178} widths={[28]} fill={C.mist} />
    <path d="M246 220h104l22 24-22 24H246z" fill={C.indigo} stroke={C.lilac} strokeWidth={STROKE} />
    <Bust x={282} y={248} s={0.7} fill={C.lilac} />
    <Bust x={306} y={248} s={0.7} fill={C.lilac} />
    <Bust x={294} y={246} s={0.85} fill={C.mist} />
    <Sparkle x={104} y={96} s={0.9} fill={C.lilac} />
  </>
);

/** An MVP discovery phase: a wall of sticky notes mapped into a journey, one examined closely, the idea it sparks. */
const discovery = (
  <>
    <Box x={64} y={70} w={270} h={216} r={R.panel} fill={C.mist} />
    {Array.from({ length: 9 }, (_, i) => {
      const col = i % 3;
      const row = Math.floor(i / 3);
      return (
        <rect
          key={i}
          x={84 + col * 82}
          y={90 + row * 64}
          width={62}
          height={48}
          rx={R.part}
          fill={[C.amber, C.lilac, C.violet, C.lilac, C.amber, C.lilac, C.violet, C.lilac, C.lilac][i]}
        />
      );
    })}
    <path d="M146 114h20M228 114h20M146 178h20M228 178h20" {...line(C.indigo, STROKE)} />
    <path d="M360 282l42 42" {...line(C.mist, 16)} />
    <circle cx={320} cy={238} r={58} fill={C.night} stroke={C.mist} strokeWidth={12} />
    <Box x={290} y={212} w={60} h={50} r={R.part} fill={C.amber} />
    <Check x={320} y={236} s={1.2} color={C.night} w={5} />
    <circle cx={382} cy={92} r={30} fill={C.amber} />
    <path d="M370 124h24M374 136h16" {...line(C.lilac, 6)} />
    <path d="M382 46v-14M420 62l10-10M344 62l-10-10M432 96h14M332 96h-14" {...line(C.lilac, STROKE)} />
  </>
);

/** Budgeting a mobile app: a phone showing where the money goes, and stacks of coins growing with the scope. */
const mobileBudget = (
  <>
    <Phone x={82} y={52} w={144} h={266} screen={C.mist}>
      <Bars x={100} y={78} widths={[70]} fill={C.night} h={10} />
      <circle cx={154} cy={152} r={44} fill="none" stroke={C.violet} strokeWidth={22} />
      <circle
        cx={154}
        cy={152}
        r={44}
        fill="none"
        stroke={C.amber}
        strokeWidth={22}
        strokeDasharray="110 300"
        transform="rotate(-90 154 152)"
      />
      <circle
        cx={154}
        cy={152}
        r={44}
        fill="none"
        stroke={C.indigo}
        strokeWidth={22}
        strokeDasharray="60 300"
        strokeDashoffset={-110}
        transform="rotate(-90 154 152)"
      />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx={108} cy={226 + i * 24} r={6} fill={[C.amber, C.indigo, C.violet][i]} />
          <rect x={122} y={222 + i * 24} width={[70, 52, 62][i]} height={8} rx={4} fill={C.lilac} />
        </g>
      ))}
    </Phone>
    {[
      [274, 3],
      [328, 5],
      [382, 7],
    ].map(([x, n]) => (
      <g key={x}>
        <Box x={x! - 24} y={284 - (n! - 1) * 18} w={48} h={n! * 18 + 6} r={8} fill={C.amber} stroke={C.night} sw={2} />
        <path
          d={Array.from({ length: n! - 1 }, (_, i) => `M${x! - 23} ${292 - i * 18}h46`).join("")}
          {...line(C.night, 2)}
        />
        <ellipse cx={x} cy={292 - (n! - 1) * 18} rx={24} ry={8} fill={C.paper} stroke={C.night} strokeWidth={2} />
      </g>
    ))}
    <path d="M264 196l52-36 52 14 52-62" {...line(C.lilac, STROKE, "3 9")} />
    <path d="M404 112h16v16" {...line(C.lilac, STROKE)} />
    <Sparkle x={290} y={110} s={0.9} />
  </>
);

/** A GDPR checklist for DACH: a checklist on a clipboard, and a locked shield ringed by stars. */
const gdprChecklist = (
  <>
    <Box x={70} y={74} w={150} h={230} r={R.panel} fill={C.mist} />
    <Box x={110} y={60} w={70} h={28} r={R.card} fill={C.indigo} />
    {[0, 1, 2, 3].map((row) => (
      <g key={row}>
        <rect
          x={88}
          y={110 + row * 46}
          width={24}
          height={24}
          rx={R.part}
          fill={row < 3 ? C.violet : C.paper}
          stroke={C.violet}
          strokeWidth={STROKE}
        />
        {row < 3 ? <Check x={100} y={121 + row * 46} s={0.8} color={C.mist} w={3} /> : null}
        <rect
          x={124}
          y={118 + row * 46}
          width={[74, 56, 68, 50][row]}
          height={8}
          rx={4}
          fill={row < 3 ? C.indigo : C.lilac}
        />
      </g>
    ))}
    <path
      d={Array.from({ length: 12 }, (_, i) =>
        sparkle(
          Math.round(320 + 100 * Math.sin((Math.PI * i) / 6)),
          Math.round(178 - 100 * Math.cos((Math.PI * i) / 6)),
          0.55,
        ),
      ).join("")}
      fill={C.amber}
    />
    <path d="M320 100l62 22v52c0 40-28 64-62 78-34-14-62-38-62-78v-52z" fill={C.violet} />
    <path d="M320 100l62 22v52c0 40-28 64-62 78z" fill={C.indigo} />
    <Lock x={320} y={142} s={1.8} body={C.amber} shackle={C.mist} />
    <circle cx={320} cy={182} r={5} fill={C.night} />
  </>
);

/** When to modernise a legacy app: an old terminal, its code moving into modular blocks. */
const legacyModernisation = (
  <>
    <Box x={66} y={86} w={170} h={140} r={R.card} fill={C.mist} />
    <Box x={82} y={102} w={138} h={96} r={R.part} fill={C.night} />
    <Bars x={94} y={114} widths={[80, 104, 60, 92]} fill={C.amber} h={7} gap={18} />
    <path d="M206 102l-20 36 14 10-18 50" {...line(C.mist, STROKE)} />
    <path d="M126 226l-12 40h74l-12-40z" fill={C.lilac} />
    <Box x={82} y={266} w={138} h={20} r={R.part} fill={C.indigo} />
    <circle cx={208} cy={212} r={5} fill={C.amber} />
    <path d="M246 160q30-30 60 0" {...line(C.lilac, STROKE, "3 9")} />
    <path d="M296 146l10 14-16 4" {...line(C.lilac, STROKE)} />
    {[
      [316, 236, C.violet],
      [376, 236, C.indigo],
      [346, 180, C.amber],
      [316, 124, C.lilac],
      [376, 124, C.mist],
    ].map(([x, y, fill]) => (
      <g key={`${x}-${y}`}>
        <Box x={(x as number) - 2} y={y as number} w={52} h={48} r={R.card} fill={fill as string} stroke={C.night} />
        <Bars
          x={(x as number) + 10}
          y={(y as number) + 14}
          widths={[26, 18]}
          fill={fill === C.indigo || fill === C.violet ? C.mist : C.night}
          h={6}
          gap={12}
        />
      </g>
    ))}
    <path d="M300 296h136" {...line(C.lilac, STROKE)} />
    <Sparkle x={430} y={96} s={0.9} />
  </>
);

/** Dedicated team or freelancers: a balance, one pan holding a team together, the other single people apart. */
const teamOrFreelancers = (
  <>
    <path d="M240 92v206" {...line(C.mist, 10)} />
    <path d="M190 310h100" {...line(C.mist, 14)} />
    <path d="M104 112l272 24" {...line(C.lilac, 8)} />
    <circle cx={240} cy={124} r={14} fill={C.amber} stroke={C.navy} strokeWidth={5} />
    <path d="M104 112l-40 110M104 112l40 110M376 136l-40 106M376 136l40 106" {...line(C.lilac, 2)} />
    <path d="M44 222h120a60 30 0 0 1-120 0z" fill={C.violet} />
    <path d="M316 242h120a60 30 0 0 1-120 0z" fill={C.indigo} />
    <Box x={56} y={158} w={96} h={62} r={R.panel} fill={C.mist} />
    <Bust x={82} y={192} s={0.9} fill={C.violet} />
    <Bust x={104} y={188} s={1.05} fill={C.indigo} />
    <Bust x={126} y={192} s={0.9} fill={C.violet} />
    {[
      [334, 214],
      [376, 196],
      [416, 218],
    ].map(([x, y]) => (
      <g key={x}>
        <circle cx={x} cy={y} r={18} fill={C.mist} />
        <Bust x={x!} y={y! + 2} s={0.6} fill={C.violet} />
      </g>
    ))}
    <Sparkle x={186} y={70} s={0.8} fill={C.lilac} />
  </>
);

/** Article motifs, by name (ARTICLE_MOTIFS maps each article's slug to one). */
export const ARTICLE_MOTIFS_DRAWN = {
  "article-engagement-choice": engagementChoice,
  "article-discovery": discovery,
  "article-mobile-budget": mobileBudget,
  "article-gdpr-checklist": gdprChecklist,
  "article-legacy-modernisation": legacyModernisation,
  "article-team-or-freelancers": teamOrFreelancers,
} satisfies Record<string, ReactNode>;
