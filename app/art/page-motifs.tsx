/**
 * Hero motifs of the company, work and resource pages, the contact page, the search
 * page and the notice pages: same kit, same stage as app/art/motifs.tsx (a navy disc, 480x360),
 * each from its page's own domain. Which page gets which: app/art/hero-motifs.ts.
 */
import type { ReactNode } from "react";
import {
  Bars,
  Box,
  Browser,
  Bust,
  C,
  Check,
  Clock,
  Heart,
  LINE,
  Person,
  Phone,
  Pin,
  R,
  Sparkle,
  STROKE,
  Text,
  line,
} from "./kit";

/** Our story: the road since 2022, a milestone a year, the flag of this year. */
const story = (
  <>
    <path d="M60 300C170 300 150 214 240 214S320 130 396 130" {...line(C.indigo, 30)} />
    <path d="M60 300C170 300 150 214 240 214S320 130 396 130" {...line(C.lilac, STROKE, "10 12")} />
    {[
      [138, 276],
      [240, 214],
      [327, 172],
    ].map(([x, y]) => (
      <g key={x}>
        <path d={`M${x} ${y! - 12}v-40`} {...line(C.lilac, STROKE)} />
        <path d={`M${x! + 1} ${y! - 52}h26l-7 9 7 9h-26z`} fill={C.lilac} />
        <circle cx={x} cy={y} r={11} fill={C.mist} stroke={C.night} strokeWidth={STROKE} />
      </g>
    ))}
    <circle cx={62} cy={300} r={13} fill={C.amber} stroke={C.night} strokeWidth={STROKE} />
    <Box x={34} y={236} w={64} h={30} r={15} fill={C.mist} />
    <Text x={66} y={258} size={17} fill={C.night} anchor="middle">
      2022
    </Text>
    <path d="M396 130V48" {...line(C.mist, 5)} />
    <path d="M398 48h60l-12 19 12 19h-60z" fill={C.amber} />
    <Text x={421} y={73} size={15} fill={C.night} anchor="middle">
      2026
    </Text>
    <circle cx={396} cy={130} r={9} fill={C.amber} />
    <Sparkle x={430} y={132} s={0.7} fill={C.lilac} />
    <Sparkle x={86} y={172} s={0.9} />
  </>
);

/** Careers: an open door with light coming through and someone walking in, and the badge of their first day. */
const careers = (
  <>
    <path d="M150 304h132l30 24H120z" fill={C.amber} />
    <Box x={136} y={56} w={160} h={252} r={R.card} fill={C.mist} />
    <Box x={150} y={70} w={132} h={238} r={R.part} fill={C.amber} />
    <path d="M150 70l-50-24v288l50-26z" fill={C.violet} />
    <circle cx={112} cy={196} r={6} fill={C.amber} />
    <circle cx={218} cy={132} r={15} fill={C.night} />
    <path d="M206 164l-12 56M230 164l12 56" {...line(C.night, 11)} />
    <Box x={200} y={154} w={36} h={84} r={16} fill={C.night} />
    <path d="M208 230l-8 72M228 230l10 72" {...line(C.night, 14)} />
    <path d="M330 30l22 78M398 30l-22 78" {...line(C.lilac, 5)} />
    <Box x={356} y={102} w={16} h={16} r={R.part} fill={C.amber} />
    <Box x={318} y={114} w={92} h={130} r={R.card} fill={C.mist} stroke={C.lilac} sw={2} />
    <Box x={318} y={114} w={92} h={28} r={R.card} fill={C.indigo} />
    <rect x={318} y={132} width={92} height={10} fill={C.indigo} />
    <circle cx={364} cy={170} r={20} fill={C.violet} />
    <Bust x={364} y={172} s={0.9} fill={C.mist} />
    <Bars x={338} y={202} widths={[52]} fill={C.night} />
    <Bars x={344} y={220} widths={[40]} fill={C.lilac} />
    <Sparkle x={96} y={96} s={0.8} fill={C.lilac} />
  </>
);

