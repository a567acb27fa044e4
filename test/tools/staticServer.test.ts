/**
 * The real-browser suite's static host revalidates: `no-cache` with an ETag, so a browser context that loads a file
 * again gets 304 and reuses its cached copy (and the code compiled from it), and a changed file is sent again.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { startStaticServer } from '../../tools/browser/static-server';

const root = mkdtempSync(join(tmpdir(), 'aml-static-'));
let server: Server;
let url: string;

beforeAll(async () => {
  writeFileSync(join(root, 'app.js'), 'export const a = 1;\n');
  const started = await startStaticServer(root, '/lab/');
  server = started.server;
  url = `${started.origin}/lab/app.js`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  rmSync(root, { recursive: true, force: true });
});

describe('the static host of the real-browser suite', () => {
  it('answers 304 to the tag it gave, and the whole file to any other', async () => {
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    expect(await first.text()).toBe('export const a = 1;\n');

    const again = await fetch(url, { headers: { 'if-none-match': `"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const stale = await fetch(url, { headers: { 'if-none-match': '"other"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe('export const a = 1;\n');
  });

  it('gives a changed file a new tag, so a browser never keeps an old copy', async () => {
    const before = (await fetch(url)).headers.get('etag') ?? '';
    writeFileSync(join(root, 'app.js'), 'export const a = 22;\n');
    utimesSync(join(root, 'app.js'), new Date(), new Date(Date.now() + 5000));
    const changed = await fetch(url, { headers: { 'if-none-match': before } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('export const a = 22;\n');
    expect(changed.headers.get('etag')).not.toBe(before);
  });
});
