"""Берсерк. Герои: who may attack whom and how (507, 508.3), when cards are closed (506.3).

Each rule below is one clause (or one row of the 507.4 table) as code; its docstring quotes it.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core import Ask, Check, Clauses, Finding, fails, passes, silent, value_or_unknown
from judge.engine.registry import assumption, rule
from judge.engine.verdict import Reason, phrase
from judge.games.heroes.phrases import PHRASES as PHRASES  # the engine reads it from here
from judge.games.heroes.values import (
    AttackType,
    Card,
    MayAttack,
    PreliminaryStart,
    SeveralAttacks,
)
from judge.games.heroes.words import WORDS as WORDS  # plain words: judge.render.plain
from judge.games.shared import AFTER_FIGHT, WhenClosed
from judge.scenario.schema import UNKNOWN
from judge.scenario.values import Scenario

GAME = "berserk-heroes"

# No loaded clause defines «персонаж»; the scenario format does.
CHARACTERS = assumption(
    GAME,
    "characters-are-heroes-and-creatures",
    source="scenario format",
    text={
        "ru": "персонажи — это герои и существа",
        "en": "characters (персонажи) are heroes and creatures",
    },
)

# 507.1 says who may declare an attack; it does not say that nobody else may. The engine reads
# it as the condition for a creature's place, as 34.1 of the HKK Kódex is read for the guard post.
IN_PLAY_DECLARES = assumption(
    GAME,
    "only-a-creature-in-play-declares",
    source="card-game convention",
    text={
        "ru": "507.1 называет, где должно быть существо, объявляющее атаку: существо вне игровой "
        "зоны (в руке, на кладбище) атаку не объявляет",
        "en": "507.1 names where a creature that declares an attack stands: a creature outside "
        "the play zone (in hand, in the graveyard) declares none",
    },
)

# ------------------------------------------------------------------ 507. Атаки


@rule(GAME, "507.1", assumes=(CHARACTERS,))
def creature_in_play_attacks_opposing_character(attacker: Card, target: Card) -> Check | None:
    """507.1 Существо, расположенное в игровой зоне, может объявлять атаку по любому персонажу
    противника."""
    if attacker.type != "creature":
        return silent(phrase("hero-attacks", name=attacker.name))
    if attacker.zone != "play":
        where = phrase(f"attacker-in-{attacker.zone}")  # (the zones: play, hand, graveyard)
        return fails(where, assumes=(IN_PLAY_DECLARES,))
    if target.side == attacker.side:
        return None  # an ally: 507.2 speaks
    if target.zone != "play":
        return silent(phrase(f"target-in-{target.zone}"))
    return passes(phrase("may-attack-opponent"))


@rule(GAME, "507.2", assumes=(CHARACTERS,))
def no_attack_on_self_or_allies(attacker: Card, target: Card) -> Check:
    """507.2 Персонаж не может объявлять атаку по себе или по союзным персонажам."""
    if target is attacker:
        return fails(phrase("attacks-itself"))
    if target.side == attacker.side:
        return fails(phrase("attacks-ally", name=target.name))
    return passes(phrase("target-is-opponent", name=target.name))


@rule(GAME, "507.4", assumes=(CHARACTERS,))
def strike_phase_attack(mode: str, attacker: Card, target: Card) -> Check | None:
    """507.4 | Атака ударом в фазе выбора | … | Целью может быть любой персонаж противника |

    The row speaks of the opponent's characters only: of an own one 507.2 decides."""
    if mode != "strike" or target.side == attacker.side:
        return None
    return passes(phrase("strike-any-character", name=target.name))


@rule(GAME, "507.4")
def fight_only_with_a_creature(mode: str, attacker: Card, target: Card) -> Check | None:
    """507.4 | Заставить сразиться | … | Сразиться можно только с существом противника |

    The row names the opponent's creatures: a fight with one's own card is ruled out here
    too (507.2 rules out any attack on it)."""
    if mode != "fight":
        return None
    if target.type != "creature":
        return fails(phrase("fight-hero", name=target.name))
    if target.side == attacker.side:  # (itself too)
        return fails(phrase("fight-own"))
    return passes(phrase("fight-creature"))


