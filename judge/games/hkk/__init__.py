"""Hatalom Kártyái (HKK Kódex): creatures on the guard post or in reserve, buildings, the
inactive player as a target. Asks: is an attack declaration legal (34), is damage to a building
destruction (34.10, 34.11)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.games import CardFault, Game
from judge.scenario.schema import (
    BOOL,
    CARD,
    NAMES,
    PLAYER,
    SIDE,
    TARGET,
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
    (attacker and target) once — a repeated entry is an input error, not a second attacker."""
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
    asks={
        "attack-declaration": ask(
            {
                "legal": TRISTATE,
                "illegal": NAMES,
                "breakthrough": TRISTATE,
                "strike_back_choice": NAMES,
            },
            attacks=attacks(by=CARD, target=TARGET),
        ),
        "is-destruction": ask(
            {"destruction": TRISTATE},
            cards=True,
            damage=mapping(
                required=True,
                building=CARD,
                subphase=enum("combat-abilities", "strike", "other", required=True),
            ),
        ),
    },
    rules="judge.games.hkk.rules",
    folder=Path(__file__).parent,
    check_card=check_card,
    check_scenario=check_scenario,
    player=PLAYER,
)
