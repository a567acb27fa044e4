# answer_with_state as seed 001 describes it: the preference rewrites the question, the state keeps five exchanges.
from dataclasses import dataclass, field


@dataclass
class State:
    preferences: dict = field(default_factory=dict)
    episodes: list = field(default_factory=list)


def answer_with_state(question, state, llm):
    if state.preferences.get("length") == "short":
        question = question + " (answer briefly)"
    answer = llm(question)
    state.episodes.append({"question": question, "answer": answer})
    del state.episodes[:-5]
    return answer


# A stand-in model that shows what it received.
def llm(prompt):
    return f"answer to «{prompt}»"


state = State(preferences={"length": "short"})
print(answer_with_state("What is a rolling window?", state, llm))

no_preference = State()
print(answer_with_state("What is a rolling window?", no_preference, llm))

for i in range(2, 8):
    answer_with_state(f"question {i}", state, llm)
print(len(state.episodes), "exchanges kept:")
for e in state.episodes:
    print(" ", e["question"])
