"""Where things are: the bundled data, the rulebook paths of ``$JUDGE_RULEBOOK``, the cache folder.

The command line, the library and the pytest plugin all read the environment through here, so they
agree: ``load()`` with no paths means ``$JUDGE_RULEBOOK`` when it is set, else the bundled rulebook.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from judge.errors import UsageError

_PACKAGE = Path(__file__).resolve().parent


def _data(name: str) -> Path:
    installed = _PACKAGE / "_data" / name
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / name  # a source checkout or an editable install


def package_dir() -> Path:
    """The installed ``judge`` package folder."""
    return _PACKAGE


def bundled_rulebook() -> Path:
    """The bundled ``rulebook/`` folder (one folder per game, each with a book.yaml)."""
    return _data("rulebook")


def bundled_scenarios() -> Path:
    """The bundled ``scenarios/`` folder (the FAQ and regression suite, grouped by game)."""
    return _data("scenarios")


def rulebook_paths(explicit: Sequence[str | Path] | None = None) -> list[Path] | None:
    """The rulebook paths to load: ``explicit`` when given, else ``$JUDGE_RULEBOOK`` (paths joined
    by the platform's path separator), else None — the bundled rulebook."""
    if explicit:
        return [Path(p) for p in explicit]
    env = os.environ.get("JUDGE_RULEBOOK")
    if env:
        found = [Path(p) for p in env.split(os.pathsep) if p]
        return found or None
    return None


def cache_dir() -> Path | None:
    """``$JUDGE_CACHE_DIR``, else ``$XDG_CACHE_HOME/judge``, else ``~/.cache/judge``; an empty
    ``JUDGE_CACHE_DIR`` turns caching off. A relative ``XDG_CACHE_HOME`` is ignored (as the XDG
    spec says); with no absolute home either (``HOME`` empty or relative), caching is off rather
    than scattered over whatever the working folder is; and a home folder that does not exist
    (``HOME=/nonexistent``, a service account's) is not created: caching is off."""
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit is not None:
        return Path(explicit) if explicit else None
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "judge"
    home = _home()
    return None if home is None else Path(home) / ".cache" / "judge"


def _home() -> str | None:
    """``$HOME`` (else the password database's home) when it is an absolute path to a folder
    that exists, else None."""
    home = os.environ.get("HOME")
    if home is None:
        home = os.path.expanduser("~")
    if not os.path.isabs(home) or not os.path.isdir(home):
        return None
    return home


def cache_dir_origin() -> str:
    """Where ``cache_dir`` took the folder from (or why caching is off), as a user would set
    it."""
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit is not None:
        return "$JUDGE_CACHE_DIR" if explicit else "JUDGE_CACHE_DIR is empty"
    if os.path.isabs(os.environ.get("XDG_CACHE_HOME", "")):
        return "$XDG_CACHE_HOME/judge"
    return "~/.cache/judge" if cache_dir() is not None else "no home folder (absolute, existing)"


def installed() -> bool:
    """Whether this is an installed copy of the package (a wheel: the data shipped inside it),
    not a source checkout or an editable install — its files are not the user's to edit."""
    return (_PACKAGE / "_data").is_dir() or any(
        part in ("site-packages", "dist-packages") for part in _PACKAGE.parts
    )


def shown(path: str | Path) -> str:
    """A path as a user reads it: bundled files as ``scenarios/…`` / ``rulebook/…`` (wherever
    pip put them), the package's own files as ``judge/…``, else relative to the working folder
    when under it, else as given."""
    text = os.path.abspath(path)
    for base, prefix in _display_bases():
        if base != os.sep and text.startswith(base):
            return prefix + text[len(base) :]
    return str(path)


@functools.cache
def _display_bases() -> tuple[tuple[str, str], ...]:
    # the bundled data first (inside the package when installed), then the package, then the
    # working folder: from a project with .venv inside, a bundled file is still scenarios/…
    return (
        (os.path.join(os.path.abspath(bundled_scenarios()), ""), "scenarios" + os.sep),
        (os.path.join(os.path.abspath(bundled_rulebook()), ""), "rulebook" + os.sep),
        (os.path.join(str(_PACKAGE), ""), "judge" + os.sep),
        (os.path.join(os.getcwd(), ""), ""),
    )


def locate(path: str | Path) -> Path:
    """A path as typed: itself when it exists, else a bundled file or folder by its shown name
    (``scenarios/berserk/x.yaml``, ``rulebook/hkk``), else itself (for the caller's error)."""
    given = Path(path)
    if given.exists() or given.is_absolute() or not given.parts:
        return given
    head, rest = given.parts[0], given.parts[1:]
    bases = {"scenarios": bundled_scenarios, "rulebook": bundled_rulebook}
    if head in bases:
        bundled = bases[head]().joinpath(*rest)
        if bundled.exists():
            return bundled
    return given


def clone_rulebook_differs(folder: str | Path = "rulebook") -> Path | None:
    """``folder`` (default ``./rulebook``) when the working folder is a clone of this project
    whose rulebook differs from the installed package's copy, which the commands read instead
    (an install that is not editable); else None."""
    clone = Path(folder)
    if not installed() or not (clone.parent / "judge" / "__init__.py").is_file():
        return None
    if not clone.is_dir():
        return None
    bundled = bundled_rulebook()

    def files(root: Path) -> dict[str, bytes]:
        return {
            p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts
        }

    try:
        return None if files(clone) == files(bundled) else clone
    except OSError:
        return None


# ------------------------------------------------------------------ the project's settings file

#: the settings a configuration file may hold, with what each one is
SETTINGS = {
    "rulebook": "rulebook paths to load (as --rulebook), relative to the file's folder",
    "scenarios": "globs of the scenario files judge check and judge site read by default",
    "game": "the game of --game by default (show, search, define, ask)",
}

#: the files looked for in the working folder and each folder above it, in this order; a
#: pyproject.toml counts only when it has a [tool.judge] table
CONFIG_FILES = ("judge.toml", "pyproject.toml")


class Settings(NamedTuple):
    """What a configuration file sets (None: not set), and where: the file (None: no file) and
    each key's line."""

    file: Path | None = None
    rulebook: tuple[Path, ...] | None = None
    scenarios: tuple[str, ...] | None = None
    game: str | None = None
    lines: dict[str, int] = {}

    @property
    def in_pyproject(self) -> bool:
        """Whether the settings are a pyproject.toml's ``[tool.judge]`` table."""
        return self.file is not None and self.file.name == "pyproject.toml"

    @property
    def folder(self) -> Path:
        """The folder relative paths and globs are read from: the file's."""
        return self.file.parent if self.file is not None else Path.cwd()

    def origin(self, key: str) -> str:
        """``judge.toml:3`` or ``pyproject.toml:12 [tool.judge]``: where ``key`` is set."""
        if self.file is None:
            return ""
        table = " [tool.judge]" if self.in_pyproject else ""
        line = self.lines.get(key)
        return f"{shown(self.file)}:{line}{table}" if line else f"{shown(self.file)}{table}"

    def fault(self, key: str, message: str) -> UsageError:
        """A usage error at ``key``'s line of the file: ``judge.toml:3: game: …``."""
        table = "tool.judge." if self.in_pyproject else ""
        where = str(self.file) if self.file is not None else None
        return UsageError(f"{table}{key}: {message}", path=where, line=self.lines.get(key))

    def packed(self) -> tuple[Any, ...]:
        """The settings as plain values (what ``marshal`` holds): ``Settings.unpacked`` reads
        them back."""
        rulebook = tuple(map(str, self.rulebook)) if self.rulebook is not None else None
        file = str(self.file) if self.file is not None else None
        return (file, rulebook, self.scenarios, self.game, dict(self.lines))

    @classmethod
    def unpacked(cls, values: Any) -> Settings:
        file, rulebook, scenarios, game, lines = values
        paths = tuple(map(Path, rulebook)) if rulebook is not None else None
        return cls(Path(file) if file else None, paths, scenarios, game, lines)

    def scenario_files(self) -> list[Path] | None:
        """The files and folders the ``scenarios`` globs name (sorted, each glob's in turn);
        None when not set; a glob that names nothing is an error."""
        if self.scenarios is None:
            return None
        import glob

        found: list[Path] = []
        for pattern in self.scenarios:
            names = sorted(glob.glob(pattern, root_dir=self.folder, recursive=True))
            if not names:
                raise self.fault("scenarios", f"'{pattern}' names no file or folder")
            found += [self.folder / name for name in names]
        return found


def config_file(start: str | Path | None = None) -> Path | None:
    """The configuration file that applies in ``start`` (default: the working folder):
    ``$JUDGE_CONFIG`` when set (empty: none), else the first of ``judge.toml`` or a
    ``pyproject.toml`` with a ``[tool.judge]`` table in that folder or the nearest above it."""
    chosen = os.environ.get("JUDGE_CONFIG")
    if chosen is not None:
        return Path(chosen) if chosen else None
    try:
        folder = os.path.abspath(start if start is not None else os.getcwd())
    except OSError:  # the working folder was deleted
        return None
    while True:
        for name in CONFIG_FILES:
            candidate = os.path.join(folder, name)
            if os.path.isfile(candidate) and (name != "pyproject.toml" or _has_table(candidate)):
                return Path(candidate)
        above = os.path.dirname(folder)
        if above == folder:
            return None
        folder = above


def _has_table(pyproject: str) -> bool:
    """Whether a pyproject.toml has a ``[tool.judge]`` table header (told from the text: finding
    the file imports no TOML parser)."""
    try:
        with open(pyproject, "rb") as handle:
            data = handle.read(MAX_CONFIG + 1)
    except OSError:
        return False
    if b"judge" not in data:
        return False
    import re

    header = rb"""^[ \t]*\[[ \t]*["']?tool["']?[ \t]*\.[ \t]*["']?judge["']?[ \t]*\]"""
    return re.search(header, data, re.MULTILINE) is not None


#: a configuration file larger than this is refused
MAX_CONFIG = 1 << 20


def _toml(data: bytes, path: Path) -> dict[str, Any]:
    import tomllib

    try:
        return tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise UsageError(f"not UTF-8 (byte {exc.start})", path=str(path)) from None
    except tomllib.TOMLDecodeError as exc:
        import re

        text = str(exc)
        at = re.search(r"\(at line (\d+), column \d+\)$", text)
        line = int(at.group(1)) if at else None
        message = text[: at.start()].strip() if at else text
        raise UsageError(f"invalid TOML: {message}", path=str(path), line=line) from None


_settings: dict[tuple[str, int, int], Settings] = {}


def settings(start: str | Path | None = None) -> Settings:
    """The settings of the configuration file that applies in ``start`` (``config_file``), read
    once per process while the file is unchanged; ``Settings()`` when there is none. A key or
    value the file must not hold is a usage error at its line."""
    path = config_file(start)
    if path is None:
        return Settings()
    try:
        info = os.stat(path)
        key = (str(path), info.st_mtime_ns, info.st_size)
    except OSError:
        key = (str(path), 0, 0)  # (reading it says why it cannot be read)
    if key not in _settings:
        _settings[key] = read_settings(path)
    return _settings[key]


def read_settings(path: Path) -> Settings:
    """The settings in ``path``: a ``judge.toml`` (the keys at its top level) or a
    ``pyproject.toml`` (the keys of its ``[tool.judge]`` table)."""
    try:
        with open(path, "rb") as handle:
            data = handle.read(MAX_CONFIG + 1)
    except OSError as exc:
        raise UsageError(f"cannot read: {exc.strerror or exc}", path=str(path)) from None
    if len(data) > MAX_CONFIG:
        raise UsageError(f"larger than {MAX_CONFIG // (1 << 20)} MiB", path=str(path))
    table = _toml(data, path)
    in_pyproject = path.name == "pyproject.toml"
    if in_pyproject:
        table = table.get("tool", {}).get("judge", {})
    text = data.decode("utf-8")
    lines = {key: _line_of(text, key, in_pyproject) for key in table}
    empty = Settings(path, lines={k: n for k, n in lines.items() if n})
    for key in table:
        if key not in SETTINGS:
            import difflib

            close = difflib.get_close_matches(key, SETTINGS, n=1)
            hint = f"; did you mean '{close[0]}'?" if close else ""
            if key == "tool" and not in_pyproject:
                hint = "; in judge.toml the settings are at the top level, with no [tool.judge]"
            raise empty.fault(key, f"unknown key (allowed: {', '.join(SETTINGS)}{hint})")
    return empty._replace(
        rulebook=_paths(empty, table, "rulebook"),
        scenarios=_strings(empty, table, "scenarios"),
        game=_string(empty, table, "game"),
    )


def _strings(where: Settings, table: dict[str, Any], key: str) -> tuple[str, ...] | None:
    value = table.get(key)
    if value is None:
        return None
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        raise where.fault(key, "expected a string or a non-empty list of strings")
    if not all(value):
        raise where.fault(key, "an empty string names nothing")
    return tuple(value)


def _paths(where: Settings, table: dict[str, Any], key: str) -> tuple[Path, ...] | None:
    given = _strings(where, table, key)
    return None if given is None else tuple(where.folder / p for p in given)


def _string(where: Settings, table: dict[str, Any], key: str) -> str | None:
    value = table.get(key)
    if value is not None and (not isinstance(value, str) or not value):
        raise where.fault(key, "expected a non-empty string")
    return value


def _line_of(text: str, key: str, in_pyproject: bool) -> int:
    """The 1-based line setting ``key`` (in the ``[tool.judge]`` table of a pyproject.toml, at
    the top level of a judge.toml); 0 when not found."""
    import re

    inside = not in_pyproject
    setting = re.compile(rf"""\s*["']?{re.escape(key)}["']?\s*=""")
    for number, line in enumerate(text.splitlines(), 1):
        header = re.match(r"\s*\[+\s*([^\]]*?)\s*\]", line)
        if header:
            name = header.group(1).replace(" ", "")
            if not in_pyproject:  # a table in judge.toml: the line of the key it makes
                return number if name.split(".")[0].strip("\"'") == key else 0
            inside = name == "tool.judge"
            continue
        if inside and setting.match(line):
            return number
    return 0


class Effective(NamedTuple):
    """One setting as a command with no flags would use it, and where it came from."""

    name: str
    value: Any
    source: str


def effective(start: str | Path | None = None) -> list[Effective]:
    """Every setting a command without flags uses (``judge config``): the configuration file, the
    rulebook, the scenario files, the game and the cache folder, each with its source — a flag
    given to a command overrides all of them, ``$JUDGE_RULEBOOK`` the file's rulebook."""
    found = settings(start)
    rows = [Effective("file", found.file, "found upward" if found.file else "none found")]
    if os.environ.get("JUDGE_CONFIG") is not None:
        rows[0] = rows[0]._replace(source="$JUDGE_CONFIG")
    env = rulebook_paths()
    if env:
        rows.append(Effective("rulebook", env, "$JUDGE_RULEBOOK"))
    elif found.rulebook:
        rows.append(Effective("rulebook", list(found.rulebook), found.origin("rulebook")))
    else:
        rows.append(Effective("rulebook", [bundled_rulebook()], "default: the bundled rulebook"))
    if found.scenarios:
        rows.append(Effective("scenarios", list(found.scenarios), found.origin("scenarios")))
    else:
        rows.append(Effective("scenarios", [bundled_scenarios()], "default: the bundled suite"))
    if found.game:
        rows.append(Effective("game", found.game, found.origin("game")))
    else:
        rows.append(Effective("game", None, "default: every game"))
    rows.append(Effective("cache", cache_dir(), cache_dir_origin()))
    return rows
