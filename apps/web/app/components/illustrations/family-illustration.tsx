/** Evening at home: a parent and a child (as round animal friends) looking at the day's photos. */
export function FamilyIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <circle cx="160" cy="130" r="124" fill="#fde8cf" />
      <path d="M246 48a22 22 0 1 1-26-27 17 17 0 0 0 26 27z" fill="#f6c453" />
      <rect x="40" y="196" width="240" height="14" rx="7" fill="#ead9c6" />
      <Friend x={112} y={150} size={46} colour="#f4a261" />
      <Friend x={196} y={168} size={30} colour="#a8dadc" />
      <g transform="translate(138 118) rotate(-8)">
        <rect width="54" height="92" rx="10" fill="#3d2c23" />
        <rect x="5" y="10" width="44" height="70" rx="4" fill="#fffaf2" />
        <rect x="9" y="15" width="36" height="28" rx="3" fill="#cfe7f5" />
        <path d="M9 37l10-9 8 7 7-5 11 8v5H9z" fill="#8fc9a8" />
        <rect x="9" y="47" width="17" height="13" rx="2" fill="#fde1d8" />
        <rect x="28" y="47" width="17" height="13" rx="2" fill="#fff1c7" />
        <rect x="9" y="63" width="17" height="13" rx="2" fill="#dff0e5" />
        <rect x="28" y="63" width="17" height="13" rx="2" fill="#fde1d8" />
      </g>
      <path d="M230 92c-6-6-15 2-8 9l8 8 8-8c7-7-2-15-8-9z" fill="#c2410c" />
    </svg>
  );
}

function Friend({ x, y, size, colour }: { x: number; y: number; size: number; colour: string }) {
  const eye = size * 0.1;
  return (
    <g>
      <circle cx={x - size * 0.7} cy={y - size * 0.78} r={size * 0.34} fill={colour} />
      <circle cx={x + size * 0.7} cy={y - size * 0.78} r={size * 0.34} fill={colour} />
      <circle cx={x} cy={y} r={size} fill={colour} />
      <circle cx={x - size * 0.34} cy={y - size * 0.12} r={eye} fill="#3d2c23" />
      <circle cx={x + size * 0.34} cy={y - size * 0.12} r={eye} fill="#3d2c23" />
      <path
        d={`M${x - size * 0.28} ${y + size * 0.26}q${size * 0.28} ${size * 0.3} ${size * 0.56} 0`}
        stroke="#3d2c23"
        strokeWidth={size * 0.08}
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}
