import BinderySource
import BinderySyntax

extension CheckRun {
    /// `P.Protocol` is the metatype of the protocol `P` itself; Swift rejects it after a type it knows is no protocol
    /// (`Int.Protocol`), whose metatype is `Int.Type`. Reported at the spec for the types the checker knows are not
    /// protocols: a model, an external class, a standard library struct, a generic type (`Array<Int>`), a metatype
    /// (`Int.Type`). Any other name is left to Swift, as it may be a protocol of the user's.
    /// `types` are ``propertyAndTransformTypes``.
    mutating func checkProtocolMetatypes(in types: [TypeSyntax]) {
        for type in types { checkProtocolMetatypes(in: type) }
    }

    private mutating func checkProtocolMetatypes(in type: TypeSyntax) {
        var found: [(written: String, base: String, keyword: SourceRange)] = []
        type.visitNamedTypes { components, range in
            guard components.count > 1, let last = components.last, last.name.name == "Protocol",
                sources.text(last.name.range) == "Protocol", isKnownNonProtocol(Array(components.dropLast()))
            else { return true }
            let written = sources.text(range)
            let base = String(written[..<(written.lastIndex(of: ".") ?? written.endIndex)])
            found.append((written, base, last.name.range))
            return true
        }
        for (written, base, keyword) in found {
            diagnostics.error(
                .protocolMetatypeOfType,
                "'\(written)' is the metatype of a protocol, but '\(base)' is not a protocol; write '\(base).Type'",
                at: keyword, fixIts: [.init(replacing: keyword, with: "Type")])
        }
    }

    /// Whether the type the components name (without the `.Protocol` after them) is surely not a protocol.
    private func isKnownNonProtocol(_ components: [TypeSyntax.NameComponent]) -> Bool {
        guard let last = components.last else { return false }
        if !last.genericArguments.isEmpty || ["Type", "Protocol"].contains(last.name.name) { return true }
        let names = components.map(\.name.name)
        if names.count == 2, names[0] == "Swift" { return Self.standardNonProtocols.contains(names[1]) }
        return names.count == 1
            && (isConcreteTypeName(names[0]) || Self.standardNonProtocols.contains(names[0]))
    }

    /// The standard library's types generated code names that are not protocols (`Error` is one).
    private static let standardNonProtocols = FixedNameSet(
        GeneratedNames.standardTypeNames.subtracting(["Error"]).union(["Never", "Void"]))
}
