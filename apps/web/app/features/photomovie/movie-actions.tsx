import { Download, Share2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { messageOf } from '~/lib/api-error';
import { showToast } from '~/lib/toast';

const failed = '保存できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

type Props = { movie: { datefrom: string; video_url: string } };

/**
 * 保存する and 共有 under the movie: its MP4 as a file named for its week. 共有 hands the file to
 * the phone's share sheet (the camera roll, LINE) where the device takes files, and saves it
 * otherwise. Shown only with the movie's video, which only trial and paid families are given.
 */
export function MovieActions({ movie }: Props) {
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);
  const fetched = useRef<{ url: string; file: File } | null>(null);

  const act = async (action: 'save' | 'share') => {
    if (busy) return;
    setBusy(action);
    try {
      const { canShareFile, movieFile, saveFile, shareFile } = await import('./movie-file');
      const ready = fetched.current?.url === movie.video_url ? fetched.current.file : null;
      const file = ready ?? (await movieFile(movie));
      fetched.current = { url: movie.video_url, file };
      if (action === 'share' && canShareFile(file)) {
        const outcome = await shareFile(file);
        if (outcome !== 'again') return;
        if (!ready) {
          showToast('共有の準備ができました。もう一度「共有」を押してください。', 'info');
          return;
        }
      }
      saveFile(file);
      showToast(
        action === 'share' ? 'この端末では共有できないため、保存しました。' : '保存しました。',
        'success',
      );
    } catch (error) {
      showToast(messageOf(error, failed), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="movie-actions">
      <button
        className="button button-primary"
        type="button"
        disabled={busy !== null}
        onClick={() => act('save')}
      >
        <Download aria-hidden="true" size={20} />
        {busy === 'save' ? '保存しています…' : '保存する'}
      </button>
      <button className="button" type="button" disabled={busy !== null} onClick={() => act('share')}>
        <Share2 aria-hidden="true" size={20} />
        {busy === 'share' ? '準備しています…' : '共有'}
      </button>
    </div>
  );
}
