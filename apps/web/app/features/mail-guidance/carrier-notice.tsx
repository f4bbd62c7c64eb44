import { carrierOf, senderDomainOf } from '@hibi/domain';
import { carrierGuides } from './carrier-guides';
import { useMailSender } from './use-mail-sender';

interface CarrierNoticeProps {
  /** The address the mail goes to: nothing shows unless it is a carrier's. */
  email: string;
  /** Replaces the opening line given the carrier's name, e.g. for staff passing the advice on. */
  lead?: (carrierName: string) => string;
}

/**
 * For a carrier address (docomo, au, SoftBank, 楽天モバイル): which sender to allow in that
 * carrier's 受信設定, and a link to the carrier's own guide. Carrier mailboxes set to take mail
 * only from chosen senders drop ours without a word (decision 0080).
 */
export function CarrierNotice({ email, lead }: CarrierNoticeProps) {
  const sender = useMailSender();
  const carrier = carrierOf(email);
  if (!carrier || !sender) return null;
  const guide = carrierGuides[carrier];
  const title = lead ? lead(guide.name) : `${guide.name}のメールをお使いの方へ`;
  return (
    <div className="mail-guidance" role="note" aria-label={title}>
      <p className="mail-guidance-title">{title}</p>
      <p>
        <strong className="mail-address">{sender}</strong> からのメールを受信できるように設定してください。
      </p>
      <p className="mail-guidance-domain">
        許可するドメイン: <strong className="mail-address">{senderDomainOf(sender)}</strong>
      </p>
      <p>
        <a href={guide.guideUrl} target="_blank" rel="noopener noreferrer">
          {guide.name}の受信設定の方法（{guide.name}のサイト）
        </a>
      </p>
    </div>
  );
}
