"""What rests on a clause: the engine rules that implement it and the bundled scenarios whose
verdicts cite it. Resolving the whole suite is cached (keyed by the rulebook's hash and the
scenario and engine files' sizes and times), so ``judge show`` stays a fast command."""

from __future__ import annotations

import marshal
from pathlib import Path

from judge import cache
from judge.paths import bundled_scenarios
from judge.rulebook.model import Clause, Document, Rulebook

_ENGINE = Path(__file__).resolve().parents[1]


def _stamp(paths: list[Path]) -> str:
    parts = []
    for path in paths:
        try:
            st = path.stat()
        except OSError:
            continue
        parts.append(f"{path}:{st.st_size}:{st.st_mtime_ns}")
    return "\n".join(parts)


def citation_index(book: Rulebook) -> dict:
    """``{"rules": {game: {clause: [rule…]}}, "scenarios": {game: {clause: [path…]}}}``."""
    root = bundled_scenarios()
    files = sorted(root.rglob("*.yaml")) if root.is_dir() else []
    code = sorted(_ENGINE.rglob("*.py"))
    from judge.rulebook.load import content_hash

    key = content_hash(f"{book.digest}\n{_stamp(files)}\n{_stamp(code)}".encode())
    cached = cache.read(f"citations-{key}.marshal")
    if cached is not None:
        try:
            return marshal.loads(cached)
        except (ValueError, EOFError, TypeError):
            pass
    index = build_citation_index(book, files)
    cache.write(f"citations-{key}.marshal", marshal.dumps(index))
    return index


def build_citation_index(book: Rulebook, files: list[Path]) -> dict:
    from judge.suite.impact import encoded_rules, scenario_verdicts

    rules: dict[str, dict[str, list[dict]]] = {}
    for rule in encoded_rules():
        for cited in rule.cites:
            rules.setdefault(rule.game, {}).setdefault(cited, []).append(
                {"name": rule.name, "where": rule.where}
            )
    scenarios: dict[str, dict[str, list[str]]] = {}
    for verdict in scenario_verdicts(book, files):
        for cited in verdict.cites:
            scenarios.setdefault(verdict.game, {}).setdefault(cited, []).append(verdict.path)
    return {"rules": rules, "scenarios": scenarios}


def citing(book: Rulebook, doc: Document, clause: Clause) -> dict:
    """``{"rules": [...], "scenarios": [...]}`` resting on one clause, for ``judge show``."""
    index = citation_index(book)
    return {
        "rules": index["rules"].get(doc.game, {}).get(clause.id, []),
        "scenarios": index["scenarios"].get(doc.game, {}).get(clause.id, []),
    }
