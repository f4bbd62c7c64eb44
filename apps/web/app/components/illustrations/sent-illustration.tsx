/** A paper plane on its way: shown on the thank-you pages after a form is sent. */
export function SentIllustration() {
  return (
    <svg
      className="illustration illustration-small"
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="120" cy="90" r="84" fill="#fde8cf" />
      <path d="M40 126c30-6 52-22 70-44" stroke="#ead9c6" strokeWidth="4" strokeDasharray="6 8" fill="none" />
      <path
        d="M98 84l96-46-34 104-24-30z"
        fill="#fffaf2"
        stroke="#c2410c"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M136 112l58-74-58 48z" fill="#f6c453" />
      <path d="M52 48l3 7 7 3-7 3-3 7-3-7-7-3 7-3zM196 132l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#f6c453" />
    </svg>
  );
}
