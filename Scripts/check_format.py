#!/usr/bin/env python3
"""The format check: `bindery format` changes no spec's meaning and is idempotent.

For each input (a .bind file, or a directory of .bind files checked together as one module) it checks that:
- the formatted spec gets the same exit status and diagnostics from `bindery check` (locations aside);
- formatting the formatted spec changes nothing (`bindery format --check`);
- for an accepted spec, `bindery generate` writes the same Swift from both, aside from positions: the line numbers of
  `#sourceLocation`, the padding that puts an expression at its spec column, and `file:line:col` of a rule.
A spec `bindery format` refuses (syntax errors) must be one `bindery check` rejects.
Usage: check_format.py BINDERY INPUT...   Exits 1 if an input fails; prints what differs and keeps its files.
"""
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

LOCATION_KEYS = {"line", "column", "endLine", "endColumn", "offset", "start", "end", "range"}
SOURCE_LOCATION = re.compile(r'(#sourceLocation\(file: "[^"]*", line: )\d+\)')
RULE_LOCATION = re.compile(r'(\.bind):\d+:\d+"')
RULE_INFO_BREAKS = [(re.compile(r'RuleInfo\(\n\s*'), 'RuleInfo('), (re.compile(r'",\n\s*at: '), '", at: '),
                    (re.compile(r'"\n\s*\+ "'), '')]


def run(bindery, args, cwd):
    done = subprocess.run([bindery] + args, cwd=cwd, capture_output=True, timeout=120)
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def without_locations(value):
    if isinstance(value, dict):
        return {k: without_locations(v) for k, v in value.items() if k not in LOCATION_KEYS}
    if isinstance(value, list):
        return sorted((without_locations(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    return value


def diagnostics(bindery, cwd, names):
    status, out, err = run(bindery, ["check", "--diagnostics", "json", "--color", "never"] + names, cwd)
    try:
        return status, without_locations(json.loads(out or err))
    except ValueError:
        return status, out + err


def without_positions(swift):
    # Expressions and types between `#sourceLocation(file:` and `#sourceLocation()` are padded to their spec column.
    lines = swift.split("\n")
    inside = False
    for i, line in enumerate(lines):
        if inside:
            lines[i] = line.lstrip(" ")
        if line.startswith("#sourceLocation("):
            inside = line.startswith("#sourceLocation(file:")
    text = RULE_LOCATION.sub(r'\1:L:C"', SOURCE_LOCATION.sub(r"\1N)", "\n".join(lines)))
    # A rule table entry is wrapped by its length, which its location's digits change.
    for pattern, replacement in RULE_INFO_BREAKS:
        text = pattern.sub(replacement, text)
    return text


def generated(bindery, cwd, names):
    status, _, err = run(bindery, ["generate", "--output", "generated"] + names, cwd)
    if status != 0:
        return status, err
    folder = os.path.join(cwd, "generated")
    return 0, {f: without_positions(open(os.path.join(folder, f), encoding="utf-8").read())
               for f in sorted(os.listdir(folder))}


def check(bindery, paths):
    problems = []
    original = tempfile.mkdtemp(prefix="format-original-")
    formatted = tempfile.mkdtemp(prefix="format-formatted-")
    names = [os.path.basename(p) for p in paths]
    for path in paths:
        shutil.copyfile(path, os.path.join(original, os.path.basename(path)))
        shutil.copyfile(path, os.path.join(formatted, os.path.basename(path)))
    status, before = diagnostics(bindery, original, names)
    format_status, _, format_err = run(bindery, ["format", "--in-place"] + names, formatted)
    if format_status != 0:
        if status == 0:
            problems.append("format refused a spec check accepts:\n" + format_err)
    else:
        status_after, after = diagnostics(bindery, formatted, names)
        if (status_after, after) != (status, before):
            problems.append("diagnostics differ:\n  before: %s %s\n  after:  %s %s" % (status, before, status_after,
                                                                                         after))
        again, listed, _ = run(bindery, ["format", "--check"] + names, formatted)
        if again != 0:
            problems.append("formatting the formatted spec changes it: " + listed.strip())
        if status == 0:
            swift_before = generated(bindery, original, names)
            swift_after = generated(bindery, formatted, names)
            if swift_before[0] != 0 or swift_after[0] != 0:
                problems.append("generate failed: %s / %s" % (swift_before[1], swift_after[1]))
            else:
                for name, text in swift_before[1].items():
                    other = swift_after[1].get(name, "")
                    if text != other:
                        diff = difflib.unified_diff(text.splitlines(True), other.splitlines(True), n=1)
                        problems.append("generated %s differs:\n%s" % (name, "".join(list(diff)[:40])))
    if problems:
        problems.append("kept: %s (as given) and %s (formatted)" % (original, formatted))
    else:
        shutil.rmtree(original)
        shutil.rmtree(formatted)
    return problems


def main():
    bindery = os.path.abspath(sys.argv[1])
    failing = 0
    inputs = 0
    for argument in sys.argv[2:]:
        paths = sorted(os.path.join(argument, f) for f in os.listdir(argument) if f.endswith(".bind")) \
            if os.path.isdir(argument) else [argument]
        if not paths:
            continue
        inputs += 1
        problems = check(bindery, paths)
        if problems:
            failing += 1
            print("FAIL " + argument)
            for problem in problems:
                print("  " + problem.replace("\n", "\n  "))
    print("format check: %d inputs, %d failing" % (inputs, failing))
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
