/// Bindery's version: what `bindery --version` prints, and what generated code will name when it checks the runtime.
///
/// Semantic versioning; a release is the commit tagged `X.Y.Z` that sets ``current`` to `X.Y.Z`. Between releases it
/// is the next version with a `-dev` suffix, so a build from a branch never claims to be a release.
public enum BinderyVersion {
    public static let current = "0.1.0-dev"
}
