/**
 * The monthly price as guardians read it (specification §9, DESIGN.md §3): yen with thousands
 * separators, tax included, e.g. 「月額1,480円（税込）」. Grouped by hand rather than with
 * toLocaleString, so the text never depends on the runtime's locale data.
 */
export function priceText(unitPrice: number): string {
  const yen = Math.trunc(unitPrice);
  const digits = String(Math.abs(yen)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `月額${yen < 0 ? '-' : ''}${digits}円（税込）`;
}

/**
 * The price line of the plan screen (specification §9): 「月額0円」 for a guardian who has used the
 * free trial and whose history is a single 0 yen entry (a subscription still in its trial),
 * otherwise the monthly price.
 */
export function planPriceText(facts: {
  unitPrice: number;
  spentFreeTrial: boolean;
  history: readonly { amount: number }[];
}): string {
  const [only, ...rest] = facts.history;
  const trialOnly = facts.spentFreeTrial && only?.amount === 0 && rest.length === 0;
  return priceText(trialOnly ? 0 : facts.unitPrice);
}
