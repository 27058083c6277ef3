import BinderySource
import BinderySyntax

/// Where a file's embedded Swift and types are, and the names whose role the tree fixes (option keys and
/// values, imported modules), for classifying tokens.
struct SpecLayout {
    private var expressions: [Range<Int>] = []
    private var types: [Range<Int>] = []
    private(set) var fixed: [Int: SemanticTokenType] = [:]

    init(_ tree: SourceFileSyntax) {
        for declaration in tree.declarations {
            switch declaration {
            case .import(let decl):
                // `public import Foundation`: the access level is a keyword of the import, as in Swift.
                if let access = decl.access { fixed[access.range.start] = .keyword }
                for component in decl.path { fixed[component.range.start] = .namespace }
            case .options(let decl):
                for entry in decl.entries {
                    fixed[entry.key.range.start] = .property
                    fixed[entry.value.range.start] = .enumMember
                }
            case .model(let decl):
                types += decl.conformances.map(\.range).map(Self.bytes)
                for member in decl.members {
                    types.append(Self.bytes(member.type.range))
                    if let value = member.value { expressions.append(Self.bytes(value.range)) }
                }
            case .transform(let decl):
                types += (decl.inputs + [decl.output]).map(\.range).map(Self.bytes)
                switch decl.body {
                case .expression(let expression): expressions.append(Self.bytes(expression.range))
                case .reversible(let forward, let backward):
                    expressions += [Self.bytes(forward.range), Self.bytes(backward.range)]
                case .external: break
                }
            case .binding(let decl):
                types += decl.parameters.map(\.type.range).map(Self.bytes)
                for case .assignment(let rule) in decl.rules {
                    expressions += rule.sources.compactMap(\.fallback?.range).map(Self.bytes)
                }
            }
        }
        expressions.sort { $0.lowerBound < $1.lowerBound }
        types.sort { $0.lowerBound < $1.lowerBound }
    }

    private static func bytes(_ range: SourceRange) -> Range<Int> {
        range.start..<range.end
    }

    func isInExpression(_ offset: Int) -> Bool {
        Self.contains(expressions, offset)
    }

    func isInType(_ offset: Int) -> Bool {
        Self.contains(types, offset)
    }

    /// Whether one of sorted, non-overlapping ranges holds `offset`.
    private static func contains(_ ranges: [Range<Int>], _ offset: Int) -> Bool {
        let index = ranges.partitioningIndex { $0.upperBound > offset }
        return index < ranges.count && ranges[index].contains(offset)
    }
}
