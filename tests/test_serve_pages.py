"""The Ask page of `judge serve` without JavaScript, in-process: a GET form the server answers
with the whole page — the answer first, its clauses linked to their pages on the site, what was
understood (as `judge ask` says it), the scenario to download (what `judge ask --save` writes) —
in the game's language; and the site's pages at /. In a browser: ``test_serve_browser.py``."""

from __future__ import annotations

import html.parser
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest

pytest.importorskip("starlette", reason="the [serve] extra is not installed")
pytest.importorskip("granian", reason="the [serve] extra is not installed")

from starlette.testclient import TestClient  # noqa: E402

from judge.render.site import build_site  # noqa: E402
from judge.rulebook.load import load  # noqa: E402
from judge.search.index import close_all  # noqa: E402
from judge.serve.app import create_app  # noqa: E402
from judge.serve.settings import MAX_QUERY, Settings  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
RU = "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?"
RU_YES_NO = "Отбивается ли закрытое существо от атаки ударом?"
HU = "Két lény támad egy lényre, ki dönti el, melyikre üt vissza?"


class Page(html.parser.HTMLParser):
    """A page read as a browser would: its text, links, scripts, forms, attributes."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text: list[str] = []
        self.links: list[tuple[str, str]] = []  # (href, text)
        self.scripts: list[dict[str, str | None]] = []
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self._link: list[str] | None = None
        self._href = ""
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.append((tag, found))
        if tag == "script":
            self.scripts.append(found)
        if tag == "a" and found.get("href"):
            self._link, self._href = [], str(found["href"])

    def handle_endtag(self, tag: str) -> None:
        if tag == "a" and self._link is not None:
            self.links.append((self._href, "".join(self._link)))
            self._link = None

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._link is not None:
            self._link.append(data)

    @property
    def words(self) -> str:
        return " ".join(" ".join(self.text).split())


def flat(text: str) -> str:
    """``text`` without white space (a page's text nodes split where its links are)."""
    return "".join(text.split())


def judge(*args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "judge", *args], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("serve-site") / "site"
    build_site(load(None), folder, search=False)
    return folder


@pytest.fixture(scope="module")
def server(site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    close_all()  # the search index this process opened for other tests: the worker opens its own
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("JUDGE_CACHE_DIR", str(tmp_path_factory.mktemp("serve-cache")))
        application = create_app(Settings(rate_limit=0, pages=str(site)))
        application.log = lambda line: None
        with TestClient(application) as client:
            yield client


def ask_page(server: TestClient, game: str, question: str | None) -> tuple[int, Page, str]:
    response = server.get(f"/{game}/ask", params={"q": question} if question else {})
    assert response.headers["content-type"].startswith("text/html")
    return response.status_code, Page(response.text), response.text


def _target(site: Path, page_url: str, href: str) -> tuple[Path, str]:
    """The file and anchor a link of a page at ``page_url`` leads to in the site."""
    url = urlsplit(urljoin(page_url, href))
    return site / unquote(url.path).lstrip("/"), unquote(url.fragment)


# ------------------------------------------------------------------------------ the box


@pytest.mark.parametrize(("game", "lang"), [("berserk", "ru"), ("hkk", "hu")])
def test_the_box_is_a_get_form_in_the_games_language(
    server: TestClient, game: str, lang: str
) -> None:
    status, page, text = ask_page(server, game, None)
    assert status == 200
    assert f'<html lang="{lang}">' in text
    forms = [attrs for tag, attrs in page.tags if tag == "form"]
    assert forms == [
        {"class": "ask", "action": "ask", "method": "get", "data-working": forms[0]["data-working"]}
    ]
    assert [a["name"] for t, a in page.tags if t == "textarea"] == ["q"]
    assert 'id="answer"' in text and "<h2>" not in text  # nothing answered yet


def test_no_inline_script_or_style(server: TestClient) -> None:
    """The CSP allows scripts and styles only from the server's files: the page has none
    inline, no event-handler attributes, no style attributes."""
    for question in (None, RU, HU):
        game = "hkk" if question == HU else "berserk"
        _, page, _ = ask_page(server, game, question)
        assert page.scripts == [{"src": "../-/static/ask.js", "defer": None}]
        for tag, attrs in page.tags:
            assert "style" not in attrs, tag
            assert not [a for a in attrs if a.startswith("on")], (tag, attrs)
            assert not str(attrs.get("href", "")).startswith("javascript:")


# ------------------------------------------------------------------------------ answers


def test_a_russian_situation_answer_first_linked_then_understood(
    server: TestClient, site: Path
) -> None:
    status, page, text = ask_page(server, "berserk", RU)
    assert status == 200
    said = judge("ask", RU)  # the CLI's own text reply to the same question
    order = [text.index(mark) for mark in ("Ответ</h2>", "Что я понял", "Ближайшие пункты")]
    assert order == sorted(order)
    first = flat(said.splitlines()[0])  # the CLI's answer, in words, comes first; so here
    assert first in flat(page.words)
    assert flat(page.words).index(first) < flat(page.words).index("Чтояпонял")
    for label, key in (("сказано", "Сказано"), ("принято", "Допущения")):
        line = next(x for x in said.splitlines() if x.strip().startswith(label + ":"))
        assert key in page.words and line.split(":", 1)[1].strip() in page.words
    cites = next(x for x in said.splitlines() if x.startswith("Пункты: ")).split(": ")[1]
    linked = {label: href for href, label in page.links}
    for clause in cites.split(", "):  # every deciding clause links to its place on the site
        path, anchor = _target(site, "http://testserver/berserk/ask", linked[clause])
        assert path.is_file() and f'id="{anchor}"' in path.read_text(encoding="utf-8")
        assert anchor == clause


def test_the_scenario_link_downloads_what_ask_save_writes(
    server: TestClient, tmp_path: Path
) -> None:
    _, page, _ = ask_page(server, "berserk-heroes", RU_YES_NO)
    (href,) = [h for h, _ in page.links if "scenario.yaml" in h]
    response = server.get(urljoin("/berserk-heroes/ask", href))
    assert response.status_code == 200
    assert response.headers["content-disposition"] == 'attachment; filename="scenario.yaml"'
    saved = tmp_path / "saved.yaml"
    judge("ask", RU_YES_NO, "--game", "berserk-heroes", "--save", str(saved))
    assert response.text == saved.read_text(encoding="utf-8")
    resolved = server.post("/api/resolve", content=response.content)  # judge resolve takes it
    assert resolved.status_code == 200 and resolved.json()["game"] == "berserk-heroes"


def test_a_hungarian_situation_in_hungarian(server: TestClient, site: Path) -> None:
    status, page, text = ask_page(server, "hkk", HU)
    assert status == 200 and '<html lang="hu">' in text
    said = judge("ask", HU)
    first = flat(said.splitlines()[0])
    assert first in flat(page.words)
    assert flat(page.words).index(first) < flat(page.words).index("Amitmegértettem")
    for word in ("Válasz", "Amit megértettem", "Feltételezések", "Legközelebbi pontok"):
        assert word in page.words
    linked = {label: href for href, label in page.links}
    path, anchor = _target(site, "http://testserver/hkk/ask", linked["34.8"])
    assert path.name.startswith("hkk-kodex-34") and anchor == "34.8"


def test_a_question_that_is_no_situation_gets_the_closest_clauses(server: TestClient) -> None:
    # (a "what is X?" question is answered with the term: test_what_is_a_term_…)
    status, page, _ = ask_page(server, "berserk", "сколько карт в колоде?")
    assert status == 200
    assert "Ничто в загруженных правилах не отвечает на это." in page.words
    assert "Ближайшие пункты" in page.words and "Скачать сценарий" not in page.words
    assert any(label[:1].isdigit() for _, label in page.links)  # a clause, linked


def test_a_question_too_long_is_said_on_the_page(server: TestClient) -> None:
    status, page, _ = ask_page(server, "berserk", "д" * (MAX_QUERY + 1))
    assert status == 400
    assert f"Не получилось q: at most {MAX_QUERY} characters" in page.words


def test_an_unknown_game_has_no_ask_page(server: TestClient) -> None:
    assert server.get("/chess/ask").status_code == 404
    assert server.get("/chess/ask/scenario.yaml?q=x").status_code == 404


@pytest.mark.parametrize(
    ("game", "question", "term", "heading", "defined"),
    [
        ("berserk", "что такое защитник?", "защитник", "Термин", "514"),
        ("hkk", "Mi az a védekező lény?", "védekező lény", "Fogalom", "34.7"),
    ],
)
def test_what_is_a_term_is_answered_with_the_term(
    server: TestClient, site: Path, game: str, question: str, term: str, heading: str, defined: str
) -> None:
    # as `judge ask` answers it: the term as `judge define` gives it, its clauses linked
    status, page, _ = ask_page(server, game, question)
    assert status == 200
    assert f"{heading} {term}" in page.words
    assert "Closest clauses" not in page.words and "Ближайшие пункты" not in page.words
    linked = {text: href for href, text in page.links}
    assert defined in linked  # the clause that defines it (34.7's heading: Védekező lény)
    path, anchor = _target(site, f"http://testserver/{game}/ask", linked[defined])
    assert path.is_file() and f'id="{anchor}"' in path.read_text(encoding="utf-8")


def test_no_scenario_for_a_question_that_is_no_situation(server: TestClient) -> None:
    response = server.get("/berserk/ask/scenario.yaml", params={"q": "что такое защитник?"})
    assert response.status_code == 404
    assert response.text == "the question is not read as a situation: no scenario\n"


# ------------------------------------------------------------------------------ the site


def test_the_sites_pages_are_served_at_the_root(server: TestClient, site: Path) -> None:
    index = server.get("/")
    assert index.status_code == 200
    assert index.text == (site / "index.html").read_text(encoding="utf-8")
    page = server.get("/berserk/berserk-513-514.html")
    assert page.status_code == 200 and 'id="514.6"' in page.text
    assert server.get("/../../etc/passwd").status_code == 404
    assert server.get("/nothing.html").status_code == 404
