#!/usr/bin/env bash
# Regenerates Sources/BinderyCommandLine/Explain/EmbeddedDiagnosticList.swift from section 6 of
# Documentation/Language.md ("What the checker rejects"), whose tables say what every diagnostic id is reported for:
# `bindery explain` prints their rows, so the reference stays the one place that text is written. Run it after editing
# that section; `DiagnosticListTests` fails while the two differ.
set -euo pipefail
cd "$(dirname "$0")/.."
source_file=Documentation/Language.md
out=Sources/BinderyCommandLine/Explain/EmbeddedDiagnosticList.swift
# From the section's heading up to the next `## ` heading, which is not part of it.
section=$(awk '/^## 6\. /{ inside = 1; print; next } inside && /^## /{ exit } inside' "$source_file")
if [ -z "$section" ]; then
    echo "error: $source_file has no '## 6. ' heading" >&2
    exit 1
fi
if grep -q '"####' <<<"$section"; then
    echo "error: section 6 of $source_file contains \"####, which the embedding cannot quote" >&2
    exit 1
fi
tmp=$(mktemp "$out.XXXXXX")
trap 'rm -f "$tmp"' EXIT
{
    echo "// DO NOT EDIT. Generated from section 6 of Documentation/Language.md by Scripts/embed-diagnostic-list.sh."
    echo ""
    echo "/// Section 6 of the language reference, \"What the checker rejects\": the tables of diagnostic ids that"
    echo "/// \`bindery explain\` reads (see \`DiagnosticList\`), compiled in so the tool needs no documentation beside it."
    echo "enum EmbeddedDiagnosticList {"
    echo "    static let markdown = ####\"\"\""
    # Indented as swift-format would (the closing delimiter's indentation is stripped again). A multi-line literal
    # drops the newline before its closing delimiter; the extra echo keeps the section's last one.
    sed 's/^\(.\)/        \1/' <<<"$section"
    echo ""
    echo "        \"\"\"####"
    echo "}"
} >"$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "wrote $out"
