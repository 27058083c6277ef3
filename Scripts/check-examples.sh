#!/usr/bin/env bash
# Builds and tests Examples/Settings and Examples/Profiles as a user would (through BinderyPlugin), then checks, on a temporary copy,
# what a user sees when things change: a broken spec fails the build at its line; a build with no change does not
# run the generator again; a removed spec leaves the build; two specs with one name are an error; bindery.json
# mistakes are reported once at their line and column; a Settings.swift beside Settings.bind builds; Swift written
# by generate-bindings and the plugin on one target are one clear error, and without the plugin that Swift builds;
# the specs of a dependency are passed to the tool as imported specs, and a dependency of the same package is named
# with --same-package, so its 'access: package' specs serve; a target that applies the plugin without the Bindery
# library is told what to add. Never modifies the repository. Prints PASS/FAIL per check; exits non-zero if any failed.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/bindery-examples.XXXXXX)"
trap 'rm -rf "$work"' EXIT
passes=0
failures=0
# One build folder for the examples and the consumer copy: they depend on the same checkout, so Bindery's runtime and
# the plugin's tool are built once, not once a package (each build of the tool took a minute or more on 2 cores).
# Each package's own targets and the plugin's outputs still have their own places in it.
scratch="$work/build"
pass() { echo "PASS: $1"; passes=$((passes + 1)); }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

# 1. The example as shipped.
if (cd "$repo/Examples/Settings" && swift test --scratch-path "$scratch" >"$work/example.log" 2>&1); then
    pass "Examples/Settings builds and its tests pass"
else
    fail "Examples/Settings builds and its tests pass"; tail -40 "$work/example.log"
fi

# 1b. The two-module example: App's bindings over Core's models, an @Observable view model and a plain class.
if (cd "$repo/Examples/Profiles" && swift test --scratch-path "$scratch" >"$work/profiles.log" 2>&1); then
    pass "Examples/Profiles builds across two modules and its tests pass"
else
    fail "Examples/Profiles builds across two modules and its tests pass"; tail -40 "$work/profiles.log"
fi

# A copy that depends on this checkout by absolute path, built in the same folder.
cp -R "$repo/Examples/Settings" "$work/consumer"
rm -rf "$work/consumer/.build"
sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" "$work/consumer/Package.swift"
build() { (cd "$work/consumer" && swift build --scratch-path "$scratch" >"$work/build.log" 2>&1); }
generated="$scratch/plugins/outputs/consumer/Settings/destination/BinderyPlugin/GeneratedSources"
# The plugin names its outputs Name.bind.swift, so a target's own Name.swift cannot clash with them.
output="$generated/Settings.bind.swift"

# 2. Builds with no change neither rewrite the generated file nor, once the build folder has settled, run the
#    generator. (SwiftPM 6.3 relinks a plugin's tool once more on the build right after a folder's first one; the
#    generator then runs but leaves the unchanged file alone, so nothing recompiles.)
if build; then
    before=$(stat -c %Y "$output" 2>/dev/null || echo missing)
    sleep 1
    build
    build
    after=$(stat -c %Y "$output" 2>/dev/null || echo missing)
    if [ "$before" != missing ] && [ "$before" = "$after" ] && ! grep -q "Generating Swift" "$work/build.log"; then
        pass "builds with no change do not rewrite the generated file nor run the generator"
    else
        fail "builds with no change do not rewrite the generated file nor run the generator ($before → $after)"
        cat "$work/build.log"
    fi
else
    fail "the consumer copy builds"; tail -40 "$work/build.log"
fi

# 3. A broken spec fails the build, pointing at its line and column.
printf 'model Broken {\n    var count: Int = 0\n}\n\nbinding Wrong(broken: Broken) {\n    broken.count <- broken.missing\n}\n' \
    >"$work/consumer/Sources/Settings/Broken.bind"
if build; then
    fail "a broken spec fails the build"
elif grep -q "Broken.bind:6:28: error: model 'Broken' has no property 'missing'" "$work/build.log"; then
    pass "a broken spec fails the build with Broken.bind:6:28: error:"
