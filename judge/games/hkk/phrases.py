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
}
