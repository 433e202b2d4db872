"""The Russian lexicon the question reader analyses words with: every form of the words the
rules, the games' phrasing and players' questions use, with its lemma and grammar.

    analyses(folded_word) -> tuple[str, ...]     "lemma POS case number gender person voice"

The lexicon is generated from the OpenCorpora dictionary through ``pymorphy3`` (a development
dependency: ``build``), written to ``ru-lexicon.tsv`` beside this module and read from there: a
form is found by bisection of the sorted file, never parsed whole to answer a question, and no
morphological dictionary of 16 MB is loaded, which alone costs as much as starting Python. A
word the lexicon lacks is analysed by its ending (``judge.ask.morph``).

What the lexicon holds: every form of every lemma of (1) the words of the bundled Russian
rulebook texts and of the bundled scenarios' questions and titles, and (2) ``COMMON``, the words
questions are made of beside the rules' own (pronouns, prepositions, conjunctions, particles,
question words, the verbs of asking, players' words for cards and actions). The games' phrasing
files are not among the sources, so that editing one does not change the lexicon (a word only
they use is read by its ending). ``tests/test_lexicon.py`` regenerates it and compares.
"""

from __future__ import annotations

import os
import re
from collections.abc import Container, Iterator
from functools import lru_cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
LEXICON = HERE / "ru-lexicon.tsv"
#: the lemmas of the dictionary's common nouns naming living beings (``гоблин``, ``волчица``,
#: ``кочевник``): a card so named is a creature, not a hero by a proper name (``Хакодар``)
BEINGS = HERE / "ru-beings.tsv"
#: the lemmas of the dictionary's first names (``Катя``, ``Игорь``): a capitalised word so
#: named, in a question's story, is a player (``существо Миши``, ``Маша бьёт своим…``)
NAMES = HERE / "ru-names.tsv"

#: the words players' questions are made of beside the rules' own vocabulary
COMMON = frozenset(
    """
я ты он она оно мы вы они меня тебя его её ее него неё нее нему ней ним нём нем них им их мне
тебе нам вам себя себе собой мой моя моё мое мои твой твоя наш наша ваш ваша свой своя своё свое
свои который которая которое которые кто что никто ничто некто нечто кто-то кто-нибудь чей чья
чьё чьи какой какая какое какие каков
сколько где когда куда откуда почему зачем как ли ль разве неужели или либо и а но да нет не ни
же бы вот это этот эта эти тот та те то такой такая такое такие сам сама само сами весь вся всё
все каждый любой другой другая другое другие оба обе один одна одно два две три четыре пять
шесть первый второй третий четвёртый пятый последний в во на по к ко от до из из-за с со у о об
обо при для без под над за перед через между про против вместо после кроме около рядом
вокруг также тоже только лишь уже ещё еще сразу потом сначала затем тогда если чтобы потому
поэтому хотя пока можно нельзя надо нужно должен должна должно должны может могут мочь смочь
хотеть
могу можем быть есть был была было были будет являться является стать становиться
становится иметь имеет делать сделать сыграть играть использовать применить применять
объявить объявлять объявляет назначить назначать назначает выбрать выбирать отменить
заявить заявлять разыграть разыгрывать ответить отвечать отбиваться отбиться отбивается
сражаться сразиться заставить заставлять бить ударить ударять атаковать напасть нападать
стрелять выстрелить защищать защитить прикрыть прикрывать вписаться закрыть закрываться
закрывается открыть повернуть поворачиваться тапнуть тапать тапаться летать летающий
нелетающий противник соперник враг оппонент игрок ход сейчас ходу раунд правило правила
пункт статья случай ситуация вопрос ответ карта карточка существо тварь герой персонаж
юнит моб летун флаер допка зона поле клетка ряд колонна способность абилка особенность
свойство удар выстрел атака защитник цель этап шаг фаза подфаза стек здание постройка строение
пост резерв запас напрямую разрушение разрушить ранить ранит рана законно легально поменять
изменить отменить закончить объявление назначение бросок кубик модификатор заклинание
воздействие сражение бой оплата плата заплатить внезапный быстрый медленный составной простой
направленный безответный перенаправить перенаправление заблокировать блок блокировать
говорить сказать писать написать утверждать считать уверять настаивать думать сообщить
владелец хозяин лупить долбить вмазать бахнуть стрельнуть побить вломить врезать драться
подраться вынудить трогать тронуть идти пойти хотеть захотеть возразить торопиться втащить
активировать навалиться влететь закинуть впихнуть завалить
вообще всегда никогда иногда обычно именно ведь точно правда наверное вдруг снова опять теперь
здесь там тут например кстати короче вроде допустим принцип целый значит итак зато однако ровно
вместе сперва раньше позже всё-таки ну ага угу спасибо пожалуйста подсказать объяснить помочь
спорить спор
верно неверно верный неверный утверждение тест задача квиз пример условие экзамен вариант
ошибка найти рассуждение пассивный непассивный
уйти прийти выйти перейти войти погибнуть умереть переместиться переместить встать остаться
лечь вернуться выставить выложить нанять
блочить заблочить кидать кинуть ставить поставить подставить вражеский союзный чужой драка
послать отправить пустить направить отослать уверенный вписывать
""".split()
)
#: nouns an HKK building is named by (``Храм``, ``Башню``): a name no word calls anything else
BUILDING_NOUNS = frozenset(
    "крепость башня замок мельница склад казарма казармы храм стена ворота форт цитадель "
    "кузница шахта рудник алтарь святилище бастион застава".split()
)
#: verbs of objecting, which report a rule after a colon (``Петя возмутился: пока Тролль жив,
#: в игрока бить нельзя``)
OBJECTING_VERBS = frozenset(
    "возразить возражать возмутиться возмущаться протестовать запротестовать кричать".split()
)
COMMON |= BUILDING_NOUNS | OBJECTING_VERBS

