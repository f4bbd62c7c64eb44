import { Info } from 'lucide-react';

/** Says plainly that the samples are drawings, not photos of children. */
export function SampleNote() {
  return (
    <p className="note">
      <Info aria-hidden="true" size={18} />
      サンプルの画像はすべてイラストです。実際のお子さまの写真は使用していません。
    </p>
  );
}
