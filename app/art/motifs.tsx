/**
 * Hero motifs: one drawing per service family, industry, audience and trending
 * technology, each from its own domain, all from the same kit (app/art/kit.tsx)
 * on the same stage (a navy disc on the hero's night background, 480x360).
 * Which page gets which motif: app/art/hero-motifs.ts.
 */
import type { ReactNode } from "react";
import {
  Bars,
  Box,
  Browser,
  C,
  Check,
  Cursor,
  Heart,
  LINE,
  Phone,
  Pin,
  R,
  Sparkle,
  STROKE,
  Text,
  gear,
  line,
} from "./kit";
import { NoticeSeal, PAGE_MOTIFS, type NoticeMark } from "./page-motifs";
import { TECH_MOTIFS } from "./tech-motifs";
import { ARTICLE_MOTIFS_DRAWN } from "./article-motifs";
import { ROLE_MOTIFS_DRAWN } from "./role-motifs";

/** A person glyph (head and shoulders) inside a circle of radius r. */
const Avatar = ({
  x,
  y,
  r,
  ring,
  fill,
  person,
}: {
  x: number;
  y: number;
  r: number;
  ring: string;
  fill: string;
  person: string;
}) => (
  <g>
    <circle cx={x} cy={y} r={r} fill={fill} stroke={ring} strokeWidth={STROKE} />
    <circle cx={x} cy={y - r * 0.2} r={r * 0.32} fill={person} />
    <path d={`M${x - r * 0.55} ${y + r * 0.62}a${r * 0.55} ${r * 0.45} 0 0 1 ${r * 1.1} 0z`} fill={person} />
  </g>
);

const startups = (
  <>
    <path d="M218 250q22 80 44 0z" fill={C.amber} />
    <path d="M228 250q12 40 24 0z" fill={C.mist} />
    {[
      [164, 300, 22],
      [198, 310, 24],
      [282, 310, 24],
      [316, 300, 22],
      [132, 312, 14],
      [348, 312, 14],
    ].map(([x, y, r]) => (
      <circle key={x} cx={x} cy={y} r={r} fill={C.indigo} />
    ))}
    <path d="M240 46c40 34 48 100 40 194h-80c-8-94 0-160 40-194z" fill={C.mist} />
    <path d="M200 176l-36 44v34l38-20zM280 176l36 44v34l-38-20z" fill={C.violet} />
    <Box x={230} y={190} w={20} h={58} r={10} fill={C.violet} />
    <circle cx={240} cy={120} r={22} fill={C.night} stroke={C.violet} strokeWidth={7} />
    <Box x={212} y={236} w={56} h={14} r={R.part} fill={C.indigo} />
    <path d="M120 130v40M98 92v24M362 104v44M384 170v26" {...line(C.lilac, STROKE)} />
    <Sparkle x={118} y={70} s={0.8} fill={C.lilac} />
    <Sparkle x={372} y={62} s={1.1} />
  </>
);

const scaleUps = (
  <>
    <rect x={96} y={50} width={264} height={264} rx={R.panel} {...line(C.lilac, STROKE, "10 10")} />
    <Box x={96} y={134} w={180} h={180} r={R.panel} fill={C.indigo} />
    <Box x={96} y={214} w={100} h={100} r={R.panel} fill={C.mist} />
    <Bars x={112} y={232} widths={[52, 68, 40]} fill={[C.indigo, C.lilac, C.lilac]} />
    <Box x={112} y={280} w={36} h={18} r={9} fill={C.amber} />
    <path d="M210 198l122-122" {...line(C.amber, LINE)} />
    <path d="M292 72h44v44" {...line(C.amber, LINE)} />
    <path d="M380 168h24M392 156v24M378 250h16M386 242v16" {...line(C.lilac, STROKE)} />
  </>
);

const enterprises = (
  <>
    <Box x={92} y={62} w={130} h={248} r={R.card} fill={C.mist} />
    {[0, 1, 2, 3, 4, 5].flatMap((row) =>
      [0, 1, 2].map((col) => (
        <rect
          key={`${row}-${col}`}
          x={108 + col * 36}
          y={80 + row * 32}
          width={26}
          height={20}
          rx={R.part}
          fill={(row * 3 + col) % 5 === 1 ? C.amber : C.lilac}
        />
      )),
    )}
    <Box x={140} y={272} w={34} h={38} r={R.part} fill={C.indigo} />
    <path d="M70 310h340" {...line(C.lilac, STROKE)} />
    <path
      d="M322 124v26M270 150h104M270 150v30M374 150v30M270 218v16M374 218v16M246 234h48M350 234h48M246 234v12M294 234v12M350 234v12M398 234v12"
      {...line(C.lilac, STROKE)}
    />
    <Box x={282} y={84} w={80} h={40} r={R.card} fill={C.amber} />
    <Box x={238} y={180} w={64} h={38} r={R.card} fill={C.violet} />
    <Box x={342} y={180} w={64} h={38} r={R.card} fill={C.violet} />
    {[246, 294, 350, 398].map((x) => (
      <circle key={x} cx={x} cy={262} r={15} fill={C.mist} />
    ))}
    <Bars x={296} y={100} widths={[52]} fill={C.night} />
  </>
);

const ngos = (
  <>
    <Heart x={240} y={62} s={76} fill={C.amber} />
    <Heart x={146} y={92} s={26} fill={C.lilac} />
    <Heart x={338} y={84} s={32} fill={C.lilac} />
    <path d="M120 236a40 34 0 0 1 80 0v74h-80zM280 236a40 34 0 0 1 80 0v74h-80z" fill={C.violet} />
    <circle cx={160} cy={188} r={24} fill={C.mist} />
    <circle cx={320} cy={188} r={24} fill={C.mist} />
    <path d="M190 232a50 42 0 0 1 100 0v78h-100z" fill={C.mist} />
    <circle cx={240} cy={174} r={28} fill={C.lilac} />
    <path d="M96 310h288" {...line(C.lilac, STROKE)} />
  </>
);

