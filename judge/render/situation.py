"""A question read as a situation, shown: what was understood (stated, assumed, unstated facts),
the engine's answer — one line per case for a general question, per condition otherwise — the
scenario in format v1, then the closest clauses; and its JSON form."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.ask.cases import NEXT_TO, Reply, cases_key
from judge.ask.situation import labels_in, phrasing
from judge.ask.situation import say as said
from judge.ask.situation import say_card as said_card
from judge.render.search import hit_json, hits_text
from judge.render.values import plain
from judge.scenario.schema import UNKNOWN

#: the words of the text output, in the question's language
WORDS = {
    "ru": {
        "understood": "Понято",
        "stated": "сказано",
        "assumed": "принято",
        "unstated": "не сказано",
        "unplaced": "не понято",
        "add": "добавьте, чтобы ответить",
        "undecided": "Не решено",
        "depends": "зависит от того, что не сказано",
        "whose": "чья карта",
        "each-side": "ответ найден для каждого игрока",
        "or-not": "или нет",
        "each-way": "ответ найден для обоих случаев",
        "by-case": "по случаям",
        "may": "может быть",
        "more": "ещё {n} — нет (--all покажет все)",
        "none": "никто",
        "why": "Почему",
        "yes": "да",
        "no": "нет",
        "scenario": "Сценарий (judge resolve примет его; --save ФАЙЛ сохраняет)",
        "clauses": "Пункты",
        "closest": "Ближайшие пункты",
        "read-as": "прочитано как",
        "next-to": "рядом с",
        "nothing": "ни с кем",
        "if": "если",
        "tied": "читается и как",
        "no-game": "игра не названа, ответ для каждой",
        "by-game": "зависит от игры, а вопрос её не называет",
    },
    "hu": {
        "understood": "Értelmezés",
        "stated": "elhangzott",
        "assumed": "feltételezve",
        "unstated": "nem derül ki",
        "unplaced": "nem értett",
        "add": "a válaszhoz adja meg",
        "undecided": "Nem eldönthető",
        "depends": "azon múlik, ami nem derül ki",
        "whose": "kié",
        "each-side": "a válasz mindkét játékosra",
        "or-not": "vagy sem",
        "each-way": "a válasz mindkét esetre",
        "by-case": "esetenként",
        "may": "lehet",
        "more": "még {n} eset — nem (--all mindet mutatja)",
        "none": "senki",
        "why": "Miért",
        "yes": "igen",
        "no": "nem",
        "scenario": "Forgatókönyv (judge resolve elfogadja; --save FÁJL menti)",
        "clauses": "Pontok",
        "closest": "Legközelebbi pontok",
        "read-as": "így olvasva",
        "tied": "így is olvasható",
        "next-to": "szomszédja",
        "nothing": "senki",
        "if": "ha",
        "no-game": "a játék nincs megnevezve, a válasz mindegyikre",
        "by-game": "a játéktól függ, a kérdés pedig nem nevezi meg",
    },
}


def game_reason(reply: Reply) -> str:
    """Why the reply is about its game; when another game reads the question equally well, the
    note that says so and how to choose."""
    s = reply.situation
    reason = f"the question reads as a {s.game} situation ({s.kind})"
    if s.also:
        others = ", ".join(a.game for a in s.also)
        reason = f"the question names no game; it reads as {s.kind} in {s.game} and {others}"
    if s.tied:
        others = ", ".join(s.tied)
        reason += f"; {others} reads it equally well: add --game to choose"
    return reason


def case_card(card: Mapping[str, Any]) -> dict[str, Any]:
    """A case's ``card`` as ``--json`` gives it: the attributes of the card it describes. A
    case over facts of one thing (``building.passive``, ``target.closed``) names the thing
    (``of``: ``building``) and gives its attributes bare (``passive``), as a general question's
    card is given; facts of several things keep their names (``attacker.flying``, …)."""
    things = {key.partition(".")[0] for key in card}
    if len(things) == 1 and all("." in key for key in card):
        return {"card": {k.partition(".")[2]: v for k, v in card.items()}, "of": things.pop()}
    return {"card": dict(card)}


def reply_json(reply: Reply) -> dict[str, Any]:
    """question, matched, game, game_reason, understood, answer, cases, cites, clauses (stable
    keys). A question read as a situation is matched: the engine answers it from the clauses."""
    s = reply.situation
    return {
        "question": reply.question,
        "matched": True,
        "game": s.game,
        "game_reason": game_reason(reply),
        "understood": {
            "ask": s.kind,
            "scenario": reply.scenario,
            "stated": list(s.stated),
            "unstated": list(s.unstated),
            "assumed": {k: plain(v) for k, v in s.assumed.items()},
            "needs": list(reply.needs),
            "case": dict(s.case_stated) if s.case is not None else None,
            "read_as": list(s.read_as),
            # a story's named cards: their roles and what each was taken to be, unsaid
            # (the cards whose owner is unsaid, and the attributes sought either way: the
            # answer was sought for each value)
            "scene": {
                "roles": dict(s.scene.roles),
                "assumed": {n: dict(a) for n, a in s.scene.assumed.items()},
                "unsided": list(s.scene.unsided),
                "sought": [{"card": n, "attribute": a} for n, a in s.scene.unsaid],
            }
            if s.scene is not None
            else None,
        },
        "answer": {k: plain(v) for k, v in reply.answer.items()},
        "cases": [
            {
                **case_card(case.card),
                "holds": UNKNOWN if case.holds is None else case.holds,
                "cites": list(case.cites),
                "why": case.why,
                "needs": list(case.needs),
                **({"value": plain(case.value)} if case.value is not None else {}),
            }
            for case in reply.cases
        ],
        "cites": list(reply.cites),
        "clauses": [hit_json(h) for h in reply.clauses],
    }


def _near(near: Any, situation: Any) -> str:
    """Which cards a cell stands next to: ``атакующий и цель`` (several ways: ``… / …``)."""
    say = WORDS.get(situation.language, WORDS["ru"])
    p = phrasing(situation.game)
    labels = labels_in(p, situation.language) if p is not None else {}
    ways = near if near and isinstance(near[0], list) else [near]
    return " / ".join(
        " + ".join(labels.get(n, n) for n in way) if way else say["nothing"] for way in ways
    )


def _mark(holds: bool | None) -> str:
    return "?" if holds is None else "+" if holds else "-"


def reply_text(reply: Reply, mark: tuple[str, str] = ("[", "]"), *, every: bool = False) -> str:
    """The answer first, in plain words of the question's language, with the clauses that
    decided it; then what was understood (stated, assumed, not stated, not understood); the
    cases that hold and a count of the others (all of them with ``every``); the scenario; the
    closest clauses. Answer keys and fact names are ``--json``'s, never shown here."""
    from judge.ask.cases import scenario_yaml

    s = reply.situation
    say = WORDS.get(s.language, WORDS["ru"])
    lines = _answer_lines(reply, say, every)
    lines += _understood_lines(reply, say)
    if reply.cites:
        lines.append(f"{say['clauses']}: {', '.join(reply.cites)}")
    lines.append("")
    lines.append(f"{say['scenario']}:")
    lines += ["  " + line for line in scenario_yaml(reply.scenario).splitlines()]
    lines.append("")
    lines.append(f"{say['closest']}:")
    lines.append(hits_text(reply.clauses, mark) if reply.clauses else "  (none)")
    return "\n".join(lines)