#: players' words the dictionary lacks or reads only as a first name's form (``флаер`` as the
#: plural of ``Флаера``): each declined as the common noun given, whose forms differ from it
#: only after their common beginning (``лидер`` → ``флаер``, ``флаера``, ``флаером``…)
DECLINED_LIKE = {
    "флаер": "лидер",
    "хилер": "лидер",
    "шот": "пот",
    "наземка": "сумка",
    "допка": "сумка",
    # players' adjective for a closed card (``по тапнутой крысе``), as ``закрытый``
    "тапнутый": "закрытый",
    "нетапнутый": "незакрытый",
}

#: the grammar kept per analysis (pymorphy3's tag names): part of speech, case, number,
#: gender, person, voice
_POS = (
    "NOUN ADJF ADJS COMP VERB INFN PRTF PRTS GRND NUMR ADVB NPRO PRED PREP CONJ PRCL INTJ".split()
)
_CASE = {
    "nomn": "nomn", "gent": "gent", "gen2": "gent", "datv": "datv", "accs": "accs",
    "acc2": "accs", "ablt": "ablt", "loct": "loct", "loc2": "loct", "voct": "nomn",
}  # fmt: skip
_NUMBER = ("sing", "plur")
_GENDER = ("masc", "femn", "neut")
_PERSON = ("1per", "2per", "3per")
_VOICE = ("actv", "pssv")


def _sources() -> list[str]:
    """Every Russian word of the texts the lexicon covers (see the module's docstring)."""
    import re

    from judge.config import bundled_rulebook, bundled_scenarios

    texts: list[str] = list(COMMON)
    for root, suffixes in (
        (bundled_rulebook(), (".txt", ".md")),
        (bundled_scenarios(), (".yaml",)),
    ):
        for folder, _dirs, names in os.walk(root):
            for name in sorted(names):
                if name.endswith(suffixes):
                    texts.append(Path(folder, name).read_text(encoding="utf-8"))
    return sorted(
        {w.lower() for t in texts for w in re.findall(r"[а-яё]+(?:-[а-яё]+)?", t.lower())}
    )


def _tag(parse: Any) -> str:
    """One analysis as a line's field: ``lemma POS case number gender person voice``."""
    tag = parse.tag
    grammemes = set(str(tag).replace(" ", ",").split(","))
    pos = next((p for p in _POS if p in grammemes), "-")
    case = next((_CASE[c] for c in _CASE if c in grammemes), "-")
    fields = [
        parse.normal_form.replace("ё", "е"),
        pos,
        case,
        next((n for n in _NUMBER if n in grammemes), "-"),
        next((g for g in _GENDER if g in grammemes), "-"),
        next((p for p in _PERSON if p in grammemes), "-"),
        next((v for v in _VOICE if v in grammemes), "-"),
    ]
    return " ".join(fields)