const banking = (
  <>
    <Box x={86} y={54} w={190} h={250} r={R.panel} fill={C.mist} />
    <path d="M86 68a14 14 0 0 1 14-14h162a14 14 0 0 1 14 14v26H86z" fill={C.indigo} />
    <Bars x={104} y={69} widths={[70]} fill={C.mist} />
    {[0, 1, 2, 3, 4].map((row) => (
      <g key={row}>
        <rect x={104} y={114 + row * 30} width={[76, 60, 84, 52, 70][row]} height={8} rx={4} fill={C.lilac} />
        <rect x={222} y={114 + row * 30} width={36} height={8} rx={4} fill={C.violet} />
      </g>
    ))}
    <path d="M104 270h154" {...line(C.indigo, STROKE)} />
    <Box x={104} y={280} w={64} h={10} r={5} fill={C.amber} />
    <Box x={236} y={150} w={176} h={108} r={R.panel} fill={C.violet} />
    <Box x={214} y={194} w={176} h={108} r={R.panel} fill={C.night} stroke={C.lilac} />
    <Box x={234} y={216} w={34} h={26} r={R.part} fill={C.amber} />
    <path d="M251 216v26M234 229h34" {...line(C.night, 2)} />
    <path d="M356 218a12 12 0 0 1 0 20M366 212a22 22 0 0 1 0 32" {...line(C.lilac, STROKE)} />
    <Bars x={234} y={262} widths={[34, 34, 34]} fill={C.lilac} gap={0} />
    <Bars x={276} y={262} widths={[34]} fill={C.lilac} />
    <Bars x={318} y={262} widths={[34]} fill={C.lilac} />
    <Bars x={234} y={280} widths={[60]} fill={C.violet} h={6} />
  </>
);

const retail = (
  <>
    <Box x={92} y={150} w={120} h={150} r={R.panel} fill={C.indigo} />
    <path d="M124 150v-22a28 28 0 0 1 56 0v22" {...line(C.lilac, 8)} />
    <Box x={156} y={118} w={180} h={190} r={R.panel} fill={C.mist} />
    <Box x={156} y={118} w={180} h={22} r={R.panel} fill={C.violet} />
    <rect x={156} y={130} width={180} height={10} fill={C.violet} />
    <path d="M206 118V92a40 40 0 0 1 80 0v26" {...line(C.lilac, 10)} />
    <circle cx={246} cy={214} r={34} fill={C.violet} />
    <path d="M230 214l12 12 20-24" {...line(C.mist, 6)} />
    <g transform="rotate(18 350 150)">
      <path d="M322 120h54l18 30-18 30h-54z" fill={C.amber} />
      <circle cx={376} cy={150} r={6} fill={C.night} />
      <Text x={346} y={159} size={24} fill={C.night} anchor="middle" weight={800}>
        %
      </Text>
    </g>
    <path d="M336 106q30-40 44-6" {...line(C.lilac, 2)} />
    <Sparkle x={120} y={92} s={0.9} fill={C.lilac} />
    <Sparkle x={384} y={258} s={0.8} />
  </>
);

const food = (
  <>
    <path
      d="M126 160q-20 -24 0 -48q20 -24 0 -48M170 150q-20 -24 0 -48q20 -24 0 -48M214 160q-20 -24 0 -48q20 -24 0 -48"
      {...line(C.lilac, STROKE)}
    />
    <path d="M232 176l100-112M250 180l100-104" {...line(C.violet, 8)} />
    <circle cx={130} cy={180} r={18} fill={C.amber} />
    <circle cx={168} cy={170} r={20} fill={C.violet} />
    <circle cx={208} cy={178} r={16} fill={C.lilac} />
    <circle cx={236} cy={184} r={12} fill={C.amber} />
    <path d="M86 190h200a100 100 0 0 1-200 0z" fill={C.mist} />
    <Box x={80} y={182} w={212} h={16} r={8} fill={C.violet} />
    <path d="M138 292h96" {...line(C.indigo, 10)} />
    <path d="M318 150h90l-12 160h-66z" fill={C.violet} />
    <Box x={322} y={200} w={82} h={46} r={R.part} fill={C.amber} />
    <Box x={310} y={136} w={106} h={20} r={R.card} fill={C.mist} />
    <path d="M372 136l14-52h22" {...line(C.lilac, 6)} />
    <path d="M100 310h320" {...line(C.lilac, STROKE)} />
  </>
);

const education = (
  <>
    <path d="M238 206c-34-20-86-24-138-14v108c52-10 104-6 138 14z" fill={C.mist} />
    <path d="M242 206c34-20 86-24 138-14v108c-52-10-104-6-138 14z" fill={C.lilac} />
    <path d="M240 206v108" {...line(C.indigo, 6)} />
    <path
      d="M122 222c36-6 70-4 96 6M122 244c36-6 70-4 96 6M122 266c36-6 70-4 96 6M262 228c26-10 60-12 96-6M262 250c26-10 60-12 96-6"
      {...line(C.violet, 4)}
    />
    <path d="M176 122v42c0 14 128 14 128 0v-42z" fill={C.indigo} />
    <path d="M240 62l126 46-126 46-126-46z" fill={C.violet} />
    <path d="M240 108l96 20v46" {...line(C.amber, 4)} />
    <circle cx={336} cy={180} r={9} fill={C.amber} />
    <g transform="rotate(35 390 120)">
      <Box x={376} y={60} w={26} h={110} r={R.part} fill={C.amber} />
      <path d="M376 170h26l-13 24z" fill={C.mist} />
      <Box x={376} y={60} w={26} h={14} r={R.part} fill={C.lilac} />
    </g>
  </>
);

