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
        .target(name: "Protocol", swiftSettings: swiftSettings),
        .target(name: "ViewModels", swiftSettings: swiftSettings),
        .executableTarget(
            name: "mvvm-bench", dependencies: ["ViewModels"], path: "benchmarks/mvvm-bench", swiftSettings: swiftSettings
        ),
        .target(name: "FlickrWeb", dependencies: ["ViewModels"], swiftSettings: swiftSettings),
        .executableTarget(
            name: "RPCServer",
            dependencies: [
                "Protocol", "ViewModels", .target(name: "FlickrWeb", condition: .when(traits: ["FlickrWeb"])),
            ],
            swiftSettings: swiftSettings
        ),
        .target(name: "TestSupport", dependencies: ["Protocol"], path: "Tests/TestSupport", swiftSettings: swiftSettings),
        .testTarget(name: "ProtocolTests", dependencies: ["Protocol", "TestSupport"], swiftSettings: swiftSettings),
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
