"""What every game in the registry — bundled or installed — must be, one test per game: typed
classes that fit its declaration, an engine function for each of its kinds, rules that quote the
clauses they cite and find them in its loaded texts, their texts recorded and current, the files
``search``, ``define`` and ``ask`` read, and a phrasing that speaks only of its own kinds.

``tests/test_adding_a_game.py`` runs this file on a toy game installed by the README's steps
(with ``JUDGE_RULEBOOK`` naming its texts, read before each test's own environment)."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from judge import games
from judge.ask.situation import phrasing
from judge.edits.stale import find_stale
from judge.engine.registry import all_rules
from judge.games.typed import faults
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.search.glossary import lint_terms
from judge.search.terms import parse_terms
from judge.suite.health import game_findings

GAMES = games.game_ids()


@pytest.fixture(scope="module")
def book() -> Rulebook:
    """The loaded rulebook: ``JUDGE_RULEBOOK`` when given, else the bundled one (a module's
    fixture is set up before each test's cache fixture clears the variable)."""
    return load()


@pytest.mark.parametrize("game_id", GAMES)
def test_the_typed_classes_fit_the_declaration(game_id: str) -> None:
    assert faults(games.get(game_id)) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_has_an_engine(game_id: str) -> None:
    game = games.get(game_id)
    assert set(game.engine().ASKS) == set(game.asks)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_quotes_its_clauses_and_the_loaded_texts_have_them(
    game_id: str, book: Rulebook
) -> None:
    rules = [r for r in all_rules() if r.game == game_id]
    assert rules, f"{game_id} encodes no rule"
    if game_id not in book.games():
        pytest.skip(f"the loaded rulebook has no {game_id} text")
    for rule in rules:
        assert rule.doc, rule.name
        assert any(cid in rule.doc for cid in rule.cites), rule.name
        for clause_id in rule.cites:
            assert book.find(clause_id, game=game_id), f"{rule.where}: {clause_id}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_clause_texts_are_recorded_and_current(game_id: str, book: Rulebook) -> None:
    if game_id not in book.games():
        pytest.skip(f"the loaded rulebook has no {game_id} text")
    assert [s for s in find_stale(book) if s.rule.game == game_id] == []


@pytest.mark.parametrize("game_id", GAMES)
def test_lint_finds_nothing_missing_in_the_game(game_id: str, book: Rulebook) -> None:
    game = games.get(game_id)
    assert game_findings([game]) == []
    folder = games.folder_of(game)
    assert folder is not None
    terms = parse_terms((folder / "terms.yaml").read_bytes(), str(folder / "terms.yaml"))
    assert {t.game for t in terms} == {game_id}
    if game_id in book.games():
        assert lint_terms(book, terms) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_the_phrasing_speaks_of_the_games_own_kinds(game_id: str) -> None:
    found = phrasing(game_id)
    assert found is not None, f"{game_id} has no situations.yaml"
    game = games.get(game_id)
    assert set(found.kinds) <= set(game.asks)
    assert found.language == game.language


# ------------------------------------------------------------------ the check of typed classes


class Misspelt(NamedTuple):
    name: str
    side: str
    flyng: bool = False  # the declaration says flying
    line: int = 0

    @property
    def active(self) -> bool:
        return self.side == "active"


class Untyped(NamedTuple):
    by: Any
    target: str
    kind: int = 0  # an enum is read as a string
    directed: bool = False
    unanswerable: bool = False
    redirected: bool = False
    line: int = 0


def test_a_class_that_does_not_fit_is_named() -> None:
    berserk = games.get("berserk")
    card = berserk._replace(card=Misspelt)
    found = faults(card)
    assert any("has no field 'flying'" in f for f in found), found
    assert any("Misspelt.flyng is no declared key" in f for f in found), found
    kind = berserk.asks["who-may-defend"]
    attack = kind.keys["attack"]._replace(record=Untyped)
    keys = {**kind.keys, "attack": attack}
    found = faults(berserk._replace(asks={"who-may-defend": kind._replace(keys=keys)}))
    assert any("Untyped.kind is int; the declaration reads str" in f for f in found), found
    assert any("Untyped.kind defaults to 0" in f for f in found), found
    assert any("Untyped.by is Any" in f for f in found), found
