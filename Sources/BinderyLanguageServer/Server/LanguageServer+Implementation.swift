import BinderySource

extension LanguageServer {
    /// `textDocument/implementation` (see ``Implementation``): the Swift the name under the cursor stands for, in
    /// the Swift files of the module whose specs declare it; for what the generator writes, also in the build
    /// plugin's output; for what the user writes, else in the package's other targets.
    func implementations(at params: LSP.TextDocumentPositionParams) -> [LSP.Location] {
        let (snapshot, file, offset) = locate(params)
        guard let snapshot,
            let (subject, module, isGenerated) = Implementation.subject(in: snapshot, file: file, offset: offset)
        else { return [] }
        let key = DocumentURI.key(of: params.textDocument.uri)
        let declaring = swiftSources(ofModule: module, importedBy: key)
        if isGenerated {
            let paths = declaring.sources + (declaring.workspace.map(Self.buildPluginOutputs(of:)) ?? [])
            return Implementation.locations(of: subject, inSwiftFiles: paths, encoding: encoding)
        }
        let found = Implementation.locations(of: subject, inSwiftFiles: declaring.sources, encoding: encoding)
        // A class the specs describe may be written in another target of the package that the module imports.
        guard found.isEmpty else { return found }
        return Implementation.locations(
            of: subject, inSwiftFiles: swiftSourcesOfTheOtherTargets(besides: declaring.workspace, importedBy: key),
            encoding: encoding)
    }

    /// The module `module` (nil: the module of the document with key `key`, which imports it: a target of the same
    /// package), and its Swift files.
    private func swiftSources(ofModule module: String?, importedBy key: String) -> (
        workspace: Workspace?, sources: [String]
    ) {
        guard let importer = workspace(for: key) else { return (nil, []) }
        guard let module else { return (importer, importer.swiftSourcePaths()) }
        let declaring = folders.first {
            $0.target?.module == module && $0.target?.package == importer.target?.package
        }
        return (declaring, declaring?.swiftSourcePaths() ?? [])
    }

    /// The Swift files of the package of the document with key `key` (under its `Sources`), but for those of
    /// `searched`, in path order: targets without specs too.
    private func swiftSourcesOfTheOtherTargets(besides searched: Workspace?, importedBy key: String) -> [String] {
        guard let package = workspace(for: key)?.target?.package else { return [] }
        let searchedFolder = searched?.target?.path
        return FolderScan.paths(endingWith: ".swift", under: package + "/Sources").filter { path in
            searchedFolder.map { !FolderScan.isInside(path, folder: $0) } ?? true
        }
    }

    /// The Swift the build plugin generated for `workspace`'s target, where SwiftPM keeps it: under the package's
    /// `.build/plugins/outputs/<package>/<Target>/…/BinderyPlugin/`.
    private static func buildPluginOutputs(of workspace: Workspace) -> [String] {
        guard let target = workspace.target else { return [] }
        let outputs = target.package + "/.build/plugins/outputs"
        let targetName = Substring(FilePaths.lastComponent(of: target.path))
        return FolderScan.paths(endingWith: ".swift", under: outputs).filter { path in
            let components = path.dropFirst(outputs.count + 1).split(separator: "/")
            return components.count > 2 && components[1] == targetName && components.contains("BinderyPlugin")
        }
    }
}
