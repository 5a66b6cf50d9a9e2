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
        // The framework (docs/your-own-view-models.md): what a view model is written with, the host
        // that serves a catalog of them, the wire it speaks, and what tests drive it with.
        .library(name: "ViewModels", targets: ["ViewModels"]),
        .library(name: "RPCServer", targets: ["RPCServer"]),
        .library(name: "Protocol", targets: ["Protocol"]),
        .library(name: "MVVMTesting", targets: ["MVVMTesting"]),
        // The reference host: the four built-in apps on the framework.
        .executable(name: "mvvm-server", targets: ["mvvm-server"]),
    ],
    traits: [
        .trait(
            name: "FlickrWeb",
            description: """
                Links the real Flickr REST client (FoundationNetworking, hence libcurl) into mvvm-server, \
                used when FLICKR_API_KEY or --flickr-api-key is given. Off by default: it costs start-up \
                time even when unused.
                """),
        .default(enabledTraits: []),
    ],
    targets: [
        // The JSON writer rounds with the C library's math functions, which an executable that links
        // Protocol alone (a frontend written in Swift) does not get from any other module.
        .target(
            name: "Protocol", swiftSettings: swiftSettings,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ViewModels", swiftSettings: swiftSettings),
        // The host and what serves it, in modules whose dependencies are the house's arrows
        // (docs/architecture.md): the host knows the view models and the protocol's vocabulary, never
        // a transport or a face; each face turns the host's events into its own protocol's messages;
        // RPCServer, the framework's entry, puts them together and re-exports the public API.
        .target(name: "ServerLog", swiftSettings: swiftSettings),
        .target(name: "ViewModelHosting", dependencies: ["Protocol", "ViewModels", "ServerLog"], swiftSettings: swiftSettings),
        .target(name: "ServerTransport", dependencies: ["Protocol", "ServerLog"], swiftSettings: swiftSettings),
        .target(
            name: "JSONRPCFace", dependencies: ["Protocol", "ViewModels", "ServerLog", "ViewModelHosting", "ServerTransport"],
            swiftSettings: swiftSettings),
        .target(
            name: "MCPFace", dependencies: ["Protocol", "ViewModels", "ServerLog", "ViewModelHosting", "ServerTransport"],
            swiftSettings: swiftSettings),
        .target(
            name: "ServerTools", dependencies: ["Protocol", "ServerLog", "ViewModelHosting", "ServerTransport"],
            swiftSettings: swiftSettings),
        .target(
            name: "RPCServer",
            dependencies: [
                "Protocol", "ViewModels", "ServerLog", "ViewModelHosting", "ServerTransport", "JSONRPCFace", "MCPFace",
                "ServerTools",
            ],
            swiftSettings: swiftSettings),
        .target(
            name: "MVVMTesting", dependencies: ["Protocol", "ViewModels", "RPCServer", "ServerTransport"],
            swiftSettings: swiftSettings),
        .target(name: "Apps", dependencies: ["ViewModels", "RPCServer"], swiftSettings: swiftSettings),
        .target(name: "FlickrWeb", dependencies: ["Apps"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "mvvm-server",
            dependencies: [
                "Apps", "RPCServer", "ViewModels", .target(name: "FlickrWeb", condition: .when(traits: ["FlickrWeb"])),
            ],
            swiftSettings: swiftSettings
        ),
        // The reactive core compiled once more, in one module with the chain `mvvm-bench reactive`
        // measures it against: the specialized reference a chain built outside the core is compared to
        // (docs/performance.md). Its sources are the core's own, through a symbolic link; in no product.
        .target(name: "ReactiveReference", path: "benchmarks/reactive-reference", swiftSettings: swiftSettings),
        .executableTarget(
            name: "mvvm-bench", dependencies: ["ViewModels", "ReactiveReference"], path: "benchmarks/mvvm-bench",
            swiftSettings: swiftSettings
        ),
        // The built-in apps plus view models that exist only to test the host (a stray `print`):
        // what the end-to-end tests spawn when they need those. Built with the tests, in no product.
        .executableTarget(
            name: "mvvm-test-server", dependencies: ["Apps", "RPCServer", "ViewModels"], path: "Tests/TestServer",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TestSupport", dependencies: ["Protocol", "RPCServer", "ServerTransport", "MVVMTesting"], path: "Tests/TestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "ProtocolTests", dependencies: ["Protocol", "TestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "ViewModelsTests", dependencies: ["ViewModels", "MVVMTesting"], swiftSettings: swiftSettings),
        .testTarget(
            name: "AppsTests", dependencies: ["Apps", "ViewModels", "MVVMTesting"], swiftSettings: swiftSettings),
        .testTarget(name: "FlickrWebTests", dependencies: ["FlickrWeb", "Apps"], swiftSettings: swiftSettings),
        .testTarget(
            name: "RPCServerTests",
            dependencies: [
                "RPCServer", "ServerLog", "ViewModelHosting", "ServerTransport", "JSONRPCFace", "ServerTools", "Apps", "Protocol",
                "ViewModels", "MVVMTesting", "TestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["RPCServer", "ServerTools", "Protocol", "MVVMTesting", "TestSupport"],
            exclude: ["Recordings"],
            swiftSettings: swiftSettings
        ),
    ]
)
