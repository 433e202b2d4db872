"""Attacks a Russian story declares in HKK: which named card attacks which.

"В őrposzt соперника стоят Рыцарь и Лучник. Мои Орк и Гоблин из őrposzt атакуют Рыцаря, мой
Тролль — Лучника, а Огром я бью прямо соперника." names five cards and declares four attacks.
Russian marks a noun's part by its case (``judge.ask.grammar.phrases`` reads the noun phrases,
``judge.ask.morph`` their cases):

- a card named in the instrumental (``Огром``) attacks; one in the nominative attacks where
  its clause declares (``Мои Орк и Гоблин … атакуют``, ``мой Тролль — Лучника``: the dash
  stands for the verb); one in the accusative, or after ``на``/``по``, is attacked;
  ``прямо соперника``, ``самого игрока``, ``в лицо``, ``меня напрямую`` is the player.
- whose a card is: ``мой``/``мои`` (the asker's), ``соперника``/``его`` (the other player's).
  The attackers are the active player's; a target whose owner is unsaid is the other
  player's (34.3), taken.
- where a card stands: ``из őrposzt``/``в őrposzt`` (also ``охраны``, ``орпоста``) — the guard
  post; ``из резерва``, ``в резерве``, ``tartalék`` — the reserve; ``все из őrposzt`` holds
  for every attacker of its sentence.
- a sentence with no attack that lists the opponent's guard post (``В őrposzt соперника стоят
  Эльф и Гном``, ``у соперника в őrposzt только Рыцарь``, ``Других существ … нет``) tells it
  whole; otherwise whether a creature of it goes unattacked is left open.

A declaration is read only when every card named in a declaring sentence takes a part and at
least one attack is paired; otherwise the question is read generally.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.ask import grammar
from judge.ask.declarations import _GUARD_NAME, _changed, _Pairing, either_place
from judge.ask.lexicon import BUILDING_NOUNS, PEOPLE_FOLDED, analyses, being_lemma
from judge.ask.scene import Scene, Word, adjective_name, each_part_nominative
from judge.search.analysis import fold

#: lemmas of the verbs (and nouns) of an attack
_ATTACK = frozenset(
    (
        "атаковать",
        "бить",
        "ударить",
        "атака",
        "напасть",
        "нападать",
        "идти",
        "лезть",
        "пойти",
        "трогать",
        "тронуть",
    )
)
#: players' words for several attackers on one (``тремя мобами зафокусить Минотавра``)
_ATTACK |= frozenset(("зафокусить", "фокусить", "сфокусить", "наброситься", "накинуться"))
#: verbs of sending a creature onto a target (``послал Рыцаря на Зомби``): what is sent, in
#: the accusative, attacks
_SENDING = frozenset(
    ("послать", "отправить", "пустить", "направить", "отослать", "вписывать", "вписать")
)
_ATTACK |= _SENDING
#: the players, as a word for the target (``прямо соперника``) or a possessor
_PLAYER_LEMMAS = grammar.PLAYER_LEMMAS | {"соперница"}
#: words before a player word that make it the target (``прямо``, ``самого``, ``в лицо``)
_DIRECT = frozenset(("прямо", "самого", "сам", "напрямую", "непосредственно", "лицо"))
#: the player himself or herself after a pronoun or a name (``его самого``, ``в самого Костю``)
_HIMSELF = frozenset(("самого", "саму"))
#: the places' words (folded), the Hungarian ones as players keep them
_GUARD = ("orposzt", "охран", "орпост", "пост")
_RESERVE = ("tartalek", "резерв")
#: verbs of standing (a clause that lists where cards stand declares nothing)
_STANDING = frozenset(("стоять", "находиться", "быть", "лежать"))
#: words of a guard post told whole (``только Рыцарь``, ``один Тролль``, ``других … нет``)
_ALL_TOLD = frozenset(("только", "один", "одна", "других"))
_ALL_TOLD |= frozenset(("единственный", "единственная", "единственное", "единственного"))
#: names that are no card: the game, its book
_NO_CARD = frozenset(("хкк", "hkk", "khkk", "кодекс", "kodex", "hatalom", "kartyai"))
#: the people a post is addressed to (``Судья, стол 5, …``): no card
_NO_CARD |= frozenset(("судья", "судьи", "ребята", "друзья", "народ", "парни", "коллеги"))
#: words of a building (``здание соперника Склад``)
_BUILDING = ("здани", "постройк", "строени", "сооружени")


def read_ru_declarations(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase], claims: frozenset[int]
) -> Scene | None:
    """The cards a Russian HKK story names and the attacks it declares between them, or None
    where it declares none or a card of a declaring sentence takes no part (see the module's
    docstring)."""
    said, words = words, _small_beings(words)
    small = frozenset(i for i, w in enumerate(words) if w.text != said[i].text)
    phrases = _targets_apart(words, phrases)
    cards = _cards(words, phrases, small)
    if len(cards) < 2:
        return None
    declaring = {w.sentence for w in words if _attack_word(w)} - {words[i].sentence for i in claims}
    attacks, parts = _attacks(words, phrases, cards, declaring)
    if not attacks or any(by == target for by, target in attacks):
        return None  # (a card read as attacking itself: the words were paired wrong)
    attackers = {by for by, _ in attacks}
    targets = {target for _, target in attacks}
    if any(words[at].sentence in declaring and at not in parts for at in cards):
        return None  # a card of a declaring sentence in no part: read generally
    names = dict.fromkeys(cards.values())
    data: dict[str, dict[str, Any]] = {name: {} for name in names}
    taken: dict[str, dict[str, Any]] = {}
    _places(words, cards, data, attackers)
    _kinds(words, cards, data, attackers, taken)
    listed = _guard_post_listed(words, cards, declaring)
    for name in listed:
        data[name].setdefault("zone", "guard-post")
    if small and any(w.folded.startswith(_GUARD) for w in words):
        # typed in small letters, the guard post said but not whose place: the creature
        # attacked is taken to stand there, as a question that names no card reads it (shown)
        for name in targets - attackers - {"player"}:
            if "zone" not in data[name] and data[name].get("type") != "building":
                data[name]["zone"] = "guard-post"
                taken.setdefault(name, {})["zone"] = "guard-post"
    if not _sides(words, phrases, cards, data, attackers, taken):
        return None
    guards = {t for t in targets if t.startswith(_GUARD_NAME)}
    for guard in guards:  # the opponent's, in the guard post: what the words count them as
        data[guard] = {"type": "creature", "zone": "guard-post", "side": "inactive"}
    for name in attackers:
        if "zone" not in data[name]:  # chosen from the guard post (34.1), taken
            data[name]["zone"] = "guard-post"
            taken.setdefault(name, {})["zone"] = "guard-post"
    _there_of_others(words, cards, (data, taken), targets)
    open_facts, settled = _guard_post_facts(words, (declaring, cards), data, targets)
    roles = {"attacker": attacks[0][0]}
    if attacks[0][1] == "player":
        settled["target.type"] = "player"
    else:
        roles["target"] = attacks[0][1]
    return Scene(
        data, roles, taken, attacks=tuple(attacks), open=frozenset(open_facts), settled=settled
    )


def _there_of_others(
    words: Sequence[Word],
    cards: dict[int, str],
    facts: tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]],
    targets: set[str],
) -> None:
    """``… бьют его Оборотня, других существ у него в őrposzt нет``: a creature attacked in the
    sentence that says no other stands on the guard post stands there (taken, shown)."""
    data, taken = facts
    for at, name in cards.items():
        if name not in targets or "zone" in data[name] or data[name].get("type") == "building":
            continue
        said = {w.folded for w in words if w.sentence == words[at].sentence}
        if "других" in said and said & {"нет", "нету"} and any(w.startswith(_GUARD) for w in said):
            data[name]["zone"] = "guard-post"
            taken.setdefault(name, {})["zone"] = "guard-post"


def _small_beings(words: Sequence[Word]) -> Sequence[Word]:
    """A story typed with no capital inside its sentences (``у соперника в őrposzt один гном я
    бью гнома орком``): the nouns of living beings capitalised — the cards' names — but not
    the players' or a card's kind's (``соперника``, ``существо``)."""
    if any(
        w.text[:1].isupper() and i and words[i - 1].sentence == w.sentence
        for i, w in enumerate(words)
    ):
        return words
    out: list[Word] = []
    shift = 0
    for i, word in enumerate(words):
        # (typed with no commas: ``… один гном я бью гнома орком а лучницей иду …`` — a clause
        # begins at ``я`` and at ``а``)
        shift += i > 0 and word.folded in _CLAUSE_LEADS and words[i - 1].clause == word.clause
        lemma = being_lemma(word.text) if _cyrillic(word.text) and word.text.isalpha() else None
        being = lemma is not None and lemma not in _NO_BEING_NAMES
        # (a word the lexicon lacks joined to a being's: ``тролль и грифф``, one list)
        listed = i > 1 and words[i - 1].folded == "и" and out[i - 2].text[:1].isupper()
        listed = (
            listed and _cyrillic(word.text) and word.text.isalpha() and not analyses(word.folded)
        )
        # (a building's noun after a possessive: ``иду в его храм``)
        building = (
            i > 0 and words[i - 1].folded in _BUILDING_OWNERS and bool(_building_lemma(word.folded))
        )
        if (being or listed or building) and fold(lemma or word.folded) not in PEOPLE_FOLDED:
            word = _changed(word, text=word.text[:1].upper() + word.text[1:])
        out.append(_changed(word, clause=word.clause + shift))
    return out


