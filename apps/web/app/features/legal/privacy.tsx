import { metaFor } from '~/lib/seo';
import { LegalPage } from './legal-page';
import { privacyPolicy } from './privacy-content';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/privacy/');

export default function Privacy() {
  return <LegalPage path="/privacy/" document={privacyPolicy} />;
}
