"""The cache: data derived from the rulebook, the scenarios and judge's own code, kept on disk so
that a later run skips the work. It only ever saves time: an entry that is missing, damaged or
of another shape is rebuilt, and a cache folder that cannot be used means no caching.

Every kind of entry is declared once, in ``KINDS`` below: its name, the version of its stored
form, what its key covers, and which of judge's code shapes it. One way in and out::

    entry(KIND, *parts)  -> Entry        the entry for a key (the parts, the kind's code stamp)
    load(entry, decode)  -> T | None     read, check and decode it (a faulty entry is discarded)
    store(entry, data)   -> bool         write it atomically, sealed with its checksum
    where(entry)         -> Path | None  its file, for a reader that uses it in place
    checked_in_place(entry)              its file, checked, for a large entry opened where it lies
    load_stamped(KIND, stamp) / store_stamped(KIND, stamp, value)
                                         the one entry of a kind kept under a fixed name and valid
                                         for one stamp (the installed games, the FAQ catalogue)

A *stamp* tells, without reading them, whether files have changed since something was derived
from them: each file's device, inode, size and modification and status-change times
(``file_stamp``; ``stamp`` for several). A kind's *code stamp* is the stamp of the package files
its ``code`` names, and is part of every key of that kind: editing the parser rebuilds the parsed
documents, editing the search rebuilds the indexes. The key itself covers the content (a hash of
the texts, the scenario's bytes…): ``Kind.covers`` says what.

Entries keyed by a book or document (``Kind.per_book``) are named after its hash first, so that
``evict`` removes them with that version of the book (``judge.rulebook.load`` keeps the entries
of the most recently loaded books). Entries shaped by the games' rules (``Kind.games``) are not
kept while an installed game plugin is loaded: its code is not in the stamp.

Every entry ends with a trailer: a marker, then the CRC-32 and the length of the bytes before
it. A reader gets the bytes only when these hold (a flipped byte, a truncated or foreign file is
discarded), and ``load`` also discards an entry its decoder rejects, whatever the decoder
raises. Only regular files are read, without blocking (a FIFO planted in the cache is skipped).
``judge cache`` shows the folder and its size per kind, and clears it.
"""

from __future__ import annotations

import os
import stat
import zlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from judge.config import cache_dir

#: the hash of cache keys and content digests, for every module (``from judge.cache import
#: blake2b``): hashlib's import loads OpenSSL (about 4 ms), blake2b alone is a builtin module
try:
    from _blake2 import blake2b as blake2b
except ImportError:  # pragma: no cover
    from hashlib import blake2b as blake2b

T = TypeVar("T")


class Kind(NamedTuple):
    """One kind of cache entry."""

    name: str
    #: the version of the stored form: bump it when the form changes
    version: int
    #: what the key covers besides the kind's code (shown by ``judge cache``)
    covers: str
    #: the package files whose code shapes an entry (folders or modules, relative to
    #: ``judge/``); ``"*"`` for the whole package
    code: tuple[str, ...] = ()
    #: keyed by a book's or document's hash first: evicted with that version of the book
    per_book: bool = False
    #: shaped by the games' rules: not kept while an installed game plugin is loaded
    games: bool = False
    suffix: str = ".marshal"


_PARSING = ("rulebook",)
_SEARCH = ("rulebook", "search")

