"""judge — a rules judge and FAQ assistant for Берсерк, Берсерк. Герои and Hatalom Kártyái.

The library under the ``judge`` command (``import judge`` never imports typer):

    judge.rulebook.load(paths)          texts → cross-referenced index (judge.model.Rulebook)
    judge.index.lookup / describe       one clause, its parents, children, references, citers
    judge.lint.lint(book)               rulebook health
    judge.scenario.load_scenario(path)  a validated scenario file
    judge.engine.resolve(scenario, book)  the verdict, with the clauses that decided it
    judge.regression.run_check(paths, book)  the scenario suite as a regression check
    judge.search.search(book, query)    ranked clauses
    judge.diff.diff_rulebooks(old, new) what an edit changes, and what rests on it
"""

__version__ = "0.1.0"
