"""What rests on a clause: the encoded rules that implement it and the scenarios whose verdicts
cite it. ``judge show``, ``judge diff``, the stale-rule check and ``judge coverage`` all ask this.

Resolving the whole bundled suite is cached (keyed by the rulebook's hash and the scenario and
engine files' sizes and times), so ``judge show`` stays a fast command; the engines and the
scenario loader are imported only when a function here is called.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from judge import cache
from judge.config import bundled_scenarios
from judge.errors import JudgeError
from judge.rulebook.model import Clause, Document, Rulebook

if TYPE_CHECKING:
    from judge.engine.registry import Rule


class ScenarioCites(NamedTuple):
    """The clauses one scenario's verdict cites (under a given rulebook). A named tuple, not a
    dataclass: ``judge show`` imports this module, and dataclasses cost start-up."""

    path: Path
    game: str
    cites: tuple[str, ...]


def encoded_rules() -> list[Rule]:
    """Every encoded rule of every game."""
    from judge.engine.registry import all_rules

    return all_rules()


def scenario_cites(
    rulebook: Rulebook, paths: Iterable[Path] | None = None, *, errors: list[str] | None = None
) -> list[ScenarioCites]:
    """The cites of each scenario's verdict under ``rulebook`` (default: the bundled suite).

    A scenario that cannot be loaded or resolved under this rulebook (say, its game is not
    loaded) has no verdict to rest on anything: it is skipped, and its error message is appended
    to ``errors`` when a list is given.
    """
    from judge.engine.core import resolve
    from judge.scenario.load import iter_scenario_files, load_scenario

    games = set(rulebook.games())
    found: list[ScenarioCites] = []
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
        found.append(ScenarioCites(path, scenario.game, cites))
    return found


def citation_index(book: Rulebook) -> dict[str, Any]:
    """``{"rules": {game: {clause: [rule…]}}, "scenarios": {game: {clause: [path…]}}}``."""
    root = bundled_scenarios()
    scenarios = cache.stamp(cache.files_under(root, (".yaml",)))
    # named after the rulebook's hash first, so that it goes when that version's entries go
    entry = cache.entry(cache.CITATIONS, scenarios, book=book.digest) if book.digest else None
    cached = cache.load(entry, _unpack_index) if entry else None
    if cached is not None:
        return cached
    files = sorted(root.rglob("*.yaml")) if root.is_dir() else []
    index = build_citation_index(book, files)
    if entry:
        cache.store(entry, marshal.dumps(index))
    return index


def _unpack_index(data: bytes) -> dict[str, Any]:
    """A cached citation index, its shape checked (anything else raises: the entry is rebuilt)."""
    index = marshal.loads(data)
    if not isinstance(index, dict) or set(index) != {"rules", "scenarios"}:
        raise ValueError("not a citation index")
    for part in index.values():
        if not isinstance(part, dict):
            raise ValueError("not a citation index")
        for table in part.values():
            if not isinstance(table, dict) or not all(isinstance(v, list) for v in table.values()):
                raise ValueError("not a citation index")
    return index


def build_citation_index(book: Rulebook, files: list[Path]) -> dict[str, Any]:
    rules: dict[str, dict[str, list[dict[str, str]]]] = {}
    for rule in encoded_rules():
        for cited in rule.cites:
            rules.setdefault(rule.game, {}).setdefault(cited, []).append(
                {"name": rule.name, "where": rule.where}
            )
    scenarios: dict[str, dict[str, list[str]]] = {}
    for verdict in scenario_cites(book, files):
        for cited in verdict.cites:
            scenarios.setdefault(verdict.game, {}).setdefault(cited, []).append(str(verdict.path))
    return {"rules": rules, "scenarios": scenarios}


def citing(book: Rulebook, doc: Document, clause: Clause) -> dict[str, Any]:
    """``{"rules": [...], "scenarios": [...]}`` resting on one clause, for ``judge show``."""
    index = citation_index(book)
    return {
        "rules": index["rules"].get(doc.game, {}).get(clause.id, []),
        "scenarios": index["scenarios"].get(doc.game, {}).get(clause.id, []),
    }
