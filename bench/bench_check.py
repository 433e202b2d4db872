"""Benchmark of `judge check`: scenarios per second over a generated suite.

    python bench/bench_check.py               # 10,000 scenarios
    python bench/bench_check.py --count 2000

A suite of N scenario files is generated in a temporary folder (random boards, declarations
and stages across every ``ask`` kind of the three games, each with an ``expect`` block), then:
- whole process: the wall time of ``judge check DIR`` (start-up and rulebook load included);
- in process: ``run_check`` alone, the rulebook already loaded.
Each prints scenarios per second; the target is 2,000 or more for the whole process. The
``expect`` blocks hold values the engine may or may not produce: only the speed is measured
(a failing scenario costs the same to check as a passing one).
"""

from __future__ import annotations

import argparse
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from judge.rulebook.load import load
from judge.suite.regression import run_check

JUDGE = str(Path(sys.executable).with_name("judge"))
TARGET = 2000

COLUMNS = "ABCDE"
NAMES = ["Гарпия", "Жрица", "Дракон", "Страж", "Лучник", "Тролль", "Эльф", "Гном", "Орк", "Рыцарь"]
HKK_NAMES = ["Ork harcos", "Troll", "Goblin", "Elf íjász", "Elf mágus", "Törpe", "Sárkány"]


def berserk_defend(rng: random.Random) -> str:
    names = rng.sample(NAMES, rng.randint(3, 7))
    cells = rng.sample([c + str(r) for c in COLUMNS for r in range(1, 7)], len(names))
    lines = ["game: berserk", "ask: who-may-defend", "question: Кто может защищать?", "cards:"]
    for i, (name, cell) in enumerate(zip(names, cells, strict=True)):
        side = "active" if i == 0 else rng.choice(["active", "inactive", "inactive"])
        flying = rng.random() < 0.3
        zone = "auxiliary" if flying and rng.random() < 0.5 else "battlefield"
        at = f", at: {cell}" if zone == "battlefield" else ""
        closed = ", closed: true" if rng.random() < 0.2 else ""
        fly = ", flying: true" if flying else ""
        lines.append(f"  {name}: {{side: {side}, zone: {zone}{at}{fly}{closed}}}")
    kind = rng.choice(["simple-strike"] * 4 + ["shot"])
    lines.append(f"attack: {{by: {names[0]}, target: {names[1]}, kind: {kind}}}")
    lines += [
        "expect:",
        f"  may-defend: [{', '.join(rng.sample(names[2:], 1))}]",
        "  cites: [514.4]",
    ]
    return "\n".join(lines) + "\n"


def berserk_other(rng: random.Random) -> str:
    choice = rng.randrange(3)
    if choice == 0:
        composite = rng.choice(["true", "false"])
        speed = rng.choice(["fast", "slow"])
        return (
            "game: berserk\nask: attack-speed\n"
            f"ability: {{composite: {composite}, speed: {speed}}}\n"
            f"expect: {{speed: {speed}, cites: [513.2]}}\n"
        )
    if choice == 1:
        stage = rng.choice(["preliminary", "dice-roll", "effect"])
        action = rng.choice(["redirect", "assign-defender", "block", "dice-modifier"])
        return (
            f"game: berserk\nask: may-act\nstage: {stage}\naction: {action}\n"
            "attack: {kind: simple-strike}\nexpect: {allowed: true}\n"
        )
    who = rng.choice(["attacker", "defender"])
    return f"game: berserk\nask: when-closed\nwho: {who}\nexpect: {{closed-at: payment-stage}}\n"


def heroes(rng: random.Random) -> str:
    mode = rng.choice(["strike", "fight", "shot"])
    side = rng.choice(["active", "inactive", "inactive"])
    kind = rng.choice(["hero", "creature"])
    closed = rng.choice(["true", "false"])
    return (
        "game: berserk-heroes\nask: may-attack\nquestion: Можно ли атаковать?\ncards:\n"
        "  Орк-арбалетчик: {side: active}\n"
        f"  Хакодар: {{side: {side}, type: {kind}, closed: {closed}}}\n"
        f"attack: {{by: Орк-арбалетчик, target: Хакодар, mode: {mode}}}\n"
        "expect: {allowed: true, cites: [507.1]}\n"
    )


def hkk(rng: random.Random) -> str:
    if rng.random() < 0.2:
        return (
            "game: hkk\nask: is-destruction\ncards:\n"
            "  Őrtorony: {side: inactive, type: building, "
            f"passive: {rng.choice(['true', 'false'])}}}\n"
            f"damage: {{building: Őrtorony, subphase: {rng.choice(['strike', 'other'])}}}\n"
            "expect: {destruction: true}\n"
        )
    mine = rng.sample(HKK_NAMES, rng.randint(1, 4))
    theirs = [n for n in HKK_NAMES if n not in mine][: rng.randint(0, 3)]
    lines = ["game: hkk", "ask: attack-declaration", "question: Szabályos a támadás?", "cards:"]
    lines += [f"  {n}: {{side: active}}" for n in mine]
    lines += [f"  {n}: {{side: inactive}}" for n in theirs]
    lines.append("  Őrtorony: {side: inactive, type: building}")
    lines.append("attacks:")
    targets = [*theirs, "player", "Őrtorony"]
    lines += [f"  - {{by: {n}, target: {rng.choice(targets)}}}" for n in mine]
    lines += ["expect:", "  legal: true", "  illegal: []", "  cites: [34.4]"]
    return "\n".join(lines) + "\n"


def generate(folder: Path, count: int, seed: int = 3) -> None:
    rng = random.Random(seed)
    makers = [berserk_defend, berserk_defend, berserk_other, heroes, hkk, hkk]
    for i in range(count):
        sub = folder / f"{i // 1000:02d}"
        sub.mkdir(exist_ok=True)
        (sub / f"s{i:05d}.yaml").write_text(rng.choice(makers)(rng), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=10_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        generate(folder, args.count)
        load()  # warm the rulebook cache, as after the first run of any command

        start = time.perf_counter()
        done = subprocess.run([JUDGE, "check", str(folder)], capture_output=True, text=True)
        whole = time.perf_counter() - start
        summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr
        if done.returncode not in (0, 1):
            sys.exit(f"judge check failed: {done.stderr.strip()}")

        book = load()
        start = time.perf_counter()
        report = run_check([folder], book)
        inside = time.perf_counter() - start

    rate = args.count / whole
    print(f"generated scenarios: {args.count} ({summary})")
    print(f"whole process: judge check DIR  {whole:.2f} s  {rate:,.0f} scenarios/s")
    inner = len(report.results) / inside
    print(f"in process:    run_check        {inside:.2f} s  {inner:,.0f} scenarios/s")
    verdict = "met" if rate >= TARGET else "NOT met"
    print(f"target: {TARGET:,} scenarios/s — {verdict} ({rate / TARGET:.2f}×)")


if __name__ == "__main__":
    main()
