#!/usr/bin/env python3
"""The property check behind Scripts/check-accepted-specs.sh: every spec `bindery check` accepts compiles.

For each batch it generates specs (Scripts/spec_generator.py), keeps those `bindery check` accepts, generates
their Swift with `bindery generate`, and type-checks it with swiftc under Swift 6, with the default isolation and
with `-default-isolation MainActor` and strict memory safety, next to the specs' hand-written external transforms.
Any error or warning is a failure. A batch is one module; a spec that fails in it is checked again alone, and
reported with its text and swiftc's output. Python 3's standard library only.
"""

import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.dont_write_bytecode = True  # no __pycache__ in Scripts/
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spec_generator  # noqa: E402

SPEC_ID = re.compile(r"b\d{3}s\d{2}")
DIAGNOSTIC = re.compile(r"^(.*?):(\d+):(\d+): (error|warning): (.*)$")
# The second configuration also turns on strict memory safety (a target's `.strictMemorySafety()`), which must find
# nothing unsafe in generated code that does not say so.
ISOLATIONS = [
    ("default isolation", []),
    ("-default-isolation MainActor -strict-memory-safety", ["-default-isolation", "MainActor", "-strict-memory-safety"]),
]


class Checker:
    def __init__(self, args):
        self.args = args
        self.deps, self.importers = {}, {}
        self.imported = []  # --imported-spec arguments for this batch
        self.includes = {}  # isolation flags -> directories of modules this batch imports
        self.stats = collections.Counter()
        self.rejections = collections.Counter()
        self.failures = {}  # spec id -> dict
        self.failure_dir = os.path.join(args.work, "failures")
        os.makedirs(self.failure_dir, exist_ok=True)

    # --- tools ------------------------------------------------------------------------------------------------
    def run(self, command, cwd=None):
        result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                errors="replace")
        return result.returncode, result.stdout, result.stderr

    def check(self, specs):
        """`bindery check` on `specs`; returns the specs with an error, and the error messages."""
        code, out, err = self.run([self.args.bindery, "check", "--diagnostics", "json"] + self.imported + specs)
        if code == 0:
            return {}, code, err
        try:
            diagnostics = json.loads(err or out)
        except json.JSONDecodeError:
            return None, code, err
        rejected = {}
        for d in diagnostics:
            if d.get("severity") == "error":
                rejected.setdefault(d.get("path"), []).append(d)
        return rejected, code, err

    def swiftc(self, module, files, isolation_flags, emit=None):
        """Compiles `files` as `module` to SIL, so the diagnostics of SIL's mandatory passes (a missing `return`,
        a use before initialization) count too: `-typecheck` stops before them. With `emit`, writes the module's
        interface there instead."""
        action = ["-emit-module", "-emit-module-path", os.path.join(emit, module + ".swiftmodule")] if emit else [
            "-emit-sil", "-wmo", "-o", os.devnull]
        includes = [x for d in self.includes.get(tuple(isolation_flags), []) for x in ("-I", d)]
        command = [self.args.swiftc] + action + ["-swift-version", "6", "-parse-as-library", "-module-name", module,
                   "-package-name", "x", "-I", self.args.modules, "-I", self.args.include] + includes + \
            isolation_flags + files
        code, out, err = self.run(command)
        return code, (out + err).strip()

    # --- one group of specs: one module -------------------------------------------------------------------------
    def compile_group(self, directory, names, label, module=None, emit=None):
        """Checks, generates and type-checks `names` (spec ids in `directory`) as one module. Returns the accepted
        names and {spec id or None: [(isolation, output lines)]} for what failed."""
        specs = [os.path.join(directory, n + ".bind") for n in names]
        accepted = list(specs)
        for _ in range(5):
            if not accepted:
                return [], {}
            rejected, code, err = self.check(accepted)
            if rejected is None:
                return [], {None: [("bindery check", "exit %d with unreadable diagnostics:\n%s" % (code, err))]}
            if not rejected:
                break
            for path, diagnostics in rejected.items():
                for d in diagnostics[:1]:
                    self.rejections[self.reason(d["message"])] += 1
            bad = {os.path.abspath(p) for p in rejected}
            accepted = [s for s in accepted if os.path.abspath(s) not in bad]
        else:
            return [], {None: [("bindery check", "the batch never checked clean")]}
        accepted_names = [os.path.basename(s)[:-5] for s in accepted]
        # A spec whose partner (the spec declaring the models it names) was rejected, or left out of the batch (it
        # imports a module whose spec was rejected), names types that are not in the module. `bindery check` cannot
        # know a Swift type does not exist, so swiftc says so (at the spec's line first, then again in the
        # generated code): an invalid input, not a finding.
        kept = set(accepted_names)
        changed = True
        while changed:
            changed = False
            for n in list(kept):
                partner = self.deps.get(n)
                if partner and partner not in kept:
                    kept.discard(n)
                    changed = True
        accepted_names = [n for n in accepted_names if n in kept]
        accepted = [os.path.join(directory, n + ".bind") for n in accepted_names]
        if self.args.limit is not None:
            room = self.args.limit - self.stats["accepted"]
            accepted_names = accepted_names[:max(room, 0)]
            accepted = [os.path.join(directory, n + ".bind") for n in accepted_names]
        if not accepted:
            return [], {}
        self.stats["accepted"] += len(accepted)
        out_dir = os.path.join(directory, "out-" + label)
        shutil.rmtree(out_dir, ignore_errors=True)
        code, out, err = self.run([self.args.bindery, "generate"] + self.imported + accepted + ["--output", out_dir])
        if code != 0:
            return accepted_names, {None: [("bindery generate", "exit %d after check accepted:\n%s" % (code, err))]}
        files = [os.path.join(out_dir, n + ".swift") for n in accepted_names]
        files += [os.path.join(directory, n + ".external.swift") for n in accepted_names
                  if os.path.exists(os.path.join(directory, n + ".external.swift"))]
        failures = collections.defaultdict(list)
        jobs = []
        with concurrent.futures.ThreadPoolExecutor(max_workers=self.args.jobs) as pool:
            for isolation, flags in ISOLATIONS:
                out = os.path.join(emit, "-".join(flags) or "default") if emit else None
                if out:
                    os.makedirs(out, exist_ok=True)
                jobs.append((isolation, pool.submit(self.swiftc, module or "Specs_" + label.replace("-", "_"), files,
                                                    flags, out)))
            for isolation, job in jobs:
                code, output = job.result()
                if not output and code == 0:
                    continue
                by_spec = self.attribute(output)
                if not by_spec:
                    by_spec = {None: output.splitlines()}
                for spec, lines in by_spec.items():
                    failures[spec].append((isolation, "\n".join(lines)))
        return accepted_names, dict(failures)

    def attribute(self, output):
        """swiftc's output split by the spec each diagnostic (and the lines after it) belongs to."""
        by_spec = collections.OrderedDict()
        current = None
        for line in output.splitlines():
            m = DIAGNOSTIC.match(line)
            if m:
                spec = SPEC_ID.search(os.path.basename(m.group(1)))
                current = spec.group(0) if spec else None
            by_spec.setdefault(current, []).append(line)
        if list(by_spec) == [None]:
            return {}
        return by_spec

    def reason(self, message):
        """A rejection's message without its names, to count rejections by kind."""
        text = re.sub(r"'[^']*'", "'…'", message)
        return re.sub(r"\d+", "N", text)[:110]

    # --- a batch ----------------------------------------------------------------------------------------------
    def batch(self, k):
        directory = os.path.join(self.args.work, "batch%03d" % k)
        shutil.rmtree(directory, ignore_errors=True)
        names, solo, self.deps, core = spec_generator.generate_batch(self.args.seed, k, self.args.batch_size,
                                                                     directory, self.args.avoid)
        self.stats["generated"] += len(names)
        self.imported, self.includes, self.importers = [], {}, {}
        if core:
            self.importers = {line.split()[0]: line.split()[2] for line in open(os.path.join(directory, "imports.list"))
                              if len(line.split()) == 3}
            # a spec that is a module of its own, imported by others of the batch: emitted first
            spec, module = core
            names.remove(spec)
            accepted, failures = self.compile_group(directory, [spec], spec, module=module,
                                                    emit=os.path.join(directory, "modules"))
            self.stats["compiled"] += len(accepted)
            for name, outputs in failures.items():
                self.record(directory, spec, outputs, batch_only=False)
            if accepted and not failures:
                self.imported = ["--imported-spec", "%s=%s" % (module, os.path.join(directory, spec + ".bind"))]
                self.includes = {tuple(flags): [os.path.join(directory, "modules", "-".join(flags) or "default")]
                                 for _, flags in ISOLATIONS}
            else:
                names = [n for n in names if n not in self.importers]
        groups = [([n for n in names if n not in solo], "b%03d" % k)] + [([n], n) for n in solo]
        for group, label in groups:
            if self.args.limit is not None and self.stats["accepted"] >= self.args.limit:
                break
            accepted, failures = self.compile_group(directory, group, label)
            self.stats["compiled"] += len(accepted)
            for spec, outputs in failures.items():
                if spec is None or spec not in accepted:
                    # not attributable: find the culprits one spec at a time
                    self.stats["unattributed"] += 1
                    for name in accepted:
                        alone = self.alone(directory, name)
                        if alone:
                            self.record(directory, name, alone, batch_only=False)
                    if not any(self.failures.get(n) for n in accepted):
                        self.record(directory, label, outputs, batch_only=True, group=accepted)
                    continue
                alone = self.alone(directory, spec)
                if alone:
                    self.record(directory, spec, alone, batch_only=False)
                else:
                    self.record(directory, spec, outputs, batch_only=True, group=accepted)

    def with_deps(self, name):
        """`name` and the specs whose models it names, transitively."""
        group = [name]
        while self.deps.get(group[-1]) and self.deps[group[-1]] not in group:
            group.append(self.deps[group[-1]])
        return group

    def alone(self, directory, name):
        """The failures of one spec compiled as a module of its own, with the specs it names (empty when it
        compiles)."""
        solo_dir = os.path.join(directory, "alone-" + name)
        os.makedirs(solo_dir, exist_ok=True)
        group = self.with_deps(name)
        for member in group:
            for suffix in (".bind", ".external.swift"):
                if os.path.exists(os.path.join(directory, member + suffix)):
                    shutil.copy(os.path.join(directory, member + suffix), solo_dir)
        saved = self.args.limit, dict(self.stats)
        self.args.limit = None
        accepted, failures = self.compile_group(solo_dir, group, name)
        self.args.limit = saved[0]
        self.stats = collections.Counter(saved[1])
        if name not in accepted:
            # a crash of bindery check or generate, or a spec that the checker judges differently alone
            return [o for outputs in failures.values() for o in outputs] or [
                ("bindery check", "rejected alone though accepted in its batch")]
        return [o for spec, outputs in failures.items() if spec in (name, None) for o in outputs]

    def record(self, directory, name, outputs, batch_only, group=None):
        if name in self.failures:
            return
        destination = os.path.join(self.failure_dir, name)
        os.makedirs(destination, exist_ok=True)
        spec = os.path.join(directory, name + ".bind")
        external = os.path.join(directory, name + ".external.swift")
        others = self.with_deps(name)[1:] if name in self.deps else []
        if name in self.importers:
            others.append(self.importers[name])
        for member in [name] + others:
            for suffix in (".bind", ".external.swift"):
                if os.path.exists(os.path.join(directory, member + suffix)):
                    shutil.copy(os.path.join(directory, member + suffix), destination)
        text = "\n".join("== %s\n%s" % (isolation, output) for isolation, output in outputs)
        if batch_only:
            text = "(fails only together with %s)\n" % " ".join(group or []) + text
        with open(os.path.join(destination, "swiftc.txt"), "w", encoding="utf-8") as f:
            f.write(text + "\n")
        if name in self.importers:
            text = "(imports the module built from %s, passed as --imported-spec)\n" % self.importers[name] + text
        elif others:
            text = "(checked and compiled with %s, whose models it names)\n" % " ".join(others) + text
        self.failures[name] = {"spec": spec, "external": external if os.path.exists(external) else None,
                               "output": text, "batch_only": batch_only, "others": others, "directory": directory}
        self.report(name)

    def report(self, name):
        f = self.failures[name]
        print("\nFAILURE: %s" % name, file=sys.stderr)
        if os.path.exists(f["spec"]):
            print("---- spec %s" % f["spec"], file=sys.stderr)
            with open(f["spec"], encoding="utf-8", errors="replace", newline="") as spec:
                print(spec.read().replace("\r\n", "\n").replace("\r", "\n"), file=sys.stderr)
        if f["external"]:
            print("---- its external transforms %s" % f["external"], file=sys.stderr)
            with open(f["external"], encoding="utf-8") as external:
                print(external.read(), file=sys.stderr)
        for other in f["others"]:
            path = os.path.join(f["directory"], other + ".bind")
            print("---- %s, a spec it names models of" % path, file=sys.stderr)
            with open(path, encoding="utf-8", errors="replace", newline="") as spec:
                print(spec.read().replace("\r\n", "\n").replace("\r", "\n"), file=sys.stderr)
        print("---- swiftc", file=sys.stderr)
        output = f["output"]
        lines = output.splitlines()
        if len(lines) > self.args.max_lines:
            output = "\n".join(lines[: self.args.max_lines]) + "\n… %d more lines in %s" % (
                len(lines) - self.args.max_lines, os.path.join(self.failure_dir, name, "swiftc.txt"))
        print(output, file=sys.stderr)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("count", type=int, help="how many accepted specs to type-check")
    parser.add_argument("seed", type=int)
    parser.add_argument("--bindery", required=True)
    parser.add_argument("--swiftc", default="swiftc")
    parser.add_argument("--modules", required=True, help="the directory holding Bindery.swiftmodule")
    parser.add_argument("--include", required=True, help="CBindery's include directory")
    parser.add_argument("--work", required=True)
    parser.add_argument("--batch-size", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=2, help="swiftc processes at once")
    parser.add_argument("--avoid", default="")
    parser.add_argument("--max-lines", type=int, default=60, help="swiftc lines to print per failure")
    parser.add_argument("--keep-going", action="store_true", help="do not stop at the first failing batch")
    parser.add_argument("--budget", type=float, help="seconds after which no new batch starts (a bound for CI)")
    args = parser.parse_args()
    try:
        args.avoid = spec_generator.parse_avoid(args.avoid)
    except ValueError as error:
        parser.error(str(error))
    args.limit = args.count
    checker = Checker(args)
    start = time.time()
    k = 0
    while checker.stats["accepted"] < args.count:
        checker.batch(k)
        k += 1
        if checker.failures and not args.keep_going:
            break
        if args.budget is not None and time.time() - start > args.budget:
            print("note: stopped after %d of %d specs: the %.0f s budget is spent" % (
                checker.stats["accepted"], args.count, args.budget))
            break
        if k > 20 and checker.stats["accepted"] < k:  # almost nothing accepted: the generator is broken
            print("error: the checker accepts almost nothing the generator writes", file=sys.stderr)
            break
    elapsed = time.time() - start
    s = checker.stats
    rate = 100.0 * s["accepted"] / s["generated"] if s["generated"] else 0
    print("accepted-specs check: seed %d, %d batches: %d specs generated, %d accepted (%.0f%%) and type-checked "
          "in both isolations, %d failing, %.0f s" % (args.seed, k, s["generated"], s["accepted"], rate,
                                                      len(checker.failures), elapsed))
    if checker.rejections:
        print("rejections by kind (first error of each rejected spec):")
        for reason, n in checker.rejections.most_common(12):
            print("  %4d  %s" % (n, reason))
    if checker.failures:
        print("failing specs (spec, external transforms and swiftc output in %s):" % checker.failure_dir)
        for name, f in checker.failures.items():
            print("  %s%s" % (name, " (only in its batch)" if f["batch_only"] else ""))
        print("reproduce: Scripts/check-accepted-specs.sh %d %d" % (args.count, args.seed))
        sys.exit(1)
    if s["accepted"] < args.count and (args.budget is None or time.time() - start <= args.budget):
        sys.exit(1)


if __name__ == "__main__":
    main()
