/**
 * Case-study product visuals: each case study's product, drawn from its summary
 * and solution, in a phone, tablet or browser frame on the hero's navy stage
 * (400x250). `alt` (and `altDe`, in German) says what is drawn; keep it true when the drawing changes. The words on
 * a product's screens are drawn in the page's language (`<Say en de>`): a German page shows the product in German.
 */
import { use, type ReactNode } from "react";
import {
  Bars,
  Box,
  Browser,
  C,
  Check,
  DrawingLocale,
  Heart,
  LINE,
  Phone,
  Pin,
  R,
  STROKE,
  Say,
  Text,
  line,
} from "./kit";
import { HERO_MOTIFS } from "./hero-motifs";
import { HeroMotif } from "./motifs";

interface Product {
  readonly alt: string;
  /** `alt` in German (the drawing's own words quoted as a German page draws them). */
  readonly altDe: string;
  readonly drawing: ReactNode;
}

/** A white card floating beside a device. */
const Card = ({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) => (
  <g>
    <Box x={x} y={y} w={w} h={h} r={R.card + 2} fill={C.paper} />
    {children}
  </g>
);

/** A round check badge. */
const Done = ({ x, y, r = 11, fill = C.violet }: { x: number; y: number; r?: number; fill?: string }) => (
  <>
    <circle cx={x} cy={y} r={r} fill={fill} />
    <Check x={x} y={y} s={r / 13} color={C.paper} w={2.5} />
  </>
);

/** A long dress, hanger to hem, its top at (x, y). */
const Dress = ({ x, y, s = 1, fill }: { x: number; y: number; s?: number; fill: string }) => (
  <path
    d={`M${x - 6 * s} ${y}h${12 * s}l${4 * s} ${10 * s} ${-3 * s} ${8 * s} ${13 * s} ${34 * s}h${-40 * s}l${13 * s} ${-34 * s} ${-3 * s} ${-8 * s}z`}
    fill={fill}
  />
);

/** The credit decision on the KYC card: "Genehmigt" is longer than "Approved", so it is set a little smaller. */
function Verdict() {
  return use(DrawingLocale) === "de" ? (
    <Text x={246} y={191} size={17} fill={C.indigo} weight={800}>
      Genehmigt
    </Text>
  ) : (
    <Text x={248} y={192} size={20} fill={C.indigo} weight={800}>
      Approved
    </Text>
  );
}

const kyc: Product = {
  alt: "Illustration: a phone showing step 3 of 7 of an onboarding flow, an ID card framed for scanning and a Continue button, beside cards for a face check and an approved credit decision.",
  altDe:
    "Illustration: ein Smartphone mit Schritt 3 von 7 eines Onboarding-Ablaufs, einem zum Scannen eingerahmten Ausweis und einer Schaltfläche „Weiter“, daneben Karten für eine Gesichtsprüfung und eine genehmigte Kreditentscheidung.",
  drawing: (
    <>
      <Phone x={70} y={12} w={124} h={226}>
        <Text x={84} y={44} size={10} fill={C.indigo}>
          <Say en="Step 3 of 7" de="Schritt 3 von 7" />
        </Text>
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <rect key={i} x={84 + i * 14} y={52} width={11} height={5} rx={2.5} fill={i < 3 ? C.violet : C.mist} />
        ))}
        <Bars x={84} y={70} widths={[74, 52]} fill={[C.night, C.lilac]} h={8} gap={14} />
        <Box x={88} y={106} w={88} h={56} r={R.part + 2} fill={C.mist} />
        <Box x={96} y={116} w={24} h={30} r={R.part} fill={C.lilac} />
        <Bars x={128} y={118} widths={[38, 28, 34]} fill={C.violet} h={5} gap={10} />
        <path d="M84 112v-10h10M170 102h10v10M180 156v10h-10M94 166H84v-10" {...line(C.amber, STROKE)} />
        <path d="M90 134h84" {...line(C.amber, 2)} />
        <Bars x={84} y={182} widths={[96, 70]} fill={C.mist} h={6} gap={11} />
        <Box x={84} y={206} w={96} h={20} r={10} fill={C.violet} />
        <Text x={132} y={220} size={10} fill={C.paper} anchor="middle">
          <Say en="Continue" de="Weiter" />
        </Text>
      </Phone>
      <Card x={218} y={42} w={128} h={62}>
        <circle cx={246} cy={73} r={18} fill={C.mist} stroke={C.amber} strokeWidth={STROKE} strokeDasharray="5 4" />
        <circle cx={246} cy={68} r={6} fill={C.violet} />
        <path d="M236 82a10 8 0 0 1 20 0z" fill={C.violet} />
        <Bars x={274} y={62} widths={[54, 38]} fill={[C.night, C.lilac]} gap={14} />
      </Card>
      <Card x={232} y={124} w={128} h={82}>
        <Done x={256} y={150} r={13} />
        <Bars x={278} y={142} widths={[60]} fill={C.night} />
        <Bars x={278} y={156} widths={[40]} fill={C.lilac} />
        <Verdict />
      </Card>
    </>
  ),
};

