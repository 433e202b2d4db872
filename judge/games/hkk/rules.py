"""Hatalom Kártyái: declaring attackers (34.1–34.8) and destroying buildings (34.10, 34.11).

Each rule below is one clause as code; its docstring quotes the Kódex.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from judge.engine.core import (
    Check,
    Clauses,
    Finding,
    all_of,
    any_of,
    fails,
    names_or_unknown,
    passes,
    silent,
    value_or_unknown,
)
from judge.engine.registry import assumption, rule
from judge.engine.verdict import Reason, phrase
from judge.games.hkk.phrases import PHRASES as PHRASES  # the engine reads it from here
from judge.scenario.load import Attack, Card, Scenario
from judge.scenario.schema import UNKNOWN

GAME = "hkk"

# ------------------------------------------------------------------ 34. Támadók kijelölése


# The Kódex does not say how a declaration that breaks one rule counts for the others; the
# engine's readings are stated here, as assumptions every verdict resting on them lists.
ONLY_ALLOWED_ATTACKS_COUNT = assumption(
    GAME,
    "only-allowed-attacks-count",
    source="card-game convention",
    text={
        "hu": "a 34.4, 34.5 és 34.8 csak a 34.1 és a 34.3 szerint megengedett támadásokat "
        "számolja: az a lény, amely nem támadhat (nem az aktív játékos őrposztban lévő lénye), "
        "vagy amely olyan célt jelöl, amelyet nem támadhat, senkit sem támad",
        "en": "34.4, 34.5 and 34.8 count only the attacks 34.1 and 34.3 allow: a creature that "
        "may not attack (not the active player's creature in the guard post), or that is "
        "declared at a target it may not attack, attacks no one",
    },
)
EMPTY_GUARD_POST = assumption(
    GAME,
    "empty-guard-post-is-broken-through",
    source="card-game convention",
    text={
        "hu": "ha az ellenfél őrposztjában nincs lény, a 34.4 feltétele (minden őrposztban "
        "lévő lényét támadja) teljesül: bármely támadó átüt",
        "en": "when the opponent's guard post holds no creature, 34.4's condition (every "
        "creature in it is attacked) is met: any attacker breaks through",
    },
)


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
def one_target_per_attacker(targets: int) -> Check | None:
    """34.1 … meg kell határoznia, hogy melyik támadó lénye kire vagy mire támad."""
    if targets == 1:
        return None
    return silent(phrase("declared-twice", times=targets))


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
def building_or_player_only_through_guard_post(
    target: Card | None, through: bool | None
) -> Check | None:
    """34.3 … illetve, ha át tud ütni az őrposzton, támadhatja az ellenfél bármelyik
    építményét, vagy közvetlenül az ellenfelet is."""
    if target is not None and target.type != "building":
        return None
    if target is not None and target.active:
        return fails(phrase("own-building", name=target.name))
    if through is None:
        return silent(phrase("through-undecided"))
    if not through:
        return fails(phrase("needs-breakthrough"))
    return passes(phrase("through-to-building" if target is not None else "through-to-player"))


@rule(GAME, "34.4", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def breaks_through_guard_post(
    guards: list[Card], attacked: Mapping[str, Attacked], attacker: bool | None
) -> Check:
    """34.4 Átüt az őrposzton. A támadó lény csak akkor üthet át az ellenfél őrposztján, ha az
    aktív játékos az ellenfél minden őrposztban lévő lényét támadja legalább egy-egy lényével.

    ``attacked``: per guard, whether it is attacked (True, False or None) and, when that is
    undecided, whether only because the attacks on it break 34.5."""
    if attacker is False:
        return fails(phrase("no-attacker"))
    state = {g.name: attacked.get(g.name, Attacked(False)) for g in guards}
    unattacked = [name for name, a in state.items() if a.holds is False]
    if unattacked:
        return fails(phrase("unattacked", names=", ".join(unattacked)))
    why = []
    over = [name for name, a in state.items() if a.holds is None and a.over]
    if over:
        why.append(phrase("over-limit-two-readings", names=", ".join(over)))
    open_ = [name for name, a in state.items() if a.holds is None and not a.over]
    if open_:
        why.append(phrase("attacked-undecided", names=", ".join(open_)))
    if attacker is None:
        why.append(phrase("attacker-undecided"))
    if why:
        return silent(*why)
    if not guards:
        return passes(phrase("guard-post-empty"), assumes=(EMPTY_GUARD_POST,))
    return passes(phrase("all-guards-attacked"))


@rule(GAME, "34.5", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def at_most_two_on_a_creature(surely: int, possibly: int) -> Check:
    """34.5 Egy lényre egyszerre maximum két lény támadhat.

    ``surely``: the distinct creatures whose attack on it is allowed; ``possibly``: those and
    the ones whose attack is undecided."""
    if surely > 2:
        return fails(phrase("too-many", count=surely))
    if possibly > 2:
        return silent(phrase("count-undecided", surely=surely, possibly=possibly))
    return passes(phrase("attackers-ok", count=possibly))


@rule(GAME, "34.6")
def any_number_on_building_or_player(count: int) -> Check:
    """34.6 Építményre, illetve játékosra bármennyi lény támadhat egyszerre."""
    return passes(phrase("any-number", count=count))


@rule(GAME, "34.8", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def defender_chooses_whom_to_strike_back(surely: int, possibly: int) -> Check | None:
    """34.8 Amennyiben egy lényre egyszerre két lény támad, a védekező lény gazdájának … ki kell
    jelölnie, hogy védekező lénye melyik rá támadó lényre fog visszaütni az ütés részfázisban."""
    if possibly < 2 or surely > 2:
        return None
    if surely == possibly == 2:
        return passes(phrase("strike-back-choice"))
    return silent(phrase("choice-undecided", surely=surely, possibly=possibly))


def attack_declaration(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    cards, attacks = scenario.cards, scenario.attacks
    guards = _guards(scenario)
    if not attacks:
        empty = Finding(clauses)
        empty.apply(attacking_is_optional, attacks)
        through = Finding(clauses)
        through.apply(breaks_through_guard_post, guards, {}, False)
        legal = empty.holds
        answer: dict[str, Any] = {
            "legal": value_or_unknown(legal),
            "illegal": () if legal is not None else UNKNOWN,
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
    # 34.1: who may attack, and with one target each
    targets = {by: len({d.target for d in declared if d.by == by}) for by in _by(declared)}
    for d in declared:
        d.finding.apply(attacker_is_active_players_guard_post_creature, cards[d.by])
        d.finding.apply(one_target_per_attacker, targets[d.by])
    attacker = any_of(d.finding.holds for d in declared)  # 34.4 asks for an attacking creature
    # 34.3: whom a creature may attack
    for d in declared:
        d.finding.apply(attacks_a_creature_in_opponents_guard_post, d.card)

    # 34.5: the distinct creatures attacking one creature, counting the attacks 34.1 and 34.3
    # allow (ONLY_ALLOWED_ATTACKS_COUNT); an attack they rule out is not checked against it
    on_creature = [d for d in declared if d.on_creature]
    counted = [d for d in on_creature if d.finding.holds is not False]
    surely, possibly = _counts(counted)
    for d in counted:
        d.finding.apply(at_most_two_on_a_creature, surely[d.target], possibly[d.target])
    over = {target for target, count in surely.items() if count > 2}

    # 34.4: every guard attacked by at least one creature. Whether an attack that breaks 34.5
    # still attacks the guard the Kódex does not say: undecided, both readings named
    attacked = {
        guard.name: Attacked(
            any_of(
                None if guard.name in over else d.finding.holds
                for d in counted
                if d.target == guard.name
            ),
            guard.name in over,
        )
        for guard in guards
    }
    through = Finding(clauses)
    through.apply(breaks_through_guard_post, guards, attacked, attacker)

    on_other = [d for d in declared if not d.on_creature]
    for d in on_other:
        d.finding.apply(building_or_player_only_through_guard_post, d.card, through.holds)
        same = {o.by for o in on_other if o.target == d.target}
        d.finding.apply(any_number_on_building_or_player, len(same))

    reasons = [d.finding.reason(f"{d.by} → {d.target}", kind="attack") for d in declared]

    # 34.8: a creature attacked by exactly two creatures, counting the allowed attacks
    surely, possibly = _counts(counted)
    choices, choice_reasons = [], []
    for name in dict.fromkeys(d.target for d in counted):
        choice = Finding(clauses)
        choice.apply(defender_chooses_whom_to_strike_back, surely[name], possibly[name])
        if choice.fired:  # it spoke, or its clause is missing
            choice_reasons.append(choice.reason(name, kind="card"))
            if choice.holds:
                choices.append(name)

    by_attacker = {
        by: all_of(r.holds for d, r in zip(declared, reasons, strict=True) if d.by == by)
        for by in _by(declared)
    }
    illegal = [by for by, holds in by_attacker.items() if holds is False]
    answer = {
        "legal": value_or_unknown(all_of(r.holds for r in reasons)),
        "illegal": UNKNOWN if None in by_attacker.values() else tuple(illegal),
        "breakthrough": value_or_unknown(through.holds),
        "strike-back-choice": names_or_unknown(choice_reasons, choices),
    }
    return answer, reasons + [through.reason("breakthrough", kind="condition")] + choice_reasons


@dataclass(frozen=True, slots=True)
class Attacked:
    """Whether a guard is attacked (True, False, None), and whether it is undecided only
    because the attacks on it break 34.5."""

    holds: bool | None
    over: bool = False


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


def _by(declared: list[_Declared]) -> list[str]:
    """The distinct attacking creatures, in the order declared."""
    return list(dict.fromkeys(d.by for d in declared))


def _counts(on_creature: list[_Declared]) -> tuple[Counter[str], Counter[str]]:
    """Per attacked creature: the distinct creatures surely attacking it (their attack allowed
    so far), and those possibly attacking it (allowed or undecided)."""
    surely: Counter[str] = Counter()
    possibly: Counter[str] = Counter()
    for target in dict.fromkeys(d.target for d in on_creature):
        on_it = [d for d in on_creature if d.target == target]
        surely[target] = len({d.by for d in on_it if d.finding.holds is True})
        possibly[target] = len({d.by for d in on_it if d.finding.holds is not False})
    return surely, possibly


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
    finding = Finding(clauses)
    finding.apply(damage_in_combat_is_destruction, damage.subphase)
    finding.apply(passive_building_cannot_be_destroyed, scenario.cards[damage.building])
    return {"destruction": value_or_unknown(finding.holds)}, finding.per_rule()


ASKS = {"attack-declaration": attack_declaration, "is-destruction": is_destruction}