#: the possessives a building's noun in small letters follows as a card's name
_BUILDING_OWNERS = frozenset(("его", "ее", "её", "их", "твой", "твою", "твоя", "твоё", "твое"))
#: the words a clause begins with in a story typed with no commas
_CLAUSE_LEADS = frozenset(("я", "а", "но"))


#: beings' nouns that name no card: the players, a card's kind
_NO_BEING_NAMES = grammar.PLAYER_LEMMAS | {
    "друг", "существо", "персонаж", "герой", "человек", "судья", "тварь", "зверь", "моб"
}  # fmt: skip


def _guard_post_facts(
    words: Sequence[Word],
    told: tuple[set[int], dict[int, str]],
    data: dict[str, dict[str, Any]],
    targets: set[str],
) -> tuple[set[str], dict[str, Any]]:
    """What the story leaves open of the attack (a target creature's place) and what it
    settles of the guard post (``told``: the declaring sentences, the cards): a guard nobody
    attacks (counted, not named), none (told whole), or open."""
    declaring, cards = told
    open_facts = {
        "target.zone"
        for name in targets - {"player"}
        if data[name].get("type") == "creature" and "zone" not in data[name]
    }
    settled: dict[str, Any] = {}
    if _more_counted(words, data):
        settled["unattacked-guards"] = True  # (``два существа`` on the post, one attacked)
    elif _told_whole(words, declaring, cards, data):
        settled["unattacked-guards"] = False
    else:
        open_facts.add("unattacked-guards")
    return open_facts, settled


def _targets_apart(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase]
) -> list[grammar.Phrase]:
    """``Орком Гоблина``: a being's capitalised name after an attacker's name in the
    instrumental is no owner of it (cards own no cards) but the card it attacks — its own
    phrase, in the accusative; ``Гнома Орком``: the other way round."""
    out: list[grammar.Phrase] = []
    for phrase in phrases:
        head = words[phrase.head]
        inner = next(
            (
                at
                for at in range(phrase.head + 1, phrase.end)
                if words[at].text[:1].isupper() and being_lemma(words[at].text) is not None
            ),
            None,
        )
        if inner is None:
            out.append(phrase)
            continue
        if any("ins" in g.cases for g in head.grams):
            out.append(phrase._replace(end=inner))
            out.append(grammar.Phrase(inner, phrase.end, inner, frozenset(("acc",)), name=True))
        elif _instrumental(words[inner]) and phrase.cases & {"acc", "gen"}:
            # ``атакую Гнома Орком``: what is attacked, then what attacks it
            out.append(phrase._replace(end=inner, cases=phrase.cases & {"acc", "gen"}))
            out.append(grammar.Phrase(inner, phrase.end, inner, frozenset(("ins",)), name=True))
        else:
            out.append(phrase)
    return out


def _instrumental(word: Word) -> bool:
    """Whether a word can only be in the instrumental (``Орком``, ``Троллем``)."""
    return bool(word.grams) and all(g.cases == frozenset(("ins",)) for g in word.grams)


def _attack_word(word: Word) -> bool:
    """A verb or noun of an attack, or a pasted board's arrow (``Lovag → Ork``)."""
    return word.folded == grammar.ARROW or any(g.lemma in _ATTACK for g in word.grams)


