"""Берсерк in plain words (``judge.render.plain``, the site): each answer as a judge says it,
and the scenario's keys and values as a reader names them. Phrase key → language → template;
the keys are described in ``judge.render.plain``."""

from judge.engine.verdict import Catalog

WORDS: Catalog = {
    # -- the answers (513, 514, 511.5)
    "answer.may-defend.some": {
        "ru": "Защитником можно назначить: {names}",
        "en": "May be assigned as defender: {names}",
    },
    "answer.may-defend.partial": {
        "ru": "Защищать точно может: {surely}; возможно: {maybe}",
        "en": "Surely may defend: {surely}; maybe: {maybe}",
    },
    "answer.may-defend.none": {
        "ru": "Защитника назначить нельзя",
        "en": "No card may be assigned as defender",
    },
    "answer.may-defend.unknown": {
        "ru": "Кого можно назначить защитником, не решено",
        "en": "Who may be assigned as defender is undecided",
    },
    "answer.sudden.yes": {
        "ru": "Назначение защитника — внезапное действие",
        "en": "Assigning a defender is a sudden action",
    },
    "answer.sudden.no": {
        "ru": "Назначение защитника — не внезапное действие",
        "en": "Assigning a defender is not a sudden action",
    },
    "answer.sudden.unknown": {
        "ru": "Внезапное ли это действие, не решено",
        "en": "Whether it is a sudden action is undecided",
    },
    "answer.action-targets.some": {
        "ru": "Цель назначения защитника: {names}",
        "en": "The target of assigning a defender: {names}",
    },
    "answer.action-targets.none": {
        "ru": "У назначения защитника здесь нет цели",
        "en": "Assigning a defender has no target here",
    },
    "answer.action-targets.unknown": {
        "ru": "Цель назначения защитника не решена",
        "en": "The target of assigning a defender is undecided",
    },
    "answer.speed.fast": {"ru": "Атака быстрая", "en": "The attack is fast"},
    "answer.speed.slow": {"ru": "Атака медленная", "en": "The attack is slow"},
    "answer.speed.unknown": {
        "ru": "Быстрая атака или медленная, не решено",
        "en": "Whether the attack is fast or slow is undecided",
    },
    "answer.allowed.yes": {"ru": "Можно", "en": "Allowed"},
    "answer.allowed.no": {"ru": "Нельзя", "en": "Not allowed"},
    "answer.allowed.unknown": {
        "ru": "Можно ли, не решено",
        "en": "Whether it is allowed is undecided",
    },
    "answer.closed-at.payment-stage": {
        "ru": "Карта закрывается на этапе оплаты простого удара",
        "en": "The card is closed at the payment stage of the simple strike",
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
    "key.turn": {"ru": "Ход", "en": "Turn"},
    "key.ability": {"ru": "Особенность", "en": "Feature"},
    "key.stage": {"ru": "Этап", "en": "Stage"},
    "key.action": {"ru": "Действие", "en": "Action"},
    "key.who": {"ru": "Чья карта", "en": "Whose card"},
    "value.side.active": {"ru": "активного игрока", "en": "active player's"},
    "value.side.inactive": {"ru": "неактивного игрока", "en": "inactive player's"},
    "value.type.creature": {"ru": "существо", "en": "creature"},
    "value.type.artifact": {"ru": "артефакт", "en": "artifact"},
    "value.type.terrain": {"ru": "местность", "en": "terrain"},
    "value.zone.battlefield": {"ru": "на поле боя", "en": "on the battlefield"},
    "value.zone.auxiliary": {"ru": "во вспомогательной зоне", "en": "in the auxiliary zone"},
    "value.at": {"ru": "клетка {value}", "en": "cell {value}"},
    "value.flying": {"ru": "летающее", "en": "flying"},
    "value.closed": {"ru": "закрытое", "en": "closed"},
    "value.kind.simple-strike": {"ru": "простой удар", "en": "simple strike"},
    "value.kind.shot": {"ru": "выстрел", "en": "shot"},
    "value.kind.other": {"ru": "другая атака", "en": "another kind of attack"},
    "value.directed": {"ru": "направленный", "en": "directed"},
    "value.unanswerable": {"ru": "безответный", "en": "unanswerable"},
    "value.redirected": {"ru": "уже перенаправлена", "en": "already redirected"},
    "value.phase.main": {"ru": "главная фаза", "en": "main phase"},
    "value.phase.other": {"ru": "другая фаза", "en": "another phase"},
    "value.step.selection": {"ru": "подфаза выбора", "en": "selection step"},
    "value.step.other": {"ru": "другая подфаза", "en": "another step"},
    "value.composite": {"ru": "составная", "en": "composite"},
    "value.speed.fast": {"ru": "быстрая", "en": "fast"},
    "value.speed.slow": {"ru": "медленная", "en": "slow"},
    "value.position": {"ru": "атака № {value} в её составе", "en": "attack no. {value} in it"},
    "value.stage.preliminary": {"ru": "предварительный этап", "en": "preliminary stage"},
    "value.stage.dice-roll": {"ru": "шаг броска кубика", "en": "dice-roll step"},
    "value.stage.effect": {"ru": "шаг воздействия", "en": "effect step"},
    "value.action.redirect": {"ru": "перенаправление атаки", "en": "redirecting the attack"},
    "value.action.assign-defender": {
        "ru": "назначение защитника",
        "en": "assigning a defender",
    },
    "value.action.block": {"ru": "блокирование", "en": "blocking"},
    "value.action.change-target": {"ru": "смена цели", "en": "changing the target"},
    "value.action.dice-modifier": {
        "ru": "модификатор броска кубика",
        "en": "a dice-roll modifier",
    },
    "value.action.strength-modifier": {
        "ru": "модификатор силы удара",
        "en": "a strike-strength modifier",
    },
    "value.action.sudden-ability": {
        "ru": "внезапная способность",
        "en": "a sudden ability",
    },
    "value.who.attacker": {"ru": "атакующая", "en": "the attacker's"},
    "value.who.defender": {"ru": "выступившая в защиту", "en": "the defender's"},
}
