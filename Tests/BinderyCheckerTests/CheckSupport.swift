import BinderyChecker
import BinderyParser
import BinderySource

/// One spec, parsed and checked: the module and every diagnostic, the parser's included.
func check(_ text: String) -> (module: CheckedModule, diagnostics: [Diagnostic]) {
    var files = SourceFiles()
    var diagnostics = Diagnostics()
    let id = files.add(SourceFile(path: "Spec.bind", text: text))
    let tree = Parser.parse(files[id], id: id, diagnostics: &diagnostics)
    let checked = Checker.check([tree], sources: files)
    return (checked.module, diagnostics.all + checked.diagnostics.all)
}

/// `id: message` for each diagnostic of a checked spec, warnings included.
func messages(_ text: String) -> [String] {
    check(text).diagnostics.map { "\($0.id?.rawValue ?? "-"): \($0.message)" }
}
