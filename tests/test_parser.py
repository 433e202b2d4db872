"""The parser against the four bundled texts (expected values read off the texts) and against
tricky texts written here: every clause form, reference form and numbering problem of product.md."""

from __future__ import annotations

import pytest

from judge.rulebook.load import load
from judge.rulebook.model import Document
from judge.rulebook.parser import find_refs, parse_document


def parse(text: str, doc_id: str = "t") -> Document:
    return parse_document(text, Document(doc_id, "berserk", "ru", doc_id, "", f"{doc_id}.txt"))


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUDGE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        mp.delenv("JUDGE_RULEBOOK", raising=False)
        yield {doc.id: doc for doc in load()}


# ---------------------------------------------------------------------------------- the seeds
# (id, line, parent, title, flags, first words of text, last words of text, refs)
# text "" means the clause has no body (a heading whose content is its children).

HEROES = [
    (
        "506.3",
        1,
        None,
        None,
        [],
        "Закрытие атакующей карты и карты,",
        "происходит после их сражения.",
        [],
    ),
    ("507", 2, None, "Атаки", [], "", "", []),
    (
        "507.1",
        3,
        "507",
        None,
        [],
        "Существо, расположенное в игровой зоне,",
        "атаку по любому персонажу противника.",
        [],
    ),
    (
        "507.2",
        4,
        "507",
        None,
        [],
        "Персонаж не может объявлять атаку",
        "по себе или по союзным персонажам.",
        [],
    ),
    ("507.3", 5, "507", None, [], "Есть два типа атак:", "ударом и выстрелов.", []),
    (
        "507.4",
        6,
        "507",
        None,
        [],
        "Атака ударом можно провести двумя способами:",
        "| Закрытое существо не отбивается | Любое существо отбивается, даже закрытое |",
        [],
    ),
    (
        "507.5",
        11,
        "507",
        None,
        [],
        "Атаку выстрелом можно провести,",
        "или срабатывающую способность существа.",
        [],
    ),
    (
        "507.6",
        12,
        "507",
        None,
        [],
        "Во время использования способности может произойти",
        "после того, как Орк-арбалетчик сделает все свои выстрелы.",
        [],
    ),
    ("508", 14, None, "Использование атак и иных способностей", [], "", "", []),
    (
        "508.1",
        15,
        "508",
        None,
        [],
        "Использование атак и способностей в виде нескольких этапов,",
        "также осуществляются в определённом порядке.",
        [],
    ),
    (
        "508.2",
        16,
        "508",
        None,
        [],
        "Как только атака (заклинание, воздействие) объявлена,",
        "предварительный этап способности (атаки).",
        [],
    ),
    (
        "508.3",
        17,
        "508",
        "Предварительный этап",
        [],
        "На этом шаге игроки назначают цель",
        "после того, как противник назначит первоначальную цель выстрела.",
        [],
    ),
]

BERSERK_513_514 = [
    ("513", 1, None, "Быстрые и медленные атаки", [], "", "", []),
    (
        "513.1",
        2,
        "513",
        None,
        [],
        "Атаки делятся на быстрые и медленные",
        "(см. 304. Медленные и быстрые игродействия.).",
        [("304", False)],
    ),
    (
        "513.2",
        3,
        "513",
        None,
        [],
        "Атака в составе простой особенности является медленной,",
        "то и атака является быстрой.",
        [],
    ),
    (
        "513.3",
        4,
        "513",
        None,
        [],
        "Атака в составе составной особенности является медленной",
        "то и атака является быстрой.",
        [],
    ),
    ("514", 5, None, "Общие правила назначения защитников", [], "", "", []),
    (
        "514.1",
        6,
        "514",
        None,
        [],
        "Назначение защитника – это внезапное действие,",
        "Этот эффект является перенаправлением атаки.",
        [],
    ),
    (
        "514.2",
        7,
        "514",
        None,
        [],
        "Защитника можно назначить только",
        "небезответного ненаправленного удара.",
        [],
    ),
    (
        "514.3",
        8,
        "514",
        None,
        [],
        "Назначение защитника – внезапное действие,",
        "объявившее атаку простым ударом.",
        [],
    ),
    (
        "514.4",
        9,
        "514",
        None,
        [],
        "Защитником от удара нелетающего существа по карте на поле боя",
        "и картой, по которой объявлен этот удар.",
        [],
    ),
    (
        "514.5",
        10,
        "514",
        None,
        [],
        "Защитником от удара летающего существа по карте на поле боя",
        "или другое летающее существо.",
        [],
    ),
    (
        "514.6",
        11,
        "514",
        None,
        [],
        "Защитником от удара летающего существа по карте во вспомогательной зоне",
        "может выступить другое летающее существо.",
        [],
    ),
    (
        "514.7",
        12,
        "514",
        None,
        [],
        "Защитником от удара нелетающего существа по карте во вспомогательной зоне",
        "может выступить летающее существо.",
        [],
    ),
    (
        "514.8",
        13,
        "514",
        None,
        [],
        "Нельзя назначить защитника защитнику,",
        "нельзя перенаправить уже перенаправленную атаку.",
        [],
    ),
    (
        "514.9",
        14,
        "514",
        None,
        [],
        "Назначение защитника является единственным действием,",
        "одновременно с оплатой простого удара атаковавшей картой.",
        [],
    ),
]

