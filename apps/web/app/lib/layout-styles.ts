// Each layout's part of the stylesheet (docs/decisions/0045): site.css is the root's, on every
// page; a layout adds its own through its route module's `links`, so a public page never loads
// the app's or the console's rules, and React Router loads a part before navigating to it.
import appStylesheet from '~/styles/app.css?url';
import marketingStylesheet from '~/styles/marketing-site.css?url';

/** The public pages: landing pages, samples, case studies, legal texts. */
export const marketingStyles = () => [{ rel: 'stylesheet', href: marketingStylesheet }];

/** The guardians' app, sign-up and sign-in, and the operators' console. */
export const appStyles = () => [{ rel: 'stylesheet', href: appStylesheet }];
