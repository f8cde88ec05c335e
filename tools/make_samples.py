#!/usr/bin/env python3
"""Writes the bundled sample games in resources/samples/ (Jgame, made by hand
for Kibitz; free to redistribute with it). Run again after changing them."""
import os
import struct

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "resources", "samples")


def header(pairs):
    out = b""
    for key, value in pairs:
        out += bytes([len(key)]) + key + struct.pack(">I", len(value)) + value
    return out + b"\0"


def node(move=None, r=None, g=None, c=None):
    out = b""
    if move is not None:
        out += b"\x01m" + struct.pack(">H", len(move)) + move
    if r is not None:
        out += b"\x01r" + struct.pack(">H", 2) + struct.pack(">h", r)
    if g is not None:
        out += b"\x01g" + struct.pack(">H", 1) + bytes([g])
    if c is not None:
        data = c.encode("utf-8")
        out += b"\x01c" + struct.pack(">I", len(data)) + data
    return out + b"\0"


def tree(t):
    """t = (fields dict, [children]); written depth-first."""
    fields, children = t
    return node(**fields) + struct.pack(">H", len(children)) + b"".join(tree(c) for c in children)


def line(moves, tail=None):
    """A main line of (x, y, player[, fields]) moves; `tail` children hang off the last."""
    result = None
    for m in reversed(moves):
        x, y, p = m[:3]
        fields = dict(m[3]) if len(m) > 3 else {}
        fields["move"] = bytes([x, y, p])
        kids = [result] if result else (tail or [])
        result = (fields, kids)
    return result


def hex_sample():
    main = [
        (5, 5, 1, {"c": "The centre opening: strong, so usually swapped on 11x11.", "g": 1}),
        (6, 3, 2),
        (3, 6, 1),
        (7, 5, 2),
        (6, 7, 1),
        (8, 6, 2),
        (4, 8, 1, {"c": "Vertical links down towards the bottom edge."}),
        (8, 4, 2),
        (4, 2, 1),
        (9, 2, 2),
        (3, 9, 1, {"r": 300}),
    ]
    variation = line([(5, 6, 2, {"c": "Blocking adjacent is too close."}), (4, 6, 1), (4, 7, 2), (6, 4, 1, {"r": 10000, "c": "Vertical wins this line."})])
    game = line(main)
    # Attach the variation as a second child of the first move.
    first_fields, first_kids = game
    game = (first_fields, first_kids + [variation])
    root = ({"c": "A sample Hex analysis: main line with comments and a variation."}, [game])
    hdr = header([
        (b"gtv", struct.pack(">i", 2)),
        (b"player1", "Ada (vertical)".encode()),
        (b"player2", "Bao (horizontal)".encode()),
        (b"name", b"Sample Hex analysis"),
        (b"hgtv", struct.pack(">i", 1)),
        (b"bdsize", struct.pack(">i", 11)),
        (b"type", b"hex1"),
    ])
    return hdr + tree(root)


def twixt_sample():
    # Player 1 (vertical) builds down the middle, player 2 across.
    moves = [
        (11, 8, 1, {"c": "Vertical opens near the centre."}),
        (8, 12, 2),
        (12, 10, 1),
        (13, 13, 2),
        (10, 6, 1),
        (15, 12, 2),
        (13, 12, 1),
        (17, 11, 2),
        (14, 14, 1),
        (6, 13, 2),
        (15, 16, 1),
        (4, 14, 2),
        (9, 4, 1),
        (19, 12, 2),
        (16, 18, 1),
        (21, 11, 2),
        (8, 2, 1, {"c": "Vertical is close to both border rows now.", "r": 2000}),
    ]
    root = ({"c": "A sample Twixt game on the standard 24x24 board."}, [line(moves)])
    hdr = header([
        (b"gtv", struct.pack(">i", 2)),
        (b"player1", b"Vera"),
        (b"player2", b"Hugo"),
        (b"name", b"Sample Twixt game"),
        (b"tgtv", struct.pack(">i", 1)),
        (b"bdsize", struct.pack(">i", 24)),
        (b"type", b"twixt1"),
    ])
    return hdr + tree(root)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "hex-analysis.jgame"), "wb") as f:
        f.write(hex_sample())
    with open(os.path.join(OUT, "twixt-game.jgame"), "wb") as f:
        f.write(twixt_sample())
