"""``judge ask`` reads a situation out of the question: the game, the ask kind, the stated facts;
the answer comes from the engine, ``unknown`` where a fact that decides it is not stated, and by
case for a general question. The questions of ``tests/data/ask_questions.yaml`` were written for
these tests, their answers read from the rulebook clauses."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import example, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from judge import games
from judge.ask.cases import answer_situation, read, scenario_data, scenario_yaml
from judge.ask.situation import OPEN, fact_field, phrasing, read_situation
from judge.cli import app
from judge.engine.core import resolve
from judge.render.situation import reply_json, reply_text
from judge.rulebook.load import load
from judge.scenario.load import load_scenario
from judge.scenario.schema import UNKNOWN
from judge.scenario.values import build, entries

runner = CliRunner()
QUESTIONS = Path(__file__).parent / "data" / "ask_questions.yaml"
#: the share of questions that must be read right (game, kind and every stated fact)
TARGET = 0.9


def unread(values: Any) -> Any:
    """Typed values with the lines they were read from set to 0 (as built without a file)."""
    if hasattr(values, "_fields"):
        return values._replace(line=0) if "line" in values._fields else values
    if isinstance(values, tuple):
        return tuple(unread(v) for v in values)
    if hasattr(values, "items"):
        return {k: unread(v) for k, v in values.items()}
    return values


def questions() -> list[dict[str, Any]]:
    return list(yaml.safe_load(QUESTIONS.read_text(encoding="utf-8")))


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, list | tuple) and isinstance(b, list | tuple):
        return sorted(map(str, a)) == sorted(map(str, b))
    return bool(a == b) and type(a) is type(b) or (str(a) == str(b) and not isinstance(a, bool))


def _covers(case_card: dict[str, Any], card: dict[str, Any]) -> bool:
    """Whether a case (attributes, some as lists of values) covers a kind of card."""
    for key, value in case_card.items():
        want = card.get(key)
        if key == "next-to":
            want = list(want) if want is not None else None
            if isinstance(value, list) and value and isinstance(value[0], list):
                if want not in value:
                    return False
                continue
        if isinstance(value, list) and key != "next-to":
            if want not in value:
                return False
        elif value != want:
            return False
    return True


def evaluate(item: dict[str, Any], rulebook: Any) -> tuple[bool, list[str]]:
    """(read right, what is wrong with the reading or the answer)."""
    situation = read(item["q"], rulebook)
    if "games" in item:  # no game named, each game's answer (``Situation.also``)
        return _by_game(item, situation, rulebook)
    if item.get("game") is None:
        got = None if situation is None else f"{situation.game}/{situation.kind}"
        return situation is None, [] if situation is None else [f"read as {got}"]
    if situation is None:
        return False, ["not read as a situation"]
    problems = []
    if (situation.game, situation.kind) != (item["game"], item["ask"]):
        problems.append(f"read as {situation.game}/{situation.kind}")
        return False, problems
    for fact, value in (item.get("stated") or {}).items():
        if fact not in situation.stated or not _same(situation.stated[fact], value):
            problems.append(f"{fact}: read {situation.stated.get(fact)!r}, want {value!r}")
    for attr, value in (item.get("case") or {}).items():
        if not _same(situation.case_stated.get(attr), value):
            problems.append(f"case {attr}: read {situation.case_stated.get(attr)!r}")
    read_right = not problems
    reply = answer_situation(situation, rulebook)
    for key, value in (item.get("answer") or {}).items():
        got = reply.answer.get(key)
        if not _same(got, tuple(value) if isinstance(value, list) else value):
            problems.append(f"answer {key}: {got!r}, want {value!r}")
    for card, holds in item.get("holds") or ():
        covering = [c for c in reply.cases if _covers(c.card, card)]
        got = [UNKNOWN if c.holds is None else c.holds for c in covering]
        if got != [holds]:
            problems.append(f"case {card}: {got}, want {holds}")
    for cite in item.get("cites") or ():
        if cite not in reply.cites:
            problems.append(f"does not cite {cite}")
    for fact in item.get("needs") or ():
        if fact not in reply.needs:
            problems.append(f"does not name {fact} as missing (names {list(reply.needs)})")
    return read_right, problems


def _by_game(item: dict[str, Any], situation: Any, rulebook: Any) -> tuple[bool, list[str]]:
    """``evaluate`` of a question that names no game: read as its kind in each game listed,
    answered by game."""
    if situation is None:
        return False, ["not read as a situation"]
    read_games = {situation.game, *(s.game for s in situation.also)}
    if (read_games, situation.kind) != (set(item["games"]), item["ask"]):
        return False, [f"read as {sorted(read_games)}/{situation.kind}"]
    reply = answer_situation(situation, rulebook)
    problems = [
        f"answer {key}: {reply.answer.get(key)!r}, want {value!r}"
        for key, value in (item.get("answer") or {}).items()
        if reply.answer.get(key) != value
    ]
    problems += [f"does not cite {c}" for c in item.get("cites") or () if c not in reply.cites]
    problems += [f"does not name {f}" for f in item.get("needs") or () if f not in reply.needs]
    return not problems, problems


@pytest.fixture(scope="module")
def rulebook() -> Any:
    return load(None)


def test_the_questions_cover_every_kind_of_every_bundled_game() -> None:
    asked = {(q["game"], q["ask"]) for q in questions() if q.get("game")}
    bundled = [games.get(game) for game in games.BUNDLED]
    every = {(g.id, kind) for g in bundled if phrasing(g.id) for kind in g.asks}
    assert every <= asked
    assert len(questions()) >= 60
    languages = {
        "ru" if any("а" <= c <= "я" for c in q["q"].lower()) else "hu" for q in questions()
    }
    assert languages == {"ru", "hu"}


def test_most_questions_are_read_right(rulebook: Any) -> None:
    results = [evaluate(q, rulebook) for q in questions()]
    rate = sum(ok for ok, _ in results) / len(results)
    assert rate >= TARGET, [
        (q["q"], p) for q, (_, p) in zip(questions(), results, strict=True) if p
    ]


def _recorded(item: dict[str, Any]) -> Any:
    """A question as a test case: a known misreading (``misread:``) is a strict expected
    failure, so a change in either direction shows by the question's name."""
    marks = [pytest.mark.xfail(strict=True, reason=item["misread"])] if "misread" in item else []
    return pytest.param(item, marks=marks, id=item["q"][:40])


@pytest.mark.parametrize("item", [_recorded(q) for q in questions()])
def test_question(item: dict[str, Any], rulebook: Any) -> None:
    """Every question is read right and gets the rulebook's answer, but those recorded as known
    misreadings; none is answered definitely where the answer expected is unknown."""
    read_right, problems = evaluate(item, rulebook)
    assert read_right and problems == [], problems


def test_no_definite_answer_that_was_not_earned(rulebook: Any) -> None:
    """Where the expected answer is unknown, whatever the reading, the answer is not definite
    (``by case`` over the open facts, where the cases differ, is none)."""
    for item in questions():
        wanted = [k for k, v in (item.get("answer") or {}).items() if v == UNKNOWN]
        situation = read(item["q"], rulebook)
        if not wanted or situation is None:
            continue
        reply = answer_situation(situation, rulebook)
        undecided = (UNKNOWN, "by case") if len({c.holds for c in reply.cases}) > 1 else (UNKNOWN,)
        for key in wanted:
            assert reply.answer.get(key) in undecided, item["q"]


def test_an_unstated_deciding_fact_is_named(rulebook: Any) -> None:
    situation = read_situation("Rombolásnak számít-e, ha a lényem az ütés részfázisban megsebzi?")
    assert situation is not None
    reply = answer_situation(situation, rulebook)
    assert reply.answer == {"destruction": UNKNOWN}
    assert reply.needs == ("building.passive",)


def test_the_phrasing_fits_the_declarations() -> None:
    """Every fact and value of every situations.yaml is one the game declares."""
    for game in games.all_games():
        p = phrasing(game.id)
        if p is None:
            continue
        for value_map in p.attributes.values():
            assert value_map
        for name, kind in p.kinds.items():
            assert name in game.asks, name
            for fact, values in kind.facts.items():
                spec = fact_field(game, kind, fact)
                head = fact.partition(".")[0]
                if spec is None:
                    assert fact.endswith(".count") or fact in kind.extras, fact
                    continue
                attribute = fact.partition(".")[2]
                allowed = {"true", "false"} if spec.kind == "bool" else set(spec.values)
                if spec.kind == "int":
                    allowed = set(values)
                if spec.kind == "card":  # a card named by its role, or the role's n-th card
                    several = [f"{kind.several}-{n}" for n in range(1, 5)] if kind.several else []
                    roles = [*kind.cards, *several]
                    allowed = {*roles, "none"}
                if head in kind.cards and not values:
                    values = p.attributes[attribute]
                extra = {game.player} if attribute == "type" and game.player else set()
                allowed |= {OPEN}  # the fact said to be left open (``атакует``)
                assert set(values) <= allowed | extra, (game.id, fact, set(values) - allowed)
            for fact in kind.assume:
                assert fact in kind.facts or fact_field(game, kind, fact) is not None, fact
            for fact, by_value in kind.implied.items():  # a fact the others settle
                assert fact in kind.facts, fact
                for when in by_value.values():
                    assert when and set(when) <= set(kind.facts), (fact, set(when))


@pytest.mark.parametrize(
    "question",
    [
        "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?",
        "Két lény támad egy lényre, ki dönti el, melyikre üt vissza?",
        "Отбивается ли закрытое существо от атаки ударом?",
        "Passzív építményt le lehet rombolni az ütés részfázisban?",
        "Какая скорость у атаки, если она вторая способность быстрой составной особенности?",
        "кого может атаковать существо ударом?",
        "Két lény támad egy lényre, és a gazdája kijelölte, hogy az elsőre üt vissza. "
        "Ki a védekező lény ellenfele?",
        "Nem egyértelműen közölte, melyik lényre üt vissza a védekező lény. Vége a részfázisnak?",
        "что является целью действия назначения защитника при простом ударе",
        "Способность делает пять выстрелов. Они происходят одновременно или по очереди?",
        "атака объявлена — предварительный этап уже начался?",
        "К какому типу атак относится сражение, инициированное способностью?",
    ],
)
def test_the_scenario_shown_is_what_resolve_reads(
    question: str, rulebook: Any, tmp_path: Path
) -> None:
    """--save writes a format-v1 file that loads unchanged and resolves as the answer built."""
    situation = read_situation(question)
    assert situation is not None
    reply = answer_situation(situation, rulebook)
    path = tmp_path / "situation.yaml"
    result = runner.invoke(app, ["ask", question, "--save", str(path)])
    assert result.exit_code == 0, result.output
    assert path.read_text(encoding="utf-8") == scenario_yaml(reply.scenario)
    loaded = load_scenario(path)
    assert loaded.expect is None
    built = build(reply.scenario)
    # the same values, but for the lines a file gives them
    assert unread(loaded.cards) == unread(built.cards)
    assert unread(entries(loaded.values)) == unread(entries(built.values))
    assert resolve(loaded, rulebook).answer == resolve(built, rulebook).answer
    check = runner.invoke(app, ["resolve", str(path)])
    assert check.exit_code == 0, check.output


