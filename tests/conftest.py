"""Every test runs with its own empty cache folder and the bundled rulebook (no JUDGE_RULEBOOK
from the environment); a test that looks into the cache asks for ``cache_dir``."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def cache_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path_factory.mktemp("judge") / "cache"  # not in tmp_path: tests own that folder
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(path))
    monkeypatch.delenv("JUDGE_RULEBOOK", raising=False)
    return path