def build() -> str:
    """The lexicon's text, generated with pymorphy3 (``pip install pymorphy3
    pymorphy3-dicts-ru``): one line per word form, ``form<TAB>analysis|analysis…``."""
    import pymorphy3

    morph = pymorphy3.MorphAnalyzer()
    forms = _declined_like(morph)
    own = set(forms)
    seen: set[tuple[str, str]] = set()
    for word in _sources():
        if word in own:
            continue  # a player's word of ``DECLINED_LIKE``: its forms are those made above
        for parse in morph.parse(word):
            if parse.score < 0.01 or "UNKN" in parse.tag or "LATN" in parse.tag:
                continue
            lemma = (parse.normal_form, str(parse.tag.POS))
            if lemma in seen:
                continue
            seen.add(lemma)
            for form in parse.lexeme:
                forms.setdefault(form.word.replace("ё", "е"), set()).add(_tag(form))
    lines = [f"{form}\t{'|'.join(_merged(tags))}" for form, tags in sorted(forms.items())]
    return (
        "# generated by judge.ask.lexicon.build (pymorphy3): do not edit\n"
        + "\n".join(lines)
        + "\n"
    )


def _declined_like(morph: Any) -> dict[str, set[str]]:
    """The forms of the words of ``DECLINED_LIKE``, each with its analyses: those of the model
    noun's (or adjective's) form, with the word as lemma."""
    forms: dict[str, set[str]] = {}
    for word, model in DECLINED_LIKE.items():
        parses = morph.parse(model)
        parse = next((p for p in parses if p.tag.POS == "NOUN"), None) or next(
            p for p in parses if p.tag.POS == "ADJF"
        )
        own = [form for form in parse.lexeme if form.tag.POS == parse.tag.POS]  # (no ``-ее``)
        stem = os.path.commonprefix([form.word for form in own])
        ours = word[: len(word) - (len(model) - len(stem))]
        for form in own:
            tag = _tag(form).split(" ")
            tag[0] = word
            said = forms.setdefault(ours + form.word[len(stem) :], set())
            said.add(" ".join(tag))
            if tag[2] == "nomn" and tag[4] == "masc":  # ``бьёт флаер``: a card as a thing too
                said.add(" ".join(tag[:2] + ["accs"] + tag[3:]))
    return forms


def _merged(tags: set[str]) -> list[str]:
    """Analyses that differ in one field only, as one with that field's values joined by ``+``
    (``его ADJF nomn+gent+… sing+plur masc+femn+neut - -``), field after field."""
    rows = {tuple(t.split(" ")) for t in tags}
    for field in (2, 4, 3):  # case, gender, number
        groups: dict[tuple[str, ...], set[str]] = {}
        for row in rows:
            key = row[:field] + row[field + 1 :]
            groups.setdefault(key, set()).update(row[field].split("+"))
        rows = {
            key[:field] + ("+".join(sorted(values)),) + key[field:]
            for key, values in groups.items()
        }
    return sorted(" ".join(row) for row in rows)


def build_beings() -> str:
    """The text of ``ru-beings.tsv``: every lemma the dictionary reads as an animate common
    noun (no personal name, surname, patronymic, place or organisation), one per line."""
    import pymorphy3

    morph = pymorphy3.MorphAnalyzer()
    proper = {"Name", "Surn", "Patr", "Geox", "Orgn", "Abbr", "Init", "Trad"}
    lemmas = {
        normal.replace("ё", "е")
        for _word, tag, normal, _para, _index in morph.dictionary.iter_known_words()
        if tag.POS == "NOUN" and "anim" in tag.grammemes and not proper & tag.grammemes
    }
    return (
        "# generated by judge.ask.lexicon.build_beings (pymorphy3): do not edit\n"
        + "\n".join(sorted(lemmas))
        + "\n"
    )


def build_names() -> str:
    """The text of ``ru-names.tsv``: every lemma the dictionary reads as a first name, one per
    line, but for those that are also a word for a living being (``лев``) or a word of the
    lexicon (``вера``, ``слава``): a card or a word of the rules may be called so."""
    import pymorphy3

    morph = pymorphy3.MorphAnalyzer()
    known = beings()
    words = {form for form in table()}
    lemmas = {
        normal.replace("ё", "е")
        for _word, tag, normal, _para, _index in morph.dictionary.iter_known_words()
        if "Name" in tag.grammemes
    }
    return (
        "# generated by judge.ask.lexicon.build_names (pymorphy3): do not edit\n"
        + "\n".join(sorted(n for n in lemmas if n not in known and n not in words))
        + "\n"
    )


