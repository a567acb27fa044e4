# Exercise 5, reference solution.
import datetime
import re

from aml_lab import extraction_prompt, summary_prompt

RULE_WORDS = {"si", "alors", "quand", "lorsque", "lorsqu", "if", "then", "when", "whenever", "unless"}
NOTHING = {"NONE", "AUCUN"}


def classify(text):
    words = re.findall(r"[^\W_]+", text.lower())
    return "rule" if any(w in RULE_WORDS for w in words) else "fact"


def parse_lines(answer):
    found = []
    for raw in re.split(r"\r\n|\r|\n", answer):
        line = raw.strip()
        if line.upper() in NOTHING or ":" not in line:
            continue
        concept, knowledge = (part.strip() for part in line.split(":", 1))
        if concept and knowledge and concept.upper() not in NOTHING:
            found.append((concept, knowledge))
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
        recent = self.episodic_buffer[-num_recent_episodes:]
        if not recent:
            return {"takeaways": "", "added": []}
        takeaways = llm_client.generate(summary_prompt(recent))
        answer = llm_client.generate(extraction_prompt(takeaways))
        added = []
        for concept, knowledge in parse_lines(answer):
            kind = classify(knowledge)
            data = self.semantic_store.setdefault(concept, {"facts": [], "rules": []})
            bucket = data["rules" if kind == "rule" else "facts"]
            if knowledge in bucket:
                continue
            bucket.append(knowledge)
            added.append((concept, knowledge, kind))
        return {"takeaways": takeaways, "added": added}