const healthcare = (
  <>
    <Box x={84} y={64} w={172} h={240} r={R.panel} fill={C.mist} />
    <Box x={134} y={50} w={72} h={28} r={R.card} fill={C.indigo} />
    <circle cx={124} cy={118} r={22} fill={C.violet} />
    <circle cx={124} cy={112} r={8} fill={C.mist} />
    <path d="M110 132a14 11 0 0 1 28 0z" fill={C.mist} />
    <Bars x={156} y={104} widths={[78, 54]} fill={[C.indigo, C.lilac]} gap={18} />
    <Bars x={104} y={164} widths={[132, 110, 124, 92]} fill={C.lilac} gap={22} />
    <Box x={218} y={78} w={28} h={28} r={R.part} fill={C.amber} />
    <path d="M232 84v16M224 92h16" {...line(C.night, 4)} />
    <Box x={210} y={178} w={206} h={124} r={R.panel} fill={C.night} stroke={C.lilac} />
    <path d="M224 250h40l12-44 16 72 14-48 10 20h30l8-12 8 12h40" {...line(C.amber, LINE)} />
    <Heart x={236} y={194} s={20} fill={C.lilac} />
    <Bars x={256} y={196} widths={[40]} fill={C.violet} />
    <Text x={400} y={208} size={22} fill={C.mist} anchor="end" weight={800}>
      72
    </Text>
  </>
);

const social = (
  <>
    <path d="M240 176L110 98M240 176L374 92M240 176L116 268M240 176L372 262" {...line(C.lilac, STROKE, "2 10")} />
    <Avatar x={240} y={176} r={54} ring={C.amber} fill={C.mist} person={C.indigo} />
    <Avatar x={110} y={98} r={30} ring={C.lilac} fill={C.violet} person={C.mist} />
    <Avatar x={374} y={92} r={26} ring={C.lilac} fill={C.indigo} person={C.lilac} />
    <Avatar x={116} y={268} r={26} ring={C.lilac} fill={C.indigo} person={C.lilac} />
    <Avatar x={372} y={262} r={32} ring={C.lilac} fill={C.violet} person={C.mist} />
    <path
      d="M222 40h84a16 16 0 0 1 16 16v24a16 16 0 0 1-16 16h-52l-22 18v-18h-10a16 16 0 0 1-16-16V56a16 16 0 0 1 16-16z"
      fill={C.mist}
    />
    <circle cx={246} cy={68} r={6} fill={C.violet} />
    <circle cx={266} cy={68} r={6} fill={C.violet} />
    <circle cx={286} cy={68} r={6} fill={C.violet} />
    <circle cx={176} cy={228} r={22} fill={C.amber} />
    <Heart x={176} y={220} s={22} fill={C.night} />
  </>
);

const travel = (
  <>
    <path d="M92 150c40-90 190-110 268-64" {...line(C.lilac, STROKE, "4 12")} />
    <Pin x={92} y={150} s={1.1} />
    <g transform="rotate(-20 378 96)">
      <path d="M340 96h76c8 0 12 4 12 8s-4 8-12 8h-76z" fill={C.mist} />
      <path d="M378 98l-24-36h14l32 36zM378 110l-24 36h14l32-36zM346 100l-10-18h10l12 18z" fill={C.mist} />
    </g>
    <path d="M210 168v-22a12 12 0 0 1 12-12h36a12 12 0 0 1 12 12v22" {...line(C.mist, 9)} />
    <Box x={150} y={166} w={180} h={138} r={R.panel} fill={C.violet} />
    <path d="M196 166v138M284 166v138" {...line(C.mist, 10)} />
    <circle cx={178} cy={310} r={8} fill={C.lilac} />
    <circle cx={302} cy={310} r={8} fill={C.lilac} />
    <path d="M322 200l24 22" {...line(C.lilac, STROKE)} />
    <Box x={336} y={212} w={44} h={62} r={R.card} fill={C.amber} />
    <circle cx={358} cy={226} r={5} fill={C.night} />
    <Bars x={346} y={244} widths={[24, 18]} fill={C.night} h={6} gap={12} />
    <path d="M100 318h280" {...line(C.lilac, STROKE)} />
  </>
);

const logistics = (
  <>
    <path d="M96 258c80 0 60-92 150-92s80-70 148-70" {...line(C.amber, LINE, "12 12")} />
    <circle cx={96} cy={258} r={14} fill={C.mist} />
    <circle cx={96} cy={258} r={5} fill={C.night} />
    <Pin x={394} y={96} s={1.3} />
    <g>
      <Box x={150} y={116} w={82} h={56} r={R.card} fill={C.mist} />
      <path d="M232 132h26l16 20v20h-42z" fill={C.violet} />
      <Box x={240} y={138} w={16} h={14} r={2} fill={C.night} />
      <circle cx={172} cy={176} r={10} fill={C.night} stroke={C.lilac} strokeWidth={STROKE} />
      <circle cx={250} cy={176} r={10} fill={C.night} stroke={C.lilac} strokeWidth={STROKE} />
      <Bars x={162} y={132} widths={[44]} fill={C.indigo} />
    </g>
    <Box x={262} y={236} w={70} h={70} r={R.card} fill={C.mist} />
    <Box x={336} y={236} w={70} h={70} r={R.card} fill={C.lilac} />
    <Box x={296} y={170} w={74} h={66} r={R.card} fill={C.violet} />
    <path d="M297 236v-20M371 236v-20" fill="none" />
    <path d="M288 236v30M370 236v30M333 170v24" {...line(C.amber, 8)} />
    <Box x={276} y={282} w={30} h={14} r={2} fill={C.indigo} />
    <Box x={350} y={282} w={30} h={14} r={2} fill={C.indigo} />
    <path d="M80 306h340" {...line(C.lilac, STROKE)} />
  </>
);

