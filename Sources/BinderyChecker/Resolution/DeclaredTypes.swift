import BinderySyntax

extension CheckRun {
    /// Every type the specs write for a property (of a model or an external class) and for a transform's inputs and
    /// output, in file order: what the checks of how a type is spelt (`.Protocol`, a bare protocol) look at.
    var propertyAndTransformTypes: [TypeSyntax] {
        var types: [TypeSyntax] = []
        for file in files {
            for declaration in file.declarations {
                switch declaration {
                case .model(let decl):
                    types += decl.members.map(\.type)
                case .transform(let decl):
                    types += decl.inputs + [decl.output]
                case .binding, .import, .options:
                    break
                }
            }
        }
        return types
    }
}
