"""`judge site` in a real browser, as a judge uses it on a phone: headless Chromium (Debian's
``chromium`` and ``chromium-driver``) driven by Selenium, the site served by ``http.server`` on
127.0.0.1. Selected with ``pytest -m browser``; skipped, with the reason, when no browser is
installed. Screenshots land in ``tests/artifacts/``.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

import pytest

from judge.render.site import build_site
from judge.render.site.build import pagefind_executable
from judge.rulebook.load import load

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "tests" / "artifacts"
DATA = ROOT / "tests" / "data" / "site"


def _why_not() -> str | None:
    if importlib.util.find_spec("selenium") is None:
        return "selenium is not installed (pip install '.[test]')"
    for path in (CHROMIUM, CHROMEDRIVER):
        if not path.exists():
            return f"{path} is missing (apt-get install chromium chromium-driver; .ci/run does)"
    return None


if (_reason := _why_not()) is not None:
    pytest.skip(_reason, allow_module_level=True)

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import NoAlertPresentException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
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


def start_chromium(profile: Path) -> WebDriver:
    """System Chromium and chromedriver (selenium-manager never runs, nothing is downloaded),
    a fresh profile, a 360×740 phone screen, the console log kept."""
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--no-first-run",
        "--no-default-browser-check",
        f"--user-data-dir={profile}",
    ):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER)), options=options)
    driver.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": 360, "height": 740, "deviceScaleFactor": 2, "mobile": True},
    )
    return driver


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
    browser = start_chromium(workdir / "profile")
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
    """Type a query into the search box of a game's search page; the result links."""
    driver.get(server.base + f"{game}/search.html")
    box = driver.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
    box.send_keys(query)
    WebDriverWait(driver, 15).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results li"))
    return [
        unquote(str(a.get_attribute("href")).removeprefix(server.base))
        for a in driver.find_elements(By.CSS_SELECTOR, "#results li a")
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
    assert all(not link.startswith("berserk") for link in found)
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
    section = light.find_element(By.XPATH, "//h2[@id='514.6']/..")
    assert "judge.games.berserk.rules.flyer_strikes_auxiliary" in section.text
    link = section.find_element(By.CSS_SELECTOR, "dd.scenarios a")
    assert link.text == "Летающее существо бьёт карту во вспомогательной зоне"
    link.click()
    WebDriverWait(light, 10).until(lambda d: "rulings/" in d.current_url)
    answer = light.find_element(By.CSS_SELECTOR, "dl.answer")
    # 514.6: only another flyer defends; Дракон is the inactive side's other flyer
    assert answer.text.split("\n") == ["may-defend", "Дракон"]
    reasons = light.find_element(By.CSS_SELECTOR, "ul.reasons").text
    assert "Страж не может:" in reasons
    light.find_element(By.CSS_SELECTOR, "p.cites-all a[href$='#514.6']").click()
    WebDriverWait(light, 10).until(lambda d: d.current_url.endswith("#514.6"))
    assert errors(light) == []


def test_clause_shows_cited_by_links(light: WebDriver, hostile: Server) -> None:
    light.get(hostile.base + "hkk/hostile-34.html#34.4")
    section = light.find_element(By.XPATH, "//h2[@id='34.4']/..")
    cited = section.find_element(By.CSS_SELECTOR, "dd.cited-by a")
    assert cited.text == "34.1"
    ruling = section.find_element(By.CSS_SELECTOR, "dd.scenarios a")
    assert ruling.is_displayed()
    cited.click()
    WebDriverWait(light, 10).until(lambda d: d.current_url.endswith("#34.1"))
    # 34.1 names 34.4 in its text: the number is a link back
    back = light.find_element(By.XPATH, "//h2[@id='34.1']/..").find_element(
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
        light.find_element(By.XPATH, "//h2[@id='34.3']/..").find_element(
            By.CSS_SELECTOR, "dd.scenarios a"
        ).click()
        WebDriverWait(light, 10).until(lambda d: "/rulings/" in d.current_url)
        assert light.find_element(By.CSS_SELECTOR, "dl.answer").is_displayed()
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
