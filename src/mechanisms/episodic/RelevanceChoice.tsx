/**
 * The scene's relevance: the lab's bag of words, your model's vectors, or the sentence encoder that runs in the page.
 * Vectors come from the scene's take; a step that needs some the take lacks waits for them (the shell's take panel
 * asks your server, or runs the encoder in the page), so the scene replays exactly without either.
 */
import { useId } from 'react';
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import dict from './relevance.messages';
import { relevanceOf, RELEVANCES, type Relevance } from './ops';
import type { Props } from './panelProps';

export function RelevanceChoice({ lang, scene, actions }: Pick<Props, 'scene' | 'actions'> & { lang: Lang }) {
  const t = pick(dict, lang);
  const id = useId();
  const current = relevanceOf(scene.config);
  const label: Record<Relevance, string> = { bow: t.bow, model: t.model, encoder: t.encoder };
  const note: Record<Relevance, string> = { bow: t.bowNote, model: t.modelNote, encoder: t.encoderNote };
  return (
    <div
      className="epi-relevance-choice"
      role="radiogroup"
      aria-labelledby={id}
      aria-describedby={`${id}-note`}
    >
      <span id={id} className="epi-relevance-choice__label">
        {t.relevance}
      </span>
      {RELEVANCES.map((r) => (
        <label key={r}>
          <input
            type="radio"
            name={id}
            value={r}
            checked={current === r}
            onChange={() => actions.setConfig({ relevance: r })}
          />
          {label[r]}
        </label>
      ))}
      <p id={`${id}-note`} className="epi-empty">
        {note[current]}
      </p>
    </div>
  );
}
