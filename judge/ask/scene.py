"""A scene: the cards a story names, where each stands and whose it is.

"Ход соперника: его Виверна (летает, в допзоне) бьёт простым ударом моего Рыцаря на B2. Мои
карты: Оруженосец на A1 (открыт), Ворон в допзоне (летает), Монах на D4. Кого я могу поставить
защитником?" names five cards. The attack verb's subject and object are the attacker and the
target (the roles the situation reader found); every other named card is one the question asks
about. Each card's attributes are read from its own words — the words of its noun phrase and
those after it up to the next card — and from a list's heading ("Мои открытые карты:"), with
the game's own attribute phrases (``situations.yaml``); a negation turns a yes/no attribute
over. A cell (``B2``) places a card on the battlefield.

A name is a capitalised word inside a sentence (or an unknown one at its start): what the
grammar module reads as a noun phrase's head; written as a phone writes it, a noun in small
letters in an attack's role or after a card's attributes (``мой орк лупит ихнюю жрицу``,
``открытый летающий дракон``); a role card the story calls by its kind (``бьёт мою карту``)
goes under the role's word. Mentions of one card in other forms (``Рыцаря``, ``Рыцарь``) are
one card, told by their stem. Whose a card is comes from its possessor words (``мой``,
``его``, ``соперника``, ``у меня``), said from the asker's side, or from the players a story
names (``Ход Пети``, ``Жрицу Кати``): the attacker's owner is the active player; where only
the other player's cards are said (``Тролль бьёт Друида. У соперника открыты …``), the asker is
taken to be the one who attacks. A cell right after a name (also after its owner or a quality:
``жрицу соперника на d4``) is that card's, in a phone's run-on sentence too.

A scene is read only when it is whole: every card the question asks about is named, and on the
battlefield every card stands on a named cell — otherwise the situation reader's own reading
(answered by case) stands. What the words leave unsaid of a card the kind's ``scene.assume``
gives (``flying: false``: a card the story does not call flying does not fly), and the reply
lists it as taken, never as said.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, NamedTuple, Protocol

from judge.ask import grammar
from judge.ask.lexicon import PEOPLE_FOLDED, analyses, being_form, being_lemma, first_names
from judge.ask.morph import (
    CELL,  # a battlefield cell (``C3``, ``с3``, ``б3``)
    CONSONANTS,
    adjective_ending,
)
from judge.ask.morph import CELL_LETTERS as _LOOK_ALIKE
from judge.search.analysis import fold, script, stem

#: a phrase of the game's words, as ``judge.ask.situation`` compiles it (stem/form keys)
Term = tuple[str, ...]
#: ``judge.ask.situation.find``: where a phrase stands in the words
Find = Callable[[Term, Sequence[Any]], list[tuple[int, ...]]]


class Word(grammar.Worded, Protocol):
    """What the scene needs of a word (``judge.ask.situation.Word``): what the grammar does, and
    its stem."""

    @property
    def stem(self) -> str: ...


class Phrasing(Protocol):
    """What the scene needs of a game's phrasing (``judge.ask.situation.Phrasing``)."""

    @property
    def attributes(self) -> Mapping[str, Mapping[str, tuple[Term, ...]]]: ...
    @property
    def vocabulary(self) -> frozenset[str]: ...
    @property
    def names(self) -> tuple[Term, ...]: ...


#: words that say whose a card is from the asker's side, by what they follow or precede
_MINE = {
    "ru": frozenset(
        ("мой", "моя", "моё", "мое", "мои", "моего", "моей", "моему", "мою", "моим", "моих")
        + ("моими", "моем", "моём")
        + tuple(w for w, whose in grammar.RU_OWNERS.items() if whose == "me")  # ``маю``, ``наш``
    ),
    "hu": frozenset(("en", "enyem", "enyemben", "enyemen", "enyemet", "enyemre")),
}
_THEIRS = {
    "ru": frozenset(
        (
            "его",
            "ее",
            "её",
            "их",
            "соперника",
            "противника",
            "защищающегося",  # ``у защищающегося игрока``: the one attacked, not the asker
            "оппонента",
            "врага",
            "чужой",
            "чужая",
            "чужое",
            "вражеский",
            "вражеская",
            "сопа",  # players' ``у сопа``, ``моб оппа``: the opponent's
            "оппа",
            "саперника",  # as typed in haste
            "противнека",
            "протвника",
            "него",  # ``у него в допке``
            "нее",
            "неё",
            "них",
        )
        + grammar.RU_THEIRS_COLLOQUIAL
        + tuple(grammar.RU_KIN_OWNERS)  # (``Фею брата``, ``У брата есть …``)
    ),
    "hu": frozenset(("ellenfel", "ellenfele", "ellenfelem", "o")),
}
#: ``у меня`` / ``у соперника``: a heading for the cards that follow
_AT = {"ru": "у"}


class Scene(NamedTuple):
    """The named cards of a story: each card's attributes (the game's card fields), the name
    in each role of the kind (``attacker`` → ``Виверна``), and the attributes taken by the
    kind's convention because the words leave them unsaid."""

    cards: Mapping[str, Mapping[str, Any]]
    roles: Mapping[str, str]
    assumed: Mapping[str, Mapping[str, Any]]
    #: cards in a role whose place the story leaves open while a card asked about stands on
    #: the battlefield: the answer is sought over every place they may have
    unplaced: tuple[str, ...] = ()
    #: attacks declared between the named cards, ``(attacker, target)`` each (``player``: the
    #: player), when the story declares several (``judge.ask.declarations``)
    attacks: tuple[tuple[str, str], ...] = ()
    #: facts of the kind the story leaves open, answered by case (``target.zone``), and facts
    #: it settles (``unattacked-guards: false``: it names every creature of the guard post)
    open: frozenset[str] = frozenset()
    settled: Mapping[str, Any] = {}
    #: the story's whole declaration was read, even one without an attack
    declaration: bool = False
    #: cards asked about whose owner the story leaves unsaid: the answer is sought for each
    unsided: tuple[str, ...] = ()
    #: ``(card, attribute)``: a card a question asks about by name whose attribute of the
    #: kind's ``sought`` the story leaves unsaid (``Может Страж защищать?``, open or not
    #: unsaid): the answer is sought with it true and false
    unsaid: tuple[tuple[str, str], ...] = ()

    @property
    def declares(self) -> bool:
        """Whether the story's declaration of attacks was read (``attacks``, or none at all)."""
        return bool(self.attacks) or self.declaration

    @property
    def others(self) -> list[str]:
        """The named cards in no role: those the question asks about."""
        taken = set(self.roles.values())
        return [name for name in self.cards if name not in taken]

    def renamed(self, name: Callable[[str], str]) -> Scene:
        """The scene with each card called by ``name(its name)`` (a question typed in Latin
        letters names its cards as it spelled them)."""
        return self._replace(
            cards={name(n): a for n, a in self.cards.items()},
            roles={r: name(n) for r, n in self.roles.items()},
            assumed={name(n): a for n, a in self.assumed.items()},
            unplaced=tuple(map(name, self.unplaced)),
            unsided=tuple(map(name, self.unsided)),
            unsaid=tuple((name(n), a) for n, a in self.unsaid),
            attacks=tuple((name(a), name(t)) for a, t in self.attacks),
            settled={
                f: name(v) if isinstance(v, str) and v in self.cards else v
                for f, v in self.settled.items()
            },
        )


class _Mention(NamedTuple):
    name: str
    key: str  # the stem the card's mentions share
    first: int  # the name's first word
    start: int  # the first word of its noun phrase
    end: int


def read_scene(
    p: Phrasing,
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    word_roles: Mapping[int, str],
    verbs: frozenset[int],
    language: str,
    spec: Mapping[str, Any],
    find: Find,
    *,
    said_first: frozenset[int] = frozenset(),
    unsaid: frozenset[int] = frozenset(),
) -> Scene | None:
    """The scene a story tells, or None when it names no card beyond its roles' or leaves a
    card's place open (see the module's docstring). ``said_first``: the words whose values
    stand over the others' (a supposition asked about); ``unsaid``: words that say nothing of
    a card (someone's claim, a remark of what would be)."""
    persons = _persons(words)
    mentions, again = _card_mentions(p, words, phrases, (word_roles, verbs, persons), find)
    keys = list(dict.fromkeys(m.key for m in mentions))
    names = {key: _display(words, [m for m in mentions if m.key == key]) for key in keys}
    roles = _roles(words, mentions, names, word_roles, spec)
    unnamed = _unnamed(words, roles, names, word_roles, spec, mentions)
    if not _cards_enough(words, mentions, spec, roles, unnamed, len(keys)):
        return None
    # a card called by its kind (``мою карту``, ``летун соперника``) owns the words after it
    by_kind = _kind_mentions(words, phrases, word_roles, unnamed)
    mentions = sorted(mentions + by_kind, key=lambda m: m.first)
    own = _own_words(words, mentions, verbs)
    negated = grammar.negated(words, language)
    doubts = _doubts(p, words, mentions, find)
    sought = _sought(words, mentions, names, roles, spec)
    sought += _doubted_of_named(p, words, mentions, names, find, sought)
    if doubts and not _doubt_sought(words, doubts, mentions, names, sought):
        return None
    unsaid |= frozenset(doubts)  # (what the player doubts is sought either way)
    if _unsure(p, words, mentions, find):
        return None
    keys += unnamed.values()  # what the words say of those are the kind's facts of their role
    said = _Said(negated, grammar.asked(words, language) | unsaid, list(own), said_first)
    cards = {
        names[key]: _card_said(p, words, [m for m in mentions if m.key == key], own, said, find)
        for key in keys
    }
    _headings(p, words, mentions, names, negated, cards, find)
    _both_said(p, words, (mentions, names, roles), said, cards, find)
    taken = _sides(words, mentions, names, roles, language, cards, persons)
    if _nobody_flies(words):  # ``Никто не летает``: every card the story names, the roles' too
        for attrs in cards.values():
            attrs.setdefault("flying", False)
    on_field = {r: n for r, n in roles.items() if not _off_the_field(cards.get(n, {}))}
    moot = _moot(cards, on_field, spec)
    related = _related(words, (mentions, again), names, on_field, own, language, moot)
    if _struck_off_the_field(cards, roles, spec):
        related = {}  # a card struck in the auxiliary zone: where the others stand tells nothing
    # (a card on a said cell stands where its cell is: its neighbours said too place nothing)
    related = {
        n: near
        for n, near in related.items()
        if "at" not in cards.get(n, {})
        and n not in roles.values()  # (a role's cells: taken)
        and not _placeless(cards.get(n, {}), spec)  # (a closed card: its place decides nothing)
    }
    if _beside_unnamed(related, unnamed):
        return None  # placed by its neighbours, one of them a card no word names
    if spec.get("alone"):  # a board's role cards' own words only: no card asked, no places
        alone = Scene({n: a for n, a in cards.items() if n in roles.values()}, dict(roles), {})
        return _sides_taken(alone, taken)
    whole = _whole(cards, roles, spec, related, sought)
    return _sides_taken(whole, taken)


def _moot(
    cards: Mapping[str, Mapping[str, Any]], roles: Mapping[str, str], spec: Mapping[str, Any]
) -> frozenset[str]:
    """The role cards whose neighbours decide nothing, by the kind's ``moot`` (a flying
    attacker's, 514.5)."""
    return frozenset(
        n
        for role, n in roles.items()
        if (when := (spec.get("moot") or {}).get(role))
        and all(cards.get(n, {}).get(f) == v for f, v in when.items())
    )


def _sought(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    roles: Mapping[str, str],
    spec: Mapping[str, Any],
) -> tuple[tuple[str, str], ...]:
    """The attributes of the kind's ``sought`` a question may leave unsaid of a card it asks
    about by name (named in a clause a question mark ends: ``Может Страж защищать?``), and of
    its ``sought-alone`` where it asks about that card alone: the answer is then sought either
    way, not taken (the card, each such attribute)."""
    asked = {
        names[m.key]
        for m in mentions
        if m.key in names
        and names[m.key] not in roles.values()
        and any(w.closing for w in words if w.clause == words[m.first].clause)
    }
    sought = [
        *(spec.get("sought") or ()),
        *(spec.get("sought-alone") or () if len(asked) == 1 else ()),
    ]
    return tuple((n, a) for n in sorted(asked) for a in sought)


def _card_mentions(
    p: Phrasing,
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    told: tuple[Mapping[int, str], frozenset[int], frozenset[str]],
    find: Find,
) -> tuple[list[_Mention], list[_Mention]]:
    """The mentions of the story's cards (``told``: the words' roles, the attack verbs, the
    players named): a name said in passing (a town, a card played earlier) is no card of the
    scene — a card has a role, a place or a game's attribute (``моя Сова летает и открыта``);
    and the role cards' other mentions, as neighbours named (``рядом с Троллем``)."""
    word_roles, verbs, persons = told
    mentions = _now_mentioned(words, _mentions(p, words, phrases, word_roles, verbs, persons))
    # a sentence's first word that says what a card is (``Летаюший Дракон``, misspelt): no name
    mentions = _by_part([_without_attribute(p, words, m, find) for m in mentions])
    # a line's heading (``Позиция:``, ``Расклад:``) calls no card
    mentions = [m for m in mentions if not _a_heading(words, m)]
    own = _own_words(words, mentions, verbs)
    placed = {
        m.key
        for m in mentions
        if _described(p, words, [*own[m], *_shared_plural(words, mentions, m, own)], find)
        or _kind_after(p, words, m, find) is not None  # (``Хакодар (герой)``)
        or _near_said(words, m, own[m])  # (``Мой Гном стоит рядом с обоими``)
    }
    mentions = [_same_card(m, placed) for m in mentions]
    kept = [m for m in mentions if m.key in placed or _role(m, word_roles, words)]
    # (a role card named again, ``рядом с Троллем``: a neighbour named, no card of its own)
    roled = {m.key for m in kept} - placed
    return kept, [m for m in mentions if m not in kept and m.key in roled]


def _near_said(words: Sequence[Word], mention: _Mention, own: Sequence[int]) -> bool:
    """Whether a card's own words of its clause place it by its neighbours (``стоит рядом с
    обоими``, ``рядом с ними обоими стоит Страж``; not ``Судья сказал, что … кто стоит рядом с
    Лучником``)."""
    clause = words[mention.first].clause
    return any(
        i != mention.first
        and (
            i > mention.first
            or words[i + 1].folded in ("с", "со")
            and words[mention.start - 1].folded not in _WITH
        )
        and words[i].clause == clause
        and words[i].folded in ("рядом", "возле", "около", "вплотную")
        and i + 1 < len(words)
        and words[i + 1].clause == words[i].clause
        and (
            words[i + 1].folded in ("с", "со", "и", "ни", "только", "лишь")
            or words[i].folded != "рядом"
        )
        for i in own
    )


def _cards_enough(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    spec: Mapping[str, Any],
    roles: Mapping[str, str],
    unnamed: Mapping[str, str],
    named: int,
) -> bool:
    """Whether a story names the cards a scene needs: a card in every role of the kind and one
    besides them; for a kind read ``alone``, a board's role cards (a role no card is named in
    keeps the words' own facts)."""
    if spec.get("alone"):
        return bool(roles) and not unnamed and _board(words, mentions)
    named_roles = len(roles) - len(unnamed)  # a card besides the named role cards
    return all(role in roles for role in spec.get("roles") or ()) and named > named_roles


def _off_the_field(card: Mapping[str, Any]) -> bool:
    """Whether a card stands off the battlefield — in the auxiliary zone, or a flyer whose place
    is unsaid (where flyers stay): next to no card, its neighbours need not be said."""
    return "at" not in card and (card.get("zone") == "auxiliary" or bool(card.get("flying")))


def _struck_off_the_field(
    cards: Mapping[str, Mapping[str, Any]], roles: Mapping[str, str], spec: Mapping[str, Any]
) -> bool:
    """Whether the card struck stands in the auxiliary zone (its own words or the question's)."""
    target = cards.get(roles.get("target", ""), {})
    return (target.get("zone") or (spec.get("zones") or {}).get("target")) == "auxiliary"


def _a_heading(words: Sequence[Word], mention: _Mention) -> bool:
    """Whether a mention is a line's heading: one word at a line's start, a colon after it."""
    return (
        mention.end - mention.start == 1
        and words[mention.start].colon
        and grammar.line_start(words, mention.start)
    )


#: the games' names (folded beginnings), a heading of no card (``Герои: …``, ``Гер: …``)
_GAME_HEADINGS = ("гер", "берс", "класс", "hkk", "хкк")


def _board(words: Sequence[Word], mentions: Sequence[_Mention]) -> bool:
    """Whether a story pastes its board: cards named right after the colons of two headings
    or more, each a line's first words (``Моё существо: Гном-воин … Его существо: Лесной
    эльф``), no game's name."""
    if grammar.earlier_turns(words):
        return False  # (a story told turn by turn: what a card was then is no board of now)
    headings = set()
    for m in mentions:
        if not m.start or not words[m.start - 1].colon:
            continue
        first = m.start - 1  # the heading's first word: after a stop or another colon
        while first > m.start - 3 and not grammar.line_start(words, first):
            first -= 1
        heading = {w.folded for w in words[first : m.start]}
        if grammar.line_start(words, first) and not any(
            w.startswith(_GAME_HEADINGS) for w in heading
        ):
            headings.add(m.start - 1)
    return len(headings) > 1


