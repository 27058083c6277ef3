#!/usr/bin/env bash
# Checks the goldens the way a user's build sees them:
#   1. `swift format` (with the repo's .swift-format) leaves every golden unchanged, but for the spec's own code, which
#      stays at its spec column between `#sourceLocation` directives;
#   2. they compile (to SIL: `-typecheck` stops before SIL's diagnostics, such as a missing `return`) with no
#      warnings under Swift 6, and also with MainActor default isolation (the setting
#      `.defaultIsolation(MainActor.self)` gives a target), and in both with every upcoming feature on (such as
#      `InternalImportsByDefault`: a plain import is internal, so public models need their modules imported
#      publicly) and strict memory safety (what is unsafe says so), next to
#      Tests/GeneratedCodeTests/ExternalTransforms.swift.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Spec code sits between `#sourceLocation` directives at its column in the spec, so Swift reports its errors at the
# spec's line and column; swift format would indent it and the directives. Everything else must be as it lays it out.
without_spec_code() {
    awk '/#sourceLocation\(file/ { inside = 1 } !inside { print } /#sourceLocation\(\)/ { inside = 0 }' "$1"
}
for golden in Fixtures/Golden/*.swift; do
    # Without the header line that tells swift format to skip the file, or it would leave any layout alone.
    unignored="$work/$(basename "$golden")"
    grep -v '^// swift-format-ignore-file$' "$golden" >"$unignored"
    swift format --configuration .swift-format "$unignored" >"$unignored.formatted"
    if ! diff -u <(without_spec_code "$unignored") <(without_spec_code "$unignored.formatted") >&2; then
        echo "error: swift format would change $golden" >&2
        status=1
    fi
done
swift build --target Bindery >/dev/null
modules="$(swift build --show-bin-path)/Modules"
runtime="the Bindery runtime"
# Swift 6.2's upcoming features (the defaults of a later language mode) and strict memory safety, all at once, as a
# target that opts into them sees the generated code.
future="-strict-memory-safety"
for feature in ExistentialAny InferIsolatedConformances InternalImportsByDefault MemberImportVisibility \
    NonisolatedNonsendingByDefault ImmutableWeakCaptures; do
    future+=" -enable-upcoming-feature $feature"
done
for isolation in "" "-default-isolation MainActor" "$future" "-default-isolation MainActor $future"; do
    # shellcheck disable=SC2086
    output=$(swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -parse-as-library -module-name GeneratedCode \
        -package-name bindery \
        $isolation -I "$modules" -I Sources/CBindery/include Fixtures/Golden/*.swift Tests/GeneratedCodeTests/ExternalTransforms.swift 2>&1) || true
    if [ -n "$output" ]; then
        echo "error: the goldens do not type-check cleanly against $runtime${isolation:+ with $isolation}:" >&2
        echo "$output" >&2
        status=1
    fi
done
bindery="$(swift build --product bindery --show-bin-path)/bindery"
swift build --product bindery >/dev/null
# Generates `spec` into `out` beside it and compiles the result as `module` with swiftc's `action` flags (and any
# other files among them); prints what swiftc says.
compile_generated() {  # module spec action...
    local module=$1 spec=$2
    shift 2
    local out
    out="$(dirname "$spec")/out"
    "$bindery" generate "$spec" --output "$out"
    swiftc "$@" -swift-version 6 -parse-as-library -module-name "$module" -I "$modules" -I Sources/CBindery/include \
        "$out"/*.swift 2>&1 || true
}
# Fails the check unless each expected message, after `prefix` (swiftc's path of the spec) and matched with `grep`'s
# `mode` (-F or -E), is among `messages`: the start of swiftc's message is enough, its wording varies by version.
expect_at_spec() {  # messages prefix mode expected...
    local messages=$1 prefix=$2 mode=$3
    shift 3
    local expected
    for expected in "$@"; do
        if ! grep -q "$mode" -- "$prefix$expected" <<<"$messages"; then
            echo "error: swiftc does not report '$expected' at the spec's line and column:" >&2
            echo "$messages" >&2
            status=1
        fi
    done
}
# Fails the check if swiftc reports something inside the generated files beside `spec`.
expect_nothing_generated() {  # messages spec
    local generated
    generated="$(dirname "$2")/out/"
    if grep -qF "$generated" <<<"$1"; then
        echo "error: swiftc reports an error from spec text inside the generated file:" >&2
        grep -F "$generated" <<<"$1" >&2
        status=1
    fi
}
# 3. Swift errors on text from a spec are reported at the spec's line AND column, through #sourceLocation: an
#    embedded expression that does not type-check, a transform body, an external class whose declaration does not
#    match the real class (a property it lacks, one of another type, a conformance it lacks). The spec's name holds
#    a quote and a backslash: swiftc reads the directive's file name as written, escapes included.
mkdir -p "$work/specs"
spec="$work/specs/we\"ird\\name.bind"
cat >"$spec" <<'SPEC'
model Broken {
    var count: Int = "three"
    computed sum: Int = "a" + count
    var total: Int = 0
    computed half: Int = total / 2.5
}

external class Label: Hashable {
    var text: String?
    var missing: Int
    var size: String
}

transform first(Int, Int) -> Int = $0 + "x"

binding Screen(broken: Broken, label: Label) {
    label.text <- broken.count | string
    broken.total <- (broken.count, broken.count) | first
}
SPEC
cat >"$work/specs/Label.swift" <<'SWIFT'
@MainActor final class Label {
    var text: String?
    var size = 0
}
SWIFT
output=$(compile_generated Broken "$spec" -typecheck "$work/specs/Label.swift")
expect_at_spec "$output" "$work/specs/we\\\"ird\\\\name.bind:" -F \
    "2:22: error: cannot convert" \
    "3:25: error: cannot convert value of type 'String'" \
    "5:34: error: cannot convert value of type 'Double'" \
    "8:23: error: local function '_\$requires0' requires that 'Label' conform to 'Hashable'" \
    "10:9: error: value of type 'Label' has no member 'missing'" \
    "11:9: error: cannot convert value of type 'Int' to specified type 'String'" \
    "14:41: error: cannot convert value of type 'String'"
expect_nothing_generated "$output" "$spec"
# A computed property with fixed reads has its expression in the generated code once (its evaluation through the
# getters calls the one over the storage), so its error is reported once.
if [ "$(grep -cF "name.bind:5:34: error:" <<<"$output")" -ne 1 ]; then
    echo "error: swiftc does not report the fixed-read computed property's error exactly once:" >&2
    grep -F "name.bind:5:" <<<"$output" >&2
    status=1
fi
# 4. A type that does not exist is reported at the spec's line and column, before Swift repeats it at each use in
#    the generated code: the spec's first line (where the alias's keywords must share the line, so the column is
#    kept only when the spec indents the type past them), a type inside a dictionary, a transform's output, one
#    spelled twice (reported where it is first written), an external class that no Swift code declares, a global
#    actor before a conformance (`@Workr Identifiable`), and a type that is no global actor there (`@Int`).
mkdir -p "$work/unknown"
cat >"$work/unknown/Unknown.bind" <<'SPEC'
model Shelf { var first: Misspelt = .init()
    var index: [Int: Zork]
    var again: Misspelt?
}

transform label(Int) -> Labl = .init($0)

external class Undeclared {
    var text: String
}

model Badge: @Workr Identifiable {
    let id: Int
}

model Pin: @Int Identifiable {
    let id: Int
}
SPEC
output=$(compile_generated Unknown "$work/unknown/Unknown.bind" -typecheck)
expect_at_spec "$(grep -E '^[^ ].*: error: ' <<<"$output" | head -6)" "^$work/unknown/Unknown.bind:" -E \
    "1:[0-9]+: error: cannot find type 'Misspelt' in scope" \
    "2:22: error: cannot find type 'Zork' in scope" \
    "6:25: error: cannot find type 'Labl' in scope" \
    "8:16: error: cannot find type 'Undeclared' in scope" \
    "12:14: error: unknown attribute 'Workr'" \
    "16:12: error: unknown attribute 'Int'"
# 5. An integer default out of its type's range is reported at the spec: swiftc finds overflow only when it compiles
#    (not with -typecheck), so the default must not be inlined into the initializer's signature.
mkdir -p "$work/overflow"
cat >"$work/overflow/Limits.bind" <<'SPEC'
model Limits {
    var small: UInt8 = 1_000
    var fits: Int8 = -128
    var unsigned: UInt = -1
}
SPEC
output=$(compile_generated Limits "$work/overflow/Limits.bind" -c -o "$work/overflow/Limits.o")
expect_at_spec "$output" "$work/overflow/Limits.bind:" -F \
    "2:24: error: integer literal '1000' overflows when stored into 'UInt8'" \
    "4:26: error: negative integer '-1' overflows when stored into unsigned type 'UInt'"
expect_nothing_generated "$output" "$work/overflow/Limits.bind"
# 6. A model the generator makes Equatable, Hashable or Codable over a property whose type is the user's (which only
#    Swift can judge) gets a missing conformance reported at the property's type in the spec, and nothing in the
#    generated `==`, `hash(into:)` or coding: whole types and types inside optionals, arrays and sets, a model that can
#    refer back to itself (its `==` runs inside a cycle guard), Encodable or Decodable alone, a nonisolated model, and
#    an element of a tuple, which is compared element by element.
mkdir -p "$work/conformance"
cat >"$work/conformance/Conformance.bind" <<'SPEC'
model Compared: Equatable {
    var handle: Handle
    var sizes: [Size]? = nil
}
model Hashed: Hashable { var tags: [Size] = [] }
model Coded: Codable {
    let size: Size
    var next: Coded?
}
model Sent: Encodable { var size: Size? }
nonisolated model Read: Decodable, Equatable {
    var size: Size
}
model Paired: Equatable { var pair: (Int, last: Size) }
SPEC
cat >"$work/conformance/Types.swift" <<'SWIFT'
final class Handle {}
struct Size {}
SWIFT
output=$(compile_generated Conformance "$work/conformance/Conformance.bind" -typecheck "$work/conformance/Types.swift")
expect_at_spec "$output" "$work/conformance/Conformance.bind:" -F \
    "2:17: error: type 'Handle' does not conform to protocol 'Equatable'" \
    "3:16: error: type 'Size' does not conform to protocol 'Equatable'" \
    "5:36: error: type 'Size' does not conform to protocol 'Hashable'" \
    "7:15: error: type 'Size' does not conform to protocol 'Decodable'" \
    "10:35: error: type 'Size' does not conform to protocol 'Encodable'" \
    "12:15: error: type 'Size' does not conform to protocol 'Decodable'" \
    "12:15: error: type 'Size' does not conform to protocol 'Equatable'" \
    "14:49: error: type 'Size' does not conform to protocol 'Equatable'"
expect_nothing_generated "$output" "$work/conformance/Conformance.bind"
# 6b. Under MainActor default isolation, a type of the user's conforms to Equatable, Hashable and Codable on the main
#     actor only. A nonisolated model's generated conformances run on no actor and cannot use such a conformance:
#     Swift refuses it at the property's type in the spec, and nothing in the generated code; a @MainActor model
#     uses it.
mkdir -p "$work/isolated"
cat >"$work/isolated/Isolated.bind" <<'SPEC'
nonisolated model Drawing: Hashable, Codable {
    var shape: Shape = .square
    var shapes: [Shape] = []
}
nonisolated model Pair: Equatable { var pair: (Int, last: Shape) }
nonisolated model Sent: Encodable { var shape: Shape? }
@MainActor model Held: Hashable { var shape: Shape = .circle }
SPEC
cat >"$work/isolated/Types.swift" <<'SWIFT'
enum Shape: Hashable, Codable { case square, circle }
SWIFT
output=$(compile_generated Isolated "$work/isolated/Isolated.bind" -typecheck -default-isolation MainActor \
    "$work/isolated/Types.swift")
expect_at_spec "$output" "$work/isolated/Isolated.bind:" -F \
    "2:16: error: main actor-isolated conformance of 'Shape' to 'Hashable'" \
    "3:17: error: main actor-isolated conformance of 'Shape' to 'Hashable'" \
    "2:16: error: main actor-isolated conformance of 'Shape' to 'Decodable'" \
    "5:59: error: main actor-isolated conformance of 'Shape' to 'Equatable'" \
    "6:48: error: main actor-isolated conformance of 'Shape' to 'Encodable'"
expect_nothing_generated "$output" "$work/isolated/Isolated.bind"
if grep -qF "Isolated.bind:7:" <<<"$output"; then
    echo "error: a @MainActor model's conformances were refused a main-actor conformance:" >&2
    echo "$output" >&2
    status=1
fi
# 7. A module Swift cannot find (misspelt, or not among the target's dependencies) is reported at the module's name in
#    the spec's `import`, attributes and all, and not at the generated import.
mkdir -p "$work/imports"
cat >"$work/imports/Imports.bind" <<'SPEC'
import Foundatoin
@preconcurrency import Zork
import Foundation
model Dated { var at: Date = Date() }
SPEC
output=$(compile_generated Imports "$work/imports/Imports.bind" -typecheck)
expect_at_spec "$output" "$work/imports/Imports.bind:" -F \
    "1:8: error: no such module 'Foundatoin'" \
    "2:24: error: no such module 'Zork'"
expect_nothing_generated "$output" "$work/imports/Imports.bind"
# 7b. What Swift says of an import it can find is reported at the spec too: `@testable` of a module not compiled for
#     testing.
printf 'public struct Shelf {}\n' >"$work/imports/Lib.swift"
swiftc -emit-module -parse-as-library -module-name Lib -o "$work/imports/Lib.swiftmodule" "$work/imports/Lib.swift"
printf 'import Foundation\n\n@testable import Lib\nmodel Stocked { var at: Date = Date() }\n' >"$work/imports/Imports.bind"
output=$(compile_generated Imports "$work/imports/Imports.bind" -typecheck -I "$work/imports")
expect_at_spec "$output" "$work/imports/Imports.bind:" -F "3:18: error: module 'Lib' was not compiled for testing"
expect_nothing_generated "$output" "$work/imports/Imports.bind"
# 8. A `Set`'s element or a dictionary's key of the user's must be Hashable, which only Swift can tell: a type that is
#    not is reported at the spec, at the bracket before it, before Swift repeats it at each use in the generated code;
#    a misspelt one at the spec once, at its own column. (A model or external class that is not is the checker's.)
mkdir -p "$work/hashed"
cat >"$work/hashed/Hashed.bind" <<'SPEC'
model Bag {
    var sizes: Set<Size> = []
    var byHandle: [Handle: Int] = [:]
    var misspelt: Set<Sise> = []
}
SPEC
cat >"$work/hashed/Types.swift" <<'SWIFT'
final class Handle {}
struct Size {}
SWIFT
output=$(compile_generated Hashed "$work/hashed/Hashed.bind" -typecheck "$work/hashed/Types.swift")
expect_at_spec "$(grep -E '^[^ ].*: error: ' <<<"$output" | head -3)" "$work/hashed/Hashed.bind:" -F \
    "2:19: error: type 'Size' does not conform to protocol 'Hashable'" \
    "3:19: error: type 'Handle' does not conform to protocol 'Hashable'" \
    "4:23: error: cannot find type 'Sise' in scope"
if [ "$(grep -cF "Hashed.bind:4:" <<<"$output")" -ne 1 ]; then
    echo "error: swiftc does not report the misspelt element type exactly once at the spec:" >&2
    echo "$output" >&2
    status=1
fi
# 9. In a spec whose access is public or package, a type of the user's less visible than that is reported at the
#    line of the spec that names it, before Swift repeats it at each generated declaration; a misspelt one still at
#    its column.
mkdir -p "$work/visibility"
cat >"$work/visibility/Visible.bind" <<'SPEC'
options { access: public }
model Box {
    var size: Size = Size()
    var misspelt: Sise?
}
SPEC
cat >"$work/visibility/Types.swift" <<'SWIFT'
struct Size { init() {} }
SWIFT
output=$(compile_generated Visible "$work/visibility/Visible.bind" -typecheck "$work/visibility/Types.swift")
expect_at_spec "$(grep -E '^[^ ].*: error: ' <<<"$output" | head -2)" "$work/visibility/Visible.bind:" -E \
    "3:[0-9]+: error: function cannot be declared public because its parameter uses an internal type" \
    "4:19: error: cannot find type 'Sise' in scope"
sed -i 's/access: public/access: package/' "$work/visibility/Visible.bind"
output=$(compile_generated Visible "$work/visibility/Visible.bind" -typecheck -package-name visible \
    "$work/visibility/Types.swift")
expect_at_spec "$(grep -E '^[^ ].*: error: ' <<<"$output" | head -1)" "$work/visibility/Visible.bind:" -E \
    "3:[0-9]+: error: function cannot be declared package because its parameter uses an internal type"
# 10. An external transform with no implementation, or with one the main actor isolates (MainActor default
#    isolation) while a nonisolated binding applies it, is reported once, at the transform's name in the spec, and
#    nothing in the generated files: the bindings, of its spec or another, apply it through its requirement check.
mkdir -p "$work/external"
cat >"$work/external/Shout.bind" <<'SPEC'
options { isolation: none }

model Cell {
    var text: String = ""
}

transform shout(String) -> String external

binding Shouting(from: Cell, to: Cell) {
    to.text <- from.text | shout | shout
}
SPEC
cat >"$work/external/Echo.bind" <<'SPEC'
model Echo {
    var text: String = ""
}

binding Echoing(from: Echo, to: Echo) {
    to.text <- from.text | shout
}
SPEC
cat >"$work/external/Transforms.swift" <<'SWIFT'
import Bindery

extension BinderyTransforms {
    static func shout(_ value: String) -> String { value.uppercased() }
}
SWIFT
"$bindery" generate "$work/external/Shout.bind" "$work/external/Echo.bind" --output "$work/external/out"
check_external() {  # expected isolation implementation...
    local expected=$1 isolation=$2 output
    shift 2
    # shellcheck disable=SC2086
    output=$(swiftc -typecheck -swift-version 6 -parse-as-library -module-name External $isolation -I "$modules" \
        -I Sources/CBindery/include "$work/external/out"/*.swift "$@" 2>&1 || true)
    expect_at_spec "$output" "$work/external/Shout.bind:" -F "$expected"
    expect_nothing_generated "$output" "$work/external/Shout.bind"
    if [ "$(grep -c ': error: ' <<<"$output")" -ne 1 ]; then
        echo "error: swiftc reports the external transform's error more than once:" >&2
        echo "$output" >&2
        status=1
    fi
}
check_external "7:37: error: type 'BinderyTransforms' has no member 'shout'" ""
check_external "7:11: error: converting function value of type '@MainActor @Sendable (String) -> String'" \
    "-default-isolation MainActor" "$work/external/Transforms.swift"
# 11. A public spec's module builds for library evolution (a framework for distribution), whose interface spells the
#     array mutators' `Bindery.IndexSet` as `Foundation.IndexSet`: Swift requires the file to import Foundation then.
mkdir -p "$work/evolution"
printf 'options { access: public }\nmodel Shelf { var titles: [String] = [] }\n' >"$work/evolution/Shelf.bind"
"$bindery" generate "$work/evolution/Shelf.bind" --output "$work/evolution/out"
output=$(swiftc -emit-module -emit-module-path "$work/evolution/Shelf.swiftmodule" -enable-library-evolution \
    -swift-version 6 -parse-as-library -module-name Shelf -I "$modules" -I Sources/CBindery/include \
    "$work/evolution/out/Shelf.swift" 2>&1 || true)
if grep -q "error:" <<<"$output"; then
    echo "error: a public spec's generated code does not build with library evolution:" >&2
    echo "$output" >&2
    status=1
fi
# 12. Every type form a spec accepts compiles, with no warnings, in both default isolations: keywords in backticks
#     (first and after a `.`), tuple labels that are keywords, a function type's parameter names, nested generics
#     closed by `>>`, optional and attributed function types, metatypes, existentials, an implicitly unwrapped optional.
mkdir -p "$work/types"
cat >"$work/types/Types.bind" <<'SPEC'
model Forms {
    var keyword: `class`?
    var member: Outer.`struct`?
    var contextual: Outer.some?
    var labels: (inout: Int, `class`: Int) = (1, 2)
    var named: (_ p0: String, _ `class`: Int) -> Bool = { _, _ in true }
    var nested: Dictionary<String, Array<Set<Int>>> = [:]
    var optionalFunction: ((Int) async throws -> Int)?
    var sendable: @Sendable (Int) -> Void = { _ in }
    var isolated: @MainActor @Sendable () -> Void = {}
    var metatype: Int.Type = Int.self
    var existentialMetatype: (any Shape.Type)?
    var existentials: [any Shape] = []
    var result: Result<Int, any Error>?
    var unwrapped: Int!
    var doubly: Int??
    var pair: (x: Int, y: [String: Int]) = (0, [:])
    var callback: (_ value: Int) -> Void = { _ in }
    var count: Int = 0
}

transform keep(@escaping (_ value: Int) -> Void) -> Int = 0

binding Keeping(from: Forms, to: Forms) {
    to.count <- from.callback | keep
}
SPEC
cat >"$work/types/Declared.swift" <<'SWIFT'
struct `class` {}
enum Outer {
    struct `struct` {}
    struct some {}
}
protocol Shape {}
SWIFT
for isolation in "" "-default-isolation MainActor"; do
    # shellcheck disable=SC2086
    output=$(compile_generated Types "$work/types/Types.bind" -emit-sil -wmo -o /dev/null -warnings-as-errors \
        $isolation "$work/types/Declared.swift")
    if [ -n "$output" ]; then
        echo "error: a type form a spec accepts does not compile${isolation:+ with $isolation}:" >&2
        echo "$output" >&2
        status=1
    fi
done
# 13. A noncopyable type of the user's, which no generated declaration can hold, is reported at the spec, at the
#     bracket before it (the generated code asks it as an array's element), before Swift repeats it in the generated
#     code; its metatype, which is copyable, and a protocol with an associated type in `any P`, which `[P]` would use
#     bare, are not asked.
mkdir -p "$work/noncopyable"
cat >"$work/noncopyable/Unique.bind" <<'SPEC'
model Holder: Marked {
    var token: Token?
    var kind: Token.Type = Token.self
    var element: any Element
}
SPEC
cat >"$work/noncopyable/Declared.swift" <<'SWIFT'
struct Token: ~Copyable {}
protocol Marked {}
protocol Element { associatedtype Value }
SWIFT
output=$(compile_generated Unique "$work/noncopyable/Unique.bind" -typecheck "$work/noncopyable/Declared.swift")
expect_at_spec "$(grep -E '^[^ ].*: (error|warning): ' <<<"$output" | head -1)" "$work/noncopyable/Unique.bind:" -F \
    "2:15: error: type 'Token' does not conform to protocol 'Copyable'"
if [ "$(grep -cE '^[^ ].*Unique.bind:.*: (error|warning): ' <<<"$output")" -ne 1 ]; then
    echo "error: swiftc reports more than the noncopyable type at the spec:" >&2
    echo "$output" >&2
    status=1
fi
# 14. A model's conformance that is a struct or class of the user's, which a model can neither conform to nor inherit
#     from, is reported at the spec, at the `any` the generated code asks it with, one word before it; so is one
#     written after `any`.
mkdir -p "$work/conformances"
cat >"$work/conformances/Conforming.bind" <<'SPEC'
// Conforms to a struct.
model Conforming: Settings, Marked {
    var options: (any Options)?
}
SPEC
cat >"$work/conformances/Declared.swift" <<'SWIFT'
struct Settings {}
struct Options {}
protocol Marked {}
SWIFT
output=$(compile_generated Conforming "$work/conformances/Conforming.bind" -typecheck \
    "$work/conformances/Declared.swift")
expect_at_spec "$(grep -E '^[^ ].*: error: ' <<<"$output" | head -2)" "$work/conformances/Conforming.bind:" -F \
    "2:15: error: 'any' has no effect on concrete type 'Settings'" \
    "3:19: error: 'any' has no effect on concrete type 'Options'"
# 15. A model's conformance to a protocol of the user's, which only Swift can see, is declared in an extension of its
#     own at the conformance's spec line and column, so Swift reports what is wrong with it there and nothing in the generated
#     file: a main-actor property that cannot satisfy a nonisolated requirement (with its fix-its), and a requirement
#     the model lacks, of a protocol declared in another module the spec imports. Fixed as Swift's fix-its say, with
#     a protocol of that module on a public model, the spec compiles with no warnings in both default isolations.
mkdir -p "$work/userprotocols"
printf 'public protocol Labelled { var label: String { get } }\npublic protocol Marked {}\n' \
    >"$work/userprotocols/Shapes.swift"
swiftc -emit-module -parse-as-library -swift-version 6 -module-name Shapes \
    -o "$work/userprotocols/Shapes.swiftmodule" "$work/userprotocols/Shapes.swift"
cat >"$work/userprotocols/Protocols.swift" <<'SWIFT'
nonisolated protocol Named { var name: String { get } }
SWIFT
cat >"$work/userprotocols/People.bind" <<'SPEC'
import Shapes

model Person: Codable, Named {
    var name: String = ""
}
model Badge: Equatable, Shapes.Labelled, Marked {}
SPEC
output=$(compile_generated People "$work/userprotocols/People.bind" -typecheck -I "$work/userprotocols" \
    "$work/userprotocols/Protocols.swift")
expect_at_spec "$(grep -E '^[^ ].*: (error|warning): ' <<<"$output")" "$work/userprotocols/People.bind:" -E \
    "3:[0-9]+: error: conformance of 'Person' to protocol 'Named' crosses into main actor-isolated code" \
    "6:25: error: type 'Badge' does not conform to protocol 'Labelled'"
expect_nothing_generated "$output" "$work/userprotocols/People.bind"
if ! grep -qF "isolate this conformance to the main actor with '@MainActor'" <<<"$output"; then
    echo "error: swiftc does not offer to isolate the conformance to the main actor:" >&2
    echo "$output" >&2
    status=1
fi
cat >"$work/userprotocols/People.bind" <<'SPEC'
options { access: public }
import Shapes
model Person: Codable, @MainActor Named, @preconcurrency Shapes.Labelled {
    var name: String = ""
    var label: String = ""
}
nonisolated model Badge: Equatable, Named, Marked { let name: String = "" }
SPEC
for isolation in "" "-default-isolation MainActor"; do
    # shellcheck disable=SC2086
    output=$(compile_generated People "$work/userprotocols/People.bind" -emit-sil -wmo -o /dev/null \
        -warnings-as-errors $isolation -I "$work/userprotocols" "$work/userprotocols/Protocols.swift")
    if [ -n "$output" ]; then
        echo "error: conformances to protocols of the user's do not compile cleanly${isolation:+ with $isolation}:" >&2
        echo "$output" >&2
        status=1
    fi
done
[ $status -eq 0 ] && echo "goldens: formatted; type-check with no warnings against $runtime (default and MainActor isolation, each also with every upcoming feature and strict memory safety); errors from spec text point at the spec's line and column, unknown types first at the spec"
exit $status
