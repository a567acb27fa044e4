import { Heading, PanelSection } from '../ui';
import type { M, Props } from './panelProps';

/** The semantic store: one card per concept, facts and rules new at this step marked. */
export function StorePanel({
  frame,
  previous,
  m,
}: {
  frame: Props['frame'];
  previous: Props['previous'];
  m: M;
}) {
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
                <Heading sub={2} className="epi-card-title">
                  {c}
                </Heading>
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
