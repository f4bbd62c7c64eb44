import { useMatches } from 'react-router';

/**
 * A route `handle` that keeps the page in the phone's own Japanese font (Hiragino, Noto Sans CJK):
 * the signed-in app, where a family opens the timeline every evening and the web font's 200 kB of
 * rules and relayouts would cost more than they give.
 */
export const systemFontHandle = { systemFont: true } as const;

export function useSystemFontPage(): boolean {
  return useMatches().some(
    (match) => typeof match.handle === 'object' && match.handle !== null && 'systemFont' in match.handle,
  );
}
