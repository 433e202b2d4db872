"""Comparing two rulebooks: per document, clauses added, removed, changed and renumbered.

Documents are paired by id, else by game + language + file name, else by how many clause texts
they share. Within a pair of documents, clauses are paired in four passes:

1. same id, same text — unchanged;
2. same text under another id — a move (``514.5 → 514.6`` when a clause was inserted before it);
3. similar text (rapidfuzz ratio ≥ 85 on the normalized text, references masked) — best first,
   a clause keeping its id preferred on near ties; a pair under another id is a renumbering.
   Small documents compare every unpaired old clause with every unpaired new one; above
   ``BRUTE_FORCE_PAIRS`` comparisons, only the pairs an inverted index of word pairs proposes
   (two texts alike to 85 % share word pairs that few other clauses have) are scored; a clause
   whose word pairs are all common (a text of few words, over and over) is scored only against
   the clauses having its rarest ones nearest to where it would be. Either way the work per
   clause is bounded, which keeps the pass linear in the size of the document;
4. what is left under the same id — that clause was rewritten (changed).

Texts compare after normalization (whitespace, quotes, dashes;
``judge.edits.normalize``) and with the
references of the old text rewritten through the renumbering, so ``см. 514.5`` → ``см. 514.6``
after 514.5 became 514.6 is not a change. Unpaired old clauses are removed, unpaired new ones
added.

Ids in the JSON form are plain strings (``"514.6"``); where two documents of the diff have the
same id, the id is qualified with its document as ``"berserk-513-514:514.6"``.
"""

from __future__ import annotations

import gc
import re
from bisect import bisect_left
from collections import defaultdict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from judge.edits.normalize import map_refs, mask_refs, normalize_text
from judge.edits.worddiff import Words, word_diff
from judge.rulebook.model import Clause, Document, Rulebook

if TYPE_CHECKING:
    from judge.engine.citations import ScenarioCites
    from judge.engine.registry import Rule

#: minimum similarity (0–100) for a clause under a new number to count as the same clause
MOVE_SCORE = 85.0
#: preference for a clause keeping its id over a move of about equal similarity
SAME_ID_BONUS = 5.0
#: minimum share of clause texts or ids two unpaired documents must have in common to be paired
DOCUMENT_SCORE = 0.3
#: up to this many (unpaired old × unpaired new) comparisons, pass 3 scores every pair
BRUTE_FORCE_PAIRS = 250_000
#: a word pair found in more unpaired new clauses than this is common: it proposes only the
#: clauses having it nearest to where the old clause would be (see ``_candidates``)
COMMON_SHINGLE = 64
#: how many of a clause's word pairs propose candidates when every one of them is common
RARE_SHINGLES = 3


@dataclass(frozen=True, slots=True)
class ClauseChange:
    """One clause found in both versions whose id or text differs."""

    old: Clause
    new: Clause
    #: the text differs (after normalization and reference renumbering)
    changed: bool
    words: list[Words] = field(default_factory=list)
    #: references the new text still writes under their old number, though the clause they
    #: named was renumbered (old number, its new number): the text now points elsewhere
    stale_refs: list[tuple[str, str]] = field(default_factory=list)

    @property
    def renumbered(self) -> bool:
        return self.old.id != self.new.id


@dataclass(slots=True)
class DocumentDiff:
    """The differences between one document's old and new versions (either may be missing)."""

    old: Document | None
    new: Document | None
    added: list[Clause] = field(default_factory=list)
    removed: list[Clause] = field(default_factory=list)
    changes: list[ClauseChange] = field(default_factory=list)

    @property
    def id(self) -> str:
        doc = self.new if self.new is not None else self.old
        assert doc is not None
        return doc.id

    @property
    def game(self) -> str:
        doc = self.new if self.new is not None else self.old
        assert doc is not None
        return doc.game

    @property
    def changed(self) -> list[ClauseChange]:
        return [c for c in self.changes if c.changed]

    @property
    def renumbered(self) -> list[ClauseChange]:
        return [c for c in self.changes if c.renumbered]

    def __bool__(self) -> bool:
        return bool(self.added or self.removed or self.changes)

    def affected(self) -> set[str]:
        """Old clause ids whose text, number or existence the new version changed."""
        return {c.id for c in self.removed} | {c.old.id for c in self.changes}