@rule(GAME, "507.5")
def shot_by_a_creature_ability(mode: str, attacker: Card) -> Check | None:
    """507.5 Атаку выстрелом можно провести, использовав активируемую или срабатывающую
    способность существа."""
    if mode != "shot":
        return None
    if attacker.type != "creature":
        return silent(phrase("hero-shot", name=attacker.name))
    return passes(phrase("shot-by-creature"))


@rule(GAME, "507.4")
def defender_in_strike_not_in_fight(mode: str) -> Check | None:
    """507.4 | Можно назначить защитника | Нельзя назначить защитника |"""
    if mode == "strike":
        return passes(phrase("defender-strike"))
    if mode == "fight":
        return fails(phrase("no-defender-fight"))
    return None


@rule(GAME, "508.3")
def defender_only_for_a_strike(mode: str) -> Check | None:
    """508.3 Предварительный этап. … если эта атака ударом, то идёт назначение защитника, в ином
    случае … идёт изменение цели способности или самой способности."""
    if mode != "shot":
        return None
    return fails(phrase("no-defender-shot"))


@rule(GAME, "507.4")
def who_strikes_back(mode: str, target: Card) -> Check | None:
    """507.4 | Закрытое существо не отбивается | Любое существо отбивается, даже закрытое |"""
    if mode == "shot":
        return silent(phrase("shot-strike-back"))
    if target.type != "creature":
        return silent(phrase("hero-strike-back"))
    if mode == "fight":
        return passes(phrase("fight-strikes-back"))
    if target.closed:
        return fails(phrase("closed-no-strike-back"))
    return passes(phrase("open-strikes-back"))


