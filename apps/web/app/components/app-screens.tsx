import { appScreenNarrowWidth, appScreens } from './app-screens-content';

// Named by their content at build time, so browsers keep them a year (decision 0065).
const imageUrls = import.meta.glob<string>('./app-screens/*.webp', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

function imageUrl(file: string): string {
  const url = imageUrls[`./app-screens/${file}`];
  if (!url) throw new Error(`app-screens/${file} is missing: run scripts/make-app-screens.ts`);
  return url;
}

/** Real screenshots of the app in phone frames, with what each screen does. */
export function AppScreens() {
  return (
    // On phones the row scrolls sideways, so it must be reachable by keyboard too (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable by design
    <ul className="app-screens" tabIndex={0} aria-label="アプリの画面（横にスクロールできます）">
      {appScreens.map((screen) => (
        <li key={screen.name}>
          <figure>
            <img
              src={imageUrl(`${screen.name}.webp`)}
              srcSet={`${imageUrl(`${screen.name}-${appScreenNarrowWidth}.webp`)} ${appScreenNarrowWidth}w, ${imageUrl(`${screen.name}.webp`)} 750w`}
              // The slot: min(68 %, 240 px) of the scrolling row on phones, 260 px from 960 px.
              sizes="(min-width: 960px) 260px, 240px"
              alt={screen.alt}
              width={375}
              height={812}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{screen.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