const openBanking: Product = {
  alt: "Illustration: a browser showing an API portal listing GET and POST endpoints beside a response-time chart reading 0.6 s, with a shield in front.",
  altDe:
    "Illustration: ein Browser mit einem API-Portal, das GET- und POST-Endpunkte auflistet, neben einem Antwortzeit-Diagramm mit dem Wert 0,6 s, davor ein Schild.",
  drawing: (
    <>
      <Browser x={34} y={22} w={332} h={206}>
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <rect x={50} y={66 + row * 36} width={36} height={18} rx={9} fill={row === 3 ? C.amber : C.violet} />
            <Text x={68} y={79 + row * 36} size={9} fill={row === 3 ? C.night : C.paper} anchor="middle">
              {row === 3 ? "POST" : "GET"}
            </Text>
            <rect x={94} y={71 + row * 36} width={[70, 58, 84, 64][row]} height={8} rx={4} fill={C.lilac} />
          </g>
        ))}
        <path d="M194 62v148" {...line(C.mist, 2)} />
        <Text x={210} y={78} size={11} fill={C.indigo} weight={600}>
          <Say en="p95 latency" de="p95-Latenz" />
        </Text>
        <Text x={210} y={108} size={28} fill={C.night} weight={800}>
          <Say en="0.6 s" de="0,6 s" />
        </Text>
        <path d="M212 196h140M212 132v64" {...line(C.mist, 2)} />
        <path d="M214 140c24 4 30 30 50 40s40 6 86 8" {...line(C.amber, LINE - 1)} />
        <circle cx={350} cy={188} r={5} fill={C.amber} />
      </Browser>
      <path
        d="M334 150l30 10v26c0 22-16 34-30 40-14-6-30-18-30-40v-26z"
        fill={C.violet}
        stroke={C.night}
        strokeWidth={STROKE}
      />
      <Check x={334} y={186} s={1.1} color={C.paper} w={3.5} />
    </>
  ),
};

const storefront: Product = {
  alt: "Illustration: a browser showing a fashion store's grid of long dresses, and a phone showing one dress with size options S, M and L and a Pay in 4 button.",
  altDe:
    "Illustration: ein Browser mit dem Raster langer Kleider eines Modeshops und ein Smartphone mit einem einzelnen Kleid, den Größen S, M und L und einer Schaltfläche „In 4 Raten“.",
  drawing: (
    <>
      <Browser x={18} y={28} w={262} h={190}>
        <Bars x={34} y={68} widths={[60]} fill={C.night} h={10} />
        <Box x={196} y={64} w={52} h={18} r={9} fill={C.mist} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <Box x={34 + i * 72} y={94} w={64} h={84} r={R.card} fill={C.mist} />
            <Dress x={66 + i * 72} y={106} s={1.05} fill={[C.violet, C.indigo, C.amber][i]!} />
            <Bars x={34 + i * 72} y={186} widths={[50]} fill={C.lilac} h={6} />
            <Bars x={34 + i * 72} y={198} widths={[26]} fill={C.night} h={6} />
          </g>
        ))}
      </Browser>
      <Phone x={266} y={16} w={116} h={220}>
        <Box x={280} y={34} w={88} h={92} r={R.card} fill={C.mist} />
        <Dress x={324} y={44} s={1.45} fill={C.violet} />
        <Bars x={280} y={136} widths={[70, 36]} fill={[C.night, C.lilac]} h={7} gap={13} />
        {["S", "M", "L"].map((size, i) => (
          <g key={size}>
            <rect
              x={280 + i * 30}
              y={164}
              width={24}
              height={20}
              rx={R.part}
              fill={i === 1 ? C.night : C.paper}
              stroke={C.lilac}
              strokeWidth={1.5}
            />
            <Text x={292 + i * 30} y={178} size={10} fill={i === 1 ? C.paper : C.night} anchor="middle">
              {size}
            </Text>
          </g>
        ))}
        <Box x={280} y={196} w={88} h={24} r={12} fill={C.amber} />
        <Text x={324} y={212} size={11} fill={C.night} anchor="middle">
          <Say en="Pay in 4" de="In 4 Raten" />
        </Text>
      </Phone>
    </>
  ),
};

