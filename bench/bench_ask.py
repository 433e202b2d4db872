"""Benchmark of `judge ask`: how often a question is read right, and the whole-process time.

    python bench/bench_ask.py            # everything
    python bench/bench_ask.py --quality  # the reading rate on the test questions
    python bench/bench_ask.py --quality --questions FILE  # ... on other questions (same format)
    python bench/bench_ask.py --speed    # whole-process timings against `import typer`
    python bench/bench_ask.py --sets     # each round's fresh question set: first figure, now

Quality: every question of tests/data/ask_questions.yaml (written for the tests, answers read
from the rulebook clauses) is read and answered as `judge ask` does; a question is read right
when its game, its ask kind and every stated fact are (a question that is not a situation: when
it is not read as one). Printed: the rate (target ≥ 90 %), and the questions answered
definitely although the answer expected is `unknown` (target: none).

Speed: the median whole-process wall and CPU time of `judge ask …` for a yes/no question, a
general question answered by case, and a question that is not a situation, against `python -c
"import typer"` in the same run, interleaved (target ≤ 1.3×), twice: asked again (the reply is
remembered in the cache) and asked for the first time (the rulebook, its search index and the
phrasing are cached, the reply is not: computed on every run — its cache entries' names are
taken by folders, which the cache skips), and asked in other words (the engine's answer to the
situation read is cached, the reply is not: the question is read and searched, not resolved).
For reference, `judge search` of the same yes/no question (what every `ask` does besides
reading and resolving) and `judge resolve` of a bundled scenario are timed too.

Sets: the question sets of tests/data/rounds/ (``tests/rounds.py``), each written by someone
who had not read the code, from the rulebook texts and the specs; printed per set: its first
figure (measured before anything was tuned on it — the honest measure, target ≥ 90 %) and
today's (a set once tuned on measures nothing new), for `ask` and for `search` (target:
first-and-matched ≥ 0.85).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "bench"))

QUESTIONS = [
    ("yes/no (hu)", "Három lény támadhat egy lényre?"),
    ("yes/no (ru)", "Отбивается ли закрытое существо от атаки ударом?"),
    ("by case (ru)", "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?"),
    ("not a situation", "что такое защитник?"),
]


def quality(path: Path | None = None) -> None:
    import yaml
    from test_situation import TARGET, evaluate, questions

    from judge.ask.cases import answer_situation, read
    from judge.rulebook.load import load

    rulebook = load(None)
    items = questions() if path is None else yaml.safe_load(path.read_text(encoding="utf-8"))
    right = 0
    unearned = []
    for item in items:
        ok, problems = evaluate(item, rulebook)
        right += ok
        if not ok:
            print(f"  misread: {item['q']}  ({'; '.join(problems)})")
        wanted = [k for k, v in (item.get("answer") or {}).items() if v == "unknown"]
        situation = read(item["q"], rulebook)
        if wanted and situation is not None:
            answer = answer_situation(situation, rulebook).answer
            if any(answer.get(k) != "unknown" for k in wanted):
                unearned.append(item["q"])
    rate = right / len(items)
    verdict = "ok" if rate >= TARGET else "MISSED"
    print(f"read right: {right}/{len(items)} = {rate:.1%}   target ≥ {TARGET:.0%}  {verdict}")
    verdict = "ok" if not unearned else "MISSED"
    print(f"definite answers not earned: {len(unearned)}   target 0  {verdict}")
    for q in unearned:
        print(f"  {q}")


def speed(rounds: int) -> None:
    from startup import JUDGE, baseline_line, medians, report, startup_env

    with (
        tempfile.TemporaryDirectory() as cache,
        tempfile.TemporaryDirectory() as fresh,
        tempfile.TemporaryDirectory() as reworded,
    ):
        env = startup_env(cache)
        commands = {label: [JUDGE, "ask", q] for label, q in QUESTIONS}
        envs = {}
        for prefix, folder in (
            ("first", fresh),
            ("other words", reworded),  # the replies only, not the answers
        ):
            for label, q in QUESTIONS:
                argv = [JUDGE, "ask", q]
                subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=startup_env(folder))
                commands[f"{prefix}: {label}"] = argv
                envs[f"{prefix}: {label}"] = startup_env(folder)
            for entry in Path(folder).glob("ask-*"):  # never remembered: computed every time
                if "-answer-" in entry.name and prefix != "first":
                    continue
                entry.unlink()
                entry.mkdir()
        commands["search"] = [JUDGE, "search", QUESTIONS[0][1]]
        scenario = ROOT / "scenarios" / "hkk" / "three-on-one.yaml"
        commands["resolve"] = [JUDGE, "resolve", str(scenario)]
        figures = medians(commands, rounds, env, envs)
    base = figures.pop("typer")
    print(baseline_line(base, rounds))
    for label, _ in QUESTIONS:
        print(report(f"judge ask: {label}", figures[label], base))
    for prefix in ("first", "other words"):
        for label, _ in QUESTIONS:
            print(report(f"  {prefix}: {label}", figures[f"{prefix}: {label}"], base))
    print(report("(reference) judge search", figures["search"], base, None))
    print(report("(reference) judge resolve", figures["resolve"], base, None))


def sets() -> None:
    from rounds import FIGURES, ROUNDS, ask_figure, search_figure

    from judge.rulebook.load import load

    rulebook = load(None)
    for name, figures in FIGURES.items():
        path = ROUNDS / f"{name}.yaml"
        if name.startswith("ask_"):
            a = ask_figure(path, rulebook)
            now = f"{a.right}/{a.total} = {a.right / a.total:.1%}, {a.unearned} unearned"
        else:
            f = search_figure(path, rulebook)
            rate = f.first_and_matched / f.answerable
            now = (
                f"{rate:.3f}, {f.abstained / f.answerable:.1%} abstained, "
                f"{f.none_right / f.none:.0%} none right"
            )
        print(f"{name:14}  first: {figures['first']:48}  now: {now}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quality", action="store_true")
    parser.add_argument("--speed", action="store_true")
    parser.add_argument("--sets", action="store_true", help="the rounds' fresh question sets")
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument(
        "--questions",
        type=Path,
        metavar="FILE",
        help="read these questions (the format of tests/data/ask_questions.yaml) for --quality",
    )
    args = parser.parse_args()
    both = not args.quality and not args.speed and not args.sets
    if args.sets or both:
        sets()
    if args.quality or both:
        quality(args.questions)
    if args.speed or both:
        speed(args.rounds)


if __name__ == "__main__":
    main()