/** A football: a centre pentagon, seams to the edge, patches at the rim (drawn inside it, no clip). */
function Football({ x, y, r }: { x: number; y: number; r: number }) {
  const at = (radius: number, degrees: number) => {
    const a = ((degrees - 90) * Math.PI) / 180;
    return `${(x + radius * Math.cos(a)).toFixed(1)} ${(y + radius * Math.sin(a)).toFixed(1)}`;
  };
  const angles = [0, 72, 144, 216, 288];
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={C.mist} />
      <path d={`M${angles.map((a) => at(r * 0.34, a)).join("L")}Z`} fill={C.night} />
      <path d={angles.map((a) => `M${at(r * 0.34, a)}L${at(r * 0.7, a)}`).join("")} {...line(C.night, 2.5)} />
      <path
        d={angles
          .map(
            (a) =>
              `M${at(r * 0.98, a + 36 - 15)}L${at(r * 0.74, a + 36 - 11)}L${at(r * 0.68, a + 36)}L${at(r * 0.74, a + 36 + 11)}L${at(r * 0.98, a + 36 + 15)}Z`,
          )
          .join("")}
        fill={C.night}
      />
      <path
        d={angles
          .map((a) => `M${at(r * 0.7, a)}L${at(r * 0.72, a + 22)}M${at(r * 0.7, a)}L${at(r * 0.72, a - 22)}`)
          .join("")}
        {...line(C.night, 2.5)}
      />
    </g>
  );
}

const sports = (
  <>
    <Box x={70} y={170} w={300} h={140} r={R.panel} fill={C.indigo} />
    <g {...line(C.lilac, STROKE)}>
      <rect x={84} y={182} width={272} height={116} rx={R.part} />
      <path d="M220 182v116M84 212h30v56H84M356 212h-30v56h30" />
      <circle cx={220} cy={240} r={26} />
    </g>
    <Box x={120} y={56} w={170} h={74} r={R.panel} fill={C.night} stroke={C.lilac} />
    <Text x={205} y={108} size={38} fill={C.amber} anchor="middle" weight={800}>
      2 : 1
    </Text>
    <path d="M150 130v40M260 130v40" {...line(C.lilac, STROKE)} />
    <Football x={360} y={146} r={46} />
    <path d="M296 120h-26M300 140h-40M296 160h-20" {...line(C.lilac, STROKE)} />
  </>
);

const productEngineering = (
  <>
    <Box x={72} y={56} w={256} h={230} r={R.panel} fill={C.indigo} />
    <path
      d={
        Array.from({ length: 7 }, (_, i) => `M${104 + i * 32} 56v230`).join("") +
        Array.from({ length: 6 }, (_, i) => `M72 ${88 + i * 32}h256`).join("")
      }
      {...line(C.violet, 1.5)}
    />
    <Box x={104} y={88} w={96} h={164} r={R.panel} fill="none" stroke={C.mist} />
    <Bars x={118} y={106} widths={[52, 68]} fill={C.mist} />
    <Box x={118} y={140} w={68} h={40} r={R.part} fill="none" stroke={C.lilac} />
    <path d="M118 140l68 40M186 140l-68 40" {...line(C.lilac, 1.5)} />
    <Box x={118} y={196} w={68} h={18} r={9} fill={C.amber} />
    <path d="M200 170h44" {...line(C.mist, STROKE, "6 6")} />
    <Box x={244} y={142} w={60} h={56} r={R.card} fill="none" stroke={C.mist} />
    <path d="M104 270h96M104 264v12M200 264v12" {...line(C.amber, STROKE)} />
    <path d={gear(352, 252, 64, 50, 10)} fill={C.mist} />
    <circle cx={352} cy={252} r={24} fill={C.night} />
    <path d={gear(316, 126, 34, 26, 8)} fill={C.amber} />
    <circle cx={316} cy={126} r={11} fill={C.night} />
  </>
);

const websiteDevelopment = (
  <>
    <Browser x={64} y={58} w={340} h={236}>
      <Box x={78} y={98} w={150} h={182} r={R.card} fill={C.night} />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((row) => (
        <rect
          key={row}
          x={92 + [0, 14, 28, 28, 14, 14, 28, 0][row]!}
          y={112 + row * 20}
          width={[60, 88, 54, 70, 40, 76, 50, 30][row]}
          height={8}
          rx={4}
          fill={[C.amber, C.lilac, C.violet, C.lilac, C.amber, C.lilac, C.violet, C.amber][row]}
        />
      ))}
      <Box x={242} y={98} w={150} h={70} r={R.card} fill={C.violet} />
      <Bars x={256} y={114} widths={[90, 60]} fill={C.mist} />
      <Box x={256} y={142} w={44} h={14} r={7} fill={C.amber} />
      <Box x={242} y={178} w={70} h={102} r={R.card} fill={C.mist} />
      <Box x={322} y={178} w={70} h={102} r={R.card} fill={C.mist} />
      <Bars x={252} y={254} widths={[48, 32]} fill={C.lilac} gap={0} />
      <Bars x={332} y={254} widths={[48]} fill={C.lilac} />
      <circle cx={277} cy={212} r={18} fill={C.lilac} />
      <circle cx={357} cy={212} r={18} fill={C.lilac} />
    </Browser>
    <circle cx={400} cy={82} r={40} fill={C.amber} />
    <path d="M384 70l-12 12 12 12M416 70l12 12-12 12M404 64l-8 36" {...line(C.night, LINE)} />
  </>
);

const mobileApps = (
  <>
    <Phone x={96} y={92} w={118} h={222} screen={C.indigo}>
      <Bars x={112} y={128} widths={[60, 80, 44]} fill={C.lilac} gap={16} />
      <Box x={112} y={186} w={86} h={60} r={R.card} fill={C.violet} />
      <Box x={112} y={256} w={40} h={40} r={R.card} fill={C.lilac} />
    </Phone>
    <Phone x={182} y={46} w={140} h={272}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={198 + (i % 2) * 56}
          y={92 + Math.floor(i / 2) * 58}
          width={48}
          height={48}
          rx={12}
          fill={[C.violet, C.amber, C.lilac, C.indigo, C.mist, C.violet][i]}
          stroke={i === 4 ? C.lilac : undefined}
          strokeWidth={i === 4 ? 2 : undefined}
        />
      ))}
      <Bars x={198} y={70} widths={[62]} fill={C.indigo} />
      <Box x={198} y={276} w={108} h={26} r={13} fill={C.mist} />
      <circle cx={222} cy={289} r={6} fill={C.indigo} />
      <circle cx={252} cy={289} r={6} fill={C.lilac} />
      <circle cx={282} cy={289} r={6} fill={C.lilac} />
    </Phone>
    <Box x={282} y={116} w={132} h={54} r={R.panel} fill={C.mist} />
    <circle cx={306} cy={143} r={13} fill={C.amber} />
    <Bars x={328} y={132} widths={[70, 48]} fill={[C.indigo, C.lilac]} gap={14} />
    <path d="M356 214a30 30 0 0 1 0 42M372 200a52 52 0 0 1 0 70" {...line(C.lilac, STROKE)} />
  </>
);