/** Life at Alphai: three colleagues at one table, talking. */
const life = (
  <>
    <Person x={144} y={166} s={1.8} body={C.violet} hair={C.night} />
    <Person x={240} y={152} s={1.8} body={C.amber} hair={C.indigo} />
    <Person x={336} y={166} s={1.8} body={C.lilac} hair={C.night} />
    <Box x={70} y={246} w={340} h={18} r={9} fill={C.mist} />
    <path d="M104 264v56M376 264v56" {...line(C.lilac, 8)} />
    <path d="M206 246l8-38h52l8 38z" fill={C.lilac} />
    <circle cx={240} cy={226} r={5} fill={C.night} />
    <Box x={118} y={222} w={24} h={24} r={R.part} fill={C.paper} />
    <path d="M142 228a8 8 0 0 1 0 13" {...line(C.paper, STROKE)} />
    <Box x={334} y={222} w={24} h={24} r={R.part} fill={C.amber} />
    <path d="M358 228a8 8 0 0 1 0 13" {...line(C.amber, STROKE)} />
    <path
      d="M64 56h96a14 14 0 0 1 14 14v26a14 14 0 0 1-14 14h-50l-16 16v-16h-30a14 14 0 0 1-14-14V70a14 14 0 0 1 14-14z"
      fill={C.mist}
    />
    <circle cx={90} cy={83} r={6} fill={C.violet} />
    <circle cx={112} cy={83} r={6} fill={C.violet} />
    <circle cx={134} cy={83} r={6} fill={C.violet} />
    <path
      d="M416 64h-72a14 14 0 0 0-14 14v26a14 14 0 0 0 14 14h30l16 16v-16h26a14 14 0 0 0 14-14V78a14 14 0 0 0-14-14z"
      fill={C.amber}
    />
    <Heart x={380} y={78} s={26} fill={C.night} />
    <Sparkle x={240} y={82} s={0.9} fill={C.lilac} />
  </>
);

/** Engagement models: three cards side by side, fixed price, dedicated team, time & material. */
const engagement = (
  <>
    <path d="M70 306h340" {...line(C.lilac, STROKE)} />
    <g transform="rotate(-8 130 300)">
      <Box x={78} y={124} w={104} h={166} r={R.panel} fill={C.mist} />
      <circle cx={130} cy={174} r={28} fill={C.indigo} />
      <path d="M120 172v-8a10 10 0 0 1 20 0v8" {...line(C.mist, 4)} />
      <Box x={114} y={170} w={32} h={22} r={R.part} fill={C.amber} />
      <Bars x={98} y={222} widths={[64, 44]} fill={[C.night, C.lilac]} gap={16} />
    </g>
    <g transform="rotate(8 350 300)">
      <Box x={298} y={124} w={104} h={166} r={R.panel} fill={C.mist} />
      <Clock x={350} y={174} r={28} />
      <Bars x={318} y={222} widths={[64, 44]} fill={[C.night, C.lilac]} gap={16} />
    </g>
    <Box x={178} y={84} w={124} h={206} r={R.panel} fill={C.paper} stroke={C.amber} />
    <circle cx={240} cy={146} r={36} fill={C.violet} />
    <Bust x={222} y={152} s={0.8} fill={C.lilac} />
    <Bust x={258} y={152} s={0.8} fill={C.lilac} />
    <Bust x={240} y={146} s={1} fill={C.mist} />
    <Bars x={202} y={204} widths={[76, 56]} fill={[C.night, C.lilac]} gap={16} />
    <Box x={202} y={244} w={76} h={24} r={12} fill={C.amber} />
  </>
);

/** Our work: a portfolio holding the products we shipped, a site, an app, a dashboard. */
const work = (
  <>
    <path
      d="M78 132a12 12 0 0 1 12-12h80l14 16h206a12 12 0 0 1 12 12v148a12 12 0 0 1-12 12H90a12 12 0 0 1-12-12z"
      fill={C.indigo}
    />
    <g transform="rotate(-7 190 150)">
      <Browser x={104} y={74} w={176} h={150}>
        <Bars x={122} y={118} widths={[90, 60]} fill={C.night} h={10} gap={16} />
        <Box x={122} y={152} w={64} h={40} r={R.part} fill={C.violet} />
        <Box x={196} y={152} w={64} h={40} r={R.part} fill={C.lilac} />
      </Browser>
    </g>
    <g transform="rotate(6 320 150)">
      <Box x={258} y={92} w={116} h={120} r={R.card} fill={C.night} stroke={C.lilac} />
      <path d="M274 190l24-30 22 14 38-44" {...line(C.amber, LINE)} />
      <Bars x={274} y={106} widths={[56]} fill={C.violet} />
    </g>
    <Phone x={342} y={70} w={68} h={128} screen={C.violet}>
      <Bars x={354} y={94} widths={[40, 28]} fill={C.mist} gap={14} />
      <Box x={354} y={130} w={44} h={44} r={R.card} fill={C.amber} />
    </Phone>
    <path
      d="M78 186a12 12 0 0 1 12-12h300a12 12 0 0 1 12 12v110a12 12 0 0 1-12 12H90a12 12 0 0 1-12-12z"
      fill={C.violet}
    />
    <Box x={196} y={212} w={88} h={34} r={R.card} fill={C.mist} />
    <Bars x={210} y={225} widths={[60]} fill={C.indigo} />
    <Sparkle x={110} y={64} s={0.8} fill={C.lilac} />
    <Sparkle x={432} y={230} s={0.9} />
  </>
);

