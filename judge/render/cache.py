"""``judge cache`` shown: where the cache is, what each kind of entry holds, what was cleared."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from judge.cache import Usage


def _size(n: int) -> str:
    for unit in ("B", "KiB", "MiB"):
        if n < 1024 or unit == "MiB":
            return f"{n:.0f} {unit}" if unit == "B" else f"{n:.1f} {unit}"
        n /= 1024  # type: ignore[assignment]
    return f"{n:.1f} GiB"  # pragma: no cover


def _code(code: tuple[str, ...]) -> str:
    return "the whole package" if code == ("*",) else ", ".join(f"judge/{c}" for c in code)


def usage_json(root: Path | None, origin: str, rows: list[Usage]) -> dict[str, Any]:
    kinds = [r for r in rows if r.kind is not None]
    other = [r for r in rows if r.kind is None]
    return {
        "directory": None if root is None else str(root),
        "origin": origin,
        "kinds": [
            {
                "kind": r.kind.name,
                "version": r.kind.version,
                "covers": r.kind.covers,
                "code": [f"judge/{c}" if c != "*" else "judge" for c in r.kind.code],
                "entries": r.entries,
                "bytes": r.bytes,
            }
            for r in kinds
            if r.kind is not None
        ],
        "other": {"entries": sum(r.entries for r in other), "bytes": sum(r.bytes for r in other)},
        "total": {"entries": sum(r.entries for r in rows), "bytes": sum(r.bytes for r in rows)},
    }


def usage_text(root: Path | None, origin: str, rows: list[Usage], width: int | None) -> str:
    from judge.render.text import table

    if root is None:
        return f"The cache is off ({origin})."
    cells = [
        [
            r.kind.name,
            str(r.entries),
            _size(r.bytes),
            r.kind.covers + f" (code: {_code(r.kind.code)})" if r.kind.code else r.kind.covers,
        ]
        for r in rows
        if r.kind is not None
    ]
    other = [r for r in rows if r.kind is None]
    if other:
        cells.append(
            [
                "other",
                str(other[0].entries),
                _size(other[0].bytes),
                "files of another version of judge, or not judge's",
            ]
        )
    header = ["kind", "entries", "size", "the key covers"]
    total = sum(r.bytes for r in rows)
    return "\n".join(
        (
            f"cache: {root}  ({origin})",
            "",
            table(cells, header, width=width, last_below=True),
            "",
            f"total: {sum(r.entries for r in rows)} files, {_size(total)}"
            "  (judge cache clear [KIND]… deletes them)",
        )
    )


def cleared_json(root: Path | None, kinds: list[str], deleted: int, freed: int) -> dict[str, Any]:
    return {
        "directory": None if root is None else str(root),
        "kinds": kinds,
        "deleted": deleted,
        "bytes": freed,
    }


def cleared_text(root: Path | None, kinds: list[str], deleted: int, freed: int) -> str:
    if root is None:
        return "The cache is off: nothing to clear."
    what = ", ".join(kinds) if kinds else "every kind"
    return f"cleared {what} from {root}: {deleted} files, {_size(freed)}"
