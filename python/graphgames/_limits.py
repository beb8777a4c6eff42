"""The limits every search takes, and other whole-number keyword arguments, checked in Python's
terms before they reach the engine."""

from __future__ import annotations

import math
from numbers import Integral, Real
from typing import Any, Optional

from . import _graphgames as _native

MAX_SECONDS = 1e9
MAX_NODES = 2**63 - 1
MAX_TT_MB = 1 << 16


def limits(max_seconds: Optional[float], max_nodes: Optional[int], tt_mb: int) -> Any:
    """The engine's Limits; ValueError naming the keyword argument when one is out of range."""
    if max_seconds is None:
        seconds = 0.0
    elif (isinstance(max_seconds, bool) or not isinstance(max_seconds, Real)
          or not math.isfinite(float(max_seconds)) or not 0 <= max_seconds <= MAX_SECONDS):
        raise ValueError(f"max_seconds={max_seconds!r}: expected a number of seconds from 0 to "
                         f"1e9 (None or 0: no limit)")
    else:
        seconds = float(max_seconds)
    if max_nodes is None:
        nodes = 0
    elif (isinstance(max_nodes, bool) or not isinstance(max_nodes, Integral)
          or not 0 <= max_nodes <= MAX_NODES):
        raise ValueError(f"max_nodes={max_nodes!r}: expected a whole number of nodes "
                         f"(None or 0: no limit)")
    else:
        nodes = int(max_nodes)
    table_mb = whole_number("tt_mb", tt_mb, 1, MAX_TT_MB, "a table size in MiB")
    return _native.Limits(seconds, nodes, table_mb)


def whole_number(name: str, value: Any, low: int, high: int, meaning: str) -> int:
    """`value` as an int when it is a whole number (not a bool) from low to high; else a
    ValueError naming the keyword argument and what it should be."""
    if isinstance(value, bool) or not isinstance(value, Integral) or not low <= value <= high:
        raise ValueError(f"{name}={value!r}: expected {meaning}, a whole number from {low} to "
                         f"{high}")
    return int(value)