@dataclass(slots=True)
class RulebookDiff:
    """Every document's differences, and what rests on the clauses that changed."""

    documents: list[DocumentDiff]
    impacted_scenarios: list[Path] = field(default_factory=list)
    impacted_rules: list[Rule] = field(default_factory=list)

    def __bool__(self) -> bool:
        return any(self.documents)

    def affected(self) -> dict[str, set[str]]:
        """Per game, the old clause ids changed, removed or renumbered."""
        out: dict[str, set[str]] = defaultdict(set)
        for doc in self.documents:
            out[doc.game] |= doc.affected()
        return dict(out)


# ------------------------------------------------------------------------------ pairing clauses


def _key(clause: Clause) -> str:
    return normalize_text(mask_refs(clause.full_text(), (r.id for r in clause.refs)))


def _same_refs(old: Clause, new: Clause) -> bool:
    a, b = old.refs, new.refs
    return len(a) == len(b) and all(x.id == y.id for x, y in zip(a, b, strict=True))


def pair_clauses(old: Document, new: Document) -> list[tuple[Clause, Clause]]:
    """The clauses of ``old`` and ``new`` that are one clause, in new-file order."""
    return _pair_clauses(old, new).pairs


@dataclass(frozen=True, slots=True)
class _Pairing:
    """``pair_clauses`` and what ``diff_documents`` needs of it, found on the way."""

    #: every pair, in new-file order
    pairs: list[tuple[Clause, Clause]]
    #: the pairs to compare: all but those that are one clause verbatim under the same id and
    #: cite nothing (by far the most), which nothing renumbered can change
    examine: list[tuple[Clause, Clause]]
    #: the clauses of the new version in no pair, and of the old version, in file order
    added: list[Clause]
    removed: list[Clause]
    #: how many (old, new) pairs of clauses were scored for similarity: the work of pass 3
    scored: int = 0


def _pair_clauses(old: Document, new: Document) -> _Pairing:
    if old.digest and old.digest == new.digest and list(old.clauses) == list(new.clauses):
        return _twins(old, new)
    match = _Matching(dict(old.clauses.items()), dict(new.clauses.items()))
    match.same_id()
    match.same_text()
    match.similar()
    return match.pairing()


def _twins(old: Document, new: Document) -> _Pairing:
    """The pairing of a document with an unchanged copy of itself: every clause with its twin."""
    twins = [(clause, new.clauses[clause.id]) for clause in old]
    examine = [
        (o, n) for o, n in twins if o.refs or n.refs or o.text != n.text or o.title != n.title
    ]
    return _Pairing(twins, examine, [], [])


