"""Hatalom Kártyái's typed values: its card, and what each of its ``ask`` kinds reads (the
classes its declaration names; ``judge.games.typed`` checks them against it)."""

from __future__ import annotations

from typing import NamedTuple


class Card(NamedTuple):
    """A creature (on the guard post or in reserve) or a building (passive or not)."""

    name: str
    side: str
    type: str = "creature"
    #: a creature's zone (the guard post when not said); a building has none
    zone: str | None = None
    passive: bool = False
    line: int = 0

    @property
    def active(self) -> bool:
        return self.side == "active"


class Attack(NamedTuple):
    """One entry of a declaration: the attacker and its target (a card, or ``player``)."""

    by: str
    target: str
    line: int = 0


class StrikeBack(NamedTuple):
    """A defending creature's announced strike-back: it (``by``) strikes back ``target``."""

    by: str
    target: str
    line: int = 0


class Damage(NamedTuple):
    """Damage dealt to a building, and in which sub-phase."""

    building: str
    subphase: str
    line: int = 0


class AttackDeclaration(NamedTuple):
    attacks: tuple[Attack, ...]


class DeclarationStatus(NamedTuple):
    end_announced: bool
    targets_announced: bool
    strike_back: str
    ambiguous: bool


class Opponent(NamedTuple):
    attacks: tuple[Attack, ...]
    strikes_back: tuple[StrikeBack, ...]
    of: str


class IsDestruction(NamedTuple):
    damage: Damage