def _now_mentioned(words: Sequence[Word], mentions: list[_Mention]) -> list[_Mention]:
    """The mentions without the cards a story names only in the turns before the one asked
    about (``В первый ход у соперника был Дракон, во втором ходу Дракон погиб``)."""
    earlier = grammar.earlier_turns(words)
    if not earlier:
        return mentions
    now = {m.key for m in mentions if m.first not in earlier}
    return [m for m in mentions if m.key in now]


def _sides_taken(scene: Scene | None, taken: set[str]) -> Scene | None:
    """The scene with the sides of ``taken`` cards shown as taken (``_sides``)."""
    if scene is None or not taken:
        return scene
    assumed = {n: dict(a) for n, a in scene.assumed.items()}
    for name in taken & set(scene.cards):  # (a board's cards in no role are left out)
        assumed.setdefault(name, {})["side"] = scene.cards[name]["side"]
    return scene._replace(assumed=assumed)


def _beside_unnamed(
    related: Mapping[str, frozenset[str] | None], unnamed: Mapping[str, str]
) -> bool:
    """Whether a card placed by its neighbours may stand next to a role card no word names
    (its neighbours unsaid; one said to stand next to that card is placed as by a named one)."""
    return bool(unnamed) and any(n is None for n in related.values())


class _Near(NamedTuple):
    """What a card's neighbours are read from: the words, the cards' mentions and names, the
    role cards, the words of nearness."""

    words: Sequence[Word]
    mentions: Sequence[_Mention]
    names: Mapping[str, str]
    roles: Mapping[str, str]
    near: tuple[str, ...]
    #: the role cards whose neighbours decide nothing (``moot``: a flying attacker's, 514.5)
    moot: frozenset[str] = frozenset()


def _related(
    words: Sequence[Word],
    told: tuple[Sequence[_Mention], Sequence[_Mention]],
    names: Mapping[str, str],
    roles: Mapping[str, str],
    own: Mapping[_Mention, Sequence[int]],
    language: str,
    moot: frozenset[str] = frozenset(),
) -> dict[str, frozenset[str] | None]:
    """The cards whose place is said by their neighbours (``Страж стоит рядом с гномом``):
    name → the cards it stands next to (``_neighbours``; ``told``: the cards' mentions, and
    the role cards' other ones, named as neighbours; ``moot``: the role cards whose neighbours
    decide nothing — one left unsaid is taken as no neighbour, shown by the cell taken)."""
    mentions, again = told
    near = tuple(grammar.NEAR.get(language, ()))
    both = sorted([*mentions, *again], key=lambda m: m.first)
    story = _Near(words, both, names, roles, near, moot)
    out = {
        names[m.key]: _neighbours(story, m)
        for m in mentions
        if any(words[i].folded.startswith(near) for i in own[m])
    }
    for m in mentions:  # ``…, рядом со Жрицей стоит его открытый Гном``: said before it
        if names[m.key] not in out and names[m.key] not in roles.values():
            said = _neighbours_before(story, m)
            if said is not None:
                out[names[m.key]] = said
    return out


#: ``рядом с обоими``: next to the attacker and the target
_BOTH = frozenset(("обоими", "обоих", "обеими", "обеих", "обоим", "обеим"))
#: ``рядом с …``: the preposition that names a neighbour (``вплотную к Жрецу``)
_WITH = frozenset(("с", "со", "к", "ко"))
#: ``далеко от атакующего``: not next to it
_FAR = frozenset(("далеко", "далеко-далеко", "вдали"))
#: ``только рядом с …``: next to the cards named and no other
_ONLY = frozenset(("только", "лишь"))


def _role_called(word: Word) -> str | None:
    """The role a word calls its card by (``атакующим``, ``бьющего``: the attacker; ``целью``:
    the target), else None."""
    for g in word.grams:
        if g.lemma in _ROLE_PARTICIPLES and g.pos == "adj":
            return "attacker"
        if g.lemma in _ROLE_NOUNS and g.pos == "noun":
            return "target"
    return None


#: ``рядом с ней``: the pronouns after ``с`` that name a card said before
_WITH_HIM = frozenset(("ним", "ней", "нею", "нему"))


def _role_pronoun(story: _Near, i: int) -> str | None:
    """``… бьёт мою карту, рядом с ней стоит Гном``: the role of the card a pronoun after ``с``
    stands for — the role card named last before it in its sentence or the one before — else
    None."""
    words = story.words
    if words[i].folded not in _WITH_HIM or words[i - 1].folded not in _WITH:
        return None
    sentences = {words[i].sentence, words[i].sentence - 1}
    last = _named_last_before(words, story.mentions, i - 1, sentences)
    if last is None:
        return None
    return next((r for r, n in story.roles.items() if n == story.names[last.key]), None)


def _named_last_before(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    at: int,
    sentences: set[int],
    skip: Callable[[_Mention], bool] = lambda m: False,
) -> _Mention | None:
    """The card a pronoun after a preposition (at ``at``) stands for: the mention that ends last
    before ``at`` in one of ``sentences``, not one ``skip`` leaves out; None where none."""
    before = [
        m for m in mentions if m.end <= at and words[m.first].sentence in sentences and not skip(m)
    ]
    return max(before, key=lambda m: m.end) if before else None


def _neighbours(story: _Near, mention: _Mention) -> frozenset[str] | None:
    """The cards a card is said to stand next to, from the word of nearness after it in its
    sentence on (``стоит рядом и с Троллем, и с Жрицей``, ``рядом с обоими``: the attacker and
    the target; ``только рядом с Орком, а не рядом с Лучником``; ``не стоит рядом ни с …, ни с
    …``: none); None where the words name none."""
    words, roles, near = story.words, story.roles, story.near
    sentence = words[mention.first].sentence
    at = next(
        (
            i
            for i in range(mention.first, len(words))
            if words[i].sentence == sentence and words[i].folded.startswith(near)
        ),
        None,
    )
    if at is None or _anothers_nearness(story, mention, at):
        return _neighbours_before(story, mention)
    end = _nearness_end(story, mention, at)
    named, denied = _named_near(story, mention, at, end)
    if any(w.folded in _BOTH for w in words[at:end]):
        named |= {roles[r] for r in ("attacker", "target") if r in roles}
    if any(w.folded in _ONLY for w in words[max(0, at - 2) : at + 2]):
        # ``только рядом с Жрицей``: next to no other card in a role
        denied |= {roles[r] for r in ("attacker", "target") if r in roles} - named
    # each role card said to be a neighbour or not: one it leaves unsaid leaves the place open
    said = named | denied | story.moot
    if any(roles[r] not in said for r in ("attacker", "target") if r in roles):
        return None
    return frozenset(named)


def _anothers_nearness(story: _Near, mention: _Mention, at: int) -> bool:
    """Whether the word of nearness at ``at`` is another card's, named between as a subject
    (``рядом с обоими стоит Гном, а Лучник стоит рядом только с Магом``: the Лучник's)."""
    words, names = story.words, story.names
    return any(
        mention.first < o.first < at
        and names[o.key] != names[mention.key]
        and words[o.start - 1].folded not in _WITH
        for o in story.mentions
    )


def _nearness_end(story: _Near, mention: _Mention, at: int) -> int:
    """Where the words of a card's nearness from ``at`` end: its sentence's end, or the next
    card named not after ``с`` (``… рядом и с Троллем, и с Жрицей, а Гном — …``: another card's
    subject, its words its own)."""
    words, mentions, names = story.words, story.mentions, story.names
    sentence = words[at].sentence
    end = next((i for i in range(at, len(words)) if words[i].sentence != sentence), len(words))
    return next(
        (
            o.start
            for o in sorted(mentions, key=lambda o: o.start)
            if at < o.start < end
            and names[o.key] != names[mention.key]
            and words[o.start - 1].folded not in _WITH
        ),
        end,
    )


def _named_near(story: _Near, mention: _Mention, at: int, end: int) -> tuple[set[str], set[str]]:
    """The cards the words from ``at`` to ``end`` say a card stands next to, and those they say
    it does not (``но не рядом с атакующим``, ``далеко от атакующего``): by name, or by the
    word its role calls it."""
    words, mentions, names, roles = story.words, story.mentions, story.names, story.roles
    named: set[str] = set()
    denied: set[str] = set()
    for other in mentions:
        if not at < other.first < end or names[other.key] == names[mention.key]:
            continue
        clause = words[other.first].clause
        if any(w.closing for w in words if w.clause == clause):
            continue  # ``а с Троллем? не знаю``: asked, not said
        (denied if _denied_near(words, at, other.first) else named).add(names[other.key])
    for i in range(at + 1, end):
        role = _role_called(words[i]) or _role_pronoun(story, i)
        if role is None or role not in roles or roles[role] in named | denied:
            continue
        if words[i - 1].folded in _WITH:
            (denied if _denied_near(words, at, i) else named).add(roles[role])
        elif words[i - 1].folded == "от" and _said_near(words, at, i) & _FAR:
            denied.add(roles[role])  # ``далеко от атакующего``
    return named, denied


def _said_near(words: Sequence[Word], at: int, i: int) -> set[str]:
    """The folded words of ``i``'s clause a few words before it, from ``at`` on."""
    return {w.folded for w in words[max(at, i - 4) : i] if w.clause == words[i].clause}


def _denied_near(words: Sequence[Word], at: int, i: int) -> bool:
    """Whether ``не``/``ни`` stands before ``i`` in its clause, from a couple of words before
    the word of nearness at ``at`` on (``не рядом с …``, ``не стоит рядом с атакующим Орком``),
    with no ``а``/``но``/``только`` between (``не рядом с Орком, а рядом с Гномом``)."""
    for j in range(i - 1, max(0, at - 2) - 1, -1):
        if words[j].clause != words[i].clause or words[j].folded in _TURNED:
            return False
        if words[j].folded in ("не", "ни"):
            return True
    return False


#: words that turn from what was denied to what is said (``не …, а рядом с …``)
_TURNED = frozenset(("а", "но", "только", "лишь", "зато"))


def _neighbours_before(story: _Near, mention: _Mention) -> frozenset[str] | None:
    """``Рядом с обоими стоят мой Гном и его Тролль``: the neighbours said first in a sentence,
    of the cards it then names standing there (the cards after ``с`` between, or ``обоими``:
    the attacker and the target); None where no word of nearness begins the sentence."""
    words, roles, near = story.words, story.roles, story.near
    sentence = words[mention.first].sentence
    line = [i for i in range(mention.first) if words[i].sentence == sentence]
    clause = words[mention.first].clause
    # the word of nearness first in the sentence, or in the card's clause a few words before
    # it (``… и ещё на поле рядом с атакующим стоит открытый Гном``)
    starts = [
        i
        for i in line
        if words[i].folded.startswith(near)
        and (
            i == line[0]
            or words[i].clause == clause
            and mention.first - i <= 6
            or _neighbours_listed(story, i, mention)
        )
    ]
    if not starts:
        return None
    said = {w.folded for w in words[starts[-1] : mention.first]}
    named = _named_with(story, starts[-1], mention)
    called = [
        _role_called(words[i]) or _role_pronoun(story, i)
        for i in range(starts[-1] + 1, mention.first)
        if words[i - 1].folded in _WITH
    ]
    named |= {roles[role] for role in called if role is not None and role in roles}
    if said & _BOTH:
        named |= {roles[r] for r in ("attacker", "target") if r in roles}
    if any(roles[r] not in named | story.moot for r in ("attacker", "target") if r in roles):
        return None
    return frozenset(named)


def _named_with(story: _Near, at: int, mention: _Mention) -> set[str]:
    """The cards named after ``с`` between ``at`` and a card (``рядом с его Орком и моим
    Жрецом``: one joined by ``и`` to the one right before it, too)."""
    words, names = story.words, story.names
    named: set[str] = set()
    last = -1  # where the last neighbour's name ends
    for o in sorted(story.mentions, key=lambda o: o.start):
        if not at < o.start < mention.first or names[o.key] == names[mention.key]:
            continue
        joined = o.start - 1 == last and words[o.start - 1].folded == "и"
        if words[o.start - 1].folded in _WITH or joined:
            named.add(names[o.key])
            last = o.end
    return named


def _neighbours_listed(story: _Near, at: int, mention: _Mention) -> bool:
    """``рядом и с Троллем, и с Жрицей стоит открытый Страж``: a word of nearness a few words
    before a card, every card named between after ``с`` (its neighbours, listed)."""
    words = story.words
    between = [o for o in story.mentions if at < o.start < mention.start]
    return (
        mention.first - at <= 10
        and bool(between)
        and all(words[o.start - 1].folded in _WITH for o in between)
    )


def _placed_by_neighbours(
    cards: dict[str, dict[str, Any]],
    roles: Mapping[str, str],
    wanted: Mapping[str, frozenset[str] | None],
    assumed: dict[str, dict[str, Any]],
) -> bool:
    """Cells for cards a story places by their neighbours alone: the role cards with no cell
    on the cells a role takes (``ROLE_CELLS``, taken and shown as taken), each card so placed
    on the first free cell next to exactly the cards it is said to stand next to (of the role
    cards and the cards so named). False where a card's neighbours are not said, a neighbour
    stands off the battlefield, or no cell fits."""
    named = {n for w in wanted.values() for n in w or ()} | set(roles.values())
    for index, name in enumerate(roles.values()):
        attrs = cards[name]
        if "at" in attrs or attrs.get("zone") not in (None, "battlefield"):
            continue
        attrs.update(zone="battlefield", at=ROLE_CELLS[index % len(ROLE_CELLS)])
        assumed.setdefault(name, {}).update(at=attrs["at"])
    placed = {n: str(a["at"]) for n, a in cards.items() if "at" in a and n in named}
    if any(n not in placed for w in wanted.values() for n in w or ()):
        return False
    taken = {str(a["at"]) for a in cards.values() if "at" in a}
    for name, want in wanted.items():
        if want is None:
            return False
        cell = next(
            (
                c
                for c in cells()
                if c not in taken and {n for n, at in placed.items() if adjacent(c, at)} == want
            ),
            None,
        )
        if cell is None:
            return False
        cards[name].update(zone="battlefield", at=cell)
        assumed.setdefault(name, {}).update(at=cell)
        taken.add(cell)
    return True


#: the words of flying (``летает``, ``летающих``, ``летунов``; ``летат`` as typed in haste)
_FLYING = ("летает", "летат", "летают", "летающ", "летун", "летит", "летяг", "флаер")
#: words that say a clause is of one player's cards only (``у него никто не летает``)
_WHOSE_ONLY = frozenset(("его", "ее", "их", "него", "нее", "них", "моих", "мои", "меня", "ним"))


def _nobody_flies(words: Sequence[Word]) -> bool:
    """Whether a clause says no card flies: ``никто не летает``, ``летающих нет``, ``нет ни
    одного летающего``, ``летающих ни у кого нет`` — not one of one player's cards only
    (``у него никто не летает``), nor one a question asks (``никто не летает?``)."""
    for clause in {w.clause for w in words}:
        own = [w for w in words if w.clause == clause]
        folded = {w.folded for w in own}
        flying = any(w.folded.startswith(_FLYING) for w in own)
        nobody = {"никто", "не"} <= folded  # ``никто не летает``
        none_there = "нет" in folded and not folded & {"не", "или"}  # ``летающих нет``
        if _of_them(own):  # ``никто из них``: of the cards told, not of their owner's only
            folded -= {"них"}
        if not (flying and (nobody or none_there)) or folded & (_WHOSE_ONLY | grammar.RU_OPPONENT):
            continue
        # asked, or said of a named card (``кроме Гарпии``: all the others)
        named = any(
            own[i].text[:1].isupper() and own[i - 1].folded != "кроме" for i in range(1, len(own))
        )
        if not named and not any(w.closing for w in own):
            return True
    return False


def _of_them(own: Sequence[Word]) -> bool:
    """``никто из них``: ``них`` after ``из`` counts the cards told, no owner."""
    return any(w.folded == "них" and i and own[i - 1].folded == "из" for i, w in enumerate(own))


def _same_card(mention: _Mention, keys: set[str]) -> _Mention:
    """A mention under the key of a card it names in another form whose stem the stemmer cuts
    otherwise (``Кабан`` → ``каба``, ``Кабаном`` → ``кабан``): one key begins the other."""
    if mention.key in keys or len(mention.key) < 3:
        return mention
    same = [
        k for k in keys if len(k) >= 3 and (k.startswith(mention.key) or mention.key.startswith(k))
    ]
    return mention._replace(key=same[0]) if len(same) == 1 else mention


class _Said(NamedTuple):
    """What a story's words are, for what they say of each card: negated, asked (``Летает Орк
    или нет?`` says nothing of the Орк), and every mention in order."""

    negated: frozenset[int]
    asked: frozenset[int]
    mentions: list[_Mention]
    first: frozenset[int] = frozenset()  # words whose values stand over the others'


