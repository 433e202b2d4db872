"""The site's interface words in Russian, Hungarian and English (the fallback). Rulebook text
and verdict reasons come in the rulebook's own language; these are only the labels around them."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

LABELS: Mapping[str, Mapping[str, str]] = {
    "home": {"ru": "Правила", "hu": "Szabályok", "en": "Rules"},
    "documents": {"ru": "Документы", "hu": "Dokumentumok", "en": "Documents"},
    "rulings": {"ru": "Разборы", "hu": "Döntések", "en": "Rulings"},
    "rulings-by-clause": {
        "ru": "Разборы по пунктам",
        "hu": "Döntések pontonként",
        "en": "Rulings by clause",
    },
    "search": {"ru": "Поиск", "hu": "Keresés", "en": "Search"},
    "search-placeholder": {
        "ru": "слова или 514.6",
        "hu": "szavak vagy 34.4",
        "en": "words or a number",
    },
    "search-needs-js": {
        "ru": "Для поиска нужен JavaScript; всё остальное работает без него.",
        "hu": "A kereséshez JavaScript kell; minden más működik nélküle.",
        "en": "Search needs JavaScript; everything else works without it.",
    },
    "search-off": {
        "ru": "Поиск не собран в этой версии сайта.",
        "hu": "Ez a webhely kereső nélkül készült.",
        "en": "This build of the site has no search.",
    },
    "no-results": {"ru": "Ничего не найдено.", "hu": "Nincs találat.", "en": "Nothing found."},
    "contents": {"ru": "Содержание", "hu": "Tartalom", "en": "Contents"},
    "parents": {"ru": "Входит в", "hu": "Része ennek", "en": "Parent chain"},
    "children": {"ru": "Подпункты", "hu": "Alpontok", "en": "Children"},
    "refs": {"ru": "Ссылается на", "hu": "Hivatkozik", "en": "References"},
    "cited-by": {"ru": "На него ссылаются", "hu": "Hivatkoznak rá", "en": "Cited by"},
    "rules": {"ru": "Правила движка", "hu": "Motorszabályok", "en": "Engine rules"},
    "scenarios": {"ru": "Разборы", "hu": "Döntések", "en": "Rulings"},
    "flags": {"ru": "Пометки", "hu": "Jelölések", "en": "Flags"},
    "unresolved": {
        "ru": "нет в этом документе",
        "hu": "nincs ebben a dokumentumban",
        "en": "not in this document",
    },
    "candidate": {"ru": "есть в", "hu": "megvan itt", "en": "found in"},
    "missing-parent": {
        "ru": "родительского пункта {id} нет в тексте",
        "hu": "a(z) {id} szülőpont nincs a szövegben",
        "en": "parent {id} is not in the text",
    },
    "source": {"ru": "Источник", "hu": "Forrás", "en": "Source"},
    "situation": {"ru": "Ситуация", "hu": "Helyzet", "en": "Situation"},
    "cards": {"ru": "Карты", "hu": "Kártyák", "en": "Cards"},
    "verdict": {"ru": "Решение", "hu": "Döntés", "en": "Verdict"},
    "reasons": {"ru": "Почему", "hu": "Miért", "en": "Why"},
    "not-in-rulebook": {
        "ru": "нет в загруженных правилах",
        "hu": "nincs a betöltött szabálykönyvben",
        "en": "not in the loaded rulebook",
    },
    "game": {"ru": "Игра", "hu": "Játék", "en": "Game"},
    "clause": {"ru": "Пункт", "hu": "Pont", "en": "Clause"},
    "clauses": {"ru": "Пункты", "hu": "Pontok", "en": "Clauses"},
    "none": {"ru": "нет", "hu": "nincs", "en": "none"},
    "skip": {"ru": "К содержанию", "hu": "Ugrás a tartalomhoz", "en": "Skip to content"},
    "games": {"ru": "Игры", "hu": "Játékok", "en": "Games"},
    "glossary": {"ru": "Термины", "hu": "Fogalomtár", "en": "Glossary"},
    "variants": {"ru": "Как говорят игроки", "hu": "Ahogy a játékosok mondják", "en": "Also said"},
    "defined-in": {"ru": "Определение", "hu": "Meghatározás", "en": "Defined in"},
    "edition": {"ru": "Издание", "hu": "Kiadás", "en": "Edition"},
    "built": {"ru": "Сайт собран", "hu": "A webhely készült", "en": "Site built"},
    "updated": {
        "ru": "Обновлено — перезагрузить",
        "hu": "Frissítve — újratöltés",
        "en": "Updated — reload",
    },
    "for-editors": {
        "ru": "Для редакторов правил",
        "hu": "Szabályszerkesztőknek",
        "en": "For rules editors",
    },
    "more": {"ru": "Ещё {n}", "hu": "További {n}", "en": "{n} more"},
    "answer": {"ru": "Ответ", "hu": "Válasz", "en": "Answer"},
    "assumptions": {"ru": "Допущения", "hu": "Feltevések", "en": "Assumptions"},
    "flag-supplement": {"ru": "дополнение", "hu": "kiegészítés", "en": "supplement"},
    "scenario-file": {"ru": "Файл разбора", "hu": "Forgatókönyv-fájl", "en": "Scenario file"},
    "ask-kind": {"ru": "Вид вопроса", "hu": "Kérdéstípus", "en": "Ask kind"},
    "as-json": {"ru": "Ответ в --json", "hu": "Válasz --json alakban", "en": "Answer as --json"},
    "no-clause": {
        "ru": "Пункта {id} нет в загруженных правилах.",
        "hu": "Nincs {id}. pont a betöltött szabálykönyvben.",
        "en": "The loaded rulebook has no clause {id}.",
    },
    "nearest": {"ru": "Ближайшие", "hu": "Legközelebbiek", "en": "Nearest"},
    "search-hint": {
        "ru": "слова или {id}",
        "hu": "szavak vagy {id}",
        "en": "words or {id}",
    },
    "search-hint-any": {
        "ru": "слова или номер",
        "hu": "szavak vagy szám",
        "en": "words or a number",
    },
}


@cache
def labels(lang: str) -> dict[str, str]:
    """Every label in one language, English where a word is missing."""
    return {key: words.get(lang) or words["en"] for key, words in LABELS.items()}
