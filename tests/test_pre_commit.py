"""The README's pre-commit snippets, run as they are shown, offline.

pre-commit fetches the hooks' repository at ``rev`` and installs it (``language: python``) in a
virtualenv of its own. Here the repository is a git snapshot of this tree, tagged with the
snippet's ``rev`` (a release tags ``v`` + the version); git reads the snippet's URL as that
snapshot (``url.<snapshot>.insteadOf``, given in ``GIT_CONFIG_*``, which pre-commit passes on);
pip installs it without an index: ``PIP_NO_INDEX``, no build isolation, and the dependencies
already installed in this environment on ``PYTHONPATH``. Nothing else differs from a user's run:
the same config file, ``pre-commit run``, the same hooks, ids and ``args``. ``pre-commit
try-repo`` runs the hooks of the snapshot as a hooks author tries them.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

import judge
from judge.cli import app

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MARK = "# .pre-commit-config.yaml of a rulebook repository"

pytest.importorskip("pre_commit", reason="pre-commit is in the test extra")
if not (ROOT / ".git").exists() or shutil.which("git") is None:
    pytest.skip("the hooks' repository is a git checkout of this tree", allow_module_level=True)


def snippets() -> list[str]:
    """The README's .pre-commit-config.yaml blocks, as shown."""
    blocks = re.findall(r"^```yaml\n(.*?)^```", README.read_text(encoding="utf-8"), re.S | re.M)
    return [block for block in blocks if block.startswith(MARK)]


def test_the_snippets_name_this_repository_its_release_and_its_hooks() -> None:
    found = snippets()
    assert len(found) == 2
    source = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    for text in found:
        (repo,) = yaml.safe_load(text)["repos"]
        assert repo["repo"] == source["urls"]["Source"]
        assert repo["rev"] == f"v{judge.__version__}"  # the tag of this version's release
        assert {h["id"] for h in repo["hooks"]} <= {h["id"] for h in hooks}
    for hook in hooks:  # run whatever changed: the folders in args are the ones checked
        assert "files" not in hook and hook["pass_filenames"] is False


def git(*args: str, cwd: Path) -> None:
    done = subprocess.run(
        ["git", "-c", "user.name=judge tests", "-c", "user.email=tests@judge.invalid", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def hooks_repo(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A git snapshot of this tree as it is now (tracked and new files), tagged with the
    snippets' rev: the hooks' repository, and that rev."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.split(b"\0")
    snapshot = tmp_path_factory.mktemp("hooks") / "berserk-judge"
    for name in filter(None, listed):
        source = ROOT / os.fsdecode(name)
        if source.is_file():
            (snapshot / os.fsdecode(name)).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, snapshot / os.fsdecode(name))
    rev = yaml.safe_load(snippets()[0])["repos"][0]["rev"]
    git("init", "-q", cwd=snapshot)
    git("add", "-A", cwd=snapshot)
    git("commit", "-q", "-m", "snapshot", cwd=snapshot)
    git("tag", rev, cwd=snapshot)
    return snapshot, rev


@pytest.fixture(scope="module")
def offline(
    hooks_repo: tuple[Path, str], tmp_path_factory: pytest.TempPathFactory
) -> dict[str, str]:
    """The environment of a pre-commit run that fetches and installs the hooks offline."""
    snapshot, _ = hooks_repo
    url = yaml.safe_load(snippets()[0])["repos"][0]["repo"]
    paths = sysconfig.get_paths()
    here = dict.fromkeys([paths["purelib"], paths["platlib"]])
    env = {
        **os.environ,
        "GIT_CONFIG_COUNT": "1",
        "GIT_CONFIG_KEY_0": f"url.{snapshot}.insteadOf",
        "GIT_CONFIG_VALUE_0": url,
        "PRE_COMMIT_HOME": str(tmp_path_factory.mktemp("pre-commit-store")),
        "PIP_NO_INDEX": "1",
        "PIP_NO_BUILD_ISOLATION": "0",  # (pip reads 0 as: do not isolate the build)
        "VIRTUALENV_NO_PERIODIC_UPDATE": "1",
        "PYTHONPATH": os.pathsep.join(here),
        "JUDGE_CACHE_DIR": str(tmp_path_factory.mktemp("cache")),
    }
    env.pop("JUDGE_RULEBOOK", None)
    env.pop("JUDGE_CONFIG", None)
    return env


def rules_repository(where: Path) -> Path:
    """A rulebook repository as ``judge export`` starts one, committed."""
    done = CliRunner().invoke(app, ["export", str(where)])
    assert done.exit_code == 0, done.output
    git("init", "-q", cwd=where)
    git("add", "-A", cwd=where)
    git("commit", "-q", "-m", "rules", cwd=where)
    return where


def pre_commit(*args: str, cwd: Path, env: dict[str, str]) -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, "-m", "pre_commit", *args],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,
    )
    return done.returncode, done.stdout + done.stderr


