"""Start-up cost is pinned by what a simple command imports: `judge show` needs neither the typer
command line, nor the search stack, nor YAML once the rulebook index is cached, and `import judge`
never imports the CLI."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

#: runs ``judge ARGS…`` (the console script) in a fresh interpreter and prints its exit code
#: and loaded modules
RUN = """
import json, sys
from judge.console import main
sys.argv = ["judge", *sys.argv[1:]]
try:
    main()
except SystemExit as exit:
    code = exit.code
else:
    code = 0
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""

#: never needed to show a clause (the typer command line, search, fuzzy matching, stemming,
#: test tools, rich help)
NEVER = [
    "typer",
    "judge.cli",
    "rapidfuzz",
    "Stemmer",
    "sqlite3",
    "hypothesis",
    "rich",
    "pydantic",
    "judge.search.index",
    "judge.search.build",
    "judge.search.query",
    "judge.search.rank",
    "judge.search.fts5_shortcut",
    "jinja2",
    "judge.render.site",
]
#: needed only to build what the cache holds: book.yaml, the parser, the engines and scenarios
WARM_ONLY = [
    "yaml",
    "judge.yamlnodes",
    "judge.rulebook.parser",
    "judge.rulebook.textio",
    "judge.engine.core",
    "judge.scenario.load",
    "judge.games.berserk",
    "importlib.metadata",
]


def run_judge(cache: Path, *args: str) -> tuple[list[str], dict]:
    """``judge ARGS…`` in a fresh interpreter with the cache folder ``cache`` and the bundled
    rulebook: the lines it printed, and its report (exit code, modules loaded). Typer has run
    once with that cache (``judge cache dir``), so the console script knows the look-ups'
    grammar (``judge.console``), as after any first run."""
    env = {**os.environ, "JUDGE_CACHE_DIR": str(cache)}
    env.pop("JUDGE_RULEBOOK", None)
    if not list(cache.glob("command-line-*")):
        primed = subprocess.run(
            [sys.executable, "-m", "judge", "cache", "dir"], env=env, capture_output=True
        )
        assert primed.returncode == 0 and list(cache.glob("command-line-*")), primed.stderr
    result = subprocess.run(
        [sys.executable, "-c", RUN, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    *printed, last = result.stdout.splitlines()
    return printed, json.loads(last)


def run_show(cache: Path) -> dict:
    printed, report = run_judge(cache, "show", "514.6")
    assert report["code"] == 0
    assert printed[0].startswith("514.6")
    return report


@pytest.fixture(scope="module")
def cold_and_warm(tmp_path_factory: pytest.TempPathFactory) -> tuple[set[str], set[str]]:
    cache = tmp_path_factory.mktemp("cache")
    cold = set(run_show(cache)["modules"])
    warm = set(run_show(cache)["modules"])
    return cold, warm


@pytest.mark.parametrize("module", NEVER)
def test_show_never_imports(cold_and_warm, module):
    cold, warm = cold_and_warm
    assert module not in cold
    assert module not in warm


@pytest.mark.parametrize("module", NEVER + WARM_ONLY)
def test_show_with_a_warm_cache_does_not_import(cold_and_warm, module):
    _, warm = cold_and_warm
    assert module not in warm


def test_library_does_not_import_the_cli():
    code = (
        "import sys, judge, judge.rulebook.model, judge.rulebook.load, judge.rulebook.lookup,"
        " judge.rulebook.lint, judge.render.text,"
        " judge.rulebook.parser, judge.rulebook.textio, judge.rulebook.ids\n"
        "print(sorted(m for m in ('typer', 'click', 'rich', 'judge.cli') if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


#: needed to answer a question, not to print a reply remembered in the cache
ANSWER_ONLY = [
    "dataclasses",
    "judge.ask.cases",
    "judge.ask.situation",
    "judge.ask.reply",
    "judge.games",
    "judge.scenario.schema",
    "judge.render.situation",
    "judge.render.ask",
]


@pytest.mark.parametrize(
    "question",
    [
        ["летающее существо бьёт карту во вспомогательной зоне, кто может защищать?"],
        ["--json", "Három lény támadhat egy lényre?"],
        ["что такое защитник?"],
    ],
)
def test_a_question_asked_again_needs_no_engine(tmp_path: Path, question: list[str]) -> None:
    """The second time a question is asked its reply comes from the cache: nothing that reads,
    resolves, searches or renders is imported."""
    outputs = []
    for _ in range(2):
        printed, report = run_judge(tmp_path, "ask", *question)
        assert report["code"] == 0
        outputs.append(printed)
    assert outputs[0] == outputs[1]
    for module in NEVER + WARM_ONLY + ANSWER_ONLY:
        assert module not in report["modules"], module


def test_a_situation_answered_before_is_not_resolved_again(tmp_path: Path) -> None:
    """Asked again in other words (here: without the letter ё), the situation read is the same:
    the engine's answer comes from the cache and the engine is not imported."""
    modules = []
    for question in (
        "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?",
        "летающее существо бьет карту во вспомогательной зоне, кто может защищать?",
    ):
        modules.append(run_judge(tmp_path, "ask", question)[1]["modules"])
    assert "judge.engine.core" in modules[0]
    for module in ("judge.engine.core", "judge.scenario.load", "judge.games.berserk.rules"):
        assert module not in modules[1], module


def test_a_warm_ask_reads_no_yaml_and_scans_no_entry_points(tmp_path: Path) -> None:
    """Once the phrasing and the rulebook are cached, a situation is read and answered without
    YAML, and the bundled games are tried before any installed one is looked for."""
    # the first question fills the cache; the second is answered (not remembered: not asked yet)
    for question in ("Három lény támadhat egy lényre?", "Két lény támadhat egy lényre?"):
        _, report = run_judge(tmp_path, "ask", question)
    assert report["code"] == 0
    assert "judge.engine.core" in report["modules"]
    for module in ("yaml", "judge.yamlnodes", "importlib.metadata", "hashlib"):
        assert module not in report["modules"], module


@pytest.mark.parametrize(
    "question",
    [
        "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?",  # by case
        "Három lény támadhat egy lényre?",  # yes or no
        "что такое защитник?",  # not a situation: the FAQ
    ],
)
def test_a_question_asked_the_first_time_needs_no_dataclasses(
    tmp_path: Path, question: str
) -> None:
    """Answering a question (the engine, the scenario values, the FAQ) imports no dataclasses
    (with ``inspect``, about 7 ms) nor the typer command line, once the rulebook is cached."""
    for args in (["show", "514.6"], ["ask", "кто может атаковать?"], ["ask", question]):
        _, report = run_judge(tmp_path, *args)
    modules = report["modules"]
    assert "judge.engine.core" in modules or "judge.ask.reply" in modules
    for module in ("dataclasses", "inspect", "typer", "judge.cli"):
        assert module not in modules, module
