"""Loading rulebooks: game folders with a book.yaml, folders of game folders, bare text files.

``load()`` returns the cross-referenced index (``judge.rulebook.model.Rulebook``).

Everything parsed is cached on disk (``judge.cache``), per document: a document's entry is keyed
by a hash of its text's bytes, its metadata and the parsing code, so editing one text of a book
re-parses that text only. A later load of the same files hashes the texts (or takes the hash
remembered for a text whose stat has not changed: ``judge.cache.HashMemo``, so that a warm load
of an unchanged book reads none of its texts), then reads a small manifest naming the documents'
entries, and opens each lazily (``judge.rulebook.store``): a look-up reads the clauses it asks
for, not the book; yaml is imported only when the manifest misses. Entries that no recently
loaded book uses are evicted when a new version is cached.
"""

from __future__ import annotations

import marshal
import os
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from judge import LANGUAGES, cache, config, progress
from judge.cache import blake2b
from judge.config import bundled_rulebook, rulebook_paths
from judge.errors import RulebookError
from judge.rulebook import store
from judge.rulebook.model import Document, Rulebook

#: how many recently loaded books (sets of paths) keep their cache entries from eviction
KEEP_BOOKS = 8


#: a rulebook of a game no engine knows (an English text, say): show, search, diff and lint work;
#: no engine rules are held against it
GENERIC = "generic"
BOOK_FILE = "book.yaml"
DOCUMENT_KEYS = ("id", "game", "language", "title", "edition", "file")
_REQUIRED_KEYS = ("id", "game", "language", "file")
_TEXT_SUFFIXES = {".txt", ".text", ".md"}


class Source:
    """One thing to load: a game folder (``book`` is its book.yaml) or a bare text file
    (``book`` is None: metadata detected from the text)."""

    __slots__ = ("path", "book", "unhashed")

    def __init__(self, path: Path, book: Path | None) -> None:
        self.path = path
        self.book = book
        #: a text its book.yaml names in a form the quick scan missed was read while parsing:
        #: the cache key does not cover it, so this load is not cached
        self.unhashed = False


def discover(paths: list[Path]) -> list[Source]:
    """Resolve user paths into game folders and bare texts (no parsing yet). A folder that
    cannot be read, a text whose name is not UTF-8 or that links out of the folder given is a
    ``RulebookError`` naming it."""
    sources: list[Source] = []
    for path in paths:
        try:
            sources += _discover(path)
        except OSError as exc:  # a folder or file met on the way that cannot be looked at
            where = exc.filename if exc.filename is not None else path
            raise RulebookError(f"cannot read: {exc.strerror or exc}", path=str(where)) from None
    return sources


def _discover(path: Path) -> list[Source]:
    """The sources of one path the user gave (``discover``)."""
    from judge.inputs import is_stream

    if not path.exists():
        raise RulebookError("no such file or folder", path=str(path))
    if is_stream(path):  # -r <(cat book.txt), judge diff a.txt <(…): a bare text
        return [Source(path, None)]
    if path.is_file():
        if path.name == BOOK_FILE:
            return [Source(path.parent, path)]
        _utf8_name(path)  # (its name is the document's id)
        return [Source(path, None)]
    if not path.is_dir():
        raise RulebookError(
            "not a text file, a folder or a stream that can be read", path=str(path)
        )
    if (path / BOOK_FILE).is_file():
        return [Source(path, path / BOOK_FILE)]
    games = sorted(p for p in path.iterdir() if (p / BOOK_FILE).is_file())
    texts = _texts_in(path, path)
    # game folders without a book.yaml: their texts load as bare files
    subfolders = (p for p in path.iterdir() if p.is_dir() and not p.name.startswith("."))
    for folder in sorted(p for p in subfolders if p not in games):
        texts += _texts_in(folder, path)
    if not games and not texts:
        raise RulebookError(
            f"no {BOOK_FILE}, no game folders with one and no .txt texts in this folder",
            path=str(path),
        )
    return [Source(g, g / BOOK_FILE) for g in games] + [Source(t, None) for t in texts]


def _texts_in(folder: Path, given: Path) -> list[Path]:
    """The texts of a folder met under the folder ``given``: each named in UTF-8 and, links
    followed, inside ``given`` (else a ``RulebookError`` naming it)."""
    texts = sorted(
        p
        for p in folder.iterdir()
        if p.suffix in _TEXT_SUFFIXES
        and not p.name.startswith(".")
        and p.name.lower() != "readme.md"
        and p.is_file()
    )
    for text in texts:
        _utf8_name(text)
        if not _inside(text, given):
            raise RulebookError(
                f"a link to '{os.path.realpath(text)}', outside the rulebook folder {given}: "
                "a rulebook reads only the texts inside its folder",
                path=str(text),
            )
    return texts


