"""The question sets of each round (``tests/rounds.py``) as regression checks: a change that
reads fewer of a round's questions right, or answers more definitely where the clauses do not
decide, fails here by round. The first figures — the honest measure — are in ``FIGURES`` and
``bench/README.md``; ``python bench/bench_ask.py --rounds`` prints them beside today's."""

from __future__ import annotations

from typing import Any

import pytest
from rounds import FIGURES, ROUNDS, ask_figure, search_figure

from judge.rulebook.load import load


@pytest.fixture(scope="module")
def rulebook() -> Any:
    return load(None)


@pytest.mark.parametrize("name", [n for n in FIGURES if n.startswith("ask_")])
def test_an_ask_round_reads_no_fewer_right(rulebook: Any, name: str) -> None:
    figure = ask_figure(ROUNDS / f"{name}.yaml", rulebook)
    floor, most_unearned = FIGURES[name]["floor"]
    wrong = "\n".join(f"  {q}: {'; '.join(p)}" for q, p in figure.wrong)
    assert figure.right >= floor, f"{name}: {figure.right}/{figure.total} < {floor}\n{wrong}"
    assert figure.unearned <= most_unearned, f"{name}: {figure.unearned} definite where unknown"


@pytest.mark.parametrize("name", [n for n in FIGURES if n.startswith("search_")])
def test_a_search_round_finds_no_fewer(rulebook: Any, name: str) -> None:
    figure = search_figure(ROUNDS / f"{name}.yaml", rulebook)
    first, none_right = FIGURES[name]["floor"]
    assert figure.first_and_matched >= first, f"{name}: {figure}"
    assert figure.none_right >= none_right, f"{name}: {figure}"


def test_every_round_has_its_first_figure_and_its_set() -> None:
    for name, figures in FIGURES.items():
        assert (ROUNDS / f"{name}.yaml").is_file(), name
        assert figures["first"] and figures["floor"], name
