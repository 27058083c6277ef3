// A target needs a Swift file of its own (SwiftPM skips a target made only of .bind files, before any plugin
// runs: swiftlang/swift-package-manager#8061). This one gives Core's model a sample value.
extension Profile {
    /// A profile to show before the real one loads.
    public static func sample() -> Profile {
        Profile(name: "Ada Lovelace", bio: "Analyst", followers: 1815)
    }
}
