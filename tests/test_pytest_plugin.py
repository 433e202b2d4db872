"""The pytest plugin in another project: installed as a ``pytest11`` entry point, it collects the
scenario files that project's ini names (``judge_scenarios``) and resolves them against the
rulebook it names (``judge_rulebook`` / ``--judge-rulebook``). Each test runs pytest in a
temporary project outside this repository."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from judge.config import bundled_rulebook, bundled_scenarios

FLYER = bundled_scenarios() / "berserk" / "defend-flyer-strikes-auxiliary.yaml"
THREE = bundled_scenarios() / "hkk" / "three-on-one.yaml"


def pytest_in(project: Path, *args: str) -> tuple[int, str]:
    """Run pytest in ``project`` (its own rootdir); the exit status and the output."""
    done = subprocess.run(
        [sys.executable, "-P", "-m", "pytest", "-p", "no:cacheprovider", "-rA", *args],
        cwd=project,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTEST_ADDOPTS": ""},
        timeout=300,
    )
    return done.returncode, done.stdout + done.stderr


def summary(output: str) -> str:
    return output.strip().splitlines()[-1]


def project_with(tmp_path: Path, ini: str, files: dict[str, Path | str]) -> Path:
    project = tmp_path / "project"
    project.mkdir()
    (project / "pytest.ini").write_text("[pytest]\n" + ini, encoding="utf-8")
    for name, source in files.items():
        target = project / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, Path):
            shutil.copy(source, target)
        else:
            target.write_text(source, encoding="utf-8")
    return project


def test_without_configuration_yaml_under_a_scenarios_folder_is_collected(tmp_path: Path) -> None:
    project = project_with(
        tmp_path,
        "",
        {"scenarios/flyer.yaml": FLYER, "config/other.yaml": "not: a scenario\n"},
    )
    status, output = pytest_in(project)
    assert status == 0, output
    assert "PASSED scenarios/flyer.yaml::flyer" in output
    assert "1 passed" in summary(output)


def test_globs_from_the_ini_choose_the_files(tmp_path: Path) -> None:
    wrong = FLYER.read_text(encoding="utf-8").replace("may-defend: [Дракон]", "may-defend: [Страж]")
    assert wrong != FLYER.read_text(encoding="utf-8")
    project = project_with(
        tmp_path,
        "testpaths = rulings\njudge_scenarios =\n    rulings/**/*.yaml\n    extra/one.yml\n",
        {
            "rulings/berserk/flyer.yaml": FLYER,
            "rulings/hkk/deep/three.yaml": THREE,
            "rulings/berserk/wrong.yaml": wrong,
            "rulings/notes.txt": "not collected",
            "scenarios/not-listed.yaml": FLYER,  # a scenarios folder the globs do not name
        },
    )
    status, output = pytest_in(project)
    assert status == 1, output
    assert "PASSED rulings/berserk/flyer.yaml::flyer" in output
    assert "PASSED rulings/hkk/deep/three.yaml::three" in output
    assert "FAILED rulings/berserk/wrong.yaml::wrong" in output
    assert "verdict does not meet expect" in output
    assert "not-listed" not in output
    assert "1 failed, 2 passed" in summary(output)
    # a file given on the command line is collected when the globs name it
    (project / "extra").mkdir()
    shutil.copy(THREE, project / "extra" / "one.yml")
    status, output = pytest_in(project, "extra")
    assert status == 0 and "1 passed" in summary(output), output


def test_judge_rulebook_option_and_ini(tmp_path: Path) -> None:
    project = project_with(
        tmp_path,
        "",
        {"scenarios/flyer.yaml": FLYER, "scenarios/three.yaml": THREE},
    )
    shutil.copytree(bundled_rulebook() / "hkk", project / "texts" / "hkk")
    # only the HKK texts: the Берсерк scenario is skipped, not failed
    status, output = pytest_in(project, "--judge-rulebook", "texts/hkk")
    assert status == 0, output
    assert "1 passed, 1 skipped" in summary(output)
    assert "berserk" in output and "SKIPPED" in output
    (project / "pytest.ini").write_text("[pytest]\njudge_rulebook = texts/hkk\n", encoding="utf-8")
    status, output = pytest_in(project)
    assert status == 0 and "1 passed, 1 skipped" in summary(output), output
    # the command line wins over the ini
    shutil.copytree(bundled_rulebook() / "berserk", project / "texts" / "berserk")
    status, output = pytest_in(project, "--judge-rulebook", "texts")
    assert status == 0 and "2 passed" in summary(output), output
    status, output = pytest_in(project, "--help")
    assert "--judge-rulebook" in output and "judge_scenarios" in output


def test_listed_in_pytest_plugins_too_it_is_loaded_once(tmp_path: Path) -> None:
    project = project_with(
        tmp_path,
        "",
        {
            "conftest.py": 'pytest_plugins = ["judge.pytest_plugin"]\n',
            "scenarios/flyer.yaml": FLYER,
        },
    )
    status, output = pytest_in(project)
    assert status == 0, output
    assert "1 passed" in summary(output)  # one item, not two


def test_this_repository_needs_no_conftest_for_it() -> None:
    root = Path(__file__).resolve().parent.parent
    assert not (root / "conftest.py").exists()
    assert "pytest_plugins" not in (root / "tests" / "conftest.py").read_text(encoding="utf-8")
