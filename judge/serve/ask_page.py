"""The Ask page of a game: a question box (a GET form, so it works without JavaScript) and the
reply ``ask`` gives, shown for a phone in the game's language.

What the page shows, top down: the answer in plain words (``plain_words``: the one place that
says it), the deciding clauses linked to their pages on the site, what was understood — the
facts stated, those taken for granted (the assumptions), those left open — a link to download the
scenario it built (``judge resolve`` accepts it), then the closest clauses. A question that is not
read as a situation shows the closest ruling, linked to its page, and the closest clauses.

The page is rendered from ``templates/`` by Jinja2 with autoescape; ``static/ask.js`` (no inline
script: the CSP forbids it) fetches the same URL and puts its answer in place.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import quote, urlencode

from judge.search.index import NOTHING

if TYPE_CHECKING:
    from jinja2 import Environment

    from judge.ask.cases import Reply
    from judge.ask.reply import Answer
    from judge.serve.api import State

HERE = Path(__file__).resolve().parent

#: the page's words; rulebook text and reasons come in the rulebook's own language
LABELS: Mapping[str, Mapping[str, str]] = {
    "title": {"ru": "Вопрос по правилам", "hu": "Kérdés a szabályokról", "en": "Ask the rules"},
    "home": {"ru": "Правила", "hu": "Szabályok", "en": "Rules"},
    "question": {"ru": "Ваш вопрос", "hu": "Az ön kérdése", "en": "Your question"},
    "placeholder": {
        "ru": "Может ли летающее существо защищать…",
        "hu": "Támadhat-e két lény egy lényre…",
        "en": "Can a flying creature defend…",
    },
    "ask": {"ru": "Спросить", "hu": "Kérdezem", "en": "Ask"},
    "hint": {
        "ru": "Опишите ситуацию своими словами: кто, что делает, с кем.",
        "hu": "Írja le a helyzetet a saját szavaival: ki, mit tesz, kivel.",
        "en": "Describe the situation in your own words: who does what to whom.",
    },
    "answer": {"ru": "Ответ", "hu": "Válasz", "en": "Answer"},
    "clauses": {"ru": "Пункты", "hu": "Pontok", "en": "Clauses"},
    "understood": {"ru": "Что я понял", "hu": "Amit megértettem", "en": "What I understood"},
    "kind": {"ru": "Ситуация", "hu": "Helyzet", "en": "Situation"},
    "stated": {"ru": "Сказано", "hu": "Elhangzott", "en": "Stated"},
    "assumed": {
        "ru": "Допущения (не сказано, принято)",
        "hu": "Feltételezések (nem hangzott el)",
        "en": "Assumptions (not stated, taken)",
    },
    "unstated": {"ru": "Не сказано", "hu": "Nem derül ki", "en": "Not stated"},
    "needs": {
        "ru": "Чтобы ответить, уточните",
        "hu": "A válaszhoz adja meg",
        "en": "To answer, say",
    },
    "read-as": {"ru": "Прочитано как", "hu": "Így olvasva", "en": "Read as"},
    "scenario": {"ru": "Сценарий", "hu": "Forgatókönyv", "en": "Scenario"},
    "download": {
        "ru": "Скачать сценарий (judge resolve примет его)",
        "hu": "A forgatókönyv letöltése (judge resolve elfogadja)",
        "en": "Download the scenario (judge resolve accepts it)",
    },
    "closest": {"ru": "Ближайшие пункты", "hu": "Legközelebbi pontok", "en": "Closest clauses"},
    "not-situation": {
        "ru": "Вопрос не прочитан как ситуация известного вида. Ближайший разбор и пункты:",
        "hu": "A kérdést nem sikerült ismert helyzetként értelmezni. A legközelebbi döntés és "
        "pontok:",
        "en": "The question was not read as a situation of a known kind. The closest ruling "
        "and clauses:",
    },
    "nothing": NOTHING,
    "ruling": {"ru": "Ближайший разбор", "hu": "Legközelebbi döntés", "en": "Closest ruling"},
    "term": {"ru": "Термин", "hu": "Fogalom", "en": "Term"},
    "defined-in": {"ru": "Определён в", "hu": "Meghatározza", "en": "Defined in"},
    "variants": {"ru": "Как ещё говорят", "hu": "Más szóval", "en": "Also said"},
    "used-in": {"ru": "Где встречается", "hu": "Előfordul", "en": "Used in"},
    "error": {"ru": "Не получилось", "hu": "Nem sikerült", "en": "Could not answer"},
    "working": {"ru": "Думаю…", "hu": "Gondolkodom…", "en": "Thinking…"},
}


def labels(lang: str) -> dict[str, str]:
    """Every label in one language, English where a word is missing."""
    return {key: words.get(lang) or words["en"] for key, words in LABELS.items()}


@functools.cache
def environment() -> Environment:
    """The page templates (Jinja2, autoescape on)."""
    from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

    return Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(default_for_string=True, default=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )


# ------------------------------------------------------------------------ the answer in words


def plain_words(reply: Reply | Answer) -> list[str]:
    """The answer in plain words of the question's language, one line per statement.

    The one place the page says the answer: for now the answer of ``ask``'s own text reply —
    for a situation, its lines before what was understood (the answer in words, then the cases
    or reasons with their clauses); for the FAQ's closest ruling, the verdict's answer line and
    one line per reason. When ``judge.render.plain`` (a verdict in one sentence) lands, this is
    the call to switch.
    """
    from judge.engine.verdict import Phrase
    from judge.render.situation import WORDS, reply_text
    from judge.render.verdict import verdict_text
    from judge.serve.api import is_situation

    if is_situation(reply):
        situation = reply.situation  # type: ignore[union-attr]
        lines = reply_text(reply, ("", "")).splitlines()  # type: ignore[arg-type]
        understood = WORDS.get(situation.language, WORDS["ru"])["understood"]
        end = next((n for n, line in enumerate(lines) if line.startswith(understood)), None)
        return [line.strip() for line in lines[:end] if line.strip()]
    verdict = reply.verdict  # type: ignore[union-attr]
    if verdict is None:
        return []
    text = verdict_text(verdict, width=1_000_000)
    word = Phrase("answer").text(verdict.catalog, verdict.language)
    return _answer_block(text.splitlines(), word + ":")


def _answer_block(lines: Sequence[str], head: str) -> list[str]:
    """The line starting with ``head`` (without it) and the indented lines under it (all lines
    when no line starts so: the reply is then shown whole rather than lost)."""
    for start, line in enumerate(lines):
        if line.startswith(head):  # (the page's heading says "answer" already)
            block = [line[len(head) :].strip()]
            for more in lines[start + 1 :]:
                if not more.startswith("  "):
                    break
                block.append(more.strip())
            return block
    return [line for line in lines if line.strip()]


def linked(text: str, ids: Sequence[str], href: Mapping[str, str]) -> list[dict[str, str | None]]:
    """``text`` cut into plain parts and clause numbers from ``ids`` (each with its ``href``),
    a number only where it stands alone (``514.6`` in ``(514.1, 514.6)``, not in ``514.61``)."""
    known = sorted((i for i in ids if i in href), key=len, reverse=True)
    if not known:
        return [{"text": text, "href": None}]
    pattern = re.compile(r"(?<![\w.])(" + "|".join(re.escape(i) for i in known) + r")(?![\w]|\.\w)")
    parts: list[dict[str, str | None]] = []
    at = 0
    for found in pattern.finditer(text):
        if found.start() > at:
            parts.append({"text": text[at : found.start()], "href": None})
        parts.append({"text": found.group(1), "href": href[found.group(1)]})
        at = found.end()
    if at < len(text):
        parts.append({"text": text[at:], "href": None})
    return parts


def marked(snippet: str) -> list[dict[str, Any]]:
    """A snippet whose matched words are between NUL and SOH, as parts with ``mark`` set."""
    parts = []
    for piece in snippet.split("\x00"):
        word, sep, rest = piece.partition("\x01")
        if sep:
            parts.append({"text": word, "mark": True})
            piece = rest
        if piece:
            parts.append({"text": piece, "mark": False})
    return parts


# ------------------------------------------------------------------------ the page


def page(state: State, game: str, question: str | None, error: str | None = None) -> str:
    """The Ask page of ``game``: the box, and the reply to ``question`` when there is one (or
    the one-line ``error`` a bad question got)."""
    from judge import games

    lang = games.language_of(game)
    context: dict[str, Any] = {
        "lang": lang,
        "L": labels(lang),
        "game": game,
        "root": "../",
        "site": bool(state.clause_urls),
        "question": question or "",
        "error": error,
        "reply": None,
        "term": None,
    }
    if question and error is None:
        from judge.serve.api import ask_reply

        term = _term_view(state, game, question)
        if term is not None:  # "что такое защитник?": the term, as ``judge define`` gives it
            context["term"] = term
        else:
            reply = ask_reply(state, question, game, 3)
            context["reply"] = reply_view(state, game, reply, question)
    return environment().get_template("ask.html").render(**context)


def _term_view(state: State, game: str, question: str) -> list[dict[str, Any]] | None:
    """A "what is X?" question's terms (``judge ask`` answers it as ``judge define X``): each
    with its definition where the rulebook has one, its variants, the clauses defining and
    using it (linked); None when the question asks no term of the loaded games."""
    from judge.search.glossary import defined_if_any
    from judge.search.terms import asked_term

    asked = asked_term(question)
    found = defined_if_any(state.book, asked, game=game) if asked else []
    if not found:
        return None
    return [
        {
            "term": d.term.term,
            "definition": d.entry.text if d.entry else None,
            "variants": ", ".join(d.term.variants),
            "defined_in": _cites(state, game, [h.id for h in d.defined_in]),
            "used_in": [
                {
                    "id": h.id,
                    "href": clause_href(state, h.game, h.id, h.document),
                    "snippet": marked(h.snippet(("\x00", "\x01"))),
                }
                for h in d.used_in
            ],
        }
        for d in found
    ]


def clause_href(state: State, game: str, clause_id: str, document: str | None = None) -> str:
    """Where a clause of ``game`` is shown: its page on the site (relative to the Ask page),
    else the API's ``show``."""
    url = state.clause_urls.get((document or game, clause_id))
    if url is None and document is not None:
        url = state.clause_urls.get((game, clause_id))
    if url is not None:
        return "../" + url
    return "../api/show/" + quote(clause_id, safe="") + "?" + urlencode({"game": game})


