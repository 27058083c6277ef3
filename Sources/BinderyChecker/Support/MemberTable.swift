import BinderySource

/// What resolving a path needs of a model, found with one look-up of its name: what kind of class it is, its
/// isolation, and its properties with their positions by name. Reading them from the ``Model`` in a dictionary
/// copied the whole model, retaining everything it holds, at every step of every path.
struct MemberTable {
    let isExternal: Bool
    let isObservable: Bool
    let isolation: Isolation
    let properties: [Property]
    let positions: [ExactName: Int]

    init(_ model: Model) {
        isExternal = model.isExternal
        isObservable = model.isObservable
        isolation = model.isolation
        properties = model.properties
        var positions: [ExactName: Int] = [:]
        // Sized once: grown a property at a time, the table was copied over and over.
        positions.reserveCapacity(model.properties.count)
        // By index: iterating the properties copies each one, retaining everything it holds.
        for position in model.properties.indices { positions[model.properties[position].name] = position }
        self.positions = positions
    }

    /// The property spelt exactly `name`, if the model has one.
    func property(named name: String) -> Property? {
        positions[name].map { properties[$0] }
    }
}
