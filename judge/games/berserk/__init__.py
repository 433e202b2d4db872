"""Берсерк (classic): a battlefield grid of five columns and six rows, an auxiliary zone for
flyers and terrains. Asks: who may defend (514), attack speed (513), what players may do at each
stage of an attack (Предварительный этап, 511.5), when cards are closed (514.9)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from judge.games import CardFault, Definition, Game
from judge.games.berserk.values import (
    Ability,
    Attack,
    AttackSpeed,
    Card,
    DefenderAction,
    MayAct,
    StageAttack,
    Turn,
    WhoMayDefend,
)
from judge.games.shared import WHEN_CLOSED
from judge.scenario.schema import (
    BOOL,
    CARD,
    CELL,
    INT,
    NAMES,
    SIDE,
    TRISTATE,
    UNKNOWN,
    Field,
    ask,
    enum,
    mapping,
    named,
)

STRIKE_KINDS = ("simple-strike", "shot", "other")
ACTIONS = (
    "redirect",
    "assign-defender",
    "block",
    "change-target",
    "dice-modifier",
    "strength-modifier",
    "sudden-ability",
)

_ATTACK: dict[str, Field] = dict(
    kind=enum(*STRIKE_KINDS, default="simple-strike"),
    directed=BOOL,
    unanswerable=BOOL,
    redirected=BOOL,
)
_PHASE = enum("main", "other", default="main")
_STEP = enum("selection", "other", default="selection")


def _attack(record: type[Any], *, required: bool = False, **cards: Field) -> Field:
    """An attack: its cards, and the keys every attack has."""
    return Field("map", required=required, keys=named({**cards, **_ATTACK}), record=record)


def check_card(
    name: str,
    values: dict[str, Any],
    present: frozenset[str],
    cards: Mapping[str, Mapping[str, Any]],
) -> None:
    """A card on the battlefield stands on a cell of its own; a card elsewhere has none."""
    at = values["at"]
    if values["zone"] == "battlefield":
        if at is None:
            raise CardFault("at", "missing: a card on the battlefield needs a cell (A1…E6)")
        for other, attrs in cards.items():
            if attrs.get("at") == at:
                raise CardFault("at", f"cell {at} is already taken by '{other}'")
    elif at is not None:
        raise CardFault(
            "at", f"only a card on the battlefield has a cell (this one's zone is {values['zone']})"
        )


GAME = Game(
    id="berserk",
    title="Берсерк",
    language="ru",
    cards=named(
        dict(
            side=SIDE,
            type=enum("creature", "artifact", "terrain", default="creature"),
            zone=enum("battlefield", "auxiliary", required=True),
            at=CELL,
            flying=BOOL,
            closed=BOOL,
        )
    ),
    card=Card,
    asks={
        "who-may-defend": ask(
            WhoMayDefend,
            {"may_defend": NAMES},
            cards=True,
            attack=_attack(Attack, required=True, by=CARD, target=CARD),
            turn=mapping(Turn, phase=_PHASE, step=_STEP),
        ),
        "defender-action": ask(
            DefenderAction,
            {"sudden": TRISTATE, "action_targets": NAMES},
            cards=True,
            attack=_attack(Attack, required=True, by=CARD, target=CARD),
            turn=mapping(Turn, phase=_PHASE, step=_STEP),
        ),
        "attack-speed": ask(
            AttackSpeed,
            {"speed": enum("fast", "slow", UNKNOWN)},
            ability=mapping(
                Ability, required=True, composite=BOOL, speed=enum("fast", "slow"), position=INT
            ),
        ),
        "may-act": ask(
            MayAct,
            {"allowed": TRISTATE},
            stage=enum("preliminary", "dice-roll", "effect", required=True),
            action=enum(*ACTIONS, required=True),
            attack=_attack(StageAttack, by=Field("card"), target=Field("card")),
        ),
        "when-closed": WHEN_CLOSED,
    },
    rules="judge.games.berserk.rules",
    folder=Path(__file__).parent,
    reads_bare_texts=True,
    check_card=check_card,
    definitions={
        d.term: d
        for d in (
            Definition(
                "назначение защитника",
                "514.1",
                "Назначение защитника – это внезапное действие, которое может использовать "
                "открытое существо Неактивного игрока, когда существо Активного игрока объявляет "
                "атаку простым ударом в подфазу Выбора Главной фазы игры.",
            ),
            Definition(
                "перенаправление атаки",
                "514.1",
                "Карта, назначенная защитником, становится целью атаки вместо карты, по которой "
                "был объявлен простой удар. Этот эффект является перенаправлением атаки.",
            ),
        )
    },
)
