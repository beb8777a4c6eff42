"""Blocks of a docs page that a script writes from a data file (docs/data/): the lines between
`<!-- NAME -->` and `<!-- /KIND -->`, KIND being NAME's first word (`<!-- prove-status
trails-6 -->` ends at `<!-- /prove-status -->`). A background run updates the data file; its
script rewrites the block; tests/repository/test_generated_tables.py runs every script with
--check, so a page never shows other numbers than its data."""

import sys


def replace_block(text, name, body, where):
    """The text with the block NAME's lines replaced by body (which ends with a newline)."""
    begin, end = f"<!-- {name} -->\n", f"<!-- /{name.split()[0]} -->"
    if begin not in text:
        sys.exit(f"{where} has no line '{begin.strip()}'")
    head, rest = text.split(begin, 1)
    if end not in rest:
        sys.exit(f"{where}: the block '{begin.strip()}' has no end line '{end}'")
    return head + begin + body + end + rest.split(end, 1)[1]


def write_blocks(path, blocks, check, remedy):
    """Writes each block (name -> body) into the page at path. With check nothing is written,
    and the script fails naming the page and the command that would rewrite it (remedy) when
    the page differs from what the data gives. True when the page was changed."""
    with open(path, encoding="utf-8") as f:
        before = f.read()
    text = before
    for name, body in blocks.items():
        text = replace_block(text, name, body, path)
    if check:
        if text != before:
            sys.exit(f"{path}: its tables are not what the data gives; run {remedy}")
        return False
    if text != before:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
    return text != before
