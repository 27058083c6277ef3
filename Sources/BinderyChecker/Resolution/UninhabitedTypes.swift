import BinderySource
import BinderySyntax

/// `uninhabited-type`: a type with no value (`Never`, a tuple holding one) where generated code would have to hold,
/// give or pass such a value. Swift rejects a getter that must return one ("missing call to another never-returning
/// function") and warns about code after a call that gives one ("will never be executed"), both in the generated
/// file; reported here, at the spec.
extension CheckRun {
    /// A stored or computed property of such a type can never be given a value, and a `var` array of one gets a
    /// generated `remove…(at:)` that would return one.
    mutating func checkInhabited(_ member: MemberDecl, of model: ModelDecl) {
        guard Self.mayBeUninhabited(member.type, throughArrays: member.kind == .var) else { return }
        let type = SwiftType(member.type)
        let name = member.name.name
        if type.isUninhabited {
            let never =
                member.kind == .computed
                ? "its expression could never give one" : "no '\(model.name.name)' could ever be made"
            diagnostics.error(
                .uninhabitedType,
                "property '\(name)' cannot have the type '\(type)', which has no value, so \(never); make it "
                    + "optional ('\(type.optional)') or remove it",
                at: member.type.range)
        } else if case .array(let element) = type, element.isUninhabited {
            let remove = GeneratedNames.arrayMutators(ofProperty: name).first { $0.hasPrefix("remove") } ?? "remove"
            diagnostics.error(
                .uninhabitedType,
                "property '\(name)' cannot be an array of '\(element)', which has no value: the array is always "
                    + "empty, and its generated '\(remove)(at:)' would return an element; remove it, or make it a "
                    + "'let'",
                at: member.type.range)
        }
    }

    /// A transform taking such a type could never be applied (and a reversible one's backward half takes its
    /// output): Swift warns that its body will never be executed.
    mutating func checkInhabitedInputs(of decl: TransformDecl) {
        var taken = decl.inputs
        if case .reversible = decl.body { taken.append(decl.output) }
        for input in taken where Self.mayBeUninhabited(input, throughArrays: false) {
            let type = SwiftType(input)
            guard type.isUninhabited else { continue }
            let role =
                input == decl.output
                ? "gives '\(type)', which has no value, so its 'backward' half could never be given one"
                : "takes '\(type)', which has no value, so it could never be given one"
            diagnostics.error(
                .uninhabitedType,
                "transform '\(decl.name.name)' \(role); use a type that has values, or its optional "
                    + "('\(type.optional)')",
                at: input.range)
        }
    }

    /// A rule's transform that gives such a type never returns, so the rule never writes its target (and Swift warns
    /// about the generated code after the call). Returns whether it reported one.
    mutating func reportUninhabitedOutput(of step: TransformStep, at range: SourceRange, target: Path) -> Bool {
        let never: String
        if step.output.isUninhabited {
            never = "which has no value: it never returns, so this rule could never write '\(target)'"
        } else if step.output.holdsNoValue, !step.output.isVoid {
            never = "which is always nil, so this rule would only ever write nil"
        } else {
            return false
        }
        diagnostics.error(
            .uninhabitedType,
            "transform '\(step.name)' gives '\(step.output)', \(never); apply a transform that gives a value",
            at: range)
        return true
    }

    /// Told from the syntax first, as building a `SwiftType` of every property is costly: a name ending in `Never`,
    /// a tuple holding one, and with `throughArrays` an array of one.
    private static func mayBeUninhabited(_ type: TypeSyntax, throughArrays: Bool) -> Bool {
        switch type {
        case .named(let components, _):
            guard let last = components.last else { return false }
            return last.name.name == "Never"
                || (throughArrays && last.name.name == "Array"
                    && last.genericArguments.contains { mayBeUninhabited($0, throughArrays: false) })
        case .tuple(let elements, _): return elements.contains { mayBeUninhabited($0.type, throughArrays: false) }
        case .array(let element, _): return throughArrays && mayBeUninhabited(element, throughArrays: false)
        default: return false
        }
    }
}
