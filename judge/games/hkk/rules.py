"""Hatalom Kártyái: declaring attackers (34.1–34.8) and destroying buildings (34.10, 34.11).

Each rule below is one clause as code; its docstring quotes the Kódex.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from judge.engine.core import (
    Check,
    Clauses,
    Finding,
    all_of,
    check,
    fails,
    names_or_unknown,
    passes,
    silent,
    value_or_unknown,
)
from judge.engine.registry import rule
from judge.engine.verdict import Reason, phrase
from judge.games.hkk.phrases import PHRASES as PHRASES  # the engine reads it from here
from judge.scenario.load import Attack, Card, Scenario
from judge.scenario.schema import UNKNOWN

GAME = "hkk"

# ------------------------------------------------------------------ 34. Támadók kijelölése


@rule(GAME, "34.2")
def attacking_is_optional(attacks: tuple[Attack, ...]) -> Check | None:
    """34.2 A támadni nem kötelező."""
    return None if attacks else passes(phrase("no-attack"))


@rule(GAME, "34.1")
def attacker_is_active_players_guard_post_creature(attacker: Card) -> Check:
    """34.1 A támadók kijelölése részfázisban az aktív játékos kiválaszthatja egy vagy több
    őrposztban lévő lényét, amikkel támadni szeretne."""
    if attacker.type != "creature":
        return fails(phrase("attacker-building", name=attacker.name))
    why = []
    if not attacker.active:
        why.append(phrase("attacker-inactive", name=attacker.name))
    if attacker.zone != "guard-post":
        why.append(phrase("attacker-in-reserve", name=attacker.name))
    return fails(*why) if why else passes(phrase("attacker-ok"))


@rule(GAME, "34.1")
def one_target_per_attacker(times: int) -> Check | None:
    """34.1 … meg kell határoznia, hogy melyik támadó lénye kire vagy mire támad."""
    if times == 1:
        return None
    return silent(phrase("declared-twice", times=times))


@rule(GAME, "34.3")
def attacks_a_creature_in_opponents_guard_post(target: Card | None) -> Check | None:
    """34.3 A támadónak kijelölt (röviden: támadó) lény támadhatja az ellenfél őrposztjában lévő
    bármelyik lényt …"""
    if target is None or target.type != "creature":
        return None
    if target.active:
        return fails(phrase("own-creature", name=target.name))
    if target.zone != "guard-post":
        return fails(phrase("target-in-reserve", name=target.name))
    return passes(phrase("target-guard", name=target.name))


@rule(GAME, "34.3", "34.4")
def building_or_player_only_through_guard_post(target: Card | None, through: bool) -> Check | None:
    """34.3 … illetve, ha át tud ütni az őrposzton, támadhatja az ellenfél bármelyik
    építményét, vagy közvetlenül az ellenfelet is."""
    if target is not None and target.type != "building":
        return None
    if target is not None and target.active:
        return fails(phrase("own-building", name=target.name))
    if not through:
        return fails(phrase("needs-breakthrough"))
    return passes(phrase("through-to-building" if target is not None else "through-to-player"))


@rule(GAME, "34.4")
def breaks_through_guard_post(guards: list[Card], attacked: set[str], attackers: int) -> Check:
    """34.4 Átüt az őrposzton. A támadó lény csak akkor üthet át az ellenfél őrposztján, ha az
    aktív játékos az ellenfél minden őrposztban lévő lényét támadja legalább egy-egy lényével."""
    if not attackers:
        return fails(phrase("no-attacker"))
    unattacked = [g.name for g in guards if g.name not in attacked]
    if unattacked:
        return fails(phrase("unattacked", names=", ".join(unattacked)))
    return passes(phrase("all-guards-attacked" if guards else "guard-post-empty"))


@rule(GAME, "34.5")
def at_most_two_on_a_creature(count: int) -> Check:
    """34.5 Egy lényre egyszerre maximum két lény támadhat."""
    return check(count <= 2, phrase("attackers-ok", count=count), phrase("too-many", count=count))


@rule(GAME, "34.6")
def any_number_on_building_or_player(count: int) -> Check:
    """34.6 Építményre, illetve játékosra bármennyi lény támadhat egyszerre."""
    return passes(phrase("any-number", count=count))


@rule(GAME, "34.8")
def defender_chooses_whom_to_strike_back(count: int) -> Check | None:
    """34.8 Amennyiben egy lényre egyszerre két lény támad, a védekező lény gazdájának … ki kell
    jelölnie, hogy védekező lénye melyik rá támadó lényre fog visszaütni az ütés részfázisban."""
    return passes(phrase("strike-back-choice")) if count == 2 else None


def attack_declaration(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    cards, attacks = scenario.cards, scenario.attacks
    if not attacks:
        empty = Finding(clauses)
        empty.apply(attacking_is_optional, attacks)
        guards = _guards(scenario)
        through = Finding(clauses)
        through.apply(breaks_through_guard_post, guards, set(), 0)
        legal = empty.holds
        answer = {
            "legal": value_or_unknown(legal),
            "illegal": () if legal else UNKNOWN,
            "breakthrough": value_or_unknown(through.holds),
            "strike-back-choice": (),
        }
        return answer, [
            empty.reason("34.2", kind="condition"),
            through.reason("breakthrough", kind="condition"),
        ]

    declared = [
        _Declared(str(a.by), str(a.target), Finding(clauses), cards.get(str(a.target)))
        for a in attacks
    ]
    times = Counter(d.by for d in declared)
    for d in declared:
        d.finding.apply(attacker_is_active_players_guard_post_creature, cards[d.by])
        d.finding.apply(one_target_per_attacker, times[d.by])
    # those that may attack at all (34.1); 34.4 asks for at least one
    attackers = sum(1 for d in declared if d.finding.holds is not False)
    for d in declared:
        d.finding.apply(attacks_a_creature_in_opponents_guard_post, d.card)

    # 34.5: the attackers on one creature, counting only creatures that may attack at all (34.1)
    on_creature = Counter(
        d.target for d in declared if d.on_creature and d.finding.holds is not False
    )
    for d in declared:
        if d.target in on_creature:
            d.finding.apply(at_most_two_on_a_creature, on_creature[d.target])

    # 34.4: the guard post is broken through when every guard is attacked by a legal attack
    attacked = {d.target for d in declared if d.finding.holds and d.target in on_creature}
    through = Finding(clauses)
    through.apply(breaks_through_guard_post, _guards(scenario), attacked, attackers)

    on_other = Counter(d.target for d in declared if not d.on_creature)
    for d in declared:
        if not d.on_creature:
            d.finding.apply(building_or_player_only_through_guard_post, d.card, bool(through.holds))
            d.finding.apply(any_number_on_building_or_player, on_other[d.target])

    reasons = [d.finding.reason(f"{d.by} → {d.target}", kind="attack") for d in declared]
    legal_on = Counter(
        d.target for d, r in zip(declared, reasons, strict=True) if r.holds and d.on_creature
    )
    choices = []
    choice_reasons = []
    for name, count in legal_on.items():
        choice = Finding(clauses)
        if choice.apply(defender_chooses_whom_to_strike_back, count) is not None:
            choice_reasons.append(choice.reason(name, kind="card"))
            if choice.holds:
                choices.append(name)
    illegal = [d.by for d, r in zip(declared, reasons, strict=True) if r.holds is False]
    answer = {
        "legal": value_or_unknown(all_of(r.holds for r in reasons)),
        "illegal": names_or_unknown(reasons, dict.fromkeys(illegal)),
        "breakthrough": value_or_unknown(through.holds),
        "strike-back-choice": names_or_unknown(reasons + choice_reasons, choices),
    }
    return answer, reasons + [through.reason("breakthrough", kind="condition")] + choice_reasons


@dataclass(slots=True)
class _Declared:
    """One declared attack and the rules applied to it so far."""

    by: str
    target: str  # a card name or "player"
    finding: Finding
    card: Card | None  # the target card; None for the player

    @property
    def on_creature(self) -> bool:
        return self.card is not None and self.card.type == "creature"


def _guards(scenario: Scenario) -> list[Card]:
    """The creatures in the opponent's guard post."""
    return [
        c
        for c in scenario.cards.values()
        if c.type == "creature" and not c.active and c.zone == "guard-post"
    ]


# ------------------------------------------------------------------ 34.10–34.11. Rombolás


@rule(GAME, "34.10")
def damage_in_combat_is_destruction(subphase: str) -> Check:
    """34.10 Ha egy vagy több lény a harci fázis harci képességek használata vagy ütés
    részfázisában megsebez egy építményt, azt az építmény rombolásának nevezzük."""
    if subphase in ("combat-abilities", "strike"):
        return passes(phrase(f"damage-in-{subphase}"))
    return silent(phrase("damage-in-other"))


@rule(GAME, "34.11")
def passive_building_cannot_be_destroyed(building: Card) -> Check | None:
    """34.11 Passzív építményt nem lehet lerombolni."""
    return fails(phrase("passive", name=building.name)) if building.passive else None


def is_destruction(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    damage = scenario.damage
    assert damage is not None
    finding = Finding(clauses)
    finding.apply(damage_in_combat_is_destruction, damage.subphase)
    finding.apply(passive_building_cannot_be_destroyed, scenario.cards[damage.building])
    return {"destruction": value_or_unknown(finding.holds)}, finding.per_rule()


ASKS = {"attack-declaration": attack_declaration, "is-destruction": is_destruction}
