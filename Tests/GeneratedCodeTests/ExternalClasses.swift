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