@dataclass(slots=True)
class _Matching:
    """The clauses of two versions of a document, paired pass by pass (see the module
    docstring); the compared form of a clause is computed only for clauses not paired verbatim."""

    #: plain dicts: a cached document's table is lazier
    old_by_id: dict[str, Clause]
    new_by_id: dict[str, Clause]
    #: new id → old id
    pairs: dict[str, str] = field(default_factory=dict)
    #: the old ids in ``pairs``
    taken: set[str] = field(default_factory=set)
    #: ids paired verbatim under the same id, citing nothing
    plain: set[str] = field(default_factory=set)
    #: the compared form of each old clause not paired verbatim, in old-file order
    okey: dict[str, str] = field(default_factory=dict)
    nkey: dict[str, str] = field(default_factory=dict)
    #: the new clauses no pass has paired yet, in new-file order
    left_new: list[str] = field(default_factory=list)
    #: how many (old, new) pairs of clauses the similarity pass scored
    scored: int = 0

    def same_id(self) -> None:
        """Pass 1: same id, same text (the same title, body and reference ids: the same key)."""
        pairs, plain, okey, nkey = self.pairs, self.plain, self.okey, self.nkey
        new_get = self.new_by_id.get
        for clause in self.old_by_id.values():
            cid = clause.id
            twin = new_get(cid)
            if twin is None:
                okey[cid] = _key(clause)
                continue
            if clause.text == twin.text and clause.title == twin.title:
                if not clause.refs and not twin.refs:
                    pairs[cid] = cid
                    plain.add(cid)
                    continue
                if _same_refs(clause, twin):
                    pairs[cid] = cid
                    continue
            okey[cid], nkey[cid] = _key(clause), _key(twin)
            if okey[cid] == nkey[cid]:
                pairs[cid] = cid
        self.taken = set(pairs.values())
        for clause in self.new_by_id.values():
            cid = clause.id
            if cid not in pairs:
                self.left_new.append(cid)
                if cid not in nkey:
                    nkey[cid] = _key(clause)

    def same_text(self) -> None:
        """Pass 2: the same text under another id, in file order."""
        pairs, taken, nkey = self.pairs, self.taken, self.nkey
        waiting: dict[str, deque[str]] = defaultdict(deque)
        for cid in self.left_new:
            waiting[nkey[cid]].append(cid)
        for cid, key in self.okey.items():
            if cid not in taken and waiting.get(key):
                pairs[waiting[key].popleft()] = cid
                taken.add(cid)
        self.left_new = [cid for cid in self.left_new if cid not in pairs]

    def similar(self) -> None:
        """Passes 3 and 4: similar text, best first (a clause keeping its id preferred on near
        ties, then the pair nearer in the file), and what is left under the same id."""
        left_old = [cid for cid in self.okey if cid not in self.taken]
        left_new = self.left_new
        if not left_old or not left_new:
            return
        opos = {cid: i for i, cid in enumerate(self.old_by_id)}
        npos = {cid: i for i, cid in enumerate(self.new_by_id)}
        candidates: list[tuple[float, int, str, str]] = []
        found, self.scored = _similar(left_old, left_new, self.okey, self.nkey, self._anchors)
        for old_id, new_id, score in found:
            rank = score + (SAME_ID_BONUS if old_id == new_id else 0.0)
            candidates.append((rank, abs(opos[old_id] - npos[new_id]), old_id, new_id))
        candidates.sort(key=lambda c: (-c[0], c[1]))
        pairs, taken = self.pairs, self.taken
        for _rank, _distance, old_id, new_id in candidates:
            if old_id not in taken and new_id not in pairs:
                pairs[new_id] = old_id
                taken.add(old_id)

    def _anchors(self) -> dict[str, int]:
        """Where each old clause not yet paired would sit among ``left_new`` (an index into
        it): its old position, moved as far as the nearest paired clause before it moved."""
        npos = {cid: i for i, cid in enumerate(self.new_by_id)}
        back = {o: n for n, o in self.pairs.items()}
        places = [npos[cid] for cid in self.left_new]
        shift = 0
        anchors = {}
        for position, cid in enumerate(self.old_by_id):
            paired = back.get(cid)
            if paired is not None:
                shift = npos[paired] - position
            else:
                anchors[cid] = bisect_left(places, position + shift)
        return anchors

    def pairing(self) -> _Pairing:
        """Every pair in new-file order, those to examine, and the clauses left unpaired."""
        old_by_id, pairs, plain = self.old_by_id, self.pairs, self.plain
        found: list[tuple[Clause, Clause]] = []
        examine = []
        added = []
        for clause in self.new_by_id.values():
            source = pairs.get(clause.id)
            if source is None:
                added.append(clause)
                continue
            pair = (old_by_id[source], clause)
            found.append(pair)
            if source not in plain:
                examine.append(pair)
        removed = [c for c in old_by_id.values() if c.id not in self.taken]
        return _Pairing(found, examine, added, removed, self.scored)


