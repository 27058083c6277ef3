/// How a `bindery` run ended, as SPEC part 3 defines the process exit status.
public enum ExitStatus: Int32, Sendable {
    /// Everything worked; warnings may have been printed.
    case success = 0
    /// The specs have errors.
    case specErrors = 1
    /// Bad usage, or an I/O failure (a missing or unreadable file, a directory given as a file).
    case failure = 2
}
