"""The wording of Hatalom Kártyái reasons: phrase key → language → template."""

from judge.engine.verdict import Catalog

PHRASES: Catalog = {
    "no-attack": {
        "hu": "nincs támadás: a támadni nem kötelező",
        "en": "no attack: attacking is not compulsory",
    },
    "attacker-building": {
        "hu": "{name} építmény, nem lény",
        "en": "{name} is a building, not a creature",
    },
    "attacker-inactive": {
        "hu": "{name} nem az aktív játékos lénye",
        "en": "{name} is not the active player's creature",
    },
    "attacker-in-reserve": {
        "hu": "{name} nem az őrposztban van (tartalék)",
        "en": "{name} is not in the guard post (reserve)",
    },
    "attacker-ok": {
        "hu": "az aktív játékos őrposztban lévő lénye",
        "en": "the active player's creature in the guard post",
    },
    "declared-twice": {
        "hu": "ugyanaz a lény {times}-szor támad; a 34.1 szerint meg kell határozni, kire vagy "
        "mire támad, de hogy több célt kaphat-e, nem mondja ki",
        "en": "the same creature is declared {times} times; 34.1 has the player say whom or what "
        "each attacker attacks, but not whether one may have several targets",
    },
    "own-creature": {
        "hu": "{name} az aktív játékos saját lénye, nem az ellenfél őrposztjában van",
        "en": "{name} is the active player's own creature, not in the opponent's guard post",
    },
    "target-in-reserve": {
        "hu": "{name} nem az ellenfél őrposztjában van (tartalék)",
        "en": "{name} is not in the opponent's guard post (reserve)",
    },
    "target-guard": {
        "hu": "{name} az ellenfél őrposztjában lévő lény",
        "en": "{name} is a creature in the opponent's guard post",
    },
    "own-building": {
        "hu": "{name} az aktív játékos saját építménye, nem az ellenfélé",
        "en": "{name} is the active player's own building, not the opponent's",
    },
    "needs-breakthrough": {
        "hu": "építményt vagy játékost csak az őrposzton átütve lehet támadni, és ez a "
        "kijelölés nem üt át",
        "en": "a building or the player may be attacked only through the guard post, and this "
        "declaration does not break through",
    },
    "through-to-building": {
        "hu": "átüt az őrposzton, így támadhatja az ellenfél építményét",
        "en": "it breaks through the guard post, so it may attack the opponent's building",
    },
    "through-to-player": {
        "hu": "átüt az őrposzton, így közvetlenül az ellenfelet is támadhatja",
        "en": "it breaks through the guard post, so it may attack the opponent directly",
    },
    "no-attacker": {
        "hu": "nincs támadó lény, amely átüthetne",
        "en": "there is no attacking creature to break through",
    },
    "unattacked": {
        "hu": "az ellenfél őrposztjában szabályos támadás nem éri: {names}",
        "en": "in the opponent's guard post no legal attack is declared on: {names}",
    },
    "all-guards-attacked": {
        "hu": "az ellenfél minden őrposztban lévő lényét megtámadja legalább egy lény",
        "en": "every creature in the opponent's guard post is attacked by at least one creature",
    },
    "guard-post-empty": {
        "hu": "az ellenfél őrposztjában nincs lény",
        "en": "the opponent's guard post holds no creature",
    },
    "attackers-ok": {
        "hu": "erre a lényre {count} lény támad (legfeljebb kettő)",
        "en": "{count} creature(s) attack this creature (two at most)",
    },
    "too-many": {
        "hu": "erre a lényre {count} lény támad, pedig egy lényre egyszerre legfeljebb két lény "
        "támadhat",
        "en": "{count} creatures attack this creature, but at most two may attack one creature",
    },
    "any-number": {
        "hu": "építményre, illetve játékosra bármennyi lény támadhat (itt: {count})",
        "en": "any number of creatures may attack a building or the player (here: {count})",
    },
    "strike-back-choice": {
        "hu": "két lény támadja: gazdája még ebben a részfázisban kijelöli, melyikre üt vissza",
        "en": "two creatures attack it: its owner chooses, in this sub-phase, which one it strikes "
        "back",
    },
    "damage-in-combat-abilities": {
        "hu": "a harci képességek használata részfázisban megsebzett építmény: rombolás",
        "en": "a building damaged in the combat-abilities sub-phase: destruction",
    },
    "damage-in-strike": {
        "hu": "az ütés részfázisban megsebzett építmény: rombolás",
        "en": "a building damaged in the strike sub-phase: destruction",
    },
    "damage-in-other": {
        "hu": "a 34.10 csak a harci képességek használata és az ütés részfázisban ejtett sebzést "
        "nevezi rombolásnak; más részfázisról nem mond semmit",
        "en": "34.10 calls destruction only damage in the combat-abilities and strike "
        "sub-phases; of other sub-phases it says nothing",
    },
    "passive": {
        "hu": "{name} passzív építmény, és passzív építményt nem lehet lerombolni",
        "en": "{name} is a passive building, and a passive building cannot be destroyed",
    },
    "through-undecided": {
        "hu": "hogy a kijelölés átüt-e az őrposzton, nem eldönthető (lásd: breakthrough), így "
        "az sem, hogy építmény vagy a játékos támadható-e",
        "en": "whether the declaration breaks through the guard post is undecided (see "
        "breakthrough), so whether a building or the player may be attacked is too",
    },
    "over-limit-two-readings": {
        "hu": "{names} lényre több lény támad, mint amennyit a 34.5 megenged; a Kódex nem mondja "
        "meg, hogy az ilyen támadás a 34.4 szempontjából támadás-e: ha igen, a kijelölés itt "
        "átüt, ha a szabályt sértő támadások nem számítanak, nem üt át",
        "en": "{names} is attacked by more creatures than 34.5 allows; the Kódex does not say "
        "whether such attacks still count for 34.4: if they do, the guard post is broken "
        "through here; if attacks breaking the limit count as no attack, it is not",
    },
    "attacked-undecided": {
        "hu": "nem eldönthető, hogy szabályos támadás éri-e: {names}",
        "en": "whether a legal attack is declared on it is undecided: {names}",
    },
    "attacker-undecided": {
        "hu": "nem eldönthető, hogy van-e támadó lény",
        "en": "whether there is an attacking creature at all is undecided",
    },
    "count-undecided": {
        "hu": "erre a lényre biztosan {surely}, legfeljebb {possibly} lény támad: hogy a "
        "legfeljebb két lény határa teljesül-e, nem eldönthető",
        "en": "{surely} creature(s) surely and up to {possibly} attack this creature: whether "
        "the limit of two holds is undecided",
    },
    "choice-undecided": {
        "hu": "biztosan {surely}, legfeljebb {possibly} lény támadja: hogy pontosan kettő-e, "
        "nem eldönthető",
        "en": "{surely} creature(s) surely and up to {possibly} attack it: whether exactly two "
        "do is undecided",
    },
    "end-announced": {
        "hu": "az aktív játékos bejelentette, hogy a támadók kijelölésével végzett: döntése már "
        "nem vonható vissza és nem módosítható",
        "en": "the active player has announced that the declaration of attackers is done: the "
        "decision can no longer be withdrawn or changed",
    },
    "end-not-announced": {
        "hu": "a kijelölés végét még nem jelentette be: a döntés csak a bejelentéssel válik "
        "visszavonhatatlanná",
        "en": "the end of the declaration is not announced yet: only the announcement makes the "
        "decision final",
    },
    "targets-not-announced": {
        "hu": "az aktív játékos még nem jelölte ki, melyik támadó lénye kire/mire támad",
        "en": "the active player has not yet announced which attacker attacks whom or what",
    },
    "strike-back-not-announced": {
        "hu": "a védekező lény gazdája még nem jelölte ki, melyik támadóra üt vissza",
        "en": "the defending creature's owner has not yet announced which attacker it strikes back",
    },
    "ambiguous": {
        "hu": "a kijelölést egyértelműen kell közölni, ez nem volt egyértelmű",
        "en": "the announcements must be unambiguous, and this one was not",
    },
    "no-defender-to-announce": {
        "hu": "nincs védekező lény, így visszaütést sem kell kijelölni; hogy ekkor a részfázis "
        "a támadók kijelölésével véget ér-e, a 34.12 nem mondja ki",
        "en": "there is no defending creature, so no strike-back to announce; whether the "
        "sub-phase then ends with the attackers' targets alone, 34.12 does not say",
    },
    "both-announced": {
        "hu": "a támadók céljait és a visszaütést is egyértelműen kijelölték: a részfázis véget "
        "ért",
        "en": "both the attackers' targets and the strike-back are announced unambiguously: the "
        "sub-phase is over",
    },
    "over-undecided": {
        "hu": "nem eldönthető, hogy a részfázis véget ért-e (lásd: subphase-over)",
        "en": "whether the sub-phase is over is undecided (see subphase-over)",
    },
    "subphase-over": {
        "hu": "a részfázis véget ért: a támadás szándéka nem vonható vissza, a kijelölések nem "
        "módosíthatók",
        "en": "the sub-phase is over: the intention to attack cannot be withdrawn and the "
        "declarations cannot be changed",
    },
    "not-attacked": {
        "hu": "egyetlen lény sem támadja",
        "en": "no creature is declared attacking it",
    },
    "attack-on-it-undecided": {
        "hu": "nem eldönthető, hogy szabályos-e a rá kijelölt támadás: {names}",
        "en": "whether the attack declared on it is allowed is undecided: {names}",
    },
    "only-illegal-attacks": {
        "hu": "csak szabálytalan támadás irányul rá: {names}",
        "en": "only attacks that are not allowed are declared on it: {names}",
    },
    "attacked-by": {
        "hu": "a harci fázisban megtámadják: {names}",
        "en": "it is attacked in the combat phase by: {names}",
    },
    "attack-undecided": {
        "hu": "nem eldönthető, hogy szabályos-e a támadása: {names}",
        "en": "whether its attack is allowed is undecided: {names}",
    },
    "over-limit-attack": {
        "hu": "a támadás túllépi a 34.5 határát (egy lényre legfeljebb két lény támadhat): "
        "{names}; hogy az ilyen támadás támadásnak számít-e, a Kódex nem mondja meg",
        "en": "the attack goes over the limit of 34.5 (at most two creatures on one creature): "
        "{names}; whether such an attack still counts as one, the Kódex does not say",
    },
    "opponent-attacked": {
        "hu": "a megtámadott lény, építmény vagy játékos az ellenfele: {names}",
        "en": "what it attacks is its opponent: {names}",
    },
    "strikes-back-chosen": {
        "hu": "gazdája kijelölte, hogy {name} lényre üt vissza: az az ellenfele",
        "en": "its owner announced it strikes back {name}: that is its opponent",
    },
    "strikes-back-only-attacker": {
        "hu": "egyetlen lény támadja, {name}: a támadói közül csak rá üthet vissza, az az "
        "ellenfele",
        "en": "one creature attacks it, {name}: of its attackers it can strike back only that "
        "one, its opponent",
    },
    "strike-back-not-chosen": {
        "hu": "két lény támadja ({names}); gazdája még nem jelölte ki, melyikre üt vissza",
        "en": "two creatures attack it ({names}); its owner has not yet announced which one it "
        "strikes back",
    },
    "no-opponent": {
        "hu": "nem támad, és szabályos támadás sem irányul rá: nincs ellenfele",
        "en": "it attacks nothing and no allowed attack is declared on it: it has no opponent",
    },
}
