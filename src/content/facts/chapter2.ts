/**
 * Chapter 2's figures, computed from the engine: the cap of `answerWithState`, the written policy as the engine
 * holds it (its sentences and its expiry), the expiry scene's setting, and what the detector refuses, probed.
 */
import { DAY_MS, HOUR_MS } from '../../engine/core/clock';
import { EPISODE_LIMIT } from '../../engine/perUser/answerWithState';
import { DEFAULT_STORAGE_POLICY } from '../../engine/perUser/policy';
import { detectSensitive, maskSecret } from '../../engine/sensitive';
import { BIP39_ENGLISH } from '../../engine/sensitive/bip39English';
import type { Lang } from '../../i18n/lang';
import { claim, defineFacts } from './define';
import { count, ordinal, text, word } from './format';
import { MEMORY_STORE_PRESETS } from './scenes';

const P = DEFAULT_STORAGE_POLICY;
const days = P.expiresAfterMs / DAY_MS;

/** A line of the policy, as the engine writes it (the lesson's table shows these sentences). */
const line = (field: 'kept' | 'why' | 'correction' | 'expiry' | 'refused') => () =>
  text({ fr: P[field].fr, en: P[field].en });

/** The fewest BIP-39 words in a row that the detector refuses as a seed phrase. */
function seedPhraseWords(): number {
  for (let n = 1; n <= 24; n++)
    if (detectSensitive(BIP39_ENGLISH.slice(0, n).join(' ')).includes('seed-phrase')) return n;
  throw new Error('no run of up to 24 BIP-39 words is refused');
}

/** The hexadecimal length the detector refuses as a wallet key after "private key". */
function walletHexLength(): number {
  for (let n = 32; n <= 128; n++)
    if (detectSensitive(`private key ${'a1'.repeat(64).slice(0, n)}`).includes('wallet-key')) return n;
  throw new Error('no hexadecimal length is refused as a wallet key');
}

export default defineFacts('chapter2', {
  // answerWithState keeps the last EPISODE_LIMIT exchanges (minimal state).
  'state.episodeLimit': () => word(EPISODE_LIMIT),
  'state.nextExchange': () => ordinal(EPISODE_LIMIT + 1, { feminine: true }),
  // The written policy (DEFAULT_STORAGE_POLICY).
  'policy.kept': () => {
    const five: Record<Lang, string> = { fr: 'cinq', en: 'five' };
    claim(
      (['fr', 'en'] as const).every((l) => P.kept[l].includes(five[l])) && EPISODE_LIMIT === 5,
      'the policy keeps as many exchanges as answerWithState',
    );
    return line('kept')();
  },
  'policy.why': line('why'),
  'policy.correction': line('correction'),
  'policy.expiry': () => {
    claim(
      P.expiry.fr.includes(`${days} jours`) && P.expiry.en.includes(`${days} days`),
      'the sentence says the expiry the store enforces',
    );
    return line('expiry')();
  },
  'policy.refused': line('refused'),
  'policy.expiryDays': () => count(days),
  // The expiry scene (memory-store/expiry) keeps an entry this many hours.
  'scene.expiryHours': () => {
    const hours = MEMORY_STORE_PRESETS.expiry.config.expiryHours;
    claim(hours * HOUR_MS < P.expiresAfterMs, 'the scene keeps an entry for less than the policy does');
    return count(hours);
  },
  // What the detector refuses, probed.
  'detector.seedWords': () => count(seedPhraseWords()),
  'detector.walletHex': () => count(walletHexLength()),
  'detector.maskShare': () => {
    for (let n = 1; n <= 200; n++) {
      const shown = [...maskSecret('k'.repeat(n))].filter((c) => c === 'k').length;
      claim(shown <= n / 4, 'the masked secret shows at most a quarter of its characters');
    }
    return text({ fr: 'un quart', en: 'a quarter' });
  },
});