def _similar(
    left_old: list[str],
    left_new: list[str],
    okey: dict[str, str],
    nkey: dict[str, str],
    anchors: Callable[[], dict[str, int]],
    *,
    brute_force: int | None = None,
) -> tuple[list[tuple[str, str, float]], int]:
    """(old id, new id, similarity 0–100) for every pair at least ``MOVE_SCORE`` alike, and for
    every pair with the same id whatever its similarity; per old clause (in order) the pairs
    come best first, equal scores in new-file order, the same-id pair last. And how many pairs
    were scored.

    Up to ``brute_force`` (default ``BRUTE_FORCE_PAIRS``) comparisons every pair is scored;
    beyond, only the candidates ``_candidates`` proposes are (``anchors``: see there)."""
    from rapidfuzz import fuzz, process

    choices = [nkey[i] for i in left_new]
    new_ids = set(left_new)
    limit = BRUTE_FORCE_PAIRS if brute_force is None else brute_force
    propose = None
    scored = 0
    if len(left_old) * len(left_new) > limit:
        propose = _candidates(left_old, left_new, okey, nkey, anchors)
    found: list[tuple[str, str, float]] = []
    for old_id in left_old:
        text = okey[old_id]
        if propose is None:
            best = process.extract(
                text, choices, scorer=fuzz.ratio, score_cutoff=MOVE_SCORE, limit=None
            )
            scored += len(choices)
        else:
            best = []
            proposed = propose(old_id)
            for index in proposed:
                score = fuzz.ratio(text, choices[index], score_cutoff=MOVE_SCORE)
                if score:
                    best.append((choices[index], score, index))
            best.sort(key=lambda f: (-f[1], f[2]))
            scored += len(proposed)
        found += [
            (old_id, left_new[i], float(score)) for _, score, i in best if left_new[i] != old_id
        ]
        if old_id in new_ids:
            found.append((old_id, old_id, float(fuzz.ratio(text, nkey[old_id]))))
            scored += 1
    return found, scored


_WORD = re.compile(r"\w+")


def _shingles(text: str) -> set[str]:
    """The word pairs of a text (its words too, when it has fewer than four)."""
    words = _WORD.findall(text.casefold())
    pairs = {f"{a} {b}" for a, b in zip(words, words[1:], strict=False)}
    return pairs | set(words) if len(words) < 4 else pairs


def _candidates(
    left_old: list[str],
    left_new: list[str],
    okey: dict[str, str],
    nkey: dict[str, str],
    anchors: Callable[[], dict[str, int]],
) -> Callable[[str], list[int]]:
    """For each old clause, the unpaired new clauses (indexes into ``left_new``) worth scoring:
    those of a length that could reach ``MOVE_SCORE`` sharing a word pair with it that at most
    ``COMMON_SHINGLE`` new clauses have.

    Two texts 85 % alike keep most of their words and word pairs in common; an edit dense
    enough to break every shared word pair leaves them far below the threshold.

    When every word pair of the old clause is that common (a text of few words, over and over),
    its candidates are, for each of its ``RARE_SHINGLES`` rarest word pairs, the
    ``COMMON_SHINGLE`` new clauses having it nearest to where the old clause would sit among
    them (``anchors()``: old id → index into ``left_new``, computed once, when first needed):
    one edit breaks at most two word pairs, and a clause moves with its neighbours. So the work
    per clause is bounded whatever the text."""
    postings: dict[str, list[int]] = defaultdict(list)
    for index, new_id in enumerate(left_new):
        for shingle in _shingles(nkey[new_id]):
            postings[shingle].append(index)
    lengths = [len(nkey[i]) for i in left_new]
    # ratio = 2·LCS / (len a + len b) ≥ r needs the shorter at least r / (2 − r) of the longer
    share = (MOVE_SCORE / 100) / (2 - MOVE_SCORE / 100)
    where: dict[str, int] = {}

    def near(old_id: str, shingles: list[str]) -> set[int]:
        if not where:
            where.update(anchors())
        at, half = where[old_id], COMMON_SHINGLE // 2
        rarest = sorted((len(postings[s]), s) for s in shingles)[:RARE_SHINGLES]
        found: set[int] = set()
        for _count, shingle in rarest:
            posting = postings[shingle]
            middle = bisect_left(posting, at)
            found.update(posting[max(0, middle - half) : middle + half])
        return found

    def propose(old_id: str) -> list[int]:
        shared = [s for s in _shingles(okey[old_id]) if s in postings]
        rare = [postings[s] for s in shared if len(postings[s]) <= COMMON_SHINGLE]
        found = {i for p in rare for i in p} if rare or not shared else near(old_id, shared)
        size = len(okey[old_id])
        low, high = size * share - 1, size / share + 1  # a letter of slack for rounding
        return sorted(i for i in found if low <= lengths[i] <= high)

    return propose


