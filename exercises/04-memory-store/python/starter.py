# Exercise 4: a memory per user under a written policy (seed 001's answer_with_state and MemoryStore).
# Read the statement, then replace the TODOs.
import time

from aml_lab import DEFAULT_STORAGE_POLICY, PolicyViolation, deep_copy, detect_sensitive, mask_secret  # noqa: F401

BRIEF_SUFFIX = " (answer briefly)"


def answer_with_state(question, state, llm):
    # TODO: with state.preferences["length"] == "short", append BRIEF_SUFFIX to the question (.get: a missing
    # preference is no error); call llm once; append {"question": sent, "answer": answer} to state.episodes and
    # keep only the last five (del state.episodes[:-5]); return the answer.
    return llm(question)


class MemoryStore:
    def __init__(self, policy=None, now=None):
        self.policy = DEFAULT_STORAGE_POLICY if policy is None else policy
        self.now = time.time if now is None else now
        # The source's bug in one line: one bucket for everyone. TODO: key the values by (owner, key).
        self.values = {}

    def set(self, owner, key, value):
        # TODO: refuse a blank owner, copy the value, refuse secrets, remember when it was written.
        self.values[key] = value

    def get(self, owner, key):
        # TODO: refuse a blank owner, look only at this owner's values, skip expired ones, return a copy.
        return self.values.get(key)

    def delete(self, owner, key):
        raise NotImplementedError("delete is not implemented yet")

    def forget_owner(self, owner):
        raise NotImplementedError("forget_owner is not implemented yet")

    def keys(self, owner):
        raise NotImplementedError("keys is not implemented yet")

    def purge_expired(self):
        raise NotImplementedError("purge_expired is not implemented yet")
