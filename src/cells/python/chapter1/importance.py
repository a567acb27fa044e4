# Demonstration importance-scored : un message important survit a un message recu mais banal.
imp = ImportanceMemory(max_messages=3)
for contenu, importance in [("a", 1.0), ("b", 1.0), ("c", 1.0),
                            ("d", 1.0),
                            ("PENSEE-CLE : ne jamais committer un secret", 10.0)]:
    imp.append(Message(role="user", content=contenu, importance=importance))
print()
print("ImportanceMemory apres 5 insertions :")
print(imp.render())
