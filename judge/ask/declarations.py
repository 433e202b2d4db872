"""Attacks a Hungarian story declares: which named card attacks which (HKK).

"Az ellenfél őrposztjában áll a Mocsári lidérc és az Erdei manó. Az őrposztos Kőóriásommal a
Lidércet támadom, az őrposztos Vasfarkasommal pedig közvetlenül az ellenfelet." names four
cards and declares two attacks. Hungarian marks a noun's role with its suffix, so the
declaration is read from the cases of the names (``judge.ask.morph``):

- a name with ``-val/-vel`` (``Kőóriásommal``) or a subject before a target (``a Kőóriás a
  Lidércet``) attacks; a name with ``-t`` or ``-ra/-re`` (``Lidércet``, ``Manóra``) is attacked;
  ``rá`` points back to the last card named that is no attacker; ``az ellenfelet``, ``a
  játékost``, ``közvetlenül`` is the player. In a sentence with an attack verb the attackers
  named before a target attack it (``a Kőóriás a Lidércet, a Bányász törp a Manót``).
- whose a card is: a first-person possessive suffix (``Kőóriásom``, ``Manómra``), ``saját`` or a
  list headed by ``lényem(mel)`` is the asker's; a card named after ``az ellenfél`` (or in a
  sentence about the opponent's guard post) is the opponent's. The attacker's owner is the
  active player; a first-person attack verb (``támadok``) makes the asker that player.
- where a card stands: ``őrposztos``, ``őrposztban/őrposztjában (lévő/álló)``, players' ``őr``
  (``az ellenfél őrében``) — the guard post; ``tartalékban/tartalékában`` — the reserve; said
  for a sentence's list, it holds for each card of the list; said right after an attacker (``a
  Trollom a tartalékból támad``) or in a relative clause after a name (``aki szintén őrben
  áll``), it holds for that card.

A declaration is read only when it is whole: at least one attack, every card named has an
owner, every card of mine a declaring sentence names takes a part (or is said to stay out), and
no target waits for attackers the words do not name (``Csak a Sárkányt támadom, a Goblinnal meg
a Tornyát``: the Goblin attacks the Torony, the Sárkány's attackers are unsaid). A turn said to
be the opponent's (``az ellenfél körében``) makes them the active player. What the words leave
unsaid of a card in a role (its zone) the kind's usual case gives, shown as taken.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import Any, NamedTuple, cast

from judge.ask import grammar, players_hu
from judge.ask.morph import HU_FUNCTION
from judge.ask.scene import Scene, Word
from judge.search.analysis import fold

#: the folded beginnings of the verbs of an attack (``támadok``, ``rátámadok``, ``rámegyek``)
ATTACK_VERBS: tuple[str, ...] = (
    "tamad",
    "ratamad",
    "megtamad",
    "ramegy",
    "ramen",
    "ramehet",
    "mehet",
    "megy",
    "kuld",
)
ATTACK_VERBS += ("rakuld", "nyom", "ront", "raront")
#: sending in, sending off (``beküldöm a Trollt a Lovagjára``, ``elküldöm az Orkot a Toronyra``)
ATTACK_VERBS += ("bekuld", "elkuld")
#: players' words: ``betámadom a Goblint``, ``bemegyek a Kaszárnyába``, ``rámegy``
ATTACK_VERBS += ("betamad", "bemegy", "bemen", "betor", "nekimegy", "nekimen")
#: ``menne``, ``mennének`` (would go), ``menjen`` (let it go): ``megy``'s other stems
ATTACK_VERBS += ("menne", "menj", "mennek", "mentek", "mentem")
#: players' words for setting a creature onto another (``rátolom``, ``ráverek``, ``rádobom``):
#: what is set on (``-t``) or what sets on (``-val``) attacks
ATTACK_VERBS += ("ratol", "raver", "radob", "rauszit")
#: players' words for falling on a creature (``rácuppan``, ``rárohan``, ``ráugrik``)
ATTACK_VERBS += ("racuppan", "rarohan", "raugr")
#: pinning a guard down with a creature (``azt lefogom a Trollal``): what pins (``-val``) attacks
ATTACK_VERBS += ("lefog",)
#: players' words for beating a guard (``a Trollal az Elfet lenyomom``, ``leütöm``, ``lecsapom``)
ATTACK_VERBS += ("lenyom", "leut", "lecsap", "levag", "bevag", "beut")
#: carrying a creature in (``bevisszem a Sárkányt a Tornyára``): what is carried attacks
_CARRYING_IN = ("bevisz", "beviss", "bevit", "beviv", "bevih")
ATTACK_VERBS += _CARRYING_IN
#: players' words for thrashing a creature (``a Medvével gyepálom az Elfet``, ``csépelem``)
ATTACK_VERBS += ("gyepal", "csepel")
#: players' English made Hungarian (``attackolom a Gólemet``, ``attackolnék``)
ATTACK_VERBS += ("attackol", "ratackol")
#: verbs of sending a creature onto a target: what is sent (``-t``) attacks (``a Koboldot a
#: Suttogóra küldöm``)
_SENDING: tuple[str, ...] = ("kuld", "rakuld", "ratol", "radob", "rauszit", "bekuld", "elkuld")
_SENDING += _CARRYING_IN
#: the player as the target of an attack
_PLAYER = frozenset(("ellenfelet", "jatekost", "ellenfelemet", "arcba", "arcat"))
#: onto the player (``átütök a játékosra``), players' ``az arcába`` (into his face)
_PLAYER |= frozenset(("jatekosra", "ellenfelre", "ellenfelemre", "arcaba", "arcara"))
_PLAYER |= frozenset(("jatekosba",))  # ``bemegy a játékosba``
#: players' English: ``mehet face-re``, ``a Troll face``
_PLAYER |= frozenset(("face", "facere", "face-re"))
_DIRECT = frozenset(("kozvetlenul", "magara", "magat"))  # (``magára Bencére``: the player)
#: ``rá``, ``azt``: the card named last that is no attacker (``…, a Suttogó, azt a Koboldom
#: támadja``)
#: ``vele``: with it — the card named last attacks
_WITH_IT = frozenset(("vele", "azzal"))
_BACK = frozenset(("ra", "ratamadok", "ratamad", "azt", "ezt", "ot", "arra"))  # (``őt``: him)
_BACK |= frozenset(("ratamadhat", "ratamadhatok", "ratamadhatom", "ratamadja", "ratamadnak"))
#: the past (``rátámadtam``, ``rátámadott``, ``rátámadtak``): onto the card named before too
_BACK |= frozenset(("ratamadtam", "ratamadott", "ratamadtak", "ratamadtunk", "ratamadtal"))
#: going onto it (``Rámehetek a Lovaggal?`` after the card named): onto the card before
_BACK |= frozenset(("ramehetek", "ramehet", "ramehetnek", "ramegyek", "ramegy", "ramennek"))
#: sending onto it (``a harmadikat is rádobnám``): onto the card before, as ``rámegyek``
_SENT_ONTO_IT = ("radob", "rakuld", "ratol", "rauszit")
#: words that deny an attack in their clause
_DENIED = frozenset(("nem", "sem", "senki", "senkit", "se"))
_OPPONENT = frozenset(("ellenfel", "ellenfele", "ellenfelem", "ellenfelnek", "ellenseges"))
_OPPONENT |= frozenset(("opp", "oppnak", "oppom"))  # players' short word (``az opp Griffje``)
#: the words that make the name after them the opponent's: not ``ellenfele`` (``ki az
#: ellenfele a Farkasnak``: the opponent asked about, no owner)
#: the other player as the possessor of the noun after them: the opponent, or the kin the asker
#: plays against (``a lányom Sárkánya``: the other player's card)
_OPPONENTS_OWN = (_OPPONENT - {"ellenfele"}) | players_hu.KIN
#: the player in the nominative, after an arrow (``Farkas → ellenfél``, ``→ arc``)
_PLAYER_SAID = _OPPONENTS_OWN | {"jatekos", "arc", "player", "maga"}  # (``→ ő maga``)
_OWN = frozenset(("sajat", "sajatom", "enyem"))
#: a list headed by the asker's creatures (``három őrposztos lényemmel, a …``)
_MY_CREATURES = ("lenyem", "lenyeim")
_GUARD = "orposzt"
_RESERVE = "tartalek"
#: Hungarian case endings of a name, longest first, in the text's own letters (``-val/-vel``
#: after a consonant doubles it: ``Farkassal``)
_ENDINGS: tuple[str, ...] = (
    "nak",
    "nek",
    "val",
    "vel",
    "ból",
    "ből",
    "ról",
    "ről",
    "ra",
    "re",
    "ot",
    "et",
    "at",
)
_ENDINGS += ("öt", "al", "el", "t")
#: into (``bevágok a Bányájába``, ``bemegyek a Kaszárnyába``): a target too
_ENDINGS += ("ba", "be")
#: digraphs a doubled consonant is written with (``Íjásszal`` → ``Íjász``)
_DIGRAPHS = {"ssz": "sz", "nny": "ny", "ggy": "gy", "lly": "ly", "tty": "ty", "zzs": "zs"}
_DIGRAPHS |= {"ccs": "cs", "xsz": "x"}  # (``Szfinxszel``: x is read ksz)
_LONG = str.maketrans("áé", "ae")


class _Name(NamedTuple):
    at: int  # its first word
    end: int
    base: str  # the name without its endings
    case: str  # ins (attacks), target (acc or sub), nom
    mine: bool  # a first-person possessive suffix


def read_declarations(
    words: Sequence[Word],
    rule_stems: frozenset[str],
    claims: frozenset[int] | None = None,
    *,
    supposed: frozenset[int] | None = None,
) -> Scene | None:
    """The cards a Hungarian story names and the attacks it declares between them, or None when
    it declares none or leaves a card's owner open (see the module's docstring). ``claims``: the
    words of someone's claim (``grammar.claimed``); ``supposed``: what the question supposes,
    its places over the story's (``grammar.supposed``) — each read here when not given."""
    words = _carried_to_the_player(_strikes_as_attacks(_mistyped(_digits_with(words))))
    claims, supposed = _unsure_words(words, claims, supposed)
    words, starts = _small_names(words, rule_stems)
    names = _now_named(words, _names(words, rule_stems, starts))
    if not names:
        return None
    cards: dict[str, dict[str, Any]] = {}
    keys = _keys(names)
    for mention in names:
        cards.setdefault(keys[mention.base], {})
    if _one_each_onto_unnamed(words):
        return None  # ``mindkettőt egy-egy lényemmel``: one each onto cards no name says
    counted = _counted(words, names, claims)
    by_count = {at: [c.name for c in cs] for at, cs in counted.items()}
    attacks = _attacks(words, names, keys, by_count, claims)
    attacks = _as_supposed(words, names, keys, by_count, (claims, supposed)) or attacks
    if not attacks:
        return _idle(words, names, keys)
    wielders = _wielders(words, names)
    attacks = _without_no_cards(words, names, keys, attacks, cards)
    if _not_read_whole(words, names, keys, attacks):
        return None
    names = [n for n in names if keys[n.base] in cards]
    attackers = {by for by, _ in attacks}
    for creatures in counted.values():
        for creature in creatures:
            cards[creature.name] = {"type": "creature", **creature.attrs}
    guards = _guard_cards(attacks, cards)
    taken = _types(words, names, keys, attackers, cards)
    owners = _owners(words, names, keys, attackers, wielders)
    owners |= dict.fromkeys(guards, "them")
    owners |= {c.name: "me" for cs in counted.values() for c in cs if c.mine}
    there_too = _there_too(words, names, keys)
    _owned_there_too(there_too, owners)
    active = _active_with_own(words, names, keys, attackers, owners)
    if active is None and not owners:
        active = _attackers_active(attackers, owners, taken)
    if active is None:
        return None
    targets = {target for _, target in attacks}
    owners |= _theirs_by_place(words, names, keys, set(owners) | targets)
    if not _sided(cards, owners, active, targets | _unattacked(words, names, keys), taken):
        return None
    _placed(words, names, keys, cards, attackers, (claims, supposed), taken)
    _placed_there_too(there_too, cards)
    _guards_counted_are_named(cards, guards, targets)
    _piled_onto_a_guard(words, attacks, cards, taken)
    open_facts = _left_open(cards, attackers, targets)
    settled: dict[str, Any] = {}
    # (the sentences of a claim or of an earlier turn tell nothing of the guard post now)
    told = _told_sentences(words, claims)
    # whether one breaks through
    unattacked = _unattacked_guards(words, (names, keys), cards, told, targets, active)
    if unattacked is None:
        open_facts.add("unattacked-guards")
    else:
        settled["unattacked-guards"] = unattacked
    settled |= _struck_back(words, names, keys, attacks)
    asked = _asked_about(words, names, keys)
    if asked is not None:
        settled["of"] = asked
    roles = {"attacker": attacks[0][0]}
    if attacks[0][1] in cards:
        roles["target"] = attacks[0][1]
    else:  # the player, who is no card
        settled["target.type"] = "player"
    return Scene(
        cards, roles, taken, attacks=tuple(attacks), open=frozenset(open_facts), settled=settled
    )


#: ``at the same place`` (folded): a card so said stands where the card named before it does
_SAME_PLACE = frozenset(("ugyanott", "ugyanitt", "ugyanabban", "ugyanazon"))


#: ``üti``, ``ütöm``: striking a creature, as players say attacking it — read as ``támad``'s
#: form of the same person (``azt a Lovagom üti``: the Lovag attacks it)
_STRIKES = {
    "uti": "tamadja", "utom": "tamadom", "utik": "tamadjak", "utjuk": "tamadjuk",
    "utod": "tamadod", "utne": "tamadna", "utnem": "tamadnam", "utnek": "tamadnak",
    "megutom": "megtamadom", "meguti": "megtamadja", "megutik": "megtamadjak",
    "utheti": "tamadhatja", "uthetem": "tamadhatom", "uthet": "tamadhat",
    "uthetek": "tamadhatok", "uthetik": "tamadhatjak",
}  # fmt: skip


#: the endings a form of ``támad`` goes on with (``támad|om``, ``támad|ja``, ``támad|hat``)
_VERB_ENDINGS = ("o", "j", "n", "h", "t", "a", "u")
#: the words a declaration turns on, as stems a typo may miss by a letter: the verb (its
#: ending after it), the player, the places (any ending after them)
_STEMS_TYPED = {"tamad": _VERB_ENDINGS, "ellenfel": ("",), "kozvetlenul": ("",)}
_STEMS_TYPED |= {"orposzt": ("",), "tartalek": ("",), "mindket": ("",)}


def _digits_with(words: Sequence[Word]) -> Sequence[Word]:
    """``1-gyel a goblinjára``: a number in digits with ``-val/-vel`` read as its word
    (``eggyel``)."""
    said = [_DIGITS_WITH.get(w.text.lower()) for w in words]
    return [
        w if s is None else _changed(w, folded=s, stem=s) for w, s in zip(words, said, strict=True)
    ]


def _mistyped(words: Sequence[Word]) -> Sequence[Word]:
    """The story with a word a declaration turns on typed a letter off read as it (``támdja``,
    ``megátmadom``, ``elenfelet``, ``közvetlneül``, ``őrpsoztjában``: one letter left out,
    added, changed or two swapped), the ending after it kept; the verb not in a capitalised
    word (``Tamással``: a name)."""
    out = list(words)
    for i, word in enumerate(words):
        folded = fold(word.text.partition("-")[0])  # (as typed: a stem read for a typo
        if len(folded) < 4 or folded.startswith(ATTACK_VERBS):  # upstream keeps no ending)
            continue
        player = _player_typed(folded)
        if player is not None:
            out[i] = _changed(word, folded=player, stem=player)
            continue
        prefix = next((p for p in ("meg", "ra", "be") if folded.startswith(p)), "")
        for stem, endings in _STEMS_TYPED.items():
            if folded.startswith(stem) or stem == "tamad" and not word.text[:1].islower():
                continue
            rest = folded[len(prefix) :] if stem == "tamad" else folded
            read = _typed_as(rest, stem, endings)
            if read is not None:
                read = (prefix if stem == "tamad" else "") + read
                out[i] = _changed(word, folded=read, stem=read)
                break
    return out


def _player_typed(typed: str) -> str | None:
    """The word for the player a word was typed as with a vowel left out before its last letter
    (``ellenfelt``: ``ellenfelet``; not ``ellenfele``, his opponent), else None."""
    if typed in _PLAYER or len(typed) < 6:
        return None
    return next(
        (
            p
            for p in sorted(_PLAYER)
            if len(p) == len(typed) + 1
            and any(p[:k] + p[k + 1 :] == typed and p[k] in "aeiou" for k in range(1, len(p) - 1))
        ),
        None,
    )


def _typed_as(typed: str, stem: str, endings: tuple[str, ...]) -> str | None:
    """``typed`` read as ``stem`` and its ending, when a beginning of it is a letter off the
    stem (``judge.similar.osa_distance``) and the rest begins as one of ``endings`` does."""
    from judge.similar import osa_distance

    for size in (len(stem) - 1, len(stem), len(stem) + 1):
        ending = typed[size:]
        near = size <= len(typed) and osa_distance(typed[:size], stem) <= 1
        if near and (not ending or ending.startswith(endings)):
            return stem + ending
    return None


def _strikes_as_attacks(words: Sequence[Word]) -> Sequence[Word]:
    """The story with ``üt``'s forms read as ``támad``'s (``a Goblint ütöm a Lovaggal``); not
    where ``vissza`` follows (``melyiket ütöm vissza``: striking back, 34.8)."""
    out = list(words)
    for i, word in enumerate(words):
        attack = _STRIKES.get(word.folded)
        if attack is None:
            continue
        after = [w.folded for w in words[i + 1 : i + 3] if w.clause == word.clause]
        if "vissza" in after:
            continue
        out[i] = _changed(word, folded=attack, stem=attack)
    return out


def _carried_to_the_player(words: Sequence[Word]) -> Sequence[Word]:
    """The story with the player in the dative after ``bevisz`` read as onto the player
    (``bevisz egyet a játékosnak``: ``a játékosra``), the ``egyet`` of one blow no creature."""
    out = list(words)
    for i, word in enumerate(words):
        dative = _PLAYER_TO.get(word.folded)
        if dative is None:
            continue
        if any(w.folded.startswith(_CARRYING_IN) for w in words if w.clause == word.clause):
            out[i] = _changed(word, folded=dative, stem=dative)
            for j in range(max(1, i - 3), i):  # (``bevisz egyet``: one blow, no creature)
                if words[j].folded == "egyet" and words[j - 1].folded.startswith(_CARRYING_IN):
                    out[j] = _changed(words[j], folded="is", stem="is")
    return out


#: the player in the dative, whom ``bevisz`` (carries a blow in to) attacks: onto the player
_PLAYER_TO = {"jatekosnak": "jatekosra", "ellenfelnek": "ellenfelre"}
_PLAYER_TO |= {"ellenfelemnek": "ellenfelemre"}


def _owned_there_too(there_too: Mapping[str, str], owners: dict[str, str]) -> None:
    """A card said to stand with another (``_there_too``) is that one's owner's."""
    for name, where in there_too.items():
        if where in owners:
            owners.setdefault(name, owners[where])


def _placed_there_too(there_too: Mapping[str, str], cards: dict[str, dict[str, Any]]) -> None:
    """A card said to stand with another (``_there_too``) stands where that one does."""
    for name, where in there_too.items():
        if "zone" in cards[where]:
            cards[name].setdefault("zone", cards[where]["zone"])


def _there_too(
    words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str]
) -> dict[str, str]:
    """The cards said to stand at the same place as the card named just before them (``a
    Lovagra …, az ugyanott álló Elf íjászra senki``): card → that card."""
    out: dict[str, str] = {}
    for n, name in enumerate(names):
        before = {w.folded for w in words[max(0, name.at - 3) : name.at]}
        if n and before & _SAME_PLACE and keys[names[n - 1].base] != keys[name.base]:
            earlier = [keys[m.base] for m in names[:n] if m.case == "target"] or [
                keys[names[n - 1].base]
            ]
            out[keys[name.base]] = earlier[-1]
    return out


def _not_read_whole(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attacks: Sequence[tuple[str, str]],
) -> bool:
    """Whether a card of mine (``Orkom``) named in a sentence that declares attacks takes no
    part in them and is not said to stay out (``a Manóm pedig nem támad``), a card is read as
    attacking itself, or no attack is left: the declaration is not read whole, so the question
    is read generally."""
    if not attacks:
        return True  # (nothing declared: nothing to read whole)
    if any(by == target for by, target in attacks):
        return True  # a card read as attacking itself: the words were paired wrong
    parts = {card for attack in attacks for card in attack}
    declaring = _declaring(words, names)
    if any(w.sentence in declaring and w.folded in grammar.SOME_COUNTS for w in words):
        return True  # ``a Trollom és még néhány lényem``: attackers no count says
    denied = _denied_clauses(words)
    return any(
        n.mine
        and words[n.at].sentence in declaring
        and words[n.at].clause not in denied
        and keys[n.base] not in parts
        for n in names
    )


def _now_named(words: Sequence[Word], names: list[_Name]) -> list[_Name]:
    """The names without the cards a story names only in the turns before the one asked about
    (``Az első körben ott volt a Pók, a második körben meghalt``: no card of the moment asked
    about)."""
    earlier = grammar.earlier_turns(words)
    if not earlier:
        return names
    keys = _keys(names)
    now = {keys[n.base] for n in names if n.at not in earlier}
    return [n for n in names if keys[n.base] in now]


def _told_sentences(words: Sequence[Word], claims: frozenset[int]) -> frozenset[int]:
    """The sentences with a word that is no claim (``grammar.claimed``: someone's claim, a
    turn before the one asked about)."""
    return frozenset(w.sentence for at, w in enumerate(words) if at not in claims)


def another_target_said(words: Sequence[Word], language: str, verb_lemmas: frozenset[str]) -> bool:
    """Whether an attacking sentence (an attack verb: Hungarian ``ATTACK_VERBS``, or a Russian
    form of the game's ``verb_lemmas``) sends an attacker at the player or a building (``a
    másikkal egyenesen az ellenfelet``, ``mehet a várára``, ``атакует прямо игрока``) — a target
    besides a creature; not in someone's claim (``szerinte … az építményre is bármennyi
    mehet``)."""
    claims = grammar.claimed(words, language)
    attacking = {
        w.sentence
        for w in words
        if w.folded.startswith(ATTACK_VERBS) or any(g.lemma in verb_lemmas for g in w.grams)
    }
    return any(
        w.sentence in attacking and (w.folded in _OTHER_TARGET_WORDS or _a_building_word(w.folded))
        for at, w in enumerate(words)
        if w.text[:1].islower() and at not in claims  # (a name: ``a Vártorony``)
    )


#: the player or a building as an attack's object, in Russian (``атакует прямо игрока``, ``в
#: лицо``): these forms only (``он сейчас активный игрок`` attacks nothing)
_TARGETS_RU = frozenset(
    "игрока игроку лицо лицу здание здания зданию постройку постройке строение".split()
)
_OTHER_TARGET_WORDS = _PLAYER | _TARGETS_RU


def _a_building_word(folded: str) -> bool:
    """A building's noun with its case ending (``várára``, ``tornyát``, ``építményét``)."""
    for ending in ("ra", "re", "at", "et", "ot", "t"):
        if folded.endswith(ending) and _building_named(folded[: -len(ending)]):
            return True
    return _building_named(folded)


#: the words that deny a creature is there (``egyetlen lény sem``, ``nincs lénye``, ``üres``)
_NONE_STANDS = frozenset(("sem", "nincs", "nincsen", "ures"))


def _guard_post_empty(words: Sequence[Word], active: str) -> bool:
    """Whether a clause says the inactive player's guard post holds no creature (``nálam pedig
    egyetlen lény sem állt az őrposztban`` where the other player attacks): nobody there is
    left unattacked (34.4). A clause of a claim (``szerint``) says nothing."""
    for clause in {w.clause for w in words if w.folded in _NONE_STANDS}:
        said = [w.folded for w in words if w.clause == clause]
        guard = any(w.startswith(_GUARD) for w in said)
        whose = any(_the_defenders_place(w, active) for w in said) or (
            active == "me" and bool(set(said) & _OPPONENT)
        )
        standing = bool(_STANDING & set(said)) or "nincs" in said or "nincsen" in said
        attacked = any(w.startswith(ATTACK_VERBS) for w in said)
        if guard and whose and standing and not attacked and "szerint" not in said:
            return any(w.startswith("leny") for w in said)
    return False


def _unattacked_guards(
    words: Sequence[Word],
    named: tuple[Sequence[_Name], dict[str, str]],
    cards: dict[str, Any],
    told: frozenset[int],
    targets: set[str],
    active: str = "me",
) -> bool | None:
    """Whether the opponent's guard post holds a creature the story does not name (so nobody
    attacks it): yes where it counts more than it names (``két őre közül csak az egyiket, a
    Trollt``), no where it tells them all or says it empty (``nálam pedig egyetlen lény sem
    állt az őrposztban``, ``active``: whose turn), open where it does not tell — by the
    sentences ``told`` — or where a creature of theirs nobody attacks (not of ``targets``)
    stands somewhere unsaid."""
    names, keys = named
    if _doubted_guards(words, told):
        return None  # ``hogy áll-e még valaki, nem emlékszem``: not told either way
    if _more_guards_than_named(words, cards, told) or _not_every_attacked(words):
        return True
    if _theirs_not_attacked(words):
        return True  # ``Nem támadom meg az ellenfél Goblinját, …; ez a kettő van ott``
    if _guard_left_alone(cards, targets):
        return True  # (``… áll egy Goblin, akit senki nem támad``)
    if _unplaced_left_alone(cards, targets):
        return None
    if _guard_post_empty(words, active) or _no_other_guard(words, told):
        return False  # (``mivel más nem volt az őrposztjában``)
    whole = _guard_post_told(words, names, keys, cards, told) or _their_post_listed(
        words, [n for n in names if words[n.at].sentence in told]
    )
    return False if whole else None


def _guard_left_alone(cards: Mapping[str, Mapping[str, Any]], targets: set[str]) -> bool:
    """Whether a creature of theirs in the guard post is no target: a guard nobody attacks."""
    return any(
        attrs.get("side") == "inactive"
        and attrs.get("type") == "creature"
        and attrs.get("zone") == "guard-post"
        and name not in targets
        for name, attrs in cards.items()
    )


def _unplaced_left_alone(cards: Mapping[str, Mapping[str, Any]], targets: set[str]) -> bool:
    """Whether a creature of theirs nobody attacks stands somewhere unsaid (``…, a Kentaurt …,
    de nem figyeltem, hová tette``): it may be a guard left alone."""
    return any(
        attrs.get("side") == "inactive"
        and attrs.get("type") == "creature"
        and "zone" not in attrs
        and name not in targets
        for name, attrs in cards.items()
    )


def _doubted_guards(words: Sequence[Word], told: frozenset[int]) -> bool:
    """Whether a sentence about the opponent's guard post says the teller does not know who
    else stands there (``_maybe_more``), or the asker's other creatures' attacks are not chosen
    yet (``_others_undecided``)."""
    for sentence in {w.sentence for w in words} & told:
        said = [w.folded for w in words if w.sentence == sentence]
        if _about_their_guard_post(said) and _maybe_more(said):
            return True
    return _others_undecided(words)


#: the words of a choice not made yet (``még nem döntöttem el``)
_UNDECIDED = ("dontottem", "dontottuk", "tudom", "tudjuk", "dontok")


def _others_undecided(words: Sequence[Word]) -> bool:
    """``hogy a többi lényemmel mit csinálok, azt még nem döntöttem el``: what the asker's
    other creatures attack is not chosen yet — whether the guards are all attacked is open."""
    for sentence in {w.sentence for w in words if w.folded == "tobbi"}:
        said = [w.folded for w in words if w.sentence == sentence]
        if "nem" in said and any(w.startswith(_UNDECIDED) for w in said):
            return any(w.startswith("leny") for w in said)
    return False


def _the_defenders_place(folded: str, active: str) -> bool:
    """Whether a word says the inactive player's place: the asker's (``nálam``,
    ``őrposztomban``) where the other player attacks, else the other's (``nála``,
    ``őrposztjában``)."""
    if active == "them":
        return folded == "nalam" or folded.startswith(_GUARD + "om")
    return folded == "nala" or folded.startswith(_GUARD) and possessed_place(folded)


def _theirs_not_attacked(words: Sequence[Word]) -> bool:
    """Whether a denied attack names a card of the opponent's (``Nem támadom meg az ellenfél
    Goblinját``) that a sentence about the guard post counts among the named ones there (``az
    őrposztján ez a kettő van``): a guard nobody attacks."""
    clauses = [
        [w.folded for w in words if w.clause == c]
        for c in {w.clause for w in words if w.folded == "ez"}
    ]
    these = any(_these_named(said) and _about_their_guard_post(said) for said in clauses)
    if not these:
        return False
    for at in grammar.negated(words, "hu"):
        if not words[at].folded.startswith(ATTACK_VERBS):
            continue
        said = [w for w in words if w.clause == words[at].clause]
        if any(w.folded in _OPPONENT for w in said) and any(
            w.text[:1].isupper() and w.folded not in _OPPONENT for w in said[1:]
        ):
            return True
    return False


def _not_every_attacked(words: Sequence[Word]) -> bool:
    """Whether a negated attack denies "every" of the opponent's guard post (``Nem támadom meg
    az ellenfél összes őrposztban lévő lényét``): one of them nobody attacks."""
    denied = grammar.negated(words, "hu")
    return any(
        words[at].folded in grammar.EVERY_HU
        and _about_their_guard_post([w.folded for w in words if w.clause == words[at].clause])
        for at in denied
    )


#: the nouns the opponent's guard post is counted with (``két őre``, ``két lény van``)
_GUARDS_COUNTED = ("ore", "oret", "leny", "lenye", "lenyt", "lenyet")


_NONE_THERE = frozenset(("nincs", "sincs", "sem", "se", "nem"))


