"""The Russian lexicon of the question reader is generated from pymorphy3's dictionary and kept
in the package (``judge/ask/ru-lexicon.tsv``): it is what the generator makes today, and the
readings the reader relies on are in it."""

from __future__ import annotations

from typing import Any

import pytest

from judge.ask import lexicon
from judge.ask.morph import analyse


def test_the_lexicon_is_what_the_generator_makes() -> None:
    pytest.importorskip("pymorphy3")
    assert lexicon.LEXICON.read_text(encoding="utf-8") == lexicon.build(), (
        "regenerate it: python -m judge.ask.lexicon"
    )


def test_every_form_of_the_file_is_found_by_bisection() -> None:
    """The file is looked up by bisection, so it must stay sorted by its forms' bytes: every
    line's form is found with that line's analyses, and forms between them are not."""
    lines = lexicon.LEXICON.read_text(encoding="utf-8").splitlines()
    rows = [line.partition("\t") for line in lines if not line.startswith("#")]
    assert [form for form, _, _ in rows] == sorted({form for form, _, _ in rows})
    for form, _, tags in rows:
        assert lexicon.analyses(form) == tuple(tags.split("|")), form
    for absent in ("", "а" * 9, "атакаа", "яяя", "zzz", rows[0][0][:-1] + "\t"):
        assert lexicon.analyses(absent) == ()


@pytest.mark.parametrize(
    ("word", "lemma", "pos", "cases"),
    [
        ("карту", "карта", "noun", {"acc"}),
        ("летающее", "летать", "adj", {"nom", "acc"}),
        ("удара", "удар", "noun", {"gen"}),
        ("бьёт", "бить", "verb", set()),
        ("защитить", "защитить", "inf", set()),
        ("противника", "противник", "noun", {"gen", "acc"}),
    ],
)
def test_readings_of_the_rules_words(word: str, lemma: str, pos: str, cases: set[str]) -> None:
    assert any(g.lemma == lemma and g.pos == pos and g.cases == cases for g in analyse(word, "ru"))


@pytest.mark.parametrize(
    ("word", "cases"),
    [
        ("Гарпию", {"acc"}),
        ("Жрице", {"dat", "loc"}),
        ("Гримлок", {"nom", "acc"}),
        ("Гном", {"nom", "acc"}),  # a being's own first form: no instrumental in ``-ом``
        ("Гномом", {"ins"}),
    ],
)
def test_a_name_the_lexicon_lacks_is_read_by_its_ending(word: str, cases: set[str]) -> None:
    (gram,) = [g for g in analyse(word, "ru") if g.pos in ("name", "noun")]
    assert gram.cases == cases


@pytest.mark.parametrize(
    ("word", "stem", "case", "owner"),
    [
        ("lényemmel", "leny", "ins", "me"),
        ("lénnyel", "leny", "ins", ""),
        ("Troll-lal", "troll", "ins", ""),
        ("őrposztjában", "orposzt", "ine", "them"),
        ("Trollt", "troll", "acc", ""),
        ("épületére", "epulet", "sub", "them"),
    ],
)
def test_hungarian_suffixes(word: str, stem: str, case: str, owner: str) -> None:
    readings = {(g.lemma, next(iter(g.cases)), g.owner) for g in analyse(word, "hu")}
    assert (stem, case, owner) in readings


def test_the_beings_are_the_dictionarys_animate_common_nouns() -> None:
    pymorphy3 = pytest.importorskip("pymorphy3")
    morph = pymorphy3.MorphAnalyzer()
    proper = {"Name", "Surn", "Patr", "Geox", "Orgn"}
    listed = sorted(lexicon.beings())
    assert len(listed) > 10_000
    for lemma in listed[::250]:  # a sample: the whole list takes a minute to regenerate
        assert any(
            p.tag.POS == "NOUN" and "anim" in p.tag.grammemes and not proper & p.tag.grammemes
            for p in morph.parse(lemma)
        ), lemma


@pytest.mark.parametrize(
    ("word", "being"),
    [
        ("Гоблином", True),
        ("Волчицей", True),
        ("Гнома-кузнеца", True),
        ("Мертвяка", True),
        ("фею", True),
        ("Хакодаром", False),  # a proper name, not in the dictionary
        ("Громобоя", False),  # a word, but of no living being
        ("Горца", True),  # its vowel drops before the ending (``горец``)
    ],
)
def test_a_name_is_a_word_for_a_being_in_any_form(word: str, being: bool) -> None:
    assert lexicon.names_a_being(word) is being


