// @vitest-environment node
import { findScormApi, MAX_PARENTS, type WindowLike } from '../../src/scorm/api';

const fakeApi = () => ({
  LMSInitialize: () => 'true',
  LMSFinish: () => 'true',
  LMSGetValue: () => '',
  LMSSetValue: () => 'true',
  LMSCommit: () => 'true',
  LMSGetLastError: () => '0',
});

/** A chain of `depth` nested frames under a top window; returns the innermost one (the lab's). */
function chain(depth: number, top: WindowLike): WindowLike {
  top.parent = top;
  top.top = top;
  let win = top;
  for (let i = 0; i < depth; i++) {
    const child: WindowLike = { parent: win, top };
    win = child;
  }
  return win;
}

describe('findScormApi', () => {
  it('finds the API on the window itself, a parent, or the top of a deep chain', () => {
    const api = fakeApi();
    const self: WindowLike = { API: api };
    self.parent = self;
    expect(findScormApi(self)).toBe(api);
    expect(findScormApi(chain(1, { API: api }))).toBe(api);
    expect(findScormApi(chain(MAX_PARENTS, { API: api }))).toBe(api);
  });

  it('stops after 7 parents, as the SCORM 1.2 search does', () => {
    expect(findScormApi(chain(MAX_PARENTS + 1, { API: fakeApi() }))).toBeNull();
  });

  it("looks in the opener's chain when the frames have none (a platform launching a pop-up)", () => {
    const api = fakeApi();
    const lms = chain(2, { API: api });
    const popupTop: WindowLike = { opener: lms };
    expect(findScormApi(chain(1, popupTop))).toBe(api);
  });

  it('returns null outside a platform, for an object that is not the API, and past a window of another origin', () => {
    expect(findScormApi(chain(3, {}))).toBeNull();
    expect(findScormApi(chain(1, { API: { LMSInitialize: () => 'true' } }))).toBeNull();
    const crossOrigin: WindowLike = {};
    Object.defineProperty(crossOrigin, 'API', {
      get() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    });
    crossOrigin.parent = crossOrigin;
    expect(findScormApi({ parent: crossOrigin, top: crossOrigin })).toBeNull();
  });
});
