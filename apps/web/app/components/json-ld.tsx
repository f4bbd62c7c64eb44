/**
 * Structured data for search engines. The browser never executes application/ld+json, so the
 * CSP needs no nonce for it; '<' is escaped so no text can close the script element early.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON text, escaped above, never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
