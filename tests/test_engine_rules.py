"""The encoded rules: every clause an engine can cite exists in the bundled rulebook, every
ask kind of the format has an engine, verdict cites come from the rules that fired, and a
rulebook without a deciding clause gives `unknown` (the engine never invents a rule)."""

from __future__ import annotations

import copy
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


def test_every_cited_clause_exists_in_the_bundled_rulebook(book: Rulebook) -> None:
    rules = all_rules()
    assert {r.game for r in rules} == set(games.BUNDLED)
    for rule in rules:
        for clause_id in rule.cites:
            assert book.find(clause_id, game=rule.game), f"{rule.where}: {rule.game} {clause_id}"


def test_every_rule_quotes_its_clause() -> None:
    for rule in all_rules():
        assert rule.doc, rule.name
        assert any(cid in rule.doc for cid in rule.cites), rule.name


def test_every_ask_kind_has_an_engine() -> None:
    for game in games.all_games():
        assert set(game.engine().ASKS) == set(game.asks), game.id


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


def test_the_answer_key_set_is_the_spec(book: Rulebook) -> None:
    keys = {
        "who-may-defend": {"may-defend"},
        "attack-speed": {"speed"},
        "may-act": {"allowed"},
        "when-closed": {"closed-at"},
        "attack-declaration": {"legal", "illegal", "breakthrough", "strike-back-choice"},
        "is-destruction": {"destruction"},
        # the kinds added after the spec (scenarios/README.md)
        "defender-action": {"sudden", "action-targets"},
        "declaration-status": {"may-change", "subphase-over"},
        "opponent": {"defending", "opponent"},
        "attack-type": {"type"},
        "several-attacks": {"one-after-another", "all-stages-each"},
        "preliminary-start": {"preliminary-starts", "stages-in-order"},
    }
    for path in iter_scenario_files():
        verdict = resolve(load_scenario(path), book)
        if verdict.ask == "may-attack":
            expected = (
                {"allowed", "defender", "strikes-back"}
                if verdict.answer["allowed"] is True
                else {"allowed"}
            )
        else:
            expected = keys[verdict.ask]
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
    assert verdict.answer["illegal"] == "unknown"
    assert "34.4" in verdict.looked_at


def test_a_rulebook_of_another_game_only_decides_nothing(book: Rulebook) -> None:
    hkk_only = Rulebook([d for d in copy.deepcopy(book).documents if d.game == "hkk"])
    verdict = resolve(load_scenario(SPEC_EXAMPLE), hkk_only)
    assert verdict.answer == {"may-defend": "unknown"}
    assert verdict.cites == ()
