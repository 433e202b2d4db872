"""HKK stories that declare attacks between named cards (``judge.ask.declarations``): who attacks
whom read from the names' Hungarian cases, whose each card is and where it stands, and what the
story leaves open answered by case. Expected answers are read from Kódex 34.1, 34.3–34.5, 34.8."""

from __future__ import annotations

from typing import Any

import pytest

from judge.ask.cases import answer_situation, read
from judge.ask.declarations import _base
from judge.render.situation import reply_text
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.schema import UNKNOWN


@pytest.fixture(scope="module")
def rulebook() -> Rulebook:
    return load(None)


def answered(
    question: str, rulebook: Rulebook, kind: str = "attack-declaration"
) -> tuple[Any, dict[str, Any]]:
    situation = read(question, rulebook)
    assert situation is not None and (situation.game, situation.kind) == ("hkk", kind)
    return situation, dict(answer_situation(situation, rulebook).answer)


@pytest.mark.parametrize(
    ("word", "base", "case"),
    [
        ("Kőtrollommal", "Kőtroll", "ins"),  # my Kőtroll, with: an attacker
        ("Tűzmanómmal", "Tűzmanó", "ins"),
        ("Sárkánnyal", "Sárkány", "ins"),  # -val after ny: ``nny``
        ("Íjásszal", "Íjász", "ins"),  # -val after sz: ``ssz``
        ("Medvével", "Medve", "ins"),  # a lengthened final vowel
        # -val after a consonant doubles it; a noun that ends in the double keeps two letters
        ("Elffel", "Elf", "ins"),
        ("Ghoullal", "Ghoul", "ins"),
        ("Krokodillal", "Krokodil", "ins"),
        ("Trollal", "Troll", "ins"),
        ("Griffel", "Griff", "ins"),
        ("Lovagot", "Lovag", "target"),
        ("Manót", "Manó", "target"),
        ("Manóra", "Manó", "target"),
        # typed without accents: a noun's own final vowel, lengthened before ``-t`` (``Törpét``)
        ("Torpet", "Torpe", "target"),
        ("Kecsket", "Kecske", "target"),
        ("Griffet", "Griff", "target"),  # (no such noun: ``-et`` after a consonant)
        ("Vizikigyot", "Vizikigyo", "target"),  # (Vízikígyót: the noun's own ``-ó``)
        ("Tuzkigyommal", "Tuzkigyo", "ins"),
        ("Sámánommal", "Sámán", "ins"),  # (accented: its ``-om`` is mine, no ``-ó`` noun's)
        ("Bányarém", "Bányarém", "nom"),  # (a ``rém``, a monster: no ``-m`` of mine)
        ("Ogrém", "Ogre", "nom"),  # (my Ogre: its ``-e`` lengthened before the ``-m``)
        ("Tündéremet", "Tündér", "target"),
        ("Sárkányára", "Sárkány", "target"),  # (a possessive's vowel, lengthened: his)
        ("Őrre", "Őr", "target"),  # (a noun of two letters)
        ("Kardforgatójával", "Kardforgató", "ins"),  # (``-ja`` after a long vowel)
        ("Kőszobrot", "Kőszobor", "target"),  # (its vowel dropped before the suffix)
        ("Orkot", "Ork", "target"),
        # a suffix after a hyphen: ``-mal/-mel`` as typed after a vowel, a doubled consonant
        ("Ogre-mal", "Ogre", "ins"),
        ("Gólem-mel", "Gólem", "ins"),
        ("Griff-fel", "Griff", "ins"),
    ],
)
def test_a_names_case_and_base(word: str, base: str, case: str) -> None:
    assert _base(word) == (base, case)


def test_my_card_typed_without_its_accent_keeps_its_own_vowel() -> None:
    """``Kecskem``: ``Kecském`` (Kecske + m) typed unaccented, not Kecsk + em; ``Griffem`` is
    Griff + em."""
    assert _base("Kecskem") == ("Kecske", "nom")
    assert _base("Griffem") == ("Griff", "nom")


def test_the_opponents_card_loses_its_possessive() -> None:
    assert _base("Vasgolemére", possessed=True) == ("Vasgolem", "target")  # az ellenfél Vasgolemére
    assert _base("Medvéje", possessed=True) == ("Medve", "nom")


def test_a_third_persons_card_loses_its_possessive_where_the_sentence_says_whose(
    rulebook: Rulebook,
) -> None:
    """``a tartalékában álló Holdfarkasával``: the sentence tells a third person's place, so the
    ``-á-`` before ``-val`` is his possessive (Holdfarkas + á + val); it attacks from the
    reserve, which 34.1 does not allow. A name with an ``-e`` of its own keeps it
    (``Törpét``: Törpe + t), as does a building (``Kaszárnyát``)."""
    situation, answer = answered(
        "Bence a tartalékában álló Holdfarkasával az ellenfél őrposztos Gnómjára támad. Szabályos?",
        rulebook,
    )
    assert list(answer["illegal"]) == ["Holdfarkas"]
    situation, answer = answered(
        "Az ellenfél őrposztjában álló Törpét a Trollommal, a Kaszárnyát pedig a Lovagommal "
        "támadom. Szabályos?",
        rulebook,
    )
    assert {"Törpe", "Kaszárnya"} <= set(situation.scene.cards)


