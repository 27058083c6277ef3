import Foundation

/// A shell installed on this machine, to load completion scripts in.
struct Shell {
    let executable: URL

    /// The shell named `name` on `PATH`, or nil when it is not installed.
    init?(_ name: String) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent(name)
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return nil
        }
        executable = found
    }

    static func isInstalled(_ name: String) -> Bool { Shell(name) != nil }

    /// Runs the shell with `arguments` in `directory`; returns its exit status and what it printed.
    func run(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
