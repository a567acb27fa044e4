/** `aml_lab`'s source with Vite's `?raw` (the page, the notebook, vitest); node.ts reads the same parts from disk. */
import { joinLab, LAB_PARTS } from './labParts';

const parts = import.meta.glob<string>('./aml_lab/*.py', { query: '?raw', import: 'default', eager: true });

export const LAB_SOURCE = joinLab(
  LAB_PARTS.map((name) => {
    const source = parts[`./aml_lab/${name}`];
    if (source === undefined) throw new Error(`aml_lab part missing: ${name}`);
    return source;
  }),
);
