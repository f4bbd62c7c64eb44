import { z } from 'zod';

/**
 * A reason staff send often, offered as one tap in the reject dialog (issue 44): `label` on the
 * button, `text` what fills the reason field (still editable) and what the family reads.
 */
export type ReadyRejectionReason = { label: string; text: string };

/** The common reasons, one place for the console and its tests: each a single line of 500 or fewer. */
export const readyRejectionReasons: readonly ReadyRejectionReason[] = [
  {
    label: '顔がはっきり写っていません',
    text: 'お子さまの顔がはっきり写っていません。正面を向いたお顔が大きく写った写真をお送りください。',
  },
  {
    label: 'お子さまお一人の写真を',
    text: 'ほかの方も一緒に写っています。お子さまお一人が写った写真をお送りください。',
  },
  {
    label: '園の在籍を確認できません',
    text: '園の在籍を確認できませんでした。お申し込みの施設と、お子さまのお名前・生年月日をご確認ください。',
  },
  {
    label: '写真が暗すぎます',
    text: '写真が暗すぎて、お顔を確認できません。明るい場所で撮った写真をお送りください。',
  },
];

/**
 * The refusal before a request sent again (再申請): the reason the family read and when it was
 * given. Null for a first request.
 */
export const earlierRejectionSchema = z.object({
  reason: z.string(),
  rejectedAt: z.string().describe('ISO 8601'),
});
export type EarlierRejection = z.infer<typeof earlierRejectionSchema>;
