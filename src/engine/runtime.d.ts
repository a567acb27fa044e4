/**
 * The engine is checked with the language's own library only (tsconfig.engine.json: no DOM, no WebWorker, no Node).
 * What it uses beyond the language is declared here, and only what every host it runs in provides (browsers,
 * workers, Node 17 and later): a function added to this file must exist in all three.
 */
declare function structuredClone<T>(value: T): T;
