"""The package layout is the pipeline: a module imports only from its own layer or the layers
below it (imports inside functions included), and no two modules import each other."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "judge"

#: lowest first; a module's layer is that of the longest prefix listed
LAYERS: list[tuple[str, ...]] = [
    ("judge", "judge.errors", "judge.config", "judge.cache", "judge.yamlnodes", "judge.games"),
    ("judge.rulebook",),
    ("judge.search",),
    ("judge.scenario",),
    ("judge.engine", "judge.games."),
    ("judge.ask", "judge.suite", "judge.edits"),
    ("judge.render",),
    ("judge.cli", "judge.commands", "judge.console", "judge.__main__", "judge.suite.pytest_plugin"),
]


def layer_of(module: str) -> int:
    best, length = -1, -1
    for index, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            matches = (
                module.startswith(prefix)
                if prefix.endswith(".")
                else module == prefix or module.startswith(prefix + ".")
            )
            if matches and len(prefix) > length:
                best, length = index, len(prefix)
    assert best >= 0, f"{module} is in no layer: add it to LAYERS"
    return best


def modules() -> dict[str, Path]:
    found = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        found[name] = path
    return found


def imports(name: str, path: Path) -> set[str]:
    """Every judge module ``name`` imports, at the top or inside a function (imports only for
    type checkers, under ``if TYPE_CHECKING:``, do not run and do not count)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith("judge")}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                base = f"{base}.{node.module}" if node.module else base
            if not base.startswith("judge"):
                continue
            known = modules()
            for alias in node.names:
                full = f"{base}.{alias.name}"
                out.add(full if full in known else base)
    return out


def _runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    found: list[ast.AST] = []
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and getattr(node.test, "id", None) == "TYPE_CHECKING":
            stack += node.orelse
            continue
        found.append(node)
        stack += ast.iter_child_nodes(node)
    return found


def test_no_module_imports_a_higher_layer() -> None:
    wrong = []
    for name, path in sorted(modules().items()):
        for target in sorted(imports(name, path)):
            if layer_of(target) > layer_of(name):
                wrong.append(f"{name} imports {target}")
    assert wrong == []


def test_no_import_cycles() -> None:
    graph = {name: imports(name, path) for name, path in modules().items()}
    cycles = []
    for name, targets in graph.items():
        for target in targets:
            if target != name and name in graph.get(target, ()) and name < target:
                cycles.append(f"{name} <-> {target}")
    assert cycles == []


def test_every_package_says_what_it_holds() -> None:
    for init in PACKAGE.rglob("__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8")))
        assert doc and len(doc.split()) >= 8, f"{init}: the package docstring says too little"
