import BinderyCompiler
import BinderySource

extension Command {
    /// `bindery format SPEC... [--in-place | --check]`: the canonical layout, printed, written back, or checked.
    static let format = Command(
        name: "format",
        abstract: "Lay specs out canonically, keeping every comment.",
        discussion: """
            Prints the formatted specs to standard output; with several specs, each is headed by a line \
            '==> path <==' and separated from the one before by a blank line. With --in-place, rewrites each file \
            whose layout changes (through a symbolic link, the file it points to); it refuses a spec that is not a \
            regular file, such as /dev/stdin. With --check, writes nothing \
            and names on standard output each spec that formatting would change, one a line.

            A spec with syntax errors is reported and left alone; the others are still printed, written or \
            checked. Exit status: 0 when every spec was formatted (or, \
            with --check, is formatted already), 1 when a spec has errors (or, with --check, is not formatted), 2 on \
            bad usage or when a file cannot be read or written.
            """,
        positional: .init(name: "spec", help: "The .bind files to format."),
        options: [.inPlace, .check]
    ) { invocation, console in
        FormatRun(invocation: invocation, console: console).run()
    }
}

extension Option {
    static let inPlace = Option(name: "in-place", help: "Rewrite the files instead of printing them.")
    static let check = Option(
        name: "check", help: "Write nothing; name each spec that is not formatted, and exit 1 if there is one.")
}

/// One run of `bindery format`: parse every spec, and print, write or check each one that parses.
struct FormatRun {
    let invocation: Invocation
    let console: Console

    func run() -> ExitCode {
        let inPlace = invocation.flags.contains(Option.inPlace.name)
        let check = invocation.flags.contains(Option.check.name)
        if inPlace && check {
            console.writeError(
                UsageError(message: "'--in-place' and '--check' cannot be used together", command: .format).render())
            return .failure
        }
        // Only a file can be rewritten: renaming the new text over `/dev/stdin` would replace the system's link to
        // the process's input, and a pipe or process substitution has no file to replace. Checked before anything
        // is read, so nothing is consumed or written.
        if inPlace,
            let stream = invocation.arguments.first(where: {
                FileKind(of: $0) == .special
            })
        {
            console.writeError(
                UsageError(
                    message: "'\(stream)' is not a regular file, so it cannot be rewritten in place; "
                        + "without --in-place, 'bindery format' prints the formatted spec",
                    command: .format
                ).render())
            return .failure
        }
        let files: SourceFiles
        do throws(SpecLoadError) {
            files = try SpecLoader.load(invocation.arguments)
        } catch {
            console.writeFailures(error.messages)
            return .failure
        }
        let compilation = Compilation.parseOnly(files)
        // Each spec is formatted on its own: one with syntax errors is reported and left alone, and the others are
        // still printed, written or checked, so one broken file does not hide what the rest need.
        if compilation.hasErrors {
            DiagnosticReport.write(compilation, options: invocation.shared, console: console)
        }
        let broken = Set(compilation.sortedDiagnostics.filter { $0.severity == .error }.map(\.range.file))
        let formatted = zip(files.ids, compilation.syntaxTrees).filter { !broken.contains($0.0) }.map { id, tree in
            (file: files[id], text: SpecFormatter.format(files[id], tree))
        }
        let status: ExitCode
        if check {
            status = reportUnformatted(formatted)
        } else if inPlace {
            status = write(formatted)
        } else {
            for (index, spec) in formatted.enumerated() {
                if files.ids.count > 1 {
                    console.writeOutput((index == 0 ? "" : "\n") + "==> \(spec.file.path) <==\n")
                }
                console.writeOutput(spec.text)
            }
            status = .success
        }
        return status == .success && !broken.isEmpty ? .specErrors : status
    }

    private func reportUnformatted(_ formatted: [(file: SourceFile, text: String)]) -> ExitCode {
        let unformatted = formatted.filter { Array($0.text.utf8) != $0.file.bytes }.map(\.file.path)
        guard !unformatted.isEmpty else { return .success }
        console.writeOutput(unformatted.map { $0 + "\n" }.joined())
        let count = unformatted.count == 1 ? "1 spec is" : "\(unformatted.count) specs are"
        console.writeFailure("error: \(count) not formatted; run 'bindery format --in-place' on the files listed")
        return .specErrors
    }

    /// Rewrites each spec whose layout changes; one that cannot be written is reported and does not stop the others,
    /// as one with syntax errors does not.
    private func write(_ formatted: [(file: SourceFile, text: String)]) -> ExitCode {
        var exitCode = ExitCode.success
        for spec in formatted where Array(spec.text.utf8) != spec.file.bytes {
            do {
                try SpecFileWriter.replaceContents(of: spec.file.path, with: spec.text)
            } catch {
                console.writeFailure("error: cannot write '\(spec.file.path)': \(error.reason)")
                exitCode = .failure
            }
        }
        return exitCode
    }
}