def _more_guards_than_named(
    words: Sequence[Word], cards: Mapping[str, Mapping[str, Any]], told: frozenset[int]
) -> bool:
    """Whether a sentence about the opponent's guard post counts more creatures there than the
    story names (``Az ellenfél két őre közül csak az egyiket, a Trollt támadom``): one it does
    not name is one nobody attacks."""
    named = sum(
        1
        for attrs in cards.values()
        if attrs.get("side") == "inactive"
        and attrs.get("type", "creature") == "creature"
        and attrs.get("zone", "guard-post") == "guard-post"
    )
    for sentence in {w.sentence for w in words} & told:
        said = [w for w in words if w.sentence == sentence]
        folded = [w.folded for w in said]
        if not _about_their_guard_post(folded):
            continue
        if any(w.startswith(_RESERVE) for w in folded):
            continue  # ``két lénye közül a Griff az őrposztján, a Tündér a tartalékában``
        for at, word in enumerate(folded):
            if word not in _GUARDS_COUNTED or not at:
                continue
            if not _guards_counted_here([w for w in said if w.clause == said[at].clause]):
                continue
            # the count right before, or before their place's word (``két őrposztos lénye``)
            count = _count(folded[at - 1])
            if not count and at > 1 and folded[at - 1].startswith("orposzt"):
                count = _count(folded[at - 2])
            if count > named:
                return True
    return False


def _guards_counted_here(clause: Sequence[Word]) -> bool:
    """Whether a clause with a count of creatures counts the opponent's guards: no word of
    none in it (``egy lénye sincs``: not even one; ``…, amit senki nem támad``: apart), and a
    word of their guard post or guards (not ``Három lény támad a Tornyára, és az őrposztja
    üres``: attackers counted; not ``az őrposztomból``: mine)."""
    if any(w.folded in _NONE_THERE for w in clause):
        return False
    return any(
        w.folded.startswith(_GUARD)
        and not w.folded.startswith(_GUARD + "om")
        or w.folded in ("ore", "oret", "orei", "oreit")
        for w in clause
    )


def _count(word: str) -> int:
    """The number a word says (``két``, ``3``), 0 for none."""
    return int(word) if word.isdigit() and len(word) < 3 else _COUNTS.get(word, 0)


#: nobody, as the subject (``senki sem támadja``) and as the object (``senkit nem támad``)
_NOBODY = frozenset(("senki", "senkise"))
_NOBODY_OBJECT = frozenset(("senkit", "semmit", "senkire", "semmire"))


#: words of a card's place or kind, or of whose turn it is: a name in a sentence with one is
#: a card or a player of the story (``Az ő őrposztján a Kentaur és a Griff áll``, ``Gergő
#: köre volt``)
_OF_CARDS = (_GUARD, _RESERVE, "leny", "epitmeny", "epulet", "kore", "korom")


def _in_passing(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attacks: Sequence[tuple[str, str]],
) -> set[str]:
    """The names a story says in passing (a town, a player: ``a szegedi versenyen Bence ellen
    játszom``): in no attack, not said to be attacked by nobody, and in no sentence that says a
    card's place or kind."""
    cards = {keys[n.base] for n in names} - {name for attack in attacks for name in attack}
    cards -= _unattacked(words, names, keys)  # (``az ő Lovagját senki``: a card nobody attacks)
    for name in names:
        sentence = words[name.at].sentence
        if any(w.folded.startswith(_OF_CARDS) for w in words if w.sentence == sentence):
            cards.discard(keys[name.base])
    return cards


def _idle(words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str]) -> Scene | None:
    """One creature of which the story says that nobody attacks it and that it attacks nothing
    (``A Goblinom nem támad, és őt sem támadja senki``), or nobody attacks the opponent's one
    (whose creatures declare no attack in the asker's declaration, 34.1): a declaration in which
    it takes no part. None for any other story."""
    cards = {keys[n.base] for n in names}
    if len(cards) != 1:
        return None
    card = cards.pop()
    verbs = [at for at, w in enumerate(words) if w.folded.startswith(ATTACK_VERBS)]
    clauses = [{w.folded for w in words if w.clause == words[at].clause} for at in verbs]
    if any(not said & _DENIED for said in clauses):
        return None  # (``… az ellenfél arcába megyek …, azt senki nem támadja``: one attacks)
    attacked = not any(said & _NOBODY for said in clauses)
    attacking = not any(
        said & _NOBODY_OBJECT or (said & _DENIED and not said & _NOBODY) for said in clauses
    )
    owners = _owners(words, names, keys, set())
    theirs = owners.get(card) == "them"
    if attacked or (attacking and not theirs):
        return None
    side = "inactive" if theirs else "active"
    taken = {} if card in owners else {card: {"side": side}}
    idle = {card: {"type": "creature", "side": side}}
    return Scene(idle, {}, taken, declaration=True, settled={"of": card})


def _types(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attackers: set[str],
    cards: dict[str, dict[str, Any]],
) -> dict[str, dict[str, Any]]:
    """What each card is: a building the words call one (``a Rézkapu nevű építményét``), a
    creature that attacks or that the words call one; a name whose last word is a building's
    (``Szélkakas-torony``) taken as a building — returned as taken, shown as such."""
    taken: dict[str, dict[str, Any]] = {}
    called = {keys[n.base]: c for n in names if (c := _called(words, n)) is not None}
    worded: set[str] = set()
    for mention in names:
        card = keys[mention.base]
        if card in called:  # (a name called so once is so wherever it stands)
            cards[card]["type"] = called[card]
        elif card in attackers or _listed_as_guard(words, mention):
            cards[card]["type"] = "creature"  # (``két lénye van …: Elf íjász és Kőfal``)
            worded.add(card)
        elif card in worded:
            continue  # (called a creature where named before: its name says no more)
        elif _building_named(fold(card)):  # before a place of its list's heading
            cards[card]["type"] = "building"
            taken.setdefault(card, {})["type"] = "building"
        elif _called_creature(words, names, mention):
            cards[card]["type"] = "creature"
    doubted = _type_doubted(words, names, keys)
    for card, attrs in cards.items():  # a named target no word calls anything: a creature,
        if card in doubted:  # (``a Bagoly lény vagy építmény, nem tudom``: left open)
            attrs.pop("type", None)
            continue
        if "type" not in attrs and card not in attackers:  # what attacks go at (34.3), taken
            attrs["type"] = "creature"
            taken.setdefault(card, {})["type"] = "creature"
    return taken


def _type_doubted(words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str]) -> set[str]:
    """The cards said to be a creature or a building, either (``a Bagoly lény vagy építmény``,
    ``építmény-e vagy lény``): the name last before the words of the choice in their sentence,
    or the first after them where none is before."""
    out: set[str] = set()
    for at in range(1, len(words) - 1):
        if words[at].folded not in ("vagy", "vagy-e"):
            continue
        pair = {words[at - 1].folded[:4], words[at + 1].folded[:4]}
        if pair != {"leny", "epit"}:
            continue
        sentence = [n for n in names if words[n.at].sentence == words[at].sentence]
        before = [n for n in sentence if n.end <= at]
        after = [n for n in sentence if n.at > at]  # (``Építmény vagy lény a Kapuőr?``)
        if before or after:
            out.add(keys[before[-1].base if before else after[0].base])
    return out


def _chosen_from_guard_post(
    cards: dict[str, dict[str, Any]], attackers: set[str], taken: dict[str, dict[str, Any]]
) -> None:
    """An attacker whose place the story leaves unsaid is one of the guard post's creatures: the
    active player declares attackers by choosing them from there (34.1) — taken, and shown as
    taken; a story that puts it elsewhere (``a tartalékomban lévő Goblinnal``) says so."""
    for name in attackers:
        if name in cards and "zone" not in cards[name]:
            _take_place(cards, taken, name, "guard-post")


def _take_place(
    cards: dict[str, dict[str, Any]], taken: dict[str, dict[str, Any]], name: str, zone: str
) -> None:
    """A card's place the words leave unsaid, taken (and shown as taken)."""
    cards[name]["zone"] = zone
    taken.setdefault(name, {})["zone"] = zone


def _unattacked(words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str]) -> set[str]:
    """The cards a clause says nobody attacks (``még egy Törpe is, amit senki sem
    támadott``): a guard that could have been a target, so the opponent's where its owner is
    unsaid, as a target's is."""
    nobody = {w.clause for w in words if w.folded in ("senki", "senkivel", "senkit")}
    relative = {  # (the name right before its relative clause: ``…, amit senki sem támadott``)
        w.clause - 1
        for at, w in enumerate(words)
        if w.clause in nobody
        and w.folded.startswith(("ami", "aki", "amely"))
        and at
        and words[at - 1].clause != w.clause
        and words[at - 1].sentence == w.sentence
    }
    return {keys[n.base] for n in names if words[n.at].clause in nobody | relative}


def _sided(
    cards: dict[str, dict[str, Any]],
    owners: dict[str, str],
    active: str,
    targets: set[str],
    taken: dict[str, dict[str, Any]],
) -> bool:
    """Each card's side by its owner; a target whose owner is unsaid is the opponent's, the
    usual case (34.3), taken. False where another card's owner is unsaid."""
    for name, attrs in cards.items():
        if name not in owners and name in targets:
            owners[name] = "them" if active == "me" else "me"
            taken[name] = {"side": "inactive"}
        if name not in owners:
            return False
        attrs["side"] = "active" if owners[name] == active else "inactive"
    return True


def _placed(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    cards: dict[str, dict[str, Any]],
    attackers: set[str],
    unsure: tuple[frozenset[int], frozenset[int]],
    taken: dict[str, dict[str, Any]],
) -> None:
    """Where each card stands (``_zones``), an attacker whose place is unsaid taken from the
    guard post — not one whose place only someone's claim says (``_place_claimed``): that
    place is disputed, left open. ``unsure``: the words of claims, and of what the question
    supposes (its places over the story's)."""
    claims, supposed = unsure
    claims = claims | _place_asked(words)
    # (a place asked is told of no card, attacked or not: ``… attól függ, hogy a Farkas a
    # tartalékban van-e?``)
    asked = _places_offered(words) | _one_place_asked(words)
    told = [
        n
        for n in names
        if n.at not in asked and (n.at not in claims or keys[n.base] not in attackers)
    ]
    either = _zones(words, told, keys, cards, attackers, supposed)
    claimed = [keys[n.base] for n in names if n.at in claims]
    either |= _place_claimed(words, claims, claimed, attackers)
    _placed_there(words, names, keys, cards)
    _all_there(words, names, cards)
    _from_the_reserve_asked(words, names, keys, (cards, taken), attackers)
    _chosen_from_guard_post(cards, attackers - either, taken)
    if _no_other_guard(words):  # ``más lénye nincs az őrposztban``: the named ones are there
        for name, attrs in cards.items():
            unplaced = attrs.get("side") == "inactive" and "zone" not in attrs
            if name not in attackers and unplaced and attrs.get("type", "creature") == "creature":
                attrs["zone"] = "guard-post"


def _from_the_reserve_asked(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    facts: tuple[dict[str, dict[str, Any]], dict[str, dict[str, Any]]],
    attackers: set[str],
) -> None:
    """``A tartalékbam lévő lényel támathatok? a Medvémmel akarok …``: a question of attacking
    with a creature of the reserve, then the asker's attacker whose place is unsaid — that
    creature, taken to stand there (shown)."""
    cards, taken = facts
    asked = {
        w.sentence
        for w in words
        if w.closing
        and w.folded.startswith(_RESERVE)
        and any(v.sentence == w.sentence and v.folded.startswith(ATTACK_VERBS) for v in words)
    }
    for name in names:
        card = keys[name.base]
        before = words[name.at].sentence - 1 in asked
        if card in attackers and name.mine and before and "zone" not in cards[card]:
            _take_place(cards, taken, card, "reserve")


#: the verbs of standing somewhere, not doing (``Mind őrposztban vannak``, ``a Suttogó áll``)
_STANDING = frozenset(
    ("all", "van", "ul", "allnak", "vannak", "allt", "alltak", "allott", "volt", "voltak", "ult")
) | {"marad", "maradt", "maradnak", "dekkol", "csucsul"}  # (``ott marad az őrposztjában``)
#: the third person as a possessor (``az ő tartalékában``)
_THIRD_POSSESSOR = frozenset(("o",))


def _all_there(
    words: Sequence[Word], names: Sequence[_Name], cards: dict[str, dict[str, Any]]
) -> None:
    """``Mind őrposztban vannak``, ``Mindegyik lény őrposztban van``: a clause that names no
    card and says every one stands in a place — each creature named whose place is unsaid
    stands there (in its owner's); ``minden lényem …``: the asker's only, ``az ellenfél …``:
    the opponent's only."""
    named = {words[n.at].clause for n in names}
    every = {w.clause for w in words if w.folded in _EVERY or w.folded == "minden"}
    for clause in sorted(every - named):
        said = [w for w in words if w.clause == clause]
        folded = {w.folded for w in said}
        zone = _zone_in(said) if folded & _STANDING else None
        if zone is None:
            continue
        mine = bool(folded & {"lenyem", "lenyeim"}) or any(f.startswith(_MY_PLACES) for f in folded)
        theirs = any(f.startswith("ellenf") for f in folded)
        for attrs in cards.values():
            side = attrs.get("side")
            if "zone" in attrs or attrs.get("type") != "creature":
                continue
            if mine and side != "active" or theirs and side != "inactive":
                continue
            attrs["zone"] = zone


#: ``ott van``: there — the place the sentence before says
_THERE = frozenset(("ott", "itt"))


def _placed_there(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    cards: dict[str, dict[str, Any]],
) -> None:
    """``a tartalékból nem lehet támadni ugye? a farkasom ott van``: a card said to be
    ``ott`` right after its name stands where the sentence before says (its one place)."""
    for name in names:
        after = [w.folded for w in words[name.end : name.end + 2]]
        if not after or after[0] not in _THERE or "zone" in cards[keys[name.base]]:
            continue
        before = {
            zone
            for w in words
            if w.sentence == words[name.at].sentence - 1
            for place, zone in ((_RESERVE, "reserve"), (_GUARD, "guard-post"))
            if w.folded.startswith(place)
        }
        if len(before) == 1:
            cards[keys[name.base]]["zone"] = before.pop()


def _no_other_guard(words: Sequence[Word], sentences: Collection[int] | None = None) -> bool:
    """Whether a clause says the opponent has no other creature in the guard post (``más lénye
    nincs az őrposztban``, ``egyéb lénye nincs az őrposztjában``, ``a Goblint, az ellenfél
    egyetlen őrposztos lényét``, ``mivel más nem volt az őrposztjában``, ``ami egyedül áll az
    őrposztján``) — besides those named (``sentences``: only in those)."""
    for clause in {
        w.clause
        for w in words
        if w.folded in ("mas", "egyeb", "egyetlen", "ez", "egyedul")
        and (sentences is None or w.sentence in sentences)
    }:
        if _no_other_in([w.folded for w in words if w.clause == clause]):
            return True
    return False


def _no_other_in(said: Sequence[str]) -> bool:
    """``_no_other_guard`` of one clause's words."""
    denied = any(w in ("nincs", "nincsen") for w in said) or "egyetlen" in said
    denied = denied or "nem" in said and bool(_STANDING & set(said))  # (``más nem volt``)
    theirs = any(w.startswith(_GUARD) for w in said) and not any(
        w.startswith(_GUARD + "om") for w in said
    )
    if theirs and denied and ("mas" in said or "egyeb" in said):
        return True  # ``más nincs is az őrposztjában``: nobody else, the creature unsaid
    if theirs and "egyedul" in said and bool(_STANDING & set(said)):
        return True  # ``a sárkányára, ami egyedül áll az őrposztján``: alone there
    if theirs and (denied and any(w.startswith(("lenye", "ore")) for w in said)):
        return True
    return theirs and _these_named(said)


#: the counts a clause that points at the cards named (``ez a kettő``) gives them by
_THESE_COUNTED = frozenset(("ketto", "ket", "harom", "ketten", "harman", "csak"))


def _these_named(said: Sequence[str]) -> bool:
    """``Az őrposztján csak ez a kettő van``, ``csak ez a két lénye van az őrposztban``: the
    cards the story named are the ones there."""
    return "ez" in said and bool(_THESE_COUNTED & set(said))


def _place_asked(words: Sequence[Word]) -> frozenset[int]:
    """The words of a question that asks between places (``Őrposztban kell lennie a Lovagnak,
    vagy mehet a tartalékból is?``): the place of a card it names is asked, not told — left
    open, as a claimed one is (``_place_claimed``)."""
    out: set[int] = set()
    for sentence in {w.sentence for w in words if w.closing}:
        said = [i for i, w in enumerate(words) if w.sentence == sentence]
        folded = [words[i].folded for i in said]
        if any(f.startswith(grammar.HU_MATTERING) for f in folded):
            continue  # ``Számít, hogy … tartalékban van-e vagy őrposztban``: read so already
        if "vagy" in folded and any(f.startswith("tartalek") for f in folded):
            out.update(said)
    return frozenset(out)


def _one_place_asked(words: Sequence[Word]) -> frozenset[int]:
    """The words of a clause a question of whether it matters asks about that say one place
    only (``… attól függ, hogy a Farkas a tartalékban van-e?``): whether the card stands there
    is asked, not told. (Both places said, ``az őrposztomon vagy a tartalékban``, the card's
    place is either: ``_zones`` reads it so.)"""
    asked = grammar.asked_whether(words, "hu")
    said = [words[i].folded for i in asked]
    both = any(f.startswith(_GUARD) for f in said) and any(f.startswith(_RESERVE) for f in said)
    return frozenset() if both else asked


def _places_offered(words: Sequence[Word]) -> frozenset[int]:
    """The words of a sentence that asks and offers two places to choose from (``Tartalék vagy
    őrposzt — számít, hol áll az ellenfél Boszorkánya, …?``): the place of each card it names
    is asked, not told."""
    out: set[int] = set()
    places = (_RESERVE, _GUARD)
    for at, word in enumerate(words):
        if word.folded != "vagy" or not 0 < at < len(words) - 1:
            continue
        after = at + 2 if words[at + 1].folded in ("a", "az") and at + 2 < len(words) else at + 1
        clause = [w for w in words if w.clause == word.clause]
        if any(w.text[:1].isupper() for w in clause[1:]):
            continue  # (``a Farkasom az őrposztomon vagy a tartalékban``: that card's, read so)
        if words[at - 1].folded.startswith(places) and words[after].folded.startswith(places):
            sentence = word.sentence
            out.update(i for i, w in enumerate(words) if w.sentence == sentence)
    return frozenset(out)


def _place_claimed(
    words: Sequence[Word], claims: frozenset[int], claimed: Sequence[str], attackers: set[str]
) -> set[str]:
    """The attackers whose place someone's claim puts in the reserve (``az ellenfél szerint a
    Sárkány a tartalékomban van``; ``claimed``: the cards the claims name): where the story
    itself says nothing of it, that place is disputed — answered by case, not taken as the
    guard post an attacker is chosen from. A claim that names another card (``a tartalékban
    lévő Griff miatt``) speaks of that card's place."""
    if not any(words[at].folded.startswith("tartalek") for at in claims):
        return set()
    if not claimed or not set(claimed) <= attackers:
        return set()
    return set(claimed)


def _left_open(
    cards: dict[str, dict[str, Any]], attackers: set[str], targets: set[str]
) -> set[str]:
    """What the words leave unsaid of a card in an attack, answered by case over it: where an
    attacker or a target stands, what a target is (a creature or a building)."""
    open_facts = set()
    for name, attrs in cards.items():
        role = "attacker" if name in attackers else "target" if name in targets else None
        for attribute in ("zone", "type"):
            if attribute not in attrs and role is not None:
                open_facts.add(f"{role}.{attribute}")
    return open_facts


#: words that ask whether attacks may be made (``Szabályos?``, ``Mehet így?``)
_ASKS_LEGAL = frozenset(("szabalyos", "lehet", "mehet", "oke", "ok", "rendben", "jo", "legit"))
#: words that ask whether so many may attack (``belefér vagy sok?``, ``túl sok?``)
_TOO_MANY = frozenset(("belefer", "sok", "max", "maximum", "maximalisan", "tobb", "tulsok"))


def _piled_onto_a_guard(
    words: Sequence[Word],
    attacks: Sequence[tuple[str, str]],
    cards: dict[str, dict[str, Any]],
    taken: dict[str, dict[str, Any]],
) -> None:
    """``A Trollom és a Lovagom is az ellenfél Goblinját támadja: belefér vagy sok?``: a
    question of how many may attack one creature (34.5) asks of a creature that may be
    attacked — one in the guard post (34.3), where the words leave its place unsaid: taken so,
    shown as taken. So does a story of whom it strikes back at (``… melyikre üt vissza``, 34.8)
    that does not ask whether the attacks may be made (``Szabályos?``: where it stands decides)."""
    asked = {w.folded for w in words if w.closing}
    striking_back = not asked & _ASKS_LEGAL and any(
        w.folded == "vissza" or w.folded.startswith(_STRIKING_BACK) for w in words
    )
    if not asked & _TOO_MANY and not striking_back:
        return
    for name, count in Counter(target for _, target in attacks).items():
        attrs = cards.get(name)
        if count < 2 or attrs is None or "zone" in attrs or attrs.get("type") != "creature":
            continue
        attrs["zone"] = "guard-post"
        taken.setdefault(name, {})["zone"] = "guard-post"


#: words that tell how many creatures stand on a guard post (``egyetlen``, ``csak``, ``mindkét``)
_ALL_TOLD = frozenset(
    ("egyetlen", "csak", "mindket", "mindketto", "mindharom", "nincs", "sincs", "ures")
)


def _subphase_named(said: Sequence[str], at: int) -> bool:
    """Whether a word is the noun of the subphase's name (``a támadók kijelölésekor``), not an
    attack verb."""
    return (
        said[at].startswith("tamadok") and at + 1 < len(said) and said[at + 1].startswith("kijelol")
    )


def _guard_post_told(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    cards: dict[str, Any],
    told: frozenset[int],
) -> bool:
    """Whether the story tells every creature of the opponent's guard post: a sentence that
    lists them (``Az ellenfél őrposztjában áll a Lidérc és a Manó``), or one that counts them
    (``egyetlen``, ``csak``, ``mindkét``, ``nincs lénye``, ``egy őre van``)."""
    for sentence in {w.sentence for w in words} & told:
        said = [w.folded for w in words if w.sentence == sentence]
        listed = [n for n in names if words[n.at].sentence == sentence]
        if not _about_their_guard_post(said) and not _of_theirs_only(said, listed, keys, cards):
            continue
        if _maybe_more(said):
            return False  # ``áll egy Kobold, és lehet, hogy más is``: not told whole
        if any(
            _counts_all(words, names, at)
            for at in range(len(words))
            if words[at].sentence == sentence
        ):
            return True
        if any(w in _GUARDS_COUNTED and b in _COUNTS for b, w in zip(said, said[1:], strict=False)):
            return True  # (more than the story names: ``_more_guards_than_named``)
        if (
            listed
            and not any(
                w.startswith(ATTACK_VERBS) and not _subphase_named(said, i)
                for i, w in enumerate(said)
            )
            and not all(_placed_after_its_name(words, n) for n in listed)
        ):
            return True  # a sentence that only says who stands there
        if any(
            _standing_clause(words, names, keys, cards, clause)
            for clause in {words[n.at].clause for n in listed}
        ):
            return True  # (``… őrposztjában Sárkány és Kígyó áll; az őrposztos Lovagom …``)
    return False


def _their_post_listed(words: Sequence[Word], names: Sequence[_Name]) -> bool:
    """Whether a list of the opponent's names is headed by their guard post (``ellenfél
    őrposztján 1 troll meg 1 elf az orkom …``): who stands there, told whole."""
    theirs = _listed_for_them(words, names)
    before = words[max(0, min(theirs) - 3) : min(theirs)] if theirs else []
    return any(w.folded.startswith(_GUARD) for w in before)


def _of_theirs_only(
    said: Sequence[str],
    listed: Sequence[_Name],
    keys: dict[str, str],
    cards: Mapping[str, Mapping[str, Any]],
) -> bool:
    """Whether a sentence about a guard post names only cards of the attacked side (``Az
    őrposztban csak a Kőszörny áll``; ``Az őrposztomban csak a Falusi őr állt``, said by the
    one attacked): the guard post they stand in, whoever's word for it."""
    return (
        any(w.startswith(_GUARD) and not w.endswith(("bol", "rol")) for w in said)
        and bool(listed)
        and all(cards.get(keys[n.base], {}).get("side") == "inactive" for n in listed)
    )


def _placed_after_its_name(words: Sequence[Word], name: _Name) -> bool:
    """Whether a name's clause says where it stands only after it, with no verb of standing
    (``…, az Óriás az ő őrposztjában``): where that card is, not who all stand there."""
    clause = words[name.at].clause
    said = [(at, w.folded) for at, w in enumerate(words) if w.clause == clause]
    places = [at for at, w in said if w.startswith(_GUARD)]
    return bool(places) and min(places) > name.at and not {w for _, w in said} & _STANDING


def _standing_clause(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    cards: Mapping[str, Mapping[str, Any]],
    clause: int,
) -> bool:
    """Whether a clause says who stands in the opponent's guard post with a verb of standing
    and no attack (``Az ellenfél őrposztjában Sárkány és Kígyó áll``), every name in it in the
    nominative and read as the opponent's."""
    said = [w.folded for w in words if w.clause == clause]
    own = [n for n in names if words[n.at].clause == clause]
    return (
        bool(own)
        and _about_their_guard_post(said)
        and bool(set(said) & _STANDING)
        and not any(w.startswith(ATTACK_VERBS) for w in said)
        and all(n.case == "nom" for n in own)
        and all(cards.get(keys[n.base], {}).get("side") == "inactive" for n in own)
    )


#: words of doubt before ``más is`` (``lehet, hogy más is``, ``talán más is``)
_MAYBE = frozenset(("lehet", "hogy", "talan", "esetleg", "meg"))


def _maybe_more(said: Sequence[str]) -> bool:
    """``…, és lehet, hogy más is``, ``…, hogy áll-e még valaki, nem emlékszem``: a sentence
    that leaves open whether others stand there."""
    pairs = list(zip(said, said[1:], strict=False))
    if any(word in _NOT_SURE_NEGATED and after in _NOT_SURE for word, after in pairs):
        return True  # (``nem emlékszem``, ``nem tudom``, ``nem biztos``)
    return any(
        word == "mas" and after == "is" and set(said[max(0, at - 3) : at]) & _MAYBE
        for at, (word, after) in enumerate(pairs)
    )


#: the words of not knowing (after ``nem``: ``nem emlékszem``, ``nem tudom``, ``nem biztos``)
_NOT_SURE_NEGATED = frozenset(("nem", "sem"))
_NOT_SURE = frozenset(
    ("emlekszem", "emlekszunk", "tudom", "tudjuk", "tudni", "biztos", "latom", "latszik")
)


#: ``mindkét``, ``mindkettő``, ``mindhárom``: all of the cards of their own clause
_BOTH = frozenset(("mindket", "mindketto", "mindharom"))


def _counts_all(words: Sequence[Word], names: Sequence[_Name], at: int) -> bool:
    """Whether the word at ``at`` counts every creature of the opponent's guard post
    (``_ALL_TOLD``); ``mindkét`` (``_BOTH``) only in a clause about it — not ``mindkettő
    őrposztban áll, a Griff az ő őrposztjában``, nor ``az Ork és a Troll, és mindkettő az
    ellenfél őrposztjában lévő Elfre``: both of mine."""
    word = words[at]
    if word.folded not in _BOTH:
        return word.folded in _ALL_TOLD
    if _every_of_a_list(words, names, at)[0]:
        return False
    if any(w.folded.startswith(_MY_PLACES) for w in words[at + 1 : at + 4]):
        return False  # ``Mindhárom az őrposztomban van, az Óriás az ő …``: all three of mine
    clause = {w.folded for w in words if w.clause == word.clause}
    if word.folded != "mindket" and clause & _STANDING and len(names) > 1:
        return False  # ``…, mindkettő az ellenfél őrposztjában van``: where the two named stand
    return _about_their_guard_post([w.folded for w in words if w.clause == word.clause])


def _about_their_guard_post(said: Sequence[str]) -> bool:
    """Whether a sentence's folded words are about the opponent's guard post: named with its
    owner (``neki``: his), or with the third person's possessive (``az ő őrposztján``, ``Anna
    őrposztján``) — the asker's is ``őrposztom``."""
    i_attack = any(w.startswith(ATTACK_VERBS) and w.endswith(_FIRST_PERSON) for w in said)
    guards = [w for w in said if _a_guard_post_there(w, i_attack)]
    return any(w.startswith(_GUARD) or w in _THEIR_GUARDS for w in guards) and (
        any(w in _OPPONENT or w in _HIS or w.startswith("ellenfel") for w in said)
        or any(w.startswith(_GUARD + "j") or w in _THEIR_GUARDS for w in guards)
    )


#: ``neki``, ``nála`` (folded: to him, at his): the other player's (``Neki csak a Lovag áll
#: az őrposzton``)
_HIS = frozenset(("neki", "nala"))


def _a_guard_post_there(folded: str, i_attack: bool) -> bool:
    """Whether a word of the guard post may be the opponent's where the story's targets stand:
    not the one attackers come from (``az őrposztjából``, ``őrposztról``), nor the asker's
    (``őrposztomban``) in a sentence where the asker attacks (``támadom``)."""
    if i_attack and folded.startswith(_MY_PLACES):
        return False
    return not folded.endswith(("bol", "rol"))