ATTACK_STAGES = [
    (
        "Предварительный этап",
        1,
        None,
        "Предварительный этап",
        [],
        "При переходе к этому этапу заносятся в стек особенности",
        "которые должны быть рассмотрены на данном этапе.",
        [],
    ),
    ("Основной этап", 19, None, "Основной этап", [], "", "", []),
    (
        "511.5.1",
        21,
        None,
        "Шаг броска кубика",
        [],
        "Игроки бросают кубик на определение силы атаки "
        "(согласно Правилам проведения сражений, п.514).",
        "которые должны быть рассмотрены на данном шаге.",
        [("514", False)],
    ),
    (
        "511.5.2",
        37,
        None,
        "Шаг нанесения эффекта",
        [],
        "На этом шаге игроки могут использовать особенности,",
        "· на цель наносится эффект в виде ран или приобретённых особенностей;",
        [],
    ),
]

HKK = [
    ("34", 1, None, "Támadók kijelölése részfázis", [], "", "", []),
    (
        "34.0",
        3,
        "34",
        None,
        [],
        "A harci fázis a támadók kijelölése részfázissal kezdődik.",
        "A harci fázis a támadók kijelölése részfázissal kezdődik.",
        [],
    ),
    (
        "34.1",
        7,
        "34",
        None,
        [],
        "A támadók kijelölése részfázisban az aktív játékos",
        "illetve az már nem módosítható.",
        [],
    ),
    ("34.2", 11, "34", None, [], "A támadni nem kötelező.", "A támadni nem kötelező.", []),
    (
        "34.3",
        15,
        "34",
        "Támadó lény",
        ["supplement"],
        "A támadónak kijelölt (röviden: támadó) lény",
        "vagy közvetlenül az ellenfelet is. (110.)",
        [("110", False)],
    ),
    (
        "34.4",
        21,
        "34",
        "Átüt az őrposzton",
        ["supplement"],
        "A támadó lény csak akkor üthet át",
        "legalább egy-egy lényével.",
        [],
    ),
    (
        "34.5",
        27,
        "34",
        None,
        [],
        "Egy lényre egyszerre maximum két lény támadhat.",
        "Egy lényre egyszerre maximum két lény támadhat.",
        [],
    ),
    (
        "34.6",
        31,
        "34",
        None,
        [],
        "Építményre, illetve játékosra",
        "bármennyi lény támadhat egyszerre.",
        [],
    ),
    (
        "34.7",
        35,
        "34",
        "Védekező lény",
        [],
        "A harci fázisban megtámadott lényt",
        "nevezzük védekező lénynek.",
        [],
    ),
    (
        "34.8",
        39,
        "34",
        None,
        [],
        "Amennyiben egy lényre egyszerre két lény támad,",
        "fog visszaütni az ütés részfázisban.",
        [],
    ),
    (
        "34.9",
        43,
        "34",
        "Ellenfél (lényé)",
        [],
        "A megtámadott lényt (építményt, illetve a megtámadott játékost),",
        "az adott lény ellenfelének nevezzük.",
        [],
    ),
    (
        "34.10",
        47,
        "34",
        None,
        [],
        "Ha egy vagy több lény a harci fázis",
        "azt az építmény rombolásának nevezzük. (37.6.)",
        [("37.6", False)],
    ),
    (
        "34.11",
        51,
        "34",
        None,
        ["supplement"],
        "Passzív építményt nem lehet lerombolni.",
        "Passzív építményt nem lehet lerombolni.",
        [],
    ),
    (
        "34.12",
        57,
        "34",
        None,
        [],
        "A támadók kijelölése részfázis akkor ér véget,",
        "és a kijelölések nem módosíthatók.",
        [],
    ),
]

