"""Берсерк engine: defenders by position (514.4–514.7), the strike's own conditions (514.1,
514.2, 514.8), attack speed (513), stages (Предварительный этап, 511.5.x), closing (514.9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import games
from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.games.berserk.rules import adjacent
from judge.games.berserk.values import Card
from judge.render.verdict import verdict_text
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.load import load_scenario


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load()


def verdict_of(tmp_path: Path, book: Rulebook, body: str) -> Verdict:
    path = tmp_path / "s.yaml"
    path.write_text("game: berserk\n" + body, encoding="utf-8")
    return resolve(load_scenario(path), book)


def at(cell: str) -> Card:
    return Card(name=cell, side="inactive", zone="battlefield", at=cell)


@pytest.mark.parametrize(
    ("a", "b", "near"),
    [
        ("C3", "C4", True),
        ("C3", "D4", True),  # diagonal
        ("A1", "B2", True),  # diagonal from the corner
        ("E6", "D5", True),
        ("C3", "C3", False),  # the same cell is not "next to"
        ("C3", "C5", False),
        ("A1", "C1", False),
        ("A6", "B4", False),
    ],
)
def test_adjacent(a: str, b: str, near: bool) -> None:
    assert adjacent(at(a), at(b)) is near
    assert adjacent(at(b), at(a)) is near


def test_a_card_in_the_auxiliary_zone_is_next_to_nothing() -> None:
    assert not adjacent(Card(name="x", side="active", zone="auxiliary", at=None), at("C3"))


WALKER = (
    "ask: who-may-defend\ncards:\n"
    "  Гном: {side: active, zone: battlefield, at: C3}\n"
    "  Эльф: {side: inactive, zone: battlefield, at: C4}\n"
    "  Страж: {side: inactive, zone: battlefield, at: D4}\n"
    "  Лучник: {side: inactive, zone: battlefield, at: A5}\n"
    "  Рыцарь: {side: inactive, zone: battlefield, at: C5}\n"
    "attack: {by: Гном, target: Эльф}\n"
)


def test_every_card_but_attacker_and_target_gets_a_reason(tmp_path: Path, book: Rulebook) -> None:
    verdict = verdict_of(tmp_path, book, WALKER)
    cards = [r.subject for r in verdict.reasons if r.kind == "card"]
    assert cards == ["Страж", "Лучник", "Рыцарь"]
    assert verdict.answer == {"may-defend": ("Страж",)}


def test_why_not_names_the_failed_condition(tmp_path: Path, book: Rulebook) -> None:
    verdict = verdict_of(tmp_path, book, WALKER)
    text = {r.subject: r.text(verdict.catalog, "en") for r in verdict.reasons}
    assert text["Лучник"] == "not adjacent to the attacker at C3; not adjacent to the target at C4"
    assert text["Рыцарь"] == "not adjacent to the attacker at C3"
    ru = {r.subject: r.text(verdict.catalog, "ru") for r in verdict.reasons}
    assert ru["Рыцарь"] == "не рядом с атакующим на C3"
    assert {r.subject: r.cites for r in verdict.reasons}["Рыцарь"] == ("514.4",)


def test_closed_and_active_cards_are_ruled_out_by_514_1(tmp_path: Path, book: Rulebook) -> None:
    body = WALKER.replace("at: D4}", "at: D4, closed: true}").replace(
        "Лучник: {side: inactive", "Лучник: {side: active"
    )
    verdict = verdict_of(tmp_path, book, body)
    reasons = {r.subject: r for r in verdict.reasons}
    assert reasons["Страж"].holds is False
    assert reasons["Страж"].cites == ("514.1",)
    assert reasons["Страж"].text(verdict.catalog, "en") == "closed"
    assert "active player's card" in reasons["Лучник"].text(verdict.catalog, "en")
    assert verdict.answer == {"may-defend": ()}


@pytest.mark.parametrize(
    ("attack", "cite"),
    [
        ("kind: shot", "514.2"),
        ("kind: other", "514.2"),
        ("directed: true", "514.2"),
        ("unanswerable: true", "514.2"),
        ("redirected: true", "514.8"),
    ],
)
def test_strikes_no_one_may_defend_from(
    tmp_path: Path, book: Rulebook, attack: str, cite: str
) -> None:
    body = WALKER.replace("target: Эльф}", f"target: Эльф, {attack}}}")
    verdict = verdict_of(tmp_path, book, body)
    assert verdict.answer == {"may-defend": ()}
    assert all(r.holds is False and cite in r.cites for r in verdict.reasons)


def test_the_inactive_players_strike_and_other_phases(tmp_path: Path, book: Rulebook) -> None:
    inactive = WALKER.replace("Гном: {side: active", "Гном: {side: inactive")
    assert verdict_of(tmp_path, book, inactive).answer == {"may-defend": ()}
    for turn in ("{phase: other}", "{step: other}", "{phase: other, step: other}"):
        verdict = verdict_of(tmp_path, book, WALKER + f"turn: {turn}\n")
        assert verdict.answer == {"may-defend": ()}
        assert "514.1" in verdict.cites


def test_flyer_on_the_battlefield_target(tmp_path: Path, book: Rulebook) -> None:
    verdict = verdict_of(
        tmp_path,
        book,
        "ask: who-may-defend\ncards:\n"
        "  Гарпия: {side: active, zone: auxiliary, flying: true}\n"
        "  Эльф: {side: inactive, zone: battlefield, at: A1}\n"
        "  Страж: {side: inactive, zone: battlefield, at: B2}\n"
        "  Лучник: {side: inactive, zone: battlefield, at: C3}\n"
        "  Дракон: {side: inactive, zone: auxiliary, flying: true}\n"
        "  Алтарь: {side: inactive, type: artifact, zone: battlefield, at: A2}\n"
        "attack: {by: Гарпия, target: Эльф}\n",
    )
    assert set(verdict.answer["may-defend"]) == {"Страж", "Дракон"}
    text = {r.subject: r.text(verdict.catalog, "en") for r in verdict.reasons}
    assert text["Лучник"] == "neither adjacent to the target at A1 nor flying"
    assert text["Алтарь"] == "not a creature (an artifact)"
    assert "514.5" in verdict.cites


def test_render_of_the_spec_example(book: Rulebook) -> None:
    verdict = resolve(
        load_scenario(Path("scenarios/berserk/defend-flyer-strikes-auxiliary.yaml")), book
    )
    text = verdict_text(verdict)
    assert "Ответ: may-defend = [Дракон]" in text
    assert "  + Дракон  " in text and "другое летающее существо" in text
    assert "  - Страж   " in text and "не летающее" in text
    english = verdict_text(verdict, "en")
    assert "Answer: may-defend = [Дракон]" in english
    assert "may not: not flying" in english


@pytest.mark.parametrize(
    ("ability", "speed", "cite"),
    [
        ("{speed: slow}", "slow", "513.2"),
        ("{speed: fast}", "fast", "513.2"),
        ("{composite: true, speed: fast, position: 4}", "fast", "513.3"),
        ("{composite: true, speed: slow, position: 1}", "slow", "513.3"),
        ("{composite: true}", "unknown", None),
        ("{}", "unknown", None),
    ],
)
def test_attack_speed(
    tmp_path: Path, book: Rulebook, ability: str, speed: str, cite: str | None
) -> None:
    verdict = verdict_of(tmp_path, book, f"ask: attack-speed\nability: {ability}\n")
    assert verdict.answer == {"speed": speed}
    # (513.1: an attack is fast or slow by its feature's type — it decides whenever 513.2 or
    # 513.3 does)
    assert verdict.cites == (("513.1", cite) if cite else ())


@pytest.mark.parametrize(
    ("stage", "action", "attack", "allowed"),
    [
        ("preliminary", "redirect", "{}", True),
        ("preliminary", "redirect", "{redirected: true}", False),
        ("preliminary", "block", "{}", True),
        ("preliminary", "assign-defender", "{}", True),
        ("preliminary", "assign-defender", "{kind: shot}", False),
        ("preliminary", "assign-defender", "{kind: other}", False),
        ("preliminary", "assign-defender", "{directed: true}", False),
        ("preliminary", "assign-defender", "{unanswerable: true}", False),
        ("preliminary", "assign-defender", "{redirected: true}", False),
        ("preliminary", "change-target", "{}", "unknown"),
        ("preliminary", "strength-modifier", "{}", "unknown"),
        ("preliminary", "sudden-ability", "{}", "unknown"),
        ("dice-roll", "dice-modifier", "{}", True),
        ("dice-roll", "sudden-ability", "{}", True),
        ("dice-roll", "strength-modifier", "{}", "unknown"),
        ("dice-roll", "block", "{}", "unknown"),
        ("dice-roll", "redirect", "{}", False),
        ("dice-roll", "change-target", "{}", False),
        ("dice-roll", "assign-defender", "{}", False),
        ("effect", "strength-modifier", "{}", True),
        ("effect", "sudden-ability", "{}", True),
        ("effect", "dice-modifier", "{}", "unknown"),
        ("effect", "redirect", "{}", False),
    ],
)
def test_may_act(
    tmp_path: Path, book: Rulebook, stage: str, action: str, attack: str, allowed: object
) -> None:
    verdict = verdict_of(
        tmp_path, book, f"ask: may-act\nstage: {stage}\naction: {action}\nattack: {attack}\n"
    )
    assert verdict.answer == {"allowed": allowed}
    if allowed == "unknown":
        assert verdict.looked_at


def test_when_closed(tmp_path: Path, book: Rulebook) -> None:
    defender = verdict_of(tmp_path, book, "ask: when-closed\nwho: defender\n")
    assert defender.answer == {"closed-at": "payment-stage"} and defender.cites == ("514.9",)
    # 514.9: the attacker pays for its simple strike at that stage; read as closing it, shown
    attacker = verdict_of(tmp_path, book, "ask: when-closed\nwho: attacker\n")
    assert attacker.answer == {"closed-at": "payment-stage"} and attacker.cites == ("514.9",)
    assert attacker.assumptions == ("simple-strike-paid-by-closing",)
    assert defender.assumptions == ()


def test_a_strike_that_is_not_simple_is_ruled_out_once_by_514_2(
    tmp_path: Path, book: Rulebook
) -> None:
    """The preliminary stage places the assignment of a defender; which strikes allow one is
    514.2's to say — one rule, one reason (not the stage text re-checking it)."""
    verdict = verdict_of(
        tmp_path,
        book,
        "ask: may-act\nstage: preliminary\naction: assign-defender\nattack: {kind: shot}\n",
    )
    assert verdict.answer == {"allowed": False}
    failing = [r for r in verdict.reasons if r.holds is False]
    assert [r.cites for r in failing] == [("514.2",)]


