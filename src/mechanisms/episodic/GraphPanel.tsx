import { lazy, Suspense, useState } from 'react';
import { holdsAt } from '../../engine/reflective/knowledgeGraph';
import { Heading, PanelSection, RangeField } from '../ui';
import { formatTime, relationText } from './format';
import { HOUR_MS, SCENE_START } from './mechanism';
import type { M, Props } from './panelProps';

const GraphView = lazy(() => import('./GraphView'));

/** The knowledge graph at a chosen hour: relations holding then, and those already expired. */
export function GraphPanel({ frame, m, lang }: { frame: Props['frame']; m: M; lang: string }) {
  const s = frame.state.s;
  const relations = s.graph.relations();
  const [chosen, setChosen] = useState<number | null>(null);
  const hoursMax = Math.max(0, Math.round((s.time - SCENE_START) / HOUR_MS));
  const atHours = chosen === null ? hoursMax : Math.min(chosen, hoursMax);
  const at = SCENE_START + atHours * HOUR_MS;
  const holding = relations.filter((r) => holdsAt(r, at));
  const expired = relations.filter((r) => r.invalidAt !== null && r.invalidAt <= at);
  return (
    <PanelSection prefix="epi" title={m.graph} className="epi-graph">
      <RangeField
        className="epi-slider"
        label={m.graphTime}
        value={atHours}
        min={0}
        max={hoursMax}
        step={1}
        valueText={formatTime(at, lang)}
        onChange={setChosen}
      />
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
          <Heading sub={2} className="epi-key is-holding">
            {m.holding}
          </Heading>
          {holding.length === 0 ? <p className="epi-empty">{m.noneHolding}</p> : null}
          <ul>
            {holding.map((r) => (
              <li key={r.id}>
                {relationText(r)} <small>{m.validFrom(formatTime(r.validAt, lang))}</small>
              </li>
            ))}
          </ul>
          <Heading sub={2} className="epi-key is-expired">
            {m.expired}
          </Heading>
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
