import { useSubmit } from '~/components/form/use-submit';
import { PhotoChooser } from '~/features/reference-photos/photo-chooser';
import { useCheckedPhotos } from '~/features/reference-photos/use-checked-photos';
import { sessionAccount } from '~/features/session/session-state';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { issueReferenceTickets, registerReferences } from './reference-calls';

interface AddPhotosProps {
  childId: string;
  /** How many photos may be added now (up to 3, fewer near the limit). */
  max: number;
  onAdded: () => void;
}

/**
 * Choose up to `max` photos: each is uploaded through the server's endpoint and shows its face check within
 * seconds (decision 0039); then they are handed to the full check and join the child's photos.
 */
export function AddPhotos({ childId, max, onAdded }: AddPhotosProps) {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const checked = useCheckedPhotos({ userId, max, tickets: () => issueReferenceTickets(childId) });
  const { busy, submit } = useSubmit(async () => {
    await registerReferences(childId, await checked.ready());
    checked.sent();
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
        checked={checked}
        max={max}
        busy={busy}
        sendLabel="この写真を追加する"
        onSend={() => void submit(undefined)}
      />
    </section>
  );
}
