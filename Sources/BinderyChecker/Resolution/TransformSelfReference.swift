import BinderySource
import BinderySyntax

extension CheckRun {
    /// A transform body is generated inside `extension BinderyTransforms`, where a bare name finds the transforms
    /// before Swift's and the module's functions: `transform abs(Int) -> Int = abs($0)` calls itself, without end
    /// and without a Swift warning (the call goes through a closure), and crashes when a rule first applies it.
    /// So a body may name its own transform only as `Self.name`, which says the recursion is meant. A reversible
    /// transform's halves are two overloads: the forward one is `name(…)`, the backward one `name(backward: …)`, and
    /// a half may call the other, but not each the other.
    mutating func checkCallsToItself(of decl: TransformDecl) {
        let name = decl.name.name
        switch decl.body {
        case .expression(let body):
            _ = reportCallsToItself(in: body, of: name, half: nil)
        case .reversible(let forward, let backward):
            let backwardCall = reportCallsToItself(in: forward, of: name, half: .forward)
            let forwardCall = reportCallsToItself(in: backward, of: name, half: .backward)
            guard let backwardCall, let forwardCall else { return }
            diagnostics.error(
                .transformCallsItself,
                "the halves of reversible transform '\(name)' call each other, so each would call itself without "
                    + "end; write one of them out",
                at: forwardCall.range,
                notes: [.init("the forward half calls the backward one here", at: backwardCall.range)])
        case .external:
            return
        }
    }

    private enum ReversibleHalf { case forward, backward }

    /// Reports each name of the transform in `body` that calls the body's own function; returns the first that calls
    /// the other half, if any.
    private mutating func reportCallsToItself(in body: ExpressionSyntax, of name: String, half: ReversibleHalf?)
        -> ExpressionSyntax.Reference?
    {
        var callOfOtherHalf: ExpressionSyntax.Reference?
        for reference in body.references where !reference.isOnSelf && reference.name.isSameName(as: name) {
            let callsBackward = Self.isFollowedByBackwardLabel(reference, in: body)
            // The other half of a reversible transform is a call to the other overload, which ends.
            if half == .forward && callsBackward || half == .backward && !callsBackward {
                if callOfOtherHalf == nil { callOfOtherHalf = reference }
                continue
            }
            let swiftName = Self.standardLibraryFunctions.contains(name)
            let meant =
                swiftName
                ? "for Swift's '\(name)', write 'Swift.\(name)'"
                : "for a function '\(name)' of Swift or of your module, qualify it with its module ('MyModule.\(name)')"
            diagnostics.error(
                .transformCallsItself,
                "in the body of transform '\(name)', '\(name)' names the transform itself, so it would call "
                    + "itself without end; \(meant), or write 'Self.\(name)' if the recursion is meant",
                at: reference.range,
                fixIts: swiftName ? [.init(replacing: reference.range, with: "Swift.\(name)")] : [])
        }
        return callOfOtherHalf
    }

    /// Whether `reference` is called with `backward:` as its first label: `name(backward: x)` (spaces and line ends
    /// allowed), the backward half's overload.
    private static func isFollowedByBackwardLabel(_ reference: ExpressionSyntax.Reference, in body: ExpressionSyntax)
        -> Bool
    {
        let after = body.text.utf8.dropFirst(reference.range.end - body.range.start)
        let compact = after.lazy.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != 10 && $0 != 13 }
        return compact.starts(with: "(backward:".utf8)
    }

    /// The standard library's global functions a transform is likely to be named after; for these the fix is known.
    private static let standardLibraryFunctions: Set<String> = [
        "abs", "min", "max", "zip", "stride", "sequence", "repeatElement", "numericCast", "print", "debugPrint",
        "dump", "type", "swap", "precondition", "assert", "readLine",
    ]
}
