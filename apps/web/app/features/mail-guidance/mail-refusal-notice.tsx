import { carrierOf } from '@hibi/domain';
import { Link } from 'react-router';
import { CarrierNotice } from './carrier-notice';
import { useMailSender } from './use-mail-sender';

/**
 * The relay refused mail to the guardian's address for good: what it means and what to do (allow
 * our sender, or have the address changed through お問い合わせ; the app has no address change).
 */
export function MailRefusalNotice({ email }: { email: string }) {
  const sender = useMailSender();
  return (
    <div className="container">
      <section className="mail-refusal" aria-labelledby="mail-refusal-title">
        {/* Not a heading: it stands above each page's own h1. */}
        <p className="mail-refusal-title" id="mail-refusal-title">
          ご登録のメールアドレス（<span className="mail-address">{email}</span>）にメールが届いていません
        </p>
        <p>受け取り側で受信を断られ、お知らせや認証コードをお届けできていません。</p>
        {carrierOf(email) ? (
          <CarrierNotice email={email} lead={(carrier) => `${carrier}のメールをお使いの場合`} />
        ) : (
          <p>
            受信拒否の設定をしている場合は、
            {sender ? <strong className="mail-address">{sender}</strong> : 'ひびフォト'}
            からのメールを受信できるようにしてください。
          </p>
        )}
        <p>
          アドレスの変更は<Link to="/parents/contact/?about=account">お問い合わせ</Link>
          からご連絡ください。次のメールが届くと、この表示は消えます。
        </p>
      </section>
    </div>
  );
}
