import { carrierGuides, carrierOf, senderDomainOf } from '@hibi/domain';

/**
 * The 受信設定 lines of a mail whose answer follows later (decision 0080, issue 44): the sender
 * the answer comes from, and for a docomo, au, SoftBank or 楽天モバイル address that carrier's
 * setting and its own guide, as the sign-up's code step shows them; else the spam folder.
 */
export function receivingGuidanceLines(to: string, sender: string): string[] {
  const carrier = carrierOf(to);
  const domain = senderDomainOf(sender);
  const lines = [
    '【メールの受信設定のお願い】',
    `結果のお知らせは、このメールと同じ ${sender} からお送りします。`,
  ];
  if (!carrier)
    return [
      ...lines,
      '迷惑メールに振り分けられることがあります。届かないときは、迷惑メールのフォルダもご確認ください。',
    ];
  const guide = carrierGuides[carrier];
  return [
    ...lines,
    `${guide.name}のメールをお使いの方は、受信設定で「${domain}」からのメールを受信できるようにしてください。`,
    `${guide.name}の受信設定の方法（${guide.name}のサイト）: ${guide.guideUrl}`,
  ];
}

/** What happens first after a request is sent, and roughly when: the facility's staff check it. */
export const reviewLines = [
  '【このあとの流れ】',
  '1. 施設の担当者が、お申し込みの内容とお子さまの写真を確認します。確認には通常2〜3日ほどかかります（土日祝日や休園日をはさむと、もう少しかかることがあります）。',
] as const;
