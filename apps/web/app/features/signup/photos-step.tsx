import type { UploadTicketResponse } from '@hibi/contract';
import { Camera, Images } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useSubmit } from '~/components/form/use-submit';
import { AuthCard } from '~/features/auth/auth-card';
import { ApiError } from '~/features/session/api-error';
import { fitsTickets } from '~/features/storage-upload/ticket-form';
import { fallbackMessages } from '~/lib/fallback-messages';
import { showToast } from '~/lib/toast';
import { PhotoTile } from './photo-tile';
import { sendPhotos } from './send-photos';
import { finalizeRequest } from './signup-calls';
import { usePhotoSelection } from './use-photo-selection';

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
  const id = useId();
  const selection = usePhotoSelection();
  const [problem, setProblem] = useState<string | null>(null);
  const max = tickets.length;
  const { busy, submit } = useSubmit(async () => {
    const referenceIds = await sendPhotos(userId, tickets, selection.photos, selection.setProgress).catch(
      (error: unknown) => {
        for (const photo of selection.photos) selection.setProgress(photo.id, null);
        throw error;
      },
    );
    await finalizeRequest(userId, referenceIds).catch((error: unknown) => {
      throw withFallback(error, fallbackMessages.requestFailed);
    });
    onSent();
  }, fallbackMessages.imageUploadFailed);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const refused = selection.add(Array.from(event.target.files ?? []));
    event.target.value = '';
    setProblem(
      refused.length
        ? `写真として使えないファイルがありました（${refused.join('、')}）。20MB以下の写真を選んでください。`
        : null,
    );
  };

  const send = () => {
    if (!fitsTickets(selection.photos.length, max)) {
      setProblem(
        selection.photos.length
          ? `写真は${max}枚までです。${selection.photos.length - max}枚外してください。`
          : '写真を1枚以上選んでください。',
      );
      if (selection.photos.length) showToast(fallbackMessages.imageUploadFailed, 'error');
      return;
    }
    setProblem(null);
    void submit(undefined);
  };

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
        <div className="photo-pickers">
          <label className="button photo-picker" htmlFor={`${id}-roll`}>
            <Images aria-hidden="true" size={20} />
            写真を選ぶ
          </label>
          <input
            id={`${id}-roll`}
            className="visually-hidden"
            type="file"
            accept="image/*,.heic,.heif"
            multiple
            onChange={choose}
            disabled={busy}
          />
          <label className="button photo-picker" htmlFor={`${id}-camera`}>
            <Camera aria-hidden="true" size={20} />
            カメラで撮る
          </label>
          <input
            id={`${id}-camera`}
            className="visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={choose}
            disabled={busy}
          />
        </div>
        <p className="photo-count" aria-live="polite">
          {selection.photos.length} / {max}枚
        </p>
        {problem ? (
          <p className="field-error" role="alert">
            {problem}
          </p>
        ) : null}
        {selection.photos.length ? (
          <ul className="photo-grid" aria-label="選んだ写真">
            {selection.photos.map((photo, index) => (
              <PhotoTile
                key={photo.id}
                photo={photo}
                index={index}
                onRemove={busy ? undefined : () => selection.remove(photo.id)}
              />
            ))}
          </ul>
        ) : null}
        <button
          className="button button-primary button-block"
          type="button"
          onClick={send}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? 'アップロードしています…' : 'この写真で申し込む'}
        </button>
      </div>
    </AuthCard>
  );
}

/** An error without the server's words gets this step's own fallback instead of the upload one. */
function withFallback(error: unknown, fallback: string): ApiError {
  if (error instanceof ApiError && error.serverMessage) return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, fallback);
}
