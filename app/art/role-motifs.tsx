/**
 * Hero motifs of the job openings (content/roles/<slug>.md): someone at the tools of the role's
 * discipline, one drawing each, same kit and stage as app/art/motifs.tsx. Which role gets
 * which: ROLE_MOTIFS in app/art/hero-motifs.ts.
 */
import type { ReactNode } from "react";
import { Bars, Box, C, Check, Cursor, LINE, Person, Phone, R, Sparkle, STROKE, gear, line } from "./kit";
import { Orbits, cloudPath } from "./tech-motifs";

/** A desk top across the stage at y. */
const Desk = ({ y }: { y: number }) => (
  <>
    <Box x={66} y={y} w={348} h={14} r={7} fill={C.mist} />
    <path d={`M96 ${y + 14}v${318 - y}M384 ${y + 14}v${318 - y}`} {...line(C.lilac, 8)} />
  </>
);

/** Senior React engineer: at a code editor, components nested in it, orbits on the screen's corner. */
const reactEngineer = (
  <>
    <Box x={178} y={54} w={238} h={172} r={R.panel} fill={C.night} stroke={C.lilac} />
    <path d="M198 84h16M198 104h16M198 124h16M198 144h16M198 164h16M198 184h16M198 204h16" {...line(C.indigo, 4)} />
    {[
      [0, 70, C.amber],
      [1, 110, C.lilac],
      [2, 80, C.violet],
      [2, 96, C.lilac],
      [1, 60, C.violet],
      [0, 40, C.amber],
    ].map(([indent, w, fill], row) => (
      <rect
        key={row}
        x={226 + (indent as number) * 20}
        y={80 + row * 20}
        width={w as number}
        height={8}
        rx={4}
        fill={fill as string}
      />
    ))}
    <Orbits x={368} y={190} rx={30} ry={11} color={C.amber} w={STROKE} />
    <circle cx={368} cy={190} r={5} fill={C.amber} />
    <path d="M284 226l-8 40h40l-8-40z" fill={C.lilac} />
    <Person x={112} y={176} s={2} body={C.violet} hair={C.night} arm="right" />
    <Desk y={268} />
    <Box x={214} y={254} w={110} h={14} r={R.part} fill={C.indigo} />
    <Box x={136} y={246} w={26} h={22} r={R.part} fill={C.amber} />
  </>
);

/** Senior product designer: presenting an artboard on its layout grid, a pen path with its handles, the swatches. */
const productDesigner = (
  <>
    <Box x={62} y={52} w={262} h={236} r={R.panel} fill={C.mist} />
    <path d="M94 64v212M136 64v212M178 64v212M220 64v212M262 64v212" {...line(C.lilac, 10)} />
    <Box x={84} y={76} w={136} h={92} r={R.card} fill={C.violet} />
    <Box x={232} y={76} w={70} h={92} r={R.card} fill={C.indigo} />
    <Bars x={96} y={94} widths={[96, 70]} fill={C.mist} h={10} gap={18} />
    <Box x={96} y={138} w={56} h={18} r={9} fill={C.amber} />
    <path d="M92 256c40-70 110-70 150-20" {...line(C.night, LINE)} />
    <path d="M92 256l-12-44M242 236l40-40" {...line(C.indigo, 2)} />
    <Box x={74} y={204} w={12} h={12} r={2} fill={C.paper} stroke={C.night} sw={2} />
    <Box x={276} y={190} w={12} h={12} r={2} fill={C.paper} stroke={C.night} sw={2} />
    <circle cx={92} cy={256} r={7} fill={C.amber} />
    <circle cx={242} cy={236} r={7} fill={C.amber} />
    {[C.night, C.violet, C.lilac, C.amber].map((fill, i) => (
      <circle key={fill} cx={106 + i * 34} cy={310} r={13} fill={fill} stroke={C.mist} strokeWidth={STROKE} />
    ))}
    <Person x={380} y={192} s={2} body={C.amber} hair={C.indigo} arm="left" />
    <Box x={332} y={288} w={96} h={14} r={7} fill={C.mist} />
    <path d="M348 302v18M412 302v18" {...line(C.lilac, 8)} />
  </>
);

/** QA automation engineer: a test run going green, one failure caught, the gear that runs it every time. */
const qaAutomation = (
  <>
    <Box x={168} y={46} w={248} h={218} r={R.panel} fill={C.night} stroke={C.lilac} />
    <path d="M188 78h208" {...line(C.indigo, 12)} />
    <path d="M188 78h150" {...line(C.violet, 12)} />
    {[0, 1, 2, 3, 4].map((row) => (
      <g key={row}>
        <circle cx={202} cy={116 + row * 32} r={11} fill={row === 3 ? C.amber : C.violet} />
        {row === 3 ? (
          <path d={`M197 ${111 + row * 32}l10 10m0-10l-10 10`} {...line(C.night, 3)} />
        ) : (
          <Check x={202} y={115 + row * 32} s={0.6} color={C.mist} w={3} />
        )}
        <rect
          x={222}
          y={112 + row * 32}
          width={[120, 90, 140, 104, 76][row]}
          height={8}
          rx={4}
          fill={row === 3 ? C.amber : C.lilac}
        />
      </g>
    ))}
    <path d={gear(392, 222, 42, 33, 9)} fill={C.mist} />
    <circle cx={392} cy={222} r={15} fill={C.night} />
    <path d="M381 222l9 9 13-15" {...line(C.amber, 4)} />
    <Person x={112} y={168} s={2} body={C.lilac} hair={C.night} arm="right" />
    <Desk y={264} />
  </>
);

