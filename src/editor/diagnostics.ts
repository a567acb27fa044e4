/** A TypeScript problem in the student's code, as shown in the test results. */
export interface CodeDiagnostic {
  line: number;
  column: number;
  message: string;
}

/** What the editor offers the workspace once it is ready. */
export interface EditorHandle {
  /** Type and syntax errors of the current code (empty when unknown). */
  diagnostics(): Promise<CodeDiagnostic[]>;
  revealLine(line: number): void;
  focus(): void;
}
