import BinderySource

extension CheckRun {
    /// `NSObject` or `AnyObject` among a model's conformances, which generated code passes through as protocols:
    /// Swift then said "'any' has no effect on concrete type 'NSObject'" and "inheritance from non-protocol type", or
    /// "only protocols can inherit from 'AnyObject'". A model is a class of its own already, observed through Bindery
    /// and Observation, not key-value observing.
    mutating func reportClassConformance(_ name: String, of model: String, at range: SourceRange) {
        if name == "AnyObject" {
            diagnostics.error(
                .classCannotConform,
                "model '\(model)' is a class already, and 'AnyObject' constrains only a protocol to classes; remove "
                    + "'AnyObject'",
                at: range)
        } else {
            diagnostics.error(
                .modelAsConformance,
                "model '\(model)' cannot inherit from class '\(name)': a model is a class of its own, and generated "
                    + "code declares every member it has; remove '\(name)' (a model is observed through Bindery and "
                    + "Observation, not key-value observing)",
                at: range)
        }
    }
}
