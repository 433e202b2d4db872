"""Hatalom Kártyái: declaring attackers (34.1–34.8) and destroying buildings (34.10, 34.11).

Each rule below is one clause as code; its docstring quotes the Kódex.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, NamedTuple

from judge.engine.core import (
    Ask,
    Check,
    Clauses,
    Finding,
    Member,
    all_of,
    any_of,
    fails,
    listing,
    member_of,
    passes,
    silent,
    value_or_unknown,
)
from judge.engine.registry import assumption, cites_of, rule
from judge.engine.verdict import Reason, phrase
from judge.games.hkk.phrases import PHRASES as PHRASES  # the engine reads it from here
from judge.games.hkk.values import (
    Attack,
    AttackDeclaration,
    Card,
    DeclarationStatus,
    IsDestruction,
    Opponent,
)
from judge.games.hkk.words import WORDS as WORDS  # plain words: judge.render.plain
from judge.scenario.schema import UNKNOWN
from judge.scenario.values import Scenario

GAME = "hkk"

# ------------------------------------------------------------------ 34. Támadók kijelölése


# The Kódex does not say how a declaration that breaks one rule counts for the others; the
# engine's readings are stated here, as assumptions every verdict resting on them lists.
ONLY_ALLOWED_ATTACKS_COUNT = assumption(
    GAME,
    "only-allowed-attacks-count",
    source="card-game convention",
    text={
        "hu": "a 34.4, 34.5, 34.7 és 34.8 csak a 34.1 és a 34.3 szerint megengedett "
        "támadásokat számolja: az a lény, amely nem támadhat (nem az aktív játékos "
        "őrposztban lévő lénye), vagy amely olyan célt jelöl, amelyet nem támadhat, senkit sem "
        "támad",
        "en": "34.4, 34.5, 34.7 and 34.8 count only the attacks 34.1 and 34.3 allow: a creature "
        "that may not attack (not the active player's creature in the guard post), or that is "
        "declared at a target it may not attack, attacks no one",
    },
)
# 34.10 names what is called destruction ("azt az építmény rombolásának nevezzük") and points
# to 37.6, which is not loaded: read as the whole definition, damage in another sub-phase is none.
DESTRUCTION_AS_DEFINED = assumption(
    GAME,
    "destruction-is-as-34-10-defines",
    source="card-game convention",
    text={
        "hu": "a 34.10 meghatározza, mit nevezünk rombolásnak: más részfázisban (vagy a harci "
        "fázison kívül) ejtett sebzés nem rombolás (a 34.10-ben hivatkozott 37.6. pont nincs "
        "betöltve)",
        "ru": "34.10 определяет, что называется разрушением (rombolás): урон в другой подфазе "
        "(или вне фазы боя) разрушением не является (пункт 37.6, на который ссылается 34.10, "
        "не загружен)",
        "en": "34.10 defines what is called destruction: damage in another sub-phase (or outside "
        "the combat phase) is none (37.6, which 34.10 refers to, is not loaded)",
    },
)
EMPTY_GUARD_POST = assumption(
    GAME,
    "empty-guard-post-is-broken-through",
    source="card-game convention",
    text={
        "hu": "ha az ellenfél őrposztjában nincs lény, a 34.4 feltétele (minden őrposztban "
        "lévő lényét támadja) teljesül: bármely támadó átüt",
        "en": "when the opponent's guard post holds no creature, 34.4's condition (every "
        "creature in it is attacked) is met: any attacker breaks through",
    },
)


@rule(GAME, "34.2")
def attacking_is_optional(attacks: tuple[Attack, ...]) -> Check | None:
    """34.2 A támadni nem kötelező."""
    return None if attacks else passes(phrase("no-attack"))


@rule(GAME, "34.1")
def attacker_is_active_players_guard_post_creature(attacker: Card) -> Check:
    """34.1 A támadók kijelölése részfázisban az aktív játékos kiválaszthatja egy vagy több
    őrposztban lévő lényét, amikkel támadni szeretne."""
    if attacker.type != "creature":
        return fails(phrase("attacker-building", name=attacker.name))
    why = []
    if not attacker.active:
        why.append(phrase("attacker-inactive", name=attacker.name))
    if attacker.zone != "guard-post":
        why.append(phrase("attacker-in-reserve", name=attacker.name))
    return fails(*why) if why else passes(phrase("attacker-ok"))


@rule(GAME, "34.1")
def one_target_per_attacker(targets: int) -> Check | None:
    """34.1 … meg kell határoznia, hogy melyik támadó lénye kire vagy mire támad."""
    if targets == 1:
        return None
    return silent(phrase("declared-twice", times=targets))


@rule(GAME, "34.3")
def attacks_a_creature_in_opponents_guard_post(target: Card | None) -> Check | None:
    """34.3 A támadónak kijelölt (röviden: támadó) lény támadhatja az ellenfél őrposztjában lévő
    bármelyik lényt …"""
    if target is None or target.type != "creature":
        return None
    if target.active:
        return fails(phrase("own-creature", name=target.name))
    if target.zone != "guard-post":
        return fails(phrase("target-in-reserve", name=target.name))
    return passes(phrase("target-guard", name=target.name))


@rule(GAME, "34.3", "34.4")
def building_or_player_only_through_guard_post(
    target: Card | None, through: bool | None
) -> Check | None:
    """34.3 … illetve, ha át tud ütni az őrposzton, támadhatja az ellenfél bármelyik
    építményét, vagy közvetlenül az ellenfelet is."""
    if target is not None and target.type != "building":
        return None
    if target is not None and target.active:
        return fails(phrase("own-building", name=target.name))
    if through is None:
        return silent(phrase("through-undecided"))
    if not through:
        return fails(phrase("needs-breakthrough"))
    return passes(phrase("through-to-building" if target is not None else "through-to-player"))


@rule(GAME, "34.4", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def breaks_through_guard_post(
    guards: list[Card], attacked: Mapping[str, Attacked], attacker: bool | None
) -> Check:
    """34.4 Átüt az őrposzton. A támadó lény csak akkor üthet át az ellenfél őrposztján, ha az
    aktív játékos az ellenfél minden őrposztban lévő lényét támadja legalább egy-egy lényével.

    ``attacked``: per guard, whether it is attacked (True, False or None) and, when that is
    undecided, whether only because the attacks on it break 34.5."""
    if attacker is False:
        return fails(phrase("no-attacker"))
    state = {g.name: attacked.get(g.name, Attacked(False)) for g in guards}
    unattacked = [name for name, a in state.items() if a.holds is False]
    if unattacked:
        return fails(phrase("unattacked", names=", ".join(unattacked)))
    why = []
    over = [name for name, a in state.items() if a.holds is None and a.over]
    if over:
        why.append(phrase("over-limit-two-readings", names=", ".join(over)))
    open_ = [name for name, a in state.items() if a.holds is None and not a.over]
    if open_:
        why.append(phrase("attacked-undecided", names=", ".join(open_)))
    if attacker is None:
        why.append(phrase("attacker-undecided"))
    if why:
        return silent(*why, refers=cites_of(at_most_two_on_a_creature) if over else ())
    if not guards:
        return passes(phrase("guard-post-empty"), assumes=(EMPTY_GUARD_POST,))
    return passes(phrase("all-guards-attacked"))


@rule(GAME, "34.5", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def at_most_two_on_a_creature(surely: int, possibly: int) -> Check:
    """34.5 Egy lényre egyszerre maximum két lény támadhat.

    ``surely``: the distinct creatures whose attack on it is allowed; ``possibly``: those and
    the ones whose attack is undecided."""
    if surely > 2:
        return fails(phrase("too-many", count=surely))
    if possibly > 2:
        return silent(phrase("count-undecided", surely=surely, possibly=possibly))
    return passes(phrase("attackers-ok", count=possibly))


@rule(GAME, "34.6")
def any_number_on_building_or_player(count: int) -> Check:
    """34.6 Építményre, illetve játékosra bármennyi lény támadhat egyszerre."""
    return passes(phrase("any-number", count=count))


@rule(GAME, "34.8", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def defender_chooses_whom_to_strike_back(surely: int, possibly: int) -> Check | None:
    """34.8 Amennyiben egy lényre egyszerre két lény támad, a védekező lény gazdájának … ki kell
    jelölnie, hogy védekező lénye melyik rá támadó lényre fog visszaütni az ütés részfázisban."""
    if possibly < 2 or surely > 2:
        return None
    if surely == possibly == 2:
        return passes(phrase("strike-back-choice"))
    return silent(phrase("choice-undecided", surely=surely, possibly=possibly))


def attack_declaration(
    scenario: Scenario[Card, AttackDeclaration], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    judged = _judge(scenario.cards, scenario.values.attacks, clauses)
    return judged.answer, judged.reasons


class _Judged:
    """A declaration judged: the answer and reasons, each attack with its finding and reason,
    the breakthrough's reason, and the creatures attacked by more creatures than 34.5 allows."""

    __slots__ = ("answer", "reasons", "declared", "over", "through")

    def __init__(
        self,
        answer: dict[str, Any],
        reasons: list[Reason],
        declared: list[_Declared],
        over: set[str],
        through: Reason,
    ) -> None:
        self.answer = answer
        self.reasons = reasons
        self.declared = declared
        self.over = over
        self.through = through

    def attacked(self, by: str, target: str) -> Attacked:
        """Whether ``by`` attacks ``target`` (True, False or undecided) — an attack that only
        breaks 34.5 is undecided: the Kódex does not say whether it is still an attack."""
        for d in self.declared:
            if (d.by, d.target) == (by, target):
                if target in self.over and d.limited:
                    return Attacked(None, True)
                return Attacked(d.finding.holds)
        return Attacked(False)

    def member(self, by: str, target: str, name: str | None = None) -> Member:
        """The attack of ``by`` on ``target`` as a candidate of a list answer (named ``name``,
        by default the target): it belongs when the attack is allowed; one that only breaks
        34.5 is undecided, and 34.5 is what it was looked at for."""
        name = target if name is None else name
        for d in self.declared:
            if (d.by, d.target) == (by, target):
                if target in self.over and d.limited:
                    why = phrase("over-limit-attack", names=by if name == by else target)
                    return Member(name, None, cites_of(at_most_two_on_a_creature), (why,))
                return d.finding.member(name)
        return Member(name, False)


