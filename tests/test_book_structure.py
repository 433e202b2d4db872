"""Real rulebooks, part 2: the structure of full books — glossaries read as entries, sentences that
are not titles, headings the parser did not see, page furniture, and measurements that are not
references. Each shape in a text written here, in Russian and Hungarian (and English where it is
the comprehensive-rules shape); every text is also checked for text conservation, and the
commands that present the structure (show, search, define, lint, dump) are run on them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from test_conservation import assert_conserved
from typer.testing import CliRunner

from judge.cli import app
from judge.rulebook.glossary import entries, glossary, senses, split_senses
from judge.rulebook.load import load
from judge.rulebook.model import Document, Rulebook
from judge.rulebook.parser import find_refs, parse_document
from judge.search.glossary import define

runner = CliRunner()


def parse(text: str, language: str) -> Document:
    doc = parse_document(text, Document("t", "generic", language, "t", "", "t.txt"))
    assert_conserved(text, doc)
    return doc


def kinds(doc: Document) -> list[str]:
    return [p.kind for p in doc.problems]


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def invoke(*args: str) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == 0, result.output
    return result.output


# ----------------------------------------------------------------------------- 1. glossaries

EN_GLOSSARY = """\
1. Game Concepts

113. Abilities

113.1. An ability is text on an object.

Glossary

Ability
1. Text on an object that explains what that object does or can do.
2. An activated or triggered ability on the stack. This kind of ability is an object.
See rule 113, "Abilities."

Absorb
A keyword ability that prevents damage. See rule 702.64, "Absorb."

Gamma
1. A made-up first sense. 2. A made-up second sense.

Credits

Written for the tests.
"""
RU_GLOSSARY = """\
7. Ход игры
7.1. Игрок ходит первым.
7.2. Существо атакует (см. 7.1).

Глоссарий

Атака
Действие существа, которое наносит удар (см. 7.2).

Отряд
1. Карты, которые игрок выбрал для игры.
2. Существа игрока на поле боя.

Стек
Место, где ждут игродействия.
"""
HU_GLOSSARY = """\
34. Támadók kijelölése
34.1. A támadó lény támad.
34.7. Védekező lény
34.7.1. A megtámadott lényt nevezzük védekező lénynek.
Fogalomtár
Lény
A játék alapegysége, amely támadhat.
Őrposzt
1. A lények helye a játéktéren. 2. Az ott álló lények együtt.
Ellenfél: a másik játékos (lásd 34.7.).
Harci fázis – a kör része, amelyben a lények támadnak.
"""
RU_DICTIONARY = """\
Словарь терминов

