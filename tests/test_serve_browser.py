"""The Ask page of a real `judge serve` in headless Chromium on a 360×740 phone screen, in
Russian and Hungarian, with JavaScript (answered in place) and without (the form's GET answered
with the whole page): the answer comes first, its clause numbers lead to the clauses on the
site, nothing is wider than the screen and the CSP blocks nothing the page needs. The server
builds the site's pages at start, as `judge serve` does by default. Selected with
``pytest -m browser``; skipped without chromium and chromium-driver. Screenshots land in
``tests/artifacts/``."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import chromium, unavailable

pytest.importorskip("starlette", reason="the [serve] extra is not installed")
pytest.importorskip("granian", reason="the [serve] extra is not installed")

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


if (_reason := unavailable()) is not None:
    pytest.skip(_reason, allow_module_level=True)

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402
from test_serve_server import Server  # noqa: E402

pytestmark = pytest.mark.browser

QUESTIONS = {
    "ru": ("berserk", "летающее существо бьёт карту во вспомогательной зоне, кто может защищать?"),
    "hu": ("hkk", "Két lény támad egy lényre, ki dönti el, melyikre üt vissza?"),
}
#: the page's words for "answer" and "what I understood" (ask_page.LABELS), and a clause the
#: answer cites, read from the rulebook: 514.6 (a flyer's strike at the auxiliary zone: only
#: another flyer defends) and 34.8 (two attackers: the defender's owner chooses which one it
#: strikes back)
EXPECT = {"ru": ("Ответ", "Что я понял", "514.6"), "hu": ("Válasz", "Amit megértettem", "34.8")}


@pytest.fixture(scope="module")
def workdir() -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="judge-serve-browser-"))
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def server(workdir: Path) -> Iterator[Server]:
    running = Server("--rate-limit", "0", cache=workdir / "cache")  # pages built at start
    yield running
    assert running.stop() == 0, running.log


@pytest.fixture(scope="module", params=[True, False], ids=["with-js", "without-js"])
def driver(request: pytest.FixtureRequest, workdir: Path) -> Iterator[WebDriver]:
    browser = chromium(workdir / f"profile-{request.param}", javascript=request.param)
    browser.javascript = request.param  # type: ignore[attr-defined]
    yield browser
    browser.quit()


def severe(driver: WebDriver) -> list[dict[str, Any]]:
    return [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]


def widest(driver: WebDriver) -> int:
    return int(
        driver.execute_script(
            "return Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)"
        )
    )


@pytest.mark.parametrize("lang", ["ru", "hu"])
def test_ask_on_a_phone(driver: WebDriver, server: Server, lang: str) -> None:
    game, question = QUESTIONS[lang]
    answer_word, understood_word, clause = EXPECT[lang]
    javascript = driver.javascript  # type: ignore[attr-defined]
    driver.get(f"{server.base}{game}/ask")
    driver.get_log("browser")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == lang
    form = driver.find_element(By.CSS_SELECTOR, "form.ask")
    assert (form.get_attribute("data-enhanced") == "in-place") is javascript  # ask.js ran?
    if javascript:  # a mark that survives only if the page is not loaded again
        driver.execute_script("window.stayed = true")
    box = driver.find_element(By.NAME, "q")
    box.send_keys(question)
    driver.find_element(By.CSS_SELECTOR, "form.ask button").click()
    WebDriverWait(driver, 60).until(
        lambda d: (
            d.find_elements(By.CSS_SELECTOR, "#answer h2")
            and not d.find_elements(By.CSS_SELECTOR, "#answer[aria-busy]")
        )
    )
    answer = driver.find_element(By.ID, "answer")
    text = answer.text
    assert text.startswith(answer_word), text[:200]
    assert text.index(answer_word) < text.index(understood_word)
    assert "?q=" in driver.current_url  # the answer has its own address, either way
    if javascript:
        assert driver.execute_script("return window.stayed") is True  # answered in place
    assert driver.find_element(By.NAME, "q").get_attribute("value") == question
    assert widest(driver) <= 360
    ARTIFACTS.mkdir(exist_ok=True)
    mode = "js" if javascript else "nojs"
    driver.save_screenshot(str(ARTIFACTS / f"serve-ask-{lang}-{mode}.png"))
    assert severe(driver) == []  # no CSP violation, no failed request
    link = answer.find_element(By.CSS_SELECTOR, f".ask-cites a[href$='#{clause}']")
    link.click()
    WebDriverWait(driver, 30).until(lambda d: d.current_url.endswith(f"#{clause}"))
    assert driver.find_element(By.ID, clause).is_displayed()
    assert widest(driver) <= 360


def test_the_scenario_link_downloads_a_file(driver: WebDriver, server: Server) -> None:
    game, question = QUESTIONS["ru"]
    driver.get(f"{server.base}{game}/ask?q={question}")
    link = driver.find_element(By.CSS_SELECTOR, ".ask-download a")
    assert link.get_attribute("download") == "scenario.yaml"
    assert "/berserk/ask/scenario.yaml?q=" in str(link.get_attribute("href"))
