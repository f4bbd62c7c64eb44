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
