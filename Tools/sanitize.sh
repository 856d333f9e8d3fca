#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: Tools/sanitize.sh address|thread [swift test args…]
# Each sanitizer builds into its own folder (.build-address, .build-thread). The tests start the
# viewlint executable too, so it runs instrumented as well.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:?usage: Tools/sanitize.sh address|thread}"
shift
scratch=".build-$sanitizer"
# LeakSanitizer is off: Swift keeps enum payloads and tags in a pointer's spare bits, which LSan
# does not recognise as pointers, so it reports live syntax trees as leaked.
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# Instrumented code runs several times slower: the tests' hang limits stretch accordingly.
export VIEWLINT_SANITIZER="$sanitizer"
export TSAN_OPTIONS="halt_on_error=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
