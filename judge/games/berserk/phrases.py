"""The wording of Берсерк reasons: phrase key → language → template."""

from judge.engine.verdict import Catalog

PHRASES: Catalog = {
    # 514.1, the strike
    "attacker-is-artifact": {
        "ru": "удар объявляет не существо, а артефакт {name}",
        "en": "the strike is declared by an artifact ({name}), not a creature",
    },
    "attacker-is-terrain": {
        "ru": "удар объявляет не существо, а местность {name}",
        "en": "the strike is declared by a terrain ({name}), not a creature",
    },
    "attacker-inactive": {
        "ru": "удар объявляет существо неактивного игрока ({name})",
        "en": "the strike is declared by the inactive player's creature ({name})",
    },
    "not-selection": {
        "ru": "удар объявлен не в подфазу выбора главной фазы",
        "en": "the strike is not declared in the Selection sub-phase of the Main phase",
    },
    "strike-in-selection": {
        "ru": "существо активного игрока объявляет удар в подфазу выбора главной фазы",
        "en": "the active player's creature declares the strike in the Selection sub-phase "
        "of the Main phase",
    },
    # 514.2
    "shot": {"ru": "это выстрел, а не простой удар", "en": "it is a shot, not a simple strike"},
    "not-simple": {"ru": "это не простой удар", "en": "it is not a simple strike"},
    "directed": {"ru": "удар направленный", "en": "the strike is directed"},
    "unanswerable": {"ru": "удар безответный", "en": "the strike is unanswerable"},
    "simple-strike": {
        "ru": "простой ненаправленный небезответный удар",
        "en": "a simple strike, neither directed nor unanswerable",
    },
    # 514.8
    "redirected": {
        "ru": "атака уже перенаправлена: защитнику нельзя назначить защитника",
        "en": "the attack has already been redirected: a defender cannot get a defender",
    },
    "not-redirected": {
        "ru": "атака ещё не перенаправлена",
        "en": "the attack has not been redirected",
    },
    # 514.1, the defender
    "is-artifact": {"ru": "не существо (артефакт)", "en": "not a creature (an artifact)"},
    "is-terrain": {"ru": "не существо (местность)", "en": "not a creature (a terrain)"},
    "active-players": {
        "ru": "карта активного игрока, а защищает неактивный",
        "en": "the active player's card, and only the inactive player's creatures defend",
    },
    "closed": {"ru": "закрыто", "en": "closed"},
    "open-inactive": {
        "ru": "открытое существо неактивного игрока",
        "en": "an open creature of the inactive player",
    },
    # 514.4–514.7
    "514.4-not-on-battlefield": {
        "ru": "не стоит на поле боя, а от удара нелетающего существа по карте на поле боя защищает "
        "только существо рядом с атакующим и целью",
        "en": "not on the battlefield, and against a non-flying creature's strike at a card on the "
        "battlefield only a creature next to both the attacker and the target defends",
    },
    "not-adjacent-attacker": {
        "ru": "не рядом с атакующим на {cell}",
        "en": "not adjacent to the attacker at {cell}",
    },
    "not-adjacent-target": {
        "ru": "не рядом с целью на {cell}",
        "en": "not adjacent to the target at {cell}",
    },
    "adjacent-both": {
        "ru": "стоит рядом и с атакующим на {attacker}, и с целью на {target}",
        "en": "adjacent to both the attacker at {attacker} and the target at {target}",
    },
    "adjacent-target": {
        "ru": "стоит рядом с целью на {cell}",
        "en": "adjacent to the target at {cell}",
    },
    "other-flyer": {"ru": "другое летающее существо", "en": "another flying creature"},
    "flyer": {"ru": "летающее существо", "en": "a flying creature"},
    "514.5-not-adjacent-not-flying": {
        "ru": "не рядом с целью на {cell} и не летающее",
        "en": "neither adjacent to the target at {cell} nor flying",
    },
    "514.6-not-flying": {
        "ru": "не летающее, а от удара летающего существа по карте во вспомогательной зоне "
        "защищает только другое летающее существо",
        "en": "not flying, and against a flying creature's strike at a card in the auxiliary zone "
        "only another flying creature defends",
    },
    "514.7-not-flying": {
        "ru": "не летающее, а от удара нелетающего существа по карте во вспомогательной зоне "
        "защищает только летающее существо",
        "en": "not flying, and against a non-flying creature's strike at a card in the auxiliary "
        "zone only a flying creature defends",
    },
    # 513
    "speed-of-the-feature": {
        "ru": "атака быстрая или медленная по типу особенности, в которую она входит",
        "en": "an attack is fast or slow by the type of the feature it belongs to",
    },
    "simple-fast": {
        "ru": "атака в составе быстрой простой особенности — быстрая",
        "en": "an attack in a fast simple feature is fast",
    },
    "simple-slow": {
        "ru": "атака в составе медленной простой особенности — медленная",
        "en": "an attack in a slow simple feature is slow",
    },
    "composite-fast": {
        "ru": "атака в составе быстрой составной особенности — быстрая, какой бы по счёту "
        "способностью она ни была (здесь: {position})",
        "en": "an attack in a fast composite feature is fast, whichever ability of the feature it "
        "is (here: {position})",
    },
    "composite-slow": {
        "ru": "атака в составе медленной составной особенности — медленная, какой бы по счёту "
        "способностью она ни была (здесь: {position})",
        "en": "an attack in a slow composite feature is slow, whichever ability of the feature it "
        "is (here: {position})",
    },
    # stages
    "may-redirect": {
        "ru": "на предварительном этапе игроки могут перенаправить атаку",
        "en": "at the preliminary stage players may redirect the attack",
    },
    "may-block": {
        "ru": "на предварительном этапе игроки могут заблокировать действие (особенность)",
        "en": "at the preliminary stage players may block the action (feature)",
    },
    "may-assign-simple": {
        "ru": "на предварительном этапе можно назначить защитника от атаки, если это простой "
        "удар (от какого именно, решают правила назначения защитников)",
        "en": "at the preliminary stage a defender may be assigned against an attack that is a "
        "simple strike (which ones, the rules of assigning defenders decide)",
    },
    "preliminary-silent": {
        "ru": "текст предварительного этапа называет перенаправление, назначение защитника и "
        "блокирование, но не это действие",
        "en": "the preliminary stage text names redirecting, assigning a defender and blocking, "
        "not this action",
    },
    "target-fixed": {
        "ru": "цель становится окончательной в конце предварительного этапа; после этого ничто не "
        "может изменить цель способности",
        "en": "the target becomes final at the end of the preliminary stage; after that nothing "
        "can change the target of the ability",
    },
    "defender-after-preliminary": {
        "ru": "защитник становится целью атаки, а цель после предварительного этапа изменить "
        "нельзя",
        "en": "a defender becomes the target of the attack, and after the preliminary stage the "
        "target cannot change",
    },
    "may-dice-modifier": {
        "ru": "на шаге броска кубика игроки могут использовать модификаторы к броску кубика",
        "en": "at the dice-roll step players may use features that modify the dice roll",
    },
    "may-strength-modifier": {
        "ru": "на шаге нанесения эффекта игроки могут использовать модификаторы к силе атаки",
        "en": "at the effect step players may use features that modify the attack's strength",
    },
    "may-sudden": {
        "ru": "на этом шаге игроки могут использовать другие внезапные и играемые особенности",
        "en": "at this step players may use other sudden and playable features",
    },
    "stage-silent": {
        "ru": "текст этого шага не упоминает такое действие",
        "en": "the text of this step does not mention this action",
    },
    # 514.9
    "defender-payment-stage": {
        "ru": "защитник закрывается (оплата назначения защитника) на этапе оплаты простого удара "
        "атаковавшей карты",
        "en": "the defender is closed (the payment for assigning it) at the payment stage of the "
        "attacking card's simple strike",
    },
    "attacker-payment-stage": {
        "ru": "атаковавшая карта оплачивает простой удар на этапе оплаты, одновременно с оплатой "
        "назначения защитника — тогда она и закрывается",
        "en": "the attacking card pays for its simple strike at the payment stage, together with "
        "the payment for assigning a defender — that is when it is closed",
    },
    "speed-by-304": {
        "ru": "атака быстрая или медленная по типу интерактивной особенности, в которую она "
        "входит (513.1), а какие особенности быстрые, решает пункт 304 — его в загруженных "
        "правилах нет, а скорость самой особенности не указана",
        "en": "an attack is fast or slow by the type of the interactive feature it belongs to "
        "(513.1), and which features are fast is clause 304's to say — it is not in the loaded "
        "rulebook, and the feature's own speed is not given",
    },
    "sudden-action": {
        "ru": "назначение защитника — внезапное действие",
        "en": "assigning a defender is a sudden action",
    },
    "action-targets-striker": {
        "ru": "целью этого внезапного действия является существо, объявившее атаку простым "
        "ударом: {name}",
        "en": "the target of this sudden action is the creature that declared the simple "
        "strike: {name}",
    },
    "actors": {
        "ru": "это действие может использовать существо, которое может выступить защитником: "
        "{names}",
        "en": "a creature that may be assigned as defender may take this action: {names}",
    },
    "no-actor": {
        "ru": "ни одно открытое существо Неактивного игрока не может выступить защитником от "
        "этого удара: использовать это действие некому, и цели у него нет",
        "en": "no open creature of the inactive player may be assigned as defender against this "
        "strike: nobody can take the action, so it has no target",
    },
    "actor-undecided": {
        "ru": "может ли защитником выступить {names}, не решено: есть ли кому использовать "
        "действие, тоже",
        "en": "whether {names} may be assigned as defender is undecided, and so is whether "
        "anybody can take the action",
    },
}
