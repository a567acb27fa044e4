import {
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { checkAnswer, generateQuestion } from '../../engine/practice';
import type { KindId, Question, Verdict } from '../../engine/practice/types';
import { pick as pickLang } from '../../i18n/defineMessages';
import type { Lang, Localized } from '../../i18n/lang';
import type { ScenePick } from '../../mechanisms/types';
import { isDue, type ReviewCard } from '../../state/reviewDeck';
import { recordAnswer } from '../../state/reviewSchedule';
import messages from './practice.messages';
import {
  costLabHref,
  outcomeOf,
  relativeTime,
  shownScene,
  type Outcome,
  type Phase,
  type ShownScene,
} from './session';
import './practice.css';

/** What shows a question's scene: the visualizer's SceneView, handed in by the assembly that shows the block. */
export interface PracticeSceneProps {
  scene: ShownScene['scene'];
  title: Localized;
  description: Localized;
  step?: number;
  playTo?: number;
  pick?: ScenePick | undefined;
  aside?: ((presenting: boolean) => ReactNode) | undefined;
  /** While asking: no tool that would play the answer before Check (see VisualizerProps' sealed). */
  sealed?: boolean;
}
export type PracticeSceneComponent = ComponentType<PracticeSceneProps>;

type T = (typeof messages)['en'];

export interface PracticeQuestionProps {
  kind: KindId;
  seed: number;
  lang: Lang;
  /** Shows the scene (the visualizer): a lazy component, so the block's chunk does not hold the visualizer. */
  Scene: PracticeSceneComponent;
  /** "Another one": a new question (the host picks the seed). */
  onAnother: () => void;
  /** The level of the question's title (3 under a lesson's "Practice" h2, 2 under the review page's h1). */
  level: 2 | 3;
  /** Told each checked answer, with its card as scheduled (the review page says when it comes back). */
  onAnswered?: (card: ReviewCard) => void;
  /** Focus the title once shown (the question replaced one that had focus: "Another one", a seed loaded). */
  focusTitle?: boolean;
  /** The title's id (a review card's article is named by it). */
  titleId?: string;
}

/** Keys that type: R there is a letter, not "show the answer" (radio buttons and checkboxes do not type). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement)
    return !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
  return target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/**
 * One practice question (src/engine/practice): its prompt and facts, its scene in the visualizer (at askAt), a choice
 * (a radio group, or a button per message in the visualizer), "Check", "Show the answer" (and the key R), "Another
 * one"; after Check, a status that starts with the verdict, the answer played in the visualizer (to revealAt) and the
 * explanation from the engine's events. Every checked answer goes into the review deck.
 */
export function PracticeQuestion({
  kind,
  seed,
  lang,
  Scene,
  onAnother,
  level,
  onAnswered,
  focusTitle = false,
  titleId,
}: PracticeQuestionProps) {
  const t = pickLang(messages, lang);
  const q = useMemo(() => generateQuestion(kind, seed), [kind, seed]);
  const [selected, setSelected] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('asking');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [nudge, setNudge] = useState(false);
  const [saved, setSaved] = useState<ReviewCard | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
    // Once, when this question replaces the previous one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const ids = useId();
  const promptId = `${ids}-prompt`;
  const answered = phase !== 'asking';
  const shown = useMemo(() => shownScene(q, answered, lang), [q, answered, lang]);
  const outcome = verdict && phase !== 'asking' ? outcomeOf(q, verdict, phase, lang, t) : null;

  const check = () => {
    if (answered) return;
    if (selected === null) {
      setNudge(true);
      return;
    }
    const v = checkAnswer(q, selected);
    setVerdict(v);
    setPhase('checked');
    const card = recordAnswer({ kind, seed, correct: v.correct });
    setSaved(card);
    onAnswered?.(card);
  };
  const show = () => {
    if (answered) return;
    setVerdict(checkAnswer(q, q.answer));
    setPhase('shown');
  };
  const choose = (id: string) => {
    if (answered) return;
    setSelected(id);
    setNudge(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.key !== 'r' && e.key !== 'R')) return;
    if (isTyping(e.target) || answered) return;
    e.preventDefault();
    show();
  };

  const byMessage = q.choices.mode === 'message';
  const scenePick: ScenePick | undefined = byMessage
    ? {
        options: q.choices.options.map((o) => ({ id: o.id, label: o.label[lang] })),
        selected,
        onPick: choose,
        locked: answered,
        expected: answered ? q.answer : null,
      }
    : undefined;
  const Title = `h${level}` as 'h3';
  const href = answered ? costLabHref(q, lang) : null;
  const label = (id: string) => q.choices.options.find((o) => o.id === id)?.label[lang] ?? id;

  return (
    <div
      className="practice-q"
      ref={root}
      onKeyDown={onKeyDown}
      data-kind={kind}
      data-seed={seed}
      data-phase={phase}
    >
      <Title className="practice-q__title" ref={title} tabIndex={-1} id={titleId}>
        {q.title[lang]}
      </Title>
      <p className="practice-q__prompt" id={promptId}>
        {q.prompt[lang]}
      </p>
      {q.facts.length > 0 ? (
        <ul className="practice-q__facts" aria-label={t.facts}>
          {q.facts.map((f, i) => (
            <li key={i}>{f[lang]}</li>
          ))}
        </ul>
      ) : null}

      {shown ? (
        <div className="practice-q__scene">
          <Suspense fallback={<p role="status">{t.loadingScene}</p>}>
            <Scene
              scene={shown.scene}
              step={shown.step}
              {...(shown.playTo === undefined ? {} : { playTo: shown.playTo })}
              title={{ en: messages.en.sceneTitle(String(seed)), fr: messages.fr.sceneTitle(String(seed)) }}
              description={q.prompt}
              pick={scenePick}
              sealed={!answered}
              aside={(presenting) =>
                presenting ? (
                  <Projected q={q} lang={lang} t={t} outcome={outcome} answered={answered} />
                ) : null
              }
            />
          </Suspense>
        </div>
      ) : null}

      {byMessage ? (
        <div className="practice-q__picked">
          <p>{selected === null ? t.pickHint : t.pickChosen(label(selected))}</p>
          {!answered ? (
            <button
              type="button"
              onClick={() => root.current?.querySelector<HTMLElement>('[data-pick-option]')?.focus()}
            >
              {t.goToMessages}
            </button>
          ) : null}
        </div>
      ) : (
        <fieldset className="practice-q__choices" role="radiogroup" aria-labelledby={promptId}>
          <legend>{t.yourAnswer}</legend>
          {q.choices.options.map((o) => (
            <label
              key={o.id}
              className="practice-q__choice"
              data-answer={answered && o.id === q.answer ? 'right' : undefined}
              data-chosen={selected === o.id || undefined}
            >
              <input
                type="radio"
                name={`${ids}-choice`}
                value={o.id}
                checked={selected === o.id}
                disabled={answered && selected !== o.id}
                onChange={() => choose(o.id)}
              />
              <span>{o.label[lang]}</span>
            </label>
          ))}
        </fieldset>
      )}

      <div className="practice-q__actions">
        <button type="button" className="primary" onClick={check} aria-disabled={answered || undefined}>
          {t.check}
        </button>
        <button type="button" onClick={show} aria-keyshortcuts="R" aria-disabled={answered || undefined}>
          {t.show}
        </button>
        <button type="button" onClick={onAnother}>
          {t.another}
        </button>
        <span className="practice-q__key">{t.keyHint}</span>
      </div>

      <div
        role="status"
        className="practice-q__status"
        data-tone={outcome?.tone ?? (nudge ? 'nudge' : undefined)}
      >
        {outcome ? (
          <>
            <p className="practice-q__lead">{outcome.lead}</p>
            {outcome.broken ? (
              <p>
                <strong>{t.brokeRule}</strong>
                {lang === 'fr' ? '\u00a0: ' : ': '}
                {outcome.broken.text} {outcome.broken.detail}
              </p>
            ) : null}
          </>
        ) : nudge ? (
          <p>{t.chooseFirst}</p>
        ) : null}
      </div>
      {outcome ? <Explanation outcome={outcome} t={t} lang={lang} /> : null}
      {href ? (
        <p className="practice-q__more">
          <a href={href}>{t.costLab}</a>
        </p>
      ) : null}
      {saved ? <SavedNote card={saved} t={t} lang={lang} /> : null}
    </div>
  );
}

