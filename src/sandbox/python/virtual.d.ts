declare module 'virtual:aml-pyodide-files' {
  /** The pyodide package's version, e.g. '314.0.7'. */
  export const version: string;
  /** The files served at `pyodide/` and their sizes in bytes (see src/sandbox/python/vitePlugin.ts). */
  export const files: { name: string; bytes: number }[];
  /** This build's id (a new one per build or dev server start): memory snapshots are kept per build. */
  export const buildId: string;
}
