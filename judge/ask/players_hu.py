"""The given names Hungarian stories call players by (``Bence``, ``Dani``, ``Zsófi``), in any
case (``Danira``, ``Bencét``, ``Ádámmal``): such a name is a player, never a card
(``judge.ask.declarations.opponents_named`` reads which player is the attacker's opponent)."""

from __future__ import annotations

from functools import lru_cache

#: common Hungarian given names and their short forms, folded (accents off)
GIVEN_NAMES = frozenset(
    """
    adam adri agi agnes akos aladar alex andi andras andrea anett anita anna anni antal arpad
    attila balazs bali bea beata bela bence benedek beni bernadett bianka boglarka bogi botond
    csaba csabi dalma dani daniel david denes dori dora dorina dorka dorottya eszter eszti eva
    evi fanni ferenc feri flora gabi gabor gabriella gellert gergo gergely gyuri gyorgy hajni
    hanna hedvig ildiko imre istvan ivett jani janos jozsef jozsi judit juli julia kata kati
    katalin kinga klara kristof krisztian krisztina laci laszlo lajos lena levente lili lilla
    luca marci marcell marton mate matyas marta maria marika melinda mihaly miki miklos milan
    nandi nandor nikolett niki nora norbi norbert oliver olivia orsi orsolya pali pal panni pisti
    pista
    peter peti petra reka richard robert robi roland sanyi sandor sara sari szabolcs szilvi
    szilvia tamas tami timi timea tibor tomi viki viktor viktoria vivien zoli zoltan zsofi
    zsofia zsolt zsuzsi zsuzsa zsombor zsuzsanna
    balint bendeguz csongor dominik erik kornel mark patrik vince zalan agoston barnabas
    adrienn barbara edit emese erika ibolya kitti noemi rita zita henrietta renata
    """.split()
)

#: the kin and friends a Hungarian story calls the other player by, folded, as the possessor
#: before their card or place (``a lányom Sárkánya``, ``a papa őrposztjában``, ``apa várára``):
#: the player the asker plays against (``judge.ask.declarations``)
KIN = frozenset(
    """
    lanyom kislanyom fiam kisfiam fiacskam unokam unokaocsem ocsem ocsim hugom hugocskam batyam
    noverem ferjem felesegem parom baratom baratnom apa apam apu apuci apukam anya anyam anyu
    anyukam papa papi mama mami nagyi nagypapa nagymama nagyapa nagyanya tata keresztapa
    keresztanya keresztfiam unokatestverem
    """.split()
)

#: a name's case endings (folded), with the case each gives (``own``: ``Danié``, Dani's)
_CASES: tuple[tuple[str, str], ...] = (
    ("nak", "dat"), ("nek", "dat"), ("val", "ins"), ("vel", "ins"), ("tol", "from"),
    ("nal", "at"), ("nel", "at"), ("hoz", "to"), ("hez", "to"), ("ra", "onto"),
    ("re", "onto"), ("t", "acc"), ("e", "own"),
)  # fmt: skip


@lru_cache(maxsize=1024)
def player(folded: str) -> tuple[str, str] | None:
    """A given name and its case (``danira`` → ``dani``, ``onto``), or None."""
    if folded in GIVEN_NAMES:
        return folded, "nom"
    for ending, case in _CASES:
        stem = folded[: -len(ending)] if folded.endswith(ending) else ""
        if case == "ins" and stem[-2:-1] == stem[-1:] and stem[:-1] in GIVEN_NAMES:
            return stem[:-1], case  # ``ádámmal``: the v of -val turned into the m before it
        if stem in GIVEN_NAMES:
            return stem, case
    return None