def _cards(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase], small: frozenset[int] = frozenset()
) -> dict[int, str]:
    """The phrases that name a card, by their head's position → the card's name (its head
    word's lemma as written, or a Latin name as typed: ``Ork harcos``); ``small``: the beings'
    nouns of a story typed in small letters (``_small_beings``), names wherever they stand."""
    out: dict[int, str] = {}
    for phrase in phrases:
        head = words[phrase.head]
        if _adjective_before(words, phrase):  # ``Болотной ведьмой``: the name's first word
            out[phrase.head] = adjective_name(words, phrase.head - 1)
            continue
        if not head.text[:1].isupper() or head.text.isupper():
            continue
        starts = phrase.head == 0 or words[phrase.head - 1].sentence != head.sentence
        if (
            starts
            and phrase.head not in small
            and not _named_inside(words, phrase.head)
            and (
                not phrase.name
                or _cyrillic(head.text)
                and (being_lemma(head.text) is None or head.folded in PEOPLE_FOLDED)
            )
        ):
            continue  # a sentence's first word, capitalised as every first word is (``Сегодня
            # …``, ``Друг машет …``: no being's name, or a person's)
        if head.folded in _NO_CARD or head.folded.startswith(_GUARD + _RESERVE):
            continue
        if _a_player(head):
            continue
        out[phrase.head] = _name_of(words, phrase)
    # a hyphenated name said short by its first part (``Эльф-лучник`` … ``на Эльфа``): one card
    long = {name.partition("-")[0]: name for name in out.values() if "-" in name}
    return {at: long.get(name, name) for at, name in out.items()}


def _adjective_before(words: Sequence[Word], phrase: grammar.Phrase) -> bool:
    """Whether a phrase's head in small letters follows the capitalised adjective of a name
    of two words (``его Каменного голема``)."""
    at = phrase.head
    return (
        at > phrase.start
        and words[at].text[:1].islower()
        and grammar.named_adjective(words, at - 1)
    )


def _named_inside(words: Sequence[Word], at: int) -> bool:
    """Whether a sentence's first word is a name the story writes capitalised inside a
    sentence too (``Орком атакую …`` after ``… Орк и Тролль``)."""
    first = words[at].folded
    return any(
        i != at
        and words[i].text[:1].isupper()
        and words[i - 1].sentence == words[i].sentence
        and words[i].folded[:3] == first[:3]
        and (first.startswith(words[i].folded[:-1]) or words[i].folded.startswith(first[:-1]))
        for i in range(1, len(words))
    )


def _name_of(words: Sequence[Word], phrase: grammar.Phrase) -> str:
    """A card's name in the nominative: the lemma of a Cyrillic head as capitalised, a Latin
    name as typed with the capitalised words before it (``Ork harcos``)."""
    head = words[phrase.head]
    if _cyrillic(head.text) and "-" in head.text.strip("-"):
        return each_part_nominative(head.text)  # ``Эльфа-лучника``: ``Эльф-лучник``
    if phrase.end > phrase.head + 1 and grammar.named_adjective(words, phrase.head):
        return adjective_name(words, phrase.head)  # ``Огненным псом``: ``Огненный пёс``
    if _cyrillic(head.text):
        lemma = next((g.lemma for g in head.grams if g.pos == "noun"), None)
        lemma = lemma or being_lemma(head.text) or _building_lemma(head.folded)
        lemma = lemma or _named_so(words, head) or _instrumental_cut(head) or head.folded
        return lemma[:1].upper() + lemma[1:]
    first = phrase.head
    while first > phrase.start and words[first - 1].text[:1].isupper():
        first -= 1
    last = phrase.head
    while _latin_name_word(words, last + 1, head):  # (``Ork harcos``, ``Elf íjász``)
        last += 1
    return " ".join(w.text for w in words[first : last + 1])


def _latin_name_word(words: Sequence[Word], at: int, head: Word) -> bool:
    """Whether a word right after a Latin name goes on with it: a Latin word of small letters in
    its clause, no place (``Ork harcos``; not ``Elf, которое в tartalék``)."""
    if at >= len(words) or words[at].clause != head.clause:
        return False
    text = words[at].text
    return (
        text[:1].islower()
        and text.isalpha()
        and not _cyrillic(text)
        and not words[at].folded.startswith(_GUARD + _RESERVE)
    )


def _instrumental_cut(head: Word) -> str | None:
    """An unknown name read only as an instrumental in ``-ом`` (``Огром``): the name is the
    word without the ending (``Огр``), a masculine noun's nominative."""
    cases = {c for g in head.grams for c in g.cases}
    if cases == {"ins"} and head.folded.endswith("ом") and len(head.folded) > 4:
        return head.folded[:-2]
    return None


def _building_lemma(folded: str) -> str | None:
    """The building noun a form is of (``башню`` → ``башня``), from ``BUILDING_NOUNS``."""
    return next((b for b in BUILDING_NOUNS if folded == b or folded[:-1] == b[:-1]), None)


def _cyrillic(text: str) -> bool:
    return "а" <= text[:1].lower() <= "я" or text[:1] in "ёЁ"


def _named_so(words: Sequence[Word], head: Word) -> str | None:
    """The form in the nominative a name unknown to the lexicon takes elsewhere in the story
    (``Лису`` … ``Лиса``): a capitalised word of the same beginning read as a nominative."""
    stem = head.folded[:-1]
    for word in words:
        same = word is not head and word.text[:1].isupper() and word.folded.startswith(stem)
        if same and any("nom" in g.cases and "acc" not in g.cases for g in word.grams):
            return word.folded
    return None


