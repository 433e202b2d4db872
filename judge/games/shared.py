"""What several games share: the ``when-closed`` kind and its answers."""

from __future__ import annotations

from typing import NamedTuple

from judge.scenario.schema import UNKNOWN, ask, enum

#: the answers of ``when-closed``
PAYMENT_STAGE = "payment-stage"
AFTER_FIGHT = "after-fight"


class WhenClosed(NamedTuple):
    """Whose closing is asked about: the attacker's or the defender's."""

    who: str


WHEN_CLOSED = ask(
    WhenClosed,
    {"closed_at": enum(PAYMENT_STAGE, AFTER_FIGHT, UNKNOWN)},
    who=enum("attacker", "defender", required=True),
)
