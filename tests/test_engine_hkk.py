"""HKK engine: the attack declaration (34.1–34.8) and destroying buildings (34.10, 34.11)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.core import resolve
from judge.engine.verdict import Verdict
from judge.games.hkk.phrases import PHRASES
from judge.render.verdict import verdict_text
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.load import load_scenario


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load()


CARDS = (
    "cards:\n"
    "  Ork: {side: active}\n  Troll: {side: active}\n  Goblin: {side: active}\n"
    "  Tartalék: {side: active, zone: reserve}\n"
    "  Elf: {side: inactive}\n  Törpe: {side: inactive}\n"
    "  Mágus: {side: inactive, zone: reserve}\n"
    "  Torony: {side: inactive, type: building}\n"
    "  Szentély: {side: inactive, type: building, passive: true}\n"
)


def declare(tmp_path: Path, book: Rulebook, *attacks: str, cards: str = CARDS) -> Verdict:
    lines = [f"  - {{by: {a.split('>')[0]}, target: {a.split('>')[1]}}}" for a in attacks]
    body = (
        "game: hkk\nask: attack-declaration\n"
        + cards
        + "attacks:"
        + ("\n" + "\n".join(lines) if lines else " []")
    )
    path = tmp_path / "s.yaml"
    path.write_text(body + "\n", encoding="utf-8")
    return resolve(load_scenario(path), book)


def test_every_guard_attacked_breaks_through(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Troll>Törpe", "Goblin>player")
    assert verdict.answer == {
        "legal": True,
        "illegal": (),
        "breakthrough": True,
        "strike-back-choice": (),
    }
    attacks = [r for r in verdict.reasons if r.kind == "attack"]
    assert [r.subject for r in attacks] == ["Ork → Elf", "Troll → Törpe", "Goblin → player"]


def test_an_unattacked_guard_blocks_buildings_and_the_player(
    tmp_path: Path, book: Rulebook
) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Troll>Torony", "Goblin>player")
    assert verdict.answer["legal"] is False
    assert set(verdict.answer["illegal"]) == {"Troll", "Goblin"}
    assert verdict.answer["breakthrough"] is False
    through = next(r for r in verdict.reasons if r.subject == "breakthrough")
    assert "Törpe" in through.text(verdict.catalog, "en")


def test_three_attackers_on_one_creature_are_all_illegal(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Troll>Elf", "Goblin>Elf")
    assert set(verdict.answer["illegal"]) == {"Ork", "Troll", "Goblin"}
    assert verdict.answer["strike-back-choice"] == ()
    assert "34.5" in verdict.cites


def test_two_attackers_give_the_defender_a_choice(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Troll>Elf", "Goblin>Törpe")
    assert verdict.answer["legal"] is True
    assert verdict.answer["strike-back-choice"] == ("Elf",)
    assert verdict.answer["breakthrough"] is True
    assert "34.8" in verdict.cites


def test_any_number_on_a_building(tmp_path: Path, book: Rulebook) -> None:
    cards = "cards:\n  Ork: {side: active}\n  Troll: {side: active}\n  Goblin: {side: active}\n"
    cards += "  Torony: {side: inactive, type: building}\n"
    verdict = declare(tmp_path, book, "Ork>Torony", "Troll>Torony", "Goblin>Torony", cards=cards)
    assert verdict.answer["legal"] is True and verdict.answer["breakthrough"] is True
    assert "34.6" in verdict.cites


@pytest.mark.parametrize(
    ("attack", "cite", "why"),
    [
        ("Tartalék>Elf", "34.1", "is not in the guard post"),
        ("Elf>Ork", "34.1", "is not the active player's creature"),
        ("Torony>Elf", "34.1", "is a building, not a creature"),
        ("Ork>Mágus", "34.3", "not in the opponent's guard post"),
        ("Ork>Troll", "34.3", "the active player's own creature"),
    ],
)
def test_illegal_attacks(tmp_path: Path, book: Rulebook, attack: str, cite: str, why: str) -> None:
    verdict = declare(tmp_path, book, attack)
    assert verdict.answer["legal"] is False
    assert verdict.answer["illegal"] == (attack.split(">")[0],)
    reason = next(r for r in verdict.reasons if r.kind == "attack")
    assert cite in reason.cites
    assert why in reason.text(verdict.catalog, "en")


def test_the_empty_declaration(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book)
    assert verdict.answer == {
        "legal": True,
        "illegal": (),
        "breakthrough": False,
        "strike-back-choice": (),
    }
    assert "34.2" in verdict.cites


def test_an_empty_guard_post_is_broken_through(tmp_path: Path, book: Rulebook) -> None:
    cards = "cards:\n  Troll: {side: active}\n  Elf: {side: inactive, zone: reserve}\n"
    verdict = declare(tmp_path, book, "Troll>player", cards=cards)
    assert verdict.answer["breakthrough"] is True and verdict.answer["legal"] is True


def test_one_creature_declared_twice_is_undecided(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Ork>Törpe")
    assert verdict.answer["legal"] == "unknown"
    assert verdict.answer["illegal"] == "unknown"


def test_reasons_are_hungarian_by_default(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Troll>Elf", "Goblin>Elf")
    assert verdict.language == "hu"
    assert "legfeljebb két lény" in verdict_text(verdict)
    assert "at most two may attack" in verdict_text(verdict, "en")


@pytest.mark.parametrize(
    ("building", "subphase", "destruction", "cites"),
    [
        # (the building not passive: 34.11's condition holds, and decides too)
        ("Torony", "strike", True, ("34.10", "34.11")),
        ("Torony", "combat-abilities", True, ("34.10", "34.11")),
        # (34.10 read as the definition it is: an assumption the verdict lists)
        ("Torony", "other", False, ("34.10",)),
        ("Szentély", "strike", False, ("34.10", "34.11")),
        ("Szentély", "other", False, ("34.10", "34.11")),
    ],
)
def test_is_destruction(
    tmp_path: Path, book: Rulebook, building: str, subphase: str, destruction: object, cites: tuple
) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(
        "game: hkk\nask: is-destruction\n"
        + CARDS
        + f"damage: {{building: {building}, subphase: {subphase}}}\n",
        encoding="utf-8",
    )
    verdict = resolve(load_scenario(path), book)
    assert verdict.answer == {"destruction": destruction}
    assert verdict.cites == cites


# ---- an undecided premise, a broken limit, distinct creatures, assumptions (issue: unknown)


def test_an_undecided_attack_leaves_what_depends_on_it_undecided(
    tmp_path: Path, book: Rulebook
) -> None:
    """Ork is declared against both guards (34.1 does not say whether that is allowed): whether
    the guards are attacked, hence the breakthrough and Troll's attack on the player, are
    undecided — not false."""
    verdict = declare(tmp_path, book, "Ork>Elf", "Ork>Törpe", "Troll>player")
    assert verdict.answer == {
        "legal": "unknown",
        "illegal": "unknown",
        "breakthrough": "unknown",
        "strike-back-choice": (),
    }
    troll = next(r for r in verdict.reasons if r.subject == "Troll → player")
    assert troll.holds is None and troll.cites == ()
    assert "34.4" in troll.looked_at


def test_an_undecided_premise_decided_either_way_is_decided(tmp_path: Path, book: Rulebook) -> None:
    """The guard Törpe is attacked by no one whatever Ork's double declaration means: no
    breakthrough (34.4), so Troll may not attack the player — said with the clause."""
    verdict = declare(tmp_path, book, "Ork>Elf", "Ork>Torony", "Troll>player")
    assert verdict.answer["breakthrough"] is False
    through = next(r for r in verdict.reasons if r.subject == "breakthrough")
    assert through.cites == ("34.4",) and "Törpe" in through.text(verdict.catalog, "en")
    troll = next(r for r in verdict.reasons if r.subject == "Troll → player")
    assert troll.holds is False and "34.4" in troll.cites
    assert verdict.answer["legal"] is False
    # Ork's attack on the building fails for the same reason, whatever its double declaration
    assert set(verdict.answer["illegal"]) == {"Ork", "Troll"}


def test_a_broken_limit_does_not_silently_decide_the_breakthrough(
    tmp_path: Path, book: Rulebook
) -> None:
    cards = CARDS.replace("  Törpe: {side: inactive}\n", "") + "  Sárkány: {side: active}\n"
    verdict = declare(
        tmp_path, book, "Ork>Elf", "Troll>Elf", "Goblin>Elf", "Sárkány>player", cards=cards
    )
    assert verdict.answer["legal"] is False  # 34.5 is broken either way
    assert verdict.answer["breakthrough"] == "unknown"
    # the three on Elf surely break 34.5; Sárkány's attack on the player hangs on the breakthrough
    illegal = verdict.answer["illegal"]
    assert set(illegal["surely"]) == {"Ork", "Troll", "Goblin"}
    assert [m["name"] for m in illegal["maybe"]] == ["Sárkány"]
    through = next(r for r in verdict.reasons if r.subject == "breakthrough")
    said = through.text(verdict.catalog, "en")
    assert "if they do, the guard post is broken through" in said
    assert "count as no attack, it is not" in said
    dragon = next(r for r in verdict.reasons if r.subject == "Sárkány → player")
    assert dragon.holds is None


def test_a_repeated_attack_is_an_input_error(tmp_path: Path, book: Rulebook) -> None:
    from judge.errors import ScenarioError

    with pytest.raises(ScenarioError) as caught:
        declare(tmp_path, book, "Ork>Elf", "Troll>Elf", "Ork>Elf")
    message = caught.value.render()
    assert message.endswith(
        "s.yaml:16: attacks[2]: the same attack as attacks[0] (line 14): list each attack once "
        "(Ork → Elf)"
    )


def test_distinct_creatures_are_counted(book: Rulebook) -> None:
    """Given the same entry twice (bypassing the loader), one creature is still one attacker:
    neither 34.5's count nor 34.8's choice counts it twice."""
    from judge.engine.core import Clauses
    from judge.games.hkk.rules import attack_declaration
    from judge.games.hkk.values import Attack, AttackDeclaration, Card
    from judge.scenario.values import Scenario

    cards = {
        "Ork": Card("Ork", "active", type="creature", zone="guard-post", passive=False),
        "Elf": Card("Elf", "inactive", type="creature", zone="guard-post", passive=False),
    }
    twice = (Attack(by="Ork", target="Elf"), Attack(by="Ork", target="Elf"))
    scenario = Scenario(
        Path("x.yaml"), "hkk", "attack-declaration", cards, AttackDeclaration(attacks=twice)
    )
    answer, reasons = attack_declaration(scenario, Clauses(book, "hkk"))
    assert answer["strike-back-choice"] == ()
    assert answer["legal"] is True
    assert any("1 creature(s)" in r.text({**PHRASES}, "en") for r in reasons)


def test_verdicts_list_the_assumptions_they_rest_on(tmp_path: Path, book: Rulebook) -> None:
    verdict = declare(tmp_path, book, "Ork>Elf", "Troll>Törpe")
    assert verdict.assumptions == ("only-allowed-attacks-count",)
    empty = "cards:\n  Troll: {side: active}\n"
    verdict = declare(tmp_path, book, "Troll>player", cards=empty)
    assert set(verdict.assumptions) == {
        "only-allowed-attacks-count",
        "empty-guard-post-is-broken-through",
    }
    path = tmp_path / "d.yaml"
    path.write_text(
        "game: hkk\nask: is-destruction\n"
        + CARDS
        + "damage: {building: Torony, subphase: strike}\n",
        encoding="utf-8",
    )
    assert resolve(load_scenario(path), book).assumptions == ()
    path.write_text(
        "game: hkk\nask: is-destruction\n"
        + CARDS
        + "damage: {building: Torony, subphase: other}\n",
        encoding="utf-8",
    )
    verdict = resolve(load_scenario(path), book)
    assert verdict.answer_data()["destruction"] is False
    assert verdict.assumptions == ("destruction-is-as-34-10-defines",)
