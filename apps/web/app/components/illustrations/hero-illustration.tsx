/** A phone receiving the day's photos under an evening moon: "delivered the same evening". */
export function HeroIllustration() {
  return (
    <svg className="hero-illustration" viewBox="0 0 320 300" aria-hidden="true" focusable="false">
      <circle cx="160" cy="150" r="138" fill="#fde8cf" />
      <path d="M262 58a26 26 0 1 1-30-32 20 20 0 0 0 30 32z" fill="#f6c453" />
      <path d="M60 70l4 9 9 4-9 4-4 9-4-9-9-4 9-4zM278 150l3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#f6c453" />
      <rect x="98" y="40" width="124" height="236" rx="22" fill="#3d2c23" />
      <rect x="108" y="60" width="104" height="196" rx="10" fill="#fffaf2" />
      <rect x="144" y="47" width="32" height="5" rx="2.5" fill="#6b5446" />
      <PhotoTile x={116} y={70} sky="#cfe7f5" hill="#8fc9a8" />
      <PhotoTile x={164} y={70} sky="#fde1d8" hill="#f4a7a0" />
      <PhotoTile x={116} y={122} sky="#fff1c7" hill="#f6c453" />
      <PhotoTile x={164} y={122} sky="#dff0e5" hill="#2f7a5b" />
      <PhotoTile x={116} y={174} sky="#fde1d8" hill="#e9866f" />
      <PhotoTile x={164} y={174} sky="#cfe7f5" hill="#6fa8c9" />
      <g transform="translate(214 190)">
        <rect width="84" height="46" rx="14" fill="#c2410c" />
        <path d="M18 46l-6 14 18-14z" fill="#c2410c" />
        <path d="M42 34s-14-8-14-17a7 7 0 0 1 14-2 7 7 0 0 1 14 2c0 9-14 17-14 17z" fill="#fffaf2" />
      </g>
    </svg>
  );
}

function PhotoTile({ x, y, sky, hill }: { x: number; y: number; sky: string; hill: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width="40" height="44" rx="5" fill={sky} />
      <path d="M0 36l12-12 10 9 8-6 10 9v8a5 5 0 0 1-5 5H5a5 5 0 0 1-5-5z" fill={hill} />
      <circle cx="29" cy="12" r="5" fill="#fffaf2" />
    </g>
  );
}