SEEDS = {
    "heroes-506-508": HEROES,
    "berserk-513-514": BERSERK_513_514,
    "berserk-attack-stages": ATTACK_STAGES,
    "hkk-kodex-34": HKK,
}


@pytest.mark.parametrize("doc_id", list(SEEDS))
def test_seed_clause_ids_in_file_order(bundled, doc_id):
    assert list(bundled[doc_id].clauses) == [row[0] for row in SEEDS[doc_id]]


CASES = [(doc_id, row) for doc_id, rows in SEEDS.items() for row in rows]


@pytest.mark.parametrize(("doc_id", "row"), CASES, ids=[f"{d}:{r[0]}" for d, r in CASES])
def test_seed_clause(bundled, doc_id, row):
    clause_id, line, parent, title, flags, first, last, refs = row
    clause = bundled[doc_id].clauses[clause_id]
    assert clause.line == line
    assert clause.parent == parent
    assert clause.title == title
    assert clause.flags == flags
    if first:
        assert clause.text.startswith(first)
        assert clause.text.endswith(last)
    else:
        assert clause.text == ""
    assert [(r.id, r.resolved) for r in clause.refs] == refs
    # the body never carries the number, the title or a marker
    assert not clause.text.startswith((clause_id, ". "))
    assert "[Kiegészítés]" not in clause.text
    if title:
        assert not clause.text.startswith(title)


def test_seed_unnumbered_heading_blocks(bundled):
    doc = bundled["berserk-attack-stages"]
    assert [c.id for c in doc if not c.numbered] == ["Предварительный этап", "Основной этап"]
    assert all(
        c.numbered for name in SEEDS if name != "berserk-attack-stages" for c in bundled[name]
    )


def test_seed_continuation_lines_stay_with_their_clause(bundled):
    heroes = bundled["heroes-506-508"].clauses
    table = heroes["507.4"].text.splitlines()
    assert table[0].startswith("Атака ударом можно провести")
    assert table[1:] == [
        "| Атака ударом в фазе выбора | Заставить сразиться |",
        "| Целью может быть любой персонаж противника "
        "| Сразиться можно только с существом противника |",
        "| Можно назначить защитника | Нельзя назначить защитника |",
        "| Закрытое существо не отбивается | Любое существо отбивается, даже закрытое |",
    ]
    assert heroes["507.6"].text.splitlines()[1].startswith("ПРИМЕР. Орк-арбалетчик")
    preliminary = heroes["508.3"].text.splitlines()
    assert len(preliminary) == 8  # intro, five bullets, «Этап заканчивается.», the example
    assert [ln[:2] for ln in preliminary[1:6]] == ["· "] * 5
    assert preliminary[6] == "Этап заканчивается."
    stages = bundled["berserk-attack-stages"].clauses
    assert sum(ln.startswith("· ") for ln in stages["Предварительный этап"].text.splitlines()) == 6
    assert sum(ln.startswith("· ") for ln in stages["511.5.1"].text.splitlines()) == 6
    assert sum(ln.startswith("· ") for ln in stages["511.5.2"].text.splitlines()) == 5


def test_seed_children_and_missing_parents(bundled):
    heroes = bundled["heroes-506-508"].clauses
    assert heroes["507"].children == [f"507.{n}" for n in range(1, 7)]
    assert heroes["508"].children == ["508.1", "508.2", "508.3"]
    assert heroes["506.3"].missing_parent == "506"
    hkk = bundled["hkk-kodex-34"].clauses
    assert hkk["34"].children == [f"34.{n}" for n in range(13)]
    assert hkk["34.1"].children == []  # 34.10, 34.11, 34.12 are children of 34, not of 34.1
    stages = bundled["berserk-attack-stages"].clauses
    assert stages["511.5.1"].missing_parent == "511.5"
    assert stages["511.5.2"].missing_parent == "511.5"


