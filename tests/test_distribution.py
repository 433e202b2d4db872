"""The package as others get it: metadata, ``python -m judge``, shell completion, the sdist that
tests itself, and the installed wheel used from a project with a ``.venv`` inside (bundled files
shown by their own names, an installed package never written to)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
from importlib.metadata import distribution
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

import judge
from judge.cli import app

ROOT = Path(__file__).resolve().parent.parent
DISTRIBUTION = "berserk-judge"
runner = CliRunner()


def run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    """``python -P ARGS`` (the working folder not on sys.path: the installed package is used)."""
    return subprocess.run(
        [sys.executable, "-P", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=600,
    )


# ------------------------------------------------------------------------------ metadata


def test_distribution_name_license_and_version_from_one_source() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["name"] == DISTRIBUTION  # "judge" on PyPI is someone else's
    assert project["dynamic"] == ["version"] and "version" not in project
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert project["scripts"] == {"judge": "judge.console:main"}
    assert {"Homepage", "Source", "Issues", "Changelog"} <= set(project["urls"])
    assert project["authors"] and project["keywords"]
    assert "Framework :: Pytest" in project["classifiers"]
    installed = distribution(DISTRIBUTION)
    assert installed.version == judge.__version__
    assert installed.metadata["License-Expression"] == "MIT"
    plugins = [ep for ep in installed.entry_points if ep.group == "pytest11"]
    assert [(ep.name, ep.value) for ep in plugins] == [("judge", "judge.pytest_plugin")]


def test_python_dash_m_judge(tmp_path: Path) -> None:
    done = run("-m", "judge", "--version", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"judge {judge.__version__}\n"
    done = run("-m", "judge", "show", "34.5", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["id"] == "34.5"


# ------------------------------------------------------------------------------ completion


def test_help_offers_completion() -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    assert "--install-completion" in result.output and "--show-completion" in result.output


@pytest.mark.parametrize(
    ("shell", "marker"),
    [
        ("bash", "complete -o default -F _judge_completion judge"),
        ("zsh", "#compdef judge"),
        ("fish", "complete --command judge"),
    ],
)
def test_completion_script_for_each_shell(tmp_path: Path, shell: str, marker: str) -> None:
    done = run("-m", "judge", cwd=tmp_path, env={"_JUDGE_COMPLETE": f"source_{shell}"})
    assert done.returncode == 0, done.stderr
    assert marker in done.stdout
    assert "_JUDGE_COMPLETE" in done.stdout  # the script calls judge back for the words


def test_completion_answers_with_commands_and_options(tmp_path: Path) -> None:
    env = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": "judge sch", "COMP_CWORD": "1"}
    done = run("-m", "judge", cwd=tmp_path, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["schema"]
    env = {"_JUDGE_COMPLETE": "complete_bash", "COMP_WORDS": "judge export --f", "COMP_CWORD": "2"}
    assert run("-m", "judge", cwd=tmp_path, env=env).stdout.split() == ["--force"]


# ------------------------------------------------------------------------------ built artefacts


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The sdist, and the wheel built from it (offline: the installed hatchling, no isolation)."""
    pytest.importorskip("build")
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return {"sdist": sdist, "wheel": wheel}