def _understood_lines(reply: Reply, say: dict[str, str]) -> list[str]:
    """What was read: stated, assumed, not stated, not understood (in the question's words)."""
    from judge import games

    s = reply.situation
    lines = [f"{say['understood']} ({games.get(s.game).title}):", *_games_lines(s, say)]
    if s.stated:
        lines.append(f"  {say['stated']}: {said(s, s.stated)}")
    role = s.case["role"] if s.case is not None else ""
    # what the question says of the card it asks about (not what is taken of it: ``assumed``)
    said_of_case = {k: v for k, v in s.case_stated.items() if f"{role}.{k}" not in s.assumed}
    if s.case is not None and said_of_case:
        found = phrasing(s.game)
        label = labels_in(found, s.language).get(role, role) if found is not None else role
        lines.append(f"  {label}: {', '.join(said_card(s, said_of_case))}")
    if s.assumed:
        lines.append(f"  {say['assumed']}: {said(s, s.assumed)}")
    if s.scene is not None and s.scene.assumed:
        # what a named card is taken to be where the story does not say (one line per reading)
        by_reading: dict[str, list[str]] = {}
        for name, attrs in s.scene.assumed.items():
            by_reading.setdefault(", ".join(said_card(s, attrs)), []).append(name)
        for reading, names in by_reading.items():
            lines.append(f"  {say['assumed']}: {', '.join(names)} — {reading}")
    if s.unstated:
        lines.append(f"  {say['unstated']}: {said(s, s.unstated)}")
    if s.scene is not None and s.scene.unsided:
        unsided = ", ".join(s.scene.unsided)
        lines.append(f"  {say['unstated']}: {unsided} — {say['whose']} ({say['each-side']})")
    for name, attr in s.scene.unsaid if s.scene is not None else ():
        what = ", ".join(said_card(s, {attr: True}))
        lines.append(f"  {say['unstated']}: {name} — {what} {say['or-not']} ({say['each-way']})")
    if s.read_as:
        lines.append(f"  {say['read-as']}: {', '.join(s.read_as)}")
    if s.unplaced:
        shown = ", ".join(s.unplaced[:8]) + (", …" if len(s.unplaced) > 8 else "")
        lines.append(f"  {say['unplaced']}: {shown}")
    return lines


