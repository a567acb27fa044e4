// @vitest-environment jsdom
/**
 * The /memories folder in localStorage: saved with its version only while kept, read back, a corrupt value read as
 * an empty folder (kept aside, with a notice), and a saved value with bad paths cleaned.
 */
import { useNotices } from '../../src/state/notices';
import {
  MEMORY_FILES_KEY,
  MEMORY_FILES_VERSION,
  migrateMemoryFiles,
  useMemoryFiles,
} from '../../src/state/memoryFiles';

describe('the /memories folder in localStorage', () => {
  beforeEach(() => {
    useMemoryFiles.getState().reset();
    localStorage.clear();
    useNotices.setState({ notices: [] });
  });

  it('saves nothing while not kept, then saves with its version and reads it back', async () => {
    useMemoryFiles.getState().setFiles({ '/memories/a.md': 'one' });
    expect(localStorage.getItem(MEMORY_FILES_KEY)).toBeNull();
    useMemoryFiles.getState().setKeep(true);
    const raw = localStorage.getItem(MEMORY_FILES_KEY) as string;
    const saved = JSON.parse(raw) as { version: number; state: unknown };
    expect(saved.version).toBe(MEMORY_FILES_VERSION);
    expect(saved.state).toEqual({ keep: true, files: { '/memories/a.md': 'one' } });
    // A new page: the store starts empty, then reads what the last page saved.
    useMemoryFiles.setState({ keep: false, files: {} });
    localStorage.setItem(MEMORY_FILES_KEY, raw);
    await useMemoryFiles.persist.rehydrate();
    expect(useMemoryFiles.getState().files).toEqual({ '/memories/a.md': 'one' });
    expect(useMemoryFiles.getState().keep).toBe(true);
  });

  it('reads a corrupt saved folder as an empty one, keeps it aside and says so', async () => {
    localStorage.setItem(MEMORY_FILES_KEY, '{"state": oops');
    await useMemoryFiles.persist.rehydrate();
    expect(useMemoryFiles.getState().files).toEqual({});
    expect(useMemoryFiles.getState().keep).toBe(false);
    expect(localStorage.getItem(`${MEMORY_FILES_KEY}.corrupt`)).toBe('{"state": oops');
    expect(useNotices.getState().notices).toHaveLength(1);
  });

  it('migrates a saved folder keeping only text files under /memories', () => {
    expect(
      migrateMemoryFiles(
        {
          keep: true,
          files: { '/memories/ok.md': 'fine', '/etc/passwd': 'x', '/memories/../x': 'y', '/memories/n': 3 },
        },
        0,
      ),
    ).toEqual({ keep: true, files: { '/memories/ok.md': 'fine' } });
    expect(migrateMemoryFiles('garbage', 0)).toEqual({ keep: false, files: {} });
  });

  it('removing empties the folder and deletes the saved key', () => {
    useMemoryFiles.getState().setKeep(true);
    useMemoryFiles.getState().setFiles({ '/memories/a.md': 'one' });
    expect(localStorage.getItem(MEMORY_FILES_KEY)).not.toBeNull();
    useMemoryFiles.getState().reset();
    expect(localStorage.getItem(MEMORY_FILES_KEY)).toBeNull();
    expect(useMemoryFiles.getState().files).toEqual({});
  });
});
