# The source text's TaskMaster example with its eight faults fixed (numbers as in the lesson). Same MockLLM, same
# episodes, same queries: only the memory's logic changes. The lab's TypeScript engine does the same
# (runTaskMaster({ logic: 'fixed' }) in src/engine/taskMaster.ts) and prints the same lines.
import datetime
import re
from collections import Counter
from math import sqrt

# Fix 5: a rule holds a condition word as a whole word ("aussi", "décision", "position" are not rules).
RULE_WORDS = {"si", "alors", "quand", "lorsque", "lorsqu", "if", "then", "when", "whenever", "unless"}
# Fix 3: the prompt and the model say "AUCUN" for nothing; "NONE" is accepted too.
NOTHING_WORDS = {"NONE", "AUCUN"}
STOP_WORDS = set(
    "à a au aux avec ce ces cet cette d dans de des du elle en est et il ils je l la le les leur lui ma mais me mes "
    "mon n ne nos notre nous on ou où par pas pour qu que qui s sa se ses son sur ta te tes ton tu un une vos votre "
    "vous y the of and or to in on at for with is are be it its an as by from this that".split()
)
# Stands in for what a trained embedding model knows: "fintech" is finance, "clients" is "client".
LEXICON = {
    "clients": "client", "cliente": "client", "clientes": "client",
    "fintech": "finance", "fintechs": "finance", "finances": "finance", "financier": "finance",
    "financiers": "finance", "financière": "finance", "financières": "finance", "financial": "finance",
}
MIN_RELEVANCE = 0.3


def words(text):
    return re.findall(r"[^\W_]+", text.lower())


def classify(knowledge):
    ws = words(knowledge)
    for i, w in enumerate(ws):
        if w in RULE_WORDS or (w == "s" and i + 1 < len(ws) and ws[i + 1] in ("il", "ils")):
            return "rules"
    return "facts"


def terms(text):
    return Counter(LEXICON.get(w, w) for w in words(text) if w not in STOP_WORDS)


def cosine(a, b):
    dot = sum(v * b[k] for k, v in a.items() if k in b)
    if dot == 0:
        return 0.0
    return dot / sqrt(sum(v * v for v in a.values()) * sum(v * v for v in b.values()))


def parse_knowledge(text):
    # Fix 4: one "Concept : knowledge" per real line break.
    found = []
    for raw in re.split(r"\r\n|\r|\n", text):
        line = raw.strip()
        if line.upper() in NOTHING_WORDS or ":" not in line:
            continue
        concept, knowledge = (part.strip() for part in line.split(":", 1))
        if concept and knowledge:
            found.append((concept, knowledge))
    return found


def summary_line(e):
    return f"Timestamp : {e[0]}, Action : {e[1]['action']}, Résultat : {e[1]['outcome']}, Retours : {e[1]['feedback']}"


