"""Stale encoded rules: a clause's text changed since the rule implementing it was written.

Every clause an encoded rule cites has its text and the fingerprint of its normalized text
(``judge.edits.normalize``) recorded in each game's ``fingerprints.json``, keyed ``game:clause``:

    {"format": 1, "clauses": {"berserk:514.6": {"document": "berserk-513-514",
                                                "fingerprint": "sha256:…", "text": "…"}}}

``find_stale(rulebook)`` compares those records with the loaded rulebook. A rule is stale for a
clause when the clause's text now differs (``changed``), when the clause is gone (``removed``), or
when nobody has recorded the text the rule was written against (``unrecorded``). Typography alone
(spaces, quotes, dashes) is never a difference. Rules of games the rulebook does not load are not
checked. After reviewing the encoding, ``record_fingerprints`` (``judge fingerprint --update``)
records the texts as they are now; the file is written atomically and only by that command.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from judge.edits.normalize import fingerprint
from judge.edits.worddiff import Words, word_diff
from judge.errors import JudgeError

if TYPE_CHECKING:
    from judge.engine.citations import ScenarioCites
    from judge.engine.registry import Rule
    from judge.rulebook.model import Clause, Document, Rulebook

FINGERPRINT_FILE = "fingerprints.json"
FORMAT = 1

Kind = Literal["changed", "removed", "unrecorded"]


@dataclass(frozen=True, slots=True)
class Record:
    """The text of a clause as it was when the rules citing it were last reviewed."""

    document: str
    fingerprint: str
    text: str


@dataclass(slots=True)
class Stale:
    """One encoded rule whose clause no longer reads as it did when the rule was written."""

    rule: Rule
    game: str
    clause: str
    kind: Kind
    #: the document the clause is (or was) in
    document: str | None
    #: the text the rule was written against (None: never recorded)
    recorded: str | None
    #: the text now (None: the clause is gone)
    current: str | None
    words: list[Words] = field(default_factory=list)
    #: where the recorded text is now, when another clause of the game has it (a renumbering)
    moved_to: str | None = None
    #: bundled scenarios whose verdict cites the clause
    scenarios: list[Path] = field(default_factory=list)

    @property
    def where(self) -> str:
        return self.rule.where

    @property
    def key(self) -> str:
        return f"{self.game}:{self.clause}"


# ------------------------------------------------------------------------------- the record file


def fingerprint_files() -> dict[str, Path]:
    """Each game's record file: ``fingerprints.json`` in the game's folder."""
    from judge import games

    return {g.id: g.folder / FINGERPRINT_FILE for g in games.all_games() if g.folder is not None}


def read_fingerprints(path: Path | None = None) -> dict[str, Record]:
    """The recorded fingerprints of every game (or of the one file ``path``); a file that does
    not exist yet records nothing."""
    if path is not None:
        return _read_file(path)
    records: dict[str, Record] = {}
    for file in fingerprint_files().values():
        records.update(_read_file(file))
    return records


def _read_file(path: Path) -> dict[str, Record]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        raise JudgeError(f"cannot read the fingerprint file: {exc}", path=str(path)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise JudgeError(
            f"format: expected {FORMAT} (re-record with: judge fingerprint --update)",
            path=str(path),
        )
    try:
        return {
            key: Record(entry["document"], entry["fingerprint"], entry["text"])
            for key, entry in data["clauses"].items()
        }
    except (KeyError, TypeError, AttributeError) as exc:
        raise JudgeError(f"clauses: malformed entry ({exc})", path=str(path)) from None


def _order(key: str) -> tuple[str, tuple[int, ...], str]:
    """``game:clause`` keys by game, then clause number."""
    from judge.rulebook.ids import sort_key

    game, _, clause = key.partition(":")
    return game, sort_key(clause), clause


def write_fingerprints(records: dict[str, Record], path: Path | None = None) -> list[Path]:
    """Write the records (sorted by game, then clause number) atomically: all into ``path`` when
    given, else each game's into its own file (only the files whose content changes)."""
    if path is not None:
        _write_file(records, path)
        return [path]
    changed: dict[Path, dict[str, Record]] = {}
    for game, file in fingerprint_files().items():
        mine = {k: v for k, v in records.items() if k.partition(":")[0] == game}
        if mine == _read_file(file) and (mine or not file.exists()):
            continue
        changed[file] = mine
    refuse_installed(changed)
    for file, mine in changed.items():
        _write_file(mine, file)
    return list(changed)


