// swift-tools-version: 6.0
import PackageDescription

// Release-mode benchmarks, kept out of the main package so its zero-dependency build stays small.
// Run: swift run -c release --package-path Benchmarks ParseBenchmark (or DeepInputBenchmark, GeneratorBenchmark,
// RuntimeBenchmark, LanguageServerBenchmark)
let package = Package(
    name: "BinderyBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Bindery", path: ".."),
        // A peer to measure against: Combine's API, open source, on Linux too.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "ParseBenchmark",
            dependencies: [
                .product(name: "BinderyCompiler", package: "Bindery")
            ]
        ),
        // What `bindery check` does (parse, check, render) on the deep and long inputs the language promises a quick
        // answer for.
        .executableTarget(
            name: "DeepInputBenchmark",
            dependencies: [
                .product(name: "BinderyCompiler", package: "Bindery")
            ]
        ),
        // The language server as an editor sees it: an edit in a 1,000-model workspace, through the framing, until
        // its diagnostics arrive; and where that time goes.
        .executableTarget(
            name: "LanguageServerBenchmark",
            dependencies: [
                .product(name: "BinderyLanguageServer", package: "Bindery"),
                .product(name: "BinderyCompiler", package: "Bindery"),
            ]
        ),
        // Times the release `bindery generate` on a synthetic module, and swiftc on its output next to the same
        // models written with @Observable; it runs the built tools, so it depends on nothing.
        .executableTarget(name: "GeneratorBenchmark"),
        // The runtime on generated models and bindings (the plugin generates them from the .bind files beside the
        // code), next to hand-written floors and to peers (OpenCombine, Swift's Observation), in one run.
        .executableTarget(
            name: "RuntimeBenchmark",
            dependencies: [
                .product(name: "Bindery", package: "Bindery"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            plugins: [.plugin(name: "BinderyPlugin", package: "Bindery")]
        ),
    ]
)
