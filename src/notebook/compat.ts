/**
 * Cells a notebook adds after a lesson's Python cell so that the chapter runs top to bottom in an older kernel than
 * the page's (Pyodide's Python 3.14; Debian 12 and many Jupyter installs have 3.11). The page never shows them.
 *
 * Chapter 3's published TaskMaster code holds a backslash inside an f-string expression (the lesson's fault 2): before
 * Python 3.12 the whole cell is a `SyntaxError`, so `AgentMemory` and `MockLLM`, which the next cell (the published
 * code with its first fault repaired) builds on, never exist. The added cell, on Python 3.11 or earlier only, defines
 * them from the same code with that one expression written the way 3.11 accepts it: `chr(92) + 'n'` is the very two
 * characters `'\\n'` gives on 3.12, so the next cell prints what the lesson shows. On 3.12 or later it does nothing.
 */
import type { Localized } from '../i18n/lang';
import taskmasterPublished from '../cells/python/chapter3/taskmaster-published.py?raw';

export interface CompatCell {
  /** Why the cell is there, in the notebook's language. */
  note: Localized;
  python: string;
}

const FAULT_2 = "{'\\\\n'.join(episode_summaries)}";
const FAULT_2_BEFORE_312 = "{(chr(92) + 'n').join(episode_summaries)}";

function taskmasterBefore312(published: string): string {
  if (!published.includes(FAULT_2))
    throw new Error('taskmaster-published: the f-string of fault 2 is not found');
  const source = published.replace(FAULT_2, FAULT_2_BEFORE_312).replace(/\n$/, '');
  const literal = source.includes("'''") ? JSON.stringify(source) : `r'''${source}'''`;
  return [
    'import sys as _sys',
    '',
    'if _sys.version_info < (3, 12):',
    "    # The published code's classes, without running its demo (it stops at self.embed, fault 1).",
    '    _published = {"__name__": "taskmaster_published"}',
    `    exec(compile(${literal}, "taskmaster_published.py", "exec"), _published)`,
    '    AgentMemory, MockLLM = _published["AgentMemory"], _published["MockLLM"]',
  ].join('\n');
}

/** By the id of the cell they follow. */
export const compatCells: Readonly<Record<string, CompatCell>> = {
  'taskmaster-published': {
    note: {
      en:
        'On Python 3.11 or earlier, the cell above does not even compile (fault 2: a backslash inside an f-string ' +
        'expression), so `AgentMemory` and `MockLLM` do not exist. This cell defines them from the same code with ' +
        "that one expression written as Python 3.11 accepts it (the same two characters, `chr(92) + 'n'`). On " +
        'Python 3.12 or later it does nothing.',
      fr:
        'Sous Python 3.11 ou avant, la cellule ci-dessus ne compile même pas (défaut 2\u00a0: une barre oblique ' +
        'inverse dans une expression de f-string), donc `AgentMemory` et `MockLLM` n’existent pas. Cette cellule ' +
        'les définit à partir du même code, cette seule expression écrite comme Python 3.11 l’accepte (les deux ' +
        "mêmes caractères, `chr(92) + 'n'`). Sous Python 3.12 ou plus, elle ne fait rien.",
    },
    python: taskmasterBefore312(taskmasterPublished),
  },
};