def _card_said(
    p: Phrasing,
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    own: Mapping[_Mention, Sequence[int]],
    said: _Said,
    find: Find,
) -> dict[str, Any]:
    """What the words say of one card, from its ``mentions``: its own words and a list's shared
    words (``_shared_plural``), none that a question asks."""
    attrs: dict[str, Any] = {}
    places = [
        at
        for mention in mentions
        for at in [*own[mention], *_shared_plural(words, said.mentions, mention, own)]
        if at not in said.asked
    ]
    for at in sorted(places, key=lambda at: at not in said.first):  # (stable: in order)
        _attribute(p, words, at, said.negated, attrs, find)
    for attribute in _either_said(p, words, places, said, find):
        del attrs[attribute]  # ``на поле боя или во вспомогательной зоне?``: asked, not said
    for mention in mentions:
        kind = _kind_before(p, words, mention, find) or _kind_after(p, words, mention, find)
        if kind is not None:
            attrs.setdefault("type", kind)  # ``артефакт Башня``: no creature
        flies = _flying_by_name(words, mention)
        if flies is not None:  # ``Дракон-летун``: its name says it flies, over looser words
            attrs["flying"] = flies
    return attrs


def _either_said(
    p: Phrasing, words: Sequence[Word], places: Sequence[int], said: _Said, find: Find
) -> set[str]:
    """The attributes a card's words give a value of that ``или``/``vagy`` offers another of
    right after, in the same clause (``на поле боя или во вспомогательной зоне``): either, so
    neither said."""
    out = set()
    for at in sorted(set(places)):
        attrs: dict[str, Any] = {}
        _attribute(p, words, at, said.negated, attrs, find)
        ahead = range(at + 1, min(len(words), at + 5))
        joins = [i for i in ahead if words[i].folded in _OR and words[i].clause == words[at].clause]
        if not attrs or not joins:
            continue
        for i in range(joins[0] + 1, min(len(words), joins[0] + 5)):
            if words[i].text[:1].isupper():
                break  # ``летун Грифон или наземный Страж``: another card's words
            if any(
                w.text[:1].isupper() and w.clause == words[i].clause for w in words[i + 1 : i + 3]
            ):
                break  # (``или наземный Страж``: an adjective of the card named after it)
            other: dict[str, Any] = {}
            _attribute(p, words, i, said.negated, other, find)
            out |= {a for a, v in other.items() if a in attrs and attrs[a] != v}
    return out


#: ``Оба открыты``: a clause begun so says the same of each card the story names besides
_EACH = frozenset(("оба", "обе", "все"))


def _both_said(
    p: Phrasing,
    words: Sequence[Word],
    told: tuple[Sequence[_Mention], Mapping[str, str], Mapping[str, str]],
    said: _Said,
    cards: dict[str, dict[str, Any]],
    find: Find,
) -> None:
    """``Кто может защищать: Грифон или Страж? Оба открыты.``, ``… мой Тролль на E3 и его
    Шаман на C2, оба открыты``: a clause begun by ``оба``/``все`` that names no card says what
    it says of each card in no role named in its sentence or the one before (``told``: the
    mentions, the cards' names, the roles), where that card's own words do not."""
    mentions, names, roles = told
    for at, word in enumerate(words):
        if word.folded not in _EACH or at and words[at - 1].clause == word.clause:
            continue
        clause = [i for i in range(at + 1, len(words)) if words[i].clause == word.clause]
        if any(m.first in clause for m in mentions):
            continue
        attrs: dict[str, Any] = {}
        for i in clause:
            _attribute(p, words, i, said.negated, attrs, find)
        near = {word.sentence, word.sentence - 1}
        for m in mentions:
            name = names.get(m.key)
            if name in cards and name not in roles.values() and words[m.first].sentence in near:
                for attribute, value in attrs.items():
                    cards[name].setdefault(attribute, value)


def _flying_by_name(words: Sequence[Word], mention: _Mention) -> bool | None:
    """Whether a card flies by a hyphenated part of its name (``Дракон-летун``: yes,
    ``Волк-наземник``: no), None when no part says."""
    for word in words[mention.start : mention.end]:
        for part in fold(word.text).split("-")[1:]:
            if part.startswith(_WALKER_PARTS):
                return False
            if part.startswith(_FLYER_PARTS):
                return True
    return None


#: the personal pronouns that stand for a card named before (``Он летает``)
_PRONOUNS = frozenset(("он", "она", "оно", "они"))
#: the third person singular: what stands for the one card named before it
_HE = _PRONOUNS - {"они"}


def _unsure(p: Phrasing, words: Sequence[Word], mentions: Sequence[_Mention], find: Find) -> bool:
    """Whether an attribute is said of a pronoun that begins a clause naming no card, with no
    card named before it in its sentence (``Закрыт ли мой Единорог? Он летает…``): which card
    it describes is a guess, and a scene would take the usual value for that card — the
    situation reader answers by case instead."""
    named = {words[m.first].clause for m in mentions}
    for clause in {w.clause for w in words} - named:
        at = [i for i, w in enumerate(words) if w.clause == clause]
        if not at or words[at[0]].folded not in _PRONOUNS:
            continue
        sentence = words[at[0]].sentence
        if any(words[m.first].sentence == sentence and m.first < at[0] for m in mentions):
            continue  # ``…мою Фею, она тоже в допке``: the card named before, whose words these are
        for i in at:
            attrs: dict[str, Any] = {}
            _attribute(p, words, i, frozenset(), attrs, find)
            if attrs:
                return True
    return False


def _doubts(
    p: Phrasing, words: Sequence[Word], mentions: Sequence[_Mention], find: Find
) -> dict[int, frozenset[str]]:
    """The words that say a card's attribute in a sentence that doubts it, in a clause that
    names no card (``а открывался ли он потом, уже не помню``), each with the attributes it
    says. (A card named there, ``Летает Кентавр или нет, не помню``, has the attribute asked:
    not said.)"""
    named = {words[m.first].clause for m in mentions}
    out = {}
    for sentence in grammar.doubted(words):
        for i, other in enumerate(words):
            if (
                other.sentence == sentence
                and other.folded not in grammar.DOUBTING
                and other.clause not in named
            ):
                attrs: dict[str, Any] = {}
                _attribute(p, words, i, frozenset(), attrs, find)
                if set(attrs) - {"at", "zone"}:
                    out[i] = frozenset(attrs) - {"at", "zone"}
    return out


def _doubted_of_named(
    p: Phrasing,
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    find: Find,
    sought: Sequence[tuple[str, str]],
) -> tuple[tuple[str, str], ...]:
    """The attributes a doubting sentence says of a card it names in the same clause
    (``Лучник сейчас открыт или закрыт — не помню``): sought either way, never taken."""
    out: list[tuple[str, str]] = []
    for sentence in grammar.doubted(words):
        for m in mentions:
            clause = words[m.first].clause
            if words[m.first].sentence != sentence or m.key not in names:
                continue
            for i, other in enumerate(words):
                if other.clause != clause or i == m.first:
                    continue
                attrs: dict[str, Any] = {}
                _attribute(p, words, i, frozenset(), attrs, find)
                for attribute in sorted(set(attrs) - {"at", "zone"}):
                    if (names[m.key], attribute) not in (*sought, *out):
                        out.append((names[m.key], attribute))
    return tuple(out)


def _doubt_sought(
    words: Sequence[Word],
    doubts: Mapping[int, frozenset[str]],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    sought: Sequence[tuple[str, str]],
) -> bool:
    """Whether what a player doubts is what the question seeks either way of a card asked
    about by name, named in the doubt's sentence (``стоит Страж противника, но не помню,
    открыт он был или закрыт. Мог Страж защитить?``): then left unsaid. Any other doubt would
    have the usual value taken for what the player says they do not know — the situation
    reader answers by case instead."""
    attrs = {a for _, a in sought}
    cards = {n for n, _ in sought}
    return bool(doubts) and all(
        said <= attrs
        and any(
            names[m.key] in cards and words[m.first].sentence == words[i].sentence for m in mentions
        )
        for i, said in doubts.items()
    )


def _roles(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    word_roles: Mapping[int, str],
    spec: Mapping[str, Any],
) -> dict[str, str]:
    """The card in each role: the grammar's (what attacks, what is attacked), else the card
    after a word that names the role (``after``: ``удар по Лесному эльфу``)."""
    roles: dict[str, str] = {}
    kinds = spec.get("roles") or ()
    for mention in mentions:
        role = _role(mention, word_roles, words)
        if role is None or role not in kinds:
            continue  # ``защитить мои существа: Страж …``: a card asked about, in no role
        if role not in roles and names[mention.key] not in roles.values():
            roles[role] = names[mention.key]
    for role, before in (spec.get("after") or {}).items():
        if role in roles:
            continue
        named = next((m for m in mentions if m.start and words[m.start - 1].folded in before), None)
        named = named or _pronoun_named(words, mentions, before, set(roles.values()), names)
        if named is not None and names[named.key] not in roles.values():
            roles[role] = names[named.key]
    return roles


#: ``по ней``, ``по нему``: the pronouns after a role's word that name a card said before
_AFTER_HIM = frozenset(("ней", "нему", "нее", "неё", "него"))


def _pronoun_named(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    before: Sequence[str],
    taken: set[str],
    names: Mapping[str, str],
) -> _Mention | None:
    """``Моя Жрица стоит на поле, по ней бьёт …``: a pronoun after a role's word names the card
    named last before it in its sentence, in no role."""
    at = next(
        (
            i
            for i in range(1, len(words))
            if words[i].folded in _AFTER_HIM and words[i - 1].folded in before
        ),
        None,
    )
    if at is None:
        return None
    sentence = {words[at].sentence}
    return _named_last_before(words, mentions, at - 1, sentence, lambda m: names[m.key] in taken)


#: the battlefield: its columns and rows (``A1`` … ``E6``)
COLUMNS = "ABCDE"
ROWS = 6
#: where the cards of the roles stand when on the battlefield and no cell is said, in role
#: order (next to each other: a simple strike is struck at a card beside its striker)
ROLE_CELLS = ("C2", "C3", "B2", "D3")


def cells() -> list[str]:
    """Every cell of the battlefield, row by row."""
    return [f"{COLUMNS[c]}{r}" for r in range(1, ROWS + 1) for c in range(len(COLUMNS))]


def adjacent(a: str, b: str) -> bool:
    """Whether two cells are next to each other: they differ by at most one column and one
    row (a cell is not next to itself)."""
    if a == b:
        return False
    return abs(ord(a[0]) - ord(b[0])) <= 1 and abs(int(a[1:]) - int(b[1:])) <= 1


#: the most cards asked about whose place a story may leave open
MOST_OPEN = 3
#: the most cards asked about whose owner a story may leave unsaid
MOST_UNSIDED = 2


def _whole(
    cards: dict[str, dict[str, Any]],
    roles: Mapping[str, str],
    spec: Mapping[str, Any],
    related: Mapping[str, frozenset[str] | None] = {},
    sought: tuple[tuple[str, str], ...] = (),
) -> Scene | None:
    """The scene, when it is whole: every card asked about has a side and a place (a cell on
    the battlefield). A card in a role may leave its place open: the situation's facts then
    decide its zone, and where a card asked about stands on the battlefield, the answer is
    sought over every place it may have (``unplaced``), as it is for a card asked about whose
    place the words leave open (not one placed by its neighbours: ``related``); ``sought``: the
    attributes of cards asked about by name that the answer is sought either way for, where
    unsaid (``Scene.unsaid``). None when it is not whole."""
    in_role = set(roles.values())
    others = {n: a for n, a in cards.items() if n not in in_role}
    assumed = _zones_taken(cards, spec)
    unsided = _unsided(others)
    if unsided is None:
        return None
    # a card asked about whose place the story leaves open (``Сова (летает, открыта)``): the
    # answer is sought over each place it may have, beside the role cards' cells
    _placeless_taken(others, spec, assumed)
    open_others = tuple(
        n for n, a in others.items() if "at" not in a and a.get("zone") != "auxiliary"
    )
    by_neighbours = {n: related[n] for n in open_others if n in related}
    # placed by its neighbours, not by a cell: a cell next to just those (else read as a
    # general question)
    if by_neighbours and not _placed_by_neighbours(cards, roles, by_neighbours, assumed):
        return None
    open_others = tuple(n for n in open_others if n not in by_neighbours)
    # a card asked about on the battlefield, or one that may stand there: where the role cards
    # stand decides what it stands next to
    near = _near_decides(others, spec) or bool(open_others)
    if _cells_decide_nothing(cards, roles, others, spec):
        near = False  # where the role cards stand decides nothing: no cases over their cells
    unplaced = _unplaced_roles(cards, roles, spec.get("zones") or {}) if near else ()
    if len(unplaced) > 1 or unplaced and open_others or len(open_others) > MOST_OPEN:
        return None  # too many open places: too many stories to tell apart
    unplaced += open_others
    unsaid = _assumed_unless_sought(others, spec, sought, assumed)
    return Scene(cards, dict(roles), assumed, unplaced, unsided=unsided, unsaid=unsaid)


def _assumed_unless_sought(
    others: Mapping[str, dict[str, Any]],
    spec: Mapping[str, Any],
    sought: tuple[tuple[str, str], ...],
    assumed: dict[str, Any],
) -> tuple[tuple[str, str], ...]:
    """The kind's ``assume`` taken for what the words leave unsaid of the cards asked about,
    shown as taken — but for an attribute ``sought`` either way: those, unsaid, returned."""
    unsaid = tuple((n, a) for n, a in sought if n in others and a not in others[n])
    for name, attrs in others.items():
        for attribute, value in (spec.get("assume") or {}).items():
            if attribute not in attrs and (name, attribute) not in unsaid:
                attrs[attribute] = value
                assumed.setdefault(name, {})[attribute] = value
    return unsaid


def _near_decides(others: Mapping[str, Mapping[str, Any]], spec: Mapping[str, Any]) -> bool:
    """Whether a card asked about stands on the battlefield where its place decides."""
    return any(a.get("zone") == "battlefield" and not _placeless(a, spec) for a in others.values())


def _placeless_taken(
    others: Mapping[str, dict[str, Any]], spec: Mapping[str, Any], assumed: dict[str, Any]
) -> None:
    """A card asked about whose place decides nothing (``_placeless``) and is unsaid: one place
    taken, shown as taken."""
    for name, attrs in others.items():
        if "zone" not in attrs and _placeless(attrs, spec):
            attrs["zone"] = "auxiliary"
            assumed.setdefault(name, {})["zone"] = "auxiliary"


def _placeless(card: Mapping[str, Any], spec: Mapping[str, Any]) -> bool:
    """Whether a card asked about has the attributes the kind says make its place decide
    nothing (``placeless: {closed: true}``: a closed card defends nowhere, 514.1)."""
    when = spec.get("placeless") or {}
    return bool(when) and all(card.get(f) == v for f, v in when.items())


def _unsided(others: Mapping[str, Mapping[str, Any]]) -> tuple[str, ...] | None:
    """The cards asked about whose owner is unsaid (the answer is sought for each side); None
    where there are too many, or one is no living being's name (``Название темы``: a word
    taken for a card)."""
    unsided = tuple(n for n, a in others.items() if "side" not in a)
    if len(unsided) > MOST_UNSIDED or not all(being_lemma(n.split()[0]) for n in unsided):
        return None
    return unsided


def _unplaced_roles(
    cards: Mapping[str, Mapping[str, Any]], roles: Mapping[str, str], zones: Mapping[str, str]
) -> tuple[str, ...]:
    """The role cards with no cell that may stand on the battlefield: not in the auxiliary
    zone by their own words nor by the words the question gives their role (``zones``)."""
    return tuple(
        name
        for role, name in roles.items()
        if "at" not in cards[name] and (cards[name].get("zone") or zones.get(role)) != "auxiliary"
    )


def _zones_taken(cards: dict[str, dict[str, Any]], spec: Mapping[str, Any]) -> dict[str, Any]:
    """A card with a cell is on the battlefield; a flyer whose place is unsaid is where flyers
    stay (``unplaced: {flying: {zone: auxiliary}}``, taken: the returned ``assumed``)."""
    assumed: dict[str, dict[str, Any]] = {}
    placed_by = spec.get("unplaced") or {}
    for name, attrs in cards.items():
        if "at" in attrs:
            attrs.setdefault("zone", "battlefield")
        for attribute, place in placed_by.items():
            if attrs.get(attribute) is True and "zone" not in attrs:
                attrs.update(place)
                assumed.setdefault(name, {}).update(place)
    return assumed


def _unnamed(
    words: Sequence[Word],
    roles: dict[str, str],
    names: dict[str, str],
    word_roles: Mapping[int, str],
    spec: Mapping[str, Any],
    mentions: Sequence[_Mention] = (),
) -> dict[str, str]:
    """The role cards the story does not name, each under its role's word (``цель``,
    ``атакующий``), put in ``roles`` and ``names``: role → its word (``mentions``: the names
    the story says)."""
    named_at = frozenset(m.end - 1 for m in mentions)  # (where those names end)
    card_words = [at for at in sorted(word_roles) if _card_word(words[at])]  # of any role
    out: dict[str, str] = {}
    # ``бьёт мою карту в допке``: a card struck called by its kind, while something strikes
    said = [at for at, role in word_roles.items() if role == "target" and _card_word(words[at])]
    if "attacker" in word_roles.values():
        out |= _role_word("target", said, words, roles, names, spec, named_at, card_words)
    # ``Соперник бьёт моего Эльфа…``, ``летун бьёт мою Фею…``: words of the attacker, none of
    # them a card's name, while the card attacked is known
    if "target" in roles:
        said = [at for at, role in word_roles.items() if role == "attacker"]
        out |= _role_word("attacker", said, words, roles, names, spec, named_at, card_words)
    return out


