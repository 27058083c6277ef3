import BinderyChecker

extension FileContext {
    /// A generated file's imports: the spec's, as written, and the runtime's modules, each with the access level
    /// the file's declarations need of it.
    ///
    /// With `InternalImportsByDefault` (an upcoming feature, the default of a later language mode), a plain import
    /// is internal, and a public model's conformance to `Observable`, its `Bindery.Change` parameters or its array
    /// mutators' `IndexSet` need a public one. Swift warns of a public import no public declaration uses, so the
    /// access level is stated only where used so.
    struct Imports {
        /// Whole-module imports, sorted by module as swift-format's `OrderedImports` sorts them.
        var lines: [String] = []
        /// Imports placed at the spec's line and column, each in `#if canImport` with an `#error` otherwise.
        var checked: [String] = []
        /// Imports of one declaration (`import struct …`).
        var declarations: [String] = []

        /// `takingIndexSets`: whether a model of the file has array mutators, which take a `Bindery.IndexSet`.
        init(of file: CheckedFile, takingIndexSets: Bool) {
            let access = file.options.access
            let stated = access == .internal ? nil : access.rawValue
            let declaresAnything =
                file.models.contains { !$0.isExternal } || !file.transforms.isEmpty || !file.bindings.isEmpty
            let runtime = declaresAnything ? stated : nil
            let observation = file.models.contains { !$0.isExternal && $0.observation } ? stated : nil
            // A public mutator's `Bindery.IndexSet` is `Foundation.IndexSet`: a module built for library evolution
            // prints that in its interface, and Swift requires the file to import Foundation publicly then, as it
            // does with the feature on. (A package mutator needs no import: Swift counts it as no use of Foundation.)
            let foundation = takingIndexSets && access == .public ? stated : nil
            for import_ in file.imports where import_.module != "Bindery" {
                // A module may be named like a keyword (`swiftc -module-name class`); Swift imports it in backticks.
                let module = GeneratedNames.escaped(import_.module)
                // The spec's plain import of a module the runtime's declarations use is imported as they need it.
                let written =
                    import_.access
                    ?? (import_.module == "Observation"
                        ? observation : import_.module == "Foundation" ? foundation : nil)
                let line = (import_.attributes + (written.map { [$0] } ?? []) + ["import", module])
                    .joined(separator: " ")
                // One with an access level the spec states is placed at the spec too: what Swift says of it (an
                // unused public import) is reported there.
                if let location = import_.moduleLocation,
                    import_.access != nil || !Self.modulesEveryToolchainHas.containsExactly(import_.module)
                {
                    checked.append(
                        EmbeddedCode(importing: import_.module, as: module, line: line, at: location, file: file.path)
                            .text)
                } else {
                    lines.append(line)
                }
            }
            lines.append("@_spi(BinderyGenerated) " + Self.prefixed(runtime, "import Bindery"))
            if !file.imports.contains(where: { $0.module == "Observation" }) {
                lines.append(Self.prefixed(observation, "import Observation"))
            }
            lines.sort { FileContext.module(ofImport: $0) < FileContext.module(ofImport: $1) }
            // Only the struct, so no other name of Foundation can clash with the spec's types.
            if let foundation, !file.imports.contains(where: { $0.module == "Foundation" }) {
                declarations = [Self.prefixed(foundation, "import struct Foundation.IndexSet")]
            }
        }

        private static func prefixed(_ access: String?, _ line: String) -> String {
            access.map { $0 + " " + line } ?? line
        }

        /// Modules Swift finds wherever Bindery runs: their imports need no check.
        private static let modulesEveryToolchainHas: Set<String> = [
            "Swift", "Foundation", "Dispatch", "Observation", "Synchronization",
        ]
    }
}
