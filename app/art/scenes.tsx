/**
 * Scenes for the gallery and the "Moments from the team" of Life at Alphai,
 * drawn with the same kit as the heroes (320x200, navy room, front-on). They
 * are illustrations, not photographs: each entry's `alt` in content/gallery.ts
 * and content/pages/company/life-at-alphai.ts describes the drawing here with the same slug;
 * change both together.
 */
import type { ReactNode } from "react";
import { Bars, Box, C, Check, Person, R, Say, Sparkle, Text, line } from "./kit";

const S = 2; // outline weight at scene scale (drawn smaller than heroes, so the rendered weight matches)

/** Wall and floor of an indoor scene. */
const Room = ({ floor = 164 }: { floor?: number }) => (
  <>
    <rect width={320} height={200} fill={C.navy} />
    <rect y={floor} width={320} height={200 - floor} fill={C.night} />
  </>
);

/** Night sky and ground of an outdoor scene. */
const Outdoors = ({ ground = 150, fill = C.indigo }: { ground?: number; fill?: string }) => (
  <>
    <rect width={320} height={200} fill={C.night} />
    <rect y={ground} width={320} height={200 - ground} fill={fill} />
  </>
);

/** A window: light frame, indigo panes, mullions; `arch` rounds its top. */
const Window = ({
  x,
  y,
  w,
  h,
  arch,
  panes = C.indigo,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  arch?: boolean;
  panes?: string;
}) => {
  const outline = arch
    ? `M${x} ${y + h}V${y + w / 2}a${w / 2} ${w / 2} 0 0 1 ${w} 0V${y + h}z`
    : `M${x} ${y}h${w}v${h}h${-w}z`;
  return (
    <g>
      <path d={outline} fill={panes} stroke={C.lilac} strokeWidth={S} />
      <path d={`M${x + w / 2} ${y + (arch ? 0 : 0)}V${y + h}M${x} ${y + h * 0.55}h${w}`} {...line(C.lilac, 1.5)} />
    </g>
  );
};

/** A desk top with two legs down to the floor. */
const Desk = ({
  x,
  y,
  w,
  floor = 164,
  fill = C.mist,
}: {
  x: number;
  y: number;
  w: number;
  floor?: number;
  fill?: string;
}) => (
  <>
    <path d={`M${x + 8} ${y}V${floor}M${x + w - 8} ${y}V${floor}`} {...line(C.lilac, 3)} />
    <Box x={x} y={y} w={w} h={6} r={3} fill={fill} />
  </>
);

/** A monitor facing the viewer on a stand standing at `base`. */
const Monitor = ({
  x,
  y,
  w,
  h,
  base,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  base: number;
  children?: ReactNode;
}) => (
  <g>
    <path d={`M${x + w / 2} ${y + h}V${base}M${x + w / 2 - 8} ${base}h16`} {...line(C.lilac, 3)} />
    <Box x={x} y={y} w={w} h={h} r={R.part} fill={C.night} stroke={C.lilac} sw={S} />
    {children}
  </g>
);

/** The back of an open laptop (its screen faces the person behind it). */
const LaptopBack = ({ x, y, w = 44 }: { x: number; y: number; w?: number }) => (
  <>
    <Box x={x} y={y} w={w} h={w * 0.64} r={R.part} fill={C.lilac} />
    <circle cx={x + w / 2} cy={y + w * 0.3} r={3} fill={C.mist} />
  </>
);

/** A standing person, head at (x, y): torso and legs, one arm raised when `arm`. */
const Standing = ({
  x,
  y,
  s = 1,
  body = C.violet,
  legs = C.indigo,
  head = C.mist,
  hair,
  arm,
}: {
  x: number;
  y: number;
  s?: number;
  body?: string;
  legs?: string;
  head?: string;
  hair?: string;
  arm?: "left" | "right";
}) => (
  <g>
    <path d={`M${x - 6 * s} ${y + 40 * s}v${34 * s}M${x + 6 * s} ${y + 40 * s}v${34 * s}`} {...line(legs, 8 * s)} />
    {arm ? (
      <path
        d={
          arm === "right"
            ? `M${x + 8 * s} ${y + 18 * s}l${18 * s} ${-14 * s}`
            : `M${x - 8 * s} ${y + 18 * s}l${-18 * s} ${-14 * s}`
        }
        {...line(body, 6 * s)}
      />
    ) : null}
    <path d={`M${x - 12 * s} ${y + 44 * s}v${-22 * s}a${12 * s} ${11 * s} 0 0 1 ${24 * s} 0v${22 * s}z`} fill={body} />
    <circle cx={x} cy={y} r={8 * s} fill={head} />
    {hair ? (
      <path
        d={`M${x - 8 * s} ${y}a${8 * s} ${8 * s} 0 0 1 ${16 * s} 0q${-8 * s} ${-4 * s} ${-16 * s} 0z`}
        fill={hair}
      />
    ) : null}
  </g>
);

