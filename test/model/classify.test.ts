// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressSpaceOf, classifyFetchFailure, type FailureProbes } from '../../src/model/classify';

const detail = { pageOrigin: 'https://lab.example', serverOrigin: 'http://localhost:11434' };
const url = 'http://localhost:11434/v1/models';

function probes(before: 'denied' | 'prompt' | null, answers: boolean, after = before): FailureProbes {
  let calls = 0;
  return { permission: async () => (calls++ === 0 ? before : after), answers: async () => answers };
}

describe('telling the three bare network failures apart', () => {
  it('a denied Local Network Access permission is the browser blocking', async () => {
    expect((await classifyFetchFailure(url, detail, probes('denied', false))).kind).toBe(
      'local-network-blocked',
    );
    expect((await classifyFetchFailure(url, detail, probes('prompt', false, 'denied'))).kind).toBe(
      'local-network-blocked',
    );
  });
  it('something answers an opaque probe: the server refused the origin (CORS)', async () => {
    const e = await classifyFetchFailure(url, detail, probes(null, true));
    expect(e.kind).toBe('cors');
    expect(e.detail.pageOrigin).toBe('https://lab.example');
  });
  it('nothing answers and nothing was denied: nothing listens', async () => {
    expect((await classifyFetchFailure(url, detail, probes('prompt', false))).kind).toBe('unreachable');
    expect((await classifyFetchFailure(url, detail, probes(null, false))).kind).toBe('unreachable');
  });
  it('knows address spaces from the host name', () => {
    expect(addressSpaceOf('localhost')).toBe('loopback');
    expect(addressSpaceOf('127.0.0.1')).toBe('loopback');
    expect(addressSpaceOf('[::1]')).toBe('loopback');
    expect(addressSpaceOf('192.168.1.20')).toBe('local');
    expect(addressSpaceOf('172.20.0.3')).toBe('local');
    expect(addressSpaceOf('172.40.0.3')).toBe('public');
    expect(addressSpaceOf('example.org')).toBe('public');
  });
});
