"""Noise and self-corrections in a question.

Numbers that tell where and when a story happened (``5. asztal``, ``стол 12``, ``13:47``,
``3. forduló``) count no cards: they are dropped before the question is read.

A passage a question quotes from the rules (``В правилах: «защитника можно назначить только
от простого небезответного удара»``, ``a Kódex szerint: „…”``) says what the rules say, not
what happened at the table: it is dropped too (what a card says, ``на карте написано «…»``,
is kept — it is the card's).

Self-corrections in a question (``Монах на D3 нет стоп на C3``, ``az Őrtornyát, nem, várj, a
Kőfalát``): the player takes back what they said and says it again, as people do in chat and
in voice messages typed out by a phone. The words after the correction replace the like words
before it, so the reader sees only what the player meant.

"Like" is read from the words' shapes, not from a list of the game's words: the same word or
stem (``Héjával … a Héja``), two cells (``D3 … C3``), or two words of one form — both names or
both not, with the same ending (``Őrtornyát … Kőfalát``, ``медленная … быстрая``). Where no
like word stands shortly before the correction, nothing is taken back (``стоп, а если …`` asks
something new).
"""

from __future__ import annotations

from collections.abc import Sequence

from judge.ask.morph import CELL
from judge.search import analysis

#: what says "I take it back", as folded words (commas between them allowed)
_MARKERS: tuple[tuple[str, ...], ...] = (
    ("нет", "стоп"),
    ("стоп", "нет"),
    ("ой", "нет"),
    ("стоп",),
    ("вернее",),
    ("точнее",),
    ("nem", "varj"),
    ("varj", "nem"),
    ("varj",),
    ("bocs",),
    ("bocsi",),
    ("helyesebben",),
    ("pardon",),
    # ``a Bikával vagyis nem a Bikával hanem a Kossal``: the words up to ``hanem`` go too
    ("vagyis", "nem"),
    ("azaz", "nem"),
    ("marmint", "nem"),
    ("ой", "не"),
)
#: after a correction that ends in a negation, the word that says the right one instead
_INSTEAD = frozenset(("hanem", "а"))
#: words that may stand between a correction and what it says again: pronouns, articles,
#: prepositions, a negation (``нет стоп она не летает``, ``nem, várj, az nem passzív``)
_LEADING = frozenset(
    ("она", "он", "оно", "они", "это", "на", "в", "во", "с", "со", "из", "к", "у", "не", "а")
    + ("и", "ну", "a", "az", "egy", "nem", "is", "o", "csak", "szoval", "tehat", "hanem")
)
#: how many words before a correction the word it replaces may stand
_REACH = 6
_STOPS = frozenset(".!?\n")
_CLAUSE_ENDS = frozenset(",;:.!?—–")


def _words(tokens: Sequence[str], at: int) -> bool:
    return tokens[at][:1].isalnum()


def _marker(folded: Sequence[str], tokens: Sequence[str], at: int) -> int:
    """Where a correction that begins at ``at`` ends (0 when none begins there)."""
    for marker in _MARKERS:
        end, n = at, 0
        while n < len(marker) and end < len(tokens):
            if tokens[end] == "," and n:
                end += 1
                continue
            if folded[end] != marker[n]:
                break
            end, n = end + 1, n + 1
        if n == len(marker):
            return end
    return 0


def _like(before: str, after: str) -> bool:
    """Whether ``after`` says again what ``before`` said (a cell, a word, a word of one form)."""
    if CELL.match(before) or CELL.match(after):
        return bool(CELL.match(before) and CELL.match(after))
    a, b = analysis.fold(before), analysis.fold(after)
    if len(a) < 4 or len(b) < 4:
        return a == b
    if a[:4] == b[:4]:
        return True
    return before[0].isupper() == after[0].isupper() and a[-2:] == b[-2:]


