"""Full-text search over the rulebook's clauses: SQLite FTS5 (BM25) over Snowball stems.

    rulebook ──► build (judge.search.build: stems per document, cached; the SQLite database,
                        cached by content hash)
    query    ──► read (judge.search.query: clause numbers, a heading, tokens, typos corrected)
             ──► rank (judge.search.rank: named clauses first, then BM25; on a large book,
                       judge.search.fts5_shortcut) ──► hits with snippets

The open index (``SearchIndex``: one per rulebook and process) is ``judge.search.opened``'s;
this module holds what the commands call: ``search``, ``search_query``, and whether the best hit
answers the query (``matched``).
"""

from __future__ import annotations

from judge.rulebook.model import Rulebook
from judge.rulebook.textio import english_question
from judge.search.opened import SearchIndex as SearchIndex
from judge.search.opened import close_all as close_all
from judge.search.opened import languages
from judge.search.query import Query
from judge.search.rank import Hit

#: share of the query (its words weighted by rarity, after expansion) the best clause must cover
#: for the search to count as an answer (``matched``)
MATCH_COVERAGE = 0.4
#: the same for a story told round a question (``Query.story``): its words no clause has
#: are not counted, so more of the rest must be in the clause
STORY_COVERAGE = 0.5
#: a clause that covers less, but at least this share, answers when the ranker scores it this
#: high (several of the query's rarer words in one clause: a paraphrase that keeps a few of
#: the rules' own words) — calibrated on the search rounds 1–10, checked on 11–13
#: (``tests/data/rounds``): fewer abstentions on answerable questions, as many right "no answer"
WEAK_COVERAGE = 0.2
STRONG_SCORE = 7.0
#: a clause holding every word of a query comes before a first one covering less than this
#: share, when it scores at least this share of that one's score — calibrated on the search
#: rounds 1–90 (``tests/data/rounds``): 42 more first and right, 3 fewer
WHOLE_OVER = 0.8
WHOLE_SCORE = 0.5
#: the text line of a search or question nothing in the rules answers, in each language of the
#: replies (``NOTHING_FOUND``: the English, the CLI's ``search``)
NOTHING = {
    "ru": "Ничто в загруженных правилах не отвечает на это.",
    "hu": "A betöltött szabályok nem adnak erre választ.",
    "en": "Nothing in the loaded rules covers this.",
}
NOTHING_FOUND = NOTHING["en"]


def search(
    rulebook: Rulebook, query: str, *, game: str | None = None, limit: int = 10
) -> list[Hit]:
    """Clauses of ``rulebook`` matching ``query`` (any word form, typos, loose clause numbers)."""
    return search_query(rulebook, query, game=game, limit=limit)[1]


def matched(query: Query, hits: list[Hit]) -> bool:
    """Whether the best clause answers the query: the clause whose number it names, or enough
    of the query's words (weighted by rarity, a variant counting as its term) in that one clause —
    not how high its score is, which only compares clauses for the same query."""
    if not hits:
        return False
    if not query.groups or hits[0].id in query.ids:  # the clause the query names by number
        return True
    if query.whole and len(hits) > 1 and hits[1].id.startswith(hits[0].id + "."):
        return _matched_words(query, hits[1:])  # a section asked for: its best clause answers
    if query.within and (hits[0].id == query.within or hits[0].id.startswith(query.within + ".")):
        return True  # ``514 летающий защитник``: the section's clause its words find best
    if query.defines:
        return hits[0].id == query.defines
    if query.undefined:
        return False  # ``что такое направленный удар?``: no clause says what it is
    if query.ids and not any(hit.id in query.ids for hit in hits):
        return False  # ``пункт 302 …``: the clause it names is not in the loaded rules
    if query.counting and not hits[0].counts:
        return False  # ``сколько карт в колоде``: a clause of no number answers no "how many"
    if query.moving and not hits[0].moves:
        return False  # ``Hogyan kerül egy lény az őrposztba?``: a clause of no such move
    return _matched_words(query, hits)


