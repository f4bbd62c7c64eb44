import type { CreatedInvitation } from '@hibi/contract';
import { Copy, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useMailSender } from '~/features/mail-guidance/use-mail-sender';
import { showToast } from '~/lib/toast';
import { dayOf, familyRoleNames } from './family-text';

/** The new link as a QR code to scan from a phone beside you, a link to copy, and the share sheet. */
export function InviteShare({ invitation }: { invitation: CreatedInvitation }) {
  const qr = useQrCode(invitation.url);
  const sender = useMailSender();
  const role = familyRoleNames[invitation.role];
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(invitation.url);
      showToast('招待リンクをコピーしました。', 'success');
    } catch {
      showToast('コピーできませんでした。リンクを長押ししてコピーしてください。', 'error');
    }
  };
  const share = () =>
    navigator
      .share({
        title: 'ひびフォトへの招待',
        text: `ひびフォトで${role}として写真を一緒に見られます。`,
        url: invitation.url,
      })
      .catch(() => undefined);

  return (
    <section className="card mypage-card invite-share" aria-labelledby="invite-share-title">
      <h3 className="mypage-card-title" id="invite-share-title">
        {role}として招待するリンクができました
      </h3>
      {qr ? (
        <img
          className="invite-qr"
          src={qr}
          width={220}
          height={220}
          alt={`${role}として招待するリンクのQRコード`}
        />
      ) : null}
      <p className="invite-link">
        <a href={invitation.url}>{invitation.url}</a>
      </p>
      <div className="invite-actions">
        <button className="button" type="button" onClick={() => void copy()}>
          <Copy aria-hidden="true" size={18} />
          リンクをコピー
        </button>
        {canShare ? (
          <button className="button" type="button" onClick={() => void share()}>
            <Share2 aria-hidden="true" size={18} />
            共有する
          </button>
        ) : null}
      </div>
      <p className="mypage-muted">
        一度だけ使えるリンクです（{dayOf(invitation.expiresAt)}まで有効）。招待したい方だけに渡してください。
      </p>
      {sender ? (
        <p className="mypage-muted">
          登録のとき、<span className="mail-address">{sender}</span>{' '}
          から認証コードのメールが届きます。携帯会社のメール（ドコモ・au・ソフトバンク・楽天モバイル）をお使いの方には、このアドレスからのメールを受信できるよう設定をお願いしてください。
        </p>
      ) : null}
    </section>
  );
}

/** The QR code as an SVG data URL; the library loads only when a link is made. */
function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qrcode) => {
      const svg = await qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      if (current) setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}