def _games_lines(s: Any, say: dict[str, str]) -> list[str]:
    """The other games that read the question equally well (``tied``), or each game it is
    answered in where it names none (``also``), with how to choose one."""
    from judge import games

    def choose(game_ids: Sequence[str]) -> str:
        return ", ".join(f"{games.get(g).title} (--game {g})" for g in game_ids)

    lines = [f"  {say['tied']}: {choose(s.tied)}"] if s.tied else []
    if s.also:
        lines.append(f"  {say['no-game']}: {choose([s.game, *(a.game for a in s.also)])}")
    return lines


def _undecided_by(reply: Reply, say: dict[str, str], *, shown_cases: bool) -> str:
    """What an undecided answer hangs on, in brackets: the facts to add (unless its cases are
    shown), the cards whose owner is unsaid, the attributes sought either way; else ``""``."""
    s = reply.situation
    if reply.needs and not shown_cases:
        return f" ({said(s, list(reply.needs))})"
    if s.scene is not None and s.scene.unsided:
        return f" ({', '.join(s.scene.unsided)} — {say['whose']})"
    if s.scene is not None and s.scene.unsaid:
        told = (f"{n} — {', '.join(said_card(s, {a: True}))}" for n, a in s.scene.unsaid)
        return f" ({'; '.join(told)} {say['or-not']})"
    return ""


def _answer_lines(reply: Reply, say: dict[str, str], every: bool) -> list[str]:
    """The answer in plain words: one sentence per answer key, the first with the reason that
    decided it; a general question's cases that hold, then how many do not; an answer an
    unstated fact decides, with what to add and the answer in each case."""
    s = reply.situation
    found = phrasing(s.game)
    words = found.kinds[s.kind].say if found is not None else {}
    lines: list[str] = []
    # the key the question asks for by name first (``отбивается ли`` → whether it strikes back)
    order = sorted(reply.answer.items(), key=lambda item: item[0] not in s.asked)
    for index, (key, value) in enumerate(order):
        spoken = _Spoken(words.get(key, {}), s.language, say)
        if value == "by case":
            lines += _by_case_lines(reply, spoken, say, every, key)
            continue
        if value == UNKNOWN:
            what = spoken.label or spoken._pick(spoken.words.get("true")) or key
            depends = say["by-game"] if reply.needs == ("game",) else say["depends"]
            text = f"{say['undecided']}, {_lowered(what)}: {depends}"
            text += _undecided_by(reply, say, shown_cases=index == 0 and bool(reply.cases))
            by_case = key == cases_key(reply.answer, s.asked) and bool(reply.cases)
            lines.append(text + ("" if by_case else "."))
            if by_case:
                lines += _by_fact_lines(reply, say, spoken)
            continue
        text = spoken.value(value, _name_of(s))
        if index == 0 and isinstance(value, tuple | list):
            # the names that hold: each card's own reason follows (``Почему``)
            text += f" ({', '.join(reply.cites)})" if reply.cites else ""
        elif index == 0:
            reason, cites = _deciding_reason(reply, value, key)
            local = _local(reason, s) if reason else ""
            if local and local.casefold() != text.casefold():  # (a reason worded as the answer
                text += f": {local}"  # is not said twice)
            if cites:
                text += f" ({', '.join(cites)})"
        lines.append(_sentence(text))
    lines += _reason_lines(reply, say)
    return lines


