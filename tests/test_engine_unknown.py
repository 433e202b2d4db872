"""Three-valued answers end to end: an undecided premise never yields a definite answer it did
not earn, and never flips one.

For every ``ask`` kind of every game in the registry, arbitrary situations are resolved twice:
as they are, and with a decided premise replaced by an undecided one — clauses taken out of the
loaded rulebook (``Clauses.without``), or an input the text does not cover (an attack speed not
given, a hero declaring an attack, a creature declared against a second target). Every answer
key must then keep its value or become ``unknown``.

The situations of a kind are drawn from its game's declaration (``declared``: every card
attribute and kind key drawn from its declared values, the game's checks filtering out what a
file could not say); a kind whose interesting situations such draws seldom reach has a tuned
strategy in ``KINDS`` (the bundled ones do).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from judge import games
from judge.engine.core import Clauses
from judge.games import CardFault
from judge.games.berserk.values import DefenderAction
from judge.games.hkk.values import Attack as HkkAttack
from judge.games.hkk.values import Card as HkkCard
from judge.games.hkk.values import Opponent, StrikeBack
from judge.rulebook.load import load
from judge.rulebook.model import Rulebook
from judge.scenario.schema import PLAYER, UNKNOWN, Field, is_partial
from judge.scenario.values import Scenario, build

Card = dict[str, Any]  # a card as a file writes it: its name and the attributes given

#: (draws from a declaration are filtered by the game's checks: a few are refused)
SETTINGS = settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
BOOK: Rulebook = load()


def clause_ids(game: str) -> list[str]:
    return [c for doc in BOOK.documents if doc.game == game for c in doc.clauses]


def answer(
    scenario: Scenario[Any, Any], without: frozenset[str] = frozenset()
) -> Mapping[str, Any]:
    ask = games.get(scenario.game).engine().ASKS[scenario.ask]
    clauses = Clauses(BOOK, scenario.game)
    if without:
        clauses = clauses.without(*without)
    found, _ = ask(scenario, clauses)
    return found


def same_or_unknown(
    before: Mapping[str, Any], after: Mapping[str, Any], *, same_cards: bool = True
) -> None:
    """Every key keeps its value or becomes ``unknown`` (a key answered only when another is
    true — ``defender`` in ``may-attack`` — reads as ``unknown`` when absent); a list answer
    may become partial, never more decided: what surely belongs after surely did before, and
    what could belong before still could. With ``same_cards`` (the same candidates before and
    after), nothing known stays nothing known; a card added may be known not to belong."""
    for key in set(before) | set(after):
        old, new = before.get(key, UNKNOWN), after.get(key, UNKNOWN)
        if new == UNKNOWN:
            continue
        if is_partial(new) or (isinstance(new, tuple) and is_partial(old)):
            new_surely, new_possible = bounds(new)
            if old == UNKNOWN:
                assert not same_cards and not new_surely, (key, old, new)
                continue
            old_surely, old_possible = bounds(old)
            assert new_surely <= old_surely and old_possible <= new_possible, (key, old, new)
        elif isinstance(old, tuple) and isinstance(new, tuple):
            assert set(old) == set(new), (key, old, new)
        else:
            assert old == new, (key, old, new)


def bounds(value: Any) -> tuple[set[str], set[str]]:
    """A list answer's names that surely belong, and those that possibly do."""
    if is_partial(value):
        surely = set(value["surely"])
        return surely, surely | {m["name"] for m in value["maybe"]}
    return set(value), set(value)


def scenario(game: str, ask: str, cards: list[Card], **values: Any) -> Scenario[Any, Any]:
    """The scenario a file with these cards and kind keys reads as (built as ``judge ask``
    builds one)."""
    given = {c["name"]: {k: v for k, v in c.items() if k != "name"} for c in cards}
    data = {"game": game, "ask": ask, "cards": given, **values}
    return build(data, Path("generated.yaml"))


def monotone(scenario_: Scenario[Any, Any], taken: frozenset[str], one_more: str) -> None:
    """Taking one more clause out never decides or flips anything."""
    same_or_unknown(answer(scenario_, taken), answer(scenario_, taken | {one_more}))


def removals(game: str) -> st.SearchStrategy[tuple[frozenset[str], str]]:
    ids = clause_ids(game)
    return st.tuples(st.frozensets(st.sampled_from(ids), max_size=3), st.sampled_from(ids))


