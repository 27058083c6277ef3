/// A two-file module: models in one file, a binding over them in the other, as a user splits them.
enum SampleModule {
    static let models = """
        /// A person.
        model User {
            /// Shown in lists.
            var name: String = ""
            var email: String?
        }

        /// A file being downloaded.
        model Download {
            var title: String = "Untitled"
            var owner: User?
            var total: Int64 = 0
            computed label: String = "\\(title) \\(total)"
        }

        model Row {
            var title: String = ""
            var ownerName: String = ""
            var upper: String = ""
        }

        """

    static let bindings = """
        /// Shouting.
        transform shout(String) -> String = $0.uppercased()

        /// Keeps a row in sync.
        binding RowBinding(download: Download, row: Row) {
            row.title <- download.title | shout
            row.ownerName <- download.owner?.name ?? "Nobody"
            row.upper <- download.label | uppercased
            on download.total -> totalChanged
            on download.title, download.total initial -> changed
        }

        """

    static func folder() throws -> TestFolder {
        try TestFolder(["Models.bind": models, "Bindings.bind": bindings])
    }
}
