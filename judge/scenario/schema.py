"""The scenario format's schema, declared once: the top-level keys every file has, each game's
card attributes, and each ``ask`` kind's keys, answer keys and defaults
(``scenarios/README.md``). ``judge.scenario.load`` walks files against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

UNKNOWN = "unknown"
PLAYER = "player"  # the hkk target meaning the inactive player


@dataclass(frozen=True, slots=True)
class Field:
    """One key of a mapping: the kind of value it takes, its allowed values and default."""

    kind: str  # text | bool | enum | int | card | target | cell | map | attacks | names | ids
    values: tuple[str, ...] = ()
    default: Any = None
    required: bool = False
    keys: Mapping[str, Field] | None = None  # for kind "map"
    with_unknown: bool = False  # the value may also be the string "unknown" (expect keys)


def _enum(*values: str, default: str | None = None, required: bool = False) -> Field:
    return Field("enum", values, default, required)


def _map(required: bool = False, **keys: Field) -> Field:
    return Field("map", required=required, keys=_keys(keys))


def _keys(keys: Mapping[str, Field]) -> Mapping[str, Field]:
    """Python keyword names use ``_`` where the format uses ``-``."""
    return MappingProxyType({k.replace("_", "-"): v for k, v in keys.items()})


BOOL = Field("bool", default=False)
SIDE = _enum("active", "inactive", required=True)
TRISTATE = Field("bool", with_unknown=True)
NAMES = Field("names", with_unknown=True)
STRIKE_KINDS = ("simple-strike", "shot", "other")


@dataclass(frozen=True, slots=True)
class AskKind:
    """An ``ask`` kind: its own top-level keys, and the answer keys ``expect`` may hold."""

    keys: Mapping[str, Field]
    answers: Mapping[str, Field]
    cards: bool = False  # the kind names cards in its keys: ``cards`` is required


@dataclass(frozen=True, slots=True)
class GameSchema:
    """A game: the attributes of its cards and its ``ask`` kinds."""

    cards: Mapping[str, Field]
    asks: Mapping[str, AskKind]


def _ask(answers: Mapping[str, Field], cards: bool = False, **keys: Field) -> AskKind:
    return AskKind(_keys(keys), _keys(answers), cards)


_BERSERK_ATTACK = dict(
    by=Field("card", required=True),
    target=Field("card", required=True),
    kind=_enum(*STRIKE_KINDS, default="simple-strike"),
    directed=BOOL,
    unanswerable=BOOL,
    redirected=BOOL,
)
_WHEN_CLOSED = _ask(
    {"closed_at": _enum("payment-stage", "after-fight", UNKNOWN)},
    who=_enum("attacker", "defender", required=True),
)

GAMES: Mapping[str, GameSchema] = MappingProxyType(
    {
        "berserk": GameSchema(
            cards=_keys(
                dict(
                    side=SIDE,
                    type=_enum("creature", "artifact", "terrain", default="creature"),
                    zone=_enum("battlefield", "auxiliary", required=True),
                    at=Field("cell"),
                    flying=BOOL,
                    closed=BOOL,
                )
            ),
            asks=MappingProxyType(
                {
                    "who-may-defend": _ask(
                        {"may_defend": NAMES},
                        cards=True,
                        attack=Field("map", required=True, keys=_keys(_BERSERK_ATTACK)),
                        turn=_map(
                            phase=_enum("main", "other", default="main"),
                            step=_enum("selection", "other", default="selection"),
                        ),
                    ),
                    "attack-speed": _ask(
                        {"speed": _enum("fast", "slow", UNKNOWN)},
                        ability=_map(
                            required=True,
                            composite=BOOL,
                            speed=_enum("fast", "slow"),
                            position=Field("int"),
                        ),
                    ),
                    "may-act": _ask(
                        {"allowed": TRISTATE},
                        stage=_enum("preliminary", "dice-roll", "effect", required=True),
                        action=_enum(
                            "redirect",
                            "assign-defender",
                            "block",
                            "change-target",
                            "dice-modifier",
                            "strength-modifier",
                            "sudden-ability",
                            required=True,
                        ),
                        attack=Field(
                            "map",
                            keys=_keys(
                                {**_BERSERK_ATTACK, "by": Field("card"), "target": Field("card")}
                            ),
                        ),
                    ),
                    "when-closed": _WHEN_CLOSED,
                }
            ),
        ),
        "berserk-heroes": GameSchema(
            cards=_keys(
                dict(
                    side=SIDE,
                    type=_enum("hero", "creature", default="creature"),
                    zone=_enum("play", "hand", "graveyard", default="play"),
                    closed=BOOL,
                )
            ),
            asks=MappingProxyType(
                {
                    "may-attack": _ask(
                        {"allowed": TRISTATE, "defender": TRISTATE, "strikes_back": TRISTATE},
                        cards=True,
                        attack=_map(
                            required=True,
                            by=Field("card", required=True),
                            target=Field("card", required=True),
                            mode=_enum("strike", "fight", "shot", default="strike"),
                        ),
                    ),
                    "when-closed": _WHEN_CLOSED,
                }
            ),
        ),
        "hkk": GameSchema(
            cards=_keys(
                dict(
                    side=SIDE,
                    type=_enum("creature", "building", default="creature"),
                    zone=_enum("guard-post", "reserve"),
                    passive=BOOL,
                )
            ),
            asks=MappingProxyType(
                {
                    "attack-declaration": _ask(
                        {
                            "legal": TRISTATE,
                            "illegal": NAMES,
                            "breakthrough": TRISTATE,
                            "strike_back_choice": NAMES,
                        },
                        attacks=Field(
                            "attacks",
                            required=True,
                            keys=_keys(
                                dict(
                                    by=Field("card", required=True),
                                    target=Field("target", required=True),
                                )
                            ),
                        ),
                    ),
                    "is-destruction": _ask(
                        {"destruction": TRISTATE},
                        cards=True,
                        damage=_map(
                            required=True,
                            building=Field("card", required=True),
                            subphase=_enum("combat-abilities", "strike", "other", required=True),
                        ),
                    ),
                }
            ),
        ),
    }
)

#: top-level keys every kind has (``cards`` too: optional where the kind is not about cards)
COMMON_KEYS = ("game", "ask", "title", "question", "cards", "expect")