/** A sticky note. */
const Note = ({ x, y, fill = C.amber, s = 12 }: { x: number; y: number; fill?: string; s?: number }) => (
  <rect x={x} y={y} width={s} height={s} rx={1.5} fill={fill} />
);

/** A potted plant standing on the floor at x. */
const Plant = ({ x, floor = 164 }: { x: number; floor?: number }) => (
  <>
    <path
      d={`M${x} ${floor - 18}c-14-4-16-20-10-28 6 6 10 16 10 28zM${x} ${floor - 18}c12-6 16-22 8-30-6 8-8 18-8 30z`}
      fill={C.violet}
    />
    <path d={`M${x - 9} ${floor - 18}h18l-3 18h-12z`} fill={C.lilac} />
  </>
);

/** A crescent moon. */
const Moon = ({ x, y, r = 10, sky = C.night }: { x: number; y: number; r?: number; sky?: string }) => (
  <>
    <circle cx={x} cy={y} r={r} fill={C.amber} />
    <circle cx={x + r * 0.45} cy={y - r * 0.3} r={r * 0.85} fill={sky} />
  </>
);

const lahore = (
  <>
    <Room />
    <Window x={14} y={14} w={40} h={118} />
    <Window x={266} y={14} w={40} h={118} />
    <Box x={76} y={16} w={168} h={62} r={R.part} fill={C.mist} />
    <path d="M132 22v50M188 22v50" {...line(C.lilac, 1.5)} />
    {[
      [84, 26],
      [100, 26],
      [84, 42],
      [84, 58],
      [140, 26],
      [156, 26],
      [140, 42],
      [196, 26],
      [212, 26],
      [228, 26],
      [196, 42],
    ].map(([x, y], i) => (
      <Note key={i} x={x!} y={y!} fill={i % 4 === 1 ? C.violet : i % 3 === 0 ? C.amber : C.lilac} />
    ))}
    {[44, 130, 216].map((x) => (
      <g key={x}>
        <Desk x={x - 6} y={128} w={72} />
        <Monitor x={x} y={92} w={28} h={22} base={128}>
          <Bars x={x + 4} y={97} widths={[14, 18, 10]} fill={[C.amber, C.lilac, C.violet]} h={3} gap={5} />
        </Monitor>
        <Monitor x={x + 32} y={92} w={28} h={22} base={128}>
          <Bars x={x + 36} y={97} widths={[18, 12, 16]} fill={[C.lilac, C.violet, C.lilac]} h={3} gap={5} />
        </Monitor>
      </g>
    ))}
    <Person x={74} y={142} s={0.95} body={C.violet} hair={C.night} />
    <Person x={160} y={142} s={0.95} body={C.amber} hair={C.indigo} />
    <Person x={246} y={142} s={0.95} body={C.lilac} hair={C.night} />
  </>
);

const dubai = (
  <>
    <Room />
    <Box x={148} y={14} w={158} h={108} r={R.part} fill={C.indigo} stroke={C.lilac} sw={S} />
    {[
      [158, 60, 18],
      [180, 40, 16],
      [200, 70, 20],
      [224, 30, 14],
      [242, 54, 22],
      [268, 44, 16],
      [288, 76, 14],
    ].map(([x, y, w], i) => (
      <g key={x}>
        <rect x={x} y={y} width={w} height={121 - y!} fill={i % 2 ? C.violet : C.lilac} />
        <path d={`M${x! + w! / 2} ${y! + 6}V120`} {...line(i % 2 ? C.indigo : C.violet, 1.5)} />
      </g>
    ))}
    <path d="M231 30l-7-20-7 20z" fill={C.lilac} />
    <path d="M150 112h154" {...line(C.mist, 6)} />
    <Box x={16} y={22} w={110} h={70} r={R.part} fill={C.night} stroke={C.lilac} sw={S} />
    <Box x={34} y={30} w={30} h={54} r={5} fill={C.paper} />
    <Bars x={39} y={38} widths={[18, 12]} fill={[C.indigo, C.lilac]} h={4} gap={7} />
    <Box x={39} y={54} w={20} h={14} r={2} fill={C.violet} />
    <Box x={76} y={30} w={30} h={54} r={5} fill={C.paper} />
    <Box x={81} y={38} w={20} h={20} r={2} fill={C.amber} />
    <Bars x={81} y={64} widths={[18, 12]} fill={C.lilac} h={4} gap={7} />
    <Standing x={142} y={86} s={0.95} body={C.amber} arm="left" hair={C.night} />
    <Desk x={176} y={140} w={120} />
    <Person x={212} y={132} s={0.85} body={C.violet} hair={C.night} />
    <Person x={262} y={132} s={0.85} body={C.lilac} hair={C.indigo} />
  </>
);

