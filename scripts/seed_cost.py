#!/usr/bin/env python3
"""The seed notebook's own cost procedure (section 6, gains_pour), run from the chapter's cells.

Usage: python3 scripts/seed_cost.py N_TURNS
Prints one JSON object: {"n_turns", "seconds", "unbounded", "windowed", "paged"}.
Quadratic on purpose (as in the notebook): len(sm) sums every chunk at every turn.
Used by scripts/bench.ts to compare with the engine's O(1)-per-turn model.

The classes and gains_pour are not copied here: chapter 1's cells are the seed's code verbatim
(test/cells/python/pythonCells.test.ts checks them against the seed), so they are run, in the seed's order, in one
namespace as the chapter's kernel runs them; what they print is set aside, and only gains_pour(N_TURNS) is timed.
"""
from __future__ import annotations

import contextlib
import io
import json
import sys
import time
import types
from pathlib import Path

CELLS = Path(__file__).resolve().parent.parent / "src" / "cells" / "python" / "chapter1"
# The cells gains_pour needs (Message, RollingWindow, ProgressiveSummary, Page, PagedMemory), in the seed's order.
SEED_CELLS = ("setup", "rolling-window", "summary", "paging", "cost-table")


def seed_module():
    # A registered module, as a kernel's __main__ is: dataclasses look their class's module up in sys.modules.
    module = sys.modules["seed_cells"] = types.ModuleType("seed_cells")
    with contextlib.redirect_stdout(io.StringIO()):
        for name in SEED_CELLS:
            path = CELLS / f"{name}.py"
            exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), module.__dict__)
    return module


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    gains_pour = seed_module().gains_pour
    t0 = time.perf_counter()
    ub, w, p = gains_pour(n)
    dt = time.perf_counter() - t0
    print(json.dumps({"n_turns": n, "seconds": dt, "unbounded": ub, "windowed": w, "paged": p}))


if __name__ == "__main__":
    main()