def _attacks(
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    cards: dict[int, str],
    declaring: set[int],
) -> tuple[list[tuple[str, str]], set[int]]:
    """The attacks of the declaring sentences, paired as they come (an attacker in the
    instrumental or the nominative, a target in the accusative or after ``на``/``по``, the
    player said directly), with the positions of the cards that took a part."""
    out: list[tuple[str, str]] = []
    parts: set[int] = set()
    meant = _pronouns(words, phrases, cards)
    wielded = _wielded(words, phrases, cards)
    for sentence in sorted(declaring):
        pairing = _Pairing(out)
        clause = -1
        last: tuple[grammar.Phrase, str] | None = None  # the last card's phrase and part
        for phrase in phrases:
            head = words[phrase.head]
            if head.sentence != sentence:
                continue
            listed = (
                last is not None and phrase.head in cards and _listed_after(words, last[0], phrase)
            )
            if head.clause != clause:
                clause = head.clause
                if not listed:  # ``мои Волк, Медведь и Кабан``: the list goes on
                    pairing.next_clause()
            if _nobody(words, head.clause):  # ``Гнома не атакует никто``: no attack
                parts.add(phrase.head)
                continue
            if _asks_may(words, head.clause, cards):
                continue  # ``Можно ли атаковать игрока напрямую, если …``: asked, not declared
            if _attack_denied(words, phrase):  # ``без всякой атаки на него``: not attacked
                parts.add(meant.get(phrase.head, phrase.head))
                continue
            if _one_of_them(words, phrase):  # ``атаковал одно из них своим Троллем``
                after = _instrumental_after(words, phrases, cards, phrase)
                if not pairing.guards(1, before=after):
                    return [], parts
                continue
            if _them_unpaired(words, phrase, meant):
                return [], parts  # ``их бьют мои Тролль и Гном``: each of a list, read generally
            if phrase.head in wielded:  # ``… Орк …, и я объявлю им атаку``: with it
                pairing.attacker(cards[wielded[phrase.head]])
                parts.add(wielded[phrase.head])
                continue
            role = _role(words, phrase, cards, pairing)
            if phrase.head in meant:  # ``на него идут …``: the card the pronoun stands for
                role = "target"
            elif phrase.head in meant.values() and not _verb_in(words, head.clause):
                role = "stands"  # ``Вот этот Орк в его посту, на него …``: named, not acting
            if listed and last is not None:
                role = last[1]  # ``Мои Кабан и Лось``: one part for a list
            if phrase.head in cards:
                last = (phrase, role)
            if role == "attacker":
                pairing.attacker(cards[phrase.head])
                parts.add(phrase.head)
            elif role == "target":
                target = cards.get(meant.get(phrase.head, phrase.head), "player")
                pairing.target(target, joined=_joined(words, phrase))
                parts.add(phrase.head)
            elif role == "stands":
                parts.add(phrase.head)
        if not _pending_met(pairing, words, sentence):  # an attacker whose target no name
            return [], parts  # says: read generally
    return list(dict.fromkeys(out)), parts


#: ``одно из них``: one of the opponent's guards, not named
_ONE_OF = frozenset(("одно", "одного", "одну", "одним", "второе", "второго", "другое", "другого"))


def _one_of_them(words: Sequence[Word], phrase: grammar.Phrase) -> bool:
    """Whether a phrase is ``из них`` after ``одно``/``другое`` in a clause that attacks: a
    guard the story counts but does not name, attacked."""
    at = phrase.start
    if phrase.prep != "из" or words[phrase.head].folded != "них" or at < 2:
        return False
    clause = words[phrase.head].clause
    attacking = any(_attack_word(w) for w in words if w.clause == clause)
    return words[at - 2].folded in _ONE_OF and attacking and not _denied_word(words, at - 2)


def _instrumental_after(
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    cards: dict[int, str],
    phrase: grammar.Phrase,
) -> bool:
    """Whether a card in the instrumental follows the phrase in its clause (its attacker)."""
    clause = words[phrase.head].clause
    return any(
        p.start > phrase.start
        and p.head in cards
        and words[p.head].clause == clause
        and _instrumental(words[p.head])
        for p in phrases
    )


#: the third person's pronouns as an attack's object, singular and plural (``на него``,
#: ``его атакуют``); ``его``/``её``/``их`` before a noun are possessives, no object
_PRONOUNS = {"него": False, "нее": False, "неё": False, "них": True}
_PRONOUNS_BARE = {"его": False, "ее": False, "её": False, "их": True}


def _pronouns(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase], cards: dict[int, str]
) -> dict[int, int]:
    """The pronouns an attack's clause names its target by (``на него идут мои Волк и
    Медведь``, ``его атакует мой Орк``) → the card each stands for: the nearest card named
    before it in a clause of its own, of the pronoun's number."""
    out: dict[int, int] = {}
    for phrase in phrases:
        head = words[phrase.head]
        if phrase.head in cards or not _verb_in(words, head.clause):
            continue
        lead = phrase.start - (2 if phrase.prep else 1)  # the word before its preposition
        if lead >= 0 and words[lead].folded in _DIRECT:
            continue  # ``пошёл прямо на неё, на игрока``: the player, no card
        himself = words[phrase.head + 1].folded if phrase.head + 1 < len(words) else ""
        if himself in _HIMSELF:
            continue  # ``атакует его самого напрямую``: the player himself, no card
        plural = _PRONOUNS.get(head.folded) if phrase.prep in ("на", "по") else None
        if plural is None and phrase.start == phrase.head and not phrase.prep:
            after = words[phrase.head + 1] if phrase.head + 1 < len(words) else None
            verb = frozenset((phrase.head - 1,))
            if after is not None and _attack_word(after):
                plural = _PRONOUNS_BARE.get(head.folded)
            elif (
                phrase.head
                and _attack_word(words[phrase.head - 1])
                and grammar.object_pronoun(words, phrase.head, verb)
            ):  # ``Я атакую его Пещерным Медведем``: the verb's object
                plural = _PRONOUNS_BARE.get(head.folded)
        if plural is None:
            continue
        before = _named_before(words, cards, phrase, plural)
        if before is not None:
            out[phrase.head] = before
    return out


def _them_unpaired(words: Sequence[Word], phrase: grammar.Phrase, meant: dict[int, int]) -> bool:
    """Whether ``их`` before an attack verb stands for several cards named before (``Орк и
    Эльф, их бьют …``): no one card's, so no attack can be paired with it."""
    at = phrase.head
    after = words[at + 1] if at + 1 < len(words) else None
    return (
        words[at].folded == "их" and at not in meant and after is not None and _attack_word(after)
    )


def _named_before(
    words: Sequence[Word],
    cards: dict[int, str],
    phrase: grammar.Phrase,
    plural: bool | None = None,
) -> int | None:
    """The card a pronoun stands for: the one named last before it in another clause of its
    sentence or the sentence before (of the pronoun's number, where ``plural`` says)."""
    head = words[phrase.head]
    before = [
        at
        for at in cards
        if at < phrase.start
        and words[at].clause != head.clause
        and head.sentence - words[at].sentence <= 1
        and (plural is None or _plural(words[at]) == plural)
    ]
    return max(before) if before else None


#: ``им``, ``ею``: a pronoun in the instrumental — what the player attacks with
_WITH_IT = frozenset(("им", "ею"))


def _wielded(
    words: Sequence[Word], phrases: Sequence[grammar.Phrase], cards: dict[int, str]
) -> dict[int, int]:
    """``Моё существо Орк лежит …, и я хочу объявить им атаку на Лучника``: a pronoun in the
    instrumental, no preposition, in a clause with an attack word → the card named last before
    it in an earlier clause of its sentence or the one before (what attacks)."""
    out: dict[int, int] = {}
    for phrase in phrases:
        head = words[phrase.head]
        if phrase.prep or head.folded not in _WITH_IT or phrase.head in cards:
            continue
        if not any(_attack_word(w) for w in words if w.clause == head.clause):
            continue
        before = _named_before(words, cards, phrase)
        if before is not None:
            out[phrase.head] = before
    return out