DOCUMENT = Kind("document", 1, "a text's bytes and its book.yaml entry", _PARSING, per_book=True)
RULEBOOK = Kind(
    "rulebook",
    1,
    "the hashes of a book's texts: which document entries make it",
    _PARSING,
    per_book=True,
)
BOOKS = Kind("books", 1, "the most recently loaded books (what eviction keeps)")
HASHES = Kind("hashes", 1, "files' content hashes, by path and stamp")
SEGMENT = Kind(
    "segment", 1, "a document's words, analysed for the search index", _SEARCH, per_book=True
)
SEARCH = Kind(
    "search", 1, "a book's search index (SQLite FTS5)", _SEARCH, per_book=True, suffix=".sqlite"
)
TYPOS = Kind("typos", 1, "a book's corrections of misspelt query words", _SEARCH, per_book=True)
TERMS = Kind("terms", 3, "the games' terms files", ("search",))
SITUATIONS = Kind("situations", 1, "a game's situations.yaml and terms.yaml, compiled", ("ask",))
REPLY = Kind(
    "ask-reply",
    1,
    "a question, its options, the screen width and working folder, the book",
    ("*",),
    per_book=True,
    games=True,
)
ANSWER = Kind(
    "ask-answer", 1, "a situation read by ask, the book", ("*",), per_book=True, games=True
)
FAQ = Kind("faq", 1, "the bundled scenarios' titles and questions (stamped)", ("*",))
GAMES = Kind("games", 1, "the installed games' entry points (stamped by sys.path)")
CHECK = Kind(
    "check",
    1,
    "each scenario file's bytes and path, the book, --exact",
    ("*",),
    per_book=True,
    games=True,
)
CITATIONS = Kind("citations", 1, "the bundled scenarios, the book", ("*",), per_book=True)
LEXICON = Kind(
    "lexicon", 2, "the Russian lexicon's forms a misspelt word is compared with", ("ask",)
)
COMMAND_LINE = Kind(
    "command-line",
    1,
    "the look-ups' options, read from the typer command line",
    ("cli.py", "commands.py"),
)

SETTINGS = Kind(
    "settings", 1, "a settings file, read (one entry per file, stamped by it)", ("config.py",)
)

#: every kind, by name
KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        DOCUMENT,
        RULEBOOK,
        BOOKS,
        HASHES,
        SEGMENT,
        SEARCH,
        TYPOS,
        TERMS,
        SITUATIONS,
        REPLY,
        ANSWER,
        LEXICON,
        FAQ,
        GAMES,
        CHECK,
        CITATIONS,
        COMMAND_LINE,
        SETTINGS,
    )
}


class Entry(NamedTuple):
    """One entry: its kind and its file's name in the cache folder."""

    kind: Kind
    name: str


# ------------------------------------------------------------------------------------ stamps

#: what identifies a file's content without reading it: device, inode, size, modification and
#: status-change times in nanoseconds
Stamp = tuple[int, int, int, int, int]


def file_stamp(info: os.stat_result) -> Stamp:
    """The stamp of a file from its ``os.stat``: any write changes its ctime, a replacement
    (an editor's save by rename) its inode, ``touch -d`` or ``cp -p`` (mtime set back) its
    ctime."""
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


def stamp(paths: Iterable[str | Path]) -> str:
    """The stamps of ``paths`` (files or folders, each itself: a folder's stamp changes when
    an entry is added, removed or renamed in it), in the order given; a path that cannot be
    looked at is stamped by its name alone."""
    parts = []
    for path in paths:
        try:
            parts.append(f"{path}\0{file_stamp(os.stat(path))}")
        except (OSError, ValueError):
            parts.append(str(path))
    return "\n".join(parts)


def files_under(root: str | Path, suffixes: tuple[str, ...]) -> Iterator[str]:
    """The files under ``root`` whose name ends in one of ``suffixes``, in a stable order."""
    for folder, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(names):
            if name.endswith(suffixes):
                yield os.path.join(folder, name)


#: the package folder, and the files of code and data that shape what judge derives
_PACKAGE = os.path.dirname(os.path.abspath(__file__))
_CODE_SUFFIXES = (".py", ".yaml", ".json", ".tsv")  # (.tsv: the reader's lexicons)
_CODE_STAMPS: dict[tuple[str, ...], str] = {}


