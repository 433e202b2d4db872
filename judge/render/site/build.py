"""``build_site(rulebook, out_dir)``: the rulebook and the rulings as a static site.

The pages are rendered from ``templates/`` by Jinja2 with autoescape, so every piece of rulebook
or scenario text lands in the HTML as text. The data is what ``judge show`` and ``judge resolve``
print: ``describe`` for a clause's neighbours, the encoded rules and the scenario verdicts resting
on it, and each verdict in plain words of the rulebook's language (``judge.render.plain``, shaped
for the page by ``views``); the glossary comes from ``glossary``; where the files go, ``folder``.

Layout of ``out_dir`` (every URL relative, so the site works under any path prefix)::

    index.html, search.html       the games with their documents; search across every game
    games.json                    [{id, dir, lang, title}]: the games, for the search box
    site.json                     {"clauses": [{game, document, id, url}], "scenarios": [...]}
    GAME/index.html               a game: its documents, rulings and glossary
    GAME/DOC.html                 a document, one <section> per clause (anchor from the clause id)
    GAME/DOC/CHAPTER.html         ... or one page per chapter when the document is big
    GAME/rulings.html             the rulings of a game (by title), and the rulings per clause
    GAME/rulings/NAME.html        one ruling: the answer, the reasons, the situation
    GAME/glossary.html            the game's terms, linked from the clause text
    GAME/ids.json                 clause id → URLs, for the clause-number jump
    pagefind/                     the search index, when the Pagefind indexer is installed
    static/, sw.js, manifest.webmanifest
    .judge-site.json              the files this build wrote (what the next build may delete)

A document or game whose file name would be one of the site's own pages gets a suffix.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from judge import progress
from judge.errors import JudgeError
from judge.render.site.glossary import Entry
from judge.render.site.glossary import entries as glossary_entries
from judge.render.site.labels import labels
from judge.render.site.views import TermLinks, blocks, ruling
from judge.rulebook.model import Clause, Document, Rulebook

HERE = Path(__file__).resolve().parent
#: a document whose text is larger than this is split into one page per chapter
PAGE_LIMIT = 200_000
#: a chapter page holds whole top-level sections up to about this much text
CHAPTER_SIZE = 100_000


@dataclass(slots=True)
class SiteReport:
    """What ``build_site`` wrote: counts, size, whether search was indexed, skipped files."""

    out_dir: Path
    pages: int = 0
    clauses: int = 0
    scenarios: int = 0
    bytes: int = 0
    search: bool = False
    search_note: str = ""
    skipped: list[str] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "out_dir": str(self.out_dir),
            "pages": self.pages,
            "clauses": self.clauses,
            "scenarios": self.scenarios,
            "bytes": self.bytes,
            "search": self.search,
            "search_note": self.search_note,
            "skipped": self.skipped,
            "seconds": {k: round(v, 3) for k, v in self.seconds.items()},
        }


# ------------------------------------------------------------------------------ names and anchors


def file_slug(text: str) -> str:
    """A file name part from an id: kept as is when it is plain ASCII, else an ASCII slug with a
    short hash of the id (so two ids never share a file)."""
    slug = re.sub(r"[^A-Za-z0-9._-]+", "-", text).strip("-.")
    if slug == text and slug:
        return slug
    digest = hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]
    return f"{slug[:40]}-{digest}" if slug else digest


def anchor(clause_id: str) -> str:
    """The clause's element id: the number itself (``514.6``, ``702.19b``), or for an unnumbered
    heading block its words joined by ``-`` and a short hash of the id. Derived from the id only."""
    if re.fullmatch(r"\d+(?:\.\d+)*|\d+(?:\.\d+)+[a-z]", clause_id):  # 514.6, 702.19b
        return clause_id
    words = re.sub(r"[^\w]+", "-", clause_id).strip("-")[:40]
    digest = hashlib.sha1(clause_id.encode("utf-8")).hexdigest()[:6]
    return f"h-{words}-{digest}" if words else f"h-{digest}"


def href_anchor(clause_id: str) -> str:
    return quote(anchor(clause_id), safe="")


# ------------------------------------------------------------------------------ pages of a book


@dataclass(frozen=True, slots=True)
class Page:
    """One HTML page of a document: its path under out_dir and its clauses."""

    path: str
    title: str
    clauses: list[Clause]


def _root_of(doc: Document, clause: Clause) -> str:
    chain = doc.parent_chain(clause.id)
    return chain[-1].id if chain else clause.id


def document_pages(doc: Document) -> list[Page]:
    """The pages of a document: one page, or (for a big text) one per run of chapters; the
    split depends only on the text, so a rebuild from the same text gives the same URLs."""
    base = document_base(doc)
    clauses = list(doc)
    size = sum(len(c.text) + len(c.title or "") for c in clauses)
    if size <= PAGE_LIMIT:
        return [Page(f"{base}.html", doc.title or doc.id, clauses)]
    pages: list[Page] = []
    current: list[Clause] = []
    current_size = 0
    root = None
    for clause in clauses:
        this_root = _root_of(doc, clause)
        if current and this_root != root and current_size >= CHAPTER_SIZE:
            pages.append(_chapter(base, doc, current))
            current, current_size = [], 0
        root = this_root
        current.append(clause)
        current_size += len(clause.text) + len(clause.title or "")
    if current:
        pages.append(_chapter(base, doc, current))
    return pages


def _chapter(base: str, doc: Document, clauses: list[Clause]) -> Page:
    first = _root_of(doc, clauses[0])
    title = f"{clauses[0].id} … {clauses[-1].id}" if len(clauses) > 1 else clauses[0].id
    return Page(f"{base}/{file_slug(first)}.html", title, clauses)


# ------------------------------------------------------------------------------ the builder

#: names the site's own pages take in a game's folder and at the top: a document or game whose
#: file name would be one of these gets a suffix instead
RESERVED_IN_GAME = frozenset({"index", "rulings", "glossary", "search", "ids"})
RESERVED_AT_TOP = frozenset(
    {"index", "search", "site", "sw", "manifest", "static", "pagefind", "rulings", "glossary"}
)


def _free(slug: str, reserved: frozenset[str], text: str) -> str:
    if slug.casefold() not in reserved:
        return slug
    return f"{slug}-{hashlib.sha1(text.encode('utf-8')).hexdigest()[:6]}"


def game_dir(game: str) -> str:
    return _free(file_slug(game), RESERVED_AT_TOP, game)


def document_base(doc: Document) -> str:
    """A document's path without ``.html``: ``GAME/DOC`` (never a name the site's own pages
    take in the game's folder)."""
    return f"{game_dir(doc.game)}/{_free(file_slug(doc.id), RESERVED_IN_GAME, doc.id)}"