def _plural(word: Word) -> bool:
    """Whether a name is plural in every reading of it as a noun (and has one)."""
    readings = [g.plural for g in word.grams if g.pos in ("noun", "name")]
    return bool(readings) and all(readings)


def _one_case(words: Sequence[Word], first: grammar.Phrase, clause: int) -> bool:
    """Whether a clause's first name is in no case but ``first``'s (``Волк, Медведь и
    Кабан``; not ``Эльфа Орком, Гоблина Троллем`` nor ``Грифа, Орк — Рыцаря``: pairs of
    their own)."""
    name = next(w for w in words if w.clause == clause and w.text[:1].isupper())
    cases = frozenset().union(*(g.cases for g in name.grams if g.pos in ("noun", "name")))
    return _cyrillic(name.text) and bool(cases) and cases <= first.cases


def _verb_in(words: Sequence[Word], clause: int) -> bool:
    return any(w.clause == clause and _attack_word(w) for w in words)


def _listed_after(words: Sequence[Word], first: grammar.Phrase, then: grammar.Phrase) -> bool:
    """``Кабан и Лось``: a name right after another, joined by ``и`` in one clause, or by a
    comma into a clause of no verb of its own (``Волк, Медведь и Кабан``)."""
    between = [w.folded for w in words[first.end : then.start]]
    clause = words[then.head].clause
    if clause == words[first.head].clause + 1 and not between:
        # the list's items end one clause and begin the next (not ``мой Заяц из őrposzt —
        # здание соперника Амбар``, a pair of its own)
        ends = (
            first.head + 1 == len(words) or words[first.head + 1].clause != words[first.head].clause
        )
        begins = then.start == 0 or words[then.start - 1].clause != clause
        bare = then.start == then.head  # (``Медведь``, not ``мой Заяц``: a new subject)
        if not (ends and begins and bare and words[then.head].text[:1].isupper()):
            return False
        return not _verb_in(words, clause) and _one_case(words, first, clause)
    return between == ["и"] and words[first.head].clause == clause


def _role(
    words: Sequence[Word], phrase: grammar.Phrase, cards: dict[int, str], pairing: _Pairing
) -> str:
    """A phrase's part in a declaration: ``attacker``, ``target``, ``stands`` (a card said to
    stand somewhere, no part of an attack) or none."""
    if phrase.head not in cards:
        return "target" if _player(words, phrase) else ""
    own = [i for i, w in enumerate(words) if w.clause == words[phrase.head].clause]
    verb = next((i for i in own if _attack_word(words[i])), None)
    if verb is None and _stands(words, phrase, own):
        return "stands"
    if phrase.prep in ("на", "по", "в") or _building_before(words, phrase.head):
        return "target"
    if not phrase.prep and _sent(words, phrase.head) and "acc" in phrase.cases:
        return "attacker"  # ``послал Рыцаря на Зомби``, ``а Ведьму — прямо в Тимура``
    cases = _cases(words, phrase, cards)
    if "nom" in cases and "acc" in cases:
        return _subject_or_object(words, phrase, (own, verb), pairing)
    if cases & {"ins", "nom"}:
        return "attacker"
    return "target" if cases & {"acc", "gen"} else ""


def _stands(words: Sequence[Word], phrase: grammar.Phrase, own: Sequence[int]) -> bool:
    """Whether a card's clause, with no attack verb, says where it stands: a verb of standing,
    or a place with no verb at all (``если у него в őrposzt Гном и Эльф``)."""
    if any(g.lemma in _STANDING for i in own for g in words[i].grams):
        return True
    return not phrase.prep and (_a_place_said(words, own) or _listed_after_a_place(words, own))


def _listed_after_a_place(words: Sequence[Word], own: Sequence[int]) -> bool:
    """Whether a clause of no verb nor preposition follows a clause that says a place, with
    no attack between (``У меня в őrposzt три существа — Эльф, Гном и Тролль``): its cards are
    a list of those standing there."""
    if not own or any(words[i].folded in ("на", "по", "в", "во") for i in own):
        return False
    start = own[0]
    before = [i for i in range(start) if words[i].sentence == words[start].sentence]
    if not before or any(_attack_word(words[i]) for i in before):
        return False
    first = [i for i in before if words[i].clause == words[before[0]].clause]
    return _a_place_said(words, first)


def _subject_or_object(
    words: Sequence[Word],
    phrase: grammar.Phrase,
    clause: tuple[Sequence[int], int | None],
    pairing: _Pairing,
) -> str:
    """The part of a card's phrase that may be the nominative or the accusative: the subject
    comes before the verb; with none, before its object (``мой Барсук — Филина``); after the
    verb, after its object (``Эльфа атакует мой Огр``, ``их бьют мои Тролль и Гном``)."""
    own, verb = clause
    if verb is not None and phrase.head < verb:
        return "attacker"
    if verb is not None and any(words[i].folded in _PRONOUNS_BARE for i in own if i < verb):
        return "attacker"  # (the object said first, by ``их``)
    subject = not pairing.pending and (verb is None or bool(pairing.waiting))
    return "attacker" if subject else "target"


def _a_place_said(words: Sequence[Word], own: Sequence[int]) -> bool:
    """Whether a clause says where cards are: ``в``/``на`` before a guard post's or a reserve's
    word (``в őrposzt``, ``на охранном посту``)."""
    sentence = {w.folded for w in words if own and w.sentence == words[own[0]].sentence}
    if sentence & _EACH_OF:
        return False  # (``…, я со своего поста атакую обоих``: who attacks them is unsaid)
    return any(
        words[i].folded in ("в", "во", "на")
        and any(w.folded.startswith(_GUARD + _RESERVE) for w in words[i + 1 : i + 3])
        for i in own
        if i + 1 < len(words)
    )


#: words that say every card of a place is attacked, by nobody named (``атакую обоих``)
_EACH_OF = frozenset(("обоих", "обеих", "всех", "каждого", "каждую"))


def _cases(words: Sequence[Word], phrase: grammar.Phrase, cards: dict[int, str]) -> frozenset[str]:
    """The cases a card's phrase may be in: a Latin name tells none (nominative or
    accusative); ``Гнома`` of the ``Гном`` named before is no nominative."""
    text = words[phrase.head].text
    if not _cyrillic(text):
        return frozenset(("nom", "acc"))
    return phrase.cases - {"nom"} if _declined(text, cards[phrase.head]) else phrase.cases


