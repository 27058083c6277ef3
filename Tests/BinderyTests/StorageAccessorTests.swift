@_spi(BinderyGenerated) import Bindery
import Testing

@Suite struct StorageAccessorTests {
    /// A generated getter of an existential metatype property (`var kind: Any.Type`) is `_$get(index, value)`:
    /// were Swift to open the existential, the call would return `Any` and the generated model would not compile.
    @Test func theGetterReturnsAnExistentialMetatypeAsItsOwnType() {
        let gauge = Gauge()
        // Stored as the generated `_$State` stores them; an `as` coercion in the call would hide the opening.
        let stored: (kind: Any.Type, errorKind: any Error.Type) = (Int.self, CancellationError.self)
        let kind: Any.Type = gauge._$get(0, stored.kind)
        let errorKind: any Error.Type = gauge._$get(0, stored.errorKind)
        #expect(ObjectIdentifier(kind) == ObjectIdentifier(Int.self))
        #expect(ObjectIdentifier(errorKind) == ObjectIdentifier(CancellationError.self))
    }
}
