import { create } from 'zustand';
import type { Localized } from '../i18n/lang';

/** Short-lived, non-persisted messages shown at the top of the page (corrupt saved state, malformed link...). */
export interface Notice {
  id: string;
  text: Localized;
  tone: 'info' | 'warning';
  /** An optional button next to the text (e.g. "Reload" when a new version is waiting). */
  action?: { label: Localized; run: () => void };
}

interface NoticesState {
  notices: Notice[];
  push: (notice: Omit<Notice, 'id'> & { id?: string }) => void;
  dismiss: (id: string) => void;
}

let counter = 0;

export const useNotices = create<NoticesState>()((set) => ({
  notices: [],
  push: (notice) =>
    set((s) => {
      const id = notice.id ?? `notice-${++counter}`;
      if (s.notices.some((n) => n.id === id)) return s;
      return { notices: [...s.notices, { ...notice, id }] };
    }),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));
