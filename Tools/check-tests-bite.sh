#!/usr/bin/env bash
# Proves that the tests bite: for each rule, builds the tests with that rule silenced by a
# compile-time switch (-Xswiftc -DSILENCE_…, see Sources/Analyzer/Rules/RuleSilencing.swift)
# and runs the rule's own suites. Every test in them must then fail; a test that still passes
# checks nothing about the rule. Exits 1 when any does, and prints a count per rule.
#
# Usage: Tools/check-tests-bite.sh [SWITCH …]   (default: every switch below)
# Takes a full build per switch (a few minutes each on two cores).
set -uo pipefail
cd "$(dirname "$0")/.."

# The suites that test each switch's rules. With SILENCE_ALL_RULES the linter reports
# nothing: suppressions and the command line's linting must then fail too. (CommandLineTests
# covers usage errors, --help and `viewlint rules`, which do not depend on findings.)
declare -A SUITES=(
    [SILENCE_UNTRACKED_TASK_DEPENDENCY]="UntrackedTaskDependencyTests|TaskDependencyCreationSiteTests|TaskDependencyWorkTests"
    [SILENCE_CONDITIONAL_MODIFIER]="ConditionalModifierTests|FixPreservesCommentsTests"
    [SILENCE_NON_POD_VIEW]="NonPODViewTests"
    [SILENCE_ONAPPEAR_TASK_WRAPPER]="OnAppearTaskWrapperTests"
    [SILENCE_OBSERVED_OBJECT_INLINE_INIT]="ObservedObjectInlineInitTests"
    [SILENCE_ANYVIEW_ERASURE]="AnyViewErasureTests"
    [SILENCE_BINDING_IN_BODY]="BindingInBodyTests"
    [SILENCE_IMAGE_FRAME_WITHOUT_RESIZABLE]="ImageFrameWithoutResizableTests"
    [SILENCE_FORMATTER_IN_BODY]="FormatterInBodyTests"
    [SILENCE_STATE_INITIALIZED_FROM_INPUT]="StateInitializedFromInputTests"
    [SILENCE_UNSTABLE_IDENTITY]="UnstableIdentityTests"
    [SILENCE_SUPPRESSION_RULES]="SuppressionDiagnosticsTests"
    [SILENCE_ALL_RULES]="SuppressionTests|LintCommandTests"
)
switches=("$@")
if [ ${#switches[@]} -eq 0 ]; then
    switches=(SILENCE_UNTRACKED_TASK_DEPENDENCY SILENCE_CONDITIONAL_MODIFIER SILENCE_NON_POD_VIEW SILENCE_ONAPPEAR_TASK_WRAPPER SILENCE_OBSERVED_OBJECT_INLINE_INIT SILENCE_ANYVIEW_ERASURE SILENCE_BINDING_IN_BODY SILENCE_IMAGE_FRAME_WITHOUT_RESIZABLE SILENCE_FORMATTER_IN_BODY SILENCE_STATE_INITIALIZED_FROM_INPUT SILENCE_UNSTABLE_IDENTITY SILENCE_SUPPRESSION_RULES SILENCE_ALL_RULES)
fi

scratch=.build-bite
mkdir -p "$scratch"
status=0
for switch in "${switches[@]}"; do
    suites=${SUITES[$switch]:-}
    if [ -z "$suites" ]; then
        echo "check-tests-bite: unknown switch $switch" >&2
        exit 2
    fi
    if ! swift build --build-tests --scratch-path "$scratch" -Xswiftc "-D$switch" >"$scratch/bite.log" 2>&1; then
        echo "check-tests-bite: the build with $switch failed; see $scratch/bite.log" >&2
        exit 2
    fi
    output=$(swift test --skip-build --scratch-path "$scratch" --filter "$suites" 2>&1)
    passed=$(printf '%s\n' "$output" | grep -E '^✔ Test .* passed after' | grep -v 'Test run' || true)
    failed=$(printf '%s\n' "$output" | grep -cE '^✘ Test .* failed after' || true)
    survivors=$(printf '%s' "$passed" | grep -c . || true)
    echo "$switch: $failed tests fail, $survivors still pass ($suites)"
    if [ "$survivors" -gt 0 ]; then
        printf '%s\n' "$passed" | sed 's/^/    /'
        status=1
    fi
done
exit $status
