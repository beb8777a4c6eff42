"""What the scripts that run `gg solve --table-file` share: the header of a table file, and a
copy of gg kept beside the tables (a table is bound to the binary that wrote it, so a rebuild
of gg must not orphan it)."""

import os
import shutil


def table_header(path):
    """The table file's header fields (key -> text), or {} when there is no file yet."""
    if not os.path.exists(path):
        return {}
    fields = {}
    with open(path, "rb") as f:
        for raw in f:
            line = raw.decode("ascii", "replace").rstrip("\n")
            if line == "end":
                break
            key, _, value = line.partition(" ")
            fields[key] = value
    return fields


def table_nodes(path):
    """The nodes of every run so far that filled the table (0 without a file)."""
    return int(table_header(path).get("nodes", 0))


def table_seconds(path):
    """The seconds of those runs (0 without a file)."""
    return float(table_header(path).get("seconds", 0))


def kept_binary(gg, path):
    """The copy of `gg` at `path`, made on first use; the tables' runs all run it."""
    path = os.path.abspath(path)
    if not os.path.exists(path):
        shutil.copy2(gg, path)
    return path
