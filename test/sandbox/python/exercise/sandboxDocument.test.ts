/** The Python sandbox document: only its relay script (by hash), blob: scripts and WebAssembly; no request of any kind. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const html = readFileSync(resolve(import.meta.dirname, '../../../../public/python-sandbox.html'), 'utf8');

describe('public/python-sandbox.html', () => {
  it('allows exactly its relay script by hash, and no network', () => {
    const csp = /Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const relay = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(relay).toContain("toParent({ type: 'boot' })");
    const hash = createHash('sha256').update(relay).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).toContain('worker-src blob:');
    expect(csp).not.toMatch(/connect-src|allow-same-origin|'unsafe-inline'|https?:|'self'/);
  });

  it('holds the worker as inert text (never run by the document itself)', () => {
    expect(html).toMatch(/<script type="text\/plain" id="worker-source">/);
    const worker = /<script type="text\/plain" id="worker-source">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(worker).toContain('self.fetch = function');
    expect(worker).toContain("Promise.reject(new TypeError('no network in the exercise sandbox'))");
  });
});
