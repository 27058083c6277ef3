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
    /// Why output could not be written (a full disk, a closed pipe), once a write has failed; nil while all went out.
    public var outputFailure: () -> String?
    /// Under `--diagnostics json`, where the run's errors are gathered to be written as one array at its end.
    var jsonErrors: JSONErrorReport?

    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void, errorIsTerminal: Bool,
        environmentDisablesColor: Bool = false, outputFailure: @escaping () -> String? = { nil }
    ) {
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.errorIsTerminal = errorIsTerminal
        self.environmentDisablesColor = environmentDisablesColor
        self.outputFailure = outputFailure
    }

    /// The process's standard output and standard error.
    public static func standard() -> Console {
        writingOutput(
            to: STDOUT_FILENO, writeError: { FileDescriptorIO.writeAll(STDERR_FILENO, Array($0.utf8)) },
            errorIsTerminal: isatty(STDERR_FILENO) != 0,
            environmentDisablesColor: disablesColor(environment: { getenv($0).map { String(cString: $0) } }))
    }

    /// Output written to `descriptor`, its first failure kept: `bindery dump > model.json` on a full disk left a
    /// truncated file and exited 0, so the run must learn that its output did not arrive.
    public static func writingOutput(
        to descriptor: Int32, writeError: @escaping (String) -> Void, errorIsTerminal: Bool,
        environmentDisablesColor: Bool = false
    ) -> Console {
        let failure = OutputFailure()
        return Console(
            writeOutput: { text in
                guard failure.reason == nil else { return }
                if !FileDescriptorIO.writeAll(descriptor, Array(text.utf8)) {
                    failure.reason = errno == 0 ? "the output was closed" : SystemError.reason(errno)
                }
            },
            writeError: writeError, errorIsTerminal: errorIsTerminal,
            environmentDisablesColor: environmentDisablesColor, outputFailure: { failure.reason })
    }

    /// Whether these environment variables ask for output without colour: the informal `NO_COLOR` convention
    /// (https://no-color.org), which any value but the empty one turns on, and a terminal that declares it has none.
    public static func disablesColor(environment: (String) -> String?) -> Bool {
        if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return true }
        return environment("TERM") == "dumb"
    }
}

/// The first reason a console's output could not be written.
private final class OutputFailure {
    var reason: String?
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