def _judge(cards: Mapping[str, Card], attacks: tuple[Attack, ...], clauses: Clauses) -> _Judged:
    guards = _guards(cards)
    if not attacks:
        return _no_attack(guards, clauses)
    declared = [_Declared(a.by, a.target, Finding(clauses), cards.get(a.target)) for a in attacks]
    attacker = _who_attacks_whom(declared, cards)
    # 34.5: the distinct creatures attacking one creature, counting the attacks 34.1 and 34.3
    # allow (ONLY_ALLOWED_ATTACKS_COUNT); an attack they rule out is not checked against it
    counted = [d for d in declared if d.on_creature and d.finding.holds is not False]
    surely, possibly = _counts(counted)
    for d in counted:
        d.limited = True
        d.finding.apply(at_most_two_on_a_creature, surely[d.target], possibly[d.target])
    over = {target for target, count in surely.items() if count > 2}
    through = _breakthrough(guards, counted, over, attacker, clauses)
    _on_buildings_and_player(declared, through.holds)
    for d in declared:
        d.reason = d.finding.reason(f"{d.by} → {d.target}", kind="attack")
    choices, choice_reasons = _strike_back_choices(declared, counted, clauses)
    attackers = [member_of(by, [d.finding for d in declared if d.by == by]) for by in _by(declared)]
    answer = {
        "legal": value_or_unknown(all_of(d.finding.holds for d in declared)),
        "illegal": listing(m._replace(holds=_not(m.holds)) for m in attackers),
        "breakthrough": value_or_unknown(through.holds),
        "strike-back-choice": listing(choices),
    }
    through_reason = through.reason("breakthrough", kind="condition")
    reasons = [d.reason for d in declared if d.reason is not None] + [through_reason]
    reasons += choice_reasons
    return _Judged(answer, reasons, declared, over, through_reason)


