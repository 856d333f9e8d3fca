#!/usr/bin/env bash
# Lints one generated Swift file of about MB megabytes (default 50) with the release build and
# prints the wall time and peak memory, to check that time and memory grow linearly.
#
#   Tools/Fuzz/huge-input.sh [MB …]      e.g. Tools/Fuzz/huge-input.sh 12 25 50
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product viewlint >/dev/null
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(50)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for megabytes in "${sizes[@]}"; do
    python3 - "$work/Huge.swift" "$megabytes" <<'PY'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
row = '''struct Row%d: View {
    let url: URL
    @State private var data: Data?
    var body: some View {
        VStack {
            Text("row %d")
            if data == nil { ProgressView() } else { Text("loaded") }
        }
        .task { data = try? await URLSession.shared.data(from: url).0 }
    }
}
'''
with open(path, 'w') as out:
    written, number = 0, 0
    while written < megabytes * 1_000_000:
        text = row % (number, number)
        out.write(text)
        written += len(text)
        number += 1
PY
    /usr/bin/time -f "$megabytes MB: %e s, %M KiB peak" .build/release/viewlint --no-cache --quiet "$work/Huge.swift" >/dev/null 2>"$work/time" || true
    tail -1 "$work/time"
done
