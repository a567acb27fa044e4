/**
 * The take's prompt tokens, as the server reported them, priced at the cost lab's input prices (the same dated
 * table: src/lib/prices.ts): what these exact prompts would cost on a hosted model.
 */
import { PRICE_TABLE, pricesAsOf } from '../../../lib/prices';
import { useLang, useMessages } from '../../../state/useMessages';
import dict from './takes.messages';

const SHOWN = ['gpt-5', 'gpt-4.1', 'gpt-4o-mini'];

export function TakeCost({ promptTokens }: { promptTokens: number }) {
  const t = useMessages(dict);
  const lang = useLang();
  if (promptTokens <= 0) return null;
  const money = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumSignificantDigits: 3,
  });
  const rows = PRICE_TABLE.filter((r) => SHOWN.includes(r.id));
  const priced = rows.map((r) => `${r.label} ${money.format((promptTokens / 1e6) * r.input)}`).join(' · ');
  return <p className="viz-prose viz-takes__totals">{t.takeCost(promptTokens, priced, pricesAsOf(lang))}</p>;
}
