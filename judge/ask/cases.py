"""A situation read from words, answered by the engine: one answer, or one answer per case.

    answer_situation(situation, rulebook) -> Reply

The situation becomes a scenario of format v1 (``scenario_data``: generic card names, no
``expect``) that ``judge resolve`` accepts unchanged, and the scenario is resolved by the engine.
A fact the question leaves open is never guessed: the scenario is resolved for each of its
values, and where the answers differ the answer is ``unknown`` and the fact is named as one to
add. A general question ("кто может защищать?") is answered by case: the card of the role asked
about takes every combination of the attributes the game declares for cards (and, for a cell,
every way of standing next to the other cards), each is resolved, and the combinations are
grouped into the fewest cases with one outcome and one set of deciding clauses each.
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from judge.ask.scene import ROLE_CELLS
from judge.ask.scene import adjacent as _adjacent
from judge.ask.scene import cells as _cells
from judge.ask.situation import Situation, fact_field, phrasing
from judge.scenario.schema import UNKNOWN, Field

if TYPE_CHECKING:
    from judge.ask.scene import Scene
    from judge.games import Game
    from judge.rulebook.model import Rulebook

#: how many combinations of open facts are tried at most (beyond, the rest stay at the first)
MAX_COMBINATIONS = 512
NEXT_TO = "next-to"


class NotASituation(Exception):
    """The facts read make no scenario the game accepts."""


class Case(NamedTuple):
    """One kind of card and what the engine says about it."""

    card: dict[str, Any]
    holds: bool | None
    cites: tuple[str, ...]
    why: str
    needs: tuple[str, ...] = ()
    #: the answer in this case where it is no yes or no (``Волк``: who may defend)
    value: Any = None


class Reply(NamedTuple):
    """The answer to a situation."""

    situation: Situation
    scenario: dict[str, Any]  # format v1, no expect
    answer: dict[str, Any]
    cites: tuple[str, ...]
    needs: tuple[str, ...] = ()  # open facts that decide the answer
    cases: Sequence[Case] = ()
    reasons: Sequence[tuple[str, bool | None, str, tuple[str, ...]]] = ()
    question: str = ""
    clauses: Sequence[Any] = ()  # judge.search.rank.Hit, closest first
    #: the cases of every other key answered by case (``cases`` are the first key's)
    by_key: Mapping[str, Sequence[Case]] = {}


def ask_situation(
    question: str, rulebook: Rulebook, *, game: str | None = None, limit: int = 3
) -> Reply | None:
    """The question read as a situation and answered, with the closest clauses; None when it is
    not a situation (``judge.ask.reply.ask`` answers it then)."""
    from judge.search.index import search

    situation = read(question, rulebook, game=game)
    if situation is None:
        return None
    from judge.ask import memo

    name = memo.answer_key(rulebook.digest, situation)
    reply = memo.recall_answer(name, lambda d: decode_answer(d, situation)) if name else None
    if reply is None:
        try:
            reply = answer_situation(situation, rulebook)
        except NotASituation:
            return None
        data = encode_answer(reply)
        if name and data is not None:
            memo.remember_answer(name, data)
    # (a question that names no game, answered by game: the closest clauses of any game)
    clauses = search(
        rulebook, question, game=None if situation.also else situation.game, limit=limit
    )
    return reply._replace(question=question, clauses=clauses)


def encode_answer(reply: Reply) -> bytes | None:
    """The engine's answer (``reply`` without the question and clauses) as stored in the cache;
    None when it would not read back exactly as it is (then it is not remembered)."""
    import marshal

    from judge.ask.memo import identical

    stored = (
        reply.scenario,
        reply.answer,
        reply.cites,
        reply.needs,
        [tuple(case) for case in reply.cases],
        list(reply.reasons),
        {key: [tuple(case) for case in split] for key, split in reply.by_key.items()},
    )
    try:
        data = marshal.dumps(stored)
        back = decode_answer(data, reply.situation)
    except ValueError:  # a value marshal does not keep
        return None
    return data if identical(back, reply) else None


def decode_answer(data: bytes, situation: Situation) -> Reply:
    """An answer stored by ``encode_answer``, for ``situation``."""
    import marshal

    scenario, answer, cites, needs, cases, reasons, by_key = marshal.loads(data)
    if not isinstance(scenario, dict) or not isinstance(answer, dict):
        raise ValueError("not a remembered answer")
    return Reply(
        situation,
        scenario,
        answer,
        cites,
        needs,
        tuple(Case(*c) for c in cases),
        tuple(reasons),
        by_key={key: tuple(Case(*c) for c in split) for key, split in by_key.items()},
    )


def read(question: str, rulebook: Rulebook, *, game: str | None = None) -> Situation | None:
    """The question read as a situation; a word of the loaded rules is never taken for a typo."""
    from judge.ask.situation import read_situation
    from judge.search.index import SearchIndex

    index = SearchIndex.of(rulebook)

    def known(folded: str) -> bool:
        return index.known(folded) is not None  # the index's own vocabulary of folded words

    return read_situation(question, game, known=known)


def scenario_yaml(data: Mapping[str, Any]) -> str:
    """The scenario as a format-v1 file (flow mappings, one line per card and per key)."""

    def scalar(value: Any) -> str:
        if isinstance(value, bool):
            return "true" if value else "false"
        return str(value)

    def flow(mapping: Mapping[str, Any]) -> str:
        return "{" + ", ".join(f"{k}: {scalar(v)}" for k, v in mapping.items()) + "}"

    lines = []
    for key, value in data.items():
        if key == "cards":
            lines.append("cards:")
            lines += [f"  {name}: {flow(attrs)}" for name, attrs in value.items()]
        elif isinstance(value, list):
            lines.append(f"{key}:" if value else f"{key}: []")
            lines += [f"  - {flow(item)}" for item in value]
        elif isinstance(value, dict):
            lines.append(f"{key}: {flow(value)}")
        else:
            lines.append(f"{key}: {scalar(value)}")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------ facts


def values_of(game: Game, kind: Any, fact: str) -> list[Any]:
    """Every value a fact can take: the declared field's values, or the phrasing's own."""
    spec = fact_field(game, kind, fact)
    if spec is None or spec.kind not in ("bool", "enum"):
        own = list(kind.facts.get(fact, {}))
        values: list[Any] = [
            int(v) if v.isdigit() else v == "true" if v in ("true", "false") else v for v in own
        ]
        if fact.endswith(".type") and game.player is not None:
            values.append(game.player)
        return values
    if spec.kind == "bool":
        return [False, True]
    values = list(spec.values)
    if fact.endswith(".type") and game.player is not None:
        values.append(game.player)
    return [v for v in values if v != UNKNOWN]


# ------------------------------------------------------------------------------------ scenarios


def scenario_data(
    situation: Situation,
    facts: Mapping[str, Any],
    extra: Mapping[str, dict[str, Any]] = {},
    places: Mapping[str, Mapping[str, Any]] = {},
) -> dict[str, Any]:
    """A format-v1 scenario (plain data, keys in file order) for the situation with these facts,
    plus ``extra`` cards (name → attributes), a story's named cards in ``places`` where its
    words leave them open (name → zone and cell)."""
    from judge import games

    game = games.get(situation.game)
    kind = _kind(situation)
    declared = game.asks[situation.kind]
    data: dict[str, Any] = {"game": situation.game, "ask": situation.kind}
    cards: dict[str, dict[str, Any]] = {}
    names: dict[str, list[str]] = {}
    scene = situation.scene
    if scene is not None and scene.declares:
        return _declared(game, situation, scene, facts, kind, data)
    # a story's named cards keep their names and their cells (``judge.ask.scene``)
    taken: list[str] = [str(c["at"]) for c in scene.cards.values() if "at" in c] if scene else []
    for index, role in enumerate(kind.cards):
        count = int(facts.get(f"{role}.count", 1)) if role == kind.several else 1
        attrs = _role_attributes(facts, role)
        if scene is not None and role in scene.roles:
            name = scene.roles[role]
            names[role] = [name]
            own = {**attrs, **scene.cards[name], **places.get(name, {})}
            cards[name] = _card(game, own, taken, None)
            continue
        if _player_target(game, role, attrs):
            names[role] = [str(game.player)]
            continue
        names[role] = [role if count == 1 else f"{role}-{n}" for n in range(1, count + 1)]
        for name in names[role]:
            cards[name] = _card(game, attrs, taken, ROLE_CELLS[index % len(ROLE_CELLS)])
    cards.update(_extra_cards(game, situation, facts, taken))
    if scene is not None:  # the cards asked about, each where ``places`` puts it when open
        others = {n: {**scene.cards[n], **places.get(n, {})} for n in scene.others}
        extra = {**others, **extra}
    for name, attrs in extra.items():
        cards[name] = dict(attrs)
    if cards or declared.cards:
        data["cards"] = cards
    for key, spec in declared.keys.items():
        value = _key_value(spec, key, facts, kind, names)
        if value is not None:
            data[key] = value
    return data


def _declared(
    game: Game,
    situation: Situation,
    scene: Scene,
    facts: Mapping[str, Any],
    kind: Any,
    data: dict[str, Any],
) -> dict[str, Any]:
    """The scenario of a story that declares its attacks between named cards
    (``judge.ask.declarations``): those cards, those attacks, the kind's other keys from the
    facts."""
    taken: list[str] = []
    attackers = {by for by, _ in scene.attacks}
    cards = {}
    for name, attrs in scene.cards.items():  # what the story leaves open: its role's facts
        role = "attacker" if name in attackers else "target"
        own = {**_role_attributes(facts, role), **attrs}
        if own.get("type") == game.player:
            from judge.games import CardFault

            raise CardFault(f"{role}.type", "a card the story names is no player")
        cards[name] = _card(game, own, taken, None)
    cards.update(_extra_cards(game, situation, facts, taken))  # a creature the story does not name
    data["cards"] = cards
    declared = game.asks[situation.kind]
    player = str(game.player)
    for key, spec in declared.keys.items():
        if spec.kind == "attacks" and key == "attacks":
            data[key] = [
                {"by": by, "target": player if target == "player" else target}
                for by, target in scene.attacks
            ]
            continue
        value = _key_value(spec, key, facts, kind, {})
        if value is not None:
            data[key] = value
    return data


def _extra_cards(
    game: Game, situation: Situation, facts: Mapping[str, Any], taken: list[str]
) -> dict[str, dict[str, Any]]:
    """The cards a fact adds when it holds (``unattacked-guards``: a creature nobody attacks),
    each named by the fact's label in the question's language (``egy másik őr``), else by
    the fact."""
    from judge.ask.situation import labels_in, phrasing

    found = phrasing(situation.game)
    labels = labels_in(found, situation.language) if found is not None else {}
    return {
        labels.get(fact, fact): _card(game, dict(attrs), taken, None)
        for fact, attrs in _kind(situation).extras.items()
        if facts.get(fact) is True
    }


def _role_attributes(facts: Mapping[str, Any], role: str) -> dict[str, Any]:
    """The facts of the card in ``role`` as its attributes (``attacker.flying`` → ``flying``;
    not its ``count``)."""
    attrs = {a.partition(".")[2]: v for a, v in facts.items() if a.startswith(role + ".")}
    attrs.pop("count", None)
    return attrs


def _player_target(game: Game, role: str, attrs: Mapping[str, Any]) -> bool:
    """Whether the card in ``role`` is the game's player target (no card: the scenario names the
    player); a CardFault when it is said to be one's own — the player a card may target is the
    inactive one."""
    if game.player is None or attrs.get("type") != game.player:
        return False
    if attrs.get("side", "inactive") != "inactive":
        from judge.games import CardFault

        raise CardFault(f"{role}.side", "the player a card may target is the inactive one")
    return True


def _card(
    game: Game, attrs: Mapping[str, Any], taken: list[str], cell: str | None
) -> dict[str, Any]:
    """One card's attributes: the stated ones, a required one filled with its first value, a
    cell on the battlefield; attributes the game's card check refuses are dropped."""
    from judge.games import CardFault

    card: dict[str, Any] = {}
    for name, spec in game.cards.items():
        if name in attrs:
            card[name] = attrs[name]
        elif spec.required and spec.kind == "enum":
            card[name] = spec.values[0]
    if "at" in game.cards and card.get("zone") == "battlefield" and "at" not in card:
        free = cell if cell and cell not in taken else next(c for c in _cells() if c not in taken)
        card["at"] = free
        taken.append(free)
    for _ in range(len(card)):
        if game.check_card is None:
            break
        values = {n: card.get(n, s.default) for n, s in game.cards.items()}
        try:
            game.check_card("card", values, frozenset(card), {})
        except CardFault as fault:
            card.pop(fault.key, None)
            continue
        break
    return card


