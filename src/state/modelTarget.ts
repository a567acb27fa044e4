/**
 * Which model answers the lab's hooks: the user's server (connected in the Model dialog) or a model file run in this
 * page. One at a time: connecting a server stops the page model, running a file turns the connection off. Every
 * feature asks here (or sends through `askModel`), never one backend alone; what a feature may do with the target
 * it reads from its `capabilities` (src/model/backends/contract.ts), never from its backend's id.
 */
import { useMemo } from 'react';
import type { LiveModel } from '../model/backends/contract';
import { pageModel, type PageChat } from '../model/page/backend';
import { serverModel } from '../model/server/backend';
import type { ModelConnection } from '../model/types';
import { useFields } from './useFields';
import { getConnection, useModelConnection } from './modelConnection';
import { pageModelName, usePageModel } from './pageModel';

export type ModelTarget = LiveModel;

/** The page model's chat: its runtime (and pageModelActions) load only when it answers. */
const pageChat: PageChat = async (messages, options) =>
  (await import('./pageModelActions')).pageChat(messages, options);

function targetOf(page: string | null, conn: ModelConnection | null): ModelTarget | null {
  if (page !== null) return pageModel(page, pageChat);
  return conn ? serverModel(conn) : null;
}

/** The model that answers now (null: none; nothing may be sent). */
export function getTarget(): ModelTarget | null {
  return targetOf(pageModelName(), getConnection());
}

/** The same, re-rendering on change. */
export function useTarget(): ModelTarget | null {
  const page = usePageModel((s) => pageModelName(s));
  const c = useFields(useModelConnection, ['status', 'settings', 'apiKey']);
  return useMemo(
    () => targetOf(page, c.status === 'connected' ? { settings: c.settings, apiKey: c.apiKey } : null),
    [page, c],
  );
}
