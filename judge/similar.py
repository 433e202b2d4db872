"""How alike two words are, as a typo's correction needs it, without a library to import.

A question asked for the first time corrects its unknown words (card names among them) against
the vocabulary; importing a fuzzy-matching library for that costs more than the rest of the
answer (about 25 ms of a 100 ms reply). These few functions give the same numbers:

- ``ratio(a, b)``: the Indel similarity in percent, ``100 * (1 - (len(a) + len(b) - 2 * LCS) /
  (len(a) + len(b)))`` (100 for two empty strings) — the longest common subsequence found with
  the bit-vector algorithm of Allison and Dix (one big-integer step per letter of ``b``);
- ``extract_one`` / ``extract``: the best choice(s) by that ratio, at least ``cutoff``, the
  earlier choice first among equals;
- ``osa_distance``: the optimal string alignment distance (insertions, deletions, substitutions
  and transpositions of neighbours, no substring edited twice).

``tests/test_similar.py`` checks each against the library on random words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

#: a choice found: the choice, its ratio, its index among the choices
Found = tuple[str, float, int]


def _lcs(a: str, b: str) -> int:
    """The length of the longest common subsequence of ``a`` and ``b`` (Allison–Dix)."""
    if not a or not b:
        return 0
    masks: dict[str, int] = {}
    for i, ch in enumerate(a):
        masks[ch] = masks.get(ch, 0) | (1 << i)
    full = (1 << len(a)) - 1
    v = full
    for ch in b:
        u = v & masks.get(ch, 0)
        v = ((v + u) | (v - u)) & full
    return len(a) - v.bit_count()


def ratio(a: str, b: str) -> float:
    """How alike two strings are, 0–100 (the Indel normalized similarity, in percent)."""
    total = len(a) + len(b)
    if not total:
        return 100.0
    distance = total - 2 * _lcs(a, b)
    return (1.0 - distance / total) * 100


def _most(a: str, b: str) -> float:
    """The highest ratio two strings of these lengths may have (all of the shorter shared)."""
    total = len(a) + len(b)
    return (1.0 - (total - 2 * min(len(a), len(b))) / total) * 100 if total else 100.0


def extract(
    query: str,
    choices: Sequence[str],
    *,
    cutoff: float = 0.0,
    limit: int | None = 5,
    processor: Callable[[str], str] | None = None,
) -> list[Found]:
    """The choices most like ``query`` (at least ``cutoff``), best first, the earlier first
    among equals; at most ``limit`` (None: all). ``processor`` is applied to both sides."""
    prepared = processor(query) if processor else query
    found: list[Found] = []
    for index, choice in enumerate(choices):
        text = processor(choice) if processor else choice
        if _most(prepared, text) < cutoff:
            continue  # (their lengths alone rule it out)
        score = ratio(prepared, text)
        if score >= cutoff:
            found.append((choice, score, index))
    found.sort(key=lambda f: (-f[1], f[2]))
    return found if limit is None else found[:limit]


def extract_one(query: str, choices: Sequence[str], *, cutoff: float = 0.0) -> Found | None:
    """The choice most like ``query`` (the earlier among equals), or None below ``cutoff``."""
    best: Found | None = None
    for index, choice in enumerate(choices):
        floor = cutoff if best is None else max(cutoff, best[1])
        if _most(query, choice) < floor or best is not None and _most(query, choice) == best[1]:
            continue  # (it cannot do better than the best so far)
        score = ratio(query, choice)
        if score >= cutoff and (best is None or score > best[1]):
            best = (choice, score, index)
    return best


def osa_distance(a: str, b: str) -> int:
    """The optimal string alignment distance between two strings."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], previous2[j - 2] + 1)
        previous2, previous = previous, row
    return previous[len(b)]
