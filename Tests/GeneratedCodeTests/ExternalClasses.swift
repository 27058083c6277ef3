import Observation

/// Stands in for a UIKit view: a plain class Bindery does not generate, written to by `label.text <- …`.
@MainActor
final class Label {
    private(set) var writes = 0
    /// Called after each write of `text`, as a view's own code might run.
    var textDidChange: (() -> Void)?
    /// Where the end of each write and the label's deinitialisation are recorded, in the order they happen.
    let events: Events?
    var text: String? {
        didSet {
            textDidChange?()
            writes += 1
            events?.record("wrote")
        }
    }

    deinit {
        events?.record("deinit")
    }
    var isHidden = false

    init(text: String? = nil, events: Events? = nil) {
        self.text = text
        self.events = events
    }
}

/// What happened, in order, for a test to look at.
final class Events: @unchecked Sendable {
    // Only one test's main-actor code and the deinitialisers it causes touch one instance.
    private(set) var list: [String] = []

    func record(_ event: String) {
        list.append(event)
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

/// The class `Screen.bind` declares under a keyword's name.
final class `default` {
    var count = 0
}

/// Observable by hand, reporting every set of `level`, equal or not, as `@Observable` did before Swift 6.2.
@MainActor
final class Dial: Observable {
    private let registrar = ObservationRegistrar()
    private var storedLevel = 0

    var level: Int {
        get {
            registrar.access(self, keyPath: \.level)
            return storedLevel
        }
        set {
            registrar.withMutation(of: self, keyPath: \.level) { storedLevel = newValue }
        }
    }
}
