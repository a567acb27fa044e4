/** Results of a Python exercise run (see harness.py and README.md next to this file). No runtime code. */

export interface PythonTestResult {
  /** The test's name in English (`names` has both languages). */
  name: string;
  names: { en: string; fr: string };
  passed: boolean;
  /** repr of the expected value, when the test compared values. */
  expected: string | null;
  /** repr of what the student's code gave. */
  actual: string | null;
  message: string;
  /** 1-based line in the student's code from the traceback, when the failure happened there. */
  line: number | null;
  /** Traceback limited to the student's and the tests' frames, for an exception (not for a failed check). */
  traceback?: string;
  /** How long the test ran, in ms (absent for a test that did not run). */
  ms?: number;
}

export interface PythonRunError {
  /** 'SyntaxError', 'NameError', 'SystemExit'...; 'HarnessError' when the run could not complete. */
  type: string;
  message: string;
  line: number | null;
  traceback: string;
}

export interface PythonExerciseResult {
  tests: PythonTestResult[];
  /** The student's code failed to compile or load (all tests then fail), or the run could not complete. */
  error: PythonRunError | null;
  /** Set when the submitted code changed the tests or their helpers: every test then counts as failed. */
  tampered: string | null;
  passed: number;
  failed: number;
  /** True when the interpreter can no longer be used (e.g. it was ended): start a fresh one. */
  fatal: boolean;
}

export interface PythonExerciseInput {
  /** The student's code (the module `student`). */
  student: string;
  /** The exercise's tests.py. */
  tests: string;
  /** File name in tracebacks; default 'exercise.py'. */
  studentFilename?: string;
}
