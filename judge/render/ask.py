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
from judge.search.index import NOTHING
from judge.search.rank import Hit


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


#: the FAQ reply's words, in the question's language (English for a question in none of the
#: games' languages)
WORDS: dict[str, dict[str, str]] = {
    "not-situation": {
        "ru": "Вопрос не прочитан как ситуация известного вида: ближайшие сценарии и пункты.",
        "hu": "A kérdést nem sikerült ismert helyzetként értelmezni: a legközelebbi "
        "forgatókönyvek és pontok.",
        "en": "Not read as a situation of a known kind: the closest bundled scenarios and clauses.",
    },
    "nothing": NOTHING,
    "game": {"ru": "Игра", "hu": "Játék", "en": "Game"},
    "scenario": {
        "ru": "Ближайший сценарий:",
        "hu": "Legközelebbi forgatókönyv:",
        "en": "Closest scenario:",
    },
    "also": {"ru": "Также близки:", "hu": "Szintén közeli:", "en": "Also close:"},
    "no-scenario": {
        "ru": "Ни один сценарий из комплекта не подходит к вопросу.",
        "hu": "Egyik mellékelt forgatókönyv sem illik a kérdéshez.",
        "en": "No bundled scenario matches this question.",
    },
    "clauses": {"ru": "Ближайшие пункты:", "hu": "Legközelebbi pontok:", "en": "Closest clauses:"},
    "none": {"ru": "(нет)", "hu": "(nincs)", "en": "(none)"},
}


def question_language(question: str) -> str:
    """The language a reply to ``question`` is worded in: its own (``ru``, ``hu`` or ``en``)."""
    from judge.rulebook.textio import detect_language

    return detect_language(question)


def answer_text(answer: Answer, mark: tuple[str, str] = ("[", "]"), lang: str = "en") -> str:
    """Terminal text: the game and why, the verdict of the best scenario, other close
    scenarios, then clauses; "nothing covers this" when the rules do not — in ``lang``."""
    say = {key: words.get(lang) or words["en"] for key, words in WORDS.items()}
    lines = []
    if answer.game is not None:
        reason = answer.game_reasons.get(lang) or answer.game_reason
        lines.append(f"{say['game']}: {answer.game} ({reason})")
    if not answer.matched:
        lines.append(say["nothing"])
    if answer.verdict is not None:
        lines.append(say["scenario"])
        lines.append(verdict_text(answer.verdict))
        if answer.scenarios[1:]:
            lines.append("")
            lines.append(say["also"])
            for match in answer.scenarios[1:]:
                s = match.scenario
                lines.append(f"  {shown(s.path)}  {s.title or s.question}")
    elif answer.matched:
        lines.append(say["no-scenario"])
    lines.append("")
    lines.append(say["clauses"])
    lines.append(hits_text(answer.clauses, mark) if answer.clauses else f"  {say['none']}")
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
    """Not a situation: said so, then the FAQ's reply, in the question's language."""
    lang = question_language(answer.question)
    intro = WORDS["not-situation"].get(lang) or WORDS["not-situation"]["en"]
    return intro + "\n\n" + answer_text(answer, mark, lang)


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


def term_text(
    term: str, found: list[Definition], mark: tuple[str, str] = ("[", "]"), lang: str = "en"
) -> str:
    """ "What is X?" answered first in the question's language (``lang``): the term and the
    words of the clause defining it, then ``judge define X`` as it gives it."""
    lead = _TERM_LEAD.get(lang, _TERM_LEAD["en"])
    lines = []
    hit = _said_in(found[0]) if found else None
    if hit is not None:
        text = hit.snippet(("", "")).rstrip(" .")
        lines.append(lead["defined"].format(term=found[0].term.term, text=text, clause=hit.id))
    # (the term found, which ``define`` takes: ``быстрая``, where ``быстрая атака`` was asked)
    lines.append(lead["define"].format(term=found[0].term.term if found else term))
    return "\n".join(lines) + "\n\n" + definitions_text(found, mark)


def _said_in(definition: Definition) -> Hit | None:
    """The clause whose own words say a term — not a section's heading (``514 Общие правила
    …``): the one defining it, else the first using it; the heading where there is no other."""
    worded = (
        h for h in (*definition.defined_in, *definition.used_in) if h.snippet(("", "")) != h.title
    )
    return next(worded, definition.defined_in[0] if definition.defined_in else None)


#: the lines a "what is X?" answer begins with, in each language of the replies
_TERM_LEAD = {
    "ru": {
        "defined": "«{term}» в правилах: {text} ({clause}).",
        "define": "Как это даёт `judge define {term}`:",
    },
    "hu": {
        "defined": "„{term}” a szabályokban: {text} ({clause}).",
        "define": "Ahogy a `judge define {term}` adja:",
    },
    "en": {
        "defined": "“{term}” in the rules: {text} ({clause}).",
        "define": "A term asked about: as `judge define {term}` gives it.",
    },
}
