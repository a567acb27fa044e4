/**
 * A suite's own server for the built lab, apart from the one every suite shares: for tests that take the host down
 * (offline, the encoder's cache), serve it with other headers (cross-origin isolation) or publish a new version into
 * it. Registers its own `beforeAll`/`afterAll`, so a suite writes `const site = ownSite({ copy: 'aml-offline-' })`
 * and reads `site.baseUrl` in its tests.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { startStaticServer } from '../../tools/browser/static-server';

/** Where the lab lives on the host, as on GitHub Pages: a sub-path, never the root. */
const BASE = '/agent-memory-lab/';

export interface OwnSite {
  /** The lab's address on this server (it changes when the server starts again). */
  readonly baseUrl: string;
  /** The built files it serves: a private copy when asked for one, else the suites' shared build. */
  readonly dist: string;
  /** Takes the host down now: open connections are cut, as when a laptop leaves the network. */
  stop(): Promise<void>;
  /** Serves the same files again if the host is down (on another port: read `baseUrl` again). */
  restart(): Promise<void>;
}

export interface OwnSiteOptions {
  /** Serve a private copy of the build (a temporary folder with this prefix), for a suite that writes into it. */
  copy?: string;
  /** Cross-origin isolated: COOP and COEP on every response, so the page may run threads. */
  isolate?: boolean;
}

export function ownSite({ copy, isolate = false }: OwnSiteOptions = {}): OwnSite {
  let server: Server | undefined;
  let origin = '';
  let dist = '';
  const start = async () => {
    const started = await startStaticServer(dist, BASE, { isolate });
    server = started.server;
    origin = started.origin;
  };
  const site: OwnSite = {
    get baseUrl() {
      return `${origin}${BASE}`;
    },
    get dist() {
      return dist;
    },
    async stop() {
      const running = server;
      if (!running?.listening) return;
      running.closeAllConnections();
      await new Promise<void>((r) => running.close(() => r()));
    },
    async restart() {
      if (!server?.listening) await start();
    },
  };
  beforeAll(async () => {
    dist = resolve(inject('distDir'));
    if (copy) {
      const own = await mkdtemp(join(tmpdir(), copy));
      await cp(dist, own, { recursive: true });
      dist = own;
    }
    await start();
  });
  afterAll(async () => {
    await site.stop();
    if (copy) await rm(dist, { recursive: true, force: true });
  });
  return site;
}
