import { installStorage } from '../helpers/storage';
import { modelPort } from '../../src/state/modelPort';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getConnection,
  MODEL_STORAGE,
  storedKeyPresent,
  useModelConnection,
} from '../../src/state/modelConnection';
import { sendChat } from '../../src/model/send';
import { useRequestLog } from '../../src/state/requestLog';
import { ModelError } from '../../src/model/types';
import { startModelServer, type ModelServer } from '../../tools/modelServer/modelServer';

// Node has no Web Storage: an in-memory one for the persisted stores (test/helpers/storage.ts).
installStorage();

let server: ModelServer;
beforeAll(async () => {
  server = await startModelServer({ chunkDelayMs: 1 });
});
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  useModelConnection.setState({
    status: 'off',
    apiKey: null,
    rememberKey: false,
    connectedHost: null,
    lastError: null,
    lastTest: null,
  });
  useRequestLog.getState().clear();
});

const stored = () =>
  JSON.parse(localStorage.getItem(MODEL_STORAGE) ?? '{}') as { state?: Record<string, unknown> };

describe('the model connection store', () => {
  it('is off by default: no connection to send with, and sending refuses', async () => {
    expect(useModelConnection.getState().status).toBe('off');
    expect(getConnection()).toBeNull();
    await expect(sendChat(modelPort(), 'test', [{ role: 'user', content: 'hi' }])).rejects.toBeInstanceOf(
      ModelError,
    );
    expect(server.requests).toEqual([]);
  });

  it('keeps the API key in memory only, unless "remember" is ticked; then it is stored, listed, erasable', () => {
    const s = useModelConnection.getState();
    s.setApiKey('secret-1');
    expect(useModelConnection.getState().apiKey).toBe('secret-1');
    expect(stored().state?.apiKey ?? null).toBeNull();
    expect(storedKeyPresent()).toBe(false);
    s.setRememberKey(true);
    expect(stored().state?.apiKey).toBe('secret-1');
    expect(storedKeyPresent()).toBe(true);
    useModelConnection.getState().forgetStoredKey();
    expect(storedKeyPresent()).toBe(false);
    expect(useModelConnection.getState().apiKey).toBeNull();
  });

  it('connects after a successful test, logs each request with its exact prompt, and disconnects', async () => {
    const s = useModelConnection.getState();
    s.setSettings({ baseUrl: server.url, chatModel: 'test-chat', embeddingModel: 'test-embed' });
    expect(await s.connect()).toBe(true);
    expect(getConnection()?.settings.baseUrl).toBe(server.url);
    server.setAnswer('exact', 'Exact answer.');
    const r = await sendChat(modelPort(), 'test.hook', [{ role: 'user', content: 'the exact prompt' }]);
    expect(r.text).toBe('Exact answer.');
    const [entry] = useRequestLog.getState().entries;
    expect(entry).toMatchObject({
      hook: 'test.hook',
      host: server.origin,
      status: 'done',
      answer: 'Exact answer.',
      messages: [{ role: 'user', content: 'the exact prompt' }],
    });
    useModelConnection.getState().disconnect();
    expect(getConnection()).toBeNull();
  });

  it('says why it cannot connect, and changing a setting turns the connection off', async () => {
    const s = useModelConnection.getState();
    s.setSettings({ baseUrl: server.url, chatModel: 'absent-model' });
    expect(await s.connect()).toBe(false);
    const st = useModelConnection.getState();
    expect(st.status).toBe('error');
    expect(st.lastError?.kind).toBe('model-not-found');
    expect(st.lastError?.title.fr).toMatch(/absent-model/);
    s.setSettings({ chatModel: 'test-chat' });
    expect(await useModelConnection.getState().connect()).toBe(true);
    useModelConnection.getState().setSettings({ chatModel: 'test-embed' });
    expect(useModelConnection.getState().status).toBe('off');
  });
});
