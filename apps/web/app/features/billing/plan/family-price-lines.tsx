import { familyPriceLines, type PricedChild, priceText } from '@hibi/domain';

interface FamilyPriceLinesProps {
  family: readonly PricedChild[];
  unitPrice: number;
}

/**
 * Each child's line of the family's one price (decision 0044), shown when a brother or sister is
 * on the plan: the first child at the facility's price, the others included at no charge.
 */
export function FamilyPriceLines({ family, unitPrice }: FamilyPriceLinesProps) {
  const { lines } = familyPriceLines(family, unitPrice);
  if (lines.length < 2) return null;
  return (
    <ul className="plan-child-lines" aria-label="お子さまごとの内訳">
      {lines.map((line) => (
        <li key={line.childId}>
          <span>{line.name}さん</span>
          <span>{line.included ? 'ごきょうだい・追加料金なし' : priceText(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