const cloudKitchen: Product = {
  alt: "Illustration: a kitchen display screen with four order tickets, one carrying a highlighted allergy note, beside a phone showing a food menu and a basket button.",
  altDe:
    "Illustration: ein Küchendisplay mit vier Bestellbons, einer davon mit hervorgehobenem Allergiehinweis, daneben ein Smartphone mit einer Speisekarte und einer Warenkorb-Schaltfläche.",
  drawing: (
    <>
      <Box x={18} y={26} w={244} h={170} r={R.panel} fill={C.night} stroke={C.lilac} />
      <path d="M140 196v22M114 220h52" {...line(C.lilac, 6)} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <Box x={30 + i * 56} y={40} w={50} h={142} r={R.card} fill={C.paper} />
          <path
            d={`M${30 + i * 56} ${48}a8 8 0 0 1 8-8h34a8 8 0 0 1 8 8v10h-50z`}
            fill={[C.violet, C.amber, C.indigo, C.lilac][i]}
          />
          <Bars x={37 + i * 56} y={68} widths={[34, 26, 30, 20]} fill={C.lilac} h={6} gap={12} />
          {i === 1 ? (
            <>
              <rect x={91} y={122} width={38} height={22} rx={R.part} fill={C.amber} />
              <Text x={110} y={137} size={11} fill={C.night} anchor="middle" weight={800}>
                !
              </Text>
            </>
          ) : null}
          <Done x={55 + i * 56} y={164} r={9} fill={i === 2 ? C.violet : C.mist} />
        </g>
      ))}
      <Phone x={270} y={14} w={116} h={222}>
        <Bars x={284} y={36} widths={[60]} fill={C.night} h={9} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <circle cx={300} cy={76 + i * 46} r={16} fill={C.mist} />
            <circle cx={300} cy={76 + i * 46} r={9} fill={[C.amber, C.violet, C.lilac][i]} />
            <Bars x={324} y={68 + i * 46} widths={[40, 24]} fill={[C.night, C.lilac]} h={6} gap={11} />
          </g>
        ))}
        <Box x={284} y={198} w={88} h={24} r={12} fill={C.violet} />
        <Text x={328} y={214} size={10} fill={C.paper} anchor="middle">
          <Say en="Basket · 2" de="Warenkorb · 2" />
        </Text>
      </Phone>
    </>
  ),
};

const offlineLearning: Product = {
  alt: "Illustration: a tablet showing a maths question, 3 + 4, with three answer buttons, a row of pupil avatars to switch between and an offline sign.",
  altDe:
    "Illustration: ein Tablet mit einer Rechenaufgabe, 3 + 4, drei Antwortschaltflächen, einer Reihe von Schüler-Avataren zum Wechseln und einem Offline-Symbol.",
  drawing: (
    <>
      <Box x={40} y={24} w={320} h={202} r={R.panel + 4} fill={C.night} stroke={C.lilac} />
      <Box x={52} y={36} w={296} h={178} r={R.panel} fill={C.paper} />
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <circle
            cx={78 + i * 32}
            cy={62}
            r={12}
            fill={[C.lilac, C.violet, C.mist, C.lilac][i]}
            stroke={i === 1 ? C.amber : undefined}
            strokeWidth={i === 1 ? STROKE : undefined}
          />
          <circle cx={78 + i * 32} cy={59} r={4.5} fill={i === 1 ? C.paper : C.indigo} />
          <path d={`M${71 + i * 32} ${70}a7 6 0 0 1 14 0z`} fill={i === 1 ? C.paper : C.indigo} />
        </g>
      ))}
      <path d="M306 54a12 12 0 0 1 22 4 9 9 0 0 1 0 18h-26a9 9 0 0 1 4-22z" fill={C.mist} />
      <path d="M300 52l32 30" {...line(C.amber, STROKE)} />
      <Box x={68} y={88} w={264} h={70} r={R.card} fill={C.mist} />
      <Text x={200} y={136} size={32} fill={C.night} anchor="middle" weight={800}>
        3 + 4 = ?
      </Text>
      {["6", "7", "8"].map((n, i) => (
        <g key={n}>
          <rect
            x={84 + i * 84}
            y={170}
            width={64}
            height={32}
            rx={16}
            fill={i === 1 ? C.amber : C.paper}
            stroke={i === 1 ? C.amber : C.violet}
            strokeWidth={2}
          />
          <Text x={116 + i * 84} y={192} size={16} fill={C.night} anchor="middle">
            {n}
          </Text>
        </g>
      ))}
    </>
  ),
};

