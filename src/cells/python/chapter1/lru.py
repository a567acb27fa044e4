class LRUMemory:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._store = OrderedDict()
        self._evicted = []

    def append(self, msg):
        ev = []
        if len(self._store) >= self.max:
            evicted_id, evicted_msg = self._store.popitem(last=False)
            ev.append(evicted_msg)
            self._evicted.append(evicted_msg)
        self._store[id(msg)] = msg
        return ev

    def touch(self, msg):
        for k, v in list(self._store.items()):
            if v is msg:
                self._store.move_to_end(k)
                return

    def render(self):
        return "\n".join(f"[{m.role}] {m.content}" for m in self._store.values())

    def __len__(self):
        return len(self._store)


class ImportanceMemory:
    def __init__(self, max_messages: int):
        if max_messages < 1:
            raise ValueError("max_messages >= 1 requis.")
        self.max = max_messages
        self._items = []
        self._evicted = []

    def append(self, msg):
        ev = []
        if len(self._items) >= self.max:
            victim = min(self._items, key=lambda m: (m.importance, m.ts))
            self._items.remove(victim)
            self._evicted.append(victim)
            ev.append(victim)
        self._items.append(msg)
        return ev

    def render(self):
        return "\n".join(f"[{m.role}] (imp={m.importance:.2f}) {m.content}" for m in self._items)

    def __len__(self):
        return len(self._items)


# Demonstration : 5 messages dans une LRU de taille 3.
lru = LRUMemory(max_messages=3)
msgs = []
for i in range(5):
    m = Message(role="user", content=f"message #{i}")
    msgs.append(m)
    lru.append(m)
print("Apres 5 insertions, contenu LRU (du plus ancien au plus recent) :")
print(lru.render())
print()
print("On touche msgs[1], deja evince -> sans effet : touch() ne ressuscite pas un message sorti.")
lru.touch(msgs[1])
print(lru.render())
print()
print("On touche msgs[2], le LRU courant (encore en memoire) -> il devient MRU.")
lru.touch(msgs[2])
print(lru.render())
print()
ev = lru.append(Message(role="user", content="message #5"))
print(f"Insertion de #5 -> le message evince est : {ev[0].content}")
print("Contenu final (le message touche a survecu a l'eviction) :")
print(lru.render())
