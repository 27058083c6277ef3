/// What `swift package generate-bindings` was asked for: `--target NAME` (repeatable, or `--target=NAME`), or
/// `--help`. Anything else is refused rather than ignored, so a typo never generates the wrong targets.
struct Request {
    enum Parsed {
        case help
        case generate(Request)
    }

    /// The targets named; none means every target with specs.
    var targets: [String] = []

    static let help = """
        OVERVIEW: Write the Swift generated from each target's .bind specs into a Generated folder beside them.

        For builds that cannot run build plugins (some CI, Xcode Cloud): commit the Generated folders, and do not \
        also apply BinderyPlugin to those targets. A bindery.json beside the specs is honoured, and the specs of the \
        targets each target depends on are read as imported specs.

        USAGE: swift package --allow-writing-to-package-directory generate-bindings [--target <target> ...]

        OPTIONS:
          --target <target>     Generate only this target's specs; repeat it for several. Default: every target
                                with .bind files.
          -h, --help            Show help information.
        """

    static func parse(_ arguments: [String]) throws -> Parsed {
        var request = Request()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "-h", "--help":
                return .help
            case "--target":
                guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                    throw PluginFailure(
                        "missing value for '--target <target>'; see 'swift package generate-bindings --help'")
                }
                request.targets.append(arguments[index])
                index += 1
            case _ where argument.hasPrefix("--target="):
                request.targets.append(String(argument.dropFirst("--target=".count)))
            default:
                throw PluginFailure(
                    "unknown argument '\(argument)'; generate-bindings takes '--target <target>' (repeatable) and "
                        + "'--help'")
            }
        }
        return .generate(request)
    }

    func includes(_ target: String) -> Bool {
        targets.isEmpty || targets.contains(target)
    }

    func rejectUnknownTargets(among names: [String]) throws {
        for target in targets where !names.contains(target) {
            throw PluginFailure(
                "no target named '\(target)' in this package; its targets are " + names.sorted().joined(separator: ", ")
            )
        }
    }
}
