import { H } from './Heading';
import { LayoutGroup, motion } from 'motion/react';
import { useId, useMemo } from 'react';
import type { EvictionPolicy } from '../../engine/agentMemory';
import { useMessages } from '../../i18n/useMessages';
import { usePlayback } from './context';
import { describeFrame, destinationText, formatImportance, policyText } from './caption';
import { messageNumber, POLICY_IDS, type Scene } from './scene';
import { buildTimeline, frameAppended, policyStats, type Timeline } from './timeline';
import dict from './visualizer.messages';

/** The same script under FIFO, LRU and importance at once, at the same step. */
export function ComparePanel({ scene, index }: { scene: Scene; index: number }) {
  const t = useMessages(dict);
  const setKeyMessage = usePlayback((s) => s.setKeyMessage);
  const timelines = useMemo(
    () => POLICY_IDS.map((policy) => [policy, buildTimeline(scene, { policy })] as const),
    [scene],
  );
  const selectId = useId();
  const groupId = useId();
  const first = timelines[0]?.[1];
  const firstFrame = first?.frames[index];
  const candidates = first && firstFrame ? frameAppended(first, firstFrame) : [];
  const allMessages = first?.appended ?? [];
  const key = scene.keyMessage;
  return (
    <div className="viz-compare">
      <div className="viz-compare__key viz-field">
        <label htmlFor={selectId}>{t.keyMessage}</label>
        <select
          id={selectId}
          value={key ?? ''}
          onChange={(e) => setKeyMessage(e.target.value === '' ? null : e.target.value)}
        >
          <option value="">{t.noKey}</option>
          {allMessages.map((m) => (
            <option key={m.id} value={m.id}>
              {messageNumber(m.id)} · {m.content.slice(0, 48)}
              {candidates.some((c) => c.id === m.id) ? '' : ` (${t.notYetSent})`}
            </option>
          ))}
        </select>
      </div>
      <div className="viz-compare__columns">
        {timelines.map(([policy, tl]) => (
          <LayoutGroup key={policy} id={`${groupId}-${policy}`}>
            <PolicyColumn policy={policy} timeline={tl} index={index} keyId={key} />
          </LayoutGroup>
        ))}
      </div>
    </div>
  );
}

function PolicyColumn({
  policy,
  timeline,
  index,
  keyId,
}: {
  policy: EvictionPolicy;
  timeline: Timeline;
  index: number;
  keyId: string | null;
}) {
  const t = useMessages(dict);
  const frame = timeline.frames[index];
  if (!frame) return null;
  const stats = policyStats(timeline, frame, keyId);
  const msgs = frame.mem.windowMessages;
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
        <H sub={1}>{policyText(t, policy)}</H>
        <span className="viz-panel__meta">{t.windowUsage(msgs.length, frame.mem.capacity)}</span>
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