def _key_value(
    spec: Field, key: str, facts: Mapping[str, Any], kind: Any, names: Mapping[str, list[str]]
) -> Any:
    """The value of one key of the kind in the scenario: shaped by the key's kind (a card, a
    list of attacks, a map), else the fact as stated."""
    shape = _KEY_SHAPES.get(spec.kind)
    if shape is None:
        return facts.get(key)
    refs = {path: role for role, path in kind.cards.items()}
    return shape(spec, key, facts, refs, names)


def _card_named(value: Any, names: Mapping[str, list[str]]) -> Any:
    """A fact naming a card by its role (``of: target``) or by its own name (``attacker-1``)."""
    return names[value][0] if value in names else value


def _card_key(
    spec: Field,
    key: str,
    facts: Mapping[str, Any],
    refs: Mapping[str, str],
    names: Mapping[str, list[str]],
) -> Any:
    """A key naming one card: the card the fact names."""
    return None if key not in facts else _card_named(facts[key], names)


def _attacks_key(
    spec: Field,
    key: str,
    facts: Mapping[str, Any],
    refs: Mapping[str, str],
    names: Mapping[str, list[str]],
) -> Any:
    """A list of attacks: each card of the attacking role on the attacked role's card; a list
    no role fills, one entry from its facts (``strikes-back.target: attacker-1``,
    ``strikes-back.by: target``) — empty when one is missing or ``none``."""
    by = next((r for p, r in refs.items() if p == f"{key}.by"), None)
    target = next((r for p, r in refs.items() if p == f"{key}.target"), None)
    if by is None and target is None:
        entry = {k: facts.get(f"{key}.{k}") for k in ("by", "target")}
        if None in entry.values() or "none" in entry.values():
            return []
        return [{k: _card_named(v, names) for k, v in entry.items()}]
    if by is None or target is None:
        return []
    return [{"by": b, "target": names[target][0]} for b in names[by]]


