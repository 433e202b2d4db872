"""Record which test questions the reader now misreads (``misread:`` in
tests/data/ask_questions.yaml), after a deliberate change of the reader.

    python bench/record_misreads.py          # rewrite the marks, print what changed

The expected readings and answers are never touched: only each question's status. A question
newly misread is a regression to look at before recording it; one newly read right loses its
mark.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
QUESTIONS = ROOT / "tests" / "data" / "ask_questions.yaml"


def main() -> None:
    from test_situation import evaluate

    from judge.rulebook.load import load

    rulebook = load(None)
    items = yaml.safe_load(QUESTIONS.read_text(encoding="utf-8"))
    now = {}
    for item in items:
        ok, problems = evaluate(item, rulebook)
        if not (ok and not problems):
            now[item["q"]] = "; ".join(problems).split(";")[0][:90]
    out: list[str] = []
    for line in QUESTIONS.read_text(encoding="utf-8").split("\n"):
        if line.startswith("  misread: "):
            continue
        out.append(line)
        if line.startswith("- q:"):
            q = yaml.safe_load(line[2:])["q"]
            if q in now:
                out.append("  misread: " + json.dumps(now[q], ensure_ascii=False))
    before = {i["q"] for i in items if "misread" in i}
    for q in sorted(set(now) - before):
        print(f"newly misread: {q}  ({now[q]})")
    for q in sorted(before - set(now)):
        print(f"now read right: {q}")
    QUESTIONS.write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
