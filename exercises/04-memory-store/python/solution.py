# Exercise 4, reference solution.
import time

from aml_lab import DEFAULT_STORAGE_POLICY, PolicyViolation, deep_copy, detect_sensitive, mask_secret

BRIEF_SUFFIX = " (answer briefly)"
EPISODE_LIMIT = 5


def answer_with_state(question, state, llm):
    """The preference rewrites the question, the model is called once, the state keeps the last five exchanges."""
    sent = question + BRIEF_SUFFIX if state.preferences.get("length") == "short" else question
    answer = llm(sent)
    state.episodes.append({"question": sent, "answer": answer})
    del state.episodes[:-EPISODE_LIMIT]
    return answer


def _check_owner(owner):
    if not isinstance(owner, str) or not owner.strip():
        raise ValueError("owner must be a non-blank string: a memory without an owner would be shared by everyone")


def _strings_in(value, out):
    """Every string inside a value: the value itself, list/tuple/set items, dict keys and values."""
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        out.append(str(value))
    elif isinstance(value, dict):
        for k, v in value.items():
            _strings_in(k, out)
            _strings_in(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _strings_in(v, out)
    return out


class MemoryStore:
    def __init__(self, policy=None, now=None):
        self.policy = DEFAULT_STORAGE_POLICY if policy is None else policy
        self.now = time.time if now is None else now
        # owner -> {key: (value, written_at)}: forgetting an owner deletes one dict, nothing else holds their values.
        self.by_owner = {}

    def _expired(self, written_at):
        return self.now() - written_at > self.policy["expires_after"]

    def set(self, owner, key, value):
        _check_owner(owner)
        copy = deep_copy(value)  # TypeError for a function, an object...: nothing stored yet
        for text in _strings_in(copy, []):
            kinds = [k for k in detect_sensitive(text) if k in self.policy["refused_kinds"]]
            if kinds:
                raise PolicyViolation(kinds, mask_secret(text))
        self.by_owner.setdefault(owner, {})[key] = (copy, self.now())

    def get(self, owner, key):
        _check_owner(owner)
        entry = self.by_owner.get(owner, {}).get(key)
        if entry is None or self._expired(entry[1]):
            return None
        return deep_copy(entry[0])

    def delete(self, owner, key):
        _check_owner(owner)
        values = self.by_owner.get(owner, {})
        existed = values.pop(key, None) is not None
        if not values:
            self.by_owner.pop(owner, None)
        return existed

    def forget_owner(self, owner):
        _check_owner(owner)
        return len(self.by_owner.pop(owner, {}))

    def keys(self, owner):
        _check_owner(owner)
        return [k for k, (_, at) in self.by_owner.get(owner, {}).items() if not self._expired(at)]

    def purge_expired(self):
        removed = 0
        for owner in list(self.by_owner):
            values = self.by_owner[owner]
            for key in [k for k, (_, at) in values.items() if self._expired(at)]:
                del values[key]
                removed += 1
            if not values:
                del self.by_owner[owner]
        return removed