BROKEN = ("may-defend: [Дракон]", "may-defend: [Страж]")


def edit_case(folder: Path, old: str, new: str) -> None:
    """Replace ``old`` by ``new`` in a case of ``folder`` and stage it (pre-commit sets aside
    what is not staged)."""
    case = folder / "berserk" / "defend-flyer-strikes-auxiliary.yaml"
    text = case.read_text(encoding="utf-8")
    assert old in text
    case.write_text(text.replace(old, new), "utf-8")
    git("add", "-A", cwd=folder.parent)


def test_the_snippets_as_shown(tmp_path: Path, offline: dict[str, str]) -> None:
    default, other = snippets()
    rules = rules_repository(tmp_path / "rules")
    (rules / ".pre-commit-config.yaml").write_text(default, encoding="utf-8")
    code, output = pre_commit("run", "--all-files", cwd=rules, env=offline)
    assert code == 0, output
    assert re.search(r"^judge lint\.+Passed$", output, re.M), output
    assert re.search(r"^judge check\.+Passed$", output, re.M), output
    edit_case(rules / "scenarios", *BROKEN)
    code, output = pre_commit("run", "--all-files", cwd=rules, env=offline)
    assert code == 1, output
    assert re.search(r"^judge check\.+Failed$", output, re.M), output
    assert "may-defend: expected [Страж], got [Дракон]" in output
    # other folders, given in args only: those folders are checked
    git("mv", "rulebook", "texts", cwd=rules)
    git("mv", "scenarios", "cases", cwd=rules)
    (rules / ".pre-commit-config.yaml").write_text(other, encoding="utf-8")
    git("add", "-A", cwd=rules)
    code, output = pre_commit("run", "--all-files", cwd=rules, env=offline)
    assert code == 1, output
    assert re.search(r"^judge lint\.+Passed$", output, re.M), output
    assert "cases/berserk/defend-flyer-strikes-auxiliary.yaml" in output
    assert "may-defend: expected [Страж], got [Дракон]" in output
    # a commit that touches any one file runs them over the folders given
    edit_case(rules / "cases", *reversed(BROKEN))
    code, output = pre_commit(
        "run", "--files", "cases/hkk/three-on-one.yaml", cwd=rules, env=offline
    )
    assert code == 0, output
    assert re.search(r"^judge check\.+Passed$", output, re.M), output


def test_try_repo(tmp_path: Path, hooks_repo: tuple[Path, str], offline: dict[str, str]) -> None:
    snapshot, rev = hooks_repo
    rules = rules_repository(tmp_path / "rules")
    args = ["try-repo", str(snapshot), "--ref", rev, "--all-files"]
    code, output = pre_commit(*args, cwd=rules, env=offline)
    assert code == 0, output
    assert re.search(r"^judge lint\.+Passed$", output, re.M), output
    assert re.search(r"^judge check\.+Passed$", output, re.M), output
