// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "todos",
    dependencies: [
        // The framework, by path, since this example lives inside it. `name:` is the identity the
        // products below name; without it a path dependency's identity is its folder's name.
        .package(name: "mvvm-server", path: "../..")
    ],
    targets: [
        .target(
            name: "TodoList",
            dependencies: [.product(name: "ViewModels", package: "mvvm-server")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "todos-server",
            dependencies: ["TodoList", .product(name: "RPCServer", package: "mvvm-server")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "TodoListTests",
            dependencies: [
                "TodoList",
                .product(name: "RPCServer", package: "mvvm-server"),
                .product(name: "MVVMTesting", package: "mvvm-server"),
                .product(name: "Protocol", package: "mvvm-server"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
