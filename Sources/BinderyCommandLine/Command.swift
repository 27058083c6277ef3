/// One `bindery` subcommand: what its help says, what it accepts, and what it does.
///
/// A command is one file that defines a `static let` on `Command`, plus one line in ``Command/all``:
///
/// ```swift
/// extension Command {
///     static let check = Command(name: "check", abstract: "Parse and validate specs.", ...) { invocation, console in
///         ...
///     }
/// }
/// ```
public struct Command: Sendable {
    /// The word after `bindery`.
    public var name: String
    /// One line for the command list.
    public var abstract: String
    /// More help, shown by `bindery help NAME`; may be empty.
    public var discussion: String
    /// The positional arguments, as help shows them (`<spec>`), and how many are needed; nil for a command that
    /// takes none.
    public var positional: Positional?
    /// Options of this command alone.
    public var options: [Option]
    /// Whether the shared options (``Option/shared``: templates, configuration, imported specs, diagnostics) mean
    /// something to this command, which then accepts them.
    public var acceptsSharedOptions: Bool
    /// Does the work. Usage has been checked; the shared options are parsed.
    public var run: @Sendable (Invocation, Console) -> ExitCode

    public init(
        name: String,
        abstract: String,
        discussion: String = "",
        positional: Positional?,
        options: [Option] = [],
        acceptsSharedOptions: Bool = true,
        run: @escaping @Sendable (Invocation, Console) -> ExitCode
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.positional = positional
        self.options = options
        self.acceptsSharedOptions = acceptsSharedOptions
        self.run = run
    }

    /// Every option the command accepts: its own, then the shared ones if they mean something to it.
    public var acceptedOptions: [Option] {
        options + (acceptsSharedOptions ? Option.shared : [])
    }

    public struct Positional: Sendable {
        public var name: String
        public var help: String
        public var minimumCount: Int
        public var isRepeating: Bool
        /// The words a shell offers for it when it is one of a known list (`explain`'s ids); nil for spec files.
        public var completions: [String]?

        public init(
            name: String, help: String, minimumCount: Int = 1, isRepeating: Bool = true, completions: [String]? = nil
        ) {
            self.name = name
            self.help = help
            self.minimumCount = minimumCount
            self.isRepeating = isRepeating
            self.completions = completions
        }
    }
}

/// An option: `--name value` (or `--name=value`), or a flag `--name` when it takes no value.
public struct Option: Sendable, Hashable {
    /// What a shell offers after the option: the words completion scripts complete its value with.
    public enum ValueCompletion: Sendable, Hashable {
        /// Any text; nothing to offer.
        case text
        /// Paths of files.
        case file
        /// Paths of directories.
        case directory
    }

    public var name: String
    /// The value's name in help (`dir`), or `nil` for a flag.
    public var valueName: String?
    /// The values allowed, if only some are.
    public var allowedValues: [String]?
    public var defaultValue: String?
    /// Whether the command refuses to run without it; usage lines show it without brackets.
    public var isRequired: Bool
    /// What shell completion offers for the value, when ``allowedValues`` does not list it.
    public var valueCompletion: ValueCompletion
    public var help: String

    public init(
        name: String, valueName: String? = nil, allowedValues: [String]? = nil, defaultValue: String? = nil,
        isRequired: Bool = false, valueCompletion: ValueCompletion = .text, help: String
    ) {
        self.name = name
        self.valueName = valueName
        self.allowedValues = allowedValues
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.valueCompletion = valueCompletion
        self.help = help
    }

    public var isFlag: Bool { valueName == nil }

    /// `--name <value>` or `--name`, as usage lines show it.
    var synopsis: String {
        valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
    }
}

/// What the user asked a command to do.
public struct Invocation: Sendable {
    /// The positional arguments, in order.
    public var arguments: [String]
    /// The value of each option given (the last one wins), by name without dashes.
    public var values: [String: String]
    /// The flags given, by name without dashes.
    public var flags: Set<String>
    public var shared: SharedOptions
    /// Every value of each option, in the order given, for options that may be repeated (`--output-file`).
    public var repeatedValues: [String: [String]]

    public init(
        arguments: [String], values: [String: String] = [:], flags: Set<String> = [], shared: SharedOptions,
        repeatedValues: [String: [String]] = [:]
    ) {
        self.arguments = arguments
        self.values = values
        self.flags = flags
        self.shared = shared
        self.repeatedValues = repeatedValues
    }
}
