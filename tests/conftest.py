"""Every test runs with its own empty cache folder and the bundled rulebook (no JUDGE_RULEBOOK
from the environment), and sees no terminal width or colour setting of the shell that runs
pytest (``COLUMNS``, ``NO_COLOR``, ``TERM``…: a test that wants one sets it) nor its choice of
settings file (``JUDGE_CONFIG``); a test that looks into the
cache asks for ``cache_dir``, one that counts the bundled texts for ``bundled_documents``."""

from __future__ import annotations

import os
import re
import tomllib
from pathlib import Path
from typing import NamedTuple

import pytest
import yaml
from hypothesis import HealthCheck, settings

from judge.config import bundled_rulebook

# no test depends on how fast the machine is: Hypothesis's deadline (200 ms an example) and its
# too-slow check would turn a machine busy with other work into failures
settings.register_profile("judge", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("judge")


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path_factory.mktemp("judge") / "cache"  # not in tmp_path: tests own that folder
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(path))
    monkeypatch.delenv("JUDGE_RULEBOOK", raising=False)
    for name in (
        "COLUMNS",
        "LINES",
        "NO_COLOR",
        "FORCE_COLOR",
        "TERM",
        "JUDGE_DEBUG",
        "JUDGE_CONFIG",
    ):
        monkeypatch.delenv(name, raising=False)
    return path


@pytest.fixture(scope="session")
def bundled_documents() -> list[str]:
    """The ids of the bundled rulebook's documents, sorted, as its book.yaml files name them
    (read here, not by the loader: what the loader must find)."""
    return sorted(
        entry["id"]
        for book in bundled_rulebook().glob("*/book.yaml")
        for entry in yaml.safe_load(book.read_text(encoding="utf-8"))["documents"]
    )


# ------------------------------------------------------------- the README's example game


README = Path(__file__).resolve().parent.parent / "README.md"
#: a file the README shows: a line naming it (`path`:), then its block
_FILE = re.compile(r"^`([\w./-]+)`:\n\n```[a-z]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_SH = re.compile(r"^```sh\n(.*?)^```", re.MULTILINE | re.DOTALL)


def adding_a_game() -> str:
    """The README's section "Adding a game"."""
    text = README.read_text(encoding="utf-8")
    start = text.index("### Adding a game")
    ends = [i for i in (text.find("\n## ", start), text.find("\n### ", start + 1)) if i > 0]
    return text[start : min(ends, default=len(text))]


class ReadmeGame(NamedTuple):
    """The README's example game written into a project folder and installed: the folder, the
    site folder its distribution is installed into, and the commands the steps run."""

    root: Path
    site: Path
    files: dict[str, str]
    commands: list[str]

    def env(self, **more: str) -> dict[str, str]:
        """The environment of a process that sees the game installed (the README's
        ``pip install -e .``: the project folder and its installed distribution on the path)."""
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (str(self.root), str(self.site), env.get("PYTHONPATH", "")) if p
        )
        env.pop("JUDGE_RULEBOOK", None)
        return {**env, **more}


def write_readme_game(root: Path) -> ReadmeGame:
    """Every file the README's steps show, written as shown under ``root``, and the package
    installed as ``pip install -e .`` installs it: its entry points (read from the
    ``pyproject.toml`` the steps show) in a ``.dist-info`` folder of a site folder."""
    section = adding_a_game()
    files = {path: body for path, body in _FILE.findall(section)}
    for path, body in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(body, encoding="utf-8")
    project = tomllib.loads(files["pyproject.toml"])["project"]
    site = root / ".site"
    dist = site / f"{project['name']}-{project['version']}.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n"
    )
    points = [
        f"[{group}]\n" + "".join(f"{k} = {v}\n" for k, v in entries.items())
        for group, entries in project["entry-points"].items()
    ]
    (dist / "entry_points.txt").write_text("\n".join(points))
    commands = [line for block in _SH.findall(section) for line in block.splitlines() if line]
    return ReadmeGame(root, site, files, commands)


@pytest.fixture
def readme_game(tmp_path: Path) -> ReadmeGame:
    return write_readme_game(tmp_path / "project")
