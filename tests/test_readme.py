"""The README's examples are real: every ``$ judge …`` line in a ```console block is run and its
output compared with what the README shows. After a deliberate change of output, regenerate with

    JUDGE_UPDATE_README=1 pytest tests/test_readme.py
"""

from __future__ import annotations

import os
import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BLOCK = re.compile(r"```console\n(.*?)```", re.DOTALL)
runner = CliRunner()


def examples(text: str) -> list[tuple[str, str]]:
    """(command line, shown output) for every ``$ judge`` line of every console block."""
    found = []
    for block in BLOCK.findall(text):
        parts = re.split(r"^\$ ", block, flags=re.MULTILINE)
        for part in parts[1:]:
            command, _, output = part.partition("\n")
            if command.startswith("judge "):
                found.append((command, output))
    return found


def run(command: str) -> str:
    args = shlex.split(command)[1:]
    result = runner.invoke(app, args, env={"COLUMNS": "100", "JUDGE_RULEBOOK": ""})
    return result.output


def test_readme_quick_start_is_what_ci_runs() -> None:
    """The README's two set-up lines are the lines .ci/run runs (its ``quick_start`` array),
    in order."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    array = re.search(r"^quick_start=\(\n(.*?)^\)", script, re.MULTILINE | re.DOTALL)
    assert array is not None
    ci = [shlex.split(line)[0] for line in array.group(1).splitlines() if line.strip()]
    readme = README.read_text(encoding="utf-8")
    section = readme[
        readme.index("## Quick start") : readme.index("\n## ", readme.index("## Quick start") + 3)
    ]
    shown = re.findall(r"^```sh\n(.*?)\n```", section, re.MULTILINE | re.DOTALL)
    assert shown == ci
    assert all(line.startswith("python3 -m venv .venv && . .venv/bin/activate && ") for line in ci)


def test_readme_examples_match_real_output(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    text = README.read_text(encoding="utf-8")
    pairs = examples(text)
    assert pairs, "the README shows no example commands"
    if os.environ.get("JUDGE_UPDATE_README"):
        for command, shown in pairs:
            text = text.replace(f"$ {command}\n{shown}", f"$ {command}\n{run(command)}", 1)
        README.write_text(text, encoding="utf-8")
        return
    for command, shown in pairs:
        assert run(command).rstrip() == shown.rstrip(), command


REPOSITORY = "https://github.com/judge-developers/berserk-judge"
RAW = "https://raw.githubusercontent.com/judge-developers/berserk-judge/main/"


def _slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_readme_links_work_on_the_package_index_too() -> None:
    """The README is the package's page on the package index, which resolves no relative link:
    every link and image is absolute, and one into this repository names a file it has (or a
    heading of this README)."""
    text = README.read_text(encoding="utf-8")
    prose = re.sub(r"^```.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    targets = re.findall(r"\]\(([^)\s]+)\)", prose)
    targets += re.findall(r"^\[[^\]]+\]:\s*(\S+)", prose, re.MULTILINE)
    targets += re.findall(r"""(?:src|href)=["']([^"']+)["']""", prose)
    assert len(targets) >= 5
    headings = {_slug(h) for h in re.findall(r"^#+ (.*)$", prose, re.MULTILINE)}
    for target in targets:
        assert target.startswith("https://"), target
        if target.startswith(REPOSITORY + "#"):
            assert target.split("#", 1)[1] in headings, target
        elif target.startswith(REPOSITORY + "/blob/main/"):
            assert (ROOT / target.removeprefix(REPOSITORY + "/blob/main/")).is_file(), target
        elif target.startswith(RAW):
            assert (ROOT / target.removeprefix(RAW)).is_file(), target
    for label in re.findall(r"\]\[(\w+)\]", prose):  # every reference link is defined
        assert f"\n[{label}]: " in text, label
