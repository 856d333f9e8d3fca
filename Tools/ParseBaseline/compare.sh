#!/usr/bin/env bash
# Issue #14's measure, side by side in one run: the whole `viewlint --jobs 1` (every rule, no
# cache) against a bare SwiftSyntax 600 parse of the same files, alternating, ROUNDS times
# (default 5), then `viewlint` on all cores. Prints each run's wall time and peak memory, the
# medians and the ratio.
#
#   SWIFT_SYNTAX_PATH=/tmp/ss/swift-syntax Tools/ParseBaseline/compare.sh [-n ROUNDS] PATH …
#
# SWIFT_SYNTAX_PATH: a checkout of swift-syntax 600.0.1 in a folder named swift-syntax (`git clone --branch 600.0.1
# https://github.com/swiftlang/swift-syntax`), outside the repository.
set -euo pipefail
rounds=5
if [ "${1:-}" = "-n" ]; then rounds="$2"; shift 2; fi
[ $# -gt 0 ] || { echo "usage: $0 [-n ROUNDS] PATH …" >&2; exit 2; }
paths=()
for path in "$@"; do paths+=("$(realpath "$path")"); done
set -- "${paths[@]}"
cd "$(dirname "$0")/../.."

swift build -c release --product viewlint >/dev/null
swift build -c release --package-path Tools/ParseBaseline --scratch-path .build-baseline >/dev/null
viewlint="$PWD/.build/release/viewlint"
baseline="$PWD/.build-baseline/release/swiftsyntax-parse"

# One timed run: prints "SECONDS KIBIBYTES".
timed() { /usr/bin/time -f '%e %M' -o /tmp/viewlint-compare.$$ "$@" >/dev/null 2>&1 || true; tail -1 /tmp/viewlint-compare.$$; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

: > /tmp/viewlint-compare.v; : > /tmp/viewlint-compare.s; : > /tmp/viewlint-compare.a
for round in $(seq "$rounds"); do
    timed "$viewlint" --jobs 1 --no-cache --quiet "$@" >> /tmp/viewlint-compare.v
    timed "$baseline" "$@" >> /tmp/viewlint-compare.s
    timed "$viewlint" --no-cache --quiet "$@" >> /tmp/viewlint-compare.a
done
report() {
    local label="$1" file="$2"
    printf '%-32s median %6.2f s  peak %6.0f MiB   (runs: %s)\n' "$label" \
        "$(cut -d' ' -f1 "$file" | median)" "$(cut -d' ' -f2 "$file" | median | awk '{ print $1 / 1024 }')" \
        "$(cut -d' ' -f1 "$file" | tr '\n' ' ')"
}
report "viewlint --jobs 1" /tmp/viewlint-compare.v
report "SwiftSyntax 600 parse (1 core)" /tmp/viewlint-compare.s
report "viewlint, all cores" /tmp/viewlint-compare.a
v=$(cut -d' ' -f1 /tmp/viewlint-compare.v | median); s=$(cut -d' ' -f1 /tmp/viewlint-compare.s | median)
a=$(cut -d' ' -f1 /tmp/viewlint-compare.a | median)
awk -v v="$v" -v s="$s" -v a="$a" 'BEGIN { printf "ratio (SwiftSyntax parse / viewlint): 1 core %.2fx, all cores %.2fx\n", s / v, s / a }'
rm -f /tmp/viewlint-compare.$$ /tmp/viewlint-compare.[vsa]
