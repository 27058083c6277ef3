#!/usr/bin/env bash
# Regenerates Sources/BinderyGenerator/EmbeddedTemplates.swift from Templates/*.template, so the tool carries its
# templates compiled in (no Bundle.module at run time). Run it after editing any template; the test
# `EmbeddedTemplatesTests` fails, naming the template, while the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/BinderyGenerator/EmbeddedTemplates.swift
tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
{
    echo "// DO NOT EDIT. Generated from Templates/*.template by Scripts/embed-templates.sh."
    echo ""
    echo "/// The templates of \`Templates/\`, compiled into the tool so it works from any directory and from the plugin."
    echo "enum EmbeddedTemplates {"
    echo "    static let all: [(name: String, text: String)] = ["
    for file in $(LC_ALL=C ls Templates/*.template); do
        name=$(basename "$file" .template)
        if grep -q '"####' "$file"; then
            echo "error: $file contains \"####, which the embedding cannot quote" >&2
            exit 1
        fi
        echo "        ("
        echo "            \"$name\","
        echo "            ####\"\"\""
        # Indented as swift-format would (the closing delimiter's indentation is stripped again), so formatting
        # the output changes nothing. A multi-line literal drops the newline before its closing delimiter; the
        # extra echo keeps the file's own last one.
        sed 's/^\(.\)/            \1/' "$file"
        echo ""
        echo "            \"\"\"####"
        echo "        ),"
    done
    echo "    ]"
    echo "}"
} >"$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "wrote $out"
