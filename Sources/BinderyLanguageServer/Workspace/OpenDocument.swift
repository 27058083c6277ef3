/// A document the editor has open: its text is the truth for the server until it is closed, whatever the disk
/// holds.
struct OpenDocument: Sendable {
    var uri: String
    var version: Int?
    var text: DocumentText
}
