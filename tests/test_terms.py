"""Players' own words: game vocabulary files, transliterated Russian, conservative correction,
honest "nothing found", and ``judge define``. Expected clauses come from reading rulebook/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge import games
from judge.cli import app
from judge.errors import RulebookError
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.search import analysis
from judge.search.glossary import lint_terms
from judge.search.index import SearchIndex, matched, search, search_query
from judge.search.terms import forget, load_terms, parse_terms, term_files

runner = CliRunner()


@pytest.fixture(scope="module")
def book() -> Rulebook:
    return load(None, use_cache=False)


def ids(hits: list) -> list[str]:
    return [h.id for h in hits]


# ------------------------------------------------------------------------------ transliteration


@pytest.mark.parametrize(
    ("latin", "cyrillic"),
    [
        ("shchit", "щит"),  # shch
        ("schit", "щит"),  # sch
        ("zhizn", "жизн"),  # zh
        ("khod", "ход"),  # kh
        ("hod", "ход"),  # h
        ("chast", "част"),  # ch
        ("yarost", "ярост"),  # ya
        ("jarost", "ярост"),  # ja
        ("yunit", "юнит"),  # yu
        ("junit", "юнит"),  # ju
        ("tsel", "цел"),  # ts
        ("celi", "цели"),  # c
        ("vystrel", "выстрел"),  # y as ы
        ("boy", "бой"),  # y as й (a later reading)
        ("atakuetsya", "атакуется"),  # tsya
    ],
)
def test_transliteration_table(latin: str, cyrillic: str) -> None:
    assert cyrillic in analysis.transliterations(latin)


def test_the_usual_reading_comes_first() -> None:
    assert analysis.transliterations("perenapravlennuyu")[0] == "перенаправленную"
    assert analysis.transliterations("vystrel")[0] == "выстрел"


def test_hungarian_letters_are_not_transliterated() -> None:
    assert analysis.transliterations("támadó") == []


def test_a_hungarian_word_is_not_read_as_russian(book: Rulebook) -> None:
    query = SearchIndex.of(book).parse("tamadok kijelolese")
    assert query.readings == ()


def test_transliterated_russian_finds_the_clause(book: Rulebook) -> None:
    # 514.8: «нельзя перенаправить уже перенаправленную атаку»
    query, hits = search_query(book, "perenapravit perenapravlennuyu ataku")
    assert ("perenapravlennuyu", "перенаправленную") in query.readings
    assert hits[0].id == "514.8"
    assert matched(query, hits)


def test_russian_function_words_in_latin_are_dropped(book: Rulebook) -> None:
    query = SearchIndex.of(book).parse("vystrel po personazhu")
    assert len(query.groups) == 2  # «po» is «по»


# ------------------------------------------------------------------------------ correction


def test_a_form_of_a_known_stem_is_not_corrected(book: Rulebook) -> None:
    query = SearchIndex.of(book).parse("támadtak")
    assert query.corrections == ()
    assert analysis.token_of("támadja") in query.tokens


def test_a_valid_word_is_not_corrected_into_another(book: Rulebook) -> None:
    # «заменить» is no typo of «изменить» (a typo seldom hits the first letter)
    query = SearchIndex.of(book).parse("заменить")
    assert all(near != "изменить" for _, near in query.corrections)


def test_a_weak_prefix_does_not_block_a_real_correction(book: Rulebook) -> None:
    query = SearchIndex.of(book).parse("перенапрвление")
    assert [w for w, _ in query.corrections] == ["перенапрвление"]
    assert query.corrections[0][1].startswith("перенаправлени")


@pytest.mark.parametrize("word", ["направленный", "безответный", "напрваленного"])
def test_never_corrected_into_its_negation(book: Rulebook, word: str) -> None:
    query = SearchIndex.of(book).parse(word)
    assert query.corrections == ()
    assert not any(n for n in query.notes() if "не" + word[:4] in n)
    # the clause that uses the negation (514.2) is still found
    assert search(book, word + " удар", limit=1)[0].id == "514.2"


def test_the_note_says_closest_not_read_as(book: Rulebook) -> None:
    query = SearchIndex.of(book).parse("сущиство")
    assert query.notes() == ["(no exact match for 'сущиство'; closest: 'существо')"]


def test_short_words_are_not_corrected(book: Rulebook) -> None:
    assert SearchIndex.of(book).parse("затих").corrections == ()


# ------------------------------------------------------------------------------ vocabulary


def test_every_bundled_game_has_a_terms_file() -> None:
    folders = {module.rpartition(".")[2] for module in games.BUNDLED.values()}
    assert {p.parent.name for p in term_files()} == folders
    assert {t.game for t in load_terms()} == set(games.BUNDLED)


def test_every_bundled_term_occurs_in_the_rulebook(book: Rulebook) -> None:
    assert lint_terms(book) == []


def test_a_variant_is_searched_as_its_term(book: Rulebook) -> None:
    # «флаер» is slang for «летающее существо»; 514.6: a flyer striking the auxiliary zone
    query, hits = search_query(book, "флаер бьёт по вспомке")
    assert ("флаер", "летающее существо") in query.expanded
    assert ("вспомке", "вспомогательная зона") in query.expanded
    assert hits[0].id in ("514.6", "514.7")
    assert matched(query, hits)


def test_a_hungarian_synonym(book: Rulebook) -> None:
    # «szörny» for «lény», «legfeljebb» for «maximum»: 34.5
    hits = search(book, "legfeljebb hány szörny támadhat egy szörnyre", limit=1)
    assert hits[0].id == "34.5"


def test_terms_file_errors_name_line_and_key() -> None:
    with pytest.raises(RulebookError) as error:
        parse_terms(
            "game: hkk\nlanguage: hu\nterms:\n  - term: lény\n    varaints: [szörny]\n", "t.yaml"
        )
    assert error.value.render() == (
        "t.yaml:5: terms[0].varaints: unknown key (allowed: term, variants, clause; "
        "did you mean 'variants'?)"
    )
    with pytest.raises(RulebookError, match=r"t.yaml:4: terms\[0\].clause: write 34.10 in quotes"):
        parse_terms("game: hkk\nlanguage: hu\nterms:\n  - {term: lény, clause: 34.10}\n", "t.yaml")
    with pytest.raises(RulebookError, match="language: unknown language"):
        parse_terms("game: hkk\nlanguage: xx\nterms: []\n", "t.yaml")


def test_lint_reports_terms_a_games_texts_lack(tmp_path: Path) -> None:
    folder = tmp_path / "berserk"
    folder.mkdir()
    (folder / "rules.txt").write_text(
        "1. Общие положения\n1.1. Летающее существо может атаковать.\n", encoding="utf-8"
    )
    findings = lint_terms(load([folder]))
    missing = {f.message.split("'")[1] for f in findings if f.kind == "term-not-in-rulebook"}
    assert "вспомогательная зона" in missing
    assert "летающее существо" not in missing
    # a partial book of the game: warnings (the terms files are written for the bundled texts)
    assert all(f.severity == "warning" and f.source.endswith("terms.yaml") for f in findings)
    result = runner.invoke(app, ["lint", "--strict", "--rulebook", str(folder)])
    assert result.exit_code == 1
    assert "term 'вспомогательная зона' occurs in no clause of berserk" in result.output


def test_a_term_the_bundled_texts_lack_is_an_error(book: Rulebook) -> None:
    terms = parse_terms(
        "game: berserk\nlanguage: ru\nterms:\n  - term: ярость\n    variants: [злость]\n",
        "t.yaml",
    )
    (finding,) = lint_terms(book, terms)
    assert (finding.severity, finding.kind, finding.line) == ("error", "term-not-in-rulebook", 4)
    assert finding.message == "term 'ярость' occurs in no clause of berserk"


def test_terms_are_cached_by_content_hash(cache_dir: Path) -> None:
    forget()
    first = load_terms()
    assert list(cache_dir.glob("terms-v*.marshal"))
    forget()
    assert load_terms() == first


# ------------------------------------------------------------------------------ abstention


def test_a_question_the_rules_do_not_cover_is_not_matched(book: Rulebook) -> None:
    # nothing in the loaded excerpts is about gold or elements
    query, hits = search_query(book, "сколько золота дается в начале игры")
    assert not matched(query, hits)
    result = runner.invoke(app, ["search", "сколько золота дается в начале игры"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Nothing in the loaded rules covers this. Closest, weak:\n")
    result = runner.invoke(app, ["search", "--json", "сколько золота дается в начале игры"])
    assert json.loads(result.output)["matched"] is False


def test_a_clause_number_is_matched(book: Rulebook) -> None:
    assert matched(*search_query(book, "514.6"))
    assert not matched(*search_query(book, "999.9"))


# ------------------------------------------------------------------------------ headings


@pytest.mark.parametrize(
    "question",
    [
        "правила назначения защитника от удара",
        "támadók kijelölése részfázis aktív játékos",
        "быстрые и медленные атаки особенность",
    ],
)
def test_an_empty_heading_never_outranks_its_own_clauses(book: Rulebook, question: str) -> None:
    hits = search(book, question, limit=10)
    for n, hit in enumerate(hits):
        clause = book.document(hit.document).clauses[hit.id]
        if clause.text:
            continue
        later = [h.id for h in hits[n + 1 :] if h.document == hit.document]
        assert not [i for i in later if i.startswith(hit.id + ".")], (hit.id, ids(hits))


# ------------------------------------------------------------------------------ define


def test_define_text() -> None:
    result = runner.invoke(app, ["define", "флаер"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "летающее существо  ·  berserk (ru)"
    assert lines[1].startswith("  variants:   летун, флаер")
    assert "    514.6  ·  berserk-513-514" in lines


def test_define_json_with_defining_clause() -> None:
    result = runner.invoke(app, ["define", "--json", "--game", "hkk", "védő"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert list(data) == ["schema", "query", "terms"]
    (term,) = data["terms"]
    assert term["term"] == "védekező lény"
    assert term["defined_in"] == [
        {"id": "34.7", "document": "hkk-kodex-34", "title": "Védekező lény"}
    ]
    # 34.7 defines it; 34.8 and 34.12 use it
    assert {"34.7", "34.8", "34.12"} <= {h["id"] for h in term["used_in"]}


def test_define_a_latin_spelling() -> None:
    result = runner.invoke(app, ["define", "--json", "letun"])
    assert result.exit_code == 0, result.output
    assert [t["term"] for t in json.loads(result.output)["terms"]] == ["летающее существо"]


def test_define_unknown_term_names_the_closest() -> None:
    result = runner.invoke(app, ["define", "защитнег"])
    assert result.exit_code == 2
    assert "no term 'защитнег'" in result.output
    assert "did you mean 'защитник'" in result.output


def test_every_definition_a_game_declares_is_shown_by_define() -> None:
    """The engine's definitions (``Game.definitions``) and ``judge define`` agree: each declared
    term is found, and its defining clause is among those ``define`` shows."""
    from judge import games
    from judge.rulebook.load import load
    from judge.search.glossary import define

    book = load()
    for game in games.all_games():
        for name, definition in game.definitions.items():
            wording = name.split(" (")[0]
            found = define(book, wording, game=game.id)
            clauses = {h.id for d in found for h in d.defined_in}
            assert definition.clause in clauses, (game.id, name, clauses)
