#!/usr/bin/env bash
# Builds the libFuzzer target: every compiler module from Sources/, instrumented with -sanitize=fuzzer,address, and
# Fuzz/FuzzTarget.swift. swiftc directly, outside SwiftPM, so the main package's `swift test` never builds it.
# Usage: Fuzz/build.sh [output-dir]   (default .build/fuzz); prints the path of the executable.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/fuzz}"
mkdir -p "$out/modules"
modules=(BinderySource BinderyScanner BinderySyntax BinderyParser BinderyChecker BinderyGenerator BinderyCompiler)
# `-package-name`: the modules share `package` declarations, as they do in the SwiftPM package.
flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -package-name bindery -I "$out/modules")
# lld links the instrumented objects without the warnings gold prints about ASan's local symbols.
if command -v ld.lld >/dev/null 2>&1 || [[ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]]; then flags+=(-use-ld=lld); fi
# Each module may import those before it, so once one is rebuilt, every later one is too.
rebuilt=false
for module in "${modules[@]}"; do
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
    object="$out/modules/$module.o"
    if ! $rebuilt && [[ -f "$object" ]] && [[ -z "$(find "Sources/$module" -name '*.swift' -newer "$object")" ]]
    then
        continue
    fi
    rebuilt=true
    echo "compiling $module" >&2
    swiftc "${flags[@]}" -module-name "$module" -wmo -c "${sources[@]}" -o "$object" \
        -emit-module -emit-module-path "$out/modules/$module.swiftmodule"
done
echo "linking bindery-fuzz" >&2
swiftc "${flags[@]}" -module-name BinderyFuzz Fuzz/FuzzTarget.swift "$out"/modules/*.o -o "$out/bindery-fuzz"
echo "$out/bindery-fuzz"
