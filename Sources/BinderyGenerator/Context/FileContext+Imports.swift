import BinderyChecker

extension FileContext {
    /// A generated file's imports: the spec's, as written, and the runtime's modules, each with the access level
    /// the file's declarations need of it.
    ///
    /// With `InternalImportsByDefault` (an upcoming feature, the default of a later language mode), a plain import
    /// is internal, and a public model's conformance to `Observable`, its `Bindery.Change` parameters or its array
    /// mutators' `IndexSet` need a public one. Without it, a plain import is public already, and one with an access
    /// level would make Swift 6 reject every plain import of that module in the target's other files ("ambiguous
    /// implicit access level"): so the access levels the generated code needs are stated only under
    /// `#if hasFeature(InternalImportsByDefault)`, and only where used so, as Swift warns of an unused one.
    struct Imports {
        /// Whole-module imports, sorted by module as swift-format's `OrderedImports` sorts them, then those the
        /// generated code needs with an access level, in `#if hasFeature(InternalImportsByDefault)`.
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
            // Each import the generated code needs with an access level, which goes after its attributes.
            var needed: [(access: String, attributes: [String], module: String)] = []
            var lines: [String] = []
            func add(_ attributes: [String], _ module: String, needing access: String?) {
                if let access {
                    needed.append((access, attributes, module))
                } else {
                    lines.append((attributes + ["import", module]).joined(separator: " "))
                }
            }
            for import_ in file.imports where import_.module != "Bindery" {
                // A module may be named like a keyword (`swiftc -module-name class`); Swift imports it in backticks.
                let module = GeneratedNames.escaped(import_.module)
                let needing = [
                    "Observation": observation, "Foundation": foundation,
                ][import_.module].flatMap { $0 }
                // One with an access level the spec states, or with attributes, is placed at the spec too: what
                // Swift says of it (an unused public import, a `@preconcurrency` that strict memory safety wants
                // marked `@unsafe`) is reported there. Not one the generated code needs an access level of.
                if let location = import_.moduleLocation,
                    import_.access != nil || !Self.modulesEveryToolchainHas.containsExactly(import_.module)
                        || (!import_.attributes.isEmpty && needing == nil)
                {
                    let line = (import_.attributes + (import_.access.map { [$0] } ?? []) + ["import", module])
                        .joined(separator: " ")
                    checked.append(
                        EmbeddedCode(importing: import_.module, as: module, line: line, at: location, file: file.path)
                            .text)
                } else {
                    // The spec's plain import of a module the generated declarations use, as they need it.
                    add(import_.attributes, module, needing: needing)
                }
            }
            add(["@_spi(BinderyGenerated)"], "Bindery", needing: runtime)
            if !file.imports.contains(where: { $0.module == "Observation" }) {
                add([], "Observation", needing: observation)
            }
            lines.sort { FileContext.module(ofImport: $0) < FileContext.module(ofImport: $1) }
            if !needed.isEmpty {
                needed.sort { $0.module < $1.module }
                lines.append(
                    Self.featureGated(
                        needed.map { ($0.attributes + [$0.access, "import", $0.module]).joined(separator: " ") },
                        otherwise: needed.map { ($0.attributes + ["import", $0.module]).joined(separator: " ") }))
            }
            self.lines = lines
            // Only the struct, so no other name of Foundation can clash with the spec's types.
            if let foundation, !file.imports.contains(where: { $0.module == "Foundation" }) {
                let line = "import struct Foundation.IndexSet"
                declarations = [Self.featureGated([foundation + " " + line], otherwise: [line])]
            }
        }

        /// `stated` where imports are internal unless they say otherwise, `otherwise` elsewhere.
        private static func featureGated(_ stated: [String], otherwise: [String]) -> String {
            (["#if hasFeature(InternalImportsByDefault)"] + stated + ["#else"] + otherwise + ["#endif"])
                .joined(separator: "\n")
        }

        /// Modules Swift finds wherever Bindery runs: their imports need no check.
        private static let modulesEveryToolchainHas: Set<String> = [
            "Swift", "Foundation", "Dispatch", "Observation", "Synchronization",
        ]
    }
}
