"""The examples run as they are written."""

import os
import subprocess
import sys


def test_python_tour(tmp_path):
    script = os.path.join(os.environ["GG_EXAMPLES"], "python_tour.py")
    done = subprocess.run([sys.executable, script, str(tmp_path)], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert "C3: player" in done.stdout and "census, order 6: 112 graphs" in done.stdout
    assert (tmp_path / "trail-trap-grid.svg").read_text().count("<svg") == 1