def _write_file(records: dict[str, Record], path: Path) -> None:
    from judge.outputs import write_file

    data = {
        "format": FORMAT,
        "about": "Text of each clause an encoded rule implements, as last reviewed. "
        "Written by `judge fingerprint --update`; do not edit by hand.",
        "clauses": {
            key: {
                "document": records[key].document,
                "fingerprint": records[key].fingerprint,
                "text": records[key].text,
            }
            for key in sorted(records, key=_order)
        },
    }
    body = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    write_file(path, body.encode("utf-8"), "fingerprint --update")


# ----------------------------------------------------------------------------------- comparing


def _locate(
    rulebook: Rulebook, game: str, clause_id: str, document: str | None
) -> tuple[Document, Clause] | None:
    """The clause a rule of ``game`` cites: in the recorded document when loaded, else the first
    document of the game that has the id."""
    found = rulebook.find(clause_id, game=game)
    for doc, clause in found:
        if doc.id == document:
            return doc, clause
    return found[0] if found else None


def _cited(rules: Iterable[Rule], games: set[str]) -> list[tuple[Rule, str]]:
    return [(r, c) for r in rules if r.game in games for c in r.cites]


def find_stale(
    rulebook: Rulebook,
    *,
    rules: Iterable[Rule] | None = None,
    verdicts: Iterable[ScenarioCites] | None = None,
    path: Path | None = None,
) -> list[Stale]:
    """Every (encoded rule, clause) whose clause text differs from the recorded one.

    ``rules`` defaults to every encoded rule, ``verdicts`` to the bundled scenarios resolved
    under ``rulebook`` (computed only when something is stale), ``path`` to the bundled
    fingerprint file.
    """
    from judge.engine.citations import encoded_rules

    records = read_fingerprints(path)
    rules = encoded_rules() if rules is None else rules
    stale: list[Stale] = []
    moves = _Moves(rulebook)
    for rule, clause_id in _cited(rules, set(rulebook.games())):
        record = records.get(f"{rule.game}:{clause_id}")
        hit = _locate(rulebook, rule.game, clause_id, record.document if record else None)
        current = hit[1].full_text() if hit else None
        document = hit[0].id if hit else (record.document if record else None)
        if record is None:
            stale.append(Stale(rule, rule.game, clause_id, "unrecorded", document, None, current))
        elif current is None:
            moved = moves.find(rule.game, record)
            stale.append(
                Stale(rule, rule.game, clause_id, "removed", document, record.text, None, [], moved)
            )
        elif fingerprint(current) != record.fingerprint:
            stale.append(
                Stale(
                    rule,
                    rule.game,
                    clause_id,
                    "changed",
                    document,
                    record.text,
                    current,
                    word_diff(record.text, current),
                    moves.find(rule.game, record),
                )
            )
    if stale:
        _attach_scenarios(stale, rulebook, verdicts)
    return stale


class _Moves:
    """Where a recorded text is now: each game's clauses by fingerprint, built on first use."""

    def __init__(self, rulebook: Rulebook):
        self.rulebook = rulebook
        self.index: dict[str, dict[str, str]] = {}

    def find(self, game: str, record: Record) -> str | None:
        if game not in self.index:
            prints: dict[str, str] = {}
            for _doc, clause in self.rulebook.clauses(game):
                prints.setdefault(fingerprint(clause.full_text()), clause.id)
            self.index[game] = prints
        return self.index[game].get(record.fingerprint)


def _attach_scenarios(
    stale: list[Stale], rulebook: Rulebook, verdicts: Iterable[ScenarioCites] | None
) -> None:
    if verdicts is None:
        from judge.engine.citations import scenario_cites

        verdicts = scenario_cites(rulebook)
    verdicts = list(verdicts)
    for item in stale:
        item.scenarios = sorted(
            v.path for v in verdicts if v.game == item.game and item.clause in v.cites
        )


# ----------------------------------------------------------------------------------- recording


@dataclass(frozen=True, slots=True)
class Recorded:
    """What ``record_fingerprints`` did."""

    #: the record files holding the records (one per game, or the one file asked for)
    paths: list[Path]
    #: game:clause keys whose record was written or rewritten
    updated: list[str]
    #: keys recorded before that no encoded rule cites any more (dropped)
    dropped: list[str]
    #: keys cited by a rule whose clause the rulebook does not have (not recorded)
    missing: list[str]
    total: int


