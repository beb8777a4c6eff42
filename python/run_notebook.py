"""Executes a notebook headless against a build (make test runs examples/tour.ipynb) and fails
on any cell error or when no picture comes out as SVG.

Usage: run_notebook.py <build>/python NOTEBOOK [--write]

The kernel is this interpreter (the one the module is built for) with the build's package
first on its path. nbclient and ipykernel come from the interpreter's own packages or, when it
lacks them (a pyenv or Sage Python), from Debian's python3-nbclient and python3-ipykernel,
appended to the path as run_tests.py does for pytest. --write saves the executed notebook
with its outputs back into the file.
"""

import json
import os
import sys
import tempfile

DEBIAN_PACKAGES = "/usr/lib/python3/dist-packages"
KERNEL = "graphgames-build"


def kernel_spec(directory: str, build_python: str) -> None:
    """A kernel spec for this interpreter in directory/kernels, found through JUPYTER_PATH."""
    path = os.path.join(directory, "kernels", KERNEL)
    os.makedirs(path)
    search = [build_python] + [p for p in [os.environ.get("PYTHONPATH")] if p] + [DEBIAN_PACKAGES]
    with open(os.path.join(path, "kernel.json"), "w") as f:
        json.dump({"argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
                   "display_name": "graphgames (build)", "language": "python",
                   "env": {"PYTHONPATH": os.pathsep.join(search),
                           # the kernel's debugger warns about frozen modules on stderr
                           "PYDEVD_DISABLE_FILE_VALIDATION": "1"}}, f)


def main() -> int:
    build_python, notebook = os.path.abspath(sys.argv[1]), sys.argv[2]
    write = "--write" in sys.argv[3:]
    try:
        import nbclient
        import nbformat
    except ImportError:
        sys.path.append(DEBIAN_PACKAGES)
        import nbclient
        import nbformat
    nb = nbformat.read(notebook, as_version=4)
    with tempfile.TemporaryDirectory(prefix="gg-notebook-") as scratch:
        kernel_spec(scratch, build_python)
        os.environ["JUPYTER_PATH"] = scratch
        os.environ["JUPYTER_RUNTIME_DIR"] = os.path.join(scratch, "runtime")
        os.environ["IPYTHONDIR"] = os.path.join(scratch, "ipython")
        client = nbclient.NotebookClient(nb, kernel_name=KERNEL, timeout=600,
                                         resources={"metadata": {"path": scratch}})
        try:
            client.execute()
        except nbclient.exceptions.CellExecutionError as error:
            print(f"{notebook}: a cell failed:\n{error}")
            return 1
    svg = sum(1 for cell in nb.cells if cell.cell_type == "code"
              for out in cell.get("outputs", []) if "image/svg+xml" in out.get("data", {}))
    cells = sum(1 for cell in nb.cells if cell.cell_type == "code")
    print(f"{notebook}: {cells} code cells ran, {svg} SVG pictures")
    if svg == 0:
        print(f"{notebook}: no output is an SVG picture")
        return 1
    if write:
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                     "language": "python"}
        nbformat.write(nb, notebook)
    return 0


if __name__ == "__main__":
    sys.exit(main())
