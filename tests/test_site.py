"""`judge site`: the HTML itself, without a browser — every page and anchor the manifest names
exists, every internal link resolves, hostile rulebook and scenario text lands as text, clause
anchors come from clause ids, and the command says when search is off."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.render.site import build as site_build
from judge.render.site import build_site
from judge.render.site.build import anchor, file_slug
from judge.rulebook.load import load
from judge.rulebook.lookup import describe
from judge.scenario.load import iter_scenario_files

DATA = Path(__file__).resolve().parent / "data" / "site"
HOSTILE_BOOK = DATA / "hostile"
HOSTILE_SCENARIOS = DATA / "hostile-scenarios"
runner = CliRunner()


class Page(HTMLParser):
    """The ids, links and text of one HTML page, as a browser's parser sees them."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, str, str]] = []  # (tag, attribute, value)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []
        self.lang: str | None = None
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        self.tags.append((tag, found))
        if tag == "html":
            self.lang = found.get("lang")
        if found.get("id"):
            self.ids.add(str(found["id"]))
        for name in ("href", "src"):
            if found.get(name) is not None:
                self.links.append((tag, name, str(found[name])))

    def handle_data(self, data: str) -> None:
        self.text.append(data)

    @property
    def plain(self) -> str:
        return "".join(self.text)


def pages(out: Path) -> dict[str, Page]:
    return {
        p.relative_to(out).as_posix(): Page(p.read_text(encoding="utf-8"))
        for p in sorted(out.rglob("*.html"))
    }


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "out"
    build_site(load(use_cache=False), out, search=False)
    return out


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("hostile") / "out"
    build_site(
        load([HOSTILE_BOOK], use_cache=False), out, scenarios=[HOSTILE_SCENARIOS], search=False
    )
    return out


# ------------------------------------------------------------------------------ the manifest


def test_manifest_lists_every_clause_and_scenario_with_relative_urls(bundled: Path) -> None:
    manifest = json.loads((bundled / "site.json").read_text(encoding="utf-8"))
    assert sorted(manifest) == ["clauses", "scenarios"]
    book = load()
    expected = [(d.game, d.id, c.id) for d in book for c in d]
    assert [(c["game"], c["document"], c["id"]) for c in manifest["clauses"]] == expected
    assert all(sorted(c) == ["document", "game", "id", "url"] for c in manifest["clauses"])
    scenario_files = sorted(Path(__file__).resolve().parents[1].glob("scenarios/*/*.yaml"))
    assert len(manifest["scenarios"]) == len(scenario_files)
    assert {s["path"] for s in manifest["scenarios"]} == {
        f"scenarios/{p.parent.name}/{p.name}" for p in scenario_files
    }
    for entry in manifest["clauses"] + manifest["scenarios"]:
        assert not entry["url"].startswith(("/", "http:", "https:")), entry


def test_every_manifest_url_is_a_page_with_that_anchor(bundled: Path) -> None:
    manifest = json.loads((bundled / "site.json").read_text(encoding="utf-8"))
    found = pages(bundled)
    for entry in manifest["clauses"]:
        page, _, fragment = entry["url"].partition("#")
        assert page in found, entry
        assert unquote(fragment) in found[page].ids, entry
    for entry in manifest["scenarios"]:
        assert entry["url"] in found, entry


def test_clause_urls_are_the_clause_numbers(bundled: Path) -> None:
    manifest = json.loads((bundled / "site.json").read_text(encoding="utf-8"))
    urls = {(c["document"], c["id"]): c["url"] for c in manifest["clauses"]}
    assert urls[("berserk-513-514", "514.6")] == "berserk/berserk-513-514.html#514.6"
    assert urls[("hkk-kodex-34", "34.10")] == "hkk/hkk-kodex-34.html#34.10"


# ------------------------------------------------------------------------------ links and anchors


def _internal_links(out: Path) -> list[tuple[str, str]]:
    links = []
    for name, page in pages(out).items():
        for _tag, _attr, value in page.links:
            links.append((name, value))
    return links


