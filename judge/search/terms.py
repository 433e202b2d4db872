"""Game vocabulary: how players say the rulebook's terms, kept as data for rules editors.

Each game folder may hold a ``terms.yaml`` (``judge/games/<game>/terms.yaml``)::

    game: berserk
    language: ru
    terms:
      - term: летающее существо        # the rulebook's own wording
        variants: [летун, флаер]        # slang, abbreviations, synonyms, other spellings
        clause: "514.5"                 # optional: the clause that defines it

A query word (or run of words) that is a variant is searched as the term too (``летун`` finds
the clauses about «летающее существо»); ``judge define`` shows a term with its variants and
the clauses that use it, and ``judge lint`` checks that every term occurs in the rulebook
(both in ``judge.search.glossary``).

Variants and terms are compared as stems, so one form of each is enough. The parsed and stemmed
files are cached in a marshal keyed by the files' content hash: PyYAML and the stemmer are
imported only when a file has changed.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

from judge.search import analysis

GAMES_DIR = Path(__file__).resolve().parent.parent / "games"
#: the keys of one entry, and of the file
ENTRY_KEYS = ("term", "variants", "clause")
FILE_KEYS = ("game", "language", "terms", "names")
#: keys a terms file may leave out
_OPTIONAL_KEYS = ("names",)


class Term(NamedTuple):
    """One rulebook term of a game with the ways players say it."""

    game: str
    language: str
    term: str
    variants: tuple[str, ...]
    #: the clause that defines the term, when the terms file names one
    clause: str | None
    #: the terms file and the line the entry starts on
    source: str
    line: int
    #: the term's stems (stop words dropped), and each variant's
    tokens: tuple[str, ...]
    variant_tokens: tuple[tuple[str, ...], ...]


# ------------------------------------------------------------------------------------ loading


def term_files(root: Path = GAMES_DIR) -> list[Path]:
    """The terms files of the bundled games, in folder order (``os.scandir``: a first
    ``Path.glob`` costs milliseconds of start-up)."""
    import os

    try:
        folders = sorted(entry.path for entry in os.scandir(root) if entry.is_dir())
    except OSError:
        return []
    return [
        Path(folder, "terms.yaml") for folder in folders if os.path.isfile(f"{folder}/terms.yaml")
    ]


@cache
def load_terms(root: Path = GAMES_DIR) -> tuple[Term, ...]:
    """Every term of every game's terms file."""
    return tuple(Term(*row) for row in _stored(root)["rows"])


@cache
def _stored(root: Path = GAMES_DIR) -> dict[str, Any]:
    """The parsed terms files as stored in the cache, keyed by the files' content: the rows of
    every term, and what query expansion needs ready-made (the variants by first stem, the
    stems per game), so that a search reads them without a loop over the entries."""
    import marshal

    from judge import cache as disk

    files = [(path, path.read_bytes()) for path in term_files(root)]
    # CRC-32 per file with its folder and size: enough to notice an edit, and zlib costs no
    # start-up time where hashlib's OpenSSL would cost milliseconds
    digest = 0
    for path, data in files:
        digest = zlib.crc32(f"{path.parent.name}\0{len(data)}\0".encode(), digest)
        digest = zlib.crc32(data, digest)
    entry = disk.entry(disk.TERMS, str(len(files)), f"{digest:08x}")
    cached = disk.load(entry, _unpack)
    if cached is not None:
        return cached
    read = [read_terms_file(data, _shown(path)) for path, data in files]
    terms = [t for file in read for t in file.terms]
    names = {file.game: list(file.names) for file in read if file.names}
    by_first: dict[str, list[tuple[tuple[str, ...], int]]] = {}
    words: dict[str, list[str]] = {}
    for n, term in enumerate(terms):
        for stems in (*term.variant_tokens, term.tokens):
            by_first.setdefault(stems[0], []).append((stems, n))
            words.setdefault(term.game, []).extend(stems)
    for found in by_first.values():
        found.sort(key=lambda item: -len(item[0]))  # longest run first
    stored: dict[str, Any] = {
        "rows": [tuple(t) for t in terms],
        "by_first": by_first,
        "words": {game: sorted(set(stems)) for game, stems in words.items()},
        "names": names,
    }
    disk.store(entry, marshal.dumps(stored))
    return stored


