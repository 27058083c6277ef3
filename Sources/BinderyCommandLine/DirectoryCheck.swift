import BinderySource

enum DirectoryCheck {
    static func isDirectory(_ path: String) -> Bool {
        FileKind.isDirectory(path)
    }
}
