// swift-tools-version: 6.2
//
// `trellis-bench`: every Trellis building block measured against its peer in one run.
// A package of its own so that peers never become dependencies of Trellis.
//
//     swift run -c release --package-path Benchmarks trellis-bench [SUITE] [--quick]

import PackageDescription

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The reactor suite's peer: Combine's PassthroughSubject → scan → sink.
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        // Peers of TrellisShell's container and router: benchmark dependencies only.
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        // Peers of the `store` suite: plain GRDB, the bare HTTP client, a loopback server.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                .product(name: "TrellisDiff", package: "Trellis"),
                .product(name: "TrellisSolver", package: "Trellis"),
                .product(name: "TrellisViews", package: "Trellis"),
                .product(name: "TrellisLists", package: "Trellis"),
                .product(name: "TrellisTerminal", package: "Trellis"),
                // The terminal suite's mirror: the renderer's bytes replayed on TestTerminal's
                // VT model, so ncurses is fed the very cells Trellis shows.
                .product(name: "TrellisTerminalTesting", package: "Trellis"),
                .product(name: "TrellisWeb", package: "Trellis"),
                .product(name: "TrellisReactor", package: "Trellis"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "TrellisShell", package: "Trellis"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "TrellisData", package: "Trellis"),
                .product(name: "CatsServerKit", package: "Trellis"),
                .product(name: "CatsKit", package: "Trellis"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
