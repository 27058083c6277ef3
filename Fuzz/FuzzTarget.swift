import BinderyCompiler
import BinderySource

/// libFuzzer's entry point: one input through every stage a user's spec goes through.
///
/// The bytes are one spec, or two when they hold a 0x1E (record separator) byte, so checks across files run too.
/// Every stage must return, whatever the bytes: scan, parse, check, render the diagnostics (text and JSON),
/// generate when the spec is valid, and format. Formatting must also keep its promises: a spec without syntax
/// errors formats to one without them, and formatting that again changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer?, _ count: Int) -> Int32 {
    let bytes = start.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? []
    var files = SourceFiles()
    if let separator = bytes.firstIndex(of: 0x1E) {
        files.add(SourceFile(path: "First.bind", bytes: Array(bytes[..<separator])))
        files.add(SourceFile(path: "Second.bind", bytes: Array(bytes[(separator + 1)...])))
    } else {
        files.add(SourceFile(path: "Fuzz.bind", bytes: bytes))
    }
    var compilation = Compilation(files: files)
    _ = DiagnosticRenderer(files: compilation.files, colored: true).render(
        compilation.sortedDiagnostics, limit: DiagnosticLimit.standard)
    _ = DiagnosticJSON.render(compilation.sortedDiagnostics, files: compilation.files)
    if !compilation.hasErrors {
        _ = try? compilation.generate()
    }
    checkFormatting(files)
    return 0
}

/// `format(format(x)) == format(x)`, and a spec that parses formats to one that parses.
private func checkFormatting(_ files: SourceFiles) {
    let parsed = Compilation.parseOnly(files)
    guard !parsed.hasErrors else {
        for (id, tree) in zip(files.ids, parsed.syntaxTrees) { _ = SpecFormatter.format(files[id], tree) }
        return
    }
    for (id, tree) in zip(files.ids, parsed.syntaxTrees) {
        let once = SpecFormatter.format(files[id], tree)
        var formatted = SourceFiles()
        formatted.add(SourceFile(path: files[id].path, text: once))
        let reparsed = Compilation.parseOnly(formatted)
        if reparsed.hasErrors {
            fatalError("formatting a valid spec gave one with errors:\n\(once)\n\(reparsed.sortedDiagnostics)")
        }
        let twice = SpecFormatter.format(formatted[formatted.ids[0]], reparsed.syntaxTrees[0])
        if twice != once {
            fatalError("format(format(x)) != format(x):\n--- once\n\(once)\n--- twice\n\(twice)")
        }
    }
}