@pytest.mark.parametrize("which", ["bundled", "hostile"])
def test_every_internal_link_resolves_to_a_file_and_anchor(which: str, request) -> None:
    out: Path = request.getfixturevalue(which)
    found = pages(out)
    checked = 0
    for name, value in _internal_links(out):
        parts = urlsplit(value)
        assert not parts.scheme and not parts.netloc, f"{name}: external or absolute URL {value}"
        assert not value.startswith("/"), f"{name}: root-absolute URL {value}"
        target = urlsplit(urljoin(f"http://site/{name}", value))
        path = unquote(target.path.lstrip("/")) or "index.html"
        assert (out / path).is_file(), f"{name}: {value} → missing {path}"
        if target.fragment:
            assert unquote(target.fragment) in found[path].ids, f"{name}: {value} → no anchor"
        checked += 1
    assert checked > 100 if which == "bundled" else checked > 20


def test_every_reference_in_the_text_is_a_link_and_unresolved_ones_are_marked(
    bundled: Path,
) -> None:
    html = (bundled / "berserk" / "berserk-513-514.html").read_text(encoding="utf-8")
    # 513.1 refers to 304, which this document does not have: marked, not a dead link
    assert '<span class="ref unresolved" title="нет в этом документе">304</span>' in html
    assert 'href="#304"' not in html


def test_a_resolved_reference_links_to_its_clause(hostile: Path) -> None:
    page = Page((hostile / "hkk" / "hostile-34.html").read_text(encoding="utf-8"))
    refs = [v for tag, attr, v in page.links if tag == "a" and v.endswith("#34.4")]
    assert "#34.4" in refs


def test_anchors_come_from_the_clause_id_only() -> None:
    assert anchor("514.6") == "514.6"
    heading = anchor("Предварительный этап")
    assert heading.startswith("h-Предварительный-этап-")
    assert heading == anchor("Предварительный этап")
    assert anchor("Предварительный этап") != anchor("Предварительный  этап!")
    assert anchor("<script>").startswith("h-script-")
    assert file_slug("berserk-513-514") == "berserk-513-514"
    assert file_slug("../x y") != file_slug("x y")
    assert "/" not in file_slug("../../etc/passwd")


