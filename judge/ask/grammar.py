"""The structure of a question beyond its words: what a negation governs, whose a card is, what
the question asks, and which role a noun has by its case.

    negated(words, language) -> frozenset[int]     the words a negation governs
    owners(words, language) -> dict[int, str]      a noun → me, them, opponent, self
    asked(words, language) -> frozenset[int]       the words the question asks (not states)
    case_role(word, language) -> frozenset[str]    subject, object, instrument, onto…

Each follows the grammar of the language, not a list of whole phrases:

- **Negation** (``не``/``ни``/``без``/``нет``; ``nem``/``sem``/``nincs``/``nélkül``) governs the
  word or phrase after it — a preposition with its noun phrase (``не в подфазу выбора``), an
  adjective alone (``не летающее существо``: the creature is named, its flying denied), a verb
  with its infinitive (``не умеет летать``); ``nélkül`` the phrase before it; ``не X, а Y``
  everything up to ``а``. ``не X, а Y`` and ``X, а не Y`` deny X and state Y.
- **Possession**: a possessive pronoun (``мой``, ``его``, ``свой``) qualifies the noun after it, a
  genitive (``карта противника``) or ``-nak/-nek`` (``az ellenfél lényének``) the noun before it; a
  Hungarian possessive suffix (``lényem``, ``őrposztja``) its own noun. The possessor belongs to
  that noun, never to the sentence's actor.
- **What is asked**: two values joined by ``или``/``vagy``, a word before ``ли``, a value followed
  by ``или нет``/``vagy nem``, the predicate of ``это X?``/``ez X?``/``X-e?``; and the clause a
  question word or a question mark governs (``ASKED`` words after it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple, Protocol

from judge.ask.lexicon import OBJECTING_VERBS, PEOPLE_FOLDED
from judge.ask.morph import KIN_POSSESSIVES, Gram, adjective_ending
from judge.search import analysis


class Worded(Protocol):
    """What the grammar needs of a word (``judge.ask.situation.Word``)."""

    @property
    def text(self) -> str: ...
    @property
    def folded(self) -> str: ...
    @property
    def clause(self) -> int: ...
    @property
    def sentence(self) -> int: ...
    @property
    def closing(self) -> bool: ...
    @property
    def grams(self) -> tuple[Gram, ...]: ...
    @property
    def colon(self) -> bool: ...


#: the verbs of not knowing, after a negation (``не помню``, ``nem tudom``)
DOUBTING = frozenset(("помню", "знаю", "уверен", "уверена", "tudom", "emlekszem"))
DOUBTING |= {"понял", "поняла", "понимаю", "ertem"}  # (``не понял``, ``nem értem``)
DOUBTING |= set("tudjuk tudja tudjak emlekszunk знаем помним уверены".split())  # ``nem tudjuk``
#: not seen well (``не разглядел``, ``не видно``, ``nem látom``, ``nem látszik``)
DOUBTING |= set("разглядел разглядела разглядеть вижу видно видел видела latom latszik".split())
#: not decided yet (``пока не решил``, ``még nem döntöttem el``)
DOUBTING |= set("решил решила решили определился определилась dontottem".split())
#: the negation of a verb (``не помню``, ``nem tudom``, ``не заявил``)
NOT = frozenset(("не", "nem"))


def doubted(words: Sequence[Worded]) -> set[int]:
    """The sentences that say the player does not know (``не помню``, ``nem tudom``)."""
    return {
        w.sentence
        for at, w in enumerate(words)
        if at and w.folded in DOUBTING and words[at - 1].folded in NOT
    }


#: an arrow between an attacker and its target in a pasted declaration (``Troll → Kobold``):
#: one word, whatever arrow was typed
ARROW = "→"

#: words that ask in general, of every case (``mindig``, ``вообще``, ``általában``)
_IN_GENERAL = frozenset(
    ("mindig", "altalaban", "altalanossagban", "egyaltalan", "вообще", "всегда", "случаях")
    # an exception asked after (``… vagy van kivétel?``, ``есть исключения?``)
    + ("kivetel", "kivetelek", "исключения", "исключение", "исключений")
)
#: which-words that ask of every case as the first word of a question told alone
#: (``Melyik részfázisokban számít rombolásnak …?``)
_WHICH_OF_ALL = frozenset(("melyik", "melyikben", "melyekben", "mely"))
#: how many (folded): ``Hány lény támadhat egyszerre …?`` asks of every count, a question
#: of one sentence (not ``Hány lény támadhat …? Négy lényemmel akarok …``: the story asks)
HOW_MANY = frozenset(("hany", "сколько", "mennyi"))
#: when-words that ask in general as a question's first word (``Mikor számít …?``, ``Когда …?``)
_WHEN = frozenset(("mikor", "когда"))
#: a question's first two words that ask how to tell the cases apart or what may be done at
#: all (``Как определить, атака быстрая или медленная?``, ``Что можно сделать на …?``)
_HOW_TO_TELL = frozenset(
    (
        ("как", "определить"),
        ("как", "понять"),
        ("как", "узнать"),
        ("как", "отличить"),
        ("что", "можно"),
        ("от", "чего"),  # (``От чего зависит, быстрая атака или медленная?``)
        ("на", "каком"),  # (``На каком этапе атаки можно назначать защитника?``)
        ("mitol", "fugg"),
        ("honnan", "tudom"),
        ("mit", "lehet"),
        ("hogyan", "dontom"),
    )
)


def asks_in_general(words: Sequence[Worded]) -> str:
    """How the sentence that asks (a question mark ends it) asks of every case: ``every`` (a
    word of generality in it: ``mindig``, ``вообще``, ``в каких случаях``), ``when`` (a
    when-word first: ``Mikor számít rombolásnak …?``), ``how`` (how to tell the cases apart:
    ``Как определить, …?``); ``""`` when it does not."""
    asking = {w.sentence for w in words if w.closing}
    found = ""  # (how to tell the cases apart outranks the others, whichever comes first)
    for at, word in enumerate(words):
        if word.sentence not in asking:
            continue
        first = at == 0 or words[at - 1].sentence != word.sentence
        after = words[at + 1].folded if at + 1 < len(words) else ""
        if first and (word.folded, after) in _HOW_TO_TELL or first and _what_done(words, at):
            return "how"
        alone = words[0].sentence == words[-1].sentence  # (no story round it)
        every = word.folded in _IN_GENERAL or alone and _counts_or_asks_which(word, first)
        if not found and every:
            found = "every"
        elif not found and first and word.folded in _WHEN:
            found = "when"
    return found


#: doing (``Что игроки могут делать на шаге броска?``): what may be done at all is asked
_DOING = frozenset(("делать", "сделать", "предпринять", "tenni", "csinalni"))


def _what_done(words: Sequence[Worded], at: int) -> bool:
    """``Что игроки могут делать на …?``, ``Mit lehet tenni …?``: a question's first word
    ``что``/``mit`` with a verb of doing in its sentence — what may be done at all."""
    if words[at].folded not in ("что", "mit"):
        return False
    return any(w.folded in _DOING and w.sentence == words[at].sentence for w in words[at + 1 :])


def _counts_or_asks_which(word: Worded, first: bool) -> bool:
    """``Hány …?`` anywhere, ``Melyik …?`` first: in a question told alone, asked of every
    case."""
    return word.folded in HOW_MANY or first and word.folded in _WHICH_OF_ALL


#: Hungarian ordinals and ``másik`` (folded beginnings): words of counting, never typos of a
#: game's words (``a harmadikkal`` is no ``harman``)
HU_ORDINALS = ("masodik", "harmadik", "negyedik", "otodik", "hatodik", "masik", "utolso")

NEGATIONS = {
    "ru": frozenset(("не", "ни", "без", "нет", "нету")),
    "hu": frozenset(("nem", "sem", "se", "nincs", "nincsen", "ne")),
}
#: a negation after the phrase it governs: ``egy lény nélkül``
POSTPOSED_NEGATIONS = {"hu": frozenset(("nelkul",))}
#: ``не X, а Y``: the word that brings the stated alternative
INSTEAD = {"ru": frozenset(("а", "но")), "hu": frozenset(("hanem", "de"))}
#: words that place what follows at the moment asked about (``уже на шаге нанесения эффекта``,
#: ``most a harci képességek részfázisban``): in a story of several moments, this one is now
NOW = {
    "ru": frozenset(("уже", "сейчас", "теперь")),
    "hu": frozenset(("mar", "most", "eppen")),
}
#: verbs that a moment going on follows right after (``идёт шаг броска кубика``)
NOW_GOING = {"ru": frozenset(("идёт", "идет", "наступил", "начался", "начинается"))}
#: words a negation passes over to reach what it governs (``не уже``, ``nem is``)
#: (a copula passes the negation on to what it says: ``nem volt egyértelmű``, ``не был открыт``)
_SKIP = {
    "ru": frozenset(
        ("уже", "еще", "ещё", "сразу", "только", "совсем", "всегда", "же", "то")
        + ("был", "была", "было", "были", "будет")
        # a copula (``особенность не является быстрой``: the quality is denied)
        + ("является", "являются", "являлась", "являлся", "являлось", "считается", "считаются")
        + ("одного", "одной", "единого")  # ``ни одного летающего``: the quality is denied
    ),
    "hu": frozenset(
        ("is", "mar", "meg", "csak", "egeszen", "mindig", "a", "az", "egy", "volt", "lesz", "lett")
    ),
}
#: alternatives: two values joined by one of these are asked, not stated
ALTERNATIVES = {"ru": frozenset(("или", "либо")), "hu": frozenset(("vagy",))}
#: question particles: the word before one is asked (``быстрая ли``)
PARTICLES = {"ru": frozenset(("ли", "ль")), "hu": frozenset()}
#: ``это X?``, ``ez X?``: a demonstrative before the asked predicate
DEMONSTRATIVES = {"ru": frozenset(("это",)), "hu": frozenset(("ez",))}

#: the spoken possessive of ``их`` (``ихнюю жрицу``): the other player's
RU_THEIRS_COLLOQUIAL = tuple(
    "ихний ихняя ихнее ихние ихнего ихней ихнему ихнюю ихним ихних ихнем".split()
)
#: possessive words of Russian and whose they say a card is
RU_OWNERS = {
    "мой": "me", "моя": "me", "мое": "me", "мои": "me", "моего": "me", "моей": "me",
    "моему": "me", "мою": "me", "моим": "me", "моих": "me", "моими": "me", "моем": "me",
    "наш": "me", "наша": "me", "наше": "me", "наши": "me", "нашего": "me", "нашей": "me",
    "нашу": "me", "наших": "me", "нашим": "me",
    "его": "them", "ее": "them", "их": "them",
    **dict.fromkeys(RU_THEIRS_COLLOQUIAL, "them"),
    "свой": "self", "своя": "self", "свое": "self", "свои": "self", "своего": "self",
    "своей": "self", "своему": "self", "свою": "self", "своим": "self", "своих": "self",
    # as a phone spells them by ear (``маю Нимфу``, ``сваего героя``)
    "мая": "me", "маю": "me", "маего": "me", "маей": "me", "маему": "me", "маих": "me",
    "моево": "me", "маево": "me", "моиво": "me",
    "сваего": "self", "сваей": "self", "сваю": "self", "сваим": "self", "сваих": "self",
    # a letter left out (``свого же героя``)
    "свого": "self",
    # ``собственного героя``
    **dict.fromkeys(
        "собственный собственная собственное собственные собственного собственной "
        "собственному собственную собственным собственных".split(),
        "self",
    ),
    # the other player as kin (``дочкин Волк``, ``папину карту``)
    **dict.fromkeys(KIN_POSSESSIVES, "opponent"),
}  # fmt: skip
#: ``твой`` and its forms: the one spoken to's (``spoken_to``)
RU_YOURS = frozenset(
    "твой твоя твое твои твоего твоей твоему твою твоим твоих твоими твоем".split()
)


#: ``у тебя``: the one spoken to has (as ``твой`` says)
_RU_YOU = frozenset(("тебя",))


def spoken_to(words: Sequence[Worded]) -> str:
    """Whose ``твой`` says a card is: the other player's where the asker speaks to them — mine
    and yours said, no third player named (``мой Минотавр бьёт твоего Друида``); one player's,
    as ``его`` is, where nothing of mine is said (``твой Орк стреляет в твоего же Шамана``);
    nothing beside a third player (``твой Циклоп … по Жрице соперника``: the one spoken to is
    a player whose opponent is another)."""
    folded = {w.folded for w in words}
    if not folded & (RU_YOURS | _RU_YOU) or folded & RU_OPPONENT:
        return ""
    return "opponent" if any(RU_OWNERS.get(f) == "me" for f in folded) else "them"


#: nouns naming the other player: a card in their genitive is the opponent's
RU_OPPONENT = frozenset(
    (
        "противник противника противнику противником противнике соперник соперника сопернику "
        "соперником сопернике враг врага врагу оппонент оппонента оппоненту неприятель "
        "неприятеля "
        # players' short word for the opponent (``у сопа в допке``)
        "соп сопа сопу сопом опп оппа оппу оппом "
        # the other player told as the asker's kin or friend (``Фею брата``, ``у друга``)
        "брат брату братом друг другу другом сестра сестре сестрой подруга подруге подругой "
        "напарник напарнику напарником сын сыну сыном дочь дочке дочерью приятель приятелю "
        "приятелем товарищ товарищу товарищем сосед соседу соседом "
        # a parent's, a grandparent's, a child's game (``внук бьёт …``, ``у дочки …``)
        "дочка дочку дочкой дочки сынок сынка сынку сынком внук внука внуку внуком внучка внучку "
        "внучке внучкой внучки папа папы папе папой мама мамы маме мамой дед деда деду дедом "
        "дедушка дедушки дедушке бабушка бабушки бабушке малой малого малому"
    ).split()
)
#: the other player as the asker's kin or friend, as an owner (``Фею брата``, ``У брата …``,
#: ``сынову Ведьму``: the son's — a kin's possessive, ``KIN_POSSESSIVES``)
RU_KIN_OWNERS = frozenset(
    "брата друга сестры подруги напарника сына дочери дочки приятеля товарища соседа".split()
)
RU_KIN_OWNERS |= KIN_POSSESSIVES
RU_OPPONENT |= RU_KIN_OWNERS
#: the other player in the nominative, as a story of the asker's game calls them (the forms of
#: ``RU_OPPONENT`` that are the people's own, and the players' short words): one right before an
#: attack verb acts (``сын бьёт …``, ``малой хочет шмальнуть …``)
RU_OTHER_PLAYER = (RU_OPPONENT & PEOPLE_FOLDED) | {"соп", "опп"}
#: a card's owner that is a player named by a first name (``существо Миши``):
#: ``person:миша``
PERSON = "person:"
#: the other player named in the nominative: a person, not whose a card is
PLAYERS = frozenset(("противник", "соперник", "враг", "оппонент", "ellenfel", "ellenfelem"))
#: the forms of the Russian words for the other player, which a phone often misspells
PLAYER_FORMS = tuple(
    stem + ending
    for stem in ("соперник", "противник")
    for ending in ("", "а", "у", "ом", "е", "и", "ов", "ам", "ами", "ах")
)
#: how close a word the lexicon lacks is to a form of them to be read as it (``сапеника``: 82)
PLAYER_CUTOFF = 82.0


#: words players cut short when typing on a phone (``нелет сущ бьет прост ударом``, ``az ell
#: őrposztjában``), each read as the word it stands for
PHONE_SHORT = {
    "сущ": "существо",
    "нелет": "нелетающее",
    "летающ": "летающее",
    "прост": "простым",
    "неакт": "неактивного",
    "медл": "медленная",
    "быстр": "быстрая",
    "вспом": "вспомогательной",
    "закр": "закрытое",
    "откр": "открытое",
    "защ": "защитник",
    "перенапр": "перенаправить",
    "модиф": "модификатор",
    "ell": "ellenfél",
}


def player_misspelt(folded: str) -> str | None:
    """The form of ``соперник``/``противник`` a word the lexicon lacks is a misspelling of
    (``сапеника``, ``сопериника``, ``протвника`` — a letter or two off), else None."""
    from judge.ask.lexicon import analyses

    if len(folded) < 7 or folded in PLAYER_FORMS or analyses(folded):
        return None  # (a word the lexicon has is no misspelling: no fuzzy match sought)
    from judge.similar import extract_one

    best = extract_one(folded, list(PLAYER_FORMS))
    return str(best[0]) if best is not None and best[1] >= PLAYER_CUTOFF else None


HU_OPPONENT = frozenset(("ellenfel", "ellenfele", "ellenfelem", "ellenfelunk", "ellenseg"))
HU_MINE = frozenset(("enyem", "sajat", "sajatom"))  # (``saját`` = own: the owner of the clause)
#: the opponent player in the forms that possess the noun after them (not ``ellenfele``: its
#: opponent, 34.9)
_HU_OPPONENT_OWNS = HU_OPPONENT - {"ellenfele"}


def opponent_possessor(words: Sequence[Worded], at: int) -> bool:
    """Whether a word is the opponent player as the possessor of the noun after it (``az
    ellenfél őrposztján álló Koboldot``): whose a card or place is."""
    return words[at].folded in _HU_OPPONENT_OWNS and _owned_noun_follows(words, at)


def negated(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The positions of the words some negation governs."""
    negations = NEGATIONS.get(language, frozenset())
    skip = _SKIP.get(language, frozenset())
    out: set[int] = set()
    for at, word in enumerate(words):
        if word.folded not in negations:
            continue
        nxt = at + 1
        while nxt < len(words) and words[nxt].folded in skip:
            nxt += 1
        if nxt < len(words) and words[nxt].clause != word.clause:
            nxt = len(words)  # ``… lény nincs. A célpontokat …``: a negation ends with its clause
        governed = _phrase_after(words, nxt, language)
        out.update(governed)
        out.update(_contrasted(words, at, language))
        if any(says(words[i], language) for i in governed):
            out.update(_reported(words, max(governed), language))
    for at, word in enumerate(words):
        if word.folded in POSTPOSED_NEGATIONS.get(language, ()):
            out.update(_phrase_before(words, at - 1))
        if word.folded in _EVERY.get(language, ()) and _denied_verb_before(words, at, negations):
            out.add(at)  # ``nem támadom … minden lényét``: not every one
    # ``не X, а Y`` states Y; ``X, а не Y`` denies Y only
    instead = INSTEAD.get(language, frozenset())
    for at, word in enumerate(words):
        if word.folded in instead and at + 1 < len(words) and words[at + 1].folded not in negations:
            for later in _phrase_after(words, at + 1, language):
                out.discard(later)
    return frozenset(out)


#: verbs of saying (Russian lemmas, Hungarian beginnings): ``не сказал, что закончил`` says
#: nothing was said
_RU_SAYING = frozenset(("сказать", "говорить", "объявить", "объявлять", "заявить", "сообщить"))
_HU_SAYING = ("mond", "szol", "kozol", "jelent", "bejelent", "jelez", "kijelent")
#: the words that begin what is said (``что``, ``hogy``)
_THAT = {"ru": frozenset(("что",)), "hu": frozenset(("hogy",))}


def says(word: Worded, language: str) -> bool:
    """Whether a word is a verb of saying (``говорит``, ``mondja``)."""
    if language == "ru":
        return any(g.lemma in _RU_SAYING for g in word.grams)
    return language == "hu" and word.folded.startswith(_HU_SAYING)


