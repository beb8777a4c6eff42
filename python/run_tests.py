"""Runs the Python package's pytest suite against a build: `make test` calls it through ctest.

Usage: run_tests.py <build>/python <gg binary> <tests dir> <examples dir>

The module is imported from the build tree. pytest comes from the interpreter's own packages
or, when that interpreter lacks it (a pyenv or Sage Python), from Debian's python3-pytest,
whose pure-Python files any Python 3 of the same era can import; they are appended to the
path, so the interpreter's own packages keep precedence. pytest's exit status is passed on:
5 ("no tests ran") fails like any other non-zero status.
"""

import os
import sys

DEBIAN_PACKAGES = "/usr/lib/python3/dist-packages"


def main() -> int:
    build_python, gg_binary, tests_dir, examples_dir = sys.argv[1:5]
    sys.path.insert(0, build_python)
    os.environ["PYTHONPATH"] = os.pathsep.join(
        [build_python] + [p for p in [os.environ.get("PYTHONPATH")] if p])
    os.environ["GG_BIN"] = gg_binary
    os.environ["GG_EXAMPLES"] = examples_dir
    try:
        import pytest  # noqa: F401
    except ImportError:
        sys.path.append(DEBIAN_PACKAGES)
        os.environ["PYTHONPATH"] += os.pathsep + DEBIAN_PACKAGES
        import pytest
    return pytest.main([tests_dir, "-q", "-p", "no:cacheprovider", "-W", "error"])


if __name__ == "__main__":
    sys.exit(main())
