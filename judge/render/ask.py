"""The FAQ reply for a question that is not read as a situation: the closest scenario's live
verdict, other close scenarios, then the closest clauses; and its JSON form (``understood``
null). A situation's answer is shown by ``judge.render.situation``."""

from __future__ import annotations

from typing import Any

from judge.ask.reply import Answer, ScenarioMatch
from judge.config import shown
from judge.render.define import definition_json, definitions_text
from judge.render.search import hit_json, hits_text
from judge.render.verdict import verdict_json, verdict_text
from judge.search.glossary import Definition


def match_json(match: ScenarioMatch) -> dict[str, Any]:
    s = match.scenario
    return {
        "path": shown(s.path),
        "game": s.game,
        "title": s.title,
        "question": s.question,
        "score": match.score,
        "coverage": round(match.coverage, 3),
    }


def answer_json(answer: Answer) -> dict[str, Any]:
    return {
        "question": answer.question,
        "matched": answer.matched,
        "game": answer.game,
        "game_reason": answer.game_reason,
        "scenario": match_json(answer.scenarios[0]) if answer.scenarios else None,
        "verdict": verdict_json(answer.verdict) if answer.verdict is not None else None,
        "also": [match_json(m) for m in answer.scenarios[1:]],
        "clauses": [hit_json(h) for h in answer.clauses],
    }


def answer_text(answer: Answer, mark: tuple[str, str] = ("[", "]")) -> str:
    """Terminal text: the game and why, the verdict of the best scenario, other close
    scenarios, then clauses; "nothing covers this" when the rules do not."""
    from judge.search.index import NOTHING_FOUND

    lines = []
    if answer.game is not None:
        lines.append(f"Game: {answer.game} ({answer.game_reason})")
    if not answer.matched:
        lines.append(NOTHING_FOUND)
    if answer.verdict is not None:
        lines.append("Closest scenario:")
        lines.append(verdict_text(answer.verdict))
        if answer.scenarios[1:]:
            lines.append("")
            lines.append("Also close:")
            for match in answer.scenarios[1:]:
                s = match.scenario
                lines.append(f"  {shown(s.path)}  {s.title or s.question}")
    elif answer.matched:
        lines.append("No bundled scenario matches this question.")
    lines.append("")
    lines.append("Closest clauses:")
    lines.append(hits_text(answer.clauses, mark) if answer.clauses else "  (none)")
    return "\n".join(lines)


def fallback_json(answer: Answer) -> dict[str, Any]:
    """Not a situation: ``understood`` is null; the closest scenarios and clauses reply."""
    return {
        "question": answer.question,
        "game": answer.game,
        "understood": None,
        **{k: v for k, v in answer_json(answer).items() if k != "question"},
    }


def fallback_text(answer: Answer, mark: tuple[str, str] = ("[", "]")) -> str:
    return (
        "Not read as a situation of a known kind: the closest bundled scenarios and clauses.\n\n"
        + answer_text(answer, mark)
    )


def term_json(question: str, term: str, found: list[Definition]) -> dict[str, Any]:
    """A "what is X?" question: ``understood`` is null; the terms as ``judge define`` gives
    them (``terms``: its documents' ``terms``)."""
    games = list(dict.fromkeys(d.term.game for d in found))
    return {
        "question": question,
        "game": games[0] if len(games) == 1 else None,
        "understood": None,
        "matched": True,
        "term": term,
        "terms": [definition_json(d) for d in found],
    }


def term_text(term: str, found: list[Definition], mark: tuple[str, str] = ("[", "]")) -> str:
    return f"A term asked about: as `judge define {term}` gives it.\n\n" + definitions_text(
        found, mark
    )
