"""The package layout is the pipeline, stated as contracts: a module imports only from the
layers below its own (imports inside functions included); siblings in one layer are independent
of each other; no two modules import each other; and the imports a static reading cannot see —
a module named by a string, through ``importlib`` — are declared here with what they load."""

from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "judge"

#: The layers, lowest first. Each layer is a tuple of independent groups (a group: module names,
#: each covering its submodules; a name ending in "." covers only the submodules): a module may
#: import its own group and every group of a lower layer, never a sibling group of its layer nor
#: anything above. A module's group is that of the longest name that covers it.
LAYERS: list[tuple[tuple[str, ...], ...]] = [
    # the foundation: the error tree, where things are, the cache, reading and writing files
    (
        (
            "judge",
            "judge.errors",
            "judge.config",
            "judge.cache",
            "judge.inputs",
            "judge.outputs",
            "judge.runtime",
            "judge.yamlnodes",
            "judge.similar",
        ),
    ),
    # the games' registry (the declarations it loads by name live higher up: DYNAMIC)
    (("judge.games",),),
    (("judge.rulebook",),),
    (("judge.search",), ("judge.scenario",)),
    (("judge.engine",),),
    # each game: its declaration, its rules, its phrases
    (("judge.games.",),),
    (("judge.ask",), ("judge.edits",)),
    (("judge.suite",),),
    (("judge.render",),),
    (("judge.commands",),),
    # the command line and the server it starts (judge serve), which never imports the CLI
    (("judge.cli", "judge.serve"), ("judge.pytest_plugin",)),
    # the console script: plainly written look-ups itself, the rest through judge.cli
    (("judge.console", "judge.__main__"),),
]

#: Imports by name (``importlib.import_module``), which the layers above cannot see: where each
#: is made, the pattern of what it loads, and why the load goes up the layers.
DYNAMIC: dict[str, tuple[str, str]] = {
    "judge.games.Game.engine": (
        r"judge\.games\.[a-z_]+\.rules",
        "a game's rules, imported when the engine first resolves one of its scenarios",
    ),
    "judge.games.get": (
        r"judge\.games\.[a-z_]+",
        "a game's declaration, by id (a bundled one, or an installed plugin's module)",
    ),
}


def _covers(name: str, module: str) -> bool:
    if name.endswith("."):
        return module.startswith(name)
    return module == name or module.startswith(name + ".")


def place(module: str) -> tuple[int, int]:
    """(layer, group) of a module: the longest name that covers it."""
    best, length = (-1, -1), -1
    for layer, groups in enumerate(LAYERS):
        for group, names in enumerate(groups):
            for name in names:
                if _covers(name, module) and len(name) > length:
                    best, length = (layer, group), len(name)
    assert best[0] >= 0, f"{module} is in no layer: add it to LAYERS"
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


def test_no_module_imports_a_higher_layer_or_a_sibling() -> None:
    wrong = []
    for name, path in sorted(modules().items()):
        (layer, group) = place(name)
        for target in sorted(imports(name, path)):
            (their_layer, their_group) = place(target)
            if their_layer > layer:
                wrong.append(f"{name} imports {target}, a higher layer")
            elif their_layer == layer and their_group != group:
                wrong.append(f"{name} imports {target}, an independent sibling")
    assert wrong == []


def test_every_import_by_name_is_declared() -> None:
    """Each ``importlib.import_module`` call sits in a function ``DYNAMIC`` declares."""
    found = []
    for name, path in sorted(modules().items()):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function, call in _calls(tree):
            target = call.func
            if (
                isinstance(target, ast.Attribute)
                and target.attr in ("import_module", "__import__")
                or isinstance(target, ast.Name)
                and target.id in ("import_module", "__import__")
            ):
                found.append(f"{name}.{function}")
    assert sorted(found) == sorted(DYNAMIC)


def test_what_is_imported_by_name_sits_above_who_imports_it() -> None:
    """The declared loads go up the layers (else they would be plain imports)."""
    for where, (pattern, _why) in DYNAMIC.items():
        module = where.rsplit(".", 2)[0] if where.count(".") > 2 else where.rsplit(".", 1)[0]
        loaded = [m for m in modules() if re.fullmatch(pattern, m)]
        assert loaded, where
        assert all(place(m)[0] > place(module)[0] for m in loaded), where


def _calls(tree: ast.AST) -> list[tuple[str, ast.Call]]:
    """Every call with the (qualified) function or method it is made in."""
    out: list[tuple[str, ast.Call]] = []

    def visit(node: ast.AST, where: str) -> None:
        for child in ast.iter_child_nodes(node):
            inner = where
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                inner = f"{where}.{child.name}" if where else child.name
            if isinstance(child, ast.Call):
                out.append((where, child))
            visit(child, inner)

    visit(tree, "")
    return out


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


def _bound_twice(tree: ast.Module) -> list[str]:
    """The module-level names a module binds more than once by plain assignment (``+=`` to grow
    a table is not rebinding): every function then reads the last value, whatever the first
    was written for."""
    seen: dict[str, int] = {}
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                seen[target.id] = seen.get(target.id, 0) + 1
    return sorted(name for name, count in seen.items() if count > 1)


def test_no_module_binds_a_name_twice() -> None:
    # a word table named as one already in the module shadows it for every function, the ones
    # written against the first among them (the reader's tables are many and long)
    found = {
        str(path.relative_to(PACKAGE.parent)): names
        for path in sorted(PACKAGE.rglob("*.py"))
        if (names := _bound_twice(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}
