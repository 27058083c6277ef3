import Foundation

/// An object that can keep bindings alive for exactly as long as it lives: `binding.attach(to: owner)`.
///
/// Every generated model adopts it; any class can, by storing a ``BindingLifetime``:
///
/// ```swift
/// final class SettingsViewController: UIViewController, BindingOwner {
///     let bindingLifetime = BindingLifetime()
/// }
/// ```
///
/// The owner holds its bindings; a binding holds its models weakly, so there is no retain cycle.
public protocol BindingOwner: AnyObject {
    /// The lifetime that keeps this owner's attached bindings; the same object on every read.
    var bindingLifetime: BindingLifetime { get }
}

/// What a ``BindingOwner`` stores: the bindings attached to it, released with it.
///
/// `Sendable` so an owner of any isolation can expose it nonisolated; a lock guards the list.
public final class BindingLifetime: @unchecked Sendable {
    /// One lock for every lifetime: attaching is rare, and a lock each would cost every model two allocations.
    private static let lock = NSLock()
    private var kept: [AnyObject] = []

    /// A lifetime with nothing attached yet.
    public init() {}

    /// Keeps `object` alive until this lifetime ends. Keeping the same object twice keeps it once.
    public func keep(_ object: AnyObject) {
        Self.lock.withLock {
            if !kept.contains(where: { $0 === object }) { kept.append(object) }
        }
    }

    /// Releases every object attached so far, as the owner's going away would: a binding that nothing else holds
    /// ends (its rules stop applying) and is freed. For an owner that outlives what it shows, such as a cell that is
    /// reused for another row: release the bindings of the row before, then attach the new row's.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///     super.prepareForReuse()
    ///     bindingLifetime.removeAll()
    /// }
    /// ```
    ///
    /// Call it where the bindings may run (on the main actor for `@MainActor` ones), as their ending cancels their
    /// observations of the models.
    public func removeAll() {
        // Taken out under the lock and released after it: a binding's deinitialiser may attach or release others.
        let released = Self.lock.withLock {
            defer { kept = [] }
            return kept
        }
        withExtendedLifetime(released) {}
    }

    /// How many objects are attached.
    public var count: Int {
        Self.lock.withLock { kept.count }
    }
}