const munich = (
  <>
    <Room floor={170} />
    {[96, 170, 244].map((x) => (
      <Window key={x} x={x} y={26} w={46} h={104} arch panes={C.violet} />
    ))}
    {[120, 194, 268].map((x) => (
      <g key={x}>
        <path d={`M${x - 1} 0v10`} {...line(C.lilac, 1.5)} />
        <path d={`M${x - 10} 18a10 8 0 0 1 18 0z`} fill={C.amber} />
      </g>
    ))}
    <Box x={12} y={60} w={44} h={110} r={2} fill={C.indigo} stroke={C.lilac} sw={S} />
    <circle cx={48} cy={118} r={2.5} fill={C.amber} />
    <g {...line(C.lilac, 2.5)}>
      <circle cx={56} cy={158} r={12} />
      <circle cx={96} cy={158} r={12} />
      <path d="M56 158l14-22h20l6 22M70 136l-4-6h-6M90 136l-2-8h6M70 136l12 22" />
    </g>
    <Desk x={150} y={116} w={110} floor={170} />
    <LaptopBack x={183} y={95} />
    <Standing x={140} y={82} s={0.95} body={C.violet} hair={C.night} />
    <Standing x={205} y={70} s={0.95} body={C.amber} hair={C.indigo} />
    <Standing x={272} y={82} s={0.95} body={C.lilac} hair={C.night} />
  </>
);

const workshop = (
  <>
    <Room />
    <Box x={16} y={14} w={176} h={84} r={R.part} fill={C.paper} />
    <path d="M36 60h136" {...line(C.lilac, 2, "3 5")} />
    {[36, 70, 104, 138, 172].map((x, i) => (
      <g key={x}>
        <circle cx={x} cy={60} r={9} fill={i === 3 ? C.amber : C.violet} />
        <Bars x={x - 10} y={76} widths={[20]} fill={C.lilac} h={4} />
        <Note x={x - 6} y={26} s={12} fill={i % 2 ? C.amber : C.lilac} />
      </g>
    ))}
    {[
      [256, 18],
      [272, 18],
      [288, 18],
      [256, 34],
      [272, 34],
      [288, 50],
      [256, 50],
    ].map(([x, y], i) => (
      <Note key={i} x={x!} y={y!} s={13} fill={i % 2 ? C.lilac : C.amber} />
    ))}
    <Standing x={218} y={62} s={0.95} body={C.amber} arm="left" hair={C.night} />
    <Desk x={40} y={140} w={190} />
    {[56, 76, 150, 172, 196].map((x, i) => (
      <Note key={x} x={x} y={132} s={10} fill={i % 2 ? C.lilac : C.amber} />
    ))}
    <Person x={108} y={126} s={0.85} body={C.violet} hair={C.night} />
    <Person x={134} y={126} s={0.85} body={C.lilac} hair={C.indigo} />
  </>
);

const designSprint = (
  <>
    <Room />
    <Box x={16} y={14} w={126} h={52} r={R.part} fill={C.mist} />
    {[
      ["M", "M"],
      ["T", "D"],
      ["W", "M"],
      ["T", "D"],
      ["F", "F"],
    ].map(([en, de], i) => (
      <g key={i}>
        <rect x={22 + i * 24} y={20} width={20} height={40} rx={2} fill={i === 3 ? C.amber : C.paper} />
        <Text x={32 + i * 24} y={33} size={9} fill={C.night} anchor="middle">
          <Say en={en!} de={de!} />
        </Text>
        <rect x={26 + i * 24} y={40} width={12} height={4} rx={2} fill={i === 3 ? C.night : C.lilac} />
      </g>
    ))}
    {[0, 1, 2].map((i) => (
      <g key={i} transform={`rotate(${[-4, 3, -2][i]} ${176 + i * 44} 40)`}>
        <Box x={158 + i * 44} y={18} w={36} h={46} r={2} fill={C.paper} />
        <path
          d={`M${164 + i * 44} ${30}h${20}M${164 + i * 44} ${40}q8-8 12 0t12 0M${164 + i * 44} ${52}h${14}`}
          {...line(C.violet, 1.5)}
        />
        <circle cx={176 + i * 44} cy={18} r={2.5} fill={C.amber} />
      </g>
    ))}
    <Desk x={60} y={144} w={200} />
    <Monitor x={96} y={78} w={128} h={56} base={144}>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Box x={112 + i * 36} y={84} w={24} h={44} r={4} fill={C.paper} />
          <Box x={116 + i * 36} y={90} w={16} h={12} r={2} fill={[C.violet, C.amber, C.lilac][i]!} />
          <Bars x={116 + i * 36} y={108} widths={[16, 10]} fill={C.lilac} h={3} gap={6} />
        </g>
      ))}
      <path d="M137 106h9M173 106h9" {...line(C.amber, 1.5)} />
    </Monitor>
    <Person x={130} y={150} s={0.95} body={C.violet} hair={C.night} />
    <Person x={190} y={150} s={0.95} body={C.amber} hair={C.indigo} />
    <Plant x={290} />
  </>
);

