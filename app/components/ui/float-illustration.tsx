/** The 404 page's floating illustration: the monitor and its stand float as one over a shadow that stays on the ground (4 s cycle in CSS; still under reduced motion). */
export function FloatIllustration() {
  return (
    <svg
      className="float-illustration"
      viewBox="0 0 320 240"
      width={320}
      height={240}
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="160" cy="222" rx="70" ry="9" fill="#c7d2fe" className="float-shadow" />
      <g className="float-body">
        {/* The stand's neck starts under the bezel: screen and stand float as one. */}
        <path d="M148 150h24v28h-24Z" fill="#312e81" />
        <rect x="70" y="30" width="180" height="130" rx="16" fill="#1e2370" />
        <rect x="86" y="48" width="148" height="92" rx="8" fill="#312e81" />
        <text
          x="160"
          y="112"
          textAnchor="middle"
          fontFamily="Inter Variable, Inter, Arial, sans-serif"
          fontSize="44"
          fontWeight="800"
          fill="#ffb547"
        >
          404
        </text>
        <circle cx="250" cy="40" r="14" fill="#ffb547" />
        <rect x="116" y="176" width="88" height="14" rx="7" fill="#4338ca" />
      </g>
    </svg>
  );
}
