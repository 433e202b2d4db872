"""Every test runs with its own empty cache folder and the bundled rulebook (no JUDGE_RULEBOOK
from the environment), and sees no terminal width or colour setting of the shell that runs
pytest (``COLUMNS``, ``NO_COLOR``…: a test that wants one sets it); a test that looks into the
cache asks for ``cache_dir``."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path_factory.mktemp("judge") / "cache"  # not in tmp_path: tests own that folder
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(path))
    monkeypatch.delenv("JUDGE_RULEBOOK", raising=False)
    for name in ("COLUMNS", "LINES", "NO_COLOR", "FORCE_COLOR", "JUDGE_DEBUG"):
        monkeypatch.delenv(name, raising=False)
    return path
