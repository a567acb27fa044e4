/**
 * The one connection to the user's model server. Off by default and after every reload: nothing is sent until
 * the user clicks "Connect" (or "Test connection") in the Model dialog, whose buttons name the host.
 * The settings are kept on this device (they are not secret); the API key lives in memory only, unless the user
 * ticks "remember on this device": then it is stored under MODEL_KEY_STORAGE, listed as stored, and erasable.
 *
 * This module is in the initial bundle (the header reads it): the HTTP client is imported only when a request
 * is made, so a lesson page pays for the client only once used.
 */
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { isRecord, savedState, sanitizeShallow } from './persist';
import { defaultModelSettings, hostOf, PRESET_IDS } from '../model/presets';
import type { ModelConnection, ModelSettings, ShownError } from '../model/types';

export { hostOf };

export type ConnectionStatus = 'off' | 'testing' | 'connected' | 'error';

export type { ShownError };

export interface TestOutcome {
  host: string;
  models: string[];
  ms: number;
}

export interface ModelConnectionState {
  settings: ModelSettings;
  apiKey: string | null;
  rememberKey: boolean;
  status: ConnectionStatus;
  lastError: ShownError | null;
  /** The last successful test (or connect): what the server listed. */
  lastTest: TestOutcome | null;
  /** Host (origin) of the live connection, once connected. */
  connectedHost: string | null;
  setSettings(patch: Partial<ModelSettings>): void;
  setApiKey(key: string): void;
  setRememberKey(remember: boolean): void;
  /** Erases the stored key from this device (and from memory). */
  forgetStoredKey(): void;
  test(): Promise<boolean>;
  connect(): Promise<boolean>;
  disconnect(): void;
}

export const MODEL_STORAGE = 'aml.model';

interface Persisted {
  settings: ModelSettings;
  rememberKey: boolean;
  apiKey: string | null;
}

function sanitize(value: unknown): Persisted {
  const defaults = defaultModelSettings();
  const v = isRecord(value) ? value : {};
  const s = sanitizeShallow(v.settings, defaults);
  const settings: ModelSettings = {
    ...s,
    serverPreset: PRESET_IDS.includes(s.serverPreset) ? s.serverPreset : defaults.serverPreset,
    timeoutMs:
      Number.isFinite(s.timeoutMs) && s.timeoutMs >= 1000
        ? Math.min(s.timeoutMs, 600_000)
        : defaults.timeoutMs,
  };
  const rememberKey = v.rememberKey === true;
  const apiKey = rememberKey && typeof v.apiKey === 'string' && v.apiKey !== '' ? v.apiKey : null;
  return { settings, rememberKey, apiKey };
}

export const useModelConnection = create<ModelConnectionState>()(
  persist(
    (set, get) => {
      const run = async (connectAfter: boolean): Promise<boolean> => {
        const { settings, apiKey } = get();
        const host = hostOf(settings.baseUrl);
        set({ status: 'testing', lastError: null, connectedHost: null });
        try {
          const { testConnection } = await import('../model/client');
          const report = await testConnection({ settings, apiKey });
          // Nothing typed as chat model: the server's first listed model, shown in the field.
          const chatModel =
            settings.chatModel.trim() === '' && report.models.length > 0
              ? (report.models[0] ?? '')
              : settings.chatModel;
          const live = connectAfter && chatModel.trim() !== '';
          set({
            settings: { ...settings, chatModel },
            status: live ? 'connected' : 'off',
            lastTest: { host: host ?? settings.baseUrl, models: report.models, ms: report.ms },
            connectedHost: live ? host : null,
          });
          return live || !connectAfter;
        } catch (err) {
          set({
            status: 'error',
            lastError: await (await import('../model/shown')).toShownError(err),
            connectedHost: null,
          });
          return false;
        }
      };
      return {
        ...sanitize(null),
        status: 'off',
        lastError: null,
        lastTest: null,
        connectedHost: null,
        setSettings: (patch) => {
          // A changed server or model is a new connection: it must be tested (clicked) again.
          set((s) => ({
            settings: { ...s.settings, ...patch },
            status: 'off',
            connectedHost: null,
            lastError: null,
          }));
        },
        setApiKey: (key) => set({ apiKey: key === '' ? null : key, status: 'off', connectedHost: null }),
        setRememberKey: (rememberKey) => set({ rememberKey }),
        forgetStoredKey: () => set({ rememberKey: false, apiKey: null }),
        test: () => run(false),
        connect: () => run(true),
        disconnect: () => set({ status: 'off', connectedHost: null }),
      };
    },
    savedState({
      name: MODEL_STORAGE,
      version: 1,
      partialize: (s) => ({
        settings: s.settings,
        rememberKey: s.rememberKey,
        apiKey: s.rememberKey ? s.apiKey : null,
      }),
      sanitize,
    }),
  ),
);

/** The live connection for a request, or null when the user has not connected (then nothing may be sent). */
export function getConnection(): ModelConnection | null {
  const s = useModelConnection.getState();
  return s.status === 'connected' ? { settings: s.settings, apiKey: s.apiKey } : null;
}

/** Whether an API key is stored on this device (for the dialog's "stored on this device" list). */
export function storedKeyPresent(): boolean {
  try {
    const raw = globalThis.localStorage?.getItem(MODEL_STORAGE);
    if (!raw) return false;
    const v = JSON.parse(raw) as { state?: { apiKey?: unknown } };
    return typeof v.state?.apiKey === 'string' && v.state.apiKey !== '';
  } catch {
    return false;
  }
}