const usability = (
  <>
    <Room />
    <Box x={186} y={16} w={118} h={74} r={R.part} fill={C.night} stroke={C.lilac} sw={S} />
    <Person x={245} y={40} s={0.9} body={C.lilac} hair={C.indigo} />
    <circle cx={290} cy={28} r={4} fill={C.amber} />
    <Box x={196} y={78} w={30} h={6} r={3} fill={C.violet} />
    <Desk x={20} y={140} w={170} />
    <Person x={70} y={92} s={1.05} body={C.violet} hair={C.night} />
    <Box x={80} y={104} w={34} h={52} r={6} fill={C.night} stroke={C.lilac} sw={S} />
    <Box x={84} y={110} w={26} h={40} r={3} fill={C.paper} />
    <Box x={87} y={114} w={20} h={12} r={2} fill={C.violet} />
    <Bars x={87} y={131} widths={[20, 14]} fill={C.lilac} h={3} gap={6} />
    <Standing x={226} y={96} s={0.9} body={C.amber} hair={C.night} />
    <Box x={238} y={114} w={20} h={26} r={2} fill={C.mist} />
    <Bars x={242} y={120} widths={[12, 10, 12]} fill={C.violet} h={2.5} gap={5} />
  </>
);

const hackathon = (
  <>
    <Room />
    <Window x={16} y={14} w={70} h={70} panes={C.night} />
    <Moon x={38} y={34} r={9} />
    <Sparkle x={68} y={30} s={0.3} fill={C.mist} />
    <Box x={108} y={14} w={104} h={50} r={R.part} fill={C.night} stroke={C.lilac} sw={S} />
    <Text x={160} y={43} size={19} fill={C.amber} anchor="middle" weight={800}>
      02:14:36
    </Text>
    <Box x={122} y={50} w={76} h={5} r={2.5} fill={C.navy} />
    <Box x={122} y={50} w={22} h={5} r={2.5} fill={C.amber} />
    <path d="M236 54h70" {...line(C.lilac, 4)} />
    <path
      d="M262 30h20v8a10 10 0 0 1-20 0zM272 48v6M266 54h12M262 32h-5a4 4 0 0 0 6 8M282 32h5a4 4 0 0 1-6 8"
      fill={C.amber}
      stroke={C.amber}
      strokeWidth={1.5}
    />
    <Person x={56} y={110} s={0.85} body={C.violet} hair={C.night} />
    <Person x={122} y={110} s={0.85} body={C.amber} hair={C.indigo} />
    <Person x={198} y={110} s={0.85} body={C.lilac} hair={C.night} />
    <Person x={264} y={110} s={0.85} body={C.violet} hair={C.indigo} />
    <Desk x={20} y={146} w={280} />
    {[34, 100, 176, 242].map((x) => (
      <LaptopBack key={x} x={x} y={118} />
    ))}
    <Box x={139} y={116} w={36} h={24} r={2} fill={C.mist} />
    <Box x={137} y={138} w={40} h={8} r={2} fill={C.lilac} />
    <ellipse cx={157} cy={138} rx={16} ry={4} fill={C.amber} />
    <circle cx={151} cy={137.5} r={1.8} fill={C.indigo} />
    <circle cx={162} cy={138.5} r={1.8} fill={C.indigo} />
  </>
);

const fridayDemo = (
  <>
    <Room />
    <Box x={16} y={14} w={140} h={86} r={R.part} fill={C.paper} stroke={C.lilac} sw={S} />
    <circle cx={48} cy={46} r={16} {...line(C.lilac, 7)} />
    <path d="M48 30a16 16 0 0 1 15 20" {...line(C.violet, 7)} />
    <path d="M76 70l16-14 14 8 20-22 20 6" {...line(C.amber, 3)} />
    <Bars x={26} y={76} widths={[40]} fill={C.indigo} h={5} />
    <Box x={26} y={86} w={120} h={6} r={3} fill={C.mist} />
    <Standing x={176} y={60} s={0.95} body={C.amber} arm="left" hair={C.night} />
    <Box x={206} y={14} w={98} h={66} r={R.part} fill={C.night} stroke={C.lilac} sw={S} />
    {[0, 1, 2, 3, 4, 5].map((i) => {
      const x = 212 + (i % 3) * 30;
      const y = 20 + Math.floor(i / 3) * 28;
      return (
        <g key={i}>
          <rect x={x} y={y} width={26} height={24} rx={2} fill={C.indigo} />
          <circle cx={x + 13} cy={y + 9} r={4.5} fill={C.mist} />
          <path d={`M${x + 6} ${y + 22}a7 6 0 0 1 14 0z`} fill={[C.violet, C.amber, C.lilac][i % 3]} />
        </g>
      );
    })}
    {[40, 96, 152, 208, 264].map((x, i) => (
      <Person
        key={x}
        x={x}
        y={150}
        s={0.9}
        body={[C.violet, C.lilac, C.indigo, C.violet, C.lilac][i]}
        hair={i % 2 ? C.night : C.indigo}
      />
    ))}
  </>
);

