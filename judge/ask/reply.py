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
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from judge.rulebook.model import Clause, Document, Rulebook
from judge.search import analysis
from judge.search.index import Hit, SearchIndex, build, search

#: share of the question's stems a scenario's question and title must contain to be offered
MIN_COVERAGE = 0.5


@dataclass(frozen=True, slots=True)
class ScenarioMatch:
    """A bundled scenario close to the question, with the share of the question it covers."""

    scenario: Any  # judge.scenario.load.Scenario
    score: float
    coverage: float


@dataclass
class Answer:
    """What ``judge ask`` prints: the matching scenarios (best first), the best one's live
    verdict, and the closest clauses."""

    question: str
    scenarios: list[ScenarioMatch] = field(default_factory=list)
    verdict: Any = None  # judge.engine.verdict.Verdict of scenarios[0], when there is a match
    clauses: list[Hit] = field(default_factory=list)


def _scenario_rulebook(scenarios: list[Any]) -> Rulebook:
    """The scenarios as a one-document rulebook (title → title, question → text) for indexing."""
    doc = Document("scenarios", "", "", "scenarios", "", "")  # no language: stems by script
    for n, s in enumerate(scenarios):
        doc.clauses[str(n)] = Clause(str(n), s.title, s.question or "", 0)
    return Rulebook([doc], "")


def rank_scenarios(
    question: str, scenarios: list[Any], *, game: str | None = None, limit: int = 3
) -> list[ScenarioMatch]:
    """The scenarios whose question and title are closest to ``question``, best first."""
    pool = [s for s in scenarios if game is None or s.game == game]
    if not pool:
        return []
    index = SearchIndex(build(_scenario_rulebook(pool)))
    query = index.parse(question)
    wanted = set(query.tokens)
    matches = []
    for hit in index.run(query, limit=limit):
        scenario = pool[int(hit.id)]
        own = set(analysis.tokens(f"{scenario.title or ''} {scenario.question or ''}"))
        coverage = len(wanted & own) / len(wanted) if wanted else 0.0
        if coverage >= MIN_COVERAGE:
            matches.append(ScenarioMatch(scenario, hit.score, coverage))
    index.conn.close()
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

    pool = load_scenarios() if scenarios is None else scenarios
    answer = Answer(question)
    answer.scenarios = rank_scenarios(question, pool, game=game)
    if answer.scenarios:
        answer.verdict = resolve(answer.scenarios[0].scenario, rulebook)
    answer.clauses = search(rulebook, question, game=game, limit=limit)
    return answer
