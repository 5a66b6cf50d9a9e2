// swift-tools-version:6.2
import PackageDescription

/// One set of settings for every target: Swift 6 mode with strict concurrency.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "mvvm-server",
    products: [
        .executable(name: "mvvm-server", targets: ["RPCServer"]),
    ],
    targets: [
        .target(name: "Protocol", swiftSettings: swiftSettings),
        .target(name: "ViewModels", swiftSettings: swiftSettings),
        .executableTarget(
            name: "mvvm-bench", dependencies: ["ViewModels"], path: "Benchmarks/mvvm-bench", swiftSettings: swiftSettings
        ),
        .target(name: "FlickrWeb", dependencies: ["ViewModels"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "RPCServer",
            dependencies: ["Protocol", "ViewModels"],
            swiftSettings: swiftSettings
        ),
        .target(name: "TestSupport", dependencies: ["Protocol"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "ProtocolTests", dependencies: ["Protocol"], swiftSettings: swiftSettings),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels"], swiftSettings: swiftSettings),
        .testTarget(name: "FlickrWebTests", dependencies: ["FlickrWeb", "ViewModels"], swiftSettings: swiftSettings),
        .testTarget(
            name: "RPCServerTests",
            dependencies: ["RPCServer", "Protocol", "ViewModels", "TestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["RPCServer", "Protocol", "TestSupport"],
            exclude: ["Transcripts"],
            swiftSettings: swiftSettings
        ),
    ]
)