/** Resources: a shelf of guides and reference books, one pulled out and bookmarked. */
const resources = (
  <>
    {[
      [104, 30, 96, C.violet],
      [138, 24, 110, C.amber],
      [166, 34, 86, C.mist],
      [204, 22, 104, C.lilac],
    ].map(([x, w, h, fill]) => (
      <rect key={x} x={x} y={236 - (h as number)} width={w} height={h} rx={R.part} fill={fill as string} />
    ))}
    <path d="M112 164h14M112 172h14M176 174h14M212 150h6" {...line(C.night, STROKE)} />
    <g transform="rotate(-16 244 236)">
      <Box x={230} y={140} w={26} h={96} r={R.part} fill={C.violet} />
      <path d="M236 160h14" {...line(C.mist, STROKE)} />
    </g>
    <Box x={86} y={236} w={308} h={16} r={R.part} fill={C.mist} />
    <path d="M104 252v60M376 252v60" {...line(C.lilac, 8)} />
    <Box x={270} y={70} w={140} h={186} r={R.card} fill={C.paper} />
    <path d="M382 70v54l-12-10-12 10V70z" fill={C.amber} />
    <Bars x={288} y={92} widths={[64, 46]} fill={C.night} h={12} gap={20} />
    <Box x={288} y={140} w={104} h={44} r={R.part} fill={C.violet} />
    <path d="M300 176l20-22 14 12 18-18 28 28" {...line(C.mist, STROKE)} />
    <Bars x={288} y={198} widths={[104, 88, 96]} fill={C.lilac} gap={16} />
    <Sparkle x={124} y={86} s={0.9} fill={C.lilac} />
  </>
);

/** Gallery: a wall of framed pictures around one large landscape. */
const gallery = (
  <>
    <path d="M240 46l-62 64M240 46l62 64" {...line(C.lilac, 2)} />
    <circle cx={240} cy={46} r={6} fill={C.amber} />
    <Box x={160} y={104} w={160} h={128} r={R.card} fill={C.mist} />
    <Box x={174} y={118} w={132} h={100} r={R.part} fill={C.violet} />
    <circle cx={276} cy={146} r={13} fill={C.amber} />
    <path d="M174 218v-22l34-40 30 34 20-20 48 48z" fill={C.lilac} />
    <Box x={74} y={94} w={70} h={86} r={R.card} fill={C.mist} />
    <Box x={84} y={104} w={50} h={66} r={R.part} fill={C.night} />
    <Bust x={109} y={140} s={1.2} fill={C.amber} />
    <Box x={84} y={196} w={60} h={60} r={R.card} fill={C.mist} />
    <Box x={94} y={206} w={40} h={40} r={R.part} fill={C.indigo} />
    <circle cx={114} cy={226} r={11} fill={C.amber} />
    <Box x={336} y={110} w={74} h={62} r={R.card} fill={C.mist} />
    <Box x={346} y={120} w={54} h={42} r={R.part} fill={C.amber} />
    <path d="M346 154l16-14 12 10 14-16 12 12" {...line(C.night, STROKE)} />
    <Box x={336} y={188} w={64} h={84} r={R.card} fill={C.mist} />
    <Box x={346} y={198} w={44} h={64} r={R.part} fill={C.violet} />
    <Heart x={368} y={218} s={24} fill={C.mist} />
    <Box x={180} y={262} w={120} h={14} r={7} fill={C.lilac} />
    <path d="M198 276v22M282 276v22" {...line(C.lilac, 6)} />
    <path d="M84 300h312" {...line(C.lilac, STROKE)} />
  </>
);

