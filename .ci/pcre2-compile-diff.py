#!/usr/bin/env python3
"""Compares which `match` patterns compile, and with which message, against libpcre2-8.

  python3 .ci/pcre2-compile-diff.py [--bin PATH] [--seed S] [--patterns N]

Builds N random pattern bodies from a fixed seed (short sequences of literals, brackets, groups,
quantifiers, escapes and inline options), each with a random set of the modifiers i, x, u, n and J,
writes them as the `match` rules of one rules file and runs `model-validate check` on it. Each
body is also compiled by libpcre2-8 (through ctypes) with the options PHP's preg_* functions
pass for those modifiers (u is PCRE2_UTF with PCRE2_UCP). A pattern agrees when both accept it,
or both reject it with the same message (offsets are not compared: ours name the start of the
offending construct). A pattern this engine refuses as unsupported ("unsupported construct …"
for lookbehind, recursion, \\G and the like, "unsupported Unicode property …" for a property
PCRE2 knows and this engine does not) is an allowed difference and is counted apart.

Prints the counts and the first disagreements; exits 1 on any disagreement. When ctypes cannot
find libpcre2-8 the script prints one "skipped" line and exits 0.
"""
import argparse
import ctypes
import ctypes.util
import json
import os
import random
import re
import subprocess
import sys
import tempfile

# PCRE2 compile options for PHP's modifier letters.
OPTIONS = {
    "i": 0x00000008,               # PCRE2_CASELESS
    "x": 0x00000080,               # PCRE2_EXTENDED
    "n": 0x00002000,               # PCRE2_NO_AUTO_CAPTURE
    "J": 0x00000040,               # PCRE2_DUPNAMES
    "u": 0x00080000 | 0x00020000,  # PCRE2_UTF | PCRE2_UCP
}
MODIFIER_SETS = ["", "", "", "i", "x", "u", "u", "xu", "iu", "n", "J"]

# The pieces a body is built from, with PCRE2's error paths in mind.
PIECES = [
    # literals
    "a", "b", "z", "A", "0", "1", "9", "-", ",", ":", ".", "=", "!", "#", " ", "\n", "é", "/", "<", ">",
    # classes
    "[", "[", "]", "]", "[^", "[]", "[^]", "[:alpha:]", "[:foo:]", "[.a.]", "[=a=]", "[a-z]", "[z-a]",
    # groups
    "(", "(", ")", ")", "(?:", "(?i)", "(?-i)", "(?x)", "(?i:", "(?^)", "(?<n>", "(?'n'", "(?P<n>",
    "(?P=n)", "(?<1n>", "(?=", "(?!", "(?>", "(?#c)", "(?|", "(?<=", "(?z)", "(?", "(*",
    # alternation and anchors
    "|", "|", "^", "$", "^", "$",
    # quantifiers
    "*", "+", "?", "*", "+", "?", "{", "}", "{2}", "{2,}", "{1,3}", "{2,1}", "{,3}", "{65536}", "*?", "++",
    # escapes
    "\\", "\\d", "\\w", "\\s", "\\h", "\\R", "\\N", "\\b", "\\B", "\\A", "\\z", "\\Z", "\\G", "\\K",
    "\\Q", "\\E", "\\Q", "\\E", "\\x", "\\x{", "\\x{}", "\\x{41}", "\\x{ff}", "\\x{110000}", "\\x{d800}",
    "\\xg", "\\o", "\\o{", "\\o{}", "\\o{17}", "\\o{8}", "\\0", "\\07", "\\1", "\\2", "\\10", "\\8",
    "\\k<n>", "\\k<m>", "\\k{n}", "\\k'n'", "\\k", "\\g1", "\\g{-1}", "\\g{n}", "\\g", "\\g<n>",
    "\\p{L}", "\\pL", "\\p{Lu}", "\\p{Xx}", "\\P{^L}", "\\p", "\\p{", "\\c", "\\cA", "\\c{", "\\e",
    "\\i", "\\y", "\\u", "\\U", "\\L", "\\l", "\\N{U+41}", "\\N{", "\\-", "\\]", "\\[", "\\\\", "\\/",
    # more of each, rarer
    "☺", "\\x{263A}", "\\xff", "\\x4", "\\00", "\\000", "\\177", "\\377", "\\400", "\\18", "\\123",
    "\\p{Greek}", "\\p{Xan}", "\\p{L&}", "\\p{^Lu}", "\\p{Any}", "\\pN", "\\PL", "\\p{ L u }",
    "(?^i)", "(?s-m)", "(?U)", "(?J)", "(?n)", "(?xx)", "(?'", "(?P>n)", "(?&n)", "(?R)", "(?1)", "(?+1)",
    "(?(", "(*FAIL)", "(*napla:", "(?<n>a)", "(?<m>", "(?P<m>", "(?-", "(?i-s:", "(?C)",
    "{1", "{1,", "{,}", "{0}", "{0,0}", "{99999}", "{3}+", "{2}?",
    "[:", ":]", "[[:", "[a-", "-]", "[\\d-", "[z-", "[\\b]", "[\\Q]\\E]", "[\\E]", "[^\\E",
    "#c\n", "\\Q-\\E", "\\Qa\\E", "\\Q", "\\E",
]


