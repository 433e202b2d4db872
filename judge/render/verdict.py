"""A verdict shown: as JSON (stable keys) and as terminal text — the question, the answer, one
line per reason with its clauses, the cited clauses (quoted with ``--quote``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from judge.config import shown
from judge.engine.verdict import Phrase, Reason, Verdict
from judge.render.values import plain, shown_value
from judge.scenario.schema import is_partial

if TYPE_CHECKING:
    from judge.rulebook.model import Rulebook


def reason_json(reason: Reason, verdict: Verdict, lang: str) -> dict[str, Any]:
    return {
        "subject": reason.subject,
        "kind": reason.kind,
        "holds": reason.holds,
        "text": reason.text(verdict.catalog, lang),
        "cites": list(reason.cites),
        "looked_at": list(reason.looked_at),
        "assumptions": list(reason.assumptions),
    }


def assumption_json(game: str, assumption_id: str, lang: str) -> dict[str, Any]:
    """One assumption a verdict rests on: its id, source and wording."""
    from judge.engine.registry import find_assumption

    found = find_assumption(game, assumption_id)
    return {
        "id": assumption_id,
        "source": found.source if found is not None else None,
        "text": found.wording(lang) if found is not None else assumption_id,
    }


def verdict_json(verdict: Verdict, lang: str | None = None) -> dict[str, Any]:
    lang = lang or verdict.language
    return {
        "path": shown(verdict.path) if verdict.path is not None else None,
        "game": verdict.game,
        "ask": verdict.ask,
        "title": verdict.title,
        "question": verdict.question,
        "answer": {k: plain(v) for k, v in verdict.answer_data(lang).items()},
        "cites": list(verdict.cites),
        "looked_at": list(verdict.looked_at),
        "language": lang,
        "reasons": [reason_json(r, verdict, lang) for r in verdict.reasons],
        "assumptions": [assumption_json(verdict.game, a, lang) for a in verdict.assumptions],
    }


def reason_word(kind: str, holds: bool | None, lang: str) -> str:
    """The word a reason starts with: may / may not for a card, yes / no for a condition,
    undecided for either (the engine's shared phrases, in ``lang``)."""
    if kind == "card":
        key = {True: "may", False: "may-not", None: "undecided"}[holds]
    else:
        key = {True: "holds", False: "fails", None: "undecided"}[holds]
    return Phrase(key).text({}, lang)


def answer_text(value: Any, say: Callable[[str], str]) -> str:
    """One answer value in text; a partial list answer as ``surely [a, b] · maybe [c]`` in the
    verdict's language (why each may, the reasons below say)."""
    if not is_partial(value):
        return shown_value(value)
    names = [m["name"] for m in value["maybe"]]
    return f"{say('surely')} {shown_value(value['surely'])} · {say('maybe')} {shown_value(names)}"


def verdict_text(
    verdict: Verdict,
    lang: str | None = None,
    *,
    quote: bool = False,
    rulebook: Rulebook | None = None,
    width: int | None = None,
) -> str:
    """Terminal text: the question, the answer, one line per reason, the cited clauses (with
    ``quote``, their text, and the text of clauses looked at for undecided values), wrapped to
    ``width`` (default: the screen's; piped, a reason stays one line)."""
    from judge.render.text import hanging, screen_width, wrap

    width = width or screen_width()

    lang = lang or verdict.language

    def say(key: str) -> str:
        return Phrase(key).text(verdict.catalog, lang)

    lines = []
    if verdict.path is not None:
        lines.append(shown(verdict.path))
    if verdict.title:
        lines.append(verdict.title)
    if verdict.question:
        lines.append(hanging(f"{say('question')}: {verdict.question}", width, 2))
    answer = ", ".join(f"{k} = {answer_text(v, say)}" for k, v in verdict.answer.items())
    lines.append(hanging(f"{say('answer')}: {answer}", width, 2))
    column = max((len(r.subject) for r in verdict.reasons), default=0)
    for r in verdict.reasons:
        mark = {True: "+", False: "-", None: "?"}[r.holds]
        said = reason_word(r.kind, r.holds, lang)
        ids = ", ".join(r.cites)
        if r.looked_at:
            ids = ", ".join(filter(None, [ids, f"{say('looked-at')}: {', '.join(r.looked_at)}"]))
        tail = f" ({ids})" if ids else ""
        text = r.text(verdict.catalog, lang)
        head = f"  {mark} {r.subject.ljust(column)}  "
        lines.append(hanging(f"{head}{said}: {text}{tail}", width, len(head)))
    if verdict.cites:
        lines.append(f"{say('clauses')}: {', '.join(verdict.cites)}")
    if verdict.assumptions:
        rested = [assumption_json(verdict.game, a, lang) for a in verdict.assumptions]
        listed = "; ".join(f"{a['id']} ({a['source']}): {a['text']}" for a in rested)
        lines.append(hanging(f"{say('assumptions')}: {listed}", width, 2))
    if quote and rulebook is not None:
        looked = [c for r in verdict.reasons for c in r.looked_at if c not in verdict.cites]
        for cid in dict.fromkeys([*verdict.cites, *looked]):
            found = rulebook.find(cid, game=verdict.game)
            if not found:
                lines.append(f"{cid} {say('not-in-rulebook')}")
                continue
            doc, clause = found[0]
            head = cid if not clause.numbered else clause.label
            lines.append(f"\n{head}  [{doc.id}]")
            lines.append(wrap(clause.text or clause.full_text(), width))
    return "\n".join(lines)
