"""Whole-process start-up timing shared by the benchmarks: a command's median wall time and
median CPU time (user + system of the child), against ``python -c "import typer"`` measured in
the same run, interleaved. CPU time is the steadier figure on a shared machine; both are printed.
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

JUDGE = shutil.which("judge") or str(Path(sys.executable).with_name("judge"))
TYPER_ONLY = [sys.executable, "-c", "import typer"]


def startup_env(cache: str | None = None) -> dict[str, str]:
    """The environment of an installed tool's second call: byte code cached (no recompiling),
    the bundled rulebook, the given cache folder."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("JUDGE_RULEBOOK", None)
    if cache is not None:
        env["JUDGE_CACHE_DIR"] = cache
    return env


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def medians(
    commands: dict[str, list[str]],
    rounds: int,
    env: dict[str, str],
    envs: dict[str, dict[str, str]] | None = None,
) -> dict[str, tuple]:
    """Median (wall, CPU) per command, ``typer`` (the baseline) included; runs interleaved after
    one warm-up run each (on-disk caches and the OS file cache are warm, as on a second call).
    ``envs`` gives some commands an environment of their own."""
    envs = envs or {}
    everything = {"typer": TYPER_ONLY, **commands}
    for name, argv in everything.items():
        timed(argv, envs.get(name, env))
    runs: dict[str, list[tuple[float, float]]] = {name: [] for name in everything}
    for _ in range(rounds):
        for name, argv in everything.items():
            runs[name].append(timed(argv, envs.get(name, env)))
    return {
        name: (statistics.median(w for w, _ in r), statistics.median(c for _, c in r))
        for name, r in runs.items()
    }


def report(label: str, figures: tuple, base: tuple, target: float | None = 1.3) -> str:
    """``label  wall … ratio …  cpu … ratio …  target …`` for one command."""
    wall, cpu = figures[0] / base[0], figures[1] / base[1]
    line = (
        f"{label:28s} wall {figures[0] * 1000:6.1f} ms ({wall:.2f}×)   "
        f"cpu {figures[1] * 1000:6.1f} ms ({cpu:.2f}×)"
    )
    if target is not None:
        verdict = "ok" if min(wall, cpu) <= target else "MISSED"
        line += f"   target ≤ {target:.1f}×  {verdict}"
    return line


def baseline_line(base: tuple, rounds: int) -> str:
    label = 'python -c "import typer"'
    return (
        f"{label:28s} wall {base[0] * 1000:6.1f} ms          "
        f"cpu {base[1] * 1000:6.1f} ms   (medians of {rounds})"
    )
