"""Text conservation, the parser's invariant: every non-blank line of a book ends up in exactly one
place the index shows — a clause's title or text, a heading block, a glossary entry, the
document's preamble, contents or page furniture — or in a problem that names the line and says
where its text is kept. Checked as a multiset of words: each word of the input (less
clause-number dots, markup and supplement markers, which are the ``supplement`` flag) is in the
index exactly as often as in the text."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.rulebook.ids import DUPLICATE_MARK
from judge.rulebook.load import load
from judge.rulebook.model import Document
from judge.rulebook.parser import parse_document

WORD = re.compile(r"\w+")
MARKER = re.compile(r"\[\s*(?:Kiegészítés|Дополнение)\s*\]", re.IGNORECASE)
UNDERLINE = re.compile(r"^\s*([=\-~^*+#])\1{2,}\s*$")


def words_of_input(text: str, dropped: set[int]) -> Counter[str]:
    counted: Counter[str] = Counter()
    for number, line in enumerate(text.split("\n"), 1):
        if number in dropped or UNDERLINE.match(line):
            continue
        counted.update(WORD.findall(MARKER.sub(" ", line)))
    return counted


def words_kept(doc: Document) -> Counter[str]:
    # a supplement marker before the first clause flags nothing: it stays in the preamble
    counted: Counter[str] = Counter(WORD.findall(MARKER.sub(" ", doc.preamble)))
    counted.update(WORD.findall(MARKER.sub(" ", doc.contents)))
    counted.update(WORD.findall(doc.furniture))
    for clause in doc:
        if clause.numbered:
            counted.update(WORD.findall(clause.id.partition(DUPLICATE_MARK)[0]))
        counted.update(WORD.findall(clause.title or ""))
        counted.update(WORD.findall(clause.text))
    return counted


def assert_conserved(text: str, doc: Document) -> None:
    # a copy of a repeated number kept as one clause is named by its problem, with the line
    # of the copy that is kept
    dropped = {p.line for p in doc.problems if p.kind == "repeated"}
    assert words_kept(doc) == words_of_input(text, dropped)
    for problem in doc.problems:
        if problem.kind == "repeated":
            assert "kept as one clause" in problem.message


def parse(text: str, language: str = "hu") -> Document:
    return parse_document(text, Document("c", "hkk", language, "c", "", "c.txt"))


# --------------------------------------------------------------------------- the generator

HU = "lény támad védekező harci fázis játékos lap kártya őrposzt építmény sebzés kör".split()
RU = "существо атака защитник карта игрок удар зона стек кубик фаза ход отряд".split()
IDS = ["1", "1.1", "1.2", "1.2.1", "2", "2.1", "2.2", "96.5", "96.6", "702.19", "702.19b", "1.2а"]

words = st.lists(st.sampled_from(HU + RU), min_size=1, max_size=9).map(" ".join)
sentence = words.map(lambda w: w[:1].upper() + w[1:] + ".")
title = st.lists(st.sampled_from(HU + RU), min_size=1, max_size=3).map(
    lambda w: " ".join(w).capitalize()
)
number = st.sampled_from(IDS)
GLOSSARIES = ["Glossary", "Глоссарий", "Словарь терминов", "Fogalomtár", "3. Fogalomtár"]


def _clause(n: str, text: str) -> list[str]:
    return [f"{n} {text}" if n[-1].isalpha() else f"{n}. {text}"]


PIECES = st.one_of(
    st.builds(_clause, number, sentence),  # a clause on one line
    st.builds(lambda n, t: [f"{n}.", "", t], number, sentence),  # number alone, then its text
    st.builds(lambda n, t: [f"{n}. {t}"], number, title),  # a numbered heading
    st.builds(lambda n, h, t: [f"{n}. {h}. {t}"], number, title, sentence),  # run-in heading
    st.builds(lambda n: [f"{n}."], number),  # a number with nothing after it
    st.builds(  # a table of contents with dot leaders
        lambda entries: ["Tartalomjegyzék", *[f"{n}. {t} ....... {p}" for n, t, p in entries]],
        st.lists(st.tuples(number, title, st.integers(1, 300)), min_size=1, max_size=4),
    ),
    st.builds(  # a block of headings (repeated later, or not)
        lambda entries: [f"{n}. {t}" for n, t in entries],
        st.lists(st.tuples(number, title), min_size=2, max_size=5),
    ),
    st.builds(
        lambda r, t: [f"{r}. rész - {t}, {t.lower()} és egyéb"], st.sampled_from("IVX"), title
    ),
    st.builds(lambda k, t: [f"Часть {k}. {t}"], st.integers(1, 9), title),
    st.builds(lambda k: [f"ГЛАВА {k}"], st.sampled_from(["I", "II", "IV"])),
    st.just(["Bevezető"]),
    st.builds(lambda t, c: [t, c * len(t)], title, st.sampled_from("=-~")),  # rst heading
    st.builds(lambda n, t: [f"## {n}. {t}"], number, title),  # Markdown heading
    st.builds(lambda t: [f"# {t}"], title),
    st.builds(lambda t: [f"· {t}"], words),  # bullet
    st.builds(lambda a, b: [f"| {a} | {b} |"], title, title),  # table row
    st.builds(lambda t: [f"ПРИМЕР. {t}"], sentence),
    st.just(["[Kiegészítés]"]),
    st.builds(lambda t: [t], sentence),  # a paragraph
    st.builds(lambda t: [t], title),  # a short line
    st.builds(lambda n, t: [f"{n} {t}"], st.sampled_from(["606.5", "3.4"]), sentence),  # no dot
    # a glossary: its heading, then entries — a term on its own line and its definition, in
    # numbered senses (on lines of their own or on one line), «Term: …», «Term — …»
    st.builds(lambda h: [h], st.sampled_from(GLOSSARIES)),
    st.builds(lambda t, d: [t, d], title, sentence),
    st.builds(lambda t, a, b: [t, f"1. {a}", f"2. {b}"], title, sentence, sentence),
    st.builds(lambda t, a, b: [t, f"1. {a} 2. {b}"], title, sentence, sentence),
    st.builds(lambda t, d, s: [f"{t}{s}{d}"], title, sentence, st.sampled_from([": ", " — "])),
    st.builds(lambda t: [t.upper()], title),  # a heading in capitals
    st.builds(lambda t, m: [f"{m}{t}{m}"], title, st.sampled_from(["==", "===", "= "])),  # wiki
    st.just([""]),
    st.builds(  # noise: digits, dots, quotes, brackets, markup characters, letters
        lambda t: [t],
        st.text(alphabet='0123456789. «»„”"()[]#=-–·|:,;aбБZőIVXé\t', max_size=24),
    ),
)
BOOKS = st.lists(PIECES, min_size=1, max_size=30).map(
    lambda pieces: "\n".join(line for piece in pieces for line in piece) + "\n"
)
#: running heads and feet of a converted book, each with its page number or without
HEADS = ["HKK Kódex {}", "Tartalomjegyzék | Tárgymutató", "— {} —", "Берсерк. Правила, стр. {}"]
HEAD = "|".join(re.escape(h).replace(r"\{\}", r"\d+") for h in HEADS)


def _furnish(text: str, head: str, every: int) -> str:
    """The text with a page's furniture line before every ``every`` lines."""
    lines = text.split("\n")
    out = []
    for n, line in enumerate(lines):
        if n % every == 0:
            out.append(head.format(n // every + 1))
        out.append(line)
    return "\n".join(out)


FURNISHED = st.builds(
    _furnish,
    st.lists(PIECES, min_size=20, max_size=60).map(
        lambda pieces: "\n".join(line for piece in pieces for line in piece) + "\n"
    ),
    st.sampled_from(HEADS),
    st.integers(12, 30),
)
CONSERVATION = settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@CONSERVATION
@given(BOOKS)
def test_every_line_is_kept_exactly_once(text: str) -> None:
    assert_conserved(text, parse(text))


@CONSERVATION
@given(BOOKS)
def test_every_line_is_kept_with_blank_lines_between(text: str) -> None:
    spaced = text.replace("\n", "\n\n")
    assert_conserved(spaced, parse(spaced))


@CONSERVATION
@given(FURNISHED)
def test_page_furniture_is_kept_apart(text: str) -> None:
    doc = parse(text)
    assert_conserved(text, doc)
    heads = [line for line in text.split("\n") if re.fullmatch(HEAD, line)]
    if len(heads) >= 3:  # on three pages or more: every copy is furniture, and none is text
        assert [line for line in doc.furniture.splitlines() if re.fullmatch(HEAD, line)] == heads
    found = [p for p in doc.problems if p.kind == "furniture"]
    assert len(found) == (1 if doc.furniture else 0)  # one finding per document
    if found:
        assert found[0].line == doc.furniture_line
        assert found[0].message.startswith(f"{len(doc.furniture.splitlines())} lines repeated")


def test_the_bundled_texts_keep_every_line() -> None:
    for doc in load():
        text = (Path(__file__).parent.parent / doc.source).read_text(encoding="utf-8")
        assert_conserved(text, doc)
