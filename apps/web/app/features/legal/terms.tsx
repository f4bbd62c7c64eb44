import { metaFor } from '~/lib/seo';
import { LegalPage } from './legal-page';
import { terms } from './terms-content';

export { clientLoader, HydrateFallback } from '~/lib/client-only';
export const meta = metaFor('/terms/');

export default function Terms() {
  return <LegalPage path="/terms/" document={terms} />;
}