def _sent(words: Sequence[Word], at: int) -> bool:
    """Whether the verb of a word's sentence before it is one of sending (``_SENDING``)."""
    sentence = words[at].sentence
    return any(g.lemma in _SENDING for w in words[:at] if w.sentence == sentence for g in w.grams)


def _declined(text: str, name: str) -> bool:
    """Whether a word is its card's name with an ending put on (``Гнома`` of ``Гном``,
    ``Эльфа-лучника`` of ``Эльф-лучник``: its first part)."""
    base = name.split()[-1].lower().partition("-")[0]
    first = text.lower().partition("-")[0]
    return len(first) > len(base) and first.startswith(base)


def _building_before(words: Sequence[Word], at: int) -> bool:
    """``здание соперника Склад``: a building's word just before the name."""
    before = [w.folded for w in words[max(0, at - 3) : at] if w.clause == words[at].clause]
    return any(w.startswith(_BUILDING) for w in before)


def _nobody(words: Sequence[Word], clause: int) -> bool:
    """Whether a clause declares no attack: ``никто``/``ничем`` in it, or every attack word in
    it denied (``Волка я не атакую``)."""
    own = [at for at, w in enumerate(words) if w.clause == clause]
    if any(words[at].folded in _NOBODY for at in own):
        return True
    attacking = [at for at in own if _attack_word(words[at])]
    # (``Я его не трогаю и без всякой атаки на него иду Троллем …``: one verb still attacks)
    return bool(attacking) and all(_denied_word(words, at) for at in attacking)


def _denied_word(words: Sequence[Word], at: int) -> bool:
    """Whether an attack word is denied: ``не`` just before it, ``без`` in the two before."""
    before = [w.folded for w in words[max(0, at - 2) : at]]
    return bool(before) and before[-1] == "не" or "без" in before


def _asks_may(words: Sequence[Word], clause: int, cards: dict[int, str]) -> bool:
    """Whether a clause that names no card asks whether one may attack (``можно ли``, ``могу
    ли`` with an attack verb's infinitive): what it names is asked about, no attack of the
    story."""
    if any(words[at].clause == clause for at in cards):
        return False
    own = [w for w in words if w.clause == clause]
    folded = [w.folded for w in own]
    asking = "ли" in folded and bool({"можно", "могу", "может"} & set(folded))
    return asking and any(_attack_word(w) and w.folded.endswith("ть") for w in own)


def _attack_denied(words: Sequence[Word], phrase: grammar.Phrase) -> bool:
    """Whether a phrase is the object of an attack its words deny just before it: ``без
    (всякой) атаки на него``, ``не нападая на Гоблина``."""
    if phrase.prep not in ("на", "по"):
        return False
    for at in range(max(0, phrase.start - 3), phrase.start):
        if words[at].clause == words[phrase.head].clause and _attack_word(words[at]):
            return _denied_word(words, at)
    return False


_NOBODY = frozenset(("никто", "никого", "никем", "ничем", "ничто"))


def _player(words: Sequence[Word], phrase: grammar.Phrase) -> bool:
    """``прямо соперника``, ``самого игрока``, ``в лицо сопернику``, ``меня напрямую``, ``идёт
    на игрока``: the player as an attack's target."""
    at = phrase.head
    if words[at].folded in _DIRECT and phrase.end - 1 > at:  # (``прямо игрока`` read whole)
        at = phrase.end - 1
    head = words[at]
    before = {w.folded for w in words[max(0, phrase.start - 2) : phrase.head + 1]}
    after = {w.folded for w in words[phrase.end : phrase.end + 1]}
    if head.folded == "лицо" or head.folded == "меня" and "напрямую" in after:
        return True
    himself = at + 1 < len(words) and words[at + 1].folded in _HIMSELF
    if head.folded in _PRONOUNS_BARE and himself:
        return True  # ``атакует его самого напрямую``: the player himself
    arrowed = grammar.ARROW in before  # (``Тролль -> игрок``)
    # (a player called by a first name: ``прямо в Тимура``)
    named = grammar.first_name(words, at) is not None and bool((before | after) & _DIRECT)
    if head.folded in _DIRECT:  # ``прямо в Тимура``: a player named after the word
        then = phrase.end + (phrase.end < len(words) and words[phrase.end].folded in ("в", "на"))
        if then < len(words) and words[then].folded in _HIMSELF:
            then += 1  # ``прямо в самого Костю``
        named = named or then < len(words) and grammar.first_name(words, then) is not None
    return (
        named
        or _a_player(head)
        and bool((before | after) & _DIRECT or phrase.prep in ("в", "на", "по") or arrowed)
    )


def _pending_met(pairing: _Pairing, words: Sequence[Word], sentence: int) -> bool:
    """Whether every attacker of a sentence has its target: one still waiting meets the
    opponent himself where the sentence ends on him (``мой Тролль — его самого``)."""
    if pairing.pending and _himself(words, sentence):
        pairing.target("player", joined=False)
    return not pairing.pending


def _himself(words: Sequence[Word], sentence: int) -> bool:
    """Whether a sentence ends on the opponent himself (``…, мой Тролль — его самого``):
    ``самого``/``саму`` by ``его``/``её``, no noun after them."""
    at = [i for i, w in enumerate(words) if w.sentence == sentence]
    if len(at) < 2:
        return False
    pair = {words[at[-2]].folded, words[at[-1]].folded}
    return bool(pair & _HIMSELF) and bool(pair & {"его", "ее", "её", "него", "нее"})


def _joined(words: Sequence[Word], phrase: grammar.Phrase) -> bool:
    return phrase.start > 0 and words[phrase.start - 1].folded == "и"


def _places(
    words: Sequence[Word],
    cards: dict[int, str],
    data: dict[str, dict[str, Any]],
    attackers: set[str],
) -> None:
    """Where each card stands: a place said between it and the next card of its clause (``мой
    Тролль из őrposzt``, ``Гнома в резерве``); a place said for all (``все из őrposzt``) holds
    for every attacker of its sentence. What a story tells of a turn before the one asked
    about (``В первый ход мой Огр был в резерве``) places nobody now."""
    heads = sorted(cards)
    earlier = grammar.earlier_turns(words)
    for n, at in enumerate(heads):
        if at in earlier:
            continue
        end = heads[n + 1] if n + 1 < len(heads) else len(words)
        clauses = {words[at].clause}
        relative = [w for w in words[at + 1 : end] if w.clause != words[at].clause][:1]
        if relative and relative[0].folded.startswith(_DESCRIBING):
            # ``Волка, который стоит …``, ``Гнома, единственное существо в его őrposzt``,
            # ``Эльфа, стоящего в őrposzt противника``
            clauses.add(relative[0].clause)
        # ``Волк …, и стоит он в резерве``: a clause before the next card that says ``он``
        clauses |= {w.clause for w in words[at + 1 : end] if w.folded in _HE}
        own = [w for w in words[at + 1 : end] if w.clause in clauses]
        own += _apposed_to(words, cards, at)
        own += _placed_before(words, cards, at)
        own += _instead(words, own)
        zone = _zone(own)
        if zone is not None and not _either(own):
            data[cards[at]].setdefault("zone", zone)
    for sentence in {w.sentence for w in words}:
        said = [w for w in words if w.sentence == sentence]
        if not {w.folded for w in said} & {"все", "оба", "обе", "всё", "тоже"}:
            continue
        zone = _zone(said)
        for at in heads:
            if words[at].sentence == sentence and cards[at] in attackers and zone:
                data[cards[at]].setdefault("zone", zone)


