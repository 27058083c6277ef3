extension SwiftType {
    /// Whether Swift converts a value of `any P`, this constraint being `P`, into `any Q` of the standard protocol
    /// `constraint`: `P` is `Q` or refines it at any depth (`any BinaryInteger` into `any Numeric`,
    /// `any Hashable` into `any Equatable`). A primary associated type stays as it is (`any Collection<Int>` into
    /// `any Sequence<Int>` or `any Sequence`, not into `any Sequence<String>`). A protocol of the user's refines only
    /// itself: Bindery does not read the Swift that declares it.
    func refinesStandardProtocol(_ constraint: SwiftType) -> Bool {
        guard let (name, arguments) = Self.standardProtocol(self),
            let (place, placeArguments) = Self.standardProtocol(constraint),
            placeArguments.isEmpty || arguments == placeArguments
        else { return false }
        return Self.standardProtocols(impliedBy: [name]).contains(place)
    }

    /// `names` with every standard protocol they refine, at any depth: a type conforming to `Hashable` conforms to
    /// `Equatable`, one conforming to `Codable` to `Encodable` and `Decodable`.
    static func standardProtocols(impliedBy names: some Sequence<String>) -> Set<String> {
        var implied: Set<String> = []
        var pending = Array(names)
        while let name = pending.popLast() {
            guard implied.insert(name).inserted else { continue }
            pending += standardRefinements[name] ?? []
        }
        return implied
    }

    /// The standard protocols each standard protocol refines directly, as the standard library declares them
    /// (`Codable` is `Encodable & Decodable`). The conformance tables of the standard types list what a type
    /// declares and take the rest from here.
    private static let standardRefinements: [String: [String]] = [
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Codable": ["Encodable", "Decodable"],
        "Error": ["Sendable"],
        "LosslessStringConvertible": ["CustomStringConvertible"],
        "AdditiveArithmetic": ["Equatable"],
        "Numeric": ["AdditiveArithmetic", "ExpressibleByIntegerLiteral"],
        "SignedNumeric": ["Numeric"],
        "Strideable": ["Comparable"],
        "BinaryInteger": ["CustomStringConvertible", "Hashable", "Numeric", "Strideable"],
        "SignedInteger": ["BinaryInteger", "SignedNumeric"],
        "UnsignedInteger": ["BinaryInteger"],
        "FixedWidthInteger": ["BinaryInteger", "LosslessStringConvertible"],
        "FloatingPoint": ["Hashable", "SignedNumeric", "Strideable"],
        "BinaryFloatingPoint": ["ExpressibleByFloatLiteral", "FloatingPoint"],
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection"],
        "RandomAccessCollection": ["BidirectionalCollection"],
        "MutableCollection": ["Collection"],
        "RangeReplaceableCollection": ["Collection"],
        "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
        "ExpressibleByStringInterpolation": ["ExpressibleByStringLiteral"],
        "ExpressibleByStringLiteral": ["ExpressibleByExtendedGraphemeClusterLiteral"],
        "ExpressibleByExtendedGraphemeClusterLiteral": ["ExpressibleByUnicodeScalarLiteral"],
        "StringProtocol": [
            "BidirectionalCollection", "Comparable", "ExpressibleByStringInterpolation", "Hashable",
            "LosslessStringConvertible", "TextOutputStream", "TextOutputStreamable",
        ],
    ]
}