const offsite = (
  <>
    <Outdoors ground={128} />
    <path d="M0 128c30-30 50-34 70-4 20-36 44-40 66 0h184v0" fill={C.navy} />
    <path d="M230 128c14-40 36-48 60-8l30-12v20z" fill={C.navy} />
    <path d="M8 22q72 34 152 0t152 0" {...line(C.lilac, 1.5)} />
    {[24, 52, 80, 108, 136, 180, 208, 236, 264, 292].map((x, i) => (
      <circle key={x} cx={x} cy={[27, 34, 37, 33, 26, 26, 33, 37, 33, 26][i]} r={3.5} fill={C.amber} />
    ))}
    <path d="M208 128l14-56M236 128l-14-56M222 72v56" {...line(C.lilac, 2.5)} />
    <Box x={202} y={58} w={40} h={46} r={2} fill={C.paper} />
    <Text x={222} y={72} size={9} fill={C.night} anchor="middle">
      <Say en="Goals" de="Ziele" />
    </Text>
    <Check x={211} y={84} s={0.4} w={2} />
    <Bars x={216} y={82} widths={[20]} fill={C.lilac} h={3} />
    <Check x={211} y={94} s={0.4} w={2} />
    <Bars x={216} y={92} widths={[16]} fill={C.lilac} h={3} />
    <Standing x={176} y={62} s={0.95} body={C.amber} arm="right" hair={C.night} />
    {[
      [38, 152],
      [82, 140],
      [130, 136],
      [250, 140],
      [290, 152],
    ].map(([x, y], i) => (
      <Person
        key={x}
        x={x!}
        y={y!}
        s={0.85}
        body={[C.violet, C.lilac, C.violet, C.lilac, C.violet][i]}
        hair={i % 2 ? C.night : C.navy}
      />
    ))}
  </>
);

const pairing = (
  <>
    <Room />
    <Plant x={24} />
    <Desk x={40} y={142} w={240} />
    <Monitor x={70} y={14} w={180} h={108} base={142}>
      {[0, 1, 2, 3, 4, 5, 6].map((row) => (
        <g key={row}>
          <rect
            x={78}
            y={22 + row * 13}
            width={164}
            height={11}
            fill={row === 2 ? C.indigo : row === 4 ? C.amber : "none"}
            opacity={row === 4 ? 0.35 : 1}
          />
          <Text
            x={84}
            y={31 + row * 13}
            size={9}
            fill={row === 2 ? C.violet : row === 4 ? C.amber : C.lilac}
            weight={800}
          >
            {row === 2 ? "+" : row === 4 ? "−" : ""}
          </Text>
          <rect
            x={96 + [0, 10, 10, 20, 10, 0, 10][row]!}
            y={25 + row * 13}
            width={[70, 90, 60, 80, 54, 40, 70][row]}
            height={5}
            rx={2.5}
            fill={row === 4 ? C.amber : row === 2 ? C.mist : C.lilac}
          />
        </g>
      ))}
      <Box x={186} y={84} w={54} h={26} r={4} fill={C.paper} />
      <Bars x={192} y={90} widths={[40, 28]} fill={[C.indigo, C.lilac]} h={4} gap={8} />
    </Monitor>
    <Person x={124} y={146} s={0.95} body={C.violet} hair={C.night} />
    <Person x={198} y={146} s={0.95} body={C.amber} hair={C.indigo} arm="left" />
  </>
);