def _utf8_name(path: Path) -> None:
    """A file name met in a folder must be UTF-8 (it is shown, cached and published)."""
    try:
        path.name.encode("utf-8")
    except UnicodeEncodeError:
        raise RulebookError(
            "the file name is not valid UTF-8: rename the file", path=str(path)
        ) from None


def _inside(path: Path, folder: Path) -> bool:
    """Whether ``path``, links resolved, lies inside ``folder`` (resolved too)."""
    base = os.path.realpath(folder)
    return os.path.commonpath([base, os.path.realpath(path)]) == base


#: far above any rulebook text (the whole bundled rulebook is under 100 KiB)
MAX_TEXT_BYTES = 64 << 20
#: ``file: name`` lines of a book.yaml, read without YAML (so that a cached load imports none)
_FILE_LINE = re.compile(r"""^[\s-]*file:\s*(?:"([^"]*)"|'([^']*)'|([^#\n]*?))\s*(?:#.*)?$""", re.M)


def _files_of(source: Source, book: bytes | None = None) -> list[Path]:
    """The files a source's index is built from: a bare text; or a game folder's book.yaml
    and the texts it names (drafts, ``.git`` and other files beside them are never read)."""
    if source.book is None:
        return [source.path]
    named = [a or b or c for a, b, c in _FILE_LINE.findall(_text(book or b""))]
    found = {source.path / n for n in named if n and _document_fault(source.path, n) is None}
    return [source.book, *sorted(found)]


#: the longest ``file:`` a book.yaml may give (the longest path Linux opens is 4096 bytes)
MAX_FILE_NAME = 1024


def _document_fault(folder: Path, name: str) -> str | None:
    """What is wrong with ``name`` as a book.yaml ``file:`` of the game folder ``folder``, or
    None: a document is a regular file inside the folder, links resolved (a rulebook repository
    must not make judge read, show or publish ``/etc/passwd`` or ``../../secret``)."""
    if len(name) > MAX_FILE_NAME or "\0" in name:
        return f"not a file name (a name of {len(name):,} characters)"
    if os.path.isabs(name):
        return f"'{name}' is an absolute path: name a file inside {folder}"
    path = folder / name
    try:
        if not _inside(path, folder):
            return (
                f"'{name}' leads to '{os.path.realpath(path)}', outside the rulebook folder "
                f"{folder}: a document must be a file inside it"
            )
        info = os.stat(path)
    except FileNotFoundError:
        return None  # reported with its line when the book is read
    except OSError as exc:
        return f"'{name}': cannot read: {exc.strerror or exc}"
    import stat

    if not stat.S_ISREG(info.st_mode):
        return f"'{name}' is not a regular file (a folder, FIFO or device is never read)"
    return None


def _text(data: bytes) -> str:
    return data.decode("utf-8-sig", errors="replace")


def load(paths: list[Path] | None = None, *, use_cache: bool = True) -> Rulebook:
    """Load and index rulebook texts; ``None`` loads ``$JUDGE_RULEBOOK`` when it is set, else the
    bundled rulebook (``judge.config.rulebook_paths``)."""
    chosen = rulebook_paths(paths)
    given = chosen if chosen else [bundled_rulebook()]
    sources = discover(given)
    caching = use_cache and config.cache_dir() is not None
    memo = cache.HashMemo() if caching else None
    contents, hashes, key = _read(sources, memo)
    if caching:
        cached = _from_manifest(key, given)
        if cached is not None:
            return cached
        if any(data is None for files in contents.values() for data in files.values()):
            # a text known by its stamp alone may have to be parsed: the texts not yet read are
            # read (the key is then that of the texts as read, even one edited this instant)
            read = {f: (d, hashes[f]) for fs in contents.values() for f, d in fs.items() if d}
            contents, hashes, key = _read(sources, None, read)
    documents: list[Document] = []
    with progress.status("reading the rulebook"):
        for source in sources:
            files = {f: data for f, data in contents[id(source)].items() if data is not None}
            documents += _load_source(source, files, hashes, caching)
    _check_unique(documents)
    book = Rulebook(documents, key)
    if caching and not any(source.unhashed for source in sources):
        keys = tuple(getattr(d.clauses, "key", "") for d in documents)
        if all(keys) and cache.store(_manifest(key), marshal.dumps((key, keys))):
            _remember(sources, key, keys)
    return book


