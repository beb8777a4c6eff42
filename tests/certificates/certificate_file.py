"""Taking certificates apart and putting them back together (docs/certificates.md), so the
tests can damage them in every way a file can be damaged. Uses the zstd command and hashlib
only: nothing of gg or gg-check."""

import hashlib
import subprocess


def _zstd(args, data: bytes) -> bytes:
    return subprocess.run(["zstd", "-q", *args], input=data, capture_output=True,
                          check=True).stdout


class Reader:
    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def byte(self) -> int:
        self.pos += 1
        return self.data[self.pos - 1]

    def number(self) -> int:
        value, shift = 0, 0
        while True:
            b = self.byte()
            value |= (b & 0x7F) << shift
            shift += 7
            if not b & 0x80:
                return value

    def text(self) -> str:
        n = self.number()
        self.pos += n
        return self.data[self.pos - n:self.pos].decode()


def number(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def text(s: str) -> bytes:
    return number(len(s)) + s.encode()


# A node: ["X"], ["R"], ["S", [map...]], ["P", digest], ["M", move, node] or
# ["A", [[move, node], ...]].
def read_node(r: Reader):
    tag = chr(r.byte())
    if tag in "XR":
        return [tag]
    if tag == "S":
        return ["S", [r.number() for _ in range(r.number())]]
    if tag == "P":
        return ["P", r.text()]
    if tag == "M":
        move = r.text()
        return ["M", move, read_node(r)]
    assert tag == "A", tag
    return ["A", [[r.text(), read_node(r)] for _ in range(r.number())]]


def write_node(node) -> bytes:
    tag = node[0]
    if tag in "XR":
        return tag.encode()
    if tag == "S":
        return b"S" + number(len(node[1])) + b"".join(number(i) for i in node[1])
    if tag == "P":
        return b"P" + text(node[1])
    if tag == "M":
        return b"M" + text(node[1]) + write_node(node[2])
    return b"A" + number(len(node[1])) + b"".join(text(m) + write_node(c) for m, c in node[1])


# A proof by component values: a count, then entries ["G", vertices, value] or
# ["I", vertices, entry, images].
def read_entries(r: Reader):
    entries = []
    for _ in range(r.number()):
        tag = chr(r.byte())
        vertices = [r.number() for _ in range(r.number())]
        if tag == "G":
            entries.append(["G", vertices, r.number()])
        else:
            assert tag == "I", tag
            target = r.number()
            entries.append(["I", vertices, target, [r.number() for _ in vertices]])
    return entries


def write_entries(entries) -> bytes:
    out = number(len(entries))
    for e in entries:
        out += e[0].encode() + number(len(e[1])) + b"".join(number(v) for v in e[1])
        if e[0] == "G":
            out += number(e[2])
        else:
            out += number(e[2]) + b"".join(number(v) for v in e[3])
    return out


def count_nodes(node) -> int:
    if node[0] in "XRSP":
        return 1
    if node[0] == "M":
        return 1 + count_nodes(node[2])
    return 1 + sum(count_nodes(c) for _, c in node[1])


class Certificate:
    """header: list of [key, value]; tree: the root node, or (a proof by component values)
    entries: the list of entries; nodes: the trailer's count."""

    def __init__(self, path):
        data = open(path, "rb").read()
        end = data.index(b"\nend\n") + len(b"\nend\n")
        lines = data[:end].decode().split("\n")[1:-2]
        self.header = [line.split(" ", 1) if " " in line else [line, ""] for line in lines]
        body = _zstd(["-d", "-c"], data[end:])
        r = Reader(body[:-41])
        self.tree, self.entries = None, None
        if ["proof", "components"] in self.header:
            self.entries = read_entries(r)
        else:
            self.tree = read_node(r)
        assert body[-41:-40] == b"Z" and r.pos == len(body) - 41
        self.nodes = int.from_bytes(body[-40:-32], "little")
        self.digest = body[-32:]

    def field(self, key):
        return dict((k, v) for k, v in self.header)[key]

    def set_field(self, key, value):
        for item in self.header:
            if item[0] == key:
                item[1] = value

    def write(self, path, seal=True, nodes=None):
        """Writes the certificate; seal=False keeps the old digest (as a careless edit would).
        Returns the digest sealed, in hex."""
        head = ("gg-certificate 1\n" + "".join(f"{k} {v}\n" for k, v in self.header) +
                "end\n").encode()
        if self.entries is not None:
            tree, count = write_entries(self.entries), len(self.entries)
        else:
            tree, count = write_node(self.tree), count_nodes(self.tree)
        digest = hashlib.sha256(head + tree).digest() if seal else self.digest
        count = count if nodes is None else nodes
        body = tree + b"Z" + count.to_bytes(8, "little") + digest
        with open(path, "wb") as f:
            f.write(head + _zstd(["-c", "--check"], body))
        return digest.hex()


def first(node, tag):
    """The first node of the tree (preorder) with this tag, or None."""
    if node[0] == tag:
        return node
    children = [node[2]] if node[0] == "M" else [c for _, c in node[1]] if node[0] == "A" else []
    for c in children:
        found = first(c, tag)
        if found:
            return found
    return None


def header_field(path, key: str) -> str:
    """The value of a certificate header's field, read from the file as text."""
    with open(path, "rb") as f:
        for line in f:
            if line == b"end\n":
                break
            name, _, value = line.decode().rstrip("\n").partition(" ")
            if name == key:
                return value
    raise KeyError(key)
