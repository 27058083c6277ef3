/// Keeps one observation going; `cancel()` or letting go of the token stops it.
///
/// Cancelling is idempotent and takes effect at once, also from inside a callback of the same property.
public final class ObservationToken {
    /// What stops the observation; `nil` once it has run.
    @usableFromInline var onCancel: (() -> Void)?

    @usableFromInline
    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether `cancel()` has not run yet.
    public var isActive: Bool { onCancel != nil }

    /// Stops the observation at once, also from inside one of its own callbacks; calling it again does nothing.
    public func cancel() {
        guard let onCancel else { return }
        self.onCancel = nil
        onCancel()
    }

    deinit {
        onCancel?()
    }
}
