import BinderyLanguageServer
import Foundation
import Testing

/// The id `bindery check` prints in brackets reaches the editor as the diagnostic's `code`.
@Suite struct DiagnosticCodeTests {
    /// The server sent no `code`, so an editor showed the message without the id to look up with `bindery explain`.
    @Test func aPublishedDiagnosticCarriesItsID() throws {
        let client = PipeClient(root: nil)
        let uri = "file:///tmp/bindery-diagnostic-code/Spec.bind"
        client.open(
            uri,
            "model A {\n    var x: Int = 0\n}\nmodel B {\n    var y: Int = 0\n}\n\nbinding L(a: A, b: B) {\n    b.y <- a.x | nosuch\n}\n"
        )
        let diagnostics = try #require(client.diagnostics(for: uri) { !$0.isEmpty })
        #expect(diagnostics.first?["code"] == "unknown-transform", "\(diagnostics)")
        #expect(client.shutDown() == 0)
    }
}
