"""Stale encoded rules shown: per rule and clause the word diff and the verdicts at stake (in
English, Russian or Hungarian), the JSON form, and what ``fingerprint --update`` recorded."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from judge.config import shown
from judge.edits.stale import Recorded, Stale, update_command
from judge.edits.worddiff import render_words

_LABELS = {
    "en": {
        "changed": "changed since the rule was written",
        "removed": "no longer in the rulebook",
        "unrecorded": "its text was never recorded for this rule",
        "stale": "stale rule",
        "moved": "the recorded text is now clause",
        "scenarios": "verdicts resting on it",
        "none": "no bundled scenario cites it",
        "then": "after reviewing the rule:",
        "summary": "{n} stale rule citation(s)",
        "more": "and {n} more",
    },
    "ru": {
        "changed": "текст изменился после того, как правило было закодировано",
        "removed": "пункта больше нет в правилах",
        "unrecorded": "текст пункта для этого правила не записан",
        "stale": "устаревшее правило",
        "moved": "записанный текст теперь в пункте",
        "scenarios": "вердикты, опирающиеся на него",
        "none": "ни один сценарий его не цитирует",
        "then": "после проверки правила:",
        "summary": "устаревших ссылок правил: {n}",
        "more": "и ещё {n}",
    },
    "hu": {
        "changed": "a szöveg megváltozott a szabály kódolása óta",
        "removed": "a pont már nincs a szabálykönyvben",
        "unrecorded": "a pont szövege ehhez a szabályhoz nincs rögzítve",
        "stale": "elavult szabály",
        "moved": "a rögzített szöveg most ebben a pontban van:",
        "scenarios": "rá épülő döntések",
        "none": "egyetlen forgatókönyv sem hivatkozik rá",
        "then": "a szabály ellenőrzése után:",
        "summary": "{n} elavult szabályhivatkozás",
        "more": "és még {n}",
    },
}


#: scenario paths listed per stale rule in text (the JSON form lists them all)
SHOWN = 3


def stale_text(
    stale: list[Stale], lang: str = "en", rulebook: Sequence[str | Path] | None = None
) -> str:
    """Text for a terminal: per stale rule and clause, the word diff and the verdicts at stake,
    and the command recording the text after a review (with the ``--rulebook`` paths given)."""
    if not stale:
        return ""
    t = _LABELS.get(lang, _LABELS["en"])
    lines: list[str] = []
    for item in stale:
        name = item.rule.name.rsplit(".", 1)[-1]
        doc = f" [{item.document}]" if item.document else ""
        lines.append(f"{t['stale']}: {item.where} {name} — {item.clause}{doc}: {t[item.kind]}")
        if item.kind == "changed":
            lines.append(f"    {render_words(item.words)}")
        elif item.kind == "removed" and item.recorded:
            lines.append(f"    [-{item.recorded}-]")
        if item.moved_to:
            lines.append(f"    {t['moved']} {item.moved_to}")
        if item.scenarios:
            listed = ", ".join(shown(p) for p in item.scenarios[:SHOWN])
            more = len(item.scenarios) - SHOWN
            if more > 0:
                listed += " " + t["more"].format(n=more)
            lines.append(f"    {t['scenarios']} ({len(item.scenarios)}): {listed}")
        elif item.kind != "unrecorded":
            lines.append(f"    {t['none']}")
        lines.append(f"    {t['then']} {update_command(item.key, rulebook)}")
    lines.append(t["summary"].format(n=len(stale)))
    return "\n".join(lines)


def stale_json(stale: list[Stale]) -> list[dict[str, Any]]:
    """One object per stale rule and clause, with stable keys."""
    return [
        {
            "rule": item.where,
            "name": item.rule.name,
            "game": item.game,
            "clause": item.clause,
            "document": item.document,
            "kind": item.kind,
            "recorded_text": item.recorded,
            "text": item.current,
            "word_diff": render_words(item.words, context=None) if item.words else None,
            "moved_to": item.moved_to,
            "scenarios": [shown(p) for p in item.scenarios],
        }
        for item in stale
    ]


def recorded_json(done: Recorded) -> dict[str, Any]:
    return {
        "path": shown(done.paths[0]) if len(done.paths) == 1 else None,
        "paths": [shown(p) for p in done.paths],
        "updated": done.updated,
        "dropped": done.dropped,
        "missing": done.missing,
        "total": done.total,
    }


def recorded_text(done: Recorded) -> str:
    where = ", ".join(shown(p) for p in done.paths) or "no file"
    lines = [f"{len(done.updated)} recorded, {done.total} in {where}"]
    for label, keys in (
        ("recorded", done.updated),
        ("dropped (no rule cites it any more)", done.dropped),
        ("not recorded (no such clause in the rulebook)", done.missing),
    ):
        if keys:
            lines.append(f"  {label}: {', '.join(keys)}")
    return "\n".join(lines)
