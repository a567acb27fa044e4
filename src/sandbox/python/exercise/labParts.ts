/**
 * `aml_lab`, the exercises' helpers module, is ONE Python module (the harness installs it under one name, the
 * notebook puts it in one cell) written in files by concept: the seeds' classes and chapters 2–3 (seeds.py, with
 * the imports), the memory bench's port (bench.py), chapter 6's tool bench (tool_bench.py). They are joined in
 * this order; later parts use the names of earlier ones.
 */
export const LAB_PARTS = ['seeds.py', 'bench.py', 'tool_bench.py'] as const;

/** The module's source from its parts' sources, given in LAB_PARTS's order. */
export function joinLab(parts: readonly string[]): string {
  if (parts.length !== LAB_PARTS.length)
    throw new Error(`aml_lab has ${LAB_PARTS.length} parts, got ${parts.length}`);
  return parts.join('\n\n');
}
