import BinderyChecker
import BinderySource

/// One generated file, as the `file` template sees it: everything one spec declares.
struct FileContext: FieldedContext {
    var specName: String
    var imports: [String]
    /// `import struct Foundation.IndexSet` when the file needs it; swift-format puts such imports in a group of
    /// their own, after the others.
    var declarationImports: [String] = []
    var checkedImports: [String]
    var runtimeInterface: String
    var typeChecks: [String]
    var models: [ModelContext]
    var externalClasses: [ExternalClassContext]
    var transforms: [TransformContext]
    var externalTransforms: [ExternalTransformContext]
    var bindings: [BindingContext]

    static let fields = TemplateFields<Self>(
        "file",
        [
            .text("specName", "The spec's file name, for the header.") { $0.specName },
            .lines("imports", "The import lines, sorted.") { $0.imports },
            .lines("declarationImports", "Imports of one declaration (`import struct …`), after a blank line.") {
                $0.declarationImports
            },
            .lines(
                "checkedImports",
                "The imports of modules Swift may not find, each in `#if canImport` with an `#error` at the spec's "
                    + "line and column otherwise, in the spec's order."
            ) { $0.checkedImports },
            .flag("hasCheckedImports", "Whether there are any.") { !$0.checkedImports.isEmpty },
            .text("runtimeInterface", "The runtime interface this code was generated for.") { $0.runtimeInterface },
            .lines(
                "typeChecks",
                "A check of each type the spec names but does not declare, at its spec line and column: a private alias, "
                    + "or a hidden function taking the type where the file's access is public or package."
            ) {
                $0.typeChecks
            },
            .list("models", "The models, in declaration order.") { $0.models },
            .list("externalClasses", "The external classes, each with the function that checks it.") {
                $0.externalClasses
            },
            .list("transforms", "The transforms with a body.") { $0.transforms },
            .list("externalTransforms", "The transforms implemented by hand.") { $0.externalTransforms },
            .list("bindings", "The bindings.") { $0.bindings },
        ])

    /// The interface version of the runtime the generator belongs to; see `RuntimeVersion.swift` in the runtime.
    static let runtimeInterface = "RuntimeInterface_0_12"

    init(_ file: CheckedFile, in generation: Generation) {
        specName = SwiftText.singleLineComment(FilePaths.lastComponent(of: file.path))
        let access = file.options.access
        runtimeInterface = Self.runtimeInterface
        typeChecks = file.swiftTypeReferences.enumerated().map { index, reference in
            let type = reference.written
            guard access != .internal, reference.isInInterface else {
                return EmbeddedCode(typeAlias: "_$type\(index + 1)", of: type, file: file.path).text
            }
            // Not private, so other files of the module may declare the same: a label names this one. (Not named as
            // the aliases are: Swift takes a function and a type of one name in a module for a redeclaration.)
            let label = "_$" + Self.identifierPart(file.baseName)
            return EmbeddedCode(
                visibilityCheck: "_$visible\(index + 1)", label: label, of: type, access: access, file: file.path
            ).text
        }
        models = file.models.filter { !$0.isExternal }.map { ModelContext($0, file: file, in: generation) }
        externalClasses = file.models.filter(\.isExternal).map { ExternalClassContext($0, file: file, in: generation) }
        transforms = file.transforms.compactMap { TransformContext($0, file: file, in: generation) }
        externalTransforms = file.transforms.compactMap { ExternalTransformContext($0, file: file, in: generation) }
        bindings = file.bindings.map { BindingContext($0, file: file, in: generation) }
        let imports = Imports(
            of: file, takingIndexSets: models.contains { $0.properties.contains { !$0.mutators.isEmpty } })
        self.imports = imports.lines
        checkedImports = imports.checked
        declarationImports = imports.declarations
    }

    /// `name` as part of an identifier, one name to one spelling: ASCII letters and digits are kept, any other byte
    /// of its UTF-8 becomes `_` and two hex digits (`my-spec` is `my_2dspec`).
    static func identifierPart(_ name: String) -> String {
        var part = ""
        for byte in name.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                part.unicodeScalars.append(scalar)
            } else {
                part += "_" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            }
        }
        return part
    }

    /// `Foundation` of `@preconcurrency import Foundation`.
    static func module(ofImport line: String) -> String {
        line.split(separator: " ").last.map(String.init) ?? line
    }
}