def test_seeds_hold_exactly_four_unresolved_references(bundled):
    unresolved = sorted(
        (doc.id, clause.id, ref.id) for doc in bundled.values() for clause, ref in doc.unresolved()
    )
    assert unresolved == [
        ("berserk-513-514", "513.1", "304"),
        ("berserk-attack-stages", "511.5.1", "514"),
        ("hkk-kodex-34", "34.10", "37.6"),
        ("hkk-kodex-34", "34.3", "110"),
    ]
    # nothing in the seeds cites a clause of its own document
    assert all(not c.cited_by for doc in bundled.values() for c in doc)


# ---------------------------------------------------------------------------- tricky texts


def test_parent_by_numbering_100_10_is_child_of_100_not_100_1():
    doc = parse(
        "100. Общие положения\n"
        "100.1. Первый пункт.\n"
        "100.1.1. Подпункт первого.\n"
        "100.2. Второй пункт.\n"
        + "".join(f"100.{n}. Пункт номер {n}.\n" for n in range(3, 10))
        + "100.10. Десятый пункт.\n"
        "100.10.1. Подпункт десятого.\n"
        "100.11. Одиннадцатый пункт.\n"
    )
    c = doc.clauses
    assert c["100.10"].parent == "100"
    assert c["100.11"].parent == "100"
    assert c["100.1.1"].parent == "100.1"
    assert c["100.10.1"].parent == "100.10"
    assert c["100.1"].children == ["100.1.1"]
    assert c["100.10"].children == ["100.10.1"]
    assert c["100"].children == [f"100.{n}" for n in range(1, 12)]
    assert [p.kind for p in doc.problems] == []


def test_missing_parent_is_reported_not_invented():
    doc = parse("7. Глава\n7.2.3. Глубокий пункт без родителя.\n")
    clause = doc.clauses["7.2.3"]
    assert clause.parent == "7"  # nearest ancestor that exists
    assert clause.missing_parent == "7.2"
    assert "7.2" not in doc.clauses
    assert [(p.kind, p.clause, p.line) for p in doc.problems] == [("missing-parent", "7.2.3", 2)]


def test_no_existing_ancestor_means_no_parent():
    doc = parse("511.5.1.Шаг. Текст пункта.\n")
    assert doc.clauses["511.5.1"].parent is None
    assert doc.clauses["511.5.1"].missing_parent == "511.5"


@pytest.mark.parametrize(
    "text",
    [
        "1.1. Орк может сделать до 5 выстрелов за ход.",
        "1.1. Если на кубике выпало 6, атака наносит 2 раны.",
        "1.1. Egy lényre (2 lény) támadhat, legfeljebb 3 alkalommal.",
        "1.1. Бросьте кубик: 1, 2 или 3 — слабый удар; 4 или 5 — средний; 6 — сильный.",
        "1.1. Существо получает +1 к удару и -2 к защите до конца хода 3 раза.",
        "1.1. В 2024 году вышло 12 выпусков.",
    ],
)
def test_plain_numbers_are_not_references(text):
    assert find_refs(text.removeprefix("1.1. ")) == []
    assert parse(text).clauses["1.1"].refs == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("(см. 304. Медленные и быстрые игродействия.)", ["304"]),
        ("…или ударом. (110.)", ["110"]),
        ("…nevezzük. (37.6.)", ["37.6"]),
        ("согласно Правилам проведения сражений, п.514).", ["514"]),
        ("как указано в п. 514.5, защитник", ["514.5"]),
        ("действует пункт 514 целиком", ["514"]),
        ("см. 514.5 для летающих", ["514.5"]),
        ("Ld. még: lásd 34.4.", ["34.4"]),
        ("правила 514.5 и 514.6 описывают", ["514.5", "514.6"]),
        ("сначала см. 514.6, затем п. 514.5 и снова 514.6", ["514.6", "514.5"]),
        ("Пункт 513 и П. 514.2", ["513", "514.2"]),
    ],
)
def test_reference_forms(text, expected):
    assert find_refs(text) == expected