def _manifest(key: str) -> cache.Entry:
    """The entry naming the documents of the book ``key``."""
    return cache.entry(cache.RULEBOOK, key, book=key)


def _document_entry(key: str) -> cache.Entry:
    """The entry of the document ``key`` (``judge.rulebook.store``'s form)."""
    return cache.entry(cache.DOCUMENT, key, book=key)


def _read(
    sources: list[Source],
    memo: cache.HashMemo | None,
    read: dict[Path, tuple[bytes, str]] | None = None,
) -> tuple[dict[int, dict[Path, bytes | None]], dict[Path, str], str]:
    """Each source's files (their bytes, or None for a text whose hash ``memo`` remembers),
    every file's content hash, and the key of the whole book. Without a memo every text is read
    (but those given in ``read``, with their hashes): the key is that of the texts as read."""
    from judge.inputs import read_limited

    contents: dict[int, dict[Path, bytes | None]] = {}
    hashes: dict[Path, str] = {}
    digest = blake2b(cache.code_stamp(cache.DOCUMENT).encode(), digest_size=20)
    for source in sources:
        files: dict[Path, bytes | None] = {}
        if source.book is not None:
            data = read_limited(source.book, MAX_TEXT_BYTES, RulebookError, "book")
            files[source.book] = data
            hashes[source.book] = content_hash(data)
        for file in _files_of(source, files.get(source.book) if source.book else None):
            if file not in files:
                if source.book is not None and not file.exists():
                    continue  # reported with its line by read_book
                if read and file in read:
                    files[file], hashes[file] = read[file]
                else:
                    files[file], hashes[file] = _text_of(file, memo)
            # the game of a bare text and the source shown follow its path, as typed and resolved
            digest.update(os.fsencode(f"{file}\0{file.resolve()}\0"))
            digest.update(hashes[file].encode())
        contents[id(source)] = files
    if memo is not None:
        memo.save()
    return contents, hashes, digest.hexdigest()


def _text_of(file: Path, memo: cache.HashMemo | None) -> tuple[bytes | None, str]:
    """A rulebook text's bytes and content hash; with a memo, only the hash when it remembers
    the file as it now is. The size limit holds either way: a file over it is read (that is,
    refused) by ``read_limited`` whatever the memo says."""
    import os
    import stat

    from judge.inputs import read_limited

    info: os.stat_result | None = None
    since = 0
    where = os.path.abspath(file)
    if memo is not None:
        since = cache.clock_ns()
        try:
            info = os.stat(file)
        except OSError:
            info = None
        if info is not None and stat.S_ISREG(info.st_mode) and info.st_size <= MAX_TEXT_BYTES:
            known = memo.get(where, info)
            if known is not None:
                return None, known
    data = read_limited(file, MAX_TEXT_BYTES, RulebookError, "rulebook text")
    hashed = content_hash(data)
    regular = info is not None and stat.S_ISREG(info.st_mode)
    if memo is not None and info is not None and regular and info.st_size == len(data):
        memo.put(where, info, hashed, since)
    return data, hashed


def _from_manifest(key: str, given: list[Path]) -> Rulebook | None:
    """The book whose files hash to ``key``, its documents opened lazily from their entries;
    None when any entry is missing or unreadable (the caller then parses)."""

    def decode(data: bytes) -> tuple[str, ...]:
        stored, keys = marshal.loads(data)
        if stored != key or not all(isinstance(k, str) for k in keys):
            raise ValueError("not this book's manifest")
        return tuple(keys)

    keys = cache.load(_manifest(key), decode)
    if keys is None:
        return None
    again = _Reparse(given)
    try:
        documents = [
            store.open_document(_stored_at(k), again.document(n)) for n, k in enumerate(keys)
        ]
    except store.StoreError:
        return None
    for doc, k in zip(documents, keys, strict=True):
        doc.clauses.key = k  # type: ignore[attr-defined]
    return Rulebook(documents, key)


class _Reparse:
    """Should a cached entry fail after the load, the texts are parsed again (once)."""

    def __init__(self, given: list[Path]) -> None:
        self.given = given
        self.book: Rulebook | None = None

    def document(self, index: int) -> Callable[[], Document]:
        def parse() -> Document:
            if self.book is None:
                self.book = load(self.given, use_cache=False)
            return self.book.documents[index]

        return parse


def _stored_at(key: str) -> str:
    """The file of the document ``key`` in the cache (the caller checks caching is on)."""
    path = cache.where(_document_entry(key))
    if path is None:
        raise store.StoreError("no cache")
    return str(path)


