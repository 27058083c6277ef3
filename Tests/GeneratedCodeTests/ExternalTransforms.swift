import Bindery

// The hand-written half of `transform initials(String) -> String external` in Download.bind: without it, the
// generated `extension BinderyTransforms: DownloadExternalTransforms {}` does not compile.
extension BinderyTransforms {
    static func initials(_ value: String) -> String {
        String(value.split(separator: " ").compactMap(\.first))
    }
}
