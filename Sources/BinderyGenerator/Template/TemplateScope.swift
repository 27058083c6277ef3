/// The values in scope while a template renders, innermost last: the root context, then each value a section
/// entered, with where it stands in its list when it is an element.
///
/// Every context in scope sits in a ``ContextBox`` its frame owns, and lookups read the boxes unretained: copying
/// the frames (or the contexts' existentials) there cost a tenth of all of `generate`'s instructions. A compiled
/// template names a field by how many contexts out it is and its position there, so it reads that one box; an
/// uncompiled one walks the boxes from the innermost out, asking each for the name.
struct TemplateScope {
    private struct Frame {
        /// Nil for a list element, which its box shows.
        var value: TemplateValue?
        /// Keeps the box in `contexts` alive while the frame is in scope.
        var box: ContextBox?
        var position: (index: Int, count: Int)?
    }

    private var frames: [Frame] = []
    private var contexts: [Unmanaged<ContextBox>] = []

    init(_ root: TemplateValue) {
        push(root)
    }

    init(root: ContextBox) {
        push(box: root, value: nil, position: nil)
    }

    mutating func push(_ value: TemplateValue, position: (index: Int, count: Int)? = nil) {
        if case .context(let context) = value {
            push(box: AnyContextBox(context), value: value, position: position)
        } else {
            frames.append(Frame(value: value, box: nil, position: position))
        }
    }

    /// Enters a list of contexts at its first element; ``moveTo(_:)`` goes on to the others.
    mutating func push(elements box: ContextBox, count: Int) {
        push(box: box, value: nil, position: (0, count))
    }

    private mutating func push(box: ContextBox, value: TemplateValue?, position: (index: Int, count: Int)?) {
        contexts.append(.passUnretained(box))
        frames.append(Frame(value: value, box: box, position: position))
    }

    /// Moves the innermost list of contexts to its element `index`.
    mutating func moveTo(_ index: Int) {
        let last = frames.count - 1
        frames[last].box?.index = index
        frames[last].position?.index = index
    }

    mutating func pop() {
        if frames.removeLast().box != nil { contexts.removeLast() }
    }

    /// The innermost value: what `{{.}}` shows.
    var current: TemplateValue? {
        guard let frame = frames.last else { return nil }
        return frame.value ?? frame.box?.current
    }

    /// Where the innermost list element stands in its list, for `-first` and `-last`.
    var position: (index: Int, count: Int)? {
        frames.last { $0.position != nil }?.position
    }

    /// The field `key` of the innermost context that has one.
    func field(_ key: TemplateKey) -> TemplateValue? {
        for box in contexts.reversed() {
            if let value = box._withUnsafeGuaranteedRef({ $0.value(for: key) }) { return value }
        }
        return nil
    }

    /// The field at `position` of the context `depth` contexts out from the innermost, as a compiled template
    /// resolved it.
    func field(depth: Int, position: Int) -> TemplateValue? {
        let index = contexts.count - 1 - depth
        guard index >= 0 else { return nil }
        return contexts[index]._withUnsafeGuaranteedRef { $0.field(at: position) }
    }
}
