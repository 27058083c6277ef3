// A stand-in for the Bindery runtime with the API the generated code calls, and no behaviour worth testing.
// It exists only so Scripts/typecheck-samples.sh can check that the generator's output is valid, warning-free
// Swift 6 before the real runtime lands; delete it (and point the script at the real module) once it has.
@_exported import Foundation
public typealias IndexSet = Foundation.IndexSet

public enum ChangeKind: Equatable, Sendable {
    case setting, insertion(IndexSet), removal(IndexSet), replacement(IndexSet)
}
public struct Change<Value> {
    public var old: Value?
    public var new: Value
    public var kind: ChangeKind
    public var isPrior: Bool
    public init(old: Value?, new: Value, kind: ChangeKind, isPrior: Bool) {
        self.old = old
        self.new = new
        self.kind = kind
        self.isPrior = isPrior
    }
}
public struct ObserveOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let initial = ObserveOptions(rawValue: 1)
    public static let prior = ObserveOptions(rawValue: 2)
}
public final class ObservationToken {
    var onCancel: (() -> Void)?
    public func cancel() { onCancel?(); onCancel = nil }
    deinit { onCancel?() }
}
public final class BindingLifetime: @unchecked Sendable {
    var kept: [AnyObject] = []
    public init() {}
    public func keep(_ object: AnyObject) { kept.append(object) }
}
public protocol BindingOwner: AnyObject {
    var bindingLifetime: BindingLifetime { get }
}
public enum BinderyTransforms {}
public func batch(_ body: () -> Void) { body() }

public final class ModelObservers<Model: AnyObject> {
    public init() {}
    var handlers: [(AnyKeyPath, (Any?, Any, ChangeKind) -> Void)] = []
    public func observe<Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, options: ObserveOptions,
        _ handler: @escaping (Change<Value>) -> Void
    ) -> ObservationToken {
        handlers.append((keyPath, { old, new, kind in
            handler(Change(old: old as? Value, new: new as! Value, kind: kind, isPrior: false))
        }))
        if options.contains(.initial) {
            handler(Change(old: nil, new: model[keyPath: keyPath], kind: .setting, isPrior: false))
        }
        return ObservationToken()
    }
    public func didSet<Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>, old: Value, new: Value, kind: ChangeKind) {
        for (path, handler) in handlers where path == keyPath { handler(old, new, kind) }
    }
    public func didSet<Value: Equatable>(_ model: Model, _ keyPath: KeyPath<Model, Value>, old: Value, new: Value, kind: ChangeKind) {
        guard old != new || kind != .setting else { return }
        for (path, handler) in handlers where path == keyPath { handler(old, new, kind) }
    }
    public func forward<Observer: AnyObject, Value>(
        _ model: Model, _ keyPath: KeyPath<Model, Value>, to observer: Observer,
        _ call: @escaping (Observer, Model, Change<Value>) -> Void
    ) {
        _ = observe(model, keyPath, options: []) { [weak observer, weak model] change in
            guard let observer, let model else { return }
            call(observer, model, change)
        }
    }
}

