/** The 404 page's floating illustration (4 s cycle in CSS; still under reduced motion). */
export function FloatIllustration() {
  return (
    <svg className="float-illustration" viewBox="0 0 320 240" width={320} height={240} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="222" rx="70" ry="9" fill="#c7d2fe" className="float-shadow" />
      <g className="float-body">
        <rect x="70" y="30" width="180" height="130" rx="16" fill="#1e2370" />
        <rect x="86" y="48" width="148" height="92" rx="8" fill="#312e81" />
        <text x="160" y="112" textAnchor="middle" fontFamily="Inter Variable, Inter, Arial, sans-serif" fontSize="44" fontWeight="800" fill="#ffb547">
          404
        </text>
        <circle cx="250" cy="40" r="14" fill="#ffb547" />
        <path d="M120 170h80l-12 20h-56Z" fill="#4338ca" />
      </g>
    </svg>
  );
}