def _unpack(data: bytes) -> dict[str, Any]:
    """The stored terms, their shape checked (anything else raises: read the files again)."""
    import marshal

    stored = marshal.loads(data)
    if not (
        isinstance(stored, dict)
        and isinstance(stored.get("rows"), list)
        and all(isinstance(row, tuple) and len(row) == len(Term._fields) for row in stored["rows"])
        and isinstance(stored.get("by_first"), dict)
        and isinstance(stored.get("words"), dict)
        and isinstance(stored.get("names"), dict)
    ):
        raise ValueError("not a terms table")
    return stored


def forget() -> None:
    """Drop the terms read in this process (the next use reads them again, from the cache
    when the files are unchanged)."""
    load_terms.cache_clear()
    _stored.cache_clear()


def _shown(path: Path) -> str:
    from judge.config import shown

    return shown(path)


class TermsFile(NamedTuple):
    """One game's terms file: the game, its language, the names players call the game by in a
    query (folded words: ``берсерк герои``, ``hkk``), and its terms."""

    game: str
    language: str
    names: tuple[tuple[str, ...], ...]
    terms: list[Term]


def parse_terms(data: bytes | str, where: str) -> list[Term]:
    """The entries of one terms file; a malformed file is a RulebookError naming line and key."""
    return read_terms_file(data, where).terms


def read_terms_file(data: bytes | str, where: str) -> TermsFile:
    """One terms file read whole (``parse_terms``: its entries only)."""
    from judge.errors import RulebookError
    from judge.yamlnodes import compose, did_you_mean, line_of

    root = compose(data, where)

    def fail(node: Any, key: str, message: str) -> RulebookError:
        return RulebookError(f"{key}: {message}", path=where, line=line_of(node))

    def mapping(node: Any, key: str, allowed: tuple[str, ...]) -> dict[str, Any]:
        if not hasattr(node, "value") or not isinstance(node.value, list) or node.tag[-3:] != "map":
            raise fail(node, key or "(top)", "expected a mapping")
        found = {}
        for k, v in node.value:
            if k.value not in allowed:
                hint = did_you_mean(k.value, allowed).strip().strip("()")
                raise fail(
                    k,
                    f"{key}.{k.value}" if key else k.value,
                    f"unknown key (allowed: {', '.join(allowed)}{'; ' + hint if hint else ''})",
                )
            found[k.value] = v
        return found

    def text(node: Any, key: str) -> str:
        if node.tag.endswith("float"):
            raise fail(node, key, f"write {node.value} in quotes (a number would lose digits)")
        if node.tag[-3:] != "str" and node.tag[-3:] != "int" or not str(node.value).strip():
            raise fail(node, key, "expected a non-empty text")
        return str(node.value).strip()

    top = mapping(root, "", FILE_KEYS)
    for key in FILE_KEYS:
        if key not in top and key not in _OPTIONAL_KEYS:
            raise fail(root, key, "missing (a terms file has game, language and terms)")
    game = text(top["game"], "game")
    language = text(top["language"], "language")
    if language not in analysis.SNOWBALL:
        allowed = ", ".join(analysis.SNOWBALL)
        raise fail(top["language"], "language", f"unknown language (allowed: {allowed})")
    names: list[str] = []
    if "names" in top:
        if top["names"].tag[-3:] != "seq":
            raise fail(top["names"], "names", "expected a list of the game's names")
        names = [text(v, f"names[{i}]") for i, v in enumerate(top["names"].value)]
    if top["terms"].tag[-3:] != "seq":
        raise fail(top["terms"], "terms", "expected a list of entries")
    terms = []
    for n, node in enumerate(top["terms"].value):
        key = f"terms[{n}]"
        entry = mapping(node, key, ENTRY_KEYS)
        if "term" not in entry:
            raise fail(node, f"{key}.term", "missing (the rulebook's own wording)")
        term = text(entry["term"], f"{key}.term")
        variants: list[str] = []
        if "variants" in entry:
            seq = entry["variants"]
            if seq.tag[-3:] != "seq":
                raise fail(seq, f"{key}.variants", "expected a list of words")
            variants = [text(v, f"{key}.variants[{i}]") for i, v in enumerate(seq.value)]
        clause = text(entry["clause"], f"{key}.clause") if "clause" in entry else None
        tokens = tuple(analysis.tokens(term, language))
        if not tokens:
            raise fail(entry["term"], f"{key}.term", "has no word that is not a stop word")
        variant_tokens = []
        for i, variant in enumerate(variants):
            stems = tuple(analysis.tokens(variant, language))
            if not stems:
                raise fail(
                    entry["variants"].value[i],
                    f"{key}.variants[{i}]",
                    "has no word that is not a stop word",
                )
            variant_tokens.append(stems)
            foreign = _foreign(variant, language)
            if foreign and foreign != stems:  # ``blocker``, ``support zone``: English words;
                variant_tokens.append(foreign)  # ``здание`` in Hungarian terms: Russian ones
        terms.append(
            Term(
                game,
                language,
                term,
                tuple(variants),
                clause,
                where,
                line_of(node),
                tokens,
                tuple(variant_tokens),
            )
        )
    folded = (tuple(analysis.fold(w) for w in analysis.words(name)) for name in names)
    return TermsFile(game, language, tuple(dict.fromkeys(n for n in folded if n)), terms)