def library():
    name = ctypes.util.find_library("pcre2-8")
    if name is None:
        return None
    lib = ctypes.CDLL(name)
    lib.pcre2_compile_8.restype = ctypes.c_void_p
    lib.pcre2_compile_8.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint32,
                                    ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_size_t),
                                    ctypes.c_void_p]
    lib.pcre2_code_free_8.argtypes = [ctypes.c_void_p]
    lib.pcre2_get_error_message_8.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]
    return lib


def pcre2_message(lib, body, modifiers):
    """None when libpcre2-8 compiles `body`, else its error message."""
    options = 0
    for letter in modifiers:
        options |= OPTIONS[letter]
    data = body.encode()
    code, offset = ctypes.c_int(), ctypes.c_size_t()
    compiled = lib.pcre2_compile_8(data, len(data), options, ctypes.byref(code), ctypes.byref(offset), None)
    if compiled:
        lib.pcre2_code_free_8(compiled)
        return None
    buffer = ctypes.create_string_buffer(256)
    lib.pcre2_get_error_message_8(code, buffer, 256)
    return buffer.value.decode()


def delimited(body):
    """`body` with every unescaped `/` escaped and no backslash left at its end, so that it fits
    between `/` delimiters as PHP reads them. The result is what both engines compile."""
    out = []
    i = 0
    while i < len(body):
        character = body[i]
        if character == "\\":
            if i + 1 < len(body):
                out.append(body[i:i + 2])
                i += 2
                continue
            out.append("\\\\")  # a lone final backslash would escape the closing delimiter
        elif character == "/":
            out.append("\\/")
        else:
            out.append(character)
        i += 1
    return "".join(out)


def generate(seed, count):
    rng = random.Random(seed)
    cases = []
    for _ in range(count):
        pieces = [rng.choice(PIECES) for _ in range(rng.randint(1, 10))]
        body = "".join(pieces)
        if rng.random() < 0.5:
            # Close what is open, so that more patterns get past "missing )" and "missing ]".
            if body.count("[") > body.count("]"):
                body += "]"
            body += ")" * max(0, body.count("(") - body.count(")"))
        cases.append((delimited(body), rng.choice(MODIFIER_SETS)))
    return cases


LINE = re.compile(r"rules\[(\d+)\]\.pattern: invalid pattern: (.*?)(?: at offset \d+)?$")


def our_messages(binary, cases):
    rules = [{"attributes": ["a"], "type": "match", "pattern": "/" + body + "/" + modifiers}
             for body, modifiers in cases]
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "rules.json")
        with open(path, "w", encoding="utf-8") as handle:
            json.dump({"attributes": ["a"], "rules": rules}, handle, ensure_ascii=False)
        result = subprocess.run([binary, "check", path], capture_output=True, text=True)
    messages = {}
    for line in (result.stdout + result.stderr).splitlines():
        match = LINE.search(line)
        if match:
            messages[int(match.group(1))] = match.group(2)
        elif re.search(r"rules\[\d+\]\.pattern", line):
            sys.exit(f"unexpected diagnostic from model-validate check: {line}")
    if result.returncode not in (0, 2):  # 2: problems were found
        sys.exit(f"model-validate check exited with {result.returncode}: {result.stderr.strip()}")
    return messages


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=".build/debug/model-validate", help="the model-validate binary")
    parser.add_argument("--seed", default="pcre2-compile-diff", help="the random seed")
    parser.add_argument("--patterns", type=int, default=5000, help="how many patterns to compare")
    arguments = parser.parse_args()

    lib = library()
    if lib is None:
        print("skipped: libpcre2-8 not found")
        return 0
    if not os.access(arguments.bin, os.X_OK):
        sys.exit(f"no model-validate binary at {arguments.bin} (build it, or pass --bin)")
    cases = generate(arguments.seed, arguments.patterns)
    ours = our_messages(arguments.bin, cases)

    counts = {"accepted by both": 0, "rejected alike": 0, "unsupported here": 0,
              "accepted here only": 0, "rejected here only": 0, "other message": 0}
    examples = []
    for index, (body, modifiers) in enumerate(cases):
        theirs, mine = pcre2_message(lib, body, modifiers), ours.get(index)
        if mine is not None and mine.startswith("unsupported"):
            kind = "unsupported here"
        elif theirs is None and mine is None:
            kind = "accepted by both"
        elif theirs == mine:
            kind = "rejected alike"
        elif mine is None:
            kind = "accepted here only"
        elif theirs is None:
            kind = "rejected here only"
        else:
            kind = "other message"
        counts[kind] += 1
        if kind in ("accepted here only", "rejected here only", "other message") and len(examples) < 25:
            examples.append(f"  {kind}: /{body}/{modifiers}  pcre2: {theirs}  here: {mine}")
    mismatches = counts["accepted here only"] + counts["rejected here only"] + counts["other message"]
    print(f"seed {arguments.seed!r}: {len(cases)} patterns, " + ", ".join(f"{n} {k}" for k, n in counts.items()))
    for line in examples:
        print(line)
    print(f"{mismatches} mismatches")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
