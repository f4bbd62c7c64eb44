import { backToParents, thanksRoute } from '~/features/contact-form/thanks-page';

export { clientLoader, HydrateFallback } from '~/lib/client-only';

const route = thanksRoute(
  '/parents/contact/thanks/',
  [backToParents, { label: 'よくある質問', to: '/faq/' }],
  ['お問い合わせいただきありがとうございます。内容を確認して、ご入力のメールアドレスへ順番にご返信します。'],
);
export const meta = route.meta;
export default route.Thanks;