def _map_key(
    spec: Field,
    key: str,
    facts: Mapping[str, Any],
    refs: Mapping[str, str],
    names: Mapping[str, list[str]],
) -> Any:
    """A map: each sub-key a role's card or the fact stated (None when it has none)."""
    assert spec.keys is not None
    out = {}
    for sub in spec.keys:
        path = f"{key}.{sub}"
        if path in refs:
            out[sub] = names[refs[path]][0]
        elif path in facts:
            out[sub] = facts[path]
    return out or None


#: the keys whose value the scenario shapes, by their kind (any other: the fact as stated)
_KEY_SHAPES: dict[
    str,
    Callable[[Field, str, Mapping[str, Any], Mapping[str, str], Mapping[str, list[str]]], Any],
] = {"card": _card_key, "attacks": _attacks_key, "map": _map_key}


def _kind(situation: Situation) -> Any:
    p = phrasing(situation.game)
    assert p is not None
    return p.kinds[situation.kind]


# ------------------------------------------------------------------------------------ answering


def _combinations(
    game: Game, kind: Any, open_facts: Sequence[str], either: Mapping[str, Sequence[Any]]
) -> list[dict[str, Any]]:
    """Every combination of the open facts' values (of a fact said to be one of some values,
    ``either``, those only)."""
    choices = [
        [v for v in values_of(game, kind, f) if f not in either or v in either[f]]
        for f in open_facts
    ]
    out = []
    for combo in itertools.islice(itertools.product(*choices), MAX_COMBINATIONS):
        out.append(dict(zip(open_facts, combo, strict=True)))
    return out or [{}]


def _merge(values: Iterable[Any]) -> Any:
    seen = []
    for v in values:
        v = tuple(sorted(v)) if isinstance(v, tuple | list) else v
        if v not in seen:
            seen.append(v)
    return seen[0] if len(seen) == 1 else UNKNOWN


def _deciding(runs: Sequence[tuple[dict[str, Any], Any]], open_facts: Sequence[str]) -> list[str]:
    """The open facts whose value alone changes the outcome somewhere."""
    out = []
    for fact in open_facts:
        groups: dict[tuple[Any, ...], set[Any]] = {}
        for combo, outcome in runs:
            rest = tuple((f, v) for f, v in combo.items() if f != fact)
            groups.setdefault(rest, set()).add(_hashable(outcome))
        if any(len(g) > 1 for g in groups.values()):
            out.append(fact)
    return out


def _placements(situation: Situation, facts: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every place a story's card in a role may have where its words leave it open (its zone
    as the facts say, or either; on the battlefield each free cell): name → attributes."""
    scene = situation.scene
    if scene is None or not scene.unplaced and not scene.unsided and not scene.unsaid:
        return [{}]
    sides: list[list[tuple[str, dict[str, Any]]]] = [
        [(name, {"side": side}) for side in ("inactive", "active")] for name in scene.unsided
    ]
    sides += [[(name, {attr: value}) for value in (False, True)] for name, attr in scene.unsaid]
    out = []
    for placed in _places(scene, facts):
        for combo in itertools.product(*sides):
            one = {name: dict(attrs) for name, attrs in placed.items()}
            for name, side in combo:
                one.setdefault(name, {}).update(side)
            out.append(one)
    return out


def _shown_places(situation: Situation) -> dict[str, dict[str, Any]]:
    """The cards whose owner the story leaves unsaid, as the shown scenario gives them: the
    inactive player's, the first side the answer was sought for (and an attribute sought
    either way, ``Scene.unsaid``: false, the first value)."""
    scene = situation.scene
    if scene is None:
        return {}
    out: dict[str, dict[str, Any]] = {name: {"side": "inactive"} for name in scene.unsided}
    for name, attr in scene.unsaid:
        out.setdefault(name, {})[attr] = False
    return out


def _places(scene: Scene, facts: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Every place the story's cards whose place is open may have (``_placements``)."""
    if not scene.unplaced:
        return [{}]
    taken = {str(c["at"]) for c in scene.cards.values() if "at" in c}
    free = [c for c in _cells() if c not in taken]
    in_role = {n: r for r, n in scene.roles.items()}
    placed = {n: str(c["at"]) for n, c in scene.cards.items() if "at" in c and n in in_role}
    by_name = []
    for name in scene.unplaced:
        role = in_role.get(name)
        zone = (facts.get(f"{role}.zone") if role else None) or scene.cards[name].get("zone")
        options: list[dict[str, Any]] = []
        if zone in (None, "auxiliary"):
            options.append({"zone": "auxiliary"})
        if zone in (None, "battlefield"):  # a role's card: any free cell; a card asked about:
            # (one per neighbourhood for each card placed so: two of them stand apart)
            near = free if role is not None else _beside(placed, taken, len(scene.unplaced))
            options += [{"zone": "battlefield", "at": cell} for cell in near]
        by_name.append([(name, option) for option in options])
    out = []
    for combo in itertools.product(*by_name):
        cells = [o.get("at") for _, o in combo if o.get("at")]
        if len(cells) == len(set(cells)):
            out.append(dict(combo))
    return out


def _beside(placed: Mapping[str, str], taken: set[str], each: int = 1) -> list[str]:
    """A free cell for each way a cell can stand next to the role cards placed (next to both,
    to one, to none), the first ``each`` in board order."""
    out: dict[tuple[str, ...], list[str]] = {}
    for cell, near in _nearby(placed):
        if cell not in taken and len(out.setdefault(near, [])) < each:
            out[near].append(cell)
    return [cell for cells in out.values() for cell in cells]