def _foreign(variant: str, language: str) -> tuple[str, ...]:
    """The stems of a variant in another language than its file's: English for one in Latin
    letters (``blockers`` → ``blocker``), Russian for one in Cyrillic in a Hungarian file
    (``здания``: HKK asked in Russian), so that such a query finds its term; empty for other
    variants."""
    scripts = {analysis.script(w) for w in analysis.words(variant)}
    if scripts == {"latin"}:
        return tuple(analysis.tokens(variant, "en"))
    if scripts == {"cyrillic"} and language != "ru":
        return tuple(analysis.tokens(variant, "ru"))
    return ()


# ------------------------------------------------------------------------------------ expansion


class Expansions:
    """The variants of the terms of some games, by their first stem, for matching runs of
    query words."""

    def __init__(self, stored: dict[str, Any] | None = None, games: Iterable[str] = ()):
        self._games = frozenset(games)
        self._stored = stored if stored is not None else {"rows": [], "by_first": {}, "words": {}}
        self._stored.setdefault("names", {})
        #: every stem of a variant or a term of the games
        self.words: set[str] = set()
        for game in self._games:
            self.words.update(self._stored["words"].get(game, ()))

    def __bool__(self) -> bool:
        return bool(self.words)

    def match(self, tokens: list[str], start: int) -> tuple[int, list[Term]]:
        """The longest run of ``tokens`` from ``start`` that is a variant (or a term), and the
        terms it names: ``(length, terms)``, ``(0, [])`` when none."""
        best, named = 0, []
        rows = self._stored["rows"]
        first = tokens[start]
        found = list(self._stored["by_first"].get(first, ()))
        if len(first) > _LOOSE_STEM:  # (``героя`` → геро, ``герой`` → гер)
            found += self._stored["by_first"].get(first[:-1], ())
            found.sort(key=lambda item: -len(item[0]))
        for stems, n in found:
            size = len(stems)
            if size < best:
                break
            run = tuple(tokens[start : start + size])
            if rows[n][0] in self._games and _same_stems(run, stems) and n not in named:
                best = size
                named.append(n)
        return best, [Term(*rows[n]) for n in named]

    def game_named(self, folded: list[str]) -> tuple[str, int, int] | None:
        """The first game of these whose name a query's folded words say (``Berserk Heroes``),
        the longest name where several fit: ``(game, start, length)``; None when none does."""
        best: tuple[str, int, int] | None = None
        for game in sorted(self._games):
            for name in self._stored["names"].get(game, ()):
                size = len(name)
                for start in range(len(folded) - size + 1):
                    if tuple(folded[start : start + size]) == tuple(name):
                        if best is None or (start, -size) < (best[1], -best[2]):
                            best = (game, start, size)
                        break
        return best


