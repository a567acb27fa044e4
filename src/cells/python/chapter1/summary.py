@dataclass
class ProgressiveSummary:
    chunks: List[str] = field(default_factory=list)
    max_chars_per_chunk: int = 80

    def ajouter(self, msg):
        # HOOK production : remplacer par summarize(msg.content) (appel LLM).
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


# Demonstration : on couple RollingWindow et ProgressiveSummary.
rw2 = RollingWindow(max_messages=3)
sm = ProgressiveSummary()
for i in range(7):
    m = Message(role="user" if i % 2 == 0 else "assistant",
                content=f"Le projet X en est a l'iteration {i} et les tests passent presque tous sauf un edge case.")
    for evicted in rw2.append(m):
        sm.ajouter(evicted)
print("Fenetre finale :")
print(rw2.render())
print()
print(f"Resume cumulatif ({len(sm)} caracteres) :")
print(sm.render(max_chars=300))
