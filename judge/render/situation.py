"""A question read as a situation, shown: what was understood (stated, assumed, unstated facts),
the engine's answer — one line per case for a general question, per condition otherwise — the
scenario in format v1, then the closest clauses; and its JSON form."""

from __future__ import annotations

from typing import Any

from judge.ask.cases import NEXT_TO, Reply
from judge.ask.situation import phrasing
from judge.ask.situation import say as said
from judge.ask.situation import say_card as said_card
from judge.render.search import hit_json, hits_text
from judge.render.values import plain, shown_value
from judge.scenario.schema import UNKNOWN

#: the words of the text output, in the question's language
WORDS = {
    "ru": {
        "understood": "Понято",
        "stated": "сказано",
        "assumed": "принято",
        "unstated": "не сказано",
        "add": "добавьте, чтобы ответить",
        "answer": "Ответ",
        "by-case": "по случаям",
        "scenario": "Сценарий (judge resolve примет его; --save ФАЙЛ сохраняет)",
        "clauses": "Пункты",
        "closest": "Ближайшие пункты",
        "read-as": "прочитано как",
        "next-to": "рядом с",
        "nothing": "ни с кем",
    },
    "hu": {
        "understood": "Értelmezés",
        "stated": "elhangzott",
        "assumed": "feltételezve",
        "unstated": "nem derül ki",
        "add": "a válaszhoz adja meg",
        "answer": "Válasz",
        "by-case": "esetenként",
        "scenario": "Forgatókönyv (judge resolve elfogadja; --save FÁJL menti)",
        "clauses": "Pontok",
        "closest": "Legközelebbi pontok",
        "read-as": "így olvasva",
        "next-to": "szomszédja",
        "nothing": "senki",
    },
}


def game_reason(reply: Reply) -> str:
    """Why the reply is about its game; when another game reads the question equally well, the
    note that says so and how to choose."""
    s = reply.situation
    reason = f"the question reads as a {s.game} situation ({s.kind})"
    if s.tied:
        others = ", ".join(s.tied)
        reason += f"; {others} reads it equally well: add --game to choose"
    return reason


def reply_json(reply: Reply) -> dict[str, Any]:
    """question, matched, game, game_reason, understood, answer, cases, cites, clauses (stable
    keys). A question read as a situation is matched: the engine answers it from the clauses."""
    s = reply.situation
    return {
        "question": reply.question,
        "matched": True,
        "game": s.game,
        "game_reason": game_reason(reply),
        "understood": {
            "ask": s.kind,
            "scenario": reply.scenario,
            "stated": list(s.stated),
            "unstated": list(s.unstated),
            "assumed": {k: plain(v) for k, v in s.assumed.items()},
            "needs": list(reply.needs),
            "case": dict(s.case_stated) if s.case is not None else None,
            "read_as": list(s.read_as),
        },
        "answer": {k: plain(v) for k, v in reply.answer.items()},
        "cases": [
            {
                "card": case.card,
                "holds": UNKNOWN if case.holds is None else case.holds,
                "cites": list(case.cites),
                "why": case.why,
                "needs": list(case.needs),
            }
            for case in reply.cases
        ],
        "cites": list(reply.cites),
        "clauses": [hit_json(h) for h in reply.clauses],
    }


def _near(near: Any, situation: Any) -> str:
    """Which cards a cell stands next to: ``атакующий и цель`` (several ways: ``… / …``)."""
    say = WORDS.get(situation.language, WORDS["ru"])
    p = phrasing(situation.game)
    labels = p.labels if p is not None else {}
    ways = near if near and isinstance(near[0], list) else [near]
    return " / ".join(
        " + ".join(labels.get(n, n) for n in way) if way else say["nothing"] for way in ways
    )


def _mark(holds: bool | None) -> str:
    return "?" if holds is None else "+" if holds else "-"


def reply_text(reply: Reply, mark: tuple[str, str] = ("[", "]")) -> str:
    """The understood situation, the answer (one line per case or condition, with clauses),
    what is not said, the scenario, then the closest clauses."""
    from judge.ask.cases import scenario_yaml

    s = reply.situation
    say = WORDS.get(s.language, WORDS["ru"])
    lines = [f"{say['understood']}: {s.game} · {s.kind}"]
    if s.tied:
        lines.append(f"  (also reads as {', '.join(s.tied)}: add --game to choose)")
    if s.stated:
        lines.append(f"  {say['stated']}: {said(s, s.stated)}")
    if s.case is not None and s.case_stated:
        found = phrasing(s.game)
        role = s.case["role"]
        label = found.labels.get(role, role) if found is not None else role
        lines.append(f"  {label}: {', '.join(said_card(s, s.case_stated))}")
    if s.assumed:
        lines.append(f"  {say['assumed']}: {said(s, s.assumed)}")
    if s.unstated:
        lines.append(f"  {say['unstated']}: {said(s, s.unstated)} ({', '.join(s.unstated)})")
    if s.read_as:
        lines.append(f"  {say['read-as']}: {', '.join(s.read_as)}")
    answer = ", ".join(
        f"{k} = {say['by-case'] if v == 'by case' else shown_value(v)}"
        for k, v in reply.answer.items()
    )
    lines.append(f"{say['answer']}: {answer}")
    for case in reply.cases:
        near = case.card.get(NEXT_TO)
        card = ", ".join(said_card(s, {k: v for k, v in case.card.items() if k != NEXT_TO}))
        if near is not None:
            card += f", {say['next-to']}: " + _near(near, s)
        cites = f" ({', '.join(case.cites)})" if case.cites else ""
        extra = f" [{say['add']}: {', '.join(case.needs)}]" if case.needs else ""
        lines.append(f"  {_mark(case.holds)} {card}{cites}: {case.why}{extra}")
    for subject, holds, why, ids in reply.reasons:
        shown_cites = f" ({', '.join(ids)})" if ids else ""
        lines.append(f"  {_mark(holds)} {subject}: {why}{shown_cites}")
    if reply.needs:
        lines.append(f"  {say['add']}: {', '.join(reply.needs)}")
    if reply.cites:
        lines.append(f"{say['clauses']}: {', '.join(reply.cites)}")
    lines.append("")
    lines.append(f"{say['scenario']}:")
    lines += ["  " + line for line in scenario_yaml(reply.scenario).splitlines()]
    lines.append("")
    lines.append(f"{say['closest']}:")
    lines.append(hits_text(reply.clauses, mark) if reply.clauses else "  (none)")
    return "\n".join(lines)