def built_on() -> str:
    """The build's date (UTC), or ``SOURCE_DATE_EPOCH``'s for a reproducible build."""
    import datetime
    import os

    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    moment = (
        datetime.datetime.fromtimestamp(int(epoch), datetime.UTC)
        if epoch.isdigit()
        else datetime.datetime.now(datetime.UTC)
    )
    return moment.date().isoformat()


def build_site(
    rulebook: Rulebook,
    out_dir: str | Path,
    *,
    scenarios: Sequence[str | Path] | None = None,
    search: bool = True,
) -> SiteReport:
    """Write the static site for ``rulebook`` (and the rulings of ``scenarios``, default the
    bundled suite) into ``out_dir``; run the Pagefind indexer when ``search`` and it is
    installed. The site is built beside ``out_dir`` and moved in at the end
    (``judge.render.site.folder``): what the previous build wrote and this one does not is
    deleted, anything else in the folder stays."""
    from judge.render.site.folder import SiteFolder, fault, written

    out = Path(out_dir)
    report = SiteReport(out)
    started = time.perf_counter()
    builder = _Builder(rulebook, report)
    with progress.status("site: reading the rulings"):
        builder.collect(scenarios)
    report.seconds["collect"] = time.perf_counter() - started
    with SiteFolder(out) as folder:
        builder.out = folder.build
        try:
            mark = time.perf_counter()
            with progress.status("site: writing the pages"):
                builder.write(search)
            report.seconds["render"] = time.perf_counter() - mark
            if search:
                mark = time.perf_counter()
                with progress.status("site: indexing for search (Pagefind)"):
                    run_pagefind(folder.build, report, builder.languages)
                report.seconds["index"] = time.perf_counter() - mark
            else:
                report.search_note = "search off (--no-search)"
            builder.write_service_worker()
            files = written(folder.build)
            report.bytes = sum((folder.build / f).stat().st_size for f in files)
            folder.commit(files)
        except OSError as error:
            raise fault(out, error) from None
    report.seconds["total"] = time.perf_counter() - started
    return report


