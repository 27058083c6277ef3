/// The version of the runtime's interface to generated code, as a type, so generated code can check at compile time
/// that it was generated for this runtime.
///
/// Each generated file declares a function whose parameter type is the interface version it was generated for and
/// whose default argument is ``CurrentRuntimeInterface``; when they differ the compiler names both ("cannot convert
/// value of type 'RuntimeInterface_0_3.Type' to specified type 'RuntimeInterface_0_2.Type'"). Older interface types
/// stay declared, so the message can always name both.
@_spi(BinderyGenerated)
public typealias CurrentRuntimeInterface = RuntimeInterface_0_12

/// Generated code of Bindery 0.2.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_2 {}

/// Generated code whose accessors call the runtime's generic storage accessors and whose property table takes its
/// names as one string: code generated for 0.2 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_3 {}

/// Generated code whose models with `observation: true` adopt ``ObservableBinderyModel`` and store their registrar
/// as it is, whose other models store none, and whose models keep their binding lifetime in the runtime's table:
/// code generated for 0.3 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_4 {}

/// Generated code that calls `_$set` only for types it knows are `Equatable` and `_$setAny` for the others: code
/// generated for 0.4 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_5 {}

/// Generated code whose two-way rules write through their echo guards (`Echo.write`), which are objects, and name
/// the observer each one's writes reach (`observe(…, mutedBy:)`), and whose computed properties over the model's
/// own stored properties record their reads once (`computedWithFixedReads`): code generated for 0.5 does not compile
/// against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_6 {}

/// Generated code whose computed properties with fixed reads pass, before the expression through the getters, the
/// same expression over the model's storage (`computedWithFixedReads(self, index, evaluateFromStorage, evaluate)`):
/// code generated for 0.6 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_7 {}

/// Generated code whose models declare `_$distinction`, which their setters compare with the table pointer: code
/// generated for 0.7 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_8 {}

/// Generated code whose actions on several paths call their handlers through `RuleRun.call`, whose `initial` actions
/// on one property are called first by their observer (`observe(…, initial: true)`), whose two-way rules' reactions
/// name the echo guard they hear (`react(…, hearing:)`), and whose two-way writes into external classes name their
/// rule and ask the echo guard whether the value differs (`Echo.willWrite(_:applying:)`, `Echo.differs`): so the
/// trace reports an action when its handler is called and a two-way rule when it writes. It also requires the
/// conformances of a property type only Swift can judge through the runtime's `_$PropertyOfEquatableModel` and its
/// kin. Code generated for 0.8 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_9 {}

/// Generated code whose direct and `once` rules are traced as the binding applies them at its start
/// (`BindingCore.willApply`): code generated for 0.9 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_10 {}

/// Generated code whose one-way rules into models name the property they write (`BindingCore.observe(…, writing:)`,
/// `BindingCore.react(…, writing:)`) and whose rules that track what they read ask `RuleRun.mayWrite` before they
/// write, so that a set of the target made after the change a rule carries is kept: code generated for 0.10 does
/// not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_11 {}

/// Generated code whose nonisolated models require the conformances of a property type only Swift can judge through
/// the runtime's `_$PropertyOfNonisolatedEquatableModel` and its kin, which refuse a conformance isolated to the main
/// actor at the spec: code generated for 0.11 does not compile against this runtime.
@_spi(BinderyGenerated)
public enum RuntimeInterface_0_12 {}
