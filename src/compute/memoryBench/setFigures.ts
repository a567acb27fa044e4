/**
 * What the build counts in a public set (vitePlugin.ts), so the page can say what a set holds before loading it.
 * One shape for the plugin, its virtual module's declaration (virtual.d.ts) and the page (publicSubset.ts).
 */
export interface PublicSetFigures {
  bytes: number;
  name: string;
  cases: number;
  questions: number;
  turns: number;
  /** The case ids (the widget puts the same questions side by side across sets). */
  caseIds: string[];
}
