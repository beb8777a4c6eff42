"""The page's modules import one way, and the Python package leaves move text to the engine.

C++ layers are held by the build (a layer sees only the include roots of the layers it
links); these are the two doors the build cannot hold: ES modules in src/web/page, which
the browser links at run time, and the Python package, which could grow its own reader of
the games' move notation beside the engine's."""

import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGE = ROOT / "src" / "web" / "page"
PACKAGE = ROOT / "python" / "graphgames"
IMPORT = re.compile(r"""^\s*import\b[^;]*?from\s+['"]\./([\w-]+\.js)['"]""", re.M | re.S)


def page_imports():
    return {path.name: sorted(set(IMPORT.findall(path.read_text())))
            for path in sorted(PAGE.glob("*.js"))}


def cycle(graph):
    """One import circle of the graph as a list of modules, or None."""
    state = {}

    def visit(node, trail):
        state[node] = "open"
        for nxt in graph.get(node, []):
            if state.get(nxt) == "open":
                return trail[trail.index(nxt):] + [nxt] if nxt in trail else [node, nxt]
            if nxt not in state:
                found = visit(nxt, trail + [nxt])
                if found:
                    return found
        state[node] = "done"
        return None

    for node in graph:
        if node not in state:
            found = visit(node, [node])
            if found:
                return found
    return None


def test_page_modules_import_each_other_without_a_circle():
    graph = page_imports()
    assert "app.js" in graph and graph["app.js"], "the page's modules were not found"
    for module, imported in graph.items():
        for name in imported:
            assert name in graph, f"{module} imports ./{name}, which does not exist"
    found = cycle(graph)
    assert found is None, "import circle: " + " -> ".join(found)


def test_nothing_imports_the_page_entry():
    users = [m for m, imported in page_imports().items() if "app.js" in imported]
    assert not users, f"{users} import app.js, the page's entry point: pass a callback instead"


def test_circle_finder_finds_a_circle():
    assert cycle({"a.js": ["b.js"], "b.js": ["c.js"], "c.js": ["a.js"]}) == [
        "a.js", "b.js", "c.js", "a.js"]
    assert cycle({"a.js": ["b.js"], "b.js": [], "c.js": ["b.js"]}) is None


# The marks of the graph games' move notation ("u>v", "v=c") and the names of the parameters
# that name vertices, as string literals: the package asks the engine for all of them.
NOTATION = re.compile(r"""(?P<q>["'])(?:>|=|start|cells)(?P=q)""")


def notation_in(text):
    return [m.group(0) for m in NOTATION.finditer(text)]


def test_python_package_reads_no_move_notation():
    sources = sorted(PACKAGE.glob("*.py"))
    assert sources, "the Python package was not found"
    for path in sources:
        found = notation_in(path.read_text())
        assert not found, (f"{path.relative_to(ROOT)} spells the engine's notation {found}: "
                           "ask the engine (vertices_in_move, vertex_param_text)")


def test_notation_finder_finds_the_marks():
    assert notation_in('move.split(">")') == ['">"']
    assert notation_in("key == 'start'") == ["'start'"]
    assert notation_in('"a>b" and "=="') == []
