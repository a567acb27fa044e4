import { generateQuestion } from '../../engine/practice';
import { pick } from '../../i18n/defineMessages';
import { useLang } from '../../state/useMessages';
import messages from './practice.messages';
import { sectionKinds } from './session';
import './practice.css';

/** On paper the block asks one question, seed 1 of the section's first kind: the class can check it in the lab. */
export const PRINT_SEED = 1;

/**
 * The practice block on the handout: the question of seed 1, its facts and its choices, without the answer (open
 * the section in the lab and load seed 1 to check it).
 */
export default function PracticePrint({ chapter, section }: { chapter: number; section: string }) {
  const lang = useLang();
  const t = pick(messages, lang);
  const kind = sectionKinds(String(chapter), section)[0];
  if (!kind) return null;
  const q = generateQuestion(kind, PRINT_SEED);
  return (
    <section className="practice practice--print surface-column" aria-label={t.region}>
      <h2 className="practice__title">{t.region}</h2>
      <p className="practice__hint">{t.printSeed(String(PRINT_SEED))}</p>
      <h3 className="practice-q__title">{q.title[lang]}</h3>
      <p className="practice-q__prompt">{q.prompt[lang]}</p>
      {q.facts.length > 0 ? (
        <ul className="practice-q__facts">
          {q.facts.map((f, i) => (
            <li key={i}>{f[lang]}</li>
          ))}
        </ul>
      ) : null}
      <ol className="practice-projected__choices" type="A">
        {q.choices.options.map((o) => (
          <li key={o.id}>{o.label[lang]}</li>
        ))}
      </ol>
    </section>
  );
}
