"""Hatalom Kártyái (HKK Kódex): creatures on the guard post or in reserve, buildings, the
inactive player as a target. Asks: is an attack declaration legal (34), is damage to a building
destruction (34.10, 34.11)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.games import CardFault, Definition, Game
from judge.games.hkk.values import (
    Attack,
    AttackDeclaration,
    Card,
    Damage,
    DeclarationStatus,
    IsDestruction,
    Opponent,
    StrikeBack,
)
from judge.scenario.schema import (
    BOOL,
    CARD,
    NAMES,
    PLAYER,
    SIDE,
    TARGET,
    TARGETS,
    TRISTATE,
    ask,
    attacks,
    enum,
    mapping,
    named,
)


def check_card(
    name: str,
    values: dict[str, Any],
    present: frozenset[str],
    cards: Mapping[str, Mapping[str, Any]],
) -> None:
    """Only creatures have a zone (the guard post when not said); only buildings are passive."""
    if values["type"] == "building":
        if "zone" in present:
            raise CardFault("zone", "only creatures have a zone (guard-post, reserve)")
    else:
        values["zone"] = values["zone"] or "guard-post"
        if values["passive"]:
            raise CardFault("passive", "only a building can be passive")


def check_scenario(values: Mapping[str, Any], cards: Mapping[str, Mapping[str, Any]]) -> None:
    """The card damaged in ``is-destruction`` is a building; a declaration lists each attack
    (attacker and target) once — a repeated entry is an input error, not a second attacker; in
    ``opponent``, the creature asked about is a creature, and a strike-back choice names a
    creature and one of the creatures attacking it."""
    of = values.get("of")
    if of is not None and cards[of]["type"] != "creature":
        raise CardFault(
            "of", f"'{of}' is a {cards[of]['type']}: 34.9 defines a creature's opponent"
        )
    declared = {(a.by, a.target) for a in values.get("attacks") or ()}
    chosen: set[str] = set()
    for index, choice in enumerate(values.get("strikes-back") or ()):
        if (choice.target, choice.by) not in declared:
            raise CardFault(
                f"strikes-back[{index}]",
                f"'{choice.target}' is not declared attacking '{choice.by}'",
            )
        if choice.by in chosen:
            raise CardFault(f"strikes-back[{index}]", f"'{choice.by}' strikes back once")
        chosen.add(choice.by)
    first: dict[tuple[str, str], int] = {}
    for index, attack in enumerate(values.get("attacks") or ()):
        key = (attack.by, attack.target)
        if key in first:
            earlier = values["attacks"][first[key]]
            raise CardFault(
                f"attacks[{index}]",
                f"the same attack as attacks[{first[key]}] (line {earlier.line}): "
                f"list each attack once ({attack.by} → {attack.target})",
            )
        first[key] = index
    damage = values.get("damage")
    if damage is not None:
        kind = cards[damage.building]["type"]
        if kind != "building":
            raise CardFault("damage.building", f"'{damage.building}' is a {kind}, not a building")


GAME = Game(
    id="hkk",
    title="Hatalom Kártyái",
    language="hu",
    cards=named(
        dict(
            side=SIDE,
            type=enum("creature", "building", default="creature"),
            zone=enum("guard-post", "reserve"),
            passive=BOOL,
        )
    ),
    card=Card,
    asks={
        "attack-declaration": ask(
            AttackDeclaration,
            {
                "legal": TRISTATE,
                "illegal": NAMES,
                "breakthrough": TRISTATE,
                "strike_back_choice": NAMES,
            },
            attack_on_itself=True,  # 34.3 answers it: only the opponent's creatures are targets
            attacks=attacks(Attack, by=CARD, target=TARGET),
        ),
        "declaration-status": ask(
            DeclarationStatus,
            {"may_change": TRISTATE, "subphase_over": TRISTATE},
            end_announced=BOOL,
            targets_announced=BOOL,
            strike_back=enum("announced", "not-announced", "none", default="not-announced"),
            ambiguous=BOOL,
        ),
        "opponent": ask(
            Opponent,
            {"defending": TRISTATE, "opponent": TARGETS},
            cards=True,
            attacks=attacks(Attack, by=CARD, target=TARGET),
            strikes_back=attacks(StrikeBack, required=False, by=CARD, target=CARD),
            of=CARD,
        ),
        "is-destruction": ask(
            IsDestruction,
            {"destruction": TRISTATE},
            cards=True,
            damage=mapping(
                Damage,
                required=True,
                building=CARD,
                subphase=enum("combat-abilities", "strike", "other", required=True),
            ),
        ),
    },
    rules="judge.games.hkk.rules",
    folder=Path(__file__).parent,
    reads_bare_texts=True,
    check_card=check_card,
    check_scenario=check_scenario,
    definitions={
        d.term: d
        for d in (
            Definition(
                "támadó lény",
                "34.3",
                "A támadónak kijelölt (röviden: támadó) lény",
            ),
            Definition(
                "átüt az őrposzton",
                "34.4",
                "A támadó lény csak akkor üthet át az ellenfél őrposztján, ha az aktív játékos "
                "az ellenfél minden őrposztban lévő lényét támadja legalább egy-egy lényével.",
            ),
            Definition(
                "védekező lény",
                "34.7",
                "A harci fázisban megtámadott lényt nevezzük védekező lénynek.",
            ),
            Definition(
                "ellenfél (lényé)",
                "34.9",
                "A megtámadott lényt (építményt, illetve a megtámadott játékost), továbbá "
                "védekező lény esetén azt a rá támadó lényt, amire a védekező lény visszaüt, az "
                "adott lény ellenfelének nevezzük.",
            ),
            Definition(
                "rombolás",
                "34.10",
                "Ha egy vagy több lény a harci fázis harci képességek használata vagy ütés "
                "részfázisában megsebez egy építményt, azt az építmény rombolásának nevezzük.",
            ),
        )
    },
    not_encoded={
        "34.0": "structure: names the sub-phase the combat phase starts with; no question "
        "about a declaration turns on it",
    },
    player=PLAYER,
)
