/// A synthetic module for the generator benchmark: `models` models of `properties` properties each, and
/// `bindings` bindings, written both as `.bind` specs and as hand-written `@Observable` classes (the baseline).
struct SyntheticModule {
    var models: Int
    var properties: Int
    var bindings: Int
    /// Specs per file, so the module looks like a real one (and `generate` writes several files).
    var modelsPerFile = 50

    private static let types = ["Int", "String", "Double", "Bool", "[String]"]
    private static let defaults = ["0", "\"\"", "0", "false", "[]"]

    private func type(_ index: Int) -> (name: String, value: String) {
        (Self.types[index % Self.types.count], Self.defaults[index % Self.types.count])
    }

    /// The specs, by file name.
    var specs: [(name: String, text: String)] {
        var files: [(String, String)] = []
        var file = 0
        var modelIndex = 0
        var written = 0
        while modelIndex < models {
            var text = "// Synthetic spec \(file).\n"
            for model in modelIndex..<min(models, modelIndex + modelsPerFile) {
                text += "\nmodel M\(model) {\n"
                for property in 0..<properties {
                    let (type, value) = type(property)
                    text += "    var p\(property): \(type) = \(value)\n"
                }
                text += "}\n"
            }
            // Each binding wires one model to the next: five one-way rules and one two-way rule.
            for binding in stride(from: modelIndex, to: min(models, modelIndex + modelsPerFile) - 1, by: 1)
            where written < bindings {
                written += 1
                text += "\nbinding B\(binding)(source: M\(binding), target: M\(binding + 1)) {\n"
                for rule in 0..<5 where rule * 5 + 1 < properties {
                    text += "    target.p\(rule * 5 + 1) <- source.p\(rule * 5 + 1)\n"
                }
                text += "    target.p0 <-> source.p0\n}\n"
            }
            files.append(("Synthetic\(file).bind", text))
            modelIndex += modelsPerFile
            file += 1
        }
        return files
    }

    /// The same models written with Apple's `@Observable` macro, and the bindings written by hand with
    /// `withObservationTracking`, the closest the standard toolchain offers.
    var observableBaseline: [(name: String, text: String)] {
        var files: [(String, String)] = []
        var file = 0
        var modelIndex = 0
        while modelIndex < models {
            var text = "import Observation\n"
            for model in modelIndex..<min(models, modelIndex + modelsPerFile) {
                text += "\n@MainActor\n@Observable\nfinal class M\(model) {\n"
                for property in 0..<properties {
                    let (type, value) = type(property)
                    text += "    var p\(property): \(type) = \(value)\n"
                }
                text += "}\n"
            }
            files.append(("Observable\(file).swift", text))
            modelIndex += modelsPerFile
            file += 1
        }
        return files
    }
}
