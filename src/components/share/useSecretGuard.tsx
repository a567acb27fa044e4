import { useCallback, useRef, useState, type ReactNode } from 'react';
import { checkShared, removeFindings, type SharedFinding } from '../../state/shareCheck';
import { SecretWarning } from './SecretWarning';

/** What the user chose for the pieces they were about to share. */
export type GuardDecision =
  | { kind: 'clean' }
  | { kind: 'share' }
  /** Every finding replaced; a piece that could not stay valid JSON is missing from `pieces`. */
  | { kind: 'remove'; pieces: Record<string, string> };

/**
 * Chapter 2 applied before sharing: `guard(pieces)` runs the detector on the user text a share would carry (typed
 * steps of a link, a take's answers); with findings it shows the "This may contain a secret" dialog and resolves
 * with the user's choice. Render `dialog` where the share happens.
 */
export function useSecretGuard(): {
  guard: (pieces: Record<string, string>) => Promise<GuardDecision>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<{
    findings: SharedFinding[];
    pieces: Record<string, string>;
  } | null>(null);
  const resolveRef = useRef<((d: GuardDecision) => void) | null>(null);

  const guard = useCallback((pieces: Record<string, string>) => {
    const findings = checkShared(pieces);
    if (findings.length === 0) return Promise.resolve<GuardDecision>({ kind: 'clean' });
    return new Promise<GuardDecision>((resolve) => {
      resolveRef.current = resolve;
      setPending({ findings, pieces });
    });
  }, []);

  const finish = (decision: GuardDecision) => {
    setPending(null);
    resolveRef.current?.(decision);
    resolveRef.current = null;
  };

  const dialog = pending ? (
    <SecretWarning
      findings={pending.findings}
      onShare={() => finish({ kind: 'share' })}
      onRemove={() => finish({ kind: 'remove', pieces: removeFindings(pending.pieces) })}
    />
  ) : null;
  return { guard, dialog };
}
