import { backToParents, thanksRoute } from '~/features/contact-form/thanks-page';

export { clientLoader, HydrateFallback } from '~/lib/client-only';

const route = thanksRoute(
  '/parents/request/thanks/',
  [backToParents, { label: 'サンプルを見る', to: '/sample/' }],
  [
    'リクエストをお送りいただきありがとうございます。ひびフォトから園へのご案内を進め、その状況をメールでお知らせします。',
  ],
);
export const meta = route.meta;
export default route.Thanks;
