/**
 * Original vector illustrations for the gallery and team moments: four scene
 * types (team table, skyline, workshop wall, screens) varied by a seed, all in
 * the brand palette. No stock photos are available offline.
 */
const palettes = [
  ["#1e2370", "#6366f1", "#ffb547", "#c7d2fe"],
  ["#0f1230", "#4338ca", "#f472b6", "#e0e7ff"],
  ["#172554", "#0ea5e9", "#ffb547", "#dbeafe"],
  ["#1e1b4b", "#8b5cf6", "#34d399", "#ede9fe"],
] as const;

const person = (x: number, y: number, body: string, head: string, key: string) => (
  <g key={key}>
    <circle cx={x} cy={y} r="13" fill={head} />
    <rect x={x - 18} y={y + 16} width="36" height="40" rx="16" fill={body} />
  </g>
);

export function Artwork({ seed, label, className }: { seed: number; label?: string; className?: string }) {
  const [bg, main, accent, light] = palettes[seed % palettes.length] ?? palettes[0];
  const scene = Math.floor(seed / palettes.length + seed) % 4;
  let content: React.ReactNode;
  if (scene === 0) {
    content = (
      <>
        <rect x="60" y="150" width="200" height="18" rx="9" fill={light} />
        {[90, 140, 190, 240].map((x, i) => person(x - 5, 98, i % 2 ? accent : main, light, `p${x}`))}
        <rect x="125" y="132" width="44" height="24" rx="4" fill={accent} />
      </>
    );
  } else if (scene === 1) {
    content = (
      <>
        {[30, 80, 130, 180, 230].map((x, i) => (
          <rect key={x} x={x} y={70 + ((i * 37 + seed * 11) % 60)} width="42" height="160" rx="3" fill={i % 2 ? main : light} opacity={i % 2 ? 1 : 0.85} />
        ))}
        <circle cx={250} cy={50} r={20} fill={accent} />
      </>
    );
  } else if (scene === 2) {
    content = (
      <>
        <rect x="40" y="30" width="200" height="110" rx="8" fill={light} />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect key={i} x={56 + (i % 3) * 60} y={44 + Math.floor(i / 3) * 46} width="44" height="34" rx="3" fill={i % 2 ? accent : main} opacity={0.9} />
        ))}
        {person(270, 120, main, light, "presenter")}
      </>
    );
  } else {
    content = (
      <>
        <rect x="40" y="50" width="150" height="100" rx="10" fill={main} />
        <rect x="200" y="70" width="80" height="110" rx="10" fill={light} />
        {[0, 1, 2, 3].map((i) => (
          <rect key={i} x="56" y={68 + i * 18} width={40 + ((i * 29 + seed * 7) % 80)} height="8" rx="4" fill={i === 2 ? accent : light} />
        ))}
        <circle cx="240" cy="150" r="14" fill={accent} />
      </>
    );
  }
  return (
    <svg
      className={`artwork ${className ?? ""}`.trim()}
      viewBox="0 0 320 200"
      width={320}
      height={200}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true, focusable: false })}
    >
      <rect width="320" height="200" fill={bg} />
      <circle cx={(seed * 53) % 320} cy={(seed * 31) % 200} r="70" fill={main} opacity=".25" />
      {content}
    </svg>
  );
}