def _not(holds: bool | None) -> bool | None:
    """An attacker is illegal when its attacks are not all allowed (undecided stays so)."""
    return None if holds is None else not holds


def _no_attack(guards: list[Card], clauses: Clauses) -> _Judged:
    """An empty declaration (34.2): legal, and nothing breaks through."""
    empty = Finding(clauses)
    empty.apply(attacking_is_optional, ())
    through = Finding(clauses)
    through.apply(breaks_through_guard_post, guards, {}, False)
    legal = empty.holds
    answer: dict[str, Any] = {
        "legal": value_or_unknown(legal),
        "illegal": () if legal is not None else UNKNOWN,
        "breakthrough": value_or_unknown(through.holds),
        "strike-back-choice": (),
    }
    through_reason = through.reason("breakthrough", kind="condition")
    reasons = [empty.reason("34.2", kind="condition"), through_reason]
    return _Judged(answer, reasons, [], set(), through_reason)


def _who_attacks_whom(declared: list[_Declared], cards: Mapping[str, Card]) -> bool | None:
    """34.1 (who may attack, with one target each) and 34.3 (whom a creature may attack)
    applied to each attack; whether any creature attacks (34.4 asks for one)."""
    targets = {by: len({d.target for d in declared if d.by == by}) for by in _by(declared)}
    for d in declared:
        d.finding.apply(attacker_is_active_players_guard_post_creature, cards[d.by])
        d.finding.apply(one_target_per_attacker, targets[d.by])
    attacker = any_of(d.finding.holds for d in declared)
    for d in declared:
        d.finding.apply(attacks_a_creature_in_opponents_guard_post, d.card)
    return attacker


