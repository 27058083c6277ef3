/// A growable list of unretained object references in raw memory, for the propagation's hot paths: walking a Swift
/// array of references held by a class retains the array's buffer, and each element around every call made on it,
/// which costs more than the walk itself. Here nothing is retained; whoever keeps the list says who keeps its
/// elements alive, and calls ``deallocate()`` when done with it.
@usableFromInline
struct UnmanagedList<Element: AnyObject> {
    @usableFromInline var base: UnsafeMutablePointer<Unmanaged<Element>>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { count == 0 }

    /// The element at `index`, which must be below ``count``.
    @inlinable
    subscript(index: Int) -> Unmanaged<Element> {
        get { base.unsafelyUnwrapped[index] }
        nonmutating set { base.unsafelyUnwrapped[index] = newValue }
    }

    @inlinable
    mutating func append(_ element: Unmanaged<Element>) {
        if count == capacity { grow() }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
    }

    /// Appends `element` unless the list is full; false then.
    @inlinable @inline(__always)
    mutating func appendIfRoom(_ element: Unmanaged<Element>) -> Bool {
        guard count < capacity else { return false }
        (base.unsafelyUnwrapped + count).initialize(to: element)
        count += 1
        return true
    }

    @usableFromInline
    mutating func grow() {
        let grown = UnsafeMutablePointer<Unmanaged<Element>>.allocate(capacity: Swift.max(4, capacity * 2))
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = Swift.max(4, capacity * 2)
    }

    /// Removes the element at `index`, keeping the order of the others.
    mutating func remove(at index: Int) {
        // The ranges overlap, which `moveUpdate` does not allow: the trivial elements are shifted one by one.
        let base = base.unsafelyUnwrapped
        for position in index..<count - 1 { base[position] = base[position + 1] }
        count -= 1
    }

    /// Removes every occurrence of `element`, keeping the order of the rest; returns the indexes they had, lowest
    /// first.
    mutating func removeEvery(_ element: Element) -> [Int] {
        let target = Unmanaged.passUnretained(element).toOpaque()
        var removed: [Int] = []
        var kept = 0
        for index in 0..<count {
            if self[index].toOpaque() == target {
                removed.append(index)
            } else {
                self[kept] = self[index]
                kept += 1
            }
        }
        count = kept
        return removed
    }

    /// Keeps the first `prefix` elements and removes the rest.
    mutating func removeAll(after prefix: Int) {
        count = prefix
    }

    /// Removes the first occurrence of `element`; false if it is not there.
    @discardableResult
    mutating func remove(_ element: Element) -> Bool {
        guard let index = firstIndex(of: element) else { return false }
        remove(at: index)
        return true
    }

    func firstIndex(of element: Element) -> Int? {
        let target = Unmanaged.passUnretained(element).toOpaque()
        for index in 0..<count where self[index].toOpaque() == target { return index }
        return nil
    }

    /// Empties the list, keeping its memory.
    @inlinable
    mutating func removeAll() {
        count = 0
    }

    /// Frees the memory; the list is empty afterwards.
    mutating func deallocate() {
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }
}
