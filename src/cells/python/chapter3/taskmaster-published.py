import datetime
class AgentMemory:
    def __init__(self):
        self.episodic_buffer = [] # Stocke (timestamp, experience_dict, embedding)
        self.semantic_store = {} # Stocke (concept: {facts, rules, embedding})
        # En réalité, episodic_buffer utiliserait une base de données vectorielle, semantic_store pourrait utiliser une base de données graphique ou une autre base de données vectorielle spécialisée
    def add_episode(self, thought, user_input, action, outcome, feedback):
        episode = {
            "timestamp": datetime.datetime.now().isoformat(),
            "thought": thought,
            "user_input": user_input,
            "action": action,
            "outcome": outcome,
            "feedback": feedback
        }
        # Supposons que self.embed(episode) génère un embedding
        self.episodic_buffer.append((episode["timestamp"], episode, self.embed(episode)))
        print(f"Épisode ajouté : {episode['action']}")
    def reflect_and_update_semantic(self, llm_client, num_recent_episodes=5):
        print("\nL'agent initie le processus de réflexion...")
        recent_episodes = self.episodic_buffer[-num_recent_episodes:]
        if not recent_episodes:
            print("Aucun épisode récent sur lequel réfléchir.")
            return
        # 1. Résumer les expériences récentes
        episode_summaries = [f"Timestamp : {e[0]}, Action : {e[1]['action']}, Résultat : {e[1]['outcome']}, Retours : {e[1]['feedback']}" for e in recent_episodes]
        summary_prompt = f"Sur la base de ces expériences récentes de l'agent, quels sont les principaux enseignements tirés ?\n\n{'\\n'.join(episode_summaries)}\n\nEnseignements clés :"
        try:
            takeaways = llm_client.generate(summary_prompt)
            print(f"LLM a généré les enseignements : {takeaways}")
            # 2. Extraire les règles ou faits potentiels
            rule_extraction_prompt = f"À partir des enseignements suivants, identifiez toutes les règles ou faits explicites qui devraient être stockés comme connaissances à long terme. Formatez comme 'Concept : Règle/Fait'. Si aucun, indiquez 'AUCUN'.\n\n{takeaways}\n\nConnaissances extraites :"
            extracted_knowledge_str = llm_client.generate(rule_extraction_prompt)
            print(f"LLM a extrait les connaissances : {extracted_knowledge_str}")
            if extracted_knowledge_str != "NONE":
                for line in extracted_knowledge_str.split('\\n'):
                    if ":" in line:
                        concept, knowledge = line.split(":", 1)
                        concept = concept.strip()
                        knowledge = knowledge.strip()
                        if concept not in self.semantic_store:
                            self.semantic_store[concept] = {"facts": [], "rules": [], "embedding": None}
                        # Décider si c'est un fait ou une règle (heuristique simple pour la démonstration)
                        if "si" in knowledge.lower() or "alors" in knowledge.lower():
                            self.semantic_store[concept]["rules"].append(knowledge)
                        else:
                            self.semantic_store[concept]["facts"].append(knowledge)
                        # Réémbedder les connaissances du concept si elles sont mises à jour
                        self.semantic_store[concept]["embedding"] = self.embed(f"{concept}: {knowledge}") # Ou embedder tous les faits/règles ensemble
                        print(f"Magasin sémantique mis à jour pour '{concept}' avec : {knowledge}")
        except Exception as e:
            print(f"Erreur lors de la réflexion : {e}")
    def retrieve_context(self, query, llm_client):
        # D'abord, récupérer depuis le magasin sémantique en fonction de la requête
        # Cela serait une recherche de similarité vectorielle sur les embeddings du magasin sémantique
        # Pour la simplicité, faisons simplement une correspondance de mots-clés ici pour la démonstration
        relevant_semantic_info = []
        for concept, data in self.semantic_store.items():
            if concept.lower() in query.lower() or any(q_word in f.lower() for q_word in query.lower().split() for f in data["facts"] + data["rules"]):
                relevant_semantic_info.append(f"Concept : {concept}, Faits : {data['facts']}, Règles : {data['rules']}")
        # Ensuite, récupérer depuis le buffer épisodique pour des événements récents et spécifiques
        # Cela serait une recherche de similarité vectorielle sur les embeddings du buffer épisodique
        # Pour la simplicité, juste les épisodes récents pour la démonstration
        recent_episodes = [e[1] for e in self.episodic_buffer[-3:]] # Derniers 3 épisodes
        context_prompt = f"Sur la base de la requête '{query}', voici des connaissances pertinentes de haut niveau :\n{relevant_semantic_info}\n\nVoici quelques expériences récentes :\n{recent_episodes}\n\nSynthétisez ces informations pour répondre à la requête ou guider l'action :"
        return llm_client.generate(context_prompt)
# --- Client LLM simulé ---
class MockLLM:
    def generate(self, prompt):
        # Simuler le comportement de LLM pour la démonstration
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
# --- Exemple d'utilisation ---
if __name__ == "__main__":
    memory = AgentMemory()
    llm = MockLLM() # Dans un scénario réel, cela serait votre véritable client API LLM
    # Simuler quelques expériences initiales
    memory.add_episode("Pensée initiale", "Trouver de nouveaux gigs de développement web", "Cherché sur Upwork", "Trouvé 5 pistes", "Aucun retour spécifique")
    memory.add_episode("Considérant le client", "Examiner le client X pour un projet de dev web", "Recherche sur le client X (secteur financier)", "Identification d'un conflit potentiel", "Alex a exprimé une forte aversion pour les clients du secteur financier")
    memory.add_episode("Affinement de la recherche", "Trouver des gigs de dev web, éviter la finance", "Cherché sur LinkedIn", "Trouvé 3 pistes, aucune dans la finance", "Bon progrès")
    # L'agent réfléchit à ses expériences
    memory.reflect_and_update_semantic(llm, num_recent_episodes=3)
    # Maintenant, voyons si l'agent se souvient de la préférence
    print("\n--- L'agent reçoit une nouvelle requête ---")
    response = memory.retrieve_context("Devrais-je proposer à un nouveau client dans l'industrie fintech ?", llm)
    print(f"\nRéponse de l'agent à la requête : {response}")
    print("\n--- Une autre requête générale ---")
    response_general = memory.retrieve_context("Quelle est ma stratégie générale pour l'acquisition de nouveaux clients ?", llm)
    print(f"\nRéponse de l'agent à la requête générale : {response_general}")