/** Performance marketing manager: presenting a funnel, the conversion curve climbing towards the target. */
const performanceMarketing = (
  <>
    <Box x={160} y={40} w={256} h={176} r={R.panel} fill={C.mist} />
    <path d="M180 196h216M180 196V64" {...line(C.lilac, STROKE)} />
    {[
      [206, 160, 30],
      [238, 132, 58],
      [270, 110, 80],
    ].map(([x, y, h]) => (
      <rect key={x} x={x} y={y} width={22} height={h} rx={R.part} fill={C.lilac} />
    ))}
    <path d="M188 184c40-4 60-28 90-40s50-10 70-62" {...line(C.violet, LINE)} />
    <circle cx={348} cy={82} r={8} fill={C.violet} />
    <circle cx={378} cy={74} r={24} fill={C.paper} stroke={C.amber} strokeWidth={8} />
    <circle cx={378} cy={74} r={7} fill={C.amber} />
    <path d="M288 216v48" {...line(C.lilac, 8)} />
    <path d="M318 220h96l-28 28v16h-40v-16z" fill={C.violet} />
    <path d="M326 230h80" {...line(C.amber, 5)} />
    <Person x={104} y={168} s={2} body={C.violet} hair={C.indigo} arm="right" />
    <Desk y={264} />
    <Sparkle x={112} y={76} s={0.8} />
  </>
);

/** DevOps engineer: at the helm of a cluster, containers stacked and shipped to the cloud. */
const devopsEngineer = (
  <>
    <path d={cloudPath(262, 150, 0.72)} fill={C.mist} />
    <path d="M330 156v34" {...line(C.lilac, STROKE, "2 8")} />
    {[
      [236, 252, C.violet],
      [310, 252, C.indigo],
      [384, 252, C.amber],
      [272, 198, C.lilac],
      [346, 198, C.violet],
    ].map(([x, y, fill]) => (
      <g key={`${x}-${y}`}>
        <Box x={(x as number) - 34} y={y as number} w={68} h={50} r={R.part} fill={fill as string} stroke={C.night} />
        <path
          d={`M${(x as number) - 20} ${(y as number) + 10}v30M${(x as number) - 6} ${(y as number) + 10}v30M${(x as number) + 8} ${(y as number) + 10}v30M${(x as number) + 22} ${(y as number) + 10}v30`}
          {...line(fill === C.amber || fill === C.lilac ? C.night : C.mist, 2.5)}
        />
      </g>
    ))}
    <path d="M190 304h236" {...line(C.lilac, STROKE)} />
    <Person x={110} y={168} s={2} body={C.violet} hair={C.night} />
    <path d="M110 322v-50M78 322h64" {...line(C.mist, 10)} />
    <circle cx={110} cy={262} r={40} fill="none" stroke={C.amber} strokeWidth={8} />
    <path
      d={Array.from({ length: 7 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 7;
        return `M${(110 + 14 * Math.sin(a)).toFixed(1)} ${(262 - 14 * Math.cos(a)).toFixed(1)}L${(110 + 54 * Math.sin(a)).toFixed(1)} ${(262 - 54 * Math.cos(a)).toFixed(1)}`;
      }).join("")}
      {...line(C.amber, 6)}
    />
    <circle cx={110} cy={262} r={14} fill={C.amber} stroke={C.navy} strokeWidth={4} />
  </>
);

/** Flutter developer: one app built once for the phone in hand, its widget tree beside it. */
const flutterDeveloper = (
  <>
    <Box x={246} y={56} w={176} h={214} r={R.panel} fill={C.night} stroke={C.lilac} />
    <Box x={304} y={74} w={60} h={30} r={R.part} fill={C.amber} />
    <path
      d="M334 104v22M282 126h104M282 126v18M386 126v18M334 126v18M282 180v18M262 198h40M262 198v14M302 198v14"
      {...line(C.lilac, STROKE)}
    />
    {[
      [262, 144, C.violet],
      [314, 144, C.mist],
      [366, 144, C.violet],
    ].map(([x, y, fill]) => (
      <Box key={x as number} x={x as number} y={y as number} w={40} h={36} r={R.part} fill={fill as string} />
    ))}
    <Box x={248} y={212} w={28} h={26} r={R.part} fill={C.lilac} />
    <Box x={288} y={212} w={28} h={26} r={R.part} fill={C.lilac} />
    <path d="M404 226a26 26 0 1 1-10-22" {...line(C.amber, 6)} />
    <path d="M384 196l12 8-6 13" {...line(C.amber, 6)} />
    <Person x={124} y={174} s={2} body={C.violet} hair={C.night} arm="right" />
    <Phone x={166} y={118} w={62} h={116} screen={C.mist}>
      <Box x={176} y={138} w={42} h={34} r={R.part} fill={C.violet} />
      <Bars x={176} y={182} widths={[40, 28]} fill={[C.indigo, C.lilac]} h={6} gap={12} />
      <Box x={176} y={208} w={42} h={12} r={6} fill={C.amber} />
    </Phone>
    <Desk y={270} />
    <Cursor x={206} y={196} s={0.9} />
  </>
);

/** Role motifs, by name (ROLE_MOTIFS maps each role's slug to one). */
export const ROLE_MOTIFS_DRAWN = {
  "role-react-engineer": reactEngineer,
  "role-product-designer": productDesigner,
  "role-qa-automation": qaAutomation,
  "role-performance-marketing": performanceMarketing,
  "role-devops-engineer": devopsEngineer,
  "role-flutter-developer": flutterDeveloper,
} satisfies Record<string, ReactNode>;
