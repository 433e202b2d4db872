"""The regression check shown: a line per scenario file, expected vs actual, the summary; the
same as JSON and as JUnit XML."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from judge.config import shown
from judge.render.values import plain, shown_value
from judge.suite.regression import CaseResult, CheckReport, Mismatch


def mismatch_text(m: Mismatch) -> str:
    expected, actual = shown_value(m.expected), shown_value(m.actual)
    if m.kind == "unlisted":
        return (
            f"{m.key}: not in expect (the verdict says {actual}); "
            "write it, or name it in expect.unchecked"
        )
    if m.kind == "cites-include":
        return f"cites: expected {expected} among the cites, got {actual}"
    if m.kind == "cites":
        extra = [c for c in m.actual if c not in m.expected]
        missing = [c for c in m.expected if c not in m.actual]
        parts = [f"not cited: {', '.join(missing)}"] if missing else []
        parts += [f"not expected: {', '.join(extra)}"] if extra else []
        return f"cites: expected exactly {expected}, got {actual} ({'; '.join(parts)})"
    return f"{m.key}: expected {expected}, got {actual}"


def mismatch_json(m: Mismatch) -> dict[str, Any]:
    return {
        "key": m.key,
        "expected": plain(m.expected),
        "actual": plain(m.actual),
        "line": m.line,
        "kind": m.kind,
    }


def result_json(r: CaseResult) -> dict[str, Any]:
    return {
        "path": shown(r.path),
        "title": r.title,
        "game": r.game,
        "ask": r.ask,
        "passed": r.passed,
        "skipped": r.skipped,
        "expect": r.has_expect,
        "answer": {k: plain(v) for k, v in r.answer.items()},
        "cites": list(r.cites),
        "mismatches": [mismatch_json(m) for m in r.mismatches],
        "error": r.error,
    }


def summary(report: CheckReport) -> str:
    skipped = f", {report.skipped} skipped" if report.skipped else ""
    errors = f", {report.errors} {'error' if report.errors == 1 else 'errors'}"
    return f"{report.passed} passed, {report.failed} failed{skipped}" + (
        errors if report.errors else ""
    )


def check_json(report: CheckReport) -> dict[str, Any]:
    from judge.render.stale import stale_json

    return {
        "passed": report.passed,
        "failed": report.failed,
        "skipped": report.skipped,
        "errors": report.errors,
        "results": [result_json(r) for r in report.results],
        "stale": stale_json(report.stale),
    }


def check_text(
    report: CheckReport, quiet: bool = False, rulebook: Sequence[str | Path] | None = None
) -> str:
    """A line per file (only failures when ``quiet``), expected vs actual under each failure,
    the summary, then the stale rules (their ``fingerprint --update`` lines keep ``rulebook``,
    the ``--rulebook`` paths given)."""
    lines = []
    for r in report.results:
        # one line per file whatever the title holds (a line break in it would start a new one)
        title = f" — {' '.join(r.title.split())}" if r.title else ""
        path = shown(r.path)
        if r.error is not None:
            lines.append(f"ERROR {path}")
            lines.append(f"  {r.error}")
            continue
        if r.skipped is not None:
            if not quiet:
                lines.append(f"SKIP {path}{title} ({r.skipped})")
            continue
        if r.passed:
            if not quiet:
                lines.append(f"PASS {path}{title}")
            continue
        lines.append(f"FAIL {path}{title}")
        lines += [f"  {mismatch_text(m)}" for m in r.mismatches]
    lines.append(summary(report))
    if report.stale:
        from judge.render.stale import stale_text

        lines.append("\n" + stale_text(report.stale, rulebook=rulebook))
    return "\n".join(lines)


def check_junit(report: CheckReport) -> str:
    """JUnit XML: one testcase per scenario file (an input error is an ``<error>``), then one
    failing testcase per stale encoded rule, so that the report is red when the run is."""
    from xml.etree import ElementTree as ET

    from judge.render.stale import stale_text

    suite = ET.Element(
        "testsuite",
        name="judge check",
        tests=str(len(report.results) + len(report.stale)),
        failures=str(report.failed + len(report.stale)),
        skipped=str(report.skipped),
        errors=str(report.errors),
    )
    for r in report.results:
        classname = f"scenarios.{r.game}" if r.game else "scenarios"
        case = ET.SubElement(suite, "testcase", classname=classname, name=shown(r.path))
        if r.error is not None:
            ET.SubElement(case, "error", message=r.error).text = r.error
        elif r.skipped is not None:
            ET.SubElement(case, "skipped", message=r.skipped)
        elif not r.passed:
            described = [mismatch_text(m) for m in r.mismatches]
            failure = ET.SubElement(case, "failure", message="; ".join(described))
            failure.text = "\n".join(described)
    for stale in report.stale:
        name = f"{stale.where} cites {stale.key}"
        case = ET.SubElement(suite, "testcase", classname=f"stale.{stale.game}", name=name)
        failure = ET.SubElement(case, "failure", message=f"stale encoded rule: {stale.kind}")
        failure.text = stale_text([stale])
    for element in suite.iter():
        element.attrib = {k: _xml_text(v) for k, v in element.attrib.items()}
        element.text = None if element.text is None else _xml_text(element.text)
    ET.indent(suite)
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suite, encoding="unicode") + "\n"
    )


#: the characters XML 1.0 allows nowhere, not even as character references: C0 controls but
#: tab, newline and carriage return; lone surrogates (undecodable bytes of a file name); U+FFFE
#: and U+FFFF
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(text: str) -> str:
    """``text`` with the characters XML forbids written as ``\\uXXXX`` (``\\xNN`` for a byte
    of a file name): the report stays well-formed whatever a scenario or file name holds."""
    from judge.render.terminal import escaped

    return _NOT_XML.sub(lambda m: escaped(m.group()), text)
