"""Берсерк's typed values: its card, and what each of its ``ask`` kinds reads (the classes its
declaration names; ``judge.games.typed`` checks them against it)."""

from __future__ import annotations

from typing import NamedTuple


class Card(NamedTuple):
    """A card: whose it is, what it is, where it stands (a cell only on the battlefield)."""

    name: str
    side: str
    zone: str
    type: str = "creature"
    at: str | None = None
    flying: bool = False
    closed: bool = False
    line: int = 0

    @property
    def active(self) -> bool:
        return self.side == "active"


class Attack(NamedTuple):
    """A declared strike: by whom, at which card, and of what kind."""

    by: str
    target: str
    kind: str = "simple-strike"
    directed: bool = False
    unanswerable: bool = False
    redirected: bool = False
    line: int = 0


class StageAttack(NamedTuple):
    """The attack at a stage of ``may-act``: its kind matters, the cards need not be named."""

    by: str | None = None
    target: str | None = None
    kind: str = "simple-strike"
    directed: bool = False
    unanswerable: bool = False
    redirected: bool = False
    line: int = 0


#: what 514.2 and 514.8 read of an attack, named or not
Strike = Attack | StageAttack


class Turn(NamedTuple):
    phase: str = "main"
    step: str = "selection"
    line: int = 0


class Ability(NamedTuple):
    """The feature an attack is part of (513): composite or simple, its speed, the attack's
    position in it."""

    composite: bool = False
    speed: str | None = None
    position: int | None = None
    line: int = 0


class WhoMayDefend(NamedTuple):
    attack: Attack
    turn: Turn


class DefenderAction(NamedTuple):
    attack: Attack
    turn: Turn


class AttackSpeed(NamedTuple):
    ability: Ability


class MayAct(NamedTuple):
    stage: str
    action: str
    attack: StageAttack
