# Exercise 7: the write path's decision. Read the statement, then replace the TODO.


def decide(existing, candidate):
    """existing: a list of dicts {"id", "key", "value", "updated_at"}; candidate: a dict {"key", "value", "mode",
    and "corrects" for a correction}. Returns {"event": "ADD" | "UPDATE" | "DELETE" | "NOOP", "target": an id or None}."""
    # TODO: compare keys and values without case, extra spaces or final punctuation.
    # TODO: a restatement is a NOOP; a removal deletes what it names; an addition adds; a change updates.
    return {"event": "NOOP", "target": "TODO"}
