/**
 * The take's prompt tokens, as the server reported them, priced at the cost lab's input prices (the same dated
 * table: src/engine/cost/prices.ts, uncached rates): what these exact prompts would cost on a hosted model.
 */
import { MODEL_PRICES, PRICES_READ_ON } from '../../../engine/cost/prices';
import { formatDay } from '../../../lib/formatNumber';
import { useLang, useMessages } from '../../../state/useMessages';
import dict from './takes.messages';

const SHOWN = ['gpt-4.1', 'gpt-4o-mini', 'claude-sonnet-4.5'];

export function TakeCost({ promptTokens }: { promptTokens: number }) {
  const t = useMessages(dict);
  const lang = useLang();
  if (promptTokens <= 0) return null;
  const money = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumSignificantDigits: 3,
  });
  const rows = MODEL_PRICES.filter((r) => SHOWN.includes(r.id));
  const priced = rows.map((r) => `${r.label} ${money.format((promptTokens / 1e6) * r.input)}`).join(' · ');
  return (
    <p className="viz-prose viz-takes__totals">
      {t.takeCost(promptTokens, priced, formatDay(PRICES_READ_ON, lang))}
    </p>
  );
}