def _role_word(
    role: str,
    said: Sequence[int],
    words: Sequence[Word],
    roles: dict[str, str],
    names: dict[str, str],
    spec: Mapping[str, Any],
    named_at: frozenset[int] = frozenset(),
    card_words: Sequence[int] = (),
) -> dict[str, str]:
    """``{role: its word}`` (``labels`` in ``spec``) for the role's card no name says, put in
    ``roles`` and ``names``: none when the role is named, not the kind's, no word (``said``)
    says it, or its clause has a cell no card's word has (``летун бьёт жрицу на B2``: the
    Жрица's) — a cell right after a kind or role word is that card's (``Существо соперника на
    C4``, ``атакующий на D2``, ``_kind_nearer``)."""
    if role in roles or role not in (spec.get("roles") or ()) or not said:
        return {}
    clauses = {words[at].clause for at in said}
    cells = [c for c, w in enumerate(words) if w.clause in clauses and CELL.match(w.text)]
    if any(
        not {c - 1, c - 2} & named_at
        and not _named_nearer(c, said, named_at)
        and not _kind_nearer(c, said, words, named_at)
        and not _kind_nearer(c, card_words, words, named_at)
        for c in cells
    ):
        return {}
    label = str((spec.get("labels") or {}).get(role) or role)
    roles[role] = names[label] = label
    return {role: label}


def _named_nearer(cell: int, said: Sequence[int], named_at: frozenset[int]) -> bool:
    """Whether a name stands nearer before a cell than the role's words (``бьёт Жрицу
    неактивного игрока на поле боя на C3``: the Жрица's cell)."""
    name = max((at for at in named_at if at < cell), default=-1)
    return name > max((at for at in said if at < cell), default=-1)


def _kind_nearer(
    cell: int, said: Sequence[int], words: Sequence[Word], named_at: frozenset[int]
) -> bool:
    """Whether a word calling a card by its kind or role (``_card_word``) stands at most five
    words before a cell, no name between (``Существо соперника на C4 лупит…``, ``по цели на
    D3``): that card's cell."""
    kind = max((at for at in said if at < cell and _card_word(words[at])), default=-1)
    name = max((at for at in named_at if at < cell), default=-1)
    return cell - kind <= 5 and kind > name  # (``карту на поле боя на C2``)


def _without_attribute(
    p: Phrasing, words: Sequence[Word], mention: _Mention, find: Find
) -> _Mention:
    """A mention whose first word begins its sentence and states an attribute (``Нелетаюший
    Орк``: a misspelt ``нелетающий``), without that word."""
    at = mention.first
    starts = at == 0 or words[at - 1].sentence != words[at].sentence
    if not starts or mention.end - at < 2 or not _described(p, words, [at], find):
        return mention
    name = " ".join(w.text for w in words[at + 1 : mention.end])
    return mention._replace(name=name, first=at + 1)


def _kind_mentions(
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    word_roles: Mapping[int, str],
    unnamed: Mapping[str, str],
) -> list[_Mention]:
    """The mention of each role's card the story calls by its kind (``мою карту``): the first
    kind noun of the role's words, under the role's word."""
    out = []
    for role, label in unnamed.items():
        said = (i for i in sorted(word_roles) if word_roles[i] == role and _card_word(words[i]))
        at = next(said, None)
        if at is not None:
            start = next((ph.start for ph in phrases if ph.start <= at < ph.end), at)
            out.append(_Mention(label, label, at, start, at + 1))
    return out


def _cells_decide_nothing(
    cards: Mapping[str, Mapping[str, Any]],
    roles: Mapping[str, str],
    others: Mapping[str, Mapping[str, Any]],
    spec: Mapping[str, Any],
) -> bool:
    """Whether the kind's answer in this story depends on no card's cell: a role's card stands
    where the kind says cells decide nothing (``cellless: {target: {zone: auxiliary}}``: who
    defends a card in the auxiliary zone, 514.6, 514.7) and every card asked about has the
    attributes that then decide said, not taken (``flying``) — or stands on the battlefield by
    its words (``открытый Страж на поле``), where the kind's usual value is taken (flyers stay
    in the auxiliary zone: ``unplaced``), shown as taken."""
    for role, when in (spec.get("cellless") or {}).items():
        card = cards.get(roles.get(role, ""), {})
        said = when.get("said") or ()
        if all(card.get(f) == v for f, v in when.items() if f != "said") and all(
            all(f in attrs for f in said) or attrs.get("zone") == "battlefield"
            for attrs in others.values()
        ):
            return True
    return False


def _role(mention: _Mention, word_roles: Mapping[int, str], words: Sequence[Word]) -> str | None:
    """The role of a mention's words, else of the card noun right before it that it names
    (``мою местность Лес``, ``артефакт Амулет``, also with its owner between them: ``артефакт
    соперника Кольцо силы``, ``местность неактивного игрока «Топи»``)."""
    own = next((word_roles[i] for i in range(mention.first, mention.end) if i in word_roles), None)
    if own is None and mention.start < mention.first and words[mention.start].text[:1].isupper():
        own = word_roles.get(mention.start)  # ``Олиного летающего Пегаса``: its player's word
    before, _ = _before_owner(words, mention.first - 1)
    if (
        own is None
        and before >= 0
        and words[before].clause == words[mention.first].clause
        and _kind_noun(words[before]) is not None
    ):
        if before not in word_roles and before and words[before - 1].text[:1].isupper():
            return word_roles.get(before - 1)  # ``Петину местность Топь``: its player's word
        return word_roles.get(before)
    if (
        own is None
        and mention.first
        and words[mention.first - 1].clause == words[mention.first].clause
    ):
        own = _role_called(words[mention.first - 1])  # ``атакующий Волк``: the role's word
    return own or _role_apposed(words, mention)


def _role_apposed(words: Sequence[Word], mention: _Mention) -> str | None:
    """``… и с целью — моей Жрицей``: a name set after a dash beside a role's word, in its
    case (a possessive between), is that role's card."""
    first = mention.first
    start = first
    while start and words[start - 1].clause == words[first].clause:
        start -= 1
    between = words[start:first]
    if not start or any(w.folded not in grammar.RU_OWNERS for w in between):
        return None
    before = words[start - 1]
    if before.sentence != words[first].sentence:
        return None
    cases = {c for g in before.grams for c in g.cases}
    if not cases & {c for g in words[first].grams for c in g.cases}:
        return None
    return _role_called(before)


#: the nouns of a card's kind: a card's name may follow one (``местность Лес``), a cell may
#: name the card one stands for (``существо в C2``)
_KIND_NOUNS = frozenset(("существо", "карта", "тварь", "артефакт", "местность", "летун"))


#: players' nouns for a card of a kind, which the dictionary lacks (``grammar``'s table)
_PLAYERS_KIND_NOUNS = grammar.PLAYERS_KIND_NOUNS

#: the players' nouns of a flyer and of a creature that does not fly, as a name's hyphenated
#: part (folded beginnings)
_FLYER_PARTS = ("летун", *(b for b, kind in _PLAYERS_KIND_NOUNS if kind == "летун"))
_WALKER_PARTS = (
    *(b for b, kind in _PLAYERS_KIND_NOUNS if kind == "существо"),
    "наземник",
    "пешеход",
    "нелетун",
)


#: the words of a role that call its card: nouns (``по цели на D3``) and the participles of
#: attacking (``атакующий на D2``, ``бьющий``)
_ROLE_NOUNS = frozenset(("цель",))
_ROLE_PARTICIPLES = frozenset(("атаковать", "бить"))


def _card_word(word: Word) -> bool:
    """Whether a word calls a card: by its kind (``существо``), its role (``цель``) or its
    flight (``Нелетающий на C3 бьёт…``: a card's role word only where it is the card's)."""
    return _kind_noun(word) is not None or any(
        g.lemma in _ROLE_NOUNS
        and g.pos == "noun"
        or g.lemma in _ROLE_PARTICIPLES
        and g.pos == "adj"
        or g.lemma in grammar.FLIGHT_LEMMAS
        and g.pos == "adj"
        for g in word.grams
    )


def _kind_noun(word: Word) -> str | None:
    """The card noun a word is (its lemma), else None."""
    found = next((g.lemma for g in word.grams if g.lemma in _KIND_NOUNS and g.pos == "noun"), None)
    if found is None and word.text[:1].isalpha():
        typed = word.text.lower()  # (as typed: ``нелеткой`` is read as a misspelt ``нелета…``)
        found = next(
            (k for b, k in _PLAYERS_KIND_NOUNS if word.folded.startswith(b) or typed.startswith(b)),
            None,
        )
    return found


def _mentions(
    p: Phrasing,
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    word_roles: Mapping[int, str],
    verbs: frozenset[int] = frozenset(),
    persons: frozenset[str] = frozenset(),
) -> list[_Mention]:
    """Each run of capitalised words that names a card (``Огненный Элементаль``, ``Хранителя
    Леса``), with the qualifiers of its noun phrase before it (``мой открытый``), in order; a
    noun of no rule written in small letters names a card when a cell follows it (``его орк
    на D2``)."""
    out = []
    at = 0
    rules = frozenset(k.partition("/")[0] for k in p.vocabulary)  # the stems of rule words
    own_names = frozenset(term[0].partition("/")[0] for term in p.names if len(term) == 1)
    # a question that writes some card's name with a capital inside a sentence writes its
    # names so: a small noun after an adjective is no name there (``нелетающие плюс летающий
    # Орёл``)
    capitalised = any(
        i and words[i - 1].sentence == words[i].sentence and _capital(rules, words, i)
        for i in range(len(words))
    )
    while at < len(words):
        cell = _card_noun_at_cell(words, at)
        if cell is not None:  # ``по моему существу в C2``: a card named by its cell
            start = next((ph.start for ph in phrases if ph.start <= at < ph.end), at)
            name = f"{_kind_noun(words[at])} {cell}"
            out.append(_Mention(name, name, at, start, at + 1))
            at += 1
            continue
        if _a_player(words[at], persons):  # ``Ход Пети``, ``Петин Шаман``: no card
            at += 1
            continue
        if _game_name_as_card(words, at, own_names):
            # ``Пашкин же Берсерк на E4``: a card that has the game's name
            out.append(_one_word_mention(words, phrases, at, persons))
            at += 1
            continue
        if _small_neighbour_again(words, at, out):
            # ``… по моему лучнику, рядом с лучником мой рыцарь``: a name in small letters again
            out.append(_Mention(words[at].text, words[at].stem, at, at, at + 1))
            at += 1
            continue
        if _wounds_from(words, at) or not _names_a_card(
            rules, words, at, (word_roles, verbs, persons), capitalised
        ):
            at += 1
            continue
        end = at + 1
        while (
            end < len(words)
            and words[end].clause == words[at].clause
            and words[end].stem not in persons  # ``Скелета Марины``: Марина's Скелет
            and (
                _capital(rules, words, end, inside=True)
                or _noun_after_adjective(words, end)
                or _genitive_of_name(rules, words, end)
            )
            and not _struck_with(words[end - 1], words[end])
        ):
            end += 1
        start = _phrase_start(words, phrases, at, persons)
        name = " ".join(w.text for w in words[at:end])
        out.append(_Mention(name, words[end - 1].stem, at, start, end))
        at = end
    return _named_again_first(words, phrases, out, persons)


#: the stems of a wound's words (``получил 2 раны от Молнии``, ``урон от Огненного шара``)
_WOUND_STEMS = ("ран", "урон", "поврежд")


def _wounds_from(words: Sequence[Word], at: int) -> bool:
    """Whether a capitalised word follows ``от`` in a clause that tells of wounds taken
    (``дракон получил 2 раны от Молнии``): what dealt them, told by the way — no card of the
    attack asked about."""
    if at == 0 or words[at - 1].folded != "от" or not words[at].text[:1].isupper():
        return False
    return any(
        w.clause == words[at].clause and w.folded.startswith(_WOUND_STEMS) for w in words[:at]
    )


def _small_neighbour_again(words: Sequence[Word], at: int, found: Sequence[_Mention]) -> bool:
    """A word in small letters after ``с`` with the stem of a card named before it in small
    letters (``рядом с лучником``): that card, named again as a neighbour."""
    word = words[at]
    return (
        at > 0
        and words[at - 1].folded in _WITH
        and word.text[:1].islower()
        and any(m.key == word.stem and words[m.first].text[:1].islower() for m in found)
    )


def _named_again_first(
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    found: list[_Mention],
    persons: frozenset[str],
) -> list[_Mention]:
    """``… своим Орком по моему Магу. Орк не летает.``: a capitalised word first in its
    sentence that is a card named elsewhere (its stem) names that card again."""
    keys = {m.key for m in found}
    taken = {i for m in found for i in range(m.start, m.end)}
    again = [
        _one_word_mention(words, phrases, at, persons)
        for at, w in enumerate(words)
        if (at == 0 or words[at - 1].sentence != w.sentence)
        and w.text[:1].isupper()
        and w.stem in keys
        and at not in taken
    ]
    return sorted(found + again, key=lambda m: m.first) if again else found


def _struck_with(before: Word, word: Word) -> bool:
    """``бьёт Громилой Жрицу``: a name in the instrumental (what strikes), then one in the
    accusative (what is struck) — two cards, not one name."""
    return (
        bool(before.grams)
        and all("ins" in g.cases and "nom" not in g.cases for g in before.grams)
        and any("acc" in g.cases for g in word.grams)
        and not any("ins" in g.cases for g in word.grams)
    )


def _by_part(mentions: list[_Mention]) -> list[_Mention]:
    """A card called by the last part of its hyphenated name (``Громилой`` for ``Орк-громила``):
    under that name's key."""
    parts = {
        stem(fold(part), "ru"): m.key
        for m in mentions
        if "-" in m.name
        and " " not in m.name
        and not fold(part := m.name.rpartition("-")[2]).startswith(_FLYER_PARTS + _WALKER_PARTS)
    }  # (``Феникс-летун``: a kind said in the name, no name of its own)
    out = []
    for m in mentions:
        same = [
            key
            for part, key in parts.items()
            if len(part) >= 4 and (m.key.startswith(part) or part.startswith(m.key))
        ]
        out.append(m._replace(key=same[0]) if len(same) == 1 and "-" not in m.name else m)
    return out


def _names_a_card(
    rules: frozenset[str],
    words: Sequence[Word],
    at: int,
    read: tuple[Mapping[int, str], frozenset[int], frozenset[str]],
    capitalised: bool,
) -> bool:
    """Whether a card's name begins at ``at``: a capitalised name, a being's noun with its
    player after it at a sentence's start, a small noun at a cell or in a role, or one
    described where the question writes no name with a capital (``read``: the words' roles,
    the attack verbs, the players)."""
    word_roles, verbs, persons = read
    return (
        _capital(rules, words, at, at in word_roles)
        or _owned_being_first(words, at, persons)
        or _celled(rules, words, at)
        or _small_in_role(rules, words, at, word_roles, verbs)
        or not capitalised
        and _small_described(rules, words, at)
    )


def _owned_being_first(words: Sequence[Word], at: int, persons: frozenset[str]) -> bool:
    """``Медведь Бориса открыт``: a being's noun capitalised at a sentence's start with a
    player's genitive after it (a player the story names, ``соперника``) names a card."""
    word = words[at]
    if at + 1 >= len(words) or not word.text[:1].isupper() or CELL.match(word.text):
        return False
    if at and words[at - 1].sentence == word.sentence or not being_form(word.folded):
        return False
    after = words[at + 1]
    if after.clause != word.clause:
        return False
    return after.stem in persons or after.folded in grammar.RU_OPPONENT


def _one_word_mention(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase], at: int, persons: frozenset[str]
) -> _Mention:
    name = words[at].text
    return _Mention(name, words[at].stem, at, _phrase_start(words, phrases, at, persons), at + 1)


#: the words before a game's name that make it the game, no card (``в Берсерке``, ``по Берсерку``)
_OF_THE_GAME = frozenset(("в", "во", "по", "для", "про", "об", "о", "из"))


def _game_name_as_card(words: Sequence[Word], at: int, own_names: frozenset[str]) -> bool:
    """Whether a game's own name (``own_names``) inside a sentence names a card (``мой
    открытый Берсерк``, ``Пашкин же Берсерк на E4``): capitalised, after an adjective or a
    possessive word of its clause, or before a cell; never after a preposition of the game
    (``в Берсерке``)."""
    word = words[at]
    if word.stem not in own_names or not word.text[:1].isupper():
        return False
    if at == 0 or words[at - 1].sentence != word.sentence:
        return False
    before = [w for w in words[max(0, at - 2) : at] if w.clause == word.clause]
    if any(w.folded in _OF_THE_GAME for w in before):
        return False
    # (named a card before: ``Мой Берсерк бьёт … рядом с Берсерком``, the same card again)
    if any(
        w.stem == word.stem and _game_name_as_card(words, i, own_names)
        for i, w in enumerate(words[:at])
    ):
        return True
    qualified = any(
        w.folded.endswith(_PERSONS_OWN)
        and w.text[:1].isupper()
        or any(g.pos in ("adj", "pron") for g in w.grams)
        for w in before
    )
    celled = any(
        any(g.pos == "cell" for g in w.grams)
        for w in words[at + 1 : at + 3]
        if w.clause == word.clause
    )
    return qualified or celled


