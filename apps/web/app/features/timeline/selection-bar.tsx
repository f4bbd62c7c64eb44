import { Download } from 'lucide-react';

interface SelectionBarProps {
  count: number;
  busy: boolean;
  receivedBytes: number | null;
  onSave: () => void;
  onCancel: () => void;
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** While choosing: how many are chosen, save them, or stop choosing; the ZIP's progress. */
export function SelectionBar({ count, busy, receivedBytes, onSave, onCancel }: SelectionBarProps) {
  return (
    <section className="selection-bar" aria-label="選んだ写真の保存">
      <p aria-live="polite">
        {receivedBytes !== null ? `ダウンロード中… ${megabytes(receivedBytes)}` : `${count}件を選択中`}
      </p>
      {receivedBytes !== null ? <progress aria-label="ダウンロードの進み具合" /> : null}
      <button className="button" type="button" onClick={onCancel} disabled={busy}>
        キャンセル
      </button>
      <button className="button button-primary" type="button" onClick={onSave} disabled={busy || count === 0}>
        <Download aria-hidden="true" size={18} />
        保存
      </button>
    </section>
  );
}
