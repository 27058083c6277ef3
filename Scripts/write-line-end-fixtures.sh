#!/usr/bin/env bash
# Writes the fixtures whose bytes an editor would not keep: lone CR and CRLF line ends, and a byte-order mark.
# Editors "repair" such bytes on save, so these files are made here, with printf, and checked in; rerun this after
# changing one, never edit them by hand. Each is a verify-mode fixture (see Fixtures/README.md); its expectations
# count lines as the scanner does, ending them at LF, CRLF or a lone CR.
set -euo pipefail
cd "$(dirname "$0")/../Fixtures/Invalid"

declaration="expected a declaration ('import', 'options', 'model', 'transform' or 'binding'), found 'public'"
member="expected a property ('var', 'let' or 'computed') in model 'M', found 'public'"

# A lone CR ends a doc comment, as in Swift: what follows it is code, never comment text copied into the output.
printf '%s\n' \
    "// A lone CR ends a '///' comment as it ends any line, so what follows it is read as code, and rejected." \
    "// expected-error@+2:1 {{$declaration}}" \
    > syntax-cr-in-doc-comment.bind
printf '/// hello\rpublic func injected() -> Int { 42 }\n' >> syntax-cr-in-doc-comment.bind
printf '%s\n' \
    "model M {" \
    "    // expected-error@+2:5 {{$member}}" \
    >> syntax-cr-in-doc-comment.bind
printf '    /// doc\r    public func injected() -> Int { 42 }\n    var x: Int = 0\n}\n' >> syntax-cr-in-doc-comment.bind

# A lone CR ends a '//' comment inside brackets too, so the ')' after it closes them and the '}' the model.
printf '%s\n' \
    "// A '//' comment in a bracketed default ends at a lone CR, where Swift ends it." \
    "model M {" \
    "    // expected-error@+2:7 {{$declaration}}" \
    > syntax-cr-in-line-comment.bind
printf '    var x: Int = (0 // \r) } ; public static func f() -> Int { 1 } ; static func h() -> Int { return (1\n' \
    >> syntax-cr-in-line-comment.bind
printf ')\n}\n' >> syntax-cr-in-line-comment.bind

# Every line ends with a lone CR: each is a line of its own, so every member is read (the duplicate proves it).
printf '%s\r' \
    "// Every line of this file ends with a lone CR, as classic Mac OS wrote them." \
    "model M {" \
    "    var x: Int = 0" \
    "    var y: Int = 0" \
    "    // expected-error@+1:9 {{model 'M' already has a property 'y'; rename one of them}}" \
    "    var y: Int = 1" \
    "    // expected-note@-3:9 {{'y' is first declared here}}" \
    "}" \
    > check-cr-line-ends.bind

# CRLF and a lone CR mixed, after a byte-order mark: lines and columns are those an editor shows.
printf '\xEF\xBB\xBF' > check-crlf-and-bom.bind
printf '%s\r\n' \
    "// A byte-order mark starts this file, and its lines end with CRLF, and one with a lone CR." \
    "model M {" \
    "    var x: Int = 0" \
    > check-crlf-and-bom.bind.tail
printf '    var y: Int = 0\r' >> check-crlf-and-bom.bind.tail
printf '%s\r\n' \
    "}" \
    "binding B(m: M) {" \
    "    // expected-error@+1:14 {{model 'M' has no property 'z'; did you mean 'x'?}}" \
    "    m.x <- m.z" \
    "}" \
    >> check-crlf-and-bom.bind.tail
cat check-crlf-and-bom.bind.tail >> check-crlf-and-bom.bind
rm check-crlf-and-bom.bind.tail
echo "wrote the line-end fixtures in Fixtures/Invalid"
