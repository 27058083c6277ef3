import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, and whether standard error is a terminal (for `--color auto`).
///
/// Commands never touch the process's streams directly, so tests can run them and read what they printed.
public struct Console {
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void
    public var errorIsTerminal: Bool

    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, errorIsTerminal: Bool
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(
            writeOutput: { FileDescriptorIO.writeAll(STDOUT_FILENO, Array($0.utf8)) },
            writeError: { FileDescriptorIO.writeAll(STDERR_FILENO, Array($0.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0)
    }
}

/// A console that keeps what is written, for tests and for tools that embed `bindery`.
public final class CapturedConsole {
    public private(set) var output = ""
    public private(set) var error = ""
    public let errorIsTerminal: Bool

    public init(errorIsTerminal: Bool = false) {
        self.errorIsTerminal = errorIsTerminal
    }

    public var console: Console {
        Console(
            writeOutput: { [self] in output += $0 }, writeError: { [self] in error += $0 },
            errorIsTerminal: errorIsTerminal)
    }
}