def test_not_every_guard_attacked_is_one_left_alone(rulebook: Rulebook) -> None:
    """``Nem támadom meg az ellenfél összes őrposztos lényét``: the negation denies "every", so
    a guard nobody attacks is left — no breakthrough (34.4), and the building may not be
    attacked (34.3)."""
    situation, answer = answered(
        "Nem támadom meg az ellenfél összes őrposztos lényét: a Lidércet a Vadkanommal, a "
        "Medvémmel pedig a Bástyáját támadom. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is False and answer["breakthrough"] is False
    assert list(answer["illegal"]) == ["Medve"]


def test_a_declaration_of_two_attacks_one_of_them_on_the_player(rulebook: Rulebook) -> None:
    """The Kis kobold stands on the opponent's guard post and nobody attacks it: no
    breakthrough (34.4), so the attack on the player is not allowed (34.3)."""
    situation, answer = answered(
        "Az ellenfél őrposztjában áll a Sötét lovag és a Kis kobold. Az őrposztos Tűzmanómmal a "
        "Lovagot támadom, az őrposztos Kőtrollommal pedig közvetlenül az ellenfelet. Szabályos?",
        rulebook,
    )
    assert situation.scene.attacks == (("Tűzmanó", "Sötét lovag"), ("Kőtroll", "player"))
    assert situation.scene.cards["Kis kobold"] == {
        "side": "inactive",
        "type": "creature",
        "zone": "guard-post",
    }
    assert answer["legal"] is False and list(answer["illegal"]) == ["Kőtroll"]
    assert answer["breakthrough"] is False


def test_two_on_the_only_guard_and_rá(rulebook: Rulebook) -> None:
    """``rá`` is the card named before; two attackers on one creature are allowed (34.5), every
    guard is attacked (34.4), and the attacked creature's owner chooses whom it strikes back
    (34.8)."""
    situation, answer = answered(
        "Az ellenfél egyetlen őrposztban lévő lénye a Vasgolem. Az őrposztos Tűzmanómmal és "
        "Kőtrollommal is rá támadok. Szabályos?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {("Tűzmanó", "Vasgolem"), ("Kőtroll", "Vasgolem")}
    assert answer["legal"] is True and answer["breakthrough"] is True
    assert list(answer["strike-back-choice"]) == ["Vasgolem"]


def test_three_named_attackers_on_one_creature(rulebook: Rulebook) -> None:
    situation, answer = answered(
        "Három őrposztos lényemmel, a Tűzmanóval, a Kőtrollal és a Szélsólyommal az ellenfél "
        "őrposztos Vasgolemére támadok. Lehet?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Tűzmanó", "Kőtroll", "Szélsólyom"}
    assert situation.scene.cards["Vasgolem"]["side"] == "inactive"
    assert answer["legal"] is False  # 34.5: at most two on one creature


def test_a_warrior_named_harcos_is_a_card_not_a_fight(rulebook: Rulebook) -> None:
    # "Harcos" begins as "harc" (a fight, "Harci fázis") does, but names a card
    situation, answer = answered(
        "Három őrposztos lényem, a Harcos, a Bárd és a Manó az ellenfél őrposztjában álló "
        "Sárkányt támadja. Lehet?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Harcos", "Bárd", "Manó"}
    assert answer["legal"] is False  # 34.5: at most two on one creature


def test_every_attacker_from_my_guard_post_is_mine(rulebook: Rulebook) -> None:
    # "mind az őrposztomból": the attackers are the asker's, though the sentence begins with
    # the opponent's only guard ("Szörny", a word of the rules, is a name joined to the list):
    # three on one creature (34.5)
    situation, answer = answered(
        "Az ellenfél egyetlen őrét, a Vámpírt a Bárd, a Manó és a Szörny is betámadja, mind "
        "az őrposztomból. Mehet?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Bárd", "Manó", "Szörny"}
    assert situation.scene.cards["Vámpír"]["side"] == "inactive"
    assert answer["legal"] is False
    assert set(answer["illegal"]) == {"Bárd", "Manó", "Szörny"}


def test_an_attacker_in_the_reserve(rulebook: Rulebook) -> None:
    situation, answer = answered(
        "A tartalékomban lévő Tűzmanómmal az ellenfél őrposztos Vasgolemére támadok. Szabályos?",
        rulebook,
    )
    assert situation.scene.cards["Tűzmanó"]["zone"] == "reserve"
    assert answer["legal"] is False and list(answer["illegal"]) == ["Tűzmanó"]  # 34.1


@pytest.mark.parametrize(
    ("question", "open_fact"),
    [
        # whether the opponent has creatures on the guard post decides a breakthrough (34.4)
        (
            "Az őrposztos Kőtrollommal közvetlenül az ellenfelet támadom. Szabályos?",
            "unattacked-guards",
        ),
    ],
)
def test_what_the_story_leaves_open_is_answered_by_case(
    rulebook: Rulebook, question: str, open_fact: str
) -> None:
    situation, answer = answered(question, rulebook)
    assert open_fact in situation.unstated and open_fact not in situation.assumed
    assert answer["legal"] == "unknown"


def test_an_attacker_whose_place_is_unsaid_is_chosen_from_the_guard_post(
    rulebook: Rulebook,
) -> None:
    """34.1: the active player chooses attackers among the guard post's creatures; a story that
    does not say where its attacker stands is read that way, and the reply says it was taken."""
    situation, answer = answered(
        "A Tűzmanóval az ellenfél őrposztos Vasgolemére támadok. Szabályos?", rulebook
    )
    assert situation.scene.assumed["Tűzmanó"]["zone"] == "guard-post"
    assert "attacker.zone" not in situation.unstated
    assert answer["legal"] is True
    text = reply_text(answer_situation(situation, rulebook))
    assert "feltételezve: Tűzmanó" in text and "őrposzt" in text.split("feltételezve: Tűzmanó")[1]


def test_creatures_sent_onto_a_target_and_a_named_building(rulebook: Rulebook) -> None:
    """``küldöm``: what is sent attacks; ``a Sóvár nevű építményét`` is a building. The Fagyos
    Bagoly comes from the reserve (34.1), and the building needs a breakthrough the unattacked
    Homokmanó prevents (34.3, 34.4)."""
    situation, answer = answered(
        "Az ellenfél őrposztján a Rézbogár és a Homokmanó áll. Az őrposztomról a Tűzmanót a "
        "Rézbogárra küldöm, a tartalékomból a Fagyos Bagoly a Homokmanót támadja, az őrposztomon "
        "álló Kőtroll pedig az ellenfél Sóvár nevű építményét. Mi szabálytalan?",
        rulebook,
    )
    scene = situation.scene
    assert ("Tűzmanó", "Rézbogár") in scene.attacks and ("Kőtroll", "Sóvár") in scene.attacks
    assert scene.cards["Sóvár"]["type"] == "building"
    assert scene.cards["Fagyos Bagoly"]["zone"] == "reserve"
    assert answer["legal"] is False
    assert sorted(answer["illegal"]) == ["Fagyos Bagoly", "Kőtroll"]


def test_a_story_before_the_declaration_names_no_attacker(rulebook: Rulebook) -> None:
    """The sentence that says which cards the opponent played declares nothing; the list after
    ``így támadtam:`` does (two on the Vasgolem: its owner chooses whom it strikes back, 34.8)."""
    situation, answer = answered(
        "Tegnap a klubban játszottunk. Az ellenfelem előtte kijátszotta a Vasgolemet és a "
        "Homokmanót, mindkettő az őrposztján áll. Én az őrposztomról így támadtam: Tűzmanó a "
        "Vasgolemre, Kőtroll szintén a Vasgolemre, Szélsólyom pedig a Homokmanóra. Szabályos volt?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {
        ("Tűzmanó", "Vasgolem"),
        ("Kőtroll", "Vasgolem"),
        ("Szélsólyom", "Homokmanó"),
    }
    assert answer["legal"] is True and answer["breakthrough"] is True
    assert list(answer["strike-back-choice"]) == ["Vasgolem"]


def test_attackers_listed_then_paired_one_by_one_attack_once_each(rulebook: Rulebook) -> None:
    """``A Vasfarkassal és a Bányásszal támadok: a Vasfarkas a Lidércet, a Bányász a Manót``: the
    list and the pairs tell the same two attacks. Both guard-post creatures are attacked, so
    each attack is one 34.3 allows, and the attackers break through (34.4)."""
    situation, answer = answered(
        "Az ellenfél őrposztján két lény áll: Lidérc és Manó. Az őrposztomon álló Vasfarkassal és "
        "Bányásszal támadok: a Vasfarkas a Lidércet, a Bányász pedig a Manót támadja. Szabályos?",
        rulebook,
    )
    assert situation.scene is not None
    assert sorted(situation.scene.attacks) == [("Bányász", "Manó"), ("Vasfarkas", "Lidérc")]
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_every_attacker_placed_by_one_clause(rulebook: Rulebook) -> None:
    """``Mindkettő az őrposztomban áll``: both attackers stand on the guard post (34.1); the only
    guard-post creature of the opponent is attacked, so the other attacker may attack the player
    (34.3, 34.4)."""
    _, answer = answered(
        "Az ellenfél őrposztján csak a Manó áll. A Vasfarkassal a Manót támadom, a Bányásszal a "
        "játékost. Mindkettő az őrposztomban áll. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True and answer["breakthrough"] is True


@pytest.mark.parametrize(
    "question",
    [
        "A Vasfarkasom nem támad, és őt sem támadja senki. Ki az ellenfele?",
        "Ha a Bányász senkit nem támad, és senki sem támadja, van ellenfele?",
        # the opponent's creature declares no attack in the asker's declaration (34.1)
        "Az ellenfél Manóját senki sem támadja. Védekező lény-e?",
    ],
)
def test_a_creature_in_no_attack_defends_none_and_has_no_opponent(
    question: str, rulebook: Rulebook
) -> None:
    """34.7: a defending creature is one attacked; 34.9: its opponent is what it attacks or the
    attacker it strikes back — a creature in no attack has none."""
    situation = read(question, rulebook)
    assert situation is not None and (situation.game, situation.kind) == ("hkk", "opponent")
    answer = answer_situation(situation, rulebook).answer
    assert answer["defending"] is False
    assert "opponent" not in answer or answer["opponent"] == ()


def test_a_creature_attacking_is_not_read_as_idle(rulebook: Rulebook) -> None:
    """Nobody attacks it, but whether it attacks is unsaid: no declaration is read from that."""
    situation = read("Az Elfemet senki sem támadja. Ki az ellenfele?", rulebook)
    assert situation is None or situation.scene is None or not situation.scene.declares


@pytest.mark.parametrize(
    ("word", "possessed", "base"),
    [
        ("Várát", True, "Vár"),  # az ellenfél Várát: Vár + a (his) + t
        ("Trolljával", False, "Troll"),  # -já- before a case is a possessive whoever's it is
        ("Törpét", False, "Törpe"),  # a lengthened final vowel, no possessive
    ],
)
def test_a_possessive_before_a_case_comes_off(word: str, possessed: bool, base: str) -> None:
    assert _base(word, possessed=possessed)[0] == base


def test_the_opponents_guard_post_is_not_the_name_after_it(rulebook: Rulebook) -> None:
    """``az ellenfelem őrposztján álló Törpét``: the possessor owns the guard post (its
    possessive), and the Törpe keeps its name; two attackers on it: its owner chooses (34.8)."""
    situation, answer = answered(
        "Az ellenfelem őrposztján álló Törpét az én két őrposztos lényem támadja. Ki választja "
        "ki, melyikre üt vissza?",
        rulebook,
    )
    assert answer["strike-back-choice"] == ("Törpe",)


def test_the_opponent_as_a_possessor_asks_about_no_card_opponent(rulebook: Rulebook) -> None:
    """``az ellenfél Koboldját``: the opponent player owns the Kobold; the question asks whether
    the attack may be declared (34.1, 34.3), not whose opponent a card is (34.9). Where the
    Kobold stands is unsaid: answered by case over it."""
    situation, answer = answered(
        "Az őrposztomon álló Orkkal megtámadom az ellenfél Koboldját. Lehet?", rulebook
    )
    assert situation.kind == "attack-declaration"
    assert "target.zone" in situation.unstated and answer["legal"] == "unknown"


def test_the_card_asked_about_is_the_first_clauses(rulebook: Rulebook) -> None:
    """``Ki a Farkas ellenfele, ha … a Goblint támadja?``: the names of the ``ha`` clause are
    the story; the Farkas is asked about. It attacks the Goblin, which is its opponent (34.9);
    it is attacked by no one, so it is no defending creature (34.7)."""
    situation, answer = answered(
        "Ki a Farkas ellenfele, ha az őrposztomról az ellenfél őrposztján álló Goblint támadja?",
        rulebook,
        "opponent",
    )
    assert "of" not in situation.unstated
    assert answer["defending"] is False and list(answer["opponent"]) == ["Goblin"]


def test_a_list_says_each_cards_place_after_it(rulebook: Rulebook) -> None:
    """``a Griff az őrposztján, a Tündér a tartalékában van``: the Tündér is in the reserve, and
    an attack on it is not allowed (34.3: only the guard post's creatures may be attacked)."""
    situation, answer = answered(
        "Az ellenfelem két lénye közül a Griff az őrposztján, a Tündér a tartalékában van. Az "
        "őrposztomon álló Troll a Griffet, az ugyancsak őrposztos Ork a Tündért támadja. "
        "Jó ez így?",
        rulebook,
    )
    assert situation.scene.cards["Tündér"]["zone"] == "reserve"
    assert answer["legal"] is False and list(answer["illegal"]) == ["Ork"]


def test_a_fact_asked_whether_it_matters_is_left_open(rulebook: Rulebook) -> None:
    """``Számít-e, hogy egyértelműen …``: whether the strike-back was chosen unambiguously is
    asked, not said; 34.12 ends the subphase only when it was, so the answer is by case."""
    situation = read(
        "Számít-e, hogy egyértelműen közölte-e az ellenfél, kire üt vissza a Manója? Én már "
        "kijelöltem a célpontokat, ő is mondott valamit a visszaütésről. Véget ért a részfázis?",
        rulebook,
    )
    assert situation is not None and situation.kind == "declaration-status"
    assert "ambiguous" in situation.unstated and "ambiguous" not in situation.assumed
    answer = answer_situation(situation, rulebook).answer
    assert answer["subphase-over"] == "unknown"


def test_a_place_said_as_one_or_the_other_is_left_open(rulebook: Rulebook) -> None:
    """``az őrposztomon vagy a tartalékban``: where the attacker stands is what is asked; 34.1
    lets only a guard post's creature attack, so the answer is by case over it."""
    situation, answer = answered(
        "Számít-e, hogy a Farkasom az őrposztomon vagy a tartalékban áll, ha az ellenfél "
        "őrposztján álló Goblint támadom vele?",
        rulebook,
    )
    assert "attacker.zone" in situation.unstated
    assert "Farkas" not in situation.scene.assumed
    assert answer["legal"] == "unknown"


def test_names_said_in_passing_and_the_third_persons_guard_post(rulebook: Rulebook) -> None:
    """A town and a player named in passing are no cards; ``Az ő őrposztján`` lists the other
    player's guard post (every creature there is attacked: 34.4, so his building may be, 34.3);
    ``Várát`` is his building."""
    situation, answer = answered(
        "Vasárnap Pécsett játszottam Katival, aki mindig nyer. Az ő őrposztján a Manó és a "
        "Kobold áll, a tartalékában a Sárkány. Én az őrposztomról a Farkassal a Manót, a "
        "Medvével a Koboldot, a Griffel pedig a Várát támadom. Szabályos?",
        rulebook,
    )
    assert "Kati" not in situation.scene.cards
    assert situation.scene.cards["Vára"]["type"] == "building"
    assert situation.scene.cards["Sárkány"]["side"] == "inactive"
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_a_possessed_name_typed_without_accents(rulebook: Rulebook) -> None:
    """``Koboldjat`` is ``Koboldját`` typed without its accent: the Kobold, attacked by two,
    whose owner chooses whom it strikes back (34.8)."""
    situation, answer = answered(
        "Ket lenyem tamadja az ellenfel Koboldjat. Ki dont arrol, melyikukra ut vissza a Kobold?",
        rulebook,
    )
    assert "Kobold" in situation.scene.cards
    assert list(answer["strike-back-choice"]) == ["Kobold"]


def test_attacks_told_with_one_verb_for_every_pair(rulebook: Rulebook) -> None:
    """``A Koboldom a Manót, a Farkasom a Lidércet, a Medvém pedig … támadja``: one verb for three
    pairs, after a sentence that tells who stands in the guard post (its ``áll`` is no part of
    the next sentence). Every guard attacked: the building may be too (34.3, 34.4)."""
    situation, answer = answered(
        "Az ellenfél őrposztjában Manó és Lidérc áll. A Koboldom a Manót, a Farkasom a "
        "Lidércet, a Medvém pedig az ellenfél Bástyáját támadja. Szabályos?",
        rulebook,
    )
    assert situation.scene.attacks == (
        ("Kobold", "Manó"),
        ("Farkas", "Lidérc"),
        ("Medve", "Bástya"),
    )
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_a_verb_left_out_after_the_target_of_a_pedig_clause(rulebook: Rulebook) -> None:
    """``a Vízköpőt támadja a Bárdom, a tartalékban pihenő Sellőt pedig a Kentaurom``: the
    second clause borrows the first's verb, its card in ``-t`` the target and the name after
    it the attacker. A creature in the reserve may not be attacked (34.3): the Kentaur's
    attack is the illegal one, the Bárd's is not."""
    situation, answer = answered(
        "Az ellenfél őrposztjában álló Vízköpőt támadja az őrposztomban álló Bárdom, az "
        "ellenfél tartalékában pihenő Sellőt pedig az őrposztomban álló Kentaurom. Jó ez így?",
        rulebook,
    )
    assert situation.scene.attacks == (("Bárd", "Vízköpő"), ("Kentaur", "Sellő"))
    assert answer["legal"] is False and list(answer["illegal"]) == ["Kentaur"]


def test_two_names_sharing_a_last_word_are_two_cards(rulebook: Rulebook) -> None:
    """``Kő harcos`` and ``Vas harcos`` are two cards; a sentence may begin with one of them
    (``Kő harcossal …``). Both guards attacked, so the player may be (34.3, 34.4)."""
    situation, answer = answered(
        "Az őrposztomban Kő harcos, Kobold és Medve áll. Az ellenfél őrposztjában két lény "
        "van: Manó és Vas harcos. Kő harcossal a Manót, Kobolddal a Vas harcost, Medvével "
        "pedig közvetlenül az ellenfelet támadom. Szabályos?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {
        ("Kő harcos", "Manó"),
        ("Kobold", "Vas harcos"),
        ("Medve", "player"),
    }
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_a_guard_post_counted_beyond_its_names_has_one_nobody_attacks(
    rulebook: Rulebook,
) -> None:
    """``két őre közül csak az egyiket, a Lidércet``: the other guard is attacked by nobody, so
    no attack breaks through and the one on the player is not allowed (34.3, 34.4); players'
    ``az arcába`` is the player."""
    _, answer = answered(
        "Az ellenfél két őre közül csak az egyiket, a Lidércet támadom a Farkassal, a "
        "Medvével meg betámadok az arcába. Mehet?",
        rulebook,
    )
    assert answer["legal"] is False and list(answer["illegal"]) == ["Medve"]
    assert answer["breakthrough"] is False


def test_a_list_in_brackets_stands_where_its_sentence_says(rulebook: Rulebook) -> None:
    """``Két őre van az ellenfélnek (Manó, Lidérc)``: the list's names stand in the guard post,
    none attacks; the Lidérc nobody attacks keeps the Medve off the player (34.4)."""
    situation, answer = answered(
        "Két őre van az ellenfélnek (Manó, Lidérc), de csak a Manót támadom a Farkassal, a "
        "Medvével pedig arcba megyek. Átütök?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {("Farkas", "Manó"), ("Medve", "player")}
    assert answer["breakthrough"] is False and list(answer["illegal"]) == ["Medve"]


def test_unaccented_names_of_a_building_and_a_creature(rulebook: Rulebook) -> None:
    """``Kaszarnyat`` is ``Kaszárnyát``, a building; ``Torpet`` is ``Törpét``, the ``Torpe
    banyasz`` of the guard post. The Elf nobody attacks keeps the building safe (34.3, 34.4)."""
    situation, answer = answered(
        "Az ellenfel orposztjaban csak a Torpe banyasz es az Elf all. A Torpet a Lovaggal "
        "tamadom, a Kobolddal es a Farkassal pedig a Kaszarnyat, mind orposztbol. Szabalyos?",
        rulebook,
    )
    targets = {target for _, target in situation.scene.attacks}
    assert "Torpe banyasz" in targets
    building = next(t for t in targets if t.startswith("Kaszarny"))
    assert situation.scene.cards[building]["type"] == "building"
    assert answer["legal"] is False and set(answer["illegal"]) == {"Kobold", "Farkas"}


def test_the_player_said_twice_is_one_target(rulebook: Rulebook) -> None:
    """``közvetlenül az ellenfélre``: one attack on the player; the Medve goes onto the Manó.
    Whether the guard post holds more than the Manó is not said, and 34.4 decides by it."""
    situation, answer = answered(
        "Az őrposztomból a Farkasommal közvetlenül az ellenfélre támadok, a Medvémmel pedig "
        "az ellenfél őrposztjában lévő Manóra. Szabályos?",
        rulebook,
    )
    assert situation.scene.attacks == (("Farkas", "player"), ("Medve", "Manó"))
    assert answer["legal"] == "unknown"


# ------------------------------------------------------------------ Russian declarations


def test_a_russian_declaration_of_several_attacks(rulebook: Rulebook) -> None:
    """The cases tell the parts: ``Мои Кабан и Лось … атакуют Сову`` (nominative, then the
    accusative), ``мой Барсук — Филина`` (the dash stands for the verb), ``здание соперника
    Амбар`` a building. Both guards attacked: the building may be (34.3, 34.4); two on the Сова
    is allowed (34.5), and its owner chooses whom it strikes back (34.8)."""
    situation, answer = answered(
        "ХКК: в őrposzt соперника стоят Сова и Филин. Мои Кабан и Лось из őrposzt атакуют "
        "Сову, мой Барсук из őrposzt — Филина, мой Заяц из őrposzt — здание соперника Амбар. "
        "Законно? Кто выбирает, кому ответит Сова?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {
        ("Кабан", "Сова"),
        ("Лось", "Сова"),
        ("Барсук", "Филин"),
        ("Заяц", "Амбар"),
    }
    assert situation.scene.cards["Амбар"]["type"] == "building"
    assert answer["legal"] is True and answer["breakthrough"] is True
    assert list(answer["strike-back-choice"]) == ["Сова"]


def test_a_russian_attack_on_the_player_past_an_unattacked_guard(rulebook: Rulebook) -> None:
    """``Филина не атакует никто``: a guard nobody attacks, so no breakthrough (34.4) and the
    Барсук going ``прямо в соперника`` breaks 34.3."""
    situation, answer = answered(
        "ХКК: в őrposzt соперника стоят Сова и Филин. Мой Кабан из őrposzt атакует Сову, "
        "Филина не атакует никто, а мой Барсук из őrposzt идёт прямо в соперника. Можно?",
        rulebook,
    )
    assert ("Барсук", "player") in situation.scene.attacks
    assert answer["legal"] is False and list(answer["illegal"]) == ["Барсук"]
    assert answer["breakthrough"] is False


def test_a_russian_target_named_before_its_attacker_in_the_instrumental(
    rulebook: Rulebook,
) -> None:
    """``Я атакую Сову Кабаном, а Лосем — самого игрока``: the accusative waits for the
    instrumental; the Филин nobody attacks keeps the Лось off the player (34.3, 34.4)."""
    situation, answer = answered(
        "В HKK у соперника в őrposzt два существа, Сова и Филин. Я атакую Сову Кабаном, а "
        "Лосем — самого игрока. Оба мои существа в őrposzt. Можно?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {("Кабан", "Сова"), ("Лось", "player")}
    assert answer["legal"] is False and list(answer["illegal"]) == ["Лось"]


@pytest.mark.parametrize(
    "question",
    [
        # ``a harmadik lényem az Őrtornyot``: one more counted attacker, its verb left out;
        # whether another creature stands in the guard post unattacked is unsaid (34.3, 34.4)
        "Két lényem támadja az ellenfél Vámpírját, a harmadik lényem az Őrtornyot. Szabályos?",
        "Az ellenfél őrposztjában álló Vámpírt két lényem támadja az őrposztomból, a harmadik "
        "lényem pedig az ellenfél Kaszárnyájára megy. Szabályos?",
    ],
)
def test_an_ordinal_counts_one_more_attacker(question: str, rulebook: Rulebook) -> None:
    situation, answer = answered(question, rulebook)
    assert len({by for by, _ in situation.scene.attacks}) == 3
    assert answer["legal"] == UNKNOWN


def test_onto_both_as_a_strike_backs_object_is_no_name_nor_every_guard(rulebook: Rulebook) -> None:
    """``A Farkas mindkettőre visszaüt?``: ``mindkettőre`` is no word of the Farkas's name, nor
    says that every guard is attacked (whether another stands there is unsaid, 34.4); the Farkas,
    attacked by two, has its owner choose (34.8)."""
    situation, answer = answered(
        "Két őrposztos lényem támadja az ellenfél őrposztjában álló Farkast. A Farkas mindkettőre "
        "visszaüt?",
        rulebook,
    )
    assert list(answer["strike-back-choice"]) == ["Farkas"]
    assert answer["breakthrough"] == UNKNOWN


def test_a_place_asked_between_two_is_not_told(rulebook: Rulebook) -> None:
    """``Őrposztban kell állnia a Medvének, vagy mehet a tartalékból is?``: where the Medve
    stands is asked, not told — and decides (34.1): by case."""
    situation, answer = answered(
        "Az ellenfél őrposztjában álló Griffet támadja a Medvém. Őrposztban kell állnia a "
        "Medvének, vagy mehet a tartalékból is? Szabályos így?",
        rulebook,
    )
    assert answer["legal"] == UNKNOWN


def test_a_russian_target_named_by_a_pronoun(rulebook: Rulebook) -> None:
    """``на него идут мои Лис, Барсук и Ёж``: the pronoun is the card named before it (the
    Тролль, which attacks nothing), and the names after the commas one list of attackers:
    three on one creature break 34.5, each of them."""
    situation, answer = answered(
        "ХКК. У соперника в őrposzt один Тролль, на него идут мои Лис, Барсук и Ёж из моего "
        "őrposzt. Законно?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Лис", "Барсук", "Еж"}
    assert {target for _, target in situation.scene.attacks} == {"Тролль"}
    assert answer["legal"] is False and len(answer["illegal"]) == 3


def test_a_russian_pronoun_before_the_verb_and_one_said_to_stand(rulebook: Rulebook) -> None:
    """``его атакует мой Рыцарь``: the Гоблин of the clause before is attacked; ``и лежит он
    … в резерве``: the Вепрь's place, so the Орк's attack on it breaks 34.3."""
    situation, answer = answered(
        "ХКК: Гоблин стоит у соперника в őrposzt, его атакует мой Рыцарь из őrposzt. Законно?",
        rulebook,
    )
    assert situation.scene.attacks == (("Рыцарь", "Гоблин"),) and answer["legal"] is True
    situation, answer = answered(
        "ХКК: Вепрь не мой, а соперника, и лежит он у соперника в резерве. Мой Орк из őrposzt "
        "может его атаковать?",
        rulebook,
    )
    assert situation.scene.cards["Вепрь"]["zone"] == "reserve"
    assert answer["legal"] is False and list(answer["illegal"]) == ["Орк"]


@pytest.mark.parametrize(
    "question",
    [
        # ``egy őre van, a Farkas``: one guard, named, so the Ogre's attack on it breaks
        # through (34.4) and the Sárkány may go at the player (34.3); the Ogre, subject of its
        # own clause's verb, is no item of the opponent's list
        "Az ellenfélnek egy őre van, a Farkas, azt az őrben álló Ogre betámadja. Mehet az őrben "
        "álló Sárkány a játékosra?",
        "Az ellenfél őrposztján egy lény van, a Kőgólem, azt a Lovagommal támadom, a Griffemmel "
        "pedig az ellenfelet. Mindkettő az őrposztomon áll. Szabályos?",
    ],
)
def test_a_guard_post_counted_whole_breaks_through(question: str, rulebook: Rulebook) -> None:
    situation, answer = answered(question, rulebook)
    assert situation.scene.settled["unattacked-guards"] is False
    assert answer["legal"] is True and answer["breakthrough"] is True


@pytest.mark.parametrize(
    ("question", "attacks", "breakthrough"),
    [
        # ``két őre van, Elf íjász és Farkas; …``: the list after who stands there attacks
        # nothing; every guard attacked, so the Sárkány goes at the player (34.3, 34.4)
        (
            "Az ellenfélnek két őre van, Elf íjász és Farkas; a Griffel az Elf íjászt, a Lovaggal "
            "a Farkast, a Sárkánnyal az ellenfelet támadom, mindhárom őrben áll. Szabályos?",
            {("Griff", "Elf íjász"), ("Lovag", "Farkas"), ("Sárkány", "player")},
            True,
        ),
        # ``két lénye közül — Troll és Goblin — …``: the Goblin nobody attacks keeps the guard
        # post unbroken (34.4); the Farkas on the Troll is allowed (34.3)
        (
            "Átüt az őrposzton, ha az ellenfél két őrposztbeli lénye közül — Troll és Goblin — "
            "csak a Trollt támadom az őrposztomban álló Farkassal?",
            {("Farkas", "Troll")},
            False,
        ),
    ],
)
def test_a_list_of_who_stands_there_attacks_nothing(
    question: str, attacks: set[tuple[str, str]], breakthrough: bool, rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks
    assert answer["legal"] is True and answer["breakthrough"] is breakthrough


def test_the_guard_post_of_a_named_player_who_attacks_is_the_attackers(
    rulebook: Rulebook,
) -> None:
    """``Gábor őrposztjában Kentaur, Goblin …`` where Gábor attacks with them: his own guard
    post, not the opponent's; the Troll of ``az ellenfél`` is the other player's, so two on it
    are allowed where it stands in the guard post (34.3, 34.5) and its owner chooses (34.8)."""
    situation, answer = answered(
        "Gábor őrposztjában Kentaur, Goblin és Varázsló áll. Gábor a Kentaurral és a Goblinnal "
        "is az ellenfél őrposztjában álló Trollját támadja. Szabályos?",
        rulebook,
    )
    cards = situation.scene.cards
    assert cards["Kentaur"]["side"] == "active" and cards["Troll"]["side"] == "inactive"
    assert answer["legal"] is True and list(answer["strike-back-choice"]) == ["Troll"]


def test_a_russian_attacker_going_at_the_player(rulebook: Rulebook) -> None:
    """``Тролль идёт на игрока``: the player is its target; the Гоблин nobody attacks keeps it
    off the player (34.3, 34.4), and the reason names the creature nobody attacks in words."""
    situation, answer = answered(
        "HKK: мой Огр атакует Эльфа соперника, а Тролль сразу идёт на игрока, хотя в őrposzt у "
        "соперника стоит ещё Гоблин, которого никто не атакует. Оба моих в őrposzt. Законно?",
        rulebook,
    )
    assert ("Тролль", "player") in situation.scene.attacks
    assert answer["legal"] is False


def test_the_creature_a_fact_adds_is_named_in_the_questions_words(rulebook: Rulebook) -> None:
    """``más lény is van``: the creature nobody attacks is a card of the scenario, named in
    the question's language, not by the fact's key."""
    situation = read(
        "A Trollommal az ellenfelet támadom, az ellenfél őrposztjában más lény is van. Szabályos?",
        rulebook,
    )
    reply = answer_situation(situation, rulebook)
    assert reply.answer["legal"] is False
    assert "egy másik őr" in reply.scenario["cards"]
    assert "unattacked-guards" not in reply_text(reply)


def test_a_russian_attacker_in_the_reserve(rulebook: Rulebook) -> None:
    """Only a guard post's creature attacks (34.1): the Кабан in the reserve may not."""
    _, answer = answered(
        "В HKK мой Кабан стоит в резерве (tartalék) и объявляет атаку на Сову в őrposzt "
        "соперника. Так можно?",
        rulebook,
    )
    assert answer["legal"] is False and list(answer["illegal"]) == ["Кабан"]


def test_the_other_players_turn_in_russian(rulebook: Rulebook) -> None:
    """``Ход соперника. Его Кабан … и его же Лось из его резерва атакуют моего Филина``: the
    attackers are the active player's, the Филин the other's; the Лось from the reserve may
    not attack (34.1)."""
    situation, answer = answered(
        "ХКК: ход соперника. Его Кабан из его őrposzt и его же Лось из его резерва атакуют "
        "моего Филина в моём őrposzt. Законно?",
        rulebook,
    )
    assert situation.scene.cards["Филин"]["side"] == "inactive"
    assert answer["legal"] is False and list(answer["illegal"]) == ["Лось"]


def test_a_clause_of_where_the_opponents_cards_stand_declares_nothing(rulebook: Rulebook) -> None:
    """``az ellenfél őrposztjában a Manó és a Lidérc áll``: the Manó attacks nobody; the Lidérc
    nobody attacks keeps the Medve off the building (34.3, 34.4)."""
    situation, answer = answered(
        "Nem minden ellenséges őrposztbeli lényt támadok: az ellenfél őrposztjában a Manó és a "
        "Lidérc áll, de csak a Manót támadja a Farkasom, a Medve pedig az ellenfél Bástyáját. "
        "Mindkettő az őrposztomból. Átütök?",
        rulebook,
    )
    assert ("Farkas", "Manó") in situation.scene.attacks
    assert all(by != "Manó" for by, _ in situation.scene.attacks)
    assert answer["breakthrough"] is False and list(answer["illegal"]) == ["Medve"]


def test_a_player_attacking_with_a_creature_is_no_attacker(rulebook: Rulebook) -> None:
    """``Kati a Farkassal, … a Manót támadta``: Kati attacks with three creatures (she is
    none of them); three on one creature break 34.5."""
    situation, answer = answered(
        "Az ellenfél őrposztjában csak a Manó állt. Kati a Farkassal, a Medvével és a "
        "Kobolddal is a Manót támadta, mind az őrposztjából. Szabályos?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Farkas", "Medve", "Kobold"}
    assert answer["legal"] is False
    assert set(answer["illegal"]) == {"Farkas", "Medve", "Kobold"}


def test_the_attackers_own_guard_post_tells_nothing_of_the_defenders(rulebook: Rulebook) -> None:
    """``в моём őrposzt стоят Кабан и Лось``: the asker's guard post, not the opponent's —
    whether another creature of the opponent's goes unattacked is not said, and 34.4 decides
    the attack on the player by it. ``Кабаном`` begins its sentence and is the Кабан named
    before."""
    situation, answer = answered(
        "ХКК: в моём őrposzt стоят Кабан и Лось. Кабаном атакую Сову соперника, а Лосем — "
        "соперника напрямую. Законно?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {("Кабан", "Сова"), ("Лось", "player")}
    assert situation.scene.cards["Сова"]["side"] == "inactive"
    assert "unattacked-guards" in situation.scene.open
    assert answer["legal"] == "unknown"


@pytest.mark.parametrize(
    "question",
    [
        # ``Mindkét lényem``: both of mine — no misspelt ``minden`` of the opponent's guards
        "A Farkassal közvetlenül az ellenfelet támadom, a Medvével pedig az ellenfél Koboldját. "
        "Mindkét lényem őrposztban van. Szabályos?",
        # ``Minden lényem``: every one of mine, not ``minden lényét`` (theirs)
        "A Farkassal közvetlenül az ellenfelet támadom, a Medvével pedig az ellenfél Koboldját. "
        "Minden lényem őrposztban van. Szabályos?",
        # ``mindkettő őrposztban áll``: my two attackers, though the sentence goes on to the
        # opponent's guard post (``a Kobold az ő őrposztjában``)
        "Az őrposztból a Medvémmel az ellenfél Koboldját, a Farkasommal pedig magát az "
        "ellenfelet támadom; mindkettő őrposztban áll, a Kobold az ő őrposztjában. Szabályos?",
    ],
)
def test_my_own_creatures_counted_tell_nothing_of_the_opponents_guards(
    question: str, rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert "unattacked-guards" in situation.scene.open
    assert answer["legal"] == "unknown"


@pytest.mark.parametrize(
    ("question", "illegal"),
    [
        # ``Farkasommal szeretném``: a modal verb after a name is no second word of it; an
        # attacker in the reserve may not attack (34.1)
        (
            "A tartalékban lévő Farkasommal szeretném megtámadni az ellenfél őrposztjában álló "
            "Koboldot. Szabályos?",
            {"Farkas"},
        ),
        # ``Medvével közben``: nor is an adverb; the Kobold nobody attacks keeps the Medve off
        # the player (34.3, 34.4)
        (
            "Az ellenfél őrposztjában álló Koboldot nem támadja senki, csak a Baglyot támadja az "
            "őrposztban álló Farkasom. Az ugyancsak őrposztban lévő Medvével közben az ellenfelet "
            "támadnám. Szabályos?",
            {"Medve"},
        ),
    ],
)
def test_a_name_ends_before_an_adverb_or_a_modal_verb(
    question: str, illegal: set[str], rulebook: Rulebook
) -> None:
    _, answer = answered(question, rulebook)
    assert answer["legal"] is False
    assert set(answer["illegal"]) == illegal


def test_a_limit_asked_about_counts_no_creature(rulebook: Rulebook) -> None:
    """``legfeljebb két lény támadhat``: the rule asked about, no two creatures of the story;
    the three named attackers on one creature break 34.5."""
    situation, answer = answered(
        "Egy lényre legfeljebb két lény támadhat? A Tűzmanó, a Kőtroll és a Szélsólyom is a "
        "Vasgolemet támadja.",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Tűzmanó", "Kőtroll", "Szélsólyom"}
    assert not any(name.startswith("lény") for name in situation.scene.cards)
    assert answer["legal"] is False
    assert set(answer["illegal"]) == {"Tűzmanó", "Kőtroll", "Szélsólyom"}


def test_a_player_with_pedig_attacks_with_creatures_after_a_clause_of_where_one_stood(
    rulebook: Rulebook,
) -> None:
    """``Kristóf őrposztjában állt a Vasgolem, Bori pedig … a Tűzmanóval és a Kőtrollal …
    támadta``: the Vasgolem stood (no attacker), Bori is the player who attacks with two
    creatures (none of them), and the Vasgolem is Kristóf's, the other player's: two on one
    creature is allowed (34.5) and its owner chooses whom it strikes back (34.8)."""
    situation, answer = answered(
        "Tegnap Bori és Kristóf játszott. Kristóf őrposztjában állt a Vasgolem, Bori pedig az "
        "őrposztjából a Tűzmanóval és a Kőtrollal is a Vasgolemet támadta. Ki dönti el, melyikre "
        "üt vissza a Vasgolem?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {("Tűzmanó", "Vasgolem"), ("Kőtroll", "Vasgolem")}
    assert situation.scene.cards["Vasgolem"]["side"] == "inactive"
    assert answer["legal"] is True
    assert list(answer["strike-back-choice"]) == ["Vasgolem"]


def test_a_name_before_its_possessed_guard_post_is_a_player(rulebook: Rulebook) -> None:
    """``Kristóf őrposztjában két lény áll``: Kristóf is the player whose guard post it is, no
    card; three on one creature break 34.5."""
    situation, answer = answered(
        "Bori az aktív játékos, Kristóf őrposztjában két lény áll: Vasgolem és Szélsólyom. Bori "
        "az őrposztjából a Tűzmanóval, a Kőtrollal és a Medvével is a Vasgolemet, a Farkassal "
        "pedig a Szélsólyomot támadja. Kristóf tiltakozik. Szabályos?",
        rulebook,
    )
    assert "Kristóf" not in situation.scene.cards
    assert answer["legal"] is False
    assert set(answer["illegal"]) == {"Tűzmanó", "Kőtroll", "Medve"}


def test_a_player_attacking_with_creatures_a_count_heads(rulebook: Rulebook) -> None:
    """``Bori az őrposztjából három lénnyel – Tűzmanó, Kőtroll, Medve – …``: Bori is the player
    who attacks with the three counted and named after the dash, none of them; three on one
    creature break 34.5."""
    situation, answer = answered(
        "Bori az őrposztjából három lénnyel – Tűzmanó, Kőtroll, Medve – mind az ellenfél "
        "Vasgolemére támadt. Szabályos?",
        rulebook,
    )
    assert "Bori" not in situation.scene.cards
    assert {by for by, _ in situation.scene.attacks} == {"Tűzmanó", "Kőtroll", "Medve"}
    assert answer["legal"] is False


def test_a_count_the_names_after_it_tell_counts_nobody_more(rulebook: Rulebook) -> None:
    """``Két lény támad egy lényre: a Tűzmanó és a Kőtroll …``: the two are the named ones, not
    two more; two on one creature are allowed (34.5) and its owner chooses (34.8)."""
    situation, answer = answered(
        "Két lény támad egy lényre: a Tűzmanó és a Kőtroll (mindkettő az őrposztomban) az "
        "ellenfél őrposztbeli Vasgolemére. Szabályos?",
        rulebook,
    )
    assert set(situation.scene.cards) == {"Tűzmanó", "Kőtroll", "Vasgolem"}
    assert answer["legal"] is True and list(answer["strike-back-choice"]) == ["Vasgolem"]


def test_my_creatures_apposed_after_the_opponents_place(rulebook: Rulebook) -> None:
    """``Az ellenfél őrposztjában álló Vasgolemre az én két őrposztbeli lényem, a Tűzmanó és a
    Kőtroll támad``: the sentence begins with the opponent's place, but the two are mine."""
    situation, answer = answered(
        "Az ellenfél őrposztjában álló Vasgolemre az én két őrposztbeli lényem, a Tűzmanó és a "
        "Kőtroll támad. Kinek kell választania?",
        rulebook,
    )
    assert situation.scene.cards["Vasgolem"]["side"] == "inactive"
    assert situation.scene.cards["Tűzmanó"]["side"] == "active"
    assert answer["legal"] is True and list(answer["strike-back-choice"]) == ["Vasgolem"]


@pytest.mark.parametrize(
    "question",
    [
        # ``…: a Tűzmanó, a Kőtroll és a Medve``: the last one of the list is joined to the others
        "Az ellenfél őrposztjában lévő Vasgolemet három lényem támadja az őrposztomból: a "
        "Tűzmanó, a Kőtroll és a Medve. Szabályos?",
        # ``a Medvével ugyanarra … a Vasgolemre``: ``ugyanarra`` (the same one) ends the name
        "Három őrposztban lévő lényemmel, a Tűzmanóval, a Kőtrollal és a Medvével ugyanarra az "
        "ellenfél őrposztjában álló Vasgolemre támadok. Szabályos?",
    ],
)
def test_three_attackers_of_a_list_on_one_creature(question: str, rulebook: Rulebook) -> None:
    """All three attack; three on one creature break 34.5."""
    situation, answer = answered(question, rulebook)
    assert {by for by, _ in situation.scene.attacks} == {"Tűzmanó", "Kőtroll", "Medve"}
    assert answer["legal"] is False


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # ``a Vasgolemre az ellenfél őrposztjában``: the target stands in the opponent's guard
        # post (its owner after it); two on it are allowed (34.3, 34.5)
        (
            "Csak két lény támad a Vasgolemre az ellenfél őrposztjában: a Tűzmanó és a Kőtroll, "
            "mindkettő az őrposztomból. Ki dönti el, melyikre üt vissza?",
            "Vasgolem",
        ),
        # ``Egyik támadóm sincs tartalékban``: the reserve denied; both stand in the guard post
        # (said after it), so they may attack (34.1)
        (
            "Egyik támadóm sincs tartalékban: az Ork harcos és a Troll is őrposztban áll. Az Ork "
            "harcos az ellenfél őrposztjában lévő Elf íjászt, a Troll a Goblint támadja. "
            "Szabályos?",
            "Ork harcos",
        ),
    ],
)
def test_a_cards_place_as_the_story_tells_it(question: str, card: str, rulebook: Rulebook) -> None:
    situation, answer = answered(question, rulebook)
    assert situation.scene.cards[card]["zone"] == "guard-post"
    assert answer["legal"] is True


def test_the_active_player_declaring_no_attack_at_all(rulebook: Rulebook) -> None:
    """``Az aktív játékos … egyáltalán nem támad``: declaring no attacker is allowed (34.2)."""
    situation, answer = answered(
        "Az aktív játékos ebben a körben egyáltalán nem támad. Ez szabályos?", rulebook
    )
    assert answer["legal"] is True


def test_by_the_rules_asks_whether_a_russian_declaration_is_legal(rulebook: Rulebook) -> None:
    """``Это по правилам?``: both guards attacked, so the third may go at the player (34.3,
    34.4)."""
    situation, answer = answered(
        "ХКК: у противника в őrposzt стоят Лось и Ёж. Мой Кабан атакует Лося, мой Волк — Ежа, а "
        "мой Филин — самого противника. Это по правилам?",
        rulebook,
    )
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_the_player_before_a_subject_with_the_verb_left_out(rulebook: Rulebook) -> None:
    """``az ellenfelet pedig a Medvém``: the Medve attacks the player; with the Lidérc left
    unattacked there is no breaking through, so that attack breaks 34.3/34.4."""
    situation, answer = answered(
        "Az ellenfél őrposztjában a Vasgolem és a Lidérc áll. A Lidércet nem támadja senki, a "
        "Vasgolemet a Kőtrollom, az ellenfelet pedig a Medvém. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is False and answer["illegal"] == ("Medve",)


def test_a_card_of_mine_with_no_part_leaves_the_declaration_unread(rulebook: Rulebook) -> None:
    """A card of mine named in the declaring sentence that takes no part the words show: the
    declaration is not read whole, so no definite answer from the part that was read."""
    situation = read(
        "Az ellenfél őrposztjában a Vasgolem áll. A Vasgolemet a Kőtrollom támadja, és a "
        "Medvém is, ha lehet. Szabályos?",
        rulebook,
    )
    assert situation is None or situation.scene is None or not situation.scene.attacks


def test_a_target_whose_attackers_are_not_named_leaves_the_declaration_unread(
    rulebook: Rulebook,
) -> None:
    """``Csak a Vasgolemet támadom, a Kőtrollal meg az ellenfél Tornyát``: the Kőtroll attacks
    the Torony, not the Vasgolem (whose attackers are not named), so nothing definite is read
    from pairing them (it had answered "szabályos")."""
    situation, answer = answered(
        "Az ellenfél őrposztjában Vasgolem és Lidérc áll. Csak a Vasgolemet támadom, a "
        "Kőtrollal meg az ellenfél Tornyát. Jó így?",
        rulebook,
    )
    assert ("Kőtroll", "Vasgolem") not in (situation.scene.attacks if situation.scene else ())
    assert answer["legal"] is not True


@pytest.mark.parametrize(
    "question",
    [
        # ``az ellenfél őrében``: the opponent's guard post, in players' words
        "Az őrben álló Kőtrollal betámadom az ellenfél őrében lévő Vasgolemet. Mehet?",
        # a relative clause after the target tells where it stands
        "Az őrből betámadok a Kőtrollal az ellenfél Vasgolemjére, aki szintén őrben áll. Mehet?",
    ],
)
def test_where_the_target_stands_in_players_words(question: str, rulebook: Rulebook) -> None:
    """A creature in the opponent's guard post may be attacked from one's own (34.1, 34.3)."""
    situation, answer = answered(question, rulebook)
    assert situation.scene.cards["Vasgolem"]["zone"] == "guard-post"
    assert answer["legal"] is True


@pytest.mark.parametrize(
    ("question", "legal"),
    [
        # from the reserve no creature attacks (34.1)
        ("A tartalékos Kőtrollal betámadhatom az ellenfél őrét, a Vasgolemet?", False),
        # ``rátámadhat``: onto the card named before (34.1, 34.3)
        (
            "Az ellenfél lénye, a Vasgolem az ő őrposztjában áll. Az én őrposztomban álló "
            "Kőtrollom rátámadhat?",
            True,
        ),
        # the place right after the attacker is its own: from the reserve none attacks (34.1)
        (
            "A Kőtrollom a tartalékból támad az ellenfél őrposztjában lévő Vasgolemre, a Medvém "
            "pedig az őrposztomból ugyancsak a Vasgolemre. Szabályos?",
            False,
        ),
        # a place denied is not where it stands
        (
            "A Kőtroll nem tartalékban, hanem őrposztban van, és az ellenfél őrposztjában álló "
            "Vasgolemre támad; az ellenfél őrposztjában a Vasgolemen kívül nincs lény. Szabályos?",
            True,
        ),
        # ``Az ellenfél körében``: the opponent is the active player; only the active player's
        # creatures attack (34.1)
        (
            "Az ellenfél körében vagyunk. Támadhatok én a saját őrposztomon álló Kőtrollommal az "
            "ő őrposztján álló Vasgolemjére?",
            False,
        ),
        # it asks only who chooses: the attacks are taken as made, the Sárkány in the usual
        # place (the guard post: 34.3), so two on one creature are allowed (34.5)
        (
            "A Troll és az Ogre az őrposztomból a Sárkányra támad. Kell választani, melyikre üt "
            "vissza?",
            True,
        ),
        (
            "HKK: два моих существа из őrposzt — Огр и Тролль — атакуют Дракона соперника. Кто "
            "решает, на кого Дракон ответит ударом?",
            True,
        ),
        # it asks whether they may attack as well: where the Sárkány stands decides (34.3)
        (
            "A Troll és az Ogre az őrposztomból a Sárkányra támad. Szabályos? Ki dönti el, "
            "melyikre üt vissza?",
            UNKNOWN,
        ),
    ],
)
def test_whether_a_declaration_in_players_words_is_legal(
    question: str, legal: object, rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert answer["legal"] == legal


@pytest.mark.parametrize(
    ("question", "attack"),
    [
        # ``Кабаном Лося, Волком Ежа``: each name after an attacker in the instrumental is its
        # target (cards own no cards), not the attacker's owner
        (
            "ХКК: у противника в őrposzt стоят Лось и Ёж. Я атакую Кабаном Лося, Волком Ежа, а "
            "Филином — самого противника. Так можно?",
            ("Кабан", "Лось"),
        ),
        # ``az ellenfél nem passzív Tornyát``: a building named by a word the rules use
        (
            "Az ellenfél őrposztjában Vasgolem és Lidérc áll. Az őrposztomból a Tűzmanó a "
            "Vasgolemet, a Kőtroll a Lidércet, a Medve pedig az ellenfél nem passzív Tornyát "
            "támadja. Szabályos?",
            ("Medve", "Torony"),
        ),
        # ``az Ezüst griff`` … ``a griffet``: the same card again, in small letters
        (
            "Az ellenfél őrposztjában egy Ezüst griff van. Kőtrollal a griffet, Medvével az "
            "ellenfél Várfalát támadom, mind az őrposztomból. Szabályos?",
            ("Kőtroll", "Ezüst griff"),
        ),
        # ``a Vasgolemre, ez az ellenfél egyetlen őre``: the whole guard post; ``bemegy a
        # játékosba``: the player
        (
            "A Kőtroll betámad a Vasgolemre, ez az ellenfél egyetlen őre, a Medve meg bemegy a "
            "játékosba. Oké?",
            ("Medve", "player"),
        ),
    ],
)
def test_an_attack_told_in_players_words(
    question: str, attack: tuple[str, str], rulebook: Rulebook
) -> None:
    """Every guard is attacked, so the rest may go at a building or the player (34.3, 34.4)."""
    situation, answer = answered(question, rulebook)
    assert attack in situation.scene.attacks
    assert answer["legal"] is True and answer["breakthrough"] is True


# -- round 40 and 41 readings (each written for this test, not taken from a round's set)


def test_a_count_the_question_asks_counts_no_creature(rulebook: Rulebook) -> None:
    """``kettő vagy három lény támadhat?`` asks the limit: the named three attack (34.5)."""
    _, answer = answered(
        "Kettő vagy három lény támadhat egy lényre? A Farkasom, a Sasom és a Medvém is az "
        "ellenfél őrposztjában álló Ogrét támadja.",
        rulebook,
    )
    assert answer["legal"] is False
    assert sorted(answer["illegal"]) == ["Farkas", "Medve", "Sas"]


def test_a_list_of_names_may_begin_a_sentence(rulebook: Rulebook) -> None:
    """``Sas, Medve és Farkas támadja``: the first name of a list at a sentence's start."""
    _, answer = answered(
        "Sas, Medve és Farkas egyszerre támadja az ellenfél őrposztjában álló Ogrét. Szabályos?",
        rulebook,
    )
    assert sorted(answer["illegal"]) == ["Farkas", "Medve", "Sas"]


def test_a_verb_before_a_name_begins_no_list(rulebook: Rulebook) -> None:
    """``Megtámadták a Sárkányomat``: the verb at the sentence's start is no card."""
    situation = read("Megtámadták a Sárkányomat. Ki az ellenfele?", rulebook)
    assert (
        situation is not None
        and situation.scene is None
        or "Megtámadták" not in (situation.scene.cards if situation and situation.scene else {})
    )


def test_the_attackers_own_guard_post(rulebook: Rulebook) -> None:
    """``a saját őrposztjában álló Medvéjére``: the attacker's owner's own card (34.3)."""
    _, answer = answered(
        "Az aktív játékos a Griffjével a saját őrposztjában álló Medvéjére támad. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is False and list(answer["illegal"]) == ["Griff"]


def test_a_place_denied_after_its_article(rulebook: Rulebook) -> None:
    """``egyik sem a tartalékból``: no attacker comes from the reserve (34.1)."""
    _, answer = answered(
        "Egyik támadóm sem a tartalékból jön: a Farkas és a Sas az őrposztomból az ellenfél "
        "őrposztjában álló Ogrét támadja. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True


def test_a_building_named_in_apposition(rulebook: Rulebook) -> None:
    """``a Kincsesházára, egy építményre``: a building, which only a breakthrough reaches."""
    _, answer = answered(
        "Az ellenfél őrposztjában álló Ogrét senki sem támadja, az őrposztos Farkasom viszont az "
        "ellenfél Kincsesházára, egy építményre támad. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is False and list(answer["illegal"]) == ["Farkas"]


@pytest.mark.parametrize("building", ["Fegyvertárát", "Kolostorát", "Laktanyáját"])
def test_a_name_whose_last_word_is_a_building(building: str, rulebook: Rulebook) -> None:
    """``az ellenfél Fegyvertárát``: a name that ends in a building's noun is a building, which
    only a breakthrough reaches (34.3, 34.4) — and whether the guard post holds more than the
    Ogre is not told, so neither is whether the attack is legal."""
    situation, answer = answered(
        "Az őrposztomban álló Sasom az ellenfél őrposztjában álló Ogrét támadja, a Farkasom "
        f"pedig az ellenfél {building}. Szabályos?",
        rulebook,
    )
    assert [c["type"] for c in situation.scene.cards.values()].count("building") == 1
    assert answer["legal"] == UNKNOWN


def test_would_go_is_an_attack(rulebook: Rulebook) -> None:
    """``menne`` (would go): three on one creature (34.5)."""
    _, answer = answered(
        "Az őrposztomból a Sas, a Farkas és a Medve is az ellenfél őrposztos Ogréjére menne. "
        "Mehet?",
        rulebook,
    )
    assert answer["legal"] is False


def test_what_a_creature_may_attack_begins_as_what_is(rulebook: Rulebook) -> None:
    """``Mire támadhat a lényem``: ``mire`` is no ``mi a`` (what is)."""
    situation = read("Mire támadhat a lényem, ha nem ütök át az őrposzton?", rulebook)
    assert situation is not None and situation.kind == "attack-declaration"


def test_breaking_through_said_or_asked(rulebook: Rulebook) -> None:
    """``Ha átütök…``, ``Átütöttem…``: buildings may be attacked (34.4); ``Átütöttem…?`` asks."""
    for told in ("Ha átütök az őrposzton, mit támadhatok?",):
        reply = answer_situation(read(told, rulebook), rulebook)
        building = [c.holds for c in reply.cases if c.card.get("type") == "building"]
        assert building == [True]
    _, answer = answered(
        "Átütöttem az őrposzton. Négy lényem támadhatja ugyanazt az építményt?", rulebook
    )
    assert answer["legal"] is True
    _, answer = answered(
        "Az őrposztomból a Sas a Koboldot támadja, a Farkas pedig az ellenfelet. Átütöttem az "
        "őrposzton?",
        rulebook,
    )
    assert answer["breakthrough"] == UNKNOWN


def test_a_guard_nobody_attacks_told_in_its_own_clause(rulebook: Rulebook) -> None:
    """``a Kobold senki sem``: nobody attacks the Kobold, so no breakthrough (34.4)."""
    _, answer = answered(
        "Az ellenfél őrposztjában Ogre és Kobold áll. Az őrposztomból a Sas az Ogrét támadja, "
        "a Koboldot senki sem, a Farkasom pedig az Őrtornyot. Átütök?",
        rulebook,
    )
    assert answer["breakthrough"] is False and list(answer["illegal"]) == ["Farkas"]


# -- round 42 and 43 readings (each written for this test, not taken from a round's set)


def test_without_breaking_through_is_a_condition(rulebook: Rulebook) -> None:
    """``Átütés nélkül``: not broken through; a building is attacked only so (34.4)."""
    _, answer = answered("Átütés nélkül támadhatok építményt?", rulebook)
    assert answer["legal"] is False


def test_what_i_attack_with_attacks(rulebook: Rulebook) -> None:
    """``a lényemmel``: my creature attacks, the castle is attacked — a building, so it
    hangs on whether every guard is attacked (34.4), left open."""
    situation, answer = answered("Megtámadhatom a lényemmel az ellenfél Kastélyát?", rulebook)
    assert situation.stated.get("target.type") == "building"
    assert answer["legal"] == UNKNOWN


def test_onto_a_single_creature_is_no_only_guard(rulebook: Rulebook) -> None:
    """``egyetlen lényre``: onto one creature; four attack it (34.5)."""
    _, answer = answered("Négy lénnyel támadhatok egyetlen lényre?", rulebook)
    assert answer["legal"] is False


def test_a_relative_clause_after_the_verb_places_its_name(rulebook: Rulebook) -> None:
    """``a Sasra támad, aki az ellenfél őrposztjában áll``: the Sas stands in the opponent's
    guard post; two attack it, its owner chooses (34.5, 34.8)."""
    situation, answer = answered(
        "A Medvém és a Farkasom is az ellenfél Sasára támad, aki az ellenfél őrposztjában áll. "
        "Rendben van?",
        rulebook,
    )
    assert situation.scene.cards["Sas"]["zone"] == "guard-post"
    assert answer["legal"] is True
    assert list(answer["strike-back-choice"]) == ["Sas"]


def test_five_is_no_pronoun(rulebook: Rulebook) -> None:
    """``öt őrposztos lényem``: five creatures, not ``őt`` (him) pointing back (34.6)."""
    situation, answer = answered(
        "Az ellenfél őrposztjában egyetlen lény van, a Kobold, azt a Medvém támadja. A többi öt "
        "őrposztos lényem az ellenfél Malmára megy. Szabályos?",
        rulebook,
    )
    assert not any(target == "Medve" for _, target in situation.scene.attacks)
    assert answer["legal"] is True


def test_the_post_is_the_guard_post(rulebook: Rulebook) -> None:
    """``a posztomról``, ``a posztján``: players' short word for the guard post (34.1, 34.3)."""
    situation, answer = answered(
        "A posztomról a Medve meg a Farkas is rámegy az ellenfél Sasára a posztján. Jó így?",
        rulebook,
    )
    assert situation.scene.cards["Sas"]["zone"] == "guard-post"
    assert answer["legal"] is True


def test_a_list_onto_the_player_without_its_verb(rulebook: Rulebook) -> None:
    """``a Medve és a Farkas közvetlenül az ellenfelet``: the verb of the sentence before left
    out; any number may attack the player (34.6)."""
    situation, answer = answered(
        "Az ellenfél őrposztjában csak a Kobold áll, azt a Sasom támadja. A többi két őrposztos "
        "lényem, a Medve és a Farkas közvetlenül az ellenfelet. Szabályos?",
        rulebook,
    )
    assert ("Medve", "player") in situation.scene.attacks
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_a_place_where_none_stands_places_no_attacker(rulebook: Rulebook) -> None:
    """``Az őrposztomban nincs lényem``: the Medve is in the reserve, and ``vele`` is it
    (34.1)."""
    _, answer = answered(
        "Az őrposztomban nincs lényem, a tartalékomban áll a Medvém. Támadhatok vele az "
        "ellenfél őrposztos Sasára?",
        rulebook,
    )
    assert answer["legal"] is False
    assert list(answer["illegal"]) == ["Medve"]


def test_in_the_opponents_turn_i_declare_nothing(rulebook: Rulebook) -> None:
    """``Az ellenfél körében``: the asker is not the active player (34.1)."""
    _, answer = answered(
        "Az ellenfél körében kijelölhetem támadónak az őrposztomban álló Medvémet, hogy az ő "
        "Sasát támadja?",
        rulebook,
    )
    assert answer["legal"] is False


def test_none_of_mine_said_with_its_own_noun(rulebook: Rulebook) -> None:
    """``egyetlen lényemet sem``: no attacker declared, allowed (34.2)."""
    _, answer = answered("Most egyetlen lényemet sem jelölöm ki támadónak. Rendben van?", rulebook)
    assert answer["legal"] is True


def test_where_it_stands_instead(rulebook: Rulebook) -> None:
    """``nem az őrposztban van, hanem a tartalékban``: the Sas attacks from the reserve
    (34.1)."""
    _, answer = answered(
        "A Sasom nem az őrposztban van, hanem a tartalékban. Támadhat vele az ellenfél "
        "őrposztján álló Medvére?",
        rulebook,
    )
    assert answer["legal"] is False
    assert list(answer["illegal"]) == ["Sas"]


@pytest.mark.parametrize(
    "question",
    ["Hány lapból kell állnia egy paklinak?", "Mennyi ideig tart egy HKK mérkőzés?"],
)
def test_the_game_round_the_fight_is_no_situation(question: str, rulebook: Rulebook) -> None:
    """Decks and match length: no kind of the fight's rules reads them."""
    assert read(question, rulebook) is None


# -- round 46 and 47 readings (each written for this test, not taken from a round's set)


def test_a_hand_told_in_a_story_leaves_the_question_a_situation(rulebook: Rulebook) -> None:
    """``5 lap van a kezemben.``: the hand is the story's, the question is the attack's
    (34.3, 34.5)."""
    _, answer = answered(
        "5 lap van a kezemben. Az ellenfél őrposztjában csak a Medve áll. A Sasom és a Farkasom "
        "a Medvére támad. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True


def test_a_second_question_off_the_rules_leaves_the_first(rulebook: Rulebook) -> None:
    """``És hogy kell a lapokat keverni?`` asks no rule; the first question is read (34.5)."""
    _, answer = answered(
        "Az ellenfél őrposztjában csak a Medve áll. A Sasom és a Farkasom a Medvére támad. "
        "Szabályos? És hogy kell a lapokat keverni?",
        rulebook,
    )
    assert answer["legal"] is True


def test_three_onto_his_creature(rulebook: Rulebook) -> None:
    """``egyik lényére három lényem``: three onto one creature is too many (34.5)."""
    _, answer = answered(
        "Az ellenfél őrposztjában álló egyik lényére három lényem támad egyszerre. Mehet így?",
        rulebook,
    )
    assert answer["legal"] is False


def test_a_name_ending_in_m_is_not_mine(rulebook: Rulebook) -> None:
    """``a Gnóm`` and ``a Gnómot``: the opponent's Gnóm, not my Gnó (``-ot`` follows no
    possessive); each guard attacked, the player too (34.4)."""
    _, answer = answered(
        "Az ellenfél őrposztjában a Medve és a Gnóm áll. A Sasommal a Medvét, a Farkasommal a "
        "Gnómot, a Bikámmal pedig közvetlenül az ellenfelet támadom. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True


def test_one_each_onto_both_guards_breaks_through(rulebook: Rulebook) -> None:
    """``mindkettőt támadom egy-egy lényemmel``: each guard attacked, so the third may go onto
    a building (34.4, 34.6)."""
    _, answer = answered(
        "Az ellenfél őrposztjában két lény áll. Mindkettőt megtámadom egy-egy lényemmel, a "
        "harmadikkal pedig a Malmát. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True


def test_not_breaking_through_said_to_you(rulebook: Rulebook) -> None:
    """``ha nem ütsz át``: no breakthrough — a building may not be attacked (34.3, 34.4)."""
    _, reply = _answer_hkk(
        "Megtámadhatod az ellenfél építményét, ha nem ütsz át az őrposztján?", rulebook
    )
    assert reply.answer["legal"] is False


def test_what_one_may_go_onto_is_asked_by_case(rulebook: Rulebook) -> None:
    """``mire mehet`` after breaking through: the opponent's buildings too (34.3, 34.4)."""
    _, reply = _answer_hkk("Ha átütöttem az őrposzton, a lényem mire mehet?", rulebook)
    held = {(c.card.get("side"), c.card.get("type")): c.holds for c in reply.cases}
    assert held.get(("inactive", "building")) is True
    assert held.get(("active", None)) is False  # (a card of mine, whatever it is)


def _answer_hkk(question: str, rulebook: Rulebook) -> tuple[Any, Any]:
    situation = read(question, rulebook)
    assert situation is not None and situation.game == "hkk"
    return situation, answer_situation(situation, rulebook)


def test_only_one_of_his_two_guards_attacked(rulebook: Rulebook) -> None:
    """``két őrposztos lénye közül csak a Medvét``: a guard nobody attacks, so no breakthrough
    and the player may not be attacked (34.3, 34.4)."""
    _, answer = answered(
        "Az ellenfél két őrposztos lénye közül csak a Medvét támadom a Sasommal, a Bikámmal "
        "pedig magát az ellenfelet. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is False
    assert answer["breakthrough"] is False


@pytest.mark.parametrize(
    "question",
    [
        "orposzt nincs atutve de a lenyemmel mehetek a jatekosra?",
        "Ha az ellenfél őrei közül csak az egyiket támadom, a harmadik lényem mehet a tornyára?",
    ],
)
def test_no_breakthrough_said_in_players_words(question: str, rulebook: Rulebook) -> None:
    """``nincs átütve``, ``csak az egyiket``: a guard left, no building or player (34.4)."""
    _, answer = answered(question, rulebook)
    assert answer["legal"] is False


def test_a_counted_group_split_between_two_targets(rulebook: Rulebook) -> None:
    """``Három lénnyel támadok: kettő a Griffre, egy a Malmára``: two go onto the Griff (at most
    two, 34.5) and one onto the building; the Griff is the only guard, so it is broken through
    (34.4) and the building may be attacked (34.3, 34.6). Its owner chooses whom it strikes
    back (34.8)."""
    _, answer = answered(
        "Az ellenfél őrposztjában csak a Griff áll. Három lénnyel támadok: kettő a Griffre, egy "
        "a Malmára. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True
    assert answer["strike-back-choice"] == ("Griff",)


def test_a_split_count_is_not_read_as_all_on_one(rulebook: Rulebook) -> None:
    """``kettő a Sárkányára, kettő a Malmára``: two on each, not four on the Sárkány (which 34.5
    forbids); whether the building may be attacked turns on guards the story does not tell."""
    _, answer = answered(
        "Négy lénnyel támadok: kettő a Sárkányára, kettő a Malmára. Szabályos?", rulebook
    )
    assert answer["legal"] == UNKNOWN


@pytest.mark.parametrize(
    ("question", "legal", "illegal"),
    [
        # both guards attacked: broken through, the player may be attacked (34.3, 34.4)
        (
            "Az ellenfél őrposztjában a Sas és a Bika áll. Bejelentés: Lidérc → Sas, Ork → Bika, "
            "Vámpír → ellenfél. Szabályos?",
            True,
            (),
        ),
        # the Bika unattacked: not broken through, so not the player (34.3, 34.4)
        (
            "Az ellenfél őrposztjában a Sas és a Bika áll. Bejelentés: Lidérc -> Sas, Vámpír -> "
            "ellenfél. Szabályos?",
            False,
            ("Vámpír",),
        ),
        # a board pasted line by line: the Vámpír attacks from the reserve (34.1)
        (
            "Én (aktív) – őrposzt: Lidérc, Ork; tartalék: Vámpír\nEllenfél – őrposzt: Sas\n"
            "Támadás: Lidérc → Sas, Vámpír → Sas\nSzabályos?",
            False,
            ("Vámpír",),
        ),
        # ``az ellenfél szerint``: who says so, not whose the Ork is; the Bika unattacked (34.4)
        (
            "Ellenfél őrposzt: Sas, Bika. Az én bejelentésem: Lidérc → Sas, Ork → Malom. A "
            "Bikát senki nem támadja. Az ellenfél szerint az Ork nem mehet a malomra. Igaza van?",
            False,
            ("Ork",),
        ),
        # Russian around Hungarian names; ``Судья,`` is whom the post asks, no card
        (
            "Судья, подскажите. У соперника в őrposzt стоят Sas и Bika. Я атакую: Lidérc → Sas, "
            "Ork → Bika, Griff → Malom. Законно?",
            True,
            (),
        ),
    ],
)
def test_a_declaration_pasted_with_arrows(
    question: str, legal: bool, illegal: tuple[str, ...], rulebook: Rulebook
) -> None:
    """``Lidérc → Sas``: the card before an arrow attacks the one after it, as the Kódex's
    declaration names them (34.1–34.4)."""
    _, answer = answered(question, rulebook)
    assert answer["legal"] is legal
    assert tuple(answer["illegal"]) == illegal


def test_going_onto_a_building_with_the_guard_post_unsaid(rulebook: Rulebook) -> None:
    """``az őrposztomban álló Sárkánnyal rámehetek …``: ``rámehetek`` is the attack verb, no
    word of the name, and the asker's guard post says nothing of the opponent's: whether it
    is broken through (34.3, 34.4) is unsaid, so the answer is open."""
    _, answer = answered("Az őrposztomban álló Sárkánnyal rámehetek az ellenfél Malmára?", rulebook)
    assert answer["legal"] == UNKNOWN


def test_a_self_correction_takes_an_attacker_back(rulebook: Rulebook) -> None:
    """``a Medve nem várj a Medve nem``: the Medve said first is taken back, so two attack the
    Kígyó, which the text allows (34.5: at most two on one creature)."""
    situation, answer = answered(
        "az őrposztomból a Griff a Farkas és a Medve nem várj a Medve nem csak a Griff és a "
        "Farkas támadja az ellenfél őrposztjában lévő Kígyót szabályos",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Griff", "Farkas"}
    assert answer["legal"] is True


def test_a_self_correction_replaces_a_buildings_state(rulebook: Rulebook) -> None:
    """``ami passzív, nem, várj, az nem passzív``: the Torony is not passive, so damage in the
    combat abilities sub-phase destroys it (34.10)."""
    _, answer = answered(
        "A harci képességek használata részfázisban a Varázslóm megsebzi az ellenfél Tornyát, "
        "ami passzív, nem, várj, az nem passzív, a Malma a passzív. Rombolás?",
        rulebook,
        "is-destruction",
    )
    assert answer["destruction"] is True


@pytest.mark.parametrize(
    "story",
    [
        f"Az őrposztomban áll a Griff, a Medve meg a Farkas, és {every} az ellenfél "
        "őrposztjában lévő Kígyóra támad. Szabályos?"
        for every in ("mind a hárman", "mindhárom", "mindannyian")
    ]
    # what one attacks with (``mindhárommal``), the list in the sentence before it
    + [
        f"Az őrposztomban áll a Griff, a Medve és a Farkas. Ha {every} az ellenfél "
        "őrposztjában álló Kígyót támadnám, szabályos lenne?"
        for every in ("mindhárommal", "mind a hárommal")
    ],
)
def test_every_one_of_a_list_attacks(story: str, rulebook: Rulebook) -> None:
    """``az Ork, a Troll meg a Goblin, és mind a hárman …``: the subject stands for the list
    before it, so three attack one creature, more than 34.5 allows."""
    situation, answer = answered(story, rulebook)
    assert {by for by, _ in situation.scene.attacks} == {"Griff", "Medve", "Farkas"}
    assert answer["legal"] is False


def test_every_one_of_a_list_counts_none_of_their_guards(rulebook: Rulebook) -> None:
    """``mindkettő`` here is both of mine, no count of the opponent's guard post: whether some
    guard stands unattacked is not told, so neither is the breakthrough (34.4)."""
    situation, answer = answered(
        "Az őrposztomban van a Griff és a Medve, és mindkettő az ellenfél őrposztjában lévő "
        "Kígyóra támad. Szabályos?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Griff", "Medve"}
    assert answer["legal"] is True  # two on one creature (34.5)
    assert answer["breakthrough"] == UNKNOWN


def test_a_name_ending_in_ra_in_a_list_of_nominatives(rulebook: Rulebook) -> None:
    """``a Hiúz, a Kobra meg a Sas``: the items of a list share their case, so ``Kobra`` is a
    name, not ``Kob`` + onto; the three attack the player while the only guard, the Nyúl, is
    not attacked, which 34.4 forbids."""
    situation, answer = answered(
        "Az őrposztomban a Hiúz, a Kobra meg a Sas áll, és mind a hárman közvetlenül az "
        "ellenfélre támadnak. Az ellenfél őrposztjának egyetlen lényét, a Nyulat, nem "
        "támadom. Szabályos?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Hiúz", "Kobra", "Sas"}
    assert answer["legal"] is False
    assert answer["breakthrough"] is False


def test_meg_between_an_attacker_and_its_target_is_no_list(rulebook: Rulebook) -> None:
    """``a Farkasom meg a Kőfalra``: my Farkas (and) onto the Kőfal — no list of names, so the
    Kőfal stays the target; every guard attacked, so attacking the building is legal (34.3,
    34.4)."""
    situation, answer = answered(
        "A Griffem és a Medvém az ellenfél őrposztjában álló Kígyóra támad, a Farkasom meg a "
        "Kőfalra (mind az őrposztomból). Más nincs az ellenfél őrposztján. Szabályos?",
        rulebook,
    )
    assert ("Farkas", "Kőfal") in situation.scene.attacks
    assert answer["legal"] is True


def test_a_breakthrough_said_as_a_condition(rulebook: Rulebook) -> None:
    """``Ha a támadás átüt az őrposzton``: every guard is attacked (34.4), so a building may be
    attacked too (34.3) — a general question answered by case."""
    situation = read(
        "Ha a támadás átüt az őrposzton, általában mit támadhatnak a lényeim?", rulebook
    )
    assert situation is not None and situation.stated.get("unattacked-guards") is False
    reply = answer_situation(situation, rulebook)
    buildings = [c for c in reply.cases if c.card.get("type") == "building"]
    assert buildings and all(c.holds is True for c in buildings)


def test_a_russian_guard_post_and_a_denied_attack(rulebook: Rulebook) -> None:
    """``на посту`` is HKK's guard post; ``Кабана я не атакую`` declares no attack on the only
    guard, so the Гоблин may not attack the building (34.3, 34.4)."""
    situation, answer = answered(
        "У него на посту Кабан. Кабана я не атакую, а Гоблином сразу иду в его здание (Мельницу). "
        "Так можно?",
        rulebook,
    )
    assert ("Кабан", "Мельница") not in situation.scene.attacks
    assert answer["legal"] is False


def test_a_tables_number_counts_no_attackers(rulebook: Rulebook) -> None:
    """``5. asztal``: where the story happened, no count of creatures; the two attack the only
    guard, which 34.5 allows (the judge's word is a claim)."""
    situation, answer = answered(
        "Főbírói fellebbezés, 5. asztal. Az ellenfél őrposztjában egyetlen lény van, a Kígyó. "
        "A Griffem és a Medvém is a Kígyót támadja. A bíró szerint egy lényre csak egy lény "
        "támadhat. Szabályos a támadás, és kinek kell eldöntenie, melyikre üt vissza?",
        rulebook,
    )
    assert {by for by, _ in situation.scene.attacks} == {"Griff", "Medve"}
    assert answer["legal"] is True


def test_none_of_their_guards_attacked_is_no_empty_declaration(rulebook: Rulebook) -> None:
    """``Egyik őrposztos lényét sem támadom``: none of the opponent's guards is attacked — not
    "no attack at all" — so the Griff may not go at the player (34.3, 34.4)."""
    situation = read(
        "Egyik őrposztos lényét sem támadom (van neki Farkas és Medve), csak a Griffel mennék "
        "rá közvetlenül az ellenfélre. Szabályos?",
        rulebook,
    )
    assert situation is not None and "attacker.count" not in situation.stated
    # the guards it names (``van neki Farkas és Medve``) stand there, nobody attacks them
    assert situation.scene is not None
    assert {situation.scene.cards[n]["side"] for n in ("Farkas", "Medve")} == {"inactive"}
    assert {t for _, t in situation.scene.attacks} == {"player"}
    answer = answer_situation(situation, rulebook).answer
    assert answer["legal"] is False and answer["breakthrough"] is False


@pytest.mark.parametrize(
    ("question", "destruction"),
    [
        # a spell said before the damage the story comes to: the strike sub-phase's (34.10)
        (
            "Az előző körben egy varázslattal sebeztem meg a Malmot. Ebben a körben az ütés "
            "részfázisban a Trollom is megsebezte. A Malom nem passzív. Ez rombolás?",
            True,
        ),
        # a spell cast (``varázslatot``) is not what damaged the building
        (
            "Először kijátszottam egy varázslatot, aztán az ütés részfázisban a Trollom "
            "megsebezte az ellenfél nem passzív Malmát. Rombolás?",
            True,
        ),
        # a creature called ``Varázsló`` casts no spell
        (
            "A Varázsló nevű lényem a harci képességek használata részfázisban megsebzi az "
            "ellenfél nem passzív Tornyát. Rombolás?",
            True,
        ),
        # 34.10 defines destruction: damage at the round's end is none
        (
            "A kör végén egy lényem képessége megsebzi az ellenfél nem passzív Malmát. Rombolás?",
            False,
        ),
        # ``nem tudjuk, hogy … vagy …``: the sub-phase is open, and it decides
        (
            "Nem tudjuk, hogy a harci képességek használata részfázisban vagy a kör végén sebezte "
            "meg a Troll a nem passzív Malmot. Rombolás volt?",
            UNKNOWN,
        ),
        # players' short ``harci kép részfázisban``: the combat abilities' sub-phase (34.10)
        ("harci kép részfázisban a griffem megsebzi az ellenfél nem passzív malmát rombolás", True),
        # a claim the asker disputes (``azt mondja, hogy … passzív, szerintem nem az``): whether
        # the building is passive is open, and it decides (34.11); ``mondja`` is read as a verb
        # of saying, no misspelt word of the game
        (
            "Az ütés részfázisban a Lándzsásom megsebezte az ellenfél Bástyáját. Az ellenfél azt "
            "mondja, hogy a Bástya passzív, szerintem nem az. Lerombolta?",
            UNKNOWN,
        ),
        # what a claim concludes from is told (``…, hogy a Várfal passzív, ezért …``), what it
        # concludes is claimed: passive, no destruction (34.11)
        (
            "A harci képességek használata részfázisban sebeztem az ellenfél Várfalán. Azt "
            "mondja, hogy a Várfal passzív, ezért nem romboltam le. Igaza van?",
            False,
        ),
    ],
)
def test_which_damage_a_story_asks_about(question: str, destruction: Any, rulebook: Any) -> None:
    assert _answer_hkk(question, rulebook)[1].answer["destruction"] == destruction


@pytest.mark.parametrize(
    "question",
    [
        # a target located in the guard post in passing tells no more of it; ``az őrposztjából``
        # is where the attackers come from
        "Kati a Griffjével az ellenfél Malmára támad, a Trolljával pedig az ellenfél "
        "őrposztjában álló Koboldra, mindkettő az őrposztjából. Szabályos?",
        # the asker's guard post, where the asker attacks from, is not the opponent's
        "Az őrposztomban álló Griffel közvetlenül az ellenfelet támadom, más támadóm nincs. "
        "Szabályos?",
    ],
)
def test_a_guard_post_not_told_leaves_the_breakthrough_open(question: str, rulebook: Any) -> None:
    """Whether another creature stands in the opponent's guard post is unsaid, and it decides
    the breakthrough (34.4) and so the attack on the building or the player (34.3)."""
    reply = _answer_hkk(question, rulebook)[1]
    assert reply.answer["breakthrough"] == UNKNOWN
    assert reply.answer["legal"] in (UNKNOWN, "by case")


def test_players_verbs_of_setting_on(rulebook: Any) -> None:
    """``rátolom``: the two creatures pushed onto one attack it, so its owner chooses (34.8)."""
    _, reply = _answer_hkk(
        "Ha a Griffet meg a Farkast is rátolom az ellenfél őrposztos Koboldjára (mindkettő az én "
        "őrposztomon áll), neki kell eldöntenie, melyikre üt vissza?",
        rulebook,
    )
    assert list(reply.answer["strike-back-choice"]) == ["Kobold"]


def test_the_askers_verb_first_is_no_name_nor_the_askers_post_a_targets(rulebook: Any) -> None:
    """``Megtámadhatom … tartalékában lévő Koboldot az őrposztomon álló Trollal?``: the Kobold
    is in the reserve (the guard post after it is the asker's): no attack on it (34.3)."""
    _, reply = _answer_hkk(
        "Megtámadhatom az ellenfél tartalékában lévő Koboldot az őrposztomon álló Farkassal?",
        rulebook,
    )
    assert reply.answer["legal"] is False


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # ``Eszter Malmát``: Eszter's Malom (Eszter is a player: ``Eszter őrposztjában``), no
        # card called "Eszter Malom"; her only guard attacked, the Malom may be attacked (34.3,
        # 34.4)
        (
            "Csaba és Eszter. Csaba az aktív játékos. Eszter őrposztjában csak a Manó áll. Csaba "
            "az őrposztjából a Farkassal a Manót, a Medvével pedig Eszter Malmát támadja. "
            "Szabályos?",
            {"legal": True, "breakthrough": True},
        ),
        # a given name in any case is a player, never a card: Kinga holds the target, so she is
        # Imre's opponent; two attackers on her Sámán (34.5), she chooses (34.8)
        (
            "Imre az őrposztjából a Vasgólemmel és a Pókkal is Kinga őrposztjában álló Sámánjára "
            "támadott. Szabályos volt, és ki dönti el, melyikre üt vissza a Sámán?",
            {"legal": True, "strike-back-choice": ("Sámán",)},
        ),
        # ``közvetlenül Kingára``: the player attacked; her Varjú left alone, no breakthrough
        (
            "Kinga őrposztjában a Kígyó és a Varjú állt. Imre a Vasgólemmel a Kígyót támadta, a "
            "Pókkal pedig közvetlenül Kingára ment, mindkettő az őrposztjából. Szabályos?",
            {"legal": False, "illegal": ("Pók",), "breakthrough": False},
        ),
        # ``a tartalékában lévő Pókkal Zoltán …``: the name ends before the player (34.1)
        (
            "Hanna a tartalékában lévő Pókkal Zoltán őrposztjában álló Kígyójára támadott. "
            "Lehetett?",
            {"legal": False, "illegal": ("Pók",)},
        ),
        # ``egy lény, amelyet senki nem támad``: the negation is the relative clause's, the
        # creature stands there unattacked (34.4)
        (
            "Közvetlenül az ellenfelet támadom a Pókkal az őrposztomból, pedig az ellenfél "
            "őrposztjában áll egy lény, amelyet senki nem támad. Szabályos?",
            {"legal": False, "breakthrough": False},
        ),
        # a count in digits: two there, one named and attacked
        (
            "Az ellenfél őrposztjában 2 lény áll. Az őrposztomból a Pókkal a Varjút, a Sassal "
            "közvetlenül az ellenfelet támadom. Mehet?",
            {"legal": False, "breakthrough": False},
        ),
        # ``talán más is``: the guard post is not told whole, and it decides (34.4)
        (
            "Az ellenfél őrposztjában áll egy Varjú, és talán más is, nem tudom. A Pókkal a "
            "Varjút, a Hangyával az ellenfél Malmát támadom, mindkettő az őrposztomból. "
            "Szabályos?",
            {"breakthrough": UNKNOWN},
        ),
        # ``a Nindzsával — az is … — pedig közvetlenül az ellenfelet``: an attacker alone in
        # its clause goes onto the target past the clause between, not the one before; whether
        # the Vérfarkas is the only guard is unsaid, and it decides the breakthrough (34.4)
        (
            "Az ellenfél őrposztjában lévő Vérfarkast az őrposztomból a Lovaggal támadom, az "
            "Íjásszal — az is az őrposztomban áll — pedig közvetlenül az ellenfelet. Jó így?",
            {"legal": UNKNOWN, "breakthrough": UNKNOWN},
        ),
        # ``a Kőtorony nevű építményét pedig a Lovasom``: a clause whose verb is left out, its
        # target the noun after ``nevű``; the Bölény is the only guard and two attack it, so
        # the breakthrough holds and its owner chooses (34.4, 34.5, 34.8)
        (
            "Az ellenfél őrposztjában álló Bölényt az őrposztomból a Medve és a Farkas támadja, "
            "az ellenfél Kőtorony nevű építményét pedig a Lovasom, az is az őrposztomból. Más "
            "lénye nincs az őrposztban. Szabályos?",
            {"legal": True, "breakthrough": True, "strike-back-choice": ("Bölény",)},
        ),
        # ``a többi lényem nem támad``: the asker's other creatures, nothing of the opponent's
        (
            "A Hangyámmal az őrposztomból közvetlenül az ellenfelet támadom; a többi lényem nem "
            "támad. Szabályos?",
            {"breakthrough": UNKNOWN},
        ),
        # the other player called as kin (``a bátyám``) owns the cards after the word and
        # attacks the asker's: ``mindkét lényem`` are the attacked ones, in the guard post (34.3,
        # 34.5); two on the Szarvas, whose owner chooses (34.8)
        (
            "A bátyám Oroszlánja és Sólyma is a Szarvasomra támad, a Keselyűje meg a Rókámra. "
            "Mindkét lényem az én őrposztomban áll. Szabályos ez?",
            {"legal": True, "strike-back-choice": ("Szarvas",)},
        ),
        # two kin, the asker looking on: the one whose place holds the target is the opponent
        (
            "A papa két lénye — a Bivaly és a Holló, mindkettő az ő őrposztjában — a nagymama "
            "őrposztjában lévő Mókusra támad. Ki választja ki, melyikre üt vissza a Mókus?",
            {"legal": True, "strike-back-choice": ("Mókus",)},
        ),
        # ``nevű lényemre``: a creature of the asker's by the noun after ``nevű``, though its
        # name ends as a building's (``-fal``) and is said again without the noun
        (
            "A húgom Vaddisznója és Farkasa az én Mohafal nevű lényemre támad. Mindkettő az ő "
            "őrposztjában áll, a Mohafal az enyémben. Szabályos?",
            {"legal": True, "strike-back-choice": ("Mohafal",)},
        ),
        # ``Malmára (építmény)``: a building said in a parenthesis; the Gyík is left alone, so
        # no breakthrough (34.3, 34.4)
        (
            "Egyik lényem sem támad a férjem őrposztjában álló Gyíkra. A Bagolyommal az "
            "őrposztomból a férjem Malmára (építmény) támadok. Szabályos?",
            {"legal": False, "illegal": ("Bagoly",), "breakthrough": False},
        ),
    ],
)
def test_players_by_name_and_the_guards_a_story_counts(
    question: str, expected: dict[str, Any], rulebook: Rulebook
) -> None:
    """Players called by their given names (a player, never a card nor the end of one) and what
    a story tells of the opponent's guard post, read into the answer's keys."""
    _, answer = answered(question, rulebook)
    assert {key: answer[key] for key in expected} == expected


def test_a_denial_typed_after_the_attack_it_follows(rulebook: Rulebook) -> None:
    """``a Sasommal … közvetlenül az ellenfelet támadom a többiekkel nem támadok``, without
    commas: the denial is of the other creatures, the attack on the player stands — and
    whether the guard post is empty is not told, so neither is whether it breaks through
    (34.3, 34.4)."""
    situation, answer = answered(
        "a Sasommal az őrposztomból közvetlenül az ellenfelet támadom a többiekkel nem "
        "támadok jó így",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.attacks == (("Sas", "player"),)
    assert answer["legal"] == UNKNOWN


def test_claims_of_a_verdict_alone_leave_the_story_told(rulebook: Rulebook) -> None:
    """``Anna szerint szabályos, Péter szerint hibás: …``: each claim is its verdict only; the
    attacks told after the colon are the story — two on one guard (34.5) is legal."""
    situation, answer = answered(
        "Anna szerint szabályos, Péter szerint hibás: az aktív játékos őrposztjából a Sas és a "
        "Medve is az ellenfél őrposztjában álló Ogrét támadja. Kinek van igaza?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {("Sas", "Ogre"), ("Medve", "Ogre")}
    assert answer["legal"] is True


def test_the_word_after_vagyis_nem_names_what_is_taken_back(rulebook: Rulebook) -> None:
    """``a Tornyára vagyis nem a Tornyára, hanem a Gnómjára``: the word after ``nem`` is the
    one taken back, though its case ending differs from the new one's (``-ra``, ``-re``). The
    Gnóm stands in the guard post, where the Sas may attack it (34.3)."""
    situation, answer = answered(
        "a Sasommal az ellenfél Tornyára támadok vagyis nem a Tornyára, hanem a Gnómjára, ami "
        "az őrposztjában áll, a Sas az én őrposztomban van, mehet",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.attacks == (("Sas", "Gnóm"),)
    assert answer["legal"] is True


@pytest.mark.parametrize(
    ("question", "legal", "breakthrough"),
    [
        # ``a másik játékos szerint a Medve a tartalékomban volt``, and the asker does not
        # know: the Medve's place is answered by case — from the guard post legal, from the
        # reserve not (34.1, 34.3) — never taken as the guard post
        (
            "A Medvém az ellenfél őrposztjában álló Koboldra támadt, egyedül. A másik játékos "
            "szerint a Medve akkor a tartalékomban volt; nem tudom, igaza van-e. Szabályos volt?",
            UNKNOWN,
            None,
        ),
        # ``szerinte a tartalékban pihenő Ent miatt``: the claim speaks of the Ent, no
        # attacker; both guards and the player attacked from the guard post (34.3, 34.4)
        (
            "Az ellenfél őrposztjában a Bagoly és a Gnóm áll. A Sasommal a Baglyot, a "
            "Farkasommal a Gnómot, a Medvémmel pedig közvetlenül az ellenfelet támadom. Az "
            "ellenfél szerint a tartalékban pihenő Ent miatt ez nem átütés. Szabályos?",
            True,
            True,
        ),
        # ``a Vártán lény vagy építmény, nem tudom``: three on it break 34.5 if it is a
        # creature; a building needs a breakthrough the story does not tell (34.3, 34.4)
        (
            "A Farkasommal, a Medvémmel és a Sasommal támadom a Vártánt, mindhárom az "
            "őrposztomban áll. Hogy a Vártán lény vagy építmény, nem tudom. Szabályos?",
            UNKNOWN,
            None,
        ),
        # ``… csak a Bagoly es a Gnom all. a Sasom …``: a stop after ``all`` ends the sentence
        # (no word cut short), so the guard post is told whole; both guards attacked, the
        # building may be too (34.3, 34.4)
        (
            "az ellenfel orposztjaban csak a Bagoly es a Gnom all. a Sasom a Baglyot, a Medvem "
            "a Gnomot, a Farkasom pedig az ellenfel Varat tamadja. szabalyos?",
            True,
            True,
        ),
        # ``a tartalékomban van vagyis nem a tartalékban hanem az őrposztban``: the Íjász
        # stands in the guard post and attacks a guard (34.1, 34.3)
        (
            "az Ijasz a tartalekomban van vagyis nem a tartalekban hanem az orposztban es az "
            "ellenfel Goblinjat tamadja az o orposztjaban szabalyos",
            True,
            None,
        ),
    ],
)
def test_what_a_story_leaves_open_or_tells_in_passing(
    question: str, legal: Any, breakthrough: bool | None, rulebook: Rulebook
) -> None:
    """A fact said only as either of two, or only in a claim, is answered by case; a claim
    about another card, a sentence typed in small letters and a self-correction leave the
    story told."""
    _, answer = answered(question, rulebook)
    assert answer["legal"] == legal
    if breakthrough is not None:
        assert answer["breakthrough"] is breakthrough


def test_a_case_whose_runs_hold_for_different_clauses_cites_the_one_it_shows(
    rulebook: Rulebook,
) -> None:
    """Three on a target that may be a creature or a building: where it is a creature, the
    attack breaks 34.5 whatever else holds, and that case names 34.5 with its words (its
    runs, over the places left open, fail for different clauses; none is common to all)."""
    situation = read(
        "A Farkasommal, a Medvémmel és a Sasommal támadom a Vártánt, mindhárom az őrposztomban "
        "áll. Hogy a Vártán lény vagy építmény, nem tudom. Szabályos?",
        rulebook,
    )
    assert situation is not None
    reply = answer_situation(situation, rulebook)
    creature = [c for c in reply.cases if c.card == {"target.type": "creature"}]
    assert [c.holds for c in creature] == [False] and "34.5" in creature[0].cites


def test_attackers_said_in_the_plural_without_a_number_are_two_or_more(
    rulebook: Rulebook,
) -> None:
    """``a lányom lényei … támadnak``: several, how many unsaid — two on one creature is legal,
    three not (34.5): never one taken as usual."""
    _, reply = _answer_hkk(
        "A lányom lényei, mind az ő őrposztjából, az én őrposztomban álló Kecskémre támadnak, de "
        "hogy hánnyal, nem láttam. Szabályos?",
        rulebook,
    )
    assert reply.answer["legal"] == UNKNOWN


def test_an_attack_a_question_supposes_anew_replaces_the_one_told(rulebook: Rulebook) -> None:
    """``Mi lett volna, ha a Kos nem a Hiúzt, hanem szintén a Medvét támadja?``: the Kos
    attacks as supposed (``nem a Hiúzt``: not the Hiúz), the others as told — the Hiúz is left
    unattacked, so the Szarvas may not go to a building (34.4)."""
    situation, answer = answered(
        "Az őrposztomban a Bika, a Kos és a Szarvas áll. Az ellenfél őrposztjában a Medve és a "
        "Hiúz. A Bika a Medvét, a Kos a Hiúzt, a Szarvas az ellenfél Malmát támadja. Mi lett "
        "volna, ha a Kos nem a Hiúzt, hanem szintén a Medvét támadja? Akkor is mehetett volna a "
        "Szarvas a Malomra?",
        rulebook,
    )
    assert situation.scene is not None
    assert set(situation.scene.attacks) == {
        ("Bika", "Medve"),
        ("Kos", "Medve"),
        ("Szarvas", "Malom"),
    }
    assert answer["legal"] is False
    assert list(answer["illegal"]) == ["Szarvas"]


@pytest.mark.parametrize(
    ("question", "attacks"),
    [
        # ``ilyenkor`` after a name is no word of it
        (
            "Az ellenfél őrposztjában csak a Gólem áll. A Bagoly a Gólemet támadja, a Vadkanom "
            "ilyenkor az ellenfél Kaszárnyájára megy. Mindkettő az őrposztomban. Szabályos?",
            {("Bagoly", "Gólem"), ("Vadkan", "Kaszárnya")},
        ),
        # ``magára Zolira``: the player himself
        (
            "Zoli őrposztjában csak egy Gólem áll. Az őrposztomból a Bagollyal a Gólemet, a "
            "Sassal magára Zolira támadok. Szabályos?",
            {("Bagoly", "Gólem"), ("Sas", "player")},
        ),
    ],
)
def test_words_round_a_name_that_are_no_card(
    question: str, attacks: set[tuple[str, str]], rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert situation.scene is not None and set(situation.scene.attacks) == attacks
    assert answer["legal"] is True


def test_a_participle_of_standing_tells_the_place_of_the_card_before_it(
    rulebook: Rulebook,
) -> None:
    """``Гнома, стоящего на посту противника``: the Гном stands in the guard post — two on one
    creature is legal (34.5), and its owner chooses which one it strikes back (34.8)."""
    situation, answer = answered(
        "HKK: мои Волк и Кабан, оба с поста, атакуют одного Гнома, стоящего на посту "
        "противника. Можно?",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.cards["Гном"]["zone"] == "guard-post"
    assert answer["legal"] is True
    assert list(answer["strike-back-choice"]) == ["Гном"]


@pytest.mark.parametrize(
    ("question", "legal", "illegal"),
    [
        # a clause with a verb of standing tells the guard post, though an attack follows in
        # the sentence: both guards attacked, the Szarvas breaks through (34.4)
        (
            "Az ellenfél őrposztjában Medve és Hiúz áll; az őrposztos Bikám a Medvét, az "
            "őrposztos Kosom a Hiúzt, az őrposztos Szarvasom pedig közvetlenül az ellenfelet "
            "támadja. Átütök?",
            True,
            [],
        ),
        # the opponent's creatures, so called, are creatures whatever their names sound like
        (
            "Az ellenfélnek két lénye van az őrposztban: Hiúz és Kőtorony. Az őrposztomban álló "
            "lényeimmel így támadok: Bika a Hiúzt, Kos a Kőtornyot, Szarvas pedig közvetlenül "
            "az ellenfelet. Szabályos?",
            True,
            [],
        ),
        # ``a Hiúzra egy sem``: nobody attacks the Hiúz, so the Szarvas may not go to the
        # player (34.3, 34.4)
        (
            "Az ellenfél őrposztjában a Medve és a Hiúz áll; a Medvére a Bikám és a Kosom támad "
            "az őrposztomból, a Hiúzra egy sem, a Szarvasom pedig az őrposztomból az ellenfelet "
            "támadja. Szabályos?",
            False,
            ["Szarvas"],
        ),
    ],
)
def test_the_guard_post_told_beside_the_attacks(
    question: str, legal: bool, illegal: list[str], rulebook: Rulebook
) -> None:
    _, answer = answered(question, rulebook)
    assert answer["legal"] is legal
    assert list(answer["illegal"]) == illegal


@pytest.mark.parametrize(
    ("question", "attacks"),
    [
        # ``a Bölényen kívül``: apart from the Bölény — no card of its own
        (
            "A Bikám és a Kosom az őrposztomból az ellenfél őrposztjában álló Bölényt támadja. "
            "Az ellenfél őrposztjában a Bölényen kívül nincs más lény. Ki választ?",
            {("Bika", "Bölény"), ("Kos", "Bölény")},
        ),
        # ``a Baglyom``: the Bagoly, its vowel back before the possessive
        (
            "Az ellenfél őrposztjában csak a Hiúz áll. A Hiúzt a Bikám, az ellenfél Malmát a "
            "Baglyom támadja, mindkettő az őrposztomból. Szabályos?",
            {("Bika", "Hiúz"), ("Bagoly", "Malom")},
        ),
    ],
)
def test_a_name_read_whole_through_its_endings(
    question: str, attacks: set[tuple[str, str]], rulebook: Rulebook
) -> None:
    situation, _ = answered(question, rulebook)
    assert situation.scene is not None and set(situation.scene.attacks) == attacks


def test_the_attackers_counted_are_no_guards(rulebook: Rulebook) -> None:
    """``Három lény … támad az ellenfél Malmára, és az ellenfél őrposztja üres``: the three
    attack; the empty guard post is broken through (an assumption shown), and any number may
    attack a building (34.4, 34.6)."""
    _, answer = answered(
        "Három lény (Bika, Kos, Szarvas) az őrposztomból támad az ellenfél Malmára, és az "
        "ellenfél őrposztja üres. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_more_is_not_the_others(rulebook: Rulebook) -> None:
    """``Több lény is támadhat …?``: "more creatures", not "the other creatures" — no guard
    left unattacked is told; the guard post is empty (34.4, 34.6)."""
    _, answer = answered(
        "Több lény is támadhat egyszerre egy játékosra? Öt őrposztos lényem támadja az "
        "ellenfelet, akinek üres az őrposztja.",
        rulebook,
    )
    assert answer["legal"] is True


def test_an_attack_told_target_first_then_attacker(rulebook: Rulebook) -> None:
    """``a Hiúzt Bikával, a Medvét Kossal``: each pair the target in the accusative, then the
    creature that attacks it — two names, not one; both guards attacked, so the Szarvas
    breaks through (34.4)."""
    situation, answer = answered(
        "Az ellenfél őrposztjában Hiúz és Medve van, más nincs. Támadom Hiúzt Bikával, Medvét "
        "Kossal, és közvetlenül az ellenfelet Szarvassal. Mind az őrposztomban állnak. Szabályos?",
        rulebook,
    )
    assert situation.scene is not None
    assert set(situation.scene.attacks) == {
        ("Bika", "Hiúz"),
        ("Kos", "Medve"),
        ("Szarvas", "player"),
    }
    assert answer["legal"] is True


def test_a_cards_printed_text_quoted_is_no_fact(rulebook: Rulebook) -> None:
    """``a lapján az áll: „… ez az építmény passzív.”``: what the card's text says is not
    told as so — whether the Malom is passive stays open (34.10, 34.11)."""
    _, answer = answered(
        "A Bikám az ütés részfázisban megsebzi az ellenfél Malmát, aminek a lapján az áll: "
        "„Ha üres a tartalékod, ez az építmény passzív.” Rombolás ez?",
        rulebook,
        kind="is-destruction",
    )
    assert answer["destruction"] == UNKNOWN


def test_a_card_named_only_in_an_earlier_turn_is_gone(rulebook: Rulebook) -> None:
    """``Az első körben ott volt a Hiúz, a második körben meghalt. Most … csak a Medve``: the
    Hiúz is no guard now; the Medve attacked, the others break through (34.4, 34.6)."""
    _, answer = answered(
        "Az első körben az ellenfél őrposztjában ott volt a Hiúz, a második körben meghalt. Most "
        "a harmadik körben az ellenfél őrposztjában csak a Medve van. A Bikám a Medvére támad, "
        "a Kos és a Szarvas pedig mind a Malomra (építmény). Mind az őrposztomban. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_creatures_sent_in_attack(rulebook: Rulebook) -> None:
    """``Beküldöm a Bikát, a Kost meg a Szarvast is a Medvéjére``: sent in (``beküld``), the
    three attack the Medve — more than two on one creature (34.5)."""
    _, answer = answered(
        "Beküldöm a Bikát, a Kost meg a Szarvast is az ellenfél Medvéjére. Szabályos?", rulebook
    )
    assert answer["legal"] is False
    assert sorted(answer["illegal"]) == ["Bika", "Kos", "Szarvas"]


def test_a_count_named_in_the_next_sentence_is_those_names(rulebook: Rulebook) -> None:
    """``Három lénnyel támadnám a Hiúzát. A Bika, a Kos és a Szarvas mind a Hiúzra menne.``:
    the three counted are the three named, no three more (34.5: three on one)."""
    situation, answer = answered(
        "Három lénnyel támadnám az ellenfél Hiúzát. A Bika, a Kos és a Szarvas mind a Hiúzra "
        "menne. Lehet?",
        rulebook,
    )
    assert situation.scene is not None
    assert {by for by, _ in situation.scene.attacks} == {"Bika", "Kos", "Szarvas"}
    assert answer["legal"] is False


def test_a_partition_of_counted_creatures(rulebook: Rulebook) -> None:
    """``A három lényem közül kettő a Hiúzt, egy pedig a Medvét támadja, más lénye nincs az
    őrposztban``: two on the Hiúz, one on the Medve — both guards, and the opponent has no
    other there, so the Hiúz and the Medve stand in the guard post: allowed, broken through,
    the Hiúz's owner chooses whom it strikes back (34.3, 34.4, 34.5, 34.8)."""
    _, answer = answered(
        "A három lényem közül kettő a Hiúzt, egy pedig a Medvét támadja, más lénye nincs az "
        "őrposztban. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True and answer["breakthrough"] is True
    assert list(answer["strike-back-choice"]) == ["Hiúz"]


def test_a_but_ends_someones_claim(rulebook: Rulebook) -> None:
    """``… mert szerinte minden építmény passzív, de a lapon nincs ilyen, a Malom nem passzív``:
    after the ``de`` the teller speaks — the Malom is not passive; wounded in the strike
    sub-phase, it is destroyed (34.10)."""
    _, answer = answered(
        "Az ellenfél azt mondta, ez nem rombolás, mert szerinte minden építmény passzív, de a "
        "lapon nincs ilyen, a Malom nem passzív. A Bikám az ütés részfázisban megsebezte a "
        "Malmát. Rombolás?",
        rulebook,
        kind="is-destruction",
    )
    assert answer["destruction"] is True


def test_every_one_counted_then_named_in_brackets(rulebook: Rulebook) -> None:
    """``Támadhat-e egyszerre mindhárom (Bika, Kos, Szarvas) az ellenfél Medvéjére?``: the three
    in brackets are the three counted — three on one creature (34.5)."""
    _, answer = answered(
        "Három lényem van az őrposztban. Támadhat-e egyszerre mindhárom (Bika, Kos, Szarvas) "
        "az ellenfél Medvéjére?",
        rulebook,
    )
    assert answer["legal"] is False
    assert sorted(answer["illegal"]) == ["Bika", "Kos", "Szarvas"]


def test_the_opponents_only_guard_named_in_apposition(rulebook: Rulebook) -> None:
    """``a Hiúzt, az ellenfél egyetlen őrposztos lényét``: the Hiúz is his only guard — attacked,
    the guard post is broken through, and the Kos may go at the player (34.3, 34.4)."""
    _, answer = answered(
        "Ha a Hiúzt, az ellenfél egyetlen őrposztos lényét megtámadom a Bikával, mehet a Kos "
        "az ellenfélre? Mindkettő az őrposztomban áll.",
        rulebook,
    )
    assert answer["legal"] is True and answer["breakthrough"] is True


def test_a_players_word_for_allowed_asks_the_declaration(rulebook: Rulebook) -> None:
    """``Legális?``: players' Hungarian for "is it allowed" — an attack declaration asked."""
    situation = read("A Bika és a Kos → Medve, a Szarvas → szintén Medve. Legális?", rulebook)
    assert situation is not None and situation.kind == "attack-declaration"


def test_a_guard_post_the_teller_does_not_remember_is_open(rulebook: Rulebook) -> None:
    """``Hogy … a Medvén kívül áll-e még valaki, nem emlékszem``: whether another guard stands
    there is not told — whether the Kos may go at the player is undecided (34.3, 34.4)."""
    _, answer = answered(
        "Az őrposztomban lévő Bikával az ellenfél Medvéjét támadom, a szintén őrposztos Kossal "
        "pedig közvetlenül az ellenfelet. Hogy az ellenfél őrposztjában a Medvén kívül áll-e "
        "még valaki, nem emlékszem. Szabályos?",
        rulebook,
    )
    assert answer["legal"] == UNKNOWN and answer["breakthrough"] == UNKNOWN


def test_numbers_with_their_creatures_left_out(rulebook: Rulebook) -> None:
    """``A Hiúzt két lényemmel támadom, a Medvét eggyel``; ``Három lényem támad: kettővel a
    Hiúzt, eggyel a Medvét``: ``eggyel`` (with one) counts one more attacker, the three parted
    are the three — both guards attacked, the guard post broken through, the Hiúz's owner
    chooses whom it strikes back (34.4, 34.8)."""
    for question in (
        "Az ellenfél őrposztjában csak a Hiúz és a Medve áll. A Hiúzt két lényemmel támadom, a "
        "Medvét eggyel, mindhárom az őrposztomból jön. Átütök?",
        "Három lényem támad: kettővel az ellenfél Hiúzát, eggyel a Medvéjét, más őrposztos "
        "lénye nincs. Ki választja ki, hogy a Hiúz melyikre üt vissza?",
    ):
        _, answer = answered(question, rulebook)
        assert answer["breakthrough"] is True, question
        assert list(answer["strike-back-choice"]) == ["Hiúz"], question


def test_neither_of_them_attacks(rulebook: Rulebook) -> None:
    """``Sem a Bikám, sem a Kosom nem támad, csak a Szarvasom támadja a Medvét``: neither the
    Bika nor the Kos attacks — one attacker, so nobody chooses whom the Medve strikes back
    (34.8)."""
    situation, answer = answered(
        "Sem a Bikám, sem a Kosom nem támad, csak a Szarvasom támadja az ellenfél Medvéjét. "
        "Kell választania az ellenfélnek, melyikre üt vissza a Medve?",
        rulebook,
    )
    assert situation.scene is not None
    assert [by for by, _ in situation.scene.attacks] == ["Szarvas"]
    assert list(answer["strike-back-choice"]) == []


@pytest.mark.parametrize(
    ("question", "attacks"),
    [
        # typed on a phone, no capitals: the beings' words are the cards' names
        (
            "ha a goblinom és a trollom is az ellenfél orkját támadja ő dönti el melyikre üt "
            "vissza",
            [("Goblin", "Ork"), ("Troll", "Ork")],
        ),
        # a list of trades is three cards; a people's word then a trade's is one name
        (
            "ha 3 lényem íjász pap lovag mind az őrposztból egy lényre támad az ellenfél "
            "őrposztos trolljára az oké",
            [("Íjász", "Troll"), ("Pap", "Troll"), ("Lovag", "Troll")],
        ),
        (
            "a trollom meg a goblinom az ellenfel orposztos elf ijaszara tamad, ez igy jo?",
            [("Troll", "Elf ijasz"), ("Goblin", "Elf ijasz")],
        ),
        # the guards listed after ``van`` with no commas: a clause of their own
        (
            "ellenfél őrposztján csak 1 lény van a goblin azt megtámadom a trollal és a "
            "sárkánnyal meg az ellenfelet ütöm ez átütés",
            [
                ("Troll", "Goblin"),
                ("Sárkány", "Goblin"),
                ("Troll", "player"),
                ("Sárkány", "player"),
            ],
        ),
    ],
)
def test_a_story_typed_in_small_letters_names_its_beings(
    question: str, attacks: list[tuple[str, str]], rulebook: Rulebook
) -> None:
    situation = read(question, rulebook)
    assert situation is not None and situation.scene is not None
    assert set(situation.scene.attacks) <= set(attacks)
    assert {a for a, _ in situation.scene.attacks} == {a for a, _ in attacks}


def test_small_letters_that_call_no_being_name_no_card(rulebook: Rulebook) -> None:
    """``a bíró``, ``a chatben``: no being's word, so no card — the question stays general."""
    situation = read(
        "a biro szerint kotelezo tamadni ha van lenyem az orposztban, a chatben is ezt irtak. "
        "szabalyos ha senkivel sem tamadok",
        rulebook,
    )
    assert situation is not None
    assert situation.scene is None or not situation.scene.cards


def test_a_guard_the_opponent_has_is_his_and_left_alone(rulebook: Rulebook) -> None:
    """``de neki van egy Farkasa az őrposztjában``: his Farkas (its ``-a`` his possessive),
    nobody attacks it — no breakthrough, so the attacks on the player are not allowed (34.3,
    34.4)."""
    situation, answer = answered(
        "Harom lenyem van az orposztban, mindharommal kozvetlenul az ellenfelet akarom tamadni, "
        "de neki van egy Farkasa az orposztjaban. Lehet?",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.cards["Farkas"]["side"] == "inactive"
    assert answer["legal"] is False and answer["breakthrough"] is False


def test_an_empty_declaration_asked_as_closing_without_an_attack(rulebook: Rulebook) -> None:
    """``Támadás nélkül is lezárhatom …?``: attacking is not obligatory (34.2)."""
    _, answer = answered(
        "Támadás nélkül is lezárhatom a támadók kijelölése részfázist, vagy muszáj valakivel "
        "támadnom?",
        rulebook,
    )
    assert answer["legal"] is True


def test_the_opponents_creatures_listed_after_a_dash_attack_mine(rulebook: Rulebook) -> None:
    """``на него нападают два существа противника — Орк и Гоблин``: the names after the
    kind's noun are the opponent's, so the asker's Рыцарь defends and its owner chooses (34.8)."""
    situation, answer = answered(
        "Играем в HKK. В моём őrposzt стоит Рыцарь, и на него одновременно нападают два "
        "существа противника — Орк и Гоблин. Кто решает, на кого ответит мой Рыцарь?",
        rulebook,
    )
    assert situation.scene is not None
    assert situation.scene.cards["Рыцарь"]["side"] == "inactive"
    assert list(answer["strike-back-choice"]) == ["Рыцарь"]


def test_a_guard_nobody_attacks_placed_in_their_guard_post(rulebook: Rulebook) -> None:
    """``Egyik lényem sem támadja a Griffet az ellenfél őrposztjában``: the Griff is the
    opponent's guard, left alone — so the Farkas may not attack a building (34.3, 34.4)."""
    situation, answer = answered(
        "Egyik lényem sem támadja a Griffet az ellenfél őrposztjában, de a Farkassal a "
        "Kaszárnyát támadnám. Lehet?",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.cards["Griff"]["side"] == "inactive"
    assert answer["legal"] is False and list(answer["illegal"]) == ["Farkas"]


def test_the_card_attacked_with_by_a_pronoun_in_russian(rulebook: Rulebook) -> None:
    """``Моё существо Орк лежит в резерве (tartalék), и я хочу объявить им атаку на Лучника``:
    ``им`` is the Орк, which attacks from the reserve — not allowed (34.1)."""
    situation, answer = answered(
        "Моё существо Орк лежит в резерве (tartalék), и я хочу объявить им атаку на Лучника на "
        "őrposzt противника.",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.attacks == (("Орк", "Лучник"),)
    assert answer["legal"] is False and list(answer["illegal"]) == ["Орк"]


def test_a_count_typed_as_a_digit(rulebook: Rulebook) -> None:
    """``2 lényem támadja az ellenfél lovagját``: two attackers onto one creature — its owner
    chooses which it strikes back (34.8)."""
    _, answer = answered(
        "2 lényem támadja az ellenfél őrposztos Lovagját. Ki dönti el, melyikre üt vissza?",
        rulebook,
    )
    assert list(answer["strike-back-choice"]) == ["Lovag"]


def test_a_name_with_my_possessive_and_a_case_ends_there(rulebook: Rulebook) -> None:
    """``a Trollomat egyszere``: Troll + om + at — the name ends with its case; the misspelt
    ``egyszerre`` after it is no part of it. Two creatures attack it: its owner chooses which
    it strikes back at (34.8)."""
    _, answer = answered(
        "Az ellenfélem két lénnyel tamadja a Trollomat egyszere, a Farkassal meg az Orkkal. Nekem "
        "kel eldönteni hogy a Troll melyikre üt visza, vagy ő dönti el?",
        rulebook,
    )
    assert answer["strike-back-choice"] == ("Troll",)


def test_a_latin_name_of_two_words_in_a_russian_story(rulebook: Rulebook) -> None:
    """``Ork harcos``: a Latin name's small-letter word after it goes on with the name (not a
    place typed in Hungarian, ``tartalék``). It attacks a creature in the reserve: not
    allowed (34.3)."""
    _, answer = answered(
        "В HKK моё существо Ork harcos из őrposzt атакует существо противника Elf, которое у "
        "него в резерве (tartalék), а не на посту. Так можно?",
        rulebook,
    )
    assert answer["legal"] is False
    assert answer["illegal"] == ("Ork harcos",)


def test_when_a_creature_may_attack_the_player_is_answered_by_the_guard_post(
    rulebook: Rulebook,
) -> None:
    """``Mikor támadhat egy lény közvetlenül az ellenfél játékost?``: one kind of target (the
    player), its answer left open by whether every guard is attacked — answered by that fact
    (34.4: only when each creature of the guard post is attacked), not left undecided."""
    situation = read("Mikor támadhat egy lény közvetlenül az ellenfél játékost?", rulebook)
    assert situation is not None
    reply = answer_situation(situation, rulebook)
    assert reply.answer["legal"] == "by case"
    assert reply.answer["breakthrough"] == "by case"
    by_fact = {c.card["unattacked-guards"]: c.holds for c in reply.cases}
    assert by_fact == {True: False, False: True}
    assert "34.4" in reply.cites


def test_every_card_said_to_stand_in_the_guard_post(rulebook: Rulebook) -> None:
    """``Mind őrposztban vannak``: a clause naming no card says where every one stands — the
    opponent's Lovag too; attacking one's own Farkas is what breaks the rules (34.3)."""
    _, answer = answered(
        "Az ellenfelem Lovagját támadom a Trollommal és a Goblinommal, a saját Farkasomat pedig "
        "az Orkommal. Mind őrposztban vannak. Melyik támadás szabálytalan?",
        rulebook,
    )
    assert answer["legal"] is False
    assert answer["illegal"] == ("Ork",)


def test_a_guard_nobody_attacks_beside_an_attack_on_the_player(rulebook: Rulebook) -> None:
    """``… az ellenfél arcába megyek …, azt senki nem támadja``: the story declares attacks (on
    the player) and leaves its one guard unattacked — no idle declaration: the guard post is
    not broken through, so the player may not be attacked (34.4)."""
    _, answer = answered(
        "Full rush: az összes őrposztos lényemmel, négy darabbal, az ellenfél arcába megyek, "
        "közvetlenül a játékosra. Neki van egy Gólemje az őrposztban, azt senki nem támadja. Ez "
        "így mehet?",
        rulebook,
    )
    assert answer["legal"] is False
    assert answer["breakthrough"] is False


def test_the_opponent_himself_at_a_russian_sentences_end(rulebook: Rulebook) -> None:
    """``мой Тролль — его самого``: the Тролль attacks the opponent himself; his one guard is
    attacked, so the guard post is broken through (34.4)."""
    _, answer = answered(
        "HKK: мой Рыцарь и мой Тролль стоят на моём сторожевом посту, у соперника на его посту "
        "только его Гоблин. Мой Рыцарь бьёт его Гоблина, мой Тролль — его самого. Проходит?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True


def test_striking_a_creature_is_attacking_it(rulebook: Rulebook) -> None:
    """``azt a Lovagom üti``: players say ``üt`` (strike) for attacking; the one guard attacked,
    the Griff may go at the player (34.4). ``melyiket ütöm vissza`` is striking back, no
    attack."""
    _, answer = answered(
        "Arcba akarok menni a Griffel. Az ellenfél őrposztjában csak egy Gólem áll, azt a Lovagom "
        "üti, mindkét lényem az őrposztban van. Bemegy a Griff arcba?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True
    _, answer = answered(
        "A lányom duplázza a Goblinomat: a Trolljával és az Ogréjával is rámegy, mind a kettő az ő "
        "őrposztjában, a Goblinom az enyémben. Ez belefér, és nekem kell bevállalnom, melyiket "
        "ütöm vissza?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["strike-back-choice"] == ("Goblin",)


def test_a_name_typed_with_a_letter_wrong_is_the_same_card(rulebook: Rulebook) -> None:
    """``Goblim`` and ``Goblint``: one Goblin typed with a letter wrong; it is attacked, so
    every guard is and the guard post is broken through (34.4)."""
    _, answer = answered(
        "Az ellenfél őrpsztjában két lény van, Goblim és Troll. Én az őrposztomból a Lovaggal a "
        "Goblint, a Grifel a Trollt támadom, az Ork harcossal meg magát az ellenfelet. Átütök így?",
        rulebook,
    )
    assert answer["breakthrough"] is True


def test_how_many_may_pile_onto_one_creature_asks_of_a_guard(rulebook: Rulebook) -> None:
    """``… támadja: belefér vagy sok?``: the count is asked (34.5: two at most); the creature
    attacked, its place unsaid, is taken as one that may be attacked — in the guard post
    (34.3) — and shown as taken."""
    situation, answer = answered(
        "A Trollom és a Lovagom is az ellenfél Goblinját támadja: belefér vagy sok?", rulebook
    )
    assert answer["legal"] is True
    assert situation.scene is not None
    assert situation.scene.assumed.get("Goblin", {}).get("zone") == "guard-post"


def test_what_the_asker_says_is_not_asked_does_not_stop_the_reading(rulebook: Rulebook) -> None:
    """``Nem az érdekel, hány sebzést kap, hanem …``: a phrase of a question the game does not
    read (how much damage), in what the asker says is not asked, leaves the story read; the
    building is passive, so no destruction (34.11)."""
    _, answer = answered(
        "A Malom passzív, az ütés részfázisban a Trollom és az Orkom is megsebzi. Nem az "
        "érdekel, mennyi sebzést kap, hanem hogy rombolásnak számít-e?",
        rulebook,
        kind="is-destruction",
    )
    assert answer["destruction"] is False
    _, answer = answered(
        "A Medvém és a Koboldom is az ellenfél Sárkányára támad, mind az őrposztomból. Nem az a "
        "kérdés, hogy szabályos-e, hanem hogy kell-e valakinek kijelölnie, melyikre üt vissza.",
        rulebook,
    )
    assert answer["strike-back-choice"] == ("Sárkány",)  # two onto one (34.8)


def test_a_rule_the_asker_says_he_knows_states_no_card(rulebook: Rulebook) -> None:
    """``Tudom, hogy passzív építményt nem lehet lerombolni, de …``: the rule recalled (34.11)
    is no fact of the story's building, which is said not to be passive; damaged in the strike
    subphase, it is destroyed (34.10)."""
    _, answer = answered(
        "Tudom, hogy passzív építményt nem lehet lerombolni, de a Malom nem passzív. Az Ogrém az "
        "ütés részfázisban sebezte meg. Rombolás?",
        rulebook,
        kind="is-destruction",
    )
    assert answer["destruction"] is True


def test_the_words_a_declaration_turns_on_typed_a_letter_off(rulebook: Rulebook) -> None:
    """``megátmadom``, ``elenfelet``, ``közvetelnül``, ``őrpsoztjában``, ``attackolom``: the
    verb, the player and the place typed a letter off (or in players' English) are read; the one
    guard attacked, the player may be attacked (34.4), and a guard left alone keeps him from it."""
    _, answer = answered(
        "Az ellenfél őrpsoztjában csak a Manó áll. A Lovagommal megátmadom a Manót, a Sárkánnyal "
        "meg közvetelnül az elenfelet. Mindkettő az őrposztomban van. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True
    _, answer = answered(
        "Mehetek face-re a Griffel, ha az opp őrposztjában két lény van, a Manó meg a Lidérc, és "
        "csak a Manót attackolom a Trollal? Mindkettőm az őrposztban van.",
        rulebook,
    )
    assert answer["legal"] is False  # the Lidérc nobody attacks (34.4)
    assert answer["illegal"] == ("Griff",)


def test_one_each_onto_named_guards(rulebook: Rulebook) -> None:
    """``a Manót és a Lidércet megtámadom egy-egy lényemmel``: one creature of mine onto each
    named guard; both guards attacked, the third creature may go at the player (34.4)."""
    _, answer = answered(
        "Ha az ellenfél őrposztjában lévő mindkét lényt, a Manót és a Lidércet megtámadom egy-egy "
        "lényemmel, akkor az őrposztomban álló Griffemmel támadhatom közvetlenül a játékost is?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["breakthrough"] is True


def test_a_guard_left_alone_after_its_name(rulebook: Rulebook) -> None:
    """``…: a Vámpírt támadom az Orkkal, a Törpét nem``: the Törpe, one of the opponent's
    guards, is attacked by nobody; the Griff may not attack a building (34.3, 34.4). ``Ütheti``
    (may strike) is attacking."""
    _, answer = answered(
        "Nem támadom az ellenfél összes őrposztban lévő lényét: a Vámpírt támadom az Orkkal, a "
        "Törpét nem. Ütheti-e így a Griffem az ellenfél Kaszárnyáját? Az Ork és a Griff is az "
        "őrposztomban van.",
        rulebook,
    )
    assert answer["legal"] is False
    assert answer["illegal"] == ("Griff",)


def test_the_first_of_a_list_of_guards_and_a_strike_back_after_a_name(rulebook: Rulebook) -> None:
    """``a Hidra és a Bika``: the first name of a list is a name even where its word is one of
    the rules' stems; ``a Goblin visszaütéséről`` (its strike back) is no part of the name.
    Neither guard attacked, the Sárkány may not go at the player (34.4)."""
    _, answer = answered(
        "Az ellenfél őrposztjában a Hidra és a Bika áll, más nincs. Sem a Hidrát, sem a Bikát nem "
        "támadom, csak az őrposztomban álló Sárkányommal megyek közvetlenül az ellenfélre. Lehet?",
        rulebook,
    )
    assert answer["legal"] is False
    assert answer["illegal"] == ("Sárkány",)
    _, answer = answered(
        "Az én őrposztos Orkom és Trollom is az ő őrposztos Goblinját támadja, az ő őrposztos "
        "Elfjét pedig az én őrposztos Farkasom. Az ő őrposztjában más lény nincs. Szabályos ez, "
        "és ki dönt a Goblin visszaütéséről?",
        rulebook,
    )
    assert answer["legal"] is True
    assert answer["strike-back-choice"] == ("Goblin",)  # two onto one (34.8)


def test_a_target_said_to_stand_in_one_place_or_the_other(rulebook: Rulebook) -> None:
    """``A Vámpír vagy az őrposztjában, vagy a tartalékában van, nem emlékszem``: its place is
    left open, each clause naming one — a creature in the guard post may be attacked, one in
    the reserve may not (34.3): no definite answer."""
    _, answer = answered(
        "A Goblinommal az ellenfél Vámpírjára támadok. A Vámpír vagy az őrposztjában, vagy a "
        "tartalékában van, nem emlékszem. Szabályos?",
        rulebook,
    )
    assert answer["legal"] == UNKNOWN


def test_a_creature_of_theirs_nobody_attacks_its_place_unsaid_may_be_a_guard(
    rulebook: Rulebook,
) -> None:
    """``az ő Goblinja ott marad az őrposztjában, azt senki sem támadja``: a guard nobody
    attacks keeps the building from being attacked (34.4). ``a Kentaurt ebben a körben
    játszotta ki``: ``ebben`` is no part of the card's name."""
    _, answer = answered(
        "Az ellenfelem Várát támadom az őrposztomban álló Lovagommal, de az ő Goblinja ott marad "
        "az őrposztjában, azt senki sem támadja. Szabályos?",
        rulebook,
    )
    assert answer["legal"] is False  # the Goblin stands in the guard post: told
    situation, _ = answered(
        "Az ellenfélnek három lénye van: az őrposztjában áll a Troll és a Sárkány, a harmadikat, "
        "a Kentaurt ebben a körben játszotta ki, de nem figyeltem, hová tette. A Lidérccel a "
        "Trollra, a Griffel a Sárkányra támadok, mind az őrposztomból. Szabályos?",
        rulebook,
    )
    assert situation.scene is not None and "Kentaur" in situation.scene.cards


@pytest.mark.parametrize(
    ("question", "legal", "breakthrough", "attacks"),
    [
        # 34.4, 34.3: the only guard attacked, so the wolf may attack his barracks — the
        # building called in small letters by its kind, right after the wolf that attacks it
        (
            "az ellenfél őrposztjában csak egy troll áll én a sasommal a trollt a farkasommal meg "
            "a kaszárnyáját támadom mind az őrposztomból ez átütés",
            True,
            True,
            {("Sas", "Troll"), ("Farkas", "Kaszárnya")},
        ),
        # the same with the names capitalised and no comma: ``én`` after ``van`` begins what
        # the asker does, and the tower is the Medve's target
        (
            "az ellenfél őrposztjában csak a Hóbagoly van én a Gnómmal meg a Lovaggal rámegyek a "
            "hóbaglyra a Medvével meg a tornyára mehet ez így",
            True,
            True,
            {("Gnóm", "Hóbagoly"), ("Lovag", "Hóbagoly"), ("Medve", "Torony")},
        ),
        # an attack verb ends one pair, the next begins with an attacker's case (no comma)
        (
            "ellenfelnek 1 lenye van orposzton a troll en azt a bikaval utom a lovaggal meg a "
            "tornyat mehet",
            True,
            True,
            {("Bika", "Troll"), ("Lovag", "Torony")},
        ),
        # ``ha …, akkor …`` typed with no comma: the main clause's attack apart; ``kőóriással``
        # a being's compound in small letters (34.4: a guard left alone, no breakthrough)
        (
            "ha az ellenfél őrposztjában 2 lény van és én csak az egyiket támadom a lovaggal akkor "
            "a kőóriással mehetek direktbe a játékosra",
            False,
            False,
            {("Lovag", "őr 1"), ("Kőóriás", "player")},
        ),
        # ``rá`` after a list of attackers in the nominative, after a colon: the target named
        # before the list (34.5: three on one creature is too many)
        (
            "Három lénnyel megyek a haver Sárkányára: a Medve, a Kobold és a Griff is lecsap rá "
            "az őrposztomból. A Sárkány az ő őrposztjában áll, más nincs ott. Szabályos?",
            False,
            None,
            {("Medve", "Sárkány"), ("Kobold", "Sárkány"), ("Griff", "Sárkány")},
        ),
        # ``egyetlen blokkere``: players' word for a guard; the only one is attacked
        (
            "A Gólem az ellenfél egyetlen blokkere. A Farkassal és a Sassal rámegyek a Gólemre, "
            "az Orkkal meg a tornyára. Szabályos?",
            True,
            True,
            {("Farkas", "Gólem"), ("Sas", "Gólem"), ("Ork", "Torony")},
        ),
    ],
)
def test_a_building_in_small_letters_and_a_story_typed_without_commas(
    question: str,
    legal: bool,
    breakthrough: bool | None,
    attacks: set[tuple[str, str]],
    rulebook: Rulebook,
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks
    assert answer["legal"] is legal
    if breakthrough is not None:
        assert answer["breakthrough"] is breakthrough


@pytest.mark.parametrize(
    ("question", "cards", "legal", "chooses"),
    [
        # a place of a third person's, then ``ott van``: the names' ``-a/-e`` is that person's
        # (34.5: two on one creature; 34.8: its owner chooses whom it strikes back)
        (
            "A szomszédom őrposztjában ott van a Kőharcosa és a Mocsárszelleme. A Kőharcosát "
            "a Lovagommal és a Bárdosommal támadom, a Mocsárszellemét a Szerzetessel. Jó így?",
            {"Kőharcos", "Mocsárszellem", "Lovag", "Bárdos", "Szerzetes"},
            True,
            ("Kőharcos",),
        ),
        # ``mivel más nem volt az őrposztjában``: the guards named are all (34.4); a
        # ``-kamra`` is a building (34.6: any number may attack one)
        (
            "Az Íjászommal az ellenfél Vadkanját, a Kalózzal a Sellőjét támadtam, és mivel más "
            "nem volt az őrposztjában, a Bányásszal és a Vándorral a Sókamráját. Rendben volt?",
            {"Íjász", "Vadkan", "Kalóz", "Sellő", "Bányász", "Vándor", "Sókamra"},
            True,
            (),
        ),
    ],
)
def test_a_possessed_name_where_it_stands_and_nobody_else_there(
    question: str, cards: set[str], legal: bool, chooses: tuple[str, ...], rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.cards) == cards
    assert answer["legal"] is legal
    assert tuple(answer["strike-back-choice"]) == chooses


@pytest.mark.parametrize(
    ("question", "attacks"),
    [
        # a name of a capitalised adjective and a being's noun, in the instrumental and the
        # accusative: each card in the nominative, the adjective's form the story says
        (
            "В ХКК у соперника на őrposzt стоят Лесной тролль и Болотная ведьма. Я бью Огненным "
            "волком и Рыцарем тьмы по Лесному троллю, а Болотную ведьму — Каменным великаном. "
            "Можно?",
            {
                ("Огненный волк", "Лесной тролль"),
                ("Рыцарь", "Лесной тролль"),
                ("Каменный великан", "Болотная ведьма"),
            },
        ),
        # no nominative said: the adjective's nominative of the noun's gender (a ``-ян-`` one
        # stressed on its ending)
        (
            "хкк: атакую Ледяным волком и Снежной совой его Каменного голема на őrposzt, "
            "больше у него там никого. Можно?",
            {("Ледяной волк", "Каменный голем"), ("Снежная сова", "Каменный голем")},
        ),
    ],
)
def test_russian_names_of_an_adjective_and_a_noun(
    question: str, attacks: set[tuple[str, str]], rulebook: Rulebook
) -> None:
    situation, _ = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks


@pytest.mark.parametrize(
    ("question", "attacks", "legal", "breakthrough"),
    [
        # the opponent's creatures listed after ``ellenfelemnek … lénye áll`` are theirs: the
        # Árnyfarkas nobody attacks is a guard left alone (34.4: no way to the player)
        (
            "Az ellenfelemnek két lénye áll az őrposztban, a Kőszörny és az Árnyfarkas. A "
            "Lovagommal a Kőszörnyet támadom, a Mágusommal pedig egyenesen az ellenfelet. "
            "Szabályos?",
            {("Lovag", "Kőszörny"), ("Mágus", "player")},
            False,
            False,
        ),
        # small letters, targets before their attackers, the list of the opponent's guards
        # first; ``a sárkánnyal meg közvetlen a játékosra``: its own target after it
        (
            "ellenfélnek 2 lénye van őrposztban troll meg manó a trollra a lovaggal a manóra a "
            "medvével a sárkánnyal meg közvetlen a játékosra megyek szabályos",
            {("Lovag", "Troll"), ("Medve", "Manó"), ("Sárkány", "player")},
            True,
            True,
        ),
        # ``a csontlovassal meg őt ütöm közvetlenül``: him, the player; ``a mocsári troll`` in
        # small letters is one name with its adjective
        (
            "az ellenfél őrposztjában csak a mocsári troll van én a gólemmel meg a manóval "
            "rámegyek a trollra a lovassal meg őt ütöm közvetlenül mehet",
            {("Gólem", "Mocsári troll"), ("Manó", "Mocsári troll"), ("Lovas", "player")},
            True,
            True,
        ),
        # the other player attacks; ``nálam egyetlen lény sem állt az őrposztban``: the
        # asker's guard post was empty (34.4, 34.6: any number onto a building)
        (
            "Bence három lénnyel, a Vadkannal, a Holdmanóval és a Bárddal a Sólyomváramra "
            "támadott, nálam pedig egyetlen lény sem állt az őrposztban. Szerinte ez így "
            "szabályos, mert építményre akárhányan mehetnek. Igaza van?",
            {("Vadkan", "Sólyomvár"), ("Holdmanó", "Sólyomvár"), ("Bárd", "Sólyomvár")},
            True,
            True,
        ),
        # ``Orkal``, ``Trolal``: the instrumental typed with one consonant; ``Arra`` points to
        # the guard named before
        (
            "Az ellenfel orposztjaban csak a Vaspancelos all. Arra ket lenyem megy, az Orkal "
            "es a Trolal, a jatekosra pedig a Sas. Mind az orposztomban van. Szabalyos?",
            {("Ork", "Vaspancelos"), ("Troll", "Vaspancelos"), ("Sas", "player")},
            True,
            True,
        ),
    ],
)
def test_lists_of_theirs_targets_first_and_words_typed_short(
    question: str,
    attacks: set[tuple[str, str]],
    legal: bool,
    breakthrough: bool,
    rulebook: Rulebook,
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks
    assert answer["legal"] is legal
    assert answer["breakthrough"] is breakthrough


@pytest.mark.parametrize(
    ("question", "cards", "legal"),
    [
        # ``Kigyót`` beside ``Kígyó``: one card, an accent left out; the subphase named in the
        # sentence that lists the guards (``A támadók kijelölésekor …``) is no attack
        (
            "A támadók kijelölésekor az ellenfél őrposztjában a Kígyó és a Gólem áll. A "
            "Lovagommal a Kigyót, a Sassal a Gólemet, a Bárddal pedig a Tornyát támadom. Jó így?",
            {"Kígyó", "Gólem", "Lovag", "Sas", "Bárd", "Torony"},
            True,
        ),
        # ``a Hollómmal`` after a clause of the opponent's: the asker's Holló (34.4: the Ogre
        # nobody attacks leaves the building out of reach)
        (
            "Az ellenfél őrposztjában álló Ogrét senki sem támadja, mégis a Hollómmal "
            "rátámadok a Kaszárnyájára. Szabályos?",
            {"Ogre", "Holló", "Kaszárnya"},
            False,
        ),
        # ``csak a Papnő ment``: her verb, no word of her name
        (
            "Dani őrposztjában ott állt a Vasőr, arra senkit nem küldtem, csak a Papnő ment, "
            "egyenesen a Malmára. Szabályos volt?",
            {"Vasőr", "Papnő", "Malom"},
            False,
        ),
    ],
)
def test_accents_left_out_the_subphase_named_and_a_verb_after_a_name(
    question: str, cards: set[str], legal: bool, rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.cards) == cards
    assert answer["legal"] is legal


@pytest.mark.parametrize(
    ("question", "attacks", "expected"),
    [
        # ``az ellenfél tornyára`` in small letters: the opponent's building; ``kígyó``: a
        # being's word, no misspelt rule word; ``ami egyedül áll az őrposztján``: the only guard
        # (34.4), so the building may be attacked (34.6)
        (
            "a medve meg a farkas megy az ellenfél tornyára a kígyó meg a griffjére ami "
            "egyedül áll az őrposztján mehet",
            {("Medve", "Torony"), ("Farkas", "Torony"), ("Kígyó", "Griff")},
            {"legal": True, "breakthrough": True},
        ),
        # ``bevisz egyet az arcába``: one blow into the player's face, no guard counted
        (
            "A Farkassal rámegyek az ellenfél Koboldjára – más nincs kint az őrposztjában –, "
            "a Medvével meg bevisz egyet az arcába. Mindkettő az őrposztomból jön. Megy ez?",
            {("Farkas", "Kobold"), ("Medve", "player")},
            {"legal": True, "breakthrough": True},
        ),
        # ``úgy, hogy …``: ``úgy`` is no word of the building's name; the Sas nobody attacks
        # keeps the building out of reach (34.3, 34.4)
        (
            "Lecsapok az őrposztomban álló Lovaggal az ellenfél Malmára úgy, hogy az ő "
            "őrposztjában álló Sast közben senki nem támadja. Bevisz ez?",
            {("Lovag", "Malom")},
            {"legal": False, "breakthrough": False},
        ),
        # ``is ot támadom``: ``őt`` typed without accents (him), not ``öt`` (five)
        (
            "Az ellenfél őrposztjában csak a Sas áll. Ha a Farkassal és a Medvével is ot "
            "támadom, a Lovaggal pedig egyenesen a játékost, akkor átütök?",
            {("Farkas", "Sas"), ("Medve", "Sas"), ("Lovag", "player")},
            {"legal": True, "breakthrough": True},
        ),
        # ``az egyiket …, a másikat …, … támadom``: the verb said once for three clauses
        (
            "Az ellenfélnek két lénye van az őrposztban, egy Sas és egy Kobold. A Farkassal az "
            "egyiket, a Medvével a másikat, a Lovaggal pedig az ellenfél Malmát támadom. Jó így?",
            {("Farkas", "őr 1"), ("Medve", "őr 2"), ("Lovag", "Malom")},
            {"legal": True, "breakthrough": True},
        ),
        # ``…, a Koboldot a Medvém, …``: the verb of the clause before, no ``pedig``; the Sas
        # and the Griff ``bevisz`` the player (the object of a blow, nobody sent)
        (
            "Az ellenfél őrposztján ketten állnak, a Manó meg a Kobold. A Manót a Farkasom "
            "gyepálja, a Koboldot a Medvém, a Sas meg a Griff bevisz a játékosba. Mehet?",
            {("Farkas", "Manó"), ("Medve", "Kobold"), ("Sas", "player"), ("Griff", "player")},
            {"legal": True, "breakthrough": True},
        ),
        # typed with no stops: ``ellenfél őrposztján 1 sas meg 1 kobold`` lists their guard post
        # whole; ``a goblinom meg a tornyát``: the asker's card, then the building it attacks
        (
            "ellenfél őrposztján 1 sas meg 1 kobold az orkom a sast a trollom a koboldot a "
            "goblinom meg a tornyát támadja ez így oké",
            {("Ork", "Sas"), ("Troll", "Kobold"), ("Goblin", "Torony")},
            {"legal": True, "breakthrough": True},
        ),
        # ``Bevihetem a …-omat közvetlenül a játékosba``: the one carried in attacks the player;
        # ``csak az egyikre`` of two guards leaves the other unattacked (34.3, 34.4)
        (
            "Bevihetem a Lovagomat közvetlenül a játékosba, ha az ellenfél őrposztján álló két "
            "lény közül csak az egyikre csapok le a Farkassal?",
            {("Lovag", "player"), ("Farkas", "őr 1")},
            {"legal": False, "breakthrough": False},
        ),
        # after a semicolon, a list of attackers goes onto its own target (the player), not
        # onto the guard taken before it
        (
            "Az ellenfél őrposztjában csak a Sas áll, azt a Farkassal támadom; a Medve, a "
            "Lovag és a Bárd mind közvetlenül az ellenfélre megy. Szabályos?",
            {("Farkas", "Sas"), ("Medve", "player"), ("Lovag", "player"), ("Bárd", "player")},
            {"legal": True, "breakthrough": True},
        ),
    ],
)
def test_small_letters_a_blow_and_a_verb_said_once(
    question: str, attacks: set[tuple[str, str]], expected: dict[str, bool], rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks
    assert {key: answer[key] for key in expected} == expected


@pytest.mark.parametrize(
    ("question", "legal", "illegal"),
    [
        # ``a harmadikat is rádobnám``: a third onto the same creature (34.5 allows two)
        (
            "Két lénnyel gyepálom az ellenfél Koboldját, a harmadikat is rádobnám, hogy "
            "biztosan meghaljon – belefér?",
            False,
            None,
        ),
        # whether it matters is asked (``rátámadhatok-e``): no attack of the Malom on anyone
        (
            "Az ellenfél őrposztjában lévő egyetlen lényt, a Koboldot a Farkassal támadom, a "
            "Malmát a Medvével. A Malom passzív vagy nem – számít ez abban, hogy "
            "rátámadhatok-e?",
            True,
            (),
        ),
        # ``Gergő szerint``: who says so, no attacker; Gergő's cards are the opponent's
        (
            "Gergő őrposztjában egy lény volt, a Sas, a tartalékában pedig egy Kobold. Én a "
            "Lovassal a Sast, az Íjásszal a Malmát támadtam. Gergő szerint a Koboldot is meg "
            "kellett volna támadnom. Kinek van igaza?",
            True,
            (),
        ),
        # ``az ő őrposztjában álló Sasát``: his, where the asker's Lovag attacks
        (
            "Mehet-e a Lovagom az ellenfelem Malmára, ha az ő őrposztjában álló Sasát egyik "
            "lényem sem támadja?",
            False,
            ("Lovag",),
        ),
        # ``Elf íjász`` named again by its first word in small letters (``az elfet``)
        (
            "Az ellenfel orposztjan ket leny van, Elf ijasz es Ork. En csak az elfet tamadom a "
            "Farkassal, a Medvevel pedig a Malmat. Ez igy mehet?",
            False,
            ("Medve",),
        ),
        # a count in the general question before the story attacks nobody of the story's
        (
            "Ha két lényem ugyanarra a lényre támad, ki választja ki, melyikre üt vissza? "
            "Konkrétan: Farkas és Medve megy az ő Sasára, a Lovag meg a játékosra, mert a Sas "
            "az egyetlen lény az őrposztján.",
            True,
            (),
        ),
    ],
)
def test_a_third_sent_a_claim_and_his_guard(
    question: str, legal: bool, illegal: tuple[str, ...] | None, rulebook: Rulebook
) -> None:
    _, answer = answered(question, rulebook)
    assert answer["legal"] is legal
    if illegal is not None:
        assert tuple(answer["illegal"]) == illegal


@pytest.mark.parametrize(
    ("question", "attacks", "legal"),
    [
        # ``csak egy Templom nevű építménye``: a building attacks nobody; with no creature on
        # the guard post, nothing is left unattacked (34.4) and the player may be attacked
        (
            "Ha az ellenfél őrposztjában egyetlen lény sincs, csak egy Malom nevű építménye, "
            "akkor a Lovaggal rátámadhatok közvetlenül az ellenfélre?",
            {("Lovag", "player")},
            True,
        ),
        # ``a Kőfalra mennék``: the name ends with its ``-ra``, the verb after it is no part
        # of it; the Ork nobody attacks keeps the wall out of reach (34.3, 34.4)
        (
            "Az ellenfél őrposztjában két lény van, Goblin és Ork. Én csak a Goblint támadom a "
            "Lovaggal, a Trollommal pedig a Kőfalra menék.",
            {("Lovag", "Goblin"), ("Troll", "Kőfal")},
            False,
        ),
        # ``1-gyel``: a number in digits with its ending
        (
            "2 lénnyel megyek az ellenfél tornyára meg 1-gyel a koboldjára ami az egyetlen "
            "lénye az őrposztban mind a 3 az őrposztomból jön ez így ok?",
            {("lény 1", "Torony"), ("lény 2", "Torony"), ("lény 3", "Kobold")},
            True,
        ),
        # ``Az ot masik lenyem``: five, typed without accents, not ``őt`` (him)
        (
            "Az ellenfel orposztjaban csak a Pok all, azt az Orkom tamadja. Az ot masik lenyem "
            "— Troll, Goblin, Farkas, Griff es Medve — mind az ellenfel Varat tamadja. "
            "Szabalyos?",
            {
                ("Ork", "Pok"),
                ("Troll", "Var"),
                ("Goblin", "Var"),
                ("Farkas", "Var"),
                ("Griff", "Var"),
                ("Medve", "Var"),
            },
            True,
        ),
        # ``A haverom Várát (nem passzív) szeretném megtámadni a Farkas nevű őrposztbeli
        # lényemmel``: the clause goes on after its bracket, its target still waiting; the
        # name said before ``nevű`` and a place word
        (
            "A haverom Várát (nem passzív) szeretném megtámadni a Farkas nevű őrposztbeli "
            "lényemmel, az ő őrposztjában egyetlen lény sincs. Szabályos?",
            {("Farkas", "Vár")},
            True,
        ),
        # a list in the nominative going onto a card named after it (``mind a tornyára``):
        # its own target, not the one taken before
        (
            "Az ellenfél őrposztjában csak a Pók áll, azt támadom a Kígyóval a Farkas és a Medve "
            "meg mind a Tornyára megy. Szabályos?",
            {("Kígyó", "Pók"), ("Farkas", "Torony"), ("Medve", "Torony")},
            True,
        ),
    ],
)
def test_buildings_digits_and_lists_onto_a_target(
    question: str, attacks: set[tuple[str, str]], legal: bool, rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks
    assert answer["legal"] is legal


def test_the_other_attacks_not_chosen_yet_leave_the_breakthrough_open(
    rulebook: Rulebook,
) -> None:
    """34.4: whether the player may be attacked turns on every guard being attacked — with the
    asker's other creatures' attacks not chosen yet, that is open, answered by case."""
    _, answer = answered(
        "A Griffemmel egyenesen az ellenfelet támadnám. Neki két lénye van az őrposztban; "
        "hogy a többi lényemmel mit csinálok, azt még nem döntöttem el. Belefér?",
        rulebook,
    )
    assert answer["legal"] == UNKNOWN
    assert answer["breakthrough"] == UNKNOWN


@pytest.mark.parametrize(
    ("question", "attacks", "legal"),
    [
        # ``ezt a Farkas támadta``: ``ezt`` points back to the guard named before
        (
            "Az ellenfél őrposztjában csak a Kobold állt, ezt a Farkas támadta, a Medve meg "
            "egyenesen az ellenfelet, mindketten őrposztból. Szabályos volt?",
            {("Farkas", "Kobold"), ("Medve", "player")},
            True,
        ),
        # ``Malom építményét``: the name takes the case of the rules' noun after it
        (
            "Az ellenfél Malom építményét két lényem támadja, az ellenfél őrposztjában pedig "
            "egyetlen lény sincs. Szabályos?",
            {("lény 1", "Malom"), ("lény 2", "Malom")},
            True,
        ),
        # ``Bevihetek két lényt …?``: the count of a general question, the story's cards named
        # in the next sentence
        (
            "Bevihetek két lényt ugyanarra a lényre? Az ellenfél őrposztjában álló Koboldra "
            "rámegyek a Farkassal és a Medvével is.",
            {("Farkas", "Kobold"), ("Medve", "Kobold")},
            True,
        ),
    ],
)
def test_pointed_back_named_by_the_rules_noun_and_counted_in_general(
    question: str, attacks: set[tuple[str, str]], legal: bool, rulebook: Rulebook
) -> None:
    situation, answer = answered(question, rulebook)
    assert set(situation.scene.attacks) == attacks
    assert answer["legal"] is legal


def test_the_attacker_after_a_question_of_the_reserve_is_taken_from_it(
    rulebook: Rulebook,
) -> None:
    """34.1: only creatures of the guard post attack — after ``A tartalékomban lévő lénnyel
    támadhatok?`` the asker's Medve (``… menni``: going onto a card attacks it) is taken to be
    that creature of the reserve, and shown so."""
    situation, answer = answered(
        "A tartalékomban lévő lénnyel támadhatok? A Medvémmel akarok az ellenfél őrposztos "
        "Koboldjára menni.",
        rulebook,
    )
    assert situation.scene.cards["Medve"]["zone"] == "reserve"
    assert situation.scene.assumed["Medve"]["zone"] == "reserve"
    assert answer["legal"] is False
    assert tuple(answer["illegal"]) == ("Medve",)
