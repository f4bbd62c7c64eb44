// The few business facts that marketing pages repeat (DESIGN §3). Plain data; one place to change.
import { priceText } from '@hibi/domain';

/** The standard monthly price in yen, tax included; a facility's own price comes from its group. */
export const MONTHLY_PRICE_YEN = 1480;

/** The standard free-trial length; each facility (group) may set its own freeTrialDays. */
export const STANDARD_TRIAL_DAYS = 14;

/** The operator and its support address, as 特定商取引法に基づく表記 and the legal pages name them. */
export const OPERATOR_NAME = '株式会社ひびフォト';
export const SUPPORT_EMAIL = 'support@hibi.example';

/** Photos uploaded by this time reach families the same evening (Asia/Tokyo). */
export const SAME_DAY_CUTOFF = '18:00';

/** Specification §9: thousands separators, 「月額N円（税込）」 (the rule lives in @hibi/domain). */
export const formatMonthlyPrice = priceText;

export const MONTHLY_PRICE_TEXT = formatMonthlyPrice(MONTHLY_PRICE_YEN);
export const TRIAL_TEXT = `${STANDARD_TRIAL_DAYS}日間の無料体験`;
