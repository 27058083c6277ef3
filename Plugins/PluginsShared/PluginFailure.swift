/// A mistake in how a package uses Bindery, reported as it is: SwiftPM and Xcode print it after `error: `.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