#: the last word of a name that says it is a building (a compound's head: ``Vártorony``)
_BUILDING_HEADS: tuple[str, ...] = (
    "torony",
    "tornya",
    "torny",  # ``Szélkakas-tornyát``: its possessive taken with its case
    "bastya",
    "kapu",
    "erod",
    "epulet",
    "epitmeny",
    "szentely",
)
_BUILDING_HEADS += ("templom", "malom", "oltar", "fal", "bastya", "var")
_BUILDING_HEADS += ("kaszarnya", "kastely", "palota", "csarnok", "muhely", "piac", "banya")
_BUILDING_HEADS += ("raktar", "istallo", "kikoto", "konyvtar", "akademia", "kaszarnyaja")
_BUILDING_HEADS += ("kaptar", "kincstar", "fegyvertar", "tabor", "laktanya", "kolostor")
_BUILDING_HEADS += ("fogado", "obeliszk", "szobor", "kut", "sanc", "barakk", "koho")
_BUILDING_HEADS += ("kapolna", "kripta", "bazilika", "katedralis", "apatsag", "mauzoleum")
_BUILDING_HEADS += ("arena", "iskola", "ispotaly", "labor", "laboratorium")
_BUILDING_HEADS += ("kamra", "haz", "kunyho", "sator", "pince", "pajta")
_BUILDING_HEADS += ("malm", "templ")  # (``Malmát``, ``Templát``: the vowel dropped before a case)


def _building_named(folded: str) -> bool:
    """Whether a name ends in a building's noun, also with the possessive a name may keep
    (``az ellenfél Várát``: ``Vára``)."""
    ends = ("ja", "je", "a", "e")
    bare = [folded] + [folded[: -len(end)] for end in ends if folded.endswith(end)]
    if folded[-1:] not in _VOWELS:  # ``Kaszarnyat``: ``Kaszárnyát`` typed unaccented, read -at
        bare.append(folded + "a")
    return any(b.endswith(_BUILDING_HEADS) for b in bare)


def _called(words: Sequence[Word], name: _Name) -> str | None:
    """``a Kőhíd bástya nevű építmény``, ``a Kincstárára, egy építményre``, ``a Kőfal nevű
    lényemre``, ``a Házára (építmény)``, ``a Várára (ez egy építmény)``: what the words after
    ``nevű``, an apposition with ``egy`` or a clause right after the name (a parenthesis)
    call a name — a building or a creature; else None."""
    before = words[max(0, name.at - 2) : name.at]
    if any(w.folded in ("passziv", "pasziv") and w.clause == words[name.at].clause for w in before):
        return "building"  # ``az ellenfél nem passzív Sírkertjére``: only a building is passive
    after = words[name.end : name.end + 4]
    if _relative_after_its_verb(words, name, after):
        after = words[name.end + 1 : name.end + 5]  # ``a Magtárat támadnám, ami …``
    if not after:
        return None
    if after[0].folded in ("nevu", "egy"):
        noun = after[1:2]
    elif after[0].clause != words[name.at].clause:
        noun = [
            w
            for w in after
            if w.clause == after[0].clause and w.folded not in _CALLING | _QUALITIES
        ][:1]
        then = [
            w
            for w in after
            if w.clause not in (after[0].clause, words[name.at].clause)
            and w.sentence == words[name.at].sentence
        ]
        if noun and then and then[0].text[:1].isupper():
            return None  # ``…, Törpe; építmény – Őrtorony``: the heading of the next list
    else:
        return None
    if noun and noun[0].folded.startswith(("epitm", "epul")):
        return "building"
    return "creature" if noun and noun[0].folded.startswith("leny") else None


def _relative_after_its_verb(words: Sequence[Word], name: _Name, after: Sequence[Word]) -> bool:
    """Whether a relative clause (``ami``, ``amely``) begins right after the one word that
    follows a name in its clause (``a Magtárat támadnám, ami nem passzív építmény``)."""
    if len(after) < 2 or after[0].clause != words[name.at].clause:
        return False
    return after[1].folded in ("ami", "amely") and after[1].clause != after[0].clause


#: the words before what a parenthesis calls a name (``(ez egy építmény)``)
_CALLING = frozenset(("ez", "egy", "ami", "amely", "az"))
#: a quality said before the noun that calls a name (``ami nem passzív építmény``)
_QUALITIES = frozenset(("nem", "passziv", "pasziv", "aktiv", "sajat"))