def code_stamp(kind: Kind) -> str:
    """The stamp of the package files ``kind.code`` names (worked out once per process)."""
    found = _CODE_STAMPS.get(kind.code)
    if found is None:
        files: list[str] = []
        for part in kind.code:
            where = _PACKAGE if part == "*" else os.path.join(_PACKAGE, part)
            files += files_under(where, _CODE_SUFFIXES) if os.path.isdir(where) else [where]
        found = _CODE_STAMPS[kind.code] = stamp(files)
    return found


# ---------------------------------------------------------------------------------- entries


def entry(kind: Kind, *parts: str, book: str = "") -> Entry:
    """The entry of ``kind`` for the key made of ``parts``, the kind's version and its code
    stamp; ``book`` (a book's or document's hash) heads the name of a ``per_book`` kind. With no
    parts and no book: the one entry of the kind (``hashes``, ``books``, the stamped kinds)."""
    head = f"{kind.name}-v{kind.version}"
    if not parts and not book:
        return Entry(kind, head + kind.suffix)
    text = "\0".join((*parts, code_stamp(kind) if kind.code else ""))
    digest = blake2b(text.encode("utf-8", "surrogatepass"), digest_size=16).hexdigest()
    if kind.per_book:
        return Entry(kind, f"{head}-{book[:32]}-{digest}{kind.suffix}")
    return Entry(kind, f"{head}-{digest}{kind.suffix}")


def where(item: Entry) -> Path | None:
    """The file of ``item`` (which may not exist), or None when caching is off."""
    root = cache_dir()
    return None if root is None else root / item.name


def load(item: Entry, decode: Callable[[bytes], T]) -> T | None:
    """``item`` read and decoded, or None. Whatever goes wrong reading or decoding it (a wrong
    shape, a foreign format, a database the decoder cannot open) discards it: a cache only
    speeds things up, so the caller rebuilds."""
    path = where(item)
    if path is None:
        return None
    stored = _read_regular(path)
    if stored is None:
        return None
    data = unseal(stored)
    if data is None:
        discard(item)
        return None
    try:
        return decode(data)
    except Exception:  # noqa: BLE001 - any fault in a cache entry only costs a rebuild
        discard(item)
        return None


def store(item: Entry, data: bytes) -> bool:
    """Store ``data`` as ``item`` (atomically, sealed with its checksum); False when the cache is
    off or cannot be written, or when the kind is shaped by games and a plugin game is loaded."""
    path = where(item)
    if path is None or (item.kind.games and plugins_loaded):
        return False
    from judge.outputs import replace_atomically

    return replace_atomically(path, seal(data))


def discard(item: Entry) -> None:
    """Remove an entry that could not be used (best effort; anything but a regular file is
    left alone)."""
    import contextlib

    path = where(item)
    if path is not None:
        with contextlib.suppress(OSError):
            if stat.S_ISREG(os.lstat(path).st_mode):
                path.unlink()


def load_stamped(kind: Kind, stamped: str, *parts: str) -> Any:
    """The value ``store_stamped`` stored for ``kind`` (and the key ``parts``: one entry per
    key) under this same ``stamped`` (what it was derived from: ``stamp`` of its files), or
    None: a value stored under another stamp is stale and discarded."""
    import marshal

    def decode(data: bytes) -> Any:
        stored, value = marshal.loads(data)
        if stored != stamped:
            raise ValueError("stored under another stamp")
        return value

    return load(entry(kind, *parts), decode)


def store_stamped(kind: Kind, stamped: str, value: Any, *parts: str) -> bool:
    """Store ``value`` (what marshal holds) for ``kind`` (and the key ``parts``) with the stamp
    it was derived under."""
    import marshal

    return store(entry(kind, *parts), marshal.dumps((stamped, value)))


#: installed game plugins are loaded (``judge.games`` says so when it finds some): entries of the
#: kinds the games' rules shape are then not stored, as the plugins' code is in no stamp
plugins_loaded = False


# ---------------------------------------------------------------------------------- sealing

