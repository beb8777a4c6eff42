"""The build backend of `pip install .` (PEP 517): the CMake build of the module graphgames,
packed as a wheel.

It needs nothing beyond the interpreter (pyproject.toml names no build requirement and points
pip here), so it works offline and for any Python 3 that pip runs under, Sage's included
(`sage -pip install --no-build-isolation .`). The CMake build directory is
build/python-<interpreter tag> in the source tree, kept, so a second install only relinks;
the environment variable GG_BUILD_DIR names another (an existing build configured with
-DGG_BUILD_PYTHON=ON for this interpreter, as the install test uses build/release).
"""

import base64
import hashlib
import os
import pathlib
import re
import stat
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAME = "graphgames"


def _version() -> str:
    text = (ROOT / "CMakeLists.txt").read_text()
    match = re.search(r"project\(graphgames VERSION ([0-9.]+)", text)
    if not match:
        raise RuntimeError("CMakeLists.txt: no project(graphgames VERSION ...) line")
    return match.group(1)


def _wheel_tag() -> str:
    """The interpreter, ABI and platform the native module is built for (cp311-cp311-...)."""
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    abi = python + ("d" if hasattr(sys, "gettotalrefcount") else "")
    platform = re.sub(r"[-.]", "_", sysconfig.get_platform())
    return f"{python}-{abi}-{platform}"


def _dist_info() -> str:
    return f"{NAME}-{_version()}.dist-info"


def _metadata_files() -> dict:
    metadata = (f"Metadata-Version: 2.1\nName: {NAME}\nVersion: {_version()}\n"
                "Summary: Who wins a combinatorial game on a graph with perfect play, and how\n"
                "Requires-Python: >=3.8\n")
    wheel = (f"Wheel-Version: 1.0\nGenerator: graphgames build_backend\n"
             f"Root-Is-Purelib: false\nTag: {_wheel_tag()}\n")
    return {"METADATA": metadata, "WHEEL": wheel}


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    info = pathlib.Path(metadata_directory) / _dist_info()
    info.mkdir(parents=True, exist_ok=True)
    for name, text in _metadata_files().items():
        (info / name).write_text(text)
    return info.name


def _run(command) -> None:
    print("graphgames:", " ".join(str(c) for c in command), file=sys.stderr, flush=True)
    subprocess.run([str(c) for c in command], check=True, stdout=sys.stderr)


def _build(stage: pathlib.Path) -> pathlib.Path:
    """Builds the module and installs the package into stage/graphgames; returns the built
    gg-check, the certificate checker that graphgames.verify runs."""
    build = pathlib.Path(os.environ.get("GG_BUILD_DIR") or
                         ROOT / "build" / f"python-{sys.implementation.cache_tag}")
    if not (build / "CMakeCache.txt").exists():
        _run(["cmake", "-S", ROOT, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
              "-DGG_BUILD_PYTHON=ON", "-DGG_BUILD_TESTS=OFF", "-DGG_BUILD_BENCHMARKS=OFF",
              f"-DPython_EXECUTABLE={sys.executable}"])
    _run(["cmake", "--build", build, "--target", "_graphgames", "gg-check", "-j",
          str(os.cpu_count() or 1)])
    _run(["cmake", "--install", build, "--component", "python-site", "--prefix", stage])
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    if not (stage / NAME / f"_graphgames{suffix}").exists():
        raise RuntimeError(f"{build} builds the module for another Python than {sys.executable} "
                           f"(no _graphgames{suffix}); unset GG_BUILD_DIR or point it elsewhere")
    return build / "bin" / "gg-check"


def _record_line(path: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{path},sha256={digest},{len(data)}"


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    wheel_name = f"{NAME}-{_version()}-{_wheel_tag()}.whl"
    with tempfile.TemporaryDirectory(prefix="gg-wheel-") as scratch:
        stage = pathlib.Path(scratch)
        checker = _build(stage)
        files = {}
        for path in sorted((stage / NAME).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                files[path.relative_to(stage).as_posix()] = path.read_bytes()
        # pip puts a wheel's scripts into the environment's bin directory.
        files[f"{NAME}-{_version()}.data/scripts/gg-check"] = checker.read_bytes()
        for name, text in _metadata_files().items():
            files[f"{_dist_info()}/{name}"] = text.encode()
        record = [_record_line(path, data) for path, data in files.items()]
        record.append(f"{_dist_info()}/RECORD,,")
        files[f"{_dist_info()}/RECORD"] = ("\n".join(record) + "\n").encode()
        target = pathlib.Path(wheel_directory) / wheel_name
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as wheel:
            for path, data in files.items():
                info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
                executable = path.endswith(".so") or "/scripts/" in path
                # The file type too: pip makes a script executable only for a regular file's mode.
                info.external_attr = (stat.S_IFREG | (0o755 if executable else 0o644)) << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                wheel.writestr(info, data)
    return wheel_name
