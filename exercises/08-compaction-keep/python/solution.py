# Exercise 8, reference solution: what a compaction keeps verbatim.
import re
from collections import Counter
from aml_lab import approx_tokens

# Characters of an item the truncation summary keeps: the first 77 and "..." when the item is longer than 80.
SUMMARY_CHUNK_CHARS = 80


def shape(line):
    """A line with every run of letters, digits and underscores as "w": lines of one template share it."""
    return re.sub(r"\w+", "w", line)


def keep_verbatim(items, budget):
    """The lines to keep verbatim beside the summary, at most `budget` tokens (approx_tokens of each line). A line is
    worth keeping when the summary loses it (beyond the first 77 characters of its item) and it does not follow a
    template other lines of its item follow. The newest items first, as a compaction keeps its latest context."""
    kept = []
    used = 0
    for item in reversed(items):
        text = item["text"]
        summarized = text if len(text) <= SUMMARY_CHUNK_CHARS else text[:77]
        lines = text.split("\n")
        shapes = Counter(shape(line) for line in lines)
        for line in lines:
            if line.strip() == "" or line in summarized:
                continue
            if len(lines) > 1 and shapes[shape(line)] > 1:
                continue
            tokens = approx_tokens(line)
            if used + tokens > budget:
                continue
            kept.append(line)
            used += tokens
    return kept