def test_adjacency_is_a_stated_assumption(tmp_path: Path, book: Rulebook) -> None:
    from judge.render.verdict import verdict_json, verdict_text

    verdict = verdict_of(tmp_path, book, WALKER)
    assert verdict.assumptions == ("adjacent-includes-diagonals", "battlefield-5x6")
    data = verdict_json(verdict, "en")
    assert [a["id"] for a in data["assumptions"]] == list(verdict.assumptions)
    assert data["assumptions"][0]["source"] == "scenario format"
    assert "diagonals included" in data["assumptions"][0]["text"]
    assert "Допущения: adjacent-includes-diagonals (scenario format): «рядом»" in verdict_text(
        verdict
    )
    # a strike at the auxiliary zone rests on no cell at all
    auxiliary = (
        "ask: who-may-defend\ncards:\n"
        "  Гарпия: {side: active, zone: auxiliary, flying: true}\n"
        "  Жрица: {side: inactive, zone: auxiliary, flying: true}\n"
        "  Страж: {side: inactive, zone: battlefield, at: C2}\n"
        "attack: {by: Гарпия, target: Жрица}\n"
    )
    verdict = verdict_of(tmp_path, book, auxiliary)
    assert verdict.assumptions == ()
    assert verdict_json(verdict)["assumptions"] == []