def _breakthrough(
    guards: list[Card],
    counted: list[_Declared],
    over: set[str],
    attacker: bool | None,
    clauses: Clauses,
) -> Finding:
    """34.4: every guard attacked by at least one creature. Whether an attack that breaks 34.5
    still attacks the guard the Kódex does not say: undecided, both readings named."""
    attacked = {
        guard.name: Attacked(
            any_of(
                None if guard.name in over else d.finding.holds
                for d in counted
                if d.target == guard.name
            ),
            guard.name in over,
        )
        for guard in guards
    }
    through = Finding(clauses)
    through.apply(breaks_through_guard_post, guards, attacked, attacker)
    return through


def _on_buildings_and_player(declared: list[_Declared], through: bool | None) -> None:
    """34.3, 34.6: a building or the player is attacked through the guard post, by any
    number of creatures."""
    on_other = [d for d in declared if not d.on_creature]
    for d in on_other:
        d.finding.apply(building_or_player_only_through_guard_post, d.card, through)
        same = {o.by for o in on_other if o.target == d.target}
        d.finding.apply(any_number_on_building_or_player, len(same))


def _strike_back_choices(
    declared: list[_Declared], counted: list[_Declared], clauses: Clauses
) -> tuple[list[Member], list[Reason]]:
    """34.8: each creature declared attacked as a candidate — a choice when exactly two
    creatures attack it, counting the allowed attacks — with a reason for each the clause
    speaks to."""
    surely, possibly = _counts(counted)
    choices, reasons = [], []
    for name in dict.fromkeys(d.target for d in declared if d.on_creature):
        choice = Finding(clauses)
        choice.apply(defender_chooses_whom_to_strike_back, surely[name], possibly[name])
        if choice.fired:  # it spoke, or its clause is missing
            reasons.append(choice.reason(name, kind="card"))
            choices.append(choice.member(name))
        else:  # attacked by one creature, or by more than two: no choice (34.8 says "two")
            choices.append(Member(name, False))
    return choices, reasons


class Attacked(NamedTuple):
    """Whether a guard is attacked (True, False, None), and whether it is undecided only
    because the attacks on it break 34.5."""

    holds: bool | None
    over: bool = False


