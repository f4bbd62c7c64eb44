/** A surprised camera whose balloon drifted away: friendly, and no people in it. Decorative. */
export function ErrorIllustration() {
  return (
    <svg className="error-illustration" viewBox="0 0 240 200" aria-hidden="true" focusable="false">
      <ellipse cx="110" cy="186" rx="74" ry="7" fill="#ead9c6" />
      <g stroke="#3d2c23" strokeWidth="4" strokeLinejoin="round">
        <rect x="64" y="62" width="44" height="24" rx="6" fill="#f6c453" />
        <rect x="36" y="78" width="148" height="98" rx="18" fill="#f6c453" />
        <circle cx="110" cy="128" r="33" fill="#fffaf2" />
        <rect x="150" y="92" width="20" height="12" rx="3" fill="#fffaf2" />
      </g>
      <circle cx="110" cy="128" r="19" fill="#3d2c23" />
      <circle cx="117" cy="120" r="5" fill="#fffaf2" />
      <ellipse cx="58" cy="150" rx="8" ry="5" fill="#f4a7a0" />
      <ellipse cx="162" cy="150" rx="8" ry="5" fill="#f4a7a0" />
      <path d="M192 84c-9 12 5 20-3 32s4 18-2 26" fill="none" stroke="#6b5446" strokeWidth="2.5" />
      <ellipse cx="196" cy="46" rx="24" ry="29" fill="#e9866f" />
      <path d="M190 74h12l-6 10z" fill="#e9866f" />
      <ellipse cx="187" cy="36" rx="6" ry="9" fill="#fffaf2" opacity="0.6" />
      <path d="M224 22l8-6M228 40l10-1M220 60l8 5" stroke="#c2410c" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