def _by_case_lines(
    reply: Reply, spoken: _Spoken, say: dict[str, str], every: bool, key: str
) -> list[str]:
    """A general question's answer: per kind of card (``_case_lines``), or — asked of every
    case of a yes/no (``Mikor számít rombolásnak …?``) — each case's answer."""
    if reply.situation.case is not None:
        return _case_lines(reply, spoken, say, every)
    what = spoken.label or spoken._pick(spoken.words.get("true")) or key
    lines = _by_fact_lines(reply, say, spoken, reply.by_key.get(key, reply.cases))
    return [f"{_sentence(what)[:-1]} — {say['by-case']}:", *lines]


def _by_fact_lines(
    reply: Reply, say: dict[str, str], spoken: _Spoken, cases: Sequence[Any] | None = None
) -> list[str]:
    """An answer an unstated fact decides: the answer in each case of it (yes or no, or the
    value there: ``если атакующий: летающее — защищать может: Волк``); ``cases``: a key's
    other than the first (``Reply.by_key``)."""
    s = reply.situation
    if s.case is not None:
        return []
    lines = []
    for case in reply.cases if cases is None else cases:
        condition = said(s, dict(case.card))
        outcome = say["yes"] if case.holds else say["no"] if case.holds is False else ""
        outcome = outcome or _lowered(say["undecided"])
        if case.holds is None and case.value is not None:
            outcome = _lowered(spoken.value(case.value, _name_of(s)))
        cites = f" ({', '.join(case.cites)})" if case.cites else ""
        lines.append(f"  {say['if']} {condition} — {outcome}{cites}")
    return lines


def _lowered(text: str) -> str:
    """A label's words inside a sentence: its first letter small (``Защищать может`` → ``…,
    защищать может``)."""
    return text[:1].lower() + text[1:]


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith((".", "?", "!")) else ".")


class _Spoken:
    """One answer key's words: its label and each value's words, in a language."""

    def __init__(self, words: Any, language: str, say: dict[str, str]) -> None:
        self.words = words
        self.language = language
        self.say = say

    def _pick(self, entry: Any) -> str:
        if isinstance(entry, dict):
            return str(entry.get(self.language) or next(iter(entry.values()), ""))
        return "" if entry is None else str(entry)

    @property
    def label(self) -> str:
        return self._pick(self.words.get("label"))

    def value(self, value: Any, name: Any) -> str:
        if isinstance(value, bool):
            own = self._pick(self.words.get("true" if value else "false"))
            return own or f"{self.label or ''}: {self.say['yes' if value else 'no']}".strip(": ")
        if isinstance(value, tuple | list):
            if not value:
                return self._pick(self.words.get("none")) or f"{self.label}: {self.say['none']}"
            return f"{self.label}: {', '.join(name(v) for v in value)}"
        if isinstance(value, dict) and "surely" in value:  # a partial list answer
            return f"{self.label}: {self._partial(value, name)}"
        own = self._pick(self.words.get(str(value)))
        return f"{self.label} {own}".strip() if own else f"{self.label}: {value}"

    def _partial(self, value: dict[str, Any], name: Any) -> str:
        """``наверняка A, B; возможно C``: the names that surely belong, then those that may."""
        from judge.engine.verdict import COMMON

        parts = []
        for key, names in (("surely", value["surely"]), ("maybe", value["maybe"])):
            if names:
                listed = ", ".join(name(n["name"] if isinstance(n, dict) else n) for n in names)
                parts.append(f"{self._pick(COMMON[key])} {listed}")
        return "; ".join(parts)


