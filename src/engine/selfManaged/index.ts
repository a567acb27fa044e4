/**
 * Chapter 5: the agent manages its own memory. Memory blocks and the tools that edit them (blocks.ts, tools.ts),
 * memory as files (files.ts), the write path and its history in three designs (facts.ts, decide.ts, writePath.ts),
 * "said but not done" (saidNotDone.ts) and the scripted agent (scripted.ts).
 */
export * from './tools';
export * from './blocks';
export * from './files';
export * from './fileCall';
export * from './facts';
export * from './decide';
export * from './writePath';
export * from './saidNotDone';
export * from './scripted';
export * from './presets';
export * from './modelTurn';
