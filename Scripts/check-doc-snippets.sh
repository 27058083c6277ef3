#!/usr/bin/env bash
# Checks every spec snippet of the documentation with `bindery check`, so an example a reader copies is one the
# tool accepts (and an example of a mistake is one it rejects, with the message the text shows).
#
# Usage: Scripts/check-doc-snippets.sh [path/to/bindery] [file.md ...]
#   The tool defaults to .build/debug/bindery (what `swift test` leaves); the files to README.md and
#   Documentation/*.md.
#
# A snippet is a fenced block at the start of a line whose info string starts with one of these words:
#   ```bind           a complete, valid spec: `bindery check` exits 0 and reports nothing, not even a warning.
#   ```bind-warning   a valid spec with warnings: exit 0, and every warning reported is expected (see below).
#   ```bind-error     an invalid spec: exit 1, and every error and warning reported is expected (see below).
# Words after it are attributes:
#   module=NAME       the snippet is a spec of module NAME; later snippets of the same file that `import NAME`
#                     are checked with it as `--imported-spec NAME=...`.
#   file=NAME.bind    the snippet's file name (diagnostics name it); `Snippet.bind` otherwise.
#
# Expectations are comments in the snippet, `// error: MESSAGE` or `// warning: MESSAGE`:
#   - after code on a line, the diagnostic must be reported on that line;
#   - alone on a line, on the next line;
#   - MESSAGE must equal the diagnostic's message, or start it when it ends with '…'; the `[id]` that ends a
#     reported message is left out of the comparison (an example reads better without it).
# Every expectation must be met, and in bind-error and bind-warning snippets every error and warning reported must
# be expected (notes are not checked). Prints one line per failure and exits 1 if there was one.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"

