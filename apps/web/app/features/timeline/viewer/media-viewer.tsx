import type { TimelineItem } from '@hibi/contract';
import { Download, Share, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { messageOf } from '~/lib/api-error';
import { showToast } from '~/lib/toast';
import { useLendToastLayer } from '~/lib/toast-layer';
import { canShareFiles } from '../save-media';
import { shootingTimeLabel } from '../shooting-time';
import { returnMedia } from '../timeline-calls';
import { ReturnDialog } from './return-dialog';
import { useSaveItems } from './use-save-items';
import { viewerSlides } from './viewer-slides';

export interface MediaViewerProps {
  childId: string;
  items: TimelineItem[];
  /** How many items the timeline's mode shows, loaded or not ('3 / 75'). */
  total: number;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The item left this family's timeline ('not my child'). */
  onReturned: (mediaId: string) => void;
  /** The last loaded items are near: load the next page. */
  onNearEnd: () => void;
}

const labels = {
  Previous: '前へ',
  Next: '次へ',
  Close: '閉じる',
  Lightbox: '写真ビューアー',
  Carousel: '写真の一覧',
  Slide: '写真',
  'Photo gallery': '写真',
  '{index} of {total}': '{total}枚中{index}枚目',
  'Zoom in': '拡大',
  'Zoom out': '縮小',
};

/**
 * The full-screen viewer: swipe or arrow keys to the next and previous, pinch or double-tap to
 * zoom, videos play with seeking, the shooting time, saving, and 'not my child'. Loaded only when
 * a photo is opened, so the timeline's own code stays small.
 */
export default function MediaViewer({
  childId,
  items,
  total,
  index,
  onIndexChange,
  onClose,
  onReturned,
  onNearEnd,
}: MediaViewerProps) {
  const slides = useMemo(() => viewerSlides(items), [items]);
  const current = items[index];
  const { save, busy: saving } = useSaveItems(childId);
  // Phones save through the share sheet (camera roll, LINE, AirDrop): the button says both.
  const [sharing] = useState(canShareFiles);
  const SaveIcon = sharing ? Share : Download;
  const [confirming, setConfirming] = useState(false);
  const [returning, setReturning] = useState(false);
  // 「保存しました。」 and the rest show in the viewer: the page behind it is inert and hidden.
  const [toastLayer, setToastLayer] = useState<HTMLDivElement | null>(null);
  useLendToastLayer(toastLayer, true);

  const confirmReturn = async () => {
    if (!current) return;
    setReturning(true);
    try {
      await returnMedia(childId, current.mediaId);
      setConfirming(false);
      showToast('この写真をタイムラインから外しました。お知らせいただきありがとうございます。', 'success');
      onReturned(current.mediaId);
    } catch (error) {
      showToast(messageOf(error, '送信できませんでした。もう一度お試しください。'), 'error');
    } finally {
      setReturning(false);
    }
  };

  const toolbar = [
    <button
      key="save"
      type="button"
      className="yarl__button viewer-button"
      // Not `disabled`: a disabled button drops the focus out of the viewer, and Escape and the
      // arrow keys would stop working until the next click.
      onClick={() => !saving && current && void save([current])}
      aria-disabled={saving}
    >
      <SaveIcon aria-hidden="true" size={24} />
      <span>{saving ? '保存中…' : sharing ? '保存・共有' : '保存'}</span>
    </button>,
    <button
      key="return"
      type="button"
      className="yarl__button viewer-button"
      onClick={() => setConfirming(true)}
    >
      <UserX aria-hidden="true" size={24} />
      <span>うちの子ではない</span>
    </button>,
    'close',
  ];

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom, Video]}
      labels={labels}
      toolbar={{ buttons: toolbar }}
      carousel={{ finite: true, preload: 1 }}
      zoom={{ maxZoomPixelRatio: 2, doubleClickMaxStops: 2 }}
      controller={{ closeOnBackdropClick: false, closeOnPullDown: true }}
      on={{
        view: ({ index: viewed }) => {
          onIndexChange(viewed);
          if (viewed >= items.length - 3) onNearEnd();
        },
      }}
      render={{
        // Inside the viewer's own layer: the page behind it is inert while it is open.
        controls: () => (
          <>
            <div ref={setToastLayer} />
            {current ? (
              <p className="viewer-time" aria-live="polite">
                <span>{shootingTimeLabel(current.shootingAt)}</span>
                <span className="viewer-position">
                  {index + 1} / {Math.max(total, items.length)}
                </span>
              </p>
            ) : null}
            <ReturnDialog
              open={confirming}
              busy={returning}
              onConfirm={() => void confirmReturn()}
              onCancel={() => setConfirming(false)}
            />
          </>
        ),
      }}
    />
  );
}
