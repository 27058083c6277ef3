/// One finding about a spec: what is wrong, where, and how to fix it.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error
        case warning
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs.rank < rhs.rank
        }
    }

    /// A secondary place that explains the primary one ("first declared here", a step of a cycle).
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange

        public init(_ message: String, at range: SourceRange) {
            self.message = message
            self.range = range
        }
    }

    /// A replacement that would fix the problem; renderers show it, tools may apply it.
    public struct FixIt: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String

        public init(replacing range: SourceRange, with replacement: String) {
            self.range = range
            self.replacement = replacement
        }

        /// `text` written just before `range`, which stays.
        public static func inserting(_ text: String, before range: SourceRange) -> FixIt {
            FixIt(replacing: SourceRange(file: range.file, start: range.start, end: range.start), with: text)
        }
    }

    public var severity: Severity
    /// What the problem is, stable across rewordings (see ``DiagnosticID``). Every diagnostic bindery makes has one
    /// (templates' included); nil only for a diagnostic made outside the catalog, by a tool that embeds the compiler.
    public var id: DiagnosticID?
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(
        _ severity: Severity,
        _ id: DiagnosticID?,
        _ message: String,
        at range: SourceRange,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// A diagnostic outside the catalog, with no id.
    public init(
        _ severity: Severity, _ message: String, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []
    ) {
        self.init(severity, nil, message, at: range, notes: notes, fixIts: fixIts)
    }

    public static func error(
        _ id: DiagnosticID,
        _ message: String,
        at range: SourceRange,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.error, id, message, at: range, notes: notes, fixIts: fixIts)
    }

    public static func warning(
        _ id: DiagnosticID,
        _ message: String,
        at range: SourceRange,
        notes: [Note] = [],
        fixIts: [FixIt] = []
    ) -> Diagnostic {
        Diagnostic(.warning, id, message, at: range, notes: notes, fixIts: fixIts)
    }

}

/// The diagnostics one stage or one run has collected, in the order they were found.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        all.append(contentsOf: other.all)
    }

    public mutating func error(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixIts: [Diagnostic.FixIt] = []
    ) {
        all.append(.error(id, message, at: range, notes: notes, fixIts: fixIts))
    }

    public mutating func warning(
        _ id: DiagnosticID, _ message: String, at range: SourceRange, notes: [Diagnostic.Note] = [],
        fixIts: [Diagnostic.FixIt] = []
    ) {
        all.append(.warning(id, message, at: range, notes: notes, fixIts: fixIts))
    }

    public var hasErrors: Bool {
        all.contains { $0.severity == .error }
    }

    public var errorCount: Int {
        all.count { $0.severity == .error }
    }

    /// Sorted by file, then position, then severity, so output does not depend on which stage spoke first.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            if l.range.file != r.range.file { return l.range.file < r.range.file }
            if l.range.start != r.range.start { return l.range.start < r.range.start }
            if l.severity != r.severity { return l.severity < r.severity }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