def refuse_installed(files: Iterable[Path]) -> None:
    """Raise ``JudgeError`` when one of the record ``files`` about to be written is inside an
    installed package (``site-packages``): the records belong with the encoded rules, which are
    edited and recorded in a clone."""
    from judge.config import installed, package_dir

    package = package_dir()
    for file in files:
        bundled = installed() and file.resolve().is_relative_to(package)
        if bundled or any(p in ("site-packages", "dist-packages") for p in file.parts):
            raise JudgeError(
                "will not write inside the installed package (site-packages): the recorded "
                "texts belong with the encoded rules — record them in a clone installed with "
                "`pip install -e .`; to edit the rulebook and scenarios without a clone, start "
                "from `judge export DIR`",
                path=str(file),
            )


def update_command(key: str, rulebook: Sequence[str | Path] | None = None) -> str:
    """The ``judge fingerprint --update`` line to paste after a review: for the rulebook given
    with ``--rulebook`` (kept, or the command would record the bundled text instead)."""
    words = ["judge", "fingerprint", "--update", key]
    for path in rulebook or ():
        words += ["--rulebook", str(path)]
    return shlex.join(words)


def record_fingerprints(
    rulebook: Rulebook,
    *,
    only: Iterable[str] | None = None,
    rules: Iterable[Rule] | None = None,
    path: Path | None = None,
) -> Recorded:
    """Record the current text of every clause the encoded rules cite (or only of the clauses in
    ``only``: ids such as ``514.6`` or ``berserk:514.6``), after a reviewer checked the rules.

    Records of games the rulebook does not load are kept; records no rule cites any more are
    dropped. A record file inside an installed (not editable) package is never written:
    ``JudgeError`` says how to record in a clone instead, and no file is written. The files are
    read, updated and written under a lock (``judge.outputs.locked``): two updates at once, of
    different clauses, both land.
    """
    from judge.engine.citations import encoded_rules
    from judge.outputs import locked

    rules = list(encoded_rules() if rules is None else rules)
    with locked([path] if path is not None else fingerprint_files().values()):
        return _record(rulebook, only, rules, path)


def _record(
    rulebook: Rulebook, only: Iterable[str] | None, rules: list[Rule], path: Path | None
) -> Recorded:
    """``record_fingerprints``, the lock held."""
    old = read_fingerprints(path)
    games = set(rulebook.games())
    wanted = set(only) if only is not None else None
    cited = {f"{r.game}:{c}" for r in rules for c in r.cites}
    records = {k: v for k, v in old.items() if k in cited}
    updated: list[str] = []
    missing: list[str] = []
    for rule, clause_id in _cited(rules, games):
        key = f"{rule.game}:{clause_id}"
        if wanted is not None and key not in wanted and clause_id not in wanted:
            continue
        previous = old.get(key)
        hit = _locate(rulebook, rule.game, clause_id, previous.document if previous else None)
        if hit is None:
            if key not in missing:
                missing.append(key)
            continue
        text = hit[1].full_text()
        record = Record(hit[0].id, fingerprint(text), text)
        if records.get(key) != record and key not in updated:
            updated.append(key)
        records[key] = record
    if wanted is not None:
        _all_cited(wanted, cited, rules)
    dropped = sorted(k for k in old if k not in cited)
    paths = _write_recorded(records, path, changed=bool(updated or dropped))
    return Recorded(paths, sorted(updated, key=_order), dropped, missing, len(records))


def _all_cited(wanted: set[str], cited: set[str], rules: list[Rule]) -> None:
    """Every id asked for is one an encoded rule cites (else a ``JudgeError`` naming the rest)."""
    unknown = sorted(w for w in wanted if w not in cited and not _cites(rules, w))
    if unknown:
        raise JudgeError(
            f"no encoded rule cites {', '.join(unknown)} (give clause ids such as 514.6 "
            "or berserk:514.6)"
        )


def _write_recorded(records: dict[str, Record], path: Path | None, *, changed: bool) -> list[Path]:
    """Write the records (into ``path``, else each game's file): the files they are in."""
    if path is not None:
        if changed or not path.exists():
            write_fingerprints(records, path)
        return [path]
    write_fingerprints(records)
    files = fingerprint_files()
    return [files[g] for g in sorted({k.partition(":")[0] for k in records}) if g in files]


def _cites(rules: Iterable[Rule], clause_id: str) -> bool:
    return any(clause_id in r.cites for r in rules)