#: the shortest stem a query's stem one letter longer may stand for: the stemmer cuts some
#: forms of a word one letter shorter than others (``героя`` → ``геро``, ``герой`` → ``гер``)
_LOOSE_STEM = 3


def _same_stems(run: tuple[str, ...], stems: tuple[str, ...]) -> bool:
    """Whether a run of a query's stems is a variant's: each the same, or — in a variant of
    several words, whose other words make the match sure — one letter longer than a stem of
    at least ``_LOOSE_STEM`` letters (the same word cut otherwise)."""
    if run == stems:
        return True
    return len(run) == len(stems) > 1 and all(
        a == b or len(b) >= _LOOSE_STEM and len(a) == len(b) + 1 and a.startswith(b)
        for a, b in zip(run, stems, strict=True)
    )


def expansions(games: Iterable[str] | None = None) -> Expansions:
    """The variants of the bundled terms of ``games`` (all when None)."""
    stored = _stored()
    return Expansions(stored, stored["words"] if games is None else games)


#: a game named after the term asked about (``a HKK-ban``, ``в Берсерке``, ``in HKK``)
_GAME_NAMED_AFTER = (
    r"\s+(?:(?:a|az|в|во|in)\s+)?(?:hkk|хкк|hatalom|берсерк|геро|berserk)[\w-]*(?:\s+\w+)?"
)

#: a question that only asks what a term is, in the players' languages: "что такое X?",
#: "кто такой X", "что значит X", "mi az a X?", "mit jelent X?", "what is a X?" (compiled
#: on first use: only a question led by one of ``_WHAT_IS_LEADS`` is matched against it)
_WHAT_IS = (
    r"^\s*(?:[\w-]+:\s*|(?:в|во)\s+(?:хкк|hkk|героях|берсерке)\s+)?"  # a game first (``HKK: …``)
    r"(?:(?:что|чт?[оеё]|шо)(?:\s+(?:в|у)\s+[«\"„]?[\w-]+[»\"”]?)?\s+(?:такое|значит|означает|называют|называется)"
    r"|что\s+(?:понимают|подразумевают)\s+под|кого\s+называют|кто\s+(?:такой|такая|такие)"
    r"|mi\s+az(?:\s+a)?|mik\s+azok(?:\s+a)?|mit\s+jelent(?:\s+az?)?"
    r"|[mk]it\s+(?:értünk|nevezünk)(?:\s+egy|\s+az?)?|mi\s+számít(?:\s+egy|\s+az?)?"
    r"|mitől\s+(?:lesz|válik|számít)(?:\s+egy|\s+az?)?"  # what makes one X
    r"|what\s+(?:is|are|does)(?:\s+an?|\s+the)?)"
    r"\s+[«\"'„“]?(?P<term>[^?!.«»\"'„“”]+?)[»\"'”]?"
    # a quoted term's game after it (``«…» в Берсерк Герои``), or its own word in the other
    # language in brackets (``«противник» существа (ellenfél)``: looked up by that word)
    r"(?:\s+(?:существа|lényé))?(?P<gloss>\s*\([^()?]+\))?"
    r"(?:\s+у\s+(?:существа|карты))?"  # (``что такое ellenfél (противник) у существа``)
    rf"(?:{_GAME_NAMED_AFTER})?"
    r"(?:\s+mean)?\s*[?!.]*\s*$"
)
#: (and players' ``че``/``чё``/``шо``: ``че такое быстрая атака``)
_WHAT_IS_LEADS = frozenset(("что", "кого", "кто", "mi", "mik", "mit", "kit", "mitől", "what"))
_WHAT_IS_LEADS |= {"че", "чё", "чо", "шо"}