#: the trailer that closes every cache entry: this marker, the CRC-32 of the data before it and
#: its length (CRC-32 runs at gigabytes per second: checking a cached rulebook costs well under
#: a millisecond per megabyte; a cache needs no defence against forgery, only against damage)
MARK = b"\0judge-cache-2\0"
_CRC, _LENGTH = 4, 8
_TAIL = len(MARK) + _CRC + _LENGTH
#: no cache entry judge writes comes near this; a larger file is not read
MAX_ENTRY = 1 << 30


def seal(data: bytes) -> bytes:
    """``data`` with its trailer, as stored."""
    return data + MARK + zlib.crc32(data).to_bytes(_CRC, "big") + len(data).to_bytes(_LENGTH, "big")


def _checksum(trailer: bytes, cut: int) -> int | None:
    """The CRC-32 a trailer records for the ``cut`` bytes before it; None when the trailer is not
    one or records another length."""
    if trailer[: len(MARK)] != MARK or int.from_bytes(trailer[-_LENGTH:], "big") != cut:
        return None
    return int.from_bytes(trailer[len(MARK) : -_LENGTH], "big")


def unseal(stored: bytes) -> bytes | None:
    """The data of a stored entry, or None when its trailer, length or checksum does not hold."""
    cut = len(stored) - _TAIL
    if cut < 0:
        return None
    crc = _checksum(stored[cut:], cut)
    data = stored[:cut]
    return data if crc is not None and zlib.crc32(data) == crc else None


def _open_nonblocking(path: Path) -> int | None:
    """A descriptor of ``path`` opened for reading without blocking (a FIFO planted in the cache
    does not hang the reader); None when it cannot be opened."""
    try:
        return os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None


def _read_regular(path: Path) -> bytes | None:
    """The bytes of a regular file, never blocking; None for anything else or on any error."""
    fd = _open_nonblocking(path)
    if fd is None:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_ENTRY:
            return None
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read()
    except (OSError, MemoryError):
        return None
    finally:
        os.close(fd)


def checked_in_place(item: Entry) -> tuple[Path, int] | None:
    """The file of ``item`` and the length of its data, for a reader that uses the file where it
    is (a large SQLite database, opened read-only), or None when it is missing, not a regular
    file or damaged (a damaged entry is removed).

    Its checksum is worked out in chunks (memory stays flat), then remembered with the file's
    stamp in the hash memo as for texts: while the stamp holds, the entry is taken as checked
    without reading it again; any write to it (a new ctime, a new inode) has it checked anew."""
    path = where(item)
    if path is None:
        return None
    since = clock_ns()
    fd = _open_nonblocking(path)
    if fd is None:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not _TAIL <= info.st_size <= MAX_ENTRY:
            discard(item)
            return None
        cut = info.st_size - _TAIL
        with os.fdopen(fd, "rb", closefd=False) as handle:
            handle.seek(cut)
            recorded = _checksum(handle.read(_TAIL), cut)
            if recorded is None or not _crc_holds(handle, path, info, cut, recorded, since):
                discard(item)
                return None
    except (OSError, MemoryError):
        return None
    finally:
        os.close(fd)
    return path, cut


def _crc_holds(
    handle: Any, path: Path, info: os.stat_result, cut: int, recorded: int, since: int
) -> bool:
    """Whether the first ``cut`` bytes of an open entry have the CRC-32 its trailer records
    (remembered in the hash memo while the file's stamp holds)."""
    crc = f"crc32:{recorded:08x}"
    memo = HashMemo()
    at = os.path.abspath(path)
    if memo.get(at, info) == crc:
        return True
    handle.seek(0)
    running, left = 0, cut
    while left:
        chunk = handle.read(min(left, 1 << 20))
        if not chunk:
            break
        running = zlib.crc32(chunk, running)
        left -= len(chunk)
    if left or f"crc32:{running:08x}" != crc:
        return False
    memo.put(at, info, crc, since)
    memo.save()
    return True


# ---------------------------------------------------------------------------------- eviction