# --------------------------------------------------------------------------- diffing documents


def diff_documents(
    old: Document | None,
    new: Document | None,
    game_mapping: dict[str, str] | None = None,
    pairs: list[tuple[Clause, Clause]] | None = None,
) -> DocumentDiff:
    """The differences between two versions of one document (``None``: it was added or removed).

    ``game_mapping`` (old id → new id in other documents of the game) renumbers references that
    point outside this document; ``pairs`` is ``pair_clauses(old, new)`` when already known.
    """
    if old is None or new is None or pairs is not None:
        return _diff_documents(old, new, game_mapping, pairs if pairs is not None else [])
    return _diff_documents(old, new, game_mapping, _pair_clauses(old, new))


def _diff_documents(
    old: Document | None,
    new: Document | None,
    game_mapping: dict[str, str] | None,
    pairing: list[tuple[Clause, Clause]] | _Pairing,
) -> DocumentDiff:
    result = DocumentDiff(old, new)
    if old is None or new is None:
        if new is not None:
            result.added = list(new.clauses.values())
        if old is not None:
            result.removed = list(old.clauses.values())
        return result
    if isinstance(pairing, _Pairing):
        examine, result.added, result.removed = pairing.examine, pairing.added, pairing.removed
    else:
        examine = pairing
        result.added, result.removed = _unpaired(old, new, pairing)
    mapping = dict(game_mapping or {})
    mapping.update({o.id: n.id for o, n in examine if o.id != n.id})
    for o, n in examine:
        change = _compare(o, n, mapping)
        if change is not None:
            result.changes.append(change)
    return result


def _unpaired(
    old: Document, new: Document, pairs: list[tuple[Clause, Clause]]
) -> tuple[list[Clause], list[Clause]]:
    """The clauses of ``new`` in no pair (added) and of ``old`` (removed), in file order."""
    paired_old = {o.id for o, _ in pairs}
    paired_new = {n.id for _, n in pairs}
    added = [c for c in new.clauses.values() if c.id not in paired_new]
    removed = [c for c in old.clauses.values() if c.id not in paired_old]
    return added, removed


def _compare(old: Clause, new: Clause, mapping: dict[str, str]) -> ClauseChange | None:
    """How a pair of clauses differs, the old text's references read through ``mapping``
    (old id → new id): ``None`` when it is the same clause under the same id."""
    refs = [r.id for r in old.refs]
    cites_renumbered = any(r in mapping for r in refs)
    if (
        old.id == new.id
        and old.text == new.text
        and old.title == new.title
        and _same_refs(old, new)
        and not cites_renumbered
    ):
        return None  # the same clause, nothing to show
    old_text, new_text = old.full_text(), new.full_text()
    if old_text == new_text and not cites_renumbered:
        changed = False
    else:
        changed = normalize_text(map_refs(old_text, refs, mapping)) != normalize_text(new_text)
    if not changed and old.id == new.id:
        return None
    words = word_diff(old_text, new_text) if changed else []
    kept = {r.id for r in new.refs}
    moved = [(r, mapping[r]) for r in refs if r in mapping and r in kept]
    return ClauseChange(old, new, changed, words, moved)


