"""Берсерк (classic): who may defend (514), attack speed (513), what players may do at each stage
of an attack (Предварительный этап, 511.5.1, 511.5.2), when cards are closed (514.9).

Each rule below is one clause (or one sentence of it) as code; its docstring quotes the text.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core import (
    Check,
    Clauses,
    Finding,
    check,
    fails,
    names_or_unknown,
    passes,
    silent,
    value_or_unknown,
)
from judge.engine.registry import rule
from judge.engine.verdict import Reason, phrase
from judge.scenario.load import UNKNOWN, Ability, Attack, Card, Scenario, Turn

GAME = "berserk"
PRELIMINARY = "Предварительный этап"

# ------------------------------------------------------------------ 514. Назначение защитников


@rule(GAME, "514.1")
def strike_declared_by_active_creature_in_selection(attacker: Card, turn: Turn) -> Check:
    """514.1 … когда существо Активного игрока объявляет атаку простым ударом в подфазу Выбора
    Главной фазы игры."""
    why = []
    if attacker.type != "creature":
        why.append(phrase(f"attacker-is-{attacker.type}", name=attacker.name))
    if not attacker.active:
        why.append(phrase("attacker-inactive", name=attacker.name))
    if (turn.phase, turn.step) != ("main", "selection"):
        why.append(phrase("not-selection"))
    return fails(*why) if why else passes(phrase("strike-in-selection"))


@rule(GAME, "514.2")
def defender_only_from_simple_undirected_answerable_strike(attack: Attack) -> Check:
    """514.2 Защитника можно назначить только от простого небезответного ненаправленного удара."""
    why = []
    if attack.kind != "simple-strike":
        why.append(phrase("shot" if attack.kind == "shot" else "not-simple"))
    if attack.directed:
        why.append(phrase("directed"))
    if attack.unanswerable:
        why.append(phrase("unanswerable"))
    return fails(*why) if why else passes(phrase("simple-strike"))


@rule(GAME, "514.8")
def no_defender_for_a_redirected_attack(attack: Attack) -> Check:
    """514.8 Нельзя назначить защитника защитнику, так как нельзя перенаправить уже
    перенаправленную атаку."""
    return check(not attack.redirected, phrase("not-redirected"), phrase("redirected"))


@rule(GAME, "514.1")
def defender_is_open_creature_of_inactive_player(card: Card) -> Check:
    """514.1 Назначение защитника – это внезапное действие, которое может использовать открытое
    существо Неактивного игрока …"""
    why = []
    if card.type != "creature":
        why.append(phrase(f"is-{card.type}"))
    if card.active:
        why.append(phrase("active-players"))
    if card.closed:
        why.append(phrase("closed"))
    return fails(*why) if why else passes(phrase("open-inactive"))


@rule(GAME, "514.4")
def walker_strikes_battlefield(attacker: Card, target: Card, card: Card) -> Check | None:
    """514.4 Защитником от удара нелетающего существа по карте на поле боя может выступить
    существо, стоящее рядом с существом, объявившим этот удар, и картой, по которой объявлен
    этот удар."""
    if attacker.flying or target.zone != "battlefield":
        return None
    if card.zone != "battlefield":
        return fails(phrase("514.4-not-on-battlefield"))
    why = []
    if not adjacent(card, attacker):
        why.append(phrase("not-adjacent-attacker", cell=attacker.at or "—"))
    if not adjacent(card, target):
        why.append(phrase("not-adjacent-target", cell=target.at))
    if why:
        return fails(*why)
    return passes(phrase("adjacent-both", attacker=attacker.at, target=target.at))


@rule(GAME, "514.5")
def flyer_strikes_battlefield(attacker: Card, target: Card, card: Card) -> Check | None:
    """514.5 Защитником от удара летающего существа по карте на поле боя может выступить
    существо, стоящее рядом с картой, по которой объявлен этот удар, или другое летающее
    существо."""
    if not attacker.flying or target.zone != "battlefield":
        return None
    if card.flying:
        return passes(phrase("other-flyer"))
    if adjacent(card, target):
        return passes(phrase("adjacent-target", cell=target.at))
    return fails(phrase("514.5-not-adjacent-not-flying", cell=target.at))


@rule(GAME, "514.6")
def flyer_strikes_auxiliary(attacker: Card, target: Card, card: Card) -> Check | None:
    """514.6 Защитником от удара летающего существа по карте во вспомогательной зоне может
    выступить другое летающее существо."""
    if not attacker.flying or target.zone != "auxiliary":
        return None
    return check(card.flying, phrase("other-flyer"), phrase("514.6-not-flying"))


@rule(GAME, "514.7")
def walker_strikes_auxiliary(attacker: Card, target: Card, card: Card) -> Check | None:
    """514.7 Защитником от удара нелетающего существа по карте во вспомогательной зоне может
    выступить летающее существо."""
    if attacker.flying or target.zone != "auxiliary":
        return None
    return check(card.flying, phrase("flyer"), phrase("514.7-not-flying"))


WHERE_A_DEFENDER_STANDS = (
    walker_strikes_battlefield,
    flyer_strikes_battlefield,
    flyer_strikes_auxiliary,
    walker_strikes_auxiliary,
)


def adjacent(a: Card, b: Card) -> bool:
    """Рядом: different cells that differ by at most one column and at most one row."""
    if a.at is None or b.at is None or a.at == b.at:
        return False
    return abs(ord(a.at[0]) - ord(b.at[0])) <= 1 and abs(int(a.at[1:]) - int(b.at[1:])) <= 1


def who_may_defend(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    attack = scenario.attack
    assert attack is not None and attack.by is not None and attack.target is not None
    attacker, target = scenario.cards[attack.by], scenario.cards[attack.target]
    strike = Finding(clauses)
    strike.apply(strike_declared_by_active_creature_in_selection, attacker, scenario.turn)
    strike.apply(defender_only_from_simple_undirected_answerable_strike, attack)
    strike.apply(no_defender_for_a_redirected_attack, attack)
    reasons = [strike.reason(f"{attacker.name} → {target.name}", kind="attack")]
    cards, may = [], []
    for card in scenario.cards.values():
        if card is attacker or card is target:
            continue
        finding = Finding(clauses)
        finding.include(strike)
        finding.apply(defender_is_open_creature_of_inactive_player, card)
        for where in WHERE_A_DEFENDER_STANDS:
            finding.apply(where, attacker, target, card)
        reason = finding.reason(card.name)
        cards.append(reason)
        if reason.holds:
            may.append(card.name)
    return {"may-defend": names_or_unknown(cards, may)}, reasons + cards


# ------------------------------------------------------------------ 513. Быстрые и медленные атаки


@rule(GAME, "513.2")
def simple_feature_attack_speed(ability: Ability) -> Check | None:
    """513.2 Атака в составе простой особенности является медленной, если особенность является
    медленной. Если особенность является быстрой, то и атака является быстрой."""
    if ability.composite:
        return None
    if ability.speed is None:
        return silent(phrase("speed-not-given"))
    return passes(phrase(f"simple-{ability.speed}"))


@rule(GAME, "513.3")
def composite_feature_attack_speed(ability: Ability) -> Check | None:
    """513.3 Атака в составе составной особенности является медленной в случае, если
    особенность, в которую она входит, является медленной независимо от того, какой по счету
    способностью является эта атака в составе особенности. Если особенность является быстрой,
    то и атака является быстрой."""
    if not ability.composite:
        return None
    if ability.speed is None:
        return silent(phrase("speed-not-given"))
    where = phrase(f"composite-{ability.speed}", position=ability.position or "?")
    return passes(where)


def attack_speed(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    ability = scenario.ability
    assert ability is not None
    finding = Finding(clauses)
    finding.apply(simple_feature_attack_speed, ability)
    finding.apply(composite_feature_attack_speed, ability)
    speed = ability.speed if finding.holds else UNKNOWN
    return {"speed": speed}, finding.per_rule()


# ------------------------------------------------------------------ stages of an attack


@rule(GAME, PRELIMINARY)
def preliminary_stage_actions(stage: str, action: str, attack: Attack) -> Check | None:
    """Предварительный этап. … На этом шаге игроки могут перенаправить атаку, назначить
    защитника от атаки (если это простой удар) или заблокировать действие (особенность)."""
    if stage != "preliminary":
        return None
    if action == "redirect":
        return passes(phrase("may-redirect"))
    if action == "block":
        return passes(phrase("may-block"))
    if action == "assign-defender":
        simple = attack.kind == "simple-strike"
        return check(simple, phrase("may-assign-simple"), phrase("assign-only-simple"))
    return silent(phrase("preliminary-silent"))


@rule(GAME, PRELIMINARY)
def target_fixed_after_preliminary(stage: str, action: str) -> Check | None:
    """Предварительный этап. … карта, в которую перенаправлена способность, или карта,
    выступившая защитником (в противном случае – первоначальная цель) становится целью
    способности; после этого ничто не может изменить цель способности."""
    if stage == "preliminary" or action not in ("redirect", "change-target"):
        return None
    return fails(phrase("target-fixed"))


@rule(GAME, PRELIMINARY, "514.1")
def no_defender_once_target_fixed(stage: str, action: str) -> Check | None:
    """514.1 Карта, назначенная защитником, становится целью атаки вместо карты, по которой был
    объявлен простой удар. Предварительный этап: … после этого ничто не может изменить цель
    способности."""
    if stage == "preliminary" or action != "assign-defender":
        return None
    return fails(phrase("defender-after-preliminary"))


@rule(GAME, "511.5.1")
def dice_roll_step_actions(stage: str, action: str) -> Check | None:
    """511.5.1 Шаг броска кубика. … После этого игроки могут использовать особенности,
    накладывающие модификаторы к броску кубика, а также другие внезапные и играемые особенности
    своих карт."""
    if stage != "dice-roll":
        return None
    if action == "dice-modifier":
        return passes(phrase("may-dice-modifier"))
    if action == "sudden-ability":
        return passes(phrase("may-sudden"))
    return silent(phrase("stage-silent"))


@rule(GAME, "511.5.2")
def effect_step_actions(stage: str, action: str) -> Check | None:
    """511.5.2 Шаг нанесения эффекта. На этом шаге игроки могут использовать особенности,
    накладывающие модификаторы к силе этой атаки, а также другие внезапные и играемые
    особенности своих карт."""
    if stage != "effect":
        return None
    if action == "strength-modifier":
        return passes(phrase("may-strength-modifier"))
    if action == "sudden-ability":
        return passes(phrase("may-sudden"))
    return silent(phrase("stage-silent"))


def may_act(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    stage, action = scenario.stage, scenario.action
    attack = scenario.attack or Attack()
    finding = Finding(clauses)
    finding.apply(preliminary_stage_actions, stage, action, attack)
    finding.apply(target_fixed_after_preliminary, stage, action)
    finding.apply(no_defender_once_target_fixed, stage, action)
    finding.apply(dice_roll_step_actions, stage, action)
    finding.apply(effect_step_actions, stage, action)
    if action == "assign-defender":
        finding.apply(defender_only_from_simple_undirected_answerable_strike, attack)
    if action in ("assign-defender", "redirect"):
        finding.apply(no_defender_for_a_redirected_attack, attack)
    allowed = finding.holds
    return {"allowed": value_or_unknown(allowed)}, finding.per_rule()


# ------------------------------------------------------------------ 514.9. Закрытие


@rule(GAME, "514.9")
def defender_closes_at_payment_stage(who: str) -> Check:
    """514.9 … оплата назначения защитника (закрытие карты) происходит на Этапе оплаты простого
    удара атаковавшей карты одновременно с оплатой простого удара атаковавшей картой."""
    if who == "defender":
        return passes(phrase("defender-payment-stage"))
    # The attacker pays for its simple strike at that stage too, but the clause calls only the
    # defender's payment "закрытие карты": what the attacker's payment is, it does not say.
    return silent(phrase("attacker-payment-unsaid"))


def when_closed(scenario: Scenario, clauses: Clauses) -> tuple[dict[str, Any], list[Reason]]:
    finding = Finding(clauses)
    finding.apply(defender_closes_at_payment_stage, scenario.who)
    closed_at = "payment-stage" if finding.holds else UNKNOWN
    return {"closed-at": closed_at}, finding.per_rule()


ASKS = {
    "who-may-defend": who_may_defend,
    "attack-speed": attack_speed,
    "may-act": may_act,
    "when-closed": when_closed,
}

PHRASES = {
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
    "speed-not-given": {
        "ru": "скорость особенности не указана (ability.speed)",
        "en": "the feature's speed is not given (ability.speed)",
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
        "ru": "на предварительном этапе можно назначить защитника от простого удара",
        "en": "at the preliminary stage a defender may be assigned against a simple strike",
    },
    "assign-only-simple": {
        "ru": "защитника назначают на предварительном этапе, только если это простой удар",
        "en": "at the preliminary stage a defender is assigned only if it is a simple strike",
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
    "attacker-payment-unsaid": {
        "ru": "атакующая карта оплачивает простой удар на том же этапе, но пункт называет "
        "закрытием только оплату назначения защитника",
        "en": "the attacking card pays for its simple strike at that stage, but the clause calls "
        "only the payment for assigning a defender closing the card",
    },
}
