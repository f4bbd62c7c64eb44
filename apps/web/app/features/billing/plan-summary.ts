import type { GroupResponse } from '@hibi/contract';
import {
  defaultTrialDays,
  displayDate,
  type SubscriptionType,
  trialDaysRemaining,
  trialEndDate,
} from '@hibi/domain';

/** The plan names guardians read (specification §3's free / trial / premium). */
export const planNames: Record<SubscriptionType, string> = {
  free: '無料プラン',
  trial: '無料体験中',
  premium: '有料プラン',
};

export interface TrialStatus {
  daysLeft: number;
  /** The trial's last day, 'YYYY/MM/DD'. */
  lastDay: string;
  /** The same day, 'YYYY-MM-DD', for the domain's date rules. */
  lastDate: string;
}

/**
 * Where a trial stands (§4): the facility's freeTrialDays (14 when the facility is unknown) from
 * the approval day, whole Tokyo days counted. Null before approval, when nothing has started.
 */
export function trialStatus(
  approvedAt: string | null,
  group: Pick<GroupResponse, 'freeTrialDays'> | null,
  now: Date,
): TrialStatus | null {
  if (!approvedAt) return null;
  const start = new Date(approvedAt);
  const trialDays = group?.freeTrialDays ?? defaultTrialDays;
  const lastDate = trialEndDate(start, trialDays);
  return {
    daysLeft: trialDaysRemaining({ approvedAt: start, trialDays, now }),
    lastDay: displayDate(lastDate),
    lastDate,
  };
}

export interface PlanFeature {
  text: string;
  included: boolean;
}

/**
 * What the two plans include (DESIGN §3). A trial is the paid plan's content, except the photo
 * movie release mail, which only paying families receive.
 */
export const planFeatures: Record<'free' | 'premium', PlanFeature[]> = {
  free: [
    { text: '直近7日間の写真・動画', included: true },
    { text: '7日より前の写真・動画', included: false },
    { text: '毎週のフォトムービー', included: false },
  ],
  premium: [
    { text: '直近7日間の写真・動画', included: true },
    { text: 'これまでのすべての写真・動画', included: true },
    { text: '毎週のフォトムービー', included: true },
    { text: 'フォトムービー公開のお知らせメール', included: true },
  ],
};

/** The plan card that describes what the guardian has now: a trial has the paid plan's content. */
export function featuresPlanOf(type: SubscriptionType): 'free' | 'premium' {
  return type === 'free' ? 'free' : 'premium';
}
