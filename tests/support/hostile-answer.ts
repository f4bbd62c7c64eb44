/** A probe sent as one of many clients, so the abuse limits answer as they would to real ones. */
export async function sendProbe(
  url: string,
  probe: { method: string; body?: string | undefined },
  client: number,
  bearer?: string,
) {
  const response = await fetch(url, {
    method: probe.method,
    headers: {
      ...(probe.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      'x-forwarded-for': `198.51.100.${client % 250}`,
    },
    body: probe.body,
  });
  const text = await response.text();
  return { status: response.status, text, refusalShaped: isJapaneseRefusal(response.status, text) };
}

const japanese = /[ぁ-んァ-ヶ一-龯]/;

/** DESIGN.md §5's error shape: the status repeated in the body, and a Japanese message. */
function isJapaneseRefusal(status: number, text: string): boolean {
  let body: { statusCode?: unknown; message?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return body.statusCode === status && typeof body.message === 'string' && japanese.test(body.message);
}