class _Builder:
    def __init__(self, book: Rulebook, report: SiteReport) -> None:
        self.book = book
        self.out = Path()
        self.report = report
        self.env = Environment(
            loader=FileSystemLoader(HERE / "templates"),
            autoescape=select_autoescape(["html"], default_for_string=True, default=True),
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
            keep_trailing_newline=True,
        )
        self.env.filters["anchor"] = href_anchor
        self.env.globals["labels_of"] = labels
        self.pages: dict[str, list[Page]] = {}  # document id → pages
        self.where: dict[tuple[str, str], str] = {}  # (document id, clause id) → url
        self.rules: dict[str, dict[str, list[dict[str, str]]]] = {}
        self.verdicts: list[dict[str, Any]] = []
        self.by_clause: dict[str, dict[str, list[int]]] = {}  # game → clause → verdict indexes
        self.glossaries: dict[str, list[Entry]] = {}
        self.links: dict[str, TermLinks] = {}
        self.search_on = False
        self.built = built_on()
        self.games: list[dict[str, Any]] = []
        self.languages: list[str] = []

    # -- data

    def collect(self, scenarios: Sequence[str | Path] | None) -> None:
        from judge.engine.citations import encoded_rules

        for doc in self.book:
            pages = document_pages(doc)
            self.pages[doc.id] = pages
            for page in pages:
                for clause in page.clauses:
                    self.where[(doc.id, clause.id)] = f"{page.path}#{href_anchor(clause.id)}"
        for rule in encoded_rules():
            for cited in rule.cites:
                self.rules.setdefault(rule.game, {}).setdefault(cited, []).append(
                    {"name": rule.name, "where": rule.where}
                )
        for game in self.book.games():
            entries = glossary_entries(self.book, game)
            self.glossaries[game] = entries
            url = f"{game_dir(game)}/glossary.html#"
            defined = [(e.stems, url + e.anchor) for e in entries if e.clause and e.stems]
            language = next(d.language for d in self.book if d.game == game)
            self.links[game] = TermLinks(defined, language)
        self._resolve(scenarios)
        self.games = self._games()
        self.languages = list(dict.fromkeys(g["language"] for g in self.games))

    def _resolve(self, scenarios: Sequence[str | Path] | None) -> None:
        from judge.engine.core import resolve
        from judge.render.verdict import verdict_json
        from judge.scenario.load import iter_scenario_files, load_scenario

        games = set(self.book.games())
        names: set[str] = set()
        for path in iter_scenario_files(list(scenarios) if scenarios is not None else None):
            try:
                scenario = load_scenario(path)
                if scenario.game not in games:
                    continue
                verdict = resolve(scenario, self.book)
            except JudgeError as error:
                self.report.skipped.append(error.render())
                continue
            data = verdict_json(verdict)
            name = file_slug(path.stem)
            if f"{scenario.game}/{name}" in names:
                name = file_slug(f"{path.stem}-{hashlib.sha1(str(path).encode()).hexdigest()[:6]}")
            names.add(f"{scenario.game}/{name}")
            data["url"] = f"{game_dir(scenario.game)}/rulings/{name}.html"
            data["verdict"] = verdict
            data["scenario"] = scenario
            index = len(self.verdicts)
            self.verdicts.append(data)
            for cited in data["cites"]:
                self.by_clause.setdefault(scenario.game, {}).setdefault(cited, []).append(index)

    def clause_url(self, game: str, clause_id: str, doc: Document | None = None) -> str | None:
        """Where a clause of a game is: in ``doc`` when it has it, else the game's first
        document that does."""
        if doc is not None and (doc.id, clause_id) in self.where:
            return self.where[(doc.id, clause_id)]
        found = self.book.find(clause_id, game=game)
        return self.where.get((found[0][0].id, clause_id)) if found else None

    def clause_view(self, doc: Document, clause: Clause, page: str) -> dict[str, Any]:
        """What ``judge show`` shows of a clause, with an ``href`` on every entry that links
        somewhere: ``#anchor`` within ``page``, else relative to it."""
        from judge.rulebook.lookup import describe

        info = describe(self.book, doc, clause)
        root = "../" * page.count("/")
        prefix = page + "#"

        def href(url: str | None) -> str | None:
            if url is None:
                return None
            return url[len(page) :] if url.startswith(prefix) else root + url

        for entry in info["parents"] + info["children"] + info["cited_by"]:
            entry["href"] = href(self.where[(doc.id, entry["id"])])
        for ref in info["refs"]:
            ref["href"] = href(self.where[(doc.id, ref["id"])]) if ref["resolved"] else None
            for cand in ref.get("candidates", []):
                cand["href"] = href(self.where.get((cand["document"], ref["id"])))
        info["anchor"] = anchor(clause.id)
        info["href"] = "#" + href_anchor(clause.id)
        info["numbered"] = clause.numbered
        info["title_parts"] = _linked(clause.title or "", info["refs"])
        raw = clause.text.splitlines()
        lines = self.links[doc.game].link([_linked(line, info["refs"]) for line in raw])
        for line in lines:
            for part in line:
                if "term" in part:
                    part["term"] = root + part["term"]
        info["blocks"] = blocks(lines, raw)
        info["rules"] = self.rules.get(doc.game, {}).get(clause.id, [])
        info["scenarios"] = sorted(
            (
                {"title": v["title"] or v["path"], "href": root + v["url"]}
                for i in self.by_clause.get(doc.game, {}).get(clause.id, [])
                for v in [self.verdicts[i]]
            ),
            key=lambda s: s["title"].casefold(),
        )
        depth = min(len(info["parents"]), 4)
        info["depth"] = depth
        info["level"] = min(depth + 2, 6)  # h2 for a chapter, h3 for its clauses, …
        return info

    # -- writing

    def render(self, path: str, template: str, lang: str, **context: Any) -> None:
        depth = path.count("/")
        context.setdefault("game", None)
        game = context["game"]
        docs = game["documents"] if game else [d for g in self.games for d in g["documents"]]
        html = self.env.get_template(template).render(
            root="../" * depth,
            lang=lang,
            L=labels(lang),
            search_on=self.search_on,
            games=self.games,
            editions=docs,
            built=self.built,
            **context,
        )
        target = self.out / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(html, encoding="utf-8")
        self.report.pages += 1

    def write(self, search: bool) -> None:
        self.search_on = search and pagefind_executable() is not None
        for game in self.games:
            self._write_game(game)
        lang = self.home_language()
        self.render("index.html", "index.html", lang)
        self.render("search.html", "search.html", lang)
        _write_json(
            self.out / "games.json",
            [
                {"id": g["id"], "dir": g["dir"], "lang": g["language"], "title": g["title"]}
                for g in self.games
            ],
        )
        self._write_static()
        manifest = {
            "clauses": [
                {"game": doc.game, "document": doc.id, "id": clause.id, "url": url}
                for doc in self.book
                for clause in doc
                for url in [self.where[(doc.id, clause.id)]]
            ],
            "scenarios": [{"path": v["path"], "url": v["url"]} for v in self.verdicts],
        }
        self.report.clauses = len(manifest["clauses"])
        self.report.scenarios = len(manifest["scenarios"])
        _write_json(self.out / "site.json", manifest)

    def home_language(self) -> str:
        """The language of most documents (the first game's on a tie): the home page's."""
        counts: dict[str, int] = {}
        for doc in self.book:
            counts[doc.language] = counts.get(doc.language, 0) + 1
        return max(counts, key=lambda lang: counts[lang]) if counts else "en"

    def _games(self) -> list[dict[str, Any]]:
        from judge import games as registry

        out = []
        for game in self.book.games():
            docs = [d for d in self.book if d.game == game]
            try:
                title = registry.get(game).title
            except LookupError:
                title = game
            gdir = game_dir(game)
            rulings = sorted(
                (v for v in self.verdicts if v["game"] == game),
                key=lambda v: ((v["title"] or v["path"]).casefold(), v["path"]),
            )
            out.append(
                {
                    "id": game,
                    "title": title,
                    "dir": gdir,
                    "language": docs[0].language,
                    "example": self._example(game),
                    "documents": [
                        {
                            "id": d.id,
                            "title": d.title,
                            "edition": d.edition,
                            "language": d.language,
                            "url": f"{document_base(d)}.html",
                            "docs": d,
                        }
                        for d in docs
                    ],
                    "rulings": rulings,
                    "glossary": self.glossaries.get(game, []),
                }
            )
        return out

    def _example(self, game: str) -> str:
        """A clause number of this game for the search box's hint: the one most rulings cite."""
        cited = self.by_clause.get(game, {})
        numbered = [cid for cid in cited if re.fullmatch(r"\d+(?:\.\d+)+", cid)]
        if numbered:
            return max(numbered, key=lambda cid: (len(cited[cid]), cid))
        ids = [c.id for d, c in self.book.clauses(game) if c.numbered and "." in c.id]
        return ids[0] if ids else ""

    def _write_game(self, game: dict[str, Any]) -> None:
        lang = game["language"]
        gdir = game["dir"]
        common = {"game": game}
        self.render(f"{gdir}/index.html", "game.html", lang, **common)
        for entry in game["documents"]:
            doc: Document = entry["docs"]
            pages = self.pages[doc.id]
            contents_url = entry["url"]
            if len(pages) > 1:
                self.render(
                    contents_url, "contents.html", doc.language, doc=doc, pages=pages, **common
                )
            for page in pages:
                self.render(
                    page.path,
                    "document.html",
                    doc.language,
                    doc=doc,
                    page=page,
                    split=len(pages) > 1,
                    contents_url=contents_url,
                    clauses=[self.clause_view(doc, c, page.path) for c in page.clauses],
                    **common,
                )
        for verdict in game["rulings"]:
            self.render(verdict["url"], "ruling.html", lang, v=self._ruling_view(verdict), **common)
        self._write_rulings_index(game)
        self.render(
            f"{gdir}/glossary.html",
            "glossary.html",
            lang,
            entries=[
                {**e._asdict(), "anchor": e.anchor, "url": self.clause_url(game["id"], e.clause)}
                if e.clause
                else {**e._asdict(), "anchor": e.anchor, "url": None}
                for e in game["glossary"]
            ],
            **common,
        )
        ids: dict[str, list[str]] = {}
        for doc in self.book:
            if doc.game == game["id"]:
                for clause in doc:
                    ids.setdefault(clause.id, []).append(self.where[(doc.id, clause.id)])
        _write_json(self.out / gdir / "ids.json", ids)

    def _write_rulings_index(self, game: dict[str, Any]) -> None:
        from judge.rulebook.ids import sort_key

        by_clause = self.by_clause.get(game["id"], {})
        per_clause = [
            {
                "id": cid,
                "url": self.clause_url(game["id"], cid),
                "rulings": sorted(
                    (self.verdicts[i] for i in by_clause[cid]),
                    key=lambda v: (v["title"] or v["path"]).casefold(),
                ),
            }
            for cid in sorted(by_clause, key=sort_key)
        ]
        self.render(
            f"{game['dir']}/rulings.html",
            "rulings.html",
            game["language"],
            rulings=game["rulings"],
            per_clause=per_clause,
            game=game,
        )

    def _ruling_view(self, verdict: dict[str, Any]) -> dict[str, Any]:
        game = verdict["game"]

        def cite(cid: str) -> dict[str, Any]:
            return {"id": cid, "url": self.clause_url(game, cid)}

        view = dict(verdict)
        view.update(ruling(verdict["verdict"], verdict["scenario"], verdict["language"], cite))
        view["json_answer"] = json.dumps(verdict["answer"], ensure_ascii=False)
        return view

    def _write_static(self) -> None:
        static = self.out / "static"
        static.mkdir(parents=True, exist_ok=True)
        for item in sorted((HERE / "static").iterdir()):
            if item.is_file():
                shutil.copyfile(item, static / item.name)
        manifest = self.env.get_template("manifest.webmanifest").render()
        (self.out / "manifest.webmanifest").write_text(manifest, encoding="utf-8")

    def write_service_worker(self) -> None:
        """The service worker precaches every file of the build (written last, when the search
        index is there), under a version that changes with the content. The build folder holds
        only the build's own files: nothing else in OUT is ever listed."""
        from judge.render.site.folder import written

        files = [name for name in written(self.out) if name != "sw.js"]
        digest = hashlib.sha1()
        for name in files:
            digest.update(name.encode("utf-8") + b"\0" + (self.out / name).read_bytes())
        script = self.env.get_template("sw.js").render(
            version=digest.hexdigest()[:16], files=["./", *files]
        )
        (self.out / "sw.js").write_text(script, encoding="utf-8")


