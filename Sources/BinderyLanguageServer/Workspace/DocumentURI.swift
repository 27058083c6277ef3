import BinderySource

/// Turns `file://` URIs into the paths the compiler reports, and back.
///
/// A document that is not a file (`untitled:Untitled-1`) is keyed by its URI: it is checked on its own and
/// never read from disk.
enum DocumentURI {
    /// The file path of a `file://` URI, percent-decoded; nil for other schemes.
    static func path(of uri: String) -> String? {
        FileURI.path(of: uri)
    }

    static func uri(ofPath path: String) -> String {
        FileURI.uri(ofPath: path)
    }

    /// What documents and compiled files are keyed by: the path of a file URI, else the URI itself.
    static func key(of uri: String) -> String {
        path(of: uri) ?? uri
    }
}
