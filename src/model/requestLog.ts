/**
 * Every request the lab sends (or is about to send) to the model server, with its exact prompt: readable
 * before the click that sends it ('pending'), while the answer streams, and after. In memory only: a reload
 * forgets it (the answers that matter are kept in takes). Capped so a long session does not grow without end.
 */
import { create } from 'zustand';
import type { ChatMessage, Usage } from './types';
import type { ShownError } from './connection';

export type RequestStatus = 'pending' | 'sending' | 'streaming' | 'done' | 'error' | 'cancelled';

export interface LoggedRequest {
  id: number;
  /** Which hook asked (e.g. 'ch1.summary', 'python.llm', 'lost-in-the-middle'). */
  hook: string;
  /** The server's origin the request goes to, or the model file's name when it runs in this page. */
  host: string;
  /** 'page': answered by a model file run in this page (nothing left the page). Absent: the user's server. */
  where?: 'page';
  kind: 'chat' | 'embeddings';
  model: string;
  /** The exact messages (chat) or texts (embeddings, as user messages) sent. */
  messages: ChatMessage[];
  status: RequestStatus;
  answer: string;
  usage: Usage | null;
  error: ShownError | null;
  /** ISO time it was logged, and how long the answer took. */
  at: string;
  ms: number | null;
}

export const REQUEST_LOG_CAP = 200;

interface RequestLogState {
  entries: LoggedRequest[];
  add(entry: Omit<LoggedRequest, 'id' | 'at' | 'status' | 'answer' | 'usage' | 'error' | 'ms'>): number;
  update(id: number, patch: Partial<LoggedRequest>): void;
  clear(): void;
}

let nextId = 1;

export const useRequestLog = create<RequestLogState>()((set) => ({
  entries: [],
  add(entry) {
    const id = nextId++;
    const full: LoggedRequest = {
      ...entry,
      id,
      at: new Date().toISOString(),
      status: 'pending',
      answer: '',
      usage: null,
      error: null,
      ms: null,
    };
    set((s) => ({ entries: [...s.entries, full].slice(-REQUEST_LOG_CAP) }));
    return id;
  },
  update(id, patch) {
    set((s) => ({ entries: s.entries.map((e) => (e.id === id ? { ...e, ...patch } : e)) }));
  },
  clear: () => set({ entries: [] }),
}));
