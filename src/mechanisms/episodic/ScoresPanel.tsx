import { useId, useMemo, useState } from 'react';
import { isNeedsAnswer } from '../../engine/scene/take';
import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { PanelSection, RangeField } from '../ui';
import { fmt } from './format';
import { rankingColumn, scoresFor, type EpisodicState } from './mechanism';
import { LIMITS, relevanceOf, type EpisodicConfig } from './ops';
import type { M, Props } from './panelProps';
import { queryRelevance } from './queryHooks';
import { RelevanceChoice } from './RelevanceChoice';
import relevanceDict from './relevance.messages';

/**
 * The scores of a typed query: live with the bag of words; with vectors, only when the take holds the query's
 * (null otherwise: the query must be scored as a step, which asks for them).
 */
function typedScores(frame: Props['frame'], config: EpisodicConfig, s: EpisodicState, query: string) {
  if (relevanceOf(config) === 'bow') return scoresFor(s, config, query);
  const env = frame.state.env;
  if (!env) return null;
  try {
    const column = rankingColumn(queryRelevance(s, config, env, query));
    return scoresFor(s, config, query, config.ranking, column ? () => column : undefined);
  } catch (e) {
    if (isNeedsAnswer(e)) return null;
    throw e;
  }
}

/** The three weights of the score, each a slider. */
const WEIGHTS = ['wRecency', 'wImportance', 'wRelevance'] as const;

/** Retrieval scores for a query, with the weights as sliders. */
export function ScoresPanel({
  frame,
  scene,
  actions,
  m,
  lang,
}: {
  frame: Props['frame'];
  scene: Props['scene'];
  actions: Props['actions'];
  m: M;
  lang: Lang;
}) {
  const s = frame.state.s;
  const config = scene.config;
  const lastQuery = s.queries[s.queries.length - 1]?.text ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? lastQuery;
  const r = pick(relevanceDict, lang);
  const scores = useMemo(() => typedScores(frame, config, s, query), [frame, s, config, query]);
  const byId = new Map(s.memories.map((x) => [x.id, x]));
  const w = {
    recency: config.ranking === 'code' ? 0.5 : config.wRecency,
    importance: config.ranking === 'code' ? 2 : config.wImportance,
    relevance: config.ranking === 'code' ? 3 : config.wRelevance,
  };
  const total = Math.max(1e-9, w.recency + w.importance + w.relevance);
  const queryId = useId();
  return (
    <PanelSection prefix="epi" title={m.scores} className="epi-scores">
      <RelevanceChoice lang={lang} scene={scene} actions={actions} />
      <div className="epi-query">
        <label htmlFor={queryId}>{m.query}</label>
        <input id={queryId} type="text" value={query} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <fieldset className="epi-weights">
        <legend>{m.weights}</legend>
        {WEIGHTS.map((weight) => (
          <RangeField
            key={weight}
            className="epi-weight"
            label={m[weight]}
            value={config[weight]}
            min={LIMITS.weight.min}
            max={LIMITS.weight.max}
            step={0.5}
            valueText={fmt(config[weight], lang, 1)}
            onChange={(v) => actions.setConfig({ [weight]: v })}
          />
        ))}
        <RangeField
          className="epi-weight"
          label={m.decay}
          value={config.decay}
          min={0.9}
          max={1}
          step={0.001}
          valueText={fmt(config.decay, lang, 3)}
          onChange={(decay) => actions.setConfig({ decay })}
        />
        <label className="epi-toggle">
          <input
            type="checkbox"
            checked={config.ranking === 'code'}
            onChange={(e) => actions.setConfig({ ranking: e.target.checked ? 'code' : 'paper' })}
          />{' '}
          {m.asCode}
        </label>
      </fieldset>
      {scores === null ? (
        <p className="epi-empty">
          {r.typedNeedsVectors}{' '}
          <button
            type="button"
            disabled={query.trim() === ''}
            onClick={() => actions.insertOp({ op: 'query', text: query.trim() })}
          >
            {r.scoreAsStep}
          </button>
        </p>
      ) : scores.length === 0 ? (
        <p className="epi-empty">{m.noMemories}</p>
      ) : (
        <ol className="epi-score-list" aria-label={m.scores}>
          {scores.map((x) => {
            const item = byId.get(x.id);
            const parts = [
              ['recency', (w.recency * x.recency) / total, m.recency],
              ['importance', (w.importance * x.importance) / total, m.importance(x.raw.importance)],
              ['relevance', (w.relevance * x.relevance) / total, m.relevance],
            ] as const;
            return (
              <li key={x.id} className="epi-score-row" data-id={x.id}>
                <span className="epi-score-label">
                  {m.scoreOf(x.id, fmt(x.score, lang))} — {m.recency} {fmt(x.recency, lang)},{' '}
                  {m.importance(Number(fmt(x.raw.importance, 'en', 0)))} → {fmt(x.importance, lang)},{' '}
                  {m.relevance} {fmt(x.relevance, lang)}
                </span>
                <span className="epi-bar" aria-hidden="true">
                  {parts.map(([k, v]) => (
                    <span key={k} className={`epi-seg is-${k}`} style={{ width: `${v * 100}%` }} />
                  ))}
                </span>
                <span className="epi-score-text">
                  {item?.text
                    .split('\n')
                    .map((line) => line.trim())
                    .filter(Boolean)
                    .slice(0, 3)
                    .join(' · ')}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </PanelSection>
  );
}