const patientApp: Product = {
  alt: "Illustration: a phone showing an appointment booking screen with a week of days and time slots, beside cards for lab results with a check and a repeat prescription with a capsule.",
  altDe:
    "Illustration: ein Smartphone mit einer Terminbuchung, einer Woche mit Tagen und freien Uhrzeiten, daneben Karten für Laborbefunde mit einem Häkchen und ein Folgerezept mit einer Kapsel.",
  drawing: (
    <>
      <Phone x={70} y={12} w={124} h={226}>
        <Bars x={84} y={34} widths={[58]} fill={C.night} h={9} />
        {/* The week as each language's calendars start it: Sunday first in English, Monday first in German. */}
        {[
          ["S", "M"],
          ["M", "D"],
          ["T", "M"],
          ["W", "D"],
          ["T", "F"],
          ["F", "S"],
          ["S", "S"],
        ].map(([en, de], i) => (
          <g key={i}>
            <rect x={84 + i * 14} y={54} width={12} height={22} rx={R.part} fill={i === 3 ? C.amber : C.mist} />
            <Text x={90 + i * 14} y={69} size={7} fill={C.night} anchor="middle" weight={600}>
              <Say en={en!} de={de!} />
            </Text>
          </g>
        ))}
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect
            key={i}
            x={84 + (i % 2) * 50}
            y={90 + Math.floor(i / 2) * 28}
            width={44}
            height={20}
            rx={10}
            fill={i === 3 ? C.violet : C.paper}
            stroke={i === 3 ? C.violet : C.lilac}
            strokeWidth={1.5}
          />
        ))}
        <Box x={84} y={200} w={96} h={22} r={11} fill={C.night} />
        <Bars x={108} y={207} widths={[48]} fill={C.paper} />
      </Phone>
      <Card x={216} y={34} w={142} h={84}>
        <Bars x={230} y={48} widths={[62]} fill={C.night} />
        <path d="M230 100l22-18 18 10 24-26 20 8" {...line(C.violet, STROKE)} />
        <circle cx={314} cy={74} r={5} fill={C.amber} />
        <Done x={336} y={52} r={10} />
      </Card>
      <Card x={232} y={134} w={134} h={64}>
        <g transform="rotate(-35 258 166)">
          <rect x={242} y={158} width={32} height={16} rx={8} fill={C.amber} />
          <path d="M258 158h8a8 8 0 0 1 0 16h-8z" fill={C.violet} />
        </g>
        <Bars x={284} y={152} widths={[62, 40]} fill={[C.night, C.lilac]} gap={14} />
      </Card>
    </>
  ),
};