def may_attack(
    scenario: Scenario[Card, MayAttack], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    attack = scenario.values.attack  # required, its attacker and target known (the loader's check)
    attacker, target = scenario.cards[attack.by], scenario.cards[attack.target]
    allowed = Finding(clauses)
    allowed.apply(creature_in_play_attacks_opposing_character, attacker, target)
    allowed.apply(no_attack_on_self_or_allies, attacker, target)
    allowed.apply(strike_phase_attack, attack.mode, attacker, target)
    allowed.apply(fight_only_with_a_creature, attack.mode, attacker, target)
    allowed.apply(shot_by_a_creature_ability, attack.mode, attacker)
    reasons = [allowed.reason("allowed", kind="condition")]
    answer: dict[str, Any] = {"allowed": value_or_unknown(allowed.holds)}
    if allowed.holds:
        defender = Finding(clauses)
        defender.apply(defender_in_strike_not_in_fight, attack.mode)
        defender.apply(defender_only_for_a_strike, attack.mode)
        back = Finding(clauses)
        back.apply(who_strikes_back, attack.mode, target)
        reasons.append(defender.reason("defender", kind="condition"))
        reasons.append(back.reason("strikes-back", kind="condition"))
        answer["defender"] = value_or_unknown(defender.holds)
        answer["strikes-back"] = value_or_unknown(back.holds)
    return answer, reasons


# ------------------------------------------------------------------ 507.3–507.6. Типы атак


@rule(GAME, "507.3", "507.4")
def strike_attack_two_ways(mode: str) -> Check | None:
    """507.3 Есть два типа атак: ударом и выстрелов. 507.4 Атака ударом можно провести двумя
    способами: либо использовав свойство существа «Атака ударом» в фазе атаки ударом, либо
    инициировав сражение какой-либо отдельной способностью."""
    if mode not in ("strike", "fight"):
        return None
    return passes(phrase(f"type-strike-{mode}"))


@rule(GAME, "507.3", "507.5")
def shot_attack_by_an_ability(mode: str) -> Check | None:
    """507.3 Есть два типа атак: ударом и выстрелов. 507.5 Атаку выстрелом можно провести,
    использовав активируемую или срабатывающую способность существа."""
    return passes(phrase("type-shot")) if mode == "shot" else None


@rule(GAME, "507.3")
def only_two_types_of_attack(mode: str) -> Check | None:
    """507.3 Есть два типа атак: ударом и выстрелов."""
    return silent(phrase("type-other")) if mode == "other" else None


def attack_type(
    scenario: Scenario[Card, AttackType], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    mode = scenario.values.mode
    finding = Finding(clauses)
    for encoded in (strike_attack_two_ways, shot_attack_by_an_ability, only_two_types_of_attack):
        finding.apply(encoded, mode)
    kind = {"strike": "strike", "fight": "strike", "shot": "shot"}.get(mode, UNKNOWN)
    return {"type": kind if finding.holds else UNKNOWN}, finding.per_rule()


@rule(GAME, "507.6")
def attacks_of_one_ability_one_after_another(count: int) -> Check:
    """507.6 Во время использования способности может произойти несколько атак. Каждая атака
    происходит последовательно …"""
    return passes(phrase("one-after-another", count=count))


@rule(GAME, "507.6")
def every_attack_all_its_stages(count: int) -> Check:
    """507.6 … и для каждой атаки выполняются все этапы атаки."""
    return passes(phrase("all-stages-each", count=count))


def several_attacks(
    scenario: Scenario[Card, SeveralAttacks], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    count = scenario.values.ability.attacks
    order, stages = Finding(clauses), Finding(clauses)
    order.apply(attacks_of_one_ability_one_after_another, count)
    stages.apply(every_attack_all_its_stages, count)
    answer = {
        "one-after-another": value_or_unknown(order.holds),
        "all-stages-each": value_or_unknown(stages.holds),
    }
    return answer, [
        order.reason("one-after-another", kind="condition"),
        stages.reason("all-stages-each", kind="condition"),
    ]


# ------------------------------------------------------------------ 508.1, 508.2. Этапы


@rule(GAME, "508.1")
def stages_one_after_another(declared: str) -> Check:
    """508.1 Использование атак и способностей в виде нескольких этапов, осуществляемых один за
    другим в строго определённом порядке."""
    if declared in ("attack", "ability"):
        return passes(phrase("stages-in-order"))
    return silent(phrase("stages-of-attacks-and-abilities", declared=declared))


@rule(GAME, "508.2")
def preliminary_stage_on_declaration(declared: str) -> Check:
    """508.2 Как только атака (заклинание, воздействие) объявлена, начинается предварительный
    этап способности (атаки)."""
    if declared in ("attack", "spell", "effect"):
        return passes(phrase(f"preliminary-on-{declared}"))
    return silent(phrase("preliminary-ability"))


def preliminary_start(
    scenario: Scenario[Card, PreliminaryStart], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    declared = scenario.values.declared
    start, order = Finding(clauses), Finding(clauses)
    start.apply(preliminary_stage_on_declaration, declared)
    order.apply(stages_one_after_another, declared)
    answer = {
        "preliminary-starts": "on-declaration" if start.holds else UNKNOWN,
        "stages-in-order": value_or_unknown(order.holds),
    }
    return answer, [
        start.reason("preliminary-starts", kind="condition"),
        order.reason("stages-in-order", kind="condition"),
    ]


# ------------------------------------------------------------------ 506.3. Закрытие


@rule(GAME, "506.3")
def closed_after_their_fight(who: str) -> Check:
    """506.3 Закрытие атакующей карты и карты, выступившей в защиту, происходит после их
    сражения."""
    return passes(phrase(f"{who}-after-fight"))


def when_closed(
    scenario: Scenario[Card, WhenClosed], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    finding = Finding(clauses)
    finding.apply(closed_after_their_fight, scenario.values.who)
    return {"closed-at": AFTER_FIGHT if finding.holds else UNKNOWN}, finding.per_rule()


ASKS: dict[str, Ask] = {
    "may-attack": may_attack,
    "attack-type": attack_type,
    "several-attacks": several_attacks,
    "preliminary-start": preliminary_start,
    "when-closed": when_closed,
}
