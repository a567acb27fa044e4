/**
 * Chapter 2's figures computed from the engine: the detector's vendor formats and data-derived parameters, and what
 * the poisoning scenes (memory-store/poisoning, poisoning-fr) answer, replayed.
 */
import { buildTimeline } from '../../engine/scene';
import { LEARNED_PARAMS } from '../../engine/sensitive/learned';
import { VENDOR_FORMATS } from '../../engine/sensitive/vendors';
import { memoryStoreMechanism, type Recalled } from '../../mechanisms/memory-store/mechanism';
import { claim, defineFacts, once } from './define';
import { count, decimal, text } from './format';
import { MEMORY_STORE_PRESETS } from './scenes';

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
  'detector.vendorFormats': () => count(VENDOR_FORMATS.length),
  'detector.learnedPrefixes': () => count(LEARNED_PARAMS.prefixes.length),
  'detector.generic.minLength': () => {
    claim(LEARNED_PARAMS.generic !== null, 'the generic rule is on in the shipped detector');
    return count(LEARNED_PARAMS.generic?.minLength ?? 0);
  },
  'detector.generic.minEntropy': () => decimal(LEARNED_PARAMS.generic?.minEntropy ?? 0, 2, { trim: true }),
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
