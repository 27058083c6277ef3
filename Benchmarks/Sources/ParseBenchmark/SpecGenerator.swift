/// A realistic spec of about `targetBytes`: models, transforms and bindings in the proportions of SPEC's example,
/// with doc comments, comments, string interpolation and every rule form.
enum SpecGenerator {
    static func generate(targetBytes: Int) -> String {
        var text = "import Foundation\n\noptions {\n    access: public\n}\n\n"
        var index = 0
        while text.utf8.count < targetBytes {
            text += chunk(index)
            index += 1
        }
        return text
    }

    private static func chunk(_ i: Int) -> String {
        """
        /// A file being downloaded, number \(i).
        model Download\(i): Codable, Hashable {
            var title: String = "Untitled \(i)"
            var writtenBytes: Int64 = 0
            var totalBytes: Int64 = 0  // bytes
            var tags: [String] = []
            var attributes: [String: Int]? = nil
            var owner: User\(i)?
            /* how far along */
            computed progress: Double = totalBytes == 0 ? 0 : Double(writtenBytes) / Double(self.totalBytes)
        }

        model User\(i) {
            let id: UUID
            var name: String = ""
        }

        transform percent\(i)(Double) -> String = "\\(Int(($0 * 100).rounded()))%"
        transform scale\(i)(Double) <-> Double {
            forward: $0 * 9 / 5 + 32
            backward: ($0 - 32) * 5 / 9
        }

        binding RowBinding\(i)(download: Download\(i), row: Row\(i)) {
            row.title <- download.title | uppercased
            row.progressText <- download.progress | percent\(i)
            row.ownerName <- download.owner?.name ?? "Nobody"
            row.celsius <-> download.celsius | scale\(i)
            row.summary <- (download.title, download.progress) | summarize
            on download.writtenBytes, download.totalBytes initial -> sizesChanged
        }


        """
    }
}
