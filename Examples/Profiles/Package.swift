// swift-tools-version: 6.2
import PackageDescription

// Two modules, as an app splits them: Core holds the models (public, generated from Core's specs), App binds them
// to a hand-written @Observable view model and to a plain class standing in for a UIKit view. App's specs use
// Core's models through `import Core`; the build plugin passes Core's specs to the tool as imported specs.
let package = Package(
    name: "Profiles",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // In your app: .package(url: "https://github.com/<owner>/bindery", branch: "main") until a version is tagged
        .package(name: "Bindery", path: "../..")
    ],
    targets: [
        .target(
            name: "Core",
            dependencies: [.product(name: "Bindery", package: "Bindery")],
            plugins: [.plugin(name: "BinderyPlugin", package: "Bindery")]
        ),
        .target(
            name: "App",
            dependencies: ["Core", .product(name: "Bindery", package: "Bindery")],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "BinderyPlugin", package: "Bindery")]
        ),
        .testTarget(name: "AppTests", dependencies: ["App", "Core"]),
    ]
)
