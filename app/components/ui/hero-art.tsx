/** Original abstract illustration for the home hero: layered product surfaces and a delivery path. */
export function HeroArt() {
  return (
    <svg
      className="hero-illustration"
      viewBox="0 0 480 400"
      width={480}
      height={400}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
        <linearGradient id="hero-b" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffb547" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="200" r="170" fill="#1e2370" />
      <rect x="90" y="80" width="260" height="170" rx="14" fill="url(#hero-a)" />
      <rect x="110" y="104" width="120" height="10" rx="5" fill="#c7d2fe" />
      <rect x="110" y="126" width="200" height="8" rx="4" fill="#818cf8" />
      <rect x="110" y="144" width="170" height="8" rx="4" fill="#818cf8" />
      <rect x="110" y="176" width="70" height="50" rx="8" fill="#eef2ff" opacity=".9" />
      <rect x="192" y="176" width="70" height="50" rx="8" fill="#eef2ff" opacity=".55" />
      <rect x="274" y="176" width="56" height="50" rx="8" fill="url(#hero-b)" />
      <rect x="300" y="190" width="110" height="180" rx="18" fill="#0f1230" stroke="#818cf8" strokeWidth="3" />
      <rect x="316" y="214" width="78" height="8" rx="4" fill="#c7d2fe" />
      <rect x="316" y="232" width="60" height="8" rx="4" fill="#6366f1" />
      <circle cx="355" cy="300" r="30" fill="none" stroke="url(#hero-b)" strokeWidth="8" strokeDasharray="140 60" />
      <path
        d="M60 330c60-10 90-60 150-60s80 40 110 40"
        fill="none"
        stroke="#ffb547"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <circle cx="60" cy="330" r="9" fill="#ffb547" />
      <circle cx="210" cy="270" r="7" fill="#c7d2fe" />
    </svg>
  );
}
