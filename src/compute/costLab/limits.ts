/** Limits shared by the page and the worker (kept apart so the page never imports the engine's BPE tables). */

/** Points per line at most: the union of three LTTB selections of a third each. */
export const MAX_POINTS = 2000;
/** Above this many turns the CSV holds the plotted points instead of every turn. */
export const CSV_FULL_MAX = 200_000;
