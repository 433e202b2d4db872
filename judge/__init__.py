"""judge — a rules judge and FAQ assistant for Берсерк, Берсерк. Герои and Hatalom Kártyái.

The library under the ``judge`` command (``import judge`` never imports typer):

    judge.rulebook.load.load(paths)          texts → cross-referenced index (judge.rulebook.model.Rulebook)
    judge.rulebook.lookup.lookup / describe       one clause, its parents, children, references, citers
    judge.rulebook.lint.lint(book)               rulebook health
    judge.scenario.load.load_scenario(path)  a validated scenario file
    judge.engine.core.resolve(scenario, book)  the verdict, with the clauses that decided it
    judge.suite.regression.run_check(paths, book)  the scenario suite as a regression check
    judge.search.index.search(book, query)    ranked clauses
    judge.edits.diff.diff_rulebooks(old, new) what an edit changes, and what rests on it
"""

__version__ = "0.1.0"
