#!/usr/bin/env bash
# Fails when the `bindery` executable links Foundation, FoundationInternationalization or ICU: together they double
# its start-up time (issue 14). The tool's modules import FoundationEssentials instead; apps' runtime (`Bindery`)
# may keep Foundation, since the tool never links it.
# Usage: Scripts/check-tool-links.sh PATH/TO/bindery. Builds nothing; Linux only (elsewhere Foundation is the
# system's, one library, and the check is skipped).
set -euo pipefail

if [ $# -ne 1 ]; then
    echo "usage: $0 PATH/TO/bindery" >&2
    exit 2
fi
binary=$1
if [ "$(uname -s)" != Linux ]; then
    echo "note: check-tool-links.sh skipped: only on Linux does Foundation come apart from FoundationEssentials"
    exit 0
fi
if [ ! -x "$binary" ]; then
    echo "error: no executable at '$binary'; build it first: swift build --product bindery" >&2
    exit 2
fi

# Every library the loader maps at start, the binary's own and theirs, by name.
loaded=$(ldd "$binary" | awk '{ print $1 }')
status=0
for library in libFoundation.so libFoundationInternationalization.so lib_FoundationICU.so; do
    if grep -qxF "$library" <<<"$loaded"; then
        echo "error: $binary links $library" >&2
        status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "A module of the bindery tool imported Foundation instead of FoundationEssentials, which doubles the" \
        "tool's start-up time (issue 14). Import it as the others do: '#if canImport(FoundationEssentials)'," \
        "'import FoundationEssentials', '#else', 'import Foundation', '#endif'. (After such a change, an" \
        "incremental build may keep the old link: build again from clean.)" >&2
else
    echo "ok: $binary links neither Foundation nor ICU"
fi
exit $status