def _called_creature(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> bool:
    """``az ellenfél őrposztos Lidércére``, ``lénye az Ezüst griff``: a creature word or a place
    only creatures stand in (the guard post, the reserve) in the name's own words or its list's
    heading (only creatures do)."""
    own = _own(words, names, name)
    if name.case != "ins":  # ``két lényemmel az ellenfél Őrtornyát``: the creatures attack it
        own = [w for w in own if not w.folded.startswith("leny") or not w.folded.endswith("el")]
    return any(w.folded.startswith(("leny", _GUARD, _RESERVE)) for w in own)


def _listed_as_guard(words: Sequence[Word], name: _Name) -> bool:
    """Whether a name is listed in a sentence that tells the opponent's guard post by its
    creatures and attacks nothing (``Az ellenfélnek két lénye van az őrposztban: Elf íjász és
    Kőfal``): a creature, whatever its name sounds like."""
    said = [w.folded for w in words if w.sentence == words[name.at].sentence]
    return (
        _about_their_guard_post(said)
        and any(w.startswith("leny") for w in said)
        and not any(w.startswith(ATTACK_VERBS) for w in said)
    )


def _own(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> list[Word]:
    """The words that describe a name: those of its clause between the name before it and it,
    and its sentence's heading (the words before its first name) when the sentence only lists
    cards or the name is of the first name's case (``Három őrposztos lényemmel, a Farkassal, a
    Medvével``)."""
    sentence = words[name.at].sentence
    before = [n for n in names if n.end <= name.at and words[n.at].sentence == sentence]
    start = before[-1].end if before else name.at
    while start > 0 and words[start - 1].sentence == sentence and not before:
        start -= 1
    own = list(words[start : name.at])
    alike = [n for n in before if n.case == name.case]  # (a list's items share their case)
    if alike and all(w.folded in _JOINED | {"a", "az"} for w in own):
        return _own(words, names, alike[-1])  # ``a Lidércet és a Manót``: as the one before
    first = next(n for n in names if words[n.at].sentence == sentence)
    listing = not any(w.folded.startswith(ATTACK_VERBS) for w in words if w.sentence == sentence)
    if first is not name and (listing or first.case == name.case):  # the heading, then its own
        own = [w for w in words[: first.at] if w.sentence == sentence] + own
    return own


#: the relative words a clause describing the name before it begins with
_RELATIVE_WORDS = frozenset(("ami", "amely", "aki", "amelyik"))


def _relative_after(words: Sequence[Word], name: _Name) -> list[Word]:
    """The relative clause right after a name (``a Kentaurral, amely még a tartalékban van``,
    ``a Lándzsással pedig — ami a tartalékában volt —``): its words, which describe it."""
    at = name.end
    while at < len(words) and words[at].folded in ("pedig", "meg", "is"):
        at += 1  # (``a Lándzsással pedig — ami …``)
    if at >= len(words) or words[at].clause == words[name.at].clause:
        return []  # (the name's clause goes on: ``… az én Nimfámra, ami …`` is the Nimfa's)
    return (
        [w for w in words if w.clause == words[at].clause]
        if words[at].folded in _RELATIVE_WORDS
        else []
    )


def _unrelated(words: Sequence[Word], name: _Name, own: Sequence[Word]) -> list[Word]:
    """A name's own words without a relative clause among them, which describes the name
    before it (``a Jégtrollomat, ami az őrposztomban állt: a Hóbaglyával …``: whose the
    Jégtroll is, not the Hóbagoly)."""
    clause = words[name.at].clause
    relative = {w.clause for w in own if w.folded in _RELATIVE_WORDS and w.clause != clause}
    return [w for w in own if w.clause not in relative]


def _names(
    words: Sequence[Word], rule_stems: frozenset[str], starts: frozenset[int] = frozenset()
) -> list[_Name]:
    """The runs of words that name a card: a capitalised word (at a sentence's start only one
    the lexicon does not know), with the small-letter words of its name after it (``Ezüst
    griff``, ``Bányász törppel``); ``starts``: words that begin a name of their own."""
    out = []
    at = 0
    players = _players_named(words)
    while at < len(words):
        if not _starts_name(words, at, rule_stems) or _players_card_after(
            words, at, players, rule_stems
        ):
            at += 1
            continue
        end = at + 1
        small = 0  # a name has at most one word in small letters (``Ezüst griff``)
        while end < len(words) and end not in starts and _continues_name(words, end, rule_stems):
            small += words[end].text[:1].islower()
            if small > 1 or small and _sentence_start(words, at) and not _named_so(words, at):
                break
            end += 1
        last = words[end - 1]
        base, case, mine = _read_name(last.text, *_owned_how(words, at, end))
        if starts and (being := _being(last.text)):  # typed in small letters: its being's word
            base = being
        if end < len(words) and words[end].folded == "kivul":
            base, case = _besides(base), "other"  # ``az Óriáson kívül``: apart from the Óriás
        if _named_by_the_rules_noun(words, at, end, base):
            _, case, _ = _read_name(words[end].text)  # ``Malom építményét``: the noun's case
        elif end + 1 < len(words) and words[end].folded in _NAMED:  # its case: the noun's after,
            after = end + 1  # (past its place: ``a Minotaurusz nevű őrposztbeli lényemmel``)
            after += after + 1 < len(words) and words[after].folded.endswith("beli")
            _, case, noun_mine = _read_name(words[after].text)  # and its owner (``lényemre``)
            mine = mine or noun_mine
        text = " ".join([*(w.text for w in words[at : end - 1]), base])
        out.append(_Name(at, end, text, case, mine))
        at = end
    out = _own_m(words, sorted(out + _named_short(words, out), key=lambda n: n.at))
    out = _listed_nominatives(words, out)
    out = _whole_names(words, out)
    # a capitalised word that begins a sentence (``Megtehetem?``) names a card only when it
    # has a case of an attack or the card is named again — or it calls a being in a question
    # typed in small letters (``lovag paladin kentaur mind rámehet …``)
    heads = [n.base.split()[-1].lower()[:4] for n in out]
    return [n for n in out if n.at in starts or _a_card_named(words, out, heads, n)]


def _named_by_the_rules_noun(words: Sequence[Word], at: int, end: int, base: str) -> bool:
    """Whether a name is followed in its clause by the rules' noun for a building with its case
    (``az ellenfel Malom epitmenyet``) — not a bracket's (``a Várra (építmény)``), nor a player's
    building (``Misa építményére``)."""
    noun = words[end] if end < len(words) else None
    if noun is None or not noun.folded.startswith(_ANY_BUILDING):
        return False
    # (a player's: a name said elsewhere with a place of theirs, ``Misa őrposztjában``)
    owners = {
        fold(w.text)
        for i, w in enumerate(words[:-1])
        if w.text[:1].isupper() and possessed_place(words[i + 1].folded)
    }
    player = players_hu.player(fold(base)) is not None or fold(base) in owners
    return noun.clause == words[at].clause and not player


def _whole_names(words: Sequence[Word], names: list[_Name]) -> list[_Name]:
    """A name read with a case ending that another mention shows is the name's own (``a Hidra
    az ellenfél őrposztjában van`` beside ``a Hidrát``: Hidra, not Hid + ra): the nominative."""
    bases = {n.base for n in names}
    out = []
    for name in names:
        text = " ".join(w.text for w in words[name.at : name.end])
        if name.case == "target" and name.base != text and text in bases and not name.mine:
            name = name._replace(base=text, case="nom")
        out.append(name)
    return out


def _owned_how(words: Sequence[Word], at: int, end: int) -> tuple[bool, bool]:
    """Whether a name's possessive ending is its owner's (``az ellenfél őrposztos Lidércét``,
    ``neki van egy Farkasa``), and whether it follows its possessor right (its ``-a/-e``)."""
    # (``neki van egy Farkasa``, ``a barátom őrposztjában ott van a Hollóvajákosa``: possessed,
    # its ending its own)
    had = _had(words, at) or _held_at(words, at)
    possessed = _possessed(words, at) or _third_persons(words, at, end) or had
    direct = at > 0 and words[at - 1].folded in _OPPONENT or had
    # (``az ellenfelem Pajzsos Törpéje és Bányászlánya``: the list's next name his as well)
    listed = at > 1 and words[at - 1].folded in ("es", "meg") and words[at - 2].text[:1].isupper()
    return possessed, direct or possessed and listed and words[at - 2].folded.endswith(("ja", "je"))


def _a_card_named(
    words: Sequence[Word], names: Sequence[_Name], heads: Sequence[str], name: _Name
) -> bool:
    """Whether a name names a card: one inside its sentence, one with a case of an attack, one
    named again (``heads``: the names' first letters), one heading a list, one an arrow follows
    (``Troll -> Lovag``) — not a capitalised word that begins a sentence (``Megtehetem?``)."""
    return (
        name.at > 0
        and words[name.at - 1].sentence == words[name.at].sentence
        or name.case in ("ins", "target")
        or heads.count(name.base.split()[-1].lower()[:4]) > 1
        or _heads_a_list(words, names, name)
        or _arrowed_after(words, name)
    )


def _arrowed_after(words: Sequence[Word], name: _Name) -> bool:
    """Whether an arrow follows a name (``Troll -> Lovag``)."""
    return name.end < len(words) and words[name.end].folded == grammar.ARROW


def _players_named(words: Sequence[Word]) -> frozenset[str]:
    """The players a story names (folded): a capitalised word before a place with the third
    person's possessive (``Dóri őrposztjában``), or before ``az aktív`` (``Bence az aktív
    játékos``)."""
    out = set()
    for at in range(len(words) - 1):
        word, after = words[at], words[at + 1]
        if not word.text[:1].isupper():
            continue
        place = possessed_place(after.folded)
        active = after.folded == "az" and at + 2 < len(words) and words[at + 2].folded == "aktiv"
        if place or active:
            out.add(word.folded)
    return frozenset(out)


def _players_card_after(
    words: Sequence[Word], at: int, players: frozenset[str], rule_stems: frozenset[str]
) -> bool:
    """Whether the word at ``at`` is a player the story names, a card's own name after it
    (``Dóri Őrtornyát``: Dóri's Őrtorony, not a card called so; not a word of the rules:
    ``Réka Tornyára`` is read whole, as before)."""
    return (
        words[at].folded in players
        and at + 1 < len(words)
        and words[at + 1].text[:1].isupper()
        and words[at + 1].sentence == words[at].sentence
        and words[at + 1].stem not in rule_stems
    )


def _listed_nominatives(words: Sequence[Word], names: list[_Name]) -> list[_Name]:
    """Names read as onto (``-ra``/``-re``) that are items of a list of names in the
    nominative (``a Hiéna, a Skorpió, a Kobra meg a Sakál``): a list's items share their case,
    so the ending is the name's own (``Kobra``, not ``Kob`` + ``-ra``). The names before and
    after must be joined to it in the nominative as a list's items (``_listed_apart``): ``a
    Trollom meg a Kőfalra`` is my Troll onto the Kőfal."""
    out = list(names)
    for i, name in enumerate(names):
        text = words[name.end - 1].text
        if name.case != "target" or not text.lower().endswith(("ra", "re")):
            continue
        if text == name.base.split()[-1] or i == 0:
            continue
        said = name._replace(base=" ".join([*name.base.split()[:-1], text]), case="nom")
        prior = _joined_to(words, names, said)
        if prior is None or not _listed_apart(words, names, prior, said):
            continue  # (``a Troll a Griffre``: one's subject, the other its target)
        as_said = [*names[:i], said, *names[i + 1 :]]
        after = names[i + 1] if i + 1 < len(names) else None
        if after is not None and _joined_to(words, as_said, after) == said:
            out[i] = said if _listed_apart(words, as_said, said, after) else name
    return out


def _listed_apart(words: Sequence[Word], names: Sequence[_Name], first: _Name, then: _Name) -> bool:
    """Whether two names joined in one case are items of a list: a comma or ``és``/``meg``
    between them, not mere words of one clause (``a Troll a Griffre``)."""
    between = set(_since_last_name(words, names, then))
    return words[first.at].clause != words[then.at].clause or bool(between & {"es", "meg"})


def _own_m(words: Sequence[Word], names: list[_Name]) -> list[_Name]:
    """Names read as the asker's by an ``-m`` after a long vowel (``a Gnóm``: ``Gnó`` + m)
    whose ``m`` is their own where the name is said elsewhere with it (``Gnómot``: ``Gnóm``),
    or the name (so said) is the opponent's somewhere (``Az ellenfél őrposztjában a Kobold és
    a Gnóm áll``)."""
    bases = {n.base.lower() for n in names}
    theirs = set()
    for n in names:
        said = [w.folded for w in words[: n.at] if w.clause == words[n.at].clause]
        if set(said) & _OPPONENTS_OWN:
            theirs.add(n.base.lower())
    return [
        n._replace(base=n.base + "m", mine=False)
        if n.mine
        and n.base[-1:] in "óőúűí"
        and ((n.base + "m").lower() in bases or n.base.lower() in theirs)
        else n
        for n in names
    ]


def _heads_a_list(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> bool:
    """Whether a name is the first of a list of names (``Farkas, Medve és Sas támadja``): the
    next word, or the one after ``és``/``meg`` (and an article), begins another name."""
    starts = {n.at for n in names}
    after = name.end
    joined = after < len(words) and words[after].folded in _JOINED
    after += joined
    if after < len(words) and words[after].folded in ("a", "az"):
        after += 1
    if after not in starts or words[after].sentence != words[name.at].sentence:
        return False
    return joined or words[after].clause != words[name.at].clause  # (``és``, or a comma)


def _named_short(words: Sequence[Word], names: Sequence[_Name]) -> list[_Name]:
    """``az íjászt`` after ``Elf íjász``: a word in small letters after the article that is the
    last word of a name told before it, with its case — that card again."""
    by_last = {fold(n.base.split()[-1]): n.base for n in names if " " in n.base}
    out = []
    for at in range(1, len(words)):
        word = words[at]
        if not word.text[:1].islower() or words[at - 1].folded not in ("a", "az"):
            continue
        base, case, mine = _read_name(word.text)
        full = by_last.get(fold(base))
        if full is None:  # (``az íjászát``: his, its possessive taken off)
            base, case, mine = _read_name(word.text, True)
            full = by_last.get(fold(base))
        if full is not None and any(n.at < at for n in names if n.base == full):
            out.append(_Name(at, at + 1, full, case, mine))
    return out


def _named_so(words: Sequence[Word], at: int) -> bool:
    """Whether the two words at ``at`` (a sentence's first, and one in small letters) are a
    name written so elsewhere, inside a sentence (``Ork harcossal az Elfet``: ``Ork harcos``)."""
    if at + 1 >= len(words):
        return False
    first, second = words[at].folded, words[at + 1].folded[:4]
    return any(
        j != at
        and not _sentence_start(words, j)
        and words[j].folded == first
        and words[j + 1].folded[:4] == second
        for j in range(len(words) - 1)
    )


#: a noun's possessive with its case (``őrposztján``, ``tartalékában``): a possessor before it
#: is that noun's, not a name's after it (``az ellenfél őrposztján álló Törpét``)
_POSSESSED_PLACE: tuple[str, ...] = ("jan", "jen", "jaban", "jeben", "jabol", "jebol")
_POSSESSED_PLACE += ("jarol", "jerol", "jat", "jet", "aban", "eben")


def possessed_place(folded: str) -> bool:
    """A place with the third person's possessive and its case (``őrposztjában``,
    ``tartalékából``): someone's, not the asker's."""
    return folded.startswith((_GUARD, _RESERVE)) and folded.endswith(_POSSESSED_PLACE)


def _third_persons(words: Sequence[Word], at: int, end: int) -> bool:
    """Whether the name's sentence says a third person's card or place elsewhere (``a saját
    őrposztjában álló Ork harcosával``, ``a Trollja a saját Goblinját``): then a name's ``-a/-e``
    before its case is that person's possessive (``Farkasával``: Farkas + á + val), as the
    sentence's other words are."""
    sentence = words[at].sentence
    return any(
        w.sentence == sentence
        and (i < at or i >= end)
        and (
            w.folded in _OPPONENTS_OWN
            or possessed_place(w.folded)
            or len(w.folded) > 5
            and w.folded.endswith(_THIRD_CASED)
        )
        for i, w in enumerate(words)
    )


#: a third person's possessive ``-ja/-je`` with a case (``Bányáját``, ``Griffjére``)
_THIRD_CASED = ("jat", "jet", "javal", "jevel", "jara", "jere")


def _possessed(words: Sequence[Word], at: int) -> bool:
    """Whether the opponent's word before the name in its clause possesses it: no noun that
    carries a possessive stands between them (``az ellenfél őrposztos Lidércét``: yes; ``az
    ellenfél őrposztján álló Törpét``: the guard post is the opponent's)."""
    clause = words[at].clause
    owner = [i for i in range(at) if words[i].clause == clause and words[i].folded in _OPPONENT]
    if not owner:
        return False
    between = words[owner[-1] + 1 : at]
    return not any(possessed_place(w.folded) for w in between)


#: the articles before a name in a list (``a Hidra és a Bika``, ``egy Hidra és egy Gólem``)
_ARTICLES = frozenset(("a", "az", "egy"))


def _starts_name(words: Sequence[Word], at: int, rule_stems: frozenset[str]) -> bool:
    word = words[at]
    if not word.text[:1].isupper() or word.text.isupper() or word.folded in HU_FUNCTION:
        return False
    adjective = _adjective_of_a_name(words, at, rule_stems)
    no_name = word.folded.startswith(_NO_NAME) or word.folded in _FIGHT
    if no_name and not adjective:
        return False
    if word.folded in _NOT_NAMES or word.folded in _EVERY_SUBJECT:
        return False  # (``Múlt héten …``; ``Mindkettővel az ellenfél Várát támadom``: both)
    if players_hu.player(word.folded) is not None:
        return False  # a player (``Bence``, ``Danira``), never a card
    if _attacks_first_person(word):
        return False  # ``Megtámadhatom …?``, ``Rámegyek …``: the asker's verb first
    # a word of the rules is no name, unless a building is called by it (``az ellenfél
    # Tornyát``) or it is joined to a list of names (``a Kardforgató és a Szörny``)
    listed = at > 1 and words[at - 1].folded in _ARTICLES and words[at - 2].folded in _JOINED
    # (the first of such a list: ``a Hidra és a Bika``, ``egy Hidra és egy Gólem``)
    after = words[at + 1 : at + 4]
    listed = listed or (
        len(after) == 3
        and after[0].folded in _JOINED
        and after[1].folded in _ARTICLES
        and after[2].text[:1].isupper()
    )
    if word.stem in rule_stems and _sentence_start(words, at):
        return False
    named = _building_named(fold(_base(word.text)[0])) or listed or adjective
    if _rule_word(word, rule_stems) and not named:
        return False
    return all(g.pos in ("name", "noun") for g in word.grams)


def _adjective_of_a_name(words: Sequence[Word], at: int, rule_stems: frozenset[str]) -> bool:
    """Whether a capitalised adjective of the rules' words begins a name after an article, a
    noun of no rule in small letters after it (``a Harci elefántom``; not ``a Harci fázisban``)."""
    if not 0 < at < len(words) - 1 or words[at - 1].folded not in _ARTICLES:
        return False
    noun = words[at + 1]
    return (
        words[at].folded.endswith("i")
        and noun.text[:1].islower()
        and noun.folded not in HU_FUNCTION
        and not _rule_word(noun, rule_stems)
        and any(g.pos == "noun" for g in noun.grams)
    )


def _rule_word(word: Word, rule_stems: frozenset[str]) -> bool:
    """Whether a word is one of the rules' by its stem — a stem of three letters at least
    (``Hidra`` is stemmed to ``hi``, which says nothing)."""
    return len(word.stem) > 2 and word.stem in rule_stems


#: capitalised words that begin no card's name: the players, the fight, an attack (``Támadás``)
_NO_NAME = ("ellenf", "jatekos", "tamad")
#: the fight's word in its forms (``Harci fázisban``): a name begun as it is one (``Harcos``,
#: ``Harcimamutra``)
_FIGHT = frozenset(
    ("harc", "harci", "harcban", "harcba", "harcbol", "harcot", "harcra", "harcnal", "harcon")
)
_ROUND = frozenset(("kor", "korben", "kore", "kort", "korom"))
#: words of when a story's sentence begins with (``Múlt héten …``, ``Tegnap …``)
_WHEN = frozenset(("mult", "tegnap", "tegnapelott", "tavaly", "legutobb", "multkor", "ma"))
#: the personal pronouns, capitalised at a line's start (``Én (aktív) – őrposzt: …``)
_PERSONS = frozenset(("en", "te", "o", "mi", "ti", "ok"))
#: capitalised words that are never a card's name
_NOT_NAMES = _ROUND | _WHEN | _PERSONS
#: the pronouns of place that begin a sentence (``Arra két lényem megy``: onto that one)
_NOT_NAMES |= frozenset(("arra", "erre", "arrol", "errol", "oda", "ide", "ott", "itt"))


#: verbs of going, said after the card that goes (``csak a Papnő ment``)
_GOING = frozenset(("ment", "megy", "mentek", "mennek", "jott", "jon", "jottek", "indult"))


def _continues_name(words: Sequence[Word], at: int, rule_stems: frozenset[str]) -> bool:
    """A word of the name begun before it: capitalised, or in small letters no word of the rules
    or function word (``griff`` of ``Ezüst griff``), in the same clause."""
    word, before = words[at], words[at - 1]
    if word.clause != before.clause or word.folded in HU_FUNCTION | _ADVERBS:
        return False
    if fold(word.text) in _ADVERBS or word.folded in _DIRECT:
        return False  # (as typed: a typo's reading aside; ``a Sassal magára …``)
    if word.stem in rule_stems or word.folded in _COUNTS:
        return False  # (a number is no name's word: ``az Őrtornyára öt lénnyel``)
    if word.folded.startswith(
        ATTACK_VERBS + _PLACES + _CARD_WORDS + _SAME + _ALL_OF_THEM + _STRIKING_BACK
    ):
        return False
    if word.folded in _PLAYER | _NAMED or players_hu.player(word.folded) is not None:
        return False
    if word.folded in _GOING | _STANDING:
        return False  # ``csak a Papnő ment``: the card's verb
    if word.text[:1].isupper() and before.text[:1].isupper() and _two_parts(before, word):
        return False  # ``Manót Lovaggal``: what is attacked, then what attacks it
    if word.text[:1].islower() and (_ins_ended(before) or _owned_cased(before)):
        return False  # ``a Trollal egyből``, ``a Trollomat egyszerre``: ended with its case
    if word.text[:1].islower() and _onto_ended(before):
        return False  # ``a Kőfalra menék``: ended with ``-ra``, its verb after it
    return word.text[:1].isupper() or word.text[:1].islower() and word.folded.isalpha()


def _ins_ended(word: Word) -> bool:
    """Whether a capitalised word ends in ``-val/-vel``, or in ``-al/-el`` after a doubled
    consonant (``Trollal``, ``Vérfarkassal``): a name's case, no word of the name after it."""
    text = word.text.lower()
    doubled = text.endswith(("al", "el")) and _doubled(text[:-2])
    return word.text[:1].isupper() and (doubled or text.endswith(("val", "vel")))


def _onto_ended(word: Word) -> bool:
    """Whether a capitalised word ends in ``-ra/-re`` read as its case (``Kőfalra``, not
    ``Hidra``): a name's end."""
    text = word.text.lower()
    return (
        word.text[:1].isupper()
        and text.endswith(("ra", "re"))
        and _read_name(word.text)[1] == "target"
    )


def _owned_cased(word: Word) -> bool:
    """Whether a capitalised word ends in the asker's possessive and a case (``Trollomat``,
    ``Lovagomra``): a name's end, no word of the name after it."""
    _, case, mine = _read_name(word.text)
    return word.text[:1].isupper() and mine and case != "nom"


def _two_parts(before: Word, word: Word) -> bool:
    """Whether two capitalised words are an attack's two parts, each with its case: the
    accusative ``-t`` after a vowel or a consonant it follows at once (``Hiúzt``, ``Sárkányt``;
    not ``-st``, ``-nt``, ``-lt``: ``Ezüst``, ``Szent``, ``Holt`` end so), then ``-val/-vel``
    (``Manót Lovaggal``) — not an adjective of a name (``Sötét Lovaggal``)."""
    first = before.text.lower()
    accusative = first.endswith("t") and first[-2:-1] in _VOWELS + "zrjy"
    accusative = accusative and first not in _NAME_ADJECTIVES
    return accusative and _read_name(word.text)[1] == "ins"


#: adjectives that begin card names and end like an accusative (``Sötét Lovag``)
_NAME_ADJECTIVES = frozenset(("sötét", "setet"))


#: ``ugyanarra``, ``ugyanazt``: the same one, never part of a name (``a Griffel ugyanarra a
#: Törpére``)
_SAME = ("ugyanaz", "ugyanar", "ugyanab", "ugyanann")
#: ``mindkettőre``, ``mindhármat``, ``mindegyikre``: all of them, never part of a name (``A
#: Bölény mindkettőre visszaüt?``)
_ALL_OF_THEM = ("mindket", "mindhar", "mindnegy", "mindegyik", "mindannyi")
#: ``visszaütése``, ``visszaüt``: a strike back, never part of a name (``a Goblin
#: visszaütéséről``)
_STRIKING_BACK = ("visszau",)
#: words for a card itself, never part of a name (``az Ork lapján``: on the Ork's card)
_CARD_WORDS = ("lap", "kartya", "szoveg", "gazd")  # (``az Elf gazdája``: its owner)
#: small words between names that are no part of one (``Darázskirálynő szintén a …``)
_ADVERBS = frozenset(
    "szinten pedig mind mindketten mindketto mindharman ott itt epp eppen meg is csak mar".split()
    # (``a Harcosom ilyenkor …``, ``a Goblin pihen``, ``a Jégóriáson kívül``)
    + "ilyenkor most akkor inkabb viszont azonban aztan utana kivul pihen pihent".split()
    + "marad maradt all allt".split()
    # (``a Kentaurt ebben a körben játszotta ki``)
    + "ebben abban ebbe abba ezen azon".split()
    # (``a Farkas úgyis átüt``, ``a Troll mégis``)
    + "ugyis megis amugy egyebkent persze tenyleg sajnos repul repult".split()
    # (``a saját Íjászát akarta megtámadni``: a verb of will)
    + "akar akarta akart akartam akarom akarja akarnam akarna akarnak".split()
)


def _sentence_start(words: Sequence[Word], at: int) -> bool:
    return at == 0 or words[at - 1].sentence != words[at].sentence


#: ``a Rézkapu nevű építményét``: the name ends, the noun after ``nevű`` has its case
_NAMED = frozenset(("nevu",))
#: words of a place, never of a name (``a Manó tartalékban van``)
_PLACES = ("orposzt", "tartalek", "ulo", "levo", "allo")


def _base(text: str, possessed: bool = False) -> tuple[str, str]:
    """A name without its case ending and possessive suffix (``Kőóriásommal`` → ``Kőóriás``,
    ``Sárkánnyal`` → ``Sárkány``; after ``az ellenfél``, ``Lidércére`` → ``Lidérc``), and its
    case."""
    base, case, _ = _read_name(text, possessed)
    return base, case


#: the case endings a possessive's vowel lengthens before (``Sárkány-á-ra``, ``Lidérc-é-re``)
_CASE_VOWELLED = ("ra", "re", "val", "vel", "nak", "nek", "ban", "ben", "hoz", "hez")


def _unaccented(stem: str, ending: str) -> str:
    """A stem whose ``-ét/-át`` was typed without its accent, read as ``-et/-at``: its vowel
    given back (``Griffjet``: ``Griffjét``; ``Torpet``: ``Törpét``, ``Törpe``)."""
    if ending == "ot" and _unaccented_o_noun(stem + "o"):
        return stem + "o"  # ``Vizikigyot``: Vízikígyó + t
    if ending not in ("et", "at"):
        return stem
    if stem[-1:].lower() == "j" and len(stem) > 3 or fold(stem + ending[0]).endswith(_A_NOUNS):
        return stem + ending[0]
    return stem


def _read_name(text: str, possessed: bool = False, direct: bool = False) -> tuple[str, str, bool]:
    """``_base``, and whether the name carries the asker's possessive (``Kőtrollommal``:
    Kőtroll + om + mal)."""
    lower = text.lower()
    hyphened = _hyphened(text, possessed)
    if hyphened is not None:
        return hyphened
    for ending in _ENDINGS:
        stem = text[: -len(ending)]
        if not lower.endswith(ending) or _too_short(stem, ending):
            continue
        case = _CASE_OF.get(ending, "target")
        if ending in ("al", "el"):  # -val/-vel after a consonant: the consonant doubled
            found = _instrumental_base(stem)
            if found is None:
                continue
            stem = found
        if ending in ("ot", "et", "at", "öt") and stem[-1:].lower() in _VOWELS:
            continue  # ``-ot`` after a vowel is no ending
        if ending in ("ba", "be") and stem[-1:].lower() in "aeiouöüíóőúű":
            continue  # (``Amőba``: a name's own; ``Kaszárnyába``: its vowel lengthened)
        if ending in ("ra", "re") and fold(text).endswith(_RA_NOUNS):
            continue  # ``Hidra``: the noun's own ``-ra`` (onto it: ``Hidrára``)
        stem = _unaccented(stem, ending)
        if ending == "t" and stem[-1:].lower() not in _VOWELS + "lnrszjy":
            continue  # ``Ezüst``: a name's own t
        if ending in ("ot", "öt"):  # ``Gnómot``: a possessive takes ``-at/-et`` (``Gnómomat``)
            return _unelided(stem), case, False
        if fold(stem).endswith(_BUILDING_HEADS) and fold(stem).endswith(("om", "em")):
            return stem, case, False  # (``Templomat``: ``Templomát``; its ``-om`` no possessive)
        if len(stem) > 4 and stem.lower().endswith("im") and stem[-3].lower() not in _VOWELS:
            return stem[:-1], case, True  # ``Zombimmal``: after ``i`` the possessive is ``-m``
        lengthened = _lengthened(text, stem, ending, possessed)
        # (``a Sárkányára``: a vowel the case lengthened after a consonant, on a noun of no
        # such vowel of its own, is a possessive's — whoever's it is)
        owned = possessed or _possessive_vowel(stem, ending)
        base, mine = _unowned(stem[:-1] + stem[-1:].translate(_LONG), owned, lengthened)
        return _unelided(base), case, mine
    # ``az ellenfél Sárkánya``: the possessed form right after its possessor
    base, mine = _unowned(text, possessed, vowel=direct)
    return (_unelided(base) if mine else base), "nom", mine  # (``Baglyom``: Bagoly)


def _possessive_vowel(stem: str, ending: str) -> bool:
    """Whether a stem ends in ``á``/``é`` a case ending lengthened after a consonant, on a noun
    that does not end in ``-a``/``-e`` of its own (``Sárkányá|ra``; not ``Medvé|re``)."""
    lower = stem.lower()
    return (
        ending in _CASE_VOWELLED
        and len(lower) > 4
        and lower[-1] in "áé"
        and lower[-2] not in _VOWELS
        and not fold(lower[:-1] + "a").endswith(_A_NOUNS)
        and not fold(lower[:-1] + "e").endswith(_A_NOUNS)
    )


def _too_short(stem: str, ending: str) -> bool:
    """Whether a stem is too short to be a name before this ending: under three letters, but
    a noun of two before ``-ra/-re`` (``Őrre``: onto an Őr)."""
    short = len(stem) == 2 and ending in ("ra", "re") and stem[-1].lower() not in _VOWELS
    return len(stem) < 3 and not short


def _lengthened(text: str, stem: str, ending: str, possessed: bool) -> bool:
    """Whether a name's stem ends in a possessive vowel a case ending lengthened (``Lidércé|re``,
    ``Griffje|t`` typed unaccented), or may (``az ellenfel Sarkanyara``: typed without accents,
    the lengthened vowel unseen)."""
    if stem[-1:] in "áé" or ending in ("et", "at") and stem[-2:].lower() in _JA:
        return True
    return possessed and fold(text) == text.lower() and ending in _CASE_VOWELLED


def _hyphened(text: str, possessed: bool) -> tuple[str, str, bool] | None:
    """``_read_name`` of a name with its case after a hyphen (``Troll-lal``, ``Ork-ot``,
    ``Gólem-mel``, ``Griff-fel``: the consonant doubled), else None."""
    head, hyphen, tail = text.rpartition("-")
    if not hyphen or len(head) <= 2:
        return None
    if tail.lower() in _HYPHENED:
        base, mine = _unowned(head, possessed)
        return base, _HYPHENED[tail.lower()], mine
    if tail.lower() in (head[-1:].lower() + "al", head[-1:].lower() + "el"):
        return head, "ins", False
    return None


#: the cases of the endings that are no target's (``-val/-vel``: what attacks; ``-nak``, ``-ból``,
#: ``-ról``: another part)
_CASE_OF = dict.fromkeys(("val", "vel", "al", "el"), "ins") | dict.fromkeys(
    ("nak", "nek", "ból", "ből", "ról", "ről"), "other"
)


def _instrumental_base(stem: str) -> str | None:
    """The name before ``-al/-el``: its doubled consonant single (``Troll|al``), a possessive
    ``-m`` typed single (``Trollom|al``), or a being's word typed with one consonant
    (``_typed_single``); None where the ending is no instrumental."""
    single = _typed_single(stem)
    if not _instrumental_stem(stem) and single is None:
        return None
    return _undoubled(stem) if _doubled(stem) else single or stem


def _typed_single(stem: str) -> str | None:
    """A being's word before ``-al/-el`` typed with its consonant single (``Orkal``,
    ``Farkasal``, ``Árnyvadászal``, ``Trolal``: Troll), the name as it is; else None."""
    folded = fold(stem)
    if len(folded) < 3 or folded[-1:] in _VOWELS or _doubled(stem):
        return None
    if any(folded.endswith(being) for being in _BEINGS):
        return stem
    if any((folded + folded[-1]).endswith(being) for being in _BEINGS):
        return stem + stem[-1]  # (``Trolal``: one ``l`` of two typed)
    return None


def _instrumental_stem(stem: str) -> bool:
    """Whether ``-al/-el`` ends a name after this stem: its last consonant doubled, or a
    possessive ``-m`` typed single (``Trollomal``: ``Trollommal``)."""
    return _doubled(stem) or stem[-1:] == "m" and stem[-2:-1].lower() in "oeaö" and len(stem) > 4


#: stems whose last vowel drops before a suffix (``torony`` → ``tornyát``, ``bokor`` →
#: ``bokrot``), as the suffixed stem ends and as the word is written
_ELIDED = {"torny": "torony", "bokr": "bokor", "tükr": "tükör", "tukr": "tukor", "ökr": "ökör"}
_ELIDED |= {"malm": "malom", "halm": "halom", "sátr": "sátor", "satr": "sator", "term": "terem"}
_ELIDED |= {"bagly": "bagoly", "majm": "majom", "sólym": "sólyom", "solym": "solyom"}
_ELIDED |= {"szobr": "szobor"}


def _besides(base: str) -> str:
    """A name before ``kívül`` without its ``-on/-en/-ön`` (``Óriáson`` → ``Óriás``)."""
    for ending in ("on", "en", "ön", "n"):
        if base.lower().endswith(ending) and len(base) - len(ending) >= 3:
            stem = base[: -len(ending)]
            if ending == "n":  # ``Medvén``: the vowel the suffix lengthened is short (Medve)
                stem = stem[:-1] + stem[-1:].translate(_LONG)
            return _unelided(stem)
    return base


def _unelided(base: str) -> str:
    """A name's last word with the vowel its suffix dropped (``Vártorny`` → ``Vártorony``; its
    possessive off too: ``Őrtornya`` → ``Őrtorony``)."""
    lower = base.lower()
    for tail in ("ja", "je", "a", "e"):
        if lower.endswith(tail) and any(lower[: -len(tail)].endswith(s) for s in _ELIDED):
            base = base[: -len(tail)]
            break
    for short, whole in _ELIDED.items():
        if base.lower().endswith(short):
            cut = len(base) - len(short)
            restored = whole if base[cut:].islower() else whole.capitalize()
            return base[:cut] + restored
    return base


_VOWELS = "aeiouáéíóöőúüű"
#: the third person's possessive a name may carry before its case (``Griffjét``)
_JA = ("ja", "je")
#: case endings written after a hyphen (a name that ends in a double letter or is foreign)
_HYPHENED = {"lal": "ins", "lel": "ins", "val": "ins", "vel": "ins", "al": "ins", "el": "ins"}
_HYPHENED |= {"mal": "ins", "mel": "ins"}  # (``Ogre-mal``: as typed after a vowel, too)
_HYPHENED |= {"t": "target", "ot": "target", "et": "target", "at": "target", "ra": "target"}
_HYPHENED |= {"re": "target", "nak": "other", "nek": "other"}


def _doubled(stem: str) -> bool:
    lower = stem.lower()
    return len(lower) > 2 and (lower[-1] == lower[-2] or any(lower.endswith(d) for d in _DIGRAPHS))


def _undoubled(stem: str) -> str:
    """The stem ``-val/-vel`` doubled the last consonant of (``Farkass`` → ``Farkas``,
    ``Sárkánny`` → ``Sárkány``, ``Elff`` → ``Elf``, ``Ghoull`` → ``Ghoul``); kept where the
    noun itself ends in the double letter (``Troll``, ``Griff``): ``-val`` after it is written
    with two letters, not three."""
    lower = stem.lower()
    for doubled, single in _DIGRAPHS.items():
        if lower.endswith(doubled):
            return stem[: -len(doubled)] + single
    return stem if fold(lower).endswith(_ENDS_DOUBLED) else stem[:-1]


#: the nouns creatures are called by that end in a doubled consonant of their own
_ENDS_DOUBLED = ("troll", "griff", "toll", "bluff")
#: nouns that end in a consonant and ``-a/-e`` of their own, as creatures are called (a
#: possessive after them is ``-ja/-je``: ``Medvéje``), and the endings of such nouns: the
#: diminutive (``Madárka``, ``Zöldike``), the foreign ``-ista``, ``-nta``, ``-óra``
_A_NOUNS = tuple(
    (
        "medve torpe hidra ogre baba bika kobra zebra vipera puma hiena lama kutya csiga pioca "
        "druida harpia mumia bestia furia meduza szirena szalamandra "
        "fecske kecske cinege banya kaszarnya boszorka nimfa gorgona kimera amazona "
        "ka ke cska cske ista nta ora"
    ).split()
)
#: nouns that end in ``-ó/-ő`` of their own, as creatures are called (typed without accents,
#: ``Kigyot`` is Kígyó + t, not Kigy + ot): ``kígyó``, ``lakó``, ``holló``, ``manó``, ``-ölő``
#: (``Sárkányölő``), ``-vívó``, ``-forgató``
_O_NOUNS = ("kigyo", "lako", "hollo", "mano", "olo", "vivo", "forgato")


def _unaccented_o_noun(word: str) -> bool:
    """Whether a word typed with no accent ends as a noun of ``_O_NOUNS`` (``Tuzkigyo``; not
    ``Sámáno``, whose accents show its ``-om`` is the possessive)."""
    return fold(word) == word.lower() and fold(word).endswith(_O_NOUNS)


#: the nouns of ``_A_NOUNS`` that end as ``-ra/-re`` (onto) does
_RA_NOUNS = tuple(n for n in _A_NOUNS if len(n) > 3 and n.endswith(("ra", "re")))
#: nouns whose own ending looks like a first-person possessive (``Szélsólyom``, ``Holló-szellem``)
_OWN_ENDING = (
    "solyom",
    "szellem",
    "golem",
    "elem",
    "alom",
    "halom",
    "atom",
    "fantom",
    "gnom",
    "majom",
    "orszem",
    "ostrom",
    "villam",
    "templom",
)


def _a_rem(lower: str) -> bool:
    """``Bányarém``: a name that ends in ``rém`` (a monster) of its own, written with its
    accent — not ``Ogrém``, the asker's Ogre (its ``-e`` lengthened), nor ``Tündérem``."""
    return lower.endswith("rém") and not fold(lower[:-2] + "e").endswith(_A_NOUNS)


def _my_suffix_off(stem: str) -> str | None:
    """A name without the asker's possessive (``Vasfarkasom`` → ``Vasfarkas``; ``Medvem``:
    ``Medvém`` typed without its accent; ``Törpém``: the vowel it lengthened short again),
    else None."""
    lower = stem.lower()
    if len(stem) > 4 and lower[-2:] in ("em", "am") and fold(lower[:-1]).endswith(_A_NOUNS):
        return stem[:-1]
    if len(stem) > 4 and lower[-2:] == "om" and _unaccented_o_noun(stem[:-1]):
        return stem[:-1]  # ``Tuzkigyom``: Tűzkígyóm typed without its accents
    if len(stem) > 4 and lower[-2:] in ("om", "em", "am", "öm") and lower[-3] not in _VOWELS:
        return stem[:-2]
    if len(stem) > 3 and lower.endswith("m") and lower[-2] in "áéíóőúű":
        return stem[:-2] + stem[-2].translate(_LONG)
    if fold(lower[:-1]).endswith(_I_NOUNS):
        return stem[:-1]  # ``a Zombim``: after ``i`` the possessive is ``-m`` (not ``Goblim``)
    return None


#: creatures' nouns that end in ``-i`` (their possessive: ``-m``)
_I_NOUNS = ("zombi", "yeti", "jeti")


def _unowned(stem: str, possessed: bool = False, vowel: bool = False) -> tuple[str, bool]:
    """A possessive suffix off a name (``Vasfarkasom`` → ``Vasfarkas``, ``Manóm`` → ``Manó``;
    after ``az ellenfél``, ``Griffje`` → ``Griff``, ``Lidérce`` → ``Lidérc``): a short vowel and
    ``m`` after a consonant stem, ``m`` after a long vowel; a third person's ``-ja/-je``, and
    ``-a/-e`` where the opponent's is said and the ending may be that vowel (``vowel``: a
    lengthened one before a case ending, or a name right after its possessor). With whether it
    was the asker's (``-m``)."""
    lower = stem.lower()
    if fold(lower).endswith(_OWN_ENDING) or _a_rem(lower):
        return stem, False
    mine = _my_suffix_off(stem)
    if mine is not None:
        return mine, True
    if possessed and len(stem) > 4 and lower[-2:] in ("ja", "je"):
        return stem[:-3] + stem[-3].translate(_LONG), False  # ``Medvéje`` → ``Medve``
    if len(stem) > 5 and lower[-3:] in ("ája", "éje") and lower[-4] not in _VOWELS:
        return stem[:-3] + stem[-3].translate(_LONG), False  # ``a Hidrájára``: his Hidra
    if vowel and len(stem) > 4 and lower[-2:] in ("ja", "je") and lower[-3] not in _VOWELS:
        return stem[:-2], False  # ``Trolljával``: Troll + já + val, whoever's it is
    if vowel and len(stem) > 5 and lower[-2:] in ("ja", "je") and lower[-3] in "óőúű":
        return stem[:-2], False  # ``Kardforgatójával``: Kardforgató + já + val
    if possessed and vowel and len(stem) > 3 and lower[-1] in "ae" and lower[-2] not in _VOWELS:
        if fold(lower).endswith(_A_NOUNS):  # ``az ellenfél Medvéje``: no; ``Medvét``: Medve + t
            return stem, False
        return stem[:-1], False  # ``Lidércére``: Lidérc + e + re; ``Sárkánya`` (not ``Medvével``)
    return stem, False


def _keys(names: Sequence[_Name]) -> dict[str, str]:
    """Each name's card: names whose bases share a word's beginning are one card (``Lidércet``
    and ``Mocsári lidérc``; a one-word name and a longer one's first word: ``Elf``, ``Elf
    íjász``), shown by its longest name."""
    keys: dict[str, str] = {}
    first_at = {n.base: min(m.at for m in names if m.base == n.base) for n in names}
    for name in sorted({n.base for n in names}, key=lambda n: (len(n), n), reverse=True):
        head = name.split()[-1].lower()
        same = next(  # ``Lidércet`` is ``Mocsári lidérc``; ``az Elf`` is ``Elf íjász``
            (
                k
                for k in keys.values()
                if k.split()[-1].lower()[: len(head)] == head
                and (" " not in name or _first_words(k) == _first_words(name))
                or " " not in name
                and (k.split()[0].lower() in _heads(head) or _owned_form(name, k.split()[0]))
                or _misspelt(k, name)
                or _compound_tail(k, name)
                and first_at.get(k, -1) < first_at[name]
            ),
            None,
        )
        if same is not None and _owned_form(same, name):  # ``Orkja`` is ``Ork``'s
            keys = {n: name if k == same else k for n, k in keys.items()}
            same = name
        keys[name] = same or name
    return keys


def _compound_tail(one: str, other: str) -> bool:
    """Whether a one-word name is the last part of a one-word compound name (``Gólem`` after
    ``Kőgólem``): the card said short, where the long name is said first (``a Farkassal és a
    Vérfarkassal``: two cards)."""
    a, b = fold(one), fold(other)
    return " " not in a + b and len(b) >= 4 and len(a) >= len(b) + 2 and a.endswith(b)


def _misspelt(one: str, other: str) -> bool:
    """Whether two one-word names of five letters or more are one typed with a letter wrong
    near its end (``Goblim`` and ``Goblin``), or two are one but for accents: one card."""
    a, b = one.lower(), other.lower()
    if " " not in a + b and fold(a) == fold(b):
        return True  # ``Kígyó`` and ``Kigyót``: an accent left out
    if " " in a + b or len(a) != len(b) or len(a) < 5:
        return False
    wrong = [i for i in range(len(a)) if a[i] != b[i]]
    return len(wrong) == 1 and wrong[0] >= len(a) - 2


def _first_words(name: str) -> list[str]:
    """A name's words before its last (two names of two words are two cards when these differ:
    ``Ork harcos``, ``Törp harcos``)."""
    return name.lower().split()[:-1]


def _heads(head: str) -> tuple[str, str, str]:
    """The first words of a longer name a one-word base may be: itself, or itself with the vowel
    an unaccented ending took (``Torpet``: ``Törpét`` typed without accents, read ``Torp`` + ``et``,
    is ``Torpe banyasz``)."""
    return head, head + "e", head + "a"


#: what a possessive suffix adds to a one-word name (``Orkja``, ``Trollom``)
_POSSESSIVE_TAILS = frozenset(("ja", "je", "a", "e", "om", "em", "am", "öm", "m"))


def _owned_form(longer: str, name: str) -> bool:
    """Whether ``longer`` is ``name`` with a possessive suffix left on its last word (``Orkja``,
    ``Ork harcosa``: one name's words, the first ones the same)."""
    if longer.lower().split()[:-1] != name.lower().split()[:-1]:
        return False
    if not longer.lower().startswith(name.lower()):
        return False
    return longer.lower()[len(name) :] in _POSSESSIVE_TAILS


def _unsure_words(
    words: Sequence[Word], claims: frozenset[int] | None, supposed: frozenset[int] | None
) -> tuple[frozenset[int], frozenset[int]]:
    """The words of claims and of what the question supposes, each read where not given."""
    if claims is None:
        claims = grammar.claimed(words, "hu")
    if supposed is None:
        supposed = grammar.supposed(words, "hu")[0]
    return claims, supposed


def _not_but(words: Sequence[Word], at: int) -> bool:
    """``nem a Kőóriást, hanem az Elfet``: a name ``nem`` stands before (its article between)
    with ``hanem`` later in its sentence — what is meant instead comes after."""
    before = at - 1 if at and words[at - 1].folded in ("a", "az") else at
    if before == 0 or words[before - 1].folded != "nem":
        return False
    sentence = words[at].sentence
    return any(w.folded == "hanem" and w.sentence == sentence for w in words[at + 1 :])


def _as_supposed(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    counted: Mapping[int, Sequence[str]],
    unsure: tuple[frozenset[int], frozenset[int]],
) -> list[tuple[str, str]]:
    """The attacks as a question supposes them (``Mi lett volna, ha a Troll nem a Kőóriást,
    hanem az Elf íjászt támadja?``): each attacker it declares anew attacks as supposed, the
    others as the story told; none where it supposes no attack."""
    claims, supposed = unsure
    if not supposed:
        return []
    story = frozenset(range(len(words))) - supposed
    anew = _attacks(words, names, keys, counted, claims | story)
    if not anew:
        return []
    told = _attacks(words, names, keys, counted, claims | supposed)
    redeclared = {by for by, _ in anew}
    return list(dict.fromkeys([*(a for a in told if a[0] not in redeclared), *anew]))


def _attacks(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    counted: Mapping[int, Sequence[str]],
    claims: frozenset[int],
) -> list[tuple[str, str]]:
    """The attacks of the sentences that declare some (``_declaring``): the attackers named
    (or counted: ``counted``) since the last target, on each target (a card, the player, or the
    card ``rá`` points back to)."""
    out: list[tuple[str, str]] = []
    # no attack is declared in a strike-back's clause, a denying one, nor someone's claim
    # (``az ellenfél szerint …``)
    skipped = _striking_back_clauses(words) | _denied_clauses(words)
    unnamed, said = _unnamed_attackers(words, names, keys, counted)
    passed = claims | said | _listed_for_them(words, names)
    for sentence in sorted(_declaring(words, names)):
        pairing = _Pairing(out)
        clause = -1
        for at, word in enumerate(words):
            if word.sentence != sentence or word.clause in skipped or at in passed:
                continue
            clause = _pairs_anew(words, names, at, clause, pairing)
            name = next((n for n in names if n.at == at), None)
            if name is not None and (_denied_after(words, name.end) or _not_but(words, at)):
                continue  # ``a Goblint nem, …``, ``nem a Kőóriást, hanem …``: not attacked
            if _target_unsaid(words, at, pairing.pending):
                return []
            part = _nameless_part(words, at, names, unnamed, pairing) if name is None else None
            if part is False:
                return []  # (``kettőt`` of three attackers: which goes where is not said)
            if part:
                continue
            card, role = _part(words, at, name, names, keys, pairing.pending)
            if name is not None and not role and _listed_with_attacker(words, names, name, out):
                role = "attacker"  # ``…: a Lovag, az Íjász és a Troll``: the list's last one too
            if card is not None and role == "attacker":
                pairing.attacker(card, apart=_apart(words, names, name))
            elif card is not None and role == "target":
                joined = words[at - 1].folded in _JOINED or _joined(words, at)
                pairing.target(card, joined=joined, share=_share(words, at))
        _pair_back(words, names, keys, sentence, pairing)
        _pair_forward(words, names, keys, sentence, pairing)
        if not pairing.whole():
            return []  # a target attacked by creatures the words do not name: not read whole
    return list(dict.fromkeys(out))  # an attack told twice is one attack


#: the words of a list of what the opponent has (``ellenfélnek 2 lénye van őrposztban ogre meg
#: kobold``) between the names and the opponent
_HAS_LISTED = _ARTICLES | _STANDING | {"es", "meg", "csak", "ket"}


def _listed_for_them(words: Sequence[Word], names: Sequence[_Name]) -> set[int]:
    """The words of names in the nominative that list what the opponent has (``ellenfélnek 2
    lénye van őrposztban ogre meg kobold az ogrére a lovaggal …``): no attacker of a pair."""
    out: set[int] = set()
    starts = {n.at: n for n in names if n.case == "nom" and not n.mine}
    for name in starts.values():
        at = name.at - 1
        while at >= 0 and words[at].sentence == words[name.at].sentence:
            folded = words[at].folded
            # (``ellenfél őrposztján 1 troll meg 1 elf``: their guard post's)
            post = at + 1 < len(words) and possessed_place(words[at + 1].folded)
            # (typed with no stops, its one clause: ``ellenfél őrposztján 1 troll meg 1 elf …``)
            post = post and len({w.clause for w in words}) == 1
            post = post and not words[at + 1].folded.endswith(_FROM)  # (``őrposztjából``: theirs
            # come from it, attacking)
            if folded in _OPPONENT_HAS or folded in _OPPONENT and post:
                out.update(range(name.at, name.end))
                break
            listed = any(n.at <= at < n.end for n in starts.values())
            said = folded in _HAS_LISTED or folded.isdigit() or folded.startswith(("lenye", _GUARD))
            if not (listed or said):
                break
            at -= 1
    return out


def _pairs_anew(
    words: Sequence[Word], names: Sequence[_Name], at: int, clause: int, pairing: _Pairing
) -> int:
    """Where the pairing starts anew at a word, and the clause it is in: a clause with a target
    of its own; the other creatures (``…, a másik négy lényemmel, …``: a new group)."""
    word = words[at]
    # (not the clause a bracket interrupted, going on after it: ``A haverom Várát (nem
    # passzív) szeretném megtámadni …``)
    if word.clause > clause and _names_a_target(words, names, word.clause):
        pairing.next_clause(own_target=True)
    elif word.clause != clause and _list_heading_on(words, names, word.clause):
        pairing.next_clause()
    if word.folded in _OTHERS:
        pairing.next_clause()
    return word.clause


def _list_heading_on(words: Sequence[Word], names: Sequence[_Name], clause: int) -> bool:
    """Whether a clause names attackers in the nominative only, a list that goes on to a later
    clause of its sentence with a target of its own (``azt a Trollal támadom; az Ork, a Goblin,
    az Íjász és a Lovag mind közvetlenül az ellenfélre megy``): no attackers of the target
    taken before."""
    own = [n for n in names if words[n.at].clause == clause]
    if not own or any(n.case != "nom" for n in own):
        return False
    said = [w.folded for w in words if w.clause == clause]
    if said[0] not in _ARTICLES:
        return False  # (``két lényem (Ork, Goblin) támadja``: a bracket's list, no articles)
    if any(w.startswith(ATTACK_VERBS) or w in _GOING for w in said):
        return False
    sentence = words[own[0].at].sentence
    later = {w.clause for w in words if w.sentence == sentence and w.clause > clause}
    return any(_names_a_target(words, names, c) for c in later)


def _pair_back(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    sentence: int,
    pairing: _Pairing,
) -> None:
    """``… egy Lovag van. Két lényemmel, a Trollal és az Orkkal támadom``: attackers left with
    no target, a definite verb — its object is the card the sentence before names."""
    if not pairing.pending or any(players_hu.player(fold(by)) for by in pairing.pending):
        return  # (``Pisti mondta, hogy … támadom``: a player, no card)
    if _definite_attack(words, sentence):
        back = _named_before(words, names, keys, sentence, pairing.pending)
        if back is not None:
            pairing.target(back, joined=False)


#: someone, something (``támad valakit``): a target the story does not say
_SOMEONE = frozenset(("valakit", "valamit", "valakire", "valamire", "valamelyiket"))


def target_unsaid(words: Sequence[Word]) -> bool:
    """Whether a sentence that attacks leaves a target unsaid (``a Kentaurom is támad valakit``):
    which card it goes onto, and so how many go onto each, is not told."""
    return any(_someone_attacked(words, at) for at in range(len(words)))


def _target_unsaid(words: Sequence[Word], at: int, pending: Sequence[str]) -> bool:
    """Whether the word at ``at`` leaves a target unsaid: someone an attacker pending attacks
    (``a Kentaurom is támad valakit``), or several cards at once (``rájuk küldöm a Farkast meg
    a Medvét``: which onto which is not said)."""
    return bool(pending) and _someone_attacked(words, at) or words[at].folded in _ONTO_THEM


def _someone_attacked(words: Sequence[Word], at: int) -> bool:
    """Whether the word at ``at`` is someone an attack verb right before it attacks."""
    verb = words[at - 1].folded if at else ""
    return (
        words[at].folded in _SOMEONE
        and verb.startswith(ATTACK_VERBS)
        and not verb.startswith(_SENDING)
    )


#: the words that point back to cards named before as the attackers (``Támadhatok velük?``)
_WITH_THEM = frozenset(("veluk", "vele", "mindkettovel", "mindharommal"))
#: the endings of an attack verb whose subject is a third person (``támadhatnak``,
#: ``megtámadhatják``, ``támadhat``): cards, not the one who asks
_THIRD_PERSON = ("nak", "nek", "jak", "hat", "hatja")


def _pair_forward(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    sentence: int,
    pairing: _Pairing,
) -> None:
    """``Sem a Trollom, sem a Goblinom nincs az őrposztban. Megtámadhatják a Lovagot?``: a
    target no attacker of its sentence was named for, the verb a third person's (or ``velük``,
    ``vele``): its attackers are the cards the sentence before names in the nominative — mine
    by their ending or their place (``az őrposztomban``)."""
    if not pairing.waiting or pairing.pending or pairing.taken or pairing.out:
        return
    own = [w.folded for w in words if w.sentence == sentence]
    pointed = bool(_WITH_THEM.intersection(own)) or any(
        w.startswith(ATTACK_VERBS) and w.endswith(_THIRD_PERSON) for w in own
    )
    before = [n for n in names if words[n.at].sentence == sentence - 1]
    if not pointed or not before or any(n.case != "nom" for n in before):
        return
    mine = any(
        w.folded.startswith((_GUARD, _RESERVE))
        and w.folded.endswith(("om", "omban", "omon"))
        or w.folded in ("lenyem", "lenyeim")  # (``A lényeim közül a Troll …``)
        for w in words
        if w.sentence == sentence - 1
    )
    if not mine and not all(n.mine for n in before):
        return
    for name in before:
        pairing.attacker(keys[name.base])


#: the endings of an attack verb's definite forms (``támadom``, ``támadja``, ``támadjuk``)
_DEFINITE = ("om", "em", "ja", "juk")


def _definite_attack(words: Sequence[Word], sentence: int) -> bool:
    """Whether a sentence's attack verb is in the definite conjugation (it has an object)."""
    return any(
        w.sentence == sentence
        and w.folded.startswith(ATTACK_VERBS)
        and w.folded.endswith(_DEFINITE)
        for w in words
    )


def _named_before(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    sentence: int,
    attackers: Sequence[str],
) -> str | None:
    """The one card the sentence before names (no attacker): what a definite verb's object
    points back to; None where it names none or several."""
    before = {
        keys[n.base]
        for n in names
        if words[n.at].sentence == sentence - 1 and keys[n.base] not in attackers
    }
    return before.pop() if len(before) == 1 else None


def _own_target_ahead(words: Sequence[Word], names: Sequence[_Name], name: _Name | None) -> bool:
    """Whether an attacker in the instrumental stands alone in its clause and the next name
    after it in its sentence is a target past a clause between (``a Szamurájjal támadom, a
    Nindzsával — az is az őrposztomban van — pedig közvetlenül az ellenfelet``): its own
    target, not the one before."""
    if name is None:
        return False
    clause, sentence = words[name.at].clause, words[name.at].sentence
    own = [w.folded for w in words if w.clause == clause]
    if name.case != "ins" or len(own) > name.end - name.at + 1:
        return False
    for at in range(name.end, len(words)):
        word = words[at]
        if word.sentence != sentence:
            return False
        later = next((n for n in names if n.at == at), None)
        if later is not None or word.folded in _PLAYER | _DIRECT:
            target = later is None or later.case == "target"
            return target and word.clause > clause + 1
    return False


def _apart(words: Sequence[Word], names: Sequence[_Name], name: _Name | None) -> bool:
    """Whether an attacker goes onto a target of its own after it, not the one waiting
    (``_own_target_ahead``, ``_then_its_target``, ``_listed_then_onto``)."""
    return (
        _own_target_ahead(words, names, name)
        or _then_its_target(words, names, name)
        or _listed_then_onto(words, names, name)
    )


def _listed_then_onto(words: Sequence[Word], names: Sequence[_Name], name: _Name | None) -> bool:
    """Whether a name in the nominative heads a list of them that goes onto a card named with
    ``-ra/-re`` right after it (``… azt támadom a kígyóval a farkas medve sas meg mind a
    tornyára megy``): their own target, not the one before."""
    if name is None or name.case != "nom":
        return False
    named = {i for n in names for i in range(n.at + 1, n.end)}  # (a name's words after its first)
    for at in range(name.end, len(words)):
        if words[at].clause != words[name.at].clause:
            return False
        later = next((n for n in names if n.at == at), None)
        if later is not None and later.case != "nom":
            return later.case == "target" and _onto(words, later)
        joins = _LIST_JOINS - {"is"} | {"mind"}
        if later is None and at not in named and words[at].folded not in joins:
            return False
    return False


def _then_its_target(words: Sequence[Word], names: Sequence[_Name], name: _Name | None) -> bool:
    """Whether an attacker in the instrumental with ``meg``/``pedig`` after it is followed by
    a target before any other card (``… a koboldra a farkassal a sárkánnyal meg közvetlen a
    játékosra``): its own target, not the one before."""
    if name is None or name.case != "ins" or name.end >= len(words):
        return False
    if words[name.end].folded not in ("meg", "pedig"):
        return False
    for at in range(name.end + 1, len(words)):
        if words[at].sentence != words[name.at].sentence:
            return False
        later = next((n for n in names if n.at == at), None)
        if later is not None:
            return later.case == "target"
        if words[at].folded in _PLAYER | _DIRECT:
            return True
    return False


def _unnamed_attackers(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    counted: Mapping[int, Sequence[str]],
) -> tuple[dict[int, list[str]], frozenset[int]]:
    """The attackers a word stands for without naming them: the creatures a count counts
    (``counted``), the list a ``mind a hárman`` stands for (``_every_of_a_list``); and the
    words such a subject says after its first (``a hárman``), read with it."""
    out = {at: list(creatures) for at, creatures in counted.items()}
    said: set[int] = set()
    for at in range(len(words)):
        group, end = _every_of_a_list(words, names, at)
        if group:  # ``az Ork, a Troll meg a Goblin, és mind a hárman …``
            out[at] = [keys[listed.base] for listed in group]
            said.update(range(at + 1, end))
    return out, frozenset(said)


#: every one of them as a clause's subject, and how many it says (0: not said)
_EVERY_SUBJECT = {"mindketto": 2, "mindketten": 2, "mindharom": 3, "mindharman": 3}
_EVERY_SUBJECT |= {"mindnegy": 4, "mindnegyen": 4, "mindannyian": 0, "mindnyajan": 0}
#: (and what one attacks with: ``mindhárommal``, ``mindkettővel``)
_EVERY_SUBJECT |= {"mindkettovel": 2, "mindharommal": 3, "mindneggyel": 4, "mindnegyel": 4}
#: the count after ``mind a`` (``mind a hárman``, ``mind a négy``, ``mind a hárommal``)
_EVERY_COUNT = {"ketten": 2, "ketto": 2, "harman": 3, "harom": 3, "negyen": 4, "negy": 4}
_EVERY_COUNT |= {"oten": 5, "ot": 5, "kettovel": 2, "harommal": 3, "neggyel": 4}


def _every_count(words: Sequence[Word], at: int) -> tuple[int, int] | None:
    """A subject of every one of some creatures at ``at`` (``mindhárom``, ``mind a négy``): how
    many it says (0: not said) and where it ends; None where none stands there."""
    folded = words[at].folded
    if folded in _EVERY_SUBJECT:
        return _EVERY_SUBJECT[folded], at + 1
    if (
        folded == "mind"
        and at + 2 < len(words)
        and words[at + 1].folded in ("a", "az")
        and words[at + 2].folded in _EVERY_COUNT
    ):
        return _EVERY_COUNT[words[at + 2].folded], at + 3
    return None


def _every_of_a_list(
    words: Sequence[Word], names: Sequence[_Name], at: int
) -> tuple[list[_Name], int]:
    """The names of the list that a subject ``mind a hárman``, ``mindkettő`` at ``at`` stands
    for (the names joined in the nominative right before it in its sentence, or ending the
    sentence before where none is before it in its own) and where that
    subject ends; no names where it stands for no list, a clause of its own names an attacker,
    or it counts other than the list."""
    every = _every_count(words, at)
    if every is None:
        return [], 0
    count, end = every
    clause, sentence = words[at].clause, words[at].sentence
    if any(n.case == "ins" and words[n.at].clause == clause for n in names):
        return [], 0  # (``mindkettő a Griffel …``: an attacker of its own)
    before = [n for n in names if n.end <= at and words[n.at].sentence == sentence]
    if not before:  # ``… áll az Ork, a Troll és az Elf. Ha mindhárommal …``: the list before
        before = [n for n in names if words[n.at].sentence == sentence - 1]
    if not before or before[-1].case != "nom":
        return [], 0
    group = [before[-1]]
    while (prior := _joined_to(words, names, group[0])) is not None:
        group.insert(0, prior)
    if len(group) < count == len(before) and all(n.case == "nom" for n in before):
        group = list(before)  # (each with its place: ``a tartalékomban ült a Kentaur, az
        # őrposztomban a Törpe, és mindkettővel …``)
    if len(group) < 2 or count and len(group) != count:
        return [], 0
    return group, end


def _listed_with_attacker(
    words: Sequence[Word],
    names: Sequence[_Name],
    name: _Name,
    attacks: Sequence[tuple[str, str]],
) -> bool:
    """Whether a name in the nominative is joined (``és``, ``meg``, articles, commas) to the
    name before it in its sentence, also in the nominative, that attacks."""
    prior = _joined_to(words, names, name)
    if name.case != "nom" or prior is None:
        return False
    return any(by == prior.base for by, _ in attacks)


def _part(
    words: Sequence[Word],
    at: int,
    name: _Name | None,
    names: Sequence[_Name],
    keys: dict[str, str],
    pending: Sequence[str],
) -> tuple[str | None, str]:
    """The card a word of a declaring sentence stands for and its part (``attacker``,
    ``target`` or none): a name by its case (``_role``; a player attacking with a creature,
    ``Peti a Trollal a Koboldot``, is none), another word as the player or the card ``rá``
    points back to."""
    if name is None:
        if _said_directly(words, at):
            return None, ""  # ``közvetlenül az ellenfélre``: one target, said twice
        if words[at].folded in _WITH_IT:  # ``… egy Farkasom. Támadhatok vele …``: the one named
            before = [keys[n.base] for n in names if n.end <= at]
            return (before[-1], "attacker") if before else (None, "")
        card = _other_target(words, at, names, keys, pending)
        return card, "target" if card is not None else ""
    role = _role(name, words, pending)
    if role == "attacker" and (_wields(name, names, words) or _described(name, words)):
        role = ""
    if role == "attacker" and name.case == "nom" and _a_building_said(words, name):
        role = ""  # ``csak egy Templom nevű építménye``: a building attacks nothing
    if role == "target" and at and words[at - 1].folded in _DIRECT:
        role = ""  # ``közvetlenül Bencét``: the player, already the target
    return keys[name.base], role


def _a_building_said(words: Sequence[Word], name: _Name) -> bool:
    """Whether a name is called a building (``Templom nevű építménye``)."""
    after = [w.folded for w in words[name.end : name.end + 2]]
    return after[:1] == ["nevu"] and any(w.startswith(_ANY_BUILDING) for w in after[1:])


def _described(name: _Name, words: Sequence[Word]) -> bool:
    """Whether a name in the nominative is said to be the only one in a clause without a verb
    of its own (``ha a Hidra az egyetlen lény az ellenfél őrposztjában, és …``): described, not
    an attacker of the next clause's verb."""
    after = [w.folded for w in words[name.end : name.end + 2]]
    if after != ["az", "egyetlen"]:
        return False
    clause = [w for w in words if w.clause == words[name.at].clause]
    return not any(w.folded.startswith(ATTACK_VERBS) for w in clause)


def _said_directly(words: Sequence[Word], at: int) -> bool:
    """``közvetlenül az ellenfélre``: the player named right after ``közvetlenül``, which has
    named the player already."""
    before = [w.folded for w in words[max(0, at - 2) : at] if w.clause == words[at].clause]
    return words[at].folded in _PLAYER and bool(set(before) & _DIRECT)


def _no_cards(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attacks: Sequence[tuple[str, str]],
) -> set[str]:
    """The names that are no card of the declaration: said in passing (``Szegeden``, ``Bence
    ellen játszom``), or a player attacking with a creature (``Kati a Farkassal …``)."""
    attacking = {by for by, _ in attacks}
    players = {keys[n.base] for n in names if _wields(n, names, words) or _owns_place(n, words)}
    # (``Péter … három lénnyel – Ork harcos, Troll –``: the player, though read as attacking)
    counting = {keys[n.base] for n in names if _wields(n, names, words, counted=True)}
    return set(_in_passing(words, names, keys, attacks)) | players - attacking | counting


def _owns_place(name: _Name, words: Sequence[Word]) -> bool:
    """``Máté őrposztjában két lény áll``: a name in the nominative right before a place with
    the third person's possessive is the player whose place it is (no card has a place)."""
    if name.case != "nom" or name.end >= len(words):
        return False
    after = words[name.end].folded
    return possessed_place(after)


def _without_no_cards(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attacks: list[tuple[str, str]],
    cards: dict[str, dict[str, Any]],
) -> list[tuple[str, str]]:
    """The attacks between cards: the names that are no card (``_no_cards``) taken out of
    ``cards`` and of the attacks (a player read as attacking too: ``Péter … három lénnyel –
    Ork harcos, … –``)."""
    passing = _no_cards(words, names, keys, attacks)
    for name in passing:
        cards.pop(name, None)
    return [(by, at) for by, at in attacks if by not in passing and at not in passing]


def _wielders(words: Sequence[Word], names: Sequence[_Name]) -> frozenset[str]:
    """The players who attack with creatures (``_wields``), folded, and the players called by
    a given name who attack (``Zoli az aktív játékos: őrposztjában …``: ``_attacking``)."""
    return frozenset(fold(n.base) for n in names if _wields(n, names, words)) | _attacking(words)


def _attacking(words: Sequence[Word]) -> frozenset[str]:
    """The players called by a given name whose every mention says they attack (``_vote``), as
    they are written (folded)."""
    votes = {name: said for name, said in _votes(words)[0].items() if "opponent" not in said}
    active = frozenset(name for name, said in votes.items() if "active" in said)
    if active:  # (``Ádám az aktív``: not Eszter, who attacked in the turn before)
        return active
    return frozenset(name for name, said in votes.items() if said == {"attacker"})


def _wields(
    name: _Name, names: Sequence[_Name], words: Sequence[Word], *, counted: bool = False
) -> bool:
    """Whether a name in the nominative is the player who attacks with a creature named with
    ``-val/-vel`` right after it in its clause (``Peti a Trollal a Koboldot … támadta``); with
    ``counted``, with creatures it counts (``Péter … három lénnyel – Ork harcos, Troll –``)."""
    clause = words[name.at].clause
    # (the names a count heads may follow a dash: ``három lénnyel – Ork harcos, Troll –``)
    near = [n for n in names if n.at >= name.end and words[n.at].clause <= clause + counted]
    after = [n for n in near if words[n.at].sentence == words[name.at].sentence]
    if name.case != "nom" or not after:
        return False
    # only articles, ``pedig``, its place (``Anna pedig az őrposztjából a Griffel …``) and a
    # count of creatures it attacks with (``Péter … három lénnyel – Ork harcos, Troll –``)
    between = [w for w in words[name.end : after[0].at] if w.clause == clause]
    count = [
        w for w in between if w.folded.startswith(("leny", "lenny")) and w.folded.endswith("el")
    ]
    if not (count if counted else after[0].case == "ins"):
        return False
    return all(
        w.folded in ("a", "az", "pedig", "meg")
        or w.folded in _COUNTS
        or w.folded.startswith((_GUARD, _RESERVE))
        or w in count
        for w in between
    )


#: the asker's places a creature attacks from (``az őrposztomból``)
_MY_FROM = frozenset(("orposztombol", "orposztomrol", "tartalekombol"))
#: numbers of creatures (``három lénnyel``), folded
_COUNTS = {"egy": 1, "ket": 2, "ketto": 2, "harom": 3, "negy": 4, "ot": 5, "hat": 6}
_COUNTS |= {str(n): n for n in range(1, 7)}  # (``2 lényem``: typed as a digit)


def _denied_after(words: Sequence[Word], end: int) -> bool:
    """``a Goblint nem``: a negation right after a name that ends its clause (not ``nem egy,
    hanem két``: a negation of what follows)."""
    if end + 1 < len(words) and words[end].folded in _BY_THE_WAY:
        end += 1  # ``a Törpét meg nem``, ``a Törpét pedig nem``: a particle before the ``nem``
    if end >= len(words):
        return False
    nobody = words[end].folded in ("senki", "egy", "egyik")
    if nobody and end + 1 < len(words) and words[end + 1].folded in ("sem", "se"):
        end += 1  # ``a Farkast senki sem``, ``a Manóra egy sem``: nobody attacks it
    elif words[end].folded not in _DENIED | _WITH_NOTHING:
        return False
    return end + 1 >= len(words) or words[end + 1].clause != words[end].clause


#: the particles between a name and the ``nem`` that denies it (``meg``, ``még``, ``pedig``)
_BY_THE_WAY = frozenset(("meg", "pedig", "viszont", "azonban"))


#: with nobody, with nothing (``a Lovagot senkivel``: nobody attacks the Lovag)
_WITH_NOTHING = frozenset(("senkivel", "semmivel"))


def _denied_clauses(words: Sequence[Word]) -> set[int]:
    """The clauses that deny an attack: a negation right before an attack verb (``az Elfet nem
    támadtam``) — not one typed without commas after an attack it declares (``az ellenfelet
    támadom a többi lényemmel nem támadok``: the denial is of the words after that verb)."""
    denied = {
        w.clause
        for at, w in enumerate(words)
        if at + 1 < len(words)
        and w.folded in ("nem", "sem")
        and words[at + 1].folded.startswith(ATTACK_VERBS)
        and not _declared_before(words, at)
    }
    # ``Sem a Trollom, sem a Goblinom nem támad``: each ``sem …`` of a denied one denies too
    starts = {
        w.clause: w for at, w in enumerate(words) if not at or words[at - 1].clause != w.clause
    }
    neither = {c for c, w in starts.items() if w.folded in ("sem", "se")}
    sentences = {starts[c].sentence for c in denied & neither if c in starts}
    return denied | {c for c in neither if starts[c].sentence in sentences}


def _declared_before(words: Sequence[Word], at: int) -> bool:
    """Whether the clause of a negation at ``at`` declares an attack before it: an attack verb
    not itself negated (two words back)."""
    clause = words[at].clause
    return any(
        words[i].clause == clause
        and words[i].folded.startswith(ATTACK_VERBS)
        and not any(words[j].folded in ("nem", "sem") for j in range(max(0, i - 2), i))
        for i in range(at)
    )


#: ordinals that count one more creature (``a negyedikkel``, ``egy másikkal``)
_ORDINALS = grammar.HU_ORDINALS


#: distributive counts (``egy-egy lényemmel``: one onto each): the cards each goes onto are
#: told by no name
_EACH = frozenset(("egy-egy", "két-két", "ket-ket"))
#: the words of each of the cards (``mindkettőt``, ``mindhármat``, ``mindegyiket``)
_ALL_OF = ("mindkett", "mindharm", "mindegyik")


def _attackers_active(
    attackers: set[str], owners: dict[str, str], taken: dict[str, dict[str, Any]]
) -> str:
    """No card's owner said: the attackers are the active player's (34.1), taken."""
    for attacker in attackers:
        owners[attacker] = "active"
        taken.setdefault(attacker, {})["side"] = "active"
    return "active"


#: a guard the story counts but does not name, as the scene calls it (``őr 1``)
_GUARD_NAME = "őr "
#: the counts of guards attacked, as an object (``kettőt támadok meg``, ``az egyiket``)
_GUARDS_ATTACKED = {"kettot": 2, "harmat": 3, "egyiket": 1, "masikat": 1, "egyet": 1}
_GUARDS_ATTACKED |= {"egyikre": 1, "masikra": 1}  # (``csak az egyikre csapok le``)


def _guard_cards(attacks: Sequence[tuple[str, str]], cards: dict[str, dict[str, Any]]) -> set[str]:
    """The guards attacked that the story counts but does not name (``őr 1``), as cards: the
    opponent's creatures in the guard post, what the words count them as."""
    guards = {t for _, t in attacks if t.startswith(_GUARD_NAME)}
    for guard in guards:
        cards[guard] = {"type": "creature", "zone": "guard-post"}
    return guards


def _guards_counted_are_named(
    cards: dict[str, dict[str, Any]], guards: set[str], targets: set[str]
) -> None:
    """``… két lénye van az őrposztban, egy Sas és egy Kobold. A Farkassal az egyiket, a
    Medvével a másikat …``: as many guards counted as attacked (``őr 1``, ``őr 2``) as the
    opponent's guards named in no attack — the counted ones are those, which is which unsaid:
    the named ones are dropped, not read as guards left unattacked besides."""
    named = [
        card
        for card, attrs in cards.items()
        if attrs.get("side") == "inactive"
        and attrs.get("zone") == "guard-post"
        and attrs.get("type") == "creature"
        and card not in targets | guards
    ]
    if guards and len(named) == len(guards):
        for card in named:
            del cards[card]


def _nameless_part(
    words: Sequence[Word],
    at: int,
    names: Sequence[_Name],
    unnamed: Mapping[int, Sequence[str]],
    pairing: _Pairing,
) -> bool | None:
    """A word that is no name in an attack: creatures it counts (``unnamed``) paired as
    attackers, guards it counts but does not name paired as targets (``_guards_paired``);
    None where it is neither, False where they do not pair up."""
    if at in unnamed:  # (the names it stands for, said again: ``…, és mindkettővel``)
        paired = {by for by, _ in pairing.out}
        if set(unnamed[at]) - set(pairing.pending) - paired:  # (one not read as attacking yet)
            pairing.pending = [c for c in pairing.pending if c not in unnamed[at]]
        for creature in unnamed[at]:
            pairing.attacker(creature)
        return True
    return _guards_paired(words, at, names, pairing)


def _guards_paired(
    words: Sequence[Word], at: int, names: Sequence[_Name], pairing: _Pairing
) -> bool | None:
    """The guards a word counts without naming them, paired with their attackers (``_Pairing
    .guards``): None where the word counts none, else whether they pair up."""
    count = _unnamed_guards(words, at, names)
    if not count:
        return None
    clause = words[at].clause
    before = any(n.at > at and n.case == "ins" and words[n.at].clause == clause for n in names)
    return pairing.guards(count, before=before)


def _unnamed_guards(words: Sequence[Word], at: int, names: Sequence[_Name]) -> int:
    """How many of the opponent's guards a word counts as attacked without naming them
    (``kettőt támadok meg``, ``két különbözőt … közülük``, ``az egyiket a Trollal``) in a clause
    that attacks and names no target; 0 for any other word (``egyiket sem``: none)."""
    folded = words[at].folded
    count = _GUARDS_ATTACKED.get(folded, 0)
    if folded == "egyet" and at and words[at - 1].folded.startswith(_CARRYING_IN):
        return 0  # ``bevisz egyet az arcába``: lands one blow, no guard
    if folded == "kulonbozot" and at:
        count = {"ket": 2, "harom": 3}.get(words[at - 1].folded, 0)
    if not count:
        return 0
    clause = [i for i, w in enumerate(words) if w.clause == words[at].clause]
    said = {words[i].folded for i in clause}
    # (its verb left out, said in the sentence: ``A Trollal az egyiket, a Griffel a másikat,
    # a Lovaggal pedig … támadom``)
    sentence = {w.folded for w in words if w.sentence == words[at].sentence}
    attacked = (
        any(w.startswith(ATTACK_VERBS) for w in said)
        or any(w.startswith(ATTACK_VERBS) for w in sentence)
        and any(n.at in clause and n.case == "ins" for n in names)
    )
    if said & {"sem", "se", "nem"} or not attacked:
        return 0
    if any(n.at in clause and n.case == "target" for n in names):
        return 0  # (``a Goblint, az egyiket``: named)
    return count


def _one_each_onto_unnamed(words: Sequence[Word]) -> bool:
    """Whether a distributive count (``_EACH``) goes onto each of cards no name says, in its
    clause (``mindkettőt támadom egy-egy lényemmel``)."""
    return any(
        w.text.lower() in _EACH
        and any(
            o.folded.startswith(_ALL_OF) or _every_object(words, i)
            for i, o in enumerate(words)
            if o.clause == w.clause
        )
        for w in words
    )


def _every_object(words: Sequence[Word], at: int) -> bool:
    """``mind a kettőt``, ``mind a hármat``: each of the cards, spelt apart, as the object."""
    after = [w.folded for w in words[at : at + 3]]
    return (
        len(after) == 3
        and after[0] == "mind"
        and after[1] in ("a", "az")
        and after[2].startswith(("kettot", "kettore", "harmat", "haromra", "negyet", "negyre"))
    )


_COUNTED_NAME = "lény "


class _Counted(NamedTuple):
    """A creature a declaration counts without naming it (``három lénnyel`` → three)."""

    name: str  # ``lény 1``…
    mine: bool  # ``lényemmel``, ``az őrposztomból``
    attrs: dict[str, Any]  # its zone, when said


def _counted(
    words: Sequence[Word], names: Sequence[_Name], claims: frozenset[int] = frozenset()
) -> dict[int, list[_Counted]]:
    """The creatures a declaration counts, by the word that counts them: ``három lénnyel``,
    ``két lényemmel``, ``egy lénnyel``, then ``a negyedikkel``, ``egy másikkal`` (one more, as
    the group before: whose it is, where it stands). A count that heads a list of names
    (``három lényemmel, a Farkassal, a Medvével``) counts nobody of its own."""
    out: dict[int, list[_Counted]] = {}
    number = 0
    last: _Counted | None = None
    asked = grammar.asked(words, "hu")  # ``kettő vagy három lény támadhat?``: a count asked
    whole: tuple[int, bool, str | None] | None = None  # ``a három lényem közül``: its sentence
    for at, word in enumerate(words):
        folded = word.folded
        if at in claims:
            continue  # ``a bíró szerint egy lényre csak egy lény támadhat``: someone's claim
        if _of_which(words, at):  # the whole a partition counts: none of its own
            whole = (word.sentence, *_whose_and_where(words, at))
            continue
        part = _part_count(words, at, whole)
        if part and whole is not None:  # ``…, kettő a Trollját, egy pedig a Goblinját támadja``
            out[at] = _partition_part(number, part, whole)
            number += part
            last = out[at][-1]
            continue
        # -val/-vel (its v taken by the consonant before), or the subject of an attack verb
        # (or sent: ``két lényt ráküldök``)
        instrumental = folded.endswith(("al", "el"))
        if not instrumental and not _counted_subject(words, at) and not _counted_sent(words, at):
            continue
        ordinal = _ordinal(words, at)
        each = _one_each_onto_named(words, names, at)
        count = _number_before(words, at, asked) if folded.startswith(_CREATURE_WORDS) else 0
        count = each or count or _count_with(words, at)
        if not count and ordinal and last is not None:
            count = 1  # ``a negyedikkel``: one more
        if not count or not each and _counts_nobody(words, names, at, count):
            continue
        mine, zone = _whose_and_where(words, at)
        if ordinal and last is not None:  # (as the group before)
            mine = mine or last.mine
            zone = zone or last.attrs.get("zone")
        attrs = {"zone": zone} if zone else {}
        group = []
        for _ in range(count):
            number += 1
            last = _Counted(f"{_COUNTED_NAME}{number}", mine, attrs)
            group.append(last)
        out[at] = group
    return out | _every_counted(words, names, claims, number, frozenset(out))


def _asked_in_general(words: Sequence[Word], names: Sequence[_Name], at: int) -> bool:
    """``Lehet két lénnyel egyszerre ugyanazt a lényt támadni? A Lovag és a Törpe …``: a count
    in a question of no name, the cards named in another sentence — the general question the
    story then tells, no creatures of its own."""
    sentence = words[at].sentence
    asks = any(w.closing for w in words if w.sentence == sentence)
    here = [n for n in names if words[n.at].sentence == sentence]
    if any(n.case != "target" for n in here):
        return False
    # (its target may be named there, the attackers then: ``három lénnyel támadhatom a
    # Kőgólemet? Lovag, Elf és Törpe mennének rá``)
    later = [n for n in names if words[n.at].sentence > sentence] if here else names
    # (a count sent, ``két lényt``, by the cards named with ``-val/-vel`` too)
    told = ("nom", "ins") if words[at].folded.endswith("t") else ("nom",)
    return asks and any(n.case in told for n in later)


def _one_each_onto_named(words: Sequence[Word], names: Sequence[_Name], at: int) -> int:
    """``az Íjászt és a Farkast megtámadom egy-egy lényemmel``: as many creatures as the names
    attacked before the count in its clause (two at least), each onto one; 0 for any other."""
    if not words[at].folded.startswith(_CREATURE_WORDS) or at == 0:
        return 0
    if words[at - 1].text.lower() not in ("egy-egy", "1-1"):
        return 0
    clause = words[at].clause
    if any(
        at < n.at <= at + 2 and (n.case == "nom" or words[n.at].clause == clause) for n in names
    ):
        return 0  # (``egy-egy lénnyel (Troll, Goblin)``: the names are the creatures; not
        # ``…, a Griffemmel pedig …``, one of its own)
    targets = [
        n for n in names if n.end <= at and n.case == "target" and words[n.at].clause == clause
    ]
    return len(targets) if len(targets) >= 2 else 0


#: numbers in the instrumental (``eggyel``: with one), the creatures they count left out
_COUNTS_WITH = {"eggyel": 1, "kettovel": 2, "harommal": 3, "neggyel": 4}
#: the same with the number in digits (``1-gyel``, ``2-vel``, ``3mal``), as typed
_DIGITS_WITH = {"1-gyel": "eggyel", "1gyel": "eggyel", "2-vel": "kettovel", "2vel": "kettovel"}
_DIGITS_WITH |= {"3-mal": "harommal", "3mal": "harommal", "4-gyel": "neggyel"}


def _count_with(words: Sequence[Word], at: int) -> int:
    """``a Farkast eggyel``, ``kettővel a Lovagját``: a number with, its creatures left out,
    where an attack is said by it (not ``mind a hárommal``: all of a list); 0 for any other."""
    if any(w.folded == "mind" for w in words[max(0, at - 2) : at]):
        return 0
    return _COUNTS_WITH.get(words[at].folded, 0) if _attacks_near(words, at) else 0


def _partition_part(number: int, part: int, whole: tuple[int, bool, str | None]) -> list[_Counted]:
    """The creatures a part of a partition counts (``kettő`` of ``a három lényem közül``),
    numbered after the ``number`` counted before, whose and where as the whole."""
    attrs = {"zone": whole[2]} if whole[2] else {}
    return [_Counted(f"{_COUNTED_NAME}{number + i + 1}", whole[1], attrs) for i in range(part)]


def _attacks_near(words: Sequence[Word], at: int) -> bool:
    """Whether the sentence of the word at ``at`` attacks (``A Griffet két lényemmel támadom, a
    Farkast eggyel``), or an arrow stands in its clause or one beside it (``Farkas → Lovag``)."""
    sentence, clause = words[at].sentence, words[at].clause
    return any(
        w.folded.startswith(ATTACK_VERBS)
        or w.folded == grammar.ARROW
        and w.clause in (clause - 1, clause, clause + 1)
        for w in words
        if w.sentence == sentence
    )


def _of_which(words: Sequence[Word], at: int) -> bool:
    """``A három lényem közül``: counted creatures a partition is made of."""
    if not words[at].folded.startswith(_CREATURE_WORDS) or at + 1 >= len(words):
        return False
    if _number_before(words, at, frozenset()) <= 1:
        return False
    # (``Három lényem támad: kettő az Óriására, egy pedig a Tornyára``: parts after a colon)
    return words[at + 1].folded == "kozul" or _parted_after_colon(words, at)


def _parted_after_colon(words: Sequence[Word], at: int) -> bool:
    """Whether the clause of a count ends with an attack verb and a colon, and the next clause
    begins with a bare number (``Három lényem támad: kettő …, egy pedig …``)."""
    clause = [i for i, w in enumerate(words) if w.clause == words[at].clause]
    last = words[clause[-1]]
    if not (last.colon and last.folded.startswith(ATTACK_VERBS)) or clause[-1] + 1 >= len(words):
        return False
    return words[clause[-1] + 1].folded in _COUNTS


def _part_count(words: Sequence[Word], at: int, whole: tuple[int, bool, str | None] | None) -> int:
    """A bare number in the sentence of a partition (``a három lényem közül kettő …, egy pedig
    …``) whose clause attacks (its own verb, or the next clause's it leaves out): how many of
    the whole attack there; 0 for any other word."""
    if whole is None or words[at].sentence != whole[0]:
        return 0
    count = _COUNTS.get(words[at].folded, 0)
    if not count or at + 1 < len(words) and words[at + 1].folded.startswith(_CREATURE_WORDS):
        return 0
    clause = words[at].clause
    attacks = any(
        w.folded.startswith(ATTACK_VERBS) for w in words if w.clause in (clause, clause + 1)
    )
    # (or the verb before the colon the parts follow: ``Három lényem támad: kettő …``)
    attacks = attacks or any(
        w.colon and w.folded.startswith(ATTACK_VERBS) for w in words[:at] if w.sentence == whole[0]
    )
    return count if attacks else 0


#: the words a creature is counted by (``két lénnyel``; players' ``két kreatúrával``)
#: (players' words too: ``két cuccal``, ``két dögömmel``)
_CREATURE_WORDS = ("leny", "lenny", "kreatur", "cucc", "dogom", "dogod", "dogoz")


def _every_counted(
    words: Sequence[Word],
    names: Sequence[_Name],
    claims: frozenset[int],
    number: int,
    counted: frozenset[int],
) -> dict[int, list[_Counted]]:
    """``Négy lényem van az őrposztban, mind a négy az ellenfél Sárkányát támadja``: the
    creatures a story counts where they stand (no names, none ``counted`` as attackers
    already), all of them the subject of an attack after (``mind a négy``, ``mindhárom``, the
    same count): by the subject's word."""
    out: dict[int, list[_Counted]] = {}
    for at in range(len(words)):
        count = (_every_count(words, at) or (0, 0))[0]
        clause = [w for w in words if w.clause == words[at].clause]
        if not count or at in claims or not any(w.folded.startswith(ATTACK_VERBS) for w in clause):
            continue
        if _every_of_a_list(words, names, at)[0]:
            continue  # (the list of names before it)
        told = next(
            (
                i
                for i in range(at - 1, -1, -1)
                if words[i].folded.startswith(_CREATURE_WORDS)
                and _number_before(words, i, frozenset()) == count
            ),
            None,
        )
        if told is None or told in counted or any(told < n.at < at for n in names):
            continue  # (counted as attackers already, or the count of a list of names)
        if _names_in_brackets(words, names, at) == count:
            continue  # ``mindhárom (Ork harcos, Troll, Goblin)``: the count's names
        mine, zone = _whose_and_where(words, told)
        attrs = {"zone": zone} if zone else {}
        group = []
        for _ in range(count):
            number += 1
            group.append(_Counted(f"{_COUNTED_NAME}{number}", mine, attrs))
        out[at] = group
    return out


def _names_in_brackets(words: Sequence[Word], names: Sequence[_Name], at: int) -> int:
    """How many names stand in the brackets right after the word at ``at`` (``mindhárom (Ork
    harcos, Troll, Goblin)``: a parenthesis is a clause of its own, its clause goes on after
    it); 0 when none opens there."""
    clause = words[at].clause
    if at + 1 >= len(words) or words[at + 1].clause == clause:
        return 0
    back = next((i for i in range(at + 1, len(words)) if words[i].clause == clause), len(words))
    return sum(1 for n in names if at < n.at < back)


def _ordinal(words: Sequence[Word], at: int) -> bool:
    """``a negyedikkel``, ``a harmadik lényem``: an ordinal, or a creature after one."""
    before = words[at - 1].folded if at > 0 else ""
    return words[at].folded.startswith(_ORDINALS) or before.startswith(_ORDINALS)


def _whose_and_where(words: Sequence[Word], at: int) -> tuple[bool, str | None]:
    """Whether counted creatures are the asker's (``lényemmel``, ``az őrposztomból``) and their
    place: said before them in their clause, else the asker's place said in their sentence
    (``…, mind az őrposztomból``)."""
    word = words[at]
    clause = [w for w in words[:at] if w.clause == word.clause]
    mine_said = [w for w in words if w.sentence == word.sentence and w.folded in _MY_FROM]
    zone = _zone_in(clause) or _zone_in(mine_said)
    mine = word.folded.startswith("lenyem") or any(
        w.folded.startswith(_MY_PLACES) or w.folded in _OWN for w in clause
    )
    return mine, zone


def _number_before(words: Sequence[Word], at: int, asked: frozenset[int]) -> int:
    """The number said right before the word at ``at`` (or one word before it) in its clause,
    not one the question asks (``kettő vagy három lény?``), the words of a place between aside
    (``két őrposztban álló lényem``); 0 when none."""
    start = at
    while start > 0 and words[start - 1].folded.startswith(_PLACES):
        start -= 1
    before = [i for i in range(max(0, start - 2), at) if words[i].clause == words[at].clause]
    number_at = next((i for i in reversed(before) if words[i].folded in _COUNTS), None)
    if number_at is None or number_at in asked:
        return 0
    if words[number_at].folded.isdigit() and words[number_at - 1].folded == words[number_at].folded:
        return 0  # ``1-1 lénnyel``: one each (``egy-egy``), no count of its own
    return _COUNTS[words[number_at].folded]


#: words of a limit the rules set (``legfeljebb két lény támadhat``): a count beside one is the
#: rule asked about, no creatures of the story
_LIMITS = frozenset(("legfeljebb", "maximum", "max", "legalabb", "tobb", "kevesebb"))


def _counts_nobody(words: Sequence[Word], names: Sequence[_Name], at: int, count: int = 0) -> bool:
    """A count that heads a list of names (``három lényemmel, a Farkassal, …``; ``Két lényem
    támad az Elfjére: a Lovag és a Goblin`` — as many attacking names after it in its
    sentence), or a limit's (``Egy lényre legfeljebb két lény támadhat?``), counts no creature
    of the story."""
    clause = words[at].clause
    limit = any(w.folded in _LIMITS for w in words[max(0, at - 4) : at] if w.clause == clause)
    sentence = words[at].sentence
    attacking = [
        n
        for n in names
        if n.at > at and words[n.at].sentence == sentence and n.case in ("nom", "ins")
    ]
    if limit or _heads_names(words, names, at) or count > 1 and len(attacking) >= count:
        return True
    supposing = [w.folded for w in words if w.sentence == sentence][:1] == ["ha"]
    # (with ``-val/-vel``, sent in ``-t`` (``Bevihetek két lényt …?``), or supposed)
    counted_so = words[at].folded.endswith(("al", "el", "t")) or supposing
    if counted_so and _asked_in_general(words, names, at):
        return True  # ``Lehet két lénnyel …? A Lovag és a Törpe …``: the story names them after
        # (``Ha két lényem ugyanarra a lényre támad, …? Konkrétan: …``)
    if words[at].closing and count > 1 and _told_before(words, names, sentence) >= count:
        return True  # ``… a Lovag, a Farkas és a Kentaur a Banyáját támadják. Szabad három
        # lénnyel egy építményt támadni?``: the question counts the cards the story named
    return count > 1 and (
        _named_after(words, names, sentence, count) or _parted_after(words, at, count)
    )


def _told_before(words: Sequence[Word], names: Sequence[_Name], sentence: int) -> int:
    """How many cards the sentences before ``sentence`` name as attacking (in the nominative
    or the instrumental) in their largest sentence, where they declare an attack."""
    told = Counter(
        words[n.at].sentence
        for n in names
        if words[n.at].sentence < sentence and n.case in ("nom", "ins")
    )
    return max(
        (
            n
            for s, n in told.items()
            if any(w.sentence == s and w.folded.startswith(ATTACK_VERBS) for w in words)
        ),
        default=0,
    )


def _parted_after(words: Sequence[Word], at: int, count: int) -> bool:
    """``Három lényem támad: kettővel a Lovagját, eggyel az Elf íjászt``: a count its own
    clause ends on a colon, then parted into counts that make it up — those are its creatures."""
    clause = words[at].clause
    colon = next(
        (i for i in range(at, len(words)) if words[i].clause == clause and words[i].colon), None
    )
    if colon is None:
        return False
    parts = [
        _COUNTS_WITH.get(w.folded, 0)
        for w in words[colon + 1 :]
        if w.sentence == words[at].sentence
    ]
    return sum(parts) == count


def _named_after(words: Sequence[Word], names: Sequence[_Name], sentence: int, count: int) -> bool:
    """``Három lénnyel támadhatok a Lovagjára? Az Ork harcos, a Troll és a Farkas mind a Lovagra
    menne.``: as many attacking names in the next sentence, onto the card the count's sentence
    names — the counted creatures named."""
    after = [n for n in names if words[n.at].sentence == sentence + 1]
    attacking = [n for n in after if n.case in ("nom", "ins")]
    onto = {n.base for n in names if words[n.at].sentence == sentence and n.case == "target"}
    return len(attacking) == count and any(n.base in onto for n in after if n.case == "target")


#: a creature named in the nominative: ``lény``, ``lényem`` (mine), ``lénye`` (theirs)
_SUBJECT_CREATURES = frozenset(("leny", "lenyem", "lenye", "lenyunk"))


def _counted_sent(words: Sequence[Word], at: int) -> bool:
    """``két lényt ráküldök a Medvéjére``, ``a harmadikat is rádobnám``: counted creatures (or
    one more, an ordinal alone) sent onto a target (the object of a verb of sending in their
    clause)."""
    folded = words[at].folded
    ordinal = folded.startswith(_ORDINALS) and at > 0 and words[at - 1].folded in ("a", "az")
    if not (folded.startswith(_CREATURE_WORDS) or ordinal) or not folded.endswith("t"):
        return False
    return any(w.folded.startswith(_SENDING) for w in words if w.clause == words[at].clause)


def _counted_subject(words: Sequence[Word], at: int) -> bool:
    """``két lényem támadja az Orkot``, ``a harmadik a Goblinjára``: counted creatures (or one
    more, an ordinal alone) that are the subject of an attack verb of their clause (not ones
    that stand somewhere: ``két lény áll``), or of the clause beside it that leaves it out."""
    folded = words[at].folded
    after = words[at + 1].folded if at + 1 < len(words) else ""
    # (alone: ``a harmadik lényem`` is counted by its noun)
    ordinal = folded in _ORDINALS and at > 0 and words[at - 1].folded in ("a", "az", "egy")
    ordinal = ordinal and not after.startswith(_CREATURE_WORDS)
    if folded not in _SUBJECT_CREATURES and not ordinal:
        return False
    clause = [w for w in words if w.clause == words[at].clause]
    if any(w.folded in _STANDING for w in clause):
        return False
    if any(w.folded.startswith(ATTACK_VERBS) for w in clause):
        return True
    # ``…, a harmadik lényem (pedig) az Őrtornyot``: the verb of the clause before, left out;
    # ``Két lényem a Trolljára, a harmadik a Goblinjára támad``: of the clause after
    beside = (clause[0].clause - 1, clause[0].clause + 1)
    return any(
        w.folded.startswith(ATTACK_VERBS)
        for w in words
        if w.sentence == words[at].sentence and w.clause in beside
    )


#: the words of striking back (``visszaüt``, ``ütök vissza``, ``a Trollt választotta``)
_STRIKE_BACK = ("visszaut", "valaszt")


def _striking_back_clauses(words: Sequence[Word]) -> set[int]:
    """The clauses that tell a strike-back, not an attack (``hogy a Griff a Medvére üt
    vissza``)."""
    out = set()
    for clause in {w.clause for w in words}:
        folded = [w.folded for w in words if w.clause == clause]
        if any(w.startswith("visszaut") for w in folded) or (
            "vissza" in folded and any(w.startswith("ut") for w in folded)
        ):
            out.add(clause)
    return out


def _struck_back(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attacks: Sequence[tuple[str, str]],
) -> dict[str, str]:
    """The strike-back a story announces (34.8, 34.12), as ``strikes-back.by`` and
    ``.target``: in a sentence that states it (``én a Trollra ütök vissza``, ``az Elf gazdája a
    Trollt választotta``), the attacker named with ``-ra/-re`` or ``-t``; the defender is the
    creature named there that it attacks, else the one it attacks. Nothing for a question
    (``melyikre üt vissza?``) or where the words leave it unclear."""
    for sentence in sorted({w.sentence for w in words}):
        said = [(at, w) for at, w in enumerate(words) if w.sentence == sentence]
        if any(w.closing for _, w in said):
            continue
        folded = [w.folded for _, w in said]
        back = any(w.startswith(_STRIKE_BACK) for w in folded) or (
            "vissza" in folded and any(w.startswith("ut") for w in folded)
        )
        if not back:
            continue
        listed = [n for n in names if words[n.at].sentence == sentence]
        struck = [keys[n.base] for n in listed if n.case == "target"]
        struck = [c for c in struck if any(by == c for by, _ in attacks)]
        if len(set(struck)) != 1:
            continue
        target = struck[0]
        defenders = {t for by, t in attacks if by == target}
        named = [keys[n.base] for n in listed if keys[n.base] in defenders]
        defender = named[0] if named else next(iter(defenders)) if len(defenders) == 1 else None
        if defender is not None:
            return {"strikes-back.by": defender, "strikes-back.target": target}
    return {}


def _asked_about(words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str]) -> str | None:
    """The card a question asks about by its name (``Ki az Ork harcos ellenfele?``,
    ``Védekező lény-e az Elf?``): the one card named in the sentences a question mark ends."""
    asking = {w.sentence for w in words if w.closing}
    asked = {keys[n.base] for n in names if words[n.at].sentence in asking}
    if len(asked) > 1:  # ``Ki az Elf ellenfele, ha a Troll és az Ork támadja?``: the first
        # clause's, when the question begins with what it asks and the rest tells the story
        first = {min(w.clause for w in words if w.sentence == s) for s in asking}
        opening = {words[min(at for at, w in enumerate(words) if w.clause == c)] for c in first}
        if all(w.folded not in _SUBORDINATING for w in opening):
            asked = {
                keys[n.base]
                for n in names
                if words[n.at].sentence in asking and words[n.at].clause in first
            }
    return asked.pop() if len(asked) == 1 else None


#: words that begin a clause that says when or why, not what is asked (``ha``, ``amikor``)
_SUBORDINATING = frozenset(("ha", "amikor", "mikor", "mert", "mivel", "miutan", "mielott"))


def _heads_names(words: Sequence[Word], names: Sequence[_Name], at: int) -> bool:
    """``három lényemmel, a Farkassal, a Medvével``, ``három lényemmel (Kovács, Bika, …)``: a
    count whose names follow it (in its case, or at once), in its sentence — the first name
    after it (not ``Két lénnyel támadom a Vámpírt, az Íjásszal …``: a target between)."""
    sentence = words[at].sentence
    first = next((n for n in names if n.at > at and words[n.at].sentence == sentence), None)
    # (``lényemmel (Kovács, …)``: a name in the nominative at once)
    return first is not None and (first.case == "ins" or first.case == "nom" and first.at <= at + 2)


def _declaring(words: Sequence[Word], names: Sequence[_Name]) -> set[int]:
    """The sentences that declare attacks: those with an attack verb, and lists of an attacker
    before a target it goes onto (``Kovács a Lidércre, Bába a Manóra``) — not an attack whose
    mattering is asked (``számít ez abban, hogy rátámadhatok-e?``)."""
    sentences = {
        w.sentence
        for w in words
        if w.folded.startswith(ATTACK_VERBS)
        and not _whether_it_matters(words, w)
        or w.folded == grammar.ARROW
    }
    for sentence in {words[n.at].sentence for n in names}:
        said = [n for n in names if words[n.at].sentence == sentence]
        pairs = zip(said, said[1:], strict=False)
        if any(a.case in ("ins", "nom") and _onto(words, b) for a, b in pairs):
            sentences.add(sentence)
        # ``a Troll és a Lovag közvetlenül az ellenfelet``: the verb left out, the player said
        first = min((n.at for n in said if n.case in ("ins", "nom")), default=len(words))
        if any(w.sentence == sentence and w.folded in _DIRECT for w in words[first:]):
            sentences.add(sentence)
    return sentences


def _whether_it_matters(words: Sequence[Word], verb: Word) -> bool:
    """Whether an attack verb is asked with ``-e`` in a sentence that asks what matters
    (``A Varázstorony passzív vagy nem – számít ez abban, hogy rátámadhatok-e?``): no attack
    declared there."""
    return verb.text.lower().endswith("-e") and any(
        w.sentence == verb.sentence and w.folded.startswith(grammar.HU_MATTERING) for w in words
    )


#: ``a másik``, ``a többi``, ``a maradék``: the other creatures, attackers of a target still
#: to come, not of the one already taken (``azt a Trollal támadtam, a másik négy lényemmel …``)
_OTHERS = frozenset(("masik", "tobbi", "maradek", "maradekkal"))


def _names_a_target(words: Sequence[Word], names: Sequence[_Name], clause: int) -> bool:
    """Whether a clause names a target of its own: a name in ``-t`` or ``-ra/-re`` (not one
    sent: ``küldöm a Koboldot``), the player, or a card ``rá`` points back to."""
    own = [w for w in words if w.clause == clause]
    if any(
        w.folded in _PLAYER | _DIRECT or _points_back(w.folded) or w.folded == grammar.ARROW
        for w in own
    ):
        return True
    sentence = [w for w in words if own and w.sentence == own[0].sentence]
    sent = any(w.folded.startswith(_SENDING) for w in own) or (
        not any(w.folded.startswith(ATTACK_VERBS) for w in own)
        and any(_sends_over(w.folded) for w in sentence)
    )
    return any(
        words[n.at].clause == clause and n.case == "target" and (_onto(words, n) or not sent)
        for n in names
    )


class _Pairing:
    """Attackers and targets of one sentence paired as they come (into ``out``)."""

    def __init__(self, out: list[tuple[str, str]]):
        self.out = out
        self.pending: list[str] = []  # attackers named, their target not yet
        self.last: list[str] = []  # the attackers of the last target (``a Lidércet és a Manót``)
        self.waiting: list[str] = []  # targets named before their attackers (``a Griffet …``)
        self.taken = False  # the waiting target has had an attacker
        self.orphaned: list[str] = []  # targets whose clause named no attacker for them
        self.guards_named = 0  # guards the words count but do not name (``kettőt``)

    def attacker(self, card: str, *, apart: bool = False) -> None:
        """``apart``: the attacker goes onto a target of its own after a clause between (``a
        Nindzsával — az is … — pedig az ellenfelet``), not onto the one waiting."""
        if apart:
            self.next_clause()
        if card in self.pending:  # ``az Orkkal és a Trollal támadok: az Ork az Elfet, …``: the
            self.pending = []  # list named them all; each is paired again, one by one
        if len(self.waiting) > 1:  # ``a Lidércet és a Manót … a Farkassal és a Medvével``:
            self.out.append((card, self.waiting.pop(0)))  # respectively
        elif self.waiting:  # ``a Griffet támadom a Medvével és a Sárkánnyal``: each on it
            self.out.append((card, self.waiting[0]))
            self.taken = True
        else:
            self.pending.append(card)

    def next_clause(self, *, own_target: bool = False) -> None:
        """A new clause: a target already taken by attackers (``a Goblint a Trollom támadja,
        az Ork harcosom pedig az Őrtornyát``) waits for no more; with ``own_target`` (the
        clause names a target of its own) neither does one no attacker was named for (``Csak a
        Sárkányt támadom, a Goblinnal meg a Tornyot``: the Goblin attacks the Torony) — that
        one is left ``orphaned``."""
        if self.taken:
            self.waiting, self.taken = [], False
        elif own_target:
            self.orphaned, self.waiting = self.orphaned + self.waiting, []

    def whole(self) -> bool:
        """Whether every target left ``orphaned`` was paired after all."""
        return not set(self.orphaned) - {target for _, target in self.out}

    def guards(self, count: int, *, before: bool = False) -> bool:
        """``a Lovaggal és a Trollal két különbözőt támadok közülük``, ``a Trollal az egyiket``:
        guards the story does not name (``_GUARD_NAME``), one for each attacker pending (or one
        for them all). With no attacker pending (``kettőt támadok meg``: with creatures it does
        not name) no attack is paired: the count of the guards tells the rest — unless its
        attackers follow in its clause (``before``: ``атаковал одно из них Троллем``), for whom
        the guards wait. False where the count and the attackers do not pair up."""
        if not self.pending and not before:
            return True
        made = [f"{_GUARD_NAME}{self.guards_named + n + 1}" for n in range(count)]
        self.guards_named += count
        if not self.pending:
            self.waiting += made
            return True
        if count == 1:
            self.out += [(by, made[0]) for by in self.pending]
        elif count == len(self.pending):
            self.out += list(zip(self.pending, made, strict=True))
        else:
            return False
        self.pending, self.last = [], self.pending
        return True

    def target(self, card: str, *, joined: bool, share: int = 0) -> None:
        """``share``: how many of the attackers named go onto it (``három lénnyel, kettő az
        Elfre, egy a Toronyra``); counted creatures are alike, so the first ones go, and the
        rest wait for the next target. Named ones are not (which two?): the pairing is not
        read whole."""
        if self.pending and 0 < share < len(self.pending):
            if not all(by.startswith(_COUNTED_NAME) for by in self.pending):
                self.orphaned.append(card)  # (never paired: ``whole`` says no)
                self.pending = []
                return
            going, self.pending = self.pending[:share], self.pending[share:]
            self.out += [(by, card) for by in going]
            self.last = going
        elif self.pending:
            self.out += [(by, card) for by in self.pending]
            self.pending, self.last = [], self.pending
        elif self.last and joined:
            self.out += [(by, card) for by in self.last]
        else:
            if (
                self.taken
                and not joined
                and card not in self.waiting
                and card not in {by for by, _ in self.out}  # (a ``rá`` read back to one)
            ):  # ``az ogrére a lovaggal a koboldra a farkassal``: the one before has its
                self.waiting, self.taken = [], False  # attacker
            self.waiting.append(card)


_JOINED = frozenset(("es", "meg", "is"))
#: the words a count's share is said with before its target (``kettő az Elfre, egy a
#: Toronyra``, ``az egyik a Trollra, a másik …``); ``egy`` only before an article, where it is
#: no article itself
_SHARES = {"ketto": 2, "harom": 3, "negy": 4, "egyik": 1, "masik": 1, "egy": 1}


def _share(words: Sequence[Word], at: int) -> int:
    """The count said right before a target (over its article): how many of the attackers
    named before go onto it; 0 when none is said."""
    back = at - 1 if at and words[at - 1].folded in ("a", "az") else at
    if not back or words[back - 1].clause != words[at].clause:
        return 0
    word = words[back - 1].folded
    if word == "egy" and back == at:
        return 0  # ``egy Goblinra``: an article
    return _SHARES.get(word, 0)


def _onto(words: Sequence[Word], name: _Name) -> bool:
    """``a Lidércre``: a name with ``-ra/-re``, what an attack goes onto."""
    return name.case == "target" and words[name.end - 1].text.lower().endswith(("ra", "re"))


def _joined(words: Sequence[Word], at: int) -> bool:
    """``a Lidércet és a Manót``: a target joined to the one before it."""
    return at > 1 and words[at - 1].folded in ("a", "az") and words[at - 2].folded in _JOINED


def _role(name: _Name, words: Sequence[Word], pending: Sequence[str]) -> str:
    """A name's part in a declaration: ``attacker`` (``-val/-vel``, or a subject: a name in the
    nominative first or joined to one; what one sends, ``-t`` with ``küld``), ``target``
    (``-t``, ``-ra/-re``), or none."""
    if name.end < len(words) and words[name.end].folded.startswith("gazd"):
        return ""  # ``az Elf gazdája``: the card's owner acts, not the card
    if name.end < len(words) and words[name.end].folded == grammar.ARROW:
        return "attacker"  # ``Troll → Kobold``
    if _after_arrow(words, name.at):
        return "target"  # (``Ork harcosom -> a Lovagja``: an article between)
    if name.case == "ins":
        return "attacker"
    if name.case == "target" and words[name.end - 1].text.lower().endswith("t"):
        clause = [w for w in words if w.clause == words[name.at].clause]
        sentence = [w for w in words if w.sentence == words[name.at].sentence]
        sent = (
            any(w.folded.startswith(_SENDING) for w in clause)
            or not any(w.folded.startswith(ATTACK_VERBS) for w in clause)
            and any(_sends_over(w.folded) for w in sentence)
        )
        return "attacker" if sent else "target"
    if name.case == "target":
        return "target"
    if name.case == "nom":  # the subject of an attack verb, or one of a list of them
        return "attacker" if _acts(name, words) else ""
    return ""


#: words that may stand between an arrow and the target it points to (``→ a Lovagja``, ``→
#: maga az ellenfél``)
_ARROW_LEADS = frozenset(("a", "az", "o", "maga", "magat", "magara", "egyenesen", "kozvetlenul"))


def _sends_over(folded: str) -> bool:
    """Whether a word is a verb of sending whose object elsewhere in its sentence is the one
    sent (``…, a Trollt meg ráküldöm``) — not ``bevisz`` (lands a blow: ``a Törpét a Medvém, a
    Griff meg bevisz a játékosba``)."""
    return folded.startswith(_SENDING) and not folded.startswith(_CARRYING_IN)


def _after_arrow(words: Sequence[Word], at: int) -> bool:
    """Whether an arrow points to the word at ``at`` (articles and ``maga`` between)."""
    before = at - 1
    while before >= 0 and words[before].folded in _ARROW_LEADS and at - before < 4:
        before -= 1
    return before >= 0 and words[before].folded == grammar.ARROW


def _acts(name: _Name, words: Sequence[Word]) -> bool:
    """Whether a name in the nominative is a subject of the attack: its clause has an attack
    verb or names something after it (``Kovács a Lidércre``) — not a name set apart
    (``egyetlen lény áll, a Mocsári Suttogó, azt …``)."""
    sentence = words[name.at].sentence
    clause = words[name.at].clause
    own = [w for w in words if w.clause == clause]
    after = [w for w in words[name.end :] if w.sentence == sentence]
    if any(w.folded.startswith(ATTACK_VERBS) for w in own):
        return True
    if any(w.folded in _PLAYER for w in words[: name.at] if w.clause == clause):
        return True  # ``az ellenfelet pedig az Orkom``: the verb left out, the player its object
    if _gapped_after_target(words, name):
        return True  # ``…, a Hárpiát pedig a Nyilasom``: the verb of the clause before
    if not name.mine and any(w.folded in _STANDING for w in own):
        return False  # ``az ellenfél őrposztjában a Kobold és a Gólem áll``: where they stand
    listed = _listed_after(words, name.at)
    theirs = "kozul" in listed and not any(w.startswith(_MY_CREATURES) for w in listed)
    if _only_names(own) and (listed & _STANDING or theirs):
        return False  # ``egyetlen lény áll, a Mocsári Suttogó, …``, ``két őre van, Elf íjász
        # és Farkas; …``, ``két lénye közül — Troll és Goblin — …``: who stands there
    # a list's last name (``— Ork, Troll és Goblin —``) acts as the list: with a name, the
    # player or an attack verb after it in its sentence
    return any(
        w.text[:1].isupper() or w.folded in _PLAYER | _DIRECT or w.folded.startswith(ATTACK_VERBS)
        for w in after
    ) and not all(w.folded in _STANDING for w in after[:1])


def _gapped_after_target(words: Sequence[Word], name: _Name) -> bool:
    """``a Mantikórt támadja az Orkom, a Hárpiát pedig a Nyilasom``: a clause of ``pedig`` (or of
    the two names alone) without a verb of its own, a card in ``-t`` before the name, after a
    clause of its sentence that has an attack verb — the verb left out is that one, the name
    its subject."""
    at = words[name.at]
    own = [w for w in words[: name.at] if w.clause == at.clause]
    whole = [w for w in words if w.clause == at.clause]
    # (``…, a Törpét a Medvém, …``: with no ``pedig``, a clause of the two and their articles)
    bare = len(whole) <= 5 and all(w.folded in _ARTICLES or w.text[:1].isupper() for w in whole)
    if not any(w.folded == "pedig" for w in own) and not bare:
        return False
    earlier = [w for w in words if w.sentence == at.sentence and w.clause < at.clause]
    if not any(w.folded.startswith(ATTACK_VERBS) for w in earlier):
        return False
    return any(  # (``a Totemoszlop nevű építményét pedig a Sámánom``: the noun after ``nevű``)
        (w.text[:1].isupper() or i and own[i - 1].folded in _NAMED)
        and _read_name(w.text, possessed=True)[1] == "target"
        for i, w in enumerate(own)
        if w.text.lower().endswith("t")
    )


def _only_names(clause: Sequence[Word]) -> bool:
    """Whether a clause's words are names and the words that list them only (``Elf íjász és
    Farkas``: a word in small letters right after a capitalised one is of its name)."""
    return all(
        w.text[:1].isupper()
        or w.folded in _LISTING
        or i > 0
        and clause[i - 1].text[:1].isupper()
        and w.folded.isalpha()
        for i, w in enumerate(clause)
    )


def _listed_after(words: Sequence[Word], at: int) -> set[str]:
    """The words of the clause before the list a name at ``at`` ends (``két őre van az
    ellenfélnek (Goblin, Elf íjász)``: the list's items, clauses of names only, passed over),
    in its sentence."""
    clause = words[at].clause - 1
    while True:
        own = [w for w in words[:at] if w.clause == clause and w.sentence == words[at].sentence]
        if not own or not all(w.text[:1].isupper() or w.folded in _LISTING for w in own):
            return {w.folded for w in own}
        clause -= 1


_LISTING = frozenset(("a", "az", "es", "meg", "vagy"))


def _other_target(
    words: Sequence[Word],
    at: int,
    names: Sequence[_Name],
    keys: dict[str, str],
    pending: Sequence[str],
) -> str | None:
    """The target a word that is no name says: the player, or the card ``rá`` points back to."""
    folded = words[at].folded
    if folded in _PLAYER or folded in _DIRECT:
        return "player"
    if _after_arrow(words, at) and folded in _PLAYER_SAID:
        return "player"  # ``Farkas → ellenfél``, ``Troll → maga az ellenfél``
    if folded == "ot" and at and words[at - 1].folded in _STRAIGHT and not _five(words, at):
        return "player"  # ``a Griffel pedig egyenesen őt``: him, the player, straight
    after = [w.folded for w in words[at + 1 : at + 3] if w.clause == words[at].clause]
    if folded == "ot" and _DIRECT & set(after) and not _five(words, at):
        return "player"  # ``a csontlovassal meg őt ütöm közvetlenül``
    if _points_back(folded) and not _five(words, at):
        return _pointed_back(words, at, names, keys, pending)
    return None


def _points_back(folded: str) -> bool:
    """Whether a word points back to the card named before (``rá``, ``azt``, ``rámegyek``,
    ``rádobnám``)."""
    return folded in _BACK or folded.startswith(_SENT_ONTO_IT)


def _pointed_back(
    words: Sequence[Word],
    at: int,
    names: Sequence[_Name],
    keys: dict[str, str],
    pending: Sequence[str],
) -> str | None:
    """The card ``rá``, ``azt``, ``rátámadtam`` at ``at`` points back to: the last one named
    before that has no attack pending, or the player where the player was named after it —
    none where the clause denies the attack or the verb's ``rá`` has its target after it."""
    folded = words[at].folded
    clause = {w.folded for w in words if w.clause == words[at].clause}
    if clause & _DENIED:
        return None  # ``őt sem támadja senki``: no attack
    if folded == "ezt" and not any(w.startswith(ATTACK_VERBS) for w in clause):
        return None  # (``mikor kell ezt megmondani``: this, no card)
    after = {w.folded for w in words[at + 1 :] if w.clause == words[at].clause}
    if folded.startswith("ra") and after & (_PLAYER | _DIRECT):
        return None  # ``mennék rá közvetlenül az ellenfélre``: the verb's ``rá``
    if folded.startswith("ra") and any(
        n.at > at and _onto(words, n) and words[n.at].clause == words[at].clause for n in names
    ):
        return None  # ``a Sárkánnyal meg rá a Kápolnájára``: the target comes after
    before = [n for n in names if n.end <= at and keys[n.base] not in pending]
    player = max((i for i in range(at) if words[i].folded in _PLAYER), default=-1)
    if player > max((n.at for n in before), default=-1):
        return "player"  # ``Hány lény támadhat a játékosra? … öt lénnyel mennék rá``
    before = _past_the_list(words, names, keys, before, pending)
    return keys[before[-1].base] if before else None


def _past_the_list(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    before: list[_Name],
    pending: Sequence[str],
) -> list[_Name]:
    """The names ``rá`` may point back to: where the last of them heads the list of attackers
    (``… a Kőóriását: a Vérfarkas, a Goblin és a Troll is lecsap rá``), only the targets named
    before the list."""
    if before and _one_of_the_list(words, names, keys, before[-1], pending):
        return [n for n in before if n.case == "target"]
    return before


def _one_of_the_list(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    last: _Name,
    pending: Sequence[str],
) -> bool:
    """Whether the last name before ``rá`` heads a list in the nominative with the attackers
    pending, after a colon in its sentence (``…: a Vérfarkas, a Goblin és a Troll is lecsap
    rá``)."""
    listed = [
        n
        for n in names
        if keys[n.base] in pending
        and n.case == "nom"
        and words[n.at].sentence == words[last.at].sentence
    ]
    if last.case != "nom" or not listed or any(n.at < last.at for n in listed):
        return False
    between = words[last.end : min(n.at for n in listed)]
    sentence = words[last.at].sentence
    after_colon = any(w.colon and w.sentence == sentence for w in words[: last.at])
    return after_colon and all(w.folded in _LIST_JOINS for w in between)


#: the words between the names of a list (``a Vérfarkas, a Goblin és a Troll``)
_LIST_JOINS = frozenset(("a", "az", "es", "meg", "is", "valamint"))


#: ``onto them``: several cards pointed back to at once
_ONTO_THEM = frozenset(("rajuk",))
#: ``straight``, ``directly`` (folded): the ``őt`` after one is the player, not a card
_STRAIGHT = frozenset(("egyenesen", "kozvetlenul", "rogton"))


def _five(words: Sequence[Word], at: int) -> bool:
    """``öt őrposztos lényem``: the number five, not ``őt`` (him) — so spelt, or without
    accents before a creature or a word of its kind (``ot lenyem``, ``ot orposztos``)."""
    text = words[at].text.lower()
    if text.startswith("ö"):
        return True
    after = words[at + 1].folded if at + 1 < len(words) else ""
    if after in ("tamadom", "tamadok"):
        return False  # ``is ot támadom``: him, the verb after (not ``öt támadó``)
    return text == "ot" and after.startswith(("leny", "lenny", "orposzt", "tamado", "masik"))


def _owners(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attackers: set[str],
    wielders: frozenset[str] = frozenset(),
) -> dict[str, str]:
    """Whose each card is, from the asker's side: ``me`` or ``them`` (in a story of named
    players, the place of one who attacks — of ``wielders``, folded — is ``me``)."""
    owners = _attackers_all_mine(words, names, keys, attackers)
    for name in names:  # a name's own ending says whose it is wherever it comes (``az Elf
        if name.mine:  # íjászomat`` after ``egy Lovag meg egy Elf íjász`` in a list)
            owners.setdefault(keys[name.base], "me")
    for name in names:
        card = keys[name.base]
        before = _owner_words(words, names, name)
        # a list's heading: its sentence's words before the first name in it
        first = min(n.at for n in names if words[n.at].sentence == words[name.at].sentence)
        heading = [w.folded for w in words[:first] if w.sentence == words[name.at].sentence]
        own = [w.folded for w in _unrelated(words, name, _own(words, names, name))]
        places = _places_of(own, card in attackers)
        if name.mine or set(before) & _OWN:
            # ``a saját őrposztjában lévő Lovagjára``: the attacker's owner's own, whoever asks
            own_word = "sajat" in before and not name.mine
            owners.setdefault(card, _ATTACKERS_OWN if own_word else "me")
        elif beside := _owner_beside(words, names, keys, name, owners):
            owners.setdefault(card, beside)
        elif set(before) & _OPPONENTS_OWN:  # (nearer than a list's place: ``(mindkettő az
            owners.setdefault(card, "them")  # őrposztomban) az ellenfél … Sárkányt``)
        elif _his(words, before, mine_attack=_mine_attack(names, keys, attackers)):
            owners.setdefault(card, "them")
        elif any(w.startswith(_MY_PLACES) for w in places):
            owners.setdefault(card, "me")  # ``az őrposztomról a Ködlovag``
        elif _in_my_creatures(words, names, name, heading):
            # ``három őrposztos lényemmel, a …, a …``; ``… az én két lényem, a Lovag és …``
            owners.setdefault(card, "me")
        elif joined := _joined_owner(words, names, keys, name, owners):
            owners.setdefault(card, joined)
        elif _listed_as_mine(words, name, heading):
            owners.setdefault(card, "me")  # ``Én (aktív) – őrposzt: Ork harcos, Troll``
        elif _listed_as_theirs(words, name, heading, first):
            # (``Gábor őrposztjában …`` where Gábor attacks: the attacker's own list)
            mine = wielders & set(heading) and not _OPPONENTS_OWN & set(heading)
            owners.setdefault(card, "me" if mine else "them")
        elif _theirs_inside(words, names, name):
            owners.setdefault(card, "them")
    return owners


def _theirs_inside(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> bool:
    """A name of a list of the opponent's headed inside its sentence (``…, ha az ellenfél
    őrposztjában két lény van, a Gólem meg a Kobold``), or one left alone in a sentence about
    their guard post (``Nem támadom az ellenfél összes őrposztban lévő lényét: …, a Törpe
    baltást nem``)."""
    local = _since_last_name(words, names, name)
    if _OPPONENTS_OWN & set(local) and _listed_as_theirs(words, name, local, name.at):
        return True
    sentence = [w.folded for w in words if w.sentence == words[name.at].sentence]
    return _left_alone(words, name) and _about_their_guard_post(sentence)


def _left_alone(words: Sequence[Word], name: _Name) -> bool:
    """``a Törpe baltást nem``: a name in the accusative that ``nem`` denies right after it."""
    return name.case == "target" and name.end < len(words) and words[name.end].folded == "nem"


def _theirs_by_place(
    words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str], told: set[str]
) -> dict[str, str]:
    """The cards in no attack whose owner is unsaid (not in ``told``: owned or attacked) but
    for the place after them (``a Griffet az ellenfél őrposztjában``): the opponent's."""
    placed = set()
    for name in names:  # (``Az ellenfelemnek két lénye áll az őrposztban, a Jégsárkány és …``)
        if name.case == "nom" and _their_creatures_listed(words, words[name.at].sentence):
            placed.add(keys[name.base])
    for name in (n for n in names if _in_their_place(words, n)):
        joined: _Name | None = name
        while joined is not None:  # (``a Gólem és a Hidra az ellenfél őrposztjában``: both)
            placed.add(keys[joined.base])
            joined = _joined_to(words, names, joined)
    return dict.fromkeys(placed - told, "them")


#: the opponent as the one who has something (``az ellenfélnek két lénye van``)
_OPPONENT_HAS = frozenset(("ellenfelnek", "ellenfelemnek", "oppnak"))


def _their_creatures_listed(words: Sequence[Word], sentence: int) -> bool:
    """Whether a sentence says what creatures the opponent has (``Az ellenfelemnek két lénye
    áll az őrposztban, …``): the names in the nominative in it are theirs."""
    said = [w.folded for w in words if w.sentence == sentence]
    if set(said) & _OPPONENT_HAS and any(w.startswith("lenye") for w in said):
        return True
    # (``Zsófi őrposztjában két lény volt, a Griff és a Medve``: the player's place first)
    owner = said[0] in _OPPONENTS_OWN or players_hu.player(said[0]) is not None
    standing = bool(_STANDING & set(said)) and not any(w.startswith(ATTACK_VERBS) for w in said)
    return owner and len(said) > 1 and possessed_place(said[1]) and standing


def _in_their_place(words: Sequence[Word], name: _Name) -> bool:
    """``a Griffet az ellenfél őrposztjában``: a name the opponent's place follows right in its
    clause (``az ellenfél`` and a place with a possessive)."""
    after = [w.folded for w in words[name.end : name.end + 6] if w.clause == words[name.at].clause]
    for k in range(len(after) - 1):
        if after[k] in _OPPONENTS_OWN and possessed_place(after[k + 1]):
            # (``a Kobold is ott áll az ellenfél őrposztjában``: standing words between)
            return all(w in _STANDS_BETWEEN for w in after[:k])
    return False


#: the words between a name and the place it stands in (``a Kobold is ott áll az …``)
_STANDS_BETWEEN = frozenset(("az", "a", "is", "ott", "itt", "all", "van", "meg", "pedig", "mar"))


def _mine_attack(names: Sequence[_Name], keys: dict[str, str], attackers: set[str]) -> bool:
    """Whether a card the asker calls their own (``az Elfem``) attacks."""
    return any(keys[n.base] in attackers for n in names if n.mine)


def _his(words: Sequence[Word], before: Sequence[str], *, mine_attack: bool = False) -> bool:
    """Whether the words before a name say it is the other player's: ``az ő Goblinja`` (his,
    where the asker attacks — in the first person, or with a card of the asker's: ``Mehet-e az
    Elfem …, ha az ő őrposztjában álló Trollját …``), ``de neki van egy Farkasa`` (he has
    it)."""
    his = before[-1:] == ["o"] or _his_place(before)
    asker_acts = mine_attack or _first_person_acts(words)
    return his and asker_acts or bool(set(before) & _HIS_HAS)


def _his_place(before: Sequence[str]) -> bool:
    """``az ő őrposztjában álló Ork harcost``: his place right before a name (a word of
    standing between)."""
    if "o" not in before:
        return False
    rest = before[len(before) - before[::-1].index("o") :]
    return 1 <= len(rest) <= 2 and possessed_place(rest[0])


def _first_person_acts(words: Sequence[Word]) -> bool:
    """Whether the asker attacks in the first person (``támadom``, ``támadok``)."""
    return any(_attacks_first_person(w) for w in words)


def _attacks_first_person(word: Word) -> bool:
    """Whether a word is an attack verb in the first person (``támadok``) — not the noun of
    those who attack (``a támadók kijelölésekor``), its ``ó`` typed."""
    # (nor the third person's plural: ``mehetnek``, ``támadnak``; ``mennék`` is the asker's)
    noun = word.text.lower().endswith(("ók", "ők", "nak", "nek"))
    return word.folded.startswith(ATTACK_VERBS) and word.folded.endswith(_FIRST_PERSON) and not noun


def _in_my_creatures(
    words: Sequence[Word], names: Sequence[_Name], name: _Name, heading: Sequence[str]
) -> bool:
    """Whether a name is one of a list of the asker's creatures (``lényem``, ``lényeim`` in its
    heading or before it), not a target (``Két lényem …: Troll -> Lovag``: the Lovag is none)."""
    return (
        name.case != "target"
        and not _after_arrow(words, name.at)
        and any(
            w.startswith(_MY_CREATURES) for w in [*heading, *_since_last_name(words, names, name)]
        )
    )


def _owner_words(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> list[str]:
    """The words before a name in its own clause that may say whose it is, after any other name
    (``az ellenfél Elf íjászát, az Orkkal``: the opponent owns the Elf, not the Ork) and after
    ``szerint`` (``az ellenfél szerint a Lovag …``: who says so, not whose the Lovag is)."""
    start = max([max(0, name.at - 4)] + [n.end for n in names if n.end <= name.at])
    clause = words[name.at].clause
    before = [w.folded for w in words[start : name.at] if w.clause == clause]
    if "szerint" in before:
        before = before[before.index("szerint") + 1 :]
    return before


#: the owner of a card called the attacker's own (``saját``): the active player
_ATTACKERS_OWN = "attacker's own"


def _active_with_own(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attackers: set[str],
    owners: dict[str, str],
) -> str | None:
    """Whose turn it is (``_active``), the cards called the attacker's own (``saját``) given
    to that player; where nothing else says whose turn it is, the attackers are the other
    player's, of whom the asker tells."""
    attackers_own = {c for c, whose in owners.items() if whose == _ATTACKERS_OWN}
    for card in attackers_own:
        del owners[card]
    active = _active(words, names, keys, attackers, owners)
    if active is None and attackers_own:
        active = "them"
        for attacker in attackers:
            owners.setdefault(attacker, active)
    if active is not None:
        owners |= dict.fromkeys(attackers_own, active)
    return active


def _attackers_all_mine(
    words: Sequence[Word], names: Sequence[_Name], keys: dict[str, str], attackers: set[str]
) -> dict[str, str]:
    """``mind az őrposztomból``: every attacker the asker's, where a clause says every one
    comes from the asker's place (``_all_mine_from``) and no card of the asker's is attacked;
    else nothing."""
    if _all_mine_from(words) is None or _my_targets(names, keys, attackers):
        return {}
    return {keys[n.base]: "me" for n in names if keys[n.base] in attackers}


def _joined_owner(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    name: _Name,
    owners: dict[str, str],
) -> str:
    """``a Lovag és a Troll``: the owner of the name a name is joined to in its case (only
    ``és``, ``meg`` and articles between them), else ""."""
    prior = _joined_to(words, names, name)
    return "" if prior is None else owners.get(keys[prior.base], "")


def _places_of(own: Sequence[str], attacker: bool) -> list[str]:
    """The words of a card's own that may say its place: an attacked card's without where the
    attackers come from (``az őrposztomról a Rézkapu nevű építményét``) nor what is said of
    them all (``(mindkettő az őrposztomban) ugyanarra az Elfre``: the attackers' place)."""
    if attacker:
        return list(own)
    places = [w for w in own if w not in _MY_FROM]
    every = [places.index(w) for w in _EVERY.intersection(places)]
    return places[: min(every)] if every else places


def _owner_beside(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    name: _Name,
    owners: dict[str, str],
) -> str:
    """Whose a card is by the words beside its name: ``…, a Lovag az enyémben`` (mine); the
    name before it in one list with one ending (``az ellenfél Trollja és Orkja``: his too);
    ``""`` when they say nothing."""
    if any(w.folded.startswith("enyem") for w in _after_in_clause(words, names, name)):
        return "me"
    if _one_list(words, names, name):
        return _joined_owner(words, names, keys, name, owners)
    return ""


def _one_list(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> bool:
    """Whether a name is joined by ``és``/``meg`` to the one before it, both with the same
    ending (``az ellenfél Trollja és Orkja``): one list, one owner."""
    prior = _joined_to(words, names, name)
    if prior is None or not {"es", "meg"} & set(_since_last_name(words, names, name)):
        return False
    return words[prior.end - 1].folded[-2:] == words[name.end - 1].folded[-2:]


def _joined_to(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> _Name | None:
    """The name before a name in its sentence, in its case, with only ``és``, ``meg``,
    ``vagy`` and articles between them (``a Lovag és a Troll``); None where there is none."""
    sentence = words[name.at].sentence
    prior = [n for n in names if n.end <= name.at and words[n.at].sentence == sentence]
    if not prior or prior[-1].case != name.case or _arrowed(words, name):
        return None  # (``Troll → Elf, Farkas → Goblin``: pairs, no list)
    return prior[-1] if set(_since_last_name(words, names, name)) <= _LISTING else None


def _arrowed(words: Sequence[Word], name: _Name) -> bool:
    """Whether an arrow stands right before or after a name (``Troll → Kobold``)."""
    before = words[name.at - 1].folded if name.at else ""
    return _arrowed_after(words, name) or before == grammar.ARROW


def _since_last_name(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> list[str]:
    """The folded words of a name's sentence between the name before it and itself."""
    start = max([0] + [n.end for n in names if n.end <= name.at])
    sentence = words[name.at].sentence
    return [w.folded for w in words[start : name.at] if w.sentence == sentence]


def _listed_as_theirs(
    words: Sequence[Word], name: _Name, heading: Sequence[str], first: int
) -> bool:
    """Whether a name is an item of a list its sentence heads with the opponent's place: not
    one after an attack verb, nor one that attacks (``…, Anna pedig a Griffel …``), nor the
    subject of its own clause's attack verb (``…, a Farkas, azt az őrben álló Ogre
    betámadja``)."""
    clause = words[name.at].clause
    return (
        _opponents_list(heading)
        and name.case != "ins"
        and not any(w.folded.startswith(ATTACK_VERBS) for w in words[first : name.at])
        and not (
            name.case == "nom"
            and any(w.clause == clause and w.folded.startswith(ATTACK_VERBS) for w in words)
        )
    )


def _listed_as_mine(words: Sequence[Word], name: _Name, heading: Sequence[str]) -> bool:
    """Whether a name is an item of a list its sentence heads with the asker (``Én (aktív) –
    őrposzt: …``, ``Nálam az őrposztban: …``, ``Az őrposztomban: …``): a name in the
    nominative in a sentence that declares no attack (no attack verb, no arrow)."""
    if not any(w in _ME_HEADING or w.startswith(_MY_PLACES) for w in heading):
        return False
    sentence = words[name.at].sentence
    return (
        not _opponents_list(heading)
        and name.case == "nom"
        and not any(
            w.sentence == sentence
            and (w.folded.startswith(ATTACK_VERBS) or w.folded == grammar.ARROW)
            for w in words
        )
    )


#: the words a list of the asker's cards is headed with
_ME_HEADING = frozenset(("en", "nalam", "enyem"))
#: the asker's own places (``őrposztomról``, ``tartalékomból``): the card there is the asker's
_MY_PLACES = ("orposztom", "tartalekom")


def _opponents_list(heading: Sequence[str]) -> bool:
    """``Az ellenfél őrposztjában áll a …``, ``Az ő őrposztján …``: a sentence that begins with
    the opponent's place (the place with the third person's possessive is the other player's:
    the asker's is ``őrposztom``)."""
    theirs = (
        any(w in _OPPONENTS_OWN | _AT_THEIRS for w in heading)
        or bool(heading)
        and heading[0] in _HIS_FIRST
        or any(possessed_place(w) and not w.endswith(_FROM) for w in heading)
        and not any(w in _STANDING_AT for w in heading)
    )  # (``az őrposztján álló Elf``: its own; ``mind az őrposztjából:`` the attackers')
    return theirs and not any(w.startswith(_MY_CREATURES) for w in heading)


#: ``neki van egy Farkasa``, ``nála van a Sárkánya``: the words of what a player has
_HIS_HAS = frozenset(("neki", "nekik", "nala", "naluk"))


def _had(words: Sequence[Word], at: int) -> bool:
    """Whether a name follows ``neki van (egy)`` in its clause (``neki van egy Farkasa``): its
    possessive ending is its owner's."""
    before = [w.folded for w in words[max(0, at - 3) : at] if w.clause == words[at].clause]
    return bool(set(before) & _HIS_HAS) and bool({"van", "vannak"} & set(before))


def _held_at(words: Sequence[Word], at: int) -> bool:
    """Whether a name is said in a clause that says what stands at a third person's place
    (``a barátom őrposztjában ott van a Hollóvajákosa``): its ``-a/-e`` is that person's."""
    clause = [i for i, w in enumerate(words) if w.clause == words[at].clause]
    place = next((i for i in clause if i < at and possessed_place(words[i].folded)), None)
    return place is not None and any(words[i].folded in _STANDING for i in clause if i > place)


#: ``Nála az őrposztban …`` (at his place): a list of the other player's cards
_AT_THEIRS = frozenset(("nala", "naluk"))
#: ``Neki két lénye van az őrposztban, …``: his, first in its sentence
_HIS_FIRST = frozenset(("neki", "nekik"))
#: participles of standing somewhere: the place before one is the card's own, no list's
_STANDING_AT = frozenset(("allo", "levo", "ulo", "piheno"))
#: first-person endings of a verb (``támadok``, ``támadom``, ``támadtam``, ``küldöm``)
_FIRST_PERSON = ("ok", "ek", "ok", "om", "em", "om", "am", "unk", "tam", "tem")
#: ``Az én köröm van``: the asker's turn
_MY_TURN = frozenset(("korom", "koromben"))
#: the opponent's turn: ``az ellenfél körében``, ``az ellenfél köre van``
_TURN = grammar.HU_TURN_WORDS


def _active(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    attackers: set[str],
    owners: dict[str, str],
) -> str | None:
    """Whose turn it is: the owner of the attackers, else the asker when an attack verb is in
    the first person (``támadok``, ``támadom``), else the other player than the one whose cards
    are attacked (``A Farkas az ellenfél Griffjére támad``). A turn said to be the opponent's
    (``az ellenfél körében``) makes them the active player whoever attacks."""
    if _their_turn(words):
        for attacker in attackers:
            owners.setdefault(attacker, "them")
        return "them"
    said = {owners[a] for a in attackers if a in owners}
    if len(said) == 1:
        active = said.pop()
        for attacker in attackers:
            owners.setdefault(attacker, active)
        return active
    if said:
        return None
    first = any(w.folded in _MY_TURN for w in words) or _first_person_acts(words)
    if not first:
        # the attacked cards' owner said: the attackers are the other player's (an attack goes
        # at the opponent's cards, 34.3)
        attacked = {owners[c] for c in owners if c not in attackers}
        if len(attacked) != 1:
            return None
        active = "me" if attacked.pop() == "them" else "them"
        for attacker in attackers:
            owners.setdefault(attacker, active)
        return active
    for attacker in attackers:
        owners.setdefault(attacker, "me")
    return "me"


def _their_turn(words: Sequence[Word]) -> bool:
    """Whether the words say it is the opponent's turn (``az ellenfél körében``, ``Dóri
    körében``: a player the story names, where the asker plays too — a place of the asker's is
    said — not a story the asker tells of others)."""
    asker_plays = any(w.folded.startswith(_MY_PLACES) for w in words)
    return any(
        (a.folded in _OPPONENTS_OWN or asker_plays and players_hu.player(a.folded) is not None)
        and b.folded in _TURN
        for a, b in zip(words, words[1:], strict=False)
    )


def _zones(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    cards: dict[str, Any],
    attackers: set[str],
    supposed: frozenset[int] = frozenset(),
) -> set[str]:
    """Where each card stands: the place said in its own words (``őrposztos``, ``az ellenfél
    tartalékában ülő``, its list's heading), those a question supposes first (``Mi lett volna,
    ha a Lovag a tartalékban áll?``); the cards whose words name both places with ``vagy``
    are returned, their place left open."""
    either: set[str] = set()
    for name in sorted(names, key=lambda n: n.at not in supposed):
        own = _unrelated(words, name, _own(words, names, name))
        if keys[name.base] not in attackers:  # ``az őrposztomról a …t``: the attackers' place
            own = [w for w in own if w.folded not in _MY_FROM]
        after = _after_in_clause(words, names, name)
        after += _but_there(words, after) + _relative_after(words, name)
        mine = [w for w in own if w.clause == words[name.at].clause]
        if _place_open(words, names, name, mine + after):
            either.add(keys[name.base])  # ``az őrposztomon vagy a tartalékban``: left open
            continue
        sentence = [w for w in words if w.sentence == words[name.at].sentence]
        # (going onto a card attacks it: ``a Medvémmel akarok az … Goblinjára menni``)
        listing = not any(w.folded.startswith(ATTACK_VERBS + _GOING_ONTO) for w in sentence)
        # a list says each card's place after it (``a Griff az őrposztján, a Tündér a
        # tartalékában van``): the place in its clause before the next name is its own
        # (``a Lovagra az ellenfél őrposztjában``: a target's place with its owner after it)
        theirs_after = keys[name.base] not in attackers and (
            _opponents_place(after) or _place_next(after)
        )
        zone = _zone_in(after) if listing or theirs_after else None
        if zone is None and keys[name.base] in attackers:
            # ``A Trollom a tartalékból támad …`` (its own, before the words of the card named
            # before it: ``A Hidrám az őrposztomból, a Trollom a tartalékomból támadja …``)
            zone = _zone_in(_own_leading(after))
        zone = zone or _zone_told(words, names, name, own)
        if zone is None and listing:  # ``… a Lidércet és a Bikát, mindkettő az őrposztján áll``
            zone = _first_zone(sentence)
        if zone is not None:
            cards[keys[name.base]].setdefault("zone", zone)
    _places_of_all(words, names, keys, cards, attackers)
    return either


#: the verbs of going (onto a card: an attack), as beginnings
_GOING_ONTO = ("menni", "menn", "megy", "mehet")


def _but_there(words: Sequence[Word], after: Sequence[Word]) -> list[Word]:
    """``a Szürkeköpeny nem a tartalékban, hanem az őrposztban``: after a place denied, the
    clause ``hanem`` begins right after, which says where the card is instead."""
    if not after or not {w.folded for w in after} & _NOT_THERE:
        return []
    rest = [w for w in words if w.clause == after[-1].clause + 1]
    return rest if rest and rest[0].folded == "hanem" else []


def _places_of_all(
    words: Sequence[Word],
    names: Sequence[_Name],
    keys: dict[str, str],
    cards: dict[str, Any],
    attackers: set[str],
) -> None:
    """The place a clause gives all the cards (``… mind őrposztban vannak``: every card
    named), or all of the asker's (``Mindkettő az őrposztomban van.``: every attacker — or
    every card of the asker's attacked: ``a Medvémre … Mindkét lényem az őrposztomban áll``),
    where a card's own words gave it none."""
    zone = _all_from(words)
    for card in cards.values() if zone is not None else ():
        card.setdefault("zone", zone)
    zone = _all_mine_from(words)
    for card in _my_targets(names, keys, attackers) or attackers:
        if zone is not None and card in cards:
            cards[card].setdefault("zone", zone)
    zone = _all_theirs_from(words)
    for card in set(cards) - attackers - _my_targets(names, keys, attackers):
        if zone is not None and cards[card].get("type") != "building":
            cards[card].setdefault("zone", zone)


def _all_theirs_from(words: Sequence[Word]) -> str | None:
    """The place a clause says all the other player's cards stand in (``az övéi az ő
    őrposztjában``, ``az ő lényei mind a tartalékában``): the place with the third person's
    possessive in a clause that speaks of them all."""
    for clause in {w.clause for w in words if w.folded in _THEIRS_ALL}:
        said = [w for w in words if w.clause == clause]
        zone = _zone_in([w for w in said if possessed_place(w.folded)])
        if zone is not None:
            return zone
    return None


#: the words for all of the other player's cards (``az övéi``, ``a lényei``)
_THEIRS_ALL = frozenset(("ovei", "lenyei"))


def _my_targets(names: Sequence[_Name], keys: dict[str, str], attackers: set[str]) -> set[str]:
    """The cards said with the asker's possessive (``Medvémre``) that do not attack: where
    there are any, the asker's creatures a story speaks of are the attacked ones."""
    return {keys[n.base] for n in names if n.mine and keys[n.base] not in attackers}


def _zone_told(
    words: Sequence[Word], names: Sequence[_Name], name: _Name, own: Sequence[Word]
) -> str | None:
    """The place a card's own words say (``őrposztos Griff``), a relative clause about it, or
    the clause ``hanem`` begins after its own."""
    return (
        _zone_in(own)
        or _zone_in(_relative_clause(words, name, names))
        or _zone_in(_instead(words, name))
    )


def _instead(words: Sequence[Word], name: _Name) -> list[Word]:
    """``A Griff nem az őrposztomban van, hanem a tartalékban``: the clause ``hanem`` begins
    right after a name's clause, which says where it is instead."""
    clause = words[name.at].clause
    at = max(i for i, w in enumerate(words) if w.clause == clause) + 1
    if at >= len(words) or words[at].folded != "hanem":
        return []
    return [w for w in words[at:] if w.clause == words[at].clause]


def _place_next(after: Sequence[Word]) -> bool:
    """``a Sasára a posztján``, ``egy gnómja van az őrposztban``: a place word right after a
    target's name (its article, a verb of standing between), where it stands."""
    rest = [w for w in after[:3] if w.folded not in ("a", "az") and w.folded not in _STANDING]
    return (
        bool(rest)
        and rest[0].folded.startswith((_GUARD, _RESERVE))
        and not rest[0].folded.startswith(_MY_PLACES)  # ``… az őrposztomon álló Trollal``
        # (``… Démonját az őrposztban álló Lovagommal``: a participle's place, the next card's)
        and not (len(rest) > 1 and rest[1].folded in _PARTICIPLES_OF_PLACE)
    )


#: the participles of standing somewhere (``álló``, ``lévő``, ``ülő``): the place before one
#: is the noun's after it
_PARTICIPLES_OF_PLACE = frozenset(("allo", "levo", "ulo", "csucsulo", "varakozo"))


def _own_leading(after: Sequence[Word]) -> list[Word]:
    """``_leading``, up to a place a participle follows or one said as an adjective, or the
    opponent's short word (``a Medvével és az őrposztomban lévő Farkassal``, ``kobolddal az
    ellen őrposztos goblinjára``: the next card's place, not this one's)."""
    out = _leading(after)
    for n, word in enumerate(out):
        if word.folded == "ellen" or _place_adjective(word.folded):
            return out[:n]  # (``kobolddal az ellen őrposztos goblinjára``: the target's)
        if n + 1 < len(out) and out[n + 1].folded in _PARTICIPLES_OF_PLACE:
            return out[:n]
    return out


def _place_adjective(folded: str) -> bool:
    """``őrposztos``, ``őrposztbeli``, ``tartalékbeli``: a place said of the noun after it."""
    return folded.startswith((_GUARD, _RESERVE)) and folded.endswith(("os", "beli", "i"))


def _leading(after: Sequence[Word]) -> list[Word]:
    """The words right after an attacker's name, before the attack verb or the opponent's word
    (``a Trollom a tartalékból támad az ellenfél …``): they tell of the attacker."""
    out: list[Word] = []
    for word in after:
        if word.folded.startswith(ATTACK_VERBS) or word.folded in _OPPONENT | _THIRD_POSSESSOR:
            break  # (``… pedig az ő tartalékában lévő Elfjét``: the target's place)
        if not out or out[-1].folded not in _DENIED:  # (``nem tartalékban``: not there)
            out.append(word)
    return out


#: the relative pronouns that begin a clause about the name before them, and ``ez`` (``…ra, ez
#: az ellenfél egyetlen őre``)
_RELATIVE = frozenset(("aki", "ami", "amely", "amelyik", "ez"))


def _relative_clause(words: Sequence[Word], name: _Name, names: Sequence[_Name] = ()) -> list[Word]:
    """``a Griffjére, aki szintén őrben áll``: the words of a relative clause right after a
    name, which tell of it — or after the rest of its clause, no other name between (``az Elf
    íjászára támad, aki az ellenfél őrposztjában áll``)."""
    start = name.end
    if start < len(words) and words[start].folded not in _RELATIVE:
        later = [n.at for n in names if n.at >= name.end]
        start = next(
            (
                at
                for at in range(name.end + 1, min(later, default=len(words)))
                if words[at].folded in _WHO
                and words[at].sentence == words[name.at].sentence
                and words[at].clause != words[at - 1].clause
            ),
            len(words),
        )
    if start >= len(words) or words[start].folded not in _RELATIVE:
        return []
    clause = words[start].clause
    return [w for w in words[start:] if w.clause == clause]


#: the relative pronouns of a clause that may stand after its name's verb
_WHO = _RELATIVE - {"ez"}


def _opponents_place(words: Sequence[Word]) -> bool:
    """``az ellenfél őrposztjában``, ``az ő őrposztjában``: the opponent's word (or the third
    person's, a place with its possessive) right before a place word."""
    folded = [w.folded for w in words]
    return any(
        (a in _OPPONENTS_OWN or a in _THIRD_POSSESSOR and possessed_place(b))
        and b.startswith((_GUARD, _RESERVE))
        for a, b in zip(folded, folded[1:], strict=False)
    )


def _place_open(
    words: Sequence[Word], names: Sequence[_Name], name: _Name, near: Sequence[Word]
) -> bool:
    """Whether a card's place is said as either of two (``az őrposztomon vagy a tartalékban``
    in the words ``near`` it; ``A Vámpír vagy az őrposztjában, vagy a tartalékában van`` in a
    sentence that declares no attack) or as unknown (``de nem figyeltem, hová tette``)."""
    if either_place(near):
        return True
    if any(w.folded in _SOMEWHERE for w in near):
        return True  # ``a Kőóriásom meg hát valahol nálam``: somewhere of mine, either place
    sentence = [w for w in words if w.sentence == words[name.at].sentence]
    listing = not any(w.folded.startswith(ATTACK_VERBS) for w in sentence)
    return _place_unknown(sentence) or listing and _either_place_after(words, names, name)


def _either_place_after(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> bool:
    """``A Vámpír vagy az őrposztjában, vagy a tartalékában van``: the last name of its sentence,
    the words after it naming both places with ``vagy``, each clause one."""
    sentence = words[name.at].sentence
    if any(n.at > name.at and words[n.at].sentence == sentence for n in names):
        return False
    return either_place([w for w in words[name.end :] if w.sentence == sentence])


#: a place said as unknown (``valahol nálam``: somewhere on the asker's side)
_SOMEWHERE = frozenset(("valahol", "valahova", "valamelyikben"))
#: where (``hová tette``, ``hol áll``) and the words of not knowing it (``nem figyeltem``)
_WHERE = frozenset(("hova", "hol"))
_NOT_KNOWN = ("figyel", "tud", "emlekez", "lat")


def _place_unknown(sentence: Sequence[Word]) -> bool:
    """Whether a sentence says the teller does not know where a card is (``de nem figyeltem,
    hová tette``): ``nem`` before a verb of knowing or noticing, and a word of where."""
    folded = [w.folded for w in sentence]
    return bool(_WHERE & set(folded)) and any(
        a == "nem" and b.startswith(_NOT_KNOWN) for a, b in zip(folded, folded[1:], strict=False)
    )


def either_place(
    words: Sequence[Word],
    either: str = "vagy",
    places: tuple[str | tuple[str, ...], str | tuple[str, ...]] = (_GUARD, _RESERVE),
) -> bool:
    """Whether the words name both places with ``vagy`` (``az őrposztomon vagy a tartalékban``;
    a Russian story's ``или`` and its own words for the places: ``в őrposzt или в резерве``):
    where the card stands is what is asked, not said."""
    folded = [w.folded for w in words]
    guard, reserve = places
    return (
        either in folded
        and any(f.startswith(guard) for f in folded)
        and any(f.startswith(reserve) for f in folded)
    )


def _after_in_clause(words: Sequence[Word], names: Sequence[_Name], name: _Name) -> list[Word]:
    """The words after a name in its clause, up to the next name."""
    clause = words[name.at].clause
    nxt = min((n.at for n in names if n.at > name.at), default=len(words))
    return [w for w in words[name.end : nxt] if w.clause == clause]


#: words for every one of the creatures named (``mindkettő``, ``mind a három``, ``mindenki``)
_EVERY = frozenset(("mind", "mindket", "mindketto", "mindharom", "mindenki", "mindegyik"))
_EVERY |= {"mindannyian", "mindegyikuk", "mindnyajan", "lenyeim"}  # (``az én lényeim``)
#: every one of those said just before (``mindketten az őrposztomból``): of the attackers
_EACH_OF_THEM = frozenset(("mindketten", "mindharman", "mindnegyen", "mindotten"))


#: the words for all of the cards a story names, not some of them (not ``mindkettő``)
_ALL = frozenset(("mind", "mindannyian", "mindnyajan", "mindegyik", "mindegyikuk"))
#: a place said with nobody's possessive (``őrposztban``, ``az őrposzton``, ``tartalékban``)
_BARE_PLACES = frozenset(("orposztban", "orposzton", "orposztokban", "tartalekban"))


def _all_from(words: Sequence[Word]) -> str | None:
    """The place ``mind`` says all the cards stand in, with nobody's possessive and a plural
    verb right after it (``… a trolljára, mind őrposztban vannak``): every card named, theirs
    too."""
    for at, word in enumerate(words):
        after = [w.folded for w in words[at + 1 : at + 4]]
        if word.folded not in _ALL or not any(w in ("vannak", "allnak", "ulnek") for w in after):
            continue
        places = [w for w in after if w.startswith((_GUARD, _RESERVE))]
        if len(places) == 1 and places[0] in _BARE_PLACES:
            return "guard-post" if places[0].startswith(_GUARD) else "reserve"
    return None


def _all_mine_from(words: Sequence[Word]) -> str | None:
    """The place a clause says every one of the asker's creatures stands in or comes from
    (``mindkettő az őrposztomban van``, ``mind az őrposztomból``)."""
    for clause in {w.clause for w in words if w.folded in _EVERY | _EACH_OF_THEM}:
        said = [w for w in words if w.clause == clause]
        zone = _zone_in([w for w in said if w.folded.startswith(_MY_PLACES)])
        if zone is not None:
            return zone
    return None


#: players' word for a creature of the guard post, ``őr`` (a guard), in its forms: the
#: other player's (``az ellenfél őrére``, ``két őre``, ``az őrükből``) and one's own (``őreimmel``)
_THEIR_GUARDS = frozenset(
    ("ore", "oret", "orere", "orei", "oreit", "oreire", "oruk", "oruket", "orukre", "orukbol")
    + ("oreben", "orebol", "orukben", "oreiben")  # (``az ellenfél őrében``)
    + ("blokkere", "blokkerei", "blokkoloja", "blokkoloi")  # (``egyetlen blokkere``: players')
)
_GUARDS = _THEIR_GUARDS | frozenset(
    ("or", "ort", "orre", "orben", "orbol", "orom", "oromet", "oromre", "oreim", "oreimmel",
     "orommel", "oreimet")
)  # fmt: skip


def _zone_in(words: Sequence[Word]) -> str | None:
    """The place the words say, the nearest to their end (to the name they describe) — not one
    denied (``Egyik támadóm sincs tartalékban``)."""
    return next(filter(None, (_place_at(words, at) for at in reversed(range(len(words))))), None)


def _first_zone(words: Sequence[Word]) -> str | None:
    """The first place the words say, not one denied (``Sem a Trollom, sem a Goblinom nincs az
    őrposztban, mindkettő a tartalékban van``: the reserve)."""
    return next(filter(None, (_place_at(words, at) for at in range(len(words)))), None)


def _place_at(words: Sequence[Word], at: int) -> str | None:
    """The place the word at ``at`` says, unless a denial stands before it (``sem a
    tartalékból``: the article between)."""
    word = words[at]
    before = at - 1 if at and words[at - 1].folded not in ("a", "az") else at - 2
    if before >= 0 and words[before].folded in _NOT_THERE:
        return None
    if word.folded.startswith(_GUARD) or word.folded in _GUARDS:
        return "guard-post"
    if word.folded.startswith(_RESERVE):
        return "reserve"
    return None


#: the words that deny a place after them (``nincs tartalékban``, ``nem az őrposztban``)
_NOT_THERE = _DENIED | {"nincs", "sincs", "nincsen", "sincsen"}


# -- the players a story names (``Bence a Trollal Dani Farkasára támadott``): which of them is
# the attacker's opponent, so that the story reads as ``az ellenfél`` does. Each mention of a
# given name (``players_hu``) votes by what its sentence does with it: the opponent is attacked
# (``közvetlenül Danira ment``, ``Danit támadta``), holds a target in their card or place
# (``Dani Farkasára``, ``Dani őrposztjában álló Elfre``) or is played against (``Bence
# ellen``); the attacker is in the nominative in a sentence of an attack and holds no target
# (``Bence a Trollal … támadott``), or attacks with their card (``Bence Trolljával``) or from
# their place (``Bence őrposztjából``). A player with only the opponent's votes is read as
# ``az ellenfél``; a story where a player has both is left as it is.

#: what is said instead of the opponent's name, by the case of its mention
_OPPONENT_SAID = {
    "nom": ("az", "ellenfél"),
    "onto": ("az", "ellenfélre"),
    "acc": ("az", "ellenfelet"),
    "dat": ("az", "ellenfélnek"),
}
#: a player's guard post said as an adjective (``Anna őrposztbeli Gnómjára``, ``őrposztos``)
_THEIR_GUARD_POST = ("orposztbeli", "orposztos")
#: the endings of a place attacked from (``az őrposztjából``), folded
_FROM = ("bol", "rol")
#: the endings of a name's last word read as a target (``Farkasára``, ``Gólemjét``)
_ONTO = ("ra", "re", "t")
#: words between a player's place and the card in it (``Dani őrposztjában álló Elfre``)
_BETWEEN = frozenset(("a", "az", "allo", "levo", "ulo", "is", "szinten", "pedig"))


def opponents_named(words: Sequence[Word]) -> dict[int, tuple[str, ...]]:
    """The mentions of the opponent a story names, by position, each with the words said in
    its stead (``Danira`` → ``az ellenfélre``); empty where no player is the opponent by every
    vote of theirs."""
    votes, mentions = _votes(words)
    votes = {name: {v.replace("active", "attacker") for v in said} for name, said in votes.items()}
    theirs = {name for name, said in votes.items() if said == {"opponent"}}
    if not theirs or any(len(said) > 1 for said in votes.values()):
        return {}
    said: dict[int, tuple[str, ...]] = {
        at: _OPPONENT_SAID[case] if case != "nom" or _possessor(words, at) else ()
        for at, name, case in mentions
        if name in theirs and case in _OPPONENT_SAID
    }
    # the attacker called as kin (``a fiam két lénye``): no other player than the active one
    return said | {
        at: () for at, name, case in mentions if name not in theirs and name in players_hu.KIN
    }


def _votes(
    words: Sequence[Word],
) -> tuple[dict[str, set[str]], list[tuple[int, str, str]]]:
    """What the mentions of each player called by a given name say of them (``_vote``; a
    mention that says nothing is left out), and the mentions: position, name, case."""
    votes: dict[str, set[str]] = {}
    mentions: list[tuple[int, str, str]] = []
    for at, word in enumerate(words):
        found = players_hu.player(word.folded) if word.text[:1].isupper() else None
        if word.folded in players_hu.KIN:  # ``a papa őrposztjában``, ``a fiam két lénye``
            found = word.folded, "nom"
        if found is None:
            continue
        name, case = found
        mentions.append((at, name, case))
        said = votes.setdefault(name, set())
        said |= {_vote(words, at, case)} - {""}
    return votes, mentions


def _possessor(words: Sequence[Word], at: int) -> bool:
    """Whether a player's name in the nominative possesses the word after it: a place of theirs
    (``Dani őrposztjában``, ``Anna őrposztbeli``) or a card (``Dani Farkasára``). Another
    mention (``Bence szerint``, ``Bence tiltakozik``) is left out, not said as ``az ellenfél``:
    it would own the card after it."""
    after = words[at + 1] if at + 1 < len(words) else None
    return after is not None and (
        after.folded.startswith(_THEIR_GUARD_POST)
        or possessed_place(after.folded)
        or after.text[:1].isupper()
        and after.sentence == words[at].sentence
    )


def _vote(words: Sequence[Word], at: int, case: str) -> str:
    """What one mention of a player says of them: ``opponent``, ``attacker``, ``active`` (said
    to be the active player) or nothing."""
    after = words[at + 1] if at + 1 < len(words) else None
    attacked = any(
        w.folded.startswith(ATTACK_VERBS) for w in words if w.sentence == words[at].sentence
    )
    if case in ("onto", "acc"):
        return "opponent" if attacked else ""
    if case != "nom" or after is None:
        return ""
    if after.folded == "ellen":
        return "opponent"  # ``Bence ellen játszottam``
    if after.folded == "szerint":
        return ""  # ``Zsófi szerint … meg kellett volna támadnom``: a claim, no attack of hers
    if "aktiv" in [w.folded for w in words[at + 1 : at + 4]]:
        return "active"  # ``Bence az aktív játékos``, ``Bence volt az aktív``
    if after.folded.startswith(_THEIR_GUARD_POST):  # ``Anna őrposztbeli Gnómjára``
        return _by_held(words, at + 2)
    if possessed_place(after.folded):
        if after.folded.endswith(_FROM):
            return "attacker"  # ``Bence őrposztjából a Trollal …``
        return _by_held(words, at + 2)
    if after.text[:1].isupper() and after.sentence == words[at].sentence:
        return _by_held(words, at + 1)  # ``Dani Farkasára``: the player's card
    # (not a verb someone reports or reasons with: ``Peti kiabált, hogy nem lehet, mert a
    # Lándzsást senki nem támadja``)
    reported = {w.clause for w in words if w.folded in _REPORTING}
    told = any(
        w.folded.startswith(ATTACK_VERBS) and w.clause not in reported
        for w in words
        if w.sentence == words[at].sentence
    )
    return "attacker" if told else ""


#: the words that begin a clause someone reports or reasons with
_REPORTING = frozenset(("hogy", "mert", "mivel"))


def _by_held(words: Sequence[Word], at: int) -> str:
    """What the card a player holds says of them: its name's last word (``Elf íjászára``) as a
    target — the opponent; with ``-val/-vel`` or in the nominative of an attack — the
    attacker; nothing else."""
    while at < len(words) and words[at].folded in _BETWEEN:
        at += 1
    if at >= len(words) or not words[at].text[:1].isupper():
        return ""
    end = at + 1
    if end < len(words) and _name_goes_on(words[at], words[end]):
        end += 1  # ``Elf íjászára``: a name of two words
    last = words[end - 1].folded
    if last.endswith(_ONTO):
        return "opponent"
    if last.endswith(("val", "vel")) or any("ins" in g.cases for g in words[end - 1].grams):
        return "attacker"
    return ""


def _name_goes_on(first: Word, word: Word) -> bool:
    """Whether a word in small letters goes on with a name begun by ``first`` (``íjászára`` of
    ``Elf íjászára``): in its clause, no word between a player and a card, no attack verb."""
    return (
        word.text[:1].islower()
        and word.clause == first.clause
        and word.folded not in _BETWEEN
        and not word.folded.startswith(ATTACK_VERBS)
    )


#: the living beings a card in small letters is called by (folded; ``a goblinom``, ``az
#: ellenfél lovagját``): the peoples and beasts of fantasy card games, and the trades their
#: creatures are named by (``elf íjász``: one name, a people's then a trade's word)
_PEOPLES = frozenset(
    """ork troll goblin elf tunde torpe gnom kobold mano orias kentaur sarkany griff hidra fonix
    unikornis egyszarvu pegazus demon angyal vampir zombi csontvaz szellem kisertet lider golem
    kogolem ogre minotaurusz kuklopsz farkas medve sas solyom bagoly hollo varju kigyo pok
    patkany oroszlan tigris parduc vaddiszno bika lo kutya roka denever skorpio krokodil gyik
    wyvern harpia sziren nimfa driad tunder ent verfarkas szorny majom bogar sakal hiena""".split()
)
_TRADES = frozenset(
    """lovag harcos ijasz varazslo magus pap papno boszorkany vadasz orzo orszem katona zsoldos
    bajnok kardforgato landzsas pajzsos tolvaj orgyilkos saman druida nekromanta paladin barbar
    gladiator lovas bard szerzetes vandor kem vitez kiraly kiralyno herceg hercegno joso
    vajakos""".split()
)


_BEINGS = _PEOPLES | _TRADES
#: the beings' words a compound may end in (``vasgólem``): four letters or more
_HEADS = tuple(being for being in _BEINGS if len(being) >= 4)


def _small_names(
    words: Sequence[Word], rule_stems: frozenset[str]
) -> tuple[Sequence[Word], frozenset[int]]:
    """A question typed with no capital inside its sentences (``a goblinom és a trollom is az
    ellenfél orkját támadja``): the words in small letters that call a living being
    (``_PEOPLES``, ``_TRADES``) and are no rule's word, capitalised — the cards' names — and
    the words that begin a name of their own (``íjász pap lovag``: three; ``elf íjász``: one,
    its trade left in small letters)."""
    if any(w.text[:1].isupper() and not _sentence_start(words, i) for i, w in enumerate(words)):
        return _clauses_broken(_named_again_small(words), set(), small=False), frozenset()
    out = list(words)
    starts: set[int] = set()
    beings = [
        fold(_being(w.text)) if w.folded.isalpha() and w.stem not in rule_stems else ""
        for w in words
    ]
    for i, word in enumerate(words):
        if not beings[i]:
            continue
        if beings[i] in _TRADES and i and beings[i - 1] in _PEOPLES:
            continue  # ``elf ijaszara``: the people's name goes on
        if i and not beings[i - 1] and _a_names_adjective(words, i - 1, rule_stems):
            i, word = i - 1, words[i - 1]  # ``a tüskés troll``: the name begins before
        out[i] = _changed(word, text=word.text[:1].upper() + word.text[1:])
        starts.add(i)
    for i, word in enumerate(out):
        if _a_building_called(out, i, theirs=bool(starts)):
            out[i] = _changed(word, text=word.text[:1].upper() + word.text[1:])
            starts.add(i)
    return _clauses_broken(out, starts), frozenset(starts)


#: the adjectives that pick one of several, never a name's (``a többi troll``)
_PICKING = frozenset(("tobbi", "masik", "egyik", "utolso", "elso", "harmadik", "mindket", "sajat"))


def _a_names_adjective(words: Sequence[Word], at: int, rule_stems: frozenset[str]) -> bool:
    """Whether a word in small letters right before a being's word, after an article or at a
    sentence's start, is an adjective of the card's name (``a tüskés troll``, ``a barlangi
    medve``: ``-i``, ``-s``, ``-ú``): not a rule's word, a function word, nor one that picks
    one of several (``a többi troll``)."""
    word = words[at]
    after_article = at == 0 or words[at - 1].folded in _ARTICLES or _sentence_start(words, at)
    return (
        after_article
        and word.text[:1].islower()
        and word.folded.isalpha()
        and len(word.folded) > 3
        and word.folded.endswith(("i", "s", "u"))
        and word.stem not in rule_stems
        and word.folded not in HU_FUNCTION | _PICKING | _OPPONENT | _OWN | _ADVERBS
        and not word.folded.startswith(_PLACES)
    )


def _a_building_called(words: Sequence[Word], at: int, *, theirs: bool = False) -> bool:
    """Whether a word in small letters after an article calls a building by its kind, with its
    case, right after the name of the card that attacks it (``a farkasommal meg a kaszárnyáját``,
    ``a Kobolddal a tornyára``) or, with ``theirs`` (a story whose cards are typed so), the
    opponent's (``az ellenfél várára``): a card, as a capitalised name would be — not the
    rules' own words for any building (``az építményét``)."""
    word = words[at]
    if at < 2 or not word.text[:1].islower():
        return False
    if not _a_building_word(word.folded) or word.folded.startswith(_ANY_BUILDING):
        return False
    if theirs and words[at - 1].folded in _OPPONENT and words[at - 2].folded in _ARTICLES:
        # ``az ellenfél várára``: the opponent's building, called by its kind (as typed: not
        # ``erdei`` read as a misspelt ``erőd``)
        return _a_building_word(fold(word.text))
    if at < 3 or words[at - 1].folded not in _ARTICLES:
        return False
    wielder = words[at - 3 if words[at - 2].folded in _AND_THEN else at - 2]
    # (or the asker's card in the nominative: ``a goblinom meg a kővárát támadja``)
    mine = wielder.text[:1].isupper() and _read_name(wielder.text)[1:] == ("nom", True)
    return _ins_ended(wielder) or mine


#: the words between an attacker's name and its target's (``a Farkassal meg a tornyára``)
_AND_THEN = frozenset(("meg", "pedig", "is"))


#: the rules' words for any building (``az építményét``), which name no card of their own
_ANY_BUILDING = ("epulet", "epitmeny")


def _named_again_small(words: Sequence[Word]) -> Sequence[Word]:
    """A story that capitalises its names, one named again in small letters (``… csak a
    Jégsárkány van, … rámegyek a jégsárkányra``): that word capitalised, the same card's name."""
    named = {
        fold(_base(w.text)[0])
        for i, w in enumerate(words)
        if w.text[:1].isupper()
        and not _sentence_start(words, i)
        and (len(w.text) > 3 or _being(w.text))  # (``Elf íjász`` … ``az elfet``)
    }
    out = list(words)
    for i, word in enumerate(words):
        goes_on = i > 0 and words[i - 1].text[:1].isupper()  # (``Sötét lovag``: a name's part)
        small = word.text[:1].islower() and len(word.text) > 3 and not goes_on
        if small and fold(_base(word.text)[0]) in named or _a_building_called(words, i):
            out[i] = _changed(word, text=word.text[:1].upper() + word.text[1:])
    return out


#: the words before a list of the guards in a story typed with no commas (``2 lény van lovag
#: meg törpe``), and the words after it (``mindkettőt támadom``)
_LIST_AFTER = frozenset(("van", "vannak", "all", "allnak", "leny", "lenye"))
_LIST_TAKEN = frozenset(("mindkettot", "mindharmat", "mindet", "oket", "azt", "en"))


def _clauses_broken(words: Sequence[Word], names: set[int], small: bool = True) -> Sequence[Word]:
    """A story typed with no commas: the clause breaks a list of names after ``van``/``lény``
    has around it (``2 lény van lovag meg törpe mindkettőt támadom`` reads as ``2 lény van,
    Lovag meg Törpe, mindkettőt támadom``), and those between two attacks told one after the
    other (``_pair_told``; ``… csak a Jégsárkány van én a Medvével …``: where ``én`` begins what
    the asker does) — the first two only in a question typed all in ``small`` letters."""
    breaks = set()
    for i in names:
        at = i - 1 if i > 1 and words[i - 1].folded in ("a", "az") else i  # (``van a goblin``)
        if at and words[at - 1].folded in _LIST_AFTER:
            breaks.add(at)
    breaks |= {
        i
        for i, w in enumerate(words)
        if i
        and w.folded in _LIST_TAKEN
        and words[i - 1].folded not in ("a", "az")  # (not ``az én őrposztomon``: mine)
        and (small or w.folded == "en" and words[i - 1].folded in _STANDING)
    }
    breaks |= {i for i in range(2, len(words) - 1) if _pair_told(words, i)}
    # ``ha … a kentaurral akkor a vasgólemmel …``: the main clause after a condition
    breaks |= {i for i, w in enumerate(words) if i and w.folded in _THEN_CLAUSE}
    if not breaks:
        return words
    out = []
    shift = 0
    for i, word in enumerate(words):
        shift += i in breaks and words[i - 1].clause == word.clause
        out.append(_changed(word, clause=word.clause + shift))
    return out


#: the words a main clause after a condition begins with (``ha …, akkor …``)
_THEN_CLAUSE = frozenset(("akkor",))


def _pair_told(words: Sequence[Word], at: int) -> bool:
    """Whether a new attacker's name begins at ``at`` right after an attack verb that ends the
    pair before it (``azt a farkassal ütöm, a sassal meg a kaszárnyát``, typed with no comma): the
    verb's clause has its attacker, the word after the article an attacker's case."""
    verb, article, name = words[at - 1], words[at], words[at + 1]
    return (
        verb.folded.startswith(ATTACK_VERBS)
        and article.folded in ("a", "az")
        and _ins_ended(name)
        and _ins_ended(words[at - 2])
    )


def being_called(text: str) -> str:
    """The living being a Hungarian word calls (see ``_being``); ``""`` for none."""
    return _being(text)


def _being(text: str) -> str:
    """The living being a word in small letters calls, its endings aside (``orkját``: ``ork``,
    ``íjászára``: ``íjász``), in its own letters; else ``""``."""
    for possessed in (False, True):
        base = _read_name(text, possessed)[0]
        # (``harcosa``, ``ijaszara``: his — the possessive's vowel typed short, or no case)
        for found in (base, base[:-1] if base.endswith(("a", "e", "á", "é")) else ""):
            if fold(found) in _BEINGS or _a_beings_compound(fold(found)):
                return found
    return ""


def _a_beings_compound(folded: str) -> bool:
    """Whether a word is a compound whose head is a being's word of four letters or more
    (``vasgólem``, ``kőóriás``, ``tűzsárkány``): a card so called."""
    return any(folded.endswith(being) and len(folded) - len(being) >= 2 for being in _HEADS)


def _changed(word: Word, **changes: Any) -> Word:
    """A word with some of its fields changed (the words are ``judge.ask.situation.Word``, a
    named tuple; the protocol here names only what is read)."""
    changed: Word = cast(Any, word)._replace(**changes)
    return changed
