import { useId, useMemo, useState, type FormEvent } from 'react';
import { KIND_CATALOG } from '../../engine/practice/catalog';
import { MAX_SEED, nextSeed } from '../../engine/practice/random';
import type { KindId } from '../../engine/practice/types';
import { pick } from '../../i18n/defineMessages';
import { useLang } from '../../state/useMessages';
import { formatNumber } from '../../lib/formatNumber';
import messages from './practice.messages';
import { PracticeQuestion, type PracticeSceneComponent } from './PracticeQuestion';
import { parseSeed, sectionKinds } from './session';

export interface PracticeBlockProps {
  /** The section's chapter and slug (src/content/chapters.ts): the block asks the kinds of src/engine/practice there. */
  chapter: number;
  section: string;
  /** Shows a question's scene (the visualizer's SceneView, lazy), handed in by the lesson's widget map. */
  Scene: PracticeSceneComponent;
}

/**
 * `<Practice chapter={1} section="eviction" />`: the "Practice" region of a lesson section. A question of one of the
 * section's kinds from a seed: the seed is shown and can be typed (a teacher projects seed 42, the class answers
 * together); "Another one" draws a new seed; the question picker switches kind when the section has several.
 */
export default function PracticeBlock({ chapter, section, Scene }: PracticeBlockProps) {
  const lang = useLang();
  const t = pick(messages, lang);
  const ids = useId();
  const kinds = useMemo(() => sectionKinds(String(chapter), section), [chapter, section]);
  const [kind, setKind] = useState<KindId | undefined>(kinds[0]);
  const [seed, setSeed] = useState(() => nextSeed(Math.random));
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  // The question that replaces one the reader was in focuses its title (not on the page's first render).
  const [moved, setMoved] = useState(false);

  if (!kind) return null;
  const load = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    const n = parseSeed(draft);
    if (n === null) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setDraft(null);
    setSeed(n);
  };

  return (
    <section
      className="practice surface-column"
      aria-labelledby={`${ids}-title`}
      data-section={`${chapter}/${section}`}
    >
      <h2 id={`${ids}-title`} className="practice__title">
        {t.region}
      </h2>
      <p className="practice__intro">{t.intro}</p>
      <div className="practice__controls">
        {kinds.length > 1 ? (
          <label className="practice__kind">
            <span>{t.kind}</span>
            <select
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as KindId);
                setMoved(false);
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {KIND_CATALOG[k].title[lang]}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <form className="practice__seed" onSubmit={load}>
          <label htmlFor={`${ids}-seed`}>{t.seed}</label>
          <input
            id={`${ids}-seed`}
            inputMode="numeric"
            autoComplete="off"
            size={8}
            value={draft ?? String(seed)}
            aria-describedby={`${ids}-hint${refused ? ` ${ids}-refused` : ''}`}
            aria-invalid={refused || undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit">{t.loadSeed}</button>
        </form>
      </div>
      <p className="practice__hint" id={`${ids}-hint`}>
        {t.seedHint}
      </p>
      {refused ? (
        <p className="practice__refused" id={`${ids}-refused`} role="alert">
          {t.seedInvalid(formatNumber(MAX_SEED, lang))}
        </p>
      ) : null}
      <PracticeQuestion
        key={`${kind}:${seed}`}
        kind={kind}
        seed={seed}
        lang={lang}
        Scene={Scene}
        level={3}
        focusTitle={moved}
        onAnother={() => {
          setDraft(null);
          setRefused(false);
          setMoved(true);
          setSeed((s) => nextSeed(Math.random, s));
        }}
      />
    </section>
  );
}
