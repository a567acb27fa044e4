// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSseParser } from '../../src/model/sse';

describe('server-sent events parser', () => {
  it('gives each event once, however the bytes are cut', () => {
    const body =
      'data: {"a":1}\n\n: keep-alive\n\ndata: {"a":2}\r\n\r\nevent: x\ndata: line1\ndata: line2\n\ndata: [DONE]\n\n';
    for (let cut = 1; cut < body.length; cut++) {
      const p = createSseParser();
      const out = [...p.push(body.slice(0, cut)), ...p.push(body.slice(cut)), ...p.flush()];
      expect(out).toEqual(['{"a":1}', '{"a":2}', 'line1\nline2', '[DONE]']);
    }
  });
  it('keeps a last event without its blank line for flush', () => {
    const p = createSseParser();
    expect(p.push('data: {"a":1}\n\ndata: [DONE]')).toEqual(['{"a":1}']);
    expect(p.flush()).toEqual(['[DONE]']);
  });
});