def test_references_resolve_within_their_document():
    doc = parse(
        "514. Общие правила назначения защитников.\n"
        "514.5. Защитником может выступить существо рядом (см. 514.6).\n"
        "514.6. Другое летающее существо (см. 304. Медленные игродействия.), п.514, (999.).\n"
    )
    c = doc.clauses
    assert [(r.id, r.resolved) for r in c["514.5"].refs] == [("514.6", True)]
    assert [(r.id, r.resolved) for r in c["514.6"].refs] == [
        ("304", False),
        ("514", True),
        ("999", False),
    ]
    assert c["514.6"].cited_by == ["514.5"]
    assert c["514"].cited_by == ["514.6"]
    assert [(p.kind, p.clause) for p in doc.problems] == [
        ("unresolved", "514.6"),
        ("unresolved", "514.6"),
    ]


def test_number_with_no_space_and_run_in_heading():
    doc = parse(
        "511.5.1.Шаг броска кубика. Игроки бросают кубик.\n511.5.2.Применяются модификаторы.\n"
    )
    one, two = doc.clauses["511.5.1"], doc.clauses["511.5.2"]
    assert (one.title, one.text) == ("Шаг броска кубика", "Игроки бросают кубик.")
    assert two.text == "Применяются модификаторы."


def test_number_alone_then_blank_then_text():
    doc = parse(
        "34.0.\n\nA harci fázis a támadók kijelölése részfázissal kezdődik.\n\n34.1.\n\nSzöveg.\n"
    )
    assert list(doc.clauses) == ["34.0", "34.1"]
    assert doc.clauses["34.0"].title is None
    assert doc.clauses["34.0"].text == "A harci fázis a támadók kijelölése részfázissal kezdődik."
    assert (doc.clauses["34.1"].line, doc.clauses["34.1"].text) == (5, "Szöveg.")


def test_hkk_body_starting_with_period_space():
    doc = parse(
        "34.7. Védekező lény\n\n. A harci fázisban megtámadott lényt nevezzük védekező lénynek.\n"
    )
    clause = doc.clauses["34.7"]
    assert clause.title == "Védekező lény"
    assert clause.text == "A harci fázisban megtámadott lényt nevezzük védekező lénynek."


def test_heading_followed_by_children():
    doc = parse("507. Атаки\n507.1. Существо может атаковать.\n507.2. Персонаж не может.\n")
    assert doc.clauses["507"].title == "Атаки"
    assert doc.clauses["507"].text == ""
    assert doc.clauses["507"].children == ["507.1", "507.2"]


def test_heading_with_final_period_followed_by_body():
    doc = parse(
        "34.3. Támadó lény.\n\nA támadónak kijelölt (röviden: támadó) lény támadhatja az "
        "ellenfél bármelyik lényét.\n"
    )
    assert list(doc.clauses) == ["34.3"]
    assert doc.clauses["34.3"].title == "Támadó lény"
    assert doc.clauses["34.3"].text.startswith("A támadónak kijelölt")


def test_heading_followed_by_a_short_one_sentence_body():
    # the body of a heading is its body however short: not a new unnumbered heading block
    doc = parse("34.3. Támadó lény.\n\nA támadó lény támadhat.\n\n34.4. Szöveg itt.\n")
    assert list(doc.clauses) == ["34.3", "34.4"]
    assert doc.clauses["34.3"].title == "Támadó lény"
    assert doc.clauses["34.3"].text == "A támadó lény támadhat."


def test_tables_examples_bullets_and_paragraphs_are_continuation():
    doc = parse(
        "10.1. Таблица ударов:\n"
        "| Бросок | Удар |\n"
        "| 1–2 | слабый |\n"
        "ПРИМЕР. Выпало 6 — сильный удар.\n"
        "· первый пункт;\n"
        "Обычный абзац продолжения.\n"
        "10.2. Следующий пункт.\n"
    )
    assert list(doc.clauses) == ["10.1", "10.2"]
    assert doc.clauses["10.1"].text.splitlines() == [
        "Таблица ударов:",
        "| Бросок | Удар |",
        "| 1–2 | слабый |",
        "ПРИМЕР. Выпало 6 — сильный удар.",
        "· первый пункт;",
        "Обычный абзац продолжения.",
    ]
    assert doc.clauses["10.1"].refs == []  # «1–2» and «6» are not references


