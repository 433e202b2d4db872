"""The FAQ: a player's question → the closest bundled scenario, resolved live, and the closest
clauses.

Scenarios are ranked by their ``question`` and ``title`` with the same machinery as the clause
search (``judge.search.index``:
folded Snowball stems, typo correction, BM25 with the title weighted),
over a small in-memory index of the scenario files. The best one is resolved against the loaded
rulebook by the engine (``judge.engine.core.resolve``), so the answer and its citations are those of
the rulebook as it is now, never a stored answer. A scenario counts as a match only when it
shares at least ``MIN_COVERAGE`` of the question's words (as stems); otherwise only clauses are
shown.

Which game a question is about: ``--game`` when given; else the game whose clauses cover the
question best (``judge.search.index``'s coverage: the share of the question's words, weighted
by rarity, in the best clause). When two games' best clauses cover it equally, the question is
ambiguous: ``ask`` exits 2 asking for ``--game`` rather than guess (BM25 scores of different
texts are not compared: they depend on each text's lengths, not on the question). When no
game's rules cover the question, the answer is ``matched: false`` and no scenario verdict is
given (weak clauses are still listed).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from judge.cache import blake2b
from judge.rulebook.model import Clause, Document, Rulebook
from judge.search import analysis
from judge.search.build import build, connect
from judge.search.index import SearchIndex
from judge.search.rank import Hit

#: share of the question's stems a scenario's question and title must contain to be offered
MIN_COVERAGE = 0.5
#: two games fit equally when their best clauses' coverages differ by less than this
TIE_COVERAGE = 0.01


class ScenarioMatch(NamedTuple):
    """A bundled scenario close to the question, with the share of the question it covers."""

    scenario: Any  # judge.scenario.load.Scenario, or an Entry of the bundled catalogue
    score: float
    coverage: float


class Answer(NamedTuple):
    """What ``judge ask`` prints: the matching scenarios (best first), the best one's live
    verdict, and the closest clauses."""

    question: str
    #: whether the loaded rules cover the question (the best clause covers enough of it)
    matched: bool = False
    #: the game the answer is about, and why it was chosen, in each language of the replies
    #: (``REASONS``)
    game: str | None = None
    game_reasons: Mapping[str, str] = MappingProxyType({})
    scenarios: Sequence[ScenarioMatch] = ()
    #: judge.engine.verdict.Verdict of scenarios[0], when there is a match
    verdict: Any = None
    clauses: Sequence[Hit] = ()

    @property
    def game_reason(self) -> str:
        """Why the game was chosen, in English (the JSON's ``game_reason``)."""
        return self.game_reasons.get("en", "")


#: why a game was chosen, in the replies' languages (English is ``game_reason`` in the JSON)
REASONS: dict[str, dict[str, str]] = {
    "given": {
        "en": "given with --game",
        "ru": "задана через --game",
        "hu": "a --game adta meg",
    },
    "none": {
        "en": "no game's rules cover the question",
        "ru": "вопрос не покрыт правилами ни одной игры",
        "hu": "egyik játék szabályai sem fedik a kérdést",
    },
    "only": {
        "en": "only {game}'s rules cover the question",
        "ru": "вопрос покрыт только правилами {game}",
        "hu": "csak a(z) {game} szabályai fedik a kérdést",
    },
    "best": {
        "en": "its clauses cover the question best: {cover:.0%}, {other} {other_cover:.0%}",
        "ru": "её пункты покрывают вопрос лучше: {cover:.0%}, {other} {other_cover:.0%}",
        "hu": "pontjai fedik legjobban a kérdést: {cover:.0%}, {other} {other_cover:.0%}",
    },
}


def _reason(key: str, **params: Any) -> dict[str, str]:
    """A reason for the game chosen, in every language of ``REASONS``."""
    return {lang: text.format(**params) for lang, text in REASONS[key].items()}


class Entry(NamedTuple):
    """What the FAQ ranks a bundled scenario by; the file is loaded again only when chosen."""

    path: Path
    game: str
    title: str | None
    question: str | None


def bundled_catalogue() -> tuple[list[Entry], str]:
    """The bundled scenarios the FAQ offers (``load_scenarios()``) as entries, and the key of
    this version of them. Cached while the package's code and the scenario files keep their
    sizes and times (``judge.cache.FAQ``), so a question that is not a situation reads no YAML
    until its closest scenario is chosen."""
    from judge import cache
    from judge.ask.memo import scenarios_stamp

    stamped = "\0".join((scenarios_stamp(), cache.code_stamp(cache.FAQ)))
    key = blake2b(stamped.encode("utf-8", "surrogatepass"), digest_size=20).hexdigest()
    try:
        rows = cache.load_stamped(cache.FAQ, key)
        return [Entry(Path(p), g, t, q) for p, g, t, q in rows], key
    except (TypeError, ValueError):  # none, or not of this shape: the files are read again
        pass
    entries = [Entry(s.path, s.game, s.title, s.question) for s in load_scenarios()]
    rows = [(str(e.path), e.game, e.title, e.question) for e in entries]
    cache.store_stamped(cache.FAQ, key, rows)
    return entries, key


def _scenario_rulebook(scenarios: list[Any], digest: str = "") -> Rulebook:
    """The scenarios as a rulebook (title → title, question → text) for indexing: a document per
    run of scenarios whose games are written in one language, so that each is stemmed in it."""
    documents: list[Document] = []
    for n, s in enumerate(scenarios):
        language = _language(s.game)
        if not documents or documents[-1].language != language:
            number = len(documents)
            documents.append(Document(f"scenarios-{number}", "", language, "scenarios", "", ""))
        documents[-1].clauses[str(n)] = Clause(str(n), s.title, s.question or "", 0)
    return Rulebook(documents, digest)


def _language(game: str) -> str:
    """The language a game's rulebook is written in ("" for a game not installed: its words are
    stemmed as their script suggests)."""
    from judge import games

    return games.language_of(game, "")


def rank_scenarios(
    question: str,
    scenarios: list[Any],
    *,
    game: str | None = None,
    limit: int = 3,
    key: str = "",
) -> list[ScenarioMatch]:
    """The scenarios whose question and title are closest to ``question``, best first. With
    the ``key`` of this version of ``scenarios`` their index is cached (one per game)."""
    pool = [s for s in scenarios if game is None or s.game == game]
    if not pool:
        return []
    from judge.search.terms import expansions

    digest = blake2b(f"{key}\0{game}".encode(), digest_size=20).hexdigest() if key else ""
    scenario_book = _scenario_rulebook(pool, digest)
    conn = connect(scenario_book) if digest else build(scenario_book)
    languages = [doc.language for doc in scenario_book]
    with SearchIndex(
        conn, expansions=expansions({s.game for s in pool}), languages=languages
    ) as index:
        query = index.parse(question)
        groups = query.groups  # one per question word (a term's variant also counts as the term)
        matches = []
        for hit in index.run(query, limit=limit):
            scenario = pool[int(hit.id)]
            text = f"{scenario.title or ''} {scenario.question or ''}"
            own = set(analysis.tokens(text, _language(scenario.game)))
            covered = sum(any(set(alt) <= own for alt in group) for group in groups)
            coverage = covered / len(groups) if groups else 0.0
            if coverage >= MIN_COVERAGE:
                matches.append(ScenarioMatch(scenario, hit.score, coverage))
    return matches


def load_scenarios(paths: Iterable[str | Path] | None = None) -> list[Any]:
    """The scenario files under ``paths`` (default: the bundled suite) that have a question or
    a title; a file that does not load is skipped here (``judge check`` reports it)."""
    from judge.errors import JudgeError
    from judge.scenario.load import iter_scenario_files, load_scenario

    scenarios = []
    for path in iter_scenario_files(paths):
        try:
            scenario = load_scenario(path)
        except JudgeError:
            continue
        if scenario.question or scenario.title:
            scenarios.append(scenario)
    return scenarios


def ask(
    question: str,
    rulebook: Rulebook,
    *,
    scenarios: list[Any] | None = None,
    game: str | None = None,
    limit: int = 5,
) -> Answer:
    """Answer a question: the closest scenario with its live verdict, and the closest clauses."""
    from judge.engine.core import resolve
    from judge.search.index import matched, search_query

    key = ""
    if scenarios is None:
        pool, key = bundled_catalogue()
    else:
        pool = scenarios
    if game is not None:
        reason = _reason("given")
    else:
        game, reason = choose_game(question, rulebook)
    query, clauses = search_query(rulebook, question, game=game, limit=limit)
    covered = matched(query, clauses)
    ranked = rank_scenarios(question, pool, game=game, key=key) if covered else []
    verdict = None
    if ranked:
        best = ranked[0].scenario
        if isinstance(best, Entry):
            from judge.scenario.load import load_scenario

            best = load_scenario(best.path)
        verdict = resolve(best, rulebook)
    return Answer(question, covered, game, reason, ranked, verdict, clauses)


def choose_game(question: str, rulebook: Rulebook) -> tuple[str | None, dict[str, str]]:
    """The game a question is about and why, in each language (None when no game's rules
    cover it); a UsageError when two games fit equally."""
    from judge.errors import UsageError
    from judge.search.index import matched, search_query

    fits = []
    for game in rulebook.games():
        query, hits = search_query(rulebook, question, game=game, limit=1)
        if matched(query, hits):
            fits.append((hits[0].coverage, hits[0].score, game))
    if not fits:
        return None, _reason("none")
    if len(fits) == 1:
        return fits[0][2], _reason("only", game=fits[0][2])
    fits.sort(key=lambda f: (-f[0], f[2]))
    (cover, _, best), (other_cover, _, other) = fits[0], fits[1]
    if cover - other_cover < TIE_COVERAGE:
        raise UsageError(
            f"--game: the question fits {best} and {other} equally (their best clauses cover "
            f"{cover:.0%} of it); add --game {best} or --game {other}"
        )
    return best, _reason("best", cover=cover, other=other, other_cover=other_cover)