def test_sdist_holds_what_its_tests_need(built: dict[str, Path]) -> None:
    with tarfile.open(built["sdist"]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in (
        ".ci/run",
        "LICENSE",
        "README.md",
        "CHANGELOG.md",
        ".pre-commit-hooks.yaml",
        "examples/edited/berserk/book.yaml",
        "tests/data/bad-scenario.yaml",
        "tests/test_readme.py",
        "bench/startup.py",
        "rulebook/hkk/book.yaml",
        "scenarios/README.md",
        "scenarios/hkk/three-on-one.yaml",
        "judge/__main__.py",
        "judge/py.typed",
    ):
        assert needed in names, needed


def test_sdist_tests_itself(built: dict[str, Path], tmp_path: Path) -> None:
    with tarfile.open(built["sdist"]) as archive:
        archive.extractall(tmp_path, filter="data")
    (tree,) = tmp_path.iterdir()
    # the tests from the unpacked tree run against the installed package, not the tree's copy
    where = run("-c", "import judge; print(judge.__file__)", cwd=tree)
    assert not where.stdout.startswith(str(tree)), where.stdout
    scenario_files = sorted((tree / "scenarios").rglob("*.yaml"))
    assert len(scenario_files) >= 70
    done = run(
        "-m",
        "pytest",
        "-p",
        "no:cacheprovider",
        "-o",
        "addopts=",
        "tests/test_readme.py",
        "tests/test_scenario_loader.py",
        "scenarios",
        cwd=tree,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    summary = done.stdout.strip().splitlines()[-1]
    assert "failed" not in summary and "error" not in summary, summary
    collected = run(
        "-m",
        "pytest",
        "-p",
        "no:cacheprovider",
        "-o",
        "addopts=",
        "--co",
        "-q",
        "scenarios",
        cwd=tree,
    )
    items = [line for line in collected.stdout.splitlines() if line.startswith("scenarios/")]
    assert len(items) == len(scenario_files)


@pytest.fixture(scope="module")
def venv_project(built: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project with the wheel installed (not editable) in its own ``.venv/…/site-packages``."""
    project = tmp_path_factory.mktemp("project")
    site = project / ".venv" / "lib" / "python3" / "site-packages"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index"]
        + ["--target", str(site), str(built["wheel"])],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return project


def installed(project: Path, *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    site = project / ".venv" / "lib" / "python3" / "site-packages"
    return run("-m", "judge", *args, cwd=cwd or project, env={"PYTHONPATH": str(site)})


def test_installed_bundled_files_are_shown_by_their_own_names(venv_project: Path) -> None:
    where = run(
        "-c",
        "import judge.config as c; print(c.installed(), c.bundled_scenarios())",
        cwd=venv_project,
        env={"PYTHONPATH": str(venv_project / ".venv/lib/python3/site-packages")},
    )
    assert where.stdout.startswith(f"True {venv_project}/.venv/"), where.stdout + where.stderr
    shown = "scenarios/berserk/defend-flyer-strikes-auxiliary.yaml"
    done = installed(venv_project, "resolve", shown)  # the shown name, not a local path
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == shown
    done = installed(venv_project, "show", "514.6")
    assert done.returncode == 0, done.stderr
    assert "berserk-513-514 · berserk · rulebook/berserk/002_fa0cfb8bde9b3e0b.txt:11" in done.stdout
    assert f"Scenarios:     {shown}" in done.stdout
    assert ".venv" not in done.stdout
    ask = installed(venv_project, "ask", "--json", "Кто может защитить карту от удара?")
    assert ".venv" not in ask.stdout and "site-packages" not in ask.stdout
    books = installed(venv_project, "books", "--json")
    sources = [d["source"] for d in json.loads(books.stdout)["documents"]]
    assert sources and all(s.startswith("rulebook/") for s in sources)
    check = installed(venv_project, "check", "--quiet", "scenarios/hkk")
    assert check.returncode == 0, check.stdout + check.stderr
    assert check.stdout.splitlines()[0].endswith(" passed, 0 failed")


def test_installed_package_is_never_written(venv_project: Path) -> None:
    recorded = next(venv_project.rglob("judge/games/berserk/fingerprints.json"))
    before = recorded.read_bytes()
    edited = str(ROOT / "examples" / "edited" / "berserk")  # 514.6 reads differently there
    done = installed(venv_project, "fingerprint", "--update", "--rulebook", edited)
    assert done.returncode == 2
    assert len(done.stderr.splitlines()) == 1
    assert "inside the installed package" in done.stderr
    assert "pip install -e ." in done.stderr and "judge export" in done.stderr
    assert recorded.read_bytes() == before


def test_installed_export_then_check_the_copy(venv_project: Path, tmp_path: Path) -> None:
    done = installed(venv_project, "export", str(tmp_path / "mine"), "--json")
    assert done.returncode == 0, done.stderr
    written = json.loads(done.stdout)["written"]
    assert "rulebook/berserk/book.yaml" in written and "scenarios/README.md" in written
    done = installed(
        venv_project,
        "check",
        "--quiet",
        "--rulebook",
        "mine/rulebook",
        "mine/scenarios",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_clone_whose_rulebook_differs_from_the_installed_copy_is_warned(
    venv_project: Path, tmp_path: Path
) -> None:
    clone = tmp_path / "clone"
    (clone / "judge").mkdir(parents=True)
    (clone / "judge" / "__init__.py").write_text("")
    shutil.copytree(ROOT / "rulebook", clone / "rulebook")
    same = installed(venv_project, "books", cwd=clone)
    assert same.returncode == 0 and same.stderr == ""
    text = clone / "rulebook" / "hkk" / "001_aaf65c05475313e5.txt"
    text.write_bytes(text.read_bytes() + b"\n")
    edited = installed(venv_project, "books", cwd=clone)
    assert edited.returncode == 0
    assert edited.stderr.startswith("judge: warning: rulebook/ differs from the installed copy")
    assert "--rulebook rulebook" in edited.stderr and "pip install -e ." in edited.stderr
    quiet = installed(venv_project, "books", "--rulebook", "rulebook", cwd=clone)
    assert quiet.stderr == ""


# ------------------------------------------------------------------------------ pre-commit


def test_pre_commit_hooks_run_on_an_exported_rulebook_repository(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shlex

    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert [h["id"] for h in hooks] == ["judge-lint", "judge-check"]
    assert runner.invoke(app, ["export", str(tmp_path)]).exit_code == 0
    monkeypatch.chdir(tmp_path)
    for hook in hooks:
        assert hook["language"] == "python" and hook["pass_filenames"] is False
        words = shlex.split(hook["entry"]) + hook["args"]
        assert words[0] == "judge"
        result = runner.invoke(app, words[1:])
        assert result.exit_code == 0, (hook["id"], result.output)