def _a_player(word: Word, persons: frozenset[str]) -> bool:
    """A player the story names, or a possessive adjective of one (``Пети``, ``Петин``)."""
    return word.stem in persons or _persons_own(word, persons) is not None


def _phrase_start(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase], at: int, persons: frozenset[str]
) -> int:
    """Where the noun phrase of the name at ``at`` begins, a player's possessive adjective
    before it included (``Олиного летающего Пегаса``)."""
    start = next((ph.start for ph in phrases if ph.start <= at < ph.end), at)
    return start - 1 if start and _persons_own(words[start - 1], persons) else start


def _capital(
    rules: frozenset[str],
    words: Sequence[Word],
    at: int,
    in_role: bool = False,
    *,
    inside: bool = False,
) -> bool:
    """Whether a word is (part of) a card's name: capitalised, no cell, no word of the rules'
    own vocabulary; at the start of a sentence only a word unknown to the lexicon or a noun in
    an attack's role (``Гном-воин соперника на B2 бьёт…``)."""
    word = words[at]
    if not word.text[:1].isupper() or CELL.match(word.text) or word.text.isupper():
        return False
    kinds = {g.pos for g in word.grams}
    unknown = "name" in kinds
    starts = at == 0 or words[at - 1].sentence != word.sentence
    if {g.lemma for g in word.grams} & _PLAYERS or word.folded in grammar.RU_OTHER_PLAYER:
        return False  # (``Опп своей летягой …``: the opponent, as players call them)
    if word.stem in rules and not unknown:
        return False  # a word of the rules (``«Атака ударом»``), not a card's name
    if starts and word.folded.endswith(("ть", "ться")):
        return False  # ``Вписать можно …``: an infinitive the lexicon lacks, no name
    if starts and not (unknown or inside or in_role and "noun" in kinds or _named_by_of(words, at)):
        return False
    return unknown or bool(kinds & {"noun", "adj"}) or not kinds


def _named_by_of(words: Sequence[Word], at: int) -> bool:
    """``Страж леса …`` at a sentence's start: a noun with a noun in the genitive in small
    letters after it, then a cell or a player's word — a card's name of two words (``Страж
    леса неактивного игрока стоит на C3``)."""
    after = at + 1
    if after + 1 >= len(words) or "noun" not in {g.pos for g in words[at].grams}:
        return False
    second, third = words[after], words[after + 1]
    if not second.text[:1].islower() or second.clause != words[at].clause:
        return False
    if not _genitive_noun(second):
        return False
    return (
        bool(CELL.match(third.text))
        or third.folded in ("на", "соперника", "противника")
        or any(g.lemma in _PLAYERS or g.lemma in ("неактивный", "активный") for g in third.grams)
    )


#: nouns of a place on the table, never a card (``в углу на A1``, ``клетка B2``)
_PLACE_NOUNS = frozenset(("угол", "край", "центр", "клетка", "ряд", "столбец", "линия", "стол"))
#: words that join two cards of a list (``Голем на E5 и летающая Гарпия``)
_JOINS = frozenset(("и", "а", "es", "meg"))
#: nouns that name a player, never a card
_PLAYERS = frozenset(("соперник", "противник", "оппонент", "игрок", "враг", "ellenfel", "jatekos"))


def _small_in_role(
    rules: frozenset[str],
    words: Sequence[Word],
    at: int,
    word_roles: Mapping[int, str],
    verbs: frozenset[int],
) -> bool:
    """A noun in small letters the grammar gives an attack's role in an attack verb's clause
    (``мой орк лупит ихнюю жрицу``): a card's name written as a phone writes it — no word of
    the rules, no card's kind, no player, place or moment."""
    word = words[at]
    if word_roles.get(at) not in ("attacker", "target"):
        return False
    return any(words[v].clause == word.clause for v in verbs) and _small_noun(rules, word)


def _small_described(rules: frozenset[str], words: Sequence[Word], at: int) -> bool:
    """A noun in small letters right after a word of the rules that describes a card or a
    possessive (``открытый летающий дракон``, ``летун ворон``, ``мой страж``): a card's name
    written as a phone writes it (see ``_small_noun``)."""
    if at == 0 or not _small_noun(rules, words[at]):
        return False
    before = words[at - 1]
    if before.clause != words[at].clause:
        return False
    if _kind_noun(before) == "летун":
        return True
    # (also cut short as a phone types it: ``летающ`` is the rules' ``лета`` and two letters)
    ruled = before.stem in rules or _rule_word_misspelt(rules, before)
    described = ruled and {g.pos for g in before.grams} & {"adj"}
    return (
        bool(described)
        or before.folded in grammar.RU_OWNERS
        or _described_after(rules, words, at)
        or _had_being(words, at)
    )


def _had_being(words: Sequence[Word], at: int) -> bool:
    """``у меня сова во вспомогалке летает``: a being's noun in small letters right after ``у
    меня``/``у него`` (who has it) names a card."""
    return (
        at > 1
        and words[at - 2].folded == "у"
        and words[at - 1].folded in grammar.HAD_BY
        and being_lemma(words[at].text) is not None
    )


def _described_after(rules: frozenset[str], words: Sequence[Word], at: int) -> bool:
    """``… и грифон летает открытый``: a noun in small letters after ``и``/``а`` that the rules'
    words after it describe (an adjective or a verb of the rules), in its clause."""
    after = at + 1
    if after >= len(words) or words[after].clause != words[at].clause:
        return False
    if words[at - 1].folded not in ("и", "а"):
        return False
    word = words[after]
    return word.stem in rules and bool({g.pos for g in word.grams} & {"adj", "verb"})


def _small_noun(rules: frozenset[str], word: Word) -> bool:
    """A noun in small letters that may be a card's name: no word of the rules, no card's
    kind, player, place, moment or pronoun."""
    if not word.text[:1].islower() or word.stem in rules or CELL.match(word.text):
        return False
    if fold(word.text.partition("-")[0]) != word.folded or _rule_word_misspelt(rules, word):
        return False  # a misspelt word of the rules (``ударм``)
    if _kind_noun(word) is not None or word.folded in grammar.ATTACK_NOUNS or grammar.moment(word):
        return False
    lemmas = {g.lemma for g in word.grams}
    if lemmas & (_PLAYERS | _PLACE_NOUNS) or word.folded in _PLAYERS or word.folded in _PRONOUNS:
        return False
    if lemmas & PEOPLE_FOLDED or word.folded in PEOPLE_FOLDED:
        return False  # ``сын бьёт орком …``: who plays, no card
    if word.folded in grammar.RU_OWNERS:
        return False  # ``маю``: a possessive as a phone spells it
    kinds = {g.pos for g in word.grams}
    return bool(kinds) and kinds <= {"noun", "name"}


def _rule_word_misspelt(rules: frozenset[str], word: Word) -> bool:
    """Whether a word is a stem of the rules (four letters or more) with a letter or two more
    (``ударм`` for ``ударом``): a word of the rules misspelt, no card's name."""
    folded = word.folded
    return any(folded[:size] in rules for size in range(max(4, len(folded) - 2), len(folded)))


def _noun_after_adjective(words: Sequence[Word], at: int) -> bool:
    """``Лесному эльфу``, ``Болотного тролля``: a name's noun after its capitalised adjective."""
    before = words[at - 1]
    adjective = "adj" in {g.pos for g in before.grams} or before.folded.endswith(_ADJECTIVE)
    return adjective and bool({g.pos for g in words[at].grams} & {"noun", "name"})


def _genitive_of_name(rules: frozenset[str], words: Sequence[Word], at: int) -> bool:
    """``Дух воздуха``, ``Страж леса``, ``Страж ворот``: a noun in the genitive, in small
    letters, right after a name's capitalised word, that is no player (``Тролль противника``)
    and no word of the rules (``Эльфа карты``)."""
    word, before = words[at], words[at - 1]
    if not word.text[:1].islower() or not before.text[:1].isupper() or word.stem in rules:
        return False
    if {g.lemma for g in word.grams} & _PLAYERS or word.folded in _PLAYERS:
        return False
    return _genitive_noun(word)


def _genitive_noun(word: Word) -> bool:
    """A noun that may be in the genitive: so read, or a plural genitive with no ending that
    the lexicon lacks (``ворот``, ``душ``, ``гор``: read by their ending as nominatives)."""
    if any(g.pos == "noun" and "gen" in g.cases for g in word.grams):
        return True
    from judge.ask.lexicon import analyses

    return (
        {g.pos for g in word.grams} == {"noun"}
        and word.folded[-1:] in _CONSONANTS
        and not analyses(word.folded)
    )


#: the letters a plural genitive with no ending ends in (``ворот``, ``душ``; not ``й``, ``ь``)
_CONSONANTS = CONSONANTS - {"й", "ь"}


#: Russian adjective endings (a capitalised adjective of a name the lexicon does not know)
_ADJECTIVE = ("ый", "ий", "ой", "ая", "яя", "ое", "ее", "ого", "его", "ому", "ему", "ую", "юю")


def _card_noun_at_cell(words: Sequence[Word], at: int) -> str | None:
    """The cell of ``существу в C2``, ``карта на B3``: a card noun in small letters with a cell
    right after it (after a preposition), which names that card; None otherwise."""
    word = words[at]
    if not word.text[:1].islower() or _kind_noun(word) is None:
        return None
    for after in words[at + 1 : at + 3]:
        if after.clause != word.clause:
            return None
        if CELL.match(after.text):
            return after.text.translate(_LOOK_ALIKE).upper()
        if after.folded not in ("в", "на"):
            return None
    return None


def _celled(rules: frozenset[str], words: Sequence[Word], at: int) -> bool:
    """A noun of no rule with a cell after it, before any other noun of its sentence (``орк
    на D2``, ``орк (не летает) на D2``, ``лучник (E3)``)."""
    word = words[at]
    if word.stem in rules:
        return False
    if not {g.pos for g in word.grams} & {"noun", "name"}:
        return _unknown_at_cell(words, at)
    lemmas = {g.lemma for g in word.grams}
    if lemmas & (_PLAYERS | _PLACE_NOUNS) or word.folded in _PLAYERS:
        return False  # ``в углу на A1``: where a card stands, no card
    for after in words[at + 1 : at + 7]:
        if after.sentence != word.sentence:
            return False
        kinds = {g.pos for g in after.grams}
        if kinds == {"cell"}:
            return True
        if {g.lemma for g in after.grams} & _PLAYERS:
            continue  # ``жрицу противника на c5``: whose it is, then its cell
        if kinds & {"noun", "name", "pron"}:
            return False
    return False


def _unknown_at_cell(words: Sequence[Word], at: int) -> bool:
    """``скелет на б3``: a word in small letters the lexicon does not know (read as a verb by
    its ending only) right before ``на``/``в`` and a cell — a card's name as a phone types it."""
    from judge.ask.lexicon import analyses

    word = words[at]
    after = words[at + 1 : at + 3]
    return (
        word.text[:1].islower()
        and len(after) == 2
        and after[0].folded in ("на", "в")
        and CELL.match(after[1].text) is not None
        and not analyses(word.folded)
        # (``переместился на C5``, ``пришёл на B3``: a verb in the past the lexicon lacks)
        and not word.folded.endswith(_PAST_VERB_ENDINGS)
    )


#: endings of a Russian verb in the past or reflexive (folded): no card's name at a cell
_PAST_VERB_ENDINGS = ("ся", "сь", "ил", "ал", "ел", "ял", "ла", "ли", "шел")


def _own_words(
    words: Sequence[Word], mentions: Sequence[_Mention], verbs: frozenset[int]
) -> dict[_Mention, list[int]]:
    """The words that describe each mention. Between two mentions of a sentence the words
    split at an attack verb (``Элементаль (не летает) на D3 бьёт … Хранителя``: D3 is the
    first's), else at the start of the second one's clause (``Дриада на E3 (открыта), Лесной
    Волк`` — ``У меня на B2 открытый Щитоносец``: B2 is the Щитоносец's); a card's own words
    start no earlier than its clause."""
    out = {}
    striker: dict[_Mention, range] = {}
    for n, mention in enumerate(mentions):
        sentence = words[mention.start].sentence
        start = mention.start
        previous = mentions[n - 1] if n else None
        while start > 0 and words[start - 1].clause == words[mention.start].clause:
            start -= 1
        if start > 0 and _kind_noun(words[start - 1]) and words[start - 1].sentence == sentence:
            # ``мой второй летун, открытый Пегас``: the kind noun the name is set beside
            kind_clause = words[start - 1].clause
            while start > 0 and words[start - 1].clause == kind_clause:
                start -= 1
        start = _cell_clause_before(words, mentions, n, start)
        # ``Противник летающим существом бьёт … мою Жрицу``: the words before the verb whose
        # object the card is describe who strikes, not the card; begun by a pronoun (``Он с B4
        # бьёт … Монаха``), they are the card's of the sentence before, whom it stands for
        verb = max((i for i in verbs if start <= i < mention.start), default=None)
        if verb is not None:
            if previous is not None and _stands_for(words, previous, start):
                striker[previous] = range(start, verb)
            start = verb + 1
        if previous is not None and words[previous.end - 1].sentence == sentence:
            cut = _split(words, previous, mention, verbs)
            start = cut + 1 if _place_before_dash(words, cut, start) else max(start, cut)
        end = mention.end
        nxt = mentions[n + 1] if n + 1 < len(mentions) else None
        limit = len(words)
        if nxt is not None and words[nxt.start].sentence == sentence:
            limit = _split(words, mention, nxt, verbs)
        while end < limit and words[end].sentence == sentence:
            end += 1
        out[mention] = range(min(start, mention.start), end)
    return {
        m: [
            *words_of,
            *striker.get(m, ()),
            *_after_neighbour(words, mentions, m, out),
            *_pronoun_after(words, mentions, m),
            *_neither_list(words, mentions, m, out),
        ]
        for m, words_of in _neighbours_cut(words, mentions, out).items()
    }


def _chain_said(
    mentions: Sequence[_Mention],
    n: int,
    linked: Callable[[int], bool],
    out: Mapping[_Mention, range],
) -> tuple[_Mention, list[int]] | None:
    """The last of the mentions from ``n`` on each ``linked`` to the one before it, and its
    words after it (what a list or a run of neighbours ends on); None where none is linked to
    ``n``."""
    last = n
    while last + 1 < len(mentions) and linked(last + 1):
        last += 1
    if last == n:
        return None
    after = mentions[last]
    return after, [i for i in out[after] if i >= after.end]


def _neither_list(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    mention: _Mention,
    out: Mapping[_Mention, range],
) -> list[int]:
    """``Ни Циклоп, ни Страж, ни Гном не летают``: the words after the last of a list of names
    each after ``ни`` say the same of every one."""

    sentence = words[mention.first].sentence

    def listed(k: int) -> bool:
        m = mentions[k]
        return (
            m.start > 0
            and words[m.start - 1].folded == "ни"
            and words[m.first].sentence == sentence
        )

    n = mentions.index(mention)
    chain = _chain_said(mentions, n, listed, out) if listed(n) else None
    if chain is None:
        return []
    said = chain[1]
    # (not the last one's own cell: ``ни Копейщик на C2 у меня не закрыты``)
    cells = {i for i in said if CELL.match(words[i].text)}
    cells |= {i - 1 for i in cells if words[i - 1].folded in ("на", "в")}
    return [i for i in said if i not in cells]


def _pronoun_after(
    words: Sequence[Word], mentions: Sequence[_Mention], mention: _Mention
) -> list[int]:
    """``… могу заблочить Драконом? он тоже летун и не тапнутый``: the sentence after the one a
    card is named last in, begun by ``он``/``она`` and naming no card, is that card's."""
    sentence = words[mention.first].sentence
    if any(m.first > mention.first and words[m.first].sentence == sentence for m in mentions):
        return []
    after = [i for i, w in enumerate(words) if w.sentence == sentence + 1]
    if not after or words[after[0]].folded not in _HE:
        return []
    if any(words[m.first].sentence == sentence + 1 for m in mentions):
        return []
    return after


def _beside_previous(words: Sequence[Word], mentions: Sequence[_Mention], n: int) -> bool:
    """Whether mention ``n`` is a neighbour (``рядом с моим Троллем``) of a card named before it
    in its sentence (its subject)."""
    mention = mentions[n]
    return (
        n > 0
        and mention.start > 0
        and words[mention.start - 1].folded in _WITH
        and words[mentions[n - 1].end - 1].sentence == words[mention.first].sentence
    )


def _a_subject(word: Word) -> bool:
    """Whether a word may be a clause's own subject: a noun, a name, a pronoun other than one
    that stands for the card before (``…, но он тапнутый``)."""
    if word.folded in _HE:
        return False
    return bool({g.pos for g in word.grams} & {"noun", "pron", "name"})


