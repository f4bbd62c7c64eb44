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

/**
 * Whether the device already draws Japanese in the web font's design or better: Android and
 * ChromeOS ship Noto Sans CJK JP (Noto Sans JP's own glyphs), iPhones, iPads and Macs Hiragino.
 * There the web font would cost a phone some 500 kB and a relayout for each subset that arrives,
 * for no change a reader sees; Windows and other desktops get it (decision 0049).
 */
export function hasJapaneseSystemFont(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Macintosh|Mac OS X|CrOS/.test(userAgent);
}
