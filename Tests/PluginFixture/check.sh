#!/usr/bin/env bash
# Builds the fixture with viewlint's build-tool plugin and checks the build log: each expected
# warning at its file:line, and no second lint when nothing changed.
set -uo pipefail
cd "$(dirname "$0")"
log=$(mktemp)
swift build --target Gallery >"$log" 2>&1
status=0
for expected in \
    "Gallery.swift:9:14: warning: .*\[untracked-task-dependency\]" \
    "Gallery.swift:22:13: warning: .*\[conditional-modifier\]" \
    "Gallery.swift:37:8: warning: .*\[non-pod-view\]"; do
    if ! grep -Eq "$expected" "$log"; then
        echo "plugin fixture: missing in the build log: $expected" >&2
        status=1
    fi
done
# After a clean build SwiftPM relinks the plugin's tool once more on the next build (and so
# runs it again); from then on an unchanged target must not be linted again.
swift build --target Gallery >"$log.again" 2>&1
swift build --target Gallery >"$log.again" 2>&1
if grep -q "viewlint Gallery" "$log.again"; then
    echo "plugin fixture: viewlint ran again although nothing changed" >&2
    status=1
fi

# Generated code: Cards compiles with the plugin's ViewLintGenerated.swift, which holds the
# opted-in CardRow's conformance; linted with that file, CardRow is no longer non-POD (linted
# without it, it is — files named together are one module, as the plugin passes them); an
# unchanged target is not generated again.
if ! swift build --target Cards >"$log.cards" 2>&1; then
    echo "plugin fixture: Cards did not build with its generated code" >&2
    cat "$log.cards" >&2
    status=1
fi
generated=$(find .build/plugins/outputs -path "*Cards*" -name ViewLintGenerated.swift | head -1)
if [ -z "$generated" ] || ! grep -q "^extension CardRow: Equatable {" "$generated"; then
    echo "plugin fixture: no generated conformance for CardRow" >&2
    status=1
fi
viewlint=../../.build/debug/viewlint
[ -x "$viewlint" ] || viewlint=$(find .build -path "*debug/viewlint-tool" -type f | head -1)
# (Output is captured before grep reads it: `grep -q` stops at the first match, and with
# pipefail viewlint's SIGPIPE on its next line would fail the pipeline.)
if [ -n "$generated" ] && grep -q "CardRow.*non-pod-view" <<<"$("$viewlint" --no-cache Sources/Cards/Cards.swift "$generated" 2>&1)"; then
    echo "plugin fixture: CardRow still reported with its generated conformance" >&2
    status=1
fi
if ! grep -q "CardRow.*non-pod-view" <<<"$("$viewlint" --no-cache Sources/Cards/Cards.swift 2>&1)"; then
    echo "plugin fixture: CardRow not reported without its conformance" >&2
    status=1
fi
swift build --target Cards >"$log.cards" 2>&1
swift build --target Cards >"$log.cards" 2>&1
if grep -q "viewlint generate Cards" "$log.cards"; then
    echo "plugin fixture: ViewLintGenerated.swift was generated again although nothing changed" >&2
    status=1
fi
rm -f "$log.cards"

# The command plugin: the same findings, in the format asked for; --strict fails on warnings.
swift package viewlint --target Gallery --no-cache >"$log.command" 2>&1 || { echo "plugin fixture: swift package viewlint failed" >&2; status=1; }
for expected in "Gallery.swift:9:14: warning: " "Gallery.swift:22:13: warning: " "Gallery.swift:37:8: warning: "; do
    grep -q "$expected" "$log.command" || { echo "plugin fixture: swift package viewlint did not print $expected" >&2; status=1; }
done
if swift package viewlint --target Gallery --strict --quiet >/dev/null 2>&1; then
    echo "plugin fixture: swift package viewlint --strict passed despite warnings" >&2
    status=1
fi
swift package viewlint --target Gallery --reporter github --quiet >"$log.command" 2>&1
grep -q "^::warning file=.*Gallery.swift,line=37,col=8," "$log.command" || { echo "plugin fixture: no github annotation" >&2; status=1; }
if [ $status -ne 0 ]; then cat "$log" "$log.command" >&2; fi
rm -f "$log" "$log.again" "$log.command"
exit $status