const community: Product = {
  alt: "Illustration: a phone showing a neighbourhood feed with two posts, one with a photo, beside a card marking a post as held for review and a verified-home badge.",
  altDe:
    "Illustration: ein Smartphone mit einem Nachbarschafts-Feed aus zwei Beiträgen, einer davon mit Foto, daneben eine Karte, die einen Beitrag als zur Prüfung zurückgehalten markiert, und ein Abzeichen für verifizierte Haushalte.",
  drawing: (
    <>
      <Phone x={70} y={12} w={124} h={226}>
        <Bars x={84} y={34} widths={[66]} fill={C.night} h={9} />
        {[0, 1].map((i) => (
          <g key={i}>
            <circle cx={94} cy={62 + i * 82} r={9} fill={[C.violet, C.amber][i]} />
            <Bars x={108} y={55 + i * 82} widths={[50, 34]} fill={[C.night, C.lilac]} h={5} gap={9} />
            <Bars x={84} y={78 + i * 82} widths={[94, 78]} fill={C.lilac} h={5} gap={9} />
          </g>
        ))}
        <Box x={84} y={98} w={96} h={36} r={R.part} fill={C.mist} />
        <path d="M92 130l18-18 12 10 12-8 16 16z" fill={C.lilac} />
        <path d="M84 196h96" {...line(C.mist, 1.5)} />
        {[96, 132, 168].map((x, i) => (
          <circle key={x} cx={x} cy={214} r={6} fill={i === 0 ? C.violet : C.lilac} />
        ))}
      </Phone>
      <Card x={214} y={48} w={150} h={72}>
        <path d="M238 62l16 6v12c0 12-8 18-16 22-8-4-16-10-16-22v-12z" fill={C.amber} />
        <path d="M238 74v8M238 88v1" {...line(C.night, STROKE)} />
        <Text x={264} y={78} size={12} fill={C.night}>
          <Say en="Held for" de="Wartet auf" />
        </Text>
        <Text x={264} y={94} size={12} fill={C.night}>
          <Say en="review" de="Prüfung" />
        </Text>
      </Card>
      <Card x={238} y={140} w={118} h={64}>
        <path d="M256 176l16-14 16 14v16h-32z" fill={C.violet} />
        <Box x={267} y={180} w={10} h={12} r={2} fill={C.paper} />
        <Done x={290} y={166} r={8} fill={C.amber} />
        <Bars x={306} y={164} widths={[38, 26]} fill={[C.night, C.lilac]} gap={13} />
      </Card>
    </>
  ),
};

const holidayRentals: Product = {
  alt: "Illustration: a browser showing a holiday-home search with a date bar, a list of homes with prices, and a map with price pins inside a selected area.",
  altDe:
    "Illustration: ein Browser mit einer Suche nach Ferienunterkünften mit Datumsleiste, einer Liste von Unterkünften mit Preisen und einer Karte mit Preis-Pins in einem ausgewählten Gebiet.",
  drawing: (
    <>
      <Browser x={24} y={20} w={352} h={212}>
        <Box x={40} y={60} w={150} h={22} r={11} fill={C.mist} />
        <Bars x={52} y={67} widths={[50]} fill={C.indigo} />
        <Bars x={112} y={67} widths={[62]} fill={C.lilac} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <Box x={40} y={94 + i * 42} w={46} h={34} r={R.part} fill={[C.violet, C.lilac, C.indigo][i]!} />
            <path d={`M52 ${116 + i * 42}l11-9 11 9v8h-22z`} fill={C.paper} />
            <Bars x={94} y={98 + i * 42} widths={[72, 40]} fill={[C.night, C.lilac]} h={6} gap={12} />
            <Bars x={150} y={122 + i * 42} widths={[32]} fill={C.amber} h={6} />
          </g>
        ))}
        <Box x={202} y={60} w={160} h={162} r={R.card} fill={C.mist} />
        <path
          d="M202 120c40 10 70-20 160-6M246 60c10 50-10 110 20 162M202 190c60-14 100 10 160-4"
          {...line(C.paper, 6)}
        />
        <rect x={232} y={92} width={98} height={92} rx={R.card} {...line(C.violet, 2, "6 5")} />
        {[
          [256, 116, "640"],
          [304, 146, "520"],
          [262, 170, "710"],
        ].map(([x, y, price], i) => (
          <g key={price}>
            <rect
              x={(x as number) - 20}
              y={(y as number) - 12}
              width={40}
              height={20}
              rx={10}
              fill={i === 1 ? C.amber : C.night}
            />
            <Text x={x as number} y={(y as number) + 2} size={10} fill={i === 1 ? C.night : C.paper} anchor="middle">
              {price}
            </Text>
          </g>
        ))}
        <Pin x={344} y={86} s={0.6} fill={C.violet} hole={C.paper} />
      </Browser>
    </>
  ),
};

