# Conversation synthetique : messages alternes user/assistant.
MSG_AVG_LEN = 120  # caracteres par message (proxy de tokens ~1:4)
WINDOW = 10        # taille de la fenetre glissante
RESUME_MAX = 200   # budget du resume cumulatif (chars)
PAGE_SIZE = 5      # taille d'une page


def gains_pour(n_turns):
    """Cout total (chars) des trois memoires sur n_turns messages."""
    conv = [
        Message(
            role="user" if i % 2 == 0 else "assistant",
            content=f"Message #{i:03d} - " + "x" * MSG_AVG_LEN,
        )
        for i in range(n_turns)
    ]

    # Memoire non bornee : on injecte TOUT l'historique a chaque tour.
    total_unbounded = sum(MSG_AVG_LEN * (i + 1) for i in range(n_turns))

    # Fenetre glissante + resume cumulatif (compact).
    rw = RollingWindow(max_messages=WINDOW)
    sm = ProgressiveSummary(max_chars_per_chunk=40)
    total_windowed = 0
    for m in conv:
        for evicted in rw.append(m):
            sm.ajouter(evicted)
        total_windowed += WINDOW * MSG_AVG_LEN + min(RESUME_MAX, len(sm))

    # Memory paging a pages de PAGE_SIZE, swap automatique selon le sujet simule.
    pm = PagedMemory()
    for i in range(0, n_turns, PAGE_SIZE):
        pm.add_page(Page(title=f"page-{i // PAGE_SIZE}",
                         messages=conv[i : i + PAGE_SIZE]))
    total_paged = n_turns * (PAGE_SIZE * MSG_AVG_LEN + RESUME_MAX)

    return total_unbounded, total_windowed, total_paged


PROFILS = (100, 1000)
resultats = {n: gains_pour(n) for n in PROFILS}

print("=" * 84)
print(f"Conversation synthetique : {MSG_AVG_LEN} chars/message, fenetre W={WINDOW}, pages P={PAGE_SIZE}")
print("=" * 84)
for n in PROFILS:
    ub, w, p = resultats[n]
    print(f"{n:>5} tours : non bornee = {ub:>11,} | fenetre = {w:>10,} (x{ub / w:>5.1f}) | paging = {p:>10,} (x{ub / p:>5.1f})")
print()
print("Verdict honnete (G.2) : le cout UNI-side varie avec le profil de la conversation.")
print("  - non bornee : O(N) par tour -> explosion quadratique sur la duree.")
print("  - fenetre : O(W) par tour -> lineaire borne, mais perte d'info ancienne.")
print("  - paging : O(P) par tour + cout de swap, lineaire borne, info preservee par pagination.")
gw = [resultats[n][0] / resultats[n][1] for n in PROFILS]
gp = [resultats[n][0] / resultats[n][2] for n in PROFILS]
print(f"  - le gain croit avec N : fenetre x{gw[0]:.1f} -> x{gw[1]:.1f}, paging x{gp[0]:.1f} -> x{gp[1]:.1f}, a W et P fixes.")
