import BinderySource
import BinderySyntax

extension CheckRun {
    /// A protocol with `Self` or associated type requirements used as a type must be written `any P` (SE-0335):
    /// Swift 6 warns about a bare `Hashable?` or `[Comparable]` in the generated file, which must compile with no
    /// warning. Reported at the spec for the standard library's protocols of that kind, which the checker knows; a
    /// protocol of the user's is left to Swift.
    /// `types` are ``propertyAndTransformTypes``.
    mutating func checkExistentialsWithoutAny(in types: [TypeSyntax]) {
        for type in types { checkExistentialsWithoutAny(in: type) }
    }

    private mutating func checkExistentialsWithoutAny(in type: TypeSyntax) {
        switch type {
        case .named(let components, let range):
            for component in components {
                for argument in component.genericArguments { checkExistentialsWithoutAny(in: argument) }
            }
            // The protocol's name first, without an array of names: most types name no such protocol.
            let protocolPart = components.count > 1 && components[0].name.name == "Swift" ? 2 : 1
            guard components.count >= protocolPart,
                Self.protocolsNeedingAny.contains(components[protocolPart - 1].name.name)
            else { return }
            let names = components.map(\.name.name)
            guard !isConcreteTypeName(names[0]),
                components[..<protocolPart].allSatisfy({ $0.genericArguments.isEmpty })
            else { return }
            let written = sources.text(range)
            let rest = names.dropFirst(protocolPart)
            if rest.isEmpty || rest == ["Type"] {
                diagnostics.error(
                    .existentialWithoutAny,
                    "use of protocol '\(names[protocolPart - 1])' as a type must be written 'any \(written)': it has "
                        + "Self or associated type requirements, and Swift 6 warns about it in the generated code",
                    at: range, fixIts: [.init(replacing: range, with: "any " + written)])
            } else {
                let existential = "(any \(names[..<protocolPart].joined(separator: ".")))"
                let meant = existential + written.dropFirst(names[..<protocolPart].joined(separator: ".").count)
                diagnostics.error(
                    .existentialWithoutAny,
                    "use of protocol '\(names[protocolPart - 1])' as a type must be written 'any "
                        + "\(names[protocolPart - 1])', which a spec cannot put before '.\(rest.joined(separator: "."))'; "
                        + "declare 'typealias Name = \(meant.replacingProtocolMetatype())' in the target's Swift and "
                        + "write 'Name' instead",
                    at: range)
            }
        case .optional(let wrapped, _), .implicitlyUnwrapped(let wrapped, _), .array(let wrapped, _):
            checkExistentialsWithoutAny(in: wrapped)
        case .dictionary(let key, let value, _):
            checkExistentialsWithoutAny(in: key)
            checkExistentialsWithoutAny(in: value)
        case .tuple(let elements, _):
            for element in elements { checkExistentialsWithoutAny(in: element.type) }
        case .function(let parameters, let result, _, _):
            for parameter in parameters { checkExistentialsWithoutAny(in: parameter.type) }
            checkExistentialsWithoutAny(in: result)
        case .existential:
            // `any P` and `some P` say it already; what follows them is a protocol, not a type of its own.
            break
        }
    }

    /// The standard library's protocols with `Self` or associated type requirements that a spec may name.
    private static let protocolsNeedingAny: FixedNameSet = [
        "Equatable", "Hashable", "Comparable", "Identifiable", "Strideable", "RawRepresentable", "CaseIterable",
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection",
        "RangeReplaceableCollection", "IteratorProtocol", "StringProtocol", "SetAlgebra", "OptionSet",
        "AdditiveArithmetic", "Numeric", "SignedNumeric", "BinaryInteger", "SignedInteger", "UnsignedInteger",
        "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "SIMD", "AsyncSequence",
        "AsyncIteratorProtocol", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByBooleanLiteral",
    ]
}

extension String {
    /// `(any P).Protocol` as Swift 6 spells it: the existential's metatype, `(any P).Type`.
    fileprivate func replacingProtocolMetatype() -> String {
        hasSuffix(".Protocol") ? String(dropLast(".Protocol".count)) + ".Type" : self
    }
}
