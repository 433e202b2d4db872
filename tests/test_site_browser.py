"""`judge site` in a real browser, as a judge uses it on a phone: headless Chromium (Debian's
``chromium`` and ``chromium-driver``) driven by Selenium, the site served by ``http.server`` on
127.0.0.1. Selected with ``pytest -m browser``; skipped, with the reason, when no browser is
installed. Screenshots land in ``tests/artifacts/``.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest
from browser import chromium, unavailable

from judge.render.site import build_site
from judge.render.site.build import pagefind_executable
from judge.rulebook.load import load

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "tests" / "artifacts"
DATA = ROOT / "tests" / "data" / "site"


if (_reason := unavailable()) is not None:
    pytest.skip(_reason, allow_module_level=True)

from selenium.common.exceptions import NoAlertPresentException  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

pytestmark = pytest.mark.browser
needs_search = pytest.mark.skipif(
    pagefind_executable() is None, reason="the Pagefind indexer is not installed ('.[site]')"
)


# ------------------------------------------------------------------------------ harness


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass


class Server:
    """``http.server`` on a free port of 127.0.0.1, in a thread, serving one folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        handler = functools.partial(_Quiet, directory=str(folder))
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def color_scheme(driver: WebDriver, scheme: str) -> None:
    driver.execute_cdp_cmd(
        "Emulation.setEmulatedMedia",
        {"features": [{"name": "prefers-color-scheme", "value": scheme}]},
    )


def errors(driver: WebDriver) -> list[dict[str, Any]]:
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


@pytest.fixture(scope="module")
def workdir() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="judge-site-browser-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def bundled(workdir: Path) -> Iterator[Server]:
    out = workdir / "bundled"
    build_site(load(use_cache=False), out)
    server = Server(out)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def hostile(workdir: Path) -> Iterator[Server]:
    out = workdir / "hostile"
    book = load([DATA / "hostile"], use_cache=False)
    build_site(book, out, scenarios=[DATA / "hostile-scenarios"])
    server = Server(out)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def driver(workdir: Path) -> Iterator[WebDriver]:
    browser = chromium(workdir / "profile")
    yield browser
    browser.quit()


@pytest.fixture
def light(driver: WebDriver) -> Iterator[WebDriver]:
    color_scheme(driver, "light")
    driver.get_log("browser")  # start each test with an empty console
    yield driver


def pages_of(server: Server) -> list[str]:
    return sorted(p.relative_to(server.folder).as_posix() for p in server.folder.rglob("*.html"))


CRAWL = """
const links = [...document.querySelectorAll('a[href], link[href]')].map(a => a.href);
const used = [...document.querySelectorAll('script[src]')].map(s => s.src);
const root = document.documentElement;
return {
  links: links.concat(used),
  ids: [...document.querySelectorAll('[id]')].map(e => e.id),
  scrollWidth: Math.max(root.scrollWidth, document.body.scrollWidth),
  width: root.clientWidth,
  pwned: window.pwned === undefined ? null : String(window.pwned),
  text: document.body.innerText,
};
"""


def crawl(driver: WebDriver, server: Server) -> dict[str, dict[str, Any]]:
    """Every page of the site as the browser shows it: links (absolute), ids, widths, console
    errors, and whether any hostile script ran."""
    seen = {}
    for page in pages_of(server):
        driver.get(server.base + page)
        WebDriverWait(driver, 10).until(
            lambda d: d.execute_script("return document.readyState") == "complete"
        )
        info = driver.execute_script(CRAWL)
        try:
            alert = driver.switch_to.alert.text
        except NoAlertPresentException:
            alert = None
        info["alert"] = alert
        info["errors"] = errors(driver)
        seen[page] = info
    return seen


@pytest.fixture(scope="module")
def bundled_pages(driver: WebDriver, bundled: Server) -> dict[str, dict[str, Any]]:
    color_scheme(driver, "light")
    return crawl(driver, bundled)


@pytest.fixture(scope="module")
def hostile_pages(driver: WebDriver, hostile: Server) -> dict[str, dict[str, Any]]:
    color_scheme(driver, "light")
    return crawl(driver, hostile)


# ------------------------------------------------------------------------------ every page


