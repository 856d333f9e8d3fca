#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer and runs each for SECONDS
# (default 60), one after another, or VIEWLINT_FUZZ_JOBS at a time.
#
#   Tools/Fuzz/run.sh [SECONDS] [TARGET…]        TARGET: FuzzParse FuzzLint FuzzFix FuzzTrace
#
# Seeds: Examples/ and Tests/Fixtures/, plus every .swift file under $VIEWLINT_FUZZ_SEEDS when set
# (real apps you fetched; never commit them). Each target keeps its growing corpus, and any
# crash, timeout (> 1 s) or out-of-memory (> 2 GiB) input, under .build-fuzz/. A run that finds
# one exits non-zero and names the file: minimize it (`TARGET -minimize_crash=1 FILE`) and add
# it as a regression test.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(FuzzParse FuzzLint FuzzFix FuzzTrace)
scratch="$PWD/.build-fuzz"

# SwiftPM keeps its view of a path dependency's files until a manifest changes: touch both so
# files added to viewlint since the last fuzz build are compiled.
touch Package.swift Tools/Fuzz/Package.swift
# SwiftPM does not always recompile this package's own targets when viewlint's modules change
# layout (a stored property added to ModuleIndex): a stale FuzzLint crashed on the empty input
# with a stack-buffer-overflow in a struct copy. They rebuild in seconds, so always rebuild them.
rm -rf "$scratch"/release/Fuzz*.build "$scratch"/release/Modules/FuzzSupport.*
# SwiftPM names each executable's entry point TARGET_main; gold cannot link that with
# libFuzzer's runtime here, lld can.
swift build -c release --package-path Tools/Fuzz --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld

seeds="$scratch/seeds"
rm -rf "$seeds" && mkdir -p "$seeds"
find Examples Tests/Fixtures ${VIEWLINT_FUZZ_SEEDS:+"$VIEWLINT_FUZZ_SEEDS"} -name '*.swift' -size -64k -print0 |
    while IFS= read -r -d '' file; do cp "$file" "$seeds/$(printf '%s' "$file" | cksum | cut -d' ' -f1).swift"; done

# LeakSanitizer is off: Swift stores enum cases and tags in a pointer's spare bits, so
# LSan does not see those pointers and reports the syntax tree's boxes as leaked. Real growth
# still ends a run, through -rss_limit_mb.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

# One target: its run, then its summary (the whole summary printed at once, so parallel runs do
# not interleave their lines). Exits non-zero when the target found a problem.
run_target() {
    local target=$1 corpus="$scratch/corpus/$1" artifacts="$scratch/artifacts/$1/" failed=0 summary
    mkdir -p "$corpus" "$artifacts"
    "$scratch/release/$target" "$corpus" "$seeds" -max_total_time="$seconds" -timeout=1 \
        -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$artifacts" -print_final_stats=1 \
        2> "$scratch/$target.log" || failed=1
    summary="== $target: $seconds s"$'\n'
    if [ $failed -eq 1 ]; then
        summary+="$target found a problem: $(grep -m1 -E 'ERROR|Test unit written' "$scratch/$target.log" || true)"$'\n'
        summary+="$(ls "$artifacts")"$'\n'
    fi
    summary+="$(grep -E '^stat::(number_of_executed_units|peak_rss_mb)|#[0-9]+ *DONE' "$scratch/$target.log" || tail -3 "$scratch/$target.log")"
    echo "$summary"
    return $failed
}

# VIEWLINT_FUZZ_JOBS targets run at once (default 1). Give each a core of its own: a loaded
# machine slows slow inputs past the 1 s timeout.
jobs="${VIEWLINT_FUZZ_JOBS:-1}"
status=0
running=0
for target in "${targets[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
        wait -n || status=1
        running=$((running - 1))
    fi
    run_target "$target" &
    running=$((running + 1))
done
while [ "$running" -gt 0 ]; do
    wait -n || status=1
    running=$((running - 1))
done
exit $status