def pair_documents(old: Rulebook, new: Rulebook) -> list[tuple[Document | None, Document | None]]:
    """Old and new versions of each document: by id, else game + language + file name, else by
    the share of clause texts or ids they have in common (at least ``DOCUMENT_SCORE``)."""
    left_old = list(old.documents)
    left_new = list(new.documents)
    pairs: list[tuple[Document | None, Document | None]] = []

    def take(match: Any) -> None:
        for o in list(left_old):
            n = next((n for n in left_new if match(o, n)), None)
            if n is not None:
                pairs.append((o, n))
                left_old.remove(o)
                left_new.remove(n)

    take(lambda o, n: o.id == n.id)
    take(
        lambda o, n: (
            (o.game, o.language, Path(o.source).name) == (n.game, n.language, Path(n.source).name)
        )
    )
    scored = sorted(
        (
            (_document_score(o, n), i, j)
            for i, o in enumerate(left_old)
            for j, n in enumerate(left_new)
            if o.game == n.game
        ),
        key=lambda t: (-t[0], t[1], t[2]),
    )
    used_old: set[int] = set()
    used_new: set[int] = set()
    for score, i, j in scored:
        if score >= DOCUMENT_SCORE and i not in used_old and j not in used_new:
            pairs.append((left_old[i], left_new[j]))
            used_old.add(i)
            used_new.add(j)
    pairs += [(o, None) for i, o in enumerate(left_old) if i not in used_old]
    pairs += [(None, n) for j, n in enumerate(left_new) if j not in used_new]
    return pairs


def _document_score(old: Document, new: Document) -> float:
    size = max(len(old), len(new), 1)
    texts = len({_key(c) for c in old} & {_key(c) for c in new}) / size
    ids = len(set(old.clauses) & set(new.clauses)) / size
    return max(texts, ids)


def diff_rulebooks(old: Rulebook, new: Rulebook) -> RulebookDiff:
    """Every document's differences between two rulebooks (impact not computed: see ``impact``)."""
    doc_pairs = pair_documents(old, new)
    # pair every document's clauses first: a reference may point into another document of the
    # same game, and its renumbering is known only from that document's pairs
    pairings = [
        _pair_clauses(o, n) if o is not None and n is not None else None for o, n in doc_pairs
    ]
    game_mapping: dict[str, dict[str, str]] = defaultdict(dict)
    for (o, _n), pairing in zip(doc_pairs, pairings, strict=True):
        if o is None or pairing is None:
            continue
        for a, b in pairing.examine:  # (a renumbered pair is never left out of it)
            if a.id != b.id:
                game_mapping[o.game].setdefault(a.id, b.id)
    documents = []
    for (o, n), pairing in zip(doc_pairs, pairings, strict=True):
        game = (o if o is not None else n).game  # type: ignore[union-attr]
        documents.append(_diff_documents(o, n, game_mapping.get(game), pairing or []))
    return RulebookDiff(documents)


# --------------------------------------------------------------------------------------- impact


def impact(
    diff: RulebookDiff,
    *,
    rules: Iterable[Rule],
    verdicts: Iterable[ScenarioCites],
) -> RulebookDiff:
    """Fill in the scenarios whose verdicts (under OLD) cite a clause NEW changed, removed or
    renumbered, and the encoded rules implementing those clauses. Returns ``diff``."""
    affected = diff.affected()
    diff.impacted_scenarios = sorted(
        {v.path for v in verdicts if affected.get(v.game, set()) & set(v.cites)}
    )
    diff.impacted_rules = [r for r in rules if affected.get(r.game, set()) & set(r.cites)]
    return diff


def diff_paths(old: list[Path], new: list[Path]) -> RulebookDiff:
    """``judge diff OLD NEW``: load both rulebooks, diff them, find what rests on the changes."""
    from judge.engine.citations import encoded_rules, scenario_cites
    from judge.rulebook.load import load

    # a diff builds hundreds of thousands of objects and frees none before it ends: the cyclic
    # collector would scan them all again and again for nothing (a fifth of the time)
    enabled = gc.isenabled()
    gc.disable()
    try:
        old_book = load(old)
        new_book = load(new)
        diff = diff_rulebooks(old_book, new_book)
        if diff:
            impact(diff, rules=encoded_rules(), verdicts=scenario_cites(old_book))
    finally:
        if enabled:
            gc.enable()
    return diff


# ------------------------------------------------------------------------------------ rendering