const shipments: Product = {
  alt: "Illustration: a browser showing a map with a shipment's route from a ship past a warehouse to a destination pin, above a table of shipments with status dots, beside a driver's phone with a signature for proof of delivery.",
  altDe:
    "Illustration: ein Browser mit einer Karte, die die Route einer Sendung von einem Schiff über ein Lager bis zu einem Ziel-Pin zeigt, darunter eine Sendungstabelle mit Statuspunkten, daneben das Smartphone eines Fahrers mit einer Unterschrift als Zustellnachweis.",
  drawing: (
    <>
      <Browser x={20} y={20} w={300} h={212}>
        <Box x={34} y={56} w={272} h={86} r={R.card} fill={C.mist} />
        <path d="M34 110c50-20 70 20 120 4s70-40 152-30" {...line(C.paper, 8)} />
        <path d="M62 116c40-50 90 10 130-20s60-10 88-20" {...line(C.amber, STROKE + 1, "8 7")} />
        <path d="M48 118h30l-4 10h-22z" fill={C.indigo} />
        <Box x={58} y={104} w={12} h={12} r={2} fill={C.violet} />
        <path d="M178 104l14-10 14 10v14h-28z" fill={C.violet} />
        <Pin x={280} y={78} s={0.7} />
        {[0, 1, 2].map((row) => (
          <g key={row}>
            <circle cx={44} cy={160 + row * 22} r={5} fill={[C.violet, C.amber, C.violet][row]} />
            <Bars x={56} y={156 + row * 22} widths={[70]} fill={C.night} h={7} />
            <Bars x={140} y={156 + row * 22} widths={[60]} fill={C.lilac} h={7} />
            <Bars x={214} y={156 + row * 22} widths={[40]} fill={row === 1 ? C.amber : C.indigo} h={7} />
          </g>
        ))}
        <path d="M34 171h272M34 193h272" {...line(C.mist, 1.5)} />
      </Browser>
      <Phone x={282} y={60} w={100} h={180}>
        <Bars x={296} y={82} widths={[52]} fill={C.night} h={8} />
        <Box x={296} y={98} w={72} h={62} r={R.card} fill={C.mist} />
        <path d="M302 142c8-18 14-18 16-4s8 10 12-4 10-4 14 6 6 2 12-6" {...line(C.indigo, 2.5)} />
        <Box x={296} y={172} w={72} h={20} r={10} fill={C.violet} />
        <Check x={332} y={182} s={0.7} color={C.paper} w={2.5} />
      </Phone>
    </>
  ),
};

const footballLeague: Product = {
  alt: "Illustration: a phone showing a live score of 3 to 1 above a league table, beside a card polling players' availability for Saturday.",
  altDe:
    "Illustration: ein Smartphone mit einem Live-Spielstand von 3:1 über einer Ligatabelle, daneben eine Karte, die abfragt, welche Spieler am Samstag verfügbar sind.",
  drawing: (
    <>
      <Phone x={70} y={12} w={124} h={226}>
        <Box x={82} y={26} w={100} h={76} r={R.card} fill={C.night} />
        <Box x={112} y={32} w={40} h={14} r={7} fill={C.amber} />
        <Text x={132} y={43} size={9} fill={C.night} anchor="middle">
          LIVE
        </Text>
        <circle cx={100} cy={70} r={11} fill={C.violet} />
        <circle cx={164} cy={70} r={11} fill={C.lilac} />
        <Text x={132} y={78} size={20} fill={C.paper} anchor="middle" weight={800}>
          3–1
        </Text>
        <Bars x={114} y={88} widths={[36]} fill={C.lilac} h={5} />
        {[0, 1, 2, 3, 4].map((row) => (
          <g key={row}>
            <Text x={88} y={125 + row * 20} size={9} fill={C.indigo} anchor="middle">
              {row + 1}
            </Text>
            <circle cx={104} cy={122 + row * 20} r={5} fill={[C.violet, C.amber, C.lilac, C.indigo, C.lilac][row]} />
            <rect x={114} y={119 + row * 20} width={[42, 36, 46, 30, 38][row]} height={6} rx={3} fill={C.lilac} />
            <Text x={178} y={125 + row * 20} size={9} fill={C.night} anchor="end">
              {[31, 28, 24, 19, 15][row]}
            </Text>
          </g>
        ))}
        <Box x={84} y={222} w={96} h={4} r={2} fill={C.mist} />
      </Phone>
      <Card x={218} y={60} w={144} h={118}>
        <Text x={234} y={86} size={12} fill={C.night}>
          <Say en="Sat 18:00" de="Sa. 18:00" />
        </Text>
        <Bars x={234} y={96} widths={[74]} fill={C.lilac} h={6} />
        {[0, 1, 2].map((i) => (
          <g key={i}>
            <circle cx={244 + i * 30} cy={130} r={12} fill={[C.violet, C.lilac, C.indigo][i]} />
            {i < 2 ? (
              <Done x={254 + i * 30} y={142} r={7} fill={C.amber} />
            ) : (
              <circle cx={314} cy={142} r={7} fill={C.mist} />
            )}
          </g>
        ))}
        <Box x={234} y={154} w={54} h={16} r={8} fill={C.violet} />
        <Box x={294} y={154} w={54} h={16} r={8} fill={C.mist} />
      </Card>
    </>
  ),
};

