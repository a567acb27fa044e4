import type { Lang } from '../../i18n/lang';
import { PanelSection } from '../ui';
import { duration, type M } from './caption';
import type { Props } from './panelProps';

/** The retention policy in five lines. */
export function PolicyPanel({ p, m, lang }: { p: Props; m: M; lang: Lang }) {
  const policy = p.frame.state.policy;
  const rows: [string, string][] = [
    [m.kept, policy.kept[lang]],
    [m.why, policy.why[lang]],
    [m.correction, policy.correction[lang]],
    [m.expiry, m.expiryRule(duration(m, policy.expiresAfterMs))],
    [m.refused, policy.refused[lang]],
  ];
  return (
    <PanelSection prefix="ms" title={m.policy} className="ms-policy">
      <dl className="ms-policy-lines">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </PanelSection>
  );
}