def _hashable(value: Any) -> Any:
    if isinstance(value, dict):
        return tuple(sorted((k, _hashable(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(sorted(map(str, value)))
    return value


def answer_situation(situation: Situation, rulebook: Rulebook) -> Reply:
    """Resolve the situation: once per combination of its open facts; by case when general;
    by game when the question names none and the games answer it differently (``also``)."""
    return _by_game(situation, rulebook) if situation.also else _answer_one(situation, rulebook)


def _answer_one(situation: Situation, rulebook: Rulebook) -> Reply:
    """``answer_situation`` in the situation's own game."""
    from judge import games

    game = games.get(situation.game)
    if situation.case is not None:
        reply = _by_case(situation, game, rulebook)
        if not _one_kind_open(reply):
            return reply
        situation = _of_its_one_kind(situation)  # (answered by the open facts instead)
    known = {**situation.assumed, **situation.stated}
    runs, verdicts, placed = _runs(situation, game, known, rulebook)
    if not runs:
        raise NotASituation(situation.kind)
    keys = list(dict.fromkeys(k for _, answer in runs for k in answer))
    made = _presupposed(situation, runs)
    # a key a run does not answer (``defender`` of an attack not allowed) does not count there;
    # a key asked of attacks taken as made, only where they are (``made``)
    answer = {k: _merge(runs[i][1][k] for i in _answering(runs, k, made)) for k in keys}
    needs = tuple(_deciding(runs, situation.unstated))
    cites = _answer_cites(runs, verdicts, answer, made)
    if situation.scene is not None and (situation.scene.unsided or situation.scene.unsaid):
        # the answer sought for each owner of a card (or each value of an attribute sought
        # either way): the clauses that decided each
        cites = (*cites, *(c for v in verdicts for c in v.cites))
    reasons = _common_reasons(verdicts)
    reasons += _same_holds(verdicts, {r[0] for r in reasons})
    reasons += _either_way(situation, verdicts, placed, {r[0] for r in reasons})
    _add_own_reasons(reasons, runs, verdicts, answer, made)
    reasons += _taken_as_made(situation, made, answer)
    reasons += _other_readings(situation, game, known, answer, rulebook)
    shown_data = scenario_data(situation, known, places=_shown_places(situation))
    first = cases_key(answer, situation.asked)
    by_fact = answer[first] == UNKNOWN and needs
    cases = _cases_of_key(runs, verdicts, needs, first, made) if by_fact else ()
    others = _others_by_fact(runs, verdicts, needs, answer, first)
    by_key = _by_case_keys(situation, answer, (first, cases), others)
    # an answer the open facts leave undecided: the clauses that decide each case bear on it
    cites = (*cites, *(c for case in cases for c in case.cites))
    cites += tuple(c for split in others.values() for case in split for c in case.cites)
    return Reply(
        situation, shown_data, answer, _sorted(cites), needs, cases, tuple(reasons), by_key=by_key
    )


def _by_case_keys(
    situation: Situation,
    answer: dict[str, Any],
    first: tuple[str, Sequence[Case]],
    others: Mapping[str, Sequence[Case]],
) -> dict[str, Sequence[Case]]:
    """Each key asked of every case whose cases differ answered ``by case`` in ``answer``
    (the first key, and every other key the same facts split); the other keys' cases."""
    key, cases = first
    if _cases_differ(situation, cases):
        answer[key] = "by case"
        answer |= {k: "by case" for k, split in others.items() if _cases_differ(situation, split)}
    return {k: split for k, split in others.items() if answer[k] == "by case"}


def _by_game(situation: Situation, rulebook: Rulebook) -> Reply:
    """A question that names no game, read as the same kind in several (``also``): the game's
    answer where every game answers alike; else each key they answer differently is
    ``unknown``, the game is what it needs, and each game's answer is a case of its own."""
    replies = [_answer_one(s, rulebook) for s in (situation, *situation.also)]
    first = replies[0]
    differ = [k for k in first.answer if any(r.answer.get(k) != first.answer[k] for r in replies)]
    if not differ:
        return first._replace(situation=situation)
    key = cases_key(first.answer, situation.asked)
    key = key if key in differ else differ[0]
    cases = tuple(
        Case({"game": r.situation.game}, None, r.cites, _first_reason(r), value=r.answer.get(key))
        for r in replies
    )
    answer = {k: UNKNOWN if k in differ else v for k, v in first.answer.items()}
    cites = _sorted(tuple(c for r in replies for c in r.cites))
    reasons = tuple(dict.fromkeys(x for r in replies for x in r.reasons))
    return first._replace(
        situation=situation,
        answer=answer,
        cites=cites,
        needs=("game",),
        cases=cases,
        reasons=reasons,
        by_key={},
    )


def _first_reason(reply: Reply) -> str:
    """The words of a reply's first reason (why its game answers as it does), else ``""``."""
    return reply.reasons[0][2] if reply.reasons else ""


def _others_by_fact(
    runs: Sequence[_Run],
    verdicts: Sequence[Any],
    needs: Sequence[str],
    answer: Mapping[str, Any],
    first: str,
) -> dict[str, tuple[Case, ...]]:
    """Every key besides the first the open facts leave undecided, by case over them."""
    if not needs:
        return {}
    undecided = [k for k, value in answer.items() if k != first and value == UNKNOWN]
    return {key: _cases_of_key(runs, verdicts, needs, key, {}) for key in undecided}


def _cases_of_key(
    runs: Sequence[_Run],
    verdicts: Sequence[Any],
    needs: Sequence[str],
    key: str,
    made: Mapping[str, Sequence[int]],
) -> tuple[Case, ...]:
    """``_cases_by_fact`` of one key over the combinations that answer it (``_answering``): a
    key only some answer — ``defender`` of an attack allowed — is asked of those."""
    asked_of = _answering(runs, key, made) or range(len(runs))
    return _cases_by_fact([runs[i] for i in asked_of], [verdicts[i] for i in asked_of], needs, key)


def _one_kind_open(reply: Reply) -> bool:
    """Whether a general question's cases are one kind of card, its answer left open by the
    facts unsaid (``Mikor támadhat egy lény közvetlenül az ellenfél játékost?``: the player
    struck; whether the guard post is broken through decides): answered by those facts."""
    return len(reply.cases) == 1 and reply.cases[0].holds is None and bool(reply.needs)


def _of_its_one_kind(situation: Situation) -> Situation:
    """A general question of one kind of card read as of that card: what it says of the card
    stated of the card's role."""
    assert situation.case is not None
    role = situation.case["role"]
    told = {f"{role}.{fact}": value for fact, value in situation.case_stated.items()}
    return situation._replace(case=None, case_stated={}, stated={**situation.stated, **told})


def cases_key(answer: Mapping[str, Any], asked: Sequence[str]) -> str:
    """The answer key whose cases a reply gives: an undecided one the question asks for by name
    (``отбивается ли``), else the first key (undecided: ``unknown``, or ``by case`` once so
    answered)."""
    undecided = (UNKNOWN, "by case")
    return next((k for k, v in answer.items() if v in undecided and k in asked), next(iter(answer)))


def _cases_differ(situation: Situation, cases: Sequence[Case]) -> bool:
    """Whether a question asked of every case is answered by case: its cases' yes/no differ —
    or their values, where it asks how to tell the cases apart or in general (``вообще``; not a
    when-question, whose answer is a moment the open facts leave undecided)."""
    if not situation.general:
        return False
    if len({case.holds for case in cases}) > 1:
        return True
    return situation.general in ("how", "every") and len({str(case.value) for case in cases}) > 1


#: one run of the engine: the open facts' values taken, the answer (its facts worded)
_Run = tuple[dict[str, Any], dict[str, Any]]
#: a reason as a reply keeps it: subject, holds, text, clauses
_Reason = tuple[str, bool | None, str, tuple[str, ...]]


def _runs(
    situation: Situation, game: Game, known: Mapping[str, Any], rulebook: Rulebook
) -> tuple[list[_Run], list[Any], list[dict[str, Any]]]:
    """The situation resolved for each combination of its open facts (and each place a
    story's card may have): the runs, their verdicts and each one's places (``_placements``),
    a combination the game's checks refuse left out."""
    from judge.engine.core import resolve
    from judge.games import CardFault
    from judge.scenario.values import build

    runs: list[_Run] = []
    verdicts = []
    placed: list[dict[str, Any]] = []
    for combo in _combinations(game, _kind(situation), situation.unstated, situation.either):
        for places in _placements(situation, {**known, **combo}):
            try:
                data = scenario_data(situation, {**known, **combo}, places=places)
                verdict = _spoken(resolve(build(data), rulebook), situation)
            except (CardFault, KeyError):  # a combination the game's checks refuse
                continue
            runs.append((combo, verdict.answer_data()))  # a partial answer's facts worded
            verdicts.append(verdict)
            placed.append(places)
    return runs, verdicts, placed


def _spoken(verdict: Any, situation: Situation) -> Any:
    """The verdict worded in the question's language (``HKK: …`` asked in Russian), where the
    game's reasons are written in it; else in the rulebook's."""
    lang = situation.language
    if lang == verdict.language or not any(lang in e for e in verdict.catalog.values()):
        return verdict
    return verdict._replace(language=lang)


def _answering(runs: Sequence[_Run], key: str, made: Mapping[str, Sequence[int]]) -> list[int]:
    """The runs that answer ``key`` (a run may not: ``defender`` of an attack not allowed),
    those where the attacks are made for a key asked of them (``made``)."""
    if key in made:
        return list(made[key])
    return [i for i, (_, answer) in enumerate(runs) if key in answer]


def _answered(
    runs: Sequence[_Run],
    verdicts: Sequence[Any],
    key: str,
    made: Mapping[str, Sequence[int]] | None = None,
) -> list[Any]:
    """The verdicts of the runs that answer ``key`` (``_answering``)."""
    return [verdicts[i] for i in _answering(runs, key, made or {})]


def _answer_cites(
    runs: Sequence[_Run],
    verdicts: Sequence[Any],
    answer: Mapping[str, Any],
    made: Mapping[str, Sequence[int]],
) -> tuple[str, ...]:
    """The clauses of a definite answer: every run's; of an answer the open facts leave
    ``unknown`` somewhere: what decided whatever the open facts are, and what decided each
    decided key (in the runs it is answered from: ``made``)."""
    if all(v != UNKNOWN for v in answer.values()) and not made:
        return tuple(dict.fromkeys(c for v in verdicts for c in v.cites))
    decided: set[str] = set.intersection(*(set(v.cites) for v in verdicts))
    for key in answer:
        answered = _answered(runs, verdicts, key, made)
        if answer[key] != UNKNOWN and answered:
            # the same answer for different reasons in different cases (34.5 on the guard
            # post, 34.3 in the reserve): every case's clauses decided it
            common = set.intersection(*(set(v.cites) for v in answered))
            decided |= common or {c for v in answered for c in v.cites}
    return tuple(decided)


def _common_reasons(verdicts: Sequence[Any]) -> list[_Reason]:
    """The reasons that come out the same, in the same words, whatever the open facts are."""
    first = verdicts[0]
    common = set.intersection(
        *({(r.subject, r.holds, r.text(v.catalog, v.language), r.cites) for r in v.reasons}
          for v in verdicts)
    )  # fmt: skip
    said = [(r.subject, r.holds, r.text(first.catalog, first.language), r.cites)
            for r in first.reasons]  # fmt: skip
    return [r for r in said if r in common]


def _same_holds(verdicts: Sequence[Any], given: set[str]) -> list[_Reason]:
    """A card's reason that holds the same whatever the open facts are, for reasons the cases
    word apart (``Сторож`` defends against no flyer's strike, 514.6, nor a non-flyer's, 514.7):
    each case's words, joined — not given already (``given``)."""
    first = verdicts[0]
    out: list[_Reason] = []
    for reason in first.reasons:
        if reason.subject in given or any(r[0] == reason.subject for r in out):
            continue
        own = [[r for r in v.reasons if r.subject == reason.subject] for v in verdicts]
        if any(len(rs) != 1 or rs[0].holds != reason.holds for rs in own):
            continue
        pairs = zip(own, verdicts, strict=True)
        texts = list(dict.fromkeys(rs[0].text(v.catalog, v.language) for rs, v in pairs))
        # a case's words another case's include (``A`` beside ``A; B``): ``A`` holds in each
        # case, ``B`` in some (``карта активного игрока`` of a card whose owner is unsaid)
        texts = [t for t in texts if not any(t != u and u in t for u in texts)]
        cites = _sorted(c for rs in own for c in rs[0].cites)
        out.append((reason.subject, reason.holds, " / ".join(texts), cites))
    return out


def _add_own_reasons(
    reasons: list[_Reason],
    runs: Sequence[_Run],
    verdicts: Sequence[Any],
    answer: Mapping[str, Any],
    made: Mapping[str, Sequence[int]],
) -> None:
    """A key decided wherever it is answered (``strikes-back`` of the attacks that are
    allowed), without a common reason: its own reason, when the same in each of those runs
    (those where the attacks are made, for a key asked of them: ``made``)."""
    for key in answer:
        if answer[key] == UNKNOWN or any(r[0] == key for r in reasons):
            continue
        answered = _answered(runs, verdicts, key, made)
        own = {
            (r.subject, r.holds, r.cites) for v in answered for r in v.reasons if r.subject == key
        }
        if len(own) == 1:
            there = answered[0]
            r = next(r for r in there.reasons if r.subject == key)
            reasons.append((r.subject, r.holds, r.text(there.catalog, there.language), r.cites))


def _presupposed(situation: Situation, runs: Sequence[_Run]) -> dict[str, list[int]]:
    """The runs each asked key is answered from when the question takes the attacks it asks
    about as made (``made`` in the key's ``say``: ``Ki dönti el, melyikre üt vissza?`` asks
    what follows from attacks, not whether they may be declared): those where every card whose
    place the words leave open stands in the kind's usual place (``attacker.zone:
    guard-post``). Only keys whose answer those places change. A question that asks only
    what follows from attacks (every key it asks is ``made``) takes them as made for every
    key: whether they may be declared, too, is answered of the usual places (shown as taken);
    one that also asks so (``legal``'s ``asks``: ``Szabályos?``) has it answered by case."""
    kind = _kind(situation)
    usual = _usual_places(situation)
    out: dict[str, list[int]] = {}
    keys = [key for key in situation.asked if kind.say.get(key, {}).get("made")]
    if keys and len(keys) == len(situation.asked):  # it asks only what follows from attacks
        keys = list(dict.fromkeys(k for _, answer in runs for k in answer))
    for key in keys:
        answering = _answering(runs, key, {})
        kept = [i for i in answering if all(runs[i][0].get(f, v) == v for f, v in usual.items())]
        if kept and len(kept) < len(answering):
            out[key] = kept
    return out


def _usual_places(situation: Situation) -> dict[str, Any]:
    """Where the kind takes its cards to stand when the words do not say (``attacker.zone:
    guard-post``)."""
    return {f: v for f, v in _kind(situation).assume.items() if f.endswith(".zone")}


#: how a reply says the attacks were taken as made
_MADE = {
    "hu": "a kérdés megtett támadásokról szól: a helyük, ha nem hangzott el, a szokásos ({})",
    "ru": "вопрос о сделанных атаках: место карт, не названное, принято обычным ({})",
    "en": "the question is about attacks made: where the cards stand, unsaid, is the usual ({})",
}


def _taken_as_made(
    situation: Situation, made: Mapping[str, Sequence[int]], answer: Mapping[str, Any]
) -> list[_Reason]:
    """A reason for each key answered of attacks taken as made, saying so (shown as taken)."""
    from judge.ask.situation import say

    usual = _usual_places(situation)
    shown = say(situation, {f: v for f, v in usual.items() if f in situation.unstated})
    text = _MADE.get(situation.language, _MADE["en"]).format(shown)
    return [(key, None, text, ()) for key in made if answer.get(key) != UNKNOWN]


#: ``если``: a case of an attribute sought either way
_IF = {"hu": "ha", "ru": "если", "en": "if"}


def _either_way(
    situation: Situation,
    verdicts: Sequence[Any],
    placed: Sequence[Mapping[str, Any]],
    given: set[str],
) -> list[_Reason]:
    """A card's reason where an attribute of it is sought either way (``Scene.unsaid``) and
    its case decides: each case's, after ``если закрытое — нет: …`` (not given already:
    ``given``), from the verdicts of the runs (``placed``: each one's places) — only where
    nothing else is open, so that each value has its one run (the others' first value)."""
    from judge.ask.situation import say_card

    scene = situation.scene
    if scene is None or situation.unstated or scene.unsided or scene.unplaced:
        return []
    language = situation.language if situation.language in _IF else "en"
    out: list[_Reason] = []
    for name, attr in scene.unsaid:
        if name in given:
            continue
        said: dict[bool, tuple[bool | None, str, tuple[str, ...]]] = {}
        for verdict, places in zip(verdicts, placed, strict=True):
            value = places.get(name, {}).get(attr)
            others_first = all(places[n][a] is False for n, a in scene.unsaid if n != name)
            own = [r for r in verdict.reasons if r.subject == name]
            if value is None or not others_first or len(own) != 1 or value in said:
                continue
            text = own[0].text(verdict.catalog, verdict.language)
            said[value] = (own[0].holds, text, own[0].cites)
        if len(said) < 2 or said[False][0] == said[True][0]:
            continue
        texts = [
            f"{_IF[language]} {', '.join(say_card(situation, {attr: value}))} — "
            f"{_YES_NO[language].get(holds, '?')}: {text}"
            for value, (holds, text, _) in sorted(said.items())
        ]
        cites = _sorted(c for _, _, own_cites in said.values() for c in own_cites)
        out.append((name, None, " / ".join(texts), cites))
    return out


#: how a reply gives the answer were a fact taken from a card's name otherwise
_OTHERWISE = {
    "hu": "a(z) „{name}” név alapján: {taken}; ha {other}: {answer}",
    "ru": "по названию «{name}» принято: {taken}; если {other} — {answer}",
    "en": "taken from the name “{name}”: {taken}; if {other}: {answer}",
}
_YES_NO = {
    "hu": {False: "nem", True: "igen", UNKNOWN: "nem eldönthető"},
    "ru": {False: "нет", True: "да", UNKNOWN: "не решено"},
    "en": {False: "no", True: "yes", UNKNOWN: "undecided"},
}


def _other_readings(
    situation: Situation,
    game: Game,
    known: Mapping[str, Any],
    answer: Mapping[str, Any],
    rulebook: Rulebook,
) -> list[_Reason]:
    """For each fact taken from how a card is called (``Гоблина``: a creature), the answer
    were it otherwise, where that differs — a reading is given beside the other one, never
    alone (``по названию «Гоблином» принято: цель: существо; если цель: герой — нет``): the
    first answer key that differs (the later ones are answered only as the first is)."""
    from judge.ask.situation import say

    out: list[_Reason] = []
    language = situation.language if situation.language in _OTHERWISE else "en"
    for fact, name in situation.called.items():
        for combo in _combinations(game, _kind(situation), [fact], situation.either):
            if combo[fact] == known.get(fact):
                continue
            runs, verdicts, _ = _runs(situation, game, {**known, **combo}, rulebook)
            for key, value in answer.items():
                other = _merge(a[key] for _, a in runs if key in a)
                if not runs or other == value or not isinstance(other, bool | str):
                    continue
                text = _OTHERWISE[language].format(
                    name=name,
                    taken=say(situation, {fact: known.get(fact)}),
                    other=say(situation, combo),
                    answer=_YES_NO[language].get(other, str(other)),
                )
                cites = _sorted(c for v in verdicts for r in v.reasons if r.subject == key
                                for c in r.cites)  # fmt: skip
                out.append((key, other if isinstance(other, bool) else None, text, cites))
                break  # the keys after the first that differs hang on it (``only when allowed``)
    return out


def _cases_by_fact(
    runs: Sequence[tuple[dict[str, Any], dict[str, Any]]],
    verdicts: Sequence[Any],
    needs: Sequence[str],
    key: str,
) -> tuple[Case, ...]:
    """An answer unstated facts decide, given as the fewest cases over them (``персонажа
    противника — да (507.1); своего — нет (507.2)``): a value of one fact (then of two) that
    alone settles the first answer key's value, then whatever is left, each with the clauses
    that decided it there."""
    deciding = _deciding([(c, a.get(key)) for c, a in runs], needs) or list(needs)
    left = list(range(len(runs)))
    out = []
    for size in (1, 2, len(deciding)):
        for facts in itertools.combinations(deciding, min(size, len(deciding))):
            groups: dict[tuple[Any, ...], list[int]] = {}
            for i in left:
                groups.setdefault(tuple(runs[i][0].get(f) for f in facts), []).append(i)
            for values, members in groups.items():
                outcomes = {_hashable(runs[i][1].get(key)) for i in members}
                if len(outcomes) != 1 or set(members) - set(left):
                    continue
                card = dict(zip(facts, values, strict=True)) | _narrowed(runs, members, deciding)
                card = {f: card[f] for f in deciding if f in card}
                out.append(_case(card, members, runs, verdicts, key))
                left = [i for i in left if i not in members]
        if not left:
            break
    # what no value of the facts settles (``нелетающее``: it depends on where the attacker
    # stands too) is a case of its own, undecided, with the clauses that decide it
    rest: dict[tuple[Any, ...], list[int]] = {}
    for i in left:
        rest.setdefault(tuple(runs[i][0].get(f) for f in deciding), []).append(i)
    for values, members in rest.items():
        out.append(_case(dict(zip(deciding, values, strict=True)), members, runs, verdicts, key))
    return tuple(out)


def _narrowed(
    runs: Sequence[tuple[dict[str, Any], dict[str, Any]]],
    members: Sequence[int],
    facts: Sequence[str],
) -> dict[str, Any]:
    """The values of the deciding facts a case's members are narrowed to by the cases before
    it (``подфаза — другая: нет``, then ``удар или боевые способности, не пассивное: да``), so
    that each case reads alone: a fact whose members take only some of its values, with those."""
    out: dict[str, Any] = {}
    for fact in facts:
        every = list(dict.fromkeys(_hashable(c.get(fact)) for c, _ in runs))
        taken = [v for v in every if any(_hashable(runs[i][0].get(fact)) == v for i in members)]
        if len(taken) < len(every):
            out[fact] = taken[0] if len(taken) == 1 else taken
    return out


def _case(
    card: dict[str, Any],
    members: Sequence[int],
    runs: Sequence[tuple[dict[str, Any], dict[str, Any]]],
    verdicts: Sequence[Any],
    key: str,
) -> Case:
    """One case of an answer by case: the facts, the answer there, its clauses and why."""
    outcome = _merge(runs[i][1].get(key) for i in members)
    holds = outcome if isinstance(outcome, bool) else None
    cites = set.intersection(*(set(verdicts[i].cites) for i in members))
    first = verdicts[members[0]]
    reason = next((r for r in first.reasons if r.holds is holds), None)
    why = reason.text(first.catalog, first.language) if reason is not None else ""
    value = None if isinstance(outcome, bool) or outcome == UNKNOWN else outcome
    if value is not None or not cites and reason is None:
        # a value, not a yes/no, reached by different clauses (besides those all share): each
        cites = {c for i in members for c in verdicts[i].cites}
    elif not cites and reason is not None:  # the members hold for different clauses: the one
        cites = set(reason.cites)  # whose words are shown (``3 lény támad`` — 34.5)
    return Case(card, holds, _sorted(cites), why, (), value)


def _sorted(cites: Iterable[str]) -> tuple[str, ...]:
    from judge.rulebook.ids import sort_key

    return tuple(sorted(dict.fromkeys(cites), key=sort_key))


# ------------------------------------------------------------------------------------ cases


def _candidates(
    game: Game, fixed: Mapping[str, Any], cells: Mapping[str, str]
) -> list[dict[str, Any]]:
    """Every kind of card: each declared attribute not fixed by the question takes each of its
    values; a card on the battlefield stands next to each subset of the placed role cards."""
    names, choices = [], []
    for name, spec in game.cards.items():
        if spec.kind == "cell":
            continue
        if name in fixed:
            names.append(name)
            choices.append([fixed[name]])
        elif spec.kind == "bool":
            names.append(name)
            choices.append([False, True])
        elif spec.kind == "enum":
            names.append(name)
            choices.append(list(spec.values))
    out = []
    for combo in itertools.product(*choices):
        card = dict(zip(names, combo, strict=True))
        if "at" in game.cards and card.get("zone") == "battlefield":
            for near in _neighbourhoods(cells):
                out.append({**card, NEXT_TO: near})
        else:
            out.append(card)
    return out


def _nearby(cells: Mapping[str, str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every free cell, in board order, with the names of the placed cards it stands next to
    (sorted)."""
    return _nearby_of(tuple(cells.items()))


@functools.lru_cache(maxsize=16)
def _nearby_of(placed: tuple[tuple[str, str], ...]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    taken = {c for _, c in placed}
    return tuple(
        (cell, tuple(sorted(n for n, c in placed if _adjacent(cell, c))))
        for cell in _cells()
        if cell not in taken
    )


def _neighbourhoods(cells: Mapping[str, str]) -> list[tuple[str, ...]]:
    """The distinct ways a free cell can stand next to the placed cards (names, sorted)."""
    seen = list(dict.fromkeys(near for _, near in _nearby(cells)))
    return sorted(seen, key=lambda n: (-len(n), n))


def _place(card: Mapping[str, Any], cells: Mapping[str, str], taken: set[str]) -> dict[str, Any]:
    """The card's attributes with a free cell of its neighbourhood (``next-to``)."""
    out = {k: v for k, v in card.items() if k != NEXT_TO}
    if NEXT_TO in card:
        want = tuple(card[NEXT_TO])
        for cell, near in _nearby(cells):
            if cell not in taken and near == want:
                out["at"] = cell
                taken.add(cell)
                break
    return out


def _holds(spec: str, answer: Mapping[str, Any], name: str) -> bool | None:
    """Whether the answer holds for the case's card: its name among a list's names, a yes/no
    value (``!key``: the opposite); a key the answer leaves out (``strikes-back`` of an attack
    that is not allowed) does not hold — unless what left it out is itself undecided."""
    negate = spec.startswith("!")
    if spec.lstrip("!") not in answer:
        return None if UNKNOWN in answer.values() else False
    value = answer[spec.lstrip("!")]
    if value == UNKNOWN:
        return None
    if isinstance(value, tuple | list):
        result = (name in value) if not negate else not value
        return result
    if isinstance(value, bool):
        return not value if negate else value
    return None


#: how one kind of card fares in one run: holds, the clauses, why
_Outcome = tuple[bool | None, tuple[str, ...], str]


def _by_case(situation: Situation, game: Game, rulebook: Rulebook) -> Reply:
    """A general question answered case by case: every kind of card in the role asked about,
    resolved for each combination of the open facts, grouped into the fewest cases."""
    kind = _kind(situation)
    case = situation.case
    assert case is not None
    role, holds_key = case["role"], case["holds"]
    known = {**situation.assumed, **situation.stated}
    combos = _combinations(game, kind, situation.unstated, situation.either)
    base = scenario_data(situation, known)
    cells = {n: c["at"] for n, c in base.get("cards", {}).items() if c.get("at")}
    candidates = _candidates(game, situation.case_stated, cells)
    new_card = role not in kind.cards
    outcomes: list[list[tuple[dict[str, Any], bool | None, tuple[str, ...], str]]] = [
        [] for _ in candidates
    ]
    for combo in combos:
        facts = {**known, **combo}
        if new_card:
            judged = _new_cards_judged(situation, facts, candidates, cells, holds_key, rulebook)
        else:
            judged = _role_judged(situation, facts, candidates, role, holds_key, rulebook)
        for runs, outcome in zip(outcomes, judged, strict=True):
            if outcome is not None:
                runs.append((combo, *outcome))
    items = [
        _case_item(card, runs, situation.unstated)
        for card, runs in zip(candidates, outcomes, strict=True)
        if runs
    ]
    cases = _group(items, [n for n in game.cards if n != "at"] + [NEXT_TO], situation.case_stated)
    cases.sort(key=lambda c: {True: 0, None: 1, False: 2}[c.holds])  # who may, first
    all_cites = _sorted(c for case_ in cases for c in case_.cites)
    needs = tuple(dict.fromkeys(n for c in cases for n in c.needs))
    shown_data = _with_representatives(situation, known, cases, role, new_card, cells)
    first_key = holds_key.lstrip("!")
    named = _named_card(situation, cases)
    if named is not None:  # the card the question names: its own answer, its cases beside
        answer, reason = named
        return Reply(situation, shown_data, {first_key: answer}, all_cites, needs, tuple(cases),
                     (reason,))  # fmt: skip
    return Reply(situation, shown_data, {first_key: "by case"}, all_cites, needs, tuple(cases))


def _named_card(situation: Situation, cases: Sequence[Case]) -> tuple[list[str], _Reason] | None:
    """A general question about one card it names (``Может ли мой летающий Дракон защитить?``):
    the answer of the cases its words describe — a living being's name taken as a creature's,
    said so — where they all agree; None where they do not (a fact left unsaid decides)."""
    name = situation.case_name
    if name is None:
        return None
    described = {**situation.case_stated, "type": "creature"}
    covering = [c for c in cases if _describes(c.card, described)]
    holds = {c.holds for c in covering}
    if len(holds) != 1 or None in holds:
        return None
    (value,) = holds
    cites = _sorted(c for case in covering for c in case.cites)
    text = _NAMED[situation.language if situation.language in _NAMED else "en"].format(name=name)
    return ([name] if value else []), (name, value, text, cites)


#: what a named card's answer rests on, said (its kind taken from its name)
_NAMED = {
    "ru": "как описано в вопросе; по названию «{name}» принято: существо",
    "hu": "ahogy a kérdés leírja; a «{name}» név alapján lényként olvasva",
    "en": "as the question describes it; taken as a creature by its name «{name}»",
}


def _describes(card: Mapping[str, Any], described: Mapping[str, Any]) -> bool:
    """Whether a case's kind of card may be the card described: every attribute the case
    fixes that the words say has the value they say (a case's list: one of them)."""
    for key, value in card.items():
        if key not in described:
            return False  # the case turns on what the words leave unsaid
        if value != described[key] and not (isinstance(value, list) and described[key] in value):
            return False
    return True


def _new_cards_judged(
    situation: Situation,
    facts: Mapping[str, Any],
    candidates: Sequence[Mapping[str, Any]],
    cells: Mapping[str, str],
    holds_key: str,
    rulebook: Rulebook,
) -> list[_Outcome | None]:
    """A role the kind has no card for (``who may defend``): every kind of card added to one
    scenario (``card-1``…, each on a cell of its neighbourhood), resolved once; each card's
    outcome is its own reason's, else the verdict's clauses."""
    from judge.engine.core import resolve
    from judge.scenario.values import build

    extra = {}
    for i, card in enumerate(candidates):
        attrs = {k: v for k, v in card.items() if k != NEXT_TO}
        if NEXT_TO in card:
            attrs["at"] = _cell_for(card[NEXT_TO], cells)
        extra[f"card-{i + 1}"] = attrs
    data = scenario_data(situation, facts, extra)
    verdict = _spoken(resolve(build(data), rulebook), situation)
    by_name = {r.subject: r for r in verdict.reasons}
    out: list[_Outcome | None] = []
    for i in range(len(candidates)):
        name = f"card-{i + 1}"
        reason = by_name.get(name)
        holds = _holds(holds_key, verdict.answer, name)
        text = reason.text(verdict.catalog, verdict.language) if reason else ""
        cites = reason.cites if reason else verdict.cites
        out.append((holds, cites, text))
    return out


def _role_judged(
    situation: Situation,
    facts: Mapping[str, Any],
    candidates: Sequence[Mapping[str, Any]],
    role: str,
    holds_key: str,
    rulebook: Rulebook,
) -> list[_Outcome | None]:
    """A role the kind has a card for: each kind of card as that card, resolved on its own
    (None where the game's checks refuse it); why is the reason for the key asked about that
    agrees with the outcome, else any that does, else the first."""
    from judge.engine.core import resolve
    from judge.games import CardFault
    from judge.scenario.values import build

    out: list[_Outcome | None] = []
    for card in candidates:
        attrs = {f"{role}.{k}": v for k, v in card.items() if k != NEXT_TO}
        try:
            data = scenario_data(situation, {**facts, **attrs})
            scenario = build(data)
        except (CardFault, KeyError):  # a card the game's checks refuse
            out.append(None)
            continue
        verdict = _spoken(resolve(scenario, rulebook), situation)
        holds = _holds(holds_key, verdict.answer, role)
        own = [r for r in verdict.reasons if r.subject == holds_key.lstrip("!")]
        reason = next((r for r in own + list(verdict.reasons) if r.holds is holds), None)
        if reason is None and verdict.reasons:
            reason = verdict.reasons[0]
        text = reason.text(verdict.catalog, verdict.language) if reason else ""
        out.append((holds, verdict.cites, text))
    return out


def _case_item(
    card: dict[str, Any],
    runs: Sequence[tuple[dict[str, Any], bool | None, tuple[str, ...], str]],
    open_facts: Sequence[str],
) -> tuple[dict[str, Any], tuple[Any, ...], str]:
    """One kind of card over every run: holds when every run agrees (else None), the open
    facts that decide it, the clauses the runs cite when it holds or not (every run's: where
    it holds for different clauses as the open facts go, 514.5 on the field and 514.6 in the
    auxiliary zone, each decided it), and the first run's why."""
    states = {h for _, h, _, _ in runs}
    holds = states.pop() if len(states) == 1 else None
    needs = tuple(_deciding([(c, h) for c, h, _, _ in runs], open_facts))
    cites = _sorted(c for _, _, cs, _ in runs for c in cs) if holds is not None else ()
    return card, (holds, cites, needs), runs[0][3]


def _cell_for(near: Sequence[str], cells: Mapping[str, str]) -> str:
    want = tuple(near)
    found = next((cell for cell, around in _nearby(cells) if around == want), None)
    if found is None:
        raise AssertionError(want)
    return found


def _group(
    items: list[tuple[dict[str, Any], tuple[Any, ...], str]],
    order: Sequence[str],
    fixed: Mapping[str, Any],
) -> list[Case]:
    """The fewest cases: split the kinds of card on one attribute at a time (the one leaving
    the fewest mixed groups), until each group has one outcome; sibling groups with the same
    outcome are joined."""

    def plain(group: list[Any], path: dict[str, Any]) -> list[tuple[dict[str, Any], Any, str]]:
        why = min((w for _, _, w in group), key=lambda w: (w.count(";"), len(w)))
        return [(path, group[0][1], why)]

    def split(group: list[Any], path: dict[str, Any]) -> list[tuple[dict[str, Any], Any, str]]:
        if len({o for _, o, _ in group}) == 1:
            return plain(group, path)
        best: tuple[tuple[int, int], str, list[Any], list[list[Any]]] | None = None
        for attr in order:
            if attr in path:
                continue
            values = list(dict.fromkeys(card.get(attr) for card, _, _ in group))
            if len(values) < 2:
                continue
            parts = [[it for it in group if it[0].get(attr) == v] for v in values]
            mixed = [len({o for _, o, _ in part}) for part in parts]
            cost = (sum(mixed), -sum(1 for m in mixed if m == 1))
            if best is None or cost < best[0]:
                best = (cost, attr, values, parts)
        if best is None:
            return plain(group, path)
        _, attr, values, parts = best
        leaves: list[tuple[dict[str, Any], Any, str]] = []
        for value, part in zip(values, parts, strict=True):
            leaves += split(part, {**path, attr: value})
        return _join(leaves, attr, len(values))

    out = []
    for path, (holds, cites, needs), why in split(items, dict(fixed)):
        card = {k: (list(v) if isinstance(v, tuple) else v) for k, v in path.items()}
        out.append(Case(card, holds, cites, why, needs))
    return out


def _join(leaves: list[tuple[dict[str, Any], Any, str]], attr: str, every: int) -> list[Any]:
    """Leaves that differ only in ``attr`` and share an outcome become one (values listed; the
    attribute left out when the values are all it takes)."""
    out: list[tuple[dict[str, Any], Any, str]] = []
    for path, outcome, why in leaves:
        for n, (other, other_outcome, other_why) in enumerate(out):
            same_rest = {k: v for k, v in other.items() if k != attr} == {
                k: v for k, v in path.items() if k != attr
            }
            if same_rest and other_outcome == outcome and attr in other and attr in path:
                merged = other[attr] if isinstance(other[attr], set) else {_freeze(other[attr])}
                merged = merged | {_freeze(path[attr])}
                out[n] = ({**other, attr: merged}, other_outcome, other_why)
                break
        else:
            out.append((path, outcome, why))
    joined = []
    for path, outcome, why in out:
        value = path.get(attr)
        if isinstance(value, set) and len(value) >= every:
            path = {k: v for k, v in path.items() if k != attr}
        joined.append(({k: _thaw(v) for k, v in path.items()}, outcome, why))
    return joined


def _freeze(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _thaw(value: Any) -> Any:
    if isinstance(value, set):
        return [list(v) if isinstance(v, tuple) else v for v in sorted(value, key=str)]
    return value


def _with_representatives(
    situation: Situation,
    known: Mapping[str, Any],
    cases: Sequence[Case],
    role: str,
    new_card: bool,
    cells: Mapping[str, str],
) -> dict[str, Any]:
    """The scenario shown and saved: for a new card, one card per case (the first kind of card
    of each), each on a free cell of its neighbourhood."""
    if not new_card:
        return scenario_data(situation, known)
    extra: dict[str, dict[str, Any]] = {}
    taken: set[str] = set()
    from judge import games

    game = games.get(situation.game)
    for n, case in enumerate(cases, 1):
        card: dict[str, Any] = {}
        for name, spec in game.cards.items():
            if name == "at":
                continue
            value = case.card.get(name)
            if isinstance(value, list):
                value = value[0]
            if value is None:
                value = spec.default if not spec.required else spec.values[0]
            card[name] = value
        if card.get("zone") == "battlefield":
            near = case.card.get(NEXT_TO)
            if isinstance(near, list) and near and isinstance(near[0], list | tuple):
                near = near[0]
            card[NEXT_TO] = tuple(near or ())
            placed = _place(card, cells, taken)
            if "at" not in placed:
                continue
            card = placed
        extra[f"case-{n}"] = {
            k: v for k, v in card.items() if v != game.cards[k].default or game.cards[k].required
        }
    return scenario_data(situation, known, extra)
