// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "inbox",
    dependencies: [
        // The framework, by path: this example lives inside it. Your package names it by URL.
        .package(name: "mvvm-server", path: "../..")
    ],
    targets: [
        .target(
            name: "Inbox",
            dependencies: [.product(name: "ViewModels", package: "mvvm-server")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "inbox-server",
            dependencies: ["Inbox", .product(name: "RPCServer", package: "mvvm-server")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "InboxTests",
            dependencies: [
                "Inbox",
                .product(name: "RPCServer", package: "mvvm-server"),
                .product(name: "MVVMTesting", package: "mvvm-server"),
                .product(name: "Protocol", package: "mvvm-server"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
