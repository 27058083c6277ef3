import BinderySource

/// Every spec file of one run, resolved and checked as one module: the only input of code generation and of
/// every tool after the checker.
///
/// Arrays are in declaration order (files in the order given), never in `Dictionary` or `Set` order, so
/// everything built from this is deterministic.
public struct CheckedModule: Hashable, Sendable {
    public var files: [CheckedFile]
    /// The models and external classes of imported specs these specs may use (nothing is generated for them),
    /// each with its ``Model/module``; sorted by name.
    public var importedModels: [Model] = []
    /// The transforms of imported specs, likewise.
    public var importedTransforms: [Transform] = []

    public init(files: [CheckedFile]) {
        self.files = files
    }

    public var models: [Model] { files.flatMap(\.models) }
    public var transforms: [Transform] { files.flatMap(\.transforms) }
    public var bindings: [Binding] { files.flatMap(\.bindings) }

    public func model(named name: String) -> Model? {
        models.first { $0.name.isSameName(as: name) }
    }
}

/// What one spec file declares; the generator writes one Swift file from each.
public struct CheckedFile: Hashable, Sendable {
    public var file: FileID
    /// The path as the user gave it, for headers and `#sourceLocation`.
    public var path: String
    /// `Name` of `Name.bind`.
    public var baseName: String
    /// The file's imports in order, without duplicates and without `Bindery` (always imported).
    public var imports: [Import]
    public var options: FileOptions
    public var models: [Model]
    public var transforms: [Transform]
    public var bindings: [Binding]
    /// The types the file names that no spec declares (`Date`, a user's enum), verbatim, each where the file first
    /// writes it: whether they exist is for Swift to say, at these places.
    public var swiftTypeReferences: [SwiftTypeReference] = []

    public init(
        file: FileID,
        path: String,
        baseName: String,
        imports: [Import],
        options: FileOptions,
        models: [Model],
        transforms: [Transform],
        bindings: [Binding]
    ) {
        self.file = file
        self.path = path
        self.baseName = baseName
        self.imports = imports
        self.options = options
        self.models = models
        self.transforms = transforms
        self.bindings = bindings
    }
}

/// `import M`, with the attributes written before it (`@preconcurrency`).
public struct Import: Hashable, Sendable {
    public var attributes: [String]
    /// The access level written before `import` (`public`), or nil: Swift's default, `internal` in Swift 6 with
    /// `InternalImportsByDefault`, `public` without.
    public var access: String?
    /// `Foundation`, `Foo.Bar`.
    public var module: String
    public var range: SourceRange
    /// Where the spec writes the module's name: generated code reports a module Swift cannot find there.
    public var moduleLocation: SourceLocation?

    public init(
        attributes: [String], access: String? = nil, module: String, range: SourceRange,
        moduleLocation: SourceLocation? = nil
    ) {
        self.attributes = attributes
        self.access = access
        self.module = module
        self.range = range
        self.moduleLocation = moduleLocation
    }
}

/// A file's `options { }`, with SPEC's defaults for what it does not say.
public struct FileOptions: Hashable, Sendable {
    public var access: AccessLevel
    public var isolation: Isolation
    public var observation: Bool

    public init(access: AccessLevel = .internal, isolation: Isolation = .mainActor, observation: Bool = true) {
        self.access = access
        self.isolation = isolation
        self.observation = observation
    }
}

public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`
    case `public`
    case `package`
}

public enum Isolation: String, Hashable, Sendable, CaseIterable {
    /// `@MainActor`
    case mainActor
    /// `nonisolated`: not `Sendable`, used from one isolation domain.
    case nonisolated
}

/// An embedded Swift expression and where it came from, for `#sourceLocation`.
/// A type a file names that no spec declares (``CheckedFile/swiftTypeReferences``).
public struct SwiftTypeReference: Hashable, Sendable {
    /// The type as the spec first writes it, or what the generated code asks of it there (`[Size: Swift.Never]` for
    /// a `Set`'s element: that it is `Hashable`).
    public var written: EmbeddedExpression
    /// Whether declarations the generated code makes with the file's access name the type (a model's property, a
    /// transform's signature, a binding's parameter), so it must be at least as visible. Not an external class's
    /// member, nor a model's conformance (a public class may conform to an internal protocol).
    public var isInInterface: Bool

    public init(written: EmbeddedExpression, isInInterface: Bool) {
        self.written = written
        self.isInInterface = isInInterface
    }
}

public struct EmbeddedExpression: Hashable, Sendable {
    /// Verbatim source text.
    public var text: String
    public var range: SourceRange
    /// Where the text starts in its spec.
    public var location: SourceLocation

    public init(text: String, range: SourceRange, location: SourceLocation) {
        self.text = text
        self.range = range
        self.location = location
    }
}
