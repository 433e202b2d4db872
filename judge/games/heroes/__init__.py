"""Берсерк. Герои: heroes and creatures in one play zone, no grid. Asks: who may attack whom and
how (507, 508.3), when cards are closed (506.3)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.games import CardFault, Definition, Game
from judge.games.heroes.values import (
    Ability,
    Attack,
    AttackType,
    Card,
    MayAttack,
    PreliminaryStart,
    SeveralAttacks,
)
from judge.games.shared import WHEN_CLOSED
from judge.scenario.schema import (
    BOOL,
    CARD,
    SIDE,
    TRISTATE,
    UNKNOWN,
    Field,
    ask,
    enum,
    mapping,
    named,
)


def check_scenario(values: Mapping[str, Any], cards: Mapping[str, Mapping[str, Any]]) -> None:
    """507.6 speaks of several attacks in one ability: ``several-attacks`` counts two or more."""
    ability = values.get("ability")
    if ability is not None and ability.attacks < 2:
        raise CardFault(
            "ability.attacks",
            f"507.6 speaks of several attacks: give 2 or more, not {ability.attacks}",
        )


GAME = Game(
    id="berserk-heroes",
    title="Берсерк. Герои",
    language="ru",
    cards=named(
        dict(
            side=SIDE,
            type=enum("hero", "creature", default="creature"),
            zone=enum("play", "hand", "graveyard", default="play"),
            closed=BOOL,
        )
    ),
    card=Card,
    asks={
        "may-attack": ask(
            MayAttack,
            {"allowed": TRISTATE, "defender": TRISTATE, "strikes_back": TRISTATE},
            cards=True,
            attack_on_itself=True,  # 507.2 answers it: a character cannot attack itself
            attack=mapping(
                Attack,
                required=True,
                by=CARD,
                target=CARD,
                mode=enum("strike", "fight", "shot", default="strike"),
            ),
        ),
        "attack-type": ask(
            AttackType,
            {"type": enum("strike", "shot", UNKNOWN)},
            mode=enum("strike", "fight", "shot", "other", required=True),
        ),
        "several-attacks": ask(
            SeveralAttacks,
            {"one_after_another": TRISTATE, "all_stages_each": TRISTATE},
            ability=mapping(Ability, required=True, attacks=Field("int", required=True)),
        ),
        "preliminary-start": ask(
            PreliminaryStart,
            {
                "preliminary_starts": enum("on-declaration", UNKNOWN),
                "stages_in_order": TRISTATE,
            },
            declared=enum("attack", "spell", "effect", "ability", required=True),
        ),
        "when-closed": WHEN_CLOSED,
    },
    rules="judge.games.heroes.rules",
    folder=Path(__file__).parent,
    check_scenario=check_scenario,
    definitions={
        d.term: d
        for d in (
            Definition("атака ударом", "507.3", "Есть два типа атак: ударом и выстрелов."),
            Definition("атака выстрелом", "507.3", "Есть два типа атак: ударом и выстрелов."),
            Definition(
                "предварительный этап",
                "508.2",
                "Как только атака (заклинание, воздействие) объявлена, начинается "
                "предварительный этап способности (атаки).",
            ),
        )
    },
)