Атака — действие существа, которое наносит удар.
Отряд — карты игрока.
"""


@pytest.mark.parametrize(
    ("text", "language", "heading", "terms", "numbered"),
    [
        (EN_GLOSSARY, "en", "Glossary", ["Ability", "Absorb", "Gamma"], ["1", "113", "113.1"]),
        (RU_GLOSSARY, "ru", "Глоссарий", ["Атака", "Отряд", "Стек"], ["7", "7.1", "7.2"]),
        (
            HU_GLOSSARY,
            "hu",
            "Fogalomtár",
            ["Lény", "Őrposzt", "Ellenfél", "Harci fázis"],
            ["34", "34.1", "34.7", "34.7.1"],
        ),
        (RU_DICTIONARY, "ru", "Словарь терминов", ["Атака", "Отряд"], []),
    ],
)
def test_a_glossary_is_read_as_entries_under_its_heading(text, language, heading, terms, numbered):
    doc = parse(text, language)
    found = entries(doc)
    assert [e.term for e in found] == terms
    lines = text.split("\n")
    for entry in found:  # each term where the text has it, addressed by it, under the heading
        assert lines[entry.line - 1].startswith(entry.term)
        clause = doc.clauses[entry.id]
        assert (clause.id, clause.title, clause.parent) == (entry.term, entry.term, heading)
        assert clause.flags == ["glossary"] and not clause.numbered
        # no term glued to the definition before it
        assert not any(other in clause.text.split("\n") for other in terms)
    assert doc.clauses[heading].children == terms
    assert doc.clauses[heading].flags == ["part"]
    # no sense became a clause of its own
    assert [c.id for c in doc if c.numbered] == numbered
    assert "duplicate" not in kinds(doc) and "unnumbered" not in kinds(doc)


def test_numbered_senses_are_lines_of_the_definition_and_listed_by_the_api():
    doc = parse(EN_GLOSSARY, "en")
    ability, absorb, gamma = entries(doc)
    assert ability.senses == (
        "Text on an object that explains what that object does or can do.",
        "An activated or triggered ability on the stack. This kind of ability is an object.",
    )
    assert ability.text.splitlines()[2] == 'See rule 113, "Abilities."'  # after the senses
    assert absorb.senses == ()
    assert absorb.text == 'A keyword ability that prevents damage. See rule 702.64, "Absorb."'
    # senses printed on one line: one line each
    assert gamma.text.splitlines() == ["1. A made-up first sense.", "2. A made-up second sense."]
    assert gamma.senses == ("A made-up first sense.", "A made-up second sense.")
    # the glossary ends at the next part heading, which keeps its own text
    assert doc.clauses["Credits"].text == "Written for the tests."
    assert [(r.id, r.resolved) for r in doc.clauses["Ability"].refs] == [("113", True)]
    assert doc.clauses["113"].cited_by == ["Ability"]


@pytest.mark.parametrize(
    ("text", "language", "term", "sense_texts"),
    [
        (
            RU_GLOSSARY,
            "ru",
            "Отряд",
            ("Карты, которые игрок выбрал для игры.", "Существа игрока на поле боя."),
        ),
        (
            HU_GLOSSARY,
            "hu",
            "Őrposzt",
            ("A lények helye a játéktéren.", "Az ott álló lények együtt."),
        ),
    ],
)
def test_senses_in_russian_and_hungarian(text, language, term, sense_texts):
    doc = parse(text, language)
    (entry,) = [e for e in entries(doc) if e.term == term]
    assert entry.senses == sense_texts
    assert senses(doc.clauses[term].text) == sense_texts


def test_a_term_with_its_definition_on_one_line():
    doc = parse(HU_GLOSSARY, "hu")
    assert doc.clauses["Ellenfél"].text == "a másik játékos (lásd 34.7.)."
    assert doc.clauses["Harci fázis"].text == "a kör része, amelyben a lények támadnak."
    assert [r.id for r in doc.clauses["Ellenfél"].refs] == ["34.7"]
    doc = parse(RU_DICTIONARY, "ru")
    assert doc.clauses["Отряд"].text == "карты игрока."


def test_terms_written_as_titles_and_terms_in_brackets():
    text = (
        "Glossary\n\nAttacks Each Combat if Able\nA creature with this text attacks each combat."
        "\n\nCan't\nA word that means never.\n\nRedirection Rule (Obsolete)\nAn old rule.\n"
        "This kind of ability is an\nobject.\n"
    )
    doc = parse(text, "en")
    assert [e.term for e in entries(doc)] == [
        "Attacks Each Combat if Able",
        "Can't",
        "Redirection Rule (Obsolete)",
    ]
    # a line of a definition cut short is no term
    assert doc.clauses["Redirection Rule (Obsolete)"].text.splitlines() == [
        "An old rule.",
        "This kind of ability is an",
        "object.",
    ]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Глоссарий\n\n**Атака** — действие существа.\n\n*Отряд*: карты игрока.\n", "ru"),
        ("Fogalomtár\n\n**Lény** – a játék alapegysége.\n\n'''Őrposzt'''\nA lények helye.\n", "hu"),
    ],
)
def test_terms_in_bold(text, language):
    doc = parse(text, language)
    found = entries(doc)
    assert len(found) == 2
    for entry in found:  # the term without its marks, the definition after them
        assert "*" not in entry.term and "'" not in entry.term
        assert entry.text[:1].isalpha()


def test_split_senses_needs_the_end_of_a_sentence_before_the_next_number():
    assert split_senses("1. Deal 2. damage. 2. Draw.") == ["1. Deal 2. damage.", "2. Draw."]
    assert split_senses("Ellenfél: 1. lap") == ["Ellenfél: 1. lap"]


def test_a_glossary_term_that_is_also_a_heading_is_kept_with_a_warning():
    text = "Отряд\n\nВ отряде карты, которые игрок выбрал.\n\nГлоссарий\n\nОтряд\nКарты игрока.\n"
    doc = parse(text, "ru")
    assert doc.clauses["Отряд#2"].flags == ["glossary"]
    duplicate = next(p for p in doc.problems if p.kind == "duplicate")
    assert (duplicate.severity, duplicate.line) == ("warning", 7)
    assert duplicate.message.endswith("(a glossary term)")


def test_show_search_define_and_lint_a_glossary(tmp_path):
    path = write(tmp_path, "rules.txt", EN_GLOSSARY)
    shown = invoke("show", "Ability", "--rulebook", str(path))
    assert shown.splitlines()[0] == "Ability  [glossary]"
    assert "  2. An activated or triggered ability on the stack." in shown
    assert "Parent chain:  Glossary\n" in shown
    assert "References:    113 Abilities" in shown
    assert "Gamma  [glossary]" in invoke("show", "gamma", "--rulebook", str(path))
    found = json.loads(
        invoke("search", "keyword ability prevents damage", "-r", str(path), "--json")
    )
    assert found["results"][0]["id"] == "Absorb"
    defined = json.loads(invoke("define", "abilities", "--rulebook", str(path), "--json"))
    (term,) = defined["terms"]
    assert (term["term"], term["game"], term["clause"]) == ("Ability", "generic", "Ability")
    assert term["senses"][0] == "Text on an object that explains what that object does or can do."
    assert term["definition"].startswith("1. Text on an object")
    assert [d["id"] for d in term["defined_in"]] == ["Ability"]
    assert "113.1" in [u["id"] for u in term["used_in"]]
    assert term["source"] == f"{path}:9"
    text = invoke("define", "Gamma", "--rulebook", str(path))
    assert text.splitlines()[:3] == [
        "Gamma  ·  generic (en)",
        "  definition: 1. A made-up first sense.",
        "              2. A made-up second sense.",
    ]
    lint = runner.invoke(app, ["lint", "--rulebook", str(path)])
    assert "duplicate" not in lint.output and "unnumbered" not in lint.output


def test_define_a_games_term_shows_its_glossary_entry(tmp_path):
    # a term of HKK's vocabulary (terms.yaml) that the loaded book's glossary also defines
    folder = tmp_path / "hkk"
    folder.mkdir()
    write(folder, "kodex.txt", HU_GLOSSARY + "Védekező lény\nA megtámadott lény.\n")
    book = load([folder])
    (found,) = define(book, "védő", game="hkk")
    assert found.term.term == "védekező lény"  # the vocabulary's entry, with its variants
    assert found.entry is not None and found.entry.text == "A megtámadott lény."
    assert [h.id for h in found.defined_in][:1] == ["Védekező lény"]
    assert [(d.game, e.term) for d, e in glossary(book)][-1] == ("hkk", "Védekező lény")


# ----------------------------------------------------------------- 2. a sentence is not a title

EN_SENTENCES = """\
3. Card Types

