"""The scenario format's building blocks (``scenarios/README.md``): the top-level keys every file
has, and the small vocabulary a game's declaration (``judge.games``) uses for its card attributes
and its ``ask`` kinds' keys, answer keys and defaults. ``judge.scenario.load`` walks files
against them.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

UNKNOWN = "unknown"
#: a partial list answer (a mapping): the names that surely belong, and those that may — each a
#: name, or (in ``expect``) a mapping with its name and the clauses that speak to it without
#: deciding; in a verdict also what would decide it (``judge.engine.verdict.Partial``)
PARTIAL_KEYS = ("surely", "maybe")
MAYBE_KEYS = ("name", "cites", "decides")
#: the target that means the inactive player (in games whose declaration has ``player``)
PLAYER = "player"

#: top-level keys every kind has (``cards`` too: optional where the kind is not about cards)
COMMON_KEYS = ("game", "ask", "format", "title", "question", "cards", "expect")

#: the versions of the format a file may declare (``format: 2``); a file that declares none is
#: format 1, checked as the format-1 contract says (``expect`` keys and ``cites`` at least)
FORMATS = (1, 2)


class Field(NamedTuple):
    """One key of a mapping: the kind of value it takes, its allowed values and default. (The
    vocabulary here is named tuples, not dataclasses: ``judge ask`` imports it, and dataclasses
    cost start-up.)"""

    #: text | bool | enum | int | card | target | cell | map | attacks | names | targets | ids
    kind: str
    values: tuple[str, ...] = ()
    default: Any = None
    required: bool = False
    keys: Mapping[str, Field] | None = None  # for the kinds "map" and "attacks"
    with_unknown: bool = False  # the value may also be the string "unknown" (expect keys)
    #: for the kinds "map" and "attacks": the typed class (a named tuple) each mapping is read
    #: into (``judge.scenario.values``)
    record: type[Any] | None = None


class AskKind(NamedTuple):
    """An ``ask`` kind: its own top-level keys, the answer keys ``expect`` may hold, and the
    typed class (a named tuple) its own keys are read into (``scenario.values``)."""

    keys: Mapping[str, Field]
    answers: Mapping[str, Field]
    record: type[Any]
    cards: bool = False  # the kind names cards in its keys: ``cards`` is required
    #: the kind asks whether attacks may be declared and its game's rules answer an attack on
    #: itself; elsewhere such an attack is an input error
    attack_on_itself: bool = False


def expect_fields(kind: AskKind) -> dict[str, Field]:
    """The keys an ``expect`` block of this kind may hold: its answer keys, ``cites`` (exact),
    ``cites-include`` (at least these) and ``unchecked`` (answer keys, or ``cites``, left out of
    the comparison). The loader and the JSON Schema both read them from here."""
    ids = Field("ids")
    return {**kind.answers, "cites": ids, "cites-include": ids, "unchecked": Field("keys")}


def named(fields: Mapping[str, Field]) -> Mapping[str, Field]:
    """Fields by their names in the format: Python keywords use ``_`` where it uses ``-``."""
    return MappingProxyType({k.replace("_", "-"): v for k, v in fields.items()})


def enum(*values: str, default: str | None = None, required: bool = False) -> Field:
    """One of ``values``."""
    return Field("enum", values, default, required)


def mapping(record: type[Any], *, required: bool = False, **fields: Field) -> Field:
    """A nested mapping with its own keys, read into ``record``."""
    return Field("map", required=required, keys=named(fields), record=record)


def attacks(record: type[Any], *, required: bool = True, **fields: Field) -> Field:
    """A list of mappings (one per declared attack), possibly empty, each read into
    ``record``."""
    return Field("attacks", required=required, keys=named(fields), record=record)


def ask(
    record: type[Any],
    answers: Mapping[str, Field],
    *,
    cards: bool = False,
    attack_on_itself: bool = False,
    **fields: Field,
) -> AskKind:
    """An ``ask`` kind: ``answers`` are its answer keys; ``fields`` its own top-level keys, read
    into ``record``."""
    return AskKind(named(fields), named(answers), record, cards, attack_on_itself)


BOOL = Field("bool", default=False)
SIDE = enum("active", "inactive", required=True)
TRISTATE = Field("bool", with_unknown=True)
NAMES = Field("names", with_unknown=True)
#: a list of card names and the inactive player (``player``), or ``unknown``
TARGETS = Field("targets", with_unknown=True)
CARD = Field("card", required=True)
TARGET = Field("target", required=True)
TEXT = Field("text")
INT = Field("int")
CELL = Field("cell")


def is_partial(value: object) -> bool:
    """Whether an answer value (or an expected one) is a partial list answer."""
    return type(value) is dict and "maybe" in value
