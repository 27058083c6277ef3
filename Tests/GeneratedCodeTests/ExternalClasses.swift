import Observation

/// Stands in for a UIKit view: a plain class Bindery does not generate, written to by `label.text <- …`.
@MainActor
final class Label {
    private(set) var writes = 0
    var text: String? { didSet { writes += 1 } }
    var isHidden = false

    init(text: String? = nil) {
        self.text = text
    }
}

/// A hand-written view model, observed through Swift's Observation.
@MainActor
@Observable
final class SearchForm {
    var query = ""
    var count = 0
}

/// A plain class that is Hashable and Codable, held by the `Card` model: compared, hashed and coded by its own
/// conformances, as the spec declares them.
final class Chip: Hashable, Codable {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    static func == (lhs: Chip, rhs: Chip) -> Bool {
        lhs.count == rhs.count
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }
}
