import Foundation

/// One edit of an array property, as the generated mutators (`insertTags`, `removeTags` …) make it: what it does to
/// the array, and the change kind its observers receive.
@_spi(BinderyGenerated)
public enum ArrayEdit<Element> {
    case insert(Element, at: Int)
    case insertContents([Element], at: Int)
    case append(Element)
    case appendContents([Element])
    case remove(at: Int)
    case removeIndexes(IndexSet)
    case removeAll
    case replace(at: Int, with: Element)

    /// The change observers receive, for an array of `count` elements before the edit.
    @inlinable
    func kind(count: Int) -> ChangeKind {
        switch self {
        case .insert(_, let index): .insertion(IndexSet(integer: index))
        case .insertContents(let elements, let index): .insertion(IndexSet(integersIn: index..<index + elements.count))
        case .append: .insertion(IndexSet(integer: count))
        case .appendContents(let elements): .insertion(IndexSet(integersIn: count..<count + elements.count))
        case .remove(let index): .removal(IndexSet(integer: index))
        case .removeIndexes(let indexes): .removal(indexes)
        case .removeAll: .removal(IndexSet(integersIn: 0..<count))
        case .replace(let index, _): .replacement(IndexSet(integer: index))
        }
    }

    /// Whether the edit leaves the array as it was: no elements inserted or appended, no indexes removed, all of
    /// none removed. Its observers hear of no change, as a set of an equal value reaches no one. `count` is read
    /// only for `removeAll`.
    @inlinable
    func changesNothing(count: () -> Int) -> Bool {
        switch self {
        case .insertContents(let elements, _), .appendContents(let elements): elements.isEmpty
        case .removeIndexes(let indexes): indexes.isEmpty
        case .removeAll: count() == 0
        case .insert, .append, .remove, .replace: false
        }
    }

    /// Applies the edit; returns the element removed by `remove(at:)`.
    @inlinable
    func apply(to array: inout [Element]) -> Element? {
        switch self {
        case .insert(let element, let index): array.insert(element, at: index)
        case .insertContents(let elements, let index): array.insert(contentsOf: elements, at: index)
        case .append(let element): array.append(element)
        case .appendContents(let elements): array.append(contentsOf: elements)
        case .remove(let index): return array.remove(at: index)
        case .removeIndexes(let indexes): for index in indexes.reversed() { array.remove(at: index) }
        case .removeAll: array.removeAll()
        case .replace(let index, let element): array[index] = element
        }
        return nil
    }
}
