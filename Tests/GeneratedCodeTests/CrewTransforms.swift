import Bindery

// The hand-written half of `transform sailorName(Sailor?) -> String external` in Specs/Crew.bind: on the main actor,
// as the models it reads are, though this target's default isolation is nonisolated.
extension BinderyTransforms {
    @MainActor static func sailorName(_ value: Sailor?) -> String {
        value.map { $0.name.isEmpty ? "unnamed" : $0.name } ?? "no skipper"
    }
}
