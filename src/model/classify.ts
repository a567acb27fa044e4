import { ModelError, type ModelErrorDetail } from './types';

/**
 * Why did a browser `fetch` to the model server fail with a bare TypeError? The browser says the same thing
 * ("Failed to fetch") when nothing listens, when the server refused the page's origin (CORS), and when Local
 * Network Access blocked a public page from reaching a local address. Two further questions tell them apart:
 * - the Local Network Access permission for the target's address space: "denied" means the browser blocked it;
 * - a `mode: 'no-cors'` probe of the same URL: it resolves (opaque answer) when something answers, whatever its
 *   CORS headers, and fails when nothing listens. So "answers, but the real request failed" is CORS.
 * Measured in Chromium 156 against the test server: CORS-refused → probe resolves; closed port → probe fails;
 * with the page's address overridden to "public" → permission 'loopback-network' reads "denied".
 */
export interface FailureProbes {
  /** The Local Network Access permission state for the target, or null where the browser has none. */
  permission(target: URL): Promise<'granted' | 'denied' | 'prompt' | null>;
  /** Does anything answer at this URL (an opaque no-cors request)? */
  answers(url: string): Promise<boolean>;
}

export type AddressSpace = 'loopback' | 'local' | 'public';

/** The address space a host name or literal IP belongs to, as far as the name alone tells. */
export function addressSpaceOf(hostname: string): AddressSpace {
  const h = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\./.test(h)) return 'loopback';
  if (
    /^10\./.test(h) ||
    /^192\.168\./.test(h) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(h) ||
    /^169\.254\./.test(h)
  )
    return 'local';
  if (/^f[cd][0-9a-f]{2}:/.test(h) || /^fe80:/.test(h) || h.endsWith('.local')) return 'local';
  return 'public';
}

export async function classifyFetchFailure(
  url: string,
  detail: ModelErrorDetail,
  probes: FailureProbes,
): Promise<ModelError> {
  const target = new URL(url);
  const before = await probes.permission(target).catch(() => null);
  if (before === 'denied') return lnaError(detail);
  const answers = await probes.answers(url).catch(() => false);
  if (answers) {
    return new ModelError(
      'cors',
      `The server at ${detail.serverOrigin} refused this page's origin ${detail.pageOrigin}`,
      detail,
    );
  }
  // The probe itself may have been the request that got the permission denied (a prompt dismissed).
  const after = await probes.permission(target).catch(() => null);
  if (after === 'denied') return lnaError(detail);
  return new ModelError('unreachable', `Nothing answered at ${detail.serverOrigin}`, detail);
}

function lnaError(detail: ModelErrorDetail): ModelError {
  return new ModelError(
    'local-network-blocked',
    `The browser blocked this page from reaching ${detail.serverOrigin}`,
    detail,
  );
}

const PERMISSION_NAMES: Record<AddressSpace, string[]> = {
  loopback: ['loopback-network', 'local-network-access'],
  local: ['local-network', 'local-network-access'],
  public: [],
};

/** The probes of a real browser (window or worker); outside a browser, nothing to ask. */
export const browserProbes: FailureProbes = {
  async permission(target) {
    const perms = (globalThis as { navigator?: { permissions?: Permissions } }).navigator?.permissions;
    if (!perms) return null;
    for (const name of PERMISSION_NAMES[addressSpaceOf(target.hostname)]) {
      try {
        const status = await perms.query({ name } as unknown as PermissionDescriptor);
        return status.state;
      } catch {
        /* this browser does not know that permission name: try the next */
      }
    }
    return null;
  },
  async answers(url) {
    try {
      await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(5000) });
      return true;
    } catch {
      return false;
    }
  },
};