300. General

300.1. Every card has a name.

300.1a The name is printed on the upper left.

300.2. Tokens

300.2a Only tokens vanish. Cards not in play do not vanish.

300.2b Tokens vanish. Cards stay.

300.3. Players shuffle their decks.

300.3a A deck is shuffled before the game.

300.4. Team vs. Team. Two teams play.
"""
RU_SENTENCES = """\
514. Общие правила назначения защитников.
514.1. Каждая карта имеет название.
514.1.1. Название печатается сверху.
514.2. Каждый ход начинается. Игрок берёт карту.
514.3. Защита от удара
514.3.1. Защитник выбирается до броска кубика.
"""
HU_SENTENCES = """\
30. Lapok
30.1. Minden lap a pakliból indul.
30.1.1. A pakli a játékosé.
30.2. Minden lap indul. A pakli a játékosé.
30.3. Támadó lény.

A támadónak kijelölt lény támadhat.
"""


@pytest.mark.parametrize(
    ("text", "language", "texts", "titles"),
    [
        (
            EN_SENTENCES,
            "en",
            ["300.1", "300.2a", "300.2b", "300.3"],
            {"3": "Card Types", "300": "General", "300.2": "Tokens", "300.4": "Team vs. Team"},
        ),
        (
            RU_SENTENCES,
            "ru",
            ["514.1", "514.2"],
            {"514": "Общие правила назначения защитников", "514.3": "Защита от удара"},
        ),
        (HU_SENTENCES, "hu", ["30.1", "30.2"], {"30": "Lapok", "30.3": "Támadó lény"}),
    ],
)
def test_a_numbered_sentence_is_text_with_its_period(text, language, texts, titles):
    doc = parse(text, language)
    lines = text.split("\n")
    for cid in texts:  # the whole line after the number, period kept
        clause = doc.clauses[cid]
        line = lines[clause.line - 1]
        assert clause.title is None
        assert clause.text.splitlines()[0] == line[len(cid) :].lstrip(". ")
        assert clause.text.splitlines()[0].endswith(".")
    for cid, title in titles.items():  # headings keep their titles
        assert doc.clauses[cid].title == title


# --------------------------------------------------------------- 3. headings the parser missed

RU_CAPITALS = """\
Правила игры для начинающих.
ТИПЫ КАРТ
Существа – основной тип карт.
Артефакты остаются в игре до конца боя.
ГЕРОИ
Герой – особая карта отряда.
Игрок выбирает одного героя.
Ход игры
Игроки ходят по очереди.
"""
HU_CAPITALS = """\
LAPTÍPUSOK
A lények a játék alapegységei.
Az építmények a játék végéig maradnak.
HŐSÖK
A hős a pakli különleges lapja.
A játékos egy hőst választ.
Támadás
A lények egymást támadják.
"""


@pytest.mark.parametrize(
    ("text", "language", "sections", "preamble"),
    [
        (
            RU_CAPITALS,
            "ru",
            {
                "ТИПЫ КАРТ": "Существа – основной тип карт.\n"
                "Артефакты остаются в игре до конца боя.",
                "ГЕРОИ": "Герой – особая карта отряда.\nИгрок выбирает одного героя.",
                "Ход игры": "Игроки ходят по очереди.",
            },
            "Правила игры для начинающих.",
        ),
        (
            HU_CAPITALS,
            "hu",
            {
                "LAPTÍPUSOK": "A lények a játék alapegységei.\n"
                "Az építmények a játék végéig maradnak.",
                "HŐSÖK": "A hős a pakli különleges lapja.\nA játékos egy hőst választ.",
                "Támadás": "A lények egymást támadják.",
            },
            "",
        ),
    ],
)
def test_an_unnumbered_book_has_sections_by_its_headings(text, language, sections, preamble):
    doc = parse(text, language)
    assert {c.id: c.text for c in doc} == sections
    assert doc.preamble == preamble
    assert [p.kind for p in doc.problems if p.kind != "unnumbered"] == (
        ["preamble"] if preamble else []
    )


def test_a_heading_in_capitals_before_a_clause_of_a_numbered_book():
    doc = parse("5.1. Существо атакует.\nТИПЫ КАРТ\n6.1. Артефакт остаётся.\n", "ru")
    assert doc.clauses["5.1"].text == "Существо атакует."
    assert doc.clauses["ТИПЫ КАРТ"].line == 2
    # inside a clause, with more text after it, a line in capitals is the clause's text
    doc = parse("5.1. Существо атакует.\nВАЖНО\nАтака не отменяется.\n6.1. Текст.\n", "ru")
    assert doc.clauses["5.1"].text.splitlines()[1] == "ВАЖНО"


RU_WIKI = """\
Берсерк — коллекционная карточная игра.
==Колода и Отряд.==
Колода состоит из 30 карт.
===Стихии.===
Всего в игре пять стихий.
===Нейтральные карты===
Нейтральные карты подходят любой стихии.
==Ход игры==
Игроки ходят по очереди.
"""
HU_WIKI = """\
== Pakli ==
A pakli 40 lapból áll.
=== Lények ===
A lények támadnak.
== A kör ==
A kör fázisokból áll.
"""


@pytest.mark.parametrize(
    ("text", "language", "parents"),
    [
        (
            RU_WIKI,
            "ru",
            {
                "Колода и Отряд": None,
                "Стихии": "Колода и Отряд",
                "Нейтральные карты": "Колода и Отряд",
                "Ход игры": None,
            },
        ),
        (HU_WIKI, "hu", {"Pakli": None, "Lények": "Pakli", "A kör": None}),
    ],
)
def test_wiki_headings_lose_their_marks_and_nest_by_level(text, language, parents):
    doc = parse(text, language)
    assert {c.id: c.parent for c in doc} == parents
    for clause in doc:
        assert "=" not in clause.title + clause.text  # type: ignore[operator]
        assert clause.title == clause.id
    first = next(iter(parents))
    assert doc.clauses[first].children == [k for k, v in parents.items() if v == first]


RU_WIKI_LISTS = """\
==Ход игры==
Ход состоит из фаз:
1. Начало хода.
2. Розыгрыш карт.
3. Конец хода.
==Бой==
Бой идёт так:
1. Атакующий выбирает цель.
2. Защитник отвечает ударом.
"""
HU_WIKI_LISTS = """\
== A kör ==
A kör fázisai:
1. Kezdőfázis.
2. Harci fázis.
3. Végfázis.
== Harc ==
A harc menete:
1. A támadó kijelöli a célt.
2. A védekező visszaüt.
"""


@pytest.mark.parametrize(("text", "language"), [(RU_WIKI_LISTS, "ru"), (HU_WIKI_LISTS, "hu")])
def test_numbered_lists_under_the_headings_of_an_unnumbered_book_are_their_text(text, language):
    doc = parse(text, language)
    sections = [ln.strip("= ") for ln in text.split("\n") if ln.startswith("==")]
    assert list(doc.clauses) == sections  # no clause «1», no «1#2»
    lines = text.split("\n")
    for cid in sections:
        clause = doc.clauses[cid]
        start = clause.line  # the lines after the heading, up to the next one
        body = [ln for ln in lines[start:] if ln][: len(clause.text.splitlines())]
        assert clause.text.splitlines() == body
        assert clause.text.splitlines()[1].startswith("1. ")
    assert not doc.contents and "duplicate" not in kinds(doc)


HU_TITLE_BELOW = """\
4.

