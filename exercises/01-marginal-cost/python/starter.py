# Exercise 1: parametric window and marginal cost. Read the statement, then replace the TODO.
# The seed's stub (notebook 000, exercise 1), with the lab's precise definitions in the statement.


def cout_marginal(window_size, n_turns, msg_len):
    """Exercice 1 : cout total + cout marginal d'une fenetre glissante.
    Renvoie (cout_fenetre, seuil_atteint, w_seuil).
    seuil_atteint = 1 si cout marginal < seuil, 0 sinon.
    w_seuil = la plus grande taille de fenetre qui satisfait le critere (0 si aucune)."""
    # TODO etudiant : implementer le calcul (et lever ValueError en nommant l'argument invalide).
    return (0, 0, 0)


_cout, _seuil, _w = cout_marginal(window_size=10, n_turns=100, msg_len=120)
print(f"Exercice 1 - cout marginal : cout_total={_cout}, seuil_atteint={_seuil}, w_seuil={_w}  (a completer)")
