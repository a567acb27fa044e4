declare module 'virtual:aml-sandbox-worker' {
  /** The sandbox worker as one classic script (see src/sandbox/vitePlugin.ts). */
  const source: string;
  export default source;
}

declare module 'virtual:aml-engine-dts' {
  /** Declarations of 'agent-memory-lab', keyed by path under node_modules/agent-memory-lab/. */
  const files: Record<string, string>;
  export default files;
}
