#!/usr/bin/env bash
# Fails when the `bindery` executable links any Foundation: Foundation, FoundationInternationalization and ICU
# together doubled its start-up time, and FoundationEssentials alone, most of what was left over a hello world, kept
# it above issue 14's 1.3 times. The tool's modules use the C library instead, through BinderySource's System and
# JSON folders; apps' runtime (`Bindery`) may keep Foundation, since the tool never links it.
# Usage: Scripts/check-tool-links.sh PATH/TO/bindery. Builds nothing; Linux only (elsewhere Foundation is the
# system's, always loaded, and the check is skipped).
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 PATH/TO/bindery" >&2
    exit 2
fi
binary=$1
if [ "$(uname -s)" != Linux ]; then
    echo "note: check-tool-links.sh skipped: only on Linux is Foundation a library of the toolchain's that a tool may leave out"
    exit 0
fi
if [ ! -x "$binary" ]; then
    echo "error: no executable at '$binary'; build it first: swift build --product bindery" >&2
    exit 2
fi

# Every library the loader maps at start, the binary's own and theirs, by name.
loaded=$(ldd "$binary" | awk '{ print $1 }')
status=0
for library in libFoundationEssentials.so libFoundation.so libFoundationInternationalization.so lib_FoundationICU.so; do
    if grep -qxF "$library" <<<"$loaded"; then
        echo "error: $binary links $library" >&2
        status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "A module of the bindery tool imports Foundation or FoundationEssentials, whose loading is most of the" \
        "tool's start-up time (issue 14); find it with: grep -rlE '^(@[A-Za-z]+ )*import Foundation' Sources" \
        "(Sources/Bindery, the runtime, may). Use what BinderySource/System (files, paths, file URIs) and" \
        "BinderySource/JSON (JSONTextEncoder) offer, or add there what is missing, on the C library. (After such" \
        "a change an incremental build may keep the old link, since every object of a module names the libraries" \
        "of all its imports: build its modules again from clean.)" >&2
else
    echo "ok: $binary links no Foundation (neither FoundationEssentials, Foundation nor ICU)"
fi
exit $status
