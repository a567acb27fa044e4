/**
 * The school platform's side for the SCORM real-browser test: a real HTTP server on 127.0.0.1 (its own port) that
 * serves a host page running scorm-again's Scorm12API (a maintained LMS-side SCORM 1.2 runtime, not a stub) and,
 * on the same origin as a platform does, the package unpacked from its zip under /pkg/.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { startStaticServer } from '../../tools/browser/static-server';

const require = createRequire(import.meta.url);

/**
 * The host page. `launch(mode, cmi)` puts `window.API` in place and frames the package's launch address:
 * mode "normal" is scorm-again as it comes; "refuse" the same runtime whose LMSSetValue and LMSCommit answer "false"
 * with error 101 (a platform that will not save); "none" no API at all. `cmi` is a previous session's data model,
 * loaded with scorm-again's loadFromJSON before the content initializes (what a platform does on relaunch).
 */
const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Course platform</title>
<link rel="icon" href="data:,"><script src="/scorm12.js"></script></head>
<body><h1>Course</h1>
<script>
window.calls = [];
window.launch = function (mode, cmi, href) {
  if (mode !== 'none') {
    const api = new Scorm12API({ autocommit: false, lmsCommitUrl: false, logLevel: 4 });
    if (cmi) api.loadFromJSON(cmi, '');
    for (const name of ['LMSInitialize', 'LMSFinish', 'LMSCommit']) {
      const real = api[name];
      api[name] = function (arg) { window.calls.push(name); return real.call(api, arg); };
    }
    if (mode === 'refuse') {
      api.LMSSetValue = function () { window.calls.push('LMSSetValue refused'); return 'false'; };
      api.LMSCommit = function () { window.calls.push('LMSCommit refused'); return 'false'; };
      api.LMSGetLastError = function () { return '101'; };
    }
    window.API = api;
  }
  const frame = document.createElement('iframe');
  frame.id = 'sco';
  frame.title = 'Activity';
  frame.style.cssText = 'width: 1200px; height: 800px; border: 0';
  frame.src = '/pkg/' + href;
  document.body.append(frame);
};
window.closeActivity = function () { document.getElementById('sco').src = 'about:blank'; };
window.cmiData = function () { return JSON.parse(JSON.stringify(window.API.cmi)); };
</script></body></html>`;

export interface ScormHost {
  origin: string;
  close(): Promise<void>;
}

/** Unpacks `zip` into a temporary folder and serves it with the host page; the manifest is returned too. */
export async function startScormHost(zip: Uint8Array): Promise<ScormHost & { manifest: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'aml-scorm-host-'));
  const entries = unzipSync(zip);
  for (const [name, bytes] of Object.entries(entries)) {
    if (name.endsWith('/')) continue;
    await mkdir(dirname(join(dir, 'pkg', name)), { recursive: true });
    await writeFile(join(dir, 'pkg', name), bytes);
  }
  await writeFile(join(dir, 'host.html'), HOST_PAGE);
  await writeFile(join(dir, 'scorm12.js'), await readFile(require.resolve('scorm-again/scorm12')));
  const { server, origin } = await startStaticServer(dir, '/');
  const manifest = new TextDecoder().decode(entries['imsmanifest.xml']);
  return { origin, manifest, close: () => new Promise<void>((r) => (server as Server).close(() => r())) };
}