def test_json_has_the_spec_shape() -> None:
    result = runner.invoke(
        app, ["ask", "--json", "летающее существо бьёт карту во вспомогательной зоне, кто защитит?"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data.pop("schema") == 1  # every JSON document's version key
    assert list(data) == [
        "question",
        "matched",
        "game",
        "game_reason",
        "understood",
        "answer",
        "cases",
        "cites",
        "clauses",
    ]
    assert data["game"] == "berserk"
    understood = data["understood"]
    assert understood["ask"] == "who-may-defend"
    assert {"attacker.flying", "target.zone"} <= set(understood["stated"])
    assert understood["scenario"]["game"] == "berserk"
    assert "expect" not in understood["scenario"]
    assert data["answer"] == {"may-defend": "by case"}
    holding = [c for c in data["cases"] if c["holds"] is True]
    assert len(holding) == 1
    assert holding[0]["card"]["flying"] is True and holding[0]["card"]["closed"] is False
    assert "514.6" in holding[0]["cites"] and "514.6" in data["cites"]
    assert set(data["clauses"][0]) >= {"id", "document", "game", "score", "snippet"}


def test_not_a_situation_falls_back_and_says_so() -> None:
    question = "что такое защитник? кто может защитить карту во вспомогательной зоне"
    result = runner.invoke(app, ["ask", "--json", question])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["understood"] is None
    assert "answer" not in data and "cases" not in data
    assert data["clauses"]
    text = runner.invoke(app, ["ask", question])
    assert text.output.startswith("Вопрос не прочитан как ситуация")  # in the question's language


@pytest.mark.parametrize(
    ("question", "term", "game"),
    [
        ("что такое защитник?", "защитник", "berserk"),
        ("Что такое «вспомогалка»?", "вспомогательная зона", "berserk"),
        ("mi az a védő?", "védekező lény", "hkk"),
        ("Mit jelent az átütés?", "átüt", "hkk"),
        ("what is a blocker?", "защитник", "berserk"),
        # the book's word with a gloss, of a creature, the game after it in Cyrillic
        ("что такое ellenfél (противник) у существа в ХКК?", "ellenfél", "hkk"),
    ],
)
def test_what_is_a_term_is_answered_as_define(question: str, term: str, game: str) -> None:
    """ "What is X?" — the spec: answered as ``judge define X`` does (not a situation, not the
    FAQ's "nothing covers this")."""
    data = json.loads(runner.invoke(app, ["ask", "--json", question]).output)
    assert data["understood"] is None and data["matched"] is True
    assert (term, game) in [(t["term"], t["game"]) for t in data["terms"]]
    text = runner.invoke(app, ["ask", question]).output
    # first, in the question's language, the term and the words of a clause that says it
    # (with its number), then ``judge define`` as it gives it
    first, then = text.splitlines()[:2]
    assert term in first and re.search(r"\(\d+(?:\.\d+)*\)\.$", first), first
    assert "`judge define" in then
    assert f"{term}  ·  {game}" in text


def test_what_is_an_unknown_word_is_the_faq_answer() -> None:
    data = json.loads(runner.invoke(app, ["ask", "--json", "что такое кладбище?"]).output)
    assert "terms" not in data and data["understood"] is None


def test_a_decided_yes_no_answer_has_no_cases(rulebook: Any) -> None:
    result = runner.invoke(app, ["ask", "--json", "Három lény támadhat egy lényre?"])
    data = json.loads(result.output)
    assert data["answer"]["legal"] is False
    assert data["cases"] == []
    assert "34.5" in data["cites"]


def test_a_yes_no_answer_an_unstated_fact_decides_is_given_by_case(rulebook: Any) -> None:
    """507.1 allows an attack on an opponent's character, 507.2 forbids one on an allied one:
    whose the target is is not said, so the answer is given for each."""
    result = runner.invoke(app, ["ask", "--json", "может ли существо атаковать персонажа?"])
    data = json.loads(result.output)
    assert data["answer"]["allowed"] == "unknown"
    assert "target.side" in data["understood"]["needs"]
    by_side = {
        c["card"].get("side"): c
        for c in data["cases"]
        if c.get("of") == "target" and len(c["card"]) == 1
    }
    assert by_side["active"]["holds"] is False and by_side["active"]["cites"] == ["507.2"]
    text = runner.invoke(app, ["ask", "может ли существо атаковать персонажа?"]).output
    assert text.startswith("Не решено, можно ли атаковать: зависит от того, что не сказано\n")
    assert "  если цель: активного игрока — нет (507.2)\n" in text


def test_a_built_scenario_matches_the_loader(rulebook: Any) -> None:
    situation = read_situation("нелетающее существо бьёт карту на поле боя, кто может защищать?")
    assert situation is not None
    data = scenario_data(situation, {**situation.assumed, **situation.stated})
    assert data["cards"]["attacker"]["at"] != data["cards"]["target"]["at"]


def test_save_without_a_situation_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "situation.yaml"
    result = runner.invoke(app, ["ask", "что такое защитник?", "--save", str(path)])
    assert result.exit_code == 1
    assert not path.exists()


_LETTERS = st.text(alphabet="аб", min_size=2, max_size=6)


@st.composite
def _words_and_term(draw: st.DrawFn) -> tuple[list[tuple[str, str]], list[str]]:
    """Question words (form, stem) and a term whose keys are often beginnings of those words."""
    forms = draw(st.lists(st.tuples(_LETTERS, _LETTERS), min_size=1, max_size=8))
    pieces = [text[:end] for pair in forms for text in pair for end in range(1, len(text) + 1)]
    piece = st.one_of(st.sampled_from(pieces), _LETTERS)
    key = st.one_of(piece.map(lambda w: "=" + w), st.tuples(piece, piece).map("/".join), piece)
    return forms, draw(st.lists(key, min_size=1, max_size=4))


@settings(max_examples=1000, deadline=None)
@given(_words_and_term())
@example(([("ааааб", "в")], ["б/аааа"]))  # a word form of PREFIX_MIN letters begins no longer word
@example(([("ааааб", "в")], ["аааа/б"]))  # a stem of PREFIX_MIN letters does
@example(([("ааа", "аа"), ("бб", "б")], ["=ааа", "бб/ввв"]))
def test_finding_a_term_by_look_up_is_matching_word_by_word(
    words_and_term: tuple[list[tuple[str, str]], list[str]],
) -> None:
    """``find`` looks the phrase words up in an index of the question's words; it finds what
    comparing every word with every phrase word (``_same``) finds."""
    from judge.ask.situation import Word, _same, find

    forms, term = words_and_term
    words = [Word(folded, folded, stem, 0) for folded, stem in forms]
    expected = []
    for start, word in enumerate(words):
        if not _same(word, term[0]):
            continue
        at = [start]
        for key in term[1:]:
            step = next(
                (s for s in (1, 2) if at[-1] + s < len(words) and _same(words[at[-1] + s], key)),
                None,
            )
            if step is None:
                break
            at.append(at[-1] + step)
        else:
            expected.append(tuple(at))
    assert find(tuple(term), words) == expected


@pytest.mark.parametrize(
    ("question", "names", "clause"),
    [
        # 514.5: against a flyer's strike at a card on the battlefield, a creature next to the
        # target defends; D3 is next to C2. The Страж is the attacker's (514.1: the inactive
        # player's creatures defend). "своим … Драконом" is what one strikes with, no target.
        (
            "Соперник бьёт своим летающим Драконом по моему существу в C2 на поле. Мой открытый "
            "Паладин стоит в D3, его открытый Страж — в B1. Кто из них может стать защитником?",
            ("Паладин",),
            "514.5",
        ),
        # 514.7: against a non-flyer's strike at a card in the auxiliary zone, a flyer defends
        # wherever the cards stand: the Гоблин's unsaid place and the Кабан's missing cell
        # decide nothing once each card asked about is said to fly or not
        (
            "Мой Гоблин не летает и бьёт простым ударом Грифона соперника во вспомогательной "
            "зоне. У соперника есть Сокол, тоже летающий, и Кабан, который не летает, на поле "
            "боя. Кто может защищать?",
            ("Сокол",),
            "514.7",
        ),
        # 514.4: next to both the attacker (D2) and the target (D3): E3 is, C2 is but closed
        # (514.1); "в мой ход" is a moment, not what is struck
        (
            "Мой нелетающий Тролль на D2 в мой ход бьёт простым ударом Гоблина соперника на D3. "
            "Рядом стоят закрытый Страж соперника на C2 и открытый Лучник соперника на E3. "
            "Кто может защищать?",
            ("Лучник",),
            "514.4",
        ),
        # 514.4: A2 and B1 are next to both A1 and B2; C3 only to B2; "в углу" is no card
        (
            "Мой нелетающий Рыцарь в углу на A1 бьёт простым ударом Гнома соперника на B2. У "
            "соперника открыты Страж на A2, Лучник на B1 и Маг на C3. Кто может защищать?",
            ("Лучник", "Страж"),
            "514.4",
        ),
        # 514.7, typed as a phone types: cards in small letters in the attack's roles, "ихнюю"
        # is the other player's, "у них" heads their cards
        (
            "мой наземный гоблин лупит ихнюю фею в допке. у них в допке открытый летающий "
            "Сокол. может Сокол вписаться?",
            ("Сокол",),
            "514.7",
        ),
        # 514.4: the attacker is what "я" strikes with, its place in a parenthesis that does
        # not end the clause; B3 is next to C3 and C4, E5 is not next to C3
        (
            "Я своим Волком (не летает, C3) бью его Лиса на C4. У него рядом стоят открытые Ёж "
            "на B3 и Барсук на E5. Кто может защищать?",
            ("Ёж",),
            "514.4",
        ),
        # 514.4: D4 is the Медведь's, not the Гном's named after "рядом с"
        (
            "Орк соперника на C3 бьёт моего Гнома на C4. Мой открытый Медведь стоит на D4 рядом "
            "с Гномом. Может ли Медведь защитить?",
            ("Медведь",),
            "514.4",
        ),
        # 514.4, typed in Latin letters: the cells are kept, "s B3" is the attacker's, and the
        # reply calls the cards as the question spells them
        (
            "Sopernik b'et prostym udarom neletayushchim Medvedem s B3 po moemu Lisu na C4. "
            "U menya otkrytye Ezh na C3 i Barsuk na D5. Kto iz nih mozhet zashchishchat'?",
            ("Ezh",),
            "514.4",
        ),
        # 514.6: the card struck called by its kind ("мою карту"), the attacker by its kind
        # ("летун"), the card asked about in small letters after its attributes
        (
            "летун соперника бьет простым ударом мою карту в допке а у меня в допке открытая "
            "летающая сова она может защитить",
            ("Сова",),
            "514.6",
        ),
        # 514.6: "его второй летун, открытый Сокол" — the kind noun set beside the name is
        # the name's: the Сокол flies
        (
            "Мой летающий Ворон бьёт карту соперника в его дополнительной зоне. Может ли его "
            "второй летун, открытый Сокол, встать на её защиту?",
            ("Сокол",),
            "514.6",
        ),
        # 514.1: a creature defends; "артефакт Башня" is an artifact, though next to both
        (
            "Мой нелетающий Рыцарь на C2 бьёт простым ударом Лучника соперника на C3. У "
            "соперника на B2 стоит артефакт Башня, на D2 открытое существо Волк. Кто может "
            "защищать?",
            ("Волк",),
            "514.4",
        ),
        # 514.5: a story of two players it names: "Ход Вадима" says whose turn it is, "Лисицу
        # Иры" and "У Иры" whose cards — Ира's defend; neither name is a card
        (
            "Вечером в клубе Вадим играл против Иры. Ход Вадима: его летающий Сокол бьёт "
            "простым ударом Лисицу Иры на поле на B2. У Иры открыты Медведь на B3 и летающая "
            "Сова во вспомогательной зоне. Кто может защитить Лисицу?",
            ("Медведь", "Сова"),
            "514.5",
        ),
        # 514.4: "маю" is "мою" as a phone spells it by ear — a possessive, no name's word
        (
            "Орк соперника на C3 бьёт маю Фею на C4. Мой открытый Ёж стоит на D4. Кто может "
            "защищать?",
            ("Ёж",),
            "514.4",
        ),
        # 514.4: "Никто не летает" beginning a sentence is a pronoun, no card called Никто
        (
            "Кабан в D2 бьёт простым ударом Ведьму соперника в E3. У соперника открыты Лось в "
            "D3 и Ёж в F4. Никто не летает. Кто может защищать?",
            ("Лось",),
            "514.4",
        ),
        # 514.7: "бьёт его летающую Сову": "его" owns the Сова (its adjective before the noun),
        # no object pronoun ("бью его ударом")
        (
            "Мой нелетающий Кабан на B3 простым ударом бьёт его летающую Сову во "
            "вспомогательной зоне. Может ли её защитить его открытый Лось на B4 или его "
            "открытый летающий Филин, тоже во вспомогательной зоне?",
            ("Филин",),
            "514.7",
        ),
        # 514.4: "никто не летает" is said of every card, the attacker's too: only a card next
        # to both may defend; "кроме Совы" keeps the Сова flying
        (
            "Лось в A1 бьёт простым ударом Ведьму соперника в B2. У соперника открыты Ёж в A2, "
            "Кабан в C3 и летающая Сова во вспомогательной зоне; кроме Совы никто не летает. Кто "
            "может защищать?",
            ("Ёж",),
            "514.4",
        ),
        # 514.4: a story that places a card by its neighbours alone ("рядом и с Кабаном, и с
        # Ведьмой"): the role cards on cells of their own, it on a cell next to both
        (
            "Мой нелетающий Кабан бьёт простым ударом его Ведьму на поле боя. Его открытый Лось "
            "стоит рядом и с Кабаном, и с Ведьмой. Может Лось защищать?",
            ("Лось",),
            "514.4",
        ),
        # 514.5: a flyer strikes; next to the target, "не рядом с Совой" — and the Сова named as
        # a neighbour is no card of the list "У неактивного игрока" heads
        (
            "Сова летает и простым ударом атакует Ведьму неактивного игрока на поле боя. У "
            "неактивного игрока есть открытый нелетающий Лось: он стоит рядом с Ведьмой, но не "
            "рядом с Совой. Может ли Лось защищать?",
            ("Лось",),
            "514.5",
        ),
        # 514.5: "У второго игрока" heads the other player's cards (a flyer strikes: next to
        # the target, or another flyer)
        (
            "Летающая Сова активного игрока простым ударом бьёт Ведьму на D4. У второго игрока "
            "открыты: Лось на E5, Ёж на B2 (оба нелетающие) и летающий Филин во "
            "вспомогательной зоне. Кто может защищать Ведьму?",
            ("Лось", "Филин"),
            "514.5",
        ),
        # 514.4: "Лось на D3 — мой, а … Ёж на C4 — его": whose each is, said after a dash;
        # "противнека" as typed in haste is the opponent
        (
            "Мой нелетающий Кабан на C3 бьёт простым ударом Ведьму противнека на D4. Открытый "
            "нелетающий Лось на D3 — мой, а открытый нелетающий Ёж на C4 — его. Кто может "
            "защитить Ведьму?",
            ("Ёж",),
            "514.4",
        ),
        # 514.5: "наносит простой удар по …" is a strike; the Белый волк at A6 stands next to
        # the target at B5, the Скелет at D5 does not; the Грифон is another flyer
        (
            "Летающая Гарпия наносит простой удар по Кентавру соперника, который стоит на B5. "
            "У соперника открыты Белый волк на A6, Скелет на D5 и летающий Грифон. Кого можно "
            "назначить защитником?",
            ("Белый волк", "Грифон"),
            "514.5",
        ),
        # 514.7: the target named after its kind and its owner ("местность соперника Тёмный
        # лес"); only a flyer defends a card in the auxiliary zone from a non-flyer
        (
            "Нелетающий Кентавр на D1 бьёт простым ударом местность соперника Тёмный лес во "
            "вспомогательной зоне. У соперника открыты летающий Пегас и Рыцарь на D2. Кто может "
            "защищать?",
            ("Пегас",),
            "514.7",
        ),
        # 514.4: "артефакт соперника Кольцо силы" is the target; D2 is next to E1 and E2, D3
        # is not next to E1
        (
            "Нелетающий Гоблин на E1 простым ударом атакует артефакт соперника Кольцо силы на "
            "E2. Открытые существа соперника: Рыцарь на D2 и Кентавр на D3. Кто может стать "
            "защитником?",
            ("Рыцарь",),
            "514.4",
        ),
        # 514.4: "Активный игрок" heads the attacker's words, not the target's; "у соперника"
        # is the active player's opponent, the inactive player
        (
            "Активный игрок простым ударом нелетающего Кабана с C5 бьёт Ведьму на D4. У "
            "соперника рядом открытый Лось на D5 и закрытый Ёж на C4. Кто может защитить Ведьму?",
            ("Лось",),
            "514.4",
        ),
        # 514.4: "мой ход кабан … бьет ведьму": the "мой" before the attacker is no owner of
        # the target; "у него" is the other player's
        (
            "мой ход кабан c2 бьет ведьму d3 у него откр лось d2 закр ёж c3 кто защищает",
            ("Лось",),
            "514.4",
        ),
        # 514.7: "Осенний" beginning the story is a word of its own, no misspelt "особенность"
        # (which would make the strike no simple one): a stem two letters off is not read so
        (
            "Осенний турнир, в зале пахнет краской. Костя своим нелетающим Кабаном с E4 простым "
            "ударом бьёт мою Сову во вспомогательной зоне. У меня там же открытый летающий "
            "Филин и закрытый летающий Сыч. Кто может вписаться за Сову?",
            ("Филин",),
            "514.7",
        ),
        # 514.7: "У неактивного открыт летающий Филин": the player named by whose turn it is
        # stands among the card's own qualifying words
        (
            "Нелетающий Кабан на A1 бьёт простым ударом Сову во вспомогательной зоне. У "
            "неактивного открыт летающий Филин во вспом. зоне. Кто может защищать?",
            ("Филин",),
            "514.7",
        ),
        # 514.6: "летающ" cut short by a phone is the adjective (no misspelt "летаю"): the
        # "филин" after it is a card, a flyer, and the "ёж" after "и" no flyer
        (
            "летающ сова бьет лису в доп зоне у соперника открыт летающ филин и ёж на a2 кто защ",
            ("Филин",),
            "514.6",
        ),
        # 514.5: a flyer no name says strikes the "ведьму на c2" (the cell is the Ведьма's, not
        # the attacker's); only the asker's cards are said, so the asker defends (taken): the
        # "орк на c3" stands next to the target, the one on e5 does not
        (
            "летун бьёт ведьму на c2, мой орк на c3 открыт, может защищать?",
            ("Орк",),
            "514.5",
        ),
        ("летун бьёт ведьму на c2, мой орк на e5 открыт, может защищать?", (), "514.5"),
        (
            "Летун соперника бьёт мою Ведьму на B3, мой открытый Орк на A3 — может защищать?",
            ("Орк",),
            "514.5",
        ),
        # 514.6: "Огненный дракон" is one name (its adjective capitalised, its noun not)
        (
            "Его Огненный дракон (летает) бьёт простым ударом мою Сову во вспомогательной зоне. "
            "У меня там же открытый летающий Филин. Кто может защищать Сову?",
            ("Филин",),
            "514.6",
        ),
    ],
)
def test_a_story_names_who_may_defend(
    rulebook: Any, question: str, names: tuple[str, ...], clause: str
) -> None:
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["may-defend"] == names
    assert clause in reply.cites


def test_a_card_described_by_a_pronoun_in_another_sentence_is_no_scene(rulebook: Any) -> None:
    # "Он летает и лежит в допке" says the Единорог flies; a scene would have taken it as not
    # flying (its own words do not say so) and answered "nobody". Read as a general question,
    # a flyer in the auxiliary zone may defend against a non-flyer's strike there (514.7).
    question = (
        "Закрыт ли мой Единорог — это на что-то влияет? Он летает и лежит в допке, а соперник "
        "нелетающим Гномом бьёт мою Русалку, она тоже в допке."
    )
    situation = read(question, rulebook)
    assert situation.scene is None
    reply = answer_situation(situation, rulebook)
    assert reply.answer["may-defend"] == "by case"
    assert any(c.holds is True for c in reply.cases)


def test_a_card_whose_flying_would_decide_is_not_taken_as_not_flying(rulebook: Any) -> None:
    # whether the Пегас flies decides (514.6, 514.7); the story does not say, so no scene
    # takes it as not flying and answers "nobody"
    question = (
        "Кобольд соперника бьет моего Эльфа во вспомогательной зоне. "
        "Может ли мой открытый Пегас его защищать?"
    )
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["may-defend"] != ()


def test_an_unnamed_attacker_of_a_named_card(rulebook: Any) -> None:
    # the story names the card struck and the one asked about, not the attacker: a flyer
    # defends a card in the auxiliary zone whether or not the attacker flies (514.6, 514.7),
    # so the reply names the Ворон; "в свой ход" is a moment, not what is struck
    question = (
        "Соперник в свой ход бьёт простым ударом моего Эльфа во вспомогательной зоне. "
        "Может ли мой открытый летающий Ворон защитить Эльфа?"
    )
    situation = read(question, rulebook)
    assert situation.scene is not None and situation.scene.roles["target"] == "Эльф"
    reply = answer_situation(situation, rulebook)
    assert reply.answer["may-defend"] == ("Ворон",)
    assert {"514.6", "514.7"} <= set(reply.cites)


@pytest.mark.parametrize(
    "question",
    [
        # 514.2: a defender only against a simple undirected answerable strike
        "Удар направленный. На предварительном этапе можно назначить от него защитника?",
        "Простой удар, но безответный. На предварительном этапе можно назначить защитника?",
        # 514.8: an attack already redirected is not redirected again
        "Атаку уже перенаправили. Можно на предварительном этапе перенаправить её ещё раз?",
    ],
)
def test_a_strike_said_after_its_noun_is_read(rulebook: Any, question: str) -> None:
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["allowed"] is False


def test_a_hungarian_question_particle_phrase_matches_its_own_form() -> None:
    situation = read_situation("Védekező lény-e az Elf, ha két lény támadja?", "hkk")
    assert situation is not None and situation.kind == "opponent"


def test_cells_typed_with_the_letters_that_sound_alike() -> None:
    from judge.ask.morph import analyse

    assert [g.pos for g in analyse("б3", "ru")] == ["cell"]
    assert [g.pos for g in analyse("д4", "ru")] == ["cell"]


def test_a_card_ruled_out_for_reasons_the_cases_word_apart_keeps_its_reason(rulebook: Any) -> None:
    # whether the attacker flies is unsaid: a non-flyer defends a card in the auxiliary zone
    # against neither strike (514.6, 514.7), and the reply says why in both cases' words
    question = (
        "Его существо бьёт мою карту во вспомогательной зоне. Может ли мой нелетающий "
        "Каменный Страж её защитить?"
    )
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["may-defend"] == ()
    (reason,) = [r for r in reply.reasons if r[0] == "Каменный Страж"]
    assert reason[1] is False and {"514.6", "514.7"} <= set(reason[3])


def test_what_one_attacks_with_is_ones_own_not_the_target(rulebook: Any) -> None:
    # "своей тварью" is the attacker, the asker's; whose "тот персонаж" is stays unsaid, so
    # 507.2 (no attack on one's own characters) decides nothing alone: by case
    question = "Можно ли в Героях атаковать того персонажа своей тварью?"
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["allowed"] == "unknown"
    assert reply.cases


def test_a_pronoun_after_the_verb_is_no_subject_when_one_stands_before(rulebook: Any) -> None:
    # "гоблин соперника … бьет мое закрытое существо … оно отбивается": the opponent's goblin
    # strikes (so my creature is no ally of the attacker, 507.2); "оно" is the struck one,
    # and a closed creature struck in the attack phase does not strike back (507.4)
    question = (
        "гоблин соперника из игровой зоны в фазе атаки ударом бьет мое закрытое существо в "
        "героях оно отбивается"
    )
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["allowed"] is True
    assert reply.answer["strikes-back"] is False


@pytest.mark.parametrize(
    "question",
    [
        # a single word that reads as a fact ("первым" as the first ability, "вчетвером"
        # misread as "вторая") beside the game's name asks nothing of any kind
        "Кто первым ходит в партии Берсерка?",
        "Можно ли играть в Берсерк вчетвером?",
    ],
)
def test_one_fact_word_beside_the_games_name_is_no_situation(rulebook: Any, question: str) -> None:
    assert read(question, rulebook) is None


def test_a_card_called_by_a_word_for_a_being_is_taken_as_a_creature(rulebook: Any) -> None:
    # "сразиться с закрытым Гоблином соперника": no word says hero or creature, but a goblin
    # is a living being's name, not a hero's own name — taken as a creature, shown as taken,
    # and the hero's reading given beside it: 507.4 lets one fight only a creature, and in a
    # fight even a closed creature strikes back, with no defender
    question = (
        "Способность заставляет моего Волка из игровой зоны сразиться с закрытым Гоблином "
        "соперника. Можно ли назначить защитника и отобьётся ли Гоблин?"
    )
    situation = read(question, rulebook)
    assert situation.assumed["target.type"] == "creature"
    assert situation.called == {"target.type": "Гоблином"}
    reply = answer_situation(situation, rulebook)
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}
    (other,) = [r for r in reply.reasons if "Гоблином" in r[2]]
    assert other[0] == "allowed" and other[1] is False and other[3] == ("507.4",)
    assert "если цель: герой — нет" in other[2]


@pytest.mark.parametrize(
    ("question", "attacker", "target"),
    [
        # the one made to fight said after the verb, with what it fights (``с …``): it attacks
        (
            "Способность заставляет сразиться моего Рыцаря с открытым существом соперника. "
            "Отбивается ли оно?",
            "active",
            "inactive",
        ),
        # without ``с …`` the one named after the verb is fought by the forcing card
        (
            "Мой Горец способностью заставляет сразиться открытое существо противника. "
            "Отбивается ли оно?",
            "active",
            "inactive",
        ),
    ],
)
def test_who_is_made_to_fight(question: str, attacker: str, target: str, rulebook: Any) -> None:
    situation = read(question, rulebook)
    assert situation.stated["attacker.side"] == attacker
    assert situation.stated["target.side"] == target
    assert answer_situation(situation, rulebook).answer["allowed"] is True


@pytest.mark.parametrize(
    "question",
    [
        # a proper name (Хакодар) may be a hero's; "персонаж" is a hero or a creature
        "Могу я заставить сразиться моего Громобоя с Хакодаром противника?",
        "Моё существо способностью заставляет сразиться персонажа противника. Это допустимо?",
    ],
)
def test_a_card_called_by_a_name_or_a_game_word_keeps_its_kind_open(
    rulebook: Any, question: str
) -> None:
    situation = read(question, rulebook)
    assert "target.type" not in situation.assumed and not situation.called
    assert answer_situation(situation, rulebook).answer["allowed"] == UNKNOWN


def test_an_undecided_answer_cites_the_clauses_of_its_cases(rulebook: Any) -> None:
    # where the Эльф stands is unsaid: on the battlefield 514.4 decides (next to both), in the
    # auxiliary zone 514.7 (only a flyer) — the reply cites both, not only what every case shares
    question = (
        "Нелетающий Орк бьёт простым ударом Эльфа соперника. У соперника есть открытый "
        "летающий Феникс. Может ли Феникс защитить Эльфа?"
    )
    reply = answer_situation(read(question, rulebook), rulebook)
    assert reply.answer["may-defend"] == UNKNOWN
    assert {"514.4", "514.7"} <= set(reply.cites)
    assert {c for case in reply.cases for c in case.cites} <= set(reply.cites)


#: questions read into their game and kind, the facts they state, and the answer the
#: clauses give: (question, game, stated facts, answer keys) — each a reading of this kind
READINGS = [
    # "Várát" (typed "varat" too) is a building players name: attacked while a guard of the
    # opponent's guard post is attacked by no one, it is not broken through to (34.3, 34.4)
    (
        "Az őrposztomból a Trollal az ellenfél Várát támadom, pedig az őrposztjában áll egy "
        "Goblin, akit senki nem támad. Szabályos?",
        "hkk",
        {"target.type": "building", "unattacked-guards": True},
        {"legal": False, "breakthrough": False},
    ),
    (
        "az orposztombol a trollal az ellenfel varat tamadom, az orposztjaban all egy goblin, "
        "akit senki nem tamad. szabalyos?",
        "hkk",
        {"target.type": "building", "unattacked-guards": True},
        {"legal": False, "breakthrough": False},
    ),
    # "по моему существу Волку": the role word "по" before the card it marks gives it its
    # role, so the target is mine and the shooter the opponent's (507.1); a shot has no
    # defender (508.3: only an attack by a strike)
    (
        "Герои: выстрел Орка-арбалетчика по моему существу Волку — можно ли назначить защитника?",
        "berserk-heroes",
        {"target.side": "inactive"},
        {"allowed": True, "defender": False},
    ),
    # "его же собственного героя": the possessive with "own" is the attacker's own — an ally
    # (507.2)
    (
        "Герои: может ли Орк соперника атаковать ударом его же собственного героя?",
        "berserk-heroes",
        {"target.side": "active"},
        {"allowed": False},
    ),
    # "можно … на шаге броска кубика или нельзя": a choice of may, the step stated — on the
    # dice-roll step a dice modifier may be played (511.5.1)
    (
        "Модификатор к броску кубика — его можно играть на шаге броска кубика или нельзя?",
        "berserk",
        {"stage": "dice-roll"},
        {"allowed": True},
    ),
    # "… на предварительном этапе или уже поздно": the step stated (blocking an ability is
    # allowed on the preliminary stage)
    (
        "Заблокировать особенность можно на предварительном этапе или уже поздно?",
        "berserk",
        {"stage": "preliminary"},
        {"allowed": True},
    ),
    # the kind noun and the name beside it are one card: "моё существо Шаман" attacks,
    # "союзного персонажа Друида" is an ally's — 507.2 forbids it
    (
        "Герои: может ли моё существо Шаман атаковать союзного персонажа Друида?",
        "berserk-heroes",
        {"target.side": "active"},
        {"allowed": False},
    ),
    # "Существо соперника Ящер открыто … бьёт его": the pronoun points back to the whole
    # card, the opponent's and open (507.4: a defender may be assigned, it strikes back)
    (
        "Герои. Существо соперника Ящер открыто. Мой Охотник в игровой зоне бьёт его "
        "ударом в фазе атаки ударом — защитника назначить можно или нельзя?",
        "berserk-heroes",
        {"target.side": "inactive", "target.closed": False},
        {"allowed": True, "defender": True},
    ),
    # the game's name as the question's first word, before a phrase of its own, is no
    # card (507.1: a creature attacks from the play zone, not from the graveyard)
    (
        "герои мой зомби на кладбище может атаковать героя соперника",
        "berserk-heroes",
        {"attacker.zone": "graveyard", "attacker.type": None, "target.type": "hero"},
        {"allowed": False},
    ),
    # a players' verb made on an attack verb's root ("лупануть": лупить) is an attack verb;
    # the creature in the hand attacks no one (507.1)
    (
        "Герои: существо ещё в руке — может оно сразу лупануть ударкой по герою соперника?",
        "berserk-heroes",
        {"attacker.zone": "hand"},
        {"allowed": False},
    ),
    # players' short name of the game is no hero
    (
        "геры мой орк в игре бьет ударом закрытого волка соперника отобьется",
        "berserk-heroes",
        {"attacker.side": "active", "target.closed": True},
        {"allowed": True, "strikes-back": False},
    ),
    # what the opponent says ("Соперник говорит, что … стрелять нельзя"): the speaker is
    # no attacker of the verb after "что"; a shot at the opponent's hero is allowed (507.1)
    (
        "Нанял Орка-арбалетчика, он в игровой зоне, и при найме стреляет. Соперник "
        "говорит, что в героя Хакодара стрелять нельзя, только в существ. Можно ли "
        "выстрелить в героя противника?",
        "berserk-heroes",
        {"target.type": "hero", "target.side": "inactive"},
        {"allowed": True},
    ),
    # each place belongs to the noun after its participle; a card in a zone is a creature
    # (zones are creatures' alone); 34.3 lets an attacker attack only the opponent's guard
    # post's creatures
    (
        "Az ellenfél tartalékában álló Varázslót megtámadhatja az őrposztomon lévő Ork harcos?",
        "hkk",
        {"target.zone": "reserve", "attacker.zone": "guard-post", "target.type": "creature"},
        {"legal": False},
    ),
    # "mégis" (nevertheless) is no part of the name before it; nobody attacks the guard
    # post's only creature, so the guard post is not broken through (34.4)
    (
        "Az ellenfél őrposztjában álló Elf íjászt senki sem támadja, a Trollom mégis az "
        "ellenfél Várát támadja. Szabályos?",
        "hkk",
        {},
        {"legal": False, "illegal": ("Troll",)},
    ),
    # "őr" (a guard): a creature of the guard post, in players' words; its only guard
    # attacked, the declaration breaks through and may attack a building (34.4)
    (
        "Az ellenfél egyetlen őrére, a Sárkányra betámad a Trollom, a Griffem meg betámad a "
        "Várára. Oké?",
        "hkk",
        {},
        {"legal": True, "breakthrough": True},
    ),
    # a list typed without commas ("орк тролль и грифф") counts each; "одного эльфа" is the
    # one attacked, not the number of attackers: three on one creature (34.5)
    (
        "в hkk орк тролль и грифф бьют одного эльфа в его őrposzt так можно",
        "hkk",
        {"target.zone": "guard-post"},
        # (the three named, each attacking the Эльф: 34.5 makes every one of them illegal)
        {"legal": False, "illegal": ("Грифф", "Орк", "Тролль")},
    ),
    # "egyik … sem": with none of them; attacking is not compulsory (34.2)
    (
        "Kötelező támadnom a harci fázisban, ha van lényem az őrposztban? Most egyik "
        "lényemmel sem akarok támadni.",
        "hkk",
        {"attacker.count": 0},
        {"legal": True},
    ),
    (
        "Az aktív játékos egyik lényével sem támad ebben a harci fázisban. Szabályos ez?",
        "hkk",
        {"attacker.count": 0},
        {"legal": True},
    ),
    # "A lényem képessége … nem a harci fázisban": outside the combat phase; the creature's
    # ability names no sub-phase (34.10 defines destruction only within two sub-phases)
    (
        "A lényem képessége a saját köröm elején, nem a harci fázisban sebzi meg az ellenfél "
        "nem passzív Kőfalát. Ez rombolás?",
        "hkk",
        {"damage.subphase": "other"},
        {},
    ),
    # "непассивное здание" in the strike sub-phase: destruction (34.10)
    (
        "В HKK моё существо в подфазе удара (ütés) ранит непассивное здание противника — "
        "Башню. Это разрушение?",
        "hkk",
        {"building.passive": False},
        {"destruction": True},
    ),
    # "aktív Kőfalát": a building called active is no passive one (34.11); damaged in the
    # strike sub-phase, it is destroyed (34.10) — "az aktív játékos" stays a side
    (
        "Az ütés részfázisban a Farkasom megsebzi az ellenfél aktív Kőfalát. Ez rombolás?",
        "hkk",
        {"building.passive": False},
        {"destruction": True},
    ),
    (
        "В HKK в подфазе удара мой Кабан ранит активную Башню соперника. Это разрушение?",
        "hkk",
        {"building.passive": False},
        {"destruction": True},
    ),
    # "наземник Орк", "летуна Фею": a players' kind noun before a name is one card with it;
    # a non-flyer strikes a card in the auxiliary zone: only a flyer defends (514.7)
    (
        "Мой наземник Орк бьёт его летуна Фею в допке. У него открытые летун Пегас и Гном на "
        "C2. Кто может вписаться за Фею?",
        "berserk",
        {},
        {"may-defend": ("Пегас",)},
    ),
    # players' short forms of the stages: "предв", "на шаге броска"; the preliminary stage
    # allows redirecting (Предварительный этап), the dice-roll step modifiers (511.5.1)
    (
        "на предв этапе можно перенаправить удар на другую карту",
        "berserk",
        {"stage": "preliminary"},
        {"allowed": True},
    ),
    (
        "можно ли модификатор к кубику кинуть на шаге броска",
        "berserk",
        {"stage": "dice-roll"},
        {"allowed": True},
    ),
    # "на этапе эффекта" names a stage (Берсерк may-act), not the order of stages (Герои)
    (
        "На этапе эффекта можно ещё кинуть плюс к силе удара?",
        "berserk",
        {"stage": "effect"},
        {"allowed": True},
    ),
    # "Ворон активного игрока": the player in the genitive after the card is its possessor,
    # not what it strikes (the Маг is); the Волк on D4 is next to neither, and only the
    # other flyer may defend against a flyer's strike on the battlefield (514.5)
    (
        "Летающий Ворон активного игрока бьёт ударом Мага противника на B2. У противника во "
        "вспомогательной зоне открытая летающая Сова, а на D4 стоит открытый нелетающий Волк. "
        "Кто может стать защитником?",
        "berserk",
        {"attacker.flying": True, "target.zone": "battlefield"},
        {"may-defend": ("Сова",)},
    ),
    # "Летает Гоблин или нет — важно?": the flying is asked, not said; the Медведь on D3 is
    # next to the target on C2 but not to the Гоблин on B1, so a flyer's strike lets it defend
    # (514.5) and a walker's does not (514.4): undecided
    (
        "Гоблин на B1 бьёт простым ударом Мага соперника на C2, у соперника открытый Медведь "
        "на D3. Летает Гоблин или нет — важно? Может ли Медведь защищать?",
        "berserk",
        {"attacker.flying": None},
        {"may-defend": "unknown"},
    ),
    # "У неактивного игрока открыты …", "Волк неактивного игрока": the cards' side by whose
    # turn it is; only the Лось stands next to both the Кабан on C2 and the Лекарь on C3, the
    # Волк on D4 next to the target only (514.4)
    (
        "Нелетающий Кабан активного игрока на C2 бьёт простым ударом Лекаря на C3. У "
        "неактивного игрока открыты Лось на B3 и Заяц на E5, а открытый Волк неактивного "
        "игрока стоит на D4. Кто может защитить Лекаря?",
        "berserk",
        {"attacker.flying": False},
        {"may-defend": ("Лось",)},
    ),
    # "…, а на C4 — открытый Заяц": the dash stands for "стоит", so C4 is the Заяц's, next to
    # both the Кабан on B4 and the Лекарь on C5 (514.4); the Лось on A4 is closed (514.1)
    (
        "Нелетающий Кабан активного игрока на B4 бьёт простым ударом Лекаря соперника на C5. "
        "У соперника на A4 стоит закрытый Лось, а на C4 — открытый Заяц. Кто может защищать "
        "Лекаря?",
        "berserk",
        {"attacker.flying": False},
        {"may-defend": ("Заяц",)},
    ),
    # "открыты летающие Сова и Филин во вспомогательной зоне": the plural adjective and the
    # place after the list describe both; a walker's strike on a card in the auxiliary zone is
    # defended by a flyer (514.7), not by the walker Лось
    (
        "Нелетающий Кабан активного игрока на A2 бьёт простым ударом летающего Орла во "
        "вспомогательной зоне. У неактивного игрока открыты летающие Сова и Филин во "
        "вспомогательной зоне и нелетающий Лось на A3. Кто может защищать Орла?",
        "berserk",
        {"attacker.flying": False, "target.zone": "auxiliary"},
        {"may-defend": ("Сова", "Филин")},
    ),
    # "мой Кабан бьёт его": a third person's card, where I attack and no word says whose,
    # is the other player's — a strike in the attack phase may target it (507.1, 507.2),
    # a closed creature does not strike back (507.4)
    (
        "Герои: его существо Волк закрыто, мой Кабан в игровой зоне бьёт его ударом в фазе "
        "атаки. Его Волк отобьётся?",
        "berserk-heroes",
        {"target.side": "inactive", "target.closed": True},
        {"allowed": True, "strikes-back": False},
    ),
    # "своей способностью": whose the ability is says nothing of the target's side; the
    # opponent's creature may be shot (507.1, 507.5), and no defender against a shot (508.3)
    (
        "Берсерк. Герои: Арбалетчица в игровой зоне делает выстрел своей способностью по "
        "существу соперника Сове. Можно ли назначить защитника от выстрела?",
        "berserk-heroes",
        {"target.side": "inactive", "attack.mode": "shot"},
        {"allowed": True, "defender": False},
    ),
    # players' "сопа" is the opponent's: the opponent's hero may be struck (507.1)
    (
        "герои мое сущ в игр зоне бьет ударом героя сопа можно",
        "berserk-heroes",
        {"target.side": "inactive", "target.type": "hero"},
        {"allowed": True},
    ),
    # the game's title with a letter wrong is the title: Герои close the defender after the
    # fight (506.3), not at the payment stage (Берсерк's 514.9)
    (
        "Геори: когда закрывается защитник?",
        "berserk-heroes",
        {"who": "defender"},
        {"closed-at": "after-fight"},
    ),
    (
        "Берсерк Гирои: когда закрывается атакующее существо?",
        "berserk-heroes",
        {"who": "attacker"},
        {"closed-at": "after-fight"},
    ),
    # a word of its own near a title ("героя") is no misspelt title: the hero is the target
    (
        "Героии: может ли моё существо в игровой зоне атаковать ударом в фазе атаки героя "
        "соперника?",
        "berserk-heroes",
        {"target.type": "hero", "target.side": "inactive"},
        {"allowed": True},
    ),
    # "делает выстрел по …" is an attack verb (a shot): an opponent's hero may be shot at by
    # an activated ability (507.1, 507.5)
    (
        "Берсерк. Герои: моё существо Ведун в игровой зоне активируемой способностью делает "
        "выстрел по герою противника. Можно ли так атаковать?",
        "berserk-heroes",
        {"attack.mode": "shot", "target.side": "inactive", "target.type": "hero"},
        {"allowed": True},
    ),
    # "по моему же существу Медведь": the name as printed, in the nominative after its kind noun,
    # is that card — the target, one's own (507.2)
    (
        "Берсерк. Герои: моё существо Ведун в игровой зоне может сделать выстрел по моему же "
        "существу Медведь?",
        "berserk-heroes",
        {"target.side": "active"},
        {"allowed": False},
    ),
    # "Passzív vagy nem passzív": passivity is asked, not said (34.10, 34.11 decide by it)
    (
        "Passzív vagy nem passzív a Bástya, számít ez? Az ütés részfázisban a Farkas megsebzi "
        "az ellenfél Bástyáját. Rombolás?",
        "hkk",
        {"building.passive": None},
        {"destruction": "unknown"},
    ),
]


def test_an_undecided_list_answer_gives_the_list_in_each_case(rulebook: Any) -> None:
    # who may defend, were the attacker a flyer or not (514.4, 514.5): the names in each case
    (question,) = [r[0] for r in READINGS if "Летает Гоблин" in r[0]]
    reply = answer_situation(read(question, rulebook), rulebook)
    lines = reply_text(reply).splitlines()
    assert lines[1].startswith("  если атакующий: нелетающее — никто не может защищать")
    assert lines[2].startswith("  если атакующий: летающее — защищать может: Медведь")
    data = reply_json(reply)
    assert [c["value"] for c in data["cases"]] == [[], ["Медведь"]]


@pytest.mark.parametrize(("question", "game", "stated", "answer"), READINGS)
def test_read_and_answered(
    rulebook: Any, question: str, game: str, stated: dict[str, Any], answer: dict[str, Any]
) -> None:
    situation = read(question, rulebook)
    assert situation.game == game
    assert {k: situation.stated.get(k) for k in stated} == stated
    reply = answer_situation(situation, rulebook)
    assert {k: reply.answer.get(k) for k in answer} == answer
    if "damage.subphase" in stated:
        assert reply.answer["destruction"] is not True


def test_a_reason_one_case_words_within_another_is_said_once(rulebook: Any) -> None:
    # a creature in the graveyard attacks no one (507.1) whatever the attack is; the fight's
    # case adds 507.4 — its words include the others', so they are not repeated
    reply = answer_situation(
        read("герои мой зомби на кладбище может атаковать героя соперника", rulebook), rulebook
    )
    (why,) = [r[2] for r in reply.reasons if r[0] == "allowed"]
    assert why.count("на кладбище") == 1 and " / " not in why


def test_a_case_no_value_settles_is_given_undecided_with_its_clauses(rulebook: Any) -> None:
    # the Лось stands next to the target: a flyer's strike lets it defend (514.5); a walker's
    # needs it next to the attacker too (514.4), and where the Кабан stands is not said
    reply = answer_situation(
        read(
            "Кабан бьёт простым ударом Лекаря соперника на C3. У соперника открытый Лось на "
            "D4. Может ли Лось защищать?",
            rulebook,
        ),
        rulebook,
    )
    assert reply.answer["may-defend"] == UNKNOWN
    cases = {case.card["attacker.flying"]: case for case in reply.cases}
    assert cases[True].value == ("Лось",)
    assert cases[False].value is None and "514.4" in cases[False].cites
    assert "514.4" in reply.cites
    assert "если атакующий: нелетающее — не решено (" in reply_text(reply)


def test_a_misspelt_attribute_first_is_no_part_of_the_name(rulebook: Any) -> None:
    # "Нелетаюший Кабан": a misspelt "нелетающий" states the attribute and is no part of the
    # name; "моево" is a phone's "моего". The Лось on E3 is next to the target on D2 but not to
    # the walker on D1, so it may not defend (514.4)
    situation = read(
        "Нелетаюший Кабан на D1 бьёт моево Лекаря на D2. Мой открытый Лось стоит на E3. Может "
        "ли Лось стать защитником?",
        rulebook,
    )
    assert situation.scene is not None and "Кабан" in situation.scene.cards
    assert situation.scene.cards["Кабан"]["flying"] is False
    assert answer_situation(situation, rulebook).answer["may-defend"] == ()


@pytest.mark.parametrize(
    ("question", "target_side", "allowed"),
    [
        # a player called by name acts with ``своим``: my hero is the other side's (507.1)
        (
            "Играем в Героев. Женя в фазе атаки бьёт ударом своим Грифоном моего героя "
            "Торвальда. Можно ли так атаковать?",
            "inactive",
            True,
        ),
        # I act: a card of a player called by name is the other side's
        (
            "В Героях мой Рыцарь в игровой зоне атакует ударом открытое существо Феди — "
            "Лешего. Можно?",
            "inactive",
            True,
        ),
        # whose turn it is (``ход Олега``) and a card of another player by name
        (
            "Берсерк. Герои: ход Олега, его существо Громила в игровой зоне атакует ударом "
            "закрытое существо Лизы. Можно?",
            "inactive",
            True,
        ),
    ],
)
def test_players_called_by_first_names(
    question: str, target_side: str, allowed: bool, rulebook: Any
) -> None:
    situation = read(question, rulebook)
    assert situation is not None and situation.kind == "may-attack"
    assert situation.stated["target.side"] == target_side
    assert answer_situation(situation, rulebook).answer["allowed"] is allowed


@pytest.mark.parametrize(
    ("question", "word", "name"),
    [
        ("Мой Громила бьёт существо Миши.", "Миши", "миша"),  # a genitive: Миша's creature
        ("Маша бьёт своим Кентавром.", "Маша", "маша"),  # the subject: a player
        ("Мой Громила бьёт её героя Ильмара.", "Ильмара", None),  # the hero's own name
        ("Мой Громила бьёт моего Ильмара.", "Ильмара", None),  # after a possessive: a card
        ("Бью героя Ольги — Хакодара.", "Ольги", "ольга"),  # another name follows: her hero
        ("Мой Громила бьёт Варвара.", "Варвара", None),  # a form of ``варвар``: a creature
    ],
)
def test_a_first_name_is_a_player_where_no_card_is_called_so(
    question: str, word: str, name: str | None
) -> None:
    from judge.ask import grammar
    from judge.ask.situation import read_words

    words = read_words(question, "ru")
    at = next(i for i, w in enumerate(words) if w.text == word)
    assert grammar.first_name(words, at) == name


def test_a_neighbour_left_unsaid_leaves_the_place_open(rulebook: Any) -> None:
    """ "рядом с Ведьмой" says nothing of the Кабан: whether the Лось stands next to it decides
    (514.4), so no definite list of names."""
    reply = answer_situation(
        read(
            "Мой нелетающий Кабан бьёт простым ударом его Ведьму на поле боя. Его открытый Лось "
            "стоит рядом с Ведьмой. Может Лось защищать?",
            rulebook,
        ),
        rulebook,
    )
    assert reply.answer["may-defend"] in ("by case", "unknown")


def test_a_pronoun_before_its_verb_is_the_object(rulebook: Any) -> None:
    """ "мой Орк его лупит": ``его`` alone is him (the Гоблин), not a possessive nor a subject;
    a closed creature does not strike back (507.4)."""
    situation = read(
        "в Героях закрытый Гоблин соперника отбивается, если мой Орк его лупит в фазе удара?",
        rulebook,
    )
    assert situation is not None and situation.kind == "may-attack"
    answer = answer_situation(situation, rulebook).answer
    assert answer["allowed"] is True and answer["strikes-back"] is False


@pytest.mark.parametrize(
    "question",
    [
        "Берсерк. Герои: может ли существо из моего кладбища объявить атаку по существу соперника?",
        "Берсерк. Герои: мой Гоблин лежит у меня в руке. Может он объявить атаку по существу "
        "соперника?",
    ],
)
def test_whether_a_card_may_declare_an_attack_is_may_attack(question: str, rulebook: Any) -> None:
    """ "может … объявить атаку": whether it may attack at all — not when the preliminary stage
    starts; only a creature in the play zone may (507.1)."""
    situation = read(question, rulebook)
    assert situation is not None and situation.kind == "may-attack"
    reply = answer_situation(situation, rulebook)
    assert reply.answer["allowed"] is False and "507.1" in reply.cites


def test_an_adjective_of_the_strike_said_short_leaves_the_noun_its_case() -> None:
    """ "бьет простым эльфа": ``простым`` is the strike's (``простым ударом`` said short), so the
    elf stays in the accusative — the one struck — not in the instrumental."""
    from judge.ask import grammar
    from judge.ask.situation import read_words

    words = read_words("орк бьет простым эльфа", "ru")
    found = grammar.phrases(words, "ru")
    elf = next(p for p in found if words[p.head].text == "эльфа")
    assert "acc" in elf.cases and "ins" not in elf.cases


def test_a_pronoun_points_back_to_a_being_in_small_letters(rulebook: Any) -> None:
    """ "закрытый гоблин …, если мой орк его лупит": ``его`` is the goblin (a creature, 507.4:
    a closed creature does not strike back), as a phone types it in small letters."""
    situation = read(
        "в героях закрытый гоблин соперника отбивается, если мой орк его лупит в фазе удара?",
        rulebook,
    )
    assert situation is not None
    assert answer_situation(situation, rulebook).answer["strikes-back"] is False


def test_the_other_players_cards_alone_make_the_asker_the_attacker(rulebook: Any) -> None:
    """Neither role's owner said, only ``у соперника``: the asker tells of their own attack, so
    the listed cards are the inactive player's (shown as taken); a non-flying attacker's
    defender stands next to both (514.4): B1 is next to A1 and A2, B3 not to A1."""
    situation = read(
        "Нелетающий Тролль на A1 бьёт Друида на A2. У соперника открытые Гном на B1 и Кентавр "
        "на B3. Кто может защищать?",
        rulebook,
    )
    assert situation is not None and situation.scene is not None
    assert situation.scene.assumed["Гном"]["side"] == "inactive"
    assert answer_situation(situation, rulebook).answer["may-defend"] == ("Гном",)


@pytest.mark.parametrize(
    ("question", "card", "cell", "defenders"),
    [
        # a phone's run-on story: ``друида на д4`` places the target, not the гном after it,
        # and ``скелет на б3`` (a word the lexicon lacks) is a card; D5 is next to C4 and D4,
        # B3 is not next to D4 (514.4)
        (
            "наземный тролль на с4 бьет друида на д4 у врага открытые гном на д5 и скелет на б3 "
            "кто защищает",
            "Друида",
            "D4",
            ("Гном",),
        ),
        # the cell after the owner is the жрица's; D3 is next to C3 and D4, so the гном
        # defends whether the орк flies or not (514.4, 514.5)
        (
            "орк на c3 бьет жрицу соперника на d4 его гном открытый на d3 может защитить",
            "Жрица",
            "D4",
            ("Гном",),
        ),
        # ``Рядом с ним, на D6, стоит мой Медведь``: D6 is the Медведь's; a flyer's defender
        # may stand next to the target (514.5): D6 is next to E5
        (
            "Летающая Гарпия соперника из вспомогательной зоны бьёт моего Копейщика, он стоит "
            "на E5. Рядом с ним, на D6, стоит мой открытый Медведь. Может ли Медведь защищать?",
            "Медведь",
            "D6",
            ("Медведь",),
        ),
    ],
)
def test_whose_a_cell_is_in_a_story(
    question: str, card: str, cell: str, defenders: tuple[str, ...], rulebook: Any
) -> None:
    situation = read(question, rulebook)
    assert situation is not None and situation.scene is not None
    assert situation.scene.cards[card]["at"] == cell
    assert answer_situation(situation, rulebook).answer["may-defend"] == defenders


@pytest.mark.parametrize("typed", ["сапеника", "сопериника", "сапоерника", "протвника"])
def test_the_other_player_misspelt_is_read_so(typed: str, rulebook: Any) -> None:
    """A phone's misspelt ``соперника`` still says whose the cards are (and is shown as read):
    a flyer's defender may stand next to the target (514.5)."""
    situation = read(
        f"Летающий Дракон бьёт простым ударом Рыцаря {typed} на C4, рядом с Рыцарем на B4 "
        f"стоит открытый нелетающий Лучник {typed}. Может ли Лучник защитить?",
        rulebook,
    )
    assert situation is not None
    assert answer_situation(situation, rulebook).answer["may-defend"] == ("Лучник",)
    assert any(note.startswith(typed) for note in situation.read_as)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # ``атаковаь``: the attack verb misspelt is still one — one's own creature is no
        # target (507.2)
        ("Можно ли в Героях атаковаь своего же Горца своим Охотником?", False),
        # ``атаковоть`` with an opponent's hero: any opponent's character may be attacked
        # (507.1)
        (
            "Может ли Орк-арбалетчик в игровой зоне атаковоть ударом героя противника "
            "Хакодара в Героях?",
            True,
        ),
    ],
)
def test_a_misspelt_attack_verb_is_read_and_shown(
    question: str, allowed: bool, rulebook: Any
) -> None:
    situation = read(question, rulebook)
    assert situation is not None
    assert answer_situation(situation, rulebook).answer["allowed"] is allowed
    assert any("→атаковать" in note for note in situation.read_as)