def _governed(words: Sequence[Word], at: int) -> bool:
    """Whether a preposition governs the word (``и с Жрицей``: a neighbour, no subject)."""
    return at > 0 and "prep" in {g.pos for g in words[at - 1].grams}


def _neighbours_cut(
    words: Sequence[Word], mentions: Sequence[_Mention], out: Mapping[_Mention, range]
) -> dict[_Mention, Sequence[int]]:
    """A neighbour's words stop at its clause's end: ``Мой Гном стоит рядом с Жрицей, открыт``
    — what follows the comma is the subject's (``_after_neighbour``), not the neighbour's."""
    cut: dict[_Mention, Sequence[int]] = dict(out)
    for n, mention in enumerate(mentions):
        if _beside_previous(words, mentions, n):
            clause = words[mention.end - 1].clause
            cut[mention] = [i for i in out[mention] if i < mention.end or words[i].clause == clause]
    return cut


def _after_neighbour(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    mention: _Mention,
    out: Mapping[_Mention, range],
) -> list[int]:
    """The words after the comma that follows a neighbour named beside this card (``Мой Гном
    стоит рядом с Жрицей, открыт``: ``открыт`` is the Гном's)."""
    n = mentions.index(mention)
    if _beside_previous(words, mentions, n):
        return []
    chain = _chain_said(mentions, n, lambda k: _beside_previous(words, mentions, k), out)
    if chain is None:
        return []
    after, said = chain
    clause = words[after.end - 1].clause
    moved = [i for i in said if words[i].clause != clause]
    # (its words up to a noun of its own, less that noun's adjectives: ``…, летающих существ у
    # него нет`` says nothing of the card)
    end = next(
        (n for n, i in enumerate(moved) if _a_subject(words[i]) and not _governed(words, i)),
        len(moved),
    )
    while end < len(moved) and end and {g.pos for g in words[moved[end - 1]].grams} == {"adj"}:
        end -= 1
    return moved[:end]


def _stands_for(words: Sequence[Word], previous: _Mention, at: int) -> bool:
    """Whether the word at ``at`` is a personal pronoun beginning its sentence that stands for
    the card named last before it, in the sentence just before (``Гоблин не летает. Он …``)."""
    sentence = words[at].sentence
    return (
        words[at].folded in _PRONOUNS
        and (at == 0 or words[at - 1].sentence != sentence)
        and words[previous.start].sentence == sentence - 1
    )


def _cell_clause_before(
    words: Sequence[Word], mentions: Sequence[_Mention], n: int, start: int
) -> int:
    """``Рядом с ним, на D6, стоит мой Медведь``: a clause of its sentence right before a card's
    that names a cell and no card is the card's too (where it stands)."""
    if start == 0 or words[start - 1].sentence != words[start].sentence:
        return start
    begin = start - 1
    while begin > 0 and words[begin - 1].clause == words[start - 1].clause:
        begin -= 1
    named = any(m.first < start and m.end > begin for m in mentions[:n])
    if named or not any(CELL.match(w.text) for w in words[begin:start]):
        return start
    return begin


#: how a Russian adjective in the plural ends (``летающие``, ``открытые``)
_PLURAL_ADJECTIVE = ("ые", "ие")


def _shared_plural(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    mention: _Mention,
    own: Mapping[_Mention, Sequence[int]],
) -> list[int]:
    """``летающие Сова и Ворон во вспомогательной зоне``: two names joined by ``и`` after an
    adjective in the plural are one list — the adjective describes the second name too, and
    the words after the second describe the first too."""
    n = mentions.index(mention)
    out: list[int] = []
    if n and _plural_list(words, mentions[n - 1], mention):
        out += _plural_adjectives(words, mentions[n - 1])
    if n + 1 < len(mentions) and _plural_list(words, mention, mentions[n + 1]):
        after = mentions[n + 1]
        out += [at for at in own[after] if at >= after.end]
    return out


def _plural_list(words: Sequence[Word], first: _Mention, second: _Mention) -> bool:
    """Whether two names are joined by ``и``, the first's cell between them or not
    (``нелетающие Тролль на A2 и Гоблин``), after an adjective in the plural."""
    between = words[first.end : second.start]
    joined = [w.folded for w in between[-1:]] == ["и"] and all(
        CELL.match(w.text) or "prep" in {g.pos for g in w.grams} for w in between[:-1]
    )
    return joined and bool(_plural_adjectives(words, first))


def _plural_adjectives(words: Sequence[Word], mention: _Mention) -> list[int]:
    return [
        at
        for at in range(mention.start, mention.end)
        if "adj" in {g.pos for g in words[at].grams}
        and words[at].folded.endswith(_PLURAL_ADJECTIVE)
    ]


def _place_before_dash(words: Sequence[Word], cut: int, start: int) -> bool:
    """``…, а на C5 — открытый Гоблин``: a place after ``а``/``и`` (at ``cut``) and before the
    clause of the name (at ``start``) that a dash stands for the verb of is the name's."""
    between = words[cut + 1 : start]
    return (
        cut < start
        and words[cut].folded in _JOINS
        and bool(between)
        and all(CELL.match(w.text) or "prep" in {g.pos for g in w.grams} for w in between)
    )


def _split(words: Sequence[Word], a: _Mention, b: _Mention, verbs: frozenset[int]) -> int:
    """Where the words between two mentions stop describing the first (see ``_own_words``)."""
    verb = next((i for i in range(a.end, b.start) if i in verbs), None)
    if verb is not None:
        # ``Тролль бьёт с B2 по Эльфу``: where the attacker strikes from is the first one's
        origin = [i for i in range(verb + 1, min(verb + 3, b.start)) if CELL.match(words[i].text)]
        if origin and words[origin[0] - 1].folded in ("с", "со"):
            return origin[0] + 1
        return verb
    joined = next((i for i in range(a.end, b.start) if words[i].folded in _JOINS), None)
    if joined is not None and not _predicate_between(words, joined, b.start):
        return joined  # ``Голем на E5 и летающая Гарпия`` (not ``Страж открыт и стоит рядом с``)
    prep = b.start - 1
    if prep > a.end and "prep" in {g.pos for g in words[prep].grams}:
        # ``Медведь стоит на D4 рядом с Гномом``, ``Троллем с B3 по Эльфу``: the words before
        # the second one's preposition are the first one's
        return prep
    clause = b.start
    while clause > a.end and words[clause - 1].clause == words[b.start].clause:
        clause -= 1
    return max(clause, _cell_after(words, a, b))


#: the Russian words of whose a card is (``_MINE``, ``_THEIRS``)
_WHOSE_RU = _MINE["ru"] | _THEIRS["ru"]


#: adverbs between a name and its cell that name no neighbour (``Страж рядом на B2``)
_AT_HAND = frozenset(("рядом", "тоже", "там", "тут", "уже", "ещё", "еще"))
#: the words that may stand between a name and its cell: whose it is, an adverb of place
_BEFORE_CELL = _WHOSE_RU | _AT_HAND


def _predicate_between(words: Sequence[Word], start: int, end: int) -> bool:
    """Whether a verb stands between a joining word and the next card (``Страж открыт и стоит
    рядом с Жрицей``: the first card's second predicate, no second subject)."""
    return any("verb" in {g.pos for g in w.grams} for w in words[start + 1 : end])


def _cell_after(words: Sequence[Word], a: _Mention, b: _Mention) -> int:
    """The end of ``на C4`` (or a bare ``C4``) right after a name in its clause, before the next
    one (``друида на д4 у врага открытые гном на д5``, a phone's run-on sentence): the cell is
    the first name's
    — not a neighbour's (``рядом с гномом на д5 стоит тролль``: the тролль's)."""
    at = a.end
    while at < min(b.start, a.end + 2) and (
        words[at].folded in _BEFORE_CELL or "adj" in {g.pos for g in words[at].grams}
    ):
        at += 1  # ``жрицу соперника на d4``, ``гном открытый на d3``: its owner, a quality;
        # ``страж рядом на b2``: nearby (no ``с``: no neighbour named)
    if at < b.start and words[at].folded in ("на", "в", "с", "со", "из"):
        at += 1  # ``Медведем с B4``: where it strikes from (a phone leaves the preposition
        # out: ``друида d3 у него откр оборотень d2``)
    if (
        at < b.start
        and words[at].clause == words[a.end - 1].clause
        and CELL.match(words[at].text)
        and not _named_as_neighbour(words, a)
    ):
        return at + 1
    return a.end


def _described(p: Phrasing, words: Sequence[Word], own: Sequence[int], find: Find) -> bool:
    """Whether a card's own words place it (a cell, a zone the game names) or say what it is
    in the game's words (``летает``, ``открыта``)."""
    attrs: dict[str, Any] = {}
    for at in own:
        _attribute(p, words, at, frozenset(), attrs, find)
    return bool(attrs)


def _display(words: Sequence[Word], mentions: Sequence[_Mention]) -> str:
    """A card's name as the story says it: its mention in the nominative, else the first —
    without a players' kind word joined to it (``Дракон-летун``: the Дракон, a flyer)."""
    name = _named(words, mentions)
    head, _, tail = name.rpartition("-")
    return head if head and fold(tail).startswith(_FLYER_PARTS + _WALKER_PARTS) else name


def _named(words: Sequence[Word], mentions: Sequence[_Mention]) -> str:
    """A card's name as the story says it: its mention in the nominative, else the first."""
    if CELL.match(mentions[0].name.rpartition(" ")[2]):  # named by its cell (``существо C2``)
        return mentions[0].name
    # the mention that may be the fewest cases first: ``Гнома`` (a name the lexicon lacks: any
    # of three) is no nominative where the story says ``Гном`` (two) too
    nominative = [
        m
        for m in mentions
        if all("nom" in g.cases for g in words[m.end - 1].grams if g.cases)
        and not _declined_before(words, m.first)
        and not _declined_first_part(m.name)
    ]
    # the name said whole first (``Эльф-разведчик`` … ``и Эльф тоже``), then by its cases
    nominative.sort(
        key=lambda m: ("-" not in m.name, len({c for g in words[m.end - 1].grams for c in g.cases}))
    )
    whole = next((m for m in mentions if "-" in m.name and script(m.name) == "cyrillic"), None)
    for mention in nominative:
        if "-" not in mention.name and whole is not None:  # ``Гнома-латника`` … ``Гном не …``
            return each_part_nominative(whole.name)
        return mention.name[:1].upper() + mention.name[1:]  # ``орк``: a name all the same
    return _first_named(words, mentions[0])


def _first_named(words: Sequence[Word], first: _Mention) -> str:
    """A card's name by its first mention, none in the nominative: an adjective's and a noun's
    (``Костяного дракона``: ``Костяной дракон``), a being's noun's lemma, or as said."""
    if first.end - first.first == 2 and grammar.named_adjective(words, first.first):
        return adjective_name(words, first.first)
    head = words[first.end - 1]
    lemmas = {g.lemma for g in head.grams if g.pos == "noun"}
    one_word = " " not in first.name and first.name == head.text
    if one_word and len(lemmas) == 1:  # ``Рыцаря`` → ``Рыцарь``
        return lemmas.pop().capitalize()
    # ``Ястреба`` → ``Ястреб``: a being's noun; ``Эльфа-следопыта`` → ``Эльф-следопыт``: each
    # part of a hyphenated name so, or as said
    hyphenated_or_being = "-" in head.text or being_lemma(head.text) is not None
    if one_word and script(head.text) == "cyrillic" and hyphenated_or_being:
        return each_part_nominative(head.text)
    return first.name


def each_part_nominative(name: str) -> str:
    """``Эльфа-следопыта`` → ``Эльф-следопыт``: each part of a name a being's noun in its own
    form (a part the lexicon lacks, as said)."""
    return "-".join(being_lemma(part) or part.lower() for part in name.split("-")).capitalize()


def adjective_name(words: Sequence[Word], at: int) -> str:
    """A name of an adjective and a being's noun in the nominative (``Лесного тролля`` →
    ``Лесной тролль``): the noun's lemma, and the adjective as the story says it in the
    nominative elsewhere (``стоял Лесной тролль``), else its stem with the nominative's
    ending of the noun's gender (``Болотную ведьму`` → ``Болотная``)."""
    adjective, noun = words[at], words[at + 1]
    lemma = next((g.lemma for g in noun.grams if g.pos == "noun"), None)
    lemma = being_lemma(noun.text) or lemma or noun.folded
    found = adjective_ending(adjective.folded)
    ending = found[0] if found else ""
    stem = adjective.folded[: len(adjective.folded) - len(ending)]
    gender = _gender(lemma, noun.folded, ending)
    said = next(
        (
            w.folded
            for w in words
            if w.text[:1].isupper()
            and w.folded[: len(stem)] == stem
            and w.folded[len(stem) :] in _NOMINATIVES[gender]
        ),
        None,
    )
    soft = ending[:1] in tuple("еяюи") and stem[-1:] not in "гкхжшчщ"
    soft = soft or stem[-1:] in "гкхжшчщ" and gender == "masc"
    # (a ``-ян-`` adjective is stressed on its ending: ``Костяного`` → ``Костяной``)
    stressed = gender == "masc" and stem.endswith("ян") and not said
    nominative = said or stem + ("ой" if stressed else _NOMINATIVES[gender][soft])
    noun_said = lemma.capitalize() if noun.text[:1].isupper() else lemma  # (``Каменный Страж``)
    return f"{nominative.capitalize()} {noun_said}"


#: the nominative's endings of an adjective by gender: the hard one, the soft one, and one
#: with the stress on it (``Лесной``), as the story may say it
_NOMINATIVES = {
    "masc": ("ый", "ий", "ой"),
    "femn": ("ая", "яя"),
    "neut": ("ое", "ее"),
}
#: an adjective's endings only a feminine noun takes
_FEMININE_ONLY = frozenset(("ая", "яя", "ую", "юю", "ей"))


def _gender(lemma: str, form: str, ending: str) -> str:
    """A being's noun's gender: by the lexicon, else by its lemma's last letter (a ``-ь``
    noun feminine where the adjective or the form says so: ``Летучую мышь``, ``мышью``)."""
    said = {a.split(" ")[4] for a in analyses(fold(lemma)) if a.split(" ")[1] == "NOUN"}
    if len(said & {"masc", "femn", "neut"}) == 1:
        return (said & {"masc", "femn", "neut"}).pop()
    if lemma.endswith(("а", "я")):
        return "femn"
    if lemma.endswith(("о", "е")):
        return "neut"
    if lemma.endswith("ь") and (ending in _FEMININE_ONLY or form.endswith("ью")):
        return "femn"
    return "masc"


def _declined_first_part(name: str) -> bool:
    """Whether a hyphenated name's first part is a being's noun not in its own form
    (``Гнома-латника``: ``Гном``'s genitive, so no nominative)."""
    first, dash, _ = name.partition("-")
    lemma = being_lemma(first) if dash and script(first) == "cyrillic" else None
    return lemma is not None and lemma != fold(first)


def _declined_before(words: Sequence[Word], at: int) -> bool:
    """Whether the word before a name agrees with it in a case other than the nominative
    (``моего открытого летающего Пегаса``: no nominative, though ``Пегаса`` might be one)."""
    if at == 0 or words[at - 1].clause != words[at].clause:
        return False
    grams = [g for g in words[at - 1].grams if g.pos in ("adj", "participle") and g.cases]
    return bool(grams) and not any("nom" in g.cases for g in grams)


def _attribute(
    p: Phrasing,
    words: Sequence[Word],
    at: int,
    negated: frozenset[int],
    attrs: dict[str, Any],
    find: Find,
) -> None:
    """The attribute a word (or the phrase it begins) states of its card."""
    if CELL.match(words[at].text):
        if _denied_here(words, at):
            return  # ``стоял не в B3, а в B5``: not there
        attrs.setdefault("at", words[at].text.upper().translate(_LOOK_ALIKE))
        attrs["zone"] = "battlefield"  # (a zone said near it is another card's: a cell is here)
        return
    for attribute, values in p.attributes.items():
        if attribute in ("side", "type"):
            continue  # whose: from the possessor words; what: ``_kind_before``, ``_kind_after``
        for value, terms in values.items():
            for term in terms:
                if any(span[0] == at for span in find(term, words)):
                    _set(attrs, attribute, value, at in negated)


def _kind_before(p: Phrasing, words: Sequence[Word], mention: _Mention, find: Find) -> str | None:
    """The kind of card a noun right before a name says it is (``артефакт Башня``, ``существо
    соперника Копейщик``: a player's genitive may stand between), else None."""
    before, lettered = _before_owner(words, mention.first - 1)
    if before < 0 or words[before].clause != words[mention.first].clause and not lettered:
        return None
    return _kind_at(p, words, {before}, find)


def _kind_at(p: Phrasing, words: Sequence[Word], at: Collection[int], find: Find) -> str | None:
    """The kind of card (the game's ``type`` words) a phrase beginning at one of ``at`` says."""
    for value, terms in (p.attributes.get("type") or {}).items():
        for term in terms:
            if any(span[0] in at for span in find(term, words)):
                return str(value)
    return None


