/**
 * Every request the lab sends (or is about to send) to the model server, with its exact prompt: readable
 * before the click that sends it ('pending'), while the answer streams, and after. In memory only: a reload
 * forgets it (the answers that matter are kept in takes). Capped so a long session does not grow without end.
 */
import { create } from 'zustand';
import type { LoggedRequest, NewLoggedRequest, RequestLogPort } from '../model/types';

export type { LoggedRequest, RequestStatus } from '../model/types';

export const REQUEST_LOG_CAP = 200;

interface RequestLogState extends RequestLogPort {
  entries: LoggedRequest[];
  add(entry: NewLoggedRequest): number;
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