const deviceLab = (
  <>
    <Room />
    {[50, 100, 150].map((y, row) => (
      <g key={y}>
        <Box x={14} y={y} w={196} h={5} r={2} fill={C.lilac} />
        {[0, 1, 2, 3, 4, 5].map((i) => {
          const tablet = (row + i) % 4 === 0;
          const w = tablet ? 30 : 16;
          const x = 22 + i * 31;
          return (
            <g key={i}>
              <Box
                x={x}
                y={y - (tablet ? 24 : 30)}
                w={w}
                h={tablet ? 24 : 30}
                r={3}
                fill={C.night}
                stroke={C.lilac}
                sw={1.5}
              />
              <rect
                x={x + 2.5}
                y={y - (tablet ? 21.5 : 27)}
                width={w - 5}
                height={tablet ? 19 : 23}
                rx={1.5}
                fill={[C.violet, C.amber, C.lilac, C.indigo, C.mist][(row * 2 + i) % 5]}
              />
            </g>
          );
        })}
      </g>
    ))}
    <Desk x={222} y={146} w={86} />
    <Monitor x={230} y={76} w={70} h={52} base={146}>
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <Check x={242} y={88 + row * 14} s={0.45} color={row === 2 ? C.amber : C.violet} w={2} />
          <Bars x={252} y={86 + row * 14} widths={[36]} fill={C.lilac} h={4} />
        </g>
      ))}
    </Monitor>
    <Standing x={184} y={90} s={1} body={C.amber} hair={C.night} />
    <Box x={162} y={112} w={28} h={20} r={3} fill={C.night} stroke={C.lilac} sw={1.5} />
    <rect x={165} y={115} width={22} height={14} rx={1.5} fill={C.violet} />
  </>
);

const iftar = (
  <>
    <Room />
    <Box x={190} y={14} w={116} h={66} r={R.part} fill={C.indigo} stroke={C.lilac} sw={S} />
    <path d="M192 70h112" {...line(C.violet, 12)} />
    <path d="M222 64a20 20 0 0 1 40 0z" fill={C.amber} />
    <Moon x={284} y={32} r={9} sky={C.indigo} />
    {[40, 100, 160].map((x) => (
      <g key={x}>
        <path d={`M${x} 0v16`} {...line(C.lilac, 1.5)} />
        <path d={`M${x - 8} 20h16l-3 18h-10z`} fill={C.amber} />
        <path d={`M${x - 6} 20l6-6 6 6`} fill={C.lilac} />
      </g>
    ))}
    {[
      [40, 104, 1],
      [78, 98, 1],
      [118, 116, 0.7],
      [152, 100, 1],
      [192, 118, 0.7],
      [226, 100, 1],
      [266, 104, 1],
    ].map(([x, y, s], i) => (
      <Person
        key={x}
        x={x!}
        y={y!}
        s={s! * 0.95}
        body={[C.violet, C.amber, C.lilac, C.violet, C.amber, C.lilac, C.violet][i]}
        hair={i % 2 ? C.night : C.indigo}
      />
    ))}
    <Box x={10} y={140} w={300} h={24} r={3} fill={C.mist} />
    {[46, 116, 186, 256].map((x) => (
      <g key={x}>
        <ellipse cx={x} cy={140} rx={16} ry={4} fill={C.lilac} />
        <circle cx={x - 6} cy={136} r={3} fill={C.indigo} />
        <circle cx={x} cy={134} r={3} fill={C.indigo} />
        <circle cx={x + 6} cy={136} r={3} fill={C.indigo} />
      </g>
    ))}
    {[80, 220].map((x) => (
      <path key={x} d={`M${x - 7} 140v-18a7 7 0 0 1 3-6v-4h8v4a7 7 0 0 1 3 6v18z`} fill={C.violet} />
    ))}
    <path d="M144 140a12 8 0 0 1 24 0z" fill={C.amber} />
  </>
);

const lifeHackathon = (
  <>
    <Room />
    <Box x={20} y={14} w={196} h={118} r={R.part} fill={C.paper} />
    <Text x={34} y={34} size={12} fill={C.night}>
      <Say en="Hack ideas" de="Hack-Ideen" />
    </Text>
    {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const x = 34 + (i % 4) * 44;
      const y = 46 + Math.floor(i / 4) * 40;
      return (
        <g key={i}>
          <rect
            x={x}
            y={y}
            width={32}
            height={30}
            rx={2}
            fill={[C.amber, C.lilac, C.mist, C.amber, C.lilac, C.amber, C.mist, C.lilac][i]}
          />
          <Bars x={x + 5} y={y + 6} widths={[20, 14]} fill={C.indigo} h={3} gap={6} />
          {Array.from({ length: [3, 1, 0, 2, 1, 4, 0, 2][i]! }, (_, d) => (
            <circle key={d} cx={x + 6 + d * 6} cy={y + 24} r={2.2} fill={C.violet} />
          ))}
        </g>
      );
    })}
    <Standing x={236} y={66} s={1} body={C.violet} hair={C.night} arm="left" />
    <Note x={208} y={42} s={14} fill={C.amber} />
    <Standing x={282} y={70} s={0.95} body={C.amber} hair={C.indigo} />
    <Desk x={40} y={150} w={120} />
    <LaptopBack x={72} y={122} />
  </>
);

