import { createContext, use, useEffect, useSyncExternalStore } from 'react';

/**
 * What the handout still waits for (cells running, key frames drawing): the page offers "Print" and prints by
 * itself only once nothing is pending, so paper never shows "Running…".
 */
export class PrintTasks {
  private pending = new Set<string>();
  private listeners = new Set<() => void>();
  start(id: string) {
    this.pending.add(id);
    this.emit();
  }
  finish(id: string) {
    if (this.pending.delete(id)) this.emit();
  }
  count = () => this.pending.size;
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  private emit() {
    for (const l of this.listeners) l();
  }
}

export const PrintTasksContext = createContext<PrintTasks | null>(null);

/** Marks the widget `id` as pending while `done` is false (no-op outside the handout page). */
export function usePrintTask(id: string, done: boolean): void {
  const tasks = use(PrintTasksContext);
  useEffect(() => {
    if (!tasks) return;
    if (done) tasks.finish(id);
    else tasks.start(id);
    return () => tasks.finish(id);
  }, [tasks, id, done]);
}

export function usePendingCount(tasks: PrintTasks): number {
  return useSyncExternalStore(tasks.subscribe, tasks.count, tasks.count);
}
