#!/usr/bin/env python3
"""The seed notebook's own cost procedure (section 6, gains_pour), copied from its classes.

Usage: python3 scripts/seed_cost.py N_TURNS
Prints one JSON object: {"n_turns", "seconds", "unbounded", "windowed", "paged"}.
Quadratic on purpose (as in the notebook): len(sm) sums every chunk at every turn.
Used by scripts/bench.ts to compare with the engine's O(1)-per-turn model.
"""
from __future__ import annotations

import json
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from typing import List


@dataclass
class Message:
    role: str  # user / assistant / system / tool
    content: str
    ts: float = field(default_factory=time.time)
    importance: float = 1.0


class RollingWindow:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._buf = deque(maxlen=max_messages)
        self._evicted_total = 0

    def append(self, msg):
        ev = []
        if len(self._buf) == self.max:
            ev.append(self._buf[0])
        self._buf.append(msg)
        self._evicted_total += len(ev)
        return ev

    def __len__(self):
        return len(self._buf)

    def render(self):
        return "\n".join(f"[{m.role}] {m.content}" for m in self._buf)


@dataclass
class ProgressiveSummary:
    chunks: List[str] = field(default_factory=list)
    max_chars_per_chunk: int = 80

    def ajouter(self, msg):
        c = msg.content
        if len(c) > self.max_chars_per_chunk:
            c = c[: self.max_chars_per_chunk - 3] + "..."
        prefix = f"[{msg.role}]"
        self.chunks.append(f"{prefix} {c}")

    def render(self, max_chars=None):
        body = "\n--\n".join(self.chunks)
        if max_chars is not None and len(body) > max_chars:
            return body[: max_chars - 3] + "..."
        return body

    def __len__(self):
        return sum(len(c) for c in self.chunks)


@dataclass
class Page:
    title: str
    messages: List[Message]


class PagedMemory:
    def __init__(self):
        self.pages = []
        self.current = 0

    def add_page(self, page):
        self.pages.append(page)
        return len(self.pages) - 1


MSG_AVG_LEN = 120
WINDOW = 10
RESUME_MAX = 200
PAGE_SIZE = 5


def gains_pour(n_turns):
    conv = [
        Message(
            role="user" if i % 2 == 0 else "assistant",
            content=f"Message #{i:03d} - " + "x" * MSG_AVG_LEN,
        )
        for i in range(n_turns)
    ]
    total_unbounded = sum(MSG_AVG_LEN * (i + 1) for i in range(n_turns))
    rw = RollingWindow(max_messages=WINDOW)
    sm = ProgressiveSummary(max_chars_per_chunk=40)
    total_windowed = 0
    for m in conv:
        for evicted in rw.append(m):
            sm.ajouter(evicted)
        total_windowed += WINDOW * MSG_AVG_LEN + min(RESUME_MAX, len(sm))
    pm = PagedMemory()
    for i in range(0, n_turns, PAGE_SIZE):
        pm.add_page(Page(title=f"page-{i // PAGE_SIZE}", messages=conv[i : i + PAGE_SIZE]))
    total_paged = n_turns * (PAGE_SIZE * MSG_AVG_LEN + RESUME_MAX)
    return total_unbounded, total_windowed, total_paged


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    t0 = time.perf_counter()
    ub, w, p = gains_pour(n)
    dt = time.perf_counter() - t0
    print(json.dumps({"n_turns": n, "seconds": dt, "unbounded": ub, "windowed": w, "paged": p}))


if __name__ == "__main__":
    main()
