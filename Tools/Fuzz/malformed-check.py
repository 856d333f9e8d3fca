"""Malformed real files through the command line: each file is mutated once (truncated, a closer
dropped, invalid UTF-8 or NUL inserted, a range duplicated or deleted, lines swapped, an opener
inserted, the file tripled), then linted and fixed as a user would, in its own folder.

    python3 Tools/Fuzz/malformed-check.py VIEWLINT (FOLDER | LIST.txt) COUNT [SEED]

FOLDER: real Swift files (never commit them); LIST.txt: one path per line, each used 40 times
(files with fixes, so that --fix has something to do). A problem is printed per file: a crash
(exit status other than 0, 1, 2), a hang (over 60 s), a file viewlint cannot read but changed,
or a --fix whose result is not the original with exactly the edits the JSON report lists (a
byte lost or added elsewhere). Exits 1 when there was any.
"""
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile


def mutate(data, rng):
    if not data:
        return data, "empty"
    kind = rng.randrange(9)
    at = rng.randrange(len(data))
    if kind == 0:
        return data[:at], "truncate"
    if kind == 1:
        closers = [i for i, byte in enumerate(data) if byte in b"})]"]
        if closers:
            drop = rng.choice(closers)
            return data[:drop] + data[drop + 1:], "drop-closer"
        return data[:at], "truncate"
    if kind == 2:
        return data[:at] + bytes([0xFF, 0xFE]) + data[at:], "invalid-utf8"
    if kind == 3:
        return data[:at] + b"\x00" + data[at:], "nul"
    if kind == 4:
        end = min(len(data), at + rng.randrange(1, 400))
        return data[:end] + data[at:end] + data[end:], "duplicate-range"
    if kind == 5:
        lines = data.split(b"\n")
        first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[first], lines[second] = lines[second], lines[first]
        return b"\n".join(lines), "swap-lines"
    if kind == 6:
        opener = rng.choice([b"{", b"(", b'"', b'"""', b"#if X\n", b"/*", b"\\("])
        return data[:at] + opener + data[at:], "insert-opener"
    if kind == 7:
        end = min(len(data), at + rng.randrange(1, 2000))
        return data[:at] + data[end:], "delete-range"
    return data * 3, "triplicate"


def apply_edits(data, edits):
    """The edits (1-based line and UTF-8 column ranges) applied from the end; overlapping ones skipped."""
    starts = [0]
    for line in data.split(b"\n")[:-1]:
        starts.append(starts[-1] + len(line) + 1)

    def offset(line, column):
        return starts[line - 1] + column - 1

    spans = sorted(((offset(e["line"], e["column"]), offset(e["endLine"], e["endColumn"]), e["replacement"].encode())
                    for e in edits), reverse=True)
    result, lowest = data, None
    for start, end, replacement in spans:
        if lowest is not None and end > lowest:
            continue
        result = result[:start] + replacement + result[end:]
        lowest = start
    return result


def main():
    viewlint, source, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 7)
    if source.endswith(".txt"):
        files = [line.strip() for line in open(source) if line.strip() for _ in range(40)]
    else:
        files = sorted(os.path.join(root, name) for root, _, names in os.walk(source) for name in names if name.endswith(".swift"))
    rng.shuffle(files)
    work = tempfile.mkdtemp()
    kinds, fixed, unreadable, problems = {}, 0, 0, 0
    for path in files[:count]:
        data, kind = mutate(open(path, "rb").read(), rng)
        kinds[kind] = kinds.get(kind, 0) + 1
        shutil.rmtree(work, ignore_errors=True)
        for folder in ("lint", "fix"):
            os.makedirs(os.path.join(work, folder))
            with open(os.path.join(work, folder, "F.swift"), "wb") as out:
                out.write(data)
        try:
            lint = subprocess.run([viewlint, "--no-cache", "--reporter", "json", os.path.join(work, "lint")], capture_output=True, timeout=60)
            fix = subprocess.run([viewlint, "--no-cache", "--fix", "--quiet", os.path.join(work, "fix")], capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            print("hang:", path, kind)
            problems += 1
            continue
        for name, run in (("lint", lint), ("--fix", fix)):
            if run.returncode not in (0, 1, 2):
                print(f"crash ({name}, status {run.returncode}):", path, kind, run.stderr[-300:])
                problems += 1
        after = open(os.path.join(work, "fix", "F.swift"), "rb").read()
        if after != data:
            fixed += 1
        if lint.returncode == 2:
            unreadable += 1
            if after != data:
                print("an unreadable file was changed:", path, kind)
                problems += 1
        elif lint.returncode in (0, 1):
            edits = [edit for finding in json.loads(lint.stdout)["findings"] for edit in (finding.get("fix") or [])]
            if after != data and after != apply_edits(data, edits):
                print("--fix changed more than its edits:", path, kind)
                problems += 1
    shutil.rmtree(work, ignore_errors=True)
    print(f"{min(count, len(files))} files, mutations {kinds}: {fixed} fixed, {unreadable} unreadable, {problems} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