def _reported(words: Sequence[Worded], at: int, language: str) -> list[int]:
    """The words of the clause a negated verb of saying reports (``nem jelentettem be, hogy
    kész vagyok``): the clause after it that ``hogy``/``что`` begins."""
    that = _THAT.get(language, frozenset())
    sentence = words[at].sentence
    for start in range(at + 1, min(len(words), at + 4)):
        if words[start].sentence != sentence:
            return []
        if words[start].folded in that:
            clause = words[start].clause
            return [i for i in range(start, len(words)) if words[i].clause == clause]
    nxt = words[at + 1] if at + 1 < len(words) else None
    # ``Вова говорит, раз атака первая, она быстрая``: the rest is his
    arguing = nxt is not None and nxt.sentence == sentence and nxt.folded in _ARGUING
    if arguing and nxt is not None and nxt.clause != words[at].clause:
        return [i for i in range(at + 1, len(words)) if words[i].sentence == sentence]
    argued = _argued(words, at)  # ``Сын говорит: на картинке молния, значит атака быстрая``
    if argued is not None:  # (what it argues from is told, what it argues is claimed)
        return [i for i in range(argued, len(words)) if words[i].sentence == sentence]
    return []


def rules_claimed(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The words a verb of claiming reports after a colon when they say a rule's condition,
    limit or modality (``Лёша говорит: Гном закроется только после сражения``): what someone
    holds the rule to be, though the story may go on in them (``уверяет: его Ярл может …``) —
    a game's word there names no game."""
    out: set[int] = set()
    objecting = [
        at
        for at, w in enumerate(words)
        if language == "ru" and any(g.lemma in OBJECTING_VERBS for g in w.grams)
    ]
    for at in [at for at, _ in _claims(words, language)] + objecting:
        if not words[at].colon:
            continue
        sentence = words[at].sentence
        rest = [i for i in range(at + 1, len(words)) if words[i].sentence == sentence]
        if any(_ruling(words[i].folded, language) for i in rest):
            out.update(rest)
    return frozenset(out)


def _ruling(folded: str, language: str) -> bool:
    """Whether a word says a rule's condition, limit or modality (``только``, ``можно``)."""
    return folded in _RULING or folded.startswith(_RULE_WORDS.get(language, ()))


#: the words of an argument (``значит``, ``раз``, ``mert``): a verb of saying with a colon
#: reports one; without, what follows a colon is what the player did (``говорит: бью Ведьму``)
_THEREFORE = frozenset(("значит", "поэтому", "tehat", "ezert"))
_ARGUING = _THEREFORE | {"раз", "потому", "ведь", "mert"}


def _argued(words: Sequence[Worded], at: int) -> int | None:
    """Where the argument begins when a verb ends its clause with a colon and the rest of its
    sentence argues (its word of arguing), else None."""
    if not words[at].colon:
        return None
    sentence = words[at].sentence
    return next(
        (
            i
            for i in range(at + 1, len(words))
            if words[i].sentence == sentence and words[i].folded in _ARGUING
        ),
        None,
    )


#: verbs of claiming (Russian lemmas; Hungarian folded forms): what someone says is so is no
#: fact of the story (``соперник говорит, что атака быстрая``, ``azt állítja, hogy …``)
_RU_CLAIMING = frozenset(("говорить", "утверждать", "считать", "уверять", "настаивать", "думать"))
_RU_CLAIMING |= {"сказать", "заявить", "заявлять", "объяснить", "объяснять", "решить", "ответить"}
_RU_CLAIMING |= {"писать", "написать"}  # a chat's ``Гоша пишет, что …``
_RU_CLAIMING |= {"доказывать", "доказать", "убеждать", "убедить"}  # ``я доказывал, что …``
_RU_CLAIMING |= {"уверенный", "уверен"}  # ``друг уверен, что …`` (read as either)
HU_CLAIMING = ("allitja", "allitotta", "mondja", "gondolja", "szerint", "irja", "irta")


#: words of a verdict (folded beginnings; short ones whole): a claim of nothing but one
#: names no fact
_VERDICTS = ("szabaly", "rendben", "hibas", "csalas", "legit", "jogos")
_SHORT_VERDICTS = frozenset(("jo", "ok", "oke"))


def _verdict_only(words: Sequence[Worded], start: int) -> bool:
    """Whether the clause a claim begins at ``start`` is a verdict alone (``szabálytalan``,
    ``rendben van``), at most three words."""
    clause = [w for w in words[start:] if w.clause == words[start].clause]
    first = clause[0].folded if clause else ""
    return len(clause) <= 3 and (first.startswith(_VERDICTS) or first in _SHORT_VERDICTS)


def _claims(words: Sequence[Worded], language: str) -> list[tuple[int, list[int]]]:
    """Each verb of claiming and the words it reports (none: a negated verb of saying, ``не
    заявил, что закончил``, which ``negated`` reads; not ``на карте сказано, что …``: what the
    card says is so)."""
    out = []
    for at, word in enumerate(words):
        if at and words[at - 1].folded in NOT and says(word, language):
            continue
        if language == "ru":
            claiming = any(g.lemma in _RU_CLAIMING and not g.passive for g in word.grams)
        else:
            claiming = language == "hu" and word.folded.startswith(HU_CLAIMING)
        if not claiming:
            continue
        said = _reported(words, at, language)
        if not said and word.folded.startswith("szerint") and at + 1 < len(words):
            said = [at + 1]  # ``A barátom szerint a Goblin nem támadhat``
        out.append((at, said))
    return out


#: verbs that tell a story (Russian lemmas; Hungarian beginnings), no opinion
_RU_TELLING = frozenset(("говорить", "сказать", "рассказать", "рассказывать", "писать", "написать"))
_HU_TELLING = ("mondja", "irja", "irta")
#: words of a rule's claim (what may or must be): a claim of one is disputed by the question
_RULE_WORDS = {
    "ru": ("можн", "нельз", "может", "могут", "мог", "должн", "вправе", "прав", "бывает", "счита"),
    "hu": ("lehet", "szabad", "kell", "tud", "nem"),
}

#: words of a rule's condition or limit (whole): ``быстрая, если …``, ``только по существам``;
#: and of an argument (``_ARGUING``)
_RULING = frozenset(("если", "только", "как", "ha", "csak", "mint")) | _ARGUING
#: who is right (``кто прав``, ``kinek van igaza``): a question of a dispute
JUDGEMENT = frozenset(("прав", "права", "правы", "igaza", "igazam", "igazunk", "igazuk"))
#: words that judge a claim (whole): with one, the claim is what the question asks
_JUDGING = JUDGEMENT | {"верно", "правильно", "ошибается", "так", "самом"}  # (``на самом деле``)
_JUDGING |= {"igazat", "helyes", "tevedett", "teved"}


def _told(words: Sequence[Worded], at: int, said: list[int], language: str) -> bool:
    """Whether the one claim of a question tells what happened: a verb of telling not negated,
    a verb in what it tells and no rule (no word of may or must, of a condition or an
    argument), and nothing in the question asks to judge it (``Прав ли он?``)."""
    word = words[at]
    if language == "ru":
        telling = any(g.lemma in _RU_TELLING for g in word.grams)
    else:
        telling = word.folded.startswith(_HU_TELLING)
    if not telling or (at and words[at - 1].folded in NOT):
        return False
    if any(w.folded in _JUDGING for w in words):
        return False  # ``Прав ли он?``: the claim is what is asked
    modals = _RULE_WORDS.get(language, ())
    sentence = words[said[0]].sentence
    told = [w for w in words[said[0] :] if w.sentence == sentence]
    if not any("verb" in _pos(w) for w in told):
        return False  # ``мне сказали, что особенность быстрая``: a fact claimed, nothing told
    return not any(
        w.folded.startswith(modals)
        or w.folded in _RULING
        or w.folded.endswith(analysis.HU_POTENTIAL)
        for w in told
    )


#: words that ask whether something matters (``Számít-e, hogy …``, ``Mindegy, hogy …``): the
#: clause ``hogy`` begins after one is what is asked about, no fact of the story
HU_MATTERING = ("szamit", "mindegy", "fugg")


#: the words that put a statement up to be judged (folded): ``Утверждение: …``, ``… Верно?``
_STATEMENT_HEADS = frozenset(("утверждение", "тезис"))
_TRUE_OR_NOT = frozenset(("верно", "правда", "правильно"))
#: the words that begin what a statement concludes (``… всё равно считается быстрой``): from
#: one on, the statement's words are what is judged, those before it what it starts from
_CONCLUDING_RU = frozenset(("считается", "считаются", "следовательно", "значит", "поэтому"))


def _judged_conclusions(words: Sequence[Worded], language: str) -> set[int]:
    """The words of what a statement put up to be judged concludes (``Утверждение: атака в
    составе простой особенности, которая не быстрая, всё равно считается быстрой. Верно?``):
    from its word of concluding (``считается``, ``всё равно``, ``значит``) to the statement's
    end — what the question asks, no fact; the words before it are told."""
    if language != "ru":
        return set()
    out: set[int] = set()
    for sentence in {w.sentence for w in words}:
        said = [i for i, w in enumerate(words) if w.sentence == sentence]
        if not _judged(words, said):
            continue
        start = next(
            (
                i
                for i in said
                if words[i].folded in _CONCLUDING_RU
                or words[i].folded in ("всё", "все")
                and i + 1 < len(words)
                and words[i + 1].folded == "равно"
            ),
            None,
        )
        if start is not None:
            out.update(i for i in said if i >= start)
    return out


def _judged(words: Sequence[Worded], said: Sequence[int]) -> bool:
    """Whether a sentence is a statement put up to be judged: it begins ``Утверждение:``, or
    the sentence after it is ``Верно?`` alone (not ``Верно ли, что …?``: what that asks is the
    question's own)."""
    first = words[said[0]]
    if first.folded in _STATEMENT_HEADS and first.colon:
        return True
    after = [w for w in words[said[-1] + 1 :] if w.sentence == first.sentence + 1]
    return 0 < len(after) <= 2 and after[0].folded in _TRUE_OR_NOT


def asked_whether(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The words of the clause a question of whether something matters asks about (``Számít-e,
    hogy egyértelműen mondta-e``): what they say is asked, not stated — left open."""
    if language != "hu":
        return frozenset()
    return frozenset(
        i
        for at, word in enumerate(words)
        if word.folded.startswith(HU_MATTERING)
        for i in _reported(words, at, language)
    )


def disputed(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The clauses of the claims a question asks to judge (``он говорит, что защитник
    закрывается сразу. Кто прав?``, ``Друг говорит, что … Это правда?``): a sentence a question
    mark ends holds a word of judging — what is claimed is what the question asks."""
    judging = {
        w.sentence for w in words if w.folded in _JUDGING | _TRUE_OR_NOT and _asks_here(words, w)
    }
    if not judging:
        return frozenset()
    out = {words[i].clause for _, said in _claims(words, language) for i in said}
    if language != "ru":
        return frozenset(out)
    # what a claim goes on to say past a participle's commas (``что карта, выступившая
    # защитником, закрывается сразу, ещё до драки``), and the other's claim said short (``а
    # Петя — что после сражения``): up to the next claim, or a clause of ``а``/``но``
    for at, word in enumerate(words):
        if word.clause in out or not at or words[at - 1].clause == word.clause:
            continue  # (each clause once, at its first word)
        before = words[at - 1]
        goes_on = word.folded not in _OTHER_SIDE and before.clause in out
        if goes_on and before.sentence == word.sentence or _claimed_short(words, at, out):
            out.add(word.clause)
    return frozenset(out)


def _claimed_short(words: Sequence[Worded], at: int, claims: set[int]) -> bool:
    """Whether the clause at ``at`` is another's claim said short (``а Петя — что после
    сражения``): begun by ``что`` in a sentence a claim was made in before it."""
    word = words[at]
    return word.folded in _THAT_WORDS and any(
        words[i].sentence == word.sentence and words[i].clause in claims for i in range(at)
    )


#: the words a clause of the other side (``а Петя — что …``), or of what else was done (``и
#: уже начал считать раны``), begins with
_OTHER_SIDE = frozenset(("а", "и", "но", "однако"))
#: ``что``: what begins a claim's words
_THAT_WORDS = frozenset(("что",))


def _asks_here(words: Sequence[Worded], word: Worded) -> bool:
    """Whether a question mark ends the sentence of ``word``."""
    return any(w.closing for w in words if w.sentence == word.sentence)


def claimed(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The words of what a story reports as someone's claim: the clause ``что``/``hogy``
    begins after a verb of claiming, or the rest of the clause after ``X szerint``; a rule
    remembered from before (``remembered``); a remark of what would be (``supposed``)."""
    out: set[int] = set(supposed(words, language)[1])  # (a remark of what would be)
    out.update(_judged_conclusions(words, language))
    out.update(earlier_turns(words))
    out.update(_rules_known(words))
    claims = [c for c in _claims(words, language) if c[1]]
    if len(claims) == 1 and _told(words, *claims[0], language):
        return frozenset(out)  # ``Петя говорит, что его Орк бьёт …``: a story told
    out.update(remembered(words))
    for _, said in claims:
        if _verdict_only(words, said[0]):  # ``X szerint szabálytalan, Y szerint rendben
            clause = words[said[0]].clause  # van: …``: a verdict, then the story
            out.update(i for i in range(said[0], len(words)) if words[i].clause == clause)
        else:  # the claim runs to the end of its sentence (``…, что раз …, то она быстрая``)
            sentence = words[said[0]].sentence  # or to a ``but`` of the teller's own (``…, de
            start = _concluded(words, said)  # a kártyán semmi ilyesmi nincs, sima nem passzív``)
            for i in range(start, len(words)):
                if words[i].sentence != sentence or i > said[0] and _but(words, i):
                    break
                out.add(i)
    return frozenset(out)


#: the verbs of knowing a rule (``Tudom, hogy …``, ``Я знаю, что …``)
_KNOW = frozenset(("tudom", "tudjuk", "tudtam", "знаю", "знаем", "помню"))
#: the words that make a clause a rule, not a card's state (``passzív építményt nem lehet
#: lerombolni``, ``закрытое существо нельзя …``)
_RULE_MODAL = frozenset(("lehet", "szabad", "tilos", "можно", "нельзя", "запрещено", "разрешено"))


def _rules_known(words: Sequence[Worded]) -> frozenset[int]:
    """The words of a rule the asker says they know (``Tudom, hogy passzív építményt nem lehet
    lerombolni, de …``): the clause ``hogy``/``что`` begins after a verb of knowing, to the end
    of its sentence or a ``but``, when a word of what may be done is in it — what a card is
    (``Tudom, hogy a Kapu passzív``) stays the story's."""
    out: set[int] = set()
    for at, word in enumerate(words[:-1]):
        if word.folded not in _KNOW or words[at + 1].folded not in ("hogy", "что"):
            continue
        said = []
        for i in range(at + 2, len(words)):
            if words[i].sentence != word.sentence or _but(words, i):
                break
            said.append(i)
        if any(words[i].folded in _RULE_MODAL for i in said):
            out.update(said)
    return frozenset(out)


#: the words of a ``but`` that ends someone's claim: what follows is the teller's own
_BUT_CLAIMS = frozenset(("de", "viszont", "но", "однако"))


def _but(words: Sequence[Worded], at: int) -> bool:
    """Whether a clause begins at ``at`` with a ``but`` (``…, de …``, ``…, но …``)."""
    return words[at].folded in _BUT_CLAIMS and words[at - 1].clause != words[at].clause


#: the Hungarian conditional's endings (folded) after a consonant: ``állna``, ``támadnám``,
#: ``mehetne``, ``lenne``, ``támadnának`` (not ``támadnak``, ``hanem``)
_HU_CONDITIONAL = ("nanak", "nenek", "nank", "nenk", "natok", "netek", "nam", "nem", "na", "ne")
#: the Hungarian words of the conditional of themselves (``lett volna``, ``kéne``)
_HU_WOULD = frozenset(("volna", "lenne", "lennenek", "kellene", "kene"))
#: the Russian particle of the conditional
_RU_WOULD = frozenset(("бы", "б"))
_VOWELS = frozenset("aeiou")


def _conditional_hu(word: Worded) -> bool:
    """A Hungarian verb in the conditional (``állna``, ``támadnám``, ``lett volna``)."""
    if word.folded in _HU_WOULD:
        return True
    if not word.text[:1].islower() or len(word.folded) <= 4:
        return False
    ending = next((e for e in _HU_CONDITIONAL if word.folded.endswith(e)), None)
    if ending is None:
        return False
    before = word.folded[: -len(ending)]
    return len(before) >= 2 and before[-1] not in _VOWELS


#: the words that begin the part of a supposition's sentence that follows from it (``то``,
#: ``тогда``, a question word: ``…, кто тогда мог бы защищать?``)
_THEN = frozenset(("то", "тогда", "akkor", "кто", "что", "какой", "какая", "какое", "кого"))
_THEN |= {"можно", "может", "mi", "ki", "melyik", "mire", "kinek"}
#: the words of a contrast after a supposition (``Если бы …, то да, но …``): what would be was
#: a remark, what is follows
_BUT = frozenset(("но", "однако", "de", "viszont", "azonban", "így", "igy"))


def supposed(words: Sequence[Worded], language: str) -> tuple[frozenset[int], frozenset[int]]:
    """The words of a supposition (``если бы …``, ``будь …``, ``ha … állna``, ``mi lett volna,
    ha …``): (those the sentence that asks supposes — the situation asked about, its values
    over the story's; those of a remark — a supposition whose sentence asks nothing where
    another one does, or that a contrast follows: no fact, ``Будь Сова открыта, она бы
    защитила. Но Сова закрыта — кто …?``, ``ha 1 lény menne nem kérdés, de …``)."""
    asked: set[int] = set()
    remark: set[int] = set()
    for at, word in enumerate(words):
        if not _supposing(words, at, language):
            continue
        sentence = [i for i in range(at, len(words)) if words[i].sentence == word.sentence]
        but = next((i for i in sentence if words[i].folded in _BUT and i > at), None)
        others_ask = any(w.closing for w in words if w.sentence != word.sentence)
        whole = [w for w in words if w.sentence == word.sentence]
        # (``Mi lett volna, ha … — ezt kérdezem.``: a question word begins it)
        opening = [w.folded for w in whole[:2] if w.folded not in ("а", "a", "es", "и")][:1]
        asks = any(w.closing for w in whole) or opening in (["mi"], ["что"])
        if but is not None or not asks and others_ask:
            remark.update(i for i in sentence if but is None or i < but)
        else:
            asked.update(_protasis(words, at, sentence, language))
    return frozenset(asked), frozenset(remark - asked)


def _supposing(words: Sequence[Worded], at: int, language: str) -> bool:
    """Whether a supposition begins at ``at``: ``если бы``, ``будь`` beginning its clause, a
    Hungarian ``ha`` in a sentence with a verb in the conditional."""
    word = words[at]
    if language == "ru":
        near = {w.folded for w in words[at + 1 : at + 5] if w.clause == word.clause}
        first = at == 0 or words[at - 1].clause != word.clause
        # (not ``будь то …``: "be it", a list of what is meant)
        then = words[at + 1].folded if at + 1 < len(words) else ""
        being = word.folded == "будь" and first and then != "то"
        return word.folded == "если" and bool(near & _RU_WOULD) or being
    if language == "hu" and word.folded == "ha":
        return any(_conditional_hu(w) for w in words if w.sentence == word.sentence)
    return False


def _protasis(
    words: Sequence[Worded], at: int, sentence: Sequence[int], language: str
) -> list[int]:
    """The words of what a supposition supposes, from its word on: the clauses up to one that
    follows from it (``то``, ``тогда``, ``akkor``, a question word; ``бы`` again; in Hungarian
    a verb in the conditional where the supposition had its own: ``ha … állna, támadhatna``)."""
    out: list[int] = []
    clause = words[at].clause
    would = False  # (the supposition's own verb of the conditional, in Hungarian)
    for i in sentence:
        first = i == at or words[i - 1].clause != words[i].clause
        if i > at and words[i].clause != clause and first:
            rest = [j for j in sentence if words[j].clause == words[i].clause]
            if words[i].folded in _THEN:
                break
            if language == "ru" and any(words[j].folded in _RU_WOULD for j in rest):
                break
            if language == "hu" and would and any(_conditional_hu(words[j]) for j in rest):
                break
        would = would or language == "hu" and _conditional_hu(words[i])
        out.append(i)
    return out


#: words of what used to be (folded): a rule remembered from before (``Раньше все атаки были
#: медленные``, ``Régen a tartalékból is lehetett``) is no fact of the story told now
_FORMERLY = frozenset(("раньше", "прежде", "regen", "regebben"))
#: the old rules' words (beginnings, folded): ``по старым правилам``, ``a régi szabály``
_OLD = ("стар", "regi")
_RULES = ("правил", "редакц", "szabaly")


def remembered(words: Sequence[Worded]) -> frozenset[int]:
    """The words of a rule remembered from before: from a word of what used to be (or of the
    old rules) to the end of its sentence or a colon (``Régen erre nem figyeltem: …``), or of
    its clause where a relative word begins that (``amit régen skill fázisnak hívtunk``) — not
    ``раньше, чем …`` (before something)."""
    out: set[int] = set()
    for at, word in enumerate(words):
        nxt = words[at + 1].folded if at + 1 < len(words) else ""
        formerly = word.folded in _FORMERLY and nxt not in ("чем", "него", "нее", "неё", "всех")
        if not formerly and not (word.folded.startswith(_OLD) and nxt.startswith(_RULES)):
            continue
        first = next(i for i in range(at + 1) if words[i].clause == word.clause)
        relative = words[first].folded.startswith(_RELATIVE)
        for i in range(at, len(words)):
            if words[i].sentence != word.sentence or relative and words[i].clause != word.clause:
                break
            out.add(i)
            if words[i].colon:
                break
    return frozenset(out)


#: words of a time before the one told (folded): an attack said with one in the past (``уже
#: бил до этого``) happened earlier
_EARLIER = frozenset(("уже", "раньше", "прежде", "до этого", "перед этим"))
_EARLIER |= {"mar", "elobb", "korabban"}


def earlier_attacks(words: Sequence[Worded], verbs: Sequence[int]) -> frozenset[int]:
    """The attack verbs of an attack that happened before the one told — a verb in the past
    with a word of an earlier time in its clause (``Гном, который уже бил до этого Эльфа,
    теперь бьёт Тролля``) — where another attack verb is left: the story's attack is that."""
    out: set[int] = set()
    for verb in verbs:
        word = words[verb]
        if not word.folded.endswith(_RU_PAST) and not word.folded.endswith(_HU_PAST):
            continue
        clause = [w for w in words if w.clause == word.clause]
        pairs = {f"{a.folded} {b.folded}" for a, b in zip(clause, clause[1:], strict=False)}
        if {w.folded for w in clause} & _EARLIER or pairs & _EARLIER:
            out.add(verb)
    return frozenset(out) if len(out) < len(verbs) else frozenset()


#: the endings of a verb in the past (folded): Russian ``бил``, ``ударила``; Hungarian
#: ``támadott``, ``támadta``
_RU_PAST = ("л", "ла", "ло", "ли")
_HU_PAST = ("ott", "ett", "tta", "tte", "tt")


#: the ordinals of a game's turns (folded beginnings), by their number: ``в первый ход``,
#: ``на третьем ходу``, ``az első körben``, ``a harmadik körömben``
_ORDINALS = (
    ("перв", 1), ("втор", 2), ("трет", 3), ("четверт", 4), ("пят", 5),
    ("elso", 1), ("masodik", 2), ("harmadik", 3), ("negyedik", 4), ("otodik", 5),
)  # fmt: skip
#: the nouns of a turn (folded beginnings)
_TURN_NOUNS = ("ход", "kor")  # (not a tournament's ``forduló``, ``тур``)
#: words of the moment asked about, now (folded): from one on, a clause of an earlier turn
#: tells the present (``a második körben aktívvá vált, és most már nem passzív``)
_NOW = frozenset(("сейчас", "теперь", "now", "most", "jelenleg", "mostani"))


def _turn_number(words: Sequence[Worded], at: int, turns_told: bool) -> int | None:
    """The number of the turn an ordinal at ``at`` names (``первый ход``, ``a második
    körben``; ``на третий`` where the story tells turns already), else None."""
    number = next((n for b, n in _ORDINALS if words[at].folded.startswith(b)), None)
    if number is None:
        return None
    after = [w.folded for w in words[at + 1 : at + 3] if w.clause == words[at].clause]
    if any(w.startswith(_TURN_NOUNS) for w in after):
        return number
    before = words[at - 1].folded if at else ""
    # (``а на третий Колдун …``; not ``a harmadik lényével``: an ordinal of what follows it)
    counted = bool(after) and "noun" in {g.pos for g in words[at + 1].grams}
    counted = counted and not words[at + 1].text[:1].isupper()
    return number if turns_told and before in ("на", "в", "во", "a", "az") and not counted else None


def earlier_turns(words: Sequence[Worded]) -> frozenset[int]:
    """The words of what a story tells of turns before the one asked about (``В первый ход
    Колдун атаковал в составе медленной особенности, … А на третий Колдун снова атакует``):
    each clause belongs to the turn an ordinal of its own names, else to the one before it;
    the clauses of a turn before the last one named are history, no fact of the moment asked
    about — from a word of now on (``most``, ``сейчас``) a clause tells the present."""
    turn: int | None = None
    told = False
    clause_turn: dict[int, int | None] = {}
    now_from: dict[int, int] = {}
    for at, word in enumerate(words):
        number = _turn_number(words, at, told)
        if number is not None:
            turn, told = number, True
            clause_turn[word.clause] = turn
        clause_turn.setdefault(word.clause, turn)
        if word.folded in _NOW:
            now_from.setdefault(word.clause, at)
    numbered = {n for n in clause_turn.values() if n is not None}
    if len(numbered) < 2:
        return frozenset()
    last = max(numbered)
    return frozenset(
        at
        for at, word in enumerate(words)
        if (clause_turn.get(word.clause) or last) < last
        and at < now_from.get(word.clause, len(words))
    )


#: words that begin a relative clause (beginnings, folded)
_RELATIVE = ("котор", "amit", "ami", "amely", "akit", "aki")


#: words that draw a conclusion from what was said before them (``ezért``, ``поэтому``)
_CONCLUDING = _THEREFORE | {"igy"}


def _concluded(words: Sequence[Worded], said: list[int]) -> int:
    """Where a claim's disputed part begins: a word of concluding after the clause it reports
    (``azt mondja, hogy a Kőfal passzív, ezért nem történt rombolás``: what it concludes from
    is told, what it concludes is claimed), else the claim's first word."""
    sentence = words[said[0]].sentence
    if any(words[i].folded in _ENOUGH for i in said):
        return said[0]  # ``уверяет, что защитнику достаточно стоять рядом, значит …``: a rule
    return next(
        (
            i
            for i in range(said[-1] + 1, len(words))
            if words[i].sentence == sentence and words[i].folded in _CONCLUDING
        ),
        said[0],
    )


#: a rule's word of what suffices (``достаточно``, ``elég``): a claim holding one claims a rule
_ENOUGH = frozenset(("достаточно", "хватает", "хватит", "eleg", "elegendo"))


#: words of a comparison: what follows one is compared with, not stated (``как атака``,
#: ``mint a klasszikusban``)
COMPARED = {"ru": frozenset(("как", "словно", "будто")), "hu": frozenset(("mint",))}
#: words that place a card by its neighbours (beginnings, folded)
NEAR = {
    "ru": frozenset(("рядом", "возле", "около", "сосед", "вплотную", "впритык")),
    "hu": frozenset(("mellett", "szomszed")),
}
#: the words of "every": a negated verb before one denies "every", not the verb alone
EVERY_HU = frozenset(("minden", "osszes", "mindegyik", "mindket"))
_EVERY = {"hu": EVERY_HU}


def _denied_verb_before(words: Sequence[Worded], at: int, negations: frozenset[str]) -> bool:
    """Whether a negation stands at most eight words before ``at`` in its clause (``Nem támadom
    meg az ellenfél összes``: the verb, its particle, an article and the possessor between;
    ``… az ellenfél őrposztjában álló mindkét``: and where they stand)."""
    clause = words[at].clause
    return any(
        words[i].folded in negations and words[i].clause == clause
        for i in range(max(0, at - 8), at)
    )


def _contrasted(words: Sequence[Worded], at: int, language: str) -> list[int]:
    """``не свойством «Атака ударом», а способностью``: a negation whose clause goes on to the
    stated alternative (``а``/``hanem``) governs every word up to it."""
    instead = INSTEAD.get(language, frozenset())
    negations = NEGATIONS.get(language, frozenset())
    for later in range(at + 1, min(len(words), at + 8)):
        word = words[later]
        if word.sentence != words[at].sentence or word.folded in negations:
            return []
        if word.folded in instead:
            return list(range(at + 1, later))
        if word.clause != words[at].clause:
            return []  # (``Ящером (не флаер) по моему Сатиру …, а …``: its clause ended first)
    return []


def _phrase_after(words: Sequence[Worded], at: int, language: str) -> list[int]:
    """The phrase a negation before position ``at`` governs: a preposition with the noun phrase
    it takes, a verb with the infinitive after it, else the one word."""
    if at >= len(words) or words[at].clause != words[at - 1].clause and at > 0:
        return []
    first = words[at]
    span = [at]
    kinds = {g.pos for g in first.grams}
    if "prep" in kinds:
        nxt = at + 1
        while nxt < len(words) and words[nxt].clause == first.clause:
            span.append(nxt)
            if {"noun", "name", "pron"} & {g.pos for g in words[nxt].grams}:
                break
            nxt += 1
    elif (
        kinds & {"verb", "pred", "inf"}
        and at + 1 < len(words)
        and "inf" in {g.pos for g in words[at + 1].grams}
    ):
        span.append(at + 1)
    elif language == "hu":
        span += _hu_manner(words, at)
    elif language == "ru":
        span += _ru_governed(words, at, kinds)
        if "noun" in kinds:  # ``не удар в фазе атаки``: the noun with the place it is said in
            span += _ru_place_after(words, at)
        if "noun" in kinds and _the_opponents(words, at + 1, first):
            span.append(at + 1)  # ``не является персонажем противника``: not the opponent's
    return span


def _ru_place_after(words: Sequence[Worded], at: int) -> list[int]:
    """``удар в фазе атаки``: a preposition of place right after a noun, with the noun it takes
    (and a genitive after that), in the noun's clause."""
    prep = at + 1
    if prep >= len(words) or words[prep].folded not in ("в", "во", "на"):
        return []
    out = [prep]
    for later in range(prep + 1, min(len(words), prep + 4)):
        if words[later].clause != words[at].clause:
            return []
        out.append(later)
        if "noun" in {g.pos for g in words[later].grams}:
            break
    else:
        return []
    after = out[-1] + 1
    if (
        after < len(words)
        and words[after].clause == words[at].clause
        and "gen" in _cases(words[after])
        and "noun" in {g.pos for g in words[after].grams}
    ):
        out.append(after)  # (``в фазе атаки``)
    return out


def _ru_governed(words: Sequence[Worded], at: int, kinds: set[str]) -> list[int]:
    """What a negated Russian verb takes with it: the noun of its manner in the instrumental
    right after it (``не атакует ударом``; an adjective's noun is not denied with it: ``с не
    закрытым существом`` is a creature)."""
    if at + 1 >= len(words) or words[at + 1].clause != words[at].clause:
        return []
    after = words[at + 1]
    nouns = [g for g in after.grams if g.pos == "noun"]
    if "verb" in kinds and nouns and all(g.cases == frozenset({"ins"}) for g in nouns):
        return [at + 1]
    return []


#: Hungarian verbal particles that may follow a negated verb (``nem mondta ki``)
_HU_PARTICLES = frozenset(("ki", "be", "meg", "el", "fel", "le", "at", "vissza", "ra", "ossze"))
#: how a Hungarian adverb of manner ends (``egyértelműen``, ``pontosan``, ``világosan``)
HU_MANNER = ("uen", "osan", "esen", "asan", "tisztan")


def _hu_manner(words: Sequence[Worded], at: int) -> list[int]:
    """After a negated Hungarian verb, its particle and the adverb of manner right after it:
    ``nem mondta ki egyértelműen`` does not say it unambiguously."""
    out = []
    nxt = at + 1

    def there(ok: Callable[[int], bool]) -> bool:
        return nxt < len(words) and words[nxt].clause == words[at].clause and bool(ok(nxt))

    if there(lambda i: words[i].folded in _HU_PARTICLES):
        out.append(nxt)
        nxt += 1
    if there(lambda i: words[i].folded.endswith(HU_MANNER)):
        out.append(nxt)
    return out


def _phrase_before(words: Sequence[Worded], at: int) -> list[int]:
    """The noun phrase ending at ``at`` (its noun and the words qualifying it)."""
    span = []
    while at >= 0:
        span.append(at)
        if at == 0 or words[at - 1].clause != words[at].clause:
            break
        before = {g.pos for g in words[at - 1].grams}
        if not before & {"adj", "num"} and words[at - 1].folded not in ("a", "az", "egy"):
            break
        at -= 1
    return span


def owners(words: Sequence[Worded], language: str) -> dict[int, str]:
    """Whose each noun (or name) is said to be: ``me``, ``them`` (a third person's — who that
    is, the sentence says), ``opponent``, ``self`` (the actor's own: ``свой``, ``saját``)."""
    out: dict[int, str] = {}
    read = _OWNER_READERS.get(language)
    if read is not None:
        for at in range(len(words)):
            read(words, at, out)
    return out


#: the endings of an adjective's forms (``собственое``, ``собственого``)
_OWN_ENDINGS = frozenset(("ое", "ый", "ая", "ые", "ую", "ой", "го", "му", "ым", "их", "ей"))


def _ru_owners(words: Sequence[Worded], at: int, out: dict[int, str]) -> None:
    """A Russian possessive (``мой``, ``его``, ``свой``) owns the noun after it; a genitive of
    the other player (``карта противника``) the noun before it."""
    word = words[at]
    if word.folded == "у":
        _ru_had(words, at, out)
        return
    owner = RU_OWNERS.get(word.folded)
    if word.folded in RU_YOURS:
        owner = spoken_to(words) or None
    if owner is None and word.folded.startswith("собствен") and word.folded[-2:] in _OWN_ENDINGS:
        owner = "self"  # (``собственое существо``: ``собственное`` typed with one ``н``)
    if owner is not None and "noun" not in _pos(word) and not _after_verb(words, at):
        head = _next_noun(words, at)
        if head is not None:
            own = any(words[i].folded.startswith("собствен") for i in range(at + 1, head))
            # ``его же собственного героя``: its own
            out.setdefault(head, "self" if own and owner == "them" else owner)
    if word.folded in RU_OPPONENT and at > 0:
        head = _previous_noun(words, at)
        if head is not None and "gen" in _cases(word) and not _pos(words[head]) & {"prep"}:
            # ``союзное существо моего напарника``: an ally's, the actor's own side
            allied = any(w.folded.startswith("союзн") for w in words[max(0, head - 3) : head])
            out.setdefault(head, "self" if allied else "opponent")
    else:
        _ru_persons_own(words, at, out)


def _ru_persons_own(words: Sequence[Worded], at: int, out: dict[int, str]) -> None:
    """A player's first name owns a noun: in the genitive after it (``существо Миши``), or as a
    possessive adjective before it (``в Мишиного героя``)."""
    word = words[at]
    if at > 0 and _person_possessor(words, at, words[at - 1]):
        head = _previous_noun(words, at)
        if head is not None and not _pos(words[head]) & {"prep"}:
            out.setdefault(head, PERSON + str(first_name(words, at)))
    elif word.text[:1].isupper() and (name := _name_possessive(word.folded)) is not None:
        head = _next_noun(words, at)
        if head is not None:
            out.setdefault(head, PERSON + name)


#: the endings of a possessive adjective made of a first name (``Мишин``, ``Мишиного``)
_POSSESSIVE_ENDINGS = tuple("ого ому ими ым ой ую ых ом а у о ы е".split()) + ("",)


def _name_possessive(folded: str) -> str | None:
    """The first name a possessive adjective is made of (``мишиного`` → ``миша``, ``катину``
    → ``катя``), None where the word is none."""
    from judge.ask.lexicon import person_lemma

    if "ин" not in folded or person_lemma(folded) is not None:
        return None  # (``Мартин``: a name of its own)
    for ending in _POSSESSIVE_ENDINGS:
        base = folded[: len(folded) - len(ending)]
        if not folded.endswith(ending) or not base.endswith("ин") or len(base) < 5:
            continue
        for tail in ("а", "я"):
            name = base[:-2] + tail
            if person_lemma(name) == name:
                return name
    return None


#: who ``у …`` says has a card (``У меня Горец``, ``у него в игре Гном``)
HAD_BY = {"меня": "me", "нас": "me", "него": "them", "нее": "them", "них": "them"}


def _ru_had(words: Sequence[Worded], at: int, out: dict[int, str]) -> None:
    """``У меня Горец``, ``у него в игре Гном-рудокоп``, ``у соперника на поле Волк``: the
    card in the nominative that ``у`` and a person say someone has — past a place (a
    preposition and its noun), a verb of standing, adjectives — is that one's."""
    if at + 1 >= len(words):
        return
    who = words[at + 1].folded
    owner = HAD_BY.get(who) or ("opponent" if who in RU_OPPONENT else None)
    if who in _RU_YOU:
        owner = spoken_to(words) or None  # ``у тебя Рыцарь``: the one spoken to has it
    if owner is None:
        return
    governed = False  # (the noun after a preposition is a place, not what is had)
    for nxt in range(at + 2, min(len(words), at + 8)):
        word = words[nxt]
        if word.clause != words[at].clause:
            return
        kinds = _pos(word)
        if "prep" in kinds:
            governed = True
        elif kinds & {"noun", "name"} and not governed and "nom" in _cases(word):
            out.setdefault(nxt, owner)
            _had_too(words, nxt, owner, out)
            return
        elif kinds & {"noun", "name"}:
            governed = False
        elif not kinds & {"adj", "num", "verb", "adv"}:
            return


def _had_too(words: Sequence[Worded], at: int, owner: str, out: dict[int, str]) -> None:
    """``у соперника в őrposzt Тролль и Гном``, ``два существа — Тролль и Эльф-лучник``: the
    nouns in the nominative listed after the one had (``и``, commas, adjectives between) are
    had by the same player — up to a word of another owner or any other word."""
    for nxt in range(at + 1, min(len(words), at + 9)):
        word = words[nxt]
        if word.sentence != words[at].sentence or word.folded in RU_OWNERS:
            return
        kinds = _pos(word)
        if word.folded == "и" or kinds & {"adj", "num"} and not kinds & {"noun", "name"}:
            continue
        if not (kinds & {"noun", "name"} and "nom" in _cases(word)):
            return
        out.setdefault(nxt, owner)


def _hu_owners(words: Sequence[Worded], at: int, out: dict[int, str]) -> None:
    """A Hungarian noun: the other player's word owns the possessed noun after it (``az
    ellenfél lényét``); ``enyém``/``saját`` before a noun owns it; a noun with the first
    person's possessive suffix alone (``lényem``) is mine."""
    word = words[at]
    if not _pos(word) & _NOUNY:
        return
    if word.folded in HU_OPPONENT:
        possessed = _possessed_after(words, at)
        if possessed is not None:
            out[possessed] = "opponent"
        return
    if at > 0 and words[at - 1].folded in HU_MINE:
        out.setdefault(at, "self" if words[at - 1].folded == "sajat" else "me")
    elif {g.owner for g in word.grams if g.owner} == {"me"}:
        out.setdefault(at, "me")


def _after_verb(words: Sequence[Worded], at: int) -> bool:
    """Whether ``его``/``её``/``их`` stands right after a verb and before an attack's noun
    or an instrumental (``бью его ударом``): a pronoun, owning nothing."""
    if at == 0 or words[at].folded not in HIS_OR_HIM:
        return False
    if not any(g.pos == "verb" for g in words[at - 1].grams):
        return False
    verbs = frozenset((at - 1,))
    return object_pronoun(words, at, verbs)


def _possessed_after(words: Sequence[Worded], at: int) -> int | None:
    """The noun with a third person's possessive suffix within three words after ``at`` in its
    clause (``az ellenfél lényét``)."""
    for nxt in range(at + 1, min(len(words), at + 4)):
        if words[nxt].clause != words[at].clause:
            return None
        if any(g.owner == "them" for g in words[nxt].grams):
            return nxt
    return None


#: how each language says whose a noun is (a language not here says nothing)
_OWNER_READERS: dict[str, Callable[[Sequence[Worded], int, dict[int, str]], None]] = {
    "ru": _ru_owners,
    "hu": _hu_owners,
}


def _pos(word: Worded) -> set[str]:
    """The parts of speech a word may be."""
    return {g.pos for g in word.grams}


def _cases(word: Worded) -> set[str]:
    return {c for g in word.grams for c in g.cases}


def lettered_player(words: Sequence[Worded], at: int) -> str | None:
    """``игрок А``, ``игрока Б`` (an appeal's players): the letter that names the player when
    the word at ``at`` is ``игрок`` and a capital letter alone follows it in its clause."""
    after = at + 1
    if after >= len(words) or words[after].clause != words[at].clause:
        return None
    letter = words[after].text
    if len(letter) != 1 or not letter.isupper() and not _small_letters_player(words, letter):
        return None
    return letter.lower() if any(g.lemma == "игрок" for g in words[at].grams) else None


#: the second player's letter, which is no Russian word alone (``игрока б``); an ``а`` after
#: ``игрок`` is a letter only where a ``б`` player is named too (else it is "but")
_SECOND_LETTERS = frozenset(("б", "b"))


def _small_letters_player(words: Sequence[Worded], letter: str) -> bool:
    """Whether a letter in small letters names a player (``ход игрока а …, игрока б``): ``б``
    after ``игрок``, or ``а`` where a ``б`` player is named too."""
    if letter in _SECOND_LETTERS:
        return True
    return letter in ("а", "a") and any(
        words[i].text in _SECOND_LETTERS and any(g.lemma == "игрок" for g in words[i - 1].grams)
        for i in range(1, len(words))
    )


def person_cases(words: Sequence[Worded], at: int) -> set[str]:
    """The cases a player's name at ``at`` may be in (a first name's, or ``игрок А``'s noun)."""
    if lettered_player(words, at) is not None:
        return _cases(words[at])
    return {c for g in words[at].grams if g.pos == "person" for c in g.cases}


def first_name(words: Sequence[Worded], at: int) -> str | None:
    """The first name a capitalised Russian word calls a player by (``существо Миши``, ``Маша
    бьёт своим Кентавром``), None where the word is no first name or is a card's name: after a
    possessive or an adjective (``моего Ильмара``), or after a card's noun in its case with no
    other name after it (``её героя Ильмара``; ``героя Ольги — Хакодара`` is Ольга's). A
    player called by a letter (``игрока Б``) is named at ``игрок``."""
    lettered = lettered_player(words, at)
    if lettered is not None:
        return "игрок " + lettered
    word = words[at]
    lemma = next((g.lemma for g in word.grams if g.pos == "person"), None)
    with_ = at > 0 and words[at - 1].folded in ("с", "со")
    if lemma is not None and with_ and _the_opponents(words, at + 1, word):
        return None  # ``сразиться с Гертрудой противника``: a card of his, no player
    if lemma is None or at == 0 or words[at - 1].clause != word.clause:
        return lemma
    before = words[at - 1]
    kinds = _pos(before)
    itself = any(g.lemma == "сам" for g in before.grams)  # (``в самого Костю``: him himself)
    adjective = kinds & {"adj", "participle"} and "noun" not in kinds and not itself
    if before.folded in RU_OWNERS or adjective:
        return None
    if any(g.lemma in _KIND_NOUNS | _CARD_NOUNS for g in before.grams if g.pos == "noun"):
        return None if _a_cards_name(words, at, lemma) else lemma
    return lemma


def _a_cards_name(words: Sequence[Worded], at: int, lemma: str) -> bool:
    """Whether a first name after a card's noun in its case is that card's name (``её героя
    Ильмара``), not its player's: no other name after it, and the story names no player so
    elsewhere (``Играли с Мишей … в героя Миши``)."""
    word, before = words[at], words[at - 1]
    after = words[at + 1] if at + 1 < len(words) else None
    named_after = after is not None and after.sentence == word.sentence and after.text[:1].isupper()
    as_person = {c for g in word.grams if g.pos == "person" for c in g.cases}
    return (
        not named_after and bool(_cases(before) & as_person) and not _a_player_too(words, at, lemma)
    )


def _a_player_too(words: Sequence[Worded], at: int, lemma: str) -> bool:
    """Whether the story names the same first name elsewhere as no card's (``Играли с Мишей
    … в героя Миши``): a player, whose the card before it is."""
    return any(
        i != at
        and any(g.pos == "person" and g.lemma == lemma for g in w.grams)
        and not (i and any(g.lemma in _KIND_NOUNS | _CARD_NOUNS for g in words[i - 1].grams))
        for i, w in enumerate(words)
    )


def _the_opponents(words: Sequence[Worded], at: int, name: Worded) -> bool:
    """Whether the word at ``at`` is the opponent in the genitive, in the clause of the name
    before it (``Гертрудой противника``): the name is his card's."""
    if at >= len(words) or words[at].clause != name.clause:
        return False
    return any(g.lemma in PLAYER_LEMMAS - {"игрок"} and "gen" in g.cases for g in words[at].grams)


def _person_possessor(words: Sequence[Worded], at: int, head: Worded) -> bool:
    """``существу Лизы``, ``Волка Игоря``: a player's first name in the genitive right after a
    noun phrase's head owns it."""
    return (
        words[at].clause == head.clause
        and first_name(words, at) is not None
        and "gen" in person_cases(words, at)
    )


def _next_noun(words: Sequence[Worded], at: int) -> int | None:
    """The noun (or name) an adjective-like word at ``at`` qualifies: the first after it in its
    clause, past other adjectives."""
    for nxt in range(at + 1, min(len(words), at + 5)):
        if words[nxt].clause != words[at].clause:
            return None
        kinds = {g.pos for g in words[nxt].grams}
        if kinds & {"noun", "name"}:
            return nxt
        if not kinds & {"adj", "num"} and words[nxt].folded != "же":
            return None
    return None


def _previous_noun(words: Sequence[Worded], at: int) -> int | None:
    """The noun a genitive at ``at`` belongs to: the noun just before it (adjectives of the
    genitive's own phrase passed over)."""
    for before in range(at - 1, max(-1, at - 4), -1):
        if words[before].clause != words[at].clause:
            return None
        kinds = {g.pos for g in words[before].grams}
        if kinds & {"noun", "name"}:
            return before
        if not kinds & {"adj"}:
            return None
    return None


#: the Hungarian nouns of a kind of card (folded beginnings): asked with ``-e``, their
#: adjective is asked too
_KIND_NOUNS_HU = ("epitmeny", "leny")


def _asked_with_e(words: Sequence[Worded], at: int) -> set[int]:
    """The words a Hungarian word with the question clitic ``-e`` asks: itself; the word a
    copula asks about (``Passzív volt-e``) and its adjective (``Passzív építmény volt-e``); a
    kind of card's adjective (``passzív építmény-e``)."""
    word = words[at]
    out = {at}
    before = at > 0 and words[at - 1].clause == word.clause
    if word.folded.startswith(_COPULAS) and at > 0:
        out.add(at - 1)
        if at > 1 and words[at - 2].clause == word.clause:
            out.add(at - 2)
    elif word.folded.startswith(_KIND_NOUNS_HU) and before:
        out.add(at - 1)
    return out


def asked(words: Sequence[Worded], language: str) -> frozenset[int]:
    """The words that carry what the question asks: a choice joined by ``или``/``vagy`` (both
    sides), the word before a question particle, a word followed by ``или нет``/``vagy nem``, the
    predicate after ``это``/``ez`` that a question mark ends, a Hungarian word with the question
    clitic ``-e`` (``passzív-e``)."""
    out: set[int] = set()
    alternatives = ALTERNATIVES.get(language, frozenset())
    for at, word in enumerate(words):
        if word.folded in alternatives:
            out.update(_offered_only(words, at) or _chosen_between(words, at, language))
        if word.folded in PARTICLES.get(language, ()) and at > 0:
            out.add(at - 1)
            if words[at - 1].folded in _RU_COPULAS:  # ``будет ли атака быстрой``: the predicate
                out.update(_predicate_after(words, at))
        if _copula_predicate(words, at):  # ``может ли атака … быть быстрой?``
            out.add(at + 1)  # (not ``быть защитником от удара летающего …``)
        if word.folded in _SUCH and at > 0 and word.closing:
            out.add(at - 1)  # ``Быстрая такая атака?``: the word before ``такая`` is asked
        if word.folded in DEMONSTRATIVES.get(language, ()) and at + 1 < len(words):
            rest = [i for i in range(at + 1, len(words)) if words[i].clause == word.clause]
            if rest and words[rest[-1]].closing and len(rest) <= 3:
                out.update(rest)
        if language == "hu" and word.text.endswith("-e"):  # ``passzív-e``, ``nem tudom, … -e``
            out.update(_asked_with_e(words, at))
    out.update(_predicate_asked(words, language))
    out.update(_conclusion_asked(words))
    return frozenset(out)


#: the words that draw a conclusion (folded): in a sentence a question mark ends, what follows
#: one in its clause is what is asked (``… значит уже быстрая, раз последняя?``)
_SO = frozenset(("значит", "выходит", "получается", "следовательно", "tehat"))


def _conclusion_asked(words: Sequence[Worded]) -> set[int]:
    """The words after a word of conclusion in its clause, in a sentence that asks — and those
    before it in a clause it does not begin (``Быстрая получается атака?``)."""
    asking = {w.sentence for w in words if w.closing}
    out: set[int] = set()
    for at, word in enumerate(words):
        if word.folded in _SO and word.sentence in asking:
            clause = [i for i, w in enumerate(words) if w.clause == word.clause]
            out.update(i for i in clause if i > at or words[i].sentence == word.sentence)
    return out


#: ``такой`` in its forms: in a question, the word before it is what is asked
_SUCH = frozenset(("такая", "такой", "такое", "такие"))


#: ``или только …``, ``vagy csak …``: the other side of a choice offered as the only one
_ONLY = frozenset(("только", "лишь", "csak"))


def _offered_only(words: Sequence[Worded], at: int) -> list[int]:
    """``можно на шаге броска, или только на предварительном этапе?``: the words of the other
    side of a choice, offered as the only one (``или только …``) — no statement; the question
    asks of its first side, which stays stated. Empty for any other choice."""
    after = at + 1
    if after >= len(words) or words[after].folded not in _ONLY:
        return []
    clause = words[after].clause
    return [i for i in range(after, len(words)) if words[i].clause == clause]


def _chosen_between(words: Sequence[Worded], at: int, language: str) -> list[int]:
    """The words a choice joined by the alternative at ``at`` asks about: both sides; X of ``X
    или нет``; none of a choice of moments (``сразу … или потом``) or of may (``можно на шаге
    броска или нельзя``: the step is stated)."""
    after = at + 1
    modal = after
    while modal + 1 < len(words) and words[modal].folded in _YET:
        modal += 1  # ``или уже поздно``
    if modal < len(words) and words[modal].folded in _MODALS:
        return []
    if _may_or_not(words, at, modal, language):
        return []  # ``ещё можно поменять или уже нет``: may is asked, the action stated
    if after < len(words) and words[after].folded in NEGATIONS.get(language, frozenset()):
        return _either_or_not(words, at)  # ``быстрая или нет``
    # ``быстрый или уже медленный``: the adjective after ``уже`` is the choice's other side
    adjective = modal > after and modal < len(words) and "adj" in _pos(words[modal])
    if (
        after < len(words)
        and _adverb_only(words[after])
        and not adjective
        and not _pos(words[at - 1]) & {"adv"}
    ):
        return []  # ``сразу как объявил атаку или потом``: a choice of moments
    if at > 0 and words[at - 1].clause != words[at].clause and _subject_after(words, after):
        return []  # ``на шаге эффекта, или цель уже окончательная?``: a choice of statements
    if language == "hu" and _other_case_offered(words, at):
        # ``Ez rombolás, vagy az építmény passzív, és akkor nem?``: the other side a question
        # offers is asked, not told
        return _phrase_before(words, at - 1) + [
            i for i in range(after, len(words)) if words[i].clause == words[at].clause
        ]
    sides = (
        _phrase_before(words, at - 1),
        (
            _phrase_after(words, modal if adjective else after, language)
            if after < len(words)
            else []
        ),
    )
    if _cards_either_side(words, at, sides[0]):
        # ``мой летающий Пегас или мой Рыцарь``, ``мой Скелет на A2 или мой Голем на C4``:
        # which card is asked, not what each is
        return []
    return sides[0] + sides[1] + _predicate_first(words, at, sides[1])


def _predicate_first(words: Sequence[Worded], at: int, other: Sequence[int]) -> list[int]:
    """``Закрыт у меня Ящер на D3 или открыт``: a choice whose other side is one adjective,
    its first side the adjective that begins the clause, the card and its place between."""
    first = min(i for i, w in enumerate(words) if w.clause == words[at].clause)
    if len(other) != 1 or first >= at - 1 or "adj" not in _pos(words[other[0]]):
        return []
    named = any(w.text[:1].isupper() for w in words[first + 1 : at])  # (the card between)
    return [first] if named and "adj" in _pos(words[first]) else []


def _cards_either_side(words: Sequence[Worded], at: int, first: Sequence[int]) -> bool:
    """Whether a card is called by its name on either side of the alternative at ``at`` (the
    first side's phrase ``first``, the words before it in its clause — or before the aside of
    what that card is: ``мой Голем (не летает, открыт) или …``)."""
    clause = words[at].clause
    later = [i for i in range(at + 1, min(at + 5, len(words))) if words[i].clause == clause]
    before = [i for i in range(max(0, at - 4), at) if words[i].clause == clause]
    if at > 0 and words[at - 1].clause != clause and _says_of_no_card(words, at - 1):
        before = [i for i in range(max(0, at - 7), at) if words[i].sentence == words[at].sentence]
    return _calls_card(words, [*before, *first]) and _calls_card(words, later)


def _may_or_not(words: Sequence[Worded], at: int, after: int, language: str) -> bool:
    """Whether ``X или (уже) нет`` (the alternative at ``at``, its negation at ``after``) asks
    a modal's yes or no: its clause says ``можно``/``могу`` before X and a verb after the modal
    (``ещё можно поменять или уже нет``, ``Можно поменять цель на шаге броска или нет``)."""
    if after >= len(words) or not (
        words[after].folded in NEGATIONS.get(language, frozenset()) or words[after].folded in _NO
    ):
        return False
    clause = words[at].clause
    modal = next(
        (i for i in range(at) if words[i].clause == clause and words[i].folded in _CAN), None
    )
    return modal is not None and any(  # (past ``ли``, ``ещё``: ``можно ли ещё играть``)
        _pos(words[i]) & {"verb", "inf"} for i in range(modal + 1, min(modal + 4, at))
    )


#: the words of "no" after ``или`` (``или уже нет``)
_NO = frozenset(("нет", "nem"))
#: the modals of may (folded)
_CAN = frozenset(("можно", "нельзя", "могу", "может", "можем", "могут", "можешь", "lehet"))


def _says_of_no_card(words: Sequence[Worded], at: int) -> bool:
    """Whether the clause of the word at ``at`` names nothing (``открыт`` of ``(не летает,
    открыт)``): an aside of what a card named before it is."""
    clause = words[at].clause
    return not any(_pos(w) & {"noun", "name"} for w in words if w.clause == clause)


def _calls_card(words: Sequence[Worded], span: Sequence[int]) -> bool:
    """Whether the words call a card by its name: a capitalised noun (``Пегас``, ``Рыцарь``)."""
    return any(words[i].text[:1].isupper() and _pos(words[i]) & {"name", "noun"} for i in span)


def _other_case_offered(words: Sequence[Worded], at: int) -> bool:
    """Whether ``vagy`` after a comma begins a clause of its own with a subject, its article
    first, in a sentence a question mark ends (``…, vagy az építmény passzív, és akkor nem?``)."""
    after = at + 1
    sentence = words[at].sentence
    either = any(w.folded == "vagy" and w.sentence == sentence for w in words[:at])
    return (
        at > 0
        and not either  # (``vagy az ütés, vagy a harci …``: two values, either may hold)
        and words[at - 1].clause != words[at].clause
        and after + 1 < len(words)
        and words[after].folded in _ARTICLES
        and _subject_after(words, after + 1)
        and any(w.closing for w in words if w.sentence == words[at].sentence)
    )


def _subject_after(words: Sequence[Worded], at: int) -> bool:
    """Whether a clause after a comma and ``или`` begins with a noun in the nominative and
    says more of it (``…, или цель уже окончательная``): a statement of its own."""
    if at + 1 >= len(words) or words[at + 1].clause != words[at].clause:
        return False
    return any(g.pos == "noun" and "nom" in g.cases for g in words[at].grams)


#: the predicates of may and too late after ``или``: the choice asks whether one may, the
#: words before it state the moment (``можно на предварительном этапе или уже поздно``)
_MODALS = frozenset(
    ("нельзя", "можно", "поздно", "рано", "запрещено", "разрешено", "поздняк", "поздновато")
    # players' words for "too late, the step is passed" (``или уже скип?``, ``или всё?``)
    + ("скип", "всё", "проехали")
)
_YET = frozenset(("уже", "ещё", "еще", "всё", "все", "же", "это", "слишком", "уж"))


#: words of when, between a predicate and ``или нет`` (``закрыта она сейчас или нет``); and
#: Hungarian copulas and articles (``passzív volt vagy nem``, ``Passzív a Kőfal vagy sem``)
_THEN_WORDS = frozenset(("сейчас", "тогда", "уже", "ещё", "еще", "там", "тут"))
_THEN_WORDS |= {"volt", "van", "lesz", "lett", "a", "az"}


def _either_or_not(words: Sequence[Worded], at: int) -> list[int]:
    """``X или нет``, ``X vagy nem X`` (the alternative at ``at``): X asked — the phrase before
    it, the verb right before that phrase (``Летает Орк или нет``: flying is asked, not the
    Орк), and X said again after the negation (``Passzív vagy nem passzív``)."""
    span = _phrase_before(words, at - 1)
    # (``пассивное оно было или нет``: past the copula and the pronoun, the predicate)
    head = min(span)
    while (
        head > 0
        and words[head].folded in _RU_COPULAS | _PRONOUN_SUBJECTS | _THEN_WORDS
        and words[head - 1].clause == words[at].clause
    ):
        head -= 1
        span.append(head)
    first = min(span)
    verb = first - 1
    if verb >= 0 and words[verb].clause == words[at].clause and _pos(words[verb]) & {"verb"}:
        span.append(verb)
    again = at + 2
    stems = {words[i].folded[:5] for i in span}
    if again < len(words) and words[again].folded[:5] in stems:
        span.append(again)
    return span


#: words of a moment (folded): a choice between moments asks no value of a fact
_MOMENTS = frozenset(
    ("потом", "позже", "сразу", "раньше", "после", "kesobb", "rogton", "azonnal", "utana")
)


def _adverb_only(word: Worded) -> bool:
    """Whether a word names a moment (``потом``, ``később``), or is an adverb in every
    reading."""
    kinds = _pos(word)
    return word.folded in _MOMENTS or bool(kinds) and kinds <= {"adv"}


#: the pronouns a predicate's subject may be (``пассивное оно было``)
_PRONOUN_SUBJECTS = frozenset(("оно", "он", "она", "они"))
#: Russian copulas: ``будет ли X Y`` asks Y
_RU_COPULAS = frozenset(("будет", "будут", "является", "являются", "станет", "была", "был", "было"))
#: a copula in the infinitive: the adjective after it in a clause a question mark ends is its
#: predicate, asked (``может ли атака в её составе быть быстрой?``)
_RU_INFINITIVE_COPULAS = frozenset(("быть", "стать", "оказаться", "являться"))


def _copula_predicate(words: Sequence[Worded], at: int) -> bool:
    """Whether the word at ``at`` is a copula in the infinitive, in a clause a question mark
    ends, with an adjective right after it: its predicate."""
    word = words[at]
    return (
        word.folded in _RU_INFINITIVE_COPULAS
        and word.closing
        and at + 1 < len(words)
        and _pos(words[at + 1]) == {"adj"}
    )


def _predicate_after(words: Sequence[Worded], at: int) -> list[int]:
    """The adjectives in the clause after a copula's question particle (``будет ли атака в
    простой особенности быстрой``): the last one, what is asked."""
    clause = words[at].clause
    adjectives = [
        i
        for i in range(at + 1, len(words))
        if words[i].clause == clause and _pos(words[i]) == {"adj"}
    ]
    return adjectives[-1:]


#: Hungarian copulas a question clitic may stand on (``passzív volt-e``, ``aktív van-e``)
_COPULAS = ("volt", "van", "lesz", "lenne", "lett")


def _predicate_asked(words: Sequence[Worded], language: str) -> list[int]:
    """``Атака Ледяного Голема — быстрая?``, ``Она быстрая?``, ``атака быстрая? она вторая``: a
    question said by its intonation alone (no particle, no ``или`` in its sentence) whose last
    word is an adjective after a noun asks that adjective — the predicate, not a description of
    the noun. Every sentence a question mark ends is such a question, not only the last."""
    if language != "ru":
        return []
    out = _inferred_last(words)
    for at in range(1, len(words)):
        if not _asked_by_intonation(words, at):
            continue
        last, by = words[at], at - 1
        while by > 0 and words[by].folded in _TAG_WORDS and words[by - 1].sentence == last.sentence:
            by -= 1  # ``Она ведь быстрая?``: the particle leaves the predicate asked
        before = words[by]
        if before.clause != last.clause and sum(w.clause == last.clause for w in words) > 1:
            continue  # a clause of its own holds the adjective alone: ``X — быстрая?``
        adjective = {g.pos for g in last.grams} == {"adj"}
        before_pos = {g.pos for g in before.grams}
        if last.folded in _PERSONAL_PRONOUNS and before_pos == {"adj"}:
            out.append(at - 1)  # ``Быстрая она?``: the adjective before the pronoun is asked
        elif adjective and before.folded in _INFERRING:
            out.append(at)  # ``Раз вторая — значит, медленная?``: what is inferred is asked
        elif adjective and before.folded in _RU_COPULAS:
            out.append(at)  # ``Атака будет быстрой?``: the copula's predicate is asked
        elif adjective and before_pos & {"noun", "name", "pron"} and not before_pos & {"adj"}:
            out.append(at)
    return out


#: particles between a subject and the predicate a question asks by intonation (``Она ведь
#: быстрая?``, ``Атака же медленная?``)
_TAG_WORDS = frozenset(("ведь", "же", "точно", "тоже", "уже", "всё-таки", "все-таки"))


def _asked_by_intonation(words: Sequence[Worded], at: int) -> bool:
    """Whether the word at ``at`` ends a sentence a question mark ends that asks by its
    intonation alone: no particle, no ``или``, no question word first (``Какой будет атака,
    если … особенность быстрая?``: a condition)."""
    last = words[at]
    if not last.closing or (at + 1 < len(words) and words[at + 1].sentence == last.sentence):
        return False  # not the last word of a sentence a question mark ends
    sentence = [w for w in words if w.sentence == last.sentence]
    if any(w.folded in PARTICLES["ru"] or w.folded in ALTERNATIVES["ru"] for w in sentence):
        return False
    return words[at - 1].sentence == last.sentence and sentence[0].folded not in _RU_QUESTION_WORDS


#: the words a Russian question begins with when it asks by a question word
_RU_QUESTION_WORDS = frozenset(
    "какой какая какое какие каким кто что когда как сколько чей чья где почему".split()
)
#: the words before an inference a question asks (``значит, медленная?``)
_INFERRING = frozenset(("значит", "получается", "выходит", "тогда", "следовательно"))


def _inferred_last(words: Sequence[Worded]) -> list[int]:
    """``атака быстрая выходит``, ``значит медленная получается``: a question typed without a
    question mark that ends on a word of inferring asks the adjective before that word (after
    a noun or another word of inferring) — the inference, not a fact stated."""
    if len(words) < 3 or any(w.closing for w in words) or words[-1].folded not in _INFERRING:
        return []
    at = len(words) - 2
    adjective = {g.pos for g in words[at].grams} == {"adj"}
    before = words[at - 1]
    before_pos = {g.pos for g in before.grams}
    if not adjective or words[at].sentence != words[-1].sentence:
        return []
    if before.folded in _INFERRING or before_pos & {"noun", "name", "pron"}:
        return [at]
    return []


def case_role(word: Worded, language: str) -> frozenset[str]:
    """The parts a noun may play in a clause of attacking, by its case alone: ``subject`` (the
    attacker of an active verb), ``object`` (what is attacked), ``instrument`` (Hungarian
    ``-val/-vel``: the creature one attacks with), ``onto`` (``lényre``: the target), ``place``
    (a zone), ``possessor`` (genitive / ``-nak``)."""
    out: set[str] = set()
    for gram in word.grams:
        for case in gram.cases:
            role = (_RU_ROLES if language == "ru" else _HU_ROLES).get(case)
            if role:
                out.add(role)
    return frozenset(out)


_RU_ROLES = {"nom": "subject", "acc": "object", "gen": "possessor", "ins": "means",
             "loc": "place", "dat": "onto"}  # fmt: skip
_HU_ROLES = {"nom": "subject", "acc": "object", "sub": "onto", "ins": "instrument",
             "ine": "place", "sup": "place", "dat": "possessor"}  # fmt: skip


# --------------------------------------------------------------------- noun phrases and verbs


class Phrase(NamedTuple):
    """A noun phrase: its words ``[start, end)``, its head, the cases the head may be in, the
    preposition before it (Russian), whose it is, and whether it is a card's own name."""

    start: int
    end: int
    head: int
    cases: frozenset[str]
    prep: str = ""
    owner: str = ""
    name: bool = False


#: words that begin no noun phrase of their own and end none
_ARTICLES = frozenset(("a", "az", "egy"))
_NOUNY = frozenset(("noun", "name", "pron"))
_QUALIFYING = frozenset(("adj", "num"))


def phrases(
    words: Sequence[Worded],
    language: str,
    heads: frozenset[int] = frozenset(),
    verbs: frozenset[int] = frozenset(),
) -> list[Phrase]:
    """The noun phrases of a question: each noun, name or pronoun (or a word the phrasing
    names a role with, ``heads``; never a verb the phrasing knows, ``verbs``) with what
    qualifies it in its clause — adjectives, participles, numerals and possessives before it,
    the Russian preposition before those, a genitive after it (``существо противника``), a
    Hungarian possessor before it (``az ellenfél lénye``) and a place with its participle
    (``az őrposztomon álló lény``); a Hungarian name of two words (``Ork harcos``) is one head.
    Whose it is comes from ``owners``; a place it stands in lends it its owner."""
    owned = owners(words, language)
    out: list[Phrase] = []
    at = 0
    while at < len(words):
        if not _heads(words, at, language, heads, verbs):
            at += 1
            continue
        head = _name_end(words, at, language, verbs)
        start = max(_qualifiers_before(words, at, language, verbs), out[-1].end if out else 0)
        end, noun = head + 1, head
        if language == "ru" and named_adjective(words, head):
            # ``Ледяным волком``: a name of two words, the noun in small letters (its case the
            # phrase's: ``с её Скальным троллем``)
            end, noun = end + 1, head + 1
        # a genitive right after the noun is its possessor (not after ``ударом``: ``бьёт
        # ударом лучника`` strikes the archer)
        if language == "ru" and words[head].folded not in _MEANS_OF_ATTACK:
            while end < len(words):
                if _possessor(words[end], words[head]) or _person_possessor(
                    words, end, words[head]
                ):
                    end += 1 + (lettered_player(words, end) is not None)  # ``игрока Б``
                elif _qualified_possessor(words, end, words[head]):
                    end += 2  # ``Дракон активного игрока``: the adjective and its noun
                else:
                    break
        prep = _preposition(words, start, at) if language == "ru" else ""
        cases = _phrase_cases(words, start, noun, language)
        owner = next((owned[i] for i in (head, at, *range(start, end)) if i in owned), "")
        phrase = Phrase(start, end, head, cases, prep, owner, _named(words, at, head))
        if language == "ru" and out and _apposed(words, out[-1], phrase):
            kind = out.pop()  # ``существо соперника Ящер``: the kind noun and the name, one card
            phrase = phrase._replace(
                start=kind.start,
                cases=(kind.cases & phrase.cases) or kind.cases,
                prep=kind.prep,
                owner=kind.owner or phrase.owner,
            )
        out.append(phrase)
        at = end
    return out


#: the nouns of a kind of card, set before a card's name (``моё существо Шаман``)
_KIND_NOUNS = frozenset(("наземник", "летяга", "герой"))  # (with _CARD_NOUNS, below)


def _apposed(words: Sequence[Worded], kind: Phrase, name: Phrase) -> bool:
    """Whether a Russian phrase headed by a kind of card's noun stands right before a card's
    name in its case (or in the nominative: a name as printed, ``по существу Волк``) and
    clause (``моё существо Шаман``, ``герою соперника Ярославе``): one card, called twice."""
    head = words[kind.head]
    return (
        kind.end == name.start
        and name.name
        and not name.prep
        and head.clause == words[name.head].clause
        and bool(
            kind.cases & name.cases
            or "nom" in name.cases
            and head.text[:1].islower()
            # ``существо Голем``: a name's case guessed by its ending (``-ем``), the noun's told
            or all(g.pos == "name" for g in words[name.head].grams)
        )
        and any(g.lemma in _KIND_NOUNS | _CARD_NOUNS and g.pos == "noun" for g in head.grams)
        and not words[name.head].text[:1].islower()
    )


def _phrase_cases(words: Sequence[Worded], start: int, head: int, language: str) -> frozenset[str]:
    """The cases a noun phrase may be in: its head's, narrowed by the Russian adjectives that
    agree with it; ``его``/``её``/``их`` heading a phrase of its own is the pronoun (``мой орк
    его лупит``: him), not a possessive."""
    grams = words[head].grams
    cases = frozenset(c for g in grams if g.pos != "prep" for c in g.cases)
    if language != "ru":
        return cases
    if words[head].folded in HIS_OR_HIM:
        cases = frozenset(c for g in grams if g.pos == "pron" for c in g.cases)
    return _agreed(words, start, head, cases)


def _adjective_cases(words: Sequence[Worded], start: int, head: int) -> frozenset[str] | None:
    """The cases the adjectives, participles and name words before a Russian noun all allow
    (they agree with it: ``Мою Пепельную Ткачиху`` is accusative), None when none stands
    there."""
    found: frozenset[str] | None = None
    for at in range(start, head):
        kinds = ("adj", "participle", "name")  # a name's words agree as adjectives do
        own = frozenset(c for g in words[at].grams if g.pos in kinds for c in g.cases)
        if at == head - 1 and named_adjective(words, at):  # (``Огненным псом``: its ending's)
            own = (adjective_ending(words[at].folded) or ("", own))[1]
        if own:
            found = own if found is None else found & own
    return found


def _agreed(
    words: Sequence[Worded], start: int, head: int, cases: frozenset[str]
) -> frozenset[str]:
    """A noun's cases narrowed by the adjectives that agree with it; a name the lexicon does
    not know (its cases a guess) takes theirs — a common noun keeps its own (``бьёт простым
    рыцаря``: ``простым`` is the strike's, said short, not the knight's)."""
    agreed = _adjective_cases(words, start, head)
    if not agreed:
        return cases
    if not cases & agreed and _known_noun(words[head]):
        return cases
    return (cases & agreed) or agreed


def _known_noun(word: Worded) -> bool:
    """Whether the lexicon knows a word as a noun (its cases no guess by its ending)."""
    from judge.ask.lexicon import analyses

    return any(a.split(" ")[1] == "NOUN" for a in analyses(word.folded))


def _possessor(word: Worded, head: Worded) -> bool:
    """Whether a Russian word right after a noun phrase's head is its possessor: a noun or a
    name in the genitive in its clause (a card's name after a common noun is a phrase of its
    own: ``ударом Хранителя``)."""
    kinds = _pos(word)
    return (
        word.clause == head.clause
        and "gen" in _cases(word)
        and not (word.text[:1].isupper() and not head.text[:1].isupper())
        and bool(kinds & {"noun", "name"})
        and not kinds & {"prep", "verb"}
        and not _another_being(word, head)
    )


def _another_being(word: Worded, head: Worded) -> bool:
    """Whether a capitalised word after a card's capitalised name names a being of its own
    (``моим Кречетом Знахаря``: two cards; not ``Рыцарь Грааля``, one name)."""
    from judge.ask.lexicon import being_lemma

    capitals = word.text[:1].isupper() and head.text[:1].isupper()
    return capitals and being_lemma(word.text) is not None and being_lemma(head.text) is not None


def _qualified_possessor(words: Sequence[Worded], at: int, head: Worded) -> bool:
    """``Дракон активного игрока``: an adjective in the genitive and the player it qualifies,
    right after a noun phrase's head, are its possessor."""
    return (
        at + 1 < len(words)
        and "adj" in _pos(words[at])
        and "gen" in _cases(words[at])
        and words[at].clause == head.clause
        and words[at].folded not in RU_OWNERS  # (``атакует моего героя``: an object)
        and _possessor(words[at + 1], head)
        and any(g.lemma in PLAYER_LEMMAS for g in words[at + 1].grams)
    )


#: the players, as a card's possessor (``Дракон активного игрока``, ``Гном другого соперника``)
PLAYER_LEMMAS = frozenset(("игрок", "противник", "соперник", "оппонент", "враг"))


def _preposition(words: Sequence[Worded], start: int, at: int) -> str:
    """The Russian preposition just before a noun phrase beginning at ``start`` in its clause,
    else ""."""
    if (
        start > 0
        and words[start - 1].clause == words[at].clause
        and "prep" in _pos(words[start - 1])
    ):
        return words[start - 1].folded
    return ""


def _named(words: Sequence[Worded], at: int, head: int) -> bool:
    """Whether a noun phrase is a card's own name: its head read as a name, or a capitalised
    first word inside a clause or of two words (``Ork harcos``)."""
    return any(g.pos == "name" for g in words[head].grams) or (
        words[at].text[:1].isupper()
        and (at > 0 and words[at - 1].clause == words[at].clause or head != at)
    )


#: the nouns that name an attack itself (``объявляет удар по эльфу``): no card of the attack
ATTACK_NOUNS = frozenset(
    ("удар", "удара", "ударом", "выстрел", "выстрела", "выстрелом", "атаку", "атака", "атакой")
)
#: nouns of a moment of the turn: a word after one names the moment (``в фазе атаки``: no
#: attacking card)
TIME_NOUNS = frozenset(("фаза", "подфаза", "этап", "шаг"))
#: the attack nouns in the instrumental: what one strikes with, never a possessed noun
_MEANS_OF_ATTACK = frozenset(("ударом", "выстрелом", "атакой"))
#: nouns of a moment of the game: no card attacks or is attacked (``в мой ход бьёт …``)
MOMENT_NOUNS = TIME_NOUNS | {"ход", "раунд", "тур", "момент", "очередь"}


def moment(word: Worded) -> bool:
    """Whether a word is a noun of a moment of the game (``ход``, ``фаза``)."""
    return any(g.lemma in MOMENT_NOUNS and g.pos == "noun" for g in word.grams)


def of_time(words: Sequence[Worded], at: int) -> bool:
    """Whether the word at ``at`` is the genitive of a moment's noun before it (``фазе
    атаки``, ``этапа атаки``)."""
    if at == 0 or not words[at].grams:
        return False
    before = words[at - 1]
    genitive = any("gen" in g.cases for g in words[at].grams)
    return genitive and any(g.lemma in TIME_NOUNS for g in before.grams)


#: question words that stand for a card (``Кого может атаковать…``, ``Mit támadhat…``)
INTERROGATIVES = {
    "ru": frozenset(("кто", "кого", "что", "кем", "чем", "кому")),
    "hu": frozenset(("ki", "kit", "mi", "mit", "mire", "kire", "kivel", "mivel")),
}


#: words that join two noun phrases into one part of the sentence (``az Orkom és a Trollom``)
CONJUNCTIONS = {"ru": frozenset(("и",)), "hu": frozenset(("es", "meg"))}


def conjoined(words: Sequence[Worded], found: Sequence[Phrase], index: int, language: str) -> int:
    """How many noun phrases stand joined by ``и`` / ``és`` with phrase ``index`` (itself
    included) in one clause and in a case they share: ``Орк и Гоблин``, ``az Orkom és a
    Trollom is`` are two."""
    joins = CONJUNCTIONS.get(language, frozenset())

    def joined(a: Phrase, b: Phrase) -> str:
        """``and``: joined by a conjunction; ``next``: side by side, nothing between (a list
        typed without commas: ``орк тролль и грифф``); "" when not joined."""
        between = [w for w in words[a.end : b.start] if w.folded not in _ARTICLES]
        if words[a.head].clause != words[b.head].clause or not (
            a.cases & b.cases or not a.cases and not b.cases
        ):
            return ""
        if len(between) == 1 and between[0].folded in joins:
            return "and"
        side_by_side = language == "ru" and not between and a.prep == b.prep == ""
        return "next" if side_by_side else ""

    links: list[str] = []
    left, right = index, index
    while left > 0 and (link := joined(found[left - 1], found[left])):
        links.append(link)
        left -= 1
    while right + 1 < len(found) and (link := joined(found[right], found[right + 1])):
        links.append(link)
        right += 1
    if "and" not in links:  # side by side alone is no list
        return 1
    return 1 + len(links)


def _heads(
    words: Sequence[Worded], at: int, language: str, heads: frozenset[int], verbs: frozenset[int]
) -> bool:
    """Whether the word at ``at`` heads a noun phrase (rather than qualifying the next one)."""
    word = words[at]
    if at in verbs or word.folded in _ARTICLES:
        return False
    kinds = {g.pos for g in word.grams}
    if not (kinds & _NOUNY or at in heads or _lone_attribute(words, at)):
        return False
    if _no_head(words, at, kinds, heads):
        return False
    after = words[at + 1] if at + 1 < len(words) and words[at + 1].clause == word.clause else None
    if after is not None and after.folded == "же" and at + 2 < len(words):
        after = words[at + 2]
    if word.folded in RU_OWNERS and after is not None:
        if object_pronoun(words, at, verbs):
            return True  # ``бью его ударом``: him, not his strike
        return not {g.pos for g in after.grams} & {"noun", "name", "adj"}  # ``его существо``
    if language == "hu" and after is not None and (word.folded in HU_OPPONENT or participle(word)):
        return not _owned_noun_follows(words, at)  # ``az ellenfél lénye``, ``álló``
    if language == "hu" and after is not None and _cases(word) & {"sup", "ine"}:
        # ``a tartalékában álló Varázslót``: the place a participle stands on qualifies the
        # noun after the participle
        return not (participle(after) and _owned_noun_follows(words, at + 1))
    return True


def named_adjective(words: Sequence[Worded], at: int) -> bool:
    """Whether a capitalised word the lexicon does not know, with an adjective's ending, stands
    right before a living being's noun that agrees with it (``Ледяным волком``, ``Каменного
    тролля``, ``Летучая мышь``; both capitalised: ``Пещерным Медведем``): a card's name of two
    words (not ``Лешего соперника``, ``Лисой противника``: a noun, then its possessor)."""
    from judge.ask.lexicon import being_lemma, names_a_being

    word = words[at]
    if at + 1 >= len(words) or not word.text[:1].isupper() or not word.grams:
        return False
    after = words[at + 1]
    if any(g.pos not in ("name", "adj") for g in word.grams) or after.clause != word.clause:
        return False
    known = any(g.pos == "adj" for g in word.grams)  # (``Чёрным Латником``: capitalised)
    if known and (at == 0 or words[at - 1].sentence != word.sentence):
        return False  # ``Других существ …``: a sentence's first word, capitalised as any
    if not names_a_being(after.text):  # (``Пещерным Медведем``: both capitalised, as well)
        return False
    found = adjective_ending(word.folded)
    if found is None or len(word.folded) <= len(found[0]) + 2:
        return False
    noun_like = found[0] in ("ой", "ей", "ом", "ем") and being_lemma(word.text) is not None
    if after.text[:1].isupper() and noun_like:
        return False  # ``бьёт Громилой Жрицу``: two names, the first a being's noun
    return bool(found[1] & {c for g in after.grams if g.pos in ("noun", "name") for c in g.cases})


#: the lemmas of a card's flight (``летающий``, ``нелетающий``): a word that calls its card
FLIGHT_LEMMAS = frozenset(("летать", "нелетающий"))
#: the lemmas of a Russian card's attribute said alone for the card (``Нелетающий на C3 бьёт
#: …``, ``может ли закрытый отбиваться``)
_ATTRIBUTE_LEMMAS = FLIGHT_LEMMAS | {"открытый", "закрытый"}


#: the parts of speech between a card and what is said of it (``на E2 не``)
_BETWEEN = frozenset(("prep", "cell", "particle"))


def _lone_attribute(words: Sequence[Worded], at: int) -> bool:
    """Whether the word at ``at`` is a card's attribute (``_ATTRIBUTE_LEMMAS``) standing for
    its card: an adjective's full form with no noun, name or adjective next to it in its
    clause."""
    if not any(
        g.lemma in _ATTRIBUTE_LEMMAS and g.pos == "adj" and g.cases for g in words[at].grams
    ):
        return False  # (a short form, ``закрыто``, says what a card is: no card of its own)
    before = at - 1
    # ``Мой Тролль не летающий``, ``Мой Рыцарь на E2 не летающий``: said of the card before
    # its place and the negation
    while before >= 0 and len(_pos(words[before])) > 0 and _pos(words[before]) <= _BETWEEN:
        before -= 1
    near = [
        w
        for w in (
            words[before] if before >= 0 else None,
            words[at + 1] if at + 1 < len(words) else None,
        )
        if w is not None and w.clause == words[at].clause
    ]
    return not any({g.pos for g in w.grams} & {"noun", "name", "pron", "adj"} for w in near)


def _no_head(words: Sequence[Worded], at: int, kinds: set[str], heads: frozenset[int]) -> bool:
    """``может ли``: a particle, whatever else it may be; ``Маша бьёт…``: a player, no card."""
    if "particle" in kinds and at not in heads:
        return True
    return "person" in kinds and first_name(words, at) is not None


#: the third-person possessives that are also object pronouns (``его существо``, ``бью его``)
HIS_OR_HIM = frozenset(("его", "ее", "их"))
#: ``Ход Олега``, ``в свой ход``: the words of whose turn it is
TURN_WORDS = frozenset(("ход", "ходу"))
#: ``az ellenfél körében``: the Hungarian words of someone's turn (after whose it is)
HU_TURN_WORDS = frozenset(("kore", "koreben", "koren"))


def opponents_turn(words: Sequence[Worded]) -> bool:
    """Whether the words say it is the other player's turn (``az ellenfél körében``, ``ход
    соперника``, ``в ход противника``)."""
    opponent = RU_OPPONENT | HU_OPPONENT
    return any(
        a.folded in opponent
        and b.folded in HU_TURN_WORDS
        or a.folded in TURN_WORDS
        and b.folded in opponent
        for a, b in zip(words, words[1:], strict=False)
    )


#: third-person pronouns that point back to a card named before (``его``, ``оно``)
RU_PRONOUNS = frozenset(
    ("его", "ее", "их", "него", "нее", "них", "он", "она", "оно", "они")
    # (after a preposition, and the dative: ``по нему``, ``наношу ему удар``, ``с ней``)
    + ("нему", "ним", "нем", "ему", "ней", "ей")
)


def object_pronoun(words: Sequence[Worded], at: int, verbs: frozenset[int]) -> bool:
    """Whether ``его``/``её``/``их`` right after an attack verb is its object (``бью его
    ударом``): the word after it is no noun it could own (an attack's noun, or one in no case
    an object or subject takes)."""
    if at == 0 or at - 1 not in verbs or words[at].folded not in HIS_OR_HIM:
        return False
    nxt = at + 2 if at + 2 < len(words) and words[at + 1].folded == "же" else at + 1
    if nxt >= len(words) or words[nxt].clause != words[at].clause:
        return True
    after = words[nxt]  # (``его же героя``: his own)
    qualified = _next_noun(words, nxt - 1) if "adj" in _pos(after) - {"noun"} else None
    if qualified is not None:  # ``бьёт его летающего Орла``: the noun its adjective qualifies
        after = words[qualified]
    if after.folded in ATTACK_NOUNS:
        return True
    if named_adjective(words, nxt):  # ``атакую его Пещерным Медведем``: its ending's cases
        return not (adjective_ending(after.folded) or ("", frozenset()))[1] & {"nom", "acc"}
    nouns = [g for g in after.grams if g.pos in _NOUNY]
    return not any(g.cases & {"nom", "acc"} for g in nouns)


def antecedent(
    words: Sequence[Worded], found: Sequence[Phrase], index: int, cards: frozenset[int]
) -> int | None:
    """The phrase a third-person pronoun (phrase ``index``) points back to: the nearest card
    phrase before it in an earlier clause (``cards``: the positions of card nouns and names),
    none where it is no such pronoun."""
    pronoun = found[index]
    if words[pronoun.head].folded not in RU_PRONOUNS:
        return None
    clause = words[pronoun.head].clause
    for i in range(index - 1, -1, -1):
        p = found[i]
        if words[p.head].clause == clause or p.prep:
            continue
        head = words[p.head]
        feminine = any(w.folded.endswith(("а", "я")) for w in words[p.start : p.end])
        if words[pronoun.head].folded in _SHE and not feminine:
            continue  # (``с ней``: a card whose name is a woman's noun, ``Лесная нимфа``)
        if _subject_of_its_verb(words, p, pronoun):
            continue  # ``Мой Берсерк — не в руке, а в игре — атакует его``: not himself
        if p.head in cards or (p.name or head.text[:1].isupper()) and _card_noun(head):
            return i
        if "nom" in p.cases and _being_noun(head):
            return i  # ``закрытый гоблин …, если мой орк его лупит``: a phone's small letters
    return None


def _subject_of_its_verb(words: Sequence[Worded], phrase: Phrase, pronoun: Phrase) -> bool:
    """Whether a phrase is the subject of the verb a pronoun in its sentence is the object of:
    in the nominative, the one verb between them the pronoun's own, and no other subject nor
    a predicate of the phrase's own between (``Мой Берсерк — …, а … — атакует его``; not
    ``Упырь не закрыт, и я атакую его``)."""
    if words[phrase.head].sentence != words[pronoun.head].sentence or "nom" not in phrase.cases:
        return False
    between = words[phrase.end : pronoun.start]
    if any(w.folded in _ANOTHER_SUBJECT or _said_of_it(w) for w in between):
        return False  # ``Упырь не закрыт, и я атакую его``: the phrase has its own predicate
    if any(_a_subject(w) for w in between):
        return False  # ``Скорпион, моё существо … заставляет его``: another subject between
    verbs = [w for w in between if "verb" in _pos(w)]
    own = len(verbs) == 1 and verbs[0].clause == words[pronoun.head].clause  # (its own verb)
    return own and words[pronoun.head].folded in HIS_OR_HIM | {"него", "нее", "неё"}


def _a_subject(word: Worded) -> bool:
    """Whether a word may be a card's noun or name in the nominative singular (``существо``;
    not ``атаки`` of ``в фазе атаки``, which the plural's nominative shares)."""
    if any("gen" in g.cases for g in word.grams):
        return False
    return any(g.pos in ("noun", "name") and "nom" in g.cases and not g.plural for g in word.grams)


#: words between a phrase and a verb that give the verb a subject of its own (``…, и я бью его``)
_ANOTHER_SUBJECT = frozenset(("я", "ты", "он", "она", "мы", "вы", "они", "и"))


def _said_of_it(word: Worded) -> bool:
    """Whether a word is a short adjective or participle (``закрыт``, ``открыто``): a
    predicate said of the phrase before it."""
    return bool(word.grams) and all(
        g.pos in ("adj", "participle") and not g.cases for g in word.grams
    )


#: the feminine pronouns after a preposition and in the dative (``с ней``, ``ей``)
_SHE = frozenset(("ней", "ей"))


def _being_noun(word: Worded) -> bool:
    """Whether a word in small letters is a noun naming a living being (``гоблин``)."""
    from judge.ask.lexicon import names_a_being

    return word.text[:1].islower() and "noun" in _pos(word) and names_a_being(word.text)


def _card_noun(word: Worded) -> bool:
    """Whether a capitalised word may be a card's name: a noun or a name, not a pronoun nor
    the other player (``Соперник``)."""
    kinds = {g.pos for g in word.grams}
    return bool(kinds & {"noun", "name"}) and "pron" not in kinds and word.folded not in RU_OPPONENT


def participle(word: Worded) -> bool:
    """A Hungarian participle qualifying the noun after it (``álló``, ``lévő``, ``támadó``)."""
    return word.folded.endswith(("o", "lo", "vo")) and len(word.folded) > 3


def _owned_noun_follows(words: Sequence[Worded], at: int) -> bool:
    """Whether a noun follows within three words of the same clause (a possessed one for a
    possessor, any for a participle)."""
    for nxt in range(at + 1, min(len(words), at + 4)):
        if words[nxt].clause != words[at].clause:
            return False
        if {g.pos for g in words[nxt].grams} & _NOUNY and words[nxt].folded not in _ARTICLES:
            return True
    return False


def _name_end(words: Sequence[Worded], at: int, language: str, verbs: frozenset[int]) -> int:
    """The head of a phrase beginning at ``at``: a Hungarian name of two words ends on the
    second (``Ork harcossal``)."""
    if (
        language == "hu"
        and words[at].text[:1].isupper()
        and at + 1 < len(words)
        and words[at + 1].clause == words[at].clause
        and words[at + 1].text[:1].islower()
        and at + 1 not in verbs
        and {g.pos for g in words[at + 1].grams} & _NOUNY
        and not _cases(words[at]) - {"nom"}
        and not any(g.owner for g in words[at].grams)
    ):
        return at + 1
    if language == "ru":  # ``Пепельную Ткачиху``, ``Дымчатый Гриф``: capitalised words of a name
        end = at
        while _ru_name_goes_on(words, end, verbs):
            end += 1
        after = end + 1
        if (  # ``Ледяной дракон``: a name's capitalised adjective, then its noun
            after < len(words)
            and words[after].clause == words[end].clause
            and words[end].folded.endswith(_RU_ADJECTIVE_ENDINGS)
            and "name" in {g.pos for g in words[end].grams}
            and words[after].text[:1].islower()
            and {g.pos for g in words[after].grams} == {"noun"}
            and after not in verbs
            and words[after].folded not in RU_OPPONENT
        ):
            end = after
        return end
    return at


#: the endings of a Russian adjective in the singular (``Ледяной``, ``Лесного``)
_RU_ADJECTIVE_ENDINGS = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ого", "его", "ому", "ему", "ую")


def _ru_name_goes_on(words: Sequence[Worded], end: int, verbs: frozenset[int]) -> bool:
    """Whether the capitalised word after ``end`` goes on a Russian card's name of capitalised
    words (``Пепельную Ткачиху``; not two beings' names: ``Огром Кентавра``)."""
    nxt = end + 1
    return (
        nxt < len(words)
        and words[nxt].clause == words[end].clause
        and words[nxt].text[:1].isupper()
        and "name" in {g.pos for g in words[nxt].grams}
        and "name" in {g.pos for g in words[end].grams}
        and nxt not in verbs
        and not _another_being(words[nxt], words[end])
    )


#: the ordinals a story counts turns by (``В первый ход …, на третий …``)
_TURN_ORDINALS = frozenset("первый второй третий четвертый четвёртый пятый шестой седьмой".split())


def _qualifiers_before(
    words: Sequence[Worded], at: int, language: str, verbs: frozenset[int]
) -> int:
    """Where the words qualifying the noun at ``at`` begin."""
    start = at
    while start > 0 and words[start - 1].clause == words[at].clause and start - 1 not in verbs:
        before = words[start - 1]
        kinds = {g.pos for g in before.grams}
        if language == "ru" and _another_being(before, words[at]):
            break  # ``атакую Огром Кентавра``: two cards, not one name of two words
        if (
            language == "ru"
            and words[start].folded in RU_OWNERS
            and before.folded in _TURN_ORDINALS
        ):
            break  # ``На третий мой Рыцарь …``: the third turn, no card's number
        if (
            kinds & _QUALIFYING
            or before.folded in _ARTICLES
            or before.folded in RU_OWNERS
            or before.folded == "же"
        ):
            start -= 1
            continue
        if language == "hu" and (before.folded in HU_OPPONENT or participle(before)):
            start -= 1
            continue
        if (
            language == "hu"
            and _cases(before) & {"sup", "ine"}
            and start < len(words)
            and participle(words[start])
        ):
            start -= 1  # ``az őrposztomon álló``: the place a participle stands on
            continue
        break
    return start


#: a Russian preposition after an attack verb that marks its target (``стреляет в``, ``бьёт
#: по``, ``нападает на``)
_RU_TARGET_PREPS = frozenset(("в", "во", "по", "на"))


def attack_roles(
    words: Sequence[Worded], found: Sequence[Phrase], verbs: Sequence[int], language: str
) -> dict[int, str]:
    """For each attack verb, which noun phrase attacks (``subject``) and which is attacked
    (``object``), by case and preposition: Russian nominative / accusative or ``по``, ``в``,
    ``на``; Hungarian nominative or ``-val/-vel`` (the creature one attacks with) /
    accusative ``-t`` or ``-ra/-re``. Where the case does not tell (``существо`` is nominative
    or accusative), the order does: before the verb attacks, after it is attacked. Returns
    phrase index → ``subject`` / ``object``."""
    out: dict[int, str] = _defended_from(words, found) if language == "ru" else {}
    parts = {verb: _verb_parts(words, found, verb, language) for verb in verbs}
    for verb in verbs:
        subject, object_ = parts[verb]
        forced = _fights_forcer(words, found, verb)
        if forced is not None:
            # ``его Гоблин заставляет моего Скальда сразиться с ним``: the forcing card attacks
            # the one it makes fight it
            subject, object_ = forced
        elif (
            _causes(words[verb])
            and _made_to_fight_someone(words, found, verbs, verb)
            and not _own_fight_after(words, found, verbs, verb)
        ):
            # ``заставить моё существо сразиться с героем``: the one made to fight attacks
            subject, object_ = object_, None
        elif (pair := _own_made_to_fight(words, found, verb)) is not None:
            # ``Петя заставил сразиться моего Скелета со своим Некромантом``: the forcer's own
            # card fights the other's, which it is made to fight (whatever the causative took
            # them for)
            out.update({pair[0]: "subject", pair[1]: "object"})
            subject, object_ = None, None
        elif (made := _made_after(words, found, verb)) is not None:
            subject = made  # ``заставляет сразиться моего Рыцаря с …``: said after the verb
        elif (made := _made_between(words, found, verb)) is not None:
            # ``я заставил своего Тролля сразиться с …``: made to fight, between the two verbs
            # (whatever an earlier verb took it for)
            out[made] = "subject"
            subject, object_ = None, None if object_ == made else object_
        elif (made := _made_to_fight_own(words, found, verb)) is not None:
            # ``противник заставил моё существо сразиться со своим``: the forcer's own (unsaid)
            # card attacks the one made to fight it
            out[made] = "object"
            subject, object_ = None, None
        elif _forced_by_them(words, found, verb, subject):
            subject, object_ = None, subject  # ``существо противника заставили сразиться``
        if subject is not None:
            out.setdefault(subject, "subject")
        if object_ is not None:
            out.setdefault(object_, "object")
    if language == "ru" and "object" not in out.values():
        out |= _fought_with(words, found)
    if language == "ru" and "subject" not in out.values():
        out |= _attack_of(words, found) or _fought_against(words, found, out)
    if language == "ru" and "subject" not in out.values():
        out |= _forced_by(words, found)
    return out


def _forced_by_them(
    words: Sequence[Worded], found: Sequence[Phrase], verb: int, subject: int | None
) -> bool:
    """Whether a fighting verb with nothing it fights (no ``с …``) follows a causative in the
    plural said of one card before it (``существо противника заставили сразиться``): someone
    made that card fight — the one fought, as ``заставляет сразиться существо противника``."""
    if subject is None or verb + 1 >= len(words):
        return False
    fight = verb + 1 if _causes(words[verb]) else verb  # (said of the causative or the fight)
    if fight < 1 or not _fights(words[fight]) or not _causes(words[fight - 1]):
        return False
    if _with(words, found, fight) is not None or found[subject].head > fight:
        return False
    if any(w.folded.startswith(_RELATIVE) for w in words[found[subject].start : fight]):
        return False  # ``существо, которое заставили сразиться``: the one made to fight attacks
    plural = _number(words[fight - 1], _FINITE)
    single = _number(words[found[subject].head], _NOUNY) is False
    return bool(plural) and single and conjoined(words, found, subject, "ru") <= 1


def _fought_against(
    words: Sequence[Worded], found: Sequence[Phrase], parts: Mapping[int, str]
) -> dict[int, str]:
    """``Заставил сразиться …: мой Орк … против закрытой твари``: where the one fought
    ``против`` is attacked and no subject is said, the card in the nominative before it in
    its sentence (no preposition) fights it. Phrase index → ``subject``."""
    against = next((i for i, part in parts.items() if part == "object"), None)
    if against is None or found[against].prep != "против":
        return {}
    sentence = words[found[against].head].sentence
    before = [
        i
        for i, p in enumerate(found[:against])
        if not p.prep
        and "nom" in p.cases
        and words[p.head].sentence == sentence
        and card_phrase(words, p)
    ]
    return {before[-1]: "subject"} if before else {}


#: an attack's nouns (folded beginnings) whose genitive is who makes it (``выстрел моего
#: существа``, ``удар Гоблина``)
ATTACK_NOUN_STEMS = ("выстрел", "удар", "атак")
#: counts that say no number (folded): ``néhány``, ``pár``, ``egy-két``, ``несколько``
SOME_COUNTS = frozenset(("nehany", "par", "egy-ket", "несколько"))


def _attack_of(words: Sequence[Worded], found: Sequence[Phrase]) -> dict[int, str]:
    """``выстрел моего существа … по существу противника``: the card in the genitive right
    after an attack's noun makes the attack; a card after ``по`` in its clause is attacked.
    Phrase index → ``subject`` / ``object``; nothing unless both are said."""
    for at, word in enumerate(words):
        if not word.folded.startswith(ATTACK_NOUN_STEMS) or "noun" not in _pos(word):
            continue
        subject = next((i for i, p in enumerate(found) if p.start == at + 1), None)
        if subject is None or found[subject].prep or "gen" not in found[subject].cases:
            continue
        if not card_phrase(words, found[subject]):
            continue
        object_ = next(
            (
                i
                for i, p in enumerate(found)
                if p.start > found[subject].end - 1
                and p.prep == "по"
                and words[p.head].clause == word.clause
                and card_phrase(words, p)
            ),
            None,
        )
        if object_ is not None:
            return {subject: "subject", object_: "object"}
    return {}


#: the nouns of a fight (folded beginnings): ``драку с героем``, ``сражение с Гоблином``
_FIGHT_NOUNS = ("драк", "сражени", "файт", "схватк", "поединок", "поединк")


def _fought_with(words: Sequence[Worded], found: Sequence[Phrase]) -> dict[int, str]:
    """``зафорсить драку с вражеским героем``: the card a fight's noun is had with (``с`` and
    the instrumental right after it) is the one made to fight, attacked. Phrase index →
    ``object``."""
    for at, word in enumerate(words):
        if not word.folded.startswith(_FIGHT_NOUNS):
            continue
        after = next((i for i, p in enumerate(found) if at < p.start <= at + 3), None)
        if after is not None and found[after].prep in ("с", "со") and "ins" in found[after].cases:
            return {after: "object"}
        # ``драку своего орка с тапнутым гоблином врага``: whose fight it is (the genitive
        # right after the noun) fights — it attacks — the one ``с`` names
        if after is not None and _fighter(words, found[after]) and after + 1 < len(found):
            then = found[after + 1]
            next_to = then.start - found[after].end <= 1  # (``с`` between)
            if then.prep in ("с", "со") and "ins" in then.cases and next_to:
                return {after: "subject", after + 1: "object"}
    return {}


def _forced_by(words: Sequence[Worded], found: Sequence[Phrase]) -> dict[int, str]:
    """``при сражении, навязанном способностью моего Палача``: in a fight, the card whose
    ability forces it (the genitive right after ``способностью``) makes the attack. Phrase
    index → ``subject``."""
    if not any(w.folded.startswith(_FIGHT_NOUNS) or _fights(w) for w in words):
        return {}
    for i, phrase in enumerate(found[:-1]):
        said = words[phrase.start : phrase.end]
        if not any(w.folded.startswith("способност") for w in said):
            continue
        after = found[i + 1]
        if after.start == phrase.end and _fighter(words, after):
            return {i + 1: "subject"}
    return {}


def _fighter(words: Sequence[Worded], phrase: Phrase) -> bool:
    """Whether a phrase is a card in the genitive with no preposition (``своего орка``)."""
    card = card_phrase(words, phrase) or _being_noun(words[phrase.head])
    return not phrase.prep and "gen" in phrase.cases and card


def arrow_roles(words: Sequence[Worded], found: Sequence[Phrase]) -> dict[int, str]:
    """A pasted board's attack (``Волк → Жрица``, ``Тролль (D3) -> Эльф``): the noun phrase
    right before an arrow (its attributes in brackets between) attacks, the one right after
    it is attacked. Phrase index → ``subject`` / ``object``."""
    out: dict[int, str] = {}
    for at, word in enumerate(words):
        if word.folded != ARROW:
            continue
        before = [i for i, p in enumerate(found) if p.end <= at and p.end > at - 6]
        # (``Орк C2 (нелет.) → Жрица``: the name before its attributes in brackets)
        named = [i for i in before if words[found[i].head].text[:1].isupper()]
        after = next((i for i, p in enumerate(found) if at < p.start <= at + 3), None)
        if not before or after is None:
            continue
        subject = (named or before)[-1]
        if words[found[subject].head].sentence != word.sentence:
            continue
        out.setdefault(subject, "subject")
        out.setdefault(after, "object")
    return out


def line_start(words: Sequence[Worded], at: int) -> bool:
    """Whether a word begins its sentence, or follows a heading's colon (``Позиция:
    Атакующий: …``: a line after a heading goes on its sentence)."""
    return at == 0 or words[at - 1].sentence != words[at].sentence or words[at - 1].colon


def verb_headings(
    words: Sequence[Worded], found: Sequence[Phrase], verbs: Sequence[int]
) -> dict[int, str]:
    """An attack verb said as a heading, first in its line (``Атакует: Кентавр (соперника,
    E5)``): the phrase after the colon attacks. Phrase index → ``subject`` (``""``: a heading
    before it, no part)."""
    out: dict[int, str] = {}
    for verb in verbs:
        if not words[verb].colon or not line_start(words, verb):
            continue
        after = next((i for i, p in enumerate(found) if p.start == verb + 1), None)
        if after is not None:
            out[after] = "subject"
            # (``Позиция: Атакует: …``: a heading before it is no part of the attack)
            out |= {i: "" for i, p in enumerate(found) if p.end <= verb and _same(words, p, verb)}
    return out


def _same(words: Sequence[Worded], phrase: Phrase, at: int) -> bool:
    """Whether a phrase stands in the sentence of the word at ``at``."""
    return words[phrase.head].sentence == words[at].sentence


def headed_roles(
    words: Sequence[Worded], found: Sequence[Phrase], role_words: Mapping[int, str]
) -> dict[int, str]:
    """A role said as a heading (``Цель: Эльф (противника, D5)``, ``Атакующий: Тролль``): the
    phrase after the colon takes the heading's role, the heading itself (mapped to ``""``)
    calls no card. Phrase index → role."""
    out: dict[int, str] = {}
    for index, phrase in enumerate(found[:-1]):
        last = words[phrase.end - 1]
        role = role_words.get(phrase.head)
        if role is None or not last.colon or phrase.end - phrase.start > 2:
            continue
        after = found[index + 1]
        if after.start != phrase.end or words[after.head].sentence != last.sentence:
            continue
        if not line_start(words, phrase.start):
            continue  # (a heading begins its line: not ``… сражение по способности: …``)
        out[index], out[index + 1] = "", role
    return out


#: verbs of defending (lemmas): what one defends is what is attacked
_DEFENDING = frozenset(("защитить", "защищать", "прикрыть", "прикрывать"))
#: the attack nouns a card's genitive after names who attacks (``от удара Огра``)
_ATTACK_OF = frozenset(("удара", "выстрела", "атаки"))


def _defended_from(words: Sequence[Worded], found: Sequence[Phrase]) -> dict[int, str]:
    """``защитить Друида от удара Скелета``: who attacks is the card in the genitive right
    after an attack noun, what is attacked the one a verb of defending governs (the first
    accusative after it, no preposition, in its clause). Phrase index → ``subject`` /
    ``object``; nothing unless the story says both."""
    subject = next(
        (
            i
            for i, p in enumerate(found)
            if p.start
            and words[p.start - 1].folded in _ATTACK_OF
            and not p.prep
            and "gen" in p.cases
            and words[p.head].folded not in ATTACK_NOUNS
        ),
        None,
    )
    verbs = [at for at, w in enumerate(words) if any(g.lemma in _DEFENDING for g in w.grams)]
    object_ = next(
        (
            i
            for verb in verbs
            for i, p in enumerate(found)
            if p.start > verb
            and words[p.head].clause == words[verb].clause
            and not p.prep
            and "acc" in p.cases
            and i != subject
        ),
        None,
    )
    if subject is None or object_ is None or found[object_].head > found[subject].head:
        return {}
    verb = max(v for v in verbs if v < found[object_].start)
    if any(w.folded.startswith(_ZONE_NOUNS) for w in words[max(0, verb - 4) : verb]):
        return {}  # ``Пегас из вспомогательной зоны защитить …``: the defender's place, read so
    return {subject: "subject", object_: "object"}


#: the nouns of a zone (beginnings): a place said right before a verb of defending is the
#: defender's
_ZONE_NOUNS = ("зон", "доп")


#: the pronouns of ``с ним`` that name the card that forces the fight
_HIM = frozenset(("ним", "ней", "нею", "собой"))


def _fights_forcer(
    words: Sequence[Worded], found: Sequence[Phrase], fight: int
) -> tuple[int, int] | None:
    """``его Гоблин заставляет моего Скальда сразиться с ним``: a fighting verb after a
    causative one, ``с ним`` after it — the causative's subject (in the nominative before it, in
    its clause) attacks the one it makes fight (in the accusative between, or the genitive an
    animate one shares it with): their phrases."""
    if not _fights(words[fight]):
        return None
    causative = next(
        (v for v in range(fight - 1, max(-1, fight - 4), -1) if _causes(words[v])), None
    )
    with_ = _with(words, found, fight)
    if causative is None or with_ is None or words[found[with_].head].folded not in _HIM:
        return None
    clause = words[causative].clause
    subject = next(
        (
            i
            for i in range(len(found) - 1, -1, -1)
            if found[i].end <= causative
            and words[found[i].head].clause == clause
            and "nom" in found[i].cases
            and not found[i].prep
        ),
        None,
    )
    made = next(
        (
            i
            for i, p in enumerate(found)
            if causative < p.start < fight and p.cases & {"acc", "gen"} and not p.prep
        ),
        None,
    )
    return None if subject is None or made is None else (subject, made)


def _made_to_fight_someone(
    words: Sequence[Worded], found: Sequence[Phrase], verbs: Sequence[int], verb: int
) -> bool:
    """Whether a fighting verb with what it fights (``сразиться с героем``) follows the
    causative verb at ``verb`` within three words."""
    fight = next((v for v in verbs if verb < v <= verb + 3 and _fights(words[v])), None)
    if fight is None:
        return False
    return _with(words, found, fight) is not None or _asked_with(words, verb)


def _by_preposition(
    words: Sequence[Worded],
    found: Sequence[Phrase],
    clause: Sequence[int],
    verb: int,
    subject: int | None,
    object_: int | None,
) -> tuple[int | None, int | None]:
    """The parts a Russian instrumental or ``с`` tells over those the cases gave: the card
    one attacks with (``он бьёт Гарпией``), what one fights (``сразиться с героем``); and
    where what attacks stands before the verb and no object is told, a card's name after the
    verb in the nominative is what is struck (``Циклоп бьёт … мою Гарпия``, as a learner)."""
    if object_ is None and subject is not None and found[subject].head < verb:
        object_ = _nominative_after(words, found, clause, verb, subject)
    means = _means(words, found, clause, verb)
    if means is not None and means != object_:
        subject = means  # ``противник атакует своим Орком``: the card attacks
    if _fights(words[verb]):
        against = _with(words, found, verb)  # ``сразиться с героем противника``
        if against is not None and against != subject:
            object_ = against
    return subject, object_


def _means(
    words: Sequence[Worded], found: Sequence[Phrase], clause: Sequence[int], verb: int
) -> int | None:
    """A card's name, or a noun the player calls their own (``своим существом``), in the
    instrumental, without a preposition, in the verb's clause: what the player attacks with
    (``объявляет простой удар Гарпией по Жрице``) — the attacking card, whoever the verb's
    subject is."""
    return next(
        (
            i
            for i in sorted(clause, key=lambda i: abs(found[i].head - verb))
            if not found[i].prep
            and _instrumental(found[i], words[found[i].head])
            and words[found[i].head].folded not in ATTACK_NOUNS
            and not moment(words[found[i].head])
            and (found[i].name or _own_card(words, found[i]) or _small_means(words, found[i], verb))
        ),
        None,
    )


def _small_means(words: Sequence[Worded], p: Phrase, verb: int) -> bool:
    """Whether a phrase is a being's name in small letters right by the attack verb, no
    word of the game's (``бьет нелетающим орком``: the card attacks; not ``существом``, nor
    ``вписаться гномом`` further on)."""
    from judge.ask.lexicon import COMMON

    head = words[p.head]
    if abs(p.head - verb) > 4 or any(g.lemma in COMMON for g in head.grams):
        return False
    if not _being_noun(head):
        return False
    between = range(min(p.start, verb) + 1, max(p.head, verb))
    return not any("verb" in _pos(words[i]) for i in between)


#: nouns of a card one may attack with (``своим существом``; not ``своей способностью``)
_CARD_NOUNS = frozenset(("существо", "тварь", "летун", "персонаж", "карта"))


def card_phrase(words: Sequence[Worded], phrase: Phrase) -> bool:
    """Whether a phrase calls a card: by its name, a card's noun or a pronoun (``по Эльфу``,
    ``по существу``, ``по герою``, ``по нему``; not ``по способности``)."""
    head = words[phrase.head]
    nouns = _KIND_NOUNS | _CARD_NOUNS
    return bool(phrase.name) or any(g.lemma in nouns or g.pos == "pron" for g in head.grams)


def _own_card(words: Sequence[Worded], phrase: Phrase) -> bool:
    """``своим существом``, ``своим орком``: a card's noun, or a being's, the player calls
    their own."""
    head = words[phrase.head]
    own = phrase.owner in ("self", "me")
    players = head.text.lower().startswith(_PLAYERS_CARD_NOUNS)  # (``своей нелеткой``, as typed)
    return own and (any(g.lemma in _CARD_NOUNS for g in head.grams) or _being_noun(head) or players)


#: players' nouns for a card of a kind (folded beginnings), which the dictionary lacks, and
#: the kind's noun each stands for (``флаер``, ``летяга``: a flyer; ``наземка``, ``нелетка``,
#: ``нелетяга``: a creature that does not fly)
PLAYERS_KIND_NOUNS: tuple[tuple[str, str], ...] = (
    ("флаер", "летун"),
    ("летяг", "летун"),
    ("наземк", "существо"),
    ("нелетк", "существо"),
    ("нелетяг", "существо"),
)
_PLAYERS_CARD_NOUNS = tuple(b for b, _ in PLAYERS_KIND_NOUNS)


#: verbs of fighting: what one fights is said with ``с`` (``сразиться с героем``)
_FIGHT_VERBS = frozenset(("сразиться", "сражаться", "подраться", "драться"))


def _fights(word: Worded) -> bool:
    return any(g.lemma in _FIGHT_VERBS for g in word.grams)


def _causes(word: Worded) -> bool:
    """Whether a verb makes another act (``заставляет``; players' ``форсит``, ``зафорсил``)."""
    return any(g.lemma in CAUSATIVES for g in word.grams) or word.folded.startswith(_FORCING)


#: players' word for forcing a fight (``форсит своего Медведя подраться …``), by its stem
_FORCING = ("форсит", "форсил", "форсишь", "форшу", "зафорс")


def _own_fight_after(
    words: Sequence[Worded], found: Sequence[Phrase], verbs: Sequence[int], causative: int
) -> bool:
    """Whether a fighting verb after a causative pairs the forcer's own card with the one made
    to fight (``противник заставил моё существо сразиться со своим``: ``_own_made_to_fight``),
    which the fighting verb tells."""
    return any(
        causative < v <= causative + 6 and _own_made_to_fight(words, found, v) is not None
        for v in verbs
    )


def _own_made_to_fight(
    words: Sequence[Worded], found: Sequence[Phrase], verb: int
) -> tuple[int, int] | None:
    """``заставил сразиться моего Скелета со своим Некромантом``, ``заставляю его сразиться с
    моим Гномом``: a fighting verb after a causative, ``с`` + the forcing player's own card
    (``своим``; ``моим`` of ``я``) and an accusative of no such owner between the two verbs or
    after them — the own card attacks the other (507.4: one fights the opponent's creature).
    Their phrases (attacker, attacked), or None."""
    if not _fights(words[verb]):
        return None
    causative = next((v for v in range(verb - 1, max(-1, verb - 6), -1) if _causes(words[v])), None)
    with_ = _with(words, found, verb)
    if causative is None or with_ is None or found[with_].owner not in ("self", "me"):
        return None
    if found[with_].owner == "me" and not _said_by_me(words, causative):
        return None
    clause = words[verb].clause
    made = [
        i
        for i, p in enumerate(found)
        if causative < p.start < found[with_].start
        and not p.prep
        and p.cases & {"acc", "gen"}
        and words[p.head].clause == clause
        and p.owner not in ("self", found[with_].owner)
        and not no_card(words[p.head])
    ]
    if len(made) != 1:
        return None
    his = {w.folded for w in words[found[with_].start : found[with_].end]} & HIS_OR_HIM
    if his and his & {w.folded for w in words[found[made[0]].start : found[made[0]].end]}:
        return None  # ``её существо … с её же собственным существом``: both hers
    return with_, made[0]


def _said_by_me(words: Sequence[Worded], verb: int) -> bool:
    """Whether a verb is said in the first person singular (``заставляю``, ``заставил я``)."""
    before = [w.folded for w in words[max(0, verb - 3) : verb] if w.clause == words[verb].clause]
    return "я" in before or words[verb].folded.endswith(("ю", "у"))


def _made_after(words: Sequence[Worded], found: Sequence[Phrase], verb: int) -> int | None:
    """``заставляет сразиться моего Рыцаря с …``: the one made to fight, said after a fighting
    verb right after a causative one with what it fights (``с …``; without it, the one the
    forcing card fights: ``заставляет сразиться существо противника``) — the accusative (no
    preposition) that follows the verb, or the genitive players give a creature as a being
    (``моего существа``), or a name a learner leaves in the nominative (``мой Волк``)."""
    if not (verb and _fights(words[verb])):
        return None
    causes = _causes(words[verb - 1]) or (  # (``заставляю способностью сразиться``)
        verb > 1 and _causes(words[verb - 2]) and "ins" in _cases(words[verb - 1])
    )
    if not causes:
        return None
    if _with(words, found, verb) is None and not _asked_with(words, verb):
        return None  # (no ``с …``: the one named is fought)
    after = verb + 1  # (``сразиться способностью моё существо с …``: the means first)
    means = next((p for p in found if p.start == after and not p.prep), None)
    if means is not None and not means.name and no_card(words[means.head]):
        after = means.end
    return next(
        (
            i
            for i, p in enumerate(found)
            if p.start == after
            and not p.prep
            and (p.cases & {"acc", "gen"} or p.name and "nom" in p.cases)
        ),
        None,
    )


def _made_between(words: Sequence[Worded], found: Sequence[Phrase], verb: int) -> int | None:
    """``я заставил своего Тролля сразиться с закрытой Дриадой``: the accusative between a
    causative verb and the fighting one after it in their clause (with what it fights said,
    ``с …``) is the one made to fight."""
    if not _fights(words[verb]) or _with(words, found, verb) is None:
        return None
    between = _made_before(words, found, verb)
    # (one's own card: the forcing player's fights the other's, so ``заставляю его сразиться
    # со своим Огром`` makes the Огр attack)
    own = len(between) == 1 and found[between[0]].owner in ("me", "self")
    return between[0] if own else None


#: the forcing player's own card said short after ``с`` (``сразиться со своим``)
_OWN_SHORT = frozenset(("своим", "своей", "своими"))


def _made_to_fight_own(words: Sequence[Worded], found: Sequence[Phrase], verb: int) -> int | None:
    """``противник заставил моё существо сразиться со своим``: the accusative between a
    causative and the fighting verb, where ``со своим`` after it says the forcer's own card
    with no noun — the one made to fight is fought; else None."""
    if not _fights(words[verb]) or verb + 2 >= len(words):
        return None
    if words[verb + 1].folded not in ("с", "со") or words[verb + 2].folded not in _OWN_SHORT:
        return None
    if any(p.start == verb + 2 for p in found):
        return None  # (``со своим Огром``: said whole, ``_own_made_to_fight``)
    between = _made_before(words, found, verb)
    return between[0] if len(between) == 1 and found[between[0]].owner != "self" else None


def _made_before(words: Sequence[Worded], found: Sequence[Phrase], verb: int) -> list[int]:
    """The accusatives with no preposition between a causative verb and the fighting one at
    ``verb`` in their clause (none where no causative stands within five words before)."""
    clause = words[verb].clause
    causes = [
        at for at in range(verb - 1, max(-1, verb - 6), -1)
        if words[at].clause == clause and _causes(words[at])
    ]  # fmt: skip
    if not causes:
        return []
    return [
        i
        for i, p in enumerate(found)
        if causes[0] < p.start and p.end <= verb and not p.prep and "acc" in p.cases
    ]


def _asked_with(words: Sequence[Worded], verb: int) -> bool:
    """``С кем можно заставить сразиться своё существо``: what it fights is asked, before the
    verb."""
    return any(
        words[at].folded in ("кем", "каким", "какими")
        and at > 0
        and words[at - 1].folded in ("с", "со")
        and words[at].sentence == words[verb].sentence
        for at in range(verb)
    )


def _with(words: Sequence[Worded], found: Sequence[Phrase], verb: int) -> int | None:
    """The phrase ``с`` + instrumental after a fighting verb in its clause (or ``против`` +
    genitive in its sentence: ``Заставил сразиться: мой Тролль против Эльфа``): what it
    fights."""
    with_ = next(
        (
            i
            for i, p in enumerate(found)
            if p.prep in ("с", "со")
            and "ins" in p.cases
            and p.start > verb
            and words[p.head].clause == words[verb].clause
        ),
        None,
    )
    return (
        with_
        if with_ is not None
        else next(
            (
                i
                for i, p in enumerate(found)
                if p.prep == "против"
                and "gen" in p.cases
                and p.start > verb
                and words[p.head].sentence == words[verb].sentence
            ),
            None,
        )
    )


def _verb_parts(
    words: Sequence[Worded], found: Sequence[Phrase], verb: int, language: str
) -> tuple[int | None, int | None]:
    """The phrases (indexes) that attack and that are attacked with one verb: by case, the
    nearest first, among the phrases of its clause (of its sentence when its clause has
    none); a verb in the first person has no subject among them (``атакую``: I attack)."""
    mine = [i for i, p in enumerate(found) if words[p.head].sentence == words[verb].sentence]
    asking = _asking_words(words, verb, language)
    clause = [
        i
        for i in mine
        if words[found[i].head].clause == words[verb].clause
        # ``Кого может атаковать существо?``: the question word's own clause is the verb's
        or _asking(words, found[i], asking)
        and found[i].head < verb
    ] or mine
    first_person = person(words[verb], language) == "1"
    subject = object_ = None
    # the question word first (what is asked is one of the verb's parts), then the nearest
    order = sorted(
        clause, key=lambda i: (not _asking(words, found[i], asking), abs(found[i].head - verb))
    )
    later: int | None = None  # a pronoun after the verb: the subject only when none is before
    for i in order:
        p = found[i]
        if _no_part_of(words, found, i):
            continue
        part = _part_agreeing(words, found, i, verb, language)
        # ``Támadhatom a lényemmel``: what I attack with attacks, whoever speaks
        may_act = subject is None and _may_act(p, language, first_person)
        if part == "subject" and p.head > verb and words[p.head].folded in _PERSONAL_PRONOUNS:
            later = i if later is None else later  # ``…бьёт мое существо, оно отбивается``
            continue
        if part == "object" and object_ is None:
            object_ = i
        elif part == "subject" and may_act:
            subject = i
        elif part == "either":
            if p.head < verb and may_act:
                subject = i
            elif object_ is None:
                object_ = i
    if subject is None and later is not None and not first_person:
        subject = later
    if language == "ru":
        subject, object_ = _by_preposition(words, found, clause, verb, subject, object_)
        subject, object_ = _relative(words, found, verb, subject, object_, first_person)
    if subject is None and not first_person:
        subject = _subject_before(words, found, mine, verb, object_, language)
    elif language == "ru" and not first_person and _struck_after(words, found, verb, subject):
        # ``Его Тролль на D4, он не летает, бьёт … мой Лучник``: a card before the verb
        # attacks, the one after it in the nominative is what it strikes (said as a learner)
        before = _subject_before(words, found, mine, verb, None, language)
        if before is not None and object_ is None:
            subject, object_ = before, subject
    return subject, object_


def _part_agreeing(
    words: Sequence[Worded], found: Sequence[Phrase], i: int, verb: int, language: str
) -> str:
    """``_part`` of the ``i``-th phrase, no subject where it does not agree with the verb (an
    accusative then the object)."""
    p = found[i]
    part = _part(p, language, before=p.head < verb, head=words[p.head])
    if part in ("subject", "either") and not _agrees(words, found, i, verb, language):
        part = "object" if "acc" in p.cases else "none"
    return part


def _no_part_of(words: Sequence[Worded], found: Sequence[Phrase], i: int) -> bool:
    """Whether the ``i``-th phrase is no part of an attack verb (``_no_part``), or a player
    possessing the card before it (``_players_possessor``)."""
    return _no_part(words, found[i]) or _players_possessor(words, found, i)


def _players_possessor(words: Sequence[Worded], found: Sequence[Phrase], i: int) -> bool:
    """Whether a phrase is a player in the genitive right after a phrase, its possessor
    (``существо моего соперника``): whose the card is, no part of the attack."""
    p = found[i]
    return (
        i > 0
        and found[i - 1].end == p.start
        and not p.prep
        and "gen" in p.cases
        and (
            words[p.head].folded in RU_OPPONENT
            or any(g.lemma in PLAYER_LEMMAS for g in words[p.head].grams)
        )
    )


#: nouns no card is (folded beginnings, a phone's misspelt forms too: ``способностю``): what
#: a card acts by (``по своей способности``)
_NO_CARDS = ("способн", "абилк", "свойств", "особенност")


def no_card(word: Worded) -> bool:
    """Whether a word is a noun of what a card acts by (``_NO_CARDS``), no card."""
    return word.folded.startswith(_NO_CARDS)


def _no_part(words: Sequence[Worded], p: Phrase) -> bool:
    """Whether a phrase is no part of an attack verb: the attack itself (``объявляет простой
    удар по …``) or its adjective said apart (``атакует простой удар …``), a moment, the game
    played (``в берсерк сын бьёт …``)."""
    head = words[p.head]
    if head.folded in ATTACK_NOUNS or moment(head) or no_card(head):
        return True
    if p.end < len(words) and words[p.end].folded in ATTACK_NOUNS and _attack_adjective(head):
        return True
    if p.prep in ("на", "в", "во") and {g.lemma for g in head.grams} & _ZONES:
        return True  # ``Мою Жрицу на поле боя бьёт …``: where the card stands
    return head.folded in _GAME_NAMES and p.prep in ("в", "во")


#: the places a card stands in (lemmas): a phrase of one after ``на``/``в`` is no attack's part
_ZONES = frozenset(("поле", "зона", "допка", "допзона"))


def _struck_after(
    words: Sequence[Worded], found: Sequence[Phrase], verb: int, subject: int | None
) -> bool:
    """Whether the verb's subject is a card's name after it, outside a condition (``бьёт …
    мой Лучник``): what it strikes where another card attacks before the verb."""
    return (
        subject is not None
        and found[subject].head > verb
        and found[subject].name
        and not _conditional(words, verb)
    )


#: the games' names as players say them after ``в`` (``играем в берсерк``, ``в героях``)
_GAME_NAMES = frozenset(("берсерк", "берсерке", "берсерка", "герои", "героях", "героев", "хкк"))


def _attack_adjective(word: Worded) -> bool:
    """Whether a word may be an attack's adjective said apart from its noun (``простой``), not
    a pronoun (``его ударом``) nor a card's name."""
    kinds = _pos(word)
    return "adj" in kinds and not kinds & {"pron", "name"}


def _nominative_after(
    words: Sequence[Worded], found: Sequence[Phrase], clause: Sequence[int], verb: int, subject: int
) -> int | None:
    """``Циклоп бьёт … мою Гарпия``: a card's name after the verb left in the nominative where
    what attacks stands before it — what is struck, as a learner says it."""
    return next(
        (
            i
            for i in sorted(clause, key=lambda i: found[i].head)
            if i != subject
            and found[i].head > verb
            and found[i].name
            and not found[i].prep
            and found[i].cases == frozenset({"nom"})
        ),
        None,
    )


def _asking(words: Sequence[Worded], p: Phrase, asking: frozenset[str]) -> bool:
    """Whether a noun phrase holds a question word (``кого``), or is ``какой`` after a
    preposition (``по каким персонажам``: what is attacked, asked)."""
    which = _WHICH if p.prep else frozenset()
    return any(
        words[k].folded in asking or words[k].folded in which
        for k in range(p.start, max(p.end, p.head + 1))
    )


#: ``какой`` in its forms: the phrase it begins is asked (``по каким персонажам``)
_WHICH = frozenset(("какой", "какого", "какому", "каким", "каком", "какие", "каких", "какими"))


#: the question words that ask for a subject
_WHO_ASKED = frozenset(("кто", "ki"))
#: conjunctions that open a condition (``если летающее существо бьёт …``)
_CONDITIONS = frozenset(("если", "ha"))


def _asking_words(words: Sequence[Worded], verb: int, language: str) -> frozenset[str]:
    """The question words that may ask for a part of the verb: who is asked is no subject of a
    condition's verb (``Кто может защищать, если летающее существо бьёт …``)."""
    asking = INTERROGATIVES.get(language, frozenset())
    return asking - _WHO_ASKED if _conditional(words, verb) else asking


def _conditional(words: Sequence[Worded], verb: int) -> bool:
    """Whether the verb's clause opens with a condition's conjunction (``_CONDITIONS``)."""
    start = min((at for at, w in enumerate(words) if w.clause == words[verb].clause), default=verb)
    return words[start].folded in _CONDITIONS


#: conjunctions that open a subordinate clause: its verb takes no subject from before them
_SUBORDINATE = frozenset(("что", "чтобы", "hogy"))


#: the personal pronouns of the third person, as a subject
_PERSONAL_PRONOUNS = frozenset(("он", "она", "оно", "они", "o", "ok"))


def _relative(
    words: Sequence[Worded],
    found: Sequence[Phrase],
    verb: int,
    subject: int | None,
    object_: int | None,
    first_person: bool,
) -> tuple[int | None, int | None]:
    """A verb of a relative clause (``существо противника, которое я бью``): ``который``
    stands for the card named before the clause — what is attacked when the clause has its
    own subject (``я``, another card), what attacks when it has none (``…, которое бьёт
    Эльфа``)."""
    start = min((at for at, w in enumerate(words) if w.clause == words[verb].clause), default=verb)
    if start >= verb or not any(g.lemma == "который" for g in words[start].grams):
        return subject, object_
    before = [
        i
        for i, p in enumerate(found)
        if p.end <= start and words[p.head].sentence == words[verb].sentence
    ]
    if not before:
        return subject, object_
    antecedent = before[-1]
    done_to = _done_to(words[start], words[verb])  # ``существо, которое атаковали``
    # (by the phrases' heads: ``которое я`` may be read as one phrase)
    if first_person or done_to or (subject is not None and found[subject].head > start):
        return subject, antecedent if object_ is None or found[object_].head <= start else object_
    return (antecedent if subject is None else subject), object_


def _done_to(pronoun: Worded, verb: Worded) -> bool:
    """Whether ``который`` is what a plural verb with no subject is done to (``существо,
    которое атаковали``, ``которую бьют``): in the accusative, singular, the verb plural — they
    attack it, it attacks nobody."""
    accusative = any("acc" in g.cases and g.plural is False for g in pronoun.grams)
    finite = [g for g in verb.grams if g.pos == "verb"]
    # (not one made to do it: ``существо, которое заставили сразиться`` fights)
    return accusative and bool(finite) and all(g.plural for g in finite) and not _causes(verb)


def _subject_before(
    words: Sequence[Worded],
    found: Sequence[Phrase],
    mine: Sequence[int],
    verb: int,
    object_: int | None,
    language: str,
) -> int | None:
    """The nearest phrase before the verb in its sentence that may attack, where its own
    clause has none (``мой Элементаль (не летает) на D3 бьёт…``: a clause between them) —
    not beyond a ``что``/``hogy`` that opens the verb's clause (``Соперник говорит, что в
    героя стрелять нельзя``: the speaker is no subject of what is said)."""
    sentence = words[verb].sentence
    opens = [
        at
        for at in range(verb)
        if words[at].folded in _SUBORDINATE and words[at].sentence == sentence
    ]
    edge = max(opens, default=-1)
    return next(
        (
            i
            for i in sorted(mine, key=lambda i: verb - found[i].head)
            if edge < found[i].head < verb
            and i != object_
            and not _in_relative_clause(words, found[i].head, verb)
            and _part(found[i], language, before=True, head=words[found[i].head])
            in ("subject", "either")
            and _agrees(words, found, i, verb, language)
        ),
        None,
    )


def _in_relative_clause(words: Sequence[Worded], at: int, verb: int) -> bool:
    """Whether the word at ``at`` stands in a relative clause the verb is not in (``Гном,
    который уже бил Эльфа, бьёт …``: the Эльф is no part of ``бьёт``)."""
    clause = words[at].clause
    if clause == words[verb].clause:
        return False
    first = next(w for w in words if w.clause == clause)
    return first.folded.startswith(_RELATIVE)


def _number(word: Worded, kinds: frozenset[str]) -> bool | None:
    """Whether a word of these parts of speech is plural, where all its readings agree."""
    numbers = {g.plural for g in word.grams if g.pos in kinds}
    return numbers.pop() if len(numbers) == 1 else None


_FINITE = frozenset(("verb",))
#: verbs that make another act (``его заставили сразиться``): the one made to attack is their
#: object, whatever their number
CAUSATIVES = frozenset(("заставить", "заставлять", "вынудить", "вынуждать"))


def _agrees(
    words: Sequence[Worded], found: Sequence[Phrase], index: int, verb: int, language: str
) -> bool:
    """Whether a Russian noun phrase may be the verb's subject by number: ``моё существо
    атаковали`` (a plural verb, a single noun) says that someone attacked it. A phrase joined
    with others (``Орк и Гоблин атакуют``), a number the readings leave open, or a language
    other than Russian agrees."""
    if language != "ru" or {g.lemma for g in words[verb].grams} & CAUSATIVES:
        return True
    verb_plural = _number(words[verb], _FINITE)
    noun_plural = _number(words[found[index].head], _NOUNY)
    if verb_plural is None or noun_plural is None or verb_plural == noun_plural:
        return True
    return verb_plural and conjoined(words, found, index, language) > 1


def _part(p: Phrase, language: str, *, before: bool, head: Worded | None = None) -> str:
    """What a noun phrase may be to an attack verb by its case alone: ``subject``, ``object``,
    ``either`` (its case does not tell) or ``none``."""
    if language == "ru":
        if p.prep:
            # ``по`` + dative, ``в``/``на`` + accusative (``в подфазе`` is a time, no target)
            wanted = {"acc", "dat"} if p.prep == "по" else {"acc"}
            if p.prep in _RU_TARGET_PREPS and p.name and p.cases == frozenset({"nom"}):
                return "object"  # ``удар в Жрица``: a card's name left in the nominative
            return "object" if p.prep in _RU_TARGET_PREPS and p.cases & wanted else "none"
        if _instrumental(p, head):
            return "none"  # ``бьёт своим Драконом``: what one attacks with (``_means``)
        nom, acc = "nom" in p.cases, "acc" in p.cases
        # a card's name read by its ending alone (``Хранителя``, ``Эльфа-лучника``): its case
        # is a guess, its place tells
        if nom and acc or p.name and _guessed(p):
            return "either"
        return "subject" if nom else "object" if acc else "none"
    if p.cases & {"ins"}:
        return "subject"
    if p.cases & {"acc", "sub"}:
        return "either" if "nom" in p.cases and not before else "object"
    return "subject" if "nom" in p.cases else "none"


def _may_act(p: Phrase, language: str, first_person: bool) -> bool:
    """Whether a phrase may be what attacks: not beside a verb in the first person (``атакую``:
    I attack), unless it is the Hungarian instrumental (``-val/-vel``: the creature one attacks
    with, ``Támadhatom a lényemmel``)."""
    return not first_person or language == "hu" and "ins" in p.cases


def _instrumental(p: Phrase, head: Worded | None = None) -> bool:
    """Whether a phrase is in the instrumental: read so alone, or its head a card's name of
    one word in a feminine instrumental ending (``Химерой``, ``Гарпиею``: read also as genitive,
    dative, locative — never a subject or object; not ``Лесной``, a masculine nominative)."""
    if p.cases == frozenset({"ins"}):
        return True
    if head is None or not head.text.lower().endswith(_FEMININE_INSTRUMENTAL):
        return False
    if not p.name and not head.text.lower().startswith(_PLAYERS_CARD_NOUNS):  # (``нелеткой``)
        return False
    own = frozenset().union(*(g.cases for g in head.grams))
    return "ins" in own and not own & {"nom", "acc"}


#: the feminine instrumental endings of a noun (``Химерой``, ``Гарпиею``)
_FEMININE_INSTRUMENTAL = ("ой", "ей", "ою", "ею")


def _guessed(p: Phrase) -> bool:
    return len(p.cases) > 1 or not p.cases & {"nom", "acc"}


def person(word: Worded, language: str) -> str:
    """The person of a verb (``1`` for ``атакую``, ``támadok``, ``támadom``), else ""."""
    if language == "ru":
        return next((g.person for g in word.grams if g.pos == "verb" and g.person), "")
    folded = word.folded
    if folded.endswith(("ok", "ek", "ok", "om", "em", "unk", "juk", "jük", "nk", "ltam", "ltem")):
        return "1"
    return ""
