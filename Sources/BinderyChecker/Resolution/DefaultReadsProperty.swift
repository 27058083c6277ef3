import BinderySource
import BinderySyntax

extension CheckRun {
    /// A default value is a static function of the model, evaluated before the instance exists. A bare name there
    /// that is one of the model's properties is that property to Swift, even where the user meant something else of
    /// that name (`Date()` beside a property `Date`, `max(1, 2)` beside a property `max`), and Swift rejected it in
    /// the generated code ("instance member 'a' cannot be used on type 'M'"). Reported here, at the name.
    mutating func reportPropertyReads(
        in value: ExpressionSyntax, ofDefault property: String, memberNames: Set<ExactName>
    ) {
        // By index: most defaults are literals with no reference at all, and the rest name few.
        for index in value.references.indices where !value.references[index].isOnSelf {
            let reference = value.references[index]
            guard memberNames.contains(reference.name) else { continue }
            diagnostics.error(
                .defaultReadsProperty,
                "the default value of '\(property)' is evaluated before the model exists, so it cannot read property "
                    + "'\(reference.name)'; write the value itself, or make '\(property)' a computed property; to mean "
                    + "something else named '\(reference.name)', qualify it with its module or type",
                at: reference.range)
        }
    }
}