@pytest.mark.parametrize("which", ["bundled", "hostile"])
def test_every_link_on_every_page_resolves(which: str, request: pytest.FixtureRequest) -> None:
    server: Server = request.getfixturevalue(which)
    seen: dict[str, dict[str, Any]] = request.getfixturevalue(f"{which}_pages")
    checked = set()
    for page, info in seen.items():
        for link in info["links"]:
            assert link.startswith(server.base), f"{page}: leaves the site: {link}"
            parts = urlsplit(link)
            path = unquote(parts.path.lstrip("/")) or "index.html"
            if path.endswith(".html"):
                assert path in seen, f"{page}: {link} → no such page"
                if parts.fragment:
                    assert unquote(parts.fragment) in seen[path]["ids"], (
                        f"{page}: {link} → no anchor"
                    )
            else:
                assert (server.folder / path).is_file(), f"{page}: {link} → 404"
            checked.add(link)
    assert len(checked) > (100 if which == "bundled" else 12)


@pytest.mark.parametrize("which", ["bundled", "hostile"])
def test_no_page_scrolls_sideways_at_360_px(which: str, request: pytest.FixtureRequest) -> None:
    seen = request.getfixturevalue(f"{which}_pages")
    for page, info in seen.items():
        assert info["width"] == 360, page
        assert info["scrollWidth"] <= info["width"], f"{page}: {info['scrollWidth']} px wide"


@pytest.mark.parametrize("which", ["bundled", "hostile"])
def test_no_console_errors(which: str, request: pytest.FixtureRequest) -> None:
    seen = request.getfixturevalue(f"{which}_pages")
    for page, info in seen.items():
        assert info["errors"] == [], page


def test_tap_targets_are_large(light: WebDriver, bundled: Server) -> None:
    light.get(bundled.base + "berserk/berserk-513-514.html")
    for selector in ("form.search input", "form.search button", ".clause .num", ".crumbs a"):
        for element in light.find_elements(By.CSS_SELECTOR, selector)[:5]:
            assert element.size["height"] >= 44, selector
            assert element.size["width"] >= 44, selector


# ------------------------------------------------------------------------------ search


def search(driver: WebDriver, server: Server, game: str, query: str) -> list[str]:
    """Type a query into the search box on the search page (every game); the result links."""
    driver.get(server.base + "search.html")
    box = driver.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
    box.send_keys(query)
    WebDriverWait(driver, 15).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, "#results li, #results p")
    )
    return [
        unquote(str(a.get_attribute("href")).removeprefix(server.base))
        for a in driver.find_elements(By.CSS_SELECTOR, "#results a")
    ]


@needs_search
@pytest.mark.parametrize("query", ["летающее существо", "летающего существа"])
def test_search_finds_russian_word_forms(light: WebDriver, bundled: Server, query: str) -> None:
    found = search(light, bundled, "berserk", query)
    # 514.5, 514.6 and 514.7 speak of a flying creature («летающее существо», «летающего
    # существа»); the search stems both forms to the same words.
    for clause in ("514.5", "514.6", "514.7"):
        assert f"berserk/berserk-513-514.html#{clause}" in found, (query, found)
    assert found[0].startswith("berserk/berserk-513-514.html#514."), found
    assert errors(light) == []


@needs_search
def test_search_without_accents_finds_hungarian_words(light: WebDriver, bundled: Server) -> None:
    found = search(light, bundled, "hkk", "orposzt")
    # 34.1 («őrposztban»), 34.3 («őrposztjában», «őrposzton») and 34.4 («őrposzton»,
    # «őrposztján») — typed without the accent
    for clause in ("34.1", "34.3", "34.4"):
        assert f"hkk/hkk-kodex-34.html#{clause}" in found, found
    assert all(not link.startswith("berserk") for link in found)  # a Hungarian word
    assert errors(light) == []