class _Declared:
    """One declared attack and the rules applied to it so far."""

    __slots__ = ("by", "target", "finding", "card", "limited", "reason")

    def __init__(
        self,
        by: str,
        target: str,  # a card name or "player"
        finding: Finding,
        card: Card | None,  # the target card; None for the player
        limited: bool = False,  # 34.5 was applied to it (34.1 and 34.3 allow it)
    ) -> None:
        self.by = by
        self.target = target
        self.finding = finding
        self.card = card
        self.limited = limited
        #: the attack's reason, once every rule is applied
        self.reason: Reason | None = None

    @property
    def on_creature(self) -> bool:
        return self.card is not None and self.card.type == "creature"


def _by(declared: list[_Declared]) -> list[str]:
    """The distinct attacking creatures, in the order declared."""
    return list(dict.fromkeys(d.by for d in declared))


def _counts(on_creature: list[_Declared]) -> tuple[Counter[str], Counter[str]]:
    """Per attacked creature: the distinct creatures surely attacking it (their attack allowed
    so far), and those possibly attacking it (allowed or undecided)."""
    surely: Counter[str] = Counter()
    possibly: Counter[str] = Counter()
    for target in dict.fromkeys(d.target for d in on_creature):
        on_it = [d for d in on_creature if d.target == target]
        surely[target] = len({d.by for d in on_it if d.finding.holds is True})
        possibly[target] = len({d.by for d in on_it if d.finding.holds is not False})
    return surely, possibly


def _guards(cards: Mapping[str, Card]) -> list[Card]:
    """The creatures in the opponent's guard post."""
    return [
        c
        for c in cards.values()
        if c.type == "creature" and not c.active and c.zone == "guard-post"
    ]


# ------------------------------------------------------------------ 34.1, 34.12. A kijelölés vége


@rule(GAME, "34.1")
def decision_final_once_end_announced(end_announced: bool) -> Check:
    """34.1 … Ha bejelenti, hogy a támadók kijelölésével végzett, döntése már nem vonható
    vissza, illetve az már nem módosítható."""
    if end_announced:
        return fails(phrase("end-announced"))
    return passes(phrase("end-not-announced"))


@rule(GAME, "34.12")
def subphase_ends_when_both_announced(
    targets_announced: bool, strike_back: str, ambiguous: bool
) -> Check:
    """34.12 A támadók kijelölése részfázis akkor ér véget, amikor az aktív játékos kijelöli,
    hogy melyik támadó lénye kire/mire támad, és a védekező lény gazdája is kijelöli, hogy
    védekező lénye az őt támadó lények közül melyikre üt vissza. A kijelölést egyértelműen kell
    közölni."""
    why = []
    if not targets_announced:
        why.append(phrase("targets-not-announced"))
    if strike_back == "not-announced":
        why.append(phrase("strike-back-not-announced"))
    if ambiguous:
        why.append(phrase("ambiguous"))
    if why:
        return fails(*why)
    if strike_back == "none":
        return silent(phrase("no-defender-to-announce"))
    return passes(phrase("both-announced"))


@rule(GAME, "34.12")
def nothing_changes_once_subphase_over(over: bool | None) -> Check | None:
    """34.12 … Ezt követően a támadás szándéka nem vonható vissza, és a kijelölések nem
    módosíthatók."""
    if over is None:
        return silent(phrase("over-undecided"))
    return fails(phrase("subphase-over")) if over else None


