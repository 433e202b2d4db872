"""What the site's templates show, shaped from the data: a ruling (the answer first in plain
words, the reasons, the assumptions, the situation and the cards as a reader says them) and a
clause's text (lines with their references and defined terms as links, tables as tables).

Keys and raw values belong to ``--json``; here a scenario key or value is said with the game's
``WORDS`` (``key.KEY``, ``value.KEY.VALUE``, ``value.KEY`` for a true flag), and a value the game
has no words for is shown as it is, marked as not in the page's language (``lang="en"``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from judge.engine.verdict import Catalog, Phrase, Verdict
from judge.render import plain
from judge.scenario.schema import Field
from judge.scenario.values import Scenario, entries

# ------------------------------------------------------------------------------ words


class Word(NamedTuple):
    """A piece of text and whether it is in the page's language (else it is English/raw)."""

    text: str
    own: bool = True


def _word(catalog: Catalog, key: str, lang: str, **params: str) -> Word | None:
    entry = catalog.get(key)
    if not entry or lang not in entry:
        return None
    return Word(Phrase(key, params).text({key: entry}, lang))


def key_word(catalog: Catalog, key: str, lang: str) -> Word:
    return _word(catalog, f"key.{key}", lang) or Word(key.replace("-", " "), own=False)


def value_words(catalog: Catalog, key: str, value: Any, field: Field | None, lang: str) -> Word:
    """A scenario value in words: an enum by its value's words, a true flag by the key's, a
    card name as it is, a number or cell through the key's template."""
    if isinstance(value, bool):
        return _word(catalog, f"value.{key}", lang) or Word(key.replace("-", " "), own=False)
    if isinstance(value, tuple | list):
        return Word(", ".join(map(str, value)) or "—")
    kind = field.kind if field is not None else None
    if kind in ("card", "target"):
        return Word(_named(catalog, str(value), lang))
    found = _word(catalog, f"value.{key}.{value}", lang) or _word(
        catalog, f"value.{key}", lang, value=str(value)
    )
    if found is not None:
        return found
    return Word(str(value), own=kind not in ("enum",))


def _named(catalog: Catalog, name: str, lang: str) -> str:
    said = _word(catalog, f"name.{name}", lang)
    return said.text if said is not None else name


def _worth(value: Any, field: Field | None) -> bool:
    """A value the file gave or that differs from its default (``false`` and empty are not)."""
    if value is None or value is False or value == () or value == []:
        return False
    return field is None or field.required or value != field.default


def _record(catalog: Catalog, record: Any, field: Field | None, lang: str) -> list[Word]:
    """A mapping (an attack, a turn, an ability) as words: ``by → target`` first, then the rest."""
    values = dict(entries(record))
    fields = (field.keys if field is not None else None) or {}
    out: list[Word] = []
    if values.get("by") is not None and values.get("target") is not None:
        by, target = values.pop("by"), values.pop("target")
        out.append(Word(f"{_named(catalog, by, lang)} → {_named(catalog, target, lang)}"))
    for key, value in values.items():
        sub = fields.get(key)
        if key not in ("name", "line") and _worth(value, sub):
            out.append(value_words(catalog, key, value, sub, lang))
    return out


def _joined(words: list[Word]) -> Word:
    return Word(", ".join(w.text for w in words), all(w.own for w in words))


def situation(scenario: Scenario[Any, Any], catalog: Catalog, lang: str) -> list[dict[str, Any]]:
    """The scenario's situation besides its cards: one row per key (label, words), lists of
    attacks one word per attack; values left at their defaults are not repeated."""
    from judge.games import get

    try:
        kind = get(scenario.game).asks.get(scenario.ask)
    except LookupError:
        kind = None
    fields = kind.keys if kind is not None else {}
    rows: list[dict[str, Any]] = []
    for key, value in entries(scenario.values).items():
        field = fields.get(key)
        shape = field.kind if field is not None else None
        if shape == "map" and value is not None:
            words = _record(catalog, value, field, lang)
        elif shape == "attacks":
            words = [_joined(_record(catalog, v, field, lang)) for v in value]
        elif _worth(value, field):
            words = [value_words(catalog, key, value, field, lang)]
        else:
            continue
        if words:
            rows.append({"label": key_word(catalog, key, lang), "words": words})
    return rows


def cards(scenario: Scenario[Any, Any], catalog: Catalog, lang: str) -> list[dict[str, Any]]:
    """Each card: its name and its attributes in words (defaults left out)."""
    from judge.games import get

    try:
        fields: Mapping[str, Field] = get(scenario.game).cards
    except LookupError:
        fields = {}
    out = []
    for card in scenario.cards.values():
        words = [
            value_words(catalog, key, value, fields.get(key), lang)
            for key, value in entries(card).items()
            if key not in ("name", "line") and _worth(value, fields.get(key))
        ]
        out.append({"name": card.name, "words": words})
    return out


# ------------------------------------------------------------------------------ a ruling


