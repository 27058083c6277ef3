import BinderyChecker
import BinderyParser
import BinderySource

/// A spec of a module the specs being compiled import: `--imported-spec Core=Sources/Core/User.bind`.
public struct ImportedSpec: Sendable {
    /// The Swift module whose target holds the spec.
    public var module: String
    public var file: SourceFile

    public init(module: String, file: SourceFile) {
        self.module = module
        self.file = file
    }

    /// Whether two are the same module's same file with the same text: checking them gives the same module.
    public static func isSame(_ lhs: ImportedSpec, _ rhs: ImportedSpec) -> Bool {
        lhs.module == rhs.module && lhs.file.path == rhs.file.path && lhs.file.bytes == rhs.file.bytes
    }

    /// Reads `MODULE=PATH` arguments; a bare `PATH` belongs to the module named like its folder, as SwiftPM
    /// names a target after `Sources/<Target>`.
    public static func load(_ arguments: [String]) throws(SpecLoadError) -> [ImportedSpec] {
        let parsed = arguments.map(parse)
        let files = try SpecLoader.load(parsed.map(\.path))
        return zip(parsed, files.ids).map { ImportedSpec(module: $0.module, file: files[$1]) }
    }

    static func parse(_ argument: String) -> (module: String, path: String) {
        if let equals = argument.firstIndex(of: "="), equals != argument.startIndex {
            let module = String(argument[..<equals])
            if module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                return (module, String(argument[argument.index(after: equals)...]))
            }
        }
        let folder = FilePaths.deletingLastComponent(of: argument)
        return (FilePaths.lastComponent(of: folder), argument)
    }

    /// Each imported module's specs, parsed and checked together, on their own: their problems are reported when
    /// their own module builds, not here.
    static func check(_ specs: [ImportedSpec]) -> [ImportedModule] {
        var modules: [String] = []
        var byModule: [String: [SourceFile]] = [:]
        for spec in specs {
            if byModule[spec.module] == nil { modules.append(spec.module) }
            byModule[spec.module, default: []].append(spec.file)
        }
        return modules.map { name in
            var sources = SourceFiles()
            for file in byModule[name] ?? [] { sources.add(file) }
            let trees = sources.ids.map { Parser.parse(sources[$0], id: $0).syntax }
            return ImportedModule(name: name, module: Checker.check(trees, sources: sources).module)
        }
    }
}
