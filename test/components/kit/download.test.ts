import { downloadBlob, REVOKE_AFTER_MS } from '../../../src/components/kit/download';

/**
 * The lab's one file download: the link is attached while clicked, and the object URL outlives the click (revoked at
 * once, some browsers cancel the download). A minimal document stands in for the page: node has none.
 */
describe('downloadBlob', () => {
  const events: string[] = [];
  beforeEach(() => {
    events.length = 0;
    vi.useFakeTimers();
    const link = {
      href: '',
      download: '',
      style: {} as Record<string, string>,
      click: () => events.push(`click ${link.download} attached=${attached}`),
      remove: () => {
        attached = false;
      },
    };
    let attached = false;
    vi.stubGlobal('document', {
      createElement: () => link,
      body: {
        appendChild: () => {
          attached = true;
        },
      },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:probe');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void events.push(`revoke ${url}`));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('clicks an attached link, then revokes the URL only after REVOKE_AFTER_MS', () => {
    downloadBlob(new Blob(['x']), 'take.json');
    expect(events).toEqual(['click take.json attached=true']);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(events).toEqual(['click take.json attached=true']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['click take.json attached=true', 'revoke blob:probe']);
    expect(REVOKE_AFTER_MS).toBeGreaterThanOrEqual(1_000);
  });
});