const devops = (
  <>
    <path d="M110 150c0-70 260-70 260 0" {...line(C.lilac, STROKE, "3 11")} />
    <path d="M112 138l-2 14 14-4" {...line(C.lilac, STROKE)} />
    <Box x={76} y={192} w={330} h={20} r={10} fill={C.indigo} />
    {[110, 200, 290, 380].map((x, i) => (
      <circle key={x} cx={x} cy={202} r={36} fill={i === 3 ? C.amber : C.mist} stroke={C.night} strokeWidth={6} />
    ))}
    <path d="M100 190l-10 12 10 12M120 190l10 12-10 12" {...line(C.indigo, 4)} />
    <Check x={200} y={200} s={1.3} />
    <path d="M276 192l14-8 14 8v18l-14 8-14-8zM276 192l14 8 14-8M290 200v18" {...line(C.indigo, STROKE)} />
    <path d="M380 220v-34M366 200l14-14 14 14" {...line(C.night, 4)} />
    <Bars x={88} y={256} widths={[44]} fill={C.lilac} />
    <Bars x={178} y={256} widths={[44]} fill={C.lilac} />
    <Bars x={268} y={256} widths={[44]} fill={C.lilac} />
    <Bars x={358} y={256} widths={[44]} fill={C.amber} />
    <path d="M92 290h296" {...line(C.violet, STROKE, "1 10")} />
  </>
);

const qa = (
  <>
    <Box x={80} y={62} w={180} h={246} r={R.panel} fill={C.mist} />
    <Box x={134} y={48} w={72} h={28} r={R.card} fill={C.indigo} />
    {[0, 1, 2, 3, 4].map((row) => (
      <g key={row}>
        <rect
          x={100}
          y={100 + row * 40}
          width={24}
          height={24}
          rx={R.part}
          fill={row === 3 ? C.amber : C.paper}
          stroke={row === 3 ? C.amber : C.violet}
          strokeWidth={STROKE}
        />
        {row === 3 ? (
          <path d={`M106 ${106 + row * 40}l12 12m0-12l-12 12`} {...line(C.night, 3)} />
        ) : row < 3 ? (
          <Check x={112} y={112 + row * 40} s={0.8} w={3} />
        ) : null}
        <rect
          x={136}
          y={108 + row * 40}
          width={[96, 70, 86, 104, 60][row]}
          height={8}
          rx={4}
          fill={row === 4 ? C.lilac : C.violet}
        />
      </g>
    ))}
    <path d="M348 238l48 52" {...line(C.mist, 18)} />
    <circle cx={312} cy={196} r={64} fill={C.night} stroke={C.mist} strokeWidth={12} />
    <path
      d="M292 176l-16-10M332 176l16-10M288 198h-20M336 198h20M292 220l-16 10M332 220l16 10M304 166l-6-12M320 166l6-12"
      {...line(C.amber, 4)}
    />
    <ellipse cx={312} cy={202} rx={22} ry={30} fill={C.amber} />
    <circle cx={312} cy={166} r={12} fill={C.amber} />
    <path d="M312 176v54" {...line(C.night, 3)} />
  </>
);

const talent = (
  <>
    <g transform="rotate(-10 170 200)">
      <Box x={96} y={90} w={150} h={196} r={R.panel} fill={C.indigo} />
    </g>
    <g transform="rotate(10 310 200)">
      <Box x={234} y={90} w={150} h={196} r={R.panel} fill={C.violet} />
    </g>
    <Box x={158} y={62} w={164} h={236} r={R.panel} fill={C.mist} />
    <circle cx={240} cy={118} r={34} fill={C.violet} />
    <circle cx={240} cy={108} r={12} fill={C.mist} />
    <path d="M218 140a22 18 0 0 1 44 0z" fill={C.mist} />
    <Bars x={192} y={166} widths={[96]} fill={C.indigo} h={10} />
    <Bars x={206} y={186} widths={[68]} fill={C.lilac} />
    <Box x={178} y={212} w={56} h={20} r={10} fill={C.lilac} />
    <Box x={240} y={212} w={62} h={20} r={10} fill={C.amber} />
    <Box x={196} y={240} w={88} h={20} r={10} fill={C.lilac} />
    {[204, 222, 240, 258, 276].map((x, i) => (
      <circle key={x} cx={x} cy={278} r={6} fill={i < 4 ? C.amber : C.lilac} />
    ))}
    <circle cx={344} cy={88} r={26} fill={C.amber} />
    <path d="M344 76v24M332 88h24" {...line(C.night, 5)} />
  </>
);

const digitalMarketing = (
  <>
    <path d="M122 160h42v70h-42a14 14 0 0 1-14-14v-42a14 14 0 0 1 14-14z" fill={C.violet} />
    <path d="M164 160l118-62v194l-118-62z" fill={C.mist} />
    <Box x={276} y={90} w={24} h={210} r={12} fill={C.indigo} />
    <path d="M132 230l14 62h26l-8-62z" fill={C.indigo} />
    <path
      d="M326 160a44 44 0 0 1 0 70M346 136a78 78 0 0 1 0 118M366 112a112 112 0 0 1 0 166"
      {...line(C.amber, LINE)}
    />
    <Box x={96} y={68} w={70} h={48} r={R.card} fill={C.lilac} />
    <path d="M98 72l33 24 33-24" {...line(C.night, STROKE)} />
    <circle cx={396} cy={86} r={22} fill={C.violet} />
    <Heart x={396} y={78} s={22} fill={C.mist} />
  </>
);