def declaration_status(
    scenario: Scenario[Card, DeclarationStatus], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    status = scenario.values
    over = Finding(clauses)
    over.apply(
        subphase_ends_when_both_announced,
        status.targets_announced,
        status.strike_back,
        status.ambiguous,
    )
    change = Finding(clauses)
    change.apply(decision_final_once_end_announced, status.end_announced)
    change.apply(nothing_changes_once_subphase_over, over.holds)
    answer = {
        "may-change": value_or_unknown(change.holds),
        "subphase-over": value_or_unknown(over.holds),
    }
    reasons = [
        over.reason("subphase-over", kind="condition"),
        change.reason("may-change", kind="condition"),
    ]
    return answer, reasons


# ------------------------------------------------------------------ 34.7, 34.9. Ellenfél


@rule(GAME, "34.7", assumes=(ONLY_ALLOWED_ATTACKS_COUNT,))
def attacked_creature_is_defending(attacks_on_it: Mapping[str, Attacked]) -> Check:
    """34.7 Védekező lény. A harci fázisban megtámadott lényt nevezzük védekező lénynek.

    ``attacks_on_it``: the creatures declared attacking it, and whether each attack is allowed
    (undecided too when it only breaks 34.5)."""
    if not attacks_on_it:
        return fails(phrase("not-attacked"))
    held = any_of(a.holds for a in attacks_on_it.values())
    if held is None:
        return _undecided(attacks_on_it, "attack-on-it-undecided")
    if held is False:
        return fails(phrase("only-illegal-attacks", names=", ".join(attacks_on_it)))
    allowed = [name for name, a in attacks_on_it.items() if a.holds]
    return passes(phrase("attacked-by", names=", ".join(allowed)))


@rule(GAME, "34.9")
def attacked_card_is_the_attackers_opponent(targets: Mapping[str, Attacked]) -> Check | None:
    """34.9 Ellenfél (lényé). A megtámadott lényt (építményt, illetve a megtámadott játékost)
    … az adott lény ellenfelének nevezzük.

    ``targets``: what the creature is declared attacking, and whether each attack is allowed;
    an attack not allowed attacks nothing (its own reason says why)."""
    if not any(a.holds is not False for a in targets.values()):
        return None
    if any(a.holds is None for a in targets.values()):
        return _undecided(targets, "attack-undecided")
    held = [name for name, a in targets.items() if a.holds]
    return passes(phrase("opponent-attacked", names=", ".join(held)))


@rule(GAME, "34.9", "34.12")
def struck_back_attacker_is_the_defenders_opponent(
    on_it: Mapping[str, Attacked], chosen: str | None
) -> Check | None:
    """34.9 … továbbá védekező lény esetén azt a rá támadó lényt, amire a védekező lény
    visszaüt, az adott lény ellenfelének nevezzük. 34.12 … a védekező lény gazdája is kijelöli,
    hogy védekező lénye az őt támadó lények közül melyikre üt vissza.

    ``on_it``: the creatures declared attacking it, and whether each attack is allowed;
    ``chosen``: the one its owner announced it strikes back, if announced."""
    possible = [by for by, a in on_it.items() if a.holds is not False]
    if not possible:
        return None
    struck = _struck_back(on_it, chosen)
    if struck is not None:
        key = "strikes-back-chosen" if struck == chosen else "strikes-back-only-attacker"
        return passes(phrase(key, name=struck))
    if all(on_it[by].holds for by in possible):
        return silent(phrase("strike-back-not-chosen", names=", ".join(possible)))
    return _undecided(
        {by: a for by, a in on_it.items() if a.holds is None}, "attack-on-it-undecided"
    )


@rule(GAME, "34.9")
def no_attack_no_opponent(
    targets: Mapping[str, Attacked], on_it: Mapping[str, Attacked]
) -> Check | None:
    """34.9 … the attacked creature (building, player) and, for a defending creature, the
    attacker it strikes back are its opponent: a creature that surely attacks nothing and that
    no allowed attack is surely declared at has none."""
    if any(a.holds is not False for a in (*targets.values(), *on_it.values())):
        return None
    return fails(phrase("no-opponent"))


def _struck_back(on_it: Mapping[str, Attacked], chosen: str | None) -> str | None:
    """The attacker a defending creature surely strikes back (34.12: one of its attackers): the
    one announced, or its only attacker, the attack allowed; None when that is not settled."""
    possible = [by for by, a in on_it.items() if a.holds is not False]
    if chosen is not None and on_it[chosen].holds is False:
        chosen = None  # the attacker chosen does not attack it: the choice decides nothing
    if chosen is not None:
        return chosen if on_it[chosen].holds else None
    if len(possible) == 1 and on_it[possible[0]].holds:
        return possible[0]
    return None


def _undecided(attacks: Mapping[str, Attacked], key: str) -> Check:
    """The clause speaks, but the attacks it rests on are undecided: those that only break
    34.5 named with the Kódex's silence on them (34.5 looked at), the others with ``key``."""
    over = [name for name, a in attacks.items() if a.holds is None and a.over]
    open_ = [name for name, a in attacks.items() if a.holds is None and not a.over]
    why = [phrase("over-limit-attack", names=", ".join(over))] if over else []
    if open_:
        why.append(phrase(key, names=", ".join(open_)))
    return silent(*why, refers=cites_of(at_most_two_on_a_creature) if over else ())


def opponent(
    scenario: Scenario[Card, Opponent], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    """Whether one creature of a declaration defends (34.7), and its opponent (34.9). The
    attacks it makes and those made on it (and, for an attack on a building or the player, the
    breakthrough) are reasons of the verdict too: what they decide, they decide here."""
    asked = scenario.values
    judged = _judge(scenario.cards, asked.attacks, clauses)
    name = asked.of
    involved = [d for d in judged.declared if name in (d.by, d.target)]
    on_it = {d.by: judged.attacked(d.by, name) for d in involved if d.target == name}
    targets = {d.target: judged.attacked(name, d.target) for d in involved if d.by == name}
    defending = Finding(clauses)
    defending.apply(attacked_creature_is_defending, on_it)

    found = Finding(clauses)
    found.apply(attacked_card_is_the_attackers_opponent, targets)
    chosen = next((c.target for c in asked.strikes_back if c.by == name), None)
    found.apply(struck_back_attacker_is_the_defenders_opponent, on_it, chosen)
    found.apply(no_attack_no_opponent, targets, on_it)

    members = [judged.member(name, target) for target in targets]
    struck = _struck_back(on_it, chosen)
    for by, attack in on_it.items():
        if attack.holds is False or struck is not None:
            members.append(Member(by, attack.holds is not False and by == struck))
        elif attack.holds is None:
            members.append(judged.member(by, name, by))
        else:  # allowed, but whom it strikes back is not announced: the rule's open question
            members.append(found.member(by))
    answer = {"defending": value_or_unknown(defending.holds), "opponent": listing(members)}
    premises = [d.reason for d in involved if d.reason is not None]
    if any(d.by == name and not d.on_creature for d in involved):
        premises.append(judged.through)
    return answer, [
        defending.reason("defending", kind="condition"),
        found.reason("opponent", kind="condition"),
        *premises,
    ]


# ------------------------------------------------------------------ 34.10–34.11. Rombolás


@rule(GAME, "34.10")
def damage_in_combat_is_destruction(subphase: str) -> Check:
    """34.10 Ha egy vagy több lény a harci fázis harci képességek használata vagy ütés
    részfázisában megsebez egy építményt, azt az építmény rombolásának nevezzük."""
    if subphase in ("combat-abilities", "strike"):
        return passes(phrase(f"damage-in-{subphase}"))
    return fails(phrase("damage-in-other"), assumes=(DESTRUCTION_AS_DEFINED,))


@rule(GAME, "34.11")
def passive_building_cannot_be_destroyed(building: Card) -> Check:
    """34.11 Passzív építményt nem lehet lerombolni. (A building not passive: the condition
    holds, and the clause that sets it decides too.)"""
    if building.passive:
        return fails(phrase("passive", name=building.name))
    return passes(phrase("not-passive", name=building.name))


def is_destruction(
    scenario: Scenario[Card, IsDestruction], clauses: Clauses
) -> tuple[dict[str, Any], list[Reason]]:
    damage = scenario.values.damage
    finding = Finding(clauses)
    defined = finding.apply(damage_in_combat_is_destruction, damage.subphase)
    building = scenario.cards[damage.building]
    # (a building not passive decides only where the damage is a destruction by 34.10)
    if building.passive or defined is None or defined.holds is not False:
        finding.apply(passive_building_cannot_be_destroyed, building)
    return {"destruction": value_or_unknown(finding.holds)}, finding.per_rule()


ASKS: dict[str, Ask] = {
    "attack-declaration": attack_declaration,
    "declaration-status": declaration_status,
    "opponent": opponent,
    "is-destruction": is_destruction,
}
