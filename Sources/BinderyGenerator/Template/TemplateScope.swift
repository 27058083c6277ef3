/// The values in scope while a template renders, innermost last: the root context, then each value a section
/// entered, with where it stands in its list when it is an element.
///
/// Looking a field up walks the contexts from the innermost out, once for every variable and section rendered, so
/// the walk touches only references the optimizer need not retain: each context sits in a box its frame owns, and
/// the walk reads the boxes unretained. Copying the frames (or the contexts' existentials) there cost a tenth of all
/// of `generate`'s instructions.
struct TemplateScope {
    private struct Frame {
        var value: TemplateValue
        /// Keeps the box in `contexts` alive while the frame is in scope.
        var box: ContextBox?
        var position: (index: Int, count: Int)?
    }

    private final class ContextBox {
        let context: any TemplateContext

        init(_ context: any TemplateContext) {
            self.context = context
        }
    }

    private var frames: [Frame] = []
    private var contexts: [Unmanaged<ContextBox>] = []

    init(_ root: TemplateValue) {
        push(root)
    }

    mutating func push(_ value: TemplateValue, position: (index: Int, count: Int)? = nil) {
        var box: ContextBox?
        if case .context(let context) = value {
            let made = ContextBox(context)
            contexts.append(.passUnretained(made))
            box = made
        }
        frames.append(Frame(value: value, box: box, position: position))
    }

    mutating func pop() {
        if frames.removeLast().box != nil { contexts.removeLast() }
    }

    /// The innermost value: what `{{.}}` shows.
    var current: TemplateValue? { frames.last?.value }

    /// Where the innermost list element stands in its list, for `-first` and `-last`.
    var position: (index: Int, count: Int)? {
        frames.last { $0.position != nil }?.position
    }

    /// The field `key` of the innermost context that has one.
    func field(_ key: TemplateKey) -> TemplateValue? {
        for box in contexts.reversed() {
            if let value = box._withUnsafeGuaranteedRef({ $0.context.value(for: key) }) { return value }
        }
        return nil
    }
}
