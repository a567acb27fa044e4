/**
 * Which model answers the lab's hooks: the user's server (connected in the Model dialog) or a model file run in this
 * page. One at a time: connecting a server stops the page model, running a file turns the connection off. Every
 * feature asks here (or sends through `modelPort()`), never one of the two alone.
 */
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ModelConnection } from '../model/types';
import { getConnection, hostOf, useModelConnection } from './modelConnection';
import { pageModelName, usePageModel } from './pageModel';

export type ModelTarget =
  | { kind: 'server'; conn: ModelConnection; host: string }
  /** `fileName` is also the model's name in takes and in the request log. */
  | { kind: 'page'; fileName: string };

function serverTarget(conn: ModelConnection | null): ModelTarget | null {
  return conn ? { kind: 'server', conn, host: hostOf(conn.settings.baseUrl) ?? conn.settings.baseUrl } : null;
}

/** The model that answers now (null: none; nothing may be sent). */
export function getTarget(): ModelTarget | null {
  const page = pageModelName();
  return page !== null ? { kind: 'page', fileName: page } : serverTarget(getConnection());
}

/** The same, re-rendering on change. */
export function useTarget(): ModelTarget | null {
  const page = usePageModel((s) => pageModelName(s));
  const c = useModelConnection(
    useShallow((s) => ({ status: s.status, settings: s.settings, apiKey: s.apiKey })),
  );
  return useMemo(
    () =>
      page !== null
        ? { kind: 'page', fileName: page }
        : serverTarget(c.status === 'connected' ? { settings: c.settings, apiKey: c.apiKey } : null),
    [page, c],
  );
}
