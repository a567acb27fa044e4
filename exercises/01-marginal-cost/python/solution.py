# Exercise 1, reference solution: the seed's signature and result under the lab's definitions.
import math


def _require_int(name, value):
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be an integer >= 1 (got {value!r})")


def _window_messages(w, n):
    """Messages sent over n turns by a window of size w: 1 + 2 + ... + w, then w per turn."""
    k = min(w, n)
    return k * (k + 1) // 2 + (n - k) * w


def cout_marginal(window_size, n_turns, msg_len):
    """Returns (cout_fenetre, seuil_atteint, w_seuil): the window's total cost, 1 or 0, the largest window size
    whose average cost per turn is strictly below half the unbounded memory's (0 if none)."""
    _require_int("window_size", window_size)
    _require_int("n_turns", n_turns)
    if isinstance(msg_len, bool) or not isinstance(msg_len, (int, float)) or not math.isfinite(msg_len) or msg_len <= 0:
        raise ValueError(f"msg_len must be a finite number > 0 (got {msg_len!r})")
    # Compared in messages: msg_len multiplies both sides, so the criterion does not depend on it.
    unbounded = n_turns * (n_turns + 1) // 2

    def meets(w):
        return 2 * _window_messages(w, n_turns) < unbounded

    # The cost grows with w, so the windows that meet the criterion are 1..W*: walk up until it fails.
    w_seuil = 0
    while w_seuil < n_turns and meets(w_seuil + 1):
        w_seuil += 1
    cout_fenetre = _window_messages(window_size, n_turns) * msg_len
    return (cout_fenetre, 1 if meets(window_size) else 0, w_seuil)
