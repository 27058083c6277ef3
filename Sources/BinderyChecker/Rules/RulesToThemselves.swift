import BinderySource
import BinderySyntax

extension CheckRun {
    /// `s.x <- once s.x` writes `s.x` with the value it holds, once, when the binding starts: an `Equatable` value
    /// set to itself notifies no one, and another notifies of a change that is none. It does nothing the user can
    /// want, so it is likely a mistyped source. With a transform (`s.x <- once s.x | trimmed`) it changes the value,
    /// and is fine. (Without `once` the rule is `rule-cycle`.)
    mutating func warnIfOnceToItself(_ syntax: AssignmentRule, target: Path, sources: [Source]) {
        guard syntax.isOnce, syntax.transforms.isEmpty, sources.count == 1, sources[0].fallback == nil,
            Self.mayShareKey(target, sources[0].path), Self.key(target).isSameName(as: Self.key(sources[0].path))
        else { return }
        diagnostics.warning(
            .onceToItself,
            "'\(target)' is copied into itself once, which changes nothing; copy another property into it, or "
                + "remove the rule",
            at: syntax.sources[0].path.range)
    }

    /// `on s.x, s.x -> handler` observes `s.x` once: the repeat changes nothing, and is likely a mistyped path.
    /// The fix-it removes it with the comma before it.
    mutating func warnAboutRepeatedPaths(_ syntax: ActionRule, paths: [Path]) {
        guard paths.count > 1 else { return }
        for index in paths.indices.dropFirst() {
            guard
                let first = paths[..<index].firstIndex(where: {
                    Self.mayShareKey($0, paths[index]) && Self.key($0).isSameName(as: Self.key(paths[index]))
                })
            else { continue }
            let repeated = syntax.paths[index].range
            let removal = SourceRange(
                file: repeated.file, start: syntax.paths[index - 1].range.end, end: repeated.end)
            // Observing one path, the handler is given the change, not called with nothing: its type changes.
            let distinct = paths.indices.filter { other in
                !paths[..<other].contains { Self.key($0).isSameName(as: Self.key(paths[other])) }
            }
            let alone =
                distinct.count == 1
                ? " (with '\(paths[first])' alone, '\(syntax.handler.name)' is then given a "
                    + "'Change<\(paths[first].type)>')" : ""
            diagnostics.warning(
                .repeatedActionPath,
                "'\(paths[index])' is already observed by this action, so it changes nothing here; observe another "
                    + "path, or remove it\(alone)",
                at: repeated, notes: [.init("'\(paths[first])' is first listed here", at: syntax.paths[first].range)],
                fixIts: [.init(replacing: removal, with: "")])
        }
    }
}