const brandActivation = (
  <>
    <Box x={70} y={52} w={340} h={256} r={R.panel} fill={C.mist} />
    <circle cx={160} cy={140} r={64} fill="none" stroke={C.lilac} strokeWidth={1.5} strokeDasharray="4 6" />
    <path d="M86 140h148M160 66v148" {...line(C.lilac, 1.5)} />
    <circle cx={160} cy={140} r={46} fill={C.indigo} />
    <path d="M138 166l22-52 22 52M147 146h26" {...line(C.amber, 8)} />
    <Text x={262} y={150} size={64} fill={C.night} weight={800}>
      Aa
    </Text>
    <Bars x={264} y={170} widths={[110, 80]} fill={C.lilac} />
    {[C.night, C.indigo, C.violet, C.lilac, C.amber].map((fill, i) => (
      <rect
        key={fill}
        x={92 + i * 62}
        y={228}
        width={52}
        height={58}
        rx={R.card}
        fill={fill}
        stroke={i === 3 ? C.violet : undefined}
        strokeWidth={i === 3 ? 1.5 : undefined}
      />
    ))}
  </>
);

const marketingDevelopment = (
  <>
    <Browser x={62} y={60} w={286} h={224}>
      <Bars x={84} y={112} widths={[150, 110]} fill={C.night} h={14} gap={22} />
      <Bars x={84} y={166} widths={[124, 96]} fill={C.lilac} />
      <Box x={84} y={206} w={104} h={32} r={16} fill={C.amber} />
      <Box x={242} y={104} w={90} h={90} r={R.card} fill={C.violet} />
      <path d="M254 184l24-30 18 20 12-12 16 22z" fill={C.mist} />
      <circle cx={310} cy={126} r={9} fill={C.amber} />
      <Bars x={84} y={256} widths={[60, 60, 60]} fill={C.mist} gap={0} />
      <Bars x={156} y={256} widths={[60]} fill={C.mist} />
      <Bars x={228} y={256} widths={[60]} fill={C.mist} />
    </Browser>
    <Phone x={318} y={120} w={104} h={196}>
      <Bars x={334} y={150} widths={[70, 52]} fill={C.night} h={10} gap={16} />
      <Box x={334} y={186} w={72} h={54} r={R.card} fill={C.violet} />
      <Box x={334} y={254} w={72} h={24} r={12} fill={C.amber} />
    </Phone>
    <path d="M150 206l-10-10M170 200v-14M190 206l10-10" {...line(C.mist, STROKE)} />
    <Cursor x={168} y={226} s={1.3} />
  </>
);

const design = (
  <>
    <circle cx={140} cy={110} r={46} fill={C.violet} opacity={0.9} />
    <circle cx={190} cy={110} r={46} fill={C.amber} opacity={0.85} />
    <circle cx={165} cy={150} r={46} fill={C.lilac} opacity={0.85} />
    <path d="M84 286C150 286 170 180 256 180s110-92 150-92" {...line(C.mist, LINE)} />
    <path d="M214 222l84-84M256 180" {...line(C.lilac, 2)} />
    <circle cx={214} cy={222} r={7} fill={C.lilac} />
    <circle cx={298} cy={138} r={7} fill={C.lilac} />
    <Box x={246} y={170} w={20} h={20} r={R.part} fill={C.night} stroke={C.mist} />
    <Box x={74} y={276} w={20} h={20} r={R.part} fill={C.night} stroke={C.mist} />
    <Box x={396} y={78} w={20} h={20} r={R.part} fill={C.amber} stroke={C.mist} />
    <g transform="rotate(-30 360 250)">
      <path d="M340 200h40v40l-20 40-20-40z" fill={C.mist} />
      <path d="M360 280v-40" {...line(C.night, STROKE)} />
      <circle cx={360} cy={238} r={6} fill={C.night} />
      <Box x={336} y={180} w={48} h={24} r={R.part} fill={C.indigo} />
    </g>
  </>
);

const frontend = (
  <>
    <Box x={70} y={56} w={340} h={250} r={R.panel} fill={C.night} stroke={C.lilac} />
    <Box x={96} y={84} w={72} h={36} r={18} fill={C.amber} />
    <circle cx={150} cy={102} r={13} fill={C.night} />
    <Box x={96} y={136} w={72} h={36} r={18} fill={C.indigo} />
    <circle cx={114} cy={154} r={13} fill={C.lilac} />
    <path d="M200 102h180" {...line(C.indigo, 8)} />
    <path d="M200 102h110" {...line(C.violet, 8)} />
    <circle cx={310} cy={102} r={14} fill={C.mist} />
    <Box x={196} y={134} w={184} h={40} r={R.card} fill={C.mist} />
    <Bars x={210} y={150} widths={[80]} fill={C.lilac} />
    <path d="M304 146v16" {...line(C.violet, 2)} />
    {[0, 1, 2].map((row) => (
      <g key={row}>
        <rect
          x={96}
          y={198 + row * 30}
          width={20}
          height={20}
          rx={R.part}
          fill={row < 2 ? C.violet : "none"}
          stroke={C.violet}
          strokeWidth={STROKE}
        />
        {row < 2 ? <Check x={106} y={207 + row * 30} s={0.6} color={C.mist} w={3} /> : null}
        <rect x={128} y={204 + row * 30} width={[60, 46, 54][row]} height={8} rx={4} fill={C.lilac} />
      </g>
    ))}
    <Box x={236} y={204} w={144} h={48} r={24} fill={C.violet} />
    <Bars x={268} y={224} widths={[80]} fill={C.mist} />
    <Cursor x={334} y={236} s={1.2} />
  </>
);

