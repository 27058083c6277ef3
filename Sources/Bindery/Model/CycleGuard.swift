import Foundation

/// Keeps the generated `==` and `encode(to:)` of models that can refer to each other in a cycle (`A.b: B?` and
/// `B.a: A?`) from recursing without end.
///
/// - `==` is structural and treats a cycle coinductively: a pair of models already being compared further up the
///   stack counts as equal there, so two graphs are equal when no difference can be found by following them.
/// - `encode(to:)` throws `EncodingError.invalidValue` when it meets a model it is already encoding: a cycle has
///   no finite encoding.
/// - `hash(into:)` of such models combines only their properties that are not models, which keeps it consistent
///   with `==` and needs no guard.
@_spi(BinderyGenerated)
public enum CycleGuard {
    private struct Pair: Hashable {
        let lhs: ObjectIdentifier
        let rhs: ObjectIdentifier
    }

    /// What this thread is comparing and encoding now.
    private final class State {
        var comparing: Set<Pair> = []
        var encoding: Set<ObjectIdentifier> = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            let pointer: UnsafeMutableRawPointer? = pointer
            guard let pointer else { return }
            Unmanaged<State>.fromOpaque(pointer).release()
        }
        return key
    }()

    private static var state: State {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<State>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = State()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }

    /// `lhs == rhs` by `compare`, unless the two are the same object, or already being compared.
    public static func equal(_ lhs: AnyObject, _ rhs: AnyObject, by compare: () -> Bool) -> Bool {
        if lhs === rhs { return true }
        let pair = Pair(lhs: ObjectIdentifier(lhs), rhs: ObjectIdentifier(rhs))
        let state = state
        guard state.comparing.insert(pair).inserted else { return true }
        defer { state.comparing.remove(pair) }
        return compare()
    }

    /// Runs `encode` for `model`, or throws if `model` is already being encoded further up.
    public static func encode(_ model: AnyObject, to encoder: any Encoder, by encode: () throws -> Void) throws {
        let identifier = ObjectIdentifier(model)
        let state = state
        guard state.encoding.insert(identifier).inserted else {
            throw EncodingError.invalidValue(
                model,
                EncodingError.Context(
                    codingPath: encoder.codingPath,
                    debugDescription: "\(type(of: model)) refers back to itself through its properties: a reference "
                        + "cycle has no finite encoding; break the cycle (set one reference to nil) before encoding"))
        }
        defer { state.encoding.remove(identifier) }
        try encode()
    }
}
