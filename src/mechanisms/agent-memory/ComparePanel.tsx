import type { Lang } from '../../i18n/lang';
import { pick } from '../../i18n/defineMessages';
import { LayoutGroup, motion } from 'motion/react';
import { useId, useMemo, type CSSProperties } from 'react';
import { Heading } from '../ui';
import type { EvictionPolicy } from '../../engine/agentMemory';
import type { CompareProps } from '../types';
import { describeFrame, destinationText, formatImportance, policyText, type AgentFrame } from './caption';
import {
  policyStats,
  stateAppended,
  type AgentMemorySceneEvent,
  type AgentMemorySceneState,
} from './mechanism';
import { messageNumber, type Op, type AgentMemoryConfig } from './ops';
import dict from './agentMemory.messages';
import './agentMemory.css';

/** The compare grid's column count: one per variant (compare.css). */
export function compareColumns(count: number): CSSProperties {
  return { '--viz-compare-columns': count } as CSSProperties;
}

/** The same script under every eviction policy at once, at the same step. */
export function ComparePanel({
  lang,
  scene,
  columns,
  actions,
}: CompareProps<AgentMemoryConfig, AgentMemorySceneState, Op, AgentMemorySceneEvent>) {
  const t = pick(dict, lang);
  const selectId = useId();
  const groupId = useId();
  const firstFrame = columns[0]?.frame;
  const sent = new Set(firstFrame ? stateAppended(firstFrame.state).map((c) => c.id) : []);
  // Every message of the script, sent yet or not (changes with the script, not with the step).
  const allMessages = useMemo(() => scene.ops.flatMap((o) => (o.op === 'append' ? [o] : [])), [scene.ops]);
  const key = scene.focus;
  return (
    <div className="viz-compare">
      <div className="viz-compare__key viz-field">
        <label htmlFor={selectId}>{t.keyMessage}</label>
        <select
          id={selectId}
          value={key ?? ''}
          onChange={(e) => actions.setFocus(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">{t.noKey}</option>
          {allMessages.map((m) => (
            <option key={m.id} value={m.id}>
              {messageNumber(m.id)} · {m.content.slice(0, 48)}
              {sent.has(m.id) ? '' : ` (${t.notYetSent})`}
            </option>
          ))}
        </select>
      </div>
      <div className="viz-compare__columns" style={compareColumns(columns.length)}>
        {columns.map(({ variant, frame }) => (
          <LayoutGroup key={variant.id} id={`${groupId}-${variant.id}`}>
            <PolicyColumn lang={lang} policy={variant.config.policy} frame={frame} keyId={key} />
          </LayoutGroup>
        ))}
      </div>
    </div>
  );
}

function PolicyColumn({
  lang,
  policy,
  frame,
  keyId,
}: {
  lang: Lang;
  policy: EvictionPolicy;
  frame: AgentFrame;
  keyId: string | null;
}) {
  const t = pick(dict, lang);
  const stats = policyStats(frame.state, keyId);
  const msgs = frame.state.mem.windowMessages;
  const keyText =
    stats.keyInWindow === null
      ? '—'
      : stats.keyInWindow
        ? `✓ ${t.inWindow}`
        : stats.keyEviction
          ? `✗ ${t.evictedAtTurn(stats.keyEviction.turn, destinationText(t, stats.keyEviction.destination))}`
          : '✗';
  return (
    <section className="viz-panel viz-compare__col" aria-label={policyText(t, policy)} data-policy={policy}>
      <header className="viz-panel__header">
        <Heading sub={1}>{policyText(t, policy)}</Heading>
        <span className="viz-panel__meta">{t.windowUsage(msgs.length, frame.state.mem.capacity)}</span>
      </header>
      <div className="viz-compare__caption">
        {(frame.step === 0 ? [] : describeFrame(t, frame)).map((s, i) => (
          <p key={i}>{s}</p>
        ))}
      </div>
      <ol className="viz-compare__window">
        {msgs.map((m) => (
          <motion.li
            key={m.id}
            layout
            layoutId={`cmp-${m.id}`}
            initial={{ opacity: 0, y: -16 }}
            animate={{ opacity: 1, y: 0 }}
            className="viz-small"
            data-role={m.role}
            data-key={m.id === keyId}
          >
            <span className="viz-card__head">
              <span className="viz-card__num">{messageNumber(m.id)}</span>
              <span className="viz-card__role">{m.role}</span>
              <span className="viz-small__imp">imp {formatImportance(m.importance)}</span>
            </span>
            <span className="viz-small__content">{m.content}</span>
          </motion.li>
        ))}
      </ol>
      <dl className="viz-stats">
        <div>
          <dt>{t.retained}</dt>
          <dd>{stats.retained}</dd>
        </div>
        <div>
          <dt>{t.meanImportance}</dt>
          <dd>{stats.meanImportance === null ? '—' : formatImportance(stats.meanImportance)}</dd>
        </div>
        <div>
          <dt>{t.firstEviction}</dt>
          <dd>{stats.firstEvictionTurn === null ? t.never : t.turn(stats.firstEvictionTurn)}</dd>
        </div>
        <div>
          <dt>{t.keySurvived}</dt>
          <dd data-survived={stats.keyInWindow ?? undefined}>{keyText}</dd>
        </div>
      </dl>
    </section>
  );
}
