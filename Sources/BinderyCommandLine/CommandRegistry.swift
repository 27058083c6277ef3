extension Command {
    /// Every subcommand, in the order help lists them. Adding a command is one line here.
    public static let all: [Command] = [
        .check,
        .generate,
        .format,
        .graph,
        .dump,
        .lsp,
        .templates,
        .explain,
    ]

    static func named(_ name: String) -> Command? {
        all.first { $0.name == name }
    }
}
