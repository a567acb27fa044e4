@dataclass
class Message:
    role: str  # user / assistant / system / tool
    content: str
    ts: float = field(default_factory=time.time)
    importance: float = 1.0


class RollingWindow:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._buf = deque(maxlen=max_messages)
        self._evicted_total = 0

    def append(self, msg):
        ev = []
        if len(self._buf) == self.max:
            ev.append(self._buf[0])
        self._buf.append(msg)
        self._evicted_total += len(ev)
        return ev

    def __len__(self):
        return len(self._buf)

    def render(self):
        return "\n".join(f"[{m.role}] {m.content}" for m in self._buf)


# Demonstration : 6 messages dans une fenetre de taille 4.
rw = RollingWindow(max_messages=4)
for i in range(6):
    m = Message(role="user" if i % 2 == 0 else "assistant",
                content=f"message #{i}")
    ev = rw.append(m)
    label = f"  -> evince(s) : {[e.content for e in ev]}" if ev else ""
    print(f"append #{i}: taille={len(rw)}{label}")
print()
print("Contenu final de la fenetre :")
print(rw.render())
print(f"Total evicques sur la duree de vie : {rw._evicted_total}")
