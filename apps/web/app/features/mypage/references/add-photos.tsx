import { useSubmit } from '~/components/form/use-submit';
import { PhotoChooser } from '~/features/reference-photos/photo-chooser';
import { sendSelection } from '~/features/reference-photos/send-photos';
import { usePhotoSelection } from '~/features/reference-photos/use-photo-selection';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { issueReferenceTickets, registerReferences } from './reference-calls';

interface AddPhotosProps {
  childId: string;
  /** How many photos may be added now (up to 3, fewer near the limit). */
  max: number;
  onAdded: () => void;
}

/** Choose up to `max` photos, send each straight to storage, then hand them to the face check. */
export function AddPhotos({ childId, max, onAdded }: AddPhotosProps) {
  const selection = usePhotoSelection();
  const { busy, submit } = useSubmit(async () => {
    const tickets = await issueReferenceTickets(childId);
    const ids = await sendSelection(selection, tickets, () => issueReferenceTickets(childId));
    await registerReferences(childId, ids);
    for (const photo of selection.photos) selection.remove(photo.id);
    showToast('写真を追加しました。確認が終わると「登録済み」になります。', 'success');
    onAdded();
  }, fallbackMessages.imageUploadFailed);

  return (
    <section className="card mypage-card reference-add" aria-labelledby="reference-add-title">
      <h2 id="reference-add-title" className="mypage-card-title">
        新しい写真を追加
      </h2>
      <p className="mypage-muted reference-tips">
        お子さま1人だけが、正面からはっきり写った写真を1〜{max}枚選んでください。
      </p>
      <PhotoChooser
        selection={selection}
        max={max}
        busy={busy}
        sendLabel="この写真を追加する"
        onSend={() => void submit(undefined)}
      />
    </section>
  );
}
