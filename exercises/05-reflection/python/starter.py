# Exercise 5: the reflection step (seed 002's reflect_and_update_semantic). Read the statement, then fix the TODOs.
# The seed's code, indentation restored, without its embedding placeholder; it still has faults 3, 4 and 5.
import datetime

from aml_lab import extraction_prompt, summary_prompt  # noqa: F401


def classify(text):
    """'rule' when a condition word appears as a whole word, else 'fact'."""
    # TODO: whole words only. This is the seed's test, which "aussi", "décision" and "position" fool.
    low = text.lower()
    return "rule" if "si" in low or "alors" in low else "fact"


def parse_lines(answer):
    """One (concept, knowledge) per real line "Concept : knowledge"; NONE / AUCUN mean nothing."""
    # TODO: the seed tests for "NONE" (its model says "AUCUN") and splits on a backslash followed by n.
    if answer == "NONE":
        return []
    found = []
    for line in answer.split("\\n"):
        if ":" in line:
            concept, knowledge = line.split(":", 1)
            found.append((concept.strip(), knowledge.strip()))
    return found


class AgentMemory:
    def __init__(self):
        self.episodic_buffer = []  # (timestamp, episode)
        self.semantic_store = {}  # concept -> {"facts": [...], "rules": [...]}

    def add_episode(self, thought, user_input, action, outcome, feedback, timestamp=None):
        episode = {
            "timestamp": timestamp or datetime.datetime.now().isoformat(),
            "thought": thought,
            "user_input": user_input,
            "action": action,
            "outcome": outcome,
            "feedback": feedback,
        }
        self.episodic_buffer.append((episode["timestamp"], episode))

    def reflect_and_update_semantic(self, llm_client, num_recent_episodes=5):
        """Returns {"takeaways": str, "added": [(concept, knowledge, kind), ...]}."""
        # TODO: summary_prompt(episodes) -> takeaways; extraction_prompt(takeaways) -> answer; parse, classify, store
        # (no duplicates); with no episode, send nothing.
        return {"takeaways": "", "added": []}
