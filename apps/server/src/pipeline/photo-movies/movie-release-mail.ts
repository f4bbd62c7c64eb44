import type { MailMessage } from '../../mail/mailer.ts';
import { type GuardianMailTarget, guardianMail } from '../../mail/templates/layout.ts';

const slashDate = (date: string) => date.replaceAll('-', '/');

/** The paid-only notice that a child's weekly photo movie is ready to watch. */
export function movieReleaseMail(
  input: GuardianMailTarget & {
    childName: string;
    week: { dateFrom: string; dateTo: string };
    collectionId: string;
    /** Named in the link: a family with two children opens the movie of the right one. */
    childId: string;
  },
): MailMessage {
  return guardianMail(input, '【ひびフォト】今週のフォトムービーができました', [
    `${input.childName}さんの今週のフォトムービー（${slashDate(input.week.dateFrom)}〜${slashDate(input.week.dateTo)}）ができあがりました。`,
    '次のページからご覧いただけます。',
    `${input.publicUrl}/photomovie/${input.collectionId}/?child=${input.childId}`,
  ]);
}
