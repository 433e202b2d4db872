"""``judge export DIR``: the bundled rulebook and scenario suite written out as an editable
starting point (``DIR/rulebook/…``, ``DIR/scenarios/…``), for users of an installed package who
cannot edit the copies inside it."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.config import bundled_rulebook, bundled_scenarios
from judge.errors import UsageError


@dataclass(frozen=True, slots=True)
class Exported:
    """What ``export_bundle`` wrote: the folder and the files, relative to it."""

    directory: Path
    files: tuple[str, ...]


def export_bundle(directory: str | Path, *, force: bool = False) -> Exported:
    """Copy the bundled ``rulebook/`` and ``scenarios/`` into ``directory`` (created when
    missing). A folder that is not empty is refused (``UsageError``) unless ``force``: then
    the bundled files overwrite their namesakes (each replaced whole) and other files are left
    alone. Nothing is written through a link that leads out of ``directory``, nor over
    anything but a regular file (``judge.outputs.write_inside``: an ``OutputError`` naming
    it)."""
    from judge.outputs import write_inside

    target = Path(directory)
    if target.exists() and not target.is_dir():
        raise UsageError("not a folder", path=str(target))
    if target.is_dir() and any(target.iterdir()) and not force:
        raise UsageError(
            "the folder is not empty (use --force to write the bundled files over it)",
            path=str(target),
        )
    written: list[str] = []
    for name, source in (("rulebook", bundled_rulebook()), ("scenarios", bundled_scenarios())):
        for path in sorted(source.rglob("*")):
            if not path.is_file() or "__pycache__" in path.parts:
                continue
            relative = Path(name, path.relative_to(source)).as_posix()
            write_inside(target, relative, path.read_bytes(), "export")
            written.append(relative)
    return Exported(target, tuple(written))