# ------------------------------------------------------------------ berserk

CELLS = [f"{c}{r}" for c in "ABCDE" for r in range(1, 7)]


@st.composite
def berserk_cards(draw: st.DrawFn, count: int) -> list[Card]:
    cells = draw(st.lists(st.sampled_from(CELLS), min_size=count, max_size=count, unique=True))
    cards = []
    for index in range(count):
        zone = draw(st.sampled_from(["battlefield", "auxiliary"]))
        card = dict(
            name=f"c{index}",
            side=draw(st.sampled_from(["active", "inactive"])),
            type=draw(st.sampled_from(["creature", "creature", "artifact", "terrain"])),
            zone=zone,
            flying=draw(st.booleans()),
            closed=draw(st.booleans()),
        )
        if zone == "battlefield":
            card["at"] = cells[index]
        cards.append(card)
    return cards


STRIKE = dict(
    kind=st.sampled_from(["simple-strike", "shot", "other"]),
    directed=st.booleans(),
    unanswerable=st.booleans(),
    redirected=st.booleans(),
)


@st.composite
def who_may_defend(draw: st.DrawFn) -> Scenario:
    cards = draw(berserk_cards(draw(st.integers(2, 6))))
    attack = dict(by="c0", target="c1", **{k: draw(v) for k, v in STRIKE.items()})
    turn = dict(
        phase=draw(st.sampled_from(["main", "other"])),
        step=draw(st.sampled_from(["selection", "other"])),
    )
    return scenario("berserk", "who-may-defend", cards, attack=attack, turn=turn)


@st.composite
def may_act(draw: st.DrawFn) -> Scenario:
    kind = games.get("berserk").asks["may-act"]
    attack = {k: draw(v) for k, v in STRIKE.items()}
    return scenario(
        "berserk",
        "may-act",
        [],
        stage=draw(st.sampled_from(kind.keys["stage"].values)),
        action=draw(st.sampled_from(kind.keys["action"].values)),
        attack=attack,
    )


@st.composite
def attack_speed(draw: st.DrawFn) -> Scenario:
    ability = dict(
        composite=draw(st.booleans()),
        speed=draw(st.sampled_from(["fast", "slow", None])),
        position=draw(st.sampled_from([None, 1, 2, 3])),
    )
    return scenario("berserk", "attack-speed", [], ability=ability)


def when_closed(game: str) -> st.SearchStrategy[Scenario]:
    return st.sampled_from(["attacker", "defender"]).map(
        lambda who: scenario(game, "when-closed", [], who=who)
    )


# ------------------------------------------------------------------ berserk-heroes


@st.composite
def heroes_card(draw: st.DrawFn, name: str) -> Card:
    return dict(
        name=name,
        side=draw(st.sampled_from(["active", "inactive"])),
        type=draw(st.sampled_from(["hero", "creature", "creature"])),
        zone=draw(st.sampled_from(["play", "play", "hand", "graveyard"])),
        closed=draw(st.booleans()),
    )


@st.composite
def may_attack(draw: st.DrawFn) -> Scenario:
    attacker = draw(heroes_card("a"))
    cards = [attacker] if draw(st.booleans()) else [attacker, draw(heroes_card("t"))]
    attack = dict(
        by="a", target=cards[-1]["name"], mode=draw(st.sampled_from(["strike", "fight", "shot"]))
    )
    return scenario("berserk-heroes", "may-attack", cards, attack=attack)


# ------------------------------------------------------------------ hkk


@st.composite
def hkk_cards(draw: st.DrawFn) -> list[Card]:
    cards = []
    for index in range(draw(st.integers(1, 4))):
        zone = draw(st.sampled_from(["guard-post", "guard-post", "reserve"]))
        cards.append(dict(name=f"a{index}", side="active", type="creature", zone=zone))
    for index in range(draw(st.integers(0, 2))):
        zone = draw(st.sampled_from(["guard-post", "guard-post", "reserve"]))
        cards.append(dict(name=f"d{index}", side="inactive", type="creature", zone=zone))
    for index in range(draw(st.integers(0, 2))):
        side = draw(st.sampled_from(["active", "inactive", "inactive"]))
        passive = draw(st.booleans())
        cards.append(dict(name=f"b{index}", side=side, type="building", passive=passive))
    return cards


