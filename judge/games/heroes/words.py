"""Берсерк. Герои in plain words (``judge.render.plain``, the site): each answer as a judge
says it, and the scenario's keys and values as a reader names them. Phrase key → language →
template; the keys are described in ``judge.render.plain``."""

from judge.engine.verdict import Catalog

WORDS: Catalog = {
    # -- the answers (506.3–508.3)
    "answer.allowed.yes": {"ru": "Атаковать можно", "en": "The attack is allowed"},
    "answer.allowed.no": {"ru": "Атаковать нельзя", "en": "The attack is not allowed"},
    "answer.allowed.unknown": {
        "ru": "Можно ли атаковать, не решено",
        "en": "Whether the attack is allowed is undecided",
    },
    "answer.defender.yes": {
        "ru": "Защитника назначить можно",
        "en": "A defender may be assigned",
    },
    "answer.defender.no": {
        "ru": "Защитника назначить нельзя",
        "en": "No defender may be assigned",
    },
    "answer.defender.unknown": {
        "ru": "Можно ли назначить защитника, не решено",
        "en": "Whether a defender may be assigned is undecided",
    },
    "answer.strikes-back.yes": {"ru": "Цель отбивается", "en": "The target strikes back"},
    "answer.strikes-back.no": {
        "ru": "Цель не отбивается",
        "en": "The target does not strike back",
    },
    "answer.strikes-back.unknown": {
        "ru": "Отбивается ли цель, не решено",
        "en": "Whether the target strikes back is undecided",
    },
    "answer.type.strike": {"ru": "Это атака ударом", "en": "It is an attack by strike"},
    "answer.type.shot": {"ru": "Это атака выстрелом", "en": "It is an attack by shot"},
    "answer.type.unknown": {
        "ru": "Удар это или выстрел, не решено",
        "en": "Whether it is a strike or a shot is undecided",
    },
    "answer.one-after-another.yes": {
        "ru": "Атаки происходят последовательно",
        "en": "The attacks happen one after another",
    },
    "answer.one-after-another.no": {
        "ru": "Атаки происходят не последовательно",
        "en": "The attacks do not happen one after another",
    },
    "answer.one-after-another.unknown": {
        "ru": "Последовательно ли происходят атаки, не решено",
        "en": "Whether the attacks happen one after another is undecided",
    },
    "answer.all-stages-each.yes": {
        "ru": "Для каждой атаки выполняются все этапы атаки",
        "en": "Every attack goes through all the stages of an attack",
    },
    "answer.all-stages-each.no": {
        "ru": "Не для каждой атаки выполняются все этапы",
        "en": "Not every attack goes through all the stages",
    },
    "answer.all-stages-each.unknown": {
        "ru": "Выполняются ли все этапы для каждой атаки, не решено",
        "en": "Whether every attack goes through all the stages is undecided",
    },
    "answer.preliminary-starts.on-declaration": {
        "ru": "Предварительный этап начинается, как только она объявлена",
        "en": "The preliminary stage starts as soon as it is declared",
    },
    "answer.preliminary-starts.unknown": {
        "ru": "Когда начинается предварительный этап, не решено",
        "en": "When the preliminary stage starts is undecided",
    },
    "answer.stages-in-order.yes": {
        "ru": "Этапы идут один за другим в строго определённом порядке",
        "en": "The stages follow one another in a fixed order",
    },
    "answer.stages-in-order.no": {
        "ru": "Этапы идут не в строгом порядке",
        "en": "The stages do not follow a fixed order",
    },
    "answer.stages-in-order.unknown": {
        "ru": "Идут ли этапы в строгом порядке, не решено",
        "en": "Whether the stages follow a fixed order is undecided",
    },
    "answer.closed-at.payment-stage": {
        "ru": "Карта закрывается на этапе оплаты",
        "en": "The card is closed at the payment stage",
    },
    "answer.closed-at.after-fight": {
        "ru": "Карта закрывается после сражения",
        "en": "The card is closed after the fight",
    },
    "answer.closed-at.unknown": {
        "ru": "Когда закрывается карта, не решено",
        "en": "When the card is closed is undecided",
    },
    # -- the situation: keys and values
    "key.attack": {"ru": "Атака", "en": "Attack"},
    "key.mode": {"ru": "Способ атаки", "en": "How it attacks"},
    "key.ability": {"ru": "Способность", "en": "Ability"},
    "key.declared": {"ru": "Объявлено", "en": "Declared"},
    "key.who": {"ru": "Чья карта", "en": "Whose card"},
    "value.side.active": {"ru": "активного игрока", "en": "active player's"},
    "value.side.inactive": {"ru": "противника", "en": "opponent's"},
    "value.type.hero": {"ru": "герой", "en": "hero"},
    "value.type.creature": {"ru": "существо", "en": "creature"},
    "value.zone.play": {"ru": "в игре", "en": "in play"},
    "value.zone.hand": {"ru": "в руке", "en": "in hand"},
    "value.zone.graveyard": {"ru": "на кладбище", "en": "in the graveyard"},
    "value.closed": {"ru": "закрытое", "en": "closed"},
    "value.mode.strike": {"ru": "атака ударом", "en": "attack by strike"},
    "value.mode.fight": {"ru": "заставить сразиться", "en": "forced fight"},
    "value.mode.shot": {"ru": "атака выстрелом", "en": "attack by shot"},
    "value.mode.other": {"ru": "другой способ", "en": "another way"},
    "value.attacks": {"ru": "атак: {value}", "en": "attacks: {value}"},
    "value.declared.attack": {"ru": "атака", "en": "an attack"},
    "value.declared.spell": {"ru": "заклинание", "en": "a spell"},
    "value.declared.effect": {"ru": "воздействие", "en": "an effect"},
    "value.declared.ability": {"ru": "способность", "en": "an ability"},
    "value.who.attacker": {"ru": "атакующая", "en": "the attacker's"},
    "value.who.defender": {"ru": "выступившая в защиту", "en": "the defender's"},
}
