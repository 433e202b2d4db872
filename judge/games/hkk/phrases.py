"""The wording of Hatalom Kártyái reasons: phrase key → language → template."""

from judge.engine.verdict import Catalog

PHRASES: Catalog = {
    "no-attack": {
        "hu": "nincs támadás: a támadni nem kötelező",
        "ru": "атаки нет: атаковать не обязательно",
        "en": "no attack: attacking is not compulsory",
    },
    "attacker-building": {
        "hu": "{name} építmény, nem lény",
        "ru": "{name} — здание (építmény), а не существо (lény)",
        "en": "{name} is a building, not a creature",
    },
    "attacker-inactive": {
        "hu": "{name} nem az aktív játékos lénye",
        "ru": "{name} — не существо активного игрока",
        "en": "{name} is not the active player's creature",
    },
    "attacker-in-reserve": {
        "hu": "{name} nem az őrposztban van (tartalék)",
        "ru": "{name} не на посту охраны (őrposzt), а в резерве (tartalék)",
        "en": "{name} is not in the guard post (reserve)",
    },
    "attacker-ok": {
        "hu": "az aktív játékos őrposztban lévő lénye",
        "ru": "существо активного игрока на посту охраны (őrposzt)",
        "en": "the active player's creature in the guard post",
    },
    "declared-twice": {
        "hu": "ugyanaz a lény {times}-szor támad; a 34.1 szerint meg kell határozni, kire vagy "
        "mire támad, de hogy több célt kaphat-e, nem mondja ki",
        "ru": "одно и то же существо назначено атакующим {times} раз(а); по 34.1 нужно "
        "определить, на кого или на что нападает каждое атакующее существо, но может ли у "
        "одного существа быть несколько целей, там не сказано",
        "en": "the same creature is declared {times} times; 34.1 has the player say whom or what "
        "each attacker attacks, but not whether one may have several targets",
    },
    "own-creature": {
        "hu": "{name} az aktív játékos saját lénye, nem az ellenfél őrposztjában van",
        "ru": "{name} — собственное существо активного игрока, а не существо на посту охраны "
        "противника (ellenfél)",
        "en": "{name} is the active player's own creature, not in the opponent's guard post",
    },
    "target-in-reserve": {
        "hu": "{name} nem az ellenfél őrposztjában van (tartalék)",
        "ru": "{name} не на посту охраны противника (ellenfél), а в резерве (tartalék)",
        "en": "{name} is not in the opponent's guard post (reserve)",
    },
    "target-guard": {
        "hu": "{name} az ellenfél őrposztjában lévő lény",
        "ru": "{name} — существо на посту охраны (őrposzt) противника",
        "en": "{name} is a creature in the opponent's guard post",
    },
    "own-building": {
        "hu": "{name} az aktív játékos saját építménye, nem az ellenfélé",
        "ru": "{name} — собственное здание (építmény) активного игрока, а не здание противника",
        "en": "{name} is the active player's own building, not the opponent's",
    },
    "needs-breakthrough": {
        "hu": "építményt vagy játékost csak az őrposzton átütve lehet támadni, és ez a "
        "kijelölés nem üt át",
        "ru": "здание или игрока можно атаковать только через прорыв (átütés) поста охраны, а "
        "при таком назначении прорыва нет",
        "en": "a building or the player may be attacked only through the guard post, and this "
        "declaration does not break through",
    },
    "through-to-building": {
        "hu": "átüt az őrposzton, így támadhatja az ellenfél építményét",
        "ru": "оно прорывается через пост охраны (átütés), поэтому может атаковать здание "
        "(építmény) противника",
        "en": "it breaks through the guard post, so it may attack the opponent's building",
    },
    "through-to-player": {
        "hu": "átüt az őrposzton, így közvetlenül az ellenfelet is támadhatja",
        "ru": "оно прорывается через пост охраны (átütés), поэтому может атаковать и "
        "непосредственно противника (ellenfél)",
        "en": "it breaks through the guard post, so it may attack the opponent directly",
    },
    "no-attacker": {
        "hu": "nincs támadó lény, amely átüthetne",
        "ru": "нет атакующего существа, которое могло бы совершить прорыв (átütés)",
        "en": "there is no attacking creature to break through",
    },
    "unattacked": {
        "hu": "az ellenfél őrposztjában szabályos támadás nem éri: {names}",
        "ru": "на посту охраны (őrposzt) противника ни одна допустимая атака не направлена на: "
        "{names}",
        "en": "in the opponent's guard post no legal attack is declared on: {names}",
    },
    "all-guards-attacked": {
        "hu": "az ellenfél minden őrposztban lévő lényét megtámadja legalább egy lény",
        "ru": "каждое существо на посту охраны (őrposzt) противника атаковано хотя бы одним "
        "существом",
        "en": "every creature in the opponent's guard post is attacked by at least one creature",
    },
    "guard-post-empty": {
        "hu": "az ellenfél őrposztjában nincs lény",
        "ru": "на посту охраны (őrposzt) противника нет ни одного существа",
        "en": "the opponent's guard post holds no creature",
    },
    "attackers-ok": {
        "hu": "erre a lényre {count} lény támad (legfeljebb kettő)",
        "ru": "число существ, атакующих это существо: {count} (не более двух)",
        "en": "{count} creature(s) attack this creature (two at most)",
    },
    "too-many": {
        "hu": "erre a lényre {count} lény támad, pedig egy lényre egyszerre legfeljebb két lény "
        "támadhat",
        "ru": "число существ, атакующих это существо: {count}, хотя одно существо одновременно "
        "могут атаковать не более двух существ",
        "en": "{count} creatures attack this creature, but at most two may attack one creature",
    },
    "any-number": {
        "hu": "építményre, illetve játékosra bármennyi lény támadhat (itt: {count})",
        "ru": "здание или игрока может атаковать любое число существ (здесь: {count})",
        "en": "any number of creatures may attack a building or the player (here: {count})",
    },
    "strike-back-choice": {
        "hu": "két lény támadja: gazdája még ebben a részfázisban kijelöli, melyikre üt vissza",
        "ru": "его атакуют два существа: его владелец ещё в этой подфазе назначает, по какому "
        "из них оно нанесёт ответный удар (visszaütés)",
        "en": "two creatures attack it: its owner chooses, in this sub-phase, which one it strikes "
        "back",
    },
    "damage-in-combat-abilities": {
        "hu": "a harci képességek használata részfázisban megsebzett építmény: rombolás",
        "ru": "здание, получившее урон в подфазе использования боевых способностей: разрушение "
        "(rombolás)",
        "en": "a building damaged in the combat-abilities sub-phase: destruction",
    },
    "damage-in-strike": {
        "hu": "az ütés részfázisban megsebzett építmény: rombolás",
        "ru": "здание, получившее урон в подфазе удара: разрушение (rombolás)",
        "en": "a building damaged in the strike sub-phase: destruction",
    },
    "damage-in-other": {
        "hu": "a 34.10 csak a harci képességek használata és az ütés részfázisban ejtett sebzést "
        "nevezi rombolásnak; más részfázisban ejtett sebzés nem az",
        "ru": "34.10 называет разрушением (rombolás) только урон, нанесённый в подфазах "
        "использования боевых способностей и удара; урон в другой подфазе им не является",
        "en": "34.10 calls destruction only damage in the combat-abilities and strike "
        "sub-phases; damage in another sub-phase is none",
    },
    "not-passive": {
        "hu": "{name}: nem passzív, lerombolható",
        "ru": "{name}: не пассивное, его можно разрушить",
        "en": "{name}: not passive, it may be destroyed",
    },
    "passive": {
        "hu": "{name} passzív építmény, és passzív építményt nem lehet lerombolni",
        "ru": "{name} — пассивное здание (passzív építmény), а пассивное здание нельзя разрушить",
        "en": "{name} is a passive building, and a passive building cannot be destroyed",
    },
    "through-undecided": {
        "hu": "hogy a kijelölés átüt-e az őrposzton, nem eldönthető (lásd: breakthrough), így "
        "az sem, hogy építmény vagy a játékos támadható-e",
        "ru": "прорывает ли назначение пост охраны (átütés), определить нельзя (см. "
        "breakthrough), а значит, нельзя определить и то, можно ли атаковать здание или игрока",
        "en": "whether the declaration breaks through the guard post is undecided (see "
        "breakthrough), so whether a building or the player may be attacked is too",
    },
    "over-limit-two-readings": {
        "hu": "{names} lényre több lény támad, mint amennyit a 34.5 megenged; a Kódex nem mondja "
        "meg, hogy az ilyen támadás a 34.4 szempontjából támadás-e: ha igen, a kijelölés itt "
        "átüt, ha a szabályt sértő támadások nem számítanak, nem üt át",
        "ru": "на существо {names} нападает больше существ, чем допускает 34.5; Кодекс (Kódex) "
        "не говорит, считается ли такая атака атакой для 34.4: если да, то здесь назначение "
        "прорывает пост охраны (átütés); если атаки, нарушающие предел, не считаются, прорыва "
        "нет",
        "en": "{names} is attacked by more creatures than 34.5 allows; the Kódex does not say "
        "whether such attacks still count for 34.4: if they do, the guard post is broken "
        "through here; if attacks breaking the limit count as no attack, it is not",
    },
    "attacked-undecided": {
        "hu": "nem eldönthető, hogy szabályos támadás éri-e: {names}",
        "ru": "определить нельзя, направлена ли на него допустимая атака: {names}",
        "en": "whether a legal attack is declared on it is undecided: {names}",
    },
    "attacker-undecided": {
        "hu": "nem eldönthető, hogy van-e támadó lény",
        "ru": "определить нельзя, есть ли вообще атакующее существо",
        "en": "whether there is an attacking creature at all is undecided",
    },
    "count-undecided": {
        "hu": "erre a lényre biztosan {surely}, legfeljebb {possibly} lény támad: hogy a "
        "legfeljebb két lény határa teljesül-e, nem eldönthető",
        "ru": "число существ, атакующих это существо: наверняка {surely}, самое большее "
        "{possibly}; соблюдён ли предел не более чем в два существа, определить нельзя",
        "en": "{surely} creature(s) surely and up to {possibly} attack this creature: whether "
        "the limit of two holds is undecided",
    },
    "choice-undecided": {
        "hu": "biztosan {surely}, legfeljebb {possibly} lény támadja: hogy pontosan kettő-e, "
        "nem eldönthető",
        "ru": "число атакующих его существ: наверняка {surely}, самое большее {possibly}; ровно "
        "ли их два, определить нельзя",
        "en": "{surely} creature(s) surely and up to {possibly} attack it: whether exactly two "
        "do is undecided",
    },
    "end-announced": {
        "hu": "az aktív játékos bejelentette, hogy a támadók kijelölésével végzett: döntése már "
        "nem vonható vissza és nem módosítható",
        "ru": "активный игрок объявил, что закончил назначение атакующих: его решение уже "
        "нельзя ни отменить, ни изменить",
        "en": "the active player has announced that the declaration of attackers is done: the "
        "decision can no longer be withdrawn or changed",
    },
    "end-not-announced": {
        "hu": "a kijelölés végét még nem jelentette be: a döntés csak a bejelentéssel válik "
        "visszavonhatatlanná",
        "ru": "об окончании назначения ещё не объявлено: решение становится окончательным "
        "только с этим объявлением",
        "en": "the end of the declaration is not announced yet: only the announcement makes the "
        "decision final",
    },
    "targets-not-announced": {
        "hu": "az aktív játékos még nem jelölte ki, melyik támadó lénye kire/mire támad",
        "ru": "активный игрок ещё не указал, какое из его атакующих существ на кого/на что "
        "нападает",
        "en": "the active player has not yet announced which attacker attacks whom or what",
    },
    "strike-back-not-announced": {
        "hu": "a védekező lény gazdája még nem jelölte ki, melyik támadóra üt vissza",
        "ru": "владелец защищающегося существа (védekező lény) ещё не указал, по какому из "
        "атакующих оно нанесёт ответный удар (visszaütés)",
        "en": "the defending creature's owner has not yet announced which attacker it strikes back",
    },
    "ambiguous": {
        "hu": "a kijelölést egyértelműen kell közölni, ez nem volt egyértelmű",
        "ru": "назначение нужно сообщать однозначно, а это назначение было неоднозначным",
        "en": "the announcements must be unambiguous, and this one was not",
    },
    "no-defender-to-announce": {
        "hu": "nincs védekező lény, így visszaütést sem kell kijelölni; hogy ekkor a részfázis "
        "a támadók kijelölésével véget ér-e, a 34.12 nem mondja ki",
        "ru": "защищающегося существа (védekező lény) нет, поэтому и ответный удар назначать не "
        "нужно; заканчивается ли тогда подфаза одним назначением целей атакующих, 34.12 не "
        "говорит",
        "en": "there is no defending creature, so no strike-back to announce; whether the "
        "sub-phase then ends with the attackers' targets alone, 34.12 does not say",
    },
    "both-announced": {
        "hu": "a támadók céljait és a visszaütést is egyértelműen kijelölték: a részfázis véget "
        "ért",
        "ru": "и цели атакующих, и ответный удар (visszaütés) назначены однозначно: подфаза "
        "закончилась",
        "en": "both the attackers' targets and the strike-back are announced unambiguously: the "
        "sub-phase is over",
    },
    "over-undecided": {
        "hu": "nem eldönthető, hogy a részfázis véget ért-e (lásd: subphase-over)",
        "ru": "определить нельзя, закончилась ли подфаза (см. subphase-over)",
        "en": "whether the sub-phase is over is undecided (see subphase-over)",
    },
    "subphase-over": {
        "hu": "a részfázis véget ért: a támadás szándéka nem vonható vissza, a kijelölések nem "
        "módosíthatók",
        "ru": "подфаза закончилась: от намерения атаковать уже нельзя отказаться, а назначения "
        "нельзя изменить",
        "en": "the sub-phase is over: the intention to attack cannot be withdrawn and the "
        "declarations cannot be changed",
    },
    "not-attacked": {
        "hu": "egyetlen lény sem támadja",
        "ru": "его не атакует ни одно существо",
        "en": "no creature is declared attacking it",
    },
    "attack-on-it-undecided": {
        "hu": "nem eldönthető, hogy szabályos-e a rá kijelölt támadás: {names}",
        "ru": "определить нельзя, допустима ли назначенная на него атака: {names}",
        "en": "whether the attack declared on it is allowed is undecided: {names}",
    },
    "only-illegal-attacks": {
        "hu": "csak szabálytalan támadás irányul rá: {names}",
        "ru": "на него направлены только недопустимые атаки: {names}",
        "en": "only attacks that are not allowed are declared on it: {names}",
    },
    "attacked-by": {
        "hu": "a harci fázisban megtámadják: {names}",
        "ru": "в боевой фазе его атакуют: {names}",
        "en": "it is attacked in the combat phase by: {names}",
    },
    "attack-undecided": {
        "hu": "nem eldönthető, hogy szabályos-e a támadása: {names}",
        "ru": "определить нельзя, допустима ли его атака: {names}",
        "en": "whether its attack is allowed is undecided: {names}",
    },
    "over-limit-attack": {
        "hu": "a támadás túllépi a 34.5 határát (egy lényre legfeljebb két lény támadhat): "
        "{names}; hogy az ilyen támadás támadásnak számít-e, a Kódex nem mondja meg",
        "ru": "атака превышает предел из 34.5 (одно существо могут атаковать не более двух "
        "существ): {names}; считается ли такая атака атакой, Кодекс (Kódex) не говорит",
        "en": "the attack goes over the limit of 34.5 (at most two creatures on one creature): "
        "{names}; whether such an attack still counts as one, the Kódex does not say",
    },
    "opponent-attacked": {
        "hu": "a megtámadott lény, építmény vagy játékos az ellenfele: {names}",
        "ru": "атакуемое им существо, здание или игрок — его противник (ellenfél): {names}",
        "en": "what it attacks is its opponent: {names}",
    },
    "strikes-back-chosen": {
        "hu": "gazdája kijelölte, hogy {name} lényre üt vissza: az az ellenfele",
        "ru": "владелец указал, что оно наносит ответный удар (visszaütés) по {name}: это его "
        "противник (ellenfél)",
        "en": "its owner announced it strikes back {name}: that is its opponent",
    },
    "strikes-back-only-attacker": {
        "hu": "egyetlen lény támadja, {name}: a támadói közül csak rá üthet vissza, az az "
        "ellenfele",
        "ru": "его атакует одно существо, {name}: из атакующих оно может нанести ответный удар "
        "только по нему, это его противник (ellenfél)",
        "en": "one creature attacks it, {name}: of its attackers it can strike back only that "
        "one, its opponent",
    },
    "strike-back-not-chosen": {
        "hu": "két lény támadja ({names}); gazdája még nem jelölte ki, melyikre üt vissza",
        "ru": "его атакуют два существа ({names}); владелец ещё не указал, по какому из них оно "
        "нанесёт ответный удар",
        "en": "two creatures attack it ({names}); its owner has not yet announced which one it "
        "strikes back",
    },
    "no-opponent": {
        "hu": "nem támad, és szabályos támadás sem irányul rá: nincs ellenfele",
        "ru": "оно само не атакует, и на него не направлена ни одна допустимая атака: "
        "противника (ellenfél) у него нет",
        "en": "it attacks nothing and no allowed attack is declared on it: it has no opponent",
    },
}