@st.composite
def attack_declaration(draw: st.DrawFn) -> Scenario:
    cards = draw(hkk_cards())
    names = [c["name"] for c in cards]
    # mostly each of the active player's creatures against one of the opponent's cards: the
    # declarations that can be legal, so that limits, breakthrough and strike-back choices come
    # up often; now and then any card against any card
    targets = [c["name"] for c in cards if c["side"] == "inactive"] + [PLAYER]
    pairs = []
    for card in cards:
        if card["side"] == "active" and card["type"] == "creature":
            first = draw(st.sampled_from([*targets, None]))
            second = draw(st.sampled_from([None, None, None, *targets]))
            pairs += [(card["name"], t) for t in dict.fromkeys([first, second]) if t is not None]
    odd = st.tuples(st.sampled_from(names), st.sampled_from([*names, PLAYER]))
    for pair in draw(st.lists(odd, max_size=2)):
        if pair not in pairs:  # a file lists each attack once
            pairs.append(pair)
    attacks = [dict(by=by, target=target) for by, target in pairs]
    return scenario("hkk", "attack-declaration", cards, attacks=attacks)


@st.composite
def is_destruction(draw: st.DrawFn) -> Scenario:
    building = dict(name="b", side="inactive", type="building", passive=draw(st.booleans()))
    subphase = draw(st.sampled_from(["combat-abilities", "strike", "other"]))
    damage = dict(building="b", subphase=subphase)
    return scenario("hkk", "is-destruction", [building], damage=damage)


@st.composite
def defender_action(draw: st.DrawFn) -> Scenario:
    base = draw(who_may_defend())
    return base._replace(ask="defender-action", values=DefenderAction(*base.values))


@st.composite
def declaration_status(draw: st.DrawFn) -> Scenario:
    return scenario(
        "hkk",
        "declaration-status",
        [],
        **{
            "end-announced": draw(st.booleans()),
            "targets-announced": draw(st.booleans()),
            "strike-back": draw(st.sampled_from(["announced", "not-announced", "none"])),
            "ambiguous": draw(st.booleans()),
        },
    )


@st.composite
def opponent(draw: st.DrawFn) -> Scenario:
    base = draw(attack_declaration())
    attacks = base.values.attacks
    creatures = [c.name for c in base.cards.values() if c.type == "creature"]
    of = draw(st.sampled_from(creatures))
    choices = []
    for card in base.cards.values():
        attackers = [a.by for a in attacks if a.target == card.name]
        if attackers and draw(st.booleans()):
            choices.append(StrikeBack(by=card.name, target=draw(st.sampled_from(attackers))))
    return base._replace(ask="opponent", values=Opponent(attacks, tuple(choices), of))


def heroes_kind(kind: str, key: str, values: st.SearchStrategy[Any]) -> st.SearchStrategy[Scenario]:
    return values.map(lambda value: scenario("berserk-heroes", kind, [], **{key: value}))


#: the tuned strategies: kinds whose interesting situations draws from the declaration seldom
#: reach (each card's zone matching its cell, attacks declared by the active player's creatures…)
KINDS: dict[tuple[str, str], Callable[[], st.SearchStrategy[Scenario[Any, Any]]]] = {
    ("berserk", "who-may-defend"): who_may_defend,
    ("berserk", "defender-action"): defender_action,
    ("berserk", "attack-speed"): attack_speed,
    ("berserk", "may-act"): may_act,
    ("berserk", "when-closed"): lambda: when_closed("berserk"),
    ("berserk-heroes", "may-attack"): may_attack,
    ("berserk-heroes", "when-closed"): lambda: when_closed("berserk-heroes"),
    ("berserk-heroes", "attack-type"): lambda: heroes_kind(
        "attack-type", "mode", st.sampled_from(["strike", "fight", "shot", "other"])
    ),
    ("berserk-heroes", "several-attacks"): lambda: heroes_kind(
        "several-attacks", "ability", st.integers(2, 9).map(lambda n: dict(attacks=n))
    ),
    ("berserk-heroes", "preliminary-start"): lambda: heroes_kind(
        "preliminary-start", "declared", st.sampled_from(["attack", "spell", "effect", "ability"])
    ),
    ("hkk", "attack-declaration"): attack_declaration,
    ("hkk", "declaration-status"): declaration_status,
    ("hkk", "opponent"): opponent,
    ("hkk", "is-destruction"): is_destruction,
}


