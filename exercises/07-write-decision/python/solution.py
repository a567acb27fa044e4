# Exercise 7, reference solution: the write path's decision.


def norm(text):
    """Lower case, runs of spaces as one, surrounding spaces and final punctuation dropped."""
    return " ".join(text.lower().split()).rstrip(".!?;, ")


def newest(memories):
    """The newest memory: the largest updated_at, the later one in the list on a tie."""
    best = None
    for m in memories:
        if best is None or m["updated_at"] >= best["updated_at"]:
            best = m
    return best


def decide(existing, candidate):
    """Returns {"event": "ADD" | "UPDATE" | "DELETE" | "NOOP", "target": an id or None}."""
    same_key = [m for m in existing if norm(m["key"]) == norm(candidate["key"])]
    value = norm(candidate["value"])
    if candidate["mode"] == "remove":
        if value == "":
            target = newest(same_key)
        else:
            target = next((m for m in same_key if norm(m["value"]) == value), None)
        if target is None:
            return {"event": "NOOP", "target": None}
        return {"event": "DELETE", "target": target["id"]}
    holding = next((m for m in same_key if norm(m["value"]) == value), None)
    if holding is not None:
        return {"event": "NOOP", "target": holding["id"]}
    if candidate["mode"] == "add":
        return {"event": "ADD", "target": None}
    wrong = None
    if candidate.get("corrects") is not None:
        wrong = next((m for m in same_key if norm(m["value"]) == norm(candidate["corrects"])), None)
    target = wrong if wrong is not None else newest(same_key)
    if target is None:
        return {"event": "ADD", "target": None}
    return {"event": "UPDATE", "target": target["id"]}