def _remember(sources: list[Source], key: str, keys: tuple[str, ...]) -> None:
    """Record ``key`` as the current version of the book made of ``sources`` (the
    ``KEEP_BOOKS`` most recently loaded books are kept), then evict every cache entry keyed by
    a book or document none of them uses."""

    def decode(data: bytes) -> dict[str, Any]:
        books = marshal.loads(data)
        if not isinstance(books, dict):
            raise ValueError("not a list of books")
        return books

    recent = cache.entry(cache.BOOKS)
    books = cache.load(recent, decode) or {}
    books["\0".join(str(s.path.resolve()) for s in sources)] = (time.time_ns(), key, keys)
    books = dict(sorted(books.items(), key=lambda item: item[1][0])[-KEEP_BOOKS:])
    if not cache.store(recent, marshal.dumps(books)):
        return
    cache.evict({k[:32] for _, book_key, doc_keys in books.values() for k in (book_key, *doc_keys)})


def _document_key(kind: str, *parts: str) -> str:
    """The key of one document: its text's hash and what else shapes it (the parsing code is
    in its entry's key: ``cache.DOCUMENT``)."""
    return blake2b(
        "\0".join((kind, *parts)).encode("utf-8", "surrogateescape"), digest_size=20
    ).hexdigest()


def _cached_document(key: str, caching: bool, parse: Callable[[], Document]) -> Document:
    """The document cached under ``key``, else parsed (and cached)."""
    if caching:
        try:
            doc = store.open_document(_stored_at(key), parse)
            doc.clauses.key = key  # type: ignore[attr-defined]
            return doc
        except store.StoreError:
            pass
    doc = parse()
    if caching:
        cache.store(_document_entry(key), store.pack(doc))
    doc.clauses = store.ClauseTable.of(doc.clauses, key if caching else "")
    return doc


def _check_unique(documents: list[Document]) -> None:
    seen: dict[str, Document] = {}
    for doc in documents:
        if doc.id in seen:
            raise RulebookError(
                f"document id '{doc.id}' is used twice (also by {seen[doc.id].source})",
                path=doc.source,
            )
        seen[doc.id] = doc


def _display(path: Path) -> str:
    """Bundled texts are shown as ``rulebook/<game>/<file>``; others as the user named them."""
    bundled = bundled_rulebook()
    try:
        return str(Path("rulebook") / path.resolve().relative_to(bundled.resolve()))
    except ValueError:
        return str(path)


def content_hash(data: bytes) -> str:
    """The hash that keys caches and tells texts apart (blake2b, 160 bits, hex)."""
    return blake2b(data, digest_size=20).hexdigest()


def _load_source(
    source: Source,
    files: dict[Path, bytes],
    hashes: dict[Path, str],
    caching: bool = False,
) -> list[Document]:
    """The documents of one source, each from its cache entry or parsed."""
    if source.book is None:
        path, data = source.path, files[source.path]
        key = _document_key(
            "bare", path.stem, path.resolve().parent.name, _display(path), hashes[path]
        )
        return [_cached_document(key, caching, lambda: bare_document(path, data))]
    metas = read_book(source.book, files[source.book])
    documents = []
    for meta in metas:
        file = source.path / meta["file"]
        if file not in files and file.exists():
            from judge.inputs import read_limited

            files[file] = read_limited(file, MAX_TEXT_BYTES, RulebookError, "rulebook text")
            hashes[file] = content_hash(files[file])
            source.unhashed = True
        if file not in files:
            raise RulebookError(
                f"documents[{meta['index']}].file: no such file '{meta['file']}' in {source.path}",
                path=str(source.book),
                line=meta["line"],
            )
        shown = _display(file)
        doc = Document(
            id=meta["id"],
            game=meta["game"],
            language=meta["language"],
            title=meta.get("title") or file.stem,
            edition=meta.get("edition") or "",
            source=shown,
            digest=hashes[file],
        )
        key = _document_key(
            "book", doc.id, doc.game, doc.language, doc.title, doc.edition, shown, doc.digest
        )

        def parse(doc: Document = doc, data: bytes = files[file], shown: str = shown) -> Document:
            return _parse(data, shown, doc)

        documents.append(_cached_document(key, caching, parse))
    return documents


def _parse(data: bytes, shown: str, doc: Document) -> Document:
    """Decode (stray bytes become problems of the document) and parse one text."""
    from judge.rulebook.model import Problem
    from judge.rulebook.parser import parse_document
    from judge.rulebook.textio import decode

    bad: list[tuple[int, str]] = []
    text = decode(data, shown, bad)
    doc.problems += [Problem("encoding", None, line, message) for line, message in bad]
    return parse_document(text, doc)


