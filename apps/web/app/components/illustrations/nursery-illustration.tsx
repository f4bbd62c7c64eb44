/** A nursery building with a camera: facility staff take photos as they always do. */
export function NurseryIllustration() {
  return (
    <svg className="illustration" viewBox="0 0 320 260" aria-hidden="true" focusable="false">
      <circle cx="160" cy="130" r="124" fill="#dff0e5" />
      <rect x="30" y="200" width="260" height="16" rx="8" fill="#8fc9a8" />
      <path d="M70 112l90-62 90 62z" fill="#c2410c" />
      <rect x="84" y="110" width="152" height="92" fill="#fffaf2" />
      <rect x="100" y="128" width="34" height="30" rx="4" fill="#cfe7f5" />
      <rect x="186" y="128" width="34" height="30" rx="4" fill="#cfe7f5" />
      <path d="M144 202v-44a16 16 0 0 1 32 0v44z" fill="#f6c453" />
      <circle cx="160" cy="88" r="11" fill="#fffaf2" />
      <path d="M160 50V22" stroke="#6b5446" strokeWidth="3" />
      <path d="M160 22h26l-6 8 6 8h-26z" fill="#2f7a5b" />
      <g transform="translate(226 168)">
        <rect width="64" height="46" rx="9" fill="#3d2c23" />
        <rect x="10" y="-7" width="18" height="9" rx="3" fill="#3d2c23" />
        <circle cx="32" cy="23" r="14" fill="#fffaf2" />
        <circle cx="32" cy="23" r="8" fill="#6fa8c9" />
        <circle cx="53" cy="10" r="3.5" fill="#f6c453" />
      </g>
    </svg>
  );
}
