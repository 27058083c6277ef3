import BinderySource

extension CheckRun {
    /// Warns about each spec whose path Swift cannot name in `#sourceLocation(file:)`: it keeps an escape there as
    /// written (`a\"b`, a path no file has) and ignores a directive whose literal holds a line break, so what Swift
    /// finds wrong in the spec's own Swift (a default, a computed expression, a transform's body) would be reported
    /// in the generated file. Nothing else goes wrong, so the spec is still generated.
    mutating func checkSpecPaths() {
        for file in files {
            let path = sources[file.file].path
            guard let character = path.unicodeScalars.first(where: Self.isUnnameableInSourceLocation) else { continue }
            let shown =
                switch character {
                case "\"": "'\"'"
                case "\\": "'\\'"
                case "\n", "\r": "a line break"
                default: "a control character"
                }
            diagnostics.warning(
                .unnameableSpecPath,
                "the path of this spec holds \(shown), which Swift cannot name in the '#sourceLocation' of the "
                    + "generated code, so errors Swift finds in the spec's Swift expressions would point into the "
                    + "generated file; rename the file or folder without it",
                at: SourceRange(file: file.file, start: 0, end: 0))
        }
    }

    private static func isUnnameableInSourceLocation(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
    }
}
