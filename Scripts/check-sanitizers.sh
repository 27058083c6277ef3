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
# The manifest then declares only those two test targets (see Package.swift), so the compiler's are not built.
export BINDERY_RUNTIME_TESTS_ONLY=1
# SwiftPM itself once died of a segmentation fault in libdispatch's event loop while building here (a CI run of
# 2026-11-26, just after linking). A build that dies of a signal is run once more; a failing build or test is not.
build() {
    local status=0
    swift build --build-tests --sanitize="$1" --scratch-path ".build/sanitize-$1" || status=$?
    if [ $status -gt 128 ]; then
        echo "note: swift build died of signal $((status - 128)); building again" >&2
        swift build --build-tests --sanitize="$1" --scratch-path ".build/sanitize-$1"
    else
        return $status
    fi
}
# The chains of computed properties are ten thousand links long rather than a hundred thousand: still far more than
# their small stack holds were each link a call, and ThreadSanitizer walks them in seconds rather than a minute and more.
export BINDERY_LONG_CHAIN_LENGTH=10000
for sanitizer in address thread; do
    echo "-- $sanitizer"
    build "$sanitizer"
    LSAN_OPTIONS="suppressions=$suppressions" TSAN_OPTIONS="halt_on_error=1" \
        swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" --filter "$tests"
done
