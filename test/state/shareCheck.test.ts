// @vitest-environment node
import { checkShared, removeFindings } from '../../src/state/shareCheck';

const KEY = 'sk-proj-2KMFrIREr6VYy-d950s3TPW1IkhbNmPkf7kj_uDt9_doOMfA';

describe('the detector before sharing', () => {
  it('reports what and where, masked, and nothing for ordinary text', () => {
    const found = checkShared({
      'aml.note': `key ${KEY}`,
      'aml.settings': '{"state":{"lang":"fr"},"version":1}',
    });
    expect(found).toEqual([{ kinds: ['api-key'], masked: 'sk-p••••••••', where: 'aml.note' }]);
  });

  it('removes each finding, keeps JSON values JSON', () => {
    const out = removeFindings({
      a: `key ${KEY} end`,
      b: JSON.stringify({ state: { code: `token = "${KEY}"` } }),
      c: 'nothing',
    });
    expect(out.a).toBe('key [removed] end');
    expect(JSON.parse(out.b!)).toEqual({ state: { code: 'token = "[removed]"' } });
    expect(out.c).toBe('nothing');
  });
});