const backend = (
  <>
    {[0, 1, 2].map((unit) => (
      <g key={unit}>
        <rect x={84} y={80 + unit * 70} width={176} height={58} rx={R.card} fill={unit === 1 ? C.violet : C.mist} />
        <circle cx={108} cy={109 + unit * 70} r={7} fill={unit === 1 ? C.amber : C.indigo} />
        <circle cx={130} cy={109 + unit * 70} r={7} fill={unit === 1 ? C.mist : C.lilac} />
        <path
          d={`M170 ${101 + unit * 70}h72M170 ${117 + unit * 70}h72`}
          {...line(unit === 1 ? C.indigo : C.lilac, 5)}
        />
      </g>
    ))}
    <path d="M140 290v20M200 290v20" {...line(C.lilac, 6)} />
    <path d="M260 109h28M260 179h28M260 249h28M288 109v140M288 179h26" {...line(C.lilac, STROKE)} />
    <circle cx={288} cy={179} r={7} fill={C.amber} />
    <Box x={314} y={106} w={110} h={148} r={R.panel} fill={C.night} stroke={C.lilac} />
    <Text x={330} y={142} size={28} fill={C.amber} weight={800}>
      {"{"}
    </Text>
    <Text x={396} y={244} size={28} fill={C.amber} weight={800}>
      {"}"}
    </Text>
    <Bars x={344} y={154} widths={[30, 30, 30]} fill={C.violet} gap={22} />
    <Bars x={382} y={154} widths={[28]} fill={C.mist} />
    <Bars x={382} y={176} widths={[20]} fill={C.amber} />
    <Bars x={382} y={198} widths={[28]} fill={C.mist} />
  </>
);

const database = (
  <>
    {[2, 1, 0].map((level) => {
      const y = 112 + level * 62;
      return (
        <g key={level}>
          <path d={`M90 ${y}v48a70 20 0 0 0 140 0v-48z`} fill={[C.mist, C.lilac, C.violet][level]} />
          <ellipse cx={160} cy={y} rx={70} ry={20} fill={[C.paper, C.mist, C.lilac][level]} />
        </g>
      );
    })}
    <circle cx={120} cy={160} r={6} fill={C.amber} />
    <circle cx={120} cy={222} r={6} fill={C.amber} />
    <circle cx={120} cy={284} r={6} fill={C.amber} />
    <path d="M230 190h26" {...line(C.lilac, STROKE, "2 8")} />
    <Box x={256} y={96} w={164} h={190} r={R.panel} fill={C.mist} />
    <path d="M256 110a14 14 0 0 1 14-14h136a14 14 0 0 1 14 14v26H256z" fill={C.indigo} />
    <path d="M256 172h164M256 208h164M256 244h164M312 136v150" {...line(C.lilac, 2)} />
    <Bars x={268} y={150} widths={[30, 30, 30, 30]} fill={C.violet} gap={36} />
    <Bars x={324} y={150} widths={[80, 56, 72, 48]} fill={C.lilac} gap={36} />
    <circle cx={276} cy={116} r={7} fill={C.amber} />
    <path d="M282 116h16" {...line(C.amber, 4)} />
    <Bars x={316} y={112} widths={[80]} fill={C.mist} />
  </>
);

const cloud = (
  <>
    <path d="M140 180a44 44 0 0 1 20-82 66 66 0 0 1 124-12 52 52 0 0 1 62 50 40 40 0 0 1-6 44z" fill={C.mist} />
    <path
      d="M214 120v34M214 120l-10 10M214 120l10 10M256 150v-34M256 150l-10-10M256 150l10-10"
      {...line(C.violet, 4)}
    />
    <path d="M178 180l-64 72M240 180v84M302 180l64 72" {...line(C.lilac, STROKE, "3 9")} />
    {[
      [114, 262],
      [240, 282],
      [366, 262],
    ].map(([x, y], i) => (
      <g key={x}>
        <Box x={x! - 42} y={y! - 26} w={84} h={52} r={R.card} fill={i === 1 ? C.violet : C.indigo} stroke={C.lilac} />
        <path d={`M${x! - 26} ${y! - 8}h36M${x! - 26} ${y! + 8}h36`} {...line(C.lilac, 4)} />
        <circle cx={x! + 24} cy={y!} r={6} fill={C.amber} />
      </g>
    ))}
    <Pin x={340} y={92} s={0.9} />
  </>
);

const cms = (
  <>
    <Box x={66} y={58} w={290} h={246} r={R.panel} fill={C.mist} />
    <path d="M66 72a14 14 0 0 1 14-14h28v246H80a14 14 0 0 1-14-14z" fill={C.indigo} />
    {[86, 118, 150, 182].map((y, i) => (
      <rect key={y} x={76} y={y} width={22} height={22} rx={R.part} fill={i === 1 ? C.amber : C.lilac} />
    ))}
    <Bars x={124} y={78} widths={[150]} fill={C.night} h={14} />
    <Box x={124} y={106} w={214} h={88} r={R.card} fill={C.violet} />
    <path d="M142 182l40-46 28 30 18-18 34 34z" fill={C.mist} />
    <circle cx={300} cy={130} r={12} fill={C.amber} />
    <Bars x={124} y={208} widths={[210, 180, 196]} fill={C.lilac} gap={16} />
    <Box x={124} y={262} w={100} h={28} r={R.card} fill="none" stroke={C.violet} sw={2} />
    <g transform="rotate(-6 330 250)">
      <Box x={260} y={224} w={156} h={72} r={R.card} fill={C.paper} stroke={C.amber} />
      <path d="M276 244v32M286 244v32" {...line(C.lilac, 4, "1 7")} />
      <Bars x={300} y={242} widths={[96, 72, 84]} fill={[C.indigo, C.lilac, C.lilac]} gap={14} />
    </g>
    <Cursor x={388} y={268} s={1.1} />
  </>
);

