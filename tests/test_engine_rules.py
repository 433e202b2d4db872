"""The encoded rules: verdict cites come from the rules that fired, the answer keys are those the
scenario format lists, and a rulebook without a deciding clause gives `unknown` (the engine never
invents a rule). What every game's rules must be (cited clauses exist, each quoted, an engine per
kind) is checked per game in ``tests/test_games.py``."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

from judge import games
from judge.engine.core import resolve
from judge.engine.registry import all_rules
from judge.render.verdict import verdict_json
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.load import iter_scenario_files, load_scenario

SPEC_EXAMPLE = Path("scenarios/berserk/defend-flyer-strikes-auxiliary.yaml")


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load()


def without(book: Rulebook, *clause_ids: str) -> Rulebook:
    """A copy of the rulebook with these clauses removed from every document."""
    trimmed = copy.deepcopy(book)
    for doc in trimmed.documents:
        for clause_id in clause_ids:
            doc.clauses.pop(clause_id, None)
    return trimmed


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_verdict_cites_are_the_union_of_reasons_and_come_from_fired_rules(book: Rulebook) -> None:
    cites_by_game: dict[str, set[str]] = {}
    for rule in all_rules():
        cites_by_game.setdefault(rule.game, set()).update(rule.cites)
    for path in iter_scenario_files():
        verdict = resolve(load_scenario(path), book)
        union = {c for r in verdict.reasons for c in r.cites}
        assert set(verdict.cites) == union, path
        assert union <= cites_by_game[verdict.game], path
        for clause_id in verdict.cites:
            assert book.find(clause_id, game=verdict.game), (path, clause_id)


#: scenarios/README.md, the scenario format: a game's section, each kind's section in it, and
#: in a kind's "Answer" paragraph each answer key (``key`` followed by a dash, or by "(bool)")
SPEC = Path(__file__).resolve().parent.parent / "scenarios" / "README.md"
_GAME = re.compile(r"^## Game `([^`]+)`", re.MULTILINE)
_KIND = re.compile(r"^### `ask: ([^`]+)`", re.MULTILINE)
_ANSWER_KEY = re.compile(r"`([a-z-]+)`(?: —| \(bool\))")


def spec_answer_keys() -> dict[tuple[str, str], set[str]]:
    """Each game's kinds and their answer keys as the scenario format lists them ("Same keys and
    answer as in `game`" names another game's)."""
    text = SPEC.read_text(encoding="utf-8")
    games_at = [(m.start(), m.group(1)) for m in _GAME.finditer(text)]
    found: dict[tuple[str, str], set[str]] = {}
    kinds = list(_KIND.finditer(text))
    for index, match in enumerate(kinds):
        end = kinds[index + 1].start() if index + 1 < len(kinds) else len(text)
        section = text[match.end() : end].split("\n## ")[0]
        game = [g for at, g in games_at if at < match.start()][-1]
        answer = section[section.find("Answer") :] if "Answer" in section else ""
        same = re.search(r"Same keys and answer as in `([^`]+)`", section)
        if same:
            found[(game, match.group(1))] = found[(same.group(1), match.group(1))]
        else:
            found[(game, match.group(1))] = set(_ANSWER_KEY.findall(answer))
    return found


def test_the_answer_keys_are_those_the_scenario_format_lists(book: Rulebook) -> None:
    spec = spec_answer_keys()
    bundled = [games.get(game) for game in games.BUNDLED]
    assert {(g.id, kind): set(k.answers) for g in bundled for kind, k in g.asks.items()} == spec
    for path in iter_scenario_files():
        verdict = resolve(load_scenario(path), book)
        expected = spec[(verdict.game, verdict.ask)]
        if verdict.ask == "may-attack" and verdict.answer["allowed"] is not True:
            expected = {"allowed"}  # the others only when the attack is allowed (the format)
        assert set(verdict.answer) == expected, path
        assert set(verdict_json(verdict)) >= {"game", "ask", "answer", "cites", "reasons"}


def test_missing_positional_clause_makes_the_defenders_unknown(book: Rulebook) -> None:
    verdict = resolve(load_scenario(SPEC_EXAMPLE), without(book, "514.6"))
    assert verdict.answer == {"may-defend": "unknown"}
    reasons = {r.subject: r for r in verdict.reasons}
    assert reasons["Дракон"].holds is None
    assert "514.6" in reasons["Дракон"].looked_at
    assert "514.6" not in verdict.cites
    assert "514.6" in reasons["Дракон"].text(verdict.catalog, "en")


def test_a_present_clause_still_rules_a_card_out(book: Rulebook, tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "game: berserk\nask: who-may-defend\ncards:\n"
        "  Гарпия: {side: active, zone: auxiliary, flying: true}\n"
        "  Жрица: {side: inactive, zone: auxiliary, flying: true}\n"
        "  Дракон: {side: inactive, zone: auxiliary, flying: true, closed: true}\n"
        "attack: {by: Гарпия, target: Жрица}\n",
    )
    verdict = resolve(load_scenario(path), without(book, "514.6"))
    assert verdict.answer == {"may-defend": ()}
    dragon = next(r for r in verdict.reasons if r.subject == "Дракон")
    assert dragon.holds is False and dragon.cites == ("514.1",)


def test_missing_heading_block_makes_the_stage_unknown(book: Rulebook, tmp_path: Path) -> None:
    path = write(tmp_path, "game: berserk\nask: may-act\nstage: preliminary\naction: redirect\n")
    assert resolve(load_scenario(path), book).answer == {"allowed": True}
    verdict = resolve(load_scenario(path), without(book, "Предварительный этап"))
    assert verdict.answer == {"allowed": "unknown"}
    assert "Предварительный этап" in verdict.looked_at


def test_heroes_heading_of_the_same_name_is_looked_up_within_the_game(book: Rulebook) -> None:
    # 508.3 of Берсерк. Герои is titled "Предварительный этап" too; berserk's block is its own
    trimmed = without(book, "508.3")
    path = Path("scenarios/berserk/act-preliminary-block.yaml")
    assert resolve(load_scenario(path), trimmed).answer == {"allowed": True}
    shot = resolve(load_scenario(Path("scenarios/berserk-heroes/shot-hero.yaml")), trimmed)
    assert shot.answer["defender"] == "unknown"


def test_missing_breakthrough_clause(book: Rulebook) -> None:
    path = Path("scenarios/hkk/breakthrough-to-player.yaml")
    verdict = resolve(load_scenario(path), without(book, "34.4"))
    assert verdict.answer["breakthrough"] == "unknown"
    assert verdict.answer["legal"] == "unknown"
    # Ork's attack on a guard is decided without 34.4; Troll's on the player is not
    illegal = verdict.answer["illegal"]
    assert illegal["surely"] == () and [m["name"] for m in illegal["maybe"]] == ["Troll"]
    assert illegal["maybe"][0]["cites"] == ("34.4",)
    assert "34.4" in verdict.looked_at


def test_a_rulebook_of_another_game_only_decides_nothing(book: Rulebook) -> None:
    hkk_only = Rulebook([d for d in copy.deepcopy(book).documents if d.game == "hkk"])
    verdict = resolve(load_scenario(SPEC_EXAMPLE), hkk_only)
    assert verdict.answer == {"may-defend": "unknown"}
    assert verdict.cites == ()