def _kind_after(p: Phrasing, words: Sequence[Word], mention: _Mention, find: Find) -> str | None:
    """The kind of card a board's bracket or dash right after a name says it is (``Хакодар
    (герой)``, ``Башня C3 (артефакт)``), else None."""
    kinds = p.attributes.get("type") or {}
    if mention.end < len(words) and CELL.match(words[mention.end].text):
        mention = mention._replace(end=mention.end + 1)  # (its cell between)
    if not kinds or mention.end >= len(words):
        return None
    after = words[mention.end]
    if (
        after.clause == words[mention.end - 1].clause
        or after.sentence != words[mention.first].sentence
    ):
        return None
    clause = [i for i in range(mention.end, len(words)) if words[i].clause == after.clause]
    if any(words[i].text[:1].isupper() for i in clause):
        return None  # (``Лесной эльф, герой Некромант``: the next card's)
    if len(clause) > 4 or any(g.pos == "verb" for i in clause for g in words[i].grams):
        return None  # (``Ангела, потом сыграл землю``: a clause of its own, no bracket's)
    return _kind_at(p, words, set(clause), find)


def _before_owner(words: Sequence[Word], at: int) -> tuple[int, bool]:
    """The word before the owner said at ``at``, between a card's kind and its name
    (``артефакт соперника Кольцо``, ``местность неактивного игрока «Топи»``, ``артефакт игрока
    Б — Башня``), and whether the owner is a player's letter; ``at`` where no owner is said."""
    if at < 0:
        return at, False
    if words[at].folded in _WHOSE_RU | _PLAYERS:
        return at - 1, False
    if _lettered(words, at):
        return at - 2, True  # (a dash between, no other word)
    if words[at].folded.startswith("игрок"):
        at -= 1
        if at >= 0 and {g.pos for g in words[at].grams} == {"adj"}:
            at -= 1
    return at, False


def _denied_here(words: Sequence[Word], at: int) -> bool:
    """``не в B3``, ``не B3``: a cell a negation stands right before (its preposition between)."""
    before = [w.folded for w in words[max(0, at - 2) : at] if w.clause == words[at].clause]
    if before[-1:] and before[-1] in ("в", "на", "во"):
        before = before[:-1]
    return bool(before) and before[-1] in ("не", "ни")


def _set(attrs: dict[str, Any], attribute: str, value: str, denied: bool) -> None:
    said: Any = value == "true" if value in ("true", "false") else value
    if isinstance(said, bool) and denied:
        said = not said
    elif denied:
        return
    attrs.setdefault(attribute, said)


def _headings(
    p: Phrasing,
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    negated: frozenset[int],
    cards: dict[str, dict[str, Any]],
    find: Find,
) -> None:
    """A list's heading (``Мои открытые карты: …``, ``У соперника на поле: …``): the words of a
    sentence before its first card, for the cards of that sentence that do not say otherwise."""
    by_sentence: dict[int, list[_Mention]] = {}
    for mention in mentions:
        by_sentence.setdefault(words[mention.start].sentence, []).append(mention)
    for sentence, listed in by_sentence.items():
        if len({m.key for m in listed}) < 2:
            continue
        start = next(i for i, w in enumerate(words) if w.sentence == sentence)
        heading: dict[str, Any] = {}
        own = _before_name(words, listed[0].start)
        for at in range(start, listed[0].start):
            said: dict[str, Any] = {}
            _attribute(p, words, at, negated, said, find)
            if at in own:
                # ``У меня в допке открытый флаер Ворон, а …``: what one word says of one card
                # is the first card's own (``открыты Страж и Лучник``: the list's)
                said = {k: v for k, v in said.items() if k not in _OWN_QUALITIES}
            if _none_such(words, at):  # ``У меня нет ни одного летающего, есть только Волк``
                said = {k: not v for k, v in said.items() if isinstance(v, bool)}
            for attribute, value in said.items():
                heading.setdefault(attribute, value)
        heading.pop("at", None)
        for n, mention in enumerate(listed):
            # ``…, а во вспомогательной зоне — Фея и Феникс``: a place said between two cards
            # heads the rest of the list
            place = _place_between(
                p, words, listed[n - 1].end if n else mention.start, mention, find
            )
            heading |= place if place is not None else {}
            if _named_as_neighbour(words, mention):
                continue  # ``… стоит рядом со Жрицей, но не рядом с Гарпией``: no item of it
            for attribute, value in heading.items():
                cards[names[mention.key]].setdefault(attribute, value)


def _place_between(
    p: Phrasing, words: Sequence[Word], end: int, mention: _Mention, find: Find
) -> dict[str, Any] | None:
    """The zone the words between a card's name and the next one's say, in a clause of their
    own (``…, а во вспомогательной зоне — открытая Фея``), else None."""
    own = _before_name(words, mention.start)
    # (not the words after the card before, in its clause: ``Великан на A2``)
    theirs = {words[end - 1].clause, words[mention.start].clause} if end else set()
    said: dict[str, Any] = {}
    for at in range(end, mention.start):
        if at not in own and words[at].clause not in theirs:
            _attribute(p, words, at, frozenset(), said, find)
    return {"zone": said["zone"]} if "zone" in said and "at" not in said else None


#: what a card is, as against where it stands or whose it is
_OWN_QUALITIES = frozenset(("flying", "closed", "type"))


def _none_such(words: Sequence[Word], at: int) -> bool:
    """Whether a word's clause says there is none such before it (``нет ни одного летающего``,
    ``нет никаких закрытых``): what it says holds of none of the cards listed."""
    before = {w.folded for w in words[:at] if w.clause == words[at].clause}
    return "нет" in before and bool(before & {"ни", "никаких", "никого"})


def _before_name(words: Sequence[Word], start: int) -> set[int]:
    """The words right before a card's name that describe it alone (``открытый флаер Ворон``):
    back to a preposition's object, a pronoun, a verb or a plural word (``открыты Страж и …``:
    the list's)."""
    out: set[int] = set()
    at = start - 1
    while at >= 0 and words[at].clause == words[start].clause:
        kinds = {g.pos for g in words[at].grams}
        described = [g for g in words[at].grams if g.pos in ("noun", "adj")]
        apposition = at == start - 1 and "noun" in kinds  # ``флаер Ворон``: the name's own noun
        if kinds & {"prep", "pron", "verb", "conj"} or (
            described and all(g.plural for g in described) and not apposition
        ):
            break
        if at > 0 and {"prep"} & {g.pos for g in words[at - 1].grams}:
            break  # ``в допке``: a place, said of the list
        out.add(at)
        at -= 1
    return out


def _said_whose(words: Sequence[Word], mention: _Mention, mine: frozenset[str]) -> str | None:
    """``Открытый Страж на D3 — мой``: a possessive alone after the dash that ends the clause a
    card is named in (its place between), said of it."""
    own = words[mention.first].clause
    rest = [w for w in words[mention.end :] if w.clause == own]
    said = [w for w in words[mention.end :] if w.clause == own + 1]  # (the dash ends a clause)
    if len(said) != 1 or not all(CELL.match(w.text) or w.folded in ("на", "в") for w in rest):
        return None
    last = said[0].folded
    if last in mine:
        return "me"
    return "them" if last in grammar.HIS_OR_HIM else None  # (``— его``: the other player's)


def _whose_after(
    words: Sequence[Word], mentions: Sequence[_Mention], n: int, mine: frozenset[str]
) -> str | None:
    """Whose the words after a card say it is (``_said_whose``, ``_item_whose``,
    ``_his_with_me``)."""
    mention = mentions[n]
    return (
        _said_whose(words, mention, mine)
        or _item_whose(words, mentions, n, mine)
        or _his_with_me(words, mention)
    )


def _his_with_me(words: Sequence[Word], mention: _Mention) -> str | None:
    """``защищаю Кентавром, он у меня открыт``: the clause right after the card's, begun by a
    pronoun standing for it, says ``у меня`` — the asker's."""
    clause = words[mention.end - 1].clause + 1
    said = [w.folded for w in words[mention.end :] if w.clause == clause]
    if said[:1] and said[0] in _PRONOUNS and "у" in said[1:3] and "меня" in said[2:4]:
        return "me"
    return None


def _item_whose(
    words: Sequence[Word], mentions: Sequence[_Mention], n: int, mine: frozenset[str]
) -> str | None:
    """A pasted board's item (``Жрица — C2, моя, открыта``, ``Тролль (мой, D3, нелетающий)``):
    a card named first in its line, or with its attributes in brackets or after a dash right
    after its name, whose owner is a possessive standing alone between the commas of its
    attributes, before the next card named."""
    mention = mentions[n]
    sentence = words[mention.start].sentence
    first = mention.start == 0 or words[mention.start - 1].sentence != sentence
    apart = mention.end < len(words) and words[mention.end].clause != words[mention.end - 1].clause
    if not (first or apart):
        return None
    end = next((m.start for m in mentions[n + 1 :] if m.start >= mention.end), len(words))
    clauses: dict[int, list[str]] = {}
    for word in words[mention.end : end]:
        if word.sentence != sentence:
            break
        clauses.setdefault(word.clause, []).append(word.folded)
    alone = {said[0] for said in clauses.values() if len(said) == 1}
    if alone & mine:
        return "me"
    return "them" if alone & (grammar.HIS_OR_HIM | grammar.RU_OPPONENT) else None


def _named_as_neighbour(words: Sequence[Word], mention: _Mention) -> bool:
    """Whether a card is named as another's neighbour (``рядом с Гарпией``): a word of nearness
    and ``с`` a few words before it in its clause (not ``У меня рядом Мечник``)."""
    near = tuple(grammar.NEAR["ru"])
    clause = words[mention.first].clause
    before = [w for w in words[max(0, mention.first - 4) : mention.first] if w.clause == clause]
    at = next((i for i, w in enumerate(before) if w.folded.startswith(near)), None)
    by = [i for i, w in enumerate(before) if at is not None and i > at and w.folded in ("с", "со")]
    cases = {c for g in words[mention.first].grams for c in g.cases}
    if cases and "ins" not in cases:
        return False  # (``У меня рядом со Стражем открытый Гном``: the Гном stands there)
    # (``рядом с обоими стоят Страж …``: the neighbours are the two named before)
    return bool(by) and not any(w.folded in _BOTH for w in before[by[-1] + 1 :])


def _sides(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    roles: Mapping[str, str],
    language: str,
    cards: dict[str, dict[str, Any]],
    persons: frozenset[str] = frozenset(),
) -> set[str]:
    """Whose each card is: ``me`` / ``them`` from its possessor words or its list's heading
    (``мой``, ``его``, ``соперника``, ``у меня``) — or a player the story names (``Жрицу
    Кати``, ``У Кати открыты…``, ``Андрей своим Драконом``, ``persons``) — then active /
    inactive by the attacker's owner (the attacker is the active player's, whose turn it is);
    a card whose owner the words leave open is the target's owner's when it is listed with the
    target's owner's cards, else left open. Where neither the roles' owners nor whose turn it
    is are said and only the other player's cards are (``Тролль бьёт Друида. У соперника
    открыты …``), the asker is taken to be the one who attacks; where only the asker's are,
    beside role cards of nobody said (``летун бьёт жрицу на B2, мой гоблин на C3 …``), the
    one whose card is attacked: the cards so sided are returned (shown as taken)."""
    owner: dict[str, str] = {}
    mine, theirs = _MINE.get(language, frozenset()), _theirs(words, language)
    seen: set[str] = set()
    for n, mention in enumerate(mentions):
        name = names[mention.key]
        role = name in roles.values()
        said = _owner_said(words, mentions, n, language, persons, again=name in seen, role=role)
        if said == "them" and persons and _pointed_back(words, mention, theirs):
            # ``Игорь ходил: его Арбалетчик``: the player said last (``Жрицу соперника``
            # after ``у Лёхи Гном``: Лёха's opponent's, no pronoun pointing back)
            said = _last_person(words, mention.start, persons) or said
        seen.add(name)
        if said is not None:
            owner.setdefault(name, said)
    _owners_of_target(words, mentions, names, roles, owner)
    _asker_and_other(owner, persons)
    attacker = roles.get("attacker")
    active = owner.get(attacker) if attacker else None
    if active == ACTIVE_PLAYER and "me" not in owner.values():
        active = "me"  # ``Активный игрок … бьёт. У соперника …``: the opponent is the other one
    elif active in _BY_TURN:
        active = None  # (the other cards' sides by whose they are need the player)
    if active is None:
        active = _other_player(_whose_turn(words, mine, theirs, persons), owner, persons)
    if active is None:
        target = roles.get("target")
        active = _other_side(owner.get(target) if target else None, persons)
    taken: set[str] = set()
    if active is None:
        active = _asker_taken(owner, roles)
        taken = {n for n in owner if n in cards and "side" not in cards[n]} if active else set()
    for name, attrs in cards.items():
        whose = owner.get(name)
        if whose in _BY_TURN and "side" not in attrs:
            attrs["side"] = _BY_TURN[whose]
        elif whose == _TARGETS_OWNER:  # the target's owner's, the target's side unsaid: the
            attrs.setdefault("side", "inactive")  # usual case (the situation takes it so too)
        elif whose is not None and active is not None and "side" not in attrs:
            attrs["side"] = "active" if whose == active else "inactive"
    return taken


def _other_side(target_owner: str | None, persons: frozenset[str]) -> str | None:
    """The player other than the target's owner, who attacks: ``me`` and ``them`` each the
    other's; of the two players a story names, the other one; of one it names (``бьёт Жреца
    Кати``), the other player (``them``)."""
    other = {"me": "them", "them": "me"}
    if len(persons) == 2:
        first, second = sorted(persons)
        other |= {first: second, second: first}
    elif len(persons) == 1:
        other[next(iter(persons))] = "them"
    return other.get(target_owner or "")


def _other_player(
    whose: str | None, owner: Mapping[str, str], persons: frozenset[str]
) -> str | None:
    """A story told by one of its two players (``у меня``, ``мой``) that names the other by
    name (``Сидим с Петей, ход Пети … Шаман Пети``): that player is the asker's opponent
    (``them``); any other ``whose`` as it is."""
    if whose in persons and len(persons) == 1 and "me" in owner.values():
        return "them"
    return whose


def _asker_and_other(owner: dict[str, str], persons: frozenset[str]) -> None:
    """The owners ``_other_player`` reads as the asker's opponent, so named."""
    for name, whose in list(owner.items()):
        owner[name] = _other_player(whose, owner, persons) or whose


def _asker_taken(owner: Mapping[str, str], roles: Mapping[str, str]) -> str | None:
    """The active player taken where no word says whose turn it is: the asker (``me``) where
    only the other player's cards are said (the asker tells of their own attack); the other
    player (``them``) where only the asker's are, beside role cards of nobody said (the asker
    asks of their cards' defence); else None."""
    whose = set(owner.values())
    if whose == {"them"}:
        return "me"
    if whose == {"me"} and not set(roles.values()) & set(owner):
        return "them"
    return None


def _owner_said(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    n: int,
    language: str,
    persons: frozenset[str],
    *,
    again: bool,
    role: bool = False,
) -> str | None:
    """Whose the words say the ``n``-th mention's card is (``me``, ``them``, a player's stem),
    else None; a card named again only by its list's own heading; a card in a role (the
    attacker, the target) by no words of another card named before it in its sentence
    (``Мой Циклоп бьёт Ворона``, ``Активный игрок … Циклопа бьёт Друида``: the attacker's)."""
    mention = mentions[n]
    mine, theirs = _MINE.get(language, frozenset()), _theirs(words, language)
    own = _own_owner(words, mention.start, language, persons)
    if own is not None:
        return own  # ``противник своей Гарпией``: the opponent's
    phrase = {words[i].folded for i in range(mention.start, mention.end)}
    if phrase & mine:
        return "me"
    if phrase & theirs:
        return "them"
    folded = [w.folded for w in words[mention.start : mention.end + 2]]
    by_turn = next(filter(None, (_by_turn(folded[at:]) for at in range(len(folded)))), None)
    if by_turn is not None:
        return by_turn  # ``Лучник неактивного игрока``, ``У неактивного открыт Вампир``
    player = _players_before(words, mention, persons)
    if player is not None:
        return player  # ``Петин открытый Шаман``: Петя's
    after = words[mention.end] if mention.end < len(words) else None
    if after is not None and after.sentence != words[mention.end - 1].sentence:
        after = None  # (``… Пегас. Приятель говорит …``: the next sentence's subject)
    if after is not None and after.folded in theirs:
        return "them"  # ``Хранителя Леса соперника``
    if after is not None and after.stem in persons:
        return after.stem  # ``Жрицу Кати``
    if after is not None and mention.end + 1 < len(words) and _lettered(words, mention.end + 1):
        return words[mention.end + 1].stem  # ``Жрицу игрока Б``
    said_after = _whose_after(words, mentions, n, mine)
    if said_after is not None:
        return said_after  # ``Страж на D3 — мой``, ``Жрица — C2, моя, открыта``
    if _named_as_neighbour(words, mention):
        return None  # ``… рядом с Гарпией``: no item of its sentence's list
    if n and mentions[n - 1].end + 1 == mention.start and words[mention.start - 1].folded in _OR:
        # ``своего Орла или Тролля``: the owner of the card it is joined to
        return _owner_said(words, mentions, n - 1, language, persons, again=again, role=role)
    return _heading_owner(words, mentions, n, (mine, theirs, persons), again, role)


