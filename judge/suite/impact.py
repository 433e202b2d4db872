"""Who rests on a clause: the encoded rules implementing it, the scenario verdicts citing it.

``judge diff``, the stale-rule check and ``judge coverage`` all ask this; the engines and the
scenario loader are imported only when a function here is called.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from judge.errors import JudgeError
from judge.paths import shown

if TYPE_CHECKING:
    from judge.engine.registry import Rule
    from judge.rulebook.model import Rulebook


@dataclass(frozen=True, slots=True)
class Verdict:
    """The clauses one scenario's verdict cites (under a given rulebook)."""

    path: str
    game: str
    cites: tuple[str, ...]


def rule_location(rule: Rule) -> str:
    """``judge/games/berserk.py:42`` — where an encoded rule is (``Rule.where``)."""
    return rule.where


def encoded_rules() -> list[Rule]:
    """Every encoded rule of every game."""
    from judge.engine.registry import all_rules

    return all_rules()


def scenario_verdicts(
    rulebook: Rulebook, paths: Iterable[Path] | None = None, *, errors: list[str] | None = None
) -> list[Verdict]:
    """The cites of each scenario's verdict under ``rulebook`` (default: the bundled suite).

    A scenario that cannot be loaded or resolved under this rulebook (say, its game is not
    loaded) has no verdict to rest on anything: it is skipped, and its error message is appended
    to ``errors`` when a list is given.
    """
    from judge.engine.core import resolve
    from judge.scenario.load import iter_scenario_files, load_scenario

    games = set(rulebook.games())
    verdicts: list[Verdict] = []
    for path in iter_scenario_files(list(paths) if paths is not None else None):
        try:
            scenario = load_scenario(path)
            if scenario.game not in games:
                continue
            cites = tuple(str(c) for c in resolve(scenario, rulebook).cites)
        except JudgeError as error:
            if errors is not None:
                errors.append(error.render())
            continue
        verdicts.append(Verdict(shown(path), scenario.game, cites))
    return verdicts