# ------------------------------------------------------------------ drawn from the declaration

CARD_REFERENCES = ("card", "target", "names", "targets")


@st.composite
def declared(draw: st.DrawFn, game_id: str, kind_name: str) -> Scenario[Any, Any]:
    """A situation of any kind of any game, drawn from its declaration: up to four cards, each
    attribute and kind key one of its declared values (the game's checks rejecting the draws
    they refuse, as the loader refuses such a file)."""
    game = games.get(game_id)
    kind = game.asks[kind_name]
    least = 1 if kind.cards or _names_cards(kind.keys) else 0
    names = [f"c{index}" for index in range(draw(st.integers(least, 4)))]
    cards = [draw(_card(game, name)) for name in names]
    values = {key: draw(_value(spec, names, game.player)) for key, spec in kind.keys.items()}
    try:
        return scenario(
            game_id, kind_name, cards, **{k: v for k, v in values.items() if v is not None}
        )
    except CardFault:
        reject()


def _names_cards(keys: Mapping[str, Field]) -> bool:
    return any(
        spec.kind in CARD_REFERENCES or (spec.keys is not None and _names_cards(spec.keys))
        for spec in keys.values()
    )


def _card(game: games.Game, name: str) -> st.SearchStrategy[Card]:
    """One card: each attribute drawn, those left at their default not written."""

    def written(values: dict[str, Any]) -> Card:
        given = {k: v for k, v in values.items() if v != game.cards[k].default}
        return {"name": name, "side": values["side"], **given}

    def accepted(card: Card) -> bool:
        if game.check_card is None:
            return True
        values = {k: card.get(k, spec.default) for k, spec in game.cards.items()}
        try:
            game.check_card(name, values, frozenset(card) - {"name"}, {})
        except CardFault:
            return False
        return True

    attributes = {k: _value(spec, [], None) for k, spec in game.cards.items()}
    return st.fixed_dictionaries(attributes).map(written).filter(accepted)


def _value(spec: Field, names: list[str], player: str | None) -> st.SearchStrategy[Any]:
    """A value of one key, as a file writes it (None: not written)."""
    optional = not spec.required
    kind = spec.kind
    if kind == "map" or kind == "attacks":
        assert spec.keys is not None
        entry = st.fixed_dictionaries({k: _value(f, names, player) for k, f in spec.keys.items()})
        entry = entry.map(lambda m: {k: v for k, v in m.items() if v is not None})
        if kind == "attacks":
            return st.lists(entry, max_size=3)
        return st.one_of(st.none(), entry) if optional else entry
    single = {
        "bool": st.booleans(),
        "enum": st.sampled_from(spec.values or ("",)),
        "int": st.integers(1, 9),
        "text": st.sampled_from(["a", "b"]),
        "cell": st.sampled_from(CELLS),
        "card": st.sampled_from(names or [""]),
        "target": st.sampled_from([*names, *([player] if player else [])] or [""]),
    }.get(kind)
    if single is not None:
        return st.one_of(st.none(), single) if optional else single
    pool = [*names, *([player] if kind == "targets" and player else [])]
    return st.lists(st.sampled_from(pool or [""]), unique=True, max_size=3)


def strategy(game: str, kind: str) -> st.SearchStrategy[Scenario[Any, Any]]:
    """The tuned strategy of a kind, else its declaration's."""
    tuned = KINDS.get((game, kind))
    return tuned() if tuned is not None else declared(game, kind)


def every_kind() -> list[tuple[str, str]]:
    return [(g.id, kind) for g in games.all_games() for kind in g.asks]


def test_the_tuned_strategies_are_of_declared_kinds() -> None:
    assert set(KINDS) <= set(every_kind())


@pytest.mark.parametrize(("game", "kind"), every_kind(), ids=lambda v: str(v))
def test_taking_a_clause_out_never_decides_or_flips_an_answer(game: str, kind: str) -> None:
    if not clause_ids(game):
        pytest.skip(f"the loaded rulebook has no {game} text")
    answers = set(games.get(game).asks[kind].answers)

    @SETTINGS
    @given(strategy(game, kind), removals(game))
    def check(scenario_: Scenario[Any, Any], removal: tuple[frozenset[str], str]) -> None:
        assert set(answer(scenario_)) <= answers  # only the kind's declared answer keys
        for clause in clause_ids(game):  # each clause alone …
            monotone(scenario_, frozenset(), clause)
        taken, one_more = removal  # … and one more after a few
        monotone(scenario_, taken, one_more)

    check()


