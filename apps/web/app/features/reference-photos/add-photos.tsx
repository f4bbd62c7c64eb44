import { PhotoChooser } from '~/features/reference-photos/photo-chooser';
import { useCheckedPhotos } from '~/features/reference-photos/use-checked-photos';
import { usePhotoSend } from '~/features/reference-photos/use-photo-send';
import { sessionAccount } from '~/features/session/session-state';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { issueReferenceTickets, registerReferences } from './reference-calls';

/** A brother's or sister's photos go with their request in one tap (decision 0043). */
export interface PhotoRequest {
  /** What the one button says, e.g. 「この写真で園に申し込む」. */
  label: string;
  /** Sends the request once the chosen photos are registered (it says it went). */
  send: () => Promise<void>;
  /** Photos registered already: the request may go without new ones. */
  kept: number;
}

interface AddPhotosProps {
  childId: string;
  /** How many photos may be added now (up to 3, fewer near the limit). */
  max: number;
  onAdded: () => void;
  request?: PhotoRequest;
}

/**
 * Choose up to `max` photos: each is uploaded through the server's endpoint and shows its face
 * check within seconds (decision 0039); then they are handed to the full check and join the
 * child's photos, and, for a request, the request goes with them.
 */
export function AddPhotos({ childId, max, onAdded, request }: AddPhotosProps) {
  const userId = sessionAccount.use()?.user.userId ?? '';
  const checked = useCheckedPhotos({ userId, max, tickets: () => issueReferenceTickets(childId) });
  const { busy, failure, send } = usePhotoSend(async () => {
    const ids = await checked.ready();
    if (ids.length) {
      await registerReferences(childId, ids);
      checked.sent();
      onAdded();
    }
    if (request) await request.send();
    else showToast('写真を追加しました。確認が終わると「登録済み」になります。', 'success');
  }, fallbackMessages.imageUploadFailed);

  const allowNone = Boolean(request && request.kept > 0);
  return (
    <section className="card mypage-card reference-add" aria-labelledby="reference-add-title">
      <h2 id="reference-add-title" className="mypage-card-title">
        {request ? 'お申し込みの写真' : '新しい写真を追加'}
      </h2>
      <p className="mypage-muted reference-tips">
        お子さま1人だけが、正面からはっきり写った写真を1〜{max}枚選んでください。
        {allowNone ? '登録中の写真だけで申し込むこともできます。' : null}
      </p>
      <PhotoChooser
        checked={checked}
        max={max}
        busy={busy}
        sendLabel={request?.label ?? 'この写真を追加する'}
        onSend={send}
        sendFailure={failure}
        allowNone={allowNone}
      />
    </section>
  );
}