else
    fail "a broken spec fails the build with Broken.bind:LINE:COL: error:"; cat "$work/build.log"
fi

# 4. A removed spec leaves the build: code that used its model no longer compiles.
printf 'model Extra {\n    var value: Int = 0\n}\n' >"$work/consumer/Sources/Settings/Broken.bind"
printf 'func useExtra() -> Int { Extra().value }\n' >"$work/consumer/Sources/Settings/UsesExtra.swift"
if build; then
    rm "$work/consumer/Sources/Settings/Broken.bind"
    if build; then
        fail "a removed spec leaves the build (its model is still compiled)"
    elif grep -q "cannot find 'Extra' in scope" "$work/build.log"; then
        pass "a removed spec leaves the build"
    else
        fail "a removed spec leaves the build"; cat "$work/build.log"
    fi
else
    fail "a spec added to the target is built"; cat "$work/build.log"
fi
rm -f "$work/consumer/Sources/Settings/UsesExtra.swift"

# 5. Two specs with the same name in one target are an error, not a silent overwrite.
mkdir -p "$work/consumer/Sources/Settings/More"
printf 'model Other {\n    var value: Int = 0\n}\n' >"$work/consumer/Sources/Settings/More/Settings.bind"
if build; then
    fail "two specs named Settings.bind are an error"
elif grep -q "two specs in target 'Settings' are named 'Settings.bind'" "$work/build.log"; then
    pass "two specs named Settings.bind are an error naming both"
else
    fail "two specs named Settings.bind are an error naming both"; cat "$work/build.log"
fi

# ... and so are two named alike but for case, which are one file on macOS and Windows: said by the plugin, in one
# error, with no usage text of the tool.
printf 'model Other {\n    var value: Int = 0\n}\n' >"$work/consumer/Sources/Settings/More/settings.bind"
rm "$work/consumer/Sources/Settings/More/Settings.bind"
if build; then
    fail "two specs named Settings.bind and settings.bind are an error"
elif grep -qE "two specs in target 'Settings' are named '(Settings.bind' and 'settings|settings.bind' and 'Settings).bind'" \
    "$work/build.log" \
    && ! grep -q "Usage:" "$work/build.log"; then
    pass "two specs named alike but for case are an error naming both"
else
    fail "two specs named alike but for case are an error naming both"; cat "$work/build.log"
fi

rm -rf "$work/consumer/Sources/Settings/More"

# 6. bindery.json: a mistake is reported once, as path:line:col: error: at the key or the place JSON breaks.
settings="$work/consumer/Sources/Settings"
printf '{\n  "templats": "Custom"\n}\n' >"$settings/bindery.json"
if build; then
    fail "an unknown key in bindery.json is an error"
elif grep -q "^$settings/bindery.json:2:3: error: unknown key 'templats'; did you mean 'templates'? \[invalid-configuration\]$" "$work/build.log" \
    && [ "$(grep -c "error: unknown key" "$work/build.log")" -eq 1 ] && ! grep -q "error: .*error:" "$work/build.log"; then
    pass "an unknown key in bindery.json is one error at its line and column"
else
    fail "an unknown key in bindery.json is one error at its line and column"; cat "$work/build.log"
fi
printf '{"templates": "Custom"\n "extra": 1}\n' >"$settings/bindery.json"
if build; then
    fail "invalid JSON in bindery.json is an error"
elif grep -q "^$settings/bindery.json:2:2: error: not valid JSON: expected ',' or '}'" "$work/build.log"; then
    pass "invalid JSON in bindery.json says where"
else
    fail "invalid JSON in bindery.json says where"; cat "$work/build.log"
fi

# 7. bindery.json: templates from the target replace the built-in ones by name, and editing one regenerates.
# A file template of the consumer's own, named by bindery.json, whose first line is "// $1".
use_custom_template() {
    mkdir -p "$settings/Custom"
    { echo "// $1"; cat "$repo/Templates/file.template"; } >"$settings/Custom/file.template"
    printf '{"templates": "Custom"}\n' >"$settings/bindery.json"
}
use_custom_template "Rendered from the consumer's own file template."
if build && grep -q "Rendered from the consumer's own file template" "$output"; then
    sed -i.bak "s|consumer's own file template|consumer's edited file template|" \
        "$work/consumer/Sources/Settings/Custom/file.template"
    rm -f "$work/consumer/Sources/Settings/Custom/file.template.bak"
    if build && grep -q "consumer's edited file template" "$output"; then
        pass "bindery.json templates replace the built-in ones, and editing one regenerates"
    else
        fail "editing a template named by bindery.json regenerates"; cat "$work/build.log"
    fi
