import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { build } from 'vite';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A plain static host serving `root` under `prefix` (e.g. /agent-memory-lab/), like GitHub Pages would: it proves
 * the built site works under a sub-path with no server rewrites. `isolate` adds COOP/COEP, as
 * `AML_CROSS_ORIGIN_ISOLATE=1` does for `vite preview`: the page is cross-origin isolated and may run threads.
 */
export async function startStaticServer(
  root: string,
  prefix: string,
  { isolate = false }: { isolate?: boolean } = {},
): Promise<{ server: Server; origin: string }> {
  // A request that throws (a malformed %-escape makes decodeURIComponent throw) answers 400 instead of becoming an
  // unhandled rejection that would take the suite's server down.
  const server = createServer((req, res) => {
    serve(root, prefix, isolate, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

async function serve(
  root: string,
  prefix: string,
  isolate: boolean,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(404).end('not found');
    return;
  }
  let rel = decodeURIComponent(url.pathname.slice(prefix.length));
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  const file = normalize(join(root, rel));
  if (!file.startsWith(root + sep) && file !== root) {
    res.writeHead(403).end();
    return;
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    // `no-cache` with a validator, as a static host sends (GitHub Pages sends an ETag): the browser asks each time
    // whether its copy is current and an unchanged file answers 304, so a browser context shared by a test file's
    // tests downloads the site's scripts and Pyodide's files once. Never stale: a changed file gets another tag, and
    // an offline page still needs its service worker (no copy is used without asking).
    const etag = `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
    const headers = {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      etag,
      ...(isolate
        ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' }
        : {}),
    };
    const known = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (known.includes(etag)) {
      res.writeHead(304, headers).end();
      return;
    }
    const body = await readFile(file);
    res.writeHead(200, headers);
    res.end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}

/**
 * The production build, exactly as `npm run build` makes it. Vitest sets NODE_ENV=test, which Vite would keep and
 * inline into the bundle (React's development build): force production for the duration of the build.
 */
export async function buildProduction(root: string, outDir: string): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