Alapfogalmak

4.1.

Játékos, ellenfél

4.1.1. A játékot két játékos játssza.

4.2.

Lapok

A lapok a pakliban vannak.

4.3.

A játék egy lappal kezdődik.
"""
RU_TITLE_BELOW = """\
4.1.

Игрок и противник

4.1.1. В игре участвуют два игрока.

4.2.

Карты

Карты лежат в колоде.
"""


@pytest.mark.parametrize(
    ("text", "language", "titles", "texts"),
    [
        (
            HU_TITLE_BELOW,
            "hu",
            {"4": "Alapfogalmak", "4.1": "Játékos, ellenfél", "4.2": "Lapok"},
            {"4.2": "A lapok a pakliban vannak.", "4.3": "A játék egy lappal kezdődik."},
        ),
        (
            RU_TITLE_BELOW,
            "ru",
            {"4.1": "Игрок и противник", "4.2": "Карты"},
            {"4.2": "Карты лежат в колоде."},
        ),
    ],
)
def test_a_title_under_a_number_alone_is_its_title(text, language, titles, texts):
    doc = parse(text, language)
    for cid, title in titles.items():
        assert doc.clauses[cid].title == title
    for cid, body in texts.items():
        assert doc.clauses[cid].text == body
    assert doc.clauses[next(iter(titles))].title is not None
    assert "unnumbered" not in kinds(doc)


# --------------------------------------------------------------------------- 4. page furniture


def _pages(head: str, foot: str, clause: str, chapters: range) -> str:
    lines = []
    for page in chapters:
        lines.append(head)
        for k in range(1, 7):
            lines += [clause.format(page, k), ""]
        lines.append(foot.format(page + 11))
    return "\n".join(lines) + "\n"


HU_PAGES = _pages(
    "Tartalomjegyzék | Tárgymutató",
    "HKK Kódex – {}. oldal",
    "{}.{}. A lény támad, és a védekező lény visszaüt.",
    range(31, 35),
)
RU_PAGES = _pages(
    "Берсерк. Правила игры",
    "— {} —",
    "{}.{}. Существо атакует, и защитник отвечает ударом.",
    range(5, 9),
)


@pytest.mark.parametrize(
    ("text", "language", "head", "foot"),
    [
        (HU_PAGES, "hu", "Tartalomjegyzék | Tárgymutató", "HKK Kódex – 12. oldal"),
        (RU_PAGES, "ru", "Берсерк. Правила игры", "— 12 —"),
    ],
)
def test_page_furniture_is_kept_out_of_the_clauses(text, language, head, foot):
    doc = parse(text, language)
    lines = text.split("\n")
    copies = [ln for ln in lines if ln == head or re.fullmatch(foot.replace("12", r"\d+"), ln)]
    assert doc.furniture.splitlines() == copies  # every copy, in order
    assert doc.furniture_line == 1
    for clause in doc:  # no clause holds any of it
        assert clause.text.count("\n") == 0 and clause.text.endswith(".")
    (found,) = [p for p in doc.problems if p.kind == "furniture"]
    assert (found.line, found.severity, found.clause) == (1, "warning", None)
    assert found.message.startswith(f"{len(copies)} lines repeated at regular intervals")
    assert f"«{head}» ×4" in found.message


def test_furniture_in_show_lint_and_dump(tmp_path):
    path = write(tmp_path, "kodex.txt", HU_PAGES)
    lint = runner.invoke(app, ["lint", "--rulebook", str(path)])
    assert f"{path}:1: warning: furniture: 8 lines repeated at regular intervals" in lint.output
    head, foot = HU_PAGES.split("\n")[0], HU_PAGES.split("\n")[13]  # the first page's
    shown = invoke("show", "furniture", "--rulebook", str(path))
    assert f"\n  {head}\n  {foot}\n  {head}\n" in shown
    document = json.loads(invoke("dump", "--json", "--rulebook", str(path)))["documents"][0]
    assert document["furniture"].splitlines()[:3] == [head, foot, head]
    assert document["furniture_line"] == 1


def test_a_part_heading_repeated_as_a_running_head_keeps_its_first_copy():
    part = "V. rész - Képességek"
    lines = []
    for page in range(4):  # the part's heading on top of each of its pages
        lines += [part, ""]
        lines += [
            f"5.{page * 13 + k}. A lény támad, és a védekező lény visszaüt." for k in range(1, 14)
        ]
    doc = parse("\n".join(lines) + "\n", "hu")
    assert doc.clauses[part].line == 1
    assert doc.furniture.splitlines() == [part, part, part]
    assert doc.furniture_line == 16


def test_repeated_rules_and_part_headings_of_other_numbers_are_not_furniture():
    chapters = [
        f"Часть {n}.\n" + "".join(f"{n}.{k}. Ход переходит к противнику.\n" for k in range(1, 14))
        for n in range(1, 5)
    ]
    doc = parse("".join(chapters), "ru")
    assert not doc.furniture
    assert [c.id for c in doc if not c.numbered] == ["Часть 1", "Часть 2", "Часть 3", "Часть 4"]


# ----------------------------------------------------------------------------------- 5. small


@pytest.mark.parametrize(
    "text",
    [
        "Tokens are 2.5 inches (6.3 centimeters) wide, see rule 110.1.",
        "Жетон шириной 6.3 сантиметра, см. 110.1.",
        "A jelző 6.3 centiméter széles, lásd 110.1.",
        "The round lasts 2.5 hours or 45.5 minutes (rule 110.1).",
    ],
)
def test_measurements_with_a_unit_word_are_not_references(text):
    assert find_refs(text) == ["110.1"]


def test_a_reference_to_a_missing_clause_names_the_nearest_one(tmp_path):
    text = "110. Rules\n110.1. The first rule.\n110.9. See rule 110.10 for more.\n"
    path = write(tmp_path, "rules.txt", text)
    lint = runner.invoke(app, ["lint", "--rulebook", str(path)])
    assert (
        f"{path}:3: warning: unresolved: 110.9 refers to 110.10, which this document does not "
        "have (nearest in this document: 110.1)"
    ) in lint.output


def test_a_supplement_marker_is_the_flag_and_the_clause_keeps_its_text():
    doc = parse("34.11.\n\nPasszív építményt nem lehet lerombolni.\n\n[Kiegészítés]\n", "hu")
    assert (doc.clauses["34.11"].flags, doc.clauses["34.11"].text) == (
        ["supplement"],
        "Passzív építményt nem lehet lerombolni.",
    )


def test_the_bundled_rulebook_has_no_glossary_and_no_furniture():
    book = load()
    assert list(glossary(book)) == [] and not any(d.furniture for d in book)
    assert isinstance(book, Rulebook)
