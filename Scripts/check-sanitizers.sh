#!/usr/bin/env bash
# The runtime and the generated code under AddressSanitizer and ThreadSanitizer. Delivery borrows observers
# without retaining them, which is only sound while cancellation never frees one mid-walk; these runs keep that
# (and the per-thread batches) honest. Each sanitizer builds into its own folder under .build/.
set -euo pipefail
cd "$(dirname "$0")/.."
suppressions=$(mktemp)
trap 'rm -f "$suppressions"' EXIT
# XCTest's runner keeps two objects to the end of the process; LeakSanitizer reports them even with no XCTest test.
echo "leak:libXCTest.so" >"$suppressions"
# Foundation's Process.run forms a weak reference to itself for its own bookkeeping and never frees the side table;
# the trace tests run a child process with it. (A pattern matches anywhere in a frame's name; a leading `$` would
# anchor it to the end, so the mangled name is given without it.)
echo 'leak:Foundation7ProcessC3run' >>"$suppressions"
tests='BinderyTests|GeneratedCodeTests'
for sanitizer in address thread; do
    echo "-- $sanitizer"
    LSAN_OPTIONS="suppressions=$suppressions" TSAN_OPTIONS="halt_on_error=1" \
        swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" --filter "$tests"
done