def corrected(tokens: list[str], at: list[int]) -> tuple[list[str], list[int]]:
    """The tokens (and where each begins) with each self-correction's taken-back words and the
    correction itself dropped."""
    folded = [analysis.fold(t) if t[:1].isalnum() else t for t in tokens]
    n = 0
    while n < len(tokens):
        end = _marker(folded, tokens, n) if _words(tokens, n) else 0
        if not end:
            n += 1
            continue
        while end < len(tokens) and tokens[end] == ",":
            end += 1
        said = None  # ``vagyis nem a Bikával, hanem a Kossal``: the word taken back, said again
        if folded[end - 1] in ("nem", "не"):
            instead = next(
                (i for i in range(end, min(len(tokens), end + 5)) if folded[i] in _INSTEAD), None
            )
            if instead is None:
                n = end
                continue
            said = _first_word(tokens, folded, end, instead)
            end = instead + 1
            while end < len(tokens) and tokens[end] == ",":
                end += 1
        then = _first_word(tokens, folded, end, len(tokens))
        like = said if said is not None else then
        start = _taken_back(tokens, folded, n, like) if like < len(tokens) else None
        if start is None:
            n = end
            continue
        # the words before the replaced one that lead the new one too (``на D3 … на C3``)
        lead = [f for f in folded[end:then] if f != ","]
        while lead and start and folded[start - 1] == lead[-1]:
            start, lead = start - 1, lead[:-1]
        del tokens[start:end], at[start:end], folded[start:end]
        n = start
    return tokens, at


def _first_word(tokens: Sequence[str], folded: Sequence[str], start: int, stop: int) -> int:
    """The first word from ``start`` (before ``stop``) that is no leading word nor comma;
    ``stop`` when there is none."""
    at = start
    while at < stop and (folded[at] in _LEADING or tokens[at] == ","):
        at += 1
    return at


def _taken_back(tokens: Sequence[str], folded: Sequence[str], marker: int, then: int) -> int | None:
    """The nearest word before a correction at ``marker`` like the word it says at ``then``."""
    if not _words(tokens, then):
        return None
    seen = 0
    for i in range(marker - 1, -1, -1):
        if tokens[i] in _STOPS:
            return None
        if not _words(tokens, i):
            continue
        seen += 1
        if seen > _REACH:
            return None
        if folded[i] not in _LEADING and _like(tokens[i], tokens[then]):
            return i
    return None


#: nouns a number beside tells where or when a story is (a table, a round), folded beginnings
_WHERE_WHEN = ("asztal", "fordulo", "стол", "тур", "раунд", "table", "round")


#: the words that introduce a quotation from the rules (folded beginnings)
_RULES = ("правил", "кодекс", "szabaly", "kodex", "rulebook", "rules")
#: words of a card's printed text (folded beginnings): what is quoted right after one with a
#: condition in it is the card's text, whose effect the rules' clauses do not give — no fact
#: of the story (``на карте написано «… если …»``, ``a lapján: „Ez az építmény passzív, amíg
#: …”``); a text that names a term (``написано «выстрел»``) is read
_PRINTED = ("текст", "написан", "lapjan", "lapja", "szoveg", "kartyan")
_PRINTED_REACH = 3
#: words of a condition (folded): a card's text with one says when something is so, which the
#: story does not tell (``„Ha üres az őrposztod, ez az építmény passzív.”``)
_CONDITIONAL = frozenset(("ha", "amig", "amikor", "если", "пока", "когда", "while", "if"))
#: quotation marks: opening → closing
_QUOTES = {"«": "»", "„": "”", "“": "”", '"': '"'}
#: how many words before a quotation may stand between it and the word of the rules
_QUOTED_REACH = 4


