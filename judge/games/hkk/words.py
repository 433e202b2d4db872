"""Hatalom Kártyái in plain words (``judge.render.plain``, the site): each answer as a judge
says it, and the scenario's keys and values as a reader names them. Phrase key → language →
template; the keys are described in ``judge.render.plain``."""

from judge.engine.verdict import Catalog

WORDS: Catalog = {
    # -- the answers (34.1–34.12)
    "answer.legal.yes": {"hu": "Szabályos", "en": "Legal"},
    "answer.legal.no": {"hu": "Nem szabályos", "en": "Not legal"},
    "answer.legal.unknown": {
        "hu": "Nem eldönthető, hogy szabályos-e",
        "en": "Whether it is legal is undecided",
    },
    "answer.illegal.some": {"hu": "Szabálytalan: {names}", "en": "Not allowed: {names}"},
    "answer.illegal.none": {"hu": "Minden támadás szabályos", "en": "Every attack is allowed"},
    "answer.illegal.partial": {
        "hu": "Biztosan szabálytalan: {surely}; talán: {maybe}",
        "en": "Surely not allowed: {surely}; maybe: {maybe}",
    },
    "answer.illegal.unknown": {
        "hu": "Nem eldönthető, melyik támadás szabálytalan",
        "en": "Which attacks are not allowed is undecided",
    },
    "answer.breakthrough.yes": {
        "hu": "Átüt az őrposzton",
        "en": "It breaks through the guard post",
    },
    "answer.breakthrough.no": {
        "hu": "Nem üt át az őrposzton",
        "en": "It does not break through the guard post",
    },
    "answer.breakthrough.unknown": {
        "hu": "Nem eldönthető, hogy átüt-e az őrposzton",
        "en": "Whether it breaks through the guard post is undecided",
    },
    "answer.strike-back-choice.some": {
        "hu": "A gazdája választja ki, melyik támadóra üt vissza: {names}",
        "en": "Its owner chooses which attacker it strikes back: {names}",
    },
    "answer.strike-back-choice.partial": {
        "hu": "A gazdája biztosan választ: {surely}; talán: {maybe}",
        "en": "Its owner surely chooses: {surely}; maybe: {maybe}",
    },
    "answer.strike-back-choice.none": {
        "hu": "Nincs kit választani a visszaütéshez",
        "en": "There is no strike-back to choose",
    },
    "answer.strike-back-choice.unknown": {
        "hu": "Nem eldönthető, kell-e választani a visszaütéshez",
        "en": "Whether a strike-back must be chosen is undecided",
    },
    "answer.may-change.yes": {
        "hu": "A kijelölés még módosítható",
        "en": "The declaration may still be changed",
    },
    "answer.may-change.no": {
        "hu": "A kijelölés már nem módosítható",
        "en": "The declaration can no longer be changed",
    },
    "answer.may-change.unknown": {
        "hu": "Nem eldönthető, hogy módosítható-e még a kijelölés",
        "en": "Whether the declaration may still be changed is undecided",
    },
    "answer.subphase-over.yes": {"hu": "A részfázis véget ért", "en": "The sub-phase is over"},
    "answer.subphase-over.no": {
        "hu": "A részfázis még nem ért véget",
        "en": "The sub-phase is not over yet",
    },
    "answer.subphase-over.unknown": {
        "hu": "Nem eldönthető, hogy véget ért-e a részfázis",
        "en": "Whether the sub-phase is over is undecided",
    },
    "answer.defending.yes": {"hu": "Védekező lény", "en": "It is a defending creature"},
    "answer.defending.no": {"hu": "Nem védekező lény", "en": "It is not a defending creature"},
    "answer.defending.unknown": {
        "hu": "Nem eldönthető, hogy védekező lény-e",
        "en": "Whether it is a defending creature is undecided",
    },
    "answer.opponent.some": {"hu": "Az ellenfele: {names}", "en": "Its opponent: {names}"},
    "answer.opponent.none": {"hu": "Nincs ellenfele", "en": "It has no opponent"},
    "answer.opponent.partial": {
        "hu": "Az ellenfele biztosan: {surely}; talán: {maybe}",
        "en": "Its opponent surely: {surely}; maybe: {maybe}",
    },
    "answer.opponent.unknown": {
        "hu": "Nem eldönthető, ki az ellenfele",
        "en": "Who its opponent is is undecided",
    },
    "answer.destruction.yes": {"hu": "Rombolás", "en": "It is destruction"},
    "answer.destruction.no": {"hu": "Nem rombolás", "en": "It is not destruction"},
    "answer.destruction.unknown": {
        "hu": "Nem eldönthető, hogy rombolás-e",
        "en": "Whether it is destruction is undecided",
    },
    # -- names that are not cards
    "name.player": {"hu": "a játékos", "en": "the player"},
    # -- the situation: keys and values
    "key.attacks": {"hu": "Támadások", "en": "Attacks"},
    "key.strikes-back": {"hu": "Visszaütés", "en": "Strikes back"},
    "key.of": {"hu": "Kérdéses lény", "en": "The creature asked about"},
    "key.damage": {"hu": "Sebzés", "en": "Damage"},
    "key.end-announced": {"hu": "Bejelentés", "en": "Announcement"},
    "key.targets-announced": {"hu": "Célok", "en": "Targets"},
    "key.strike-back": {"hu": "Visszaütés", "en": "Strike-back"},
    "key.ambiguous": {"hu": "Kijelölés", "en": "Declaration"},
    "value.end-announced": {
        "hu": "az aktív játékos bejelentette, hogy végzett",
        "en": "the active player announced the end",
    },
    "value.targets-announced": {
        "hu": "a támadók céljait kijelölték",
        "en": "the attackers' targets are announced",
    },
    "value.ambiguous": {"hu": "nem egyértelmű", "en": "ambiguous"},
    "value.strike-back.announced": {"hu": "kijelölve", "en": "announced"},
    "value.strike-back.not-announced": {"hu": "még nincs kijelölve", "en": "not announced yet"},
    "value.strike-back.none": {"hu": "nincs védekező lény", "en": "no defending creature"},
    "value.side.active": {"hu": "aktív játékosé", "en": "active player's"},
    "value.side.inactive": {"hu": "ellenfélé", "en": "opponent's"},
    "value.type.creature": {"hu": "lény", "en": "creature"},
    "value.type.building": {"hu": "építmény", "en": "building"},
    "value.zone.guard-post": {"hu": "őrposztban", "en": "in the guard post"},
    "value.zone.reserve": {"hu": "tartalékban", "en": "in reserve"},
    "value.passive": {"hu": "passzív", "en": "passive"},
    "value.subphase.combat-abilities": {
        "hu": "a harci képességek használata részfázisban",
        "en": "in the combat-abilities sub-phase",
    },
    "value.subphase.strike": {"hu": "az ütés részfázisban", "en": "in the strike sub-phase"},
    "value.subphase.other": {"hu": "más részfázisban", "en": "in another sub-phase"},
}
