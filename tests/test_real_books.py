"""Full published rulebooks, as users load them: the eight shapes that lost text or mis-titled
headings, each in a text written here (Russian and Hungarian where the shape occurs in both, and
English for the lettered numbering). Every text is also checked for text conservation."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_conservation import assert_conserved
from typer.testing import CliRunner

from judge.cli import app
from judge.rulebook.load import load
from judge.rulebook.lookup import lookup
from judge.rulebook.model import Document, Rulebook
from judge.rulebook.parser import find_refs, parse_document, ref_spans
from judge.search.index import search
from judge.suite.health import lint

runner = CliRunner()


def parse(text: str, language: str = "hu") -> Document:
    doc = parse_document(text, Document("t", "hkk", language, "t", "", "t.txt"))
    assert_conserved(text, doc)
    return doc


def kinds(doc: Document) -> list[tuple[str, str | None, int, str]]:
    return [(p.kind, p.clause, p.line, p.severity) for p in doc.problems]


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


# ------------------------------------------------------------- 1. a repeated number keeps text

HU_REPEATED = (
    "96.4. A játékos húz egy lapot.\n"
    "96.5.\n"
    "\n"
    "96.5. Amennyiben két lény támad egy lényre, a védekező lény gazdája dönt.\n"
    "A döntés a részfázis végéig érvényes.\n"
    "96.6. A kör véget ér.\n"
)
RU_REPEATED = (
    "12.1. Игрок берёт карту.\n"
    "12.2.\n"
    "\n"
    "12.2. Если два существа атакуют одно существо, защитник выбирает порядок.\n"
    "Выбор действует до конца хода.\n"
    "12.3. Ход заканчивается.\n"
)


@pytest.mark.parametrize(
    ("text", "cid", "start", "more"),
    [
        (HU_REPEATED, "96.5", "Amennyiben két lény", "A döntés a részfázis"),
        (RU_REPEATED, "12.2", "Если два существа", "Выбор действует"),
    ],
)
def test_an_empty_first_copy_takes_the_second_copys_text(text, cid, start, more):
    doc = parse(text)
    clause = doc.clauses[cid]
    assert clause.text.startswith(start)
    assert clause.text.splitlines()[1].startswith(more)  # the unnumbered line after it too
    assert clause.line == 4  # where its text is
    assert list(doc.clauses)[1] == cid  # in its place among the clauses
    repeated = [p for p in doc.problems if p.kind == "repeated"]
    assert [(p.clause, p.line, p.severity) for p in repeated] == [(cid, 2, "warning")]
    assert f"kept as one clause {cid} at line 4" in repeated[0].message
    assert not [p for p in doc.problems if p.severity == "error"]


def test_the_empty_copys_text_is_found_by_search_and_show(tmp_path):
    path = write(tmp_path, "kodex.txt", HU_REPEATED)
    book = load([path])
    hits = search(book, "védekező lény gazdája dönt", limit=3)
    assert hits[0].id == "96.5"
    result = runner.invoke(app, ["show", "96.5", "--rulebook", str(path)])
    assert result.exit_code == 0, result.output
    assert "Amennyiben két lény támad" in result.output


@pytest.mark.parametrize(
    ("text", "cid"),
    [
        ("7. Lapok\n7.1. Az első szöveg a lapról.\n7.1. A második szöveg a lapról.\n", "7.1"),
        ("7. Карты\n7.1. Первый текст о картах.\n7.1. Второй текст о картах.\n", "7.1"),
    ],
)
def test_two_copies_with_text_both_stay_the_second_as_a_numbered_duplicate(text, cid):
    doc = parse(text)
    first, second = doc.clauses[cid], doc.clauses[f"{cid}#2"]
    assert (first.line, second.line) == (2, 3)
    assert first.text != second.text and second.text
    assert second.parent == "7" and f"{cid}#2" in doc.clauses["7"].children
    assert kinds(doc) == [("duplicate", cid, 3, "error")]
    message = doc.problems[0].message
    assert message == (
        f"{cid} appears again (first at line 2); both copies have text: the first is {cid}, "
        f"this one is kept as {cid}#2"
    )
    book = Rulebook([doc])
    assert lookup(book, f"{cid}#2")[1] is second
    assert lookup(book, cid)[1] is first


HU_CONTENTS = (
    "A Hatalom Kártyái kódexe, második kiadás\n"
    "\n"
    "Tartalomjegyzék\n"
    "1. Alapok ........ 3\n"
    "2. Harc .......... 7\n"
    "3. Fogalomtár .... 9\n"
    "\n"
    "1. Alapok\n"
    "1.1. A játékot két játékos játssza.\n"
    "2. Harc\n"
    "2.1. A támadó lény támad.\n"
    "3. Fogalomtár\n"
    "Lény: a játék alapegysége.\n"
    "Őrposzt: a lények helye.\n"
)
RU_CONTENTS = (
    "Содержание\n"
    "\n"
    "1. Основы\n"
    "2. Бой\n"
    "3. Глоссарий терминов\n"
    "\n"
    "1. Основы\n"
    "1.1. В игре участвуют два игрока.\n"
    "2. Бой\n"
    "2.1. Атакующее существо наносит удар.\n"
    "3. Глоссарий терминов\n"
    "Существо: основная единица игры.\n"
    "Отряд: карты одного игрока.\n"
)


@pytest.mark.parametrize(
    ("text", "first", "last", "glossary"),
    [(HU_CONTENTS, 3, 6, "Őrposzt: a lények helye."), (RU_CONTENTS, 1, 5, "Отряд: карты")],
)
def test_a_table_of_contents_is_recognised_and_the_bodys_headings_win(text, first, last, glossary):
    doc = parse(text)
    assert [c.id for c in doc if c.numbered] == ["1", "1.1", "2", "2.1", "3"]
    lines = text.split("\n")
    assert [doc.clauses[c].line for c in ("1", "2", "3")] == [
        lines.index(f"{n}. {doc.clauses[str(n)].title}", last) + 1 for n in (1, 2, 3)
    ]
    # the last chapter is a glossary: its lines are its entries
    term, definition = glossary.split(": ")
    entry = doc.clauses[term]
    assert (entry.parent, entry.flags, entry.title) == ("3", ["glossary"], term)
    assert entry.text.startswith(definition)
    assert doc.contents.splitlines()[0] in ("Tartalomjegyzék", "Содержание")
    assert doc.contents_line == first
    contents = [p for p in doc.problems if p.kind == "contents"]
    assert [(p.line, p.severity) for p in contents] == [(first, "warning")]
    assert f"lines {first}–{last} are a table of contents" in contents[0].message
    assert not [p for p in doc.problems if p.severity == "error"]


def test_the_preamble_is_kept_and_shown(tmp_path):
    path = write(tmp_path, "kodex.txt", HU_CONTENTS)
    doc = load([path]).documents[0]
    assert doc.preamble == "A Hatalom Kártyái kódexe, második kiadás"
    assert doc.preamble_line == 1
    result = runner.invoke(app, ["show", "preamble", "--rulebook", str(path)])
    assert result.exit_code == 0, result.output
    assert "A Hatalom Kártyái kódexe, második kiadás" in result.output
    result = runner.invoke(app, ["show", "contents", "--rulebook", str(path)])
    assert result.exit_code == 0 and "2. Harc .......... 7" in result.output
    dumped = runner.invoke(app, ["dump", "--json", "--rulebook", str(path)])
    import json

    document = json.loads(dumped.output)["documents"][0]
    assert document["preamble"] == "A Hatalom Kártyái kódexe, második kiadás"
    assert document["preamble_line"] == 1
    assert document["contents"].startswith("Tartalomjegyzék\n1. Alapok")
    assert document["contents_line"] == 3


# ------------------------------------------------------- 2. part headings are blocks of their own


@pytest.mark.parametrize(
    ("part", "language"),
    [
        ("V. rész - Képességek, tulajdonságok és egyéb tudnivalók", "hu"),
        ("2. rész: Harc, ütés, védekezés", "hu"),
        ("Часть 2. Бой, атаки и защита", "ru"),
        ("ГЛАВА III", "ru"),
        ("Глава 4 – Отряды, герои; прочее", "ru"),
    ],
)
def test_a_part_heading_with_any_punctuation_is_not_glued_to_the_clause_above(part, language):
    text = f"21.3.2. A lény a temetőbe kerül.\n{part}\n22. Képességek\n22.1. Szöveg itt.\n"
    doc = parse(text, language)
    assert doc.clauses["21.3.2"].text == "A lény a temetőbe kerül."
    block = doc.clauses[part.rstrip(".")]
    assert (block.numbered, block.line, block.flags, block.title) == (False, 2, ["part"], part)
    assert doc.clauses["22"].title == "Képességek"
    assert "unnumbered" not in [p.kind for p in doc.problems]


def test_a_part_headings_own_paragraph_is_its_text():
    doc = parse("I. rész - Az alapok\n\nBevezető\n\nEz a könyv a játékot írja le.\n\n1. Alapok\n")
    assert doc.clauses["Bevezető"].text == "Ez a könyv a játékot írja le."
    assert list(doc.clauses) == ["I. rész - Az alapok", "Bevezető", "1"]
    assert "unnumbered" not in [p.kind for p in doc.problems]


# ------------------------------------------------ 3. run-in titles never split inside a name


@pytest.mark.parametrize(
    ("line", "title", "text"),
    [
        (
            "101.1. «Берсерк. Герои» – коллекционная карточная игра для двух игроков.",
            None,
            "«Берсерк. Герои» – коллекционная карточная игра для двух игроков.",
        ),
        (
            "101.1. „Gyors. Lassú” képességek. A képesség azonnal hat.",
            "„Gyors. Lassú” képességek",
            "A képesség azonnal hat.",
        ),
        (
            '101.1. "Fast. Slow" abilities. The ability resolves at once.',
            '"Fast. Slow" abilities',
            "The ability resolves at once.",
        ),
        (
            "810.1. Team vs. Team. Two teams of two players play.",
            "Team vs. Team",
            "Two teams of two players play.",
        ),
        (
            "5.1. Lények, ill. építmények. A lény támad.",
            None,
            "Lények, ill. építmények. A lény támad.",
        ),
        ("5.1. Lapok stb. Egyéb lapok kerülnek ide.", None, "Lapok stb. Egyéb lapok kerülnek ide."),
        ("5.1. Pl. egy lény. Egy lény támad.", "Pl. egy lény", "Egy lény támad."),
        ("5.1. Отряд, т.е. карты. Игрок выбирает.", None, "Отряд, т.е. карты. Игрок выбирает."),
        ("5.1. Щит см. ниже. Игрок выбирает.", "Щит см. ниже", "Игрок выбирает."),
        ("5.1. Удар по п. 3. Игрок выбирает.", "Удар по п. 3", "Игрок выбирает."),
    ],
)
def test_a_title_never_splits_inside_quotes_or_after_an_abbreviation(line, title, text):
    doc = parse(line + "\n")
    clause = next(iter(doc))
    assert (clause.title, clause.text) == (title, text)


# ---------------------------------------------------------------- 4. headings taken for text


@pytest.mark.parametrize(
    ("text", "cid", "title"),
    [
        (
            "20. Máshová nem sorolható részletszabályok\n20.1. Egy szabály.\n",
            "20",
            "Máshová nem sorolható részletszabályok",
        ),
        (
            "20. Правила, не вошедшие в другие разделы\n20.1. Одно правило.\n",
            "20",
            "Правила, не вошедшие в другие разделы",
        ),
        (
            "21.1. Egy lap.\n21.2. Lapkijátszás lépései\n21.3. A játékos kijátssza a lapot.\n",
            "21.2",
            "Lapkijátszás lépései",
        ),
        (
            "21.1. Одна карта.\n21.2. Порядок розыгрыша карты\n21.3. Игрок разыгрывает карту.\n",
            "21.2",
            "Порядок розыгрыша карты",
        ),
    ],
)
def test_a_heading_with_no_body_before_the_next_number_is_a_heading(text, cid, title):
    doc = parse(text)
    assert (doc.clauses[cid].title, doc.clauses[cid].text) == (title, "")


def test_a_short_sentence_before_the_next_number_stays_text():
    doc = parse("21.1. Egy lap.\n21.2. A lény nem támadhat.\n21.3. A játékos kijátssza.\n")
    assert (doc.clauses["21.2"].title, doc.clauses["21.2"].text) == (None, "A lény nem támadhat.")


# ---------------------------------------------------------------------------- 5. markup


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (
            "Zónák\n=====\n\nA zónák leírása.\n\n## 105. Zónák listája\n\n105.1. A pakli zóna.\n"
            "-----\n",
            "hu",
        ),
        (
            "Зоны\n----\n\nОписание зон.\n\n## 105. Список зон\n\n105.1. Колода – зона.\n=====\n",
            "ru",
        ),
    ],
)
def test_markup_is_dropped_and_heading_text_kept(text, language):
    doc = parse(text, language)
    assert list(doc.clauses)[:2] == [text.split("\n")[0], "105"]
    block = doc.clauses[text.split("\n")[0]]
    assert block.text in ("A zónák leírása.", "Описание зон.")
    assert doc.clauses["105"].title in ("Zónák listája", "Список зон")
    everything = "\n".join(f"{c.title} {c.text}" for c in doc)
    assert "##" not in everything and "---" not in everything and "===" not in everything


# ------------------------------------------------------------------------ 6. one bad byte


def test_one_stray_byte_costs_one_line_and_is_reported(tmp_path):
    text = "514. Общие правила.\n514.1. Защитник – существо.\n514.2. Защита от удара.\n"
    data = text.encode("utf-8").replace("удара".encode(), b"\xff" + "дара".encode())
    path = write(tmp_path, "rules.txt", data)
    book = load([path])
    doc = book.documents[0]
    assert doc.clauses["514.1"].text == "Защитник – существо."  # no mojibake
    assert doc.clauses["514.2"].text == "Защита от \ufffdдара."
    assert doc.language == "ru"
    found = [f for f in lint(book) if f.kind == "encoding"]
    assert [f.line_text() for f in found] == [
        f"{path}:3: error: encoding: invalid UTF-8 byte 0xff at byte 26 of the line: read as "
        "U+FFFD (\ufffd), the rest of the line kept as it is"
    ]
    result = runner.invoke(app, ["lint", "--rulebook", str(path)])
    assert result.exit_code == 1
    assert f"{path}:3: error: encoding: invalid UTF-8 byte 0xff" in result.output


def test_a_wholly_legacy_text_is_still_read_in_its_code_page(tmp_path):
    text = "34. Támadók kijelölése\n34.1. A támadó lény őrposztban áll.\n"
    path = write(tmp_path, "kodex.txt", text.encode("cp1250"))
    doc = load([path]).documents[0]
    assert doc.clauses["34.1"].text == "A támadó lény őrposztban áll."
    assert not [p for p in doc.problems if p.kind == "encoding"]


# --------------------------------------------------------------------------- 7. numbering

EN_LETTERED = (
    "702.19. Trample\n"
    "702.19a Trample is a static ability that modifies the rules for combat damage.\n"
    "702.19b If the attacking creature is blocked, see rule 510.1c and rule 702.19a.\n"
    "702.19c Tokens are 2.5 inches (6.3 cm) wide; a 0.5 mm sleeve is fine.\n"
    "702.20. Vigilance\n"
    "702.20a Vigilance is a static ability.\n"
)


def test_lettered_ids_are_clauses_with_their_parent():
    doc = parse(EN_LETTERED, "en")
    assert list(doc.clauses) == [
        "702.19", "702.19a", "702.19b", "702.19c", "702.20", "702.20a"
    ]  # fmt: skip
    assert doc.clauses["702.19"].title == "Trample"
    assert doc.clauses["702.19"].children == ["702.19a", "702.19b", "702.19c"]
    assert doc.clauses["702.19b"].parent == "702.19"
    assert [(r.id, r.resolved) for r in doc.clauses["702.19b"].refs] == [
        ("510.1c", False),
        ("702.19a", True),
    ]
    assert doc.clauses["702.19c"].refs == []  # measurements are not references
    assert doc.clauses["702.19a"].cited_by == ["702.19b"]
    assert [k for k in kinds(doc) if k[0] in ("order", "gap", "duplicate")] == []


def test_russian_lettered_ids():
    doc = parse("1.2. Раздел\n1.2а. Текст подпункта.\n1.2б. Ещё один, см. п. 1.2а.\n", "ru")
    assert list(doc.clauses) == ["1.2", "1.2а", "1.2б"]
    assert doc.clauses["1.2б"].parent == "1.2"
    assert [r.id for r in doc.clauses["1.2б"].refs] == ["1.2а"]
    book = Rulebook([doc])
    assert lookup(book, "1.2а")[1].id == "1.2а"
    assert lookup(book, "1.2a")[1].id == "1.2а"  # typed with a Latin «a»
    assert lookup(book, "п. 1.2б")[1].id == "1.2б"


def test_search_a_lettered_id_in_a_query(tmp_path):
    book = Rulebook([parse(EN_LETTERED, "en")])
    assert [h.id for h in search(book, "702.19b blocked", limit=1)] == ["702.19b"]
    assert [h.id for h in search(book, "702.19c", limit=1)] == ["702.19c"]


def test_show_a_lettered_id(tmp_path):
    path = write(tmp_path, "rules.txt", EN_LETTERED)
    result = runner.invoke(app, ["show", "702.19b", "--rulebook", str(path)])
    assert result.exit_code == 0, result.output
    assert "If the attacking creature is blocked" in result.output
    assert "Parent chain:  702.19 Trample" in result.output


def test_comprehensive_rules_sections_head_their_hundreds():
    text = (
        "1. Game Concepts\n100. General\n100.1. The first rule.\n101. Winning\n"
        "101.1. A player wins.\n2. Parts of a Card\n200. General\n200.1. A card has a name.\n"
    )
    doc = parse(text, "en")
    assert [c.title for c in doc if "." not in c.id] == [
        "Game Concepts", "General", "Winning", "Parts of a Card", "General"
    ]  # fmt: skip
    # section 2 after rule 101.1 is in order, and 101 → 200 is no gap
    assert [k for k in kinds(doc) if k[0] in ("order", "gap")] == []
    disordered = parse(text.replace("2. Parts of a Card", "3. Parts of a Card"), "en")
    assert ("order", "3", 6, "error") in kinds(disordered)  # section 3 before rule 200


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("see rule 510.1c for the damage", ["510.1c"]),
        ("rule 510 applies", ["510"]),
        ("lásd a 34.4a pontot", ["34.4a"]),
        ("a 12. pont szerint", ["12"]),
        ("a 12.3. pontban leírtak", ["12.3"]),
        ("lásd 34.4.", ["34.4"]),
        ("пункт 3.4 и п. 3.4а", ["3.4", "3.4а"]),
        ("Tokens are 2.5 inches (6.3 cm) wide", []),
        ("жетон 2.5 см, колода 6.3 мм", []),
        ("a kártya 6.3 cm széles", []),
    ],
)
def test_reference_forms_of_full_books(text, expected):
    assert find_refs(text) == expected


def test_reference_spans_cover_the_new_forms():
    # the spans the site links: a number before «pont», a lettered target after «rule»
    text = "a 12. pont szerint, rule 510.1c, 2.5 inches"
    assert [(text[s:e], cid) for s, e, cid in ref_spans(text)] == [
        ("12", "12"),
        ("510.1c", "510.1c"),
    ]


@pytest.mark.parametrize(
    ("text", "above"),
    [
        ("606.4. The first rule.\n606.5 If a player concedes, the game ends.\n", "606.4"),
        ("34.4. Az első szabály.\n34.5 Ha a játékos felad, a játék véget ér.\n", "34.4"),
    ],
)
def test_a_number_without_its_trailing_dot_gets_a_hint(text, above):
    doc = parse(text)
    assert list(doc.clauses) == [above]  # kept as text of the clause above …
    number = text.split("\n")[1].split()[0]
    assert doc.clauses[above].text.splitlines()[-1].startswith(number)
    hints = [p for p in doc.problems if p.kind == "no-dot"]  # … with a hint naming the line
    assert [(p.line, p.severity, p.clause) for p in hints] == [(2, "warning", above)]
    assert f"write «{number}.» if it is a clause" in hints[0].message


# ------------------------------------------------------------- 8. books that are not bundled

EN_BOOK = (
    "Starfall Comprehensive Rules\n"
    "\n"
    "1. Game Concepts\n"
    "100. General\n"
    "100.1. These rules apply to every game of Starfall for two players.\n"
    "100.2. A player may concede the game at any time.\n"
)


def test_an_english_book_loads_as_a_generic_document(tmp_path):
    path = write(tmp_path, "starfall.txt", EN_BOOK)
    doc = load([path]).documents[0]
    assert (doc.language, doc.game) == ("en", "generic")
    result = runner.invoke(app, ["show", "100.2", "--rulebook", str(path)])
    assert result.exit_code == 0 and "concede the game" in result.output
    result = runner.invoke(app, ["search", "concede", "--rulebook", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert '"id": "100.2"' in result.output
    result = runner.invoke(app, ["lint", "--rulebook", str(path)])
    assert "engine-citation" not in result.output
    edited = write(tmp_path, "edited.txt", EN_BOOK.replace("at any time", "before a draw"))
    result = runner.invoke(app, ["diff", str(path), str(edited)])
    assert result.exit_code == 0, result.output
    assert "changed     100.2" in result.output
    result = runner.invoke(app, ["check", "--quiet", "--rulebook", str(path)])
    assert result.exit_code == 0, result.output  # the bundled scenarios are not this game's


def test_a_generic_game_in_book_yaml(tmp_path):
    folder = tmp_path / "starfall"
    folder.mkdir()
    write(folder, "rules.txt", EN_BOOK)
    write(
        folder,
        "book.yaml",
        "documents:\n  - id: starfall\n    game: generic\n    language: en\n    file: rules.txt\n",
    )
    doc = load([folder]).documents[0]
    assert (doc.id, doc.game, doc.language) == ("starfall", "generic", "en")


def test_normal_part_headings_are_not_reported_as_unnumbered(tmp_path):
    text = "I. rész - Az alapok\n\nBevezető\n\nEz a könyv a játékot írja le.\n\n1. Alapok\n"
    path = write(tmp_path, "kodex.txt", text)
    result = runner.invoke(app, ["lint", "--rulebook", str(path)])
    assert result.exit_code == 0, result.output
    assert "unnumbered" not in result.output
