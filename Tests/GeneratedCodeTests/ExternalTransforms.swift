import Bindery

// The hand-written half of `transform initials(String) -> String external` in Download.bind: without it, the
// generated `extension BinderyTransforms: DownloadExternalTransforms {}` does not compile. Nonisolated, as it is
// public: another module's nonisolated binding may apply it, also where the default isolation is `MainActor`.
extension BinderyTransforms {
    nonisolated static func initials(_ value: String) -> String {
        String(value.split(separator: " ").compactMap(\.first))
    }
}

// Protocols of the user's that `Edition` in Fixtures/Valid/Library.bind conforms to, which Bindery cannot see: the
// generated code declares each conformance in an extension at its spec line. Nonisolated, as another module's often
// are, also where the default isolation is `MainActor`.
package nonisolated protocol Catalogued {
    var title: String { get }
}

package nonisolated protocol Shelved {
    var shelf: String { get }
}

// A type of the user's that models of Fixtures/Valid/Library.bind hold: Hashable and Codable, as their conformances
// require of it.
package enum Genre: String, Hashable, Codable, Sendable {
    case fiction
    case poetry
}

// The function type `Tapper` in Fixtures/Valid/Actions.bind stores, behind an alias the spec cannot see through.
typealias TapHandler = (Int) -> Void