@pytest.mark.parametrize(
    ("word", "lemma"),
    [
        ("Горца", "горец"),
        ("Лису", "лиса"),
        ("Волчицу", "волчица"),
        ("Гнома-кузнеца", "гном"),
        ("Орлом", "орел"),  # a stem of three letters, its vowel dropped (``орёл``)
        ("Осла", "осел"),
    ],
)
def test_a_beings_lemma(word: str, lemma: str) -> None:
    # ``Лису``: the accusative of ``лиса`` rather than the dative of ``лис``
    assert lexicon.being_lemma(word) == lemma


@pytest.mark.parametrize(
    "word",
    # the past of a verb of one blow; a reflexive verb the lexicon lacks (no noun ends in -ся)
    ["лупанул", "шмальнула", "долбанули", "находится", "заслонилась", "располагаются"],
)
def test_a_verb_the_lexicon_lacks_is_read_by_its_ending(word: str) -> None:
    assert [g.pos for g in analyse(word, "ru")] == ["verb"]


def test_the_first_names_are_the_dictionarys_names() -> None:
    pymorphy3 = pytest.importorskip("pymorphy3")
    morph = pymorphy3.MorphAnalyzer()
    listed = sorted(lexicon.first_names())
    assert len(listed) > 10_000
    for lemma in listed[::250]:  # a sample
        assert any("Name" in p.tag.grammemes for p in morph.parse(lemma)), lemma
    assert "лев" not in listed  # also a living being's word: a card may be called so


@pytest.mark.parametrize(
    ("word", "lemma"),
    [("миши", "миша"), ("игорем", "игорь"), ("кати", "катя"), ("лизы", "лиза"), ("орка", None)],
)
def test_a_first_names_lemma(word: str, lemma: str | None) -> None:
    assert lexicon.person_lemma(word) == lemma


@pytest.mark.parametrize(
    ("word", "form"), [("варвара", True), ("гоблина", True), ("женя", False), ("миша", False)]
)
def test_a_form_of_a_beings_word_by_its_declension(word: str, form: bool) -> None:
    # ``варвара`` is ``варвар``'s genitive; ``женя`` shares a stem with ``жена`` but is no form
    assert lexicon.being_form(word) is form


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("атаковоть", "атаковать"),  # a letter changed
        ("вспомгательной", "вспомогательной"),  # one left out
        ("сущесвта", "существа"),  # two swapped
        ("летаюшая", "летающая"),  # ш for щ: the letters that sound alike decide a tie
        ("направленым", "направленным"),  # not ``ненаправленным``, further off
        ("отркрытый", "открытый"),  # two letters swapped
        ("закрыться", None),  # two letters off ``закрываться``: a word of its own
        ("разрешено", None),  # ``разрушено`` is no game word's form it may be read as
        ("лупануть", None),  # players' slang, near no game word
        ("атаковать", None),  # a word the lexicon has is no misspelling
        ("летающ", None),  # a participle a phone cuts short: no misspelt ``летаю``
        # written as it sounds (``о`` as ``а``), the first letter too
        ("неактивнава", None),  # (``в`` for ``г``: no sound-alike of the table)
        ("неактивнага", "неактивного"),
        ("аплата", "оплата"),
        ("кагда", "когда"),
    ],
)
def test_a_misspelt_game_word_is_read_as_it(typed: str, read: str | None) -> None:
    assert lexicon.misspelt(typed) == read


@pytest.mark.parametrize("listed", [lexicon.beings, lexicon.first_names])
def test_a_word_list_is_looked_up_by_bisection_as_a_set_would(listed: Any) -> None:
    words = listed()
    every = list(words)
    known = set(every)
    assert every == sorted(every, key=lambda w: w.encode("utf-8"))
    assert all(word in words for word in every)
    near = [w[:-1] for w in every[::7]] + [w + "а" for w in every[::7]] + ["", "я" * 9, "zzz"]
    assert [w in words for w in near] == [w in known for w in near]
