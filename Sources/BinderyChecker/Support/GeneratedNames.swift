/// The one table of the names generated code uses, shared by the checker (which rejects a spec name that would
/// collide with one) and the generator (which spells them).
///
/// Generated internals all contain `$` (`_$bindery`, `_$state`, `_$State`), which a spec's identifiers never
/// do, so they cannot collide with anything a spec declares. What remains reserved is the API that SPEC part 2
/// fixes by name: the observer protocol of each model, the members every model has, the array mutators, and the
/// module names the generated code qualifies with.
public enum GeneratedNames {
    // MARK: Spelling

    /// Words that cannot be used as a declaration name or a bare reference without backticks.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any",
    ]

    /// `name`, in backticks when Swift would read it as a keyword.
    public static func escaped(_ name: String) -> String {
        keywordSet.contains(name) ? "`\(name)`" : name
    }

    /// ``keywords``, most names told apart from them without hashing: the generator escapes every name it spells.
    private static let keywordSet = FixedNameSet(keywords)

    /// `name` as an argument label in a declaration, where only `inout`, `var` and `let` need backticks (Swift
    /// warns about the others).
    public static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label in a call, where only `inout` needs backticks (Swift warns about `let` too).
    public static func callLabel(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `tags` → `Tags`, for names built around a property (`insertTags`, `didChangeTags`).
    public static func capitalized(_ name: String) -> String {
        // A name starting with an ASCII byte keeps the rest as it is, that byte uppercased when it is a lowercase
        // letter, without uppercasing a Character (which maps each of its scalars, a combining mark after the letter
        // to itself): the same result, for a thirtieth of what `generate` spent here.
        if let byte = name.utf8.first, byte < 0x80 {
            guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return name }
            // Written in place: through an Array, each name allocated twice (the bytes, then the string).
            var name = name
            return name.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { buffer in
                    _ = buffer.initialize(from: bytes)
                    buffer[0] -= 0x20
                    return bytes.count
                }
            }
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// `Download` → `download`, `URLRow` → `urlRow`: the observer method's label, as Swift's API guidelines
    /// lowercase an acronym prefix as a whole.
    public static func lowercasedFirst(_ name: String) -> String {
        // Nearly every name is ASCII, read here byte by byte: splitting one into `Character`s cost about 10,000
        // instructions, once for each model in every check.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return lowercasedFirst(ascii: name) }
        let characters = Array(name)
        var index = 0
        while index < characters.count, characters[index].isUppercase { index += 1 }
        if index <= 1 || index == characters.count {
            return index == characters.count ? name.lowercased() : characters[0].lowercased() + String(characters[1...])
        }
        return String(characters[..<(index - 1)]).lowercased() + String(characters[(index - 1)...])
    }

    /// ``lowercasedFirst(_:)`` of an ASCII name, where a letter is uppercase exactly when it is `A` to `Z`.
    private static func lowercasedFirst(ascii name: String) -> String {
        let uppercase = UInt8(ascii: "A")...UInt8(ascii: "Z")
        var bytes = Array(name.utf8)
        var index = 0
        while index < bytes.count, uppercase.contains(bytes[index]) { index += 1 }
        // As above: all of an uppercase name, the first letter of one starting with one uppercase letter (or none),
        // else the acronym before the last uppercase letter, which begins the next word.
        let lowered = index == bytes.count ? index : index <= 1 ? 1 : index - 1
        for position in 0..<lowered where uppercase.contains(bytes[position]) {
            bytes[position] += UInt8(ascii: "a") - UInt8(ascii: "A")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Names a spec cannot take

    /// Top-level names the generated code refers to by name: a model, binding or external class with one of these
    /// names would change what it means. Imported modules' names are reserved as well.
    public static let reservedTypeNames: Set<String> = [
        "Swift", "Bindery", "Observation", "Foundation", "BinderyTransforms", "Self", "Any", "AnyObject", "Type",
        "Protocol", "Never", "Void", "MainActor",
    ]

    /// The standard library's types a spec names without a module: a model of that name would change what `Bool`
    /// means in every spec of the module, and in the generated code beside them.
    public static let standardTypeNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "String", "Substring", "Character", "Array", "Dictionary", "Set", "Optional", "Result", "Error",
        "KeyPath",
    ]

    /// ``standardTypeNames``, tested for every type a spec names.
    static let standardTypeNameSet = FixedNameSet(standardTypeNames)

    /// Members every generated model has (SPEC part 2's API); no property may take one of these names.
    public static let modelMembers: Set<String> = [
        "bindingLifetime", "observe", "batch", "addObserver", "hash", "hashValue", "encode", "init", "deinit", "self",
        "Type", "Protocol",
    ]

    /// The members of ``modelMembers`` only a model with a conformance has, by the conformance: reserved in every
    /// model all the same, so that adding the conformance later breaks nothing.
    public static let conformanceMembers: [String: String] = [
        "hash": "Hashable", "hashValue": "Hashable", "encode": "Codable",
    ]

    /// Names no property, parameter or handler may take: Swift gives them a meaning inside the declarations that
    /// hold them.
    public static let reservedValueNames: Set<String> = ["self", "Self", "super", "init", "deinit", "_", "Type"]

    /// The modules generated code qualifies names with (`Swift.Bool`, `Bindery.Change`,
    /// `Observation.ObservationRegistrar`): a property, parameter or
    /// handler of that name would hide the module, and Swift has no other way to name it.
    public static let qualifyingModules: Set<String> = ["Swift", "Bindery", "Observation"]

    /// The protocol generated for model `model`: `DownloadObserver`.
    public static func observerProtocol(ofModel model: String) -> String {
        model + "Observer"
    }

    /// The label of the observer protocol's method for property `property`: `didChangeTitle`.
    public static func observerMethodLabel(ofProperty property: String) -> String {
        "didChange" + capitalized(property)
    }

    /// The mutators generated for an array property: `insertTags`, `appendTags`, `removeTags`, `removeAllTags`,
    /// `replaceTags`.
    public static func arrayMutators(ofProperty property: String) -> [String] {
        let name = capitalized(property)
        return ["insert" + name, "append" + name, "remove" + name, "removeAll" + name, "replace" + name]
    }
}