@cache
def _what_is() -> re.Pattern[str]:
    return re.compile(_WHAT_IS, re.IGNORECASE)


#: Hungarian articles, no word of a term (``passzív egy építmény``)
_HU_ARTICLES = frozenset(("egy", "a", "az"))
#: the most words a term asked about has (a longer rest is a question of its own)
_TERM_WORDS = 4


def asked_term(question: str) -> str | None:
    """The term a "what is X?" question asks about, when that is all it asks (None else):
    ``что такое защитник?`` → ``защитник``; not ``что такое защитник? кто может защитить…``.
    The game it names after the term is no part of it (``… a HKK-ban?``, ``в Берсерке``); a
    follow-up that names no card (``Mi számít támadó lénynek? Ez itt, az már az?``) asks no
    more."""
    if not _WHAT_IS_LEADS & set(re.findall(r"\w+", question.lower())[:3]):
        return None  # (no question word leads it: the pattern is not even compiled)
    question = re.sub(_TITLE_DOT, r"\1 \2", question, flags=re.IGNORECASE)  # one title
    found = _what_is().match(question) or _what_is().match(_first_sentence(question))
    if found is None:
        return None
    term = _GAME_AFTER.sub("", found.group("term").strip())
    term = " ".join(w for w in term.split() if w.lower() not in _HU_ARTICLES)  # (``passzív egy
    # építmény``: the article between a quality and its noun)
    glossed = _GLOSS.search(found.group("gloss") or term)
    gloss = _GAME_AFTER.sub("", " " + glossed.group(1)).strip() if glossed else ""
    if gloss and _in_the_books_words(question, gloss):
        term = gloss  # ``В ХКК что значит «противник» (ellenfél)?``: the Kódex's own word
    return term if 0 < len(analysis.words(term)) <= _TERM_WORDS else None


#: a word in brackets (``разрушением (rombolás) здания``)
_GLOSS = re.compile(r"\(([^()]+)\)")


def _in_the_books_words(question: str, gloss: str) -> bool:
    """Whether a term's gloss in brackets is the word of the book of the game the question
    names: a Latin-letter word where it names HKK (whose Kódex is Hungarian)."""
    hkk = re.search(r"\b(?:hkk|хкк|hatalom)\b", question, re.IGNORECASE) is not None
    return hkk and analysis.script(gloss) != "cyrillic"


#: the title "Берсерк. Герои" with its dot, which would end a sentence (``… в Берсерк. Герои?``)
_TITLE_DOT = r"(берсерк)\s*\.\s*(геро)"
#: (the same, ending the words: cut from a term)
_GAME_AFTER = re.compile(_GAME_NAMED_AFTER + "$", re.IGNORECASE)


def _first_sentence(question: str) -> str:
    """A question's first sentence, when what follows it names no card (no capitalised word
    inside a sentence, no cell or number) and asks nothing of its own — a statement, or a
    question about the term pointed at (``Ez itt … az már az?``, ``Это тоже он?``): a
    follow-up about the same term; else ""."""
    first, mark, rest = question.partition("?")
    if not mark or not rest.strip():
        return ""
    inside = [w for sentence in re.split(r"[.!?]\s*", rest) for w in sentence.split()[1:]]
    if any(w[:1].isupper() or any(c.isdigit() for c in w) for w in inside):
        return ""
    lead = rest.split()[0].lower().strip(",")
    if lead in _ASKING or "?" in rest and lead not in _POINTING:
        return ""  # ``что такое защитник? кто может защитить …``: a question of its own
    return first + mark


#: words that point at what was named (a follow-up's first word)
_POINTING = frozenset(("ez", "az", "это", "этот", "эта", "this", "that"))
#: words that begin a question of its own
_ASKING = _WHAT_IS_LEADS | frozenset(
    "как когда где можно может могу какие какой какая сколько ki mi mit kit hogyan mikor "
    "lehet melyik hány who can how when which".split()
)
