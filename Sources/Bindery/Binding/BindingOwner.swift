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

    /// How many objects are attached.
    public var count: Int {
        Self.lock.withLock { kept.count }
    }
}
