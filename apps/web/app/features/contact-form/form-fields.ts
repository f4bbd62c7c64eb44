// What each form asks, field by field. The names are the API's (specification §3); labels,
// examples and choices are what people read.

export type FieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  /** Choices of a select; the chosen text is what is sent. */
  options?: readonly string[];
  /** May be left empty (marked 任意, not 必須). */
  optional?: true;
}

const person: readonly FieldSpec[] = [
  { name: 'name', label: 'お名前', kind: 'text', autoComplete: 'name', placeholder: '例）日比 花子' },
  {
    name: 'furiganaName',
    label: 'ふりがな',
    kind: 'text',
    placeholder: '例）ひび はなこ',
    hint: 'ひらがなまたはカタカナで入力してください。',
  },
  {
    name: 'email',
    label: 'メールアドレス',
    kind: 'email',
    autoComplete: 'email',
    placeholder: '例）hanako@example.jp',
  },
  {
    name: 'phoneNumber',
    label: '電話番号',
    kind: 'tel',
    autoComplete: 'tel',
    placeholder: '例）03-1234-5678',
    hint: 'ハイフンはあってもなくてもかまいません。',
  },
];

export const facilityContactFields: readonly FieldSpec[] = [
  {
    name: 'companyName',
    label: '園・施設名（会社名）',
    kind: 'text',
    autoComplete: 'organization',
    placeholder: '例）ひなた保育園',
  },
  ...person,
  {
    name: 'title',
    label: 'お問い合わせの種類',
    kind: 'select',
    options: ['導入のご相談', '資料請求', '料金について', '取材・その他'],
  },
  {
    name: 'message',
    label: 'お問い合わせ内容',
    kind: 'textarea',
    placeholder: '園の規模や、ご検討の状況などをお書きください。',
  },
];

/** The subject a guardian picks to change their registered name or address. */
export const ACCOUNT_CHANGE_TITLE = 'ご登録内容の変更（お名前・メールアドレスなど）';

export const parentsContactFields: readonly FieldSpec[] = [
  {
    name: 'companyName',
    label: 'お子さまが通っている園・施設名',
    kind: 'text',
    placeholder: '例）ひなた保育園',
  },
  ...person.map((field) =>
    field.name === 'phoneNumber'
      ? {
          ...field,
          optional: true as const,
          hint: 'ご返信はメールでお送りします。お電話をご希望の場合にご記入ください。',
        }
      : field,
  ),
  {
    name: 'title',
    label: 'お問い合わせの種類',
    kind: 'select',
    options: [
      ACCOUNT_CHANGE_TITLE,
      'ご利用方法について',
      '料金・お支払いについて',
      '届いた写真について',
      '解約について',
      'その他',
    ],
  },
  { name: 'message', label: 'お問い合わせ内容', kind: 'textarea' },
];

export const parentsRequestFields: readonly FieldSpec[] = [
  {
    name: 'companyName',
    label: '導入をご希望の園・施設名',
    kind: 'text',
    placeholder: '例）ひなた保育園',
  },
  {
    name: 'facilityArea',
    label: '園・施設の所在地',
    kind: 'text',
    placeholder: '例）東京都世田谷区',
    hint: '都道府県と市区町村までで結構です。',
  },
  ...person,
  {
    name: 'message',
    label: '園へのご要望・メッセージ',
    kind: 'textarea',
    placeholder: '例）毎日の様子を写真で見られるとうれしいです。',
    hint: 'いただいた内容は、園へご案内するときの参考にします。',
  },
];

/** The request form's subject is always the same; people do not have to choose it. */
export const PARENTS_REQUEST_TITLE = '導入リクエスト';
