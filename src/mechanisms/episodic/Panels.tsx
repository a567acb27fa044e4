import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { pick } from '../../i18n/defineMessages';
import { useLang } from '../../i18n/useMessages';
import type { Relation } from '../../engine/reflective/knowledgeGraph';
import { holdsAt } from '../../engine/reflective/knowledgeGraph';
import { isNegative } from '../../engine/reflective/reflection';
import type { PanelsProps } from '../types';
import { PanelSection } from '../PanelSection';
import dict from './episodic.messages';
import { reasonText } from './caption';
import { HOUR_MS, retentionOf, SCENE_START, scoresFor, type EpisodicSceneEvent, type EpisodicSceneState } from './mechanism';
import { LIMITS, type EpisodicConfig, type Op } from './ops';
import './episodic.css';

const GraphView = lazy(() => import('./GraphView'));

type Props = PanelsProps<EpisodicConfig, EpisodicSceneState, Op, EpisodicSceneEvent>;
type M = (typeof dict)['en'];

export function formatTime(t: number, lang: string): string {
  return new Date(t).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

const fmt = (x: number, lang: string, digits = 2) =>
  x.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function Timeline({ frame, m, lang }: { frame: Props['frame']; m: M; lang: string }) {
  const s = frame.state.s;
  const episodes = s.buffer.all();
  const fresh = new Set(frame.events.flatMap((e) => (e.type === 'episode' ? [e.episode.id] : [])));
  const reflectedAt = new Map<string, number>();
  for (const r of s.reflections) for (const id of r.episodes) reflectedAt.set(id, r.id);
  return (
    <PanelSection prefix="epi" title={m.timeline} className="epi-timeline">
      <p className="epi-clock">{m.now(formatTime(s.time, lang))}</p>
      {episodes.length === 0 ? (
        <p className="epi-empty">{m.noEpisodes}</p>
      ) : (
        <ol className="epi-episodes">
          {episodes.map((e) => (
            <li key={e.id} className={`epi-episode${fresh.has(e.id) ? ' is-new' : ''}`} data-id={e.id}>
              <span className="epi-id">{e.id}</span> <time>{formatTime(e.at, lang)}</time>
              <span className="epi-action">{e.action}</span>
              <span className="epi-outcome">{e.outcome}</span>
              <span className="epi-badges">
                <span className="epi-badge">{m.importance(e.importance)}</span>
                {isNegative(e) ? <span className="epi-badge is-negative">{m.negative}</span> : null}
                {reflectedAt.has(e.id) ? <span className="epi-badge is-reflected">R{reflectedAt.get(e.id)}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

function Meter({ label, value, max, fired }: { label: string; value: number; max: number; fired: boolean }) {
  return (
    <li className={`epi-meter${fired ? ' is-fired' : ''}`}>
      <span>{label}</span>
      <meter min={0} max={max} value={Math.min(value, max)} aria-label={label} />
    </li>
  );
}

function Triggers({ frame, config, m, lang }: { frame: Props['frame']; config: EpisodicConfig; m: M; lang: string }) {
  const s = frame.state.s;
  const fired = new Set(frame.events.flatMap((e) => (e.type === 'triggers' ? e.reasons : [])));
  // Counters as they were when the triggers were checked (before a reflection reset them).
  const checked = [...frame.events].reverse().find((e) => e.type === 'triggers');
  const c = checked && checked.type === 'triggers' ? checked.counters : s.counters;
  const lastEpisode = [...frame.events].reverse().find((e) => e.type === 'episode');
  const hoursSince = Math.round(((s.time - c.lastReflectionAt) / HOUR_MS) * 10) / 10;
  const anyOn = config.everyActions > 0 || config.importanceAbove > 0 || config.scheduleHours > 0 || config.onNegative || config.noveltyBelow > 0;
  return (
    <PanelSection prefix="epi" title={m.triggers} className="epi-triggers">
      {anyOn ? null : <p className="epi-empty">{m.noTriggerOn}</p>}
      <ul className="epi-meters">
        {config.everyActions > 0 ? <Meter label={m.trigActions(c.actionsSince, config.everyActions)} value={c.actionsSince} max={config.everyActions} fired={fired.has('actions')} /> : null}
        {config.importanceAbove > 0 ? (
          <Meter label={m.trigImportance(c.importanceSince, config.importanceAbove)} value={c.importanceSince} max={config.importanceAbove} fired={fired.has('importance')} />
        ) : null}
        {config.scheduleHours > 0 ? <Meter label={m.trigSchedule(hoursSince, config.scheduleHours)} value={hoursSince} max={config.scheduleHours} fired={fired.has('schedule')} /> : null}
        {config.onNegative ? (
          <li className={`epi-meter${fired.has('negative') ? ' is-fired' : ''}`}>
            {m.trigNegative} : {lastEpisode && lastEpisode.type === 'episode' && lastEpisode.negative ? m.yes : m.no}
          </li>
        ) : null}
        {config.noveltyBelow > 0 ? (
          <li className={`epi-meter${fired.has('novelty') ? ' is-fired' : ''}`}>
            {m.trigNovelty(lastEpisode && lastEpisode.type === 'episode' ? fmt(lastEpisode.closest, lang) : '—', fmt(config.noveltyBelow, lang))}
          </li>
        ) : null}
      </ul>
    </PanelSection>
  );
}

function Reflections({ frame, m, lang }: { frame: Props['frame']; m: M; lang: string }) {
  const list = frame.state.s.reflections;
  const freshId = frame.events.flatMap((e) => (e.type === 'reflection' ? [e.record.id] : []))[0];
  return (
    <PanelSection prefix="epi" title={m.reflections} className="epi-reflections">
      {list.length === 0 ? (
        <p className="epi-empty">{m.noReflection}</p>
      ) : (
        <ol className="epi-reflection-list">
          {list.map((r) => (
            <li key={r.id} className={r.id === freshId ? 'is-new' : undefined}>
              <strong>{m.reflectionOf(r.id, r.reasons.map((x) => reasonText(m, x)).join(', '), r.episodes.length)}</strong>{' '}
              <time>{formatTime(r.at, lang)}</time>
              {r.added.length === 0 ? <p className="epi-empty">{m.nothingExtracted}</p> : null}
              <details open={r.id === freshId}>
                <summary>{m.promptsSent}</summary>
                {r.prompts.map((p, i) => (
                  <div key={i} className="epi-exchange">
                    {/* Scrollable when long: focusable, so the keyboard can scroll it. */}
                    <pre className="epi-prompt" tabIndex={0} role="region" aria-label={m.promptN(i + 1)}>
                      {p}
                    </pre>
                    <pre className="epi-answer" tabIndex={0} role="region" aria-label={m.answerN(i + 1)}>
                      {r.answers[i] ?? ''}
                    </pre>
                  </div>
                ))}
              </details>
            </li>
          ))}
        </ol>
      )}
    </PanelSection>
  );
}

function StoreCards({ frame, previous, m }: { frame: Props['frame']; previous: Props['previous']; m: M }) {
  const store = frame.state.s.store;
  const before = previous?.state.s.store;
  const concepts = store.concepts();
  return (
    <PanelSection prefix="epi" title={m.store} className="epi-store">
      {concepts.length === 0 ? (
        <p className="epi-empty">{m.emptyStore}</p>
      ) : (
        <ul className="epi-cards">
          {concepts.map((c) => {
            const k = store.get(c) ?? { facts: [], rules: [] };
            const old = before?.get(c);
            return (
              <li key={c} className="epi-card">
                <h4>{c}</h4>
                <ul>
                  {k.facts.map((f) => (
                    <li key={f} className={old?.facts.includes(f) ? undefined : 'is-new'}>
                      <span className="epi-kind is-fact">{m.fact}</span> {f}
                    </li>
                  ))}
                  {k.rules.map((f) => (
                    <li key={f} className={old?.rules.includes(f) ? undefined : 'is-new'}>
                      <span className="epi-kind is-rule">{m.rule}</span> {f}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </PanelSection>
  );
}

export function relationText(r: Relation): string {
  const attrs = Object.entries(r.attributes)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return `${r.subject} —${r.relation}→ ${r.object}${attrs ? ` (${attrs})` : ''}`;
}

function Graph({ frame, m, lang }: { frame: Props['frame']; m: M; lang: string }) {
  const s = frame.state.s;
  const relations = s.graph.relations();
  const [chosen, setChosen] = useState<number | null>(null);
  const hoursMax = Math.max(0, Math.round((s.time - SCENE_START) / HOUR_MS));
  const atHours = chosen === null ? hoursMax : Math.min(chosen, hoursMax);
  const at = SCENE_START + atHours * HOUR_MS;
  const holding = relations.filter((r) => holdsAt(r, at));
  const expired = relations.filter((r) => r.invalidAt !== null && r.invalidAt <= at);
  const sliderId = useId();
  return (
    <PanelSection prefix="epi" title={m.graph} className="epi-graph">
      <div className="epi-slider">
        <label htmlFor={sliderId}>{m.graphTime}</label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={hoursMax}
          step={1}
          value={atHours}
          aria-valuetext={formatTime(at, lang)}
          onChange={(e) => setChosen(Number(e.target.value))}
        />
        <output htmlFor={sliderId}>{formatTime(at, lang)}</output>
      </div>
      <div className="epi-graph-body">
        <div className="epi-graph-canvas">
          {relations.length === 0 ? (
            <p className="epi-empty">{m.noRelation}</p>
          ) : (
            <Suspense fallback={<p className="epi-empty">{m.graphLoading}</p>}>
              <GraphView holding={holding} expired={expired} label={m.graph} />
            </Suspense>
          )}
        </div>
        <div className="epi-relations" aria-label={m.relationsList} role="region">
          <h4 className="epi-key is-holding">{m.holding}</h4>
          {holding.length === 0 ? <p className="epi-empty">{m.noneHolding}</p> : null}
          <ul>
            {holding.map((r) => (
              <li key={r.id}>
                {relationText(r)} <small>{m.validFrom(formatTime(r.validAt, lang))}</small>
              </li>
            ))}
          </ul>
          <h4 className="epi-key is-expired">{m.expired}</h4>
          {expired.length === 0 ? <p className="epi-empty">{m.noneExpired}</p> : null}
          <ul className="is-expired">
            {expired.map((r) => (
              <li key={r.id}>
                <s>{relationText(r)}</s> <small>{m.validUntil(formatTime(r.invalidAt ?? at, lang))}</small>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PanelSection>
  );
}

function Slider({ label, value, min, max, step, onChange, lang }: { label: string; value: number; min: number; max: number; step: number; onChange: (v: number) => void; lang: string }) {
  const id = useId();
  return (
    <div className="epi-weight">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="range" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} />
      <output htmlFor={id}>{fmt(value, lang, step < 0.01 ? 3 : 1)}</output>
    </div>
  );
}

function Scores({ frame, scene, actions, m, lang }: { frame: Props['frame']; scene: Props['scene']; actions: Props['actions']; m: M; lang: string }) {
  const s = frame.state.s;
  const config = scene.config;
  const lastQuery = s.queries[s.queries.length - 1]?.text ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? lastQuery;
  const scores = useMemo(() => scoresFor(s, config, query), [s, config, query]);
  const byId = new Map(s.memories.map((x) => [x.id, x]));
  const w = { recency: config.ranking === 'code' ? 0.5 : config.wRecency, importance: config.ranking === 'code' ? 2 : config.wImportance, relevance: config.ranking === 'code' ? 3 : config.wRelevance };
  const total = Math.max(1e-9, w.recency + w.importance + w.relevance);
  const queryId = useId();
  return (
    <PanelSection prefix="epi" title={m.scores} className="epi-scores">
      <div className="epi-query">
        <label htmlFor={queryId}>{m.query}</label>
        <input id={queryId} type="text" value={query} onChange={(e) => setTyped(e.target.value)} />
      </div>
      <fieldset className="epi-weights">
        <legend>{m.weights}</legend>
        <Slider label={m.wRecency} value={config.wRecency} min={LIMITS.weight.min} max={LIMITS.weight.max} step={0.5} onChange={(v) => actions.setConfig({ wRecency: v })} lang={lang} />
        <Slider label={m.wImportance} value={config.wImportance} min={LIMITS.weight.min} max={LIMITS.weight.max} step={0.5} onChange={(v) => actions.setConfig({ wImportance: v })} lang={lang} />
        <Slider label={m.wRelevance} value={config.wRelevance} min={LIMITS.weight.min} max={LIMITS.weight.max} step={0.5} onChange={(v) => actions.setConfig({ wRelevance: v })} lang={lang} />
        <Slider label={m.decay} value={config.decay} min={0.9} max={1} step={0.001} onChange={(v) => actions.setConfig({ decay: v })} lang={lang} />
        <label className="epi-toggle">
          <input type="checkbox" checked={config.ranking === 'code'} onChange={(e) => actions.setConfig({ ranking: e.target.checked ? 'code' : 'paper' })} /> {m.asCode}
        </label>
      </fieldset>
      {scores.length === 0 ? (
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
                  {m.scoreOf(x.id, fmt(x.score, lang))} — {m.recency} {fmt(x.recency, lang)}, {m.importance(Number(fmt(x.raw.importance, 'en', 0)))} → {fmt(x.importance, lang)}, {m.relevance}{' '}
                  {fmt(x.relevance, lang)}
                </span>
                <span className="epi-bar" aria-hidden="true">
                  {parts.map(([k, v]) => (
                    <span key={k} className={`epi-seg is-${k}`} style={{ width: `${v * 100}%` }} />
                  ))}
                </span>
                <span className="epi-score-text">{item?.text.split('\n').filter(Boolean).slice(0, 3).join(' · ')}</span>
              </li>
            );
          })}
        </ol>
      )}
    </PanelSection>
  );
}

function Forgetting({ frame, scene, actions, playing, m, lang }: { frame: Props['frame']; scene: Props['scene']; actions: Props['actions']; playing: boolean; m: M; lang: string }) {
  const s = frame.state.s;
  const config = scene.config;
  const actions_ = new Map(s.buffer.all().map((e) => [e.id, e.action]));
  return (
    <PanelSection prefix="epi" title={m.forgetting} className="epi-forgetting">
      <p className="epi-clock">{m.now(formatTime(s.time, lang))}</p>
      <p>{m.forgetRule(fmt(config.forgetBelow, lang), fmt(config.mergeAbove, lang))}</p>
      <div className="epi-buttons">
        <button type="button" disabled={playing} onClick={() => actions.insertOp({ op: 'wait', hours: 24 })}>
          {m.advanceDay}
        </button>
        <button type="button" disabled={playing} onClick={() => actions.insertOp({ op: 'wait', hours: 24 * 7 })}>
          {m.advanceWeek}
        </button>
        <button type="button" disabled={playing} onClick={() => actions.insertOp({ op: 'forget' })}>
          {m.forgetNow}
        </button>
      </div>
      <ul className="epi-memories">
        {s.memories.map((x) => {
          const label = x.kind === 'episode' ? (actions_.get(x.id) ?? x.text) : x.text;
          const r = retentionOf(x, s.time, config.decay);
          const state = x.status === 'active' ? m.retention(fmt(r, lang)) : x.status === 'merged' ? m.mergedInto(x.mergedInto ?? '') : m.forgotten;
          return (
            <li key={x.id} className={`epi-memory is-${x.status}`} data-id={x.id}>
              <span className="epi-id">{x.id}</span> <span className="epi-memory-text">{label.split('\n').filter(Boolean)[0]}</span>{' '}
              <span className="epi-badge">{state}</span>
              {x.status === 'active' ? (
                <span className="epi-retention" aria-hidden="true">
                  <span style={{ width: `${r * 100}%` }} data-below={r < config.forgetBelow ? 'true' : undefined} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </PanelSection>
  );
}

/** Episodes arriving, trigger meters, reflections, the semantic store, the graph, scores and forgetting. */
export function Panels({ scene, frame, previous, playing, actions }: Props) {
  const lang = useLang();
  const m = pick(dict, lang);
  const view = scene.config.view;
  const show = (v: EpisodicConfig['view']) => view === 'all' || view === v;
  return (
    <div className="epi-stage" data-view={view}>
      {show('reflection') || view === 'forgetting' ? <Timeline frame={frame} m={m} lang={lang} /> : null}
      {show('reflection') ? <Triggers frame={frame} config={scene.config} m={m} lang={lang} /> : null}
      {show('reflection') ? <Reflections frame={frame} m={m} lang={lang} /> : null}
      {show('reflection') || view === 'graph' ? <StoreCards frame={frame} previous={previous} m={m} /> : null}
      {show('graph') ? <Graph frame={frame} m={m} lang={lang} /> : null}
      {show('scores') ? <Scores frame={frame} scene={scene} actions={actions} m={m} lang={lang} /> : null}
      {show('forgetting') ? <Forgetting frame={frame} scene={scene} actions={actions} playing={playing} m={m} lang={lang} /> : null}
    </div>
  );
}
