#!/usr/bin/env bash
# Builds a libFuzzer target: the modules it needs from Sources/, instrumented with -sanitize=fuzzer,address, and its
# target file. swiftc directly, outside SwiftPM, so the main package's `swift test` never builds it.
# Usage: Fuzz/build.sh [output-dir] [compiler | language-server]   (default .build/fuzz, compiler); prints the path of
# the executable. `compiler` is Fuzz/FuzzTarget.swift (scan, parse, check, generate, format); `language-server` is
# Fuzz/LanguageServerFuzzTarget.swift (every request of `bindery lsp` on the input). Give each its own output-dir.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/fuzz}"
target="${2:-compiler}"
mkdir -p "$out/modules"
modules=(BinderySource BinderyScanner BinderySyntax BinderyParser BinderyChecker BinderyGenerator BinderyCompiler)
case "$target" in
    compiler) entry=Fuzz/FuzzTarget.swift executable=bindery-fuzz ;;
    language-server)
        modules+=(BinderyLanguageServer)
        entry=Fuzz/LanguageServerFuzzTarget.swift executable=bindery-lsp-fuzz
        ;;
    *) echo "Fuzz/build.sh: unknown target '$target'; use compiler or language-server" >&2; exit 2 ;;
esac
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
objects=()
for module in "${modules[@]}"; do objects+=("$out/modules/$module.o"); done
echo "linking $executable" >&2
swiftc "${flags[@]}" -module-name BinderyFuzz "$entry" "${objects[@]}" -o "$out/$executable"
echo "$out/$executable"
