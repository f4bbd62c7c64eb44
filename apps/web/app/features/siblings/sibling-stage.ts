import type { ChildResponse } from '@hibi/contract';

/** Where a brother's or sister's request stands (decision 0043). */
export type SiblingStage = 'draft' | 'sent' | 'sent_back' | 'approved' | 'gone';

export function siblingStage(
  child: Pick<ChildResponse, 'approvedAt' | 'siblingRequestedAt' | 'siblingRejectionReason'>,
): SiblingStage {
  if (child.approvedAt) return 'approved';
  if (child.siblingRequestedAt) return 'sent';
  return child.siblingRejectionReason ? 'sent_back' : 'draft';
}

export const siblingStageText: Record<SiblingStage, string> = {
  draft: '写真を選んで、そのまま園にお申し込みください。',
  sent: '園で確認しています。承認されるとメールでお知らせします。',
  sent_back: '園で承認できませんでした。理由をご確認のうえ、写真を見直して、もう一度お申し込みください。',
  approved: '承認されました。写真はタイムラインでお子さまを切り替えてご覧いただけます。',
  gone: '',
};
