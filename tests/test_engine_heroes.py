"""Берсерк. Герои engine: who may attack whom and how (507, 508.3), closing (506.3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.load import load_scenario


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load()


def attack(
    tmp_path: Path, book: Rulebook, target: str, mode: str, by: str = "{side: active}"
) -> Verdict:
    path = tmp_path / "s.yaml"
    path.write_text(
        "game: berserk-heroes\nask: may-attack\ncards:\n"
        f"  Орк: {by}\n  Цель: {target}\n"
        f"attack: {{by: Орк, target: Цель, mode: {mode}}}\n",
        encoding="utf-8",
    )
    return resolve(load_scenario(path), book)


OPEN = "{side: inactive}"
CLOSED = "{side: inactive, closed: true}"
HERO = "{side: inactive, type: hero}"


@pytest.mark.parametrize(
    ("target", "mode", "answer"),
    [
        (OPEN, "strike", {"allowed": True, "defender": True, "strikes-back": True}),
        (CLOSED, "strike", {"allowed": True, "defender": True, "strikes-back": False}),
        (HERO, "strike", {"allowed": True, "defender": True, "strikes-back": "unknown"}),
        (OPEN, "fight", {"allowed": True, "defender": False, "strikes-back": True}),
        (CLOSED, "fight", {"allowed": True, "defender": False, "strikes-back": True}),
        (HERO, "fight", {"allowed": False}),
        (OPEN, "shot", {"allowed": True, "defender": False, "strikes-back": "unknown"}),
        (HERO, "shot", {"allowed": True, "defender": False, "strikes-back": "unknown"}),
        ("{side: active}", "strike", {"allowed": False}),
        ("{side: active, type: hero}", "shot", {"allowed": False}),
        ("{side: inactive, zone: graveyard}", "strike", {"allowed": "unknown"}),
    ],
)
def test_may_attack(tmp_path: Path, book: Rulebook, target: str, mode: str, answer: dict) -> None:
    assert attack(tmp_path, book, target, mode).answer == answer


def test_attackers_the_text_does_not_cover(tmp_path: Path, book: Rulebook) -> None:
    hero = attack(tmp_path, book, OPEN, "strike", by="{side: active, type: hero}")
    assert hero.answer == {"allowed": "unknown"}
    assert "507.1" in hero.looked_at


def test_an_attacker_outside_play_declares_nothing_by_a_declared_reading(
    tmp_path: Path, book: Rulebook
) -> None:
    for zone, said in (("hand", "в руке"), ("graveyard", "на кладбище")):
        verdict = attack(tmp_path, book, OPEN, "strike", by=f"{{side: active, zone: {zone}}}")
        assert verdict.answer == {"allowed": False}
        assert "507.1" in verdict.cites
        assert "only-a-creature-in-play-declares" in verdict.assumptions
        # the zone in the reader's words, not the format's value
        (why,) = [r.text(verdict.catalog, "ru") for r in verdict.reasons if "507.1" in r.cites]
        assert said in why and zone not in why


def test_cites_and_reasons(tmp_path: Path, book: Rulebook) -> None:
    verdict = attack(tmp_path, book, CLOSED, "strike")
    assert verdict.cites == ("507.1", "507.2", "507.4")
    back = next(r for r in verdict.reasons if r.subject == "strikes-back")
    assert back.text(verdict.catalog, "en") == "a closed creature does not strike back"
    assert back.text(verdict.catalog, "ru") == "закрытое существо не отбивается"
    shot = attack(tmp_path, book, HERO, "shot")
    assert "508.3" in shot.cites


def test_attacking_itself(tmp_path: Path, book: Rulebook) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        "game: berserk-heroes\nask: may-attack\ncards:\n  Орк: {side: active}\n"
        "attack: {by: Орк, target: Орк}\n",
        encoding="utf-8",
    )
    verdict = resolve(load_scenario(path), book)
    assert verdict.answer == {"allowed": False} and verdict.cites == ("507.2",)


@pytest.mark.parametrize("who", ["attacker", "defender"])
def test_when_closed(tmp_path: Path, book: Rulebook, who: str) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(f"game: berserk-heroes\nask: when-closed\nwho: {who}\n", encoding="utf-8")
    verdict = resolve(load_scenario(path), book)
    assert verdict.answer == {"closed-at": "after-fight"} and verdict.cites == ("506.3",)


def test_the_strike_row_speaks_of_the_opponents_characters(tmp_path: Path, book: Rulebook) -> None:
    """507.4 «Целью может быть любой персонаж противника»: the strike row reads the target."""
    verdict = attack(tmp_path, book, HERO, "strike")
    allowed = next(r for r in verdict.reasons if r.subject == "allowed")
    assert "любой персонаж противника: Цель" in allowed.text(verdict.catalog, "ru")
    ally = attack(tmp_path, book, "{side: active}", "strike")
    assert ally.answer == {"allowed": False}
    assert ally.cites == ("507.2",)  # of an own character the row says nothing: 507.2 decides


def test_when_closed_uses_the_shared_answer(tmp_path: Path, book: Rulebook) -> None:
    from judge.games.shared import AFTER_FIGHT

    path = tmp_path / "c.yaml"
    path.write_text("game: berserk-heroes\nask: when-closed\nwho: attacker\n", encoding="utf-8")
    verdict = resolve(load_scenario(path), book)
    assert verdict.answer == {"closed-at": AFTER_FIGHT}
    assert verdict.assumptions == ()