else
    fail "bindery.json templates replace the built-in ones"; cat "$work/build.log"
fi

rm -rf "$work/consumer/Sources/Settings/Custom" "$settings/bindery.json"

# 8. A hand-written Settings.swift beside Settings.bind (extensions of its models) builds with the plugin's output.
printf 'extension Preferences {\n    public var isLoud: Bool { volume > 0.5 }\n}\n' >"$settings/Settings.swift"
if build; then
    pass "a target's own Settings.swift beside Settings.bind builds"
else
    fail "a target's own Settings.swift beside Settings.bind builds"; cat "$work/build.log"
fi
rm -f "$settings/Settings.swift"

# 9. generate-bindings: --help, unknown arguments refused, bindery.json honoured.
plugin() {
    (cd "$work/consumer" && swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
        generate-bindings "$@" >"$work/plugin.log" 2>&1)
}
if plugin --help && grep -q "USAGE: swift package --allow-writing-to-package-directory generate-bindings" \
    "$work/plugin.log" && [ ! -e "$settings/Generated" ]; then
    pass "generate-bindings --help prints help and generates nothing"
else
    fail "generate-bindings --help prints help and generates nothing"; cat "$work/plugin.log"
fi
if plugin --taget Settings; then
    fail "generate-bindings refuses an unknown argument"
elif grep -q "unknown argument '--taget'" "$work/plugin.log" && [ ! -e "$settings/Generated" ]; then
    pass "generate-bindings refuses an unknown argument"
else
    fail "generate-bindings refuses an unknown argument"; cat "$work/plugin.log"
fi
use_custom_template "Rendered for generate-bindings from the consumer's template."
if plugin --target Settings && grep -q "Rendered for generate-bindings" "$settings/Generated/Settings.swift"; then
    pass "generate-bindings honours bindery.json"
else
    fail "generate-bindings honours bindery.json"; cat "$work/plugin.log"
fi

# 10. Committed Generated/ and the plugin on one target: one error that names both and the two ways out.
if build; then
    fail "Generated/ plus the plugin on one target is an error"
elif grep -q "has both Swift generated by 'swift package generate-bindings'" "$work/build.log" \
    && ! grep -q "multiple producers" "$work/build.log"; then
    pass "Generated/ plus the plugin on one target is one clear error"
else
    fail "Generated/ plus the plugin on one target is one clear error"; cat "$work/build.log"
fi

# 11. Without the plugin, the committed Generated/ builds.
cp "$work/consumer/Package.swift" "$work/Package.swift.with-plugin"
sed -i.bak '/\.plugin(name: "BinderyPlugin"/d' "$work/consumer/Package.swift"
if build; then
    pass "without the plugin, the Swift written by generate-bindings builds"
else
    fail "without the plugin, the Swift written by generate-bindings builds"; cat "$work/build.log"
fi
cp "$work/Package.swift.with-plugin" "$work/consumer/Package.swift"
rm -rf "$settings/Generated" "$settings/Custom" "$settings/bindery.json"

# 12. Imported specs: a dependency's specs reach the tool as --imported-spec Module=path.
mkdir -p "$work/consumer/Sources/Core"
printf 'options {\n    access: public\n}\n\nmodel Profile {\n    var nickname: String = ""\n}\n' \
    >"$work/consumer/Sources/Core/Profile.bind"
