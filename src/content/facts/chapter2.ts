/**
 * Chapter 2's figures, computed from the engine: the cap of `answerWithState`, the written policy as the engine
 * holds it (its sentences and its expiry), the expiry scene's setting, what the detector refuses, probed, its vendor
 * formats and data-derived parameters, and what the poisoning scenes (memory-store/poisoning, poisoning-fr) answer,
 * replayed.
 */
import { DAY_MS, HOUR_MS } from '../../engine/core/clock';
import { EPISODE_LIMIT } from '../../engine/perUser/answerWithState';
import { DEFAULT_STORAGE_POLICY } from '../../engine/perUser/policy';
import { buildTimeline } from '../../engine/scene';
import { detectSensitive, maskSecret } from '../../engine/sensitive';
import { BIP39_ENGLISH } from '../../engine/sensitive/bip39English';
import { LEARNED_PARAMS } from '../../engine/sensitive/learned';
import { VENDOR_FORMATS } from '../../engine/sensitive/vendors';
import type { Lang } from '../../i18n/lang';
import { memoryStoreMechanism, type Recalled } from '../../mechanisms/memory-store/mechanism';
import { claim, defineFacts, once } from './define';
import { count, decimal, ordinal, text, word } from './format';
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

/** The first and the last recall of a poisoning scene: before and after the write-time check. */
function recalls(name: 'poisoning' | 'poisoning-fr'): { before: Recalled; after: Recalled } {
  const preset = MEMORY_STORE_PRESETS[name];
  const tl = buildTimeline(memoryStoreMechanism, preset.config, preset.ops);
  const all: Recalled[] = [];
  for (let i = 1; i <= preset.ops.length; i++)
    for (const e of tl.eventsAt(i)) if (e.type === 'recalled') all.push(e);
  const refused = tl
    .eventsAt(preset.ops.length - 1)
    .some((e) => e.type === 'refused' && e.reason === 'instruction');
  claim(refused, `the ${name} scene refuses the same note once the write-time check is on`);
  return { before: all[0]!, after: all[all.length - 1]! };
}
const en = once(() => recalls('poisoning'));
const fr = once(() => recalls('poisoning-fr'));

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
  // The detector's vendor formats and data-derived parameters.
  'detector.vendorFormats': () => count(VENDOR_FORMATS.length),
  'detector.learnedPrefixes': () => count(LEARNED_PARAMS.prefixes.length),
  'detector.generic.minLength': () => {
    claim(LEARNED_PARAMS.generic !== null, 'the generic rule is on in the shipped detector');
    return count(LEARNED_PARAMS.generic?.minLength ?? 0);
  },
  'detector.generic.minEntropy': () => decimal(LEARNED_PARAMS.generic?.minEntropy ?? 0, 2, { trim: true }),
  // What the poisoning scenes answer: the prompt with the memories as instructions, then quoted as data.
  'poisoning.naive': () => {
    claim(
      en().before.asInstructions.scripted !== en().before.asData.scripted,
      'the two prompts get two answers',
    );
    return text({ en: en().before.asInstructions.scripted, fr: fr().before.asInstructions.scripted });
  },
  'poisoning.quoted': () => {
    claim(
      en().after.asInstructions.scripted === en().before.asData.scripted &&
        fr().after.asInstructions.scripted === fr().before.asData.scripted,
      'once the note is refused, both prompts get the true answer',
    );
    return text({ en: en().before.asData.scripted, fr: fr().before.asData.scripted });
  },
});
