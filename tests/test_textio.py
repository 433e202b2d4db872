"""Decoding rulebook texts as users have them: every encoding, line end and space of product.md,
and clean errors (naming the file, and the line where one applies) for what is not a text."""

from __future__ import annotations

import pytest

from judge.errors import DecodeError, JudgeError, RulebookError
from judge.rulebook.model import Document
from judge.rulebook.parser import parse_document
from judge.rulebook.textio import decode, detect_language

RU = (
    "514. Общие правила назначения защитников.\n"
    "514.6. Защитником от удара летающего существа по карте во вспомогательной зоне может "
    "выступить другое летающее существо (см. 514.5). Ёж, щит, съёмка, «кавычки».\n"
)
HU = (
    "34. Támadók kijelölése részfázis\n\n"
    "34.4. Átüt az őrposzton\n\n"
    ". A támadó lény csak akkor üthet át az ellenfél őrposztján, ha győz. ŐRSÉG ŰR Ő Ű ő ű.\n"
)


def parse(text: str):
    return parse_document(text, Document("t", "berserk", "ru", "t", "", "t.txt"))


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (RU.encode("utf-8"), RU),
        (b"\xef\xbb\xbf" + RU.encode("utf-8"), RU),
        (RU.encode("cp1251"), RU),
        (HU.encode("utf-8"), HU),
        (b"\xef\xbb\xbf" + HU.encode("utf-8"), HU),
        (HU.encode("cp1250"), HU),
        (HU.encode("iso8859_2"), HU),
        (RU.encode("utf-16"), RU),
    ],
    ids=["utf8-ru", "utf8-bom-ru", "cp1251", "utf8-hu", "utf8-bom-hu", "cp1250", "latin2", "utf16"],
)
def test_encodings(data, expected):
    assert decode(data, "book.txt") == expected


@pytest.mark.parametrize("text", ["Атака", "Ёж съел щи.", "Защитник — это существо.\n"])
def test_short_cp1251_texts(text):
    assert decode(text.encode("cp1251"), "x.txt") == text


@pytest.mark.parametrize("text", ["Átüt az őrposzton", "ő ű Ő Ű győző", "Védekező lény.\n"])
@pytest.mark.parametrize("encoding", ["cp1250", "iso8859_2"])
def test_short_hungarian_legacy_texts(text, encoding):
    assert decode(text.encode(encoding), "x.txt") == text


@pytest.mark.parametrize("newline", ["\r\n", "\r"])
def test_line_ends_become_lf_and_line_numbers_hold(newline):
    text = "1. Заголовок\n\n1.1. Первый.\n1.2.\n\nВторой.\n"
    decoded = decode(text.replace("\n", newline).encode("utf-8"), "x.txt")
    assert decoded == text
    doc = parse(decoded)
    assert [(c.id, c.line, c.text) for c in doc] == [
        ("1", 1, ""),
        ("1.1", 3, "Первый."),
        ("1.2", 4, "Второй."),
    ]


def test_crlf_in_cp1251_with_bomless_text():
    raw = "514.6.\u00a0Текст\u00a0пункта (см.\u00a0514.5).\r\n".encode("cp1251")
    assert decode(raw, "x.txt") == "514.6. Текст пункта (см. 514.5).\n"


@pytest.mark.parametrize("space", ["\u00a0", "\u202f", "\u2007", "\u2009", "\t"])
def test_non_breaking_and_odd_spaces_become_plain(space):
    raw = f"514.6.{space}Защитником может{space}выступить (см.{space}514.5).".encode()
    decoded = decode(raw, "x.txt")
    assert decoded == "514.6. Защитником может выступить (см. 514.5)."
    clause = parse(decoded).clauses["514.6"]
    assert clause.text == "Защитником может выступить (см. 514.5)."
    assert [r.id for r in clause.refs] == ["514.5"]


def test_bom_does_not_hide_the_first_clause():
    doc = parse(decode(b"\xef\xbb\xbf" + "506.3. Текст.\n".encode(), "x.txt"))
    assert [(c.id, c.line) for c in doc] == [("506.3", 1)]


def test_decomposed_accents_are_composed():
    decomposed = "Átüt az őrposzton".replace("Á", "A\u0301").replace("ő", "o\u030b")
    assert decode(decomposed.encode(), "x.txt") == "Átüt az őrposzton"


@pytest.mark.parametrize("data", [b"", b"   \n\r\n\t  "])
def test_empty_file_is_an_error_naming_it(data):
    with pytest.raises(DecodeError) as info:
        decode(data, "rules/empty.txt")
    assert info.value.path == "rules/empty.txt"
    assert str(info.value).startswith("rules/empty.txt")
    assert "empty" in str(info.value)


def test_binary_file_names_file_and_line():
    data = "1. Заголовок\n1.1. Текст.\n".encode() + b"\x00\x01\x02\x03PK\x03\x04" * 20
    with pytest.raises(DecodeError) as info:
        decode(data, "rules/image.txt")
    assert (info.value.path, info.value.line) == ("rules/image.txt", 3)
    assert str(info.value).startswith("rules/image.txt:3: ")
    assert "binary" in str(info.value)


@pytest.mark.parametrize(
    "data",
    [
        bytes(range(1, 32)) * 40,  # control characters, no NUL
        b"\xff\xfe\xfd",  # a UTF-16 byte-order mark followed by an odd byte count
        b"\x7fELF\x02\x01\x01" + bytes(range(1, 9)) * 50,
    ],
    ids=["controls", "bad-utf16", "elf"],
)
def test_other_non_texts_are_decode_errors(data):
    with pytest.raises(DecodeError) as info:
        decode(data, "x.bin")
    assert info.value.path == "x.bin"
    assert "\n" not in str(info.value)


def test_decode_error_is_a_rulebook_error_with_exit_2():
    assert issubclass(DecodeError, RulebookError)
    assert issubclass(RulebookError, JudgeError)
    assert DecodeError("x", path="f").exit_code == 2


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (RU, "ru"),
        (HU, "hu"),
        ("34.1.\n\nA támadni nem kötelező.", "hu"),
        ("514.6. Защитником может выступить HKK-существо.", "ru"),
    ],
)
def test_detect_language(text, language):
    assert detect_language(text) == language