def test_how_many_shots_a_card_makes_is_no_situation(rulebook: Any) -> None:
    """The rules do not say how many shots a card makes (its own text does; 507.6 only orders
    them): no situation, whatever attacks it names."""
    assert read("Сколько выстрелов может сделать Орк-арбалетчик при найме?", rulebook) is None


def test_when_triggered_abilities_are_declared_is_no_situation(rulebook: Any) -> None:
    """The 507.6 example says when triggered abilities are declared; no kind answers it (the
    several attacks' kind says only that they come one after another): the clauses answer."""
    question = (
        "Если способность делает три выстрела подряд, когда можно заявлять срабатывающие "
        "способности — после каждого выстрела или в самом конце?"
    )
    assert read(question, rulebook) is None


def test_a_block_made_already_redirects_the_attack(rulebook: Any) -> None:
    """514.8: ``я поставил в блок Медведя`` — a defender assigned already: the attack is
    redirected, and no card may defend the defender."""
    situation, reply = _answer(
        "Соперник бахнул Гоблином по моему Магу, я поставил в блок Медведя. Может теперь мой "
        "Леший встать в блок за Медведя? Все рядом, все открыты, никто не летает.",
        rulebook,
    )
    assert situation.stated["attack.redirected"] is True
    assert reply.cases and all(case.holds is False for case in reply.cases)


def test_players_short_word_for_a_creature(rulebook: Any) -> None:
    """``сущ`` is a creature: a creature forced to fight may be (507.4), a closed one strikes
    back in a fight."""
    situation = read(
        "герои закрытое сущ противника отбивается если мое сущ заставили с ним сразиться",
        rulebook,
    )
    assert situation is not None and situation.stated["target.type"] == "creature"
    answer = answer_situation(situation, rulebook).answer
    assert answer["allowed"] is True and answer["strikes-back"] is True


def test_which_buildings_are_destroyed_is_answered_by_case(rulebook: Any) -> None:
    """``Milyen építményt lehet lerombolni …?`` names no building: every kind of building, a
    passive one not destroyed (34.10, 34.11)."""
    situation = read("Milyen építményt lehet lerombolni az ütés részfázisban?", rulebook)
    assert situation is not None and situation.kind == "is-destruction"
    reply = answer_situation(situation, rulebook)
    assert reply.answer == {"destruction": "by case"}
    by_passive = {case.card.get("passive"): case.holds for case in reply.cases}
    assert by_passive == {False: True, True: False}


@pytest.mark.parametrize(
    ("question", "building"),
    [
        # not breaking through: a building may not be attacked (34.3, 34.4)
        ("Mit támadhat egy támadó lény, ha nem üt át az őrposzton?", False),
        # after breaking through it may (34.3, 34.4)
        ("Kit vagy mit támadhat egy támadó lény, ha átüt az őrposzton?", True),
    ],
)
def test_breaking_through_told_as_a_condition(question: str, building: bool, rulebook: Any) -> None:
    situation = read(question, rulebook)
    assert situation is not None and situation.kind == "attack-declaration"
    reply = answer_situation(situation, rulebook)
    holds = {case.holds for case in reply.cases if case.card.get("type") == "building"}
    assert holds == {building}


def test_none_of_my_creatures_attacking_is_no_declaration_at_all(rulebook: Any) -> None:
    """``ни одно моё существо … не атакует``: declaring no attacker is allowed (34.2)."""
    situation = read(
        "В HKK ни одно моё существо в эту фазу боя не атакует. Это по правилам?", rulebook
    )
    assert situation is not None and situation.stated.get("attacker.count") == 0
    reply = answer_situation(situation, rulebook)
    assert reply.answer["legal"] is True and "34.2" in reply.cites


@pytest.mark.parametrize(
    ("question", "role", "holding"),
    [
        # who may declare an attack (507.1): a creature in the play zone, whatever it attacks
        # (the target taken as the usual one, an opponent's creature, shown as taken)
        ("Герои: какие существа вообще могут объявлять атаку?", "attacker", {"play": True}),
        # whom a creature may attack (507.1, 507.2), of the usual attack, a strike (taken): any
        # opponent's character in the play zone
        ("Герои: по кому вообще может объявлять атаку существо?", "target", {"play": True}),
    ],
)
def test_a_general_heroes_question_takes_the_usual_other_role(
    question: str, role: str, holding: dict[str, bool], rulebook: Any
) -> None:
    situation = read(question, rulebook)
    assert situation is not None and situation.case is not None
    assert situation.case["role"] == role
    reply = answer_situation(situation, rulebook)
    held = {c.card.get("zone"): c.holds for c in reply.cases if c.holds is True}
    assert held == holding
    assert "attack.mode" in situation.assumed


@pytest.mark.parametrize(
    "question",
    [
        "Melyik lényeimet jelölhetem ki támadónak?",
        "Melyik lény támadhat egyáltalán a támadók kijelölésekor?",
    ],
)
def test_which_creatures_may_attack_is_answered_by_case_over_the_attacker(
    question: str, rulebook: Any
) -> None:
    """Who may attack hangs on the attacker alone (34.1): the target taken as the usual one, a
    creature of the guard post may, one of the reserve may not."""
    situation = read(question, rulebook)
    assert situation is not None and situation.case is not None
    assert situation.case["role"] == "attacker"
    reply = answer_situation(situation, rulebook)
    by_zone = {
        case.card.get("zone"): case.holds
        for case in reply.cases
        if case.card.get("side", "active") == "active" and case.card.get("type") == "creature"
    }
    assert by_zone == {"guard-post": True, "reserve": False}


# -- round 40 and 41 readings (each written for this test, not taken from a round's set)


def _answer(question: str, rulebook: Any) -> Any:
    situation = read(question, rulebook)
    assert situation is not None, question
    return situation, answer_situation(situation, rulebook)


def test_whom_a_creature_may_attack_is_asked_of_characters_in_play(rulebook: Any) -> None:
    """507.1: an opponent's character in play; the place taken visibly, no row left open."""
    situation, reply = _answer("Кого в Героях может атаковать ударом моё существо?", rulebook)
    assert situation.assumed.get("target.zone") == "play"
    assert {c.holds for c in reply.cases} == {True, False}
    assert "принято" in reply_text(reply) and "цель: игровой зоне" in reply_text(reply)


