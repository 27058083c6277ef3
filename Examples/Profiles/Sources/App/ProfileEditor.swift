import Observation

/// The profile screen's view model, written by hand with `@Observable`, as SwiftUI code would.
@Observable
public final class ProfileEditor {
    public var draftName = ""
    public var draftBio = ""

    public init() {}
}

/// Stands in for a UIKit label in the tests: a plain class that counts the texts it is given.
public final class TitleLabel {
    public private(set) var history: [String?] = []
    public var text: String? { didSet { history.append(text) } }

    public init() {}
}
