/// A mistake on the command line. Printed in swift-argument-parser's shape: the error, the usage line, and where
/// to find help.
struct UsageError: Error {
    var message: String
    /// The command whose usage to show, or `nil` for `bindery` itself.
    var command: Command?

    func render() -> String {
        let usage = command.map(HelpText.usage(of:)) ?? HelpText.rootUsage
        let help = command.map { "bindery \($0.name) --help" } ?? "bindery --help"
        return "Error: \(message)\nUsage: \(usage)\n  See '\(help)' for more information.\n"
    }
}
