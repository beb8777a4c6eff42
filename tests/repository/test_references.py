"""Every repository path cited in the docs and in code comments exists.

A cited path is a backticked token in Markdown (`docs/census.md`) or a token in a C++ comment
that names a file by a known extension (games/definition.h). Paths in code resolve from the
repository root or from src/ (the include root); in a Markdown file also from its own folder."""

import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EXTENSIONS = ("h", "cpp", "c", "md", "py", "js", "css", "html", "sh", "tsv", "txt", "cmake", "g6")
TOP = ("src", "docs", "tests", "scripts", "bench", "checker", "python", "examples", ".ci")
FILE_TOKEN = re.compile(r"(?<![\w./-])((?:[\w.-]+/)*[\w-]+\.(?:%s))(?![\w/])" % "|".join(EXTENSIONS))
BACKTICKED = re.compile(r"`([^`\s]+)`")
SKIP_DIRS = {"build", ".git", "node_modules", "__pycache__"}


def tracked(pattern):
    for path in sorted(ROOT.rglob(pattern)):
        if not SKIP_DIRS.intersection(path.relative_to(ROOT).parts):
            yield path


def resolves(token, near):
    token = token.split(":")[0].split("#")[0].rstrip(".,;")
    bases = [ROOT, ROOT / "src", ROOT / "python", near]
    return any((base / token).exists() for base in bases)


def looks_like_path(token):
    token = token.split(":")[0]
    if "/" not in token or "://" in token or token.startswith(("/", "~", "$", "-")):
        return False
    if any(ch in token for ch in "*<>{}()=|,'\"") or "..." in token:
        return False
    first = token.split("/")[0]
    return first in TOP or FILE_TOKEN.fullmatch(token) is not None


def markdown_citations():
    for doc in list(tracked("*.md")):
        text = doc.read_text()
        for line_no, line in enumerate(text.splitlines(), 1):
            for token in BACKTICKED.findall(line):
                if looks_like_path(token):
                    yield doc, line_no, token


def comment_citations():
    for pattern in ("*.h", "*.cpp"):
        for source in tracked(pattern):
            for line_no, line in enumerate(source.read_text().splitlines(), 1):
                if "//" not in line:
                    continue
                comment = line.split("//", 1)[1]
                for token in FILE_TOKEN.findall(comment):
                    if "/" in token:
                        yield source, line_no, token


@pytest.mark.parametrize("kind", ["markdown", "comments"])
def test_every_cited_path_exists(kind):
    citations = markdown_citations() if kind == "markdown" else comment_citations()
    missing = [f"{path.relative_to(ROOT)}:{line}: {token}" for path, line, token in citations
               if not resolves(token, path.parent)]
    assert not missing, "cited paths that do not exist:\n" + "\n".join(missing)