/** Contact: a conversation, and the three offices on a folded map. */
const contact = (
  <>
    <path d="M190 206l72-18 72 18 72-18v110l-72 18-72-18-72 18z" fill={C.mist} />
    <path d="M262 188v110l72 18V206z" fill={C.lilac} />
    <path d="M206 284c30-10 40-50 74-46s40 40 80 20 30-36 34-46" {...line(C.violet, STROKE, "3 9")} />
    <Pin x={226} y={270} s={0.75} fill={C.violet} hole={C.mist} />
    <Pin x={310} y={248} s={1.1} />
    <Pin x={390} y={228} s={0.75} fill={C.violet} hole={C.mist} />
    <path
      d="M82 62h150a16 16 0 0 1 16 16v56a16 16 0 0 1-16 16h-92l-28 24v-24H82a16 16 0 0 1-16-16V78a16 16 0 0 1 16-16z"
      fill={C.mist}
    />
    <Bars x={88} y={86} widths={[120, 90]} fill={[C.indigo, C.lilac]} gap={22} />
    <path
      d="M388 84h-90a14 14 0 0 0-14 14v30a14 14 0 0 0 14 14h54l22 18v-18h14a14 14 0 0 0 14-14V98a14 14 0 0 0-14-14z"
      fill={C.amber}
    />
    <circle cx={318} cy={113} r={6} fill={C.night} />
    <circle cx={342} cy={113} r={6} fill={C.night} />
    <circle cx={366} cy={113} r={6} fill={C.night} />
  </>
);

/** Search: the site's pages as a stack of cards, a magnifier over the top one, the line that matches marked. */
const search = (
  <>
    <g transform="rotate(-9 170 196)">
      <Box x={84} y={92} w={168} h={208} r={R.card} fill={C.lilac} />
    </g>
    <g transform="rotate(7 300 184)">
      <Box x={216} y={80} w={168} h={208} r={R.card} fill={C.violet} />
    </g>
    <Box x={146} y={62} w={176} h={232} r={R.card} fill={C.paper} />
    <Bars x={166} y={86} widths={[112, 76]} fill={C.night} h={12} gap={22} />
    <Bars x={166} y={144} widths={[136, 118]} fill={C.lilac} gap={18} />
    <Bars x={166} y={188} widths={[24]} fill={C.lilac} h={14} />
    <Box x={200} y={186} w={92} h={18} r={R.part} fill={C.amber} />
    <Bars x={166} y={226} widths={[130, 104, 120]} fill={C.lilac} gap={18} />
    <circle cx={246} cy={196} r={58} {...line(C.mist, 14)} />
    <circle cx={246} cy={196} r={58} {...line(C.night, STROKE)} />
    <path d="M288 238l62 62" {...line(C.night, 30)} />
    <path d="M288 238l62 62" {...line(C.amber, 22)} />
    <Sparkle x={390} y={94} s={0.9} fill={C.lilac} />
    <Sparkle x={96} y={70} s={0.7} />
  </>
);

/** The notice pages: a letter in its envelope; the seal says what happened (NOTICE_MARKS). */
const notice = (
  <>
    <Box x={104} y={150} w={272} h={154} r={R.card} fill={C.indigo} />
    <Box x={134} y={76} w={212} h={180} r={R.card} fill={C.paper} />
    <Bars x={156} y={98} widths={[110, 80]} fill={C.night} h={12} gap={22} />
    <Bars x={156} y={150} widths={[168, 150, 160]} fill={C.lilac} gap={18} />
    <path d="M104 176l136 74 136-74v116a12 12 0 0 1-12 12H116a12 12 0 0 1-12-12z" fill={C.mist} />
    <path d="M110 298l96-70M370 298l-96-70" {...line(C.lilac, STROKE)} />
  </>
);

/** Offline: the cloud, struck through; the Wi-Fi waves below it idle. */
const offline = (
  <>
    <path d="M136 214a50 50 0 0 1 18-96 74 74 0 0 1 140-20 60 60 0 0 1 70 58 46 46 0 0 1-10 58z" fill={C.mist} />
    <path d="M190 300a70 70 0 0 1 100 0M210 320a40 40 0 0 1 60 0" {...line(C.lilac, LINE)} />
    <circle cx={240} cy={336} r={7} fill={C.lilac} />
    <path d="M136 270l204-196" {...line(C.navy, 26)} />
    <path d="M136 270l204-196" {...line(C.amber, 12)} />
  </>
);