def _write_json(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    # compact: with an indent, json falls back to its pure-Python encoder (slow on a big book)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    path.write_text(text + "\n", encoding="utf-8")


def _linked(text: str, refs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A line of clause text cut into plain parts and reference parts (with their ref entry)."""
    from judge.rulebook.parser import ref_spans

    by_id = {r["id"]: r for r in refs}
    parts: list[dict[str, Any]] = []
    at = 0
    for start, end, cid in ref_spans(text):
        ref = by_id.get(cid)
        if ref is None:  # a clause's own number is not a reference
            continue
        if start > at:
            parts.append({"text": text[at:start]})
        parts.append({"text": text[start:end], "ref": ref})
        at = end
    if at < len(text):
        parts.append({"text": text[at:]})
    return parts


# ------------------------------------------------------------------------------ search index


def pagefind_executable() -> str | None:
    """The Pagefind binary: from the ``pagefind_bin`` package
    (``pip install 'berserk-judge[site]'``) or on PATH; None when there is none."""
    try:
        from pagefind_bin import get_executable  # type: ignore[import-not-found,unused-ignore]

        return str(get_executable())
    except (ImportError, FileNotFoundError):
        return shutil.which("pagefind")


#: Pagefind's own ready-made interfaces; the site has its own (static/site.js) over the API
_UNUSED = (
    "pagefind-ui.js",
    "pagefind-ui.css",
    "pagefind-modular-ui.js",
    "pagefind-modular-ui.css",
    "pagefind-component-ui.js",
    "pagefind-component-ui.css",
    "pagefind-highlight.js",
)


def run_pagefind(out: Path, report: SiteReport, languages: Sequence[str] = ()) -> None:
    """Index ``out`` with Pagefind (one index per page language; Russian and Hungarian are
    stemmed), keeping only the search engines (``wasm.LANG.pagefind``) of the languages the
    site's indexes use. Without the binary the site is still written, with search off."""
    binary = pagefind_executable()
    if binary is None:
        report.search_note = (
            "search off: the Pagefind indexer is not installed (pip install 'berserk-judge[site]')"
        )
        return
    command = [binary, "--site", str(out), "--output-subdir", "pagefind", "--silent"]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise JudgeError(f"the Pagefind indexer did not run: {exc}") from None
    if result.returncode != 0:
        lines = (result.stderr or result.stdout).strip().splitlines()
        tail = lines[-1] if lines else f"exit status {result.returncode}"
        raise JudgeError(f"the Pagefind indexer failed: {tail}")
    for name in _UNUSED:
        (out / "pagefind" / name).unlink(missing_ok=True)
    _drop_unused_engines(out / "pagefind")
    report.search = True
    report.search_note = "search on (Pagefind)"


def _drop_unused_engines(folder: Path) -> None:
    """Pagefind writes a search engine per language it knows; a phone downloading the site for
    offline use needs only those the indexes name (``pagefind-entry.json``)."""
    try:
        entry = json.loads((folder / "pagefind-entry.json").read_text(encoding="utf-8"))
        used = {str(v.get("wasm") or "unknown") for v in entry["languages"].values()}
    except (OSError, ValueError, KeyError, AttributeError):
        return
    for engine in folder.glob("wasm.*.pagefind"):
        if engine.name.split(".")[1] not in used:
            engine.unlink()