@needs_search
@pytest.mark.parametrize(
    ("game", "typed", "target"),
    [
        ("berserk", "514.6", "berserk/berserk-513-514.html#514.6"),
        ("hkk", "п. 34.4", "hkk/hkk-kodex-34.html#34.4"),
        ("berserk", "предварительный этап", "berserk/berserk-attack-stages.html#h-"),
    ],
)
def test_a_clause_number_typed_in_the_box_jumps_to_it(
    light: WebDriver, bundled: Server, game: str, typed: str, target: str
) -> None:
    light.get(bundled.base + f"{game}/index.html")
    box = light.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
    box.send_keys(typed, Keys.ENTER)
    WebDriverWait(light, 10).until(lambda d: "#" in d.current_url)
    assert unquote(light.current_url).startswith(bundled.base + target)
    fragment = unquote(urlsplit(light.current_url).fragment)
    top = light.execute_script(
        "return document.getElementById(arguments[0]).getBoundingClientRect().top", fragment
    )
    assert 0 <= top < 740
    assert errors(light) == []


# ------------------------------------------------------------------------------ pages


def test_clause_shows_its_rulings_and_the_ruling_its_verdict(
    light: WebDriver, bundled: Server
) -> None:
    light.get(bundled.base + "berserk/berserk-513-514.html#514.6")
    section = light.find_element(By.XPATH, "//h3[@id='514.6']/..")
    # the engine's names are folded for rules editors: shown once the details are opened
    assert "judge.games.berserk.rules.flyer_strikes_auxiliary" not in section.text
    section.find_element(By.CSS_SELECTOR, "details.dev summary").click()
    assert "judge.games.berserk.rules.flyer_strikes_auxiliary" in section.text
    link = section.find_element(By.CSS_SELECTOR, "dd.scenarios a")
    assert link.text == "Летающее существо бьёт карту во вспомогательной зоне"
    link.click()
    WebDriverWait(light, 10).until(lambda d: "rulings/" in d.current_url)
    answer = light.find_element(By.CSS_SELECTOR, "section.answer p.head strong")
    # 514.6: only another flyer defends; Дракон is the inactive side's other flyer
    assert answer.text == "Защитником можно назначить: Дракон"
    reasons = light.find_element(By.CSS_SELECTOR, "ul.reasons").text
    assert "Страж не может:" in reasons
    light.find_element(By.CSS_SELECTOR, "section.answer a[href$='#514.6']").click()
    WebDriverWait(light, 10).until(lambda d: d.current_url.endswith("#514.6"))
    assert errors(light) == []


def test_clause_shows_cited_by_links(light: WebDriver, hostile: Server) -> None:
    light.get(hostile.base + "hkk/hostile-34.html#34.4")
    section = light.find_element(By.XPATH, "//h3[@id='34.4']/..")
    cited = section.find_element(By.CSS_SELECTOR, "dd.cited-by a")
    assert cited.text == "34.1"
    ruling = section.find_element(By.CSS_SELECTOR, "dd.scenarios a")
    assert ruling.is_displayed()
    cited.click()
    WebDriverWait(light, 10).until(lambda d: d.current_url.endswith("#34.1"))
    # 34.1 names 34.4 in its text: the number is a link back
    back = light.find_element(By.XPATH, "//h3[@id='34.1']/..").find_element(
        By.CSS_SELECTOR, "a.ref"
    )
    assert back.text == "34.4"
    assert errors(light) == []


def test_everything_but_search_works_without_javascript(light: WebDriver, bundled: Server) -> None:
    light.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    try:
        light.get(bundled.base + "index.html")
        light.find_element(By.LINK_TEXT, "Támadók kijelölése részfázis").click()
        WebDriverWait(light, 10).until(lambda d: d.current_url.endswith("hkk-kodex-34.html"))
        light.find_element(By.XPATH, "//h3[@id='34.3']/..").find_element(
            By.CSS_SELECTOR, "dd.scenarios a"
        ).click()
        WebDriverWait(light, 10).until(lambda d: "/rulings/" in d.current_url)
        assert light.find_element(By.CSS_SELECTOR, "section.answer").is_displayed()
        box = light.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
        box.send_keys("34.4", Keys.ENTER)
        WebDriverWait(light, 10).until(lambda d: "search.html" in d.current_url)
        note = light.find_element(By.TAG_NAME, "main").text
        assert "A kereséshez JavaScript kell; minden más működik nélküle." in note
    finally:
        light.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})