def test_ask_functions_validate_nothing_with_assert() -> None:
    """Input is validated by the loader (one-line errors), never by ``assert`` in an engine."""
    import ast

    from judge import games

    for game in games.all_games():
        module = game.engine()
        tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
        asserts = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Assert)]
        assert asserts == [], (module.__name__, asserts)


def test_closing_answers_come_from_one_shared_definition(tmp_path: Path, book: Rulebook) -> None:
    from judge.games.shared import AFTER_FIGHT, PAYMENT_STAGE, WHEN_CLOSED

    assert set(WHEN_CLOSED.answers["closed-at"].values) == {PAYMENT_STAGE, AFTER_FIGHT, "unknown"}
    defender = verdict_of(tmp_path, book, "ask: when-closed\nwho: defender\n")
    assert defender.answer["closed-at"] is PAYMENT_STAGE
    sharing = [g.id for g in games.all_games() if g.asks.get("when-closed") is WHEN_CLOSED]
    assert len(sharing) > 1
    for game in sharing:
        text = Path(games_module(game).__file__).read_text(encoding="utf-8")
        assert '"payment-stage"' not in text and '"after-fight"' not in text


def games_module(game: str):  # type: ignore[no-untyped-def]
    from judge import games

    return games.get(game).engine()


@pytest.mark.parametrize("kind", ["shot", "other"])
def test_an_attack_other_than_a_simple_strike_is_ruled_out_by_514_1_too(
    tmp_path: Path, book: Rulebook, kind: str
) -> None:
    """514.1 gives a defender "когда существо Активного игрока объявляет атаку простым ударом";
    514.2 "только от простого … удара": a shot (another attack) is ruled out by both."""
    body = WALKER.replace("target: Эльф}", f"target: Эльф, kind: {kind}}}")
    verdict = verdict_of(tmp_path, book, body)
    assert verdict.answer == {"may-defend": ()}
    assert {"514.1", "514.2"} <= set(verdict.cites)
    directed = verdict_of(
        tmp_path, book, WALKER.replace("target: Эльф}", "target: Эльф, directed: true}")
    )
    assert "514.2" in directed.cites  # a directed simple strike: 514.1's strike, 514.2's limit
