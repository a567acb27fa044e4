# The published code with fault 1 only repaired: AgentMemory gets the embed() it assumes (a bag of words stands in
# for a real embedding model), and the source text's example runs as published. Faults 2 to 8 are still there.
import re
from collections import Counter


def embed(self, item):
    return Counter(re.findall(r"[^\W_]+", str(item).lower()))


AgentMemory.embed = embed

memory = AgentMemory()
llm = MockLLM()
memory.add_episode("Pensée initiale", "Trouver de nouveaux gigs de développement web", "Cherché sur Upwork", "Trouvé 5 pistes", "Aucun retour spécifique")
memory.add_episode("Considérant le client", "Examiner le client X pour un projet de dev web", "Recherche sur le client X (secteur financier)", "Identification d'un conflit potentiel", "Alex a exprimé une forte aversion pour les clients du secteur financier")
memory.add_episode("Affinement de la recherche", "Trouver des gigs de dev web, éviter la finance", "Cherché sur LinkedIn", "Trouvé 3 pistes, aucune dans la finance", "Bon progrès")
memory.reflect_and_update_semantic(llm, num_recent_episodes=3)
print("\n--- L'agent reçoit une nouvelle requête ---")
response = memory.retrieve_context("Devrais-je proposer à un nouveau client dans l'industrie fintech ?", llm)
print(f"\nRéponse de l'agent à la requête : {response}")
print("\n--- Une autre requête générale ---")
response_general = memory.retrieve_context("Quelle est ma stratégie générale pour l'acquisition de nouveaux clients ?", llm)
print(f"\nRéponse de l'agent à la requête générale : {response_general}")
