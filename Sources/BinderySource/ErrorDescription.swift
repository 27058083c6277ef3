#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Errors of the file system as a user reads them in a message.
///
/// FoundationEssentials has no `localizedDescription` (it is Foundation's, which the `bindery` executable does not
/// link; see issue 14), and on Linux it said little anyway: "The operation could not be completed". The system's
/// own words for the error underneath ("No such file or directory", "Permission denied") say what to fix.
public enum ErrorDescription {
    /// `Not a directory` for a `CocoaError` caused by `ENOTDIR`; the error as Swift prints it when it names no
    /// system error.
    public static func of(_ error: any Error) -> String {
        if let error = error as? CocoaError {
            if let underlying = error.underlying as? POSIXError { return systemMessage(underlying.code.rawValue) }
            return "file system error \(error.code.rawValue)" + (error.filePath.map { " at '\($0)'" } ?? "")
        }
        if let error = error as? POSIXError { return systemMessage(error.code.rawValue) }
        return "\(error)"
    }

    /// `strerror`'s text for `code`: "No such file or directory" for `ENOENT`.
    public static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