class AgentMemory:
    def __init__(self):
        self.episodic_buffer = []  # (timestamp, episode, embedding)
        self.semantic_store = {}  # concept -> {facts, rules, embedding}

    def embed(self, item):
        # Fix 1: the embedding the source text assumed. Terms stand in for a model's vector.
        return terms(str(item))

    def add_episode(self, thought, user_input, action, outcome, feedback):
        episode = {
            "timestamp": datetime.datetime.now().isoformat(),
            "thought": thought,
            "user_input": user_input,
            "action": action,
            "outcome": outcome,
            "feedback": feedback,
        }
        self.episodic_buffer.append((episode["timestamp"], episode, self.embed(episode)))
        print(f"Épisode ajouté : {episode['action']}")

    def concept_text(self, concept):
        data = self.semantic_store[concept]
        return "\n".join([concept, *data["facts"], *data["rules"]])

    def reflect_and_update_semantic(self, llm_client, num_recent_episodes=5):
        print("\nL'agent initie le processus de réflexion...")
        recent_episodes = self.episodic_buffer[-num_recent_episodes:]
        if not recent_episodes:
            print("Aucun épisode récent sur lequel réfléchir.")
            return
        # Fix 2: the summaries are joined by real line breaks.
        summaries = "\n".join(summary_line(e) for e in recent_episodes)
        summary_prompt = f"Sur la base de ces expériences récentes de l'agent, quels sont les principaux enseignements tirés ?\n\n{summaries}\n\nEnseignements clés :"
        try:
            takeaways = llm_client.generate(summary_prompt)
            print(f"LLM a généré les enseignements : {takeaways}")
            rule_extraction_prompt = f"À partir des enseignements suivants, identifiez toutes les règles ou faits explicites qui devraient être stockés comme connaissances à long terme. Formatez comme 'Concept : Règle/Fait'. Si aucun, indiquez 'AUCUN'.\n\n{takeaways}\n\nConnaissances extraites :"
            extracted_knowledge_str = llm_client.generate(rule_extraction_prompt)
            print(f"LLM a extrait les connaissances : {extracted_knowledge_str}")
            for concept, knowledge in parse_knowledge(extracted_knowledge_str):
                data = self.semantic_store.setdefault(concept, {"facts": [], "rules": [], "embedding": None})
                data[classify(knowledge)].append(knowledge)
                # Fix 6: the concept's embedding covers all its facts and rules, not the last one only.
                data["embedding"] = self.embed(self.concept_text(concept))
                print(f"Magasin sémantique mis à jour pour '{concept}' avec : {knowledge}")
        except Exception as e:
            print(f"Erreur lors de la réflexion : {e}")

    def retrieve_context(self, query, llm_client):
        # Fix 7: concepts scored by relevance (cosine of terms) above a minimum, best first, instead of any
        # query word found as a substring ("de" is in "des").
        query_terms = self.embed(query)
        scored = []
        for concept, data in self.semantic_store.items():
            relevance = cosine(query_terms, data["embedding"])
            if relevance >= MIN_RELEVANCE:
                scored.append((relevance, concept))
        scored.sort(key=lambda item: -item[0])
        # Fix 8: readable lines in the prompt, not Python reprs of lists and dicts.
        lines = []
        for _, concept in scored:
            data = self.semantic_store[concept]
            lines += [f"- {concept} (fait) : {fact}" for fact in data["facts"]]
            lines += [f"- {concept} (règle) : {rule}" for rule in data["rules"]]
        knowledge = "\n".join(lines) if lines else "- (aucune)"
        recent = "\n".join(f"- {summary_line(e)}" for e in self.episodic_buffer[-3:])
        context_prompt = f"Sur la base de la requête '{query}', voici des connaissances pertinentes de haut niveau :\n{knowledge}\n\nVoici quelques expériences récentes :\n{recent}\n\nSynthétisez ces informations pour répondre à la requête ou guider l'action :"
        return llm_client.generate(context_prompt)


class MockLLM:
    def generate(self, prompt):
        if "Enseignements clés :" in prompt:
            if "secteur financier" in prompt:
                return "Alex n'aime pas les clients du secteur financier. TaskMaster a récemment eu des difficultés avec un client dans ce secteur."
            return "Agent a réussi à accomplir la tâche. Aucun problème spécifique."
        elif "Connaissances extraites :" in prompt:
            if "Alex n'aime pas les clients du secteur financier" in prompt:
                return "Préférences des clients : Alex préfère ne pas travailler avec des clients du secteur financier en raison d'expériences passées négatives."
            return "AUCUN"
        elif "Synthétisez ces informations" in prompt:
            if "secteur financier" in prompt and "Alex préfère ne pas travailler avec des clients du secteur financier" in prompt:
                return "Compris. Éviter de proposer aux clients du secteur financier. Se concentrera sur d'autres opportunités."
            return "D'accord, je vais procéder avec la tâche en utilisant le contexte fourni."
        return "Réponse simulée du LLM."


if __name__ == "__main__":
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
