/**
 * Where the takes UI reaches the connection layer (src/model, h15-client's): the connection store, and the
 * Model dialog. The network client itself is imported only when a request is sent (useTakeDriver).
 */
import { useMemo } from 'react';
import { useModelConnection, getConnection } from '../../../state/modelConnection';
import type { ModelConnection } from '../../../model/types';

export { getConnection };

/** The current connection (null while not connected), re-rendering on change. */
export function useConnection(): ModelConnection | null {
  const status = useModelConnection((s) => s.status);
  const settings = useModelConnection((s) => s.settings);
  const apiKey = useModelConnection((s) => s.apiKey);
  return useMemo(() => (status === 'connected' ? { settings, apiKey } : null), [status, settings, apiKey]);
}

/** The host a request goes to, as the Send button names it. */
export function hostOf(conn: ModelConnection): string {
  try {
    return new URL(conn.settings.baseUrl).host;
  } catch {
    return conn.settings.baseUrl;
  }
}

/** Opens the header's Model dialog (the one place the connection is set). */
export function openModelSettings(): void {
  const button = document.querySelector<HTMLButtonElement>('button.model-button');
  button?.click();
  button?.focus();
}