def test_hostile_book_shows_the_script_text_and_runs_nothing(
    hostile_pages: dict[str, dict[str, Any]],
) -> None:
    for page, info in hostile_pages.items():
        assert info["pwned"] is None, page
        assert info["alert"] is None, page
    doc = hostile_pages["hkk/hostile-34.html"]["text"]
    assert 'Támadók <script>window.pwned = "chapter"</script> kijelölése' in doc
    assert 'A "><img src=x onerror="window.pwned=1"> nem kép.' in doc
    assert '<a href="javascript:window.pwned=3">kattints</a>' in doc
    ruling = hostile_pages["hkk/rulings/hostile-declaration.html"]["text"]
    assert "<script>window.pwned = 'scenario'</script> Üres őrposzt" in ruling
    assert "<img src=x onerror=window.pwned=7>" in ruling


def test_pages_work_offline_once_loaded(light: WebDriver, workdir: Path) -> None:
    server = Server(workdir / "bundled")
    try:
        light.get(server.base + "berserk/index.html")
        light.set_script_timeout(30)
        light.execute_async_script(
            "const done = arguments[0];"
            "navigator.serviceWorker.ready.then(r => {"
            "  const w = r.active; if (w.state === 'activated') return done();"
            "  w.addEventListener('statechange', () => w.state === 'activated' && done()); });"
        )
    finally:
        server.stop()
    light.get(server.base + "hkk/hkk-kodex-34.html#34.4")
    assert light.find_element(By.ID, "34.4").text.startswith("34.4")
    if pagefind_executable() is not None:
        found = search(light, server, "hkk", "orposzt")
        assert "hkk/hkk-kodex-34.html#34.4" in found


# ------------------------------------------------------------------------------ screenshots


