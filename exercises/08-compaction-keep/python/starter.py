# Exercise 8: what a compaction keeps verbatim. Read the statement, then replace the TODOs.
from aml_lab import approx_tokens

# Characters of an item the truncation summary keeps: the first 77 and "..." when the item is longer than 80.
SUMMARY_CHUNK_CHARS = 80


def keep_verbatim(items, budget):
    """items: the compacted items, oldest first, dicts {"id", "role", "kind", "text"}. Returns the lines to keep
    verbatim (each a whole line of an item's text), at most `budget` tokens (approx_tokens of each line)."""
    # TODO: which lines does the summary lose? Of those, which say something the agent may be asked later?
    # TODO: keep them while their tokens (approx_tokens(line)) fit in the budget.
    return []
