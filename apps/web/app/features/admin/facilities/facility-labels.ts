import type { FacilityGuardian } from '@hibi/contract';

/** The guardian statuses and plans as staff read them. */
export const guardianStatusLabels: Record<FacilityGuardian['status'], string> = {
  unverified: 'メール未確認',
  verified: '申請前',
  requested: '承認待ち',
  approved: '承認済み',
  rejected: '否認',
  withdrawn: '退会',
};

export const planLabels: Record<FacilityGuardian['plan'], string> = {
  free: '無料プラン',
  trial: '無料体験',
  premium: '有料プラン',
};
