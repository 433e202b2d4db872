"""Берсерк. Герои's typed values: its card, and what each of its ``ask`` kinds reads (the
classes its declaration names; ``judge.games.typed`` checks them against it)."""

from __future__ import annotations

from typing import NamedTuple


class Card(NamedTuple):
    """A character (a hero or a creature) or another card: whose, what, where, closed."""

    name: str
    side: str
    type: str = "creature"
    zone: str = "play"
    closed: bool = False
    line: int = 0

    @property
    def active(self) -> bool:
        return self.side == "active"


class Attack(NamedTuple):
    """A declared attack: by whom, at whom, and how (a strike, a forced fight, a shot)."""

    by: str
    target: str
    mode: str = "strike"
    line: int = 0


class Ability(NamedTuple):
    """An ability making several attacks (507.6)."""

    attacks: int
    line: int = 0


class MayAttack(NamedTuple):
    attack: Attack


class AttackType(NamedTuple):
    mode: str


class SeveralAttacks(NamedTuple):
    ability: Ability


class PreliminaryStart(NamedTuple):
    declared: str