def _instead(words: Sequence[Word], own: Sequence[Word]) -> list[Word]:
    """``Эльф не на сторожевом посту, а в резерве``: after a place denied, the clause ``а``
    begins right after, which says where the card is instead."""
    if not own or "не" not in {w.folded for w in own}:
        return []
    last = own[-1].clause
    after = [w for w in words if w.clause == last + 1]
    return after if after and after[0].folded == "а" else []


#: the words that begin a clause describing the card before it (a relative word, a
#: participle of standing)
_DESCRIBING = ("котор", "единствен", "стоящ", "находящ", "сидящ", "стоявш", "находивш")
#: the third person as a clause's subject: the card named last
_HE = frozenset(("он", "она", "оно"))


#: verbs of standing that may stand between a place said first and its card
_STANDS = frozenset(("стоит", "стоят", "находится", "находятся", "есть", "стоял", "стояли"))
_STANDS |= {
    "лежит",
    "лежат",
    "лежал",
    "лежала",
    "лежали",
    "сидит",
    "сидят",
}  # (``в резерве лежит``)


def _placed_before(words: Sequence[Word], cards: dict[int, str], at: int) -> list[Word]:
    """``у противника на őrposzt только Эльф, его атакует …``: a place said first in a card's
    clause (``на``/``в`` it), no other card and no verb but one of standing before the card:
    where the card stands."""
    before = [i for i in range(at) if words[i].clause == words[at].clause]
    named = [i for i in before if i in cards]
    if named and not _listed_from(words, cards, named[0], at):
        return []  # (``Орком — на Эльфа в őrposzt``: another card's place; ``Гном и Эльф``: a
        # list's, one place for all)
    said = [words[i] for i in before if not named or i < named[0]]
    if any({g.pos for g in w.grams} & {"verb", "inf"} and w.folded not in _STANDS for w in said):
        return []
    placed = any(
        w.folded.startswith(_GUARD + _RESERVE)
        and any(v.folded in ("на", "в", "во") for v in said[max(0, n - 2) : n])
        for n, w in enumerate(said)
    )
    return said if placed else []


def _listed_from(words: Sequence[Word], cards: dict[int, str], first: int, at: int) -> bool:
    """Whether the words from a card to another are a list of names (``Гном и Эльф``)."""
    return all(i in cards or words[i].folded in ("и", ",") for i in range(first, at))


def _apposed_to(words: Sequence[Word], cards: dict[int, str], at: int) -> list[Word]:
    """``единственного его существа в őrposzt, Эльфа``: a name alone in its clause is set
    beside the clause before it, which names no card: that clause's words describe it."""
    clause = words[at].clause
    alone = [i for i, w in enumerate(words) if w.clause == clause]
    if len(alone) > 2:
        return []
    before = [i for i, w in enumerate(words[:at]) if w.clause == clause - 1]
    if not before or any(i in cards for i in before):
        return []
    return [words[i] for i in before]


def _either(words: Sequence[Word]) -> bool:
    """``в őrposzt или в резерве``: both places joined by ``или`` — where the card stands is
    not told."""
    return either_place(words, "или", (_GUARD, _RESERVE))


def _zone(words: Sequence[Word]) -> str | None:
    """The place the words say, not one they deny (``не на сторожевом посту``)."""
    for n, word in enumerate(words):
        if "не" in {w.folded for w in words[max(0, n - 3) : n]}:
            continue
        if word.folded.startswith(_GUARD):
            return "guard-post"
        if word.folded.startswith(_RESERVE):
            return "reserve"
    return None


def _kinds(
    words: Sequence[Word],
    cards: dict[int, str],
    data: dict[str, dict[str, Any]],
    attackers: set[str],
    taken: dict[str, dict[str, Any]],
) -> None:
    """What each card is: a building the words call one (``здание соперника Склад``), a
    creature otherwise (what attacks is; a target no word calls a building, taken)."""
    for at, name in cards.items():
        if _building_before(words, at):
            data[name]["type"] = "building"
        elif name not in attackers and _building_lemma(fold(name)):
            data[name]["type"] = "building"  # ``Крепость``: a building's noun, taken
            taken.setdefault(name, {})["type"] = "building"
    for name, attrs in data.items():
        if "type" in attrs:
            continue
        attrs["type"] = "creature"
        if name not in attackers:
            taken.setdefault(name, {})["type"] = "creature"


def _sides(
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    cards: dict[int, str],
    data: dict[str, dict[str, Any]],
    attackers: set[str],
    taken: dict[str, dict[str, Any]],
) -> bool:
    """Whose each card is, as the active player's or the other's: the attackers are the
    active player's; a card the words give the other owner is the other's; a card whose
    owner is unsaid is the other player's when attacked (34.3, taken), the active player's when
    it attacks. False where an attacker is said to be of both players."""
    owners = {phrase.head: phrase.owner for phrase in phrases}
    for before, phrase in zip(phrases, phrases[1:], strict=False):
        if before.end == phrase.start and words[before.head].folded.startswith(_BUILDING):
            owners[phrase.head] = owners[phrase.head] or before.owner  # ``моё здание Мельницу``
    _owned_by_kind_before(words, phrases, cards, owners)
    whose: dict[str, str] = {}
    for at, name in cards.items():
        owner = owners.get(at, "")
        after = words[at + 1] if at + 1 < len(words) else None
        # ``Рыцаря соперника`` (not ``Троллем — соперника``: the dash's clause, the target)
        if (
            not owner
            and after is not None
            and _a_player(after)
            and after.clause == words[at].clause
        ):
            owner = "opponent"
        if owner:
            whose.setdefault(name, owner)
    mine = {"me", "self"}
    theirs = {"opponent", "them"}
    # the asker attacks, unless an attacker is the other player's or the other player acts
    active_is_me = not any(whose.get(a) in theirs for a in attackers) and not _they_act(words)
    for name, attrs in data.items():
        said = whose.get(name)
        if name in attackers:
            attrs["side"] = "active"
            if said == "me" and not active_is_me:  # (``своим``: the actor's own, whoever acts)
                return False
        elif said is None:
            attrs["side"] = "inactive"
            taken.setdefault(name, {})["side"] = "inactive"
        else:
            attrs["side"] = "active" if (said in mine) == active_is_me else "inactive"
    return True


