// swift-tools-version: 6.0
import PackageDescription

// The pipeline, one module a stage:
//   BinderySource   source text, locations, diagnostics (shared by every stage)
//   BinderyScanner  source → tokens
//   BinderySyntax   the syntax tree
//   BinderyParser   tokens → syntax tree
//   BinderyChecker  syntax trees → one checked, resolved module
//   BinderyGenerator checked module → Swift text, through Templates/
//   BinderyCommandLine the `bindery` commands; BinderyTool is its thin `main`
// The runtime library `Bindery`, which generated code imports, stands apart and depends on nothing.
let package = Package(
    name: "Bindery",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .macCatalyst(.v17), .visionOS(.v1)],
    products: [
        .library(name: "Bindery", targets: ["Bindery"]),
        .executable(name: "bindery", targets: ["BinderyTool"]),
        // The front end as a library, so the release benchmarks in Benchmarks/ can measure it.
        .library(
            name: "BinderyFrontEnd", targets: ["BinderySource", "BinderyScanner", "BinderySyntax", "BinderyParser"]),
    ],
    targets: [
        .target(name: "Bindery"),

        .target(name: "BinderySource"),
        .target(name: "BinderyScanner", dependencies: ["BinderySource"]),
        .target(name: "BinderySyntax", dependencies: ["BinderySource"]),
        .target(name: "BinderyParser", dependencies: ["BinderySource", "BinderyScanner", "BinderySyntax"]),
        .target(name: "BinderyChecker", dependencies: ["BinderySource", "BinderySyntax"]),
        .target(name: "BinderyGenerator", dependencies: ["BinderySource", "BinderyChecker"]),
        .target(
            name: "BinderyCommandLine",
            dependencies: ["BinderySource", "BinderyParser", "BinderySyntax", "BinderyChecker", "BinderyGenerator"]
        ),
        .executableTarget(name: "BinderyTool", dependencies: ["BinderyCommandLine"]),

        .testTarget(name: "BinderyTests", dependencies: ["Bindery"]),
        .testTarget(name: "BinderyParserTests", dependencies: ["BinderyParser", "BinderyScanner", "BinderySyntax"]),
        .testTarget(name: "BinderyCheckerTests", dependencies: ["BinderyParser", "BinderyChecker"]),
        .testTarget(
            name: "BinderyGeneratorTests", dependencies: ["BinderyParser", "BinderyChecker", "BinderyGenerator"]),
        .testTarget(name: "BinderyCommandLineTests", dependencies: ["BinderyCommandLine"]),
        // The generated Swift of every valid fixture, compiled and exercised through its public API.
        .testTarget(name: "GeneratedCodeTests", dependencies: ["Bindery"]),
    ]
)