def write() -> None:
    """Regenerate ``ru-lexicon.tsv``, ``ru-beings.tsv`` and ``ru-names.tsv`` (``python -m
    judge.ask.lexicon``)."""
    LEXICON.write_text(build(), encoding="utf-8")
    BEINGS.write_text(build_beings(), encoding="utf-8")
    NAMES.write_text(build_names(), encoding="utf-8")


class SortedLines:
    """The lines of a generated word list, sorted as stored: a word is looked up by bisection
    over the file's bytes (a question looks up a few words; no set of thousands is built for
    them)."""

    def __init__(self, path: Path):
        data = path.read_bytes()
        start = 0
        while data.startswith(b"#", start):
            start = data.index(b"\n", start) + 1
        self.data = data[start:]

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str) or not word:
            return False
        key, data = word.encode("utf-8"), self.data
        low, high = 0, len(data)
        while low < high:
            start, end = _line(data, (low + high) // 2)
            line = data[start:end]
            if line == key:
                return True
            if line < key:
                low = end + 1
            else:
                high = start
        return False

    def __iter__(self) -> Iterator[str]:
        return iter(self.data.decode("utf-8").split())


@lru_cache(maxsize=1)
def first_names() -> SortedLines:
    """The lemmas of ``ru-names.tsv`` (read on first use: only a capitalised word the lexicon
    lacks needs them)."""
    return SortedLines(NAMES)


def _lemmas_by_ending(folded: str, known: Container[str]) -> list[str]:
    """The lemmas of ``known`` a folded word may be a form of: its ending taken off
    (``_FORM_ENDINGS``) and a lemma's put on (``_LEMMA_ENDINGS``)."""
    stems = [folded[: -len(end)] for end in _FORM_ENDINGS if folded.endswith(end)]
    found = [
        stem + tail
        for stem in stems
        if len(stem) >= 2
        for tail in _LEMMA_ENDINGS
        if stem + tail in known
    ]
    # the vowel that drops before an ending (``Стрелку`` → ``стрелок``, ``Оборотня`` →
    # ``оборотень``, ``псом`` → ``пёс``)
    # (a stem of two letters only before a singular's ending: ``Храм`` is no ``хорь``'s ``-ам``)
    short = [folded[: -len(end)] for end in _FORM_ENDINGS if folded.endswith(end) and end in _ONE]
    found += [
        lemma
        for stem in stems
        if (len(stem) > 2 or stem in short) and _CONSONANT.match(stem[-2:])
        for vowel in ("о", "е")
        for tail in ("", "ь")
        if (lemma := stem[:-1] + vowel + stem[-1] + tail) in known
    ]
    return found


#: two consonants ending a stem: a vowel may have dropped between them
_CONSONANT = re.compile(r"^[бвгджзйклмнпрстфхцчшщ]{2}$")


def being_form(folded: str) -> bool:
    """Whether a folded word is a form of a noun naming a living being by its declension
    (``варвара``: ``варвар``'s genitive), not only by a shared stem (``женя`` is no form of
    ``жена``)."""
    lemma = being_lemma(folded)
    if lemma is None:
        return False
    stem, last = lemma[:-1], lemma[-1:]
    if last in ("а", "я"):
        forms = {stem + e for e in ("ы", "и", "е", "у", "ю", "ой", "ей", "ою")}
    elif last in ("й", "ь", "о", "е"):
        forms = {stem + e for e in ("я", "ю", "ем", "е", "и", "ей", "ев", "а", "у", "ом")}
    else:
        forms = {lemma + e for e in ("а", "у", "ом", "е", "ы", "и", "ов", "ем", "ей")}
    return folded == lemma or folded in forms


@lru_cache(maxsize=1024)
def person_lemma(folded: str) -> str | None:
    """The first name a folded word is a form of (``миши`` → ``миша``, ``игорем`` → ``игорь``,
    ``кати`` → ``катя``), None when it is none."""
    known = first_names()
    if folded in known:
        return folded
    found = _lemmas_by_ending(folded, known)
    # ``Кати``: the genitive of ``катя`` (a name in -я keeps its soft stem); ``Кости``,
    # ``Костю``: of ``костя``, not ``коста`` (whose forms are ``Косты``, ``Косту``) — -и after
    # a consonant other than г, к, х and the hushing ones, and -ю, are a soft stem's
    soft = folded.endswith("ю") or folded.endswith("и") and folded[-2:-1] not in "гкхжшчщ"
    found.sort(
        key=lambda lemma: (
            not lemma.endswith(("а", "я", "й", "ь")),
            soft and not lemma.endswith("я"),
            len(lemma),
        )
    )
    return found[0] if found else None


@lru_cache(maxsize=1)
def beings() -> SortedLines:
    """The lemmas of ``ru-beings.tsv`` (read on first use: only a question that names a card
    the words give no kind of needs them)."""
    return SortedLines(BEINGS)


@lru_cache(maxsize=1)
def _text() -> bytes:
    """The lexicon file's lines (the header comment left out), as stored: sorted by form, so a
    form is found by bisection without decoding or parsing the whole file."""
    data = LEXICON.read_bytes()
    start = 0
    while data.startswith(b"#", start):
        start = data.index(b"\n", start) + 1
    return data[start:]


def _line(data: bytes, at: int) -> tuple[int, int]:
    """The start and end (its newline) of the line of ``data`` that holds offset ``at``."""
    start = data.rfind(b"\n", 0, at) + 1
    end = data.find(b"\n", at)
    return start, len(data) if end < 0 else end


@lru_cache(maxsize=4096)
def analyses(folded: str) -> tuple[str, ...]:
    """The analyses of a folded word form (``ё`` as ``е``), or () when the lexicon lacks it."""
    data = _text()
    key = folded.encode("utf-8") + b"\t"
    low, high = 0, len(data)
    while low < high:  # the lines from ``low`` on, before ``high``, may hold ``key``
        mid = (low + high) // 2
        start, end = _line(data, mid)
        line = data[start:end]
        if line.startswith(key):
            return tuple(line[len(key) :].decode("utf-8").split("|"))
        # its form sorts before the key's (a tab before any letter; UTF-8 keeps order)
        if line < key:
            low = end + 1
        else:
            high = start
    return ()


def table() -> dict[str, tuple[str, ...]]:
    """The whole lexicon: folded word form (ё as е) → its analyses (parsed on each call: only
    the lexicon's generation and the misspelling reader's own cached forms need it)."""
    parsed: dict[str, tuple[str, ...]] = {}
    for line in _text().decode("utf-8").splitlines():
        form, _, tags = line.partition("\t")
        parsed[form] = tuple(tags.split("|"))
    return parsed


#: the lemmas a word the lexicon lacks may be read as, misspelt (``атаковоть``, ``зашитить``,
#: ``вспомгательной``): the games' own words, none with a near neighbour of another meaning
#: among the everyday words the lexicon lacks (``разрушено`` is left out: ``разрешено``)
TYPO_LEMMAS = frozenset(
    """
атаковать атакующий атака ударить удар выстрел стрелять защищать защитить защитник защита
существо летающий нелетающий летать открытый закрытый вспомогательный простой направленный
ненаправленный безответный особенность эффект медленный быстрый предварительный перенаправить
назначить модификатор активный неактивный закрываться отбиваться союзный составной нанесение
игровой может действие внезапный заставить объявить заблокировать сражение бросок сражаться
направить когда оплата этап можно заставлять оппонент противник соперник бить мой
""".split()
)
#: how close to a form of them a word must be (``атаковоть``: 89; ``летаюшая``: 88)
TYPO_CUTOFF = 85.0
#: Russian letters players swap for ones that sound alike (``летаюшая``, ``саперника``):
#: a misspelling that only swaps them is the likelier reading
_SOUND_ALIKE = str.maketrans("щёъоэы", "шеьаеи")


def _sound(word: str) -> str:
    """How a word sounds: letters that sound alike made one (``_SOUND_ALIKE``), a doubled
    letter single (``апонента`` as ``оппонента``)."""
    alike = word.translate(_SOUND_ALIKE)
    return "".join(c for i, c in enumerate(alike) if not i or alike[i - 1] != c)


@lru_cache(maxsize=1)
def _sounds() -> dict[str, tuple[str, ...]]:
    """The lexicon's forms of ``TYPO_LEMMAS`` by how they sound (``_SOUND_ALIKE``)."""
    out: dict[str, list[str]] = {}
    for forms in _typo_forms().values():
        for form in forms:
            out.setdefault(_sound(form), []).append(form)
    return {sound: tuple(dict.fromkeys(forms)) for sound, forms in out.items()}


@lru_cache(maxsize=1)
def _typo_forms() -> dict[str, tuple[str, ...]]:
    """The lexicon's forms of ``TYPO_LEMMAS``, by first letter (no comparative: ``открытй`` is
    ``открытый``, not ``открытей``); kept in the cache, as they take the whole lexicon."""
    import marshal

    from judge import cache

    stat = os.stat(LEXICON)
    entry = cache.entry(cache.LEXICON, str(stat.st_size), str(stat.st_mtime_ns))
    stored = cache.load(entry, marshal.loads)
    if isinstance(stored, dict):
        return stored
    by_start: dict[str, list[str]] = {}
    for form, found in table().items():
        if any(a.partition(" ")[0] in TYPO_LEMMAS and " COMP " not in a for a in found):
            by_start.setdefault(form[:1], []).append(form)
    forms = {start: tuple(forms) for start, forms in by_start.items()}
    cache.store(entry, marshal.dumps(forms))
    return forms


#: how a present participle a phone cuts short ends (``летающ``, ``стоящ``): read by its
#: ending (``judge.ask.morph``), never as a misspelt word
CUT_PARTICIPLE = ("ющ", "ящ", "ущ", "ащ")


@lru_cache(maxsize=4096)
def misspelt(folded: str) -> str | None:
    """The form of a game word (``TYPO_LEMMAS``) a word the lexicon lacks is a misspelling of
    — its first letter right, one letter off (left out, added, changed, or two swapped: a
    word two letters off is likelier a word of its own, ``закрыться``) or the one form written
    as it sounds (``неактивнага``; ``аплаты``: its first letter too), at least
    ``TYPO_CUTOFF`` alike; where two are as close, the one that differs only in letters that
    sound alike — else None."""
    if len(folded) < 4 or analyses(folded) or not folded.isalpha():
        return None
    if folded.endswith(CUT_PARTICIPLE):
        return None  # ``летающ``: a participle cut short (read by its ending), no ``летаю``
    from judge.similar import extract, osa_distance, ratio

    sound = _sound(folded)
    alike = _sounds().get(sound, ())
    if len(alike) == 1:  # ``неактивнага``, ``аплаты``, ``бъёт``: a form written as it sounds
        return alike[0]
    if len(folded) < 5:  # (a short word one letter off is likelier a word of its own)
        return None
    forms = _typo_forms().get(folded[:1], ())
    near = [
        n for n in extract(folded, forms, cutoff=TYPO_CUTOFF) if osa_distance(folded, n[0]) <= 1
    ]
    if not near:
        return None
    best = max(
        near,
        key=lambda n: (ratio(sound, _sound(n[0])), n[1], -len(n[0])),
    )
    return str(best[0])


#: the endings of a Russian noun's forms, longest first, and the endings of its lemma
_FORM_ENDINGS = (
    "ами", "ями", "ою", "ею", "ой", "ей", "ом", "ем", "ам", "ям", "ах", "ях", "ов", "ев", "ью",
    "а", "я", "у", "ю", "е", "и", "ы", "ь", "о",
)  # fmt: skip
_LEMMA_ENDINGS = ("", "а", "я", "ь", "й", "о", "е")
#: the endings of a singular's case (``псом``, ``пса``): where a vowel dropped after a stem
#: of two letters
_ONE = frozenset(("ом", "ем", "ою", "ею", "ой", "ей", "а", "я", "у", "ю", "е", "и"))


#: people who play, teach, judge or watch (lemmas): living beings that name no card
PEOPLE = frozenset(
    """
сын сынок дочь дочка дочурка папа мама отец мать внук внучка внучок брат братишка сестра
сестрёнка сестренка друг подруга приятель приятельница дед дедушка бабушка бабуля муж жена
ребёнок ребенок малыш малой племянник племянница крестник крестница судья зритель комментатор
стример организатор человек парень девушка пацан чел тренер ученик новичок мальчик девочка
сосед соседка коллега товарищ дядя тётя тетя кузен игрок соперник противник оппонент враг
напарник гость хозяин владелец люди дети ребята соперница противница напарница ученица
""".split()
)
PEOPLE_FOLDED = frozenset(p.replace("ё", "е") for p in PEOPLE)


def names_a_being(word: str) -> bool:
    """Whether a word as typed (``Гоблина``, ``Волчицей``, ``Гнома-кузнеца``) is a form of a
    noun naming a living being: its first part, or that part with a form's ending taken off and
    a lemma's put on, is in ``ru-beings.tsv``."""
    return being_lemma(word) is not None and not _plays(word)


def _plays(word: str) -> bool:
    """Whether a word names one of the ``PEOPLE`` (``сын``, ``дочка``): no card."""
    first = word.lower().replace("ё", "е").split("-")[0]
    lemma = being_lemma(first) or first
    return lemma in PEOPLE_FOLDED


#: the creatures of the games' worlds the dictionary has no animate noun for (``Виверна``,
#: ``Голем``, ``Скелет``): living beings on a card all the same
FANTASY_BEINGS = frozenset(
    """
виверна вервольф голем скелет лич огр банши ифрит элементаль энт дракончик гомункул
волколак варг волкодлак гнолл горгулья йети
""".split()
)


class _Beings:
    """The dictionary's beings and ``FANTASY_BEINGS``, as one container."""

    def __contains__(self, lemma: object) -> bool:
        return lemma in FANTASY_BEINGS or lemma in beings()


_BEINGS = _Beings()


def being_lemma(word: str) -> str | None:
    """The lemma of a word naming a living being (``Лису`` → ``лиса``; see ``names_a_being``),
    folded; None when it names none."""
    first = word.lower().replace("ё", "е").split("-")[0]
    known = _BEINGS
    if first in known:
        return first
    # a form the lexicon has (``Горца`` → ``горец``: its vowel drops before an ending)
    nouns = [a.split(" ")[0] for a in analyses(first) if a.split(" ")[1] == "NOUN"]
    noun = next((n for n in nouns if n in known), None)
    if noun is not None:
        return noun
    found = _lemmas_by_ending(first, known)
    # ``Лису``: the accusative of ``лиса`` rather than the dative of ``лис``
    found.sort(key=lambda lemma: not (first.endswith(("у", "ю")) and lemma.endswith(("а", "я"))))
    if found:
        return found[0]
    # a noun declined as an adjective (``Ловчего``: ``ловчий``; ``Часовому``: ``часовой``)
    for ending, lemmas in _ADJECTIVE_NOUN_ENDINGS:
        if first.endswith(ending) and len(first) > len(ending) + 2:
            stem = first[: -len(ending)]
            noun = next((stem + e for e in lemmas if stem + e in known), None)
            if noun is not None:
                return noun
    # a woman named by the man's noun in -ник (``Лучницей``: ``лучник``), which the dictionary
    # may not list
    # (and of -щик/-чик: ``Копейщицу``, ``копейщик``)
    for pattern, her, his in _FEMININE:
        woman = pattern.match(first)
        if woman and woman.group(1) + his in known:
            return woman.group(1) + her
    return None


#: the endings of a noun declined as an adjective, with its first form's endings to try
_ADJECTIVE_NOUN_ENDINGS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("его", ("ий",)), ("ему", ("ий",)), ("ими", ("ий",)), ("им", ("ий",)), ("ем", ("ий",)),
    ("ого", ("ый", "ой")), ("ому", ("ый", "ой")), ("ыми", ("ый",)), ("ым", ("ый",)),
    ("ом", ("ый", "ой")),
)  # fmt: skip
#: a feminine noun in -ница in any of its forms, its stem before the suffix
_FEMININE_NIK = re.compile(r"^(\w{2,})ниц(?:а|ы|е|у|ей|ею|ам|ами|ах)?$")
_FEMININE_SHCHIK = re.compile(r"^(\w{2,}[щч])иц(?:а|ы|е|у|ей|ею|ам|ами|ах)?$")
#: each feminine pattern with the lemma endings of the woman and of the man
_FEMININE = ((_FEMININE_NIK, "ница", "ник"), (_FEMININE_SHCHIK, "ица", "ик"))


if __name__ == "__main__":
    write()