def bare_document(path: Path, data: bytes) -> Document:
    """A text with no book.yaml: id from the file name, language detected, game from the folder
    name when it is a game's (else ``hkk`` for Hungarian, ``berserk`` for Russian, ``generic``
    for any other language: a rulebook of a game the engines do not know)."""
    from judge.rulebook.model import Problem
    from judge.rulebook.parser import parse_document
    from judge.rulebook.textio import decode, detect_language

    shown = _display(path)
    bad: list[tuple[int, str]] = []
    text = decode(data, shown, bad)
    language = detect_language(text)
    folder = path.resolve().parent.name
    from judge import games

    guessed = not games.is_game(folder)
    game = (games.guess_from_language(language) or GENERIC) if guessed else folder
    doc = Document(
        id=path.stem,
        game=game,
        language=language,
        title=path.stem,
        edition="",
        source=shown,
        digest=content_hash(data),
        guessed_game=guessed,
    )
    doc.problems += [Problem("encoding", None, line, message) for line, message in bad]
    return parse_document(text, doc)


def read_book(path: Path, data: bytes) -> list[dict[str, Any]]:
    """Validate a book.yaml: ``documents:`` a list of {id, game, language, title, edition, file}."""
    import yaml

    from judge import games
    from judge.yamlnodes import compose, did_you_mean, line_of

    where = str(path)
    root = compose(data, where)
    if not isinstance(root, yaml.MappingNode):
        raise RulebookError("expected a mapping with a 'documents' list", path=where, line=1)
    for key_node, _ in root.value:
        _plain_key(key_node, "", where)
    top = {k.value: v for k, v in root.value}
    extra = sorted(set(top) - {"documents"})
    if extra:
        raise RulebookError(
            f"{extra[0]}: unknown key (allowed: documents)", path=where, line=line_of(root)
        )
    docs = top.get("documents")
    if not isinstance(docs, yaml.SequenceNode) or not docs.value:
        raise RulebookError(
            "documents: expected a non-empty list of documents",
            path=where,
            line=line_of(docs or root),
        )
    metas = []
    for index, node in enumerate(docs.value):
        prefix = f"documents[{index}]"
        if not isinstance(node, yaml.MappingNode):
            raise RulebookError(f"{prefix}: expected a mapping", path=where, line=line_of(node))
        meta: dict[str, Any] = {"index": index, "line": line_of(node)}
        for key_node, value_node in node.value:
            key = _plain_key(key_node, prefix, where)
            if key not in DOCUMENT_KEYS:
                raise RulebookError(
                    f"{prefix}.{key}: unknown key{did_you_mean(key, DOCUMENT_KEYS)} "
                    f"(allowed: {', '.join(DOCUMENT_KEYS)})",
                    path=where,
                    line=line_of(key_node),
                )
            if not isinstance(value_node, yaml.ScalarNode) or not str(value_node.value).strip():
                raise RulebookError(
                    f"{prefix}.{key}: expected a non-empty string",
                    path=where,
                    line=line_of(value_node),
                )
            meta[key] = str(value_node.value).strip()
            meta[f"{key}_line"] = line_of(value_node)
        for key in _REQUIRED_KEYS:
            if key not in meta:
                raise RulebookError(f"{prefix}.{key}: missing", path=where, line=meta["line"])
        fault = _document_fault(path.parent, meta["file"])
        if fault is not None:
            raise RulebookError(f"{prefix}.file: {fault}", path=where, line=meta["file_line"])
        for key, allowed in (("game", (*games.game_ids(), GENERIC)), ("language", LANGUAGES)):
            if meta[key] not in allowed:
                raise RulebookError(
                    f"{prefix}.{key}: unknown value '{meta[key]}'"
                    f"{did_you_mean(meta[key], allowed)} (allowed: {', '.join(allowed)})",
                    path=where,
                    line=meta[f"{key}_line"],
                )
        metas.append(meta)
    return metas


def _plain_key(node: object, prefix: str, where: str) -> str:
    """A mapping key of book.yaml: a plain string (``? [a]`` makes a list a key)."""
    import yaml

    from judge.yamlnodes import line_of

    if not isinstance(node, yaml.ScalarNode):
        shape = "a list" if isinstance(node, yaml.SequenceNode) else "a mapping"
        at = f"{prefix}: " if prefix else ""
        raise RulebookError(
            f"{at}expected a plain key, got {shape} as a key", path=where, line=line_of(node)
        )
    return str(node.value)