def test_rebuilding_from_the_same_text_gives_the_same_site(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")  # the build date shown on the pages
    sites = []
    for name in ("first", "again"):
        build_site(load(use_cache=False), tmp_path / name, search=False)
        folder = tmp_path / name
        sites.append(
            {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}
        )
    assert sites[0] == sites[1]
    assert b'<time datetime="2023-11-14">' in sites[0][Path("index.html")]


def test_a_clause_added_before_others_does_not_move_their_urls(tmp_path: Path) -> None:
    source = Path(__file__).resolve().parents[1] / "rulebook" / "hkk"
    text = next(source.glob("*.txt")).read_text(encoding="utf-8")
    (tmp_path / "a.txt").write_text(text, encoding="utf-8")
    (tmp_path / "b.txt").write_text(
        text.replace("34.1.", "34.0.5. Új pont a többi előtt.\n\n34.1.", 1), encoding="utf-8"
    )
    urls = []
    for name in ("a.txt", "b.txt"):
        out = tmp_path / f"site-{name}"
        build_site(load([tmp_path / name], use_cache=False), out, scenarios=[], search=False)
        manifest = json.loads((out / "site.json").read_text(encoding="utf-8"))
        urls.append({c["id"]: c["url"].partition("#")[2] for c in manifest["clauses"]})
    assert "34.0.5" in urls[1] and "34.0.5" not in urls[0]
    assert all(urls[1][cid] == frag for cid, frag in urls[0].items())


# ------------------------------------------------------------------------------ what a page shows


def test_clause_section_shows_what_judge_show_shows(bundled: Path) -> None:
    html = (bundled / "berserk" / "berserk-513-514.html").read_text(encoding="utf-8")
    start = html.index('<h3 id="514.6">')  # 514.6 under 514: one heading level below it
    section = html[start : html.index("</section>", start)]
    book = load()
    doc = book.document("berserk-513-514")
    assert doc is not None
    info = describe(book, doc, doc.clauses["514.6"])
    assert " ".join(info["text"].split()) in " ".join(Page(section).plain.split())
    assert '<dd class="chain"><a href="#514">514 Общие правила назначения защитников</a></dd>' in (
        section
    )
    # the engine's function names are for rules editors: folded away
    details = section[section.index('<details class="dev"') :]
    assert "judge.games.berserk.rules.flyer_strikes_auxiliary" in details
    assert 'href="../berserk/rulings/defend-flyer-strikes-auxiliary.html"' in section


def test_cited_by_and_flags_are_shown(hostile: Path) -> None:
    html = (hostile / "hkk" / "hostile-34.html").read_text(encoding="utf-8")
    start = html.index('<h3 id="34.4">')
    section = html[start : html.index("</section>", start)]
    assert '<dd class="list cited-by"><a href="#34.1">34.1</a></dd>' in section
    assert 'href="../hkk/rulings/hostile-declaration.html"' in section


def test_ruling_page_shows_the_verdict_with_its_reasons_and_cited_clauses(bundled: Path) -> None:
    html = (bundled / "berserk" / "rulings" / "defend-flyer-strikes-auxiliary.html").read_text(
        encoding="utf-8"
    )
    page = Page(html)
    text = " ".join(page.plain.split())
    assert page.lang == "ru"
    # 514.6: only another flying creature defends a card in the auxiliary zone from a flyer;
    # Дракон is the only other flyer of the inactive side there (Страж stands on the field).
    assert '<p class="head"><strong>Защитником можно назначить: Дракон</strong>' in html
    assert "Страж не может:" in text
    assert "Дракон может:" in text
    assert "Летающее существо бьёт карту во вспомогательной зоне" in text
    assert ("a", "href", "../../berserk/berserk-513-514.html#514.6") in page.links


def test_rulings_index_per_game_and_per_clause(bundled: Path) -> None:
    page = Page((bundled / "hkk" / "rulings.html").read_text(encoding="utf-8"))
    hrefs = [v for _t, _a, v in page.links]
    assert "../hkk/rulings/empty-guard-post.html" in hrefs
    assert "by-clause" in page.ids
    assert "../hkk/hkk-kodex-34.html#34.4" in hrefs


def test_pages_carry_their_document_language(bundled: Path) -> None:
    found = pages(bundled)
    assert found["hkk/hkk-kodex-34.html"].lang == "hu"
    assert found["berserk/berserk-513-514.html"].lang == "ru"
    assert found["hkk/glossary.html"].lang == "hu"
    assert "Keresés" in found["hkk/glossary.html"].plain
    # the home and search pages speak the language of most documents (two of the three games)
    assert found["index.html"].lang == found["search.html"].lang == "ru"
    assert "Поиск" in found["search.html"].plain


def test_no_page_asks_for_anything_outside_the_site(bundled: Path) -> None:
    for name, page in pages(bundled).items():
        for tag, attrs in page.tags:
            for attr in ("href", "src", "action"):
                value = attrs.get(attr)
                if value is not None:
                    assert not urlsplit(value).scheme, f"{name}: <{tag} {attr}={value}>"


# ------------------------------------------------------------------------------ hostile text


def test_hostile_text_is_escaped_everywhere(hostile: Path) -> None:
    for path in hostile.rglob("*.html"):
        html = path.read_text(encoding="utf-8")
        name = path.relative_to(hostile)
        assert "<script>window" not in html, name
        assert "<img" not in html, name
        assert 'href="javascript' not in html.lower(), name
        page = Page(html)
        scripts = [a for t, a in page.tags if t == "script"]
        assert all(str(a.get("src")).endswith("static/site.js") for a in scripts), name
        assert not any(t == "img" for t, _ in page.tags), name
        for tag, attrs in page.tags:
            assert not any(k.startswith("on") for k in attrs), (name, tag, attrs)
            for value in attrs.values():
                assert not (value or "").strip().lower().startswith("javascript:"), (name, tag)


def test_hostile_text_reads_as_written(hostile: Path) -> None:
    doc = Page((hostile / "hkk" / "hostile-34.html").read_text(encoding="utf-8")).plain
    assert 'Támadók <script>window.pwned = "chapter"</script> kijelölése' in doc
    assert 'A "><img src=x onerror="window.pwned=1"> nem kép.' in doc
    assert '<a href="javascript:window.pwned=3">kattints</a>' in doc
    assert "\u202efordított\u202c szöveg, nulla\u200bszélességű" in doc
    assert "&amp; és &lt;b&gt; nyersen" in doc
    assert "{{ 7*7 }} és {% raw %}" in doc
    ruling = Page(
        (hostile / "hkk" / "rulings" / "hostile-declaration.html").read_text(encoding="utf-8")
    ).plain
    assert "<script>window.pwned = 'scenario'</script> Üres őrposzt" in ruling
    assert "<img src=x onerror=window.pwned=7>" in ruling
    assert "javascript:window.pwned=8" in ruling


# ------------------------------------------------------------------------------ phone bits


def test_web_manifest_and_service_worker(bundled: Path) -> None:
    manifest = json.loads((bundled / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./index.html"
    assert manifest["scope"] == "./"
    assert manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        assert (bundled / icon["src"]).is_file()
    sw = (bundled / "sw.js").read_text(encoding="utf-8")
    listed = json.loads(sw.split("const FILES = ", 1)[1].split(";\n", 1)[0])
    files = {p.relative_to(bundled).as_posix() for p in bundled.rglob("*") if p.is_file()}
    # the build's own list of files and its lock are not part of the site
    assert set(listed) == (files - {"sw.js", ".judge-site.json", ".judge-site.lock"}) | {"./"}
    index = (bundled / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="manifest.webmanifest">' in index
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in index


def test_css_follows_the_system_dark_mode_and_has_no_external_fonts(bundled: Path) -> None:
    css = (bundled / "static" / "site.css").read_text(encoding="utf-8")
    assert "@media (prefers-color-scheme: dark)" in css
    assert "@import" not in css and "url(" not in css


# ------------------------------------------------------------------------------ the command


def test_site_command_writes_the_site(tmp_path: Path) -> None:
    result = runner.invoke(app, ["site", str(tmp_path / "out"), "--no-search"])
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"wrote {tmp_path / 'out'}: ")
    clauses = sum(len(doc) for doc in load())  # every clause of the bundled texts, one page each
    assert f"{clauses} clauses, {len(iter_scenario_files())} rulings" in result.output
    assert result.output.rstrip().endswith("search off (--no-search)")
    assert (tmp_path / "out" / "site.json").is_file()


def test_site_command_json(tmp_path: Path) -> None:
    result = runner.invoke(app, ["site", str(tmp_path / "out"), "--no-search", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert sorted(report) == [
        "bytes",
        "clauses",
        "out_dir",
        "pages",
        "scenarios",
        "schema",
        "search",
        "search_note",
        "seconds",
        "skipped",
    ]
    assert report["search"] is False and report["clauses"] == sum(len(doc) for doc in load())


def test_without_the_indexer_the_site_is_built_and_says_search_is_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(site_build, "pagefind_executable", lambda: None)
    result = runner.invoke(app, ["site", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    off = "search off: the Pagefind indexer is not installed (pip install 'berserk-judge[site]')"
    assert off in result.output
    search = (tmp_path / "out" / "search.html").read_text(encoding="utf-8")
    assert 'data-search="off"' in search
    assert "Поиск не собран в этой версии сайта." in search
    assert not (tmp_path / "out" / "pagefind").exists()


def test_site_refuses_a_folder_that_holds_something_else(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("mine", encoding="utf-8")
    result = runner.invoke(app, ["site", str(tmp_path), "--no-search"])
    assert result.exit_code == 2
    assert "OUT_DIR: the folder is not empty and holds no earlier site" in result.output
    assert (tmp_path / "notes.txt").read_text(encoding="utf-8") == "mine"


def test_a_scenario_that_does_not_load_is_skipped_and_reported(tmp_path: Path) -> None:
    bad = Path(__file__).resolve().parent / "data" / "bad-scenario.yaml"
    result = runner.invoke(
        app, ["site", str(tmp_path / "out"), "--no-search", "--scenarios", str(bad)]
    )
    assert result.exit_code == 0, result.output
    assert "judge: skipped " in result.output
    assert "0 rulings" in result.output


def test_a_big_document_gets_a_page_per_chapter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(site_build, "PAGE_LIMIT", 500)
    monkeypatch.setattr(site_build, "CHAPTER_SIZE", 200)
    lines = []
    for chapter in (1, 2, 3):
        lines.append(f"{chapter}. Fejezet {chapter}")
        lines += [f"{chapter}.{n}. A {n}. pont szövege, lásd {chapter}.1." for n in range(1, 9)]
    (tmp_path / "big.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out"
    build_site(load([tmp_path / "big.txt"], use_cache=False), out, scenarios=[], search=False)
    manifest = json.loads((out / "site.json").read_text(encoding="utf-8"))
    urls = {c["id"]: c["url"] for c in manifest["clauses"]}
    assert urls["1.5"] == "hkk/big/1.html#1.5"
    assert urls["2"] == "hkk/big/2.html#2"
    assert urls["3.8"] == "hkk/big/3.html#3.8"
    contents = Page((out / "hkk" / "big.html").read_text(encoding="utf-8"))
    assert [v for t, _a, v in contents.links if t == "a" and "big/" in v] == [
        "../hkk/big/1.html",
        "../hkk/big/2.html",
        "../hkk/big/3.html",
    ]
    found = pages(out)
    for url in urls.values():
        page, _, fragment = url.partition("#")
        assert fragment in found[page].ids


def test_a_rebuild_replaces_the_earlier_site_and_keeps_other_files(tmp_path: Path) -> None:
    out = tmp_path / "out"
    book = load(use_cache=False)
    build_site(book, out, search=False)
    assert (out / "hkk" / "rulings" / "three-on-one.html").is_file()
    # files the build did not write: the host's, the user's, inside the site's own folders too
    (out / "CNAME").write_text("rules.example.org\n", encoding="utf-8")
    (out / ".env").write_text("SECRET=1\n", encoding="utf-8")
    (out / "hkk" / "notes.html").write_text("mine", encoding="utf-8")
    (out / "ids.json").write_text("{}", encoding="utf-8")
    (out / "mine").mkdir()
    (out / "mine" / "ids.json").write_text("{}", encoding="utf-8")
    only_berserk = Path(__file__).resolve().parents[1] / "scenarios" / "berserk"
    build_site(book, out, scenarios=[only_berserk], search=False)
    assert (out / "CNAME").read_text(encoding="utf-8") == "rules.example.org\n"
    assert (out / ".env").is_file() and (out / "hkk" / "notes.html").is_file()
    assert (out / "mine" / "ids.json").is_file() and (out / "ids.json").is_file()
    # what the earlier build wrote and this one did not is gone (and its emptied folder)
    assert not (out / "hkk" / "rulings").exists()
    assert (out / "hkk" / "hkk-kodex-34.html").is_file()
    sw = (out / "sw.js").read_text(encoding="utf-8")
    for other in ("CNAME", ".env", "notes.html", "mine/"):
        assert other not in sw


def test_an_indexer_that_fails_is_one_line_and_exit_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = tmp_path / "pagefind"
    fake.write_text("#!/bin/sh\necho 'Error: no pages found' >&2\nexit 1\n", encoding="utf-8")
    fake.chmod(0o755)
    monkeypatch.setattr(site_build, "pagefind_executable", lambda: str(fake))
    result = runner.invoke(app, ["site", str(tmp_path / "out")])
    assert result.exit_code == 2
    assert result.output == "judge: the Pagefind indexer failed: Error: no pages found\n"


# ------------------------------------------------------------------ the README's figures


def site_figures(out: Path, search: bool) -> str:
    """The sentence of the README about the bundled site's size, from a build."""
    files = [p for p in out.rglob("*") if p.is_file() and not p.name.startswith(".judge-site")]
    pages = [p for p in files if p.suffix == ".html"]
    size = sum(p.stat().st_size for p in files)
    pagefind = out / "pagefind"
    index = sum(p.stat().st_size for p in pagefind.rglob("*") if p.is_file())
    return (
        f"The bundled rulebook and rulings make {len(pages)} pages: "
        f"{(size - index) / 1024:.0f} KB of site, {size / 1024:.0f} KB with the search index "
        f"({len(files)} files, what a phone's offline copy downloads)."
    )


@pytest.mark.skipif(site_build.pagefind_executable() is None, reason="needs the Pagefind indexer")
def test_the_readmes_site_figures_are_generated(tmp_path: Path) -> None:
    import os
    import re

    out = tmp_path / "out"
    build_site(load(use_cache=False), out)
    figures = site_figures(out, True)
    readme = Path(__file__).resolve().parents[1] / "README.md"
    text = readme.read_text(encoding="utf-8")
    block = re.compile(r"(<!-- site-figures:[^\n]*-->\n)(.*?)(\n<!-- /site-figures -->)", re.S)
    if os.environ.get("JUDGE_UPDATE_README"):
        readme.write_text(block.sub(lambda m: m[1] + figures + m[3], text), encoding="utf-8")
        return
    found = block.search(text)
    assert found is not None
    # sizes vary by a few bytes with the build date; pages and files must match exactly
    said, now = found[2], figures
    numbers = re.compile(r"\d+")
    assert numbers.findall(said)[0] == numbers.findall(now)[0], (said, now)  # pages
    assert numbers.findall(said)[-1] == numbers.findall(now)[-1], (said, now)  # files
    for was, is_ in zip(numbers.findall(said)[1:3], numbers.findall(now)[1:3], strict=True):
        assert abs(int(was) - int(is_)) <= max(2, int(is_) // 50), (said, now)
