"""Properties over arbitrary input: the parser never raises on any text, decoding any bytes raises
only DecodeError, and what the parser builds is always a consistent index."""

from __future__ import annotations

import contextlib
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.errors import DecodeError
from judge.rulebook.ids import normalize_id
from judge.rulebook.model import Document
from judge.rulebook.parser import find_refs, parse_document, ref_spans
from judge.rulebook.textio import decode

FAST = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DOTTED = re.compile(r"^\d+(?:\.\d+)*$|^\d+(?:\.\d+)+[a-zа-яё]$")  # 514.6, 702.19b

# Pieces that exercise every branch of the parser: numbers, headings, markers, bullets, tables.
PIECES = st.sampled_from(
    [
        "514.",
        "514.6.",
        "511.5.1.",
        "34.",
        "34.10.",
        "100.1.",
        "1.",
        "0.",
        "9999.",
        "12345.",
        " ",
        "\n",
        "\n\n",
        ". ",
        ".",
        "(",
        ")",
        "(110.)",
        "(37.6.)",
        "(см. 304. Текст.)",
        "п.514",
        "п. 514.5",
        "пункт 514",
        "см. 514.5",
        "lásd 34.4.",
        "514.5 и 514.6",
        "[Kiegészítés]",
        "[Дополнение]",
        "· ",
        "| а | б |",
        "ПРИМЕР. ",
        "Предварительный этап.",
        "Атаки",
        "Támadó lény.",
        "Шаг броска кубика. Игроки",
        ",",
        ":",
        "до 5 выстрелов",
        "6",
        "\u00a0",
        "\t",
        "\r\n",
        "\ufeff",
        "«",
        "»",
        "–",
    ]
)
TEXTS = st.one_of(
    st.text(max_size=400),
    st.lists(st.one_of(PIECES, st.text(max_size=12)), max_size=60).map("".join),
)


def parse(text: str) -> Document:
    return parse_document(text, Document("p", "berserk", "ru", "p", "", "p.txt"))


@FAST
@given(TEXTS)
def test_parser_never_raises_and_builds_a_consistent_index(text):
    doc = parse(text)
    lines = text.split("\n")
    for clause in doc:
        assert 1 <= clause.line <= len(lines)
        if clause.parent is not None:
            assert clause.parent in doc.clauses
            assert clause.id in doc.clauses[clause.parent].children
            # 100.10 under 100, 702.19b under 702.19, a second copy 96.5#2 under 96
            own = clause.id.partition("#")[0]
            assert own.startswith(clause.parent + ".") or own[:-1] == clause.parent
        for ref in clause.refs:
            assert DOTTED.match(ref.id)
            assert ref.resolved == (ref.id in doc.clauses)
            if ref.resolved:
                assert clause.id in doc.clauses[ref.id].cited_by
        assert "[Kiegészítés]" not in clause.text
        assert set(clause.flags) <= {"supplement", "part"}
    for problem in doc.problems:
        assert problem.severity in ("error", "warning")
        assert 1 <= problem.line <= len(lines)


@FAST
@given(TEXTS)
def test_decoded_text_parses(text):
    try:
        decoded = decode(text.encode("utf-8", "surrogatepass"), "p.txt")
    except (DecodeError, UnicodeError):
        return
    assert "\r" not in decoded
    assert "\u00a0" not in decoded
    parse(decoded)


@FAST
@given(st.binary(max_size=600))
def test_decode_raises_only_decode_error(data):
    try:
        text = decode(data, "p.txt")
    except DecodeError as error:
        assert error.path == "p.txt"
        assert "\n" not in str(error)
        return
    assert isinstance(text, str)
    parse(text)


@FAST
@given(st.text(alphabet="\x00\x01\x02\x1b\x7f\ufeffab1.\n\r\u00a0\xff", max_size=200))
def test_decode_controls_and_marks(text):
    with contextlib.suppress(DecodeError):
        decode(text.encode("utf-8"), "p.txt")


@FAST
@given(TEXTS)
def test_find_refs_gives_dotted_ids_once_each(text):
    refs = find_refs(text)
    assert len(refs) == len(set(refs))
    assert all(DOTTED.match(ref) for ref in refs)


# Around references: markers in any case, numbers, spaces, periods, brackets, units, words.
REF_PIECES = st.sampled_from(
    "п пп пункт пунктом см СМ lásd Lásd ld § rule Rules pont ᲃм 1 23 514 514.6 37.6. 510.1c "
    "1.2а ( ) (110.) . _ a abc слово inch cm % , « » x1 1x - ٣".split()
    + [". ", " ", "  ", "\n", "\t", "\u00a0", "\u2003"]
)


@FAST
@given(st.lists(REF_PIECES, max_size=14).map("".join))
def test_find_refs_agrees_with_the_spans_found_over_the_whole_text(text):
    # find_refs skips the text before the first possible reference; ref_spans scans it all
    assert find_refs(text) == list(dict.fromkeys(cid for _, _, cid in ref_spans(text)))


@FAST
@given(st.one_of(st.text(max_size=40), PIECES))
def test_normalize_id_gives_none_or_a_dotted_id(raw):
    result = normalize_id(raw)
    assert result is None or DOTTED.match(result)


@FAST
@given(st.lists(st.integers(min_value=0, max_value=999), min_size=1, max_size=4))
def test_normalize_id_reads_every_loose_form(parts):
    dotted = ".".join(map(str, parts))
    for typed in (
        dotted,
        dotted + ".",
        " ".join(map(str, parts)),
        f"п.{dotted}",
        f"пункт {dotted}",
        f"см. {dotted}.",
    ):
        assert normalize_id(typed) == dotted
