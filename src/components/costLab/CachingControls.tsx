import type { Lang } from '../../i18n/lang';
import type { BreakpointLayout } from '../../engine/cost/prices';
import { NumericField } from './NumericField';
import type messages from './costLab.messages';
import { BreakpointsField } from '../kit/PriceOptions';
import { CL_FIELD } from './Controls';

type T = (typeof messages)['en'];

/** The largest system prompt the panel takes (tokens): long tool descriptions stay well under it. */
const MAX_SYSTEM_TOKENS = 50_000;

/**
 * The caching view's own settings: where Anthropic's breakpoints are, and a system prompt sent first in every
 * request (the source's profile has none; a long one is what a breakpoint after it pays for).
 */
export function CachingControls({
  idPrefix,
  lang,
  t,
  breakpoints,
  systemTokens,
  onBreakpoints,
  onSystemTokens,
}: {
  idPrefix: string;
  lang: Lang;
  t: T;
  breakpoints: BreakpointLayout;
  systemTokens: number;
  onBreakpoints: (b: BreakpointLayout) => void;
  onSystemTokens: (n: number) => void;
}) {
  return (
    <div className="cl-controls__group">
      <BreakpointsField
        look={CL_FIELD}
        id={`${idPrefix}-breakpoints`}
        t={t}
        help={t.breakpointsHelp}
        value={breakpoints}
        onChange={onBreakpoints}
      />
      <NumericField
        id={`${idPrefix}-system-tokens`}
        label={t.systemTokens}
        value={systemTokens}
        min={0}
        max={MAX_SYSTEM_TOKENS}
        lang={lang}
        t={t}
        onChange={onSystemTokens}
      />
    </div>
  );
}
