import type { InquiryKind } from '@hibi/db';

export const inquiryKindLabels: Record<InquiryKind, string> = {
  contact: 'お問い合わせ',
  parents_contact: '保護者さまからのお問い合わせ',
  parents_request: '保護者さまからの導入リクエスト',
};

/** What a form sent, as both mails show it; optional fields are left out when empty. */
export type InquiryContent = {
  companyName?: string | undefined;
  name: string;
  furiganaName?: string | undefined;
  email: string;
  phoneNumber?: string | undefined;
  title?: string | undefined;
  message: string;
  /** Form-specific fields of the parents' forms, already labelled in Japanese. */
  extra?: Record<string, string> | undefined;
};

/** What both mails of an inquiry are made from: the form, what it was, and the service's address. */
export type InquiryMailInput = { kind: InquiryKind; content: InquiryContent; publicUrl: string };

/** The fields as labelled lines, the message last since it may run to many lines. */
export function inquiryFieldLines(content: InquiryContent): string[] {
  const fields: [string, string | undefined][] = [
    ['会社名・施設名', content.companyName],
    ['お名前', content.name],
    ['ふりがな', content.furiganaName],
    ['メールアドレス', content.email],
    ['電話番号', content.phoneNumber],
    ...Object.entries(content.extra ?? {}),
    ['件名', content.title],
  ];
  return [
    ...fields.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    '',
    '内容:',
    content.message,
  ];
}