@needs_search
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots(driver: WebDriver, bundled: Server, scheme: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    color_scheme(driver, scheme)
    try:
        driver.get(bundled.base + "berserk/berserk-513-514.html#514.6")
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        assert background == ("rgb(255, 255, 255)" if scheme == "light" else "rgb(18, 20, 23)")
        driver.save_screenshot(str(ARTIFACTS / f"site-clause-{scheme}.png"))
        driver.get(bundled.base + "berserk/rulings/defend-flyer-strikes-auxiliary.html")
        driver.save_screenshot(str(ARTIFACTS / f"site-ruling-{scheme}.png"))
        search(driver, bundled, "berserk", "летающее существо")
        driver.save_screenshot(str(ARTIFACTS / f"site-search-{scheme}.png"))
    finally:
        color_scheme(driver, "light")
    for name in ("clause", "ruling", "search"):
        shot = ARTIFACTS / f"site-{name}-{scheme}.png"
        assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# ------------------------------------------------------------------------------ at the table
# (issue 26: the answer first, one box everywhere, the edition, updates, glossary, phones)


def visible_text(driver: WebDriver) -> str:
    """The page's text as shown (closed details and hidden elements left out)."""
    return str(driver.execute_script("return document.body.innerText"))


def test_the_answer_comes_first_in_plain_words_of_the_page(
    light: WebDriver, bundled: Server
) -> None:
    light.get(bundled.base + "hkk/rulings/three-on-one.html")
    main = light.find_element(By.TAG_NAME, "main")
    head = main.find_element(By.CSS_SELECTOR, "section.answer p.head")
    # 34.5: at most two creatures attack one creature at a time; three is not legal
    assert head.text.startswith("Nem szabályos: ")
    assert head.text.endswith("(34.5)")
    question = main.find_element(By.CSS_SELECTOR, ".question")
    assert head.location["y"] > question.location["y"]
    reasons = main.find_element(By.CSS_SELECTOR, "ul.reasons")
    assert head.location["y"] < reasons.location["y"]
    size = light.execute_script(
        "return parseFloat(getComputedStyle(arguments[0]).fontSize)",
        head.find_element(By.TAG_NAME, "strong"),
    )
    asked = light.execute_script(
        "return parseFloat(getComputedStyle(arguments[0]).fontSize)", question
    )
    assert size > asked
    text = visible_text(light)
    for raw in ("legal", "breakthrough", "attacks[1]", "guard-post", "side:", "attack-declaration"):
        assert raw not in text, raw
    # the verdict's assumptions, in the page's language
    assumptions = main.find_element(By.CSS_SELECTOR, "ul.assumptions").text
    assert "csak a 34.1 és a 34.3 szerint megengedett támadásokat számolja" in assumptions
    assert errors(light) == []


@needs_search
def test_search_excerpts_speak_the_page_language(light: WebDriver, bundled: Server) -> None:
    search(light, bundled, "berserk", "защитник")
    text = light.find_element(By.ID, "results").text
    for raw in ("who-may-defend", "askwho", "attack", "supplement", "berserk"):
        assert raw not in text, raw


@needs_search
def test_one_box_on_the_home_page_searches_every_game(light: WebDriver, bundled: Server) -> None:
    light.get(bundled.base + "index.html")
    box = light.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
    box.send_keys("атака", Keys.ENTER)
    WebDriverWait(light, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results section"))
    groups = light.find_elements(By.CSS_SELECTOR, "#results section")
    titles = [g.find_element(By.TAG_NAME, "h2").text for g in groups]
    # «атака» is a word of both Russian games' texts; the results are grouped by game name
    assert "Берсерк" in titles and "Берсерк. Герои" in titles
    links = [a.get_attribute("href") for a in light.find_elements(By.CSS_SELECTOR, "#results a")]
    assert len(links) == len(set(links))  # no duplicates
    # a Hungarian word from the Russian home page finds the Hungarian game's clauses
    found = search(light, bundled, "", "őrposzt")
    assert any(link.startswith("hkk/hkk-kodex-34.html#34.") for link in found), found
    assert errors(light) == []


@pytest.mark.parametrize(
    ("typed", "target"),
    [("34.4", "hkk/hkk-kodex-34.html#34.4"), ("514.6", "berserk/berserk-513-514.html#514.6")],
)
def test_a_clause_number_on_the_home_page_jumps_to_its_game(
    light: WebDriver, bundled: Server, typed: str, target: str
) -> None:
    light.get(bundled.base + "index.html")
    light.find_element(By.CSS_SELECTOR, "form.search input[name=q]").send_keys(typed, Keys.ENTER)
    WebDriverWait(light, 10).until(lambda d: "#" in d.current_url)
    assert unquote(light.current_url) == bundled.base + target


def test_a_clause_number_that_does_not_exist_names_the_nearest(
    light: WebDriver, bundled: Server
) -> None:
    light.get(bundled.base + "berserk-heroes/index.html")
    box = light.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
    # the Heroes box hints at a clause of Heroes, not of another game
    hint = str(box.get_attribute("placeholder"))
    assert hint.startswith("слова или 50"), hint
    box.send_keys("514.10", Keys.ENTER)
    WebDriverWait(light, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results .note"))
    results = light.find_element(By.ID, "results")
    assert "Пункта 514.10 нет в загруженных правилах." in results.text
    nearest = [a.text for a in results.find_elements(By.CSS_SELECTOR, ".nearest a")]
    # berserk-513-514 numbers 514.1 … 514.9: the id typed with a digit more, and the last one
    assert nearest == ["514.1", "514.9"]
    assert not results.find_elements(By.CSS_SELECTOR, "section")  # no unrelated hits


@needs_search
def test_a_word_fragment_alone_finds_nothing(light: WebDriver, bundled: Server) -> None:
    # «áttörés» is in no loaded text (the terms file lists it as a players' word only)
    search(light, bundled, "", "áttörés")
    results = light.find_element(By.ID, "results")
    assert not results.find_elements(By.CSS_SELECTOR, "section")
    assert results.text == "Ничего не найдено."


def test_every_page_names_the_edition_and_the_build(
    bundled_pages: dict[str, dict[str, Any]],
) -> None:
    book = load()
    for page, info in bundled_pages.items():
        game = page.split("/", 1)[0] if "/" in page else None
        for doc in book:
            if game in (None, doc.game):
                assert doc.edition in info["text"], (page, doc.id)
        assert "собран" in info["text"] or "készült" in info["text"], page


def test_an_update_is_announced_after_a_rebuild(workdir: Path) -> None:
    """A browser of its own: the shared one keeps the workers other tests' sites registered,
    and a server's port (so its origin) may be one an earlier site had."""
    out = workdir / "updating"
    book = load(use_cache=False)
    build_site(book, out, scenarios=[ROOT / "scenarios" / "hkk"], search=False)
    server = Server(out)
    light = chromium(workdir / "profile-updating")
    try:
        color_scheme(light, "light")
        light.get(server.base + "hkk/index.html")
        light.set_script_timeout(30)
        light.execute_async_script(
            "const done = arguments[0];"
            "navigator.serviceWorker.ready.then(() => {"
            "  if (navigator.serviceWorker.controller) return done();"
            "  navigator.serviceWorker.addEventListener('controllerchange', () => done()); });"
        )
        assert not light.find_element(By.ID, "update").is_displayed()
        build_site(book, out, scenarios=[ROOT / "scenarios" / "berserk"], search=False)
        light.get(server.base + "hkk/index.html")  # served from the old cache at first
        # the new worker caches the whole build before it announces itself: slow on a busy machine
        WebDriverWait(light, 90).until(lambda d: d.find_element(By.ID, "update").is_displayed())
        notice = light.find_element(By.ID, "update")
        assert notice.text == "Frissítve — újratöltés"
        notice.find_element(By.TAG_NAME, "a").click()
        WebDriverWait(light, 10).until(
            lambda d: d.execute_script("return document.readyState") == "complete"
        )
        assert "(0)" in light.find_element(By.TAG_NAME, "main").text  # the new build: no rulings
    finally:
        light.quit()
        server.stop()


def test_defined_terms_in_the_text_link_to_the_glossary(light: WebDriver, bundled: Server) -> None:
    light.get(bundled.base + "hkk/hkk-kodex-34.html")
    terms = light.find_elements(By.CSS_SELECTOR, ".clause a.term")
    assert terms
    word = terms[0].text
    terms[0].click()
    WebDriverWait(light, 10).until(lambda d: "glossary.html#" in d.current_url)
    entry = light.find_element(By.ID, unquote(urlsplit(light.current_url).fragment))
    assert entry.tag_name == "dt"
    # the link's words are a form of the term the entry defines (compared by their start)
    assert entry.text.split()[0][:4].lower() in word.lower(), (word, entry.text)
    definition = entry.find_element(By.XPATH, "following-sibling::dd[1]")
    assert definition.find_elements(By.CSS_SELECTOR, ".defined a")
    assert errors(light) == []


#: what a judge taps on a phone: sub-clause links, ruling links under a clause, citation links,
#: the by-clause index, the home page's game headings (issue 26, point 5)
TAP_TARGETS = {
    "berserk/berserk-513-514.html": (
        ".clause .num",
        "dd.list a",
        "dd.chain a",
        "dd.scenarios > a",
        "details.more summary",
        "details.dev summary",
    ),
    "hkk/rulings/three-on-one.html": (".cites a", "details.dev summary"),
    "berserk/rulings.html": ("dl.by-clause a", ".big-links a"),
    "index.html": (".game h2 a", ".big-links a", ".crumbs a"),
    "hkk/glossary.html": (".glossary a",),
}


def test_tap_targets_are_at_least_44_px(light: WebDriver, bundled: Server) -> None:
    measured = 0
    for page, selectors in TAP_TARGETS.items():
        light.get(bundled.base + page)
        for selector in selectors:
            elements = [
                e for e in light.find_elements(By.CSS_SELECTOR, selector) if e.is_displayed()
            ]
            assert elements, (page, selector)
            for element in elements:
                box = element.rect
                assert box["height"] >= 44 and box["width"] >= 44, (
                    page,
                    selector,
                    element.text,
                    box,
                )
                measured += 1
    assert measured > 50


def test_a_long_list_of_rulings_under_a_clause_is_folded(light: WebDriver, bundled: Server) -> None:
    light.get(bundled.base + "berserk/berserk-513-514.html#514.2")
    section = light.find_element(By.XPATH, "//h3[@id='514.2']/..")
    shown = [
        a for a in section.find_elements(By.CSS_SELECTOR, "dd.scenarios a") if a.is_displayed()
    ]
    assert len(shown) == 3
    more = section.find_element(By.CSS_SELECTOR, "details.more")
    assert more.find_element(By.TAG_NAME, "summary").text.startswith("Ещё ")


def test_tables_in_the_text_are_tables(light: WebDriver, bundled: Server) -> None:
    light.get(bundled.base + "berserk-heroes/heroes-506-508.html#507.4")
    table = light.find_element(By.XPATH, "//h3[@id='507.4']/..").find_element(By.TAG_NAME, "table")
    head = [th.text for th in table.find_elements(By.CSS_SELECTOR, "thead th")]
    # 507.4's table compares a strike in the selection phase with a forced fight
    assert head == ["Атака ударом в фазе выбора", "Заставить сразиться"]
    assert len(table.find_elements(By.CSS_SELECTOR, "tbody tr")) == 3


def test_headings_nest_by_clause_depth_and_a_skip_link_leads_to_the_text(
    light: WebDriver, bundled: Server
) -> None:
    light.get(bundled.base + "berserk/berserk-513-514.html")
    assert light.find_element(By.ID, "514").tag_name == "h2"
    assert light.find_element(By.ID, "514.6").tag_name == "h3"
    skip = light.find_element(By.CSS_SELECTOR, "a.skip")
    assert skip.get_attribute(
        "href",
    ).endswith("#main")  # type: ignore[call-arg]
    light.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    assert light.switch_to.active_element == skip and skip.is_displayed()


def test_games_by_name_and_rulings_by_title(light: WebDriver, bundled: Server) -> None:
    light.get(bundled.base + "index.html")
    games = [h.text for h in light.find_elements(By.CSS_SELECTOR, ".game h2")]
    assert games == ["Берсерк", "Берсерк. Герои", "Hatalom Kártyái"]
    assert "berserk-heroes" not in visible_text(light)
    light.get(bundled.base + "hkk/rulings.html")
    titles = [a.text for a in light.find_elements(By.CSS_SELECTOR, "main > ul.big-links a")]
    assert titles == sorted(titles, key=str.casefold)


# ------------------------------------------------------------------------------ axe


def _axe_source() -> str | None:
    """axe-core's script (npm's ``axe-core``): ``JUDGE_AXE_JS``, or a ``node_modules`` here."""
    import os

    for candidate in (
        os.environ.get("JUDGE_AXE_JS", ""),
        str(ROOT / "node_modules" / "axe-core" / "axe.min.js"),
    ):
        if candidate and Path(candidate).is_file():
            return Path(candidate).read_text(encoding="utf-8")
    return None


AXE_PAGES = (
    "index.html",
    "berserk/berserk-513-514.html#514.6",
    "berserk-heroes/heroes-506-508.html",
    "hkk/rulings/three-on-one.html",
    "hkk/rulings.html",
    "hkk/glossary.html",
    "search.html?q=летающее",
    "search.html?q=514.10",
)


@pytest.mark.skipif(
    _axe_source() is None,
    reason="axe-core is not installed (npm install axe-core; JUDGE_AXE_JS=…/axe.min.js)",
)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violations(driver: WebDriver, bundled: Server, scheme: str) -> None:
    source = _axe_source()
    color_scheme(driver, scheme)
    driver.set_script_timeout(60)
    found = {}
    try:
        for page in AXE_PAGES:
            driver.get(bundled.base + page)
            time.sleep(0.6)  # the search page fills its results
            driver.execute_script(source)
            result = driver.execute_async_script(
                "const done = arguments[0];"
                "axe.run(document, {resultTypes: ['violations']})"
                ".then(r => done(r.violations.map("
                "  v => [v.id, v.nodes.map(n => n.target.join(' '))])))"
                ".catch(e => done([['error', [String(e)]]]));"
            )
            if result:
                found[page] = result
    finally:
        color_scheme(driver, "light")
    assert found == {}


# ------------------------------------------------------------------------------ the docs' pictures


@needs_search
def test_phone_screenshots_for_the_docs(driver: WebDriver, bundled: Server) -> None:
    """The pictures in docs/ (README): a ruling page and the home page at 360 px."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    color_scheme(driver, "light")
    for name, page in (
        ("site-ruling-360", "hkk/rulings/three-on-one.html"),
        ("site-home-360", "index.html"),
    ):
        driver.get(bundled.base + page)
        driver.save_screenshot(str(ARTIFACTS / f"{name}.png"))
        assert (ARTIFACTS / f"{name}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
