"""``judge.similar`` gives the numbers of the fuzzy-matching library it stands in for (the ask
and search paths import it instead, for speed): checked against the library on random words."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from judge import similar

#: words from a small alphabet (Latin, Cyrillic, an accent), so that they share letters often
WORDS = st.text(alphabet="abcdeабвгдеёő", max_size=12)


@settings(max_examples=400, deadline=None)
@given(WORDS, WORDS)
def test_ratio_is_the_librarys(a: str, b: str) -> None:
    assert similar.ratio(a, b) == fuzz.ratio(a, b)


@settings(max_examples=400, deadline=None)
@given(WORDS, WORDS)
def test_osa_distance_is_the_librarys(a: str, b: str) -> None:
    assert similar.osa_distance(a, b) == OSA.distance(a, b)


@settings(max_examples=300, deadline=None)
@given(WORDS, st.lists(WORDS, max_size=15), st.sampled_from([0.0, 50.0, 75.0, 80.0]))
def test_extract_one_is_the_librarys(query: str, choices: list[str], cutoff: float) -> None:
    want = process.extractOne(query, choices, scorer=fuzz.ratio, score_cutoff=cutoff)
    got = similar.extract_one(query, choices, cutoff=cutoff)
    assert (got is None) == (want is None)
    if want is not None and got is not None:
        assert (got[0], got[1], got[2]) == (want[0], want[1], want[2])


@settings(max_examples=300, deadline=None)
@given(WORDS, st.lists(WORDS, max_size=15), st.sampled_from([0.0, 60.0, 75.0]))
def test_extract_is_the_librarys(query: str, choices: list[str], cutoff: float) -> None:
    want = process.extract(query, choices, scorer=fuzz.ratio, score_cutoff=cutoff)
    got = similar.extract(query, choices, cutoff=cutoff)
    assert [tuple(w) for w in want] == got


@settings(max_examples=200, deadline=None)
@given(WORDS, st.lists(WORDS, max_size=10))
def test_extract_with_a_processor_is_the_librarys(query: str, choices: list[str]) -> None:
    fold = str.casefold
    want = process.extract(query, choices, scorer=fuzz.ratio, processor=fold, limit=3)
    got = similar.extract(query, choices, processor=fold, limit=3)
    assert [tuple(w) for w in want] == got


def test_a_typo_and_a_stranger() -> None:
    assert similar.ratio("защитник", "защитнк") > 90
    assert similar.extract_one("защитнк", ["атака", "защитник"], cutoff=75) == (
        "защитник",
        similar.ratio("защитнк", "защитник"),
        1,
    )
    assert similar.extract_one("xyz", ["атака", "защитник"], cutoff=75) is None
