def cout_marginal(window_size, n_turns, msg_len):
    """Exercice 1 : cout total + cout marginal d'une fenetre glissante.
    Renvoie (cout_fenetre, seuil_atteint, w_seuil).
    seuil_atteint = 1 si cout marginal < seuil, 0 sinon.
    w_seuil = taille de fenetre minimale qui satisfait le critere."""
    # TODO etudiant : implementer le calcul.
    return (0, 0, 0)

_cout, _seuil, _w = cout_marginal(window_size=10, n_turns=100, msg_len=120)
print(f"Exercice 1 - cout marginal : cout_total={_cout}, seuil_atteint={_seuil}, w_seuil={_w}  (a completer)")
