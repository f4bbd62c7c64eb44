import { Info } from 'lucide-react';
import { PageHeader } from '~/components/page-header';
import type { StaticPath } from '~/route-catalogue';

/**
 * The header of the three sample pages: their kicker, the lead, and a plain word that the samples
 * are drawings, not photos of children.
 */
export function SampleHeader({ path, lead }: { path: StaticPath; lead: string }) {
  return (
    <PageHeader path={path} eyebrow="サンプル" lead={<p>{lead}</p>}>
      <p className="note">
        <Info aria-hidden="true" size={18} />
        サンプルの画像はすべてイラストです。実際のお子さまの写真は使用していません。
      </p>
    </PageHeader>
  );
}