@pytest.mark.parametrize(
    ("question", "defend"),
    [
        # a defender assigned already (told as done): no defender for the defender (514.8)
        (
            "Соперник бьёт простым ударом своим Гоблином с B2 по моему Монаху на B3. Я назначил "
            "защитником своего открытого Паладина с C3. Может ли мой открытый Страж с C2 защитить "
            "Паладина?",
            [],
        ),
        # players' blocking: defending (514.6)
        (
            "Летун соперника бьёт простым ударом мою Фею в допке. Мой открытый летун Сокол может "
            "встать в блок?",
            ["Сокол"],
        ),
        # ``открытый флаер Ворон, а на поле открытый Медведь``: the flyer is the Ворон alone
        (
            "Наземка соперника бьёт простым по моей Фее в допке. Кто может блокнуть? У меня в "
            "допке открытый флаер Ворон, а на поле открытый Медведь на B2.",
            ["Ворон"],
        ),
        # ``нет ни одного летающего``: the Волк does not fly (514.6)
        (
            "У меня нет ни одного летающего существа, только открытый Волк на A3. Летающий Дракон "
            "противника бьёт простым ударом мою карту во вспомогательной зоне. Может ли Волк "
            "защитить?",
            [],
        ),
        # ``Противник в свой ход``: the other player, whose ``его же`` Шаман is the active's
        (
            "Противник в свой ход бьёт нелетающим Орком с B2 простым ударом по моей Жрице на C2. "
            "Рядом с обоими стоят его же открытый Шаман на B3 и мой открытый Волк на C3. Кто "
            "может защищать?",
            ["Волк"],
        ),
        # ``Фею брата``, ``У брата``: the brother is the other player
        (
            "Ход мой. Мой нелетающий Гном на D3 бьёт простым ударом летающую Фею брата во "
            "вспомогательной зоне. У брата есть открытый летающий Грифон во вспомогательной зоне "
            "и открытый Страж на D4. Кого брат может поставить защитником?",
            ["Грифон"],
        ),
        # the cell after the Жрица's name is hers, though an unnamed flyer attacks (514.5)
        (
            "Летающее существо активного игрока бьёт простым ударом Жрицу неактивного игрока на "
            "поле боя на C3. Может ли открытый летающий Дракон неактивного игрока её защитить?",
            ["Дракон"],
        ),
        # ``…, а во вспомогательной зоне — Фея и Феникс``: a place said between two cards heads
        # the rest of the list (514.6)
        (
            "Ход противника. Его летающий Дракон бьёт простым ударом мою летающую Сову во "
            "вспомогательной зоне. На поле боя у меня открытые Гном на A1 и Тролль на A2, а во "
            "вспомогательной зоне — открытая летающая Фея. Кого я могу назначить защитником?",
            ["Фея"],
        ),
        # a card on its cell: its neighbours said as well place nothing (514.4)
        (
            "Ход соперника. Его существо не летает, стоит на C3 и бьёт простым ударом мою карту "
            "на C4. Мой открытый Страж на B5 рядом с целью, но не рядом с атакующим. Может ли он "
            "защищать?",
            [],
        ),
        # cards in small letters: the game played (``в берсерк``) is no card attacked, the
        # daughter no card that attacks — the boar she attacks with does (``нелетающим кабаном``)
        (
            "играем в берсерк дочка бьет простым ударом нелетающим кабаном из b2 моего мага в b3 у "
            "меня открытые ёж в a3 и крот в e5 кто может защитить",
            ["Ёж"],
        ),
        # ``гном``: a being's first form, which the lexicon lacks, is no instrumental in ``-ом``
        (
            "гном врага не летает и с b2 бьет простым ударом моего мага на b3 у меня открытые ёж "
            "на a3 и крот на e5 кто может защищать",
            ["Ёж"],
        ),
    ],
)
def test_who_may_defend_in_players_words(question: str, defend: list[str], rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert sorted(reply.answer["may-defend"]) == defend


@pytest.mark.parametrize(
    "question",
    [
        "Предварительный этап уже прошёл, кубики брошены и идёт шаг броска кубика. Можно ли "
        "перенаправить атаку?",
        "Предварительный этап уже не идёт, бросаем кубик. Можно ещё перенаправить атаку?",
        "Можно ли перенаправить атаку на шаге броска кубика, или цель уже окончательная?",
    ],
)
def test_the_moment_going_on_is_asked_about(question: str, rulebook: Any) -> None:
    """After the preliminary stage nothing changes the target (Предварительный этап)."""
    situation, reply = _answer(question, rulebook)
    assert situation.stated["stage"] == "dice-roll"
    assert reply.answer["allowed"] is False


def test_russian_in_latin_letters_read_as_russian(rulebook: Any) -> None:
    """Not read as Hungarian with a typo corrected: 513.3."""
    situation, reply = _answer(
        "skorost ataki v sostave medlennoy sostavnoy osobennosti, esli ona tam pervaya?",
        rulebook,
    )
    assert situation.game == "berserk" and reply.answer["speed"] == "slow"


def test_russian_in_latin_letters_that_hungarian_reads_in_part(rulebook: Any) -> None:
    """``neletayushchiy``, ``b'yot``, ``zashchishchat'``: letters Hungarian never writes; read
    as Russian even where a Hungarian kind places a few of its words (``Volk``). The Volk on
    C4 stands next to both the Ork on B3 and the Ved'ma on C3 (514.4)."""
    situation, reply = _answer(
        "Moy neletayushchiy Ork na B3 b'yot prostym udarom ego Ved'mu na C3, ego otkrytyy Volk "
        "stoit na C4. Mozhet Volk zashchishchat'?",
        rulebook,
    )
    assert (situation.game, situation.kind) == ("berserk", "who-may-defend")
    assert list(reply.answer["may-defend"]) == ["Volk"]


def test_fighting_a_hero_in_players_words(rulebook: Any) -> None:
    """507.4: one fights an opponent's creature only."""
    _, reply = _answer(
        "В Героях можно способностью заставить моё существо драться с героем противника?",
        rulebook,
    )
    assert reply.answer["allowed"] is False


def test_the_cards_in_hand_of_a_story_are_no_role_card(rulebook: Any) -> None:
    """``по семь карт в руке``: the hands, not the target's place (507.1)."""
    situation, reply = _answer(
        "Сели играть в Героев, у каждого по семь карт в руке. Моё существо в игровой зоне "
        "атакует ударом открытое существо противника. Можно?",
        rulebook,
    )
    assert situation.stated.get("target.zone") != "hand"
    assert reply.answer["allowed"] is True


def test_who_is_right_asks_no_card(rulebook: Any) -> None:
    """``Кто прав?`` asks about the dispute, not which card attacks (507.1, 507.4)."""
    _, reply = _answer(
        "В Героях моё существо в игровой зоне бьёт ударом закрытое существо соперника. "
        "Соперник считает, что оно отобьётся. Кто прав?",
        rulebook,
    )
    assert reply.answer["allowed"] is True
    assert reply.answer["strikes-back"] is False


@pytest.mark.parametrize(
    ("question", "defend"),
    [
        # ``флаер`` declined as a noun: the flyer attacks, a flyer defends (514.6)
        (
            "Флаер противника бьёт простым ударом мою Фею во вспомогательной зоне. У меня "
            "открыты летающий Орёл во вспомогательной зоне и Голем на B2. Кто может защищать?",
            ["Орёл"],
        ),
        # the role cards called by their role words, each on its cell (514.4: A4 is not next
        # to B2)
        (
            "Атакующий на B2 не летает и объявляет простой удар по цели на B3. Открытый Лучник "
            "неактивного игрока на A4 стоит рядом с целью. Может ли Лучник защищать?",
            [],
        ),
        # a card called by its kind, on its cell (514.4: C5 is next to D4 and D5)
        (
            "Существо соперника на D4 не летает и бьёт простым ударом моего Эльфа на D5. Мой "
            "открытый Медведь на C5 рядом с обоими. Кто может защищать?",
            ["Медведь"],
        ),
        # words cut short on a phone (514.4)
        (
            "нелет сущ на b2 бьет прост ударом сущ на b3 откр волк неакт игрока на a3 может "
            "защитить",
            ["Волк"],
        ),
        # a choice between two cards asks which, not what each is (514.6)
        (
            "Летающий Ворон соперника бьёт простым ударом мою летающую Сову во вспомогательной "
            "зоне. Кто может защитить: мой открытый летающий Сокол или мой открытый Гном на A1?",
            ["Сокол"],
        ),
        # a flyer told by its name's hyphenated kind word; the name is the Феникс (514.6)
        (
            "Летун противника бьёт простым ударом мою Сову во вспомогательной зоне. У меня "
            "открыты Феникс-летун во вспомогательной зоне и Тролль на C3. Кого я могу вписать?",
            ["Феникс"],
        ),
        # ``с A2``: where the attacker strikes from (514.4: B3 is next to A2 and A3)
        (
            "Противник атакует нелетающим Кабаном с A2 простым ударом моего Гнома на A3. У меня "
            "открытый Лис на B3. Кто может защищать Гнома?",
            ["Лис"],
        ),
        # ``у защищающегося игрока``: the player attacked owns the cards after it; the Барсук
        # on B4 stands next to the Орк on B3 and the Сова on C4, the Ёж on E1 next to neither
        # (514.4)
        (
            "Орк на B3 не летает и бьёт простым ударом Сову соперника на C4. У защищающегося "
            "игрока Барсук на B4 — открыт, не летает; Ёж на E1 тоже открыт и не летает. Кто "
            "может защищать?",
            ["Барсук"],
        ),
        # ``Никто из них не летает``: of every card told, the attacker's too; the Лис on C3
        # stands next to the Тролль on D3 and the Жрица on C2, the Кот on B1 next to the Жрица
        # only (514.4)
        (
            "Мой открытый Лис на C3 стоит рядом с его Троллем на D3, а его Тролль бьёт простым "
            "ударом мою Жрицу на C2. Мой Кот на B1 тоже открыт. Никто из них не летает. Кто из "
            "моих может защищать?",
            ["Лис"],
        ),
    ],
)
def test_who_may_defend_in_more_players_words(
    question: str, defend: list[str], rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert sorted(reply.answer["may-defend"]) == defend


def test_a_speed_said_short(rulebook: Any) -> None:
    """``медл``: slow (513.2)."""
    _, reply = _answer("простая медл особенность атака в ней какая по скорости", rulebook)
    assert reply.answer["speed"] == "slow"


def test_a_shot_in_slang_takes_no_defender(rulebook: Any) -> None:
    """``шмаляет``: a shot; a defender is assigned against a strike only (508.3)."""
    _, reply = _answer(
        "Моё существо в игровой зоне шмаляет по открытому существу противника. Можно ли "
        "назначить защитника?",
        rulebook,
    )
    assert reply.answer["defender"] is False


def test_at_which_stage_a_card_closes_is_when_closed(rulebook: Any) -> None:
    """514.9: the defender closes at the payment stage."""
    situation, reply = _answer("В классике на каком этапе закрывается защитник?", rulebook)
    assert situation.kind == "when-closed"
    assert reply.answer["closed-at"] == "payment-stage"


def test_or_too_early_asks_whether_one_may(rulebook: Any) -> None:
    """The stage is said; ``или это слишком рано`` asks whether one may (Предварительный
    этап)."""
    _, reply = _answer(
        "Перенаправить атаку можно на предварительном этапе, или это слишком рано?", rulebook
    )
    assert reply.answer["allowed"] is True


@pytest.mark.parametrize(
    "question",
    [
        "По каким персонажам может атаковать ударом моё существо?",
        "Кого вообще может атаковать ударом моё существо?",
    ],
)
def test_the_phrase_of_which_is_the_one_asked(question: str, rulebook: Any) -> None:
    """``по каким персонажам``: the targets are asked; the attacker is mine (507.1, 507.2)."""
    situation, reply = _answer(question, rulebook)
    assert situation.stated.get("attacker.side") == "active"
    assert {c.holds for c in reply.cases} == {True, False}


def test_what_ones_creature_is_made_to_fight_is_asked(rulebook: Any) -> None:
    """``С кем … заставить сразиться своё существо``: mine fights; an opponent's creature is
    one it may fight, a hero none (507.4)."""
    situation, reply = _answer(
        "С кем можно заставить сразиться своё существо способностью?", rulebook
    )
    assert situation.stated.get("attacker.side") == "active"
    assert True in {c.holds for c in reply.cases}


def test_a_name_after_its_kind_noun_takes_its_case(rulebook: Any) -> None:
    """``моё закрытое существо Голем``: one card, the target — not a Голем struck with
    (``-ем``); his attacker is the active player's (507.4)."""
    situation, reply = _answer(
        "Его Гоблин атакует ударом моё закрытое существо Голем. Отобьётся?", rulebook
    )
    assert situation.stated.get("attacker.side") == "active"
    assert reply.answer["strikes-back"] is False


# -- round 44 and 45 readings (each written for this test, not taken from a round's set)


def test_the_game_named_before_a_word_without_subject_is_no_card(rulebook: Any) -> None:
    """``герои можно ли …``: the game, not a hero attacking (507.1)."""
    situation, reply = _answer(
        "герои можно ли ударом моего существа атаковать героя противника", rulebook
    )
    assert situation.stated.get("attacker.type") != "hero"
    assert reply.answer["allowed"] is True


def test_the_word_before_such_is_asked(rulebook: Any) -> None:
    """``Медленная такая атака?`` asks the speed; the feature's is unsaid (513.2)."""
    _, reply = _answer("Особенность простая, атака в ней одна. Медленная такая атака?", rulebook)
    assert reply.answer["speed"] == "unknown"


def test_or_not_says_no_place_is_empty(rulebook: Any) -> None:
    """``… в допке должен быть летающим или нет?``: ``нет`` asks; the target is in the
    auxiliary zone, and a flyer defends there (514.6, 514.7)."""
    situation, reply = _answer(
        "Защитник от удара по карте в допзоне должен быть летающим или нет?", rulebook
    )
    assert situation.stated.get("target.zone") == "auxiliary"


def test_a_place_said_twice_is_one_cards(rulebook: Any) -> None:
    """``с поста охраны (őrposzt)``: the attacker's place, said again in Hungarian — not the
    target's too; whom it may attack is answered over the target's place (34.3)."""
    _, reply = _answer(
        "В HKK кого может атаковать моё существо с поста охраны (őrposzt)?", rulebook
    )
    zones = {c.card.get("zone"): c.holds for c in reply.cases}
    assert zones.get("reserve") is False and zones.get("guard-post") is True


# -- round 46 and 47 readings (each written for this test, not taken from a round's set)


def test_who_asked_is_no_subject_of_a_condition(rulebook: Any) -> None:
    """``Кто может защищать, если летающее существо простым ударом бьёт …``: the flyer
    attacks; whoever defends is asked (514.5)."""
    situation, _ = _answer(
        "Кто может защищать, если летающее существо простым ударом бьёт карту на поле боя?",
        rulebook,
    )
    assert situation.stated.get("attacker.flying") is True


@pytest.mark.parametrize(
    ("question", "defend"),
    [
        # a name of a noun and a plural genitive with no ending (514.1: a closed card defends
        # not)
        (
            "Нелетающий Орк соперника на B2 бьёт простым ударом моего Гнома на B3. У меня "
            "открытый Кузнец душ на A3 и закрытый Страж гор на C3. Кто может защищать?",
            ["Кузнец душ"],
        ),
        # an attacker called by its flight alone, on its cell (514.4: C3 is next to B2, B3)
        (
            "Нелетающий на B2 бьёт простым ударом мою карту на B3. У меня открытый Лис на C3. "
            "Кто может защищать?",
            ["Лис"],
        ),
        # what is said of a card after its cell and a negation is the card's (514.4)
        (
            "Мой Кабан на B2 не летающий, бьёт простым ударом Гнома соперника на B3. У "
            "соперника открытый Лис на C3. Кто может защищать?",
            ["Лис"],
        ),
    ],
)
def test_who_may_defend_in_round_46_words(question: str, defend: list[str], rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert sorted(reply.answer["may-defend"]) == defend


def test_a_card_whose_openness_the_player_doubts_is_not_taken_open(rulebook: Any) -> None:
    """``открыт ли он, уже не помню``: not taken as open (514.1 needs an open card); the card
    asked about is sought open and closed, each way's answer given."""
    situation, reply = _answer(
        "Нелетающий Волк соперника на B2 бьёт простым ударом моего Гнома на B3. Мой Лис на C3, "
        "а открывался ли он после своего хода, уже не помню. Может Лис защищать?",
        rulebook,
    )
    assert reply.answer["may-defend"] == "unknown"
    assert situation.scene is not None and ("Лис", "closed") in situation.scene.unsaid


def test_a_doubt_of_a_card_not_asked_about_is_answered_by_case(rulebook: Any) -> None:
    """A doubt of a card's openness that no question about the card by name settles (``Кто
    может защищать?``): the story is not read as a scene — answered by case."""
    situation, reply = _answer(
        "Нелетающий Волк соперника на B2 бьёт простым ударом моего Гнома на B3. Мой Лис на C3, "
        "а открывался ли он после своего хода, уже не помню. Кто может защищать?",
        rulebook,
    )
    assert situation.scene is None
    assert reply.answer["may-defend"] in ("by case", "unknown")


def test_a_card_beside_both_said_before_it_in_its_clause(rulebook: Any) -> None:
    """``…, рядом с ними обоими стоит Страж противника, но не помню, открыт он был или закрыт``:
    the Страж stands next to both (its nearness said before it), its openness unsaid — sought
    either way, not taken as open nor answered «никто»."""
    situation, reply = _answer(
        "Мой Тролль бьёт простым ударом Эльфа противника, рядом с ними обоими стоит Страж "
        "противника, но не помню, открыт он был или закрыт. Мог Страж защитить?",
        rulebook,
    )
    assert reply.answer["may-defend"] == "unknown"
    assert situation.scene is not None and ("Страж", "closed") in situation.scene.unsaid


@pytest.mark.parametrize(
    "question",
    [
        "на шаге броска кубика можно модиф к кубику сыграть",
        "На шаге броска кубика можно сыграть модификатор к кубику или поздняк?",
    ],
)
def test_a_dice_modifier_in_players_words(question: str, rulebook: Any) -> None:
    """``модиф``, ``или поздняк``: a dice modifier at the dice step is allowed (511.5.1)."""
    _, reply = _answer(question, rulebook)
    assert reply.answer["allowed"] is True


def test_the_preliminary_stage_in_slang(rulebook: Any) -> None:
    """``на предварилке … вписать защитника``: at the preliminary stage a defender may be
    assigned against a simple strike (Предварительный этап)."""
    situation, reply = _answer(
        "на предварилке можно вписать защитника от простого удара?", rulebook
    )
    assert situation.kind == "may-act"
    assert reply.answer["allowed"] is True


@pytest.mark.parametrize(
    ("question", "closed_at"),
    [
        # ``дефер``: players' word for the defender (514.9)
        ("в классике дефер тапается на оплате удара или после файта?", "payment-stage"),
        # ``закрытие атакующего``: when-closed, in Героях after the fight (506.3)
        ("герои: закрытие атакующего — после боя или сразу?", "after-fight"),
    ],
)
def test_when_closed_in_players_words(question: str, closed_at: str, rulebook: Any) -> None:
    situation, reply = _answer(question, rulebook)
    assert situation.kind == "when-closed"
    assert reply.answer["closed-at"] == closed_at


def test_a_fight_forced_in_slang_onto_a_hero(rulebook: Any) -> None:
    """``форснул драку … с героем``: one fights only the opponent's creatures (507.4)."""
    _, reply = _answer("Герои: форснул драку своей тварью с героем соперника, так можно?", rulebook)
    assert reply.answer["allowed"] is False


def test_who_goes_first_is_no_situation(rulebook: Any) -> None:
    assert read("Кто ходит первым в Берсерке, если на кубике выпало поровну?", rulebook) is None


# -- round 48 and 49 readings (each written for this test, not taken from a round's set)


@pytest.mark.parametrize(
    ("question", "speed"),
    [
        # a card's name in quotes is no fact (513.2: the feature is slow)
        (
            "Карта с названием «Быстрая волна»: простая медленная особенность с атакой. Какая "
            "скорость атаки?",
            "slow",
        ),
        # ``быстрая или уже медленная`` asks; the feature's speed is said before (513.3)
        (
            "Особенность быстрая и составная, атака в ней вторая. Она быстрая или уже медленная?",
            "fast",
        ),
        # ``значит, медленная?`` asks what is inferred; the feature's speed is unsaid (513.3)
        (
            "Атака третьей способностью составной особенности. Раз третья — значит, медленная?",
            "unknown",
        ),
        # ``Быстрая она?`` asks the speed (513.3: the feature's is unsaid)
        ("Атака — третья способность составной особенности. Медленная она?", "unknown"),
        # no question mark: a last word of inferring asks the adjective before it (513.3)
        (
            "особенность составная атака вторая по счёту короче атака медленная получается",
            "unknown",
        ),
        # a line quoted from another post that says a rule (``> … всегда медленная``) is what
        # someone holds, no fact; the feature told after it is simple and fast (513.2)
        (
            "> атака из простой особенности всегда медленная, сам проверял\nНе уверен. "
            "Особенность у моего Лиса простая и быстрая, атака в ней. Какая скорость у атаки?",
            "fast",
        ),
        # ``Медленная у неё атака?``: the speed said first asks; the composite feature's speed
        # is unsaid (513.3)
        (
            "У этой карты атака — вторая способность составной особенности. Медленная у неё атака?",
            "unknown",
        ),
        # players' ``слоу``: a slow feature, so a slow attack in it (513.2)
        ("Особенность простая, слоу, атака в ней одна. Какая скорость у атаки?", "slow"),
    ],
)
def test_the_speed_asked_or_named_is_not_said(question: str, speed: str, rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer["speed"] == speed


@pytest.mark.parametrize(
    ("question", "defend"),
    [
        # a small-letter name after ``и`` that the rules' words describe (514.6)
        (
            "сова соперника летает бьет мою жрицу в доп зоне у меня волк на c3 открытый и ворон "
            "летает открытый кто может вписаться",
            ["Ворон"],
        ),
        # a card asked about as what defends is asked about, not a role's (514.5)
        (
            "Его летающий Сокол простым ударом бьёт мою Жрицу на C3. Могут ли защитить мои "
            "открытые существа: Лис на B2 и Медведь на E6?",
            ["Лис"],
        ),
        # a name of two words at a sentence's start, written in Latin letters (514.4)
        (
            "Neletayushchiy Volk na B2 b'yot Zhricu na B3. Strazh gor neaktivnogo igroka stoit "
            "na C3, otkryt. Mozhet zashchitit'?",
            ["Strazh gor"],
        ),
    ],
)
def test_who_may_defend_in_round_48_words(question: str, defend: list[str], rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert sorted(n.lower() for n in reply.answer["may-defend"]) == [n.lower() for n in defend]


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # ``модифицировать бросок`` at the dice step (511.5.1)
        ("Можно ли на шаге броска кубика модифицировать бросок?", True),
        # ``цель … сменить`` at the effect step: the target is final (Предварительный этап)
        ("На шаге нанесения эффекта цель можно ещё сменить?", False),
    ],
)
def test_may_act_in_round_48_words(question: str, allowed: bool, rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer["allowed"] is allowed


def test_or_is_it_too_late_asks_the_moment(rulebook: Any) -> None:
    """``…, или уже поздно?`` with no stage said: may-act, by case over the stage
    (Предварительный этап)."""
    situation, reply = _answer(
        "Ещё можно вписать защитника от простого удара Медведя-шатуна, или уже поздно?", rulebook
    )
    assert situation.kind == "may-act"
    assert reply.answer["allowed"] == "unknown"


def test_hkk_asked_in_russian_by_its_own_words(rulebook: Any) -> None:
    """``из tartalék … в его őrposzt``: the Hungarian game's words in a Russian question read
    it as HKK (34.1: an attacker from the reserve may not)."""
    situation, reply = _answer(
        "Может ли мой Sas из моего tartalék атаковать существо противника Medve в его őrposzt?",
        rulebook,
    )
    assert situation.game == "hkk"
    assert reply.answer["legal"] is False


def test_hkk_destruction_asked_in_russian(rulebook: Any) -> None:
    """``в подфазе ütés ранил … не пассивный``: HKK by its own word ``ütés``; a building hurt
    in the strike sub-phase, not passive, is destroyed (34.10)."""
    situation, reply = _answer(
        "Это разрушение? Мой Sas в подфазе ütés ранил Malom противника, Malom не пассивный.",
        rulebook,
    )
    assert (situation.game, situation.kind) == ("hkk", "is-destruction")
    assert reply.answer["destruction"] is True


def test_ones_own_hero_with_a_letter_left_out(rulebook: Any) -> None:
    """``свого же героя``: one's own hero, never attacked (507.2)."""
    _, reply = _answer("Герои: может моё существо атаковать свого же героя?", rulebook)
    assert reply.answer["allowed"] is False


# -- round 50 readings (each written for this test, not taken from a round's set)


@pytest.mark.parametrize(
    ("question", "defend"),
    [
        # players named by letters; the turn is player А's (514.4: C3 is next to B2 and B3)
        (
            "Ход игрока А. Нелетающий Волк игрока А на B2 бьёт простым ударом Сову игрока Б на "
            "B3. Открытый Лис игрока Б стоит на C3. Кто может защищать?",
            ["Лис"],
        ),
        # a kind of card said before the player's letter and a dash: an artifact defends not
        # (514.1)
        (
            "Ход игрока А. Нелетающий Волк игрока А на B2 бьёт простым ударом Сову игрока Б на "
            "B3. На C3 стоит открытый артефакт игрока Б — Маяк. Кто может защищать?",
            [],
        ),
    ],
)
def test_who_may_defend_in_round_50_words(question: str, defend: list[str], rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert sorted(reply.answer["may-defend"]) == defend


def test_the_heroes_title_names_no_classic(rulebook: Any) -> None:
    """``Берсерк. Герои: … закрывается на этапе …``: Героев, whose defender closes after the
    fight (506.3)."""
    situation, reply = _answer(
        "Берсерк. Герои: атакующий закрывается на этапе оплаты простого удара, так?", rulebook
    )
    assert (situation.game, situation.kind) == ("berserk-heroes", "when-closed")
    assert reply.answer["closed-at"] == "after-fight"


# -- round 52/53 readings (each written for this test, not taken from a round's set)


@pytest.mark.parametrize(
    ("question", "defend"),
    [
        # the other player told as the asker's daughter: ``дочкину Фею``, ``У дочки`` (514.4:
        # A3 stands next to B2 and B3, D5 to neither)
        (
            "Играем с дочкой. Мой Орк на B2 (не летает) бьёт простым ударом дочкину Фею на B3. "
            "У дочки открытые Эльф на A3 и Гном на D5. Кто может защищать?",
            ["Эльф"],
        ),
        # a name in quotes after the kind and its owner: the terrain struck in the auxiliary
        # zone, where only a flyer defends (514.7)
        (
            "Нелетающий Орк бьёт простым ударом местность неактивного игрока «Сырой лог» во "
            "вспомогательной зоне. У неактивного игрока открытый летающий Ястреб и открытый "
            "Голем на поле боя в A1. Кто может защищать?",
            ["Ястреб"],
        ),
        # ``защитить X от удара Y``: what one defends is attacked, the genitive after the attack
        # noun attacks (514.4: C2 stands next to D3 and C3)
        (
            "Может ли мой открытый Гном на C2 защитить моего Лучника на C3 от простого удара "
            "нелетающего Тролля соперника с D3?",
            ["Гном"],
        ),
        # a comma between two adjectives of one case is no new clause: the Жрица is struck
        # (514.4: B4 stands next to A4 and B3)
        (
            "Нелетающий Орк соперника с A4 бьёт простым, не направленным ударом мою Жрицу на B3. "
            "Может ли мой открытый Рыцарь на B4 её защитить?",
            ["Рыцарь"],
        ),
        # ``Кобольда`` (a name the lexicon lacks: any of three cases) and ``Кобольд`` after it: the
        # card is named in its nominative (514.4: B2 stands next to B3 and C3)
        (
            "Если я поставлю Кобольда на B2, а соперник ударит простым ударом нелетающим Орком "
            "с B3 по моей Жрице на C3, сможет ли мой открытый Кобольд её защитить?",
            ["Кобольд"],
        ),
        # a defender assigned already: no other may be (514.8)
        (
            "Допустим, нелетающий Тролль соперника с B3 бьёт простым ударом моего Лучника на C3, "
            "я назначаю защитником Гнома с B2, а потом хочу ещё назначить защитника Гному — "
            "моего открытого Рыцаря на C2. Можно?",
            [],
        ),
        # ``мой Медведь на C3 или мой Лось на A5``: which card is asked, each with its cell
        # (514.4: C3 stands next to D3 and D2, A5 to neither)
        (
            "Кто защитит мою Фею на D2 от простого удара нелетающего Волка соперника с D3: мой "
            "открытый Медведь на C3 или мой открытый Лось на A5?",
            ["Медведь"],
        ),
    ],
)
def test_who_may_defend_in_round_52_words(question: str, defend: list[str], rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert sorted(reply.answer["may-defend"]) == defend


@pytest.mark.parametrize(
    ("question", "speed"),
    [
        # ``оказаться быстрой``: the predicate a question mark ends is asked; the feature is
        # said simple and not fast (513.2)
        (
            "Особенность простая и не быстрая. Может ли атака в её составе оказаться быстрой?",
            "slow",
        ),
        # ``помечена как быстрая``: what it is marked as, no comparison (513.2)
        (
            "В особенности, которая помечена как быстрая и простая, есть атака. Какая у неё "
            "скорость?",
            "fast",
        ),
    ],
)
def test_attack_speed_in_round_52_words(question: str, speed: str, rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer["speed"] == speed


def test_may_or_no_longer_asks_the_may(rulebook: Any) -> None:
    """``ещё можно изменить или уже нет``: whether one may is asked, changing the target is
    said — after the preliminary stage nothing changes it (Предварительный этап)."""
    _, reply = _answer("На шаге нанесения эффекта цель ещё можно изменить или уже нет?", rulebook)
    assert reply.answer["allowed"] is False


def test_a_second_defender_is_told_in_classic_words(rulebook: Any) -> None:
    """``я уже назначил защитником … хочу ещё и Лося с C2 поставить защитником``: Берсерк (``с
    C2 поставить`` is no HKK guard post, ``с поста``), the attack already redirected (514.8)."""
    situation, _ = _answer(
        "Стол 5. Его нелетающий Волк на D2 ударил простым ударом мою Фею на D3, я уже назначил "
        "защитником Медведя с C3. Теперь хочу ещё и Лося с C2 поставить защитником вместо "
        "Медведя. Может Лось защищать?",
        rulebook,
    )
    assert (situation.game, situation.kind) == ("berserk", "who-may-defend")
    assert situation.stated["attack.redirected"] is True


def test_a_place_before_the_verb_of_defending_is_the_defenders(rulebook: Any) -> None:
    """``Феникс … из вспомогательной зоны защитить Эльфа``: the auxiliary zone is the Феникс's,
    not the Эльф's; where the Эльф stands and whether the Гоблин flies are unsaid, and they
    decide (514.4–514.7): no definite answer."""
    _, reply = _answer(
        "Может ли открытый летающий Феникс соперника из вспомогательной зоны защитить Эльфа от "
        "простого удара Гоблина?",
        rulebook,
    )
    assert reply.answer["may-defend"] in (UNKNOWN, "by case")


@pytest.mark.parametrize(
    ("question", "key"),
    [
        # a strike may be defended against on the preliminary stage, a shot not (514.2, 514.8)
        (
            "Не помню уже, ударом он бил или выстрелом, можно ли было назначить защитника на "
            "предварительном этапе?",
            "allowed",
        ),
        # Герои: a strike in the strike phase takes a defender, a forced fight none (507.4)
        (
            "Моё существо атакует существо противника, не знаю точно, ударом в фазе атаки или "
            "его заставили сразиться способностью. Назначается ли защитник?",
            "defender",
        ),
        # the two values far apart in one clause of the story: a hero may be struck, never
        # made to fight (507.4)
        (
            "Герои. Наше существо бьёт героя соперника: простым ударом в фазе атаки или "
            "через способность «сразиться» — записи нет. Законна атака?",
            "allowed",
        ),
        # one value in a phrase, the other a word no phrase reads as one, not seen well: a
        # creature may be made to fight, a hero not (507.4)
        (
            "Герои: способность заставляет моё существо сразиться с картой соперника в углу — "
            "герой там или существо, мне не видно. Законно?",
            "allowed",
        ),
        # ``ударом или «заставить сразиться»``: both sides of the choice are asked, the second
        # with the infinitive it governs — the attack's kind is open, and it decides whether the
        # hero may be attacked (507.4: a hero by a strike, a forced fight only with a creature)
        (
            "Герои: может ли мой Волк атаковать героя противника? Я не помню, это атака ударом или "
            "«заставить сразиться».",
            "allowed",
        ),
        # ``то ли выстрелом, то ли «заставить сразиться»``: either, as ``или`` says — a shot may
        # hit the hero (507.1), a forced fight may not (507.4)
        (
            "Герои: моё существо в игровой зоне атакует героя соперника, а чем — не помню: то ли "
            "выстрелом, то ли «заставить сразиться». Можно?",
            "allowed",
        ),
        # ``не помню, он в руке или уже в игровой зоне``: the attacker's place is either; from
        # the play zone it may attack, from the hand not (507.1) — never the play zone taken
        (
            "Герои. Моя Рысь бьёт ударом в фазе атаки существо соперника, а вот Рысь я не помню "
            "где была в руке или уже в игровой зоне. Можно атаковать?",
            "allowed",
        ),
    ],
)
def test_a_doubted_either_or_is_open(question: str, key: str, rulebook: Any) -> None:
    """``не уверен, удар или выстрел``: either may hold, so the answer turns on it — never on
    the first value said."""
    _, reply = _answer(question, rulebook)
    assert reply.answer[key] == UNKNOWN


def test_cells_said_aloud(rulebook: Any) -> None:
    """``на цэ три``, ``с бэ два`` (a voice message typed out): cells C3 and B2. The Страж on
    C2 stands next to both the non-flying Орк on B2 and the Лучник on C3 it strikes (514.4);
    the Маг on E5 is next to neither."""
    _, reply = _answer(
        "нелетающий Орк противника с бэ два бьёт простым ударом моего Лучника на цэ три а у "
        "меня открытые нелетающие Страж на цэ два и Маг на е пять кто может защищать",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Страж"]


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        # a cell taken back: the Страж stands on C2, next to the Орк on B2 and the Лучник on C3
        # (514.4), not on E5
        (
            "нелетающий Орк противника на B2 бьёт простым ударом моего Лучника на C3 у меня "
            "открытые нелетающие Страж на E5 нет стоп на C2 и Маг на E6 кто может защищать",
            "may-defend",
            ["Страж"],
        ),
        # a value taken back: the feature is fast, so is the attack in it (513.2)
        (
            "Атака в составе простой особенности, особенность медленная, ой нет, быстрая. "
            "Какая скорость у атаки?",
            "speed",
            "fast",
        ),
        # ``ой не X, а Y`` and a filler ``типа`` opening the story: the target is the Сова in
        # the auxiliary zone, which only a flyer defends (514.6)
        (
            "типа летающий Ворон соперника бьёт простым ударом моего Барсука ой не Барсука а "
            "мою Сову во вспомогательной зоне у меня там же открытая летающая Пчела и на B2 "
            "открытый Ёж кто может защищать",
            "may-defend",
            ["Пчела"],
        ),
    ],
)
def test_a_self_correction_replaces_what_it_takes_back(
    question: str, key: str, expected: Any, rulebook: Any
) -> None:
    """``на E5 нет стоп на C2``, ``медленная, ой нет, быстрая``: the words after the
    correction are what the player means; the like words before it are taken back."""
    _, reply = _answer(question, rulebook)
    value = reply.answer[key]
    assert (list(value) if key == "may-defend" else value) == expected


def test_a_stop_that_takes_nothing_back_drops_nothing(rulebook: Any) -> None:
    """``стоп, а если …`` asks something new: no like word stands before it, so every card
    said is kept (the Страж on C2 still defends, 514.4)."""
    _, reply = _answer(
        "нелетающий Орк противника на B2 бьёт простым ударом моего Лучника на C3, у меня "
        "открытый нелетающий Страж на C2. Стоп, а кто может защищать?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Страж"]


def test_a_because_is_no_question_of_what_a_word_means(rulebook: Any) -> None:
    """``потому что … значит``: ``что`` after ``потому`` is a conjunction, so the message asks
    no ``что значит``; its situation is read (the Страж on C2 is next to both, 514.4)."""
    _, reply = _answer(
        "пишу в двух словах потому что за столом ждут значит так нелетающий Орк противника на "
        "B2 бьёт простым ударом моего Лучника на C3 у меня открытый нелетающий Страж на C2 кто "
        "может защищать",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Страж"]


def test_a_small_word_is_no_card_where_cards_are_capitalised(rulebook: Any) -> None:
    """``нелетающие плюс летающий Орёл``: a question that writes its cards with capitals does
    not name one ``плюс``; the Страж next to both defends (514.4), the Орёл in the auxiliary
    zone stands next to neither."""
    situation, reply = _answer(
        "нелетающий Орк противника на B2 бьёт простым ударом моего Лучника на C3 у меня Страж "
        "на C2 и Маг на E6 все открытые и нелетающие плюс летающий Орёл во вспомогательной "
        "зоне кто может защищать",
        rulebook,
    )
    assert situation.scene is not None and not any(
        name.lower().startswith("плюс") for name in situation.scene.cards
    )
    assert list(reply.answer["may-defend"]) == ["Страж"]


def test_a_targets_zone_said_after_it_places_it(rulebook: Any) -> None:
    """``по моей Сове, которая во вспомогательной зоне``: the target is in the auxiliary zone,
    so only a flyer defends it from a non-flyer's strike (514.7) — the Грач in the auxiliary
    zone, not the Копейщик on C5."""
    _, reply = _answer(
        "нелетающий Медведь соперника бьёт простым ударом по моей Сове которая во "
        "вспомогательной зоне у меня там же открытый летающий Грач а на поле на C5 Копейщик "
        "без полёта кто может защищать Сову",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Грач"]


def test_a_name_in_the_instrumental_by_its_ending_attacks(rulebook: Any) -> None:
    """``я своей нелетающей Химерой … бью``: ``Химерой`` (an ending the lexicon reads as several
    cases, none of them a subject's or object's) is what the player attacks with; the Щитоносец
    next to both defends (514.4)."""
    situation, reply = _answer(
        "я своей нелетающей Химерой с B4 бью простым ударом его Стрелка на C5 у него рядом с "
        "обоими на B5 стоит Щитоносец открытый кто может защищать Стрелка",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.roles["attacker"].startswith("Химер")
    assert list(reply.answer["may-defend"]) == ["Щитоносец"]


@pytest.mark.parametrize(
    "question",
    [
        # what the judge said is a claim, not the story's fact: the feature's speed is unsaid,
        # and it decides the attack's (513.3)
        "Атака идёт второй способностью в составной особенности. Судья сказал, что она "
        "быстрая. Прав ли он?",
        # what others told the asker (``мне сказали, что …``)
        "Мне в клубе сказали, что особенность быстрая. Атака идёт второй способностью в "
        "составной особенности. Какая у неё скорость?",
        # an argument after a colon: what follows ``значит`` is his claim (513.2)
        "Брат говорит: у его Лешего на карте нарисованы крылья, значит атака в его простой "
        "особенности медленная. Так ли это?",
        # an argument right after the verb (``говорит, раз …``): the rest of it is his claim
        "Сосед говорит, раз атака идёт второй способностью в составной особенности, она "
        "всегда медленная. Я не уверен. Какая она?",
    ],
)
def test_what_someone_said_is_a_claim(question: str, rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer["speed"] == UNKNOWN


def test_ones_own_card_by_the_verbs_person_and_a_card_joined_by_or(rulebook: Any) -> None:
    """``Хочу поставить своего Грифона или Тролля``: ``своего`` is the asker's, by the verb in
    the first person, and the card after ``или`` has the same owner. Against a flyer's strike
    at a card on the battlefield, another flyer defends (514.5); the Тролль on A1 is next to
    neither (D5)."""
    situation, reply = _answer(
        "Летающая Гарпия соперника бьёт простым ударом по моему Монаху на D5. Хочу поставить в "
        "защиту своего открытого летающего Грифона или Тролля на A1?",
        rulebook,
    )
    assert situation.scene is not None
    assert {situation.scene.cards[n]["side"] for n in ("Грифон", "Тролль")} == {"inactive"}
    # (the Тролль's closed state, unsaid, is sought both ways: it defends in neither)
    assert situation.scene.unsaid == (("Тролль", "closed"),)
    assert list(reply.answer["may-defend"]) == ["Грифон"]


@pytest.mark.parametrize(
    ("question", "want"),
    [
        # 514.1: an open creature defends; the story says nothing of the Страж's state
        (
            "Мой нелетающий Орк бьёт простым ударом Эльфа соперника на поле. Страж соперника "
            "стоит рядом с обоими. Может Страж защищать?",
            UNKNOWN,
        ),
        (
            "Мой нелетающий Орк бьёт простым ударом Эльфа соперника на поле. Открытый Страж "
            "соперника стоит рядом с обоими. Может Страж защищать?",
            ["Страж"],
        ),
        # closed or open, a card next to neither defends nowhere (514.4)
        (
            "Мой нелетающий Орк на C2 бьёт простым ударом Эльфа соперника на C3. Страж соперника "
            "на A6. Может Страж защищать?",
            [],
        ),
        # ``Оба открыты`` says it of each card asked about (514.7: flyers defend)
        (
            "Нелетающий Рыцарь соперника бьёт простым ударом мою летающую Фею в допке. Кто может "
            "защищать: мой летающий Дракон в допке или мой Копейщик на B2? Оба открыты.",
            ["Дракон"],
        ),
    ],
)
def test_a_card_asked_about_by_name_whose_closed_state_is_unsaid(
    question: str, want: Any, rulebook: Any
) -> None:
    """The question names the card it asks about and leaves open whether it is open: the
    answer is sought both ways — decided only where both agree (not taken as open)."""
    situation, reply = _answer(question, rulebook)
    assert situation.kind == "who-may-defend"
    got = reply.answer["may-defend"]
    assert (list(got) if want != UNKNOWN else got) == want


def test_a_noun_and_its_adjective_before_volt_e_are_asked(rulebook: Any) -> None:
    """``Passzív építmény volt-e?``: asked, not said — whether the building was passive is
    unsaid, and decides (34.10, 34.11)."""
    _, reply = _answer(
        "Az ütés részfázisban a Lovagom megsebezte az ellenfél Malmát. Passzív építmény volt-e, "
        "az számít? Rombolás ez?",
        rulebook,
    )
    assert reply.answer["destruction"] == UNKNOWN


def test_what_a_chat_says_someone_wrote_is_a_claim(rulebook: Any) -> None:
    """``Вика пишет, что атака всё равно быстрая``: her claim, not the story's fact; the
    feature, simple and not fast, makes its attack slow (513.1, 513.2)."""
    _, reply = _answer(
        "Особенность не составная и не быстрая, атака в ней одна. Вика пишет, что атака всё "
        "равно быстрая. Какая она?",
        rulebook,
    )
    assert reply.answer["speed"] == "slow"


def test_nearby_before_a_cell_names_no_neighbour(rulebook: Any) -> None:
    """``Страж рядом на B2``: nearby, at B2 — the Страж's own cell (no ``с``: no neighbour
    named); closed, it does not defend (514.1), and the Ведьма on E6 is next to nothing."""
    situation, reply = _answer(
        "мой Страж уже закрыт а летающая Гарпия соперника бьёт простым ударом мою Жрицу на B3 "
        "Страж рядом на B2 ещё есть открытая Ведьма на E6 не летает кто может защищать",
        rulebook,
    )
    assert situation.scene is not None
    assert situation.scene.cards["Страж"].get("at") == "B2"
    assert situation.scene.cards["Ведьма"].get("at") == "E6"
    assert list(reply.answer["may-defend"]) == []


@pytest.mark.parametrize(
    "question",
    [
        # ``Игрок А … своим Волком … Ежа игрока Б``: two players, so the Ёж is the other one's
        "Стол 3, Герои. Игрок А в фазе атаки ударом напал своим Волком на закрытого Ежа игрока Б. "
        "Отбивается ли закрытый Ёж?",
        # ``моба оппа``: players' word for the opponent's creature
        "Герои: мой моб в фазе атаки ударом бьёт тапнутого моба оппа. Даст ли он сдачи?",
    ],
)
def test_the_other_player_however_called(question: str, rulebook: Any) -> None:
    """The target is the other player's: a closed creature attacked by a strike in the strike
    phase may be attacked and does not strike back (507.1, 507.4)."""
    situation, reply = _answer(question, rulebook)
    assert situation.stated.get("target.side") == "inactive"
    assert reply.answer["allowed"] is True
    assert reply.answer["strikes-back"] is False


@pytest.mark.parametrize(
    "question",
    [
        "Какие бывают типы атак в Героях?",
        "Герои: какие типы атак вообще бывают?",
        "Hány pontot ér egy győzelem a HKK bajnokságon?",
        "Melyik részfázissal kezdődik a HKK harci fázisa?",
    ],
)
def test_questions_of_no_situation(question: str, rulebook: Any) -> None:
    """A listing (``какие бывают типы``), the sub-phase a phase begins with, a tournament's
    points: no situation of a kind the engine resolves."""
    assert read(question, rulebook) is None


@pytest.mark.parametrize(
    ("question", "term"),
    [
        ("Что в «Героях» называют атакой ударом?", "атакой ударом"),
        # the game named after the term is no part of it
        ("Mit nevezünk védekező lénynek a HKK-ban?", "védekező lénynek"),
        ("Что такое перенаправление атаки в Берсерке?", "перенаправление атаки"),
        # a follow-up that names no card asks no more; one that tells a story does
        ("Mi az a támadó lény? Ez a lap itt már az?", "támadó lény"),
        ("Что такое защитник? Мой Орк бьёт Эльфа на B2, кто защитит?", None),
        ("что такое защитник? кто может защитить карту во вспомогательной зоне", None),
        # players' ``че``/``чё``
        ("чё такое простая особенность", "простая особенность"),
        # a game named first, a quoted term with its game or the Kódex's word after it: the
        # Kódex's word looked up where the question names HKK
        ("В ХКК что значит «противник» существа (ellenfél)?", "ellenfél"),
        ("Что значит «заставить сразиться» в Берсерк. Герои?", "заставить сразиться"),
        ("Что в HKK называют разрушением (rombolás) здания?", "rombolás"),
        ("что значит сразиться (в Героях)?", "сразиться"),
        ("Mi az átütés (прорыв)?", "átütés"),
        # what makes one X: the article between the quality and its noun no word of it
        ("Mitől lesz passzív egy építmény?", "passzív építmény"),
    ],
)
def test_the_term_a_what_is_question_asks(question: str, term: str | None) -> None:
    from judge.search.terms import asked_term

    assert asked_term(question) == term


def test_a_term_with_a_general_head_is_defined_by_the_word_that_says_which() -> None:
    """``медленная атака`` is no term; ``атака`` is too general to be what is asked: the term
    ``медленная`` answers (513.1 divides attacks into fast and slow)."""
    from judge.search.glossary import defined_if_any

    found = defined_if_any(load(None), "медленная атака")
    assert found and found[0].term.term == "медленная"


def test_a_first_person_verb_by_its_ending(rulebook: Any) -> None:
    """``лупаю`` (a verb the lexicon lacks, in the first person): what attacks is the
    instrumental after it; the Страж on C3 stands next to both (514.4)."""
    situation, reply = _answer(
        "Мой ход, лупаю простым ударом своим нелетающим Медведем с C2 по его Жрецу на D3. "
        "У него открыты Страж на C3 и Копейщик на A5. Кто может защищать?",
        rulebook,
    )
    assert situation.scene is not None and situation.scene.roles.get("attacker") == "Медведь"
    assert list(reply.answer["may-defend"]) == ["Страж"]


@pytest.mark.parametrize(
    "question",
    [
        # ``Ход Вити`` and ``у меня``: Витя is the asker's opponent, ``Витин`` his card
        "Играем с Витей, ход Вити. Его нелетающий Орк на B2 бьёт простым ударом моего Мага на "
        "B3. У меня открыт Страж на A3. Витин открытый Лучник стоит на C3. Кто может защищать?",
        # ``Лучник Вити``: the same, by the genitive
        "Играем с Витей, ход Вити. Его нелетающий Орк на B2 бьёт простым ударом моего Мага на "
        "B3. У меня открыт Страж на A3. Открытый Лучник Вити стоит на C3. Кто может защищать?",
    ],
)
def test_the_player_a_story_names_beside_me_is_my_opponent(question: str, rulebook: Any) -> None:
    """514.4: the Страж (A3, next to B2 and B3) defends; the Лучник on C3 is next to both too,
    but it is the attacking player's (514.1)."""
    _, reply = _answer(question, rulebook)
    assert list(reply.answer["may-defend"]) == ["Страж"]


def test_a_plural_adjective_before_a_list_of_cells(rulebook: Any) -> None:
    """``открытые нелетающие Рыцарь на A1 и Лучник на B1``: both do not fly, so neither defends
    against a flyer's strike at a card in the auxiliary zone (514.6)."""
    _, reply = _answer(
        "Летающий Дракон активного игрока бьёт простым ударом летающую Фею неактивного во "
        "вспомогательной зоне. Других летающих существ у неактивного игрока нет — только "
        "открытые нелетающие Рыцарь на A1 и Лучник на B1. Кто может защищать?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == []


@pytest.mark.parametrize(
    ("question", "key", "value"),
    [
        # the quotation is the rule (513.2), not the story's feature, which is fast
        (
            "В правилах написано: «атака в составе простой особенности является медленной, если "
            "особенность медленная». У моего Волка простая особенность быстрая, атака входит в "
            "неё. Какая скорость у этой атаки?",
            "speed",
            "fast",
        ),
        # the quoted clause says "passzív"; the story's building is not (34.10, 34.11)
        (
            "A Kódexben ez áll: „Passzív építményt nem lehet lerombolni.” Az ütés részfázisban a "
            "Trollom megsebzi az ellenfél nem passzív Malmát. Rombolás?",
            "destruction",
            True,
        ),
        # a rule remembered from before is no fact of the story: the feature's speed is
        # unsaid, and it decides the attack's (513.3)
        (
            "Атака идёт второй способностью в составной особенности. Раньше все атаки были "
            "быстрые. Какая у неё скорость сейчас?",
            "speed",
            UNKNOWN,
        ),
        # whether the Malom is passive is unsaid (34.11 decides)
        (
            "Régen a passzív építményt is le lehetett rombolni. Most az ütés részfázisban a "
            "lényem megsebzi az ellenfél Malmát. Rombolás ez?",
            "destruction",
            UNKNOWN,
        ),
        # (and, said in such a story: ``собственного героя``, the active player's own hero, which
        # no strike may hit, 507.2)
        (
            "Герои: моё существо в игровой зоне атакует ударом собственного героя. Можно?",
            "allowed",
            False,
        ),
    ],
)
def test_a_rule_quoted_or_remembered_states_nothing_of_the_table(
    question: str, key: str, value: Any, rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer[key] == value


@pytest.mark.parametrize(
    ("question", "defenders"),
    [
        # ``Вадим своим Кабаном …``: a first name before the reflexive possessive is the player
        # who attacks; ``у Ольги`` lists the other one's cards (514.4: next to both)
        (
            "Вадим своим нелетающим Кабаном с B2 простым ударом атаковал Мага Ольги на B3. У "
            "Ольги были открыты Эльф на A3 и Паук на D4. Кто мог защищать Мага?",
            ["Эльф"],
        ),
        # ``Роман нелетающим Кабаном …``: a first name beginning its clause is a player; ``провёл
        # простой удар`` is the attack
        (
            "Роман нелетающим Кабаном с D2 провёл простой удар по Магу Веры на D3. У Веры "
            "открыты Эльф на C3 и Паук на A1. Кто мог защищать?",
            ["Эльф"],
        ),
        # ``Роман ходил: его Кабан``: his, the player said last; ``Эльф Романа`` is the
        # attacker's side, no defender (514.1)
        (
            "Роман ходил: его нелетающий Кабан с D2 простым ударом бил по Магу Веры на D3. Рядом "
            "стояли открытый Эльф Романа на C3 и открытый Паук Веры на E3. Кто мог защищать "
            "Мага?",
            ["Паук"],
        ),
        # ``поставил защитником``: a defender assigned already, none for it (514.8)
        (
            "Соперник нелетающим Кабаном с D2 простым ударом бьёт моего Мага на D3. Я поставил "
            "защитником своего Эльфа с C3, а теперь хочу поставить ещё своего открытого Паука с "
            "E3. Кто может защищать?",
            [],
        ),
        # ``Катя говорит, что её Вепрь … бьёт …``: one claim, no rule in it and nobody asked
        # to judge it — what she tells is the story (514.4: the Страж next to both)
        (
            "Катя говорит, что её нелетающий Вепрь стоит на C2 и бьёт простым ударом моего Мага "
            "на C3. У меня открыты Страж на B3 и Эльф на E5. Кто может защищать Мага?",
            ["Страж"],
        ),
        # ``а у самого Вадима ещё …``: that card is the attacker's, no defender (514.1)
        (
            "Вадим ходил. Летающий Грифон Вадима из вспомогательной зоны простым ударом бил по "
            "Магу Ольги на C2. У Ольги был открытый нелетающий Гном на C3, а у самого Вадима ещё "
            "открытый Паук на B2. Кто мог защищать Мага?",
            ["Гном"],
        ),
        # ``У меня открыт …, а у Лены открыт …``: the nearer heading says whose — the Лена
        # whose Грифон attacks owns the Филин, no defender (514.1); the Сова, a flyer, defends
        # a card in the additional zone (514.6)
        (
            "Летающий Грифон Лены бьёт простым ударом моего Мага во вспомогательной зоне. У меня "
            "открыта летающая Сова, а у Лены открыт летающий Филин. Кто может защищать Мага?",
            ["Сова"],
        ),
        # ``судья Артём``: a person the story names beside a people's word, no card; the Паук
        # next to the target defends from a flyer's strike (514.5), the Лось far off does not
        (
            "Вчера в клубе, ход Игоря. Его Ворон (летает) бьёт простым ударом моего Мага на C2. У "
            "меня: открытый Паук на B1, открытый Лось на E5 и закрытый Ёж на C3. Лена с соседнего "
            "стола сказала, что от летуна защищает только летун, а судья Артём как раз ушёл за "
            "кофе. Кто из моих мог защищать?",
            ["Паук"],
        ),
    ],
)
def test_players_named_in_a_story_told_after_the_game(
    question: str, defenders: list[str], rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert list(reply.answer["may-defend"]) == defenders


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        # ``папин Тролль``: a possessive of the other player called as kin — his card attacks
        # mine, no attack on one's own side (507.1, 507.2)
        (
            "Берсерк. Герои. В фазе атаки ударом папин Тролль нападает на моё существо Ёж, Ёж "
            "закрыт. Можно так? Отобьётся ли Ёж?",
            True,
        ),
        # ``дочка хочет стрельнуть своим Лучником в моего героя``: the daughter acts, so ``своим``
        # is hers and the hero I own is the other side's (507.1)
        ("герои. дочка хочет стрельнуть выстрелом своим Лучником в моего героя, так можно?", True),
        # a thread's title that asks (``Тема: «Можно ли бить …?»``) where the post asks again:
        # its words are no story — whose the Тролль is stays unsaid, and decides (507.1, 507.2)
        (
            "Тема: «Можно ли бить Каменного Тролля?» Берсерк. Герои: моё существо стоит в игровой "
            "зоне, идёт фаза атаки ударом, Каменный Тролль тоже в игре. Можно его атаковать "
            "ударом?",
            UNKNOWN,
        ),
    ],
)
def test_whose_the_cards_are_in_players_words(
    question: str, allowed: bool | str, rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer["allowed"] == allowed


@pytest.mark.parametrize(
    ("question", "defenders"),
    [
        # a video's time with its preposition (``На 1:02:15``) is no word of the story: before,
        # ``на`` was left before the attacker
        (
            "На 1:02:15 нелетающий Кабан с A2 бьёт простым ударом Жреца Оли на A3. У Оли открыты "
            "Страж на B3 и Маг на B5. Кто мог защищать?",
            ["Страж"],
        ),
        # ``Лучницу противника`` after ``у Гоши Медведь``: Гоша's opponent's, not Гоша's (only a
        # pronoun, ``его``, points back to the player named last)
        (
            "У Гоши нелетающий Медведь с D2 бьёт простым ударом Лучницу противника на D3. У "
            "противника открыты Волк на E3 и Сова на A1. Кто может защищать?",
            ["Волк"],
        ),
        # ``Настину Нимфу``, ``Колин же Голем``: a possessive adjective of a first name names
        # its player, though the story names her no other way
        (
            "Ход Коли. Его нелетающий Вепрь с B2 бьёт Настину Нимфу на B3. Рядом Колин же Голем "
            "на C3 и Настин открытый Ёж на A3. Кто может защитить Нимфу?",
            ["Ёж"],
        ),
        # ``Лучника стримера``, ``у стримера``: the player a stream shows, by that role; ``бьёт
        # с C2``: the cell the attacker strikes from
        (
            "На 12:00 нелетающий Орк соперника бьёт с C2 простым ударом Лучника стримера на C3. "
            "У стримера открыты Страж на B2 и Маг на E5. Кто мог защищать?",
            ["Страж"],
        ),
        # a card called by the game's name, with a cell after it, is a card (``по классическому
        # Берсерку`` stays the game)
        (
            "Вопрос по классическому Берсерку: ход соперника, его нелетающий Гном с C2 бьёт "
            "простым ударом моего Жреца на C3. У меня открыты Берсерк на D3 и Лучник на A5. Кто "
            "может защищать?",
            ["Берсерк"],
        ),
    ],
)
def test_who_owns_a_card_in_a_viewers_story(
    question: str, defenders: list[str], rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert list(reply.answer["may-defend"]) == defenders


@pytest.mark.parametrize(
    "question",
    [
        # one word of a fact (``кубик``: the dice-roll step) is no situation where nothing else
        # of the game is said
        "Саша, захвати в пятницу свой кубик, мой куда-то потерялся.",
        "Кто в четверг берёт кубики? Я свои оставил у Вовы.",
    ],
)
def test_a_word_of_one_fact_alone_is_no_situation(question: str, rulebook: Any) -> None:
    assert read(question, rulebook) is None


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        # players' words for defending and for pulling a building down
        (
            "Если летун бьёт простым ударом мою карту на поле, кто может за неё заступиться?",
            "who-may-defend",
        ),
        (
            "A harci képességek részfázisban a Sárkányom lebontotta a passzív Tornyot?",
            "is-destruction",
        ),
    ],
)
def test_players_words_for_the_kind_asked(question: str, kind: str, rulebook: Any) -> None:
    situation = read(question, rulebook)
    assert situation is not None and situation.kind == kind


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        # a supposition the question asks about (``а если бы … стоял не в C2, а в D3``) stands
        # over the story told before it: from D3 only the Копейщик stands next to both (514.4)
        (
            "Нелетающий Вепрь в C2 бьёт простым ударом Знахаря противника в C3. У противника "
            "открытые нелетающие Страж в B3 и Копейщик в D4. А если бы Вепрь стоял не в C2, а в "
            "D3 — кто тогда мог бы защищать?",
            "may-defend",
            ("Копейщик",),
        ),
        # a remark of what would be (``Будь Филин открыт, он бы защитил``) says nothing of the
        # table: the Филин is closed (514.6)
        (
            "Летающая Гарпия бьёт простым ударом по летающей Нимфе противника во вспомогательной "
            "зоне. Там же у противника летающий Филин. Будь Филин открыт, он бы защитил. Но "
            "Филин закрыт — кто может защищать Нимфу?",
            "may-defend",
            (),
        ),
        # the feature's speed the question supposes, over the one the story told (513.2)
        (
            "Атака входит в простую медленную особенность. А если бы особенность была быстрой, "
            "какой была бы атака?",
            "speed",
            "fast",
        ),
        # the place a question supposes (``Mi lett volna, ha a Bika a tartalékomban áll?``)
        # over the one told: only a creature in the guard post is chosen to attack (34.1)
        (
            "A Bikám az őrposztomban áll, és az ellenfél őrposztjában lévő Sólymot támadja. Mi "
            "lett volna, ha a Bika a tartalékomban áll? Akkor is támadhatta volna a Sólymot?",
            "legal",
            False,
        ),
    ],
)
def test_what_a_question_supposes(question: str, key: str, expected: Any, rulebook: Any) -> None:
    _, reply = _answer(question, rulebook)
    value = reply.answer[key]
    assert (tuple(value) if isinstance(value, (list, tuple)) else value) == expected


@pytest.mark.parametrize(
    "question",
    [
        # a being's noun starting a sentence, a player's genitive after it: a card
        "Ход Гриши. Его нелетающий Вепрь на B2 простым ударом бьёт Лекаря Оксаны на B3. Волк "
        "Оксаны открыт, не летает, стоит на A3. Кто может защищать?",
        # players called by letters in small letters (``игрока а``, ``у б``)
        "ход игрока а его нелетающий вепрь на b2 бьет простым ударом лекаря игрока б на b3. у б "
        "открытый нелетающий волк на a3. кто может защищать",
    ],
)
def test_a_card_of_a_named_player_is_read_where_it_starts_a_sentence(
    question: str, rulebook: Any
) -> None:
    """The Волк stands next to both the Вепрь and the Лекарь, so it may defend (514.4)."""
    situation, reply = _answer(question, rulebook)
    assert situation is not None and situation.scene is not None
    assert tuple(reply.answer["may-defend"]) == ("Волк",)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the card struck left in the nominative after the verb, as a learner writes
        (
            "Нелетающий Вепрь врага бьёт простым ударом моя Знахарка во вспомогательной зоне. "
            "Мои летающие: Чайка (открытая) и Сыч (закрытый). Кто может быть защитником?",
            ("Чайка",),
        ),
        # ``атакует простой удар …``: the attack's adjective is no card struck; ``Противник
        # имеет …``: the opponent's cards
        (
            "Мой Вепрь стоит на C2, он не летающий, и атакует простой удар в Знахарка "
            "противника, она стоит D2. Противник имеет Сыч на D3 и Чайка на E3, оба открытый и "
            "не летают. Кто может защищать?",
            ("Сыч",),
        ),
        # a quiz's ``Верно ли, что …`` and ``Утверждение:`` are no cards
        (
            "Утверждение: защищать может только летающий. Верно ли это? Летающий Сыч "
            "противника бьёт простым ударом моего Знахаря во вспомогательной зоне. У меня "
            "открытая летающая Чайка во вспомогательной зоне.",
            ("Чайка",),
        ),
    ],
)
def test_a_learners_and_a_quizs_words(
    question: str, expected: tuple[str, ...], rulebook: Any
) -> None:
    """Who may defend: only a flyer from a flyer's or any strike at the auxiliary zone (514.6,
    514.7); next to both the striker and its target on the battlefield (514.4)."""
    situation, reply = _answer(question, rulebook)
    assert situation is not None and situation.scene is not None
    assert tuple(reply.answer["may-defend"]) == expected


@pytest.mark.parametrize(
    "question",
    [
        # the game's title first, then a verb of the first person: no heroes attack
        "герои заставляю сразиться своего волка с закрытым медведем врага он отбивается",
        # the one made to fight left in the nominative by a learner
        "Герои: способность заставляет сразиться мой Волк (он в игровой зоне) с закрытым "
        "существом противника Барсук. Он отбивается?",
    ],
)
def test_a_forced_fight_in_heroes_said_loosely(question: str, rulebook: Any) -> None:
    """A fight forced by an ability is with an opponent's creature, and any creature strikes
    back, even a closed one (507.4)."""
    situation, reply = _answer(question, rulebook)
    assert situation is not None and situation.kind == "may-attack"
    assert reply.answer["allowed"] is True and reply.answer["strikes-back"] is True


@pytest.mark.parametrize(
    "question",
    [
        "Утверждение: атака, входящая в простую особенность, которая не быстрая, всё равно "
        "считается быстрой. Верно?",
        "Утверждение: если составная особенность не быстрая, то её третья атака всё равно "
        "быстрая. Верно?",
    ],
)
def test_what_a_statement_to_judge_concludes_is_no_fact(question: str, rulebook: Any) -> None:
    """The statement's conclusion (``… считается быстрой``) is what is judged; what it starts
    from is told: an attack of a slow feature is slow (513.2, 513.3)."""
    _, reply = _answer(question, rulebook)
    assert reply.answer["speed"] == "slow"


def test_in_such_a_position_is_no_what_is(rulebook: Any) -> None:
    """``Верно ли, что в такой позиции защищать может только …``: no "что такое" (a term's
    definition), but who may defend; next to both striker and target (514.4)."""
    situation, reply = _answer(
        "Верно ли, что в такой позиции защищать может только Часовой? Мой нелетающий Вепрь на "
        "D3 бьёт простым ударом Лекаря противника на D4. У противника открытые Часовой на E4 и "
        "Сокольник на D5.",
        rulebook,
    )
    assert situation is not None and situation.kind == "who-may-defend"
    assert tuple(reply.answer["may-defend"]) == ("Часовой",)


def test_a_capitalised_passive_asked_or_not_is_left_open(rulebook: Any) -> None:
    """``Пассивная башня или нет — не сказано``: whether it is passive is asked, so whether
    the damage destroys it is answered by case (34.10, 34.11)."""
    situation, reply = _answer(
        "HKK: существо ранит здание противника, Башню, в подфазе ütés. Это разрушение? "
        "Пассивная башня или нет — не сказано.",
        rulebook,
    )
    assert situation is not None and situation.game == "hkk"
    assert reply.answer["destruction"] == UNKNOWN


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # ``Опп``: the opponent, as players call them — no card
        (
            "Опп своей летягой Гарпия бахнул простым по моему Лекарю на C4. У меня Вепрь на B5, "
            "открытый, не летяга, и Рысь на E4, открытая, тоже не летяга. Кто может защищать?",
            ("Вепрь",),
        ),
        # ``нелетун``: a noun of its own (a creature that does not fly), the attacker
        (
            "нелетун соперника бьёт простым мою летягу Чайку в допке. У меня открытая "
            "летяга-Сойка тоже в допке и открытый Вепрь на C3 на поле. Кто может защищать?",
            ("Сойка",),
        ),
    ],
)
def test_players_words_for_the_opponent_and_a_walker(
    question: str, expected: tuple[str, ...], rulebook: Any
) -> None:
    """A flyer's strike at the battlefield: a card next to the target, or another flyer
    (514.5); any strike at the auxiliary zone: only a flyer (514.6, 514.7)."""
    _, reply = _answer(question, rulebook)
    assert tuple(reply.answer["may-defend"]) == expected


@pytest.mark.parametrize(
    ("question", "key", "expected"),
    [
        # an earlier turn's attack tells nothing of the one asked about: the feature's speed
        # is unsaid (513.1)
        (
            "В первый ход Знахарь атаковал в составе быстрой особенности. На третий ход Знахарь "
            "снова атакует — атака входит в составную особенность, второй по счёту. Какая "
            "скорость у атаки?",
            "speed",
            UNKNOWN,
        ),
        # the building passive in the first turn is no longer so (``most már nem passzív``):
        # damage in the strike subphase destroys it (34.10)
        (
            "Az első körben a Malom passzív volt, a második körben aktív lett, és most már nem "
            "passzív. A harmadik körben a Bikám az ütés részfázisban megsebzi a Malmot. "
            "Rombolás ez?",
            "destruction",
            True,
        ),
    ],
)
def test_a_turn_before_the_one_asked_is_history(
    question: str, key: str, expected: Any, rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer[key] == expected


def test_a_verb_in_the_past_before_a_cell_is_no_card(rulebook: Any) -> None:
    """``Рысь переместилась на C5``: a verb the story tells, no card called so; the Рысь,
    next to both, may defend (514.4)."""
    situation, reply = _answer(
        "Мой нелетающий Вепрь на B4 бьёт простым ударом Лекаря соперника на C4. Открытая "
        "нелетающая Рысь соперника переместилась на C5 ещё раньше. Кто может защищать?",
        rulebook,
    )
    assert situation is not None and situation.scene is not None
    assert tuple(reply.answer["may-defend"]) == ("Рысь",)


def test_an_attack_told_as_earlier_gives_no_roles(rulebook: Any) -> None:
    """``Волк, который уже ударил до этого Лучника, сейчас бьёт …``: the attack asked about is
    the one told now — its target the Мечник, whom only the Часовой beside both may defend
    (514.4); the Лучник of the earlier attack is in no role."""
    situation, reply = _answer(
        "Нелетающий Волк противника в B2, который уже ударил до этого Лучника, сейчас бьёт "
        "простым ударом моего Мечника в B3. У меня открытый нелетающий Часовой в A3 и открытый "
        "нелетающий Сокольник в A4. Кто может "
        "защищать?",
        rulebook,
    )
    assert situation is not None and situation.scene is not None
    assert situation.scene.roles == {"attacker": "Волк", "target": "Мечник"}
    assert tuple(reply.answer["may-defend"]) == ("Часовой",)


@pytest.mark.parametrize(
    ("question", "supposing"),
    [
        ("Будь Ворон открыт, он бы защитил. Но Ворон закрыт — кто защищает?", True),
        # ``будь то …`` ("be it …") lists what is meant: the story told, no supposition
        ("У меня Ворон и Сыч, будь то Ворон или Сыч — оба открыты. Кто защищает?", False),
    ],
)
def test_be_it_lists_and_supposes_nothing(question: str, supposing: bool) -> None:
    from judge.ask import grammar
    from judge.ask.situation import read_words

    asked, remark = grammar.supposed(read_words(question, "ru"), "ru")
    assert bool(asked | remark) is supposing


def test_so_may_one_after_a_moment_told_asks_of_that_moment(rulebook: Any) -> None:
    """``… на шаге нанесения эффекта … перенаправил … Так можно было?``: what was done at a
    moment of the attack, asked whether it may be (Берсерк's ``may-act``, not Герои's "may
    one attack"); after the preliminary stage nothing changes the target."""
    situation, reply = _answer(
        "На шаге нанесения эффекта соперник перенаправил мою атаку на другую карту. Так можно "
        "было?",
        rulebook,
    )
    assert (situation.game, situation.kind) == ("berserk", "may-act")
    assert situation.stated["action"] == "redirect"
    assert reply.answer["allowed"] is False


@pytest.mark.parametrize(
    ("question", "game", "closed_at"),
    [
        # ``когда`` far from ``закрывается``: the words between name the game and the rules
        (
            "Когда по правилам классического Берсерка закрывается карта, назначенная защитником?",
            "berserk",
            "payment-stage",
        ),
        (
            "Когда в Героях по правилам закрывается атакующая карта?",
            "berserk-heroes",
            "after-fight",
        ),
    ],
)
def test_when_a_card_closes_asked_with_words_between(
    question: str, game: str, closed_at: str, rulebook: Any
) -> None:
    situation, reply = _answer(question, rulebook)
    assert (situation.game, situation.kind) == (game, "when-closed")
    assert reply.answer["closed-at"] == closed_at


def test_a_noun_asked_with_e_asks_its_adjective_too(rulebook: Any) -> None:
    """``Hogy a Malom passzív építmény-e, nem tudom``: whether it is passive is asked, not told
    — and decides (34.10, 34.11)."""
    _, reply = _answer(
        "Az ütés részfázisban a Sárkányom megsebezte a Malmot. Hogy a Malom passzív építmény-e, "
        "nem tudom. Rombolásnak számít?",
        rulebook,
    )
    assert reply.answer["destruction"] == UNKNOWN


def test_a_heroes_strike_on_ones_own_hero_is_read_from_its_verb(rulebook: Any) -> None:
    """``Может ли моё существо ударить моего собственного героя?``: ``ударить`` asks whether it
    may attack; the hero is the asker's own — no attack on an allied character (507.2)."""
    situation, reply = _answer("Может ли моё существо ударить моего собственного героя?", rulebook)
    assert (situation.game, situation.kind) == ("berserk-heroes", "may-attack")
    assert reply.answer["allowed"] is False and "507.2" in reply.cites


def test_how_to_tell_asks_of_every_case(rulebook: Any) -> None:
    """``Как понять, быстрая атака или медленная?``: how to tell the cases apart — answered by
    case over the feature's speed, each case with its clauses (513.2, 513.3)."""
    _, reply = _answer("Как понять, быстрая атака или медленная?", rulebook)
    assert reply.answer["speed"] == "by case"
    assert {case.value for case in reply.cases} == {"fast", "slow"}
    assert all(case.cites for case in reply.cases)


def test_every_undecided_key_cites_what_decides_its_cases(rulebook: Any) -> None:
    """``Я атакую закрытое существо соперника. Оно отобьётся?``: whether it strikes back
    depends on how it is attacked — a strike or a fight (507.4), a shot (507.5): those clauses
    are cited though the first key (may it attack: yes) is decided."""
    _, reply = _answer("Я атакую закрытое существо соперника. Оно отобьётся?", rulebook)
    assert reply.answer["allowed"] is True and reply.answer["strikes-back"] == UNKNOWN
    assert {"507.4", "507.5"} <= set(reply.cites)


def test_made_to_fight_with_the_means_said_between(rulebook: Any) -> None:
    """``Заставляю абилкой сразиться своего Гнома с закрытым существом соперника``: the
    creature made to fight (said after ``сразиться``, the means between the verbs) attacks; a
    fight takes an opponent's creature, and any creature strikes back in it, even a closed
    one (507.4)."""
    situation, reply = _answer(
        "Герои. Заставляю абилкой сразиться своего Гнома с закрытым существом соперника. "
        "Отбивается?",
        rulebook,
    )
    assert situation.stated["attacker.side"] == "active"
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer["allowed"] is True and reply.answer["strikes-back"] is True


def test_a_card_a_plural_verb_is_done_to_is_attacked(rulebook: Any) -> None:
    """``существо, которое атаковали ударом``: they attacked it — the creature is the target;
    whether it strikes back is asked, and depends on whether it is closed: the cases of the
    key asked come first (507.4: a closed creature does not strike back from a strike)."""
    situation, reply = _answer(
        "Отбивается ли в Героях существо, которое атаковали ударом в фазе атаки ударом?", rulebook
    )
    assert situation.stated["target.type"] == "creature"
    assert reply.answer["strikes-back"] == UNKNOWN
    by_closed = {c.card.get("target.closed"): c.holds for c in reply.cases}
    assert by_closed[True] is False and by_closed[False] is True


def test_a_misspelt_title_in_its_only_form_names_the_game(rulebook: Any) -> None:
    """``в Гереях`` is ``в Героях`` misspelt (a title the phrases have in that form only): the
    Heroes rule — the defender closes after the fight (506.3), not the classic's payment."""
    situation, reply = _answer(
        "Когда в Гереях закрываеться карта, каторая выступила в защиту?", rulebook
    )
    assert situation.game == "berserk-heroes"
    assert reply.answer["closed-at"] == "after-fight" and "506.3" in reply.cites


def test_a_short_question_without_a_mark_asks_in_all_its_words(rulebook: Any) -> None:
    """``на шаге броска кубика можно играть внезапные особенности или нет``: no question mark —
    the whole short question asks, its moment too: at the dice roll step sudden features may
    be played (511.5.1)."""
    situation, reply = _answer(
        "на шаге броска кубика можно играть внезапные особенности или нет", rulebook
    )
    assert situation.kind == "may-act"
    assert reply.answer["allowed"] is True and "511.5.1" in reply.cites


def test_what_is_said_beside_a_landmark_is_of_the_card_there(rulebook: Any) -> None:
    """``Моё существо закрыто и стоит рядом с атакующим и с целью``: the attacker and the target
    are where it stands; "закрыто" is the asked card's — a closed creature defends against
    nothing (514.1)."""
    situation, reply = _answer(
        "Моё существо закрыто и стоит рядом с атакующим и с целью. Может оно защищать от "
        "простого удара?",
        rulebook,
    )
    assert situation.case_stated.get("closed") is True
    assert "attacker.type" not in situation.stated
    assert not any(c.holds for c in reply.cases)


def test_hkk_asked_in_russian_with_a_players_verb(rulebook: Any) -> None:
    """``хкк … я бью эльфа троллем``: ``бью`` is an attack verb of HKK asked in Russian — the
    question is HKK's, not Heroes'."""
    situation = read(
        "хкк у соперника в őrposzt эльф и гном я бью эльфа троллем могу орком бить сразу в игрока",
        rulebook,
    )
    assert situation is not None and (situation.game, situation.kind) == (
        "hkk",
        "attack-declaration",
    )


def test_a_chats_post_does_not_name_hkk(rulebook: Any) -> None:
    """``ответ на пост выше``: a reply to a chat's post — no guard post of HKK; the question is
    the classic's who may defend."""
    situation = read(
        "ответ на пост выше\nнелетающий гоблин соперника бьет простым ударом мою фею во вспом "
        "зоне у меня открытая летающая мышь тоже во вспом зоне кто может защищать",
        rulebook,
    )
    assert situation is not None and (situation.game, situation.kind) == (
        "berserk",
        "who-may-defend",
    )


def test_a_case_of_one_things_facts_gives_them_bare_in_json(rulebook: Any) -> None:
    """``--json``: a case over the building's being passive gives the card as the spec's cases
    do — ``{"passive": false}`` — and names what it describes (``of``); 34.10, 34.11."""
    _, reply = _answer(
        "Ha egy lény az ütés részfázisban megsebez egy építményt, az mindig rombolás?", rulebook
    )
    data = reply_json(reply)
    cases = {c["card"]["passive"]: c["holds"] for c in data["cases"] if c.get("of") == "building"}
    assert cases == {False: True, True: False}


def test_an_ordinal_the_reader_could_not_place_leaves_the_count_open(rulebook: Any) -> None:
    """``два моих существа … атакуют одно существо противника, а третье — самого противника``:
    the third attacker is not read, so the count read is not all of them — no definite answer
    from it (34.4, 34.5 decide by the count and the guard post)."""
    _, reply = _answer(
        "В HKK два моих существа с поста атакуют одно существо противника, а третье — самого "
        "противника. Это законно?",
        rulebook,
    )
    assert reply.answer["legal"] == UNKNOWN


def test_a_players_word_for_blocking_asks_who_may_defend(rulebook: Any) -> None:
    """``кто блочит?``: who blocks — who may defend; a flyer's strike on a card in the
    auxiliary zone: only another flyer (514.6)."""
    situation, reply = _answer(
        "летяга бьёт простым по моей тушке в допке. у меня в допке открытый летун Пегас, а на "
        "поле открытый Гном. кто блочит?",
        rulebook,
    )
    assert situation.kind == "who-may-defend"
    assert list(reply.answer["may-defend"]) == ["Пегас"]


def test_he_who_attacks_with_his_own_creature_is_the_opponent(rulebook: Any) -> None:
    """``Он … объявляет атаку своим существом Гоблин … по моему закрытому существу``: ``он``
    attacks with his own creature — a player, so the target, mine, is the other player's: the
    attack is allowed, and a closed creature does not strike back from a strike (507.1, 507.4)."""
    _, reply = _answer(
        "Герои. Он в фазе атаки ударом объявляет атаку своим существом Гоблин из игровой зоны по "
        "моему закрытому существу Лесная дриада. Отбивается?",
        rulebook,
    )
    assert reply.answer["allowed"] is True and reply.answer["strikes-back"] is False


def test_this_shot_is_no_question_of_the_attacks_type(rulebook: Any) -> None:
    """``… назначить защитника от этого выстрела?``: ``этого`` is no ``это`` (``это выстрел?``
    asks the type); whether a defender may be assigned is asked — not against a shot (507.4,
    507.5)."""
    situation, reply = _answer(
        "Орк-арбалетчик при найме стреляет в Скелета противника. Может ли противник назначить "
        "защитника от этого выстрела?",
        rulebook,
    )
    assert situation.kind == "may-attack"
    assert reply.answer["defender"] is False


def test_a_value_asked_in_general_is_answered_by_case(rulebook: Any) -> None:
    """``Когда вообще атака быстрая, а когда медленная?`` / ``Как вообще понять …``: asked in
    general, the speed is answered by case (513.2, 513.3); asked of one attack with its facts
    unsaid, it is ``unknown`` with what to add."""
    _, reply = _answer("Как вообще понять, атака быстрая или медленная?", rulebook)
    assert reply.answer["speed"] == "by case"
    _, reply = _answer("Атака входит в составную особенность. Быстрая она или медленная?", rulebook)
    assert reply.answer["speed"] == UNKNOWN


def test_a_declaration_read_in_part_is_not_answered_from_that_part(rulebook: Any) -> None:
    """``Az egyik lényemmel az ellenfél egyik lényét támadom, a másikkal egyenesen az
    ellenfelet``: the attack on the player is not read as one — so no definite answer from the
    attack on the creature alone (34.3, 34.4: the player only past the guard post)."""
    _, reply = _answer(
        "Az egyik lényemmel az ellenfél egyik lényét támadom, a másikkal egyenesen az "
        "ellenfelet. Ez szabályos?",
        rulebook,
    )
    assert reply.answer["legal"] == UNKNOWN


def test_an_attack_on_the_player_said_in_russian_is_not_dropped(rulebook: Any) -> None:
    """``В ХКК мой Тролль атакует прямо игрока, а Орк — одно из существ на его посту``: the
    attack on the player is not read as one, so the answer does not rest on the Орк's alone
    (34.3, 34.4: the player only past the guard post)."""
    _, reply = _answer(
        "В ХКК мой Тролль атакует прямо игрока, а Орк — одно из существ на его посту. Это законно?",
        rulebook,
    )
    assert reply.answer["legal"] is not True  # (no definite yes)


@pytest.mark.parametrize(
    "question",
    [
        # ``рядом с ней``: the card named last before it — the target
        "летун бьет простым ударом мою карту на поле рядом с ней стоит мой открытый гном а еще "
        "мой открытый летающий дракон в доп зоне кто может защищать",
        # a name in small letters named again as a neighbour
        "гарпия врага летает бьет простым по моему лучнику на поле рядом с лучником мой "
        "открытый рыцарь а в допзоне моя открытая летающая виверна кто может защищать",
    ],
)
def test_next_to_the_target_of_a_flyer_whatever_the_attackers_place(
    question: str, rulebook: Any
) -> None:
    """Against a flyer's strike at a card on the battlefield a creature next to the target
    defends (514.5): where the attacker stands, unsaid, decides nothing — the card is placed
    next to the target, off the attacker."""
    _, reply = _answer(question, rulebook)
    assert len(reply.answer["may-defend"]) == 2
    assert "514.5" in reply.cites


def test_the_target_before_the_verb_with_its_place_between(rulebook: Any) -> None:
    """``Мою Жрицу на поле боя бьёт … Тролль``: ``на поле боя`` is where the Жрица stands, no
    part of the attack — the Жрица is the target, and the Страж beside both defends (514.4)."""
    _, reply = _answer(
        "Мою Жрицу на поле боя бьёт простым ударом нелетающий Тролль противника. Мой открытый "
        "Страж стоит рядом с обоими. Может ли он защищать?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Страж"]


def test_the_target_named_by_a_pronoun_after_po(rulebook: Any) -> None:
    """``Моя Жрица стоит на поле, по ней бьёт … летающий Грифон``: ``по ней`` is the Жрица;
    the closed Страж beside her defends nowhere (514.1), the open flyer does (514.5)."""
    _, reply = _answer(
        "Моя Жрица стоит на поле, по ней бьёт простым ударом летающий Грифон соперника. Рядом с "
        "Жрицей мой закрытый Страж, а мой летающий Пегас открыт и сидит во вспомогательной "
        "зоне. Кто из моих может встать в защиту?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Пегас"]


def test_next_to_said_with_k(rulebook: Any) -> None:
    """``стоит впритык к Жрецу``: next to the target; against a flyer that is enough (514.5)."""
    _, reply = _answer(
        "летяга противника бахнула простым по моему Жрецу, он на поле. мой Страж стоит впритык "
        "к Жрецу, открытый. может он заблочить?",
        rulebook,
    )
    assert [n.lower() for n in reply.answer["may-defend"]] == ["страж"]


def test_what_the_speed_of_an_attack_hangs_on_is_answered_by_case(rulebook: Any) -> None:
    """``От чего зависит, …?`` asks how to tell the cases apart: by case, the feature's speed
    deciding (513.2, 513.3)."""
    _, reply = _answer("От чего зависит, быстрая атака или медленная?", rulebook)
    assert reply.answer["speed"] == "by case"
    assert {"513.1", "513.2", "513.3"} <= set(reply.cites)


def test_my_own_being_in_the_instrumental_attacks_further_from_the_verb(rulebook: Any) -> None:
    """``бью в фазе атаки своим орком … по вражескому герою``: the orc the player calls their own
    attacks, the enemy hero is struck (not taken as the asker's own, 507.2)."""
    situation, _ = _answer(
        "Герои: бью в фазе атаки своим орком (он в игре) по вражескому герою. Соперник может "
        "подставить блокера?",
        rulebook,
    )
    assert situation.stated.get("attacker.side") == "active"
    assert situation.stated.get("target.side") == "inactive"


def test_a_card_denied_next_to_the_attacker_a_few_words_on(rulebook: Any) -> None:
    """``не стоит рядом с атакующим Орком, только рядом с целью``: the negation reaches the
    attacker past ``атакующим``; next to the target only, the Рыцарь may not defend against a
    non-flyer's strike (514.4), open or closed."""
    situation, reply = _answer(
        "Мой Рыцарь не стоит рядом с атакующим Орком, только рядом с целью — моей Жрицей на поле "
        "боя. Орк не летает, удар простой. Может Рыцарь защищать?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == []


def test_a_long_word_with_a_letter_left_out_is_read_whole(rulebook: Any) -> None:
    """``дополнительой зоне``: its stem cut short by the missing letter, the whole form is one
    letter off ``дополнительной`` — the auxiliary zone; a flyer there defends (514.7)."""
    situation, reply = _answer(
        "Мой Кентавр (не летаюший) бьёт простым ударом Вампира протиивника, который в "
        "дополнительой зоне. У противника там открытая летаюшая Гарпия. Может она защищать?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Гарпия"]
    assert "дополнительой→дополнительной" in situation.read_as


@pytest.mark.parametrize(
    "question",
    [
        "в хкк пассивное здание можно снести если бахнуть по нему в подфазе ударов",
        "хкк: задамажил пассивку противника в подфазу удара — это снос здания или нет?",
    ],
)
def test_pulling_a_passive_building_down_in_players_russian(question: str, rulebook: Any) -> None:
    """``снести``, ``снос``, ``пассивка``: a passive building cannot be destroyed (34.11)."""
    situation, reply = _answer(question, rulebook)
    assert (situation.game, situation.kind) == ("hkk", "is-destruction")
    assert reply.answer["destruction"] is False
    assert "34.11" in reply.cites


@pytest.mark.parametrize(
    "question",
    [
        "Melyik részfázisokban számít rombolásnak, ha egy lény megsebez egy építményt?",
        "Az ütés részfázisban minden építményt le lehet rombolni, vagy van kivétel?",
    ],
)
def test_which_sub_phases_and_exceptions_ask_of_every_case(question: str, rulebook: Any) -> None:
    """``Melyik részfázisokban …?``, ``… vagy van kivétel?``: asked of every case — by case
    (34.10, 34.11)."""
    _, reply = _answer(question, rulebook)
    assert reply.answer["destruction"] == "by case"


def test_declaring_no_attacker_in_russian_is_allowed(rulebook: Any) -> None:
    """``не объявляю ни одного атакующего``: an empty declaration — allowed (34.2)."""
    _, reply = _answer(
        "В ХКК атаковать ведь не обязательно? Если я не объявляю ни одного атакующего, это "
        "допустимо?",
        rulebook,
    )
    assert reply.answer["legal"] is True
    assert "34.2" in reply.cites


def test_a_card_listed_after_its_neighbour_under_my_heading_is_mine(rulebook: Any) -> None:
    """``У меня рядом со Стражем открытый Гном``: the Гном (nominative) stands there, the Страж
    after ``со`` is its neighbour — the Гном is the asker's; against a flyer it defends next to
    the target (514.5), as the open flyer Пегас does; the closed Тролль does not (514.1)."""
    _, reply = _answer(
        "Летун соперника бьёт простым по моему Стражу на поле. У меня рядом со Стражем открытый "
        "Гном, в допке открытый летун Пегас, и ещё тапнутый Тролль тоже рядом со Стражем. Кто "
        "может встать в блок?",
        rulebook,
    )
    assert sorted(reply.answer["may-defend"]) == ["Гном", "Пегас"]


def test_a_non_flyer_called_by_players_word_attacks(rulebook: Any) -> None:
    """``своей нелеткой с C3``: the attacker, unnamed, does not fly; the open Страж on B4 stands
    next to both (514.4), the flyer in the auxiliary zone does not defend the field (514.4)."""
    _, reply = _answer(
        "Противник бахнул простым ударом своей нелеткой с C3 по моему Эльфу на C4. У меня открытый "
        "Страж на B4 и открытая летяга Гарпия в допке. Кем могу вписаться?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Страж"]


def test_my_flyer_defends_against_a_flyer_wherever_the_target_is(rulebook: Any) -> None:
    """``Моя … Гарпия может защищать от удара летающего существа противника?``: the card in the
    genitive after ``удара`` attacks (the opponent's: the asker is the other player); the
    asker's open flyer may defend whether the target is on the field (514.5) or in the
    auxiliary zone (514.6) — both decide, both cited."""
    _, reply = _answer(
        "Моя открытая летающая Гарпия может защищать от удара летающего существа противника?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Гарпия"]
    assert {"514.5", "514.6"} <= set(reply.cites)


@pytest.mark.parametrize(
    ("question", "allowed"),
    [
        ("Можно ли сыграть внезапную способность во время атаки?", "unknown"),
        ("Могу я сыграть модификатор к силе атаки, пока противник меня атакует?", "unknown"),
        ("Кубы уже кинули, можно теперь перекинуть атаку на другую карту, типа редирект сделать?",
         False),
        ("На каком этапе атаки можно назначать защитника?", "by case"),
    ],
)  # fmt: skip
def test_acts_at_an_attacks_stages_are_classic_berserk(
    question: str, allowed: Any, rulebook: Any
) -> None:
    """A sudden ability, a strength modifier, a redirect once the dice are rolled: acts at the
    stages of an attack only Берсерк (classic) encodes (511.5, «Предварительный этап») — not
    a Герои attack."""
    situation, reply = _answer(question, rulebook)
    assert (situation.game, situation.kind) == ("berserk", "may-act")
    assert reply.answer["allowed"] == allowed


@pytest.mark.parametrize(
    ("question", "legal"),
    [
        ("можно в хкк втроём навалиться на одну тварь на посту? мои орк, тролль и эльф все лезут "
         "на рыцаря врага", False),
        ("Ребят, в HKK я тремя тварями навалился на одно его существо на посту. Норм или нет?",
         False),
        ("в хкк можно вдвоём завалить одну тварь на посту врага? орк и тролль оба идут на его "
         "рыцаря", True),
    ],
)  # fmt: skip
def test_players_russian_verbs_of_piling_onto_one_creature(
    question: str, legal: bool, rulebook: Any
) -> None:
    """``навалиться``, ``завалить``: attacking; ``одну тварь`` counts the one attacked, not the
    attackers — three on one creature break 34.5, two do not."""
    situation, reply = _answer(question, rulebook)
    assert (situation.game, situation.kind) == ("hkk", "attack-declaration")
    assert reply.answer["legal"] is legal


@pytest.mark.parametrize(
    "question",
    [
        "Герои. Абилкой форсю драку своего орка с тапнутым гоблином врага — гоблин отбивается?",
        "Герои: при сражении, навязанном способностью моего Палача, закрытое существо противника "
        "Дриада разве не отбивается?",
    ],
)
def test_a_forced_fight_by_my_card_against_the_opponents(question: str, rulebook: Any) -> None:
    """``драку своего орка с … гоблином врага``, ``способностью моего Палача``: my card makes
    the fight, the opponent's is fought — allowed, and in a fight any creature strikes back,
    closed too (507.4); no defender (507.4)."""
    _, reply = _answer(question, rulebook)
    assert reply.answer["allowed"] is True
    assert reply.answer["strikes-back"] is True
    assert reply.answer["defender"] is False


def test_two_cards_placed_by_no_role_card_on_a_cell_stand_apart(rulebook: Any) -> None:
    """The target in the auxiliary zone, the attacker on no cell said: the Гном and the Страж,
    their cells unsaid, each take a cell of their own (it tells nothing here) — not left
    unread; neither flies, so neither defends a card in the auxiliary zone against a
    non-flyer (514.7)."""
    _, reply = _answer(
        "Нелетающее существо соперника, Тролль, бьёт простым ударом мою карту во вспомогательной "
        "зоне — Фею. У меня нет ни одного летающего существа, только открытые нелетающие Гном и "
        "Страж на поле, оба рядом с Троллем. Кто-то из них может защищать?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == []
    assert "514.7" in reply.cites


def test_a_count_typed_as_a_digit_with_its_ending(rulebook: Any) -> None:
    """``3мя сущ``: three attackers on one creature in the guard post — 34.5 allows two."""
    _, reply = _answer(
        "хкк можно ли 3мя сущ бить одно существо врага на посту мои все тоже на посту", rulebook
    )
    assert reply.answer["legal"] is False


# ------------------------------------------------------------- a question that names no game


def test_a_question_of_no_game_that_the_games_answer_differently_is_answered_by_game(
    rulebook: Any,
) -> None:
    """``Когда закрывается защитник?``: Берсерк closes the defender at the payment stage
    (514.9), Берсерк. Герои after the fight (506.3); the question names neither, so the answer
    is each game's, never one game's guessed."""
    situation, reply = _answer("Когда закрывается защитник?", rulebook)
    assert {situation.game, *(s.game for s in situation.also)} == {"berserk", "berserk-heroes"}
    assert reply.answer["closed-at"] == UNKNOWN
    assert reply.needs == ("game",)
    by_game = {case.card["game"]: case.value for case in reply.cases}
    assert by_game == {"berserk": "payment-stage", "berserk-heroes": "after-fight"}
    assert {"514.9", "506.3"} <= set(reply.cites)
    text = reply_text(reply)
    assert text.splitlines()[0].endswith("зависит от игры, а вопрос её не называет")
    assert "игра Берсерк — закрывается на этапе оплаты" in text
    assert "игра Берсерк. Герои — закрывается после сражения" in text


@pytest.mark.parametrize(
    ("question", "game", "closed_at"),
    [
        # the game named, or told by a word only it has (a simple strike, a cell): its answer
        ("Когда закрывается защитник в классике?", "berserk", "payment-stage"),
        ("Герои: когда закрывается защитник?", "berserk-heroes", "after-fight"),
        ("Когда закрывается защитник от простого удара?", "berserk", "payment-stage"),
        ("Мой Страж с D4 встал защитником. Когда он закроется?", "berserk", "payment-stage"),
    ],
)
def test_a_question_that_tells_its_game_is_answered_in_it(
    question: str, game: str, closed_at: str, rulebook: Any
) -> None:
    situation, reply = _answer(question, rulebook)
    assert (situation.game, situation.also) == (game, ())
    assert reply.answer["closed-at"] == closed_at


def test_an_answer_offered_or_claimed_tells_no_game(rulebook: Any) -> None:
    """``на этапе оплаты удара или после сражения?``: both answers offered — ``сражение`` is
    a word of Герои's, but here it is one of the answers asked between, not the game."""
    situation, reply = _answer(
        "Когда закрывается защитник — на этапе оплаты удара или после сражения?", rulebook
    )
    assert situation.also and reply.needs == ("game",)


def test_the_game_chosen_answers_in_that_game(rulebook: Any) -> None:
    situation = read("Когда закрывается защитник?", rulebook, game="berserk-heroes")
    assert situation is not None and situation.also == ()
    assert answer_situation(situation, rulebook).answer["closed-at"] == "after-fight"


# ------------------------------------------------------------------ words read since round 101


def test_a_word_typed_in_two_alphabets_is_read_in_its_own(rulebook: Any) -> None:
    """``сeбя`` with a Latin ``e`` (a keyboard switched mid-word): read as ``себя`` — a
    character may not attack itself (507.2)."""
    _, reply = _answer("В Героях может ли существо атаковать само сeбя?", rulebook)
    assert reply.answer["allowed"] is False
    assert "507.2" in reply.cites


def test_a_womans_noun_in_nitsa_names_a_creature(rulebook: Any) -> None:
    """``Лучницей``: the dictionary lacks ``лучница``, but ``лучник`` is a living being's noun
    — a creature, whom a fight may take (507.4); a closed one strikes back in a fight."""
    _, reply = _answer(
        "Способность заставляет моего Вервольфа сразиться с Лучницей противника, а Лучница "
        "закрыта. Будет ли Лучница отбиваться?",
        rulebook,
    )
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}


def test_a_name_of_two_words_is_one_card(rulebook: Any) -> None:
    """``Ледяным волком``: an adjective capitalised, its noun in small letters — one card, a
    wolf (a creature), not the adjective a card and the wolf another."""
    _, reply = _answer(
        "Противник сыграл свойство своего Огра, которое заставило Огра сразиться с моим "
        "Ледяным волком. Волк был закрыт. Будет ли закрытый волк отбиваться?",
        rulebook,
    )
    assert reply.answer["allowed"] is True and reply.answer["strikes-back"] is True


@pytest.mark.parametrize(
    "question",
    [
        # the guard post and a guard in players' English, with Hungarian endings
        "Ha az ellenfél mindkét guardját lefogom — az Elf íjászt a Törpével, a Lovagot a "
        "Kentaurral —, mehet a Sárkány face-re? Az ő guard postjában csak ez a kettő van, az "
        "enyéim mind a guard postban állnak.",
        # the question counts the attackers the story named: no three more creatures
        "Az ellenfel orposztjaban csak egy Goblin all, azt a Trollommal tamadom. Mellette az "
        "orposztombol a Lovag, a Farkas es a Kentaur mindharman az ellenfel Banyajat tamadjak. "
        "Szabad harom lennyel egy epitmenyt tamadni?",
    ],
)
def test_every_guard_attacked_the_rest_break_through(question: str, rulebook: Any) -> None:
    """34.4: every creature of the opponent's guard post attacked — the others may attack a
    building or the player; 34.6: any number on a building."""
    _, reply = _answer(question, rulebook)
    assert reply.answer["legal"] is True
    assert reply.answer["breakthrough"] is True


def test_a_guard_attacked_with_nobody_is_not_attacked(rulebook: Any) -> None:
    """``a Lovagot senkivel``: nobody attacks the Lovag — no breakthrough, the Griff may not
    attack the barracks (34.4)."""
    _, reply = _answer(
        "Csak az átütés érdekel: az ellenfél őrposztjában a Hidra, a Manó és a Lovag áll. Az "
        "őrposztomból a Farkassal a Hidrát, a Medvével a Manót támadom, a Lovagot senkivel, a "
        "Griffel pedig a Kaszárnyát. Átütök?",
        rulebook,
    )
    assert reply.answer["breakthrough"] is False
    assert list(reply.answer["illegal"]) == ["Griff"]


def test_the_flight_of_the_one_card_asked_about_is_sought_both_ways(rulebook: Any) -> None:
    """514.6: against a flyer's strike at a card in the auxiliary zone only another flyer
    defends; whether the Кентавр flies is unsaid, and it alone is asked about — the answer is
    sought both ways, not taken as "does not fly" (the format's default)."""
    situation, reply = _answer(
        "Летающий Грифон соперника бьёт простым ударом по моей карте во вспомогательной зоне. "
        "Может ли её защитить мой открытый Кентавр?",
        rulebook,
    )
    assert reply.answer["may-defend"] == UNKNOWN
    assert ("Кентавр", "flying") in situation.scene.unsaid


def test_cards_set_against_a_flyer_are_said_not_to_fly(rulebook: Any) -> None:
    """``мой открытый летающий Грифон или мой Страж``: the Страж, set against a flyer, is read
    as not flying — only the Грифон defends a card in the auxiliary zone (514.6)."""
    _, reply = _answer(
        "Летающий Вампир соперника бьёт простым ударом мою Фею во вспомогательной зоне. Кто может "
        "защищать: мой открытый летающий Грифон или мой открытый Страж?",
        rulebook,
    )
    assert list(reply.answer["may-defend"]) == ["Грифон"]


def test_a_creature_of_the_games_worlds_is_a_creature(rulebook: Any) -> None:
    """``Виверну``: no animate noun of the dictionary, a creature of the games' worlds all the
    same (``FANTASY_BEINGS``) — a closed creature struck in the strike phase does not strike
    back (507.4)."""
    _, reply = _answer(
        "Мой Секирщик в фазе удара атакует закрытую Виверну противника. Можно ли назначить "
        "защитника и отобьётся ли Виверна?",
        rulebook,
    )
    assert reply.answer["strikes-back"] is False


def test_a_building_not_passive_cites_the_clause_of_passive_ones(rulebook: Any) -> None:
    """34.10 makes the damage a destruction, 34.11 forbids it only for a passive building: a
    building said not to be passive is destroyed, by both clauses."""
    _, reply = _answer(
        "Az ellenfelem nem passzív Kaszárnyáját az ütés részfázisban sebezte meg az Óriásom. Ez "
        "rombolásnak számít?",
        rulebook,
    )
    assert reply.answer["destruction"] is True
    assert {"34.10", "34.11"} <= set(reply.cites)


def test_a_card_named_by_a_noun_declined_as_an_adjective_is_a_creature() -> None:
    """``Ловчего соперника``: ``ловчий`` is a noun declined as an adjective, a living being,
    so the card is taken as a creature (the format's default of a card a word names so); an
    open creature struck in the strike phase is no closed one that does not strike back (507.4)."""
    from judge.ask.lexicon import being_lemma

    assert being_lemma("Ловчего") == "ловчий"
    assert being_lemma("Часовому") == "часовой"
    assert being_lemma("закрытого") is None  # an adjective of no being's noun


def test_the_game_named_card_again_and_the_other_side_of_a_choice(rulebook: Any) -> None:
    """``Мой нелетающий Берсерк … не рядом с Берсерком``: a card named as the game is, read as a
    card once, is that card again after a preposition — the Сатир stands next to the target
    only, so it may not defend (514.4). ``…, или … можно было только на предварительном
    этапе?``: the stage after ``или`` is the other side of a choice; the stage asked is the
    effect step, when nothing may change the target (Предварительный этап)."""
    _, reply = _answer(
        "Мой нелетающий Берсерк бьёт простым ударом Шамана соперника на поле боя. Открытый "
        "Сатир соперника стоит рядом с Шаманом, но не рядом с Берсерком. Может Сатир защищать?",
        rulebook,
    )
    assert reply.answer == {"may-defend": ()}
    choice, reply = _answer(
        "На шаге нанесения эффекта ещё можно перенаправить атаку, или перенаправлять можно было "
        "только на предварительном этапе?",
        rulebook,
    )
    assert choice.stated["stage"] == "effect"
    assert reply.answer == {"allowed": False}


def test_a_choice_whose_other_side_is_offered_as_the_only_one(rulebook: Any) -> None:
    """``Можно ли перенаправить атаку на шаге броска кубика, или только на предварительном
    этапе?``: the question asks of the dice-roll step; the preliminary stage, offered as the
    only one, is no stage stated — after it nothing may change the target (Предварительный
    этап), so no."""
    for question in (
        "Можно ли перенаправить атаку на шаге броска кубика, или только на предварительном этапе?",
        "Mozhno li perenapravit' ataku na shage broska kubika, ili tol'ko na predvaritel'nom "
        "etape?",
    ):
        situation, reply = _answer(question, rulebook)
        assert situation.stated["stage"] == "dice-roll", question
        assert reply.answer == {"allowed": False}


def test_a_fight_with_ones_own_creature_is_ruled_out_by_both_clauses(rulebook: Any) -> None:
    """507.4's row: a fight only with an opponent's creature; 507.2: no attack on one's own."""
    _, reply = _answer(
        "Герои: способность заставляет моего Орка сразиться с моим же Гномом. Можно?", rulebook
    )
    assert reply.answer["allowed"] is False
    assert {"507.2", "507.4"} <= set(reply.cites)


def test_what_one_fights_is_found_behind_a_names_adjective(rulebook: Any) -> None:
    """``с её Болотным троллем``: the noun's instrumental is the phrase's case (what one fights),
    not the capitalised adjective's guessed nominative."""
    situation, reply = _answer(
        "Герои: способность моего Шамана заставляет моего Волка сразиться с её Болотным "
        "троллем, тролль открыт. Отобьётся ли тролль?",
        rulebook,
    )
    assert situation.stated.get("target.side") == "inactive"
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}


def test_a_possessive_of_a_card_in_no_role_is_no_roles_side(rulebook: Any) -> None:
    """``своего Гнома``: the would-be defender's owner, not the target's."""
    situation, reply = _answer(
        "В Героях мой Рыцарь бьёт ударом в фазе атаки её закрытого Лесного волка. Может ли "
        "она поставить защитником своего Гнома?",
        rulebook,
    )
    assert situation.stated.get("target.side") == "inactive"
    assert reply.answer["allowed"] is True and reply.answer["defender"] is True


def test_one_card_made_to_fight_by_them_is_the_one_fought(rulebook: Any) -> None:
    situation, reply = _answer(
        "Герои: закрытое существо противника отбивается, если его заставили сразиться?", rulebook
    )
    assert situation.stated.get("target.side") == "inactive"
    assert "attacker.side" not in situation.stated or situation.stated["attacker.side"] == "active"
    assert reply.answer["strikes-back"] is True


def test_a_negation_over_a_copula_denies_the_quality(rulebook: Any) -> None:
    """513.3: an attack of a composite feature that is not fast is slow."""
    _, reply = _answer(
        "Атака входит в составную особенность, которая не является быстрой. Какая она по скорости?",
        rulebook,
    )
    assert reply.answer["speed"] == "slow"


def test_a_defender_told_as_assigned_makes_the_attack_redirected(rulebook: Any) -> None:
    """514.8: no defender for a defender."""
    situation, reply = _answer(
        "Его Орк бьёт простым ударом моего Эльфа, я уже вписал Стража защитником. Могу ещё "
        "открытым Медведем защитить Стража?",
        rulebook,
    )
    assert situation.stated.get("attack.redirected") is True
    assert reply.cases and all(case.holds is False for case in reply.cases)


def test_a_noun_whose_vowel_drops_names_its_being() -> None:
    from judge.ask.lexicon import being_lemma

    assert being_lemma("Стрелку") == "стрелок"
    assert being_lemma("Оборотня") == "оборотень"
    assert being_lemma("Сумку") is None


def test_the_other_creatures_are_a_new_group_of_attackers(rulebook: Any) -> None:
    """34.4–34.6: the one guard attacked, the other two on the building."""
    _, reply = _answer(
        "Az ellenfél őrposztjában csak egy Manó volt, azt a Griffel támadtam, a másik négy "
        "lényemmel, a Sassal, a Kossal, a Farkassal és a Medvével pedig a Tornyát. Mind az öt "
        "lényem az őrposztomban volt. Szabályos volt?",
        rulebook,
    )
    assert reply.answer["legal"] is True and reply.answer["breakthrough"] is True


def test_a_fact_of_another_building_is_not_the_damaged_ones(rulebook: Any) -> None:
    """34.11: the damaged building is the passive one; the other one's "nem passzív" is not its."""
    situation, reply = _answer(
        "Az ellenfél Vára nem passzív, az én Malmom viszont passzív. Az ütés részfázisban az ő "
        "Trollja megsebzi az én Malmomat. Rombolás?",
        rulebook,
    )
    assert situation.stated.get("building.passive") is True
    assert reply.answer["destruction"] is False


# -- stop 66: each reading checked on a sentence of its own


def test_attackers_the_sentence_before_names_in_their_reserve(rulebook: Any) -> None:
    """34.1: neither stands in the guard post, so neither may attack."""
    _, reply = _answer(
        "Sem a Medvém, sem a Farkasom nincs az őrposztban, mindkettő a tartalékban van. "
        "Megtámadhatják az ellenfél őrposztjában álló Koboldot?",
        rulebook,
    )
    assert reply.answer["legal"] is False
    assert set(reply.answer["illegal"]) == {"Medve", "Farkas"}


def test_an_attacker_onto_someone_unsaid_leaves_the_count_open(rulebook: Any) -> None:
    """34.5: whether three go onto the Lovag is not told."""
    _, reply = _answer(
        "A Sasom és a Medvém is a Lovagot támadja az ellenfél őrposztjában, a Griffem is támad "
        "valakit ott, de nem mondom meg, kit. Mind az őrposztomban állnak. Szabályos?",
        rulebook,
    )
    assert reply.answer["legal"] == "unknown"


def test_his_place_before_a_name_makes_the_card_his(rulebook: Any) -> None:
    """34.4: his guard is not attacked, so neither attacker breaks through to his building."""
    _, reply = _answer(
        "Az orposztomban allo Sassal es Medvevel tamadom az ellenfel Malmat, de az o orposztjaban "
        "allo Ork harcost senki sem tamadja. Szabalyos?",
        rulebook,
    )
    assert reply.answer["legal"] is False and reply.answer["breakthrough"] is False
    assert set(reply.answer["illegal"]) == {"Sas", "Medve"}


def test_a_name_whose_own_ending_looks_like_a_case_is_read_whole(rulebook: Any) -> None:
    """34.4: Hidra, named again in the nominative, stands in the guard post unattacked."""
    _, reply = _answer(
        "Sem a Kobrát, sem a Hidrát nem támadom, csak a Sas megy közvetlenül az ellenfélre. "
        "A Kobra és a Hidra az ellenfél őrposztjában van, a Sas az enyémben. Szabályos?",
        rulebook,
    )
    assert reply.answer["legal"] is False
    assert reply.answer["breakthrough"] is False


def test_a_creature_two_attack_in_a_story_of_its_strike_back(rulebook: Any) -> None:
    """34.8: the attacked creature's owner chooses; taken from the guard post, shown as taken."""
    situation, reply = _answer(
        "A barátom a Sasával és a Medvéjével egyszerre támadta az én Bikámat, és azt mondta, ő "
        "dönti el, melyikre üt vissza a Bikám. Kinek van igaza?",
        rulebook,
    )
    assert reply.answer["strike-back-choice"] == ("Bika",)


def test_players_english_reserve_is_the_reserve(rulebook: Any) -> None:
    """34.1: a creature in the reserve does not attack."""
    _, reply = _answer(
        "A reserve-ben ülő Koboldommal attackolhatok az ellenfél guard postos Sasára?", rulebook
    )
    assert reply.answer["legal"] is False and reply.answer["illegal"] == ("Kobold",)


def test_a_word_for_both_begins_no_name(rulebook: Any) -> None:
    """34.4: both attack the building past an unattacked guard."""
    _, reply = _answer(
        "Ket lenyem van az orposztban, a Sas es a Bika. Mindkettovel az ellenfel Malmat tamadom, "
        "pedig az ellenfel orposztjaban all egy Goblin. Szabalyos?",
        rulebook,
    )
    assert set(reply.answer["illegal"]) == {"Sas", "Bika"}


def test_one_list_with_one_ending_has_one_owner(rulebook: Any) -> None:
    """34.8: the opponent's two attack my one creature; I choose."""
    _, reply = _answer(
        "A Sasomat az orposztomban az ellenfel Orkja es Trollja tamadja. Ki valasztja ki, "
        "melyikre ut vissza a Sas?",
        rulebook,
    )
    assert reply.answer["strike-back-choice"] == ("Sas",)


def test_a_dragon_is_no_fight(rulebook: Any) -> None:
    """507.4: a strike in the attack phase may have a defender; ``драка``'s stem is no name's."""
    situation, reply = _answer(
        "В Героях мой Дракон атакует ударом открытое существо соперника. Можно ли назначить "
        "защитника?",
        rulebook,
    )
    assert situation.stated.get("attack.mode") == "strike"
    assert reply.answer["defender"] is True


def test_the_title_before_a_verb_in_the_past_is_the_game(rulebook: Any) -> None:
    """507.4: a fight with an opponent's creature takes no defender."""
    situation, reply = _answer(
        "герои заставил сразиться открытое существо врага защитник можно", rulebook
    )
    assert situation.stated.get("attacker.type") != "hero"
    assert reply.answer["defender"] is False


def test_the_card_whose_ability_shoots_is_the_attacker(rulebook: Any) -> None:
    """508.3: a shot at an opponent's creature takes no defender."""
    situation, reply = _answer(
        "В Героях выстрел — способность моего Ворона по вражескому Медведю. Назначается ли "
        "защитник?",
        rulebook,
    )
    assert situation.stated.get("target.side") == "inactive"
    assert reply.answer["allowed"] is True and reply.answer["defender"] is False


def test_forms_of_beings_the_lexicon_lacks() -> None:
    from judge.ask.lexicon import being_lemma

    assert being_lemma("псом") == "пес"
    assert being_lemma("Копейщицу") == "копейщица"
    assert being_lemma("Волкодлаком") == "волкодлак"


def test_the_phase_attack_as_players_say_it_is_a_strike(rulebook: Any) -> None:
    """507.1, 507.4: a strike at the opponent's hero is allowed and may have a defender."""
    _, reply = _answer("Герои: можно обычной атакой ударить героя соперника?", rulebook)
    assert reply.answer["allowed"] is True and reply.answer["defender"] is True


def test_either_of_two_undecided_leaves_the_attack_open(rulebook: Any) -> None:
    """507.4: a strike at a hero is allowed, a fight with one is not: undecided, so open."""
    _, reply = _answer(
        "Можно ли моим существом атаковать героя противника? Пока не решил, ударом или "
        "способностью «заставить сразиться».",
        rulebook,
    )
    assert reply.answer["allowed"] == "unknown"


def test_a_defender_put_into_the_block_closes_at_payment(rulebook: Any) -> None:
    """514.9."""
    _, reply = _answer(
        "соперник тапнул своего Вепря в блок против моего простого удара. в классике он тапается "
        "сразу или после драки?",
        rulebook,
    )
    assert reply.answer["closed-at"] == "payment-stage"


def test_a_rule_claimed_after_a_colon_names_no_game(rulebook: Any) -> None:
    """514.9: the simple strike names classic Берсерк; the friend's "сражения" is his claim."""
    _, reply = _answer(
        "Ход Пети. Его нелетающий Волк объявляет простой удар по моей Фее, я назначаю защитником "
        "своего открытого Медведя. Петя говорит: Медведь закроется только после сражения. Когда "
        "по правилам закрывается мой Медведь, назначенный защитником?",
        rulebook,
    )
    assert reply.answer["closed-at"] == "payment-stage"


def test_a_negated_verb_denies_its_manner(rulebook: Any) -> None:
    """507.4: not a strike but a forced fight: no defender."""
    situation, _ = _answer(
        "Мой Волк не атакует ударом: способность заставляет его сразиться с существом соперника "
        "Медведем. Может соперник назначить защитника?",
        rulebook,
    )
    assert "strike" not in str(situation.stated.get("attack.mode"))


def test_cards_that_fight_with_no_ability_said_leave_the_attack_open(rulebook: Any) -> None:
    """506.3, 507.4: an attack's two cards fight in any attack; only an ability forces one."""
    situation, reply = _answer(
        "В Героях мой Волк сражается с Медведем соперника. Отбивается ли Медведь?", rulebook
    )
    assert "attack.mode" not in situation.stated or situation.stated["attack.mode"] == "open"
    assert reply.answer["strikes-back"] == "unknown"
    _, forced = _answer(
        "В Героях мой Волк по способности сражается с Медведем соперника. Отбивается ли Медведь?",
        rulebook,
    )
    assert forced.answer["strikes-back"] is True
    _, brawl = _answer(
        "Герои: мой Орк дерётся с закрытым Гоблином соперника. Он отобьётся?", rulebook
    )
    assert brawl.answer["strikes-back"] == "unknown"


# -- stop 67: words read on rounds 126–128 (each of these failed at a27e764)


def test_all_of_them_in_the_guard_post_places_the_target_too(rulebook: Any) -> None:
    """34.5, 34.8: two attackers on one guard-post creature may attack; it chooses one."""
    _, reply = _answer(
        "a goblinom meg az orkom mehet együtt a lovagjára mind őrposztban vannak", rulebook
    )
    assert reply.answer["legal"] is True
    assert reply.answer["strike-back-choice"] == ("Lovag",)


def test_a_small_letter_list_begins_a_question(rulebook: Any) -> None:
    """34.5: no more than two creatures on one creature — all three are out of the rules."""
    _, reply = _answer(
        "elf törpe óriás mind rámehet az ő sárkányára mind őrposztban vannak", rulebook
    )
    assert reply.answer["legal"] is False
    assert set(reply.answer["illegal"]) == {"Elf", "Törpe", "Óriás"}


def test_the_verbs_ra_before_its_target_points_back_to_nothing(rulebook: Any) -> None:
    """34.4: the Medve is left unattacked, so the Troll may not go past onto the chapel."""
    _, reply = _answer(
        "Az ellenfél őrposztjában egy Farkas és egy Medve áll. Az őrposztomból az Orkkal a "
        "Farkasra megyek, a szintén őrposztos Trollal meg rá a Kápolnájára. Mehet a Troll a "
        "Kápolnára?",
        rulebook,
    )
    assert reply.answer["legal"] is False
    assert reply.answer["illegal"] == ("Troll",)


def test_beating_a_guard_down_is_an_attack(rulebook: Any) -> None:
    """34.4: every guard attacked, so another attacker goes past to the player."""
    _, reply = _answer(
        "Az ellenfél őrposztjában csak egy Goblin áll. Ha a Trollal a Goblint lenyomom, a "
        "Sárkány mehet az ellenfélre? Mindkettő az őrposztomban áll.",
        rulebook,
    )
    assert reply.answer["legal"] is True
    assert reply.answer["breakthrough"] is True


def test_a_rule_word_listed_with_egy_is_a_name(rulebook: Any) -> None:
    """34.4: the Hidra stands in the guard post with the Gólem; both attacked, so the Sárkány
    goes past."""
    _, reply = _answer(
        "Az ellenfelem őrposztjában egy Hidra és egy Gólem áll. A Trollommal a Hidrát, a "
        "Farkasommal a Gólemet támadom, a Sárkányommal pedig az ellenfelet. Mindhárom lényem "
        "az őrposztban van. Szabályos?",
        rulebook,
    )
    assert reply.answer["legal"] is True
    assert reply.answer["breakthrough"] is True


def test_the_title_before_an_infinitive_is_the_game(rulebook: Any) -> None:
    """507.4: a forced fight — any creature strikes back, even a closed one."""
    situation, reply = _answer(
        "герои заставить сразиться с закрытым существом противника оно отобьётся", rulebook
    )
    assert "attacker.type" not in situation.stated
    assert reply.answer["strikes-back"] is True


def test_the_opponent_who_acts_is_the_active_player(rulebook: Any) -> None:
    """507.1, 507.4: the opponent's strike at my closed creature: allowed; no strike back."""
    _, reply = _answer(
        "Герои: мою закрытую Фею опп бьёт ударом в фазе атаки — она отобьётся?", rulebook
    )
    assert reply.answer["allowed"] is True
    assert reply.answer["strikes-back"] is False


def test_what_is_not_attacked_instead_states_nothing(rulebook: Any) -> None:
    """507.4: a strike at a closed creature: allowed, it does not strike back."""
    situation, reply = _answer(
        "Герои: мой Орк атакует ударом его героя, а его Волк закрыт. Может ли мой Орк вместо "
        "героя атаковать его Волка и отобьётся ли Волк?",
        rulebook,
    )
    assert "attacker.type" not in situation.stated
    assert reply.answer["allowed"] is True


def test_the_card_set_to_defend_is_no_target(rulebook: Any) -> None:
    """507.4: forced to fight: no defender, the closed creature strikes back."""
    _, reply = _answer(
        "Герои: моя способность заставляет моего Медведя сразиться с его закрытой Рысью. Рысь "
        "отобьётся? Может ли он назначить своего Волка защитником?",
        rulebook,
    )
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}


def test_the_card_that_forces_a_fight_fights_no_one(rulebook: Any) -> None:
    """507.4: the hero's ability makes my Волк fight: the Гоблин strikes back though closed."""
    situation, reply = _answer(
        "Герои: мой герой играет способность, которая заставляет моего Волка сразиться с "
        "Гоблином противника. Гоблин закрыт. Отобьётся ли Гоблин?",
        rulebook,
    )
    assert situation.stated.get("attacker.type") != "hero"
    assert reply.answer["strikes-back"] is True


def test_an_abilitys_owner_is_no_target(rulebook: Any) -> None:
    """507.1, 507.4: my card's property makes my Орк fight his closed Волк."""
    _, reply = _answer(
        "Герои. Мой Орк по свойству моей же карты должен сразиться с его закрытым Волком. "
        "Отобьётся ли Волк?",
        rulebook,
    )
    assert reply.answer["allowed"] is True
    assert reply.answer["strikes-back"] is True


def test_players_forcing_word_makes_its_object_fight(rulebook: Any) -> None:
    """507.1, 507.4: the opponent forces his own card to fight mine: allowed, no defender."""
    situation, reply = _answer(
        "Герои: соперник абилкой форсит своего Тролля подраться с моим Гномом. Могу поставить "
        "защитника?",
        rulebook,
    )
    assert situation.stated["attacker.side"] == "active"
    assert reply.answer["allowed"] is True and reply.answer["defender"] is False


def test_what_a_strike_back_goes_at_is_the_attacker(rulebook: Any) -> None:
    """507.1, 507.4: my strike at her open knight: allowed, a defender may be set."""
    situation, reply = _answer(
        "Герои: мой Огр в фазе атаки бьёт ударом её Рыцаря, её Рыцарь открыт. Может ли она "
        "назначить защитника и ответит ли её рыцарь моему огру?",
        rulebook,
    )
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer["allowed"] is True and reply.answer["defender"] is True


def test_own_after_a_third_persons_card_is_theirs(rulebook: Any) -> None:
    """507.1: my strike at his hero; "своего" is the Страж's owner's, not the attacker's."""
    situation, reply = _answer(
        "Мой Эльф в фазе атаки ударом бьёт его героя, а его Страж хочет защитить своего героя. "
        "Можно так?",
        rulebook,
    )
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer["allowed"] is True


def test_the_heros_ability_that_makes_a_creature_fight(rulebook: Any) -> None:
    """507.4: my Валькирия made to fight his closed creature: it strikes back, no defender."""
    situation, reply = _answer(
        "Герои: способность моего героя заставляет мою Валькирию из игровой зоны сразиться с его "
        "Лесовиком, а его Лесовик закрыт. Его Лесовик отобьётся?",
        rulebook,
    )
    assert "attacker.type" not in situation.stated
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}


def test_x_before_szel_is_the_names_own(rulebook: Any) -> None:
    """34.4: the Manó is left unattacked, so the Szfinx may not go past to the player."""
    _, reply = _answer(
        "Az ellenfél őrposztjában egy Törpe és egy Manó áll. Az őrposztomból a Kentaurral a "
        "Törpét, a Szfinxszel pedig az ellenfelet támadom. Szabályos?",
        rulebook,
    )
    assert reply.answer["illegal"] == ("Szfinx",)


def test_a_guard_nobody_attacks_is_the_opponents(rulebook: Any) -> None:
    """34.4: the Manó in the guard post is left unattacked: no attacker goes past."""
    _, reply = _answer(
        "Az aktív játékos az Orkkal és a Griffel az ellenfél Malom nevű építményére támadott, a "
        "Medvével pedig megtámadta az őrposztban álló Goblint. Az őrposztban állt még egy Manó "
        "is, amit senki sem támadott. Szabályos volt?",
        rulebook,
    )
    assert reply.answer["legal"] is False
    assert set(reply.answer["illegal"]) == {"Ork", "Griff"}


def test_a_place_said_as_either_of_two_is_left_open_in_russian_hkk(rulebook: Any) -> None:
    """34.3: a creature in the opponent's guard post may be attacked, one in reserve may not —
    "в őrposzt или в резерве" decides nothing."""
    _, reply = _answer(
        "В HKK мой Гном стоит в őrposzt, а Эльф соперника — не помню, в őrposzt или в резерве. "
        "Может ли Гном атаковать Эльфа?",
        rulebook,
    )
    assert reply.answer["legal"] == "unknown"
    assert {c.holds for c in reply.cases} == {True, False}


def test_a_name_the_stemmer_cuts_short_is_still_a_card(rulebook: Any) -> None:
    """34.4: the only guard, the Hidra (stemmed to two letters, a rule word's stem), is a card
    the Troll attacks, so the Lovag may go at the player."""
    situation, reply = _answer(
        "Az ellenfél őrposztjában csak a Hidra áll, azt a Trollom támadja, a Lovagom pedig az "
        "ellenfelet. Mindkét lényem az őrposztomban van. Szabályos?",
        rulebook,
    )
    assert ("Troll", "Hidra") in situation.scene.attacks
    assert reply.answer["legal"] is True and reply.answer["breakthrough"] is True


@pytest.mark.parametrize(
    ("question", "told"),
    [
        # the bracket's clause ends before the ``а`` of the sentence: the target's place is told
        (
            "Враг бьёт наземным Троллем (не флаер) по моему Эльфу на поле, а мой Орёл в допке.",
            "поле",
        ),
        # ``не X, а Y`` within one clause still denies X and states Y
        ("Противник бьёт не простым ударом, а выстрелом.", "выстрелом"),
    ],
)
def test_a_negation_in_brackets_ends_with_them(question: str, told: str) -> None:
    from judge.ask import grammar
    from judge.ask.situation import read_words

    words = read_words(question, "ru")
    denied = grammar.negated(words, "ru")
    assert next(i for i, w in enumerate(words) if w.text == told) not in denied
    assert denied  # (the bracket's own word, or ``простым ударом``, is denied)


@pytest.mark.parametrize(
    "question",
    [
        # a verb of striking, the kind said right after it
        "Противник бьёт выстрелом: его Лучник стреляет в моего Гнома. Мой открытый Страж стоит "
        "рядом с обоими. Может ли Страж защищать?",
        # a word whose own value is denied after it, the other one stated
        "Удар по моему Гному — не простой удар, а выстрел Лучника. Может ли открытый Страж, "
        "стоящий рядом с обоими, выступить защитником?",
    ],
)
def test_a_strike_word_gives_way_to_the_shot_said_after_it(question: str, rulebook: Any) -> None:
    """514.2: a defender only against a simple strike; a shot takes none."""
    situation, reply = _answer(question, rulebook)
    assert situation.stated["attack.kind"] == "shot"
    assert reply.answer["may-defend"] == ()


def test_a_round_of_the_tournament_is_no_place_in_an_ability(rulebook: Any) -> None:
    """513.3: a slow composite ability's attack is slow; "третий раунд" counts no ability."""
    situation, reply = _answer(
        "Третий раунд турнира. Атака идёт последней способностью в составной особенности, а сама "
        "особенность медленная. Атака быстрая или медленная?",
        rulebook,
    )
    assert situation.stated.get("ability.position") != 3
    assert reply.answer["speed"] == "slow"


def test_the_forcing_card_fights_the_one_it_makes_fight_it(rulebook: Any) -> None:
    """507.4: his Волколак makes my closed Кабан fight it: allowed, no defender, it strikes
    back."""
    situation, reply = _answer(
        "Герои: его Волколак своей способностью заставляет моего Кабана сразиться с ним. Мой "
        "Кабан закрыт. Отобьётся ли Кабан и можно ли назначить ему защитника?",
        rulebook,
    )
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}


def test_the_speakers_first_person_is_not_the_askers(rulebook: Any) -> None:
    """507.1, 507.4: Петя strikes my closed Медведь in the attack phase: allowed, a defender
    may be set, a closed creature does not strike back."""
    situation, reply = _answer(
        "Играем в Героев. У Пети в игровой зоне Гоблин, у меня закрытый Медведь. Петя говорит: "
        "бью Гоблином твоего Медведя ударом в фазе атаки. Можно ли так, можно ли назначить "
        "защитника и отобьётся ли Медведь?",
        rulebook,
    )
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer == {"allowed": True, "defender": True, "strikes-back": False}


def test_the_place_of_the_card_asked_about_is_not_the_targets(rulebook: Any) -> None:
    """514.4, 514.7: where the Гном is struck is not said — "в допке" is the Грифон's place —
    so whether the Грифон may defend turns on it: by case, never the Грифон outright."""
    situation, reply = _answer(
        "Его нелетающий Огр бьёт простым ударом по моему Гному, а мой летающий Грифон открыт и "
        "висит в допке. Может он встать в блок?",
        rulebook,
    )
    assert "target.zone" not in situation.stated
    assert reply.answer["may-defend"] != ("Грифон",)


def test_a_place_right_after_a_card_is_that_cards(rulebook: Any) -> None:
    """514.7: a flyer may defend a card in the auxiliary zone from a non-flyer's strike."""
    situation, reply = _answer(
        "Может ли мой открытый летающий Сокол защитить Фею во вспомогательной зоне от простого "
        "удара нелетающего Огра противника?",
        rulebook,
    )
    assert situation.stated["target.zone"] == "auxiliary"
    assert reply.answer["may-defend"] == ("Сокол",)


def test_a_place_after_his_word_is_the_targets_not_the_attackers(rulebook: Any) -> None:
    """34.3: only creatures of the opponent's guard post may be attacked: the Lovag's target
    stands in reserve — its place, not the Lovag's."""
    situation, reply = _answer(
        "Az én Trollom az ő őrposztjában álló Goblinját támadja, az én Lovagom pedig az ő "
        "tartalékában lévő Orkját. Szabályos?",
        rulebook,
    )
    assert situation.scene.cards["Ork"]["zone"] == "reserve"
    assert situation.scene.cards["Lovag"].get("zone") != "reserve"
    assert reply.answer["illegal"] == ("Lovag",)


def test_a_being_named_after_a_being_is_a_card_of_its_own(rulebook: Any) -> None:
    """507.1, 507.2: whose the Знахарь is decides (the opponent's: yes; my own: no) — so by
    case, not "моим Соколом Знахаря" read as one card of mine."""
    situation, reply = _answer("Герои: можно ли атаковать ударом моим Соколом Знахаря?", rulebook)
    assert "target.side" in situation.unstated
    assert reply.answer["allowed"] == "unknown"


def test_my_own_card_said_with_zhe_is_the_attackers_side(rulebook: Any) -> None:
    """507.2: no character attacks its own side."""
    situation, reply = _answer(
        "v Geroyah moy Ork-razvedchik v igrovoy zone mozhet atakovat' udarom moego zhe Trollya?",
        rulebook,
    )
    assert situation.stated["target.side"] == "active"
    assert reply.answer["allowed"] is False


def test_the_place_after_the_name_before_is_that_names(rulebook: Any) -> None:
    """34.1: only creatures of the guard post attack — the Medve comes from reserve."""
    situation, reply = _answer(
        "A Griffem az őrposztomból, a Medvém a tartalékomból támadja az ellenfél őrposztos "
        "Goblinját. Szabályos?",
        rulebook,
    )
    assert situation.scene.cards["Medve"]["zone"] == "reserve"
    assert reply.answer["illegal"] == ("Medve",)


def test_with_both_after_two_cards_each_with_its_place(rulebook: Any) -> None:
    """34.1: the Farkas stands in reserve, so it may not attack with the Lovag."""
    situation, reply = _answer(
        "A tartalékomban állt a Farkas, az őrposztomban a Lovag, és mindkettővel az ellenfél "
        "Goblinjára támadtam, ami az ő őrposztjában állt. Szabályos?",
        rulebook,
    )
    assert ("Farkas", "Goblin") in situation.scene.attacks
    assert reply.answer["illegal"] == ("Farkas",)


def test_the_player_typed_without_a_vowel(rulebook: Any) -> None:
    """34.4: the only guard is attacked, so the Ork may attack the player."""
    situation, reply = _answer(
        "Az ellenfél őrposztjában csak a Goblin áll, azt a Trollal támadom, az Orkkal pedig az "
        "ellenfelt. Mindkettő az őrposztomban van. Szabályos?",
        rulebook,
    )
    assert ("Ork", "player") in situation.scene.attacks
    assert reply.answer["legal"] is True and reply.answer["breakthrough"] is True


def test_the_other_players_cards_placed_at_once_and_one_nobody_attacks(rulebook: Any) -> None:
    """34.4: his Manó in the guard post is attacked by nobody: the Ork may not go at a
    building."""
    situation, reply = _answer(
        "Az én Trollom az ő Goblinját támadja, az ő Manóját senki, az én Orkom pedig az ő "
        "Tornyát. Az én lényeim az én őrposztomban állnak, az övéi az ő őrposztjában. Szabályos?",
        rulebook,
    )
    assert situation.scene.cards["Manó"]["zone"] == "guard-post"
    assert reply.answer["legal"] is False and reply.answer["illegal"] == ("Ork",)


def test_onto_it_back_to_the_player_named_before(rulebook: Any) -> None:
    """34.4, 34.6: the only guard is attacked; any number may attack the player."""
    situation, reply = _answer(
        "Hány lény mehet egyszerre a játékosra? Az őrposztomból négy lénnyel mennék rá, az ő "
        "őrposztjában lévő egyetlen Goblinját pedig a Trollom támadja. Szabályos?",
        rulebook,
    )
    assert sum(1 for _, target in situation.scene.attacks if target == "player") == 4
    assert reply.answer["legal"] is True


def test_one_each_before_a_clause_with_its_own_attacker(rulebook: Any) -> None:
    """34.4: both guards are attacked, one creature each, so the Lovag may attack a building."""
    situation, reply = _answer(
        "Az ellenfél őrposztjában két lény áll: Goblin és Farkas. A Goblint és a Farkast támadom "
        "egy-egy lénnyel, a Lovagommal pedig az ellenfél Tornyát. Szabályos?",
        rulebook,
    )
    assert ("Lovag", "Torony") in situation.scene.attacks
    assert reply.answer["legal"] is True and reply.answer["breakthrough"] is True


def test_a_place_before_a_participle_is_the_next_cards(rulebook: Any) -> None:
    """34.3: a creature in the opponent's reserve may not be attacked."""
    situation, reply = _answer(
        "Megtámadhatom az ellenfél tartalékában lévő Manóját az őrposztban álló Trollommal?",
        rulebook,
    )
    assert situation.scene.cards["Manó"]["zone"] == "reserve"
    assert reply.answer["legal"] is False


def test_two_beings_names_side_by_side_are_two_cards(rulebook: Any) -> None:
    """34.4: both guards are attacked, one each, so the Тролль may go at the player."""
    situation, reply = _answer(
        "В HKK у противника в őrposzt стоят Кентавр и Эльф. Я атакую Огром Кентавра, Гоблином "
        "Эльфа, а Троллем иду прямо в игрока; все мои существа в őrposzt. Пробил ли я őrposzt?",
        rulebook,
    )
    assert set(situation.scene.attacks) == {
        ("Огр", "Кентавр"),
        ("Гоблин", "Эльф"),
        ("Тролль", "player"),
    }
    assert reply.answer["breakthrough"] is True


def test_either_said_with_to_li_twice_is_left_open(rulebook: Any) -> None:
    """507.4: a closed creature strikes back in a fight, not from a strike — which it was is
    not known."""
    situation, reply = _answer(
        "Мой Волк нападает на закрытого Кабана соперника — не помню, то ли это был обычный удар "
        "в фазе, то ли способность заставила их сразиться. Кабан отбивается?",
        rulebook,
    )
    assert "attack.mode" in situation.unstated
    assert reply.answer["strikes-back"] == "unknown"


def test_a_third_one_more_after_two(rulebook: Any) -> None:
    """34.4: whether the third may attack a building turns on the guards nobody named."""
    situation, reply = _answer(
        "Két lényem támad az ellenfél őrposztjában álló Manóra, egy harmadik pedig a Tornyára. "
        "Szabályos ez így?",
        rulebook,
    )
    assert len(situation.scene.attacks) == 3
    assert reply.answer["legal"] == "unknown"


def test_a_place_said_as_an_adjective_after_an_attacker_is_its_targets(rulebook: Any) -> None:
    """34.1: only a creature of the guard post attacks — the Kobold is in reserve."""
    situation, reply = _answer(
        "Tartalékból lehet támadni a Kobolddal az ellen őrposztos Goblinjára?", rulebook
    )
    assert situation.scene.cards["Kobold"]["zone"] == "reserve"
    assert reply.answer["legal"] is False


@pytest.mark.parametrize(
    ("question", "key", "want"),
    [
        pytest.param(  # 513.3: a slow composite ability's attack is slow, whatever its place
            "Атака — вторая способность в составной особенности, и особенность медленная. Раз она "
            "не первая, она ведь уже быстрая? Быстрая или медленная?",
            "speed",
            "slow",
            id="already-fast-asked-is-no-moment",
        ),
        pytest.param(  # 507.4: a fight an ability forces takes no defender
            "Герои: это не удар в фазе атаки — способность заставила моего Волка сразиться с "
            "открытым существом противника. Можно ли назначить защитника?",
            "defender",
            False,
            id="not-a-strike-in-the-phase",
        ),
        pytest.param(  # 507.4: forced to fight his closed Кабан: no defender, it strikes back
            "Герои: моя способность заставляет моего Орка сразиться с его закрытым Кабаном. "
            "Отобьётся ли его Кабан и может ли он поставить своего защитника?",
            "strikes-back",
            True,
            id="his-own-defender-no-side",
        ),
        pytest.param(  # 514.6, 514.7: a flyer may defend a card in the auxiliary zone
            "Соперник бил простым ударом по моей Ундине во вспомогательной зоне. Спрашиваю про "
            "моего открытого летающего Пегаса: он мог её защитить?",
            "may-defend",
            ("Пегас",),
            id="declined-name-in-the-nominative",
        ),
        pytest.param(  # 34.8: two attack one creature; its owner chooses which it strikes back at
            "Rácuppan két lényem az ellenfél Óriására, mindkettő az őrposztomból. Ki dönti el, "
            "kire üt vissza az Óriás?",
            "strike-back-choice",
            ("Óriás",),
            id="players-verb-of-falling-on",
        ),
        pytest.param(  # 514.4: only the open creature next to both; its name given whole
            "Мой нелетающий Тролль бьёт простым ударом его Лучницу на поле. Его закрытый Гоблин и "
            "его открытый Воин-монах оба стоят рядом и с Троллем, и с Лучницей. Кто может "
            "защищать?",
            "may-defend",
            ("Воин-монах",),
            id="hyphenated-name-whole",
        ),
        pytest.param(  # 507.4: a closed creature does not strike back from a strike
            "Герои. Мой Гоблин в игровой зоне, его Ящер тоже там и закрыт. Мой Гоблин бьёт ударом "
            "в фазе атаки его Ящера. Отобьётся ли его Ящер?",
            "strikes-back",
            False,
            id="a-short-adjective-says-of-its-clauses-subject",
        ),
        pytest.param(  # 507.2: no character attacks one of its own side, itself included
            "Mozhet li moy Gnom-kuznets v Geroyakh ob'yavit' ataku po samomu sebe?",
            "allowed",
            False,
            id="a-hyphenated-name-typed-in-latin-letters",
        ),
        pytest.param(  # 34.11: a passive building cannot be destroyed
            "Ha a Lovagom az ütés részfázisban odacsap az ellenfél passzív épületének, az romb?",
            "destruction",
            False,
            id="players-short-word-for-destruction",
        ),
        pytest.param(  # 34.1: the attackers are chosen from the guard post
            "a kobold a tartalékomban van azzal támadhatok az ellenfél őrposztjára",
            "legal",
            False,
            id="there-is-and-the-opponent-ask-no-opponent",
        ),
        pytest.param(  # 507.1: a strike at the opponent's creature in play
            "Играем в Героев. У него в игре Тролль. Я в фазе атаки бью его ударом своим Гоблином. "
            "Отобьётся ли закрытый Тролль?",
            "allowed",
            True,
            id="what-he-has-is-his",
        ),
        pytest.param(  # 507.4: a fight an ability forces is made with an opponent's creature
            "Играем у Кости в Берсерк. Герои. У меня Вепрь, его способность заставляет Вепря "
            "сразиться с существом Кости Лесная ведьма. Можно ли так?",
            "allowed",
            True,
            id="what-i-have-is-mine-named-again",
        ),
        pytest.param(  # 514.2: a shot takes no defender
            "Удар не простой, а выстрел: Гоблин-лучник соперника стреляет по моему Жрецу. Может "
            "мой открытый Страж, стоящий рядом с обоими, стать защитником?",
            "may-defend",
            (),
            id="not-this-kind-but-that",
        ),
        pytest.param(  # the preliminary stage: after it nothing changes the ability's target
            "На шаге нанесения эффекта можно ли переадресовать атаку на другую карту?",
            "allowed",
            False,
            id="redirect-said-another-way",
        ),
        pytest.param(  # 507.4: only a closed creature does not strike back
            "Какие существа в Героях отбиваются, когда их атакуют ударом в фазе атаки?",
            "strikes-back",
            "by case",
            id="the-games-title-inside-the-asking-words",
        ),
        pytest.param(  # 514.1, 514.4: only the attacked card's side defends; "твой" is the other's
            "Мой Кентавр (ход мой) бьёт простым ударом твою Нимфу. Рядом с ними обоими стоят мой "
            "Гном и твой Медведь, оба открыты. Кентавр не летает. Кто может защитить Нимфу?",
            "may-defend",
            ("Медведь",),
            id="yours-said-to-the-other-player",
        ),
        pytest.param(  # 507.2: no character attacks one of its own side
            "Твой Гоблин-лучник стреляет в твоего же Жреца — в Героях так можно?",
            "allowed",
            False,
            id="yours-and-yours-again",
        ),
        pytest.param(  # 34.4: whether others stand in his guard post is not said
            "Két lényem az ellenfél Sárkányát támadja, a harmadik az ellenfél Várát. Mindhárom az "
            "őrposztomban van, a Sárkány az ő őrposztjában. Szabályos?",
            "legal",
            UNKNOWN,
            id="all-three-of-mine-and-where-his-stands",
        ),
        pytest.param(  # the preliminary stage; whether the attack is a simple strike is unsaid
            "Соперник объявил атаку, кубик пока не бросали, мы на предварительном этапе. Могу "
            "назначить защитника?",
            "allowed",
            UNKNOWN,
            id="a-step-not-yet-come",
        ),
        pytest.param(  # 507.4: any creature strikes back in a forced fight, a closed one too
            "Играем в Героев. У меня карта, которая заставляет сразиться, и я заставил своего "
            "Медведя сразиться с закрытой Нимфой соперника. Отобьётся ли Нимфа?",
            "allowed",
            True,
            id="made-to-fight-between-the-verbs",
        ),
        pytest.param(  # 507.1, 507.5: a shot at any character of the opponent
            "В Героях может ли мой Лучник выстрилить в героя противника?",
            "allowed",
            True,
            id="a-misspelt-verb-stays-a-verb",
        ),
        pytest.param(  # 514.4: the open creature next to both defends
            "Орк противника, не летающий, объявил простой удар по моему Магу на поле. Мой Страж "
            "открыт и стоит рядом и с Орком, и с Магом. Кто может защищать?",
            "may-defend",
            ("Страж",),
            id="a-word-of-the-attacker-between-commas",
        ),
        pytest.param(  # 514.9: at the payment stage; an answer offered tells no game
            "Мой Страж на поле боя вписался защитником. Закрывается он ведь после сражения, а не "
            "на оплате?",
            "closed-at",
            "payment-stage",
            id="an-offered-answer-tells-no-game",
        ),
        pytest.param(  # 514.9, 506.3: a claim put to be judged is asked; by game
            "Сестра говорит, что защитник закрывается только после сражения. Это правда?",
            "closed-at",
            UNKNOWN,
            id="a-claim-put-to-be-judged",
        ),
        pytest.param(  # 34.3, 34.4: the Manó left alone — no breakthrough
            "Ha az ellenfelem orposztjaban Kobold es Mano all, es en csak a Koboldot tamadom a "
            "Lovaggal, a Manot meg nem, akkor mehet a Griffem kozvetlenul az ellenfelre?",
            "legal",
            False,
            id="a-particle-before-the-nem",
        ),
        pytest.param(  # 34.3, 34.4: the only guard attacked, the mill may be attacked
            "Bevisszem a Griffet az ellenfél Malmára, közben a Lovaggal lecsapok az őrposztos "
            "Koboldjára, más nincs is az őrposztjában. Átütök így?",
            "breakthrough",
            True,
            id="carried-in-is-sent",
        ),
        pytest.param(  # 34.4: both guards attacked, one of them said short
            "Az ellenfél őrposztjában a Vérfarkas és a Kőgólem áll. Az Orkom a Vérfarkast, a "
            "Lovagom a Gólemet támadja, a Trollom a Kaszárnyáját. Szabályos?",
            "legal",
            True,
            id="a-compound-name-said-short",
        ),
        pytest.param(  # 34.3: a creature in the reserve is no target
            "Az ellenfél Ogréja a tartalékában van, nem az őrposztban. Rámehetek az őrposztomban "
            "álló Griffel?",
            "legal",
            False,
            id="going-onto-the-card-before",
        ),
        pytest.param(  # 34.8: two attack one creature, whose owner chooses
            "A Medvémmel és a Farkasommal gyepálom az ellenfél őrposztos Goblinját. Ki választja "
            "ki, melyikre üt vissza?",
            "strike-back-choice",
            ("Goblin",),
            id="players-word-of-thrashing",
        ),
        pytest.param(  # 507.4: in a forced fight a closed creature strikes back too
            "Оля способностью заставила сразиться моего закрытого Гнома со своим Вампиром. "
            "Отобьётся ли мой Гном?",
            "strikes-back",
            True,
            id="the-forcers-own-card-fights",
        ),
        pytest.param(  # 514.5: next to the target; the one spoken to has the Копейщик
            "Твой летающий Дракон бьёт моего Мага на B2. У меня Страж на B3, а у тебя Копейщик на"
            " C2. Кто может защищать Мага?",
            "may-defend",
            ("Страж",),
            id="the-one-spoken-to-has",
        ),
        pytest.param(  # 514.5: the Голем next to the target, the Грифон a flyer
            "Летун соперника бьёт моего Жреца на D4. Кто может защитить: мой Голем с D5 (не "
            "летает, открыт) или мой открытый летающий Грифон?",
            "may-defend",
            ("Голем", "Грифон"),
            id="which-card-past-an-aside",
        ),
        pytest.param(  # 511.5.2: what may be done at the effect step, case by case
            "Что игроки могут делать на шаге нанесения эффекта?",
            "allowed",
            "by case",
            id="what-may-be-done-at-all",
        ),
        pytest.param(  # 511.5.1: modifiers to the die roll after it
            "После броска кубика можно накинуть плюсик к кубу?",
            "allowed",
            True,
            id="a-plus-to-the-die",
        ),
        pytest.param(  # 34.3: a creature of the guard post may be attacked, of the reserve not
            "Őrposzt vagy tartalék — számít egyáltalán, hol áll az ellenfél Sárkánya, ha a "
            "Trollommal rá akarok támadni?",
            "legal",
            UNKNOWN,
            id="two-places-offered",
        ),
        pytest.param(  # 34.5, 34.6: four on a creature break the limit, on a building not
            "Lény vagy építmény az Ostromtorony? Négy lénnyel mentem rá, és az ellenfél őrposztja"
            " üres volt. Szabályos volt?",
            "legal",
            UNKNOWN,
            id="what-a-card-is-asked-first",
        ),
        pytest.param(  # 507.4: a closed creature does not strike back, an open one does
            "Бью в фазе атаки ударом существо соперника, Лесную нимфу; закрыта она сейчас или "
            "нет, не знаю. Отобьётся ли она?",
            "strikes-back",
            UNKNOWN,
            id="now-or-not-asked",
        ),
        pytest.param(  # 513.2: the attack of a fast simple feature is fast
            "Брат уверен, что атака в составе простой особенности всегда медленная. А если сама "
            "особенность быстрая, атака какая?",
            "speed",
            "fast",
            id="a-belief-is-a-claim",
        ),
        pytest.param(  # 514.9: the defender pays at the payment stage
            "Тапнул Голема в защиту — когда он тапается, сразу на оплате или после драки? Играем "
            "классику.",
            "closed-at",
            "payment-stage",
            id="tapped-into-defence",
        ),
        pytest.param(  # 34.3: a creature of the reserve is no target
            "В ХКК у соперника в резерве лежит Гоблин. Могу ли я своим Троллем атаковать его "
            "Гоблина?",
            "legal",
            False,
            id="lying-in-the-reserve",
        ),
        pytest.param(  # 34.4, 34.3: both guards attacked, the player may be
            "В HKK у соперника в őrposzt стоят два существа: Тролль и Гном. Я атакую обоих: "
            "Тролля своим Орком, Гнома Кентавром, а Грифоном бью прямо по игроку. Это законно?",
            "legal",
            True,
            id="the-opponents-list-and-a-declined-name",
        ),
        pytest.param(  # 34.4, 34.3: the Волк left alone, the player may not be attacked
            "Играли в HKK с Олегом. У него в őrposzt стояли Гоблин и Волк. Я послал Рыцаря на "
            "Гоблина, а Мага — прямо в Олега. Олег говорит, так нельзя. Прав ли он?",
            "legal",
            False,
            id="sent-onto-a-card",
        ),
        pytest.param(  # 34.8: two attack one creature, whose owner chooses
            "Играем в HKK. Мой Орк и мой Гоблин оба атакуют одного Гнома-латника соперника. Кто "
            "решает, по кому из них ударит Гном-латник?",
            "strike-back-choice",
            ("Гном-латник",),
            id="a-hyphenated-name-declined",
        ),
        pytest.param(  # 34.2: attacking is not compulsory
            "Ebben a körben egyáltalán nem akarok támadni, egy lényt sem jelölök ki. Ez "
            "szabályos, vagy kötelező legalább eggyel támadni?",
            "legal",
            True,
            id="none-declared-at-all",
        ),
        pytest.param(  # 34.10, 34.11: destruction unless the building is passive
            "A Trollom az ütés részfázisban megsebezte az ellenfél Bástyáját. Passzív a Bástya "
            "vagy sem, és rombolás volt ez?",
            "destruction",
            UNKNOWN,
            id="passive-or-not-asked",
        ),
        pytest.param(  # 34.10, 34.11: destruction unless the building is passive
            "Az ütés részfázisban a Sárkányom megsebezte az ellenfél Malmát. A Malom passzív volt"
            " vagy nem passzív, az számít? Rombolás lett belőle?",
            "destruction",
            UNKNOWN,
            id="passive-then-not-passive",
        ),
        pytest.param(  # 34.1: attackers are chosen from the guard post
            "Támadhat-e a Lovagom az ellenfél Koboldjára, vagy ez attól függ, hogy a Lovag a "
            "tartalékban van-e?",
            "legal",
            UNKNOWN,
            id="a-place-it-depends-on",
        ),
        pytest.param(  # 34.4: whether others stand in the guard post is unsaid
            "Négy lényem támad: kettő az ellenfél Sárkányára, kettő pedig az ellenfél Várára. "
            "Átütök az őrposzton?",
            "legal",
            UNKNOWN,
            id="parts-after-a-colon",
        ),
        pytest.param(  # 514.5–514.7: it turns on the attacker's flight and the target's place
            "Грифон бьёт простым ударом моего Мага, а я хочу защитить его своим открытым летающим"
            " Орлом. Можно?",
            "may-defend",
            UNKNOWN,
            id="his-then-my-own",
        ),
        pytest.param(  # 514.1, 514.4: next to both, if open
            "Закрыт у меня Голем на B3 или открыт — не помню. Враг бьёт нелетающим Троллем с B2 "
            "простым ударом по моему Магу на B4. Может Голем защищать?",
            "may-defend",
            UNKNOWN,
            id="open-or-closed-first",
        ),
        pytest.param(  # 34.4, 34.5: the one guard attacked by two, the building then
            "A Farkasom és a Medvém az ellenfél őrposztjában álló Trollra megy, a Sasom az "
            "ellenfél Malmára. Az őrposztban csak a Troll áll. Szabályos?",
            "legal",
            True,
            id="a-guard-post-said-bare",
        ),
        pytest.param(  # 34.4: whether others stand in the guard post is unsaid
            "A Lándzsásom az ellenfél őrposztjában álló Goblint támadja, a Harci medvém pedig "
            "közvetlenül az ellenfelet. Szabályos?",
            "legal",
            UNKNOWN,
            id="a-rules-adjective-begins-a-name",
        ),
        pytest.param(  # 34.4: the two named stand there; others may too
            "A Lovaggal az Elfet, az Orkkal a Törpét támadom, mindkettő az ellenfél "
            "őrposztjában van, a Sárkányommal meg az ellenfél Tornyát. Szabályos?",
            "legal",
            UNKNOWN,
            id="both-named-stand-there",
        ),
        pytest.param(  # 514.1, 514.4: next to both, if open
            "Вражеский нелетающий Волк с C2 бьёт простым ударом мою Жрицу на C3. Мой Страж на "
            "D3 не летает. Страж сейчас закрыт или открыт — не помню. Когда он может защищать?",
            "may-defend",
            UNKNOWN,
            id="open-or-closed-forgotten-after",
        ),
        pytest.param(  # 514.4, 514.7: the target's place decides
            "Где стоит мой Маг — на поле боя или во вспомогательной зоне, важно? Его бьёт "
            "простым ударом нелетающий Гоблин соперника, а мой летающий Ворон во "
            "вспомогательной зоне хочет защитить.",
            "may-defend",
            UNKNOWN,
            id="a-place-offered-either-way",
        ),
        pytest.param(  # 507.1, 507.4: a strike at the opponent's creature
            "атака ударом в фазе атаки: мой волк по вражескому гному, гном закрыт. можно?",
            "allowed",
            True,
            id="mine-before-a-preposition",
        ),
        pytest.param(  # 507.4: a closed creature does not strike back
            "Закрытый Тролль соперника: если я ударю по нему в фазе атаки своим Волком, он "
            "отобьётся?",
            "strikes-back",
            False,
            id="a-pronoun-after-a-preposition",
        ),
        pytest.param(  # 507.4: not from a strike, yes in a fight
            "В каких случаях закрытое существо отбивается — при ударе в фазе атаки и при "
            "вынужденном сражении?",
            "strikes-back",
            "by case",
            id="each-of-two-asked",
        ),
        pytest.param(  # 514.9 / 506.3: the two games differ
            "Саша говорит, что карта, вставшая защитником, закрывается сразу, ещё до драки, а "
            "Коля — что после боя. Кто прав?",
            "closed-at",
            UNKNOWN,
            id="a-claim-past-its-participle",
        ),
        pytest.param(  # 34.4: both guards attacked
            "Az ellenfél őrposztjában csak a Majom és a Kígyó áll; a Farkasommal a Majmot, a "
            "Sasommal a Kígyót támadom, a Medvémmel pedig az ellenfelet. Átütök?",
            "breakthrough",
            True,
            id="a-noun-ending-like-mine",
        ),
        pytest.param(  # 34.4, 34.5, 34.6: my one guard attacked
            "Dani két lénye, a Vadász és a Pásztor az én Kapuőrömet támadta, a Hollója pedig "
            "közvetlenül engem. Az őrposztomban csak a Kapuőr állt. Szabályos volt ez?",
            "legal",
            True,
            id="the-attacked-ones-own-guard-post",
        ),
        pytest.param(  # 507.4: a fight with the opponent's creature
            "Герои: Болотная ведьма соперника открыта. Моего Волка из игровой зоны способность "
            "заставляет сразиться с ней. Можно ли назначить защитника?",
            "allowed",
            True,
            id="her-after-a-preposition",
        ),
        pytest.param(  # 34.5: two at most onto one creature
            "negy lennyel tamadhatom a Sarkanyt? Lovag, Ork, Troll es Elf mennenek ra",
            "illegal",
            ("Elf", "Lovag", "Ork", "Troll"),
            id="a-count-asked-then-the-names",
        ),
        pytest.param(  # 34.4: the guard post not broken through
            "A Zombim az ellenfél nem passzív Kriptájára támad, de az ellenfél őrposztjában "
            "álló Szellemet senki nem támadja. Szabályos?",
            "illegal",
            ("Zombi",),
            id="my-zombi-a-passive-building",
        ),
        # 34.3, 34.4: a clause with no verb says where the guards are (``у соперника в
        # őrposzt …``); ``по игроку`` is the player attacked. Ведьма is left alone: no further
        pytest.param(
            "хкк: у соперника в őrposzt Скелет и Ведьма, а я бью только Скелета своим Грифоном. "
            "Можно заодно пойти по игроку моим Троллем?",
            "illegal",
            ("Тролль",),
            id="ru-guards-said-without-a-verb",
        ),
        pytest.param(
            "HKK: можно ли бахнуть напрямую по игроку своим Троллем, если у него в őrposzt Скелет "
            "и Ведьма, а я бью только Скелета Грифоном?",
            "illegal",
            ("Тролль",),
            id="ru-the-asked-attack-first",
        ),
        # 34.4: the one guard attacked, the Лучник goes on to the player
        pytest.param(
            "В HKK у него в őrposzt стояла одна Ведьма. Я атаковал Ведьму Троллем, а Лучником "
            "пошёл по игроку. Так можно?",
            "legal",
            True,
            id="ru-by-the-player",
        ),
        # 34.3: ``не на посту, а в резерве`` places the Эльф in the reserve: no target
        pytest.param(
            "В ХКК у соперника в őrposzt только Орк, а Эльф не на посту, а в резерве. Бью Орка "
            "своим Троллем, а Эльфа — своим Гномом. Можно?",
            "illegal",
            ("Гном",),
            id="ru-a-place-denied-then-said",
        ),
        # 34.4: ``bevisz egyet a játékosnak`` attacks the player; the Gólem is left alone
        pytest.param(
            "A Kétfejű troll és a Vadkan rámegy a Goblinjára, a Griff meg bevisz egyet a "
            "játékosnak. Az őrposztjában ott a Gólem is, de azt senki nem támadja. Átüt így a "
            "Griff?",
            "illegal",
            ("Griff",),
            id="a-blow-carried-in-to-the-player",
        ),
        # 34.3, 34.4: ``…, ami nem passzív építmény`` calls the Magtár a building, after its verb
        pytest.param(
            "Az ellenfél őrposztjában csak a Goblin áll, azt senki nem támadja. A Sassal a "
            "Magtárat támadnám, ami nem passzív építmény. Mehet?",
            "illegal",
            ("Sas",),
            id="a-building-called-so-after-its-verb",
        ),
        # 34.1: ``nem a tartalékban, hanem az őrposztban`` places the Sárkány in the guard post
        pytest.param(
            "A Kobold nem az őrposztban, hanem a tartalékban van, a Sárkány viszont nem a "
            "tartalékban, hanem az őrposztban. Mindkettővel az ellenfél őrposztjában álló Gólemet "
            "támadnám. Mehet?",
            "illegal",
            ("Kobold",),
            id="a-place-denied-then-said-with-hanem",
        ),
        # 34.4: ``más nincs is az őrposztjában`` — the two attacked are all its guards
        pytest.param(
            "Az őrposztomból rámegyek a Griffel a Vasmedvére, a Sárkánnyal a Hadvezérre – más "
            "nincs is az őrposztjában –, a Kobolddal meg közvetlenül a játékosra. Mehet?",
            "legal",
            True,
            id="nobody-else-in-the-guard-post",
        ),
        # 34.4: ``a Kobold is ott áll az ellenfél őrposztjában`` — his, and left alone
        pytest.param(
            "Rámegyek a Trollal meg a Lovaggal a Gólemre, a Griff meg közvetlenül a játékosra "
            "megy – de a Kobold is ott áll az ellenfél őrposztjában, arra senki nem megy. "
            "Belefér?",
            "illegal",
            ("Griff",),
            id="standing-words-before-their-place",
        ),
        # 34.5, 34.8: Bence attacks my Medve with two of his; ``ami az őrposztomban állt`` is the
        # Medve's, and ``a támadók`` is no verb of mine
        pytest.param(
            "Bence az őrposztjából két lénnyel támadta meg a Medvémet, ami az őrposztomban állt: "
            "a Sasával és a Farkasával. Én azt hittem, a támadók kijelölésekor még nem kell "
            "döntenem. Szabályos volt a támadása?",
            "strike-back-choice",
            ("Medve",),
            id="a-relative-clause-is-the-name-befores",
        ),
        # 34.1: each relative clause places the name right before it — the Kentaur in the
        # reserve, the Gólem in the guard post
        pytest.param(
            "A Kentaurral, amely még a tartalékban van, és a Gólemmel, amely az őrposztban áll, "
            "az ellenfél őrposztjában álló Sárkányára támadok. Szabályos?",
            "illegal",
            ("Kentaur",),
            id="each-relative-clause-places-its-name",
        ),
        # 34.4: ``Zsófi körében`` — her turn; my one guard, the Pap, is left alone
        pytest.param(
            "Zsófi körében (ő volt az aktív játékos) három lénnyel rontott rá a Tornyomra: a "
            "Lovaggal, a Trollal és az Íjásszal. Az őrposztomban egyetlen lényem állt, a Pap, azt "
            "Zsófi nem támadta. Zsófi azt mondta, építményre akárhányan mehetnek. Szabályos "
            "volt?",
            "breakthrough",
            False,
            id="a-named-players-turn",
        ),
        # 34.1: ``valahol nálam`` — the Troll somewhere of mine, guard post or reserve: undecided
        pytest.param(
            "megtámadhatom a Trollommal az ellenfél Goblinját? a Goblin az ő őrposztjában van, a "
            "Trollom meg valahol nálam",
            "legal",
            "unknown",
            id="somewhere-of-mine-is-no-place",
        ),
        # 514.4, 514.7: the Сова's place is the card asked about's, not the target's; the
        # target's is asked either way — a flyer in the auxiliary zone may defend only there
        pytest.param(
            "Нелетающий Вепрь соперника бьёт простым ударом моего Мага. Моя летающая Сова "
            "открыта и сидит во вспомогательной зоне. Маг на поле или в допке — не знаю. Может "
            "ли Сова защищать?",
            "may-defend",
            "unknown",
            id="the-asked-defenders-place",
        ),
        # 507.4: ``Ольгой противника`` is his card (a hero or a creature: not said), no player
        pytest.param(
            "Способностью заставляю своего Громилу сразиться с Ольгой противника. Так можно?",
            "allowed",
            "unknown",
            id="a-first-name-of-the-opponents-is-a-card",
        ),
        # 513.2: ``Она ведь медленная?`` asks the speed; the ability's is not said
        pytest.param(
            "Атака в составе простой особенности. Она ведь медленная?",
            "speed",
            "unknown",
            id="a-tag-particle-leaves-the-predicate-asked",
        ),
        # 507.2: ``не является персонажем противника`` denies the opponent's; my own hero
        pytest.param(
            "Можно ли ударить персонажа, который не является персонажем противника, — моего "
            "героя Ульфа — моей Рысью?",
            "allowed",
            False,
            id="not-the-opponents-character",
        ),
        # 514.4: ``Мой соперник в свой ход`` — his turn, his Тролль; B3 is next to both
        pytest.param(
            "Мой соперник в свой ход бьёт простым ударом нелетающим Троллем с B2 мою Нимфу на "
            "C3. У меня открытые существа: Волк на B3 и Кот на E5. Кто из них может защитить "
            "Нимфу?",
            "may-defend",
            ("Волк",),
            id="my-opponent-in-his-own-turn",
        ),
        # 514.4: what Петя claims suffices is his claim, no defender already set (514.8)
        pytest.param(
            "Ход Пети. Его нелетающий Рыцарь с B4 бьёт простым ударом мою Дриаду на B3. У меня "
            "открыты Кентавр на C4 и Волк на A2. Петя уверяет, что защитнику достаточно стоять "
            "рядом с целью, значит годятся оба. Кто может защитить Дриаду?",
            "may-defend",
            ("Кентавр",),
            id="a-claim-of-what-suffices",
        ),
        # 507.4: ``его`` is the Тролль of the first sentence, not the Рыцарь that strikes it
        pytest.param(
            "Существо соперника Тролль открыто. Мой Рыцарь — уже не в руке, а в игровой зоне — "
            "бьёт его ударом в фазе атаки. Отобьётся Тролль?",
            "strikes-back",
            True,
            id="a-pronoun-object-is-not-its-verbs-subject",
        ),
        # 507.4: Петя's own Огр fights my Волк, which strikes back even closed
        pytest.param(
            "Вчера Петя способностью заставил моего Лесного волка сразиться со своим Огром. Волк "
            "у меня был закрыт. Отбивается ли Волк?",
            "allowed",
            True,
            id="the-forcers-own-card-some-words-after-the-verb",
        ),
        # 507.4: ``кто-нибудь`` asks whether anyone may, no card which: the fight's answer
        pytest.param(
            "Способностью заставляю свою Гарпию сразиться с закрытым Волком соперника. Волк "
            "отбивается? И защитника кто-нибудь может назначить?",
            "allowed",
            True,
            id="anyone-is-no-question-word",
        ),
        # 511.5.1: ``или всё, скип?`` — players' "or is it too late": may is asked, the
        # modifier stated
        pytest.param(
            "Кубик уже бросили. Можно ещё сыграть модификатор к броску, или всё, скип?",
            "allowed",
            True,
            id="or-skip-asks-may",
        ),
        # 507.4: the opponent says the Медведь is closed, the asker does not remember: open
        pytest.param(
            "Его Волк в фазе атаки ударом атаковал моего Медведя. Соперник говорит, что Медведь "
            "закрыт и не отобьётся, а закрыт он или нет — я уже не помню. Отбивается ли Медведь?",
            "strikes-back",
            "unknown",
            id="claimed-then-doubted-is-open",
        ),
        # 34.1: whether it matters that the Troll is in the reserve or the guard post asks its
        # place, which decides (from the reserve no creature attacks)
        pytest.param(
            "Számít, hogy a Trollom a tartalékban vagy az őrposztban van? Az ellenfél egyetlen "
            "őrposztbeli lényére, a Manóra akarok vele támadni.",
            "legal",
            "unknown",
            id="a-place-asked-whether-it-matters-is-open",
        ),
        # 514.4, 514.5: ``далеко от обоих`` names no attacker; its flying unsaid decides
        pytest.param(
            "Существо соперника бьёт простым ударом мою Жрицу на C2. Мой открытый Волк на E5 "
            "далеко от обоих, а мой открытый летающий Сокол во вспомогательной зоне. Может ли "
            "Сокол защищать?",
            "may-defend",
            "unknown",
            id="away-from-both-is-no-attacker",
        ),
        # 34.10, 34.11: ``…, vagy az építmény passzív, és akkor nem?`` asks its passivity
        pytest.param(
            "A harci képességek használata részfázisban a lényem megsebezte az ellenfél "
            "Kőhídját. Rombolás ez, vagy az építmény passzív, és akkor nem?",
            "destruction",
            "unknown",
            id="the-other-side-offered-is-asked",
        ),
        # 507.2: ``моё существо гоблин``: the creature's name in small letters after its noun;
        # my own hero is no target
        pytest.param(
            "может ли мое существо гоблин атаковать моего же героя в фазе атаки",
            "allowed",
            False,
            id="a-creatures-name-in-small-letters-after-its-noun",
        ),
        # 34.4, 34.3: HKK in Russian typed with no capitals or commas: the beings' nouns are
        # the cards; the only guard attacked, the other attacker goes at the player
        pytest.param(
            "в хкк у соперника в őrposzt один тролль я бью тролля гоблином а волком иду прямо в "
            "игрока норм",
            "legal",
            True,
            id="hkk-in-russian-typed-in-small-letters",
        ),
        # 507.1, 507.4: ``цель — …`` names the card after it; my Гном attacks
        pytest.param(
            "Мой Гном в игровой зоне, фаза атаки ударом, цель — существо противника Сова. Может "
            "ли противник назначить защитника?",
            "defender",
            True,
            id="a-role-noun-heading-a-later-clause",
        ),
    ],
)
def test_a_reading_gives_the_answer_the_clauses_decide(
    question: str, key: str, want: Any, rulebook: Any
) -> None:
    _, reply = _answer(question, rulebook)
    assert reply.answer[key] == want


@pytest.mark.parametrize(
    "question",
    [
        # the closed state said right after the card's name, the strike in the next sentence
        "Его Громила закрыт. Мой Лучник бьёт его Громилу в фазе атаки ударом. Отобьётся его "
        "Громила?",
        # another card of hers named by a person's name: her hero, not the target
        "Герои: моя Ведьма в фазе атаки бьёт ударом её закрытого Медведя, её героиня Марфа стоит "
        "рядом. Отобьётся ли её Медведь?",
    ],
)
def test_a_word_of_a_named_card_is_that_cards(question: str, rulebook: Any) -> None:
    """507.4: a closed creature does not strike back from a strike in the attack phase."""
    situation, reply = _answer(question, rulebook)
    assert situation.stated["target.closed"] is True
    assert reply.answer["strikes-back"] is False


def test_a_name_with_my_ending_is_mine_after_a_list_of_theirs(rulebook: Any) -> None:
    """34.3, 34.4: Peti attacks every creature of my guard post, so his third goes through."""
    situation, reply = _answer(
        "Petivel játszottam, ő volt az aktív játékos. Az ő őrposztjában egy Ork, egy Kobold és "
        "egy Troll állt, az én őrposztomban csak egy Pap meg egy Törpe harcos. Peti az Orkkal a "
        "Papomat, a Kobolddal a Törpe harcosomat, a Trollal pedig engem támadott. Szabályos?",
        rulebook,
    )
    assert situation.scene is not None
    assert situation.scene.cards["Törpe harcos"]["side"] == "inactive"
    assert reply.answer["legal"] is True


def test_my_creatures_asked_without_my_ending_are_the_attackers(rulebook: Any) -> None:
    """34.1: who may attack — the creatures asked about are the attackers; no raw key shown."""
    situation, reply = _answer("Melyik lényekkel lehet támadni a harci fázisban?", rulebook)
    assert situation.case is not None and situation.case["role"] == "attacker"
    assert "=open" not in reply_text(reply)


def test_berse_is_the_classic_game(rulebook: Any) -> None:
    situation = read("в берсе по моему существу стреляют кто может встать защитником", rulebook)
    assert situation is not None
    assert (situation.game, situation.kind) == ("berserk", "who-may-defend")


def test_a_second_defender_after_a_redirect_said_in_latin_letters(rulebook: Any) -> None:
    """514.8: a redirect is the classic game's (Герои has none)."""
    situation = read(
        "Mozhno li naznachit' eshchyo odnogo zashchitnika, esli ataku uzhe pereadresovali na "
        "moego Rytsarya?",
        rulebook,
    )
    assert situation is not None
    assert (situation.game, situation.kind) == ("berserk", "who-may-defend")
    assert situation.stated["attack.redirected"] is True


def test_the_other_player_telling_mine_and_yours(rulebook: Any) -> None:
    """507.1, 507.4: the brother's words "мой … твою": his attacks my closed Nymph, which does
    not strike back."""
    situation, reply = _answer(
        "Сидим с братом, играем в Героев. Брат объявляет: мой Тролль атакует ударом в фазе атаки "
        "твою Нимфу. Нимфа у меня закрыта. Отбивается ли моя закрытая Нимфа?",
        rulebook,
    )
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer == {"allowed": True, "defender": True, "strikes-back": False}


def test_a_declined_hyphenated_name_in_its_first_form(rulebook: Any) -> None:
    """514.5: a flyer's strike at a card on the battlefield: a flyer, or one next to the
    target; the name said whole in its first form even where its first part comes alone."""
    _, reply = _answer(
        "Играли с Пашей. У него на поле стоял Огр на B2, а мой Грифон, он летающий, сидел во "
        "вспомогательной зоне. Я объявил Грифоном простой удар по Огру. Паша хотел защищать "
        "своим Стервятником, тоже летающим и открытым, из вспомогательной зоны, а потом захотел "
        "поставить Гнома-латника с B3, тоже открытого. Я говорю, что Гном не может. Кто из них "
        "мог стать защитником?",
        rulebook,
    )
    assert reply.answer["may-defend"] == ("Гном-латник", "Стервятник")


def test_each_case_of_an_answer_by_case_reads_alone(rulebook: Any) -> None:
    """34.10, 34.11: damage in another sub-phase is no destruction; in the combat-abilities or
    the strike sub-phase it is, unless the building is passive — each case says the sub-phases
    it holds in, not only what the case before it left."""
    _, reply = _answer("Mikor számít rombolásnak, ha egy lény megsebez egy építményt?", rulebook)
    by_passive = {c.card.get("building.passive"): c for c in reply.cases}
    assert by_passive[None].card == {"damage.subphase": "other"} and by_passive[None].holds is False
    for passive in (True, False):
        case = by_passive[passive]
        assert sorted(case.card["damage.subphase"]) == ["combat-abilities", "strike"]
        assert case.holds is (not passive)


def test_a_key_only_some_cases_answer_is_answered_of_those(rulebook: Any) -> None:
    """507.4, 508.3: a defender is assigned against a strike in the attack phase, not in a
    forced fight nor against a shot — asked of the attacks that may be made; whether an attack
    may be made (507.2: not at one's own character) is answered by its own cases."""
    situation, reply = _answer(
        "При каких атаках в Героях вообще можно назначить защитника?", rulebook
    )
    assert {c.card["attack.mode"]: c.holds for c in reply.cases} == {
        "strike": True,
        "shot": False,
        "fight": False,
    }
    allowed = {tuple(sorted(c.card.items())): c.holds for c in reply.by_key["allowed"]}
    assert allowed[(("target.side", "active"),)] is False
    text = reply_text(reply)
    assert text.count("если ударом — да") == 1  # (the attack's own cases, not the defender's)


def test_a_being_after_u_menya_is_a_card(rulebook: Any) -> None:
    """514.5: against a flyer's strike at a card on the battlefield, another flyer defends —
    ``у меня лебедь …`` (typed in small letters after who has it) is that card, its flight
    its own, not the target's."""
    situation, reply = _answer(
        "его гарпия летает бьет простым моего жреца на b2 у меня лебедь во вспомогательной "
        "зоне летает открыт и медведь на e5 кто может защитить",
        rulebook,
    )
    assert situation.scene.cards["Лебедь"]["flying"] is True
    assert "flying" not in situation.scene.cards["Жрец"]
    assert reply.answer["may-defend"] == ("Лебедь",)


def test_a_name_of_an_adjective_and_a_noun_in_an_oblique_case(rulebook: Any) -> None:
    """514.7: a flyer defends a card in the auxiliary zone from a non-flyer's strike — the
    card named ``Ледяного феникса`` is the Ледяной феникс (a ``-ян-`` adjective stressed on
    its ending)."""
    _, reply = _answer(
        "Соперник ударил простым ударом своим нелетающим Огром по моему Магу во "
        "вспомогательной зоне. Могу поставить в защиту своего открытого летающего Ледяного "
        "феникса из вспомогательной зоны?",
        rulebook,
    )
    assert reply.answer["may-defend"] == ("Ледяной феникс",)


def test_the_opponent_makes_my_creature_fight_his_own(rulebook: Any) -> None:
    """507.4: in a forced fight no defender is assigned and the one made to fight strikes
    back — ``противник заставил моё существо сразиться со своим``: mine is fought (his own
    card, unnamed, attacks it), so the fight may be forced."""
    situation, reply = _answer(
        "Можно ли назначить защитника, если противник заставил моё существо сразиться со своим?",
        rulebook,
    )
    assert situation.stated["target.side"] == "inactive"
    assert reply.answer == {"allowed": True, "defender": False, "strikes-back": True}


@pytest.mark.parametrize("count", ["3мя", "2умя", "тремя"])
def test_a_count_of_attackers_typed_in_digits(count: str, rulebook: Any) -> None:
    """34.5: no more than two creatures attack one — three said as a digit with the
    instrumental's ending (``3мя``) are three attackers, not one taken; two (``2умя``) may."""
    situation, reply = _answer(
        f"хкк атакую {count} своими существами одно существо соперника можно?", rulebook
    )
    assert situation.stated["attacker.count"] == (2 if count.startswith("2") else 3)
    assert reply.answer["legal"] is count.startswith("2")


@pytest.mark.parametrize(
    ("question", "legal", "illegal"),
    [
        # ``волком из резерва``: where the attacker comes from (34.1: only from the guard post)
        (
            "в хкк могу атаковать волком из резерва здание соперника если все его существа на "
            "őrposzt уже атакованы моими другими",
            False,
            ("attacker",),
        ),
        # ``Храм``: a building's noun, no dative plural; ``Кроме Рыцаря … ещё его Маг``: a
        # guard nobody attacks (34.4), so the Храм is out of reach (34.3)
        (
            "Мой Волк и мой Медведь атакуют его Рыцаря на őrposzt, а мой Орк — его Храм. Кроме "
            "Рыцаря, у него на őrposzt стоит ещё его Маг. Можно так?",
            False,
            ("Орк",),
        ),
        # ``в самого Костю``: the player called by name (``Кости``, ``Костю``: of ``Костя``)
        (
            "У Кости в őrposzt стояли Маг и Рыцарь. Я атаковал Мага Волком, Рыцаря никто не "
            "трогал, а Грифоном я пошёл прямо в самого Костю. Можно?",
            False,
            ("Грифон",),
        ),
        # typed in small letters: ``эльф.`` ends a sentence (no word cut off), ``в его храм``
        # is a building's name
        (
            "у соперника в őrposzt два существа эльф и голем. бью эльфа троллем голема волком "
            "и медведем а грифоном иду в его храм (здание). законно так в хкк?",
            True,
            (),
        ),
        # ``атакует его самого напрямую``: the player himself, no card; ``других существ у
        # него в őrposzt нет``: the Оборотень attacked stands there, the only one (34.4)
        (
            "Играем в HKK. Мой Волк и мой Тролль бьют его Оборотня, других существ у него в "
            "őrposzt нет, а моя Ведьма атакует его самого напрямую. Это легально?",
            True,
            (),
        ),
        # ``Петя возмутился: …``: the rule he holds after a colon attacks nobody
        (
            "У Пети в őrposzt стоял один Маг. Я атаковал Мага Волком, а Орком пошёл прямо в "
            "Петю. Петя возмутился: пока Маг жив, в игрока бить нельзя. Кто прав?",
            True,
            (),
        ),
    ],
)
def test_russian_stories_of_hkk_places_buildings_and_players(
    question: str, legal: bool, illegal: tuple[str, ...], rulebook: Any
) -> None:
    situation, reply = _answer(question, rulebook)
    assert (situation.game, situation.kind) == ("hkk", "attack-declaration")
    assert reply.answer["legal"] is legal
    assert tuple(reply.answer["illegal"]) == illegal


def test_a_name_that_begins_as_a_players_word_for_a_fight(rulebook: Any) -> None:
    """507.4: a strike in the attack phase on a closed creature may be defended, and the closed
    one does not strike back — ``Дракончик`` (a card's name) is no ``драка`` (a fight)."""
    situation, reply = _answer(
        "Его Дракончик в фазе атаки атакует ударом моё закрытое существо Сова. Сова "
        "отобьётся? И может ли другой мой персонаж встать в защиту?",
        rulebook,
    )
    assert situation.stated["attack.mode"] == "strike"
    assert reply.answer == {"allowed": True, "defender": True, "strikes-back": False}


def test_the_action_asked_is_the_one_in_the_clause_that_asks(rulebook: Any) -> None:
    """511.5.2: sudden features may still be played in the effect step — the defender the
    question sets aside before ``вопрос про другое`` is not what it asks."""
    situation, reply = _answer(
        "Сейчас шаг нанесения эффекта. Что защитника уже не назначить — ясно, вопрос про "
        "другое: можно ли ещё сыграть внезапную способность своей карты?",
        rulebook,
    )
    assert situation.stated["action"] == "sudden-ability"
    assert reply.answer["allowed"] is True


def test_a_card_without_wings_is_no_flyer(rulebook: Any) -> None:
    """514.4: against a non-flyer's strike on the battlefield, the target's owner's open
    creature next to both may defend — ``(без крыльев)`` says the attacker does not fly, and
    names no card; the attacker's own Гоблин may not (514.1)."""
    situation, reply = _answer(
        "Его Минотавр (без крыльев) с C5 простым ударом бьёт мою Ведьму на D5. Моя Рысь "
        "стоит на D4 и открыта, его Гоблин на C6. Кто из них может защищать Ведьму?",
        rulebook,
    )
    assert situation.stated["attacker.flying"] is False
    assert set(situation.scene.cards) == {"Минотавр", "Ведьма", "Рысь", "Гоблин"}
    assert reply.answer["may-defend"] == ("Рысь",)


def test_a_speed_guessed_in_the_question_is_no_fact(rulebook: Any) -> None:
    """513.2: an attack in a simple fast feature is fast — ``удар тут медленный?`` guesses the
    answer; the feature's speed is the one the story tells after it."""
    situation, reply = _answer(
        "Подскажите, удар тут медленный? Особенность, в которую он входит, простая, и сама "
        "особенность быстрая.",
        rulebook,
    )
    assert situation.stated["ability.speed"] == "fast"
    assert reply.answer["speed"] == "fast"


def test_a_strike_kind_said_without_its_noun(rulebook: Any) -> None:
    """514.4: the target's owner's open creature next to both may defend, one two rows away
    may not — ``бьет простым его ведьму`` (``ударом`` left out): the ведьма is the target,
    not the last card named."""
    situation, reply = _answer(
        "мой нелетающий орк с c3 бьет простым его ведьму на d4 у него открыты тролль на c4 и "
        "голем на d2 кто может защищать",
        rulebook,
    )
    assert situation.scene.roles["target"] == "Ведьма"
    assert reply.answer["may-defend"] == ("Тролль",)
