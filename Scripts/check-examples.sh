#!/usr/bin/env bash
# Builds and tests Examples/Settings as a user would (through BinderyPlugin), then checks, on a temporary copy,
# what a user sees when things change: a broken spec fails the build at its line; a build with no change does not
# run the generator again; a removed spec leaves the build; two specs with one name are an error. Never modifies
# the repository. Prints PASS/FAIL per check; exits non-zero if any failed.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/bindery-examples.XXXXXX)"
trap 'rm -rf "$work"' EXIT
failures=0
pass() { echo "PASS: $1"; }
fail() { echo "FAIL: $1"; failures=$((failures + 1)); }

# 1. The example as shipped.
if (cd "$repo/Examples/Settings" && swift test --scratch-path "$work/example-build" >"$work/example.log" 2>&1); then
    pass "Examples/Settings builds and its tests pass"
else
    fail "Examples/Settings builds and its tests pass"; tail -40 "$work/example.log"
fi

# A copy that depends on this checkout by absolute path, built with its own scratch folder.
cp -R "$repo/Examples/Settings" "$work/consumer"
rm -rf "$work/consumer/.build"
sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" "$work/consumer/Package.swift"
build() { (cd "$work/consumer" && swift build --scratch-path "$work/consumer-build" >"$work/build.log" 2>&1); }
generated="$work/consumer-build/plugins/outputs/consumer/Settings/destination/BinderyPlugin/GeneratedSources"

# 2. Builds with no change neither rewrite the generated file nor, once the build folder has settled, run the
#    generator. (SwiftPM 6.3 relinks a plugin's tool once more on the build right after a folder's first one; the
#    generator then runs but leaves the unchanged file alone, so nothing recompiles.)
if build; then
    before=$(stat -c %Y "$generated/Settings.swift" 2>/dev/null || echo missing)
    sleep 1
    build
    build
    after=$(stat -c %Y "$generated/Settings.swift" 2>/dev/null || echo missing)
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
elif grep -q "two specs in this target are named 'Settings.bind'" "$work/build.log"; then
    pass "two specs named Settings.bind are an error naming both"
else
    fail "two specs named Settings.bind are an error naming both"; cat "$work/build.log"
fi

rm -rf "$work/consumer/Sources/Settings/More"

# 6. bindery.json: an unknown key is an error that names the allowed keys.
printf '{"templats": "Custom"}\n' >"$work/consumer/Sources/Settings/bindery.json"
if build; then
    fail "an unknown key in bindery.json is an error"
elif grep -q "unknown key 'templats' in bindery.json; the keys are 'templates'" "$work/build.log"; then
    pass "an unknown key in bindery.json is an error naming the allowed keys"
else
    fail "an unknown key in bindery.json is an error naming the allowed keys"; cat "$work/build.log"
fi

# 7. bindery.json: templates from the target replace the built-in ones by name, and editing one regenerates.
mkdir -p "$work/consumer/Sources/Settings/Custom"
{ echo "// Rendered from the consumer's own file template."; cat "$repo/Templates/file.template"; } \
    >"$work/consumer/Sources/Settings/Custom/file.template"
printf '{"templates": "Custom"}\n' >"$work/consumer/Sources/Settings/bindery.json"
if build && grep -q "Rendered from the consumer's own file template" "$generated/Settings.swift"; then
    sed -i.bak "s|consumer's own file template|consumer's edited file template|" \
        "$work/consumer/Sources/Settings/Custom/file.template"
    rm -f "$work/consumer/Sources/Settings/Custom/file.template.bak"
    if build && grep -q "consumer's edited file template" "$generated/Settings.swift"; then
        pass "bindery.json templates replace the built-in ones, and editing one regenerates"
    else
        fail "editing a template named by bindery.json regenerates"; cat "$work/build.log"
    fi
else
    fail "bindery.json templates replace the built-in ones"; cat "$work/build.log"
fi

echo "$((7 - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]