const lifeFridayDemos = (
  <>
    <Room />
    <Box x={40} y={16} w={240} h={146} r={R.panel} fill={C.night} stroke={C.lilac} sw={S} />
    <path d="M24 162h272l-10 12H34z" fill={C.lilac} />
    <Box x={52} y={28} w={160} h={96} r={R.part} fill={C.paper} />
    <Box x={112} y={34} w={40} h={84} r={6} fill={C.night} />
    <Box x={116} y={40} w={32} h={72} r={3} fill={C.mist} />
    <Box x={120} y={46} w={24} h={20} r={2} fill={C.violet} />
    <Bars x={120} y={72} widths={[24, 16, 20]} fill={C.lilac} h={3} gap={7} />
    <Box x={120} y={98} w={24} h={8} r={4} fill={C.amber} />
    {[0, 1, 2, 3].map((i) => (
      <g key={i}>
        <rect x={220} y={28 + i * 24} width={50} height={20} rx={2} fill={C.indigo} />
        <circle cx={245} cy={36 + i * 24} r={4} fill={C.mist} />
        <path d={`M${238} ${47 + i * 24}a7 5 0 0 1 14 0z`} fill={[C.violet, C.amber, C.lilac, C.violet][i]} />
      </g>
    ))}
    <path d="M252 70l6-14" {...line(C.amber, 3)} />
    <circle cx={258.5} cy={54} r={3} fill={C.amber} />
    <Bars x={52} y={134} widths={[60]} fill={C.lilac} h={6} />
    <circle cx={236} cy={137} r={8} fill={C.amber} />
    <circle cx={258} cy={137} r={8} fill={C.violet} />
  </>
);

const lifeOffsite = (
  <>
    <Outdoors ground={200} />
    <circle cx={252} cy={44} r={20} fill={C.amber} />
    <path d="M0 120c60-30 100-40 160-20s120 10 160-10v110H0z" fill={C.navy} />
    <path d="M0 156c70-40 150-76 210-70s80 20 110 30v84H0z" fill={C.indigo} />
    <path d="M30 200c40-30 80-50 120-64s40-30 58-48" {...line(C.lilac, 3, "2 7")} />
    <path d="M210 88V58" {...line(C.mist, 2)} />
    <path d="M210 58l22 7-22 7z" fill={C.amber} />
    {[
      [84, 132, 0.7],
      [116, 118, 0.65],
      [146, 106, 0.6],
      [170, 96, 0.55],
    ].map(([x, y, s], i) => (
      <Standing
        key={x}
        x={x!}
        y={y!}
        s={s!}
        body={[C.violet, C.amber, C.lilac, C.violet][i]}
        legs={C.night}
        hair={C.night}
      />
    ))}
    <path d="M280 150c-6-20 6-36 14-44 8 8 20 24 14 44z" fill={C.violet} />
    <path d="M294 150v14" {...line(C.navy, 3)} />
  </>
);

const lifeIftar = (
  <>
    <Room floor={150} />
    <Window x={200} y={16} w={96} h={80} panes={C.night} />
    <Moon x={256} y={44} r={12} />
    <Sparkle x={222} y={30} s={0.3} fill={C.mist} />
    <Sparkle x={280} y={78} s={0.25} fill={C.mist} />
    <path d="M96 0v20" {...line(C.lilac, 1.5)} />
    <path d="M84 26l12-8 12 8z" fill={C.lilac} />
    <path d="M82 28h28l-4 34H86z" fill={C.amber} />
    <path d="M92 34v22M100 34v22" {...line(C.night, 1.5)} />
    <path d="M86 62h20l-6 6h-8z" fill={C.lilac} />
    <Box x={0} y={130} w={320} h={70} r={0} fill={C.mist} />
    <path d="M0 130h320" {...line(C.lilac, 3)} />
    <ellipse cx={96} cy={150} rx={50} ry={12} fill={C.paper} />
    {[70, 84, 98, 112, 122, 78, 92, 106].map((x, i) => (
      <ellipse key={i} cx={x} cy={i < 5 ? 146 : 152} rx={6} ry={3.5} fill={i % 3 === 0 ? C.indigo : C.violet} />
    ))}
    <path d="M186 160v-38a10 10 0 0 1 4-8v-8h12v8a10 10 0 0 1 4 8v38z" fill={C.violet} />
    <path d="M206 122c8 0 10 12 2 16" {...line(C.violet, 3)} />
    {[236, 266].map((x) => (
      <g key={x}>
        <path d={`M${x - 9} 128h18l-3 32h-12z`} fill={C.lilac} opacity={0.9} />
        <path d={`M${x - 8} 138h16l-2 20h-12z`} fill={C.paper} />
      </g>
    ))}
  </>
);

