import type { UploadTicketResponse } from '@hibi/contract';
import { useSubmit } from '~/components/form/use-submit';
import { AuthCard } from '~/features/auth/auth-card';
import { PhotoChooser } from '~/features/reference-photos/photo-chooser';
import { sendSelection } from '~/features/reference-photos/send-photos';
import { usePhotoSelection } from '~/features/reference-photos/use-photo-selection';
import { ApiError } from '~/features/session/api-error';
import { fallbackMessages } from '~/lib/fallback-messages';
import { finalizeRequest, requestAgain } from './signup-calls';

interface PhotosStepProps {
  userId: string;
  tickets: UploadTicketResponse[];
  onSent: () => void;
}

/**
 * Step 4 (§4): the child's reference photos, from the camera roll or the camera, with previews;
 * each goes straight to storage with its ticket, then the request is finalized and the photos
 * registered. More photos than tickets is the upload error of §5, and nothing is sent.
 */
export function PhotosStep({ userId, tickets, onSent }: PhotosStepProps) {
  const selection = usePhotoSelection();
  const max = tickets.length;
  const { busy, submit } = useSubmit(async () => {
    const referenceIds = await sendSelection(selection, tickets, () => requestAgain(userId));
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
            {max}枚選んでください。
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
          selection={selection}
          max={max}
          busy={busy}
          sendLabel="この写真で申し込む"
          onSend={() => void submit(undefined)}
        />
      </div>
    </AuthCard>
  );
}

/** An error without the server's words gets this step's own fallback instead of the upload one. */
function withFallback(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError && error.serverMessage) return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, fallback);
}
