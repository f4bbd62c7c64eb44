// Each layout's part of the stylesheet (docs/decisions/0045): site.css is the root's, on every
// page; a layout adds its own through its route module's `links`, so a public page never loads
// the app's or the console's rules, and React Router loads a part before navigating to it.
// `precedence` makes them React's stylesheet resources: the server writes them at the top of the
// head, before the modules' preloads, so a phone fetches the CSS the first paint waits on first.
import appStylesheet from '~/styles/app.css?url';
import marketingStylesheet from '~/styles/marketing-site.css?url';

/** A stylesheet link that React writes early and in order (site.css first: the root's). */
export const stylesheet = (href: string) => ({ rel: 'stylesheet', href, precedence: 'default' });

/** The public pages: landing pages, samples, case studies, legal texts. */
export const marketingStyles = () => [stylesheet(marketingStylesheet)];

/** The guardians' app, sign-up and sign-in, and the operators' console. */
export const appStyles = () => [stylesheet(appStylesheet)];