def ruling(
    verdict: Verdict,
    scenario: Scenario[Any, Any],
    lang: str,
    cite: Callable[[str], dict[str, Any]],
) -> dict[str, Any]:
    """Everything a ruling page shows, in the page's language (``cite``: a clause id → its
    link entry)."""
    from judge.render.verdict import assumption_json, reason_word

    catalog = plain.words(verdict.game)
    said = plain.answers(verdict, lang)
    reasons = []
    for r in verdict.reasons:
        named = plain.subject(verdict, r, lang)
        answer_like = named != plain.name(verdict, r.subject, lang) and " → " not in named
        reasons.append(
            {
                "holds": r.holds,
                "subject": named,
                # a reason named for an answer key says its outcome in the subject already
                "word": "" if answer_like else reason_word(r.kind, r.holds, lang),
                "text": r.text(verdict.catalog, lang),
                "cites": [cite(c) for c in r.cites],
                "looked": [cite(c) for c in r.looked_at],
            }
        )
    return {
        "answers": [
            {
                "head": s.head,
                "because": s.because,
                "cites": [cite(c) for c in s.cites],
                "looked": s.looked,
            }
            for s in said
        ],
        "sentence": said[0].sentence if said else "",
        "reasons": reasons,
        "looked_word": Phrase("looked-at").text({}, lang),
        "assumptions": [assumption_json(verdict.game, a, lang) for a in verdict.assumptions],
        "situation": situation(scenario, catalog, lang),
        "cards": cards(scenario, catalog, lang),
    }


# ------------------------------------------------------------------------------ clause text


def blocks(lines: Sequence[list[dict[str, Any]]], raw: Sequence[str]) -> list[dict[str, Any]]:
    """A clause's lines as blocks: runs of ``| a | b |`` lines as one table (its first row the
    header; a ``|---|`` row is dropped), any other line a paragraph."""
    out: list[dict[str, Any]] = []
    for parts, text in zip(lines, raw, strict=True):
        if text.lstrip().startswith("|") and text.rstrip().endswith("|"):
            if re.fullmatch(r"\s*\|[\s:|-]*\|\s*", text):
                continue  # a separator row
            row = _cells(parts)
            if out and out[-1]["kind"] == "table":
                out[-1]["rows"].append(row)
            else:
                out.append({"kind": "table", "head": row, "rows": []})
        else:
            out.append({"kind": "p", "parts": parts})
    return out


def _cells(parts: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """A table line's parts cut at its ``|`` into cells (the outer bars dropped)."""
    cells: list[list[dict[str, Any]]] = [[]]
    for part in parts:
        if "ref" in part:
            cells[-1].append(part)
            continue
        pieces = part["text"].split("|")
        for index, piece in enumerate(pieces):
            if index:
                cells.append([])
            if piece:
                cells[-1].append({**part, "text": piece})
    if cells and not "".join(p["text"] for p in cells[0]).strip():
        cells = cells[1:]
    if cells and not "".join(p["text"] for p in cells[-1]).strip():
        cells = cells[:-1]
    for cell in cells:
        if cell and "ref" not in cell[0]:
            cell[0] = {**cell[0], "text": cell[0]["text"].lstrip()}
        if cell and "ref" not in cell[-1]:
            cell[-1] = {**cell[-1], "text": cell[-1]["text"].rstrip()}
    return cells


class TermLinks:
    """Links from clause text to the glossary: the first use of each defined term in a clause
    (any word form: words compared as stems), never inside a reference."""

    def __init__(self, terms: Iterable[tuple[tuple[str, ...], str]], language: str) -> None:
        from judge.search import analysis

        self.language = language
        self.terms = sorted(terms, key=lambda t: -len(t[0]))  # longest first
        # a cheap test before stemming a line: the folded start of each term's first word
        self.starts = {analysis.fold(stem)[:4] for stems, _ in self.terms for stem in stems[:1]}

    def link(self, lines: list[list[dict[str, Any]]]) -> list[list[dict[str, Any]]]:
        if not self.terms:
            return lines
        used: set[str] = set()
        return [self._line(parts, used) for parts in lines]

    def _line(self, parts: list[dict[str, Any]], used: set[str]) -> list[dict[str, Any]]:
        from judge.search import analysis

        out: list[dict[str, Any]] = []
        for part in parts:
            text = part["text"]
            folded = analysis.fold(text)
            if "ref" in part or not any(s in folded for s in self.starts):
                out.append(part)
                continue
            spans = [
                (start, end, token)
                for start, end, word in analysis.word_spans(text)
                if (token := analysis.token_of(word, self.language)) is not None
            ]
            at = 0
            index = 0
            while index < len(spans):
                found = self._match(spans, index, used)
                if found is None:
                    index += 1
                    continue
                length, anchor = found
                start, end = spans[index][0], spans[index + length - 1][1]
                if start > at:
                    out.append({"text": text[at:start]})
                out.append({"text": text[start:end], "term": anchor})
                used.add(anchor)
                at = end
                index += length
            if at < len(text):
                out.append({"text": text[at:]})
        return out

    def _match(
        self, spans: list[tuple[int, int, str]], index: int, used: set[str]
    ) -> tuple[int, str] | None:
        for stems, anchor in self.terms:
            if anchor in used:
                continue
            run = spans[index : index + len(stems)]
            if len(run) == len(stems) and all(s[2] == t for s, t in zip(run, stems, strict=True)):
                return len(stems), anchor
        return None