def without_rule_quotes(
    question: str, tokens: list[str], at: list[int]
) -> tuple[list[str], list[int]]:
    """The tokens without the passages quoted from the rules or from a card's printed text: a
    quotation a word of the rules stands shortly before (``в правилах написано: «…»``), or a
    word of a card's text right before (``на карте написано «…»``, ``a lapján: „…”``), with
    where each kept token begins."""
    drop: set[int] = set()
    start = 0
    while (opening := _next_quote(question, start)) >= 0:
        closing = question.find(_QUOTES[question[opening]], opening + 1)
        if closing < 0:
            break
        before = [analysis.fold(t) for t, a in zip(tokens, at, strict=True) if a < opening]
        words = [w for w in before if w[:1].isalpha()][-_QUOTED_REACH:]
        # (a thread's title that asks, ``Тема: «Можно ли ударить Голема?» … Можно его …?``,
        # where the post asks again)
        title = words[-1:] in (["тема"], ["tema"], ["re"]) and "?" in question[opening:closing]
        title = title and "?" in question[closing:]
        printed = any(w.startswith(_PRINTED) for w in words[-_PRINTED_REACH:])
        quoted = {analysis.fold(w) for w in question[opening + 1 : closing].split()}
        printed = printed and bool(quoted & _CONDITIONAL)  # (``«выстрел»``: the text names it)
        if any(w.startswith(_RULES) for w in words) or title or printed:
            drop.update(n for n, a in enumerate(at) if opening < a < closing)
        start = closing + 1
    for start, end in _quoted_rule_lines(question):
        drop.update(n for n, a in enumerate(at) if start <= a < end)
    kept = [n for n in range(len(tokens)) if n not in drop]
    return [tokens[n] for n in kept], [at[n] for n in kept]


#: words of a rule (folded, whole): a line quoted from another post (``> …``) that says one
#: states what someone holds the rules to be, no fact of the story (``> Перенаправить атаку
#: можно, это разрешено правилами``)
_RULE_SAYING = frozenset(
    "можно нельзя разрешено запрещено всегда никогда lehet szabad tilos mindig soha".split()
)


def _quoted_rule_lines(question: str) -> list[tuple[int, int]]:
    """Where each line quoted from another post (it begins with ``>``) that says a rule, and
    asks nothing, begins and ends."""
    out = []
    start = 0
    for line in question.splitlines(keepends=True):
        if line.lstrip().startswith(">") and "?" not in line:  # (a question quoted: asked)
            said = {analysis.fold(w) for w in analysis.words(line)}
            if said & _RULE_SAYING:
                out.append((start, start + len(line)))
        start += len(line)
    return out


def _next_quote(question: str, start: int) -> int:
    """Where the next opening quotation mark stands from ``start`` (-1: none)."""
    found = [i for i in (question.find(q, start) for q in _QUOTES) if i >= 0]
    return min(found, default=-1)


#: the words before a time a video shows that go with it (``на 14:20``, ``a 28:10-nél``)
_AT_TIME = frozenset(("на", "в", "во", "около", "после", "до", "a", "az", "kb"))


def _time(tokens: Sequence[str], n: int) -> range:
    """The tokens of the time beginning at ``n`` (``1:14:03``), with the preposition or article
    before it."""
    end = n + 1
    while end + 1 < len(tokens) and tokens[end] == ":" and tokens[end + 1][:1].isdigit():
        end += 2
    start = n - 1 if n and analysis.fold(tokens[n - 1]) in _AT_TIME else n
    return range(start, end)


def without_noise(tokens: list[str], at: list[int]) -> tuple[list[str], list[int]]:
    """The tokens without the numbers of a table or a round (``5. asztal``, ``стол 12``),
    without times of day (``13:47``) and without the filler ``типа`` where it begins a clause
    (``типа мой Кабан бьёт …``: no word of a type), with where each kept token begins."""
    drop: set[int] = set()
    for n, token in enumerate(tokens):
        if token.lower() == "типа" and (not n or tokens[n - 1] in _CLAUSE_ENDS):
            drop.add(n)
        if not token[:1].isdigit():
            continue
        after = n + 1 + (n + 1 < len(tokens) and tokens[n + 1] == ".")
        if after < len(tokens) and analysis.fold(tokens[after]).startswith(_WHERE_WHEN):
            drop.update(range(n, after))  # ``5. asztal``: the number and its stop
        elif n and analysis.fold(tokens[n - 1]).startswith(_WHERE_WHEN):
            drop.add(n)  # ``стол 12``
        elif n + 2 < len(tokens) and tokens[n + 1] == ":" and tokens[n + 2][:1].isdigit():
            drop.update(_time(tokens, n))  # ``13:47``, ``на 1:14:03``, ``a 28:10-nél``
    if not drop:
        return tokens, at
    kept = [n for n in range(len(tokens)) if n not in drop]
    return [tokens[n] for n in kept], [at[n] for n in kept]