bindery="${1:-.build/debug/bindery}"
[ $# -gt 0 ] && shift
if [ ! -x "$bindery" ]; then
    echo "error: no bindery executable at '$bindery'; run 'swift build' first, or pass its path" >&2
    exit 2
fi
bindery="$(cd "$(dirname "$bindery")" && pwd)/$(basename "$bindery")"

if [ $# -gt 0 ]; then
    documents=("$@")
else
    documents=(README.md)
    for document in Documentation/*.md; do [ -e "$document" ] && documents+=("$document"); done
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/bindery-doc-snippets.XXXXXX")"
trap 'rm -rf "$work"' EXIT

failures=0
snippets=0
fail() {
    echo "FAIL: $1" >&2
    failures=$((failures + 1))
}

for document in "${documents[@]}"; do
    [ -f "$document" ] || { fail "$document: no such file"; continue; }
    slug="$(echo "$document" | tr '/.' '__')"
    # Extracts the snippets: one directory each, holding the spec and a line "KIND|ATTRIBUTES|LINE" (LINE
    # is the fence's line in the document). A bind fence that is indented, or that is not closed, is an error: it
    # would otherwise be skipped without a word.
    awk -v dir="$work/$slug" -v document="$document" '
        BEGIN { n = 0; inside = 0; fence_problems = 0 }
        inside && /^```[ \t]*$/ { inside = 0; close(spec); next }
        inside { print > spec; next }
        /^[ \t]+```bind/ {
            print document ":" NR ": a ```bind fence must start at the beginning of its line" > "/dev/stderr"
            fence_problems++
            next
        }
        /^```bind/ {
            info = substr($0, 4)
            split(info, words, /[ \t]+/)
            kind = words[1]
            attributes = ""
            for (i = 2; i in words; i++) if (words[i] != "") attributes = attributes " " words[i]
            n++
            snippet = sprintf("%s/%03d", dir, n)
            system("mkdir -p \"" snippet "\"")
            printf "%s|%s|%d\n", kind, attributes, NR > (snippet "/meta")
            close(snippet "/meta")
            spec = snippet "/source"
            printf "" > spec
            inside = 1
            start = NR
            next
        }
        END {
            if (inside) { print document ":" start ": the ```bind block is never closed" > "/dev/stderr"; fence_problems++ }
            exit fence_problems > 0
        }
    ' "$document" || fail "$document: its bind fences are malformed (above)"
    [ -d "$work/$slug" ] || continue

    # The modules of this document's snippets: modules/NAME holds the path of NAME's spec (no associative arrays,
    # so the script runs in macOS's bash 3 too).
    modules="$work/$slug.modules"
    mkdir -p "$modules"
    for snippet in "$work/$slug"/*/; do
        snippet="${snippet%/}"
        IFS='|' read -r kind attributes fence_line <"$snippet/meta"
        snippets=$((snippets + 1))
        where="$document:$fence_line"
        file_name="Snippet.bind"
        module=""
        for attribute in $attributes; do
            case "$attribute" in
            module=*) module="${attribute#module=}" ;;
            file=*.bind) file_name="${attribute#file=}" ;;
            *) fail "$where: unknown attribute '$attribute' (module=NAME or file=NAME.bind)" ;;
            esac
        done
        case "$kind" in
        bind | bind-error | bind-warning) ;;
        *)
            fail "$where: unknown snippet kind '$kind' (bind, bind-error or bind-warning)"
            continue
            ;;
        esac
        spec_dir="$snippet/${module:-spec}"
        mkdir -p "$spec_dir"
        spec="$spec_dir/$file_name"
        mv "$snippet/source" "$spec"

        # The imported specs: the modules of earlier snippets that this one imports.
        imported=()
        while read -r name; do
            [ -n "$name" ] && [ -f "$modules/$name" ] && imported+=(--imported-spec "$name=$(cat "$modules/$name")")
        done < <(sed -n -E 's/^[[:space:]]*(@[A-Za-z]+[[:space:]]+)?import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\2/p' "$spec")

        set +e
        (cd "$spec_dir" && "$bindery" check "$file_name" --color never ${imported[@]+"${imported[@]}"}) \
            >"$snippet/stdout" 2>"$snippet/stderr"
        status=$?
        set -e
        [ -n "$module" ] && printf '%s' "$spec" >"$modules/$module"

        # What was reported: "LINE<TAB>SEVERITY<TAB>MESSAGE", for errors and warnings of this snippet, without the
        # diagnostic's id.
        sed -n -E "s/^$(printf '%s' "$file_name" | sed 's/[.]/[.]/g'):([0-9]+):[0-9]+: (error|warning): (.*)$/\1\t\2\t\3/p" \
            "$snippet/stderr" | sed -E 's/ \[[a-z0-9-]+\]$//' >"$snippet/reported"
        # What the snippet expects, in the same form.
        awk '
            {
                line = $0
                position = index(line, "// error: ")
                severity = "error"
                other = index(line, "// warning: ")
                if (position == 0 || (other > 0 && other < position)) { position = other; severity = "warning" }
                if (position == 0) next
                message = substr(line, position + length("// " severity ": "))
                before = substr(line, 1, position - 1)
                target = (before ~ /^[ \t]*$/) ? NR + 1 : NR
                printf "%d\t%s\t%s\n", target, severity, message
            }
        ' "$spec" >"$snippet/expected"

        show() {
            sed 's/^/    /' "$snippet/stderr" >&2
        }
        case "$kind" in
        bind)
            if [ "$status" -ne 0 ] || [ -s "$snippet/stderr" ]; then
                fail "$where: a \`\`\`bind snippet must pass 'bindery check' with nothing reported (exit $status):"
                show
                continue
            fi
            if [ -s "$snippet/expected" ]; then
                fail "$where: a \`\`\`bind snippet expects diagnostics; make it \`\`\`bind-error or \`\`\`bind-warning"
            fi
            continue
            ;;
        bind-error)
            if [ "$status" -ne 1 ]; then
                fail "$where: a \`\`\`bind-error snippet must fail 'bindery check' with exit status 1, not $status:"
                show
                continue
            fi
            grep -q $'\terror\t' "$snippet/expected" || fail "$where: a \`\`\`bind-error snippet must expect an error (// error: …)"
            ;;
        bind-warning)
            if [ "$status" -ne 0 ]; then
                fail "$where: a \`\`\`bind-warning snippet must pass 'bindery check' (exit $status):"
                show
                continue
            fi
            grep -q $'\twarning\t' "$snippet/expected" || fail "$where: a \`\`\`bind-warning snippet must expect a warning (// warning: …)"
            ;;
        esac

        # Every expectation met, and every diagnostic expected.
        matched="$snippet/matched"
        : >"$matched"
        while IFS=$'\t' read -r line severity message; do
            prefix=""
            if [[ "$message" == *… ]]; then prefix="${message%…}"; fi
            found=""
            number=0
            while IFS=$'\t' read -r reported_line reported_severity reported_message; do
                number=$((number + 1))
                [ "$reported_line" = "$line" ] && [ "$reported_severity" = "$severity" ] || continue
                if { [ -n "$prefix" ] && [[ "$reported_message" == "$prefix"* ]]; } || [ "$reported_message" = "$message" ]; then
                    found=$number
                    break
                fi
            done <"$snippet/reported"
            if [ -n "$found" ]; then
                echo "$found" >>"$matched"
            else
                fail "$where: expected on the snippet's line $line: $severity: $message"
                show
            fi
        done <"$snippet/expected"
        number=0
        while IFS=$'\t' read -r reported_line reported_severity reported_message; do
            number=$((number + 1))
            grep -qx "$number" "$matched" && continue
            fail "$where: not expected, on the snippet's line $reported_line: $reported_severity: $reported_message"
        done <"$snippet/reported"
    done
done

if [ "$failures" -gt 0 ]; then
    echo "$failures problem(s) in $snippets documentation snippet(s)" >&2
    exit 1
fi
echo "All $snippets documentation snippets check as their fences say"
