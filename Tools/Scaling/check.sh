#!/usr/bin/env bash
# Checks that viewlint's time grows linearly with the size of its input, shape by shape: lints
# each shape of Tools/Scaling/shapes.py at N and at 4N (best of three runs each) and fails when
# the larger one takes more than 8 times as long (linear: about 4; quadratic: about 16).
#
#   Tools/Scaling/check.sh [VIEWLINT] [N]       defaults: .build/release/viewlint, 4000
#
# Time on a loaded machine is noisy, but the margin between linear and quadratic is wide; a
# failure names the shape, so it can be profiled (`perf record`) on its own.
set -euo pipefail
cd "$(dirname "$0")/../.."
viewlint="$(realpath "${1:-.build/release/viewlint}")"
small="${2:-4000}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shapes=$(python3 -c 'import sys; sys.path.insert(0, "Tools/Scaling"); import shapes; print(" ".join(shapes.SHAPES))')

# Best wall time of three runs, in milliseconds.
best_time() {
    local best=""
    for _ in 1 2 3; do
        local start end
        start=$(date +%s%N)
        "$viewlint" --no-cache --quiet --jobs 1 "$1" >/dev/null 2>&1 || [ $? -eq 1 ]
        end=$(date +%s%N)
        local elapsed=$(((end - start) / 1000000))
        if [ -z "$best" ] || [ "$elapsed" -lt "$best" ]; then best=$elapsed; fi
    done
    echo "$best"
}

status=0
printf '%-24s %8s %8s %6s\n' shape "N ms" "4N ms" ratio
for shape in $shapes; do
    rm -rf "$work/small" "$work/large"
    python3 Tools/Scaling/shapes.py "$shape" "$small" "$work/small"
    python3 Tools/Scaling/shapes.py "$shape" $((small * 4)) "$work/large"
    small_ms=$(best_time "$work/small")
    large_ms=$(best_time "$work/large")
    ratio=$(awk -v a="$small_ms" -v b="$large_ms" 'BEGIN { printf "%.1f", b / (a > 0 ? a : 1) }')
    verdict=""
    if awk -v r="$ratio" 'BEGIN { exit !(r > 8) }'; then verdict="  not linear"; status=1; fi
    printf '%-24s %8s %8s %6s%s\n' "$shape" "$small_ms" "$large_ms" "$ratio" "$verdict"
done
exit $status
