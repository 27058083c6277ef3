#!/usr/bin/env bash
# Builds a libFuzzer target: the modules it needs from Sources/, instrumented with -sanitize=fuzzer,address, and its
# target file. swiftc directly, outside SwiftPM, so the main package's `swift test` never builds it.
# Usage: Fuzz/build.sh [output-dir] [compiler | language-server]   (default .build/fuzz, compiler); prints the path of
# the executable. `compiler` is Fuzz/FuzzTarget.swift (scan, parse, check, generate, format); `language-server` is
# Fuzz/LanguageServerFuzzTarget.swift (every request of `bindery lsp` on the input). Give each its own output-dir.
# The instrumented modules are built once for both, in .build/fuzz-modules: the language server's target compiles
# only its own module on top of the compiler's.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/fuzz}"
target="${2:-compiler}"
module_dir=.build/fuzz-modules
mkdir -p "$out" "$module_dir"
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
flags=(-swift-version 6 -O -g -sanitize=fuzzer,address -parse-as-library -package-name bindery -I "$module_dir")
# lld links the instrumented objects without the warnings gold prints about ASan's local symbols.
if command -v ld.lld >/dev/null 2>&1 || [[ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]]; then flags+=(-use-ld=lld); fi
# Each module may import those before it, so one is rebuilt when its sources or any module before it is newer
# (the language server's module, built by its own target, may be older than a compiler module rebuilt since).
previous=""
for module in "${modules[@]}"; do
    sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
    object="$module_dir/$module.o"
    if [[ -f "$object" ]] && [[ -z "$(find "Sources/$module" -name '*.swift' -newer "$object")" ]] \
        && ! [[ -n "$previous" && "$previous" -nt "$object" ]]
    then
        previous="$object"
        continue
    fi
    previous="$object"
    echo "compiling $module" >&2
    swiftc "${flags[@]}" -module-name "$module" -wmo -c "${sources[@]}" -o "$object" \
        -emit-module -emit-module-path "$module_dir/$module.swiftmodule"
done
objects=()
for module in "${modules[@]}"; do objects+=("$module_dir/$module.o"); done
echo "linking $executable" >&2
swiftc "${flags[@]}" -module-name BinderyFuzz "$entry" "${objects[@]}" -o "$out/$executable"
echo "$out/$executable"