def evict(live: set[str]) -> int:
    """Delete the entries of ``per_book`` kinds whose book or document hash (the first 32
    characters) is not in ``live``; the number deleted. Another process may be using one: it
    then reads nothing and rebuilds, as for any missing entry."""
    root = cache_dir()
    if root is None:
        return 0
    removed = 0
    for name, kind in _entries(root):
        if kind is None or not kind.per_book:
            continue
        head = name[len(f"{kind.name}-v{kind.version}-") :][:32]
        if head not in live:
            try:
                os.unlink(root / name)
                removed += 1
            except OSError:
                pass
    return removed


def kind_of(name: str) -> Kind | None:
    """The kind of the entry file called ``name`` (of this version), else None; a temporary
    file of an interrupted write (``.NAME.XXXX.tmp``) is of its entry's kind."""
    if name.startswith(".") and name.endswith(".tmp"):
        name = name[1:].rsplit(".", 2)[0]
    for kind in KINDS.values():
        head = f"{kind.name}-v{kind.version}"
        if name.startswith(head) and name.endswith(kind.suffix):
            rest = name[len(head) : len(name) - len(kind.suffix)]
            if not rest or rest.startswith("-"):
                return kind
    return None


def named(name: str) -> Entry:
    """The entry whose file in the cache folder is called ``name`` (an entry of this version of
    judge: ``ValueError`` otherwise)."""
    kind = kind_of(name)
    if kind is None or name.startswith("."):
        raise ValueError(f"not a cache entry of this version: {name}")
    return Entry(kind, name)


def _entries(root: Path) -> list[tuple[str, Kind | None]]:
    """Every file in the cache folder with its kind (None: not an entry of this version)."""
    try:
        names = os.listdir(root)
    except OSError:
        return []
    return [(name, kind_of(name)) for name in sorted(names)]


class Usage(NamedTuple):
    """What one kind of entry holds in the cache folder."""

    kind: Kind | None  # None: files that are not entries of this version of judge
    entries: int
    bytes: int


def usage() -> tuple[Path | None, list[Usage]]:
    """The cache folder (None when caching is off) and, per kind, its entries and their size;
    files that are not entries of this version (another version's, foreign ones) last."""
    root = cache_dir()
    if root is None:
        return None, []
    sizes: dict[str | None, list[int]] = {}
    for name, kind in _entries(root):
        try:
            info = os.lstat(root / name)
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            sizes.setdefault(kind.name if kind else None, []).append(info.st_size)
    rows = [
        Usage(k, len(sizes.get(k.name, ())), sum(sizes.get(k.name, ()))) for k in KINDS.values()
    ]
    if None in sizes:
        rows.append(Usage(None, len(sizes[None]), sum(sizes[None])))
    return root, rows


def clear(kinds: Iterable[Kind] | None = None, *, other: bool = False) -> tuple[int, int]:
    """Delete the entries of ``kinds`` (default: every kind), and with ``other`` also the files
    of another version of judge's cache (entries named after a kind, another version); never a
    file judge did not write, nor a folder. Returns (files deleted, bytes freed)."""
    root = cache_dir()
    if root is None:
        return 0, 0
    chosen = {k.name for k in (KINDS.values() if kinds is None else kinds)}
    deleted = freed = 0
    for name, kind in _entries(root):
        if kind is not None:
            if kind.name not in chosen:
                continue
        elif not (other and _old_entry(name)):
            continue
        path = root / name
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode):
                path.unlink()
                deleted += 1
                freed += info.st_size
        except OSError:
            pass
    return deleted, freed


def _old_entry(name: str) -> bool:
    """Whether ``name`` is an entry of another version of judge's cache: a kind's name and a
    version (``document-v7-…``), or a name earlier versions used."""
    import re

    kinds = "|".join(re.escape(k) for k in KINDS)
    earlier = r"rulebook|document|segment|search|typos|terms|situations|ask|verdict|citations"
    pattern = rf"^\.?(?:(?:{kinds})-v\d+|(?:{earlier})-|books\.|hashes\.|faq-|installed-games\.)"
    return re.match(pattern, name) is not None