const lifeGuildTalks = (
  <>
    <Room />
    <Box x={104} y={12} w={200} h={100} r={R.part} fill={C.paper} stroke={C.lilac} sw={S} />
    <Text x={118} y={34} size={12} fill={C.night}>
      {"<Page />"}
    </Text>
    <path d="M200 50v14M164 64h80M164 64v10M244 64v10M204 64v10" {...line(C.lilac, 2)} />
    <Box x={182} y={38} w={36} h={14} r={3} fill={C.violet} />
    <Box x={148} y={74} w={32} h={14} r={3} fill={C.amber} />
    <Box x={188} y={74} w={32} h={14} r={3} fill={C.lilac} />
    <Box x={228} y={74} w={32} h={14} r={3} fill={C.lilac} />
    <Bars x={118} y={98} widths={[80]} fill={C.mist} h={5} />
    <Standing x={58} y={52} s={0.95} body={C.amber} hair={C.night} arm="right" />
    <path d="M40 96h36l-4 52H44z" fill={C.lilac} />
    <path d="M50 92l8-6" {...line(C.mist, 2)} />
    <g {...line(C.lilac, 2)}>
      <path d="M292 128l-10 36M292 128l10 36M292 128v36" />
    </g>
    <Box x={280} y={112} w={26} h={18} r={3} fill={C.night} stroke={C.lilac} sw={1.5} />
    <circle cx={288} cy={121} r={4} fill={C.lilac} />
    <circle cx={301} cy={116} r={2.5} fill={C.amber} />
    {[110, 156, 202, 248].map((x, i) => (
      <Person
        key={x}
        x={x - 14}
        y={152}
        s={0.85}
        body={[C.violet, C.lilac, C.violet, C.indigo][i]}
        hair={i % 2 ? C.night : C.indigo}
      />
    ))}
  </>
);

const lifeMunichSummer = (
  <>
    <rect width={320} height={200} fill={C.night} />
    <circle cx={262} cy={34} r={16} fill={C.amber} />
    <path d="M0 98h320v28H0z" fill={C.indigo} />
    <path d="M0 126h320v74H0z" fill={C.navy} />
    <path d="M0 104c40 6 80-6 120 0s80 8 120 0 60-4 80 0M20 116c40 4 80-4 120 0s100 4 160-2" {...line(C.violet, 2)} />
    <path d="M150 98v-14a60 30 0 0 1 120 0v14" {...line(C.lilac, 3)} />
    <path d="M150 84h120M180 72v26M210 66v32M240 72v26" {...line(C.lilac, 2)} />
    {[20, 60, 296].map((x, i) => (
      <g key={x}>
        <path d={`M${x} 98V78`} {...line(C.lilac, 3)} />
        <circle cx={x} cy={i === 1 ? 62 : 66} r={i === 1 ? 20 : 16} fill={C.violet} />
      </g>
    ))}
    <Person x={96} y={138} s={0.85} body={C.amber} hair={C.night} />
    <Person x={140} y={134} s={0.85} body={C.lilac} hair={C.indigo} />
    <Person x={184} y={138} s={0.85} body={C.violet} hair={C.night} />
    <Box x={70} y={166} w={140} h={8} r={3} fill={C.mist} />
    <path d="M86 174v22M194 174v22" {...line(C.lilac, 3)} />
    <path d="M110 166v-10h8v10M158 166v-8h8v8" fill={C.amber} />
  </>
);

/** Gallery entries' scenes, by the entry's slug (content/gallery.ts). */
export const GALLERY_SCENES: Readonly<Record<string, ReactNode>> = {
  "lahore-engineering-centre": lahore,
  "dubai-office-business-bay": dubai,
  "munich-office-schwabing": munich,
  "discovery-workshop": workshop,
  "design-sprint-prototype": designSprint,
  "usability-testing-session": usability,
  "quarterly-hackathon": hackathon,
  "friday-demo": fridayDemo,
  "team-offsite-planning": offsite,
  "code-review-pairing": pairing,
  "mobile-device-lab": deviceLab,
  "ramadan-iftar-gathering": iftar,
};

/** Life at Alphai moments' scenes, by the moment's slug (content/pages/company/life-at-alphai.ts). */
export const MOMENT_SCENES: Readonly<Record<string, ReactNode>> = {
  "quarterly-hackathon": lifeHackathon,
  "friday-demos": lifeFridayDemos,
  "annual-offsite": lifeOffsite,
  "ramadan-iftars": lifeIftar,
  "guild-talks": lifeGuildTalks,
  "munich-summer-day": lifeMunichSummer,
};

export const SCENE_SIZE = [320, 200] as const;

/** A scene by slug from one of the two sets; a slug without a drawing fails the build. */
export function scene(set: Readonly<Record<string, ReactNode>>, slug: string): ReactNode {
  const drawing = set[slug];
  if (!drawing) throw new Error(`No scene drawn for "${slug}": add one to app/art/scenes.tsx`);
  return drawing;
}