const maternalHealth: Product = {
  alt: "Illustration: a phone showing a checklist of danger signs with icons, an audio prompt and a Refer button, beside a card tracking a referral to a clinic.",
  altDe:
    "Illustration: ein Smartphone mit einer Checkliste von Warnzeichen mit Symbolen, einer Audioansage und einer Schaltfläche „Überweisen“, daneben eine Karte, die eine Überweisung an eine Klinik verfolgt.",
  drawing: (
    <>
      <Phone x={70} y={12} w={124} h={226}>
        <Bars x={84} y={34} widths={[62]} fill={C.night} h={9} />
        <circle cx={172} cy={38} r={9} fill={C.mist} />
        <path d="M167 35h4l5-4v14l-5-4h-4z" fill={C.indigo} />
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <Box x={84} y={56 + row * 34} w={26} h={26} r={R.part} fill={C.mist} />
            <rect x={116} y={62 + row * 34} width={[38, 30, 42, 34][row]} height={6} rx={3} fill={C.lilac} />
            <rect
              x={160}
              y={60 + row * 34}
              width={18}
              height={18}
              rx={R.part}
              fill={row === 1 ? C.amber : C.paper}
              stroke={row === 1 ? C.amber : C.lilac}
              strokeWidth={2}
            />
            {row === 1 ? <Check x={169} y={69} s={0.55} color={C.night} w={2.5} /> : null}
          </g>
        ))}
        <Heart x={97} y={62} s={16} fill={C.violet} />
        <path d="M97 92c-6 8-6 12 0 14 6-2 6-6 0-14z" fill={C.violet} />
        <path d="M94 126h6v10a5 5 0 1 1-6 0z" fill={C.violet} />
        <path d="M90 164h14M97 157v14" {...line(C.violet, STROKE)} />
        <Box x={84} y={198} w={96} h={24} r={12} fill={C.amber} />
        <Text x={132} y={214} size={11} fill={C.night} anchor="middle">
          <Say en="Refer" de="Überweisen" />
        </Text>
      </Phone>
      <Card x={220} y={62} w={144} h={112}>
        <path d="M238 112v-26l16-10 16 10v26z" fill={C.violet} />
        <path d="M254 86v12M248 92h12" {...line(C.paper, STROKE)} />
        <Bars x={282} y={84} widths={[62, 40]} fill={[C.night, C.lilac]} gap={14} />
        <path d="M242 144h104" {...line(C.mist, 4)} />
        <path d="M242 144h56" {...line(C.violet, 4)} />
        {[242, 294, 346].map((x, i) => (
          <circle key={x} cx={x} cy={144} r={8} fill={i < 2 ? C.violet : C.mist} />
        ))}
        <Check x={242} y={144} s={0.45} color={C.paper} w={2} />
        <Check x={294} y={144} s={0.45} color={C.paper} w={2} />
      </Card>
    </>
  ),
};