/** Privacy policy: a record of personal data, guarded by a shield with a padlock. */
const privacy = (
  <>
    <Box x={92} y={70} w={196} h={236} r={R.card} fill={C.paper} />
    <Box x={114} y={92} w={40} h={40} r={20} fill={C.lilac} />
    <Bars x={168} y={98} widths={[96, 70]} fill={[C.night, C.lilac]} h={10} gap={18} />
    <Bars x={114} y={156} widths={[152, 132, 146, 96, 140]} fill={C.mist} h={10} gap={24} />
    <path d="M318 112l86 30v64c0 56-38 92-86 112-48-20-86-56-86-112v-64z" fill={C.indigo} />
    <path d="M318 112l86 30v64c0 56-38 92-86 112z" fill={C.violet} />
    <path d="M298 206v-16a20 20 0 0 1 40 0v16" {...line(C.mist, LINE)} />
    <Box x={286} y={204} w={64} h={52} r={R.part} fill={C.amber} />
    <circle cx={318} cy={226} r={7} fill={C.night} />
    <path d="M318 230v12" {...line(C.night, LINE)} />
  </>
);

/** Legal notice: the company's register entry, with its seal. */
const legal = (
  <>
    <Box x={110} y={62} w={236} h={250} r={R.card} fill={C.paper} />
    <path d="M150 96l40-20 40 20z" fill={C.indigo} />
    <path d="M156 102v34M176 102v34M204 102v34M224 102v34" {...line(C.indigo, LINE)} />
    <Box x={148} y={138} w={84} h={8} r={R.part} fill={C.indigo} />
    <Bars x={248} y={86} widths={[74, 52]} fill={[C.night, C.lilac]} h={10} gap={20} />
    <Bars x={136} y={172} widths={[184, 160, 176, 120]} fill={C.mist} h={10} gap={24} />
    <circle cx={338} cy={268} r={50} fill={C.amber} />
    <circle cx={338} cy={268} r={36} {...line(C.night, STROKE, "6 6")} />
    <path d="M320 268l12 12 24-26" {...line(C.night, LINE)} />
  </>
);

export const PAGE_MOTIFS = {
  story,
  careers,
  life,
  engagement,
  work,
  resources,
  gallery,
  contact,
  notice,
  offline,
  privacy,
  legal,
  search,
} satisfies Record<string, ReactNode>;

/** What the notice motif's seal shows: sent, a new message, confirmed, unsubscribed, expired, a CV received, withdrawn. */
export type NoticeMark = "sent" | "inbox" | "confirmed" | "unsubscribed" | "expired" | "received" | "withdrawn";

/** The seal on the notice motif's envelope (top right), with what happened. */
export function NoticeSeal({ mark }: { mark: NoticeMark }) {
  const x = 356;
  const y = 104;
  return (
    <g>
      {mark === "sent" || mark === "received" ? (
        <path d="M44 200h42M58 226h30M40 252h46" {...line(C.lilac, LINE)} />
      ) : null}
      {mark === "confirmed" ? (
        <>
          <Sparkle x={90} y={110} s={1} />
          <Sparkle x={412} y={214} s={0.8} fill={C.lilac} />
        </>
      ) : null}
      <circle
        cx={x}
        cy={y}
        r={38}
        fill={mark === "unsubscribed" || mark === "withdrawn" ? C.lilac : C.amber}
        stroke={C.navy}
        strokeWidth={6}
      />
      {mark === "sent" || mark === "confirmed" ? <Check x={x} y={y - 2} s={1.9} color={C.night} w={7} /> : null}
      {mark === "inbox" ? (
        <Text x={x} y={y + 14} size={40} fill={C.night} anchor="middle" weight={800}>
          1
        </Text>
      ) : null}
      {mark === "unsubscribed" ? <path d={`M${x - 16} ${y}h32`} {...line(C.night, 7)} /> : null}
      {mark === "received" ? (
        <>
          <rect x={x - 13} y={y - 18} width={26} height={34} rx={3} fill={C.paper} stroke={C.night} strokeWidth={5} />
          <path d={`M${x - 5} ${y - 6}h10M${x - 5} ${y + 4}h10`} {...line(C.night, 4)} />
        </>
      ) : null}
      {mark === "withdrawn" ? (
        <path d={`M${x - 13} ${y - 13}l26 26M${x + 13} ${y - 13}l-26 26`} {...line(C.night, 7)} />
      ) : null}
      {mark === "expired" ? <Clock x={x} y={y} r={22} face={C.amber} ring={C.night} hands={C.night} /> : null}
    </g>
  );
}