#: words joining two alternatives: two cards of one owner (``своего Орла или Тролля``), two
#: values of a card's attribute (``на поле боя или во вспомогательной зоне``)
_OR = frozenset(("или", "либо"))

#: ``У владельца Эльфа открыты: …``: the cards of the owner of a card named after these words
_OWNER_OF = frozenset(("владельца", "хозяина", "владельцу", "хозяину"))
#: the owner of the target, whose side the words leave open
_TARGETS_OWNER = "target's owner"


def _owners_of_target(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    names: Mapping[str, str],
    roles: Mapping[str, str],
    owner: dict[str, str],
) -> None:
    """The cards a sentence lists after ``у владельца <card>``: that card's owner's (the
    target's, when that card is the target and its owner is unsaid)."""
    for n, mention in enumerate(mentions):
        if n == 0 or names[mention.key] in owner:
            continue
        sentence = words[mention.start].sentence
        heads = [
            m
            for m in mentions[:n]
            if words[m.start].sentence == sentence
            and m.start > 0
            and words[m.start - 1].folded in _OWNER_OF
        ]
        if not heads:
            continue
        card = names[heads[-1].key]
        whose = owner.get(card) or (_TARGETS_OWNER if roles.get("target") == card else None)
        if whose is not None and card != names[mention.key]:
            owner[names[mention.key]] = whose


def _own_owner(
    words: Sequence[Word], start: int, language: str, persons: frozenset[str] = frozenset()
) -> str | None:
    """Whose a card called ``свой`` (the words just before its name) is: the player named as
    the subject before it in its sentence (``противник своей Гарпией``: the other player, in
    the nominative, ``grammar.PLAYERS``; ``я своим Орком``: me; ``Андрей своим Драконом``: a
    player the story names, ``persons``); None where no ``свой`` or no such subject."""
    if language != "ru" or start == 0:
        return None
    own = _own_word(words, start)
    if own is None:
        return None
    sentence = words[start].sentence
    for at in range(own - 1, -1, -1):
        if words[at].sentence != sentence:
            break
        if words[at].folded in grammar.PLAYERS:
            return "them"
        if words[at].folded == "я" or _first_person_verb(words[at]):
            return "me"  # (``Могу поставить своего Орла``: I, by the verb's person)
        if words[at].stem in persons:
            return words[at].stem
    return None


def _own_word(words: Sequence[Word], start: int) -> int | None:
    """Where ``свой`` stands before a card's name: the name's first word, or up to three words
    before it in its clause, past the adjectives and nouns it governs (``своим открытым флаером
    Фениксом``); None where none does."""
    for at in range(start + 1, min(start + 3, len(words))):  # (``его своей Совой``: a word
        if words[at].clause != words[start].clause:  # read as a possessive first)
            break
        if words[at].folded.startswith("сво"):
            return at
    for at in range(start, max(start - 4, -1), -1):
        word = words[at]
        if word.folded.startswith("сво"):
            return at
        if at != start and (
            word.clause != words[start].clause
            or any(g.pos in ("verb", "inf", "prep", "conj") for g in word.grams)
        ):
            return None
    return None


def _first_person_verb(word: Word) -> bool:
    """A verb in the first person and nothing else (``могу``; not ``мою``, my or I wash)."""
    grams = word.grams
    return bool(grams) and all(g.pos == "verb" and g.person == "1" for g in grams)


def _heading_owner(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    n: int,
    owners: tuple[frozenset[str], frozenset[str], frozenset[str]],
    heading_only: bool = False,
    role: bool = False,
) -> str | None:
    """The owner a card's list says (``У соперника на поле: Дриада…``, ``Мои карты: …``,
    ``…, а у Славы открыт Сокол``): the possessor words of its heading (``_heading``) nearest
    to it — mine, theirs, or a player the story names (``owners``: those three)."""
    mine, theirs, persons = owners
    heading = _heading(words, mentions, n, heading_only, role)
    before = [w.folded for w in heading]
    for at in range(len(before) - 1, -1, -1):
        if before[at] in grammar.PLAYERS and at and before[at - 1] in mine:
            return "them"  # ``Мой противник … объявляет удар Орком``: my opponent's
        if before[at] in mine or before[at] == "меня" and at > 0 and before[at - 1] == "у":
            return "me"
        if heading[at].stem in persons and "у" in before[max(0, at - 2) : at]:
            return heading[at].stem  # (``а у самого Ивана …``)
        if before[at] in theirs and not _object_before_verb(heading, at):
            return "them"
        if before[at] in _HAVING and at and before[at - 1] in grammar.RU_OPPONENT:
            return "them"  # ``Противник имеет Страж …``: as a learner says ``у противника``
        by_turn = _by_turn(before[at : at + 2])
        if by_turn is not None:  # ``У неактивного игрока открыты: …``
            return by_turn
    # ``У Кати открыты: …``: a player the story names heads the list
    named = [w.stem for w in heading if w.stem in persons]
    return named[-1] if named else None


def _object_before_verb(heading: Sequence[Word], at: int) -> bool:
    """``(я его закрыл …)``: ``его`` right before a verb is him, the object — no owner."""
    nxt = heading[at + 1] if at + 1 < len(heading) else None
    return (
        heading[at].folded in grammar.HIS_OR_HIM
        and nxt is not None
        and nxt.clause == heading[at].clause
        and {g.pos for g in nxt.grams} & {"verb", "inf"} != set()
    )


#: a verb of having after a player (``Противник имеет …``)
_HAVING = frozenset(("имеет", "имеют", "имел", "имела"))


#: the players called by whose turn it is (``Лучник неактивного игрока``): the card's side
ACTIVE_PLAYER, INACTIVE_PLAYER = "active player", "inactive player"


def _by_turn(folded: Sequence[str]) -> str | None:
    """``активного игрока`` / ``неактивного (игрока)`` at the start of ``folded`` (also typed
    short or misspelt: ``неакт``, ``активнго игрка``): that player, else None."""
    if not folded:
        return None
    player = len(folded) > 1 and folded[1].startswith("игр")
    if folded[0].startswith("неакт") or player and folded[0] in ("второго", "другого"):
        return INACTIVE_PLAYER  # (``У второго игрока открыты…``: not the one who strikes)
    if folded[0].startswith("активн") and player:
        return ACTIVE_PLAYER
    return None


_BY_TURN = {ACTIVE_PLAYER: "active", INACTIVE_PLAYER: "inactive"}


def _heading(
    words: Sequence[Word],
    mentions: Sequence[_Mention],
    n: int,
    heading_only: bool,
    role: bool = False,
) -> Sequence[Word]:
    """The words of the ``n``-th mention's sentence before it; with ``heading_only``, those
    before the sentence's first card only; with ``role``, those after the card named last
    before it."""
    mention = mentions[n]
    sentence = words[mention.start].sentence
    start = mention.start
    while start > 0 and words[start - 1].sentence == sentence:
        start -= 1
    if role:
        start = max([start] + [m.end for m in mentions[:n] if start <= m.end <= mention.start])
    end = mention.start
    if heading_only:
        end = min(m.start for m in mentions if words[m.start].sentence == sentence)
    return words[start:end]


#: ``Ход соперника`` / ``Мой ход``: whose turn, so who is the active player
_TURN = grammar.TURN_WORDS
#: ``в свой ход``: the turn of whoever the sentence is about
_OWN_TURN = frozenset(("свой", "своем", "своём"))


def _whose_turn(
    words: Sequence[Word],
    mine: frozenset[str],
    theirs: frozenset[str],
    persons: frozenset[str] = frozenset(),
) -> str | None:
    """``Мой ход``, ``Ход соперника``, ``Ход Пети``, ``Андрей в свой ход``: whose turn it is."""
    for at, word in enumerate(words):
        if word.folded not in _TURN:
            continue
        near = [w for w in words[max(0, at - 3) : at + 2] if w.sentence == word.sentence]
        if at + 2 < len(words) and _lettered(words, at + 2):
            near.append(words[at + 2])  # ``Ход игрока А``
        folded = {w.folded for w in near[-3:]}
        if folded & _OWN_TURN and {w.folded for w in near} & grammar.PLAYERS:
            return "them"  # ``Мой противник в свой ход``: his own turn
        if folded & mine:
            return "me"
        if folded & theirs:
            return "them"
        named = [w.stem for w in near if w.stem in persons]
        if named:
            return named[-1]
    return None


#: words that name a player by the words round them: ``Ход Пети``, ``против Лены``, ``Андрей
#: в свой ход``, ``Петя играл``, ``Играем с Колей``, ``мы с Лёшей``
_PLAYING = ("игра",)


def _persons(words: Sequence[Word]) -> frozenset[str]:
    """The stems of the players a story names (a capitalised word after ``ход``, ``против``,
    ``у``, ``играем с``, ``мы с``, before ``против``, ``в свой ход`` or a verb of playing; a
    first name as a subject, ``_acting_person``; or as the owner of cards, ``_owner_person``):
    no cards."""
    out: set[str] = set()
    owning: list[str] = []
    for at, word in enumerate(words):
        if word.folded.startswith(_PLAYING_FOR_VIEWERS):
            out.add(word.stem)  # ``Жрицу стримера``: the player a stream shows, by their role
            continue
        if _lettered(words, at):
            out.add(word.stem)  # ``игрок А``, ``игрока Б``: players a quiz names by letters
            continue
        if not word.text[:1].isupper() or at == 0 and word.folded in _TURN:
            continue
        if word.folded in grammar.PLAYERS:  # ``Противник в свой ход …``: the other player
            continue
        if _named_as_player(words, at) or _acting_person(words, at):
            out.add(word.stem)
        elif (whose := _name_owning(word)) is not None:
            out.add(whose)  # ``Ванину Ведьму``: Ваня's
        elif _owner_person(words, at):
            owning.append(word.stem)
    # an owner in the genitive is a player where the story names them twice, or names two such
    # (``Жрице Анны … Копейщик Анны``; not ``Страж Леса``, a card's name of two words)
    if len(owning) > 1 or out & set(owning):
        out |= set(owning)
    return frozenset(out)


#: the player a stream or a video shows, named by that role (``у стримера``, ``стримерши``;
#: ``стримира`` as typed in haste)
_PLAYING_FOR_VIEWERS = ("стример", "стримир", "стримерш")
#: the people a first name after one is of (``судья Олег``, ``мой друг Паша``): no card
#: (nominatives only: ``у соперника Страж`` names the opponent's card)
_PEOPLE = frozenset("судья друг брат сестра приятель сосед товарищ".split())


def _named_as_player(words: Sequence[Word], at: int) -> bool:
    """Whether the words round a capitalised word name a player by it (``ход Пети``, ``против
    Лены``, ``у Кати открыты…``, ``судья Олег``, ``мы с Лёшей``, ``играем с Колей``, ``Андрей в
    свой ход``, ``Петя играл``)."""
    word = words[at]
    before = [w.folded for w in words[max(0, at - 2) : at] if w.sentence == word.sentence]
    after = [w.folded for w in words[at + 1 : at + 4] if w.sentence == word.sentence]
    playing_with = len(before) == 2 and before[0].startswith(_PLAYING) and before[1] in ("с", "со")
    return (
        before[-1:] in (["ход"], ["против"], ["у"])  # ``У Кати открыты…``: her cards
        or bool(before)
        and before[-1] in _PEOPLE  # ``судья Олег``, ``мой друг Паша``
        or before[-2:] in (["у", "самого"], ["у", "самой"], ["мы", "с"])  # ``а у самого Ивана``
        or after[:1] == ["против"]
        or playing_with
        or after[:3] in (["в", "свой", "ход"], ["на", "своем", "ходу"])
        or bool(after)
        and after[0].startswith(_PLAYING)
    )


#: the reflexive possessive (``Иван своим Гномом …``): of the sentence's subject
_REFLEXIVE = frozenset(
    "свой своя своё свое свои своего своей своему свою своим своими своих".split()
)


#: the words of the other player's that point back to a player named before (``его``)
_POINTING_BACK = frozenset(("его", "ее", "её", "их", "него", "нее", "неё", "них", "o"))


def _pointed_back(words: Sequence[Word], mention: _Mention, theirs: frozenset[str]) -> bool:
    """Whether the last word of the other player's up to a card's name in its sentence is a
    pronoun (``его Арбалетчик``), not a noun (``Жрицу соперника``); a pronoun, where no such
    word stands there (the owner told by a list's heading before)."""
    sentence = words[mention.start].sentence
    end = min(mention.end + 1, len(words))
    said = [w.folded for w in words[:end] if w.sentence == sentence and w.folded in theirs]
    return not said or said[-1] in _POINTING_BACK


def _last_person(words: Sequence[Word], at: int, persons: frozenset[str]) -> str | None:
    """The player named last before ``at`` (``его``, ``её`` point back to them), if any."""
    return next((w.stem for w in reversed(words[:at]) if w.stem in persons), None)


def _owner_person(words: Sequence[Word], at: int) -> bool:
    """``Жрице Анны``, ``героя Петра``: a first name in the genitive right after a card's name
    or a noun (its owner, if a player: ``_persons``)."""
    word, before = words[at], words[at - 1] if at else None
    if before is None or before.sentence != word.sentence:
        return False
    person = any(g.pos == "person" for g in word.grams)
    if not person or not any("gen" in g.cases for g in word.grams):
        return False  # (``Петра``: the lexicon reads a name Петра, the name reads a genitive)
    kinds = {g.pos for g in before.grams}
    return bool(kinds & {"name", "noun"}) and not kinds & {"adj", "pron", "person"}


def _acting_person(words: Sequence[Word], at: int) -> bool:
    """``Иван своим Гномом …``, ``Олег бил …``, ``Олег нелетающим Троллем …``: a first name in
    the nominative right before the reflexive possessive or a verb, or beginning its clause (its
    subject: a player, no card)."""
    word = words[at]
    cases = {c for g in word.grams if g.pos == "person" for c in g.cases}
    before = words[at - 1] if at else None
    if "nom" not in cases:
        return False
    if before is None or before.clause != word.clause:
        return True  # ``Олег нелетающим Троллем с C4 …``
    if at + 1 >= len(words) or words[at + 1].sentence != word.sentence:
        return False
    after = words[at + 1]
    return after.folded in _REFLEXIVE or {g.pos for g in after.grams} == {"verb"}


def _players_before(
    words: Sequence[Word], mention: _Mention, persons: frozenset[str]
) -> str | None:
    """The player whose possessive adjective stands in a name's phrase, before the name."""
    before = words[max(0, mention.start - 2) : mention.first]
    return next(filter(None, (_persons_own(w, persons) for w in before)), None)


#: the endings of a possessive adjective made of a first name (``Петин``, ``Катиной``)
_PERSONS_OWN = ("иными", "иного", "иному", "иной", "иным", "иных", "ина", "ино", "ину", "ины", "ин")


def _name_owning(word: Word) -> str | None:
    """The stem of the first name a capitalised possessive adjective is made of (``Ванину``,
    ``Пашкин``: a form of ``Ваня``, ``Пашка`` with ``-ин``), else None."""
    if not word.text[:1].isupper() or any(g.pos == "person" for g in word.grams):
        return None  # (``Галина``: a first name of its own)
    if being_form(word.folded):
        return None  # (``Филин``: a creature's name)
    base = next((word.folded[: -len(e)] for e in _PERSONS_OWN if word.folded.endswith(e)), "")
    if len(base) < 2 or not any(base + end in first_names() for end in ("я", "а")):
        return None
    return base


def _persons_own(word: Word, persons: frozenset[str]) -> str | None:
    """The player a possessive adjective of a first name names (``Петин`` of ``Петя``, a
    player the story names, ``persons``), else None."""
    if not word.text[:1].isupper():
        return None
    base = next((word.folded[: -len(e)] for e in _PERSONS_OWN if word.folded.endswith(e)), "")
    return base if len(base) >= 2 and base in persons else None


def _lettered(words: Sequence[Word], at: int) -> bool:
    """Whether the word at ``at`` is a player's letter (``игрока А``): ``grammar.lettered_player``
    of the word before it."""
    return at > 0 and grammar.lettered_player(words, at - 1) is not None


def _theirs(words: Sequence[Word], language: str) -> frozenset[str]:
    """The words that say a card is the other player's (``_THEIRS``), with ``твой`` where the
    asker speaks to that player (``grammar.spoken_to``: ``мой Минотавр … твоего Друида``)."""
    theirs = _THEIRS.get(language, frozenset())
    if language == "ru" and grammar.spoken_to(words) == "opponent":
        return theirs | grammar.RU_YOURS | {"тебя"}  # (``а у тебя Рыцарь``)
    return theirs


def words_read(language: str) -> frozenset[str]:
    """The words a scene reads beyond the game's phrases (whose a card is, whose turn)."""
    named = frozenset(("nevu",)) if language == "hu" else frozenset()  # ``a Kőfal nevű lény``
    return _MINE.get(language, frozenset()) | _THEIRS.get(language, frozenset()) | _TURN | named