const programmeData: Product = {
  alt: "Illustration: a phone showing a coach's attendance register for a football session with ticked names, beside a quarterly report with a ring chart and an XML export tag.",
  altDe:
    "Illustration: ein Smartphone mit der Anwesenheitsliste eines Trainers für eine Fußballeinheit mit abgehakten Namen, daneben ein Quartalsbericht mit Ringdiagramm und einem XML-Export-Etikett.",
  drawing: (
    <>
      <Card x={198} y={28} w={172} h={184}>
        <Bars x={214} y={46} widths={[70]} fill={C.night} h={9} />
        <circle cx={250} cy={100} r={28} {...line(C.mist, 12)} />
        <path d="M250 72a28 28 0 0 1 26 38" {...line(C.violet, 12)} />
        <path d="M276 110a28 28 0 0 1-14 15" {...line(C.amber, 12)} />
        <Bars x={294} y={84} widths={[54, 40, 48]} fill={C.lilac} gap={14} />
        <path d="M214 150h140M214 170h140" {...line(C.mist, 2)} />
        <Bars x={214} y={138} widths={[60, 60, 60]} fill={C.indigo} h={6} gap={20} />
        <Box x={306} y={180} w={48} h={20} r={10} fill={C.amber} />
        <Text x={330} y={194} size={10} fill={C.night} anchor="middle">
          XML
        </Text>
      </Card>
      <Phone x={48} y={12} w={124} h={226}>
        <circle cx={74} cy={42} r={12} fill={C.mist} />
        <path d="M74 34l7 5-3 8h-8l-3-8z" fill={C.night} />
        <Bars x={92} y={34} widths={[58, 40]} fill={[C.night, C.lilac]} h={7} gap={12} />
        {[0, 1, 2, 3, 4].map((row) => (
          <g key={row}>
            <circle cx={72} cy={80 + row * 26} r={8} fill={[C.lilac, C.violet, C.amber, C.lilac, C.indigo][row]} />
            <rect x={86} y={77 + row * 26} width={[46, 38, 52, 34, 44][row]} height={6} rx={3} fill={C.lilac} />
            <rect
              x={142}
              y={72 + row * 26}
              width={16}
              height={16}
              rx={R.part}
              fill={row === 3 ? C.paper : C.violet}
              stroke={C.violet}
              strokeWidth={2}
            />
            {row === 3 ? null : <Check x={150} y={80 + row * 26} s={0.5} color={C.paper} w={2.5} />}
          </g>
        ))}
        <Box x={62} y={208} w={96} h={20} r={10} fill={C.night} />
        <Bars x={86} y={214} widths={[48]} fill={C.paper} />
      </Phone>
    </>
  ),
};

/** Each case study's product, by slug. */
export const PRODUCTS: Readonly<Record<string, Product>> = {
  "digital-lender-kyc-onboarding-app": kyc,
  "cooperative-bank-open-banking-api-layer": openBanking,
  "modest-fashion-headless-storefront": storefront,
  "cloud-kitchen-ordering-platform": cloudKitchen,
  "offline-learning-app-low-fee-schools": offlineLearning,
  "hospital-group-fhir-patient-app": patientApp,
  "neighbourhood-community-app-moderation": community,
  "holiday-rental-search-performance": holidayRentals,
  "freight-forwarder-shipment-visibility": shipments,
  "amateur-football-league-app": footballLeague,
  "maternal-health-community-worker-app": maternalHealth,
  "sports-for-development-programme-platform": programmeData,
};

/** What a case study's visual is drawn from: its own product (PRODUCTS), else its industry's motif. */
export interface ProductSubject {
  readonly slug: string;
  /** The industry's page id (the case study's `industry`). */
  readonly industry: string;
}

/**
 * The scale and place of a hero motif (its stage 480x360, its circle r 156 at 240,180) on the product's stage: its
 * circle about a product's (r 112 at 200,125), to a tenth, as the drawings' geometry is written (art.server.tsx).
 */
export const MOTIF_SCALE = 0.7;
const MOTIF_PLACE = `translate(${200 - 240 * MOTIF_SCALE} ${125 - 180 * MOTIF_SCALE}) scale(${MOTIF_SCALE})`;

/**
 * A case study's product on the navy stage; for one the team added without a drawing of its own (a developer may still
 * add one to PRODUCTS), its industry's motif in the same circle.
 */
export function ProductStage({ study }: { study: ProductSubject }) {
  const product = PRODUCTS[study.slug];
  const motif = HERO_MOTIFS[study.industry];
  if (!product && !motif)
    throw new Error(
      `No product visual for case study "${study.slug}" and no motif for its industry "${study.industry}": add one to PRODUCTS in app/art/products.tsx`,
    );
  return (
    <>
      <rect width={400} height={250} fill={C.night} />
      {product ? (
        <>
          <circle cx={200} cy={125} r={112} fill={C.navy} />
          {product.drawing}
        </>
      ) : (
        <g transform={MOTIF_PLACE}>
          <HeroMotif name={motif!} />
        </g>
      )}
    </>
  );
}