def _name_of(situation: Any) -> Any:
    """A card's name as the reply shows it: a role's card by the role's word (``attacker-1``:
    ``támadó 1``), the inactive player by the game's word for the opponent."""
    found = phrasing(situation.game)
    labels = labels_in(found, situation.language) if found is not None else {}

    def name(value: Any) -> str:
        text = str(value)
        if text in labels:  # ``possible-defender``
            return labels[text]
        role, _, number = text.partition("-")
        if role in labels:
            return labels[role] + (f" {number}" if number.isdigit() else "")
        return text

    return name


def _deciding_reason(reply: Reply, value: Any, key: str) -> tuple[str, tuple[str, ...]]:
    """The reason that decided an answer key: the condition named after the key, else the
    first that fails for a no, the first that holds and cites a deciding clause for a yes."""
    wanted = value if isinstance(value, bool) else True
    for subject, holds, why, cites in reply.reasons:
        if subject == key and why and (holds is wanted or not isinstance(value, bool)):
            return why, tuple(cites)
    for _subject, holds, why, cites in reply.reasons:
        if holds is wanted and why and (not reply.cites or set(cites) & set(reply.cites)):
            return why, tuple(cites)
    first = next((r for r in reply.reasons if r[2]), None)
    return (first[2], tuple(first[3])) if first else ("", reply.cites)


def _case_lines(reply: Reply, spoken: _Spoken, say: dict[str, str], every: bool) -> list[str]:
    """A general question's answer: the kinds of card that hold (with why and the clauses),
    those that may, and how many do not (every one of them with ``every``)."""
    s = reply.situation
    holding = [c for c in reply.cases if c.holds]
    maybe = [c for c in reply.cases if c.holds is None]
    failing = [c for c in reply.cases if c.holds is False]
    label = spoken.label or say["yes"]
    if not holding and maybe:  # none surely, some may: never "nobody" while one may
        lines = [_sentence(f"{label}: {say['undecided'].lower()}")]
    elif not holding:
        none = spoken._pick(spoken.words.get("none")) or f"{label}: {say['none']}"
        lines = [_sentence(none)]
    else:
        lines = [f"{label}:"]
    lines += [_case_line(s, c, say) for c in holding]
    if maybe:
        lines.append(f"{say['may']}:")
        lines += [_case_line(s, c, say) for c in maybe]
    if failing and every:
        lines += [_case_line(s, c, say) for c in failing]
    elif failing:
        lines.append("  " + say["more"].format(n=len(failing)))
    return lines


def _case_line(s: Any, case: Any, say: dict[str, str]) -> str:
    near = case.card.get(NEXT_TO)
    card = ", ".join(said_card(s, {k: v for k, v in case.card.items() if k != NEXT_TO}))
    if near is not None:
        card += f", {say['next-to']}: " + _near(near, s)
    cites = f" ({', '.join(case.cites)})" if case.cites else ""
    extra = f" [{say['add']}: {said(s, list(case.needs))}]" if case.needs else ""
    head = f"{card}{cites}: " if card or cites else ""  # (a case of no attribute: its why)
    return f"  {_mark(case.holds)} {head}{_local(case.why, s)}{extra}"


def _reason_lines(reply: Reply, say: dict[str, str]) -> list[str]:
    """Why, per condition (the engine's reasons, in the rules' words)."""
    if not reply.reasons:
        return []
    s = reply.situation
    name = _name_of(s)
    found = phrasing(s.game)
    words = found.kinds[s.kind].say if found is not None else {}
    lines = [f"{say['why']}:"]
    for subject, holds, why, ids in reply.reasons:
        shown_cites = f" ({', '.join(ids)})" if ids else ""
        if subject in words:  # a condition named after an answer key: its words
            spoken = _Spoken(words[subject], s.language, say)
            shown = spoken.label or spoken._pick(words[subject].get("true")) or subject
        else:
            shown = " → ".join(name(part.strip()) for part in subject.split("→"))
        lines.append(f"  {_mark(holds)} {shown}: {_local(why, s)}{shown_cites}")
    return lines


def _local(text: str, situation: Any) -> str:
    """A reason's text with the cards ``judge ask`` named after their roles (``target``,
    ``attacker-2``) called by the role's word in the question's language."""
    import re

    name = _name_of(situation)
    return re.sub(
        r"\b(?:possible-defender|attacker|target|defender|building|card)(?:-\d+)?\b",
        lambda m: name(m[0]),
        text,
    )
