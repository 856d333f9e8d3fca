#!/usr/bin/env bash
# The README's layout picture is what `viewlint layout --format svg` draws today, and, where a
# Chromium is installed (Debian: chromium-headless-shell or chromium), a real browser parses it
# as SVG and renders it. Without Chromium the browser half is skipped, and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
picture=docs/layout-ProfileView.svg
fresh=$(mktemp --suffix=.svg)
trap 'rm -f "$fresh" "$fresh.png"' EXIT
swift run -q viewlint layout Examples/ --view ProfileView --format svg --output "$fresh"
if ! cmp -s "$fresh" "$picture"; then
    echo "error: $picture is out of date: regenerate it with" \
        "swift run viewlint layout Examples/ --view ProfileView --format svg --output $picture" >&2
    exit 1
fi
browser=$(command -v chromium-headless-shell || command -v chromium || true)
if [ -z "$browser" ]; then
    echo "check-layout-svg: no Chromium installed; the browser check is skipped"
    exit 0
fi
flags=(--headless --no-sandbox --disable-gpu)
dom=$("$browser" "${flags[@]}" --dump-dom "file://$fresh" 2>/dev/null)
case "$dom" in
    *parsererror*) echo "error: Chromium cannot parse $picture as SVG" >&2; exit 1 ;;
    "<svg"*) ;;
    *) echo "error: Chromium did not load $picture as an SVG document" >&2; exit 1 ;;
esac
"$browser" "${flags[@]}" --screenshot="$fresh.png" --window-size=760,1420 "file://$fresh" >/dev/null 2>&1
size=$(stat -c %s "$fresh.png" 2>/dev/null || echo 0)
# A blank 760×1420 page compresses to well under 10 kB; the picture is several times that.
if [ "$size" -lt 10000 ]; then
    echo "error: Chromium's rendering of $picture looks empty ($size bytes)" >&2
    exit 1
fi
echo "check-layout-svg: $picture is current; Chromium parsed and rendered it ($size-byte PNG)"
