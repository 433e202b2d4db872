"""judge — a rules judge and FAQ assistant for Берсерк, Берсерк. Герои and Hatalom Kártyái.

The library under the ``judge`` command (``import judge`` never imports typer). The packages
follow the pipeline, lower layers never importing higher ones:

    judge.rulebook   texts → cross-referenced index: load(paths), lookup, lint
    judge.search     the index searched in players' words
    judge.scenario   scenario files → validated, frozen values
    judge.engine     scenario + rulebook → verdict, through the encoded rules of each game
    judge.games      one folder per game: its declaration, rules and phrases (a plugin registry)
    judge.ask        a question in words → the closest rulings and clauses
    judge.suite      the scenario suite as a regression check (also a pytest plugin), coverage
    judge.edits      what a rulebook edit changes: diff, impact, stale encoded rules
    judge.render     every way of showing results: terminal text, JSON shaping, JUnit
    judge.cli        the ``judge`` command, a thin layer over the above
"""

__version__ = "0.1.0"

#: the languages judge reads rulebooks in and writes reasons in (book.yaml ``language:``,
#: ``judge resolve --lang``)
LANGUAGES = ("ru", "hu", "en")
