/// The options every command accepts (SPEC part 3).
public struct SharedOptions: Sendable {
    public enum DiagnosticFormat: String, Sendable {
        case text
        case json
    }

    public enum ColorChoice: String, Sendable {
        case auto
        case always
        case never
    }

    /// `--templates DIR`: templates to use instead of the built-in ones.
    public var templatesDirectory: String?
    /// `--config FILE`: a `bindery.json` whose settings apply where no option overrides them.
    public var configurationFile: String?
    /// `--diagnostics text|json`
    public var diagnosticFormat: DiagnosticFormat
    /// `--color auto|always|never`
    public var color: ColorChoice
    /// `--imported-spec [MODULE=]PATH`, repeated: specs of modules the specs import.
    public var importedSpecs: [String]
    /// `--same-package MODULE`, repeated: modules of the imported specs built in the same Swift package as these.
    public var samePackageModules: [String]
    /// `--module-name NAME`: the Swift module the generated code is compiled into.
    public var moduleName: String?

    public init(
        templatesDirectory: String? = nil, configurationFile: String? = nil, diagnosticFormat: DiagnosticFormat = .text,
        color: ColorChoice = .auto, importedSpecs: [String] = [], samePackageModules: [String] = [],
        moduleName: String? = nil
    ) {
        self.moduleName = moduleName
        self.templatesDirectory = templatesDirectory
        self.configurationFile = configurationFile
        self.diagnosticFormat = diagnosticFormat
        self.color = color
        self.importedSpecs = importedSpecs
        self.samePackageModules = samePackageModules
    }

    /// Whether diagnostics get colour: `always`, or `auto` when standard error is a terminal and the environment does
    /// not ask for none (`NO_COLOR`, `TERM=dumb`).
    public func usesColor(on console: Console) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: console.errorIsTerminal && !console.environmentDisablesColor
        }
    }
}

extension Option {
    static let templates = Option(
        name: "templates", valueName: "dir", valueCompletion: .directory,
        help: "Use the templates in <dir> instead of the built-in ones.")
    static let diagnostics = Option(
        name: "diagnostics", valueName: "format", allowedValues: ["text", "json"], defaultValue: "text",
        help: "How diagnostics are written to standard error.")
    static let color = Option(
        name: "color", valueName: "when", allowedValues: ["auto", "always", "never"], defaultValue: "auto",
        help: "Colour diagnostics; 'auto' colours only when standard error is a terminal and NO_COLOR is not set.")

    static let config = Option(
        name: "config", valueName: "file", valueCompletion: .file,
        help: "Read settings from this bindery.json; an option given here wins over the file's setting.")

    static let importedSpec = Option(
        name: "imported-spec", valueName: "module=path", valueCompletion: .file,
        help: "A spec of a module the specs import, whose declarations they may use; repeat it per spec. Without "
            + "'MODULE=', the module is the name of the spec's folder. Nothing is generated or reported for it.")

    static let samePackage = Option(
        name: "same-package", valueName: "module",
        help: "A module of --imported-spec built in the same Swift package as these specs (the build plugin passes "
            + "it for a target of the package): its 'access: package' declarations may be used. Repeat it per module.")

    static let moduleName = Option(
        name: "module-name", valueName: "name",
        help: "The Swift module the generated code is compiled into (the build plugin passes the target's); a spec "
            + "may not import it.")

    /// The options every command accepts.
    public static let shared: [Option] = [
        .templates, .config, .importedSpec, .samePackage, .moduleName, .diagnostics, .color,
    ]
}
