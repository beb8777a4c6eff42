"""--tikz pictures for papers: each compiles inside a minimal LaTeX document (pdflatex, installed
by scripts/install-deps.sh)."""

import re
import shutil
import subprocess

import pytest

from conftest import gg

DOCUMENT = ("\\documentclass{article}\n\\usepackage{tikz}\n\\usetikzlibrary{arrows.meta}\n"
            "\\begin{document}\n\\input{picture.tex}\n\\end{document}\n")


def compiles(folder):
    (folder / "doc.tex").write_text(DOCUMENT)
    done = subprocess.run(["pdflatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"],
                          cwd=folder, capture_output=True, text=True, timeout=120)
    return done.returncode == 0 and (folder / "doc.pdf").stat().st_size > 0, done.stdout[-800:]


needs_latex = pytest.mark.skipif(shutil.which("pdflatex") is None,
                                 reason="pdflatex is installed by scripts/install-deps.sh")


@needs_latex
@pytest.mark.parametrize("args", [
    ["show", "trails", "3", "--moves", "/b2,\\c1"],
    ["show", "cycles", "inverted-hourglass", "--moves", "0>1"],
    ["show", "edge", "petersen", "--moves", "0=1,1=2"],
    ["show", "trail-trap", "P3xP3", "--moves", "0>1"],
    ["show", "vertex-geography", "K1,3"],
    ["tree", "trail-trap", "P4", "--strategy"],
], ids=["trails", "cycles", "edge", "trail-trap", "vertex-geography", "strategy"])
def test_a_tikz_picture_compiles(args, tmp_path):
    done = gg(*args, "--tikz", str(tmp_path / "picture.tex"))
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "picture.tex").read_text()
    assert "\\begin{tikzpicture}" in text and "\\end{tikzpicture}" in text
    if args[0] == "tree":
        assert "1\\textgreater{}2" in text, "the strategy's move labels are missing"
    ok, log = compiles(tmp_path)
    assert ok, log
    assert "Overfull" not in (tmp_path / "doc.log").read_text(errors="replace"), "wider than the text"


@needs_latex
def test_a_wide_strategy_tree_keeps_readable_labels(tmp_path):
    """Trails 3x3's strategy has 36 leaves: drawn top-down it shrank to 4.4 pt labels on a page;
    it is drawn left to right instead, its labels at 9 pt, within the text width."""
    done = gg("tree", "trails", "3", "--strategy", "--tikz", str(tmp_path / "picture.tex"))
    assert done.returncode == 0, done.stderr
    picture = (tmp_path / "picture.tex").read_text()
    sizes = [float(m) for m in re.findall(r"fontsize\{([0-9.]+)pt", picture)]
    assert len(sizes) > 60 and min(sizes) >= 8, sizes
    ok, log = compiles(tmp_path)
    assert ok, log
    assert "Overfull" not in (tmp_path / "doc.log").read_text(errors="replace")