def _matched_words(query: Query, hits: list[Hit]) -> bool:
    """Whether enough of the query's words are in the first clause (see ``matched``)."""
    best = hits[0]
    if best.coverage >= (STORY_COVERAGE if query.story else MATCH_COVERAGE):
        return True
    return best.coverage >= WEAK_COVERAGE and best.score >= STRONG_SCORE


def _whole_first(parsed: Query, hits: list[Hit]) -> list[Hit]:
    """The hits with a clause that holds every word of the query (coverage 1) brought first,
    from second or third place, where the first holds less than ``WHOLE_OVER`` of it and the
    whole one scores at least ``WHOLE_SCORE`` of its score (``ha két lény támad egy lényre,
    melyikre üt vissza``: 34.8 says each word, 34.12 scores higher on ``üt vissza`` said
    twice) — a query named by number keeps its order."""
    if len(hits) < 2 or parsed.ids or hits[0].coverage >= WHOLE_OVER:
        return hits
    whole = next(
        (h for h in hits[1:3] if h.coverage >= 0.999 and h.score >= WHOLE_SCORE * hits[0].score),
        None,
    )
    return hits if whole is None else [whole, *(h for h in hits if h is not whole)]


def _what_is(
    rulebook: Rulebook, text: str, game: str | None, parsed: Query, hits: list[Hit], limit: int
) -> tuple[Query, list[Hit]]:
    """A "what is X?" query (``terms.asked_term``) as ``define`` reads X: the clause a loaded
    book defines it in first, answering (``Query.defines``); X named as the games' term but
    defined by no clause, said in a word or two of Russian or Hungarian (``что такое
    вспомогательная зона?``, ``направленный удар``: a strike of a kind no clause defines),
    unanswered (``Query.undefined``); any other query as it was found."""
    from judge.search.terms import asked_term

    term = asked_term(text) if hits and not parsed.ids else None
    if term is None:
        return parsed, hits
    from judge.search.glossary import defined_if_any

    found = defined_if_any(rulebook, term, game=game)
    defining = [h for d in found if d.term.clause or d.entry for h in d.defined_in[:1]]
    if defining:
        first = defining[0]
        rest = [h for h in hits if h.id != first.id]
        return parsed._replace(defines=first.id), [first, *rest][: max(1, limit)]
    undefined = found and not any(d.defined_in for d in found) and len(term.split()) <= 2
    if undefined and not english_question(text):  # (``what does blocking target``: by words)
        return parsed._replace(undefined=True), hits
    return parsed, hits


def search_query(
    rulebook: Rulebook, query: str, *, game: str | None = None, limit: int = 10
) -> tuple[Query, list[Hit]]:
    """As ``search``, with the query as understood (ids, tokens, corrected words); an
    ``GameNotLoadedError`` when ``game`` has no document in ``rulebook``."""
    if game is not None and game not in rulebook.games():
        from judge.errors import GameNotLoadedError
        from judge.yamlnodes import did_you_mean

        games = rulebook.games()
        hint = did_you_mean(game, games).strip().strip("()")
        raise GameNotLoadedError(
            f"no game '{game}' in the loaded rulebook "
            f"(allowed: {', '.join(games)}{'; ' + hint if hint else ''})",
            game,
            games,
        )
    index = SearchIndex.of(rulebook)
    try:
        parsed = index.parse(query, languages(rulebook, game))
        if game is None and parsed.game in rulebook.games():  # the game the query names
            hits = _whole_first(parsed, index.run(parsed, game=parsed.game, limit=limit))
            return _what_is(rulebook, query, parsed.game, parsed, hits, limit)
        parsed = parsed._replace(game="")  # a game chosen, or none of the loaded ones named
        hits = _whole_first(parsed, index.run(parsed, game=game, limit=limit))
        return _what_is(rulebook, query, game, parsed, hits, limit)
    finally:
        if not rulebook.digest:  # built for this query only
            index.close()
