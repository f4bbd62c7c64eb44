import { referenceTicketCount, type UploadTicketResponse } from '@hibi/contract';
import { ChevronLeft } from 'lucide-react';
import { AuthCard } from '~/features/auth/auth-card';
import { PhotoChooser } from '~/features/reference-photos/photo-chooser';
import { useCheckedPhotos } from '~/features/reference-photos/use-checked-photos';
import { usePhotoSend } from '~/features/reference-photos/use-photo-send';
import { ApiError } from '~/lib/api-error';
import { fallbackMessages } from '~/lib/fallback-messages';
import { finalizeRequest, requestAgain } from './signup-calls';

interface PhotosStepProps {
  userId: string;
  /** The tickets step 3 answered; none after a reload, when fresh ones are asked for. */
  tickets: UploadTicketResponse[];
  onSent: () => void;
  /** Back to the child's details (a typo in a name, the wrong birthday). */
  onBack: () => void;
}

/**
 * Step 4 (§4): the child's reference photos, from the camera roll or the camera. Each is POSTed
 * with its ticket to the server's upload endpoint as it is chosen and its face check shows on it within
 * seconds (decision 0039); then the request is finalized and the photos registered.
 */
export function PhotosStep({ userId, tickets, onSent, onBack }: PhotosStepProps) {
  const max = tickets.length || referenceTicketCount;
  const checked = useCheckedPhotos({
    userId,
    max,
    tickets: async () => (tickets.length ? tickets : requestAgain(userId)),
  });
  const { busy, failure, send } = usePhotoSend(async () => {
    const referenceIds = await checked.ready();
    await finalizeRequest(userId, referenceIds).catch((error: unknown) => {
      throw withFallback(error, fallbackMessages.requestFailed);
    });
    onSent();
  }, fallbackMessages.imageUploadFailed);

  return (
    <AuthCard
      path="/signup/"
      heading="お子さまの顔写真"
      lead={
        <>
          <p>
            園の写真の中からお子さまを見つけるための写真です。お子さまのお顔が正面からはっきり写った写真を、1〜
            {max}枚選んでください。選ぶとすぐに、使える写真かどうかをお知らせします。
          </p>
          <ul className="photo-tips">
            <li>お子さま1人だけが写っている写真</li>
            <li>明るい場所で、帽子やマスクのない写真</li>
            <li>最近（半年以内）の写真</li>
          </ul>
        </>
      }
    >
      <div className="auth-form">
        <PhotoChooser
          checked={checked}
          max={max}
          busy={busy}
          sendLabel="この写真で申し込む"
          onSend={send}
          sendFailure={failure}
        />
        <button className="button button-block signup-back" type="button" onClick={onBack} disabled={busy}>
          <ChevronLeft aria-hidden="true" size={18} />
          お子さまの情報に戻る
        </button>
        <p className="signup-back-note">戻って情報を直したあとは、写真をもう一度選んでください。</p>
      </div>
    </AuthCard>
  );
}

/** An error without the server's words gets this step's own fallback instead of the upload one. */
function withFallback(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError && error.serverMessage) return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, fallback);
}