def test_unnumbered_heading_block_is_a_clause_addressed_by_its_text():
    doc = parse(
        "Основной этап.\n\nИгроки бросают кубик, затем применяют модификаторы.\n\n"
        "511.5.1.Шаг броска кубика. Текст.\n"
    )
    assert list(doc.clauses) == ["Основной этап", "511.5.1"]
    block = doc.clauses["Основной этап"]
    assert (block.numbered, block.parent, block.line) == (False, None, 1)
    assert block.text == "Игроки бросают кубик, затем применяют модификаторы."
    assert ("unnumbered", "Основной этап") in [(p.kind, p.clause) for p in doc.problems]


def test_supplement_marker_is_a_flag_on_the_clause_above():
    doc = parse(
        "34.11.\n\nPasszív építményt nem lehet lerombolni.\n\n[Kiegészítés]\n\n"
        "34.12.\n\nA részfázis véget ér. [Kiegészítés]\n\n34.13. Szöveg.\n"
    )
    c = doc.clauses
    assert c["34.11"].flags == ["supplement"]
    assert c["34.11"].text == "Passzív építményt nem lehet lerombolni."
    assert c["34.12"].flags == ["supplement"]
    assert c["34.12"].text == "A részfázis véget ér."
    assert c["34.13"].flags == []


def test_line_numbers_are_one_based_and_count_blank_lines():
    doc = parse("\n\n1. Заголовок\n\n\n1.1. Текст.\n1.2.\n\nТекст два.\n")
    assert [(c.id, c.line) for c in doc] == [("1", 3), ("1.1", 6), ("1.2", 7)]


@pytest.mark.parametrize(
    ("text", "kind", "clause", "line", "severity"),
    [
        ("1. A\n1.1. Один.\n1.1. Снова один.\n", "duplicate", "1.1", 3, "error"),
        ("1. A\n1.2. Два.\n1.1. Один.\n", "order", "1.1", 3, "error"),
        ("1. A\n1.1. Один.\n1.4. Четыре.\n", "gap", "1.4", 3, "warning"),
        ("1. A\n1.5.2. Глубоко.\n", "missing-parent", "1.5.2", 2, "warning"),
        ("1. A\n1.1. См. п. 9.9.\n", "unresolved", "1.1", 2, "warning"),
        (
            "Основной этап.\n\nИгроки бросают кубик, затем ходят.\n",
            "unnumbered",
            "Основной этап",
            1,
            "warning",
        ),
    ],
)
def test_numbering_problems(text, kind, clause, line, severity):
    problems = [(p.kind, p.clause, p.line, p.severity) for p in parse(text).problems]
    assert problems == [(kind, clause, line, severity)]


def test_duplicate_keeps_the_first_clause():
    doc = parse("1. A\n1.1. Первый текст.\n1.1. Второй текст.\n")
    assert doc.clauses["1.1"].text == "Первый текст."
    assert doc.clauses["1.1"].line == 2
    message = next(p.message for p in doc.problems if p.kind == "duplicate")
    assert "line 2" in message


def test_gap_message_names_the_missing_ids():
    doc = parse("1. A\n1.1. Один.\n1.4. Четыре.\n")
    message = doc.problems[0].message
    assert "1.2" in message and "1.3" in message


def test_text_before_the_first_clause_is_reported():
    doc = parse("Вступительный абзац, без номера, с запятыми.\n1. Глава\n")
    assert list(doc.clauses) == ["1"]
    assert ("preamble", 1) in [(p.kind, p.line) for p in doc.problems]


def test_a_short_sentence_with_a_paragraph_after_it_is_no_heading():
    # negations, modals and verb forms make a short line a sentence: it stays the clause's text
    doc = parse("514.2. Защитника можно назначить только от удара.\nЭто важно для игры.\n")
    assert doc.clauses["514.2"].title is None
    assert doc.clauses["514.2"].text.startswith("Защитника можно назначить")
    doc = parse("34.2. A támadni nem kötelező.\n\nEz a játékos döntése.\n")
    assert doc.clauses["34.2"].title is None
    doc = parse("7.1. Карта закрывается. После этого она не атакует.\n")
    assert doc.clauses["7.1"].title is None


def test_a_noun_phrase_heading_keeps_its_body():
    doc = parse(
        "34.7. Védekező lény\n\n. A harci fázisban megtámadott lényt nevezzük védekező lénynek.\n"
    )
    assert doc.clauses["34.7"].title == "Védekező lény"
    assert doc.clauses["34.7"].text.startswith("A harci fázisban")
