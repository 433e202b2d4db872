"""Берсерк. Герои: heroes and creatures in one play zone, no grid. Asks: who may attack whom and
how (507, 508.3), when cards are closed (506.3)."""

from __future__ import annotations

from pathlib import Path

from judge.games import Game
from judge.games.shared import WHEN_CLOSED
from judge.scenario.schema import BOOL, CARD, SIDE, TRISTATE, ask, enum, mapping, named

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
    asks={
        "may-attack": ask(
            {"allowed": TRISTATE, "defender": TRISTATE, "strikes_back": TRISTATE},
            cards=True,
            attack=mapping(
                required=True,
                by=CARD,
                target=CARD,
                mode=enum("strike", "fight", "shot", default="strike"),
            ),
        ),
        "when-closed": WHEN_CLOSED,
    },
    rules="judge.games.heroes.rules",
    folder=Path(__file__).parent,
)
