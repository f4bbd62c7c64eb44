import { carrierOf, senderDomainOf } from '@hibi/domain';
import type { ReactNode } from 'react';
import { carrierGuides } from './carrier-guides';
import { useMailSender } from './use-mail-sender';

interface CodeHelpProps {
  /** The address the code went to. */
  email: string;
  /** What else the guardian can do from here (send again, change the address). */
  children?: ReactNode;
}

/** 「コードが届かない場合」: a disclosure the guardian opens, with what to check in order. */
export function CodeHelp({ email, children }: CodeHelpProps) {
  const sender = useMailSender();
  const carrier = carrierOf(email);
  const guide = carrier ? carrierGuides[carrier] : null;
  return (
    <details className="code-help">
      <summary>コードが届かない場合</summary>
      <ul className="code-help-list">
        <li>届くまで数分かかることがあります。</li>
        <li>迷惑メールのフォルダもご確認ください。</li>
        {sender ? (
          <li>
            メールは <strong className="mail-address">{sender}</strong>{' '}
            からお送りしています。受信するアドレスやドメインを指定している場合は、
            <strong className="mail-address">{senderDomainOf(sender)}</strong> を許可してください。
            {guide ? (
              <>
                {' '}
                <a href={guide.guideUrl} target="_blank" rel="noopener noreferrer">
                  {guide.name}の受信設定の方法
                </a>
              </>
            ) : null}
          </li>
        ) : null}
        <li>
          アドレス（<span className="mail-address">{email}</span>）に誤りがないかご確認ください。
        </li>
      </ul>
      {children}
    </details>
  );
}
