// @vitest-environment jsdom
/**
 * The page's reads of Pyodide's files, against a real HTTP server on 127.0.0.1 that holds each response open a
 * moment and counts the requests under way per file: two reads of one file never overlap (two downloads of one URL
 * at once make Chromium fail one, `net::ERR_CACHE_WRITE_FAILURE`), each sandbox gets files of its own, and a failed
 * read is tried again by the next caller. The server answers each of Pyodide's files with its own path, not its bytes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { files } from 'virtual:aml-pyodide-files';
import { loadPyodideFiles, takePyodideFiles } from '../../../../src/sandbox/python/exercise/pyodideFiles';

const served = { underWay: new Map<string, number>(), most: 0, requests: [] as string[], failNext: 0 };
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '';
    served.requests.push(url);
    const now = (served.underWay.get(url) ?? 0) + 1;
    served.underWay.set(url, now);
    served.most = Math.max(served.most, now);
    setTimeout(() => {
      served.underWay.set(url, (served.underWay.get(url) ?? 1) - 1);
      if (served.failNext > 0) {
        served.failNext -= 1;
        res.writeHead(500).end();
      } else res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(url);
    }, 150);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = document.createElement('base');
  base.href = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  document.head.append(base);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  served.underWay.clear();
  served.most = 0;
  served.requests.length = 0;
  served.failNext = 0;
});

const text = (buffer: ArrayBuffer | undefined) => new TextDecoder().decode(buffer);

describe("the page's reads of Pyodide's files", () => {
  it('never downloads a file twice at once: a read asked while another is under way starts once it has ended', async () => {
    const warmUp = loadPyodideFiles(); // the next sandbox's files, read early
    const forSnapshotMaker = takePyodideFiles(); // handed to the snapshot maker: the same read
    const forNextSandbox = loadPyodideFiles(); // a second read, asked while the first is under way
    const [a, b, c] = await Promise.all([warmUp, forSnapshotMaker, forNextSandbox]);
    expect(a).toBe(b);
    expect(c).not.toBe(a); // each sandbox is handed buffers of its own
    for (const { name } of files) expect(text(c[name])).toBe(`/pyodide/${name}`);
    expect(served.requests.sort()).toEqual(
      files.flatMap(({ name }) => [`/pyodide/${name}`, `/pyodide/${name}`]).sort(),
    );
    expect(served.most).toBe(1);
    await takePyodideFiles(); // hands the second read over, as a sandbox would
  });

  it('reads again after a failed read, and a failed read does not drop a newer one', async () => {
    served.failNext = files.length;
    const failed = takePyodideFiles();
    const newer = loadPyodideFiles(); // asked while the failing read is under way: waits for it, then reads
    await expect(failed).rejects.toThrow(/HTTP 500/);
    expect(await newer).toBe(await loadPyodideFiles()); // still the page's read, not dropped by the failure
    expect(text((await newer)['python_stdlib.zip'])).toBe('/pyodide/python_stdlib.zip');
    expect(served.most).toBe(1);
    await takePyodideFiles(); // hands it over: the next file starts with no read kept
  });
});
