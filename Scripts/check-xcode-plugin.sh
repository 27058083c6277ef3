#!/usr/bin/env bash
# Type-checks BinderyPlugin as Xcode compiles it for an Xcode project's targets: with `XcodeProjectPlugin`, which only
# Xcode has, replaced by a stand-in declaring the members the plugin uses (Scripts/XcodeProjectPluginStandIn). The
# package's own build, on any platform, compiles the plugin without that part (`#if canImport(XcodeProjectPlugin)`).
set -euo pipefail
cd "$(dirname "$0")/.."
plugin_api=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/PluginAPI
[ -d "$plugin_api" ] || { echo "error: no PackagePlugin module at $plugin_api" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -emit-module -parse-as-library -swift-version 6 -module-name XcodeProjectPlugin -I "$plugin_api" \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" Scripts/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift
# As SwiftPM compiles a plugin: Swift 6, the PackagePlugin API of the package's tools version.
swiftc -typecheck -swift-version 6 -warnings-as-errors -package-description-version 6.2 -I "$plugin_api" -I "$work" \
    Plugins/BinderyPlugin/*.swift Plugins/BinderyPlugin/PluginsShared/*.swift
echo "BinderyPlugin type-checks as an Xcode project's build tool plugin"
