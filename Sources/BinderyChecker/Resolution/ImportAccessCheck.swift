import BinderySource
import BinderySyntax

extension CheckRun {
    /// `public import Foundation` lets the module's types appear in the file's public declarations; in a file whose
    /// declarations are internal nothing can use it so, and Swift warns that the public import is unused (likewise
    /// `package import` in an internal file). Reported at the spec, where the fix is; the generated file would carry
    /// Swift's warning otherwise.
    mutating func warnAboutImportAccessBeyondTheFile(_ file: SourceFileSyntax, access: AccessLevel) {
        guard access != .public else { return }
        for case .import(let decl) in file.declarations {
            guard let written = decl.access,
                written.name == "public" || (written.name == "package" && access == .internal)
            else { continue }
            let module = decl.path.map(\.name).joined(separator: ".")
            diagnostics.warning(
                .unusedImportAccess,
                "'\(written.name) import' of '\(module)' in a file whose declarations are \(access.rawValue): none can "
                    + "use it in a \(written.name) declaration, and Swift warns that it is unused; write 'import "
                    + "\(module)', or give the file 'options { access: \(written.name) }'",
                at: written.range)
        }
    }
}
