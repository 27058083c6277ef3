import BinderySource
import BinderySyntax

extension CheckRun {
    private static let optionKeys = ["access", "isolation", "observation"]

    /// A file's options with SPEC's defaults; unknown keys and values are errors that list what is allowed.
    mutating func resolveOptions(_ file: SourceFileSyntax) -> FileOptions {
        var options = FileOptions()
        var first: OptionsDecl?
        for case .options(let decl) in file.declarations {
            if let first {
                diagnostics.error(
                    .duplicateOptionsBlock, "a file can have only one 'options' block; merge this one into the first",
                    at: SourceRange(
                        file: decl.range.file, start: decl.range.start, end: decl.range.start + "options".utf8.count),
                    notes: [.init("the first 'options' block is here", at: first.range)])
                continue
            }
            first = decl
            var seen: [String: SourceRange] = [:]
            for entry in decl.entries {
                let key = entry.key.name
                if let earlier = seen[key] {
                    diagnostics.error(
                        .duplicateOption, "option '\(key)' is set twice; keep one", at: entry.key.range,
                        notes: [.init("'\(key)' is first set here", at: earlier)])
                    continue
                }
                seen[key] = entry.key.range
                apply(entry, to: &options)
            }
        }
        return options
    }

    private mutating func apply(_ entry: OptionsDecl.Entry, to options: inout FileOptions) {
        let value = entry.value.name
        switch entry.key.name {
        case "access":
            if let access = AccessLevel(rawValue: value) {
                options.access = access
                return
            }
            badValue(entry, allowed: AccessLevel.allCases.map(\.rawValue))
        case "isolation":
            switch value {
            case "MainActor": options.isolation = .mainActor
            case "none", "nonisolated": options.isolation = .nonisolated
            default: badValue(entry, allowed: ["MainActor", "none"])
            }
        case "observation":
            switch value {
            case "true": options.observation = true
            case "false": options.observation = false
            default: badValue(entry, allowed: ["true", "false"])
            }
        default:
            let (suffix, fixIts) = Suggestions.didYouMean(entry.key.name, at: entry.key.range, in: Self.optionKeys)
            diagnostics.error(
                .unknownOption,
                "unknown option '\(entry.key.name)'\(suffix.isEmpty ? "; the options are \(Wording.list(Self.optionKeys, conjunction: "and"))" : suffix)",
                at: entry.key.range, fixIts: fixIts)
        }
    }

    private mutating func badValue(_ entry: OptionsDecl.Entry, allowed: [String]) {
        let (suffix, fixIts) = Suggestions.didYouMean(entry.value.name, at: entry.value.range, in: allowed)
        diagnostics.error(
            .invalidOptionValue,
            "'\(entry.value.name)' is not a value of option '\(entry.key.name)'\(suffix.isEmpty ? "; use \(Wording.list(allowed))" : suffix)",
            at: entry.value.range, fixIts: fixIts)
    }
}
