import Foundation

/// A workspace folder of `files` specs with `modelsPerFile` models each, a binding over every other model, and
/// references across files (each model's `owner` is a model of the file before), as a large app's specs look.
enum SyntheticWorkspace {
    static func write(files: Int, modelsPerFile: Int, to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in 0..<files {
            try Data(text(file: file, modelsPerFile: modelsPerFile).utf8)
                .write(to: folder.appendingPathComponent("Specs\(file).bind"))
        }
    }

    static func text(file: Int, modelsPerFile: Int) -> String {
        var text = "import Foundation\n\n"
        for index in 0..<modelsPerFile {
            let model = file * modelsPerFile + index
            let owner = max(0, model - modelsPerFile)
            text += """
                /// Model \(model).
                model Item\(model) {
                    var title: String = "Item \(model)"
                    var count: Int = 0
                    var ratio: Double = 0
                    var tags: [String] = []
                    var owner: Item\(owner)?
                    computed label: String = "\\(title) (\\(count))"
                }


                """
            if index % 2 == 1 {
                text += """
                    binding Row\(model)(item: Item\(model), row: Item\(model - 1)) {
                        row.title <- item.label | uppercased
                        row.count <- item.owner?.count ?? 0
                        row.ratio <-> item.ratio
                        on item.tags -> tagsChanged
                    }


                    """
            }
        }
        return text
    }
}
