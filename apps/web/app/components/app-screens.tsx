import { appScreens } from './app-screens-content';

/** Real screenshots of the app in phone frames, with what each screen does. */
export function AppScreens() {
  return (
    <ul className="app-screens">
      {appScreens.map((screen) => (
        <li key={screen.name}>
          <figure>
            <img src={screen.src} alt={screen.alt} width={375} height={812} loading="lazy" decoding="async" />
            <figcaption>{screen.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