# ------------------------------------------------------------ inputs the text does not cover


def replaced(scenario_: Scenario[Any, Any], **values: Any) -> Scenario[Any, Any]:
    """The scenario with other cards, or other values of its kind's keys (by attribute)."""
    cards = values.pop("cards", scenario_.cards)
    return scenario_._replace(cards=cards, values=scenario_.values._replace(**values))


@SETTINGS
@given(attack_speed())
def test_a_speed_not_given_never_decides_or_flips(scenario_: Scenario[Any, Any]) -> None:
    ability = scenario_.values.ability._replace(speed=None)
    same_or_unknown(answer(scenario_), answer(replaced(scenario_, ability=ability)))


@SETTINGS
@given(may_attack(), st.just({"type": "hero"}))
def test_an_attacker_the_text_does_not_cover_never_decides_or_flips(
    scenario_: Scenario[Any, Any], change: dict[str, str]
) -> None:
    attacker = scenario_.cards["a"]
    cards = {**scenario_.cards, "a": attacker._replace(**change)}
    if scenario_.values.attack.target == "a":
        cards = {"a": cards["a"]}
    same_or_unknown(answer(scenario_), answer(replaced(scenario_, cards=cards)))


@SETTINGS
@given(is_destruction())
def test_damage_outside_the_combat_subphases_is_no_destruction_by_the_definition(
    scenario_: Scenario[Any, Any],
) -> None:
    """34.10 defines what is called destruction: damage in another sub-phase is none — a
    reading the verdict lists as an assumption (``destruction-is-as-34-10-defines``); with 34.10
    taken out, nothing is decided but a passive building's 34.11."""
    damage = scenario_.values.damage._replace(subphase="other")
    other = replaced(scenario_, damage=damage)
    assert answer(other) == {"destruction": False}
    passive = other.cards[damage.building].passive
    assert answer(other, frozenset({"34.10"})) == {"destruction": False if passive else UNKNOWN}


def with_a_second_target(scenario_: Scenario[Any, Any], data: st.DataObject) -> Scenario | None:
    """The declaration with one attacker that 34.1 allows also declared against a new creature
    in the opponent's guard post (None when no attacker is allowed)."""
    attacks = scenario_.values.attacks
    allowed = [
        a.by
        for a in attacks
        if scenario_.cards[a.by].type == "creature"
        and scenario_.cards[a.by].active
        and scenario_.cards[a.by].zone == "guard-post"
    ]
    if not allowed:
        return None
    by = data.draw(st.sampled_from(allowed))
    guard = HkkCard("új őr", "inactive", type="creature", zone="guard-post", passive=False)
    cards = {**scenario_.cards, guard.name: guard}
    attacks = (*attacks, HkkAttack(by=by, target=guard.name))
    return replaced(scenario_, cards=cards, attacks=attacks)


@SETTINGS
@given(attack_declaration(), st.data())
def test_a_second_target_never_decides_or_flips(
    scenario_: Scenario[Any, Any], data: st.DataObject
) -> None:
    """An attacker that 34.1 allows is also declared against a new creature in the opponent's
    guard post: whether one creature may have two targets, 34.1 does not say — every attack of
    that creature becomes undecided, and nothing else may become definite or change."""
    second = with_a_second_target(scenario_, data)
    if second is None:
        return
    after = answer(second)
    same_or_unknown(answer(scenario_), after, same_cards=False)
    assert after["legal"] in (False, UNKNOWN)


@SETTINGS
@given(opponent(), st.data())
def test_opponent_with_a_second_target_never_decides_or_flips(
    scenario_: Scenario[Any, Any], data: st.DataObject
) -> None:
    """The same undecided input as above, asked about one creature's opponent (34.9)."""
    second = with_a_second_target(scenario_, data)
    if second is None:
        return
    same_or_unknown(answer(scenario_), answer(second), same_cards=False)


@SETTINGS
@given(declaration_status())
def test_an_announcement_without_a_defender_never_decides_or_flips(
    scenario_: Scenario[Any, Any],
) -> None:
    """``strike-back: none`` (no defending creature: 34.12 does not say) replacing a decided
    announcement."""
    same_or_unknown(answer(scenario_), answer(replaced(scenario_, strike_back="none")))