def reply_view(state: State, game: str, reply: Reply | Answer, question: str) -> dict[str, Any]:
    """What the template shows of a reply."""
    from judge.serve.api import is_situation

    clauses = [
        {
            "id": hit.id,
            "title": hit.title,
            "document": hit.document,
            "snippet": marked(hit.snippet(("\x00", "\x01"))),
            "href": clause_href(state, hit.game, hit.id, hit.document),
        }
        for hit in reply.clauses
    ]
    view: dict[str, Any] = {"situation": is_situation(reply), "clauses": clauses}
    if is_situation(reply):
        view.update(_situation_view(state, game, reply, question))  # type: ignore[arg-type]
    else:
        view.update(_fallback_view(state, game, reply))  # type: ignore[arg-type]
    return view


def _cites(state: State, game: str, ids: Sequence[str]) -> list[dict[str, str]]:
    return [{"id": i, "href": clause_href(state, game, i)} for i in dict.fromkeys(ids)]


def _words(state: State, game: str, lines: list[str], ids: Sequence[str]) -> list[Any]:
    href = {i: clause_href(state, game, i) for i in ids}
    return [linked(line, list(href), href) for line in lines]


def _situation_view(state: State, game: str, reply: Reply, question: str) -> dict[str, Any]:
    from judge.ask.situation import say

    s = reply.situation
    ids = [*reply.cites, *(c for case in reply.cases for c in case.cites)]
    ids += [c for *_, cites in reply.reasons for c in cites]
    return {
        "words": _words(state, game, plain_words(reply), ids),
        "cites": _cites(state, game, reply.cites),
        "kind": f"{s.game} · {s.kind}",
        "stated": say(s, s.stated) if s.stated else "",
        "assumed": say(s, s.assumed) if s.assumed else "",
        "unstated": say(s, s.unstated) if s.unstated else "",
        "needs": ", ".join(reply.needs),
        "read_as": ", ".join(s.read_as),
        "scenario_yaml": scenario_text(reply),
        "scenario_href": "ask/scenario.yaml?" + urlencode({"q": question}),
    }


def _fallback_view(state: State, game: str, answer: Answer) -> dict[str, Any]:
    from judge.config import shown
    from judge.render.verdict import assumption_json

    view: dict[str, Any] = {
        "matched": answer.matched,
        "ruling": None,
        "words": [],
        "cites": [],
        "assumptions": [],
    }
    verdict = answer.verdict
    if verdict is None:
        return view
    ids = [*verdict.cites, *(c for r in verdict.reasons for c in r.cites)]
    scenario = answer.scenarios[0].scenario
    path = shown(scenario.path)
    view.update(
        words=_words(state, game, plain_words(answer), ids),
        cites=_cites(state, game, verdict.cites),
        ruling={
            "title": scenario.title or scenario.question or path,
            "href": "../" + state.ruling_urls[path] if path in state.ruling_urls else None,
        },
        assumptions=[
            assumption_json(verdict.game, a, verdict.language)["text"] for a in verdict.assumptions
        ],
    )
    return view


def scenario_text(reply: Reply) -> str:
    """The scenario ``ask`` built from the question, as ``judge ask --save`` writes it (a file
    ``judge resolve`` accepts)."""
    from judge.ask.cases import scenario_yaml

    return scenario_yaml(reply.scenario)