const ai = (
  <>
    <path
      d="M190 92v-22M222 92v-22M254 92v-22M286 92v-22M190 270v22M222 270v22M254 270v22M286 270v22M152 130h-22M152 162h-22M152 194h-22M152 226h-22M324 130h22M324 162h22M324 194h22M324 226h22"
      {...line(C.lilac, STROKE)}
    />
    <Box x={152} y={92} w={172} h={178} r={R.panel + 4} fill={C.indigo} stroke={C.lilac} />
    <Box x={182} y={124} w={112} h={114} r={R.card} fill={C.night} />
    <Sparkle x={232} y={176} s={2.4} />
    <Sparkle x={270} y={146} s={0.9} fill={C.mist} />
    <path
      d="M66 66h64a14 14 0 0 1 14 14v22a14 14 0 0 1-14 14h-38l-16 14v-14h-10a14 14 0 0 1-14-14V80a14 14 0 0 1 14-14z"
      fill={C.mist}
    />
    <Bars x={78} y={80} widths={[52, 36]} fill={[C.indigo, C.lilac]} gap={14} />
    <path
      d="M414 236h-64a14 14 0 0 0-14 14v22a14 14 0 0 0 14 14h38l16 14v-14h10a14 14 0 0 0 14-14v-22a14 14 0 0 0-14-14z"
      fill={C.amber}
    />
    <Bars x={350} y={250} widths={[58, 40]} fill={C.night} gap={14} />
  </>
);

const blockchain = (
  <>
    {[62, 192, 322].map((x, i) => (
      <g key={x}>
        <Box x={x} y={120} w={96} h={100} r={R.panel} fill={i === 1 ? C.violet : C.mist} />
        <Box x={x + 16} y={136} w={30} h={30} r={R.part} fill={i === 1 ? C.amber : C.indigo} />
        <Text x={x + 31} y={158} size={20} fill={i === 1 ? C.night : C.mist} anchor="middle" weight={800}>
          #
        </Text>
        <Bars x={x + 16} y={180} widths={[64, 44]} fill={i === 1 ? C.mist : C.lilac} gap={16} />
      </g>
    ))}
    {[158, 288].map((x) => (
      <g key={x} {...line(C.amber, LINE)}>
        <rect x={x - 6} y={162} width={28} height={16} rx={8} />
        <rect x={x + 12} y={162} width={28} height={16} rx={8} />
      </g>
    ))}
    <path d="M120 220v40h240v-40" {...line(C.lilac, STROKE, "3 9")} />
    <path d="M90 100h300" {...line(C.lilac, STROKE, "3 9")} />
    <circle cx={240} cy={260} r={16} fill={C.night} stroke={C.lilac} strokeWidth={STROKE} />
    <path d="M232 262v-6a8 8 0 0 1 16 0v6" {...line(C.amber, STROKE)} />
    <Box x={230} y={260} w={20} h={12} r={2} fill={C.amber} />
  </>
);

const bigData = (
  <>
    <path d="M60 110c40 0 60 30 104 30M50 180h114M60 250c40 0 60-30 104-30" {...line(C.violet, 2, "2 8")} />
    {[
      [70, 110, 5],
      [106, 118, 8],
      [142, 136, 5],
      [64, 180, 7],
      [100, 180, 4],
      [136, 180, 9],
      [74, 248, 4],
      [110, 240, 7],
      [146, 224, 5],
    ].map(([x, y, r]) => (
      <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fill={r! > 6 ? C.amber : C.lilac} />
    ))}
    <Box x={164} y={68} w={256} h={226} r={R.panel} fill={C.night} stroke={C.lilac} />
    {Array.from({ length: 30 }, (_, i) => {
      const col = i % 6;
      const row = Math.floor(i / 6);
      const heat = (col * 7 + row * 11 + ((col * row) % 4)) % 5;
      return (
        <rect
          key={i}
          x={180 + col * 38}
          y={84 + row * 40}
          width={32}
          height={34}
          rx={R.part}
          fill={[C.navy, C.indigo, C.violet, C.lilac, C.amber][heat]}
        />
      );
    })}
  </>
);

/** Every motif, by name. */
const MOTIFS = {
  startups,
  "scale-ups": scaleUps,
  enterprises,
  ngos,
  banking,
  retail,
  food,
  education,
  healthcare,
  social,
  travel,
  logistics,
  sports,
  "product-engineering": productEngineering,
  "website-development": websiteDevelopment,
  "mobile-apps": mobileApps,
  devops,
  qa,
  talent,
  "digital-marketing": digitalMarketing,
  "brand-activation": brandActivation,
  "marketing-development": marketingDevelopment,
  design,
  frontend,
  backend,
  database,
  cloud,
  cms,
  ai,
  blockchain,
  "big-data": bigData,
  // Company, work, resources, contact and notice pages (app/art/page-motifs.tsx)
  ...PAGE_MOTIFS,
  // Technology pages (app/art/tech-motifs.tsx)
  ...TECH_MOTIFS,
  // Articles and roles (app/art/article-motifs.tsx, app/art/role-motifs.tsx)
  ...ARTICLE_MOTIFS_DRAWN,
  ...ROLE_MOTIFS_DRAWN,
} satisfies Record<string, ReactNode>;

export type MotifName = keyof typeof MOTIFS;
export const MOTIF_NAMES = Object.keys(MOTIFS) as MotifName[];

/** A detail page's label on its family's motif: an amber-edged tag, bottom left of the stage. */
function Badge({ label }: { label: string }) {
  const width = Math.round(label.length * 11.2 + 52);
  return (
    <g>
      <rect x={24} y={300} width={width} height={40} rx={20} fill={C.night} stroke={C.amber} strokeWidth={STROKE} />
      <circle cx={46} cy={320} r={6} fill={C.amber} />
      <Text x={62} y={327} size={19} fill={C.paper}>
        {label}
      </Text>
    </g>
  );
}

/**
 * The stage every motif stands on, and the motif; `badge` names a detail page on its family's motif
 * (or an article's category), `mark` is the seal on a notice page's envelope.
 */
export function HeroMotif({ name, badge, mark }: { name: MotifName; badge?: string; mark?: NoticeMark }) {
  return (
    <>
      <circle cx={240} cy={180} r={156} fill={C.navy} />
      {MOTIFS[name]}
      {mark ? <NoticeSeal mark={mark} /> : null}
      {badge ? <Badge label={badge} /> : null}
    </>
  );
}
