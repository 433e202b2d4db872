"""Берсерк (classic): who may defend (514), attack speed (513), what players may do at each stage
of an attack (Предварительный этап, 511.5.1, 511.5.2), when cards are closed (514.9).

Each rule below is one clause (or one sentence of it) as code; its docstring quotes the text.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core import (
    Ask,
    Check,
    Clauses,
    Finding,
    Member,
    any_of,
    check,
    fails,
    listing,
    passes,
    silent,
    value_or_unknown,
)
from judge.engine.registry import assumption, rule
from judge.engine.verdict import Reason, phrase
from judge.games.berserk.phrases import PHRASES as PHRASES  # the engine reads it from here
from judge.games.berserk.values import (
    Ability,
    AttackSpeed,
    Card,
    DefenderAction,
    MayAct,
    Strike,
    Turn,
    WhoMayDefend,
)
from judge.games.berserk.words import WORDS as WORDS  # plain words: judge.render.plain
from judge.games.shared import PAYMENT_STAGE, WhenClosed
from judge.scenario.schema import UNKNOWN
from judge.scenario.values import Scenario

GAME = "berserk"
PRELIMINARY = "Предварительный этап"

# What no loaded clause says but the scenario format does: the readings 514.4 and 514.5 rest on.
ADJACENT = assumption(
    GAME,
    "adjacent-includes-diagonals",
    source="scenario format",
    text={
        "ru": "«рядом» — клетки, отличающиеся не больше чем на один столбец и на один ряд "
        "(восемь окружающих клеток, диагонали включительно)",
        "en": "“рядом” (adjacent) means cells at most one column and one row apart (the eight "
        "surrounding cells, diagonals included)",
    },
)
BOARD = assumption(
    GAME,
    "battlefield-5x6",
    source="scenario format",
    text={
        "ru": "поле боя — пять столбцов A–E и шесть рядов 1–6",
        "en": "the battlefield is five columns A–E by six rows 1–6",
    },
)

# ------------------------------------------------------------------ 514. Назначение защитников


@rule(GAME, "514.1")
def strike_declared_by_active_creature_in_selection(
    attacker: Card, turn: Turn, attack: Strike
) -> Check:
    """514.1 … когда существо Активного игрока объявляет атаку простым ударом в подфазу Выбора
    Главной фазы игры."""
    why = []
    if attack.kind != "simple-strike":  # (a shot, another attack: no simple strike declared)
        why.append(phrase("shot" if attack.kind == "shot" else "not-simple"))
    if attacker.type != "creature":
        why.append(phrase(f"attacker-is-{attacker.type}", name=attacker.name))
    if not attacker.active:
        why.append(phrase("attacker-inactive", name=attacker.name))
    if (turn.phase, turn.step) != ("main", "selection"):
        why.append(phrase("not-selection"))
    return fails(*why) if why else passes(phrase("strike-in-selection"))


@rule(GAME, "514.2")
def defender_only_from_simple_undirected_answerable_strike(attack: Strike) -> Check:
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
def no_defender_for_a_redirected_attack(attack: Strike) -> Check:
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
        return fails(*why, assumes=(ADJACENT, BOARD))
    return passes(
        phrase("adjacent-both", attacker=attacker.at, target=target.at), assumes=(ADJACENT, BOARD)
    )


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
        return passes(phrase("adjacent-target", cell=target.at), assumes=(ADJACENT, BOARD))
    return fails(phrase("514.5-not-adjacent-not-flying", cell=target.at), assumes=(ADJACENT, BOARD))


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


def who_may_defend(
    scenario: Scenario[Card, WhoMayDefend], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    strike, cards = _defenders(scenario, clauses)
    answer = {"may-defend": listing(m for _, m in cards)}
    return answer, [strike, *(r for r, _ in cards)]


def _defenders(
    scenario: Scenario[Card, WhoMayDefend] | Scenario[Card, DefenderAction], clauses: Clauses
) -> tuple[Reason, list[tuple[Reason, Member]]]:
    """The strike's own conditions (514.1, 514.2, 514.8) as one reason, and every card other
    than the attacker and the target judged as a defender (514.1, 514.4–514.7): its reason, and
    whether it may be assigned."""
    attack = scenario.values.attack  # required, its attacker and target known (the loader's check)
    attacker, target = scenario.cards[attack.by], scenario.cards[attack.target]
    strike = Finding(clauses)
    strike.apply(
        strike_declared_by_active_creature_in_selection, attacker, scenario.values.turn, attack
    )
    strike.apply(defender_only_from_simple_undirected_answerable_strike, attack)
    strike.apply(no_defender_for_a_redirected_attack, attack)
    cards = []
    for card in scenario.cards.values():
        if card is attacker or card is target:
            continue
        finding = Finding(clauses)
        finding.include(strike)
        finding.apply(defender_is_open_creature_of_inactive_player, card)
        for where in WHERE_A_DEFENDER_STANDS:
            finding.apply(where, attacker, target, card)
        cards.append((finding.reason(card.name), finding.member(card.name)))
    return strike.reason(f"{attacker.name} → {target.name}", kind="attack"), cards


@rule(GAME, "514.1", "514.3")
def assigning_a_defender_is_a_sudden_action() -> Check:
    """514.1 Назначение защитника – это внезапное действие … 514.3 Назначение защитника –
    внезапное действие, целью которого является существо, объявившее атаку простым ударом."""
    return passes(phrase("sudden-action"))


@rule(GAME, "514.3")
def the_striking_creature_is_the_target(attack: Strike) -> Check | None:
    """514.3 Назначение защитника – внезапное действие, целью которого является существо,
    объявившее атаку простым ударом."""
    if attack.kind != "simple-strike":
        return None  # 514.2 speaks: no defender from it
    return passes(phrase("action-targets-striker", name=attack.by))


@rule(GAME, "514.1")
def an_open_creature_of_the_inactive_player_takes_it(defenders: list[Member]) -> Check:
    """514.1 Назначение защитника – это внезапное действие, которое может использовать открытое
    существо Неактивного игрока …

    ``defenders``: every other card, and whether it may be assigned as defender (514.1 and
    514.4–514.7, each card's reason): with none that may, nobody can take the action."""
    may = any_of(m.holds for m in defenders)
    if may is None:
        undecided = [m.name for m in defenders if m.holds is None]
        return silent(phrase("actor-undecided", names=", ".join(undecided)))
    if not may:
        return fails(phrase("no-actor"))
    return passes(phrase("actors", names=", ".join(m.name for m in defenders if m.holds)))


def defender_action(
    scenario: Scenario[Card, DefenderAction], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    """Assigning a defender as an action: is it sudden, and whom does it target (514.3) — no
    one when no creature may take it (514.1): who-may-defend on the same cards says who may."""
    attack = scenario.values.attack  # required, its attacker and target known (the loader's check)
    sudden = Finding(clauses)
    sudden.apply(assigning_a_defender_is_a_sudden_action)
    target = Finding(clauses)
    striker = scenario.cards[attack.by]
    target.apply(
        strike_declared_by_active_creature_in_selection, striker, scenario.values.turn, attack
    )
    target.apply(the_striking_creature_is_the_target, attack)
    target.apply(defender_only_from_simple_undirected_answerable_strike, attack)
    target.apply(no_defender_for_a_redirected_attack, attack)
    cards: list[tuple[Reason, Member]] = []
    if target.holds is not False:  # a strike no defender is assigned from: no one to ask
        _, cards = _defenders(scenario, clauses)
        target.apply(an_open_creature_of_the_inactive_player_takes_it, [m for _, m in cards])
    # no card but the attacker and the target, or none that may be assigned (514.4–514.7 rule
    # each out): nobody to take the action, whatever the loaded clauses leave undecided of the
    # strike (who-may-defend: nobody either)
    nobody = target.holds is None and all(m.holds is False for _, m in cards)
    answer = {
        "sudden": value_or_unknown(sudden.holds),
        "action-targets": () if nobody else listing([target.member(attack.by)]),
    }
    return answer, [
        sudden.reason("sudden", kind="condition"),
        target.reason("action-targets", kind="condition"),
        *(r for r, _ in cards),
    ]


# ------------------------------------------------------------------ 513. Быстрые и медленные атаки


@rule(GAME, "513.1")
def speed_by_the_interactive_feature(ability: Ability) -> Check | None:
    """513.1 Атаки делятся на быстрые и медленные в соответствии с типом интерактивной
    особенности, в которую они входят (см. 304. Медленные и быстрые игродействия.)

    Which features are fast and which slow is 304's to say, and the engine does not encode it:
    with the feature's own speed not given, the attack's speed is undecided; given, the attack
    takes the feature's speed (513.2 and 513.3 say so of each kind of feature)."""
    if ability.speed is not None:
        return passes(phrase("speed-of-the-feature"))
    return silent(phrase("speed-by-304"), refers=("304",))


@rule(GAME, "513.2")
def simple_feature_attack_speed(ability: Ability) -> Check | None:
    """513.2 Атака в составе простой особенности является медленной, если особенность является
    медленной. Если особенность является быстрой, то и атака является быстрой."""
    if ability.composite or ability.speed is None:
        return None
    return passes(phrase(f"simple-{ability.speed}"))


@rule(GAME, "513.3")
def composite_feature_attack_speed(ability: Ability) -> Check | None:
    """513.3 Атака в составе составной особенности является медленной в случае, если
    особенность, в которую она входит, является медленной независимо от того, какой по счету
    способностью является эта атака в составе особенности. Если особенность является быстрой,
    то и атака является быстрой."""
    if not ability.composite or ability.speed is None:
        return None
    where = phrase(f"composite-{ability.speed}", position=ability.position or "?")
    return passes(where)


def attack_speed(
    scenario: Scenario[Card, AttackSpeed], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    ability = scenario.values.ability
    finding = Finding(clauses)
    finding.apply(simple_feature_attack_speed, ability)
    finding.apply(composite_feature_attack_speed, ability)
    finding.apply(speed_by_the_interactive_feature, ability)
    speed = ability.speed if finding.holds else UNKNOWN
    return {"speed": speed}, finding.per_rule()


# ------------------------------------------------------------------ stages of an attack


@rule(GAME, PRELIMINARY)
def preliminary_stage_actions(stage: str, action: str) -> Check | None:
    """Предварительный этап. … На этом шаге игроки могут перенаправить атаку, назначить
    защитника от атаки (если это простой удар) или заблокировать действие (особенность).

    Which strikes a defender may be assigned from is 514.2's to say (``may_act`` applies it):
    this rule only places the assignment at this stage."""
    if stage != "preliminary":
        return None
    if action == "redirect":
        return passes(phrase("may-redirect"))
    if action == "block":
        return passes(phrase("may-block"))
    if action == "assign-defender":
        return passes(phrase("may-assign-simple"))
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


def may_act(
    scenario: Scenario[Card, MayAct], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    stage, action, attack = scenario.values
    finding = Finding(clauses)
    finding.apply(preliminary_stage_actions, stage, action)
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

# 514.9 has the attacking card pay for its simple strike at the payment stage, together with the
# defender's payment, but calls only the defender's payment "закрытие карты": what the strike's
# payment is, no loaded clause says. Read as the game plays it: the same closing.
STRIKE_PAID_BY_CLOSING = assumption(
    GAME,
    "simple-strike-paid-by-closing",
    source="card-game convention",
    text={
        "ru": "оплата простого удара атаковавшей картой (514.9) — её закрытие, как оплата "
        "назначения защитника («закрытие карты»): пункт 514.9 называет закрытием только "
        "оплату защитника",
        "en": "the attacking card's payment for its simple strike (514.9) is closing it, as the "
        "payment for assigning a defender is (“закрытие карты”): 514.9 calls only the "
        "defender's payment closing",
    },
)


@rule(GAME, "514.9")
def closed_at_payment_stage(who: str) -> Check:
    """514.9 … оплата назначения защитника (закрытие карты) происходит на Этапе оплаты простого
    удара атаковавшей карты одновременно с оплатой простого удара атаковавшей картой."""
    if who == "defender":
        return passes(phrase("defender-payment-stage"))
    return passes(phrase("attacker-payment-stage"), assumes=(STRIKE_PAID_BY_CLOSING,))


def when_closed(
    scenario: Scenario[Card, WhenClosed], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    finding = Finding(clauses)
    finding.apply(closed_at_payment_stage, scenario.values.who)
    closed_at = PAYMENT_STAGE if finding.holds else UNKNOWN
    return {"closed-at": closed_at}, finding.per_rule()


ASKS: dict[str, Ask] = {
    "who-may-defend": who_may_defend,
    "defender-action": defender_action,
    "attack-speed": attack_speed,
    "may-act": may_act,
    "when-closed": when_closed,
}