def _owned_by_kind_before(
    words: Sequence[Word],
    phrases: Sequence[grammar.Phrase],
    cards: Mapping[int, str],
    owners: dict[int, str],
) -> None:
    """``два существа противника — Орк и Гоблин``: the names listed right after a kind's noun
    with its owner (``существа``, no card's name) are that owner's, where they say none."""
    owner = ""
    for before, phrase in zip(phrases, phrases[1:], strict=False):
        if before.head not in cards:
            kind = any(g.lemma == "существо" for g in words[before.head].grams)
            owner = before.owner if kind and before.end == phrase.start else ""
        joined = phrase.start == before.end or (
            phrase.start == before.end + 1 and words[before.end].folded == "и"
        )
        same = words[phrase.head].sentence == words[before.head].sentence
        if phrase.head not in cards or not joined or not same:
            owner = ""
            continue
        if owner and not owners.get(phrase.head):
            owners[phrase.head] = owner


def _a_player(word: Word) -> bool:
    return any(g.lemma in _PLAYER_LEMMAS for g in word.grams)


def _they_act(words: Sequence[Word]) -> bool:
    """``Ход соперника``, ``Соперник атакует``, ``Ход Серёги``, ``Вика атакует``: the other
    player (or one called by a first name) is the active one."""
    for at, word in enumerate(words):
        nxt = words[at + 1] if at + 1 < len(words) else None
        if (
            word.folded == "ход"
            and nxt is not None
            and (_a_player(nxt) or nxt.folded == "его" or grammar.first_name(words, at + 1))
        ):
            return True
        subject = any(g.lemma in _PLAYER_LEMMAS and "nom" in g.cases for g in word.grams) or (
            grammar.first_name(words, at) is not None and "nom" in grammar.person_cases(words, at)
        )
        if subject and any(_attack_word(w) for w in words if w.clause == word.clause):
            return True
    return False


def _guard_post_listed(
    words: Sequence[Word],
    cards: dict[int, str],
    declaring: set[int],
) -> list[str]:
    """The cards a sentence that declares nothing lists in a guard post (``в őrposzt соперника
    стоят Эльф и Гном``), and those said to be attacked by nobody (``Гнома не атакует никто``)."""
    out = []
    for at, name in cards.items():
        sentence = [w for w in words if w.sentence == words[at].sentence]
        folded = {w.folded for w in sentence}
        listing = words[at].sentence not in declaring and any(w.startswith(_GUARD) for w in folded)
        listing = listing or _stands_listed(words, words[at].clause)
        listing = listing and not _either(sentence)  # (``в őrposzt или в резерве``: open)
        if listing or _nobody(words, words[at].clause) or _all_attacked(folded):
            out.append(name)
    return out


def _stands_listed(words: Sequence[Word], clause: int) -> bool:
    """A clause of a declaring sentence that lists who stands in a guard post, with no attack
    word of its own (``если на посту у противника стоят Гоблин и Тролль, а я атакую …``)."""
    own = [w for w in words if w.clause == clause]
    return (
        any(w.folded.startswith(_GUARD) for w in own)
        and any(g.lemma in _STANDING for w in own for g in w.grams)
        and not any(_attack_word(w) for w in own)
    )


def _all_attacked(folded: set[str]) -> bool:
    """``все его существа в őrposzt атакованы``, ``ни одно … не осталось без атаки``: every
    creature of the guard post is attacked (those the sentence names stand there)."""
    about = any(w.startswith(_GUARD) for w in folded)
    every = bool(folded & {"все", "всех", "ни"})
    return about and every and bool(folded & {"атакованы", "атаки", "атакует", "атакуют"})


def _told_whole(
    words: Sequence[Word], declaring: set[int], cards: dict[int, str], data: dict[str, Any]
) -> bool:
    """Whether the story tells every creature of the defending player's guard post: a sentence
    of its own lists them, or one says there is no other (``только``, ``один``, ``других …
    нет``) — not a sentence about the attacking player's (``у меня в őrposzt только Тролль``,
    when I attack)."""
    for sentence in {w.sentence for w in words}:
        folded = {w.folded for w in words if w.sentence == sentence}
        if not any(w.startswith(_GUARD) for w in folded):
            continue
        sides = {data[name]["side"] for at, name in cards.items() if words[at].sentence == sentence}
        theirs = folded & _THEIRS
        if "active" in sides and not theirs and (sentence not in declaring or _mine(folded)):
            continue  # the attacker's guard post
        if folded & _ALL_TOLD or _all_attacked(folded) or sentence not in declaring and sides:
            return True
    return False


#: the counts of the creatures on a guard post (``два существа``, ``трое``)
_COUNTS = {"два": 2, "две": 2, "двое": 2, "три": 3, "трое": 3, "четыре": 4, "четверо": 4}


def _more_counted(words: Sequence[Word], data: Mapping[str, Mapping[str, Any]]) -> bool:
    """Whether a sentence about the opponent's guard post counts more creatures there than the
    story has cards for in it (``у соперника на посту два существа``, one attacked): one it
    does not name is one nobody attacks."""
    there = sum(
        1 for a in data.values() if a.get("side") == "inactive" and a.get("zone") == "guard-post"
    )
    for sentence in {w.sentence for w in words}:
        said = [w.folded for w in words if w.sentence == sentence]
        if not any(w.startswith(_GUARD) for w in said) or not set(said) & _THEIRS:
            continue
        counts = [
            _COUNTS[w]
            for n, w in enumerate(said[:-1])
            if w in _COUNTS and said[n + 1].startswith("существ")
        ]
        if counts and max(counts) > there and there:
            return True
    return False


def _mine(folded: set[str]) -> bool:
    """Whether a sentence says where the asker's cards stand (``в моём őrposzt``)."""
    return bool(folded & {"моем", "моём", "моего", "меня", "мой", "своего", "своем", "своём"})


#: the other player, as a sentence about their guard post says it
_THEIRS = frozenset(("соперника", "противника", "его", "него", "ее", "её", "нее", "неё"))