# ------------------------------------------------------------------------- the content memo

#: a file whose modification or status-change time is this close to now may still change within
#: the same timestamp tick, unseen by a later stat: what is learnt about it is not remembered
#: (git's "racy" entries). Two seconds cover the coarsest file systems in use (FAT's mtime), for
#: times in whole seconds; ``FINE_RACY_NS`` is used for times with a fraction of a second (ext4,
#: XFS, btrfs, tmpfs, APFS, NTFS: nanoseconds to 100 ns, from a clock that lags by at most a
#: scheduler tick; exFAT: 10 ms)
RACY_NS = 2_000_000_000
FINE_RACY_NS = 100_000_000
#: the most files whose content hashes are remembered (the most recently learnt are kept)
MEMO_SIZE = 1024


def clock_ns() -> int:
    """Now, on the clock file times are taken from (a test may move it)."""
    import time

    return time.time_ns()


def racy_window(info: os.stat_result) -> int:
    """How long after its last change a file's stamp is not yet trusted: ``FINE_RACY_NS`` when
    both its times have a fraction of a second (a file system with fine times), else
    ``RACY_NS``."""
    second = 1_000_000_000
    fine = info.st_mtime_ns % second and info.st_ctime_ns % second
    return FINE_RACY_NS if fine else RACY_NS


class HashMemo:
    """Content hashes of files remembered by path and stamp (the ``hashes`` entry), so that a
    warm load need not read and hash a text that has not changed.

    A file is only remembered when its times are older, by the racy window (``racy_window``),
    than the moment it was looked at (``since``, taken before its stat): a later write, however
    quick, then gets a newer ctime, so a remembered stamp never hides an edit made through the
    file system. What stays possible, as with git and make: a file changed behind the file
    system's back (its stamp restored by hand with debugfs, a disk's silent corruption, a
    network file system whose server clock lags the client's by more than that window)."""

    def __init__(self) -> None:
        self._entries: dict[str, tuple[Stamp, str]] | None = None
        self._changed = False

    def _all(self) -> dict[str, tuple[Stamp, str]]:
        if self._entries is None:
            self._entries = load(entry(HASHES), _decode_memo) or {}
        return self._entries

    def get(self, path: str, info: os.stat_result) -> str | None:
        """The remembered hash of ``path`` if its stamp is still ``info``'s."""
        known = self._all().get(path)
        return known[1] if known is not None and known[0] == file_stamp(info) else None

    def put(self, path: str, info: os.stat_result, digest: str, since: int) -> None:
        """Remember ``digest`` for the content ``path`` had when stat'd (``info``, taken after
        ``since``); nothing is remembered for a file changed too recently to be sure of."""
        if max(info.st_mtime_ns, info.st_ctime_ns) > since - racy_window(info):
            return
        entries = self._all()
        known = (file_stamp(info), digest)
        if entries.get(path) != known:
            entries.pop(path, None)
            entries[path] = known
            self._changed = True

    def save(self) -> None:
        """Write what was learnt (nothing when nothing was)."""
        if not self._changed or self._entries is None:
            return
        import marshal

        kept = list(self._entries.items())[-MEMO_SIZE:]
        store(entry(HASHES), marshal.dumps(kept))
        self._changed = False


def _decode_memo(data: bytes) -> dict[str, tuple[Stamp, str]]:
    import marshal

    rows = marshal.loads(data)
    if not isinstance(rows, list):
        raise ValueError("not a hash memo")
    entries: dict[str, tuple[Stamp, str]] = {}
    for path, (stamped, digest) in rows:
        if not (
            isinstance(path, str)
            and isinstance(digest, str)
            and isinstance(stamped, tuple)
            and len(stamped) == 5
            and all(type(n) is int for n in stamped)
        ):
            raise ValueError("not a hash memo")
        entries[path] = (stamped, digest)
    return entries
