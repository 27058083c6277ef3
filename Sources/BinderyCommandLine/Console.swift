import BinderySource

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes, whether standard error is a terminal, and whether the environment asks for no colour (both
/// for `--color auto`).
///
/// Commands never touch the process's streams directly, so tests can run them and read what they printed.
public struct Console {
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void
    public var errorIsTerminal: Bool
    /// `NO_COLOR` is set (to anything but nothing), or `TERM` is `dumb`: `--color auto` then colours nothing, even
    /// on a terminal. `--color always` still colours.
    public var environmentDisablesColor: Bool

    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, errorIsTerminal: Bool,
        environmentDisablesColor: Bool = false
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.environmentDisablesColor = environmentDisablesColor
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        Console(
            writeOutput: { FileDescriptorIO.writeAll(STDOUT_FILENO, Array($0.utf8)) },
            writeError: { FileDescriptorIO.writeAll(STDERR_FILENO, Array($0.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            environmentDisablesColor: disablesColor(environment: { getenv($0).map { String(cString: $0) } }))
    }

    /// Whether these environment variables ask for output without colour: the informal `NO_COLOR` convention
    /// (https://no-color.org), which any value but the empty one turns on, and a terminal that declares it has none.
    public static func disablesColor(environment: (String) -> String?) -> Bool {
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return true }
        return environment("TERM") == "dumb"
    }
}

/// A console that keeps what is written, for tests and for tools that embed `bindery`.
public final class CapturedConsole {
    public private(set) var output = ""
    public private(set) var error = ""
    public let errorIsTerminal: Bool
    public let environmentDisablesColor: Bool

    public init(errorIsTerminal: Bool = false, environmentDisablesColor: Bool = false) {
        self.errorIsTerminal = errorIsTerminal
        self.environmentDisablesColor = environmentDisablesColor
    }

    public var console: Console {
        Console(
            writeOutput: { [self] in output += $0 }, writeError: { [self] in error += $0 },
            errorIsTerminal: errorIsTerminal, environmentDisablesColor: environmentDisablesColor)
    }
}
