// swift-tools-version: 6.2
//
// Twig: a git history browser built on Trellis the way an app outside it would be, from its
// public API only (a package of its own, depending on Trellis by path).
//
//     swift run --package-path Examples/Twig twig [PATH]

import PackageDescription

let package = Package(
    name: "Twig",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "twig", targets: ["twig"]),
        .library(name: "TwigKit", targets: ["TwigKit"]),
    ],
    dependencies: [
        .package(name: "Trellis", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Runs `git`: spawned with posix_spawn, its output read without blocking a thread,
        // torn down when the task reading it is cancelled.
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "TwigKit",
            dependencies: [
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "Subprocess", package: "swift-subprocess"),
            ]
        ),
        .executableTarget(
            name: "twig",
            dependencies: [
                "TwigKit",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "TwigKitTests",
            dependencies: [
                "TwigKit",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisTerminalTesting", package: "Trellis"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