# SwiftPM skips a target with no Swift file of its own before any plugin runs (swiftlang/swift-package-manager#8061).
printf '// Core has Swift of its own, so SwiftPM builds it.\n' >"$work/consumer/Sources/Core/Core.swift"
cat >"$work/consumer/Package.swift" <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Settings",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "Bindery", path: "$repo")],
    targets: [
        .target(
            name: "Core", dependencies: [.product(name: "Bindery", package: "Bindery")],
            plugins: [.plugin(name: "BinderyPlugin", package: "Bindery")]),
        .target(
            name: "Settings", dependencies: [.product(name: "Bindery", package: "Bindery"), "Core"],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "BinderyPlugin", package: "Bindery")]),
    ]
)
EOF
(cd "$work/consumer" && swift build -v --scratch-path "$scratch" >"$work/build.log" 2>&1)
status=$?
if ! grep -q -- "--imported-spec Core=[^ ]*/consumer/Sources/Core/Profile.bind" "$work/build.log"; then
    fail "a dependency's specs are passed as --imported-spec Core=PATH"; grep -E "error|BinderyTool" "$work/build.log"
elif ! "$scratch/debug/BinderyTool-tool" generate --help | grep -q -- "--imported-spec"; then
    pass "a dependency's specs are passed as --imported-spec Core=PATH (the tool does not take them yet)"
elif [ "$status" -eq 0 ]; then
    pass "a dependency's specs are passed as --imported-spec Core=PATH, and the target builds"
else
    fail "a target whose dependency has specs builds"; tail -40 "$work/build.log"
fi

# 12b. A dependency of the same package may keep its specs 'access: package': the plugin says so with --same-package,
#      and Settings binds Core's package model through Core's package external transform (called through its export).
printf 'options {\n    access: package\n}\n\nmodel Profile {\n    var nickname: String = ""\n}\n\n%s\n' \
    'transform shouted(String) -> String external' >"$work/consumer/Sources/Core/Profile.bind"
printf 'import Bindery\n\nextension BinderyTransforms {\n    %s\n}\n' \
    'static func shouted(_ value: String) -> String { value.uppercased() }' >"$work/consumer/Sources/Core/Core.swift"
printf 'import Core\n\nmodel Badge {\n    var text: String = ""\n}\n\n%s\n    %s\n}\n' \
    'binding BadgeBinding(profile: Profile, badge: Badge) {' 'badge.text <- profile.nickname | shouted' \
    >"$settings/Badge.bind"
(cd "$work/consumer" && swift build -v --scratch-path "$scratch" >"$work/build.log" 2>&1)
status=$?
if [ "$status" -eq 0 ] && grep -q -- "--imported-spec Core=[^ ]* --same-package Core" "$work/build.log"; then
    pass "a dependency of the same package with 'access: package' specs is passed as --same-package, and builds"
else
    fail "a dependency of the same package with 'access: package' specs is passed as --same-package, and builds"
    grep -E "error|BinderyTool" "$work/build.log" | head -20
fi
rm "$settings/Badge.bind"
printf '// Core has Swift of its own, so SwiftPM builds it.\n' >"$work/consumer/Sources/Core/Core.swift"

# 13. A target that applies the plugin without depending on Bindery's library: one error from the plugin with the line
#     to add, not "no such module 'Bindery'" in a generated file. Settings reaches the library through Core, which is
#     enough (SwiftPM lets it import its dependencies' dependencies).
sed -i.bak 's|name: "Core", dependencies: \[.product(name: "Bindery", package: "Bindery")\],|name: "Core",|' \
    "$work/consumer/Package.swift"
sed -i.bak 's|dependencies: \[.product(name: "Bindery", package: "Bindery"), "Core"\]|dependencies: ["Core"]|' \
    "$work/consumer/Package.swift"
if build; then
    fail "a target applying the plugin without the Bindery library is an error"
elif grep -q "target 'Core' applies BinderyPlugin but does not depend on the Bindery library" "$work/build.log" \
    && ! grep -q "no such module" "$work/build.log" && ! grep -q "target 'Settings' applies" "$work/build.log"; then
    pass "a target applying the plugin without the Bindery library is one error saying what to add"
else
    fail "a target applying the plugin without the Bindery library is one error saying what to add"
    cat "$work/consumer/Package.swift" "$work/build.log"
fi

echo "$passes passed, $failures failed"
[ "$failures" -eq 0 ]