function Explanation({ outcome, t, lang }: { outcome: Outcome; t: T; lang: Lang }) {
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  return (
    <div className="practice-q__why">
      {outcome.because.length > 0 ? (
        <>
          <p className="practice-q__why-title">{t.why}</p>
          <ul>
            {outcome.because.map((b, i) => (
              <li key={i}>{b}</li>
            ))}
          </ul>
        </>
      ) : null}
      {outcome.rule ? (
        <p className="practice-q__rule">
          <strong>{t.rule}</strong>
          {colon}
          {outcome.rule}
        </p>
      ) : null}
    </div>
  );
}

function SavedNote({ card, t, lang }: { card: ReviewCard; t: T; lang: Lang }) {
  const [now] = useState(() => new Date());
  return (
    <p className="practice-q__saved">
      {isDue(card, now) ? t.dueNow : t.dueLater(relativeTime(new Date(card.fsrs.due), now, lang))}
    </p>
  );
}

/** The question as the projector shows it, inside the visualizer in presentation mode: prompt, choices, answer. */
function Projected({
  q,
  lang,
  t,
  outcome,
  answered,
}: {
  q: Question;
  lang: Lang;
  t: T;
  outcome: Outcome | null;
  answered: boolean;
}) {
  return (
    <section className="practice-projected" aria-label={t.region}>
      <p className="practice-projected__prompt">{q.prompt[lang]}</p>
      {q.choices.mode === 'list' ? (
        <ol className="practice-projected__choices" type="A">
          {q.choices.options.map((o) => (
            <li key={o.id} data-answer={answered && o.id === q.answer ? 'right' : undefined}>
              {o.label[lang]}
            </li>
          ))}
        </ol>
      ) : null}
      {outcome ? (
        <div className="practice-projected__answer">
          <p className="practice-q__lead">{outcome.lead}</p>
          <ul>
            {outcome.because.map((b, i) => (
              <li key={i}>{b}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="practice-projected__key">{t.projectorKey}</p>
      )}
    </section>
  );
}
