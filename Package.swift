// swift-tools-version: 6.2
import PackageDescription

// The pipeline, one module a stage:
//   BinderySource   source text, locations, diagnostics (shared by every stage)
//   BinderyScanner  source → tokens
//   BinderySyntax   the syntax tree
//   BinderyParser   tokens → syntax tree
//   BinderyChecker  syntax trees → one checked, resolved module
//   BinderyGenerator checked module → Swift text, through Templates/
//   BinderyCompiler  the pipeline driver every tool calls: load, parse, check, generate, format
//   BinderyLanguageServer `bindery lsp`: the Language Server Protocol over the compiler
//   BinderyCommandLine the `bindery` commands; BinderyTool is its thin `main`
// The runtime library `Bindery`, which generated code imports, stands apart; it depends only on CBindery, its C part.

// Scripts/check-sanitizers.sh runs only the runtime's tests (its own and the generated code's) under AddressSanitizer
// and ThreadSanitizer, and sets this so that those builds leave out the compiler's test targets: `--build-tests`
// builds every test target, and building them twice more cost CI minutes for tests that never run there.
// SwiftPM evaluates the manifest again when the variable changes, so ordinary builds keep every test target.
let runtimeTestsOnly = Context.environment["BINDERY_RUNTIME_TESTS_ONLY"] == "1"
let runtimeTests: Set<String> = ["BinderyTests", "GeneratedCodeTests"]

let package = Package(
    name: "Bindery",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)],
    products: [
        .library(name: "Bindery", targets: ["Bindery"]),
        .executable(name: "bindery", targets: ["BinderyTool"]),
        // The same executable under its target's name: SwiftPM looks a plugin's tool up as a product of that name.
        // (A target named `bindery` would clash with the `Bindery` module on case-insensitive file systems.)
        .executable(name: "BinderyTool", targets: ["BinderyTool"]),
        .plugin(name: "BinderyPlugin", targets: ["BinderyPlugin"]),
        .plugin(name: "GenerateBindings", targets: ["GenerateBindings"]),
        // Bindery's compiler as a library: the pipeline the command line, the language server and the benchmarks drive.
        .library(name: "BinderyCompiler", targets: ["BinderyCompiler"]),
        // The language server behind `bindery lsp`, for the benchmarks and for tools that embed it.
        .library(name: "BinderyLanguageServer", targets: ["BinderyLanguageServer"]),
    ],
    targets: [
        // The runtime; CBindery holds the thread-local word its getters and setters read (see CBindery.h).
        .target(name: "CBindery"),
        .target(name: "Bindery", dependencies: ["CBindery"]),

        .target(name: "BinderySource"),
        .target(name: "BinderyScanner", dependencies: ["BinderySource"]),
        .target(name: "BinderySyntax", dependencies: ["BinderySource"]),
        .target(name: "BinderyParser", dependencies: ["BinderySource", "BinderyScanner", "BinderySyntax"]),
        .target(name: "BinderyChecker", dependencies: ["BinderySource", "BinderySyntax"]),
        .target(name: "BinderyGenerator", dependencies: ["BinderySource", "BinderyChecker"]),
        .target(
            name: "BinderyCompiler",
            dependencies: ["BinderySource", "BinderyParser", "BinderySyntax", "BinderyChecker", "BinderyGenerator"]
        ),
        .target(
            name: "BinderyLanguageServer",
            dependencies: [
                "BinderySource", "BinderyScanner", "BinderySyntax", "BinderyParser", "BinderyChecker",
                "BinderyCompiler",
            ]
        ),
        .target(
            name: "BinderyCommandLine",
            dependencies: [
                "BinderySource", "BinderySyntax", "BinderyChecker", "BinderyGenerator", "BinderyCompiler",
                "BinderyLanguageServer",
            ]
        ),
        .executableTarget(name: "BinderyTool", dependencies: ["BinderyCommandLine"]),

        // Every .bind file of a target becomes Swift during its build.
        .plugin(name: "BinderyPlugin", capability: .buildTool(), dependencies: [.target(name: "BinderyTool")]),
        // `swift package generate-bindings`: the same, written into the package, for builds without plugins.
        .plugin(
            name: "GenerateBindings",
            capability: .command(
                intent: .custom(
                    verb: "generate-bindings", description: "Generate Swift from the .bind specs of targets"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the Swift generated from .bind specs into a Generated folder beside them")
                ]),
            dependencies: [.target(name: "BinderyTool")]),

        .testTarget(name: "BinderyTests", dependencies: ["Bindery", "FixtureSupport"]),
        .testTarget(name: "BinderyParserTests", dependencies: ["BinderyParser", "BinderyScanner", "BinderySyntax"]),
        .testTarget(name: "BinderyCheckerTests", dependencies: ["BinderyParser", "BinderyChecker"]),
        .testTarget(
            name: "BinderyGeneratorTests", dependencies: ["BinderyParser", "BinderyChecker", "BinderyGenerator"]),
        // Finds the repository's fixtures for the test targets that read them.
        .target(name: "FixtureSupport", path: "Tests/FixtureSupport"),
        .testTarget(name: "BinderyCompilerTests", dependencies: ["BinderyCompiler", "FixtureSupport"]),
        .testTarget(
            name: "BinderyCommandLineTests", dependencies: ["BinderyCommandLine", "BinderyCompiler", "FixtureSupport"]),
        .testTarget(
            name: "BinderyLanguageServerTests",
            dependencies: ["BinderyLanguageServer", "BinderyCompiler", "FixtureSupport"]),
        // Every valid fixture (symlinked into Specs/), generated by the plugin, compiled, and exercised through
        // its public API.
        .testTarget(
            name: "GeneratedCodeTests", dependencies: ["Bindery", "FixtureSupport"], plugins: ["BinderyPlugin"]),
    ].filter { !runtimeTestsOnly || $0.type != .test || runtimeTests.contains($0.name) }
)
