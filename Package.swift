// swift-tools-version: 6.2
//
// Trellis: list-driven app architecture, one module per building block.
// The layers and what each may import are drawn in docs/Architecture.md (checked by
// .ci/check-layers); nothing imports upward. Tools 6.2: the package uses `isolated deinit`.

import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .executable(name: "cats", targets: ["cats"]),
        .executable(name: "cats-server", targets: ["cats-server"]),
        .executable(name: "trellis-gallery", targets: ["trellis-gallery"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisDiff", targets: ["TrellisDiff"]),
        .library(name: "TrellisSolver", targets: ["TrellisSolver"]),
        .library(name: "TrellisViews", targets: ["TrellisViews"]),
        .library(name: "TrellisLists", targets: ["TrellisLists"]),
        .library(name: "TrellisHost", targets: ["TrellisHost"]),
        .library(name: "TrellisTerminal", targets: ["TrellisTerminal"]),
        .library(name: "TrellisWeb", targets: ["TrellisWeb"]),
        .library(name: "TrellisTerminalTesting", targets: ["TrellisTerminalTesting"]),
        .library(name: "TrellisWebTesting", targets: ["TrellisWebTesting"]),
        .library(name: "TrellisReactor", targets: ["TrellisReactor"]),
        .library(name: "TrellisReactorTesting", targets: ["TrellisReactorTesting"]),
        .library(name: "TrellisShell", targets: ["TrellisShell"]),
        .library(name: "TrellisData", targets: ["TrellisData"]),
        .library(name: "TrellisServerGuards", targets: ["TrellisServerGuards"]),
        // For the benchmark package: the `server` load check and the real Cats list screen's frame.
        .library(name: "CatsServerKit", targets: ["CatsServerKit"]),
        .library(name: "CatsKit", targets: ["CatsKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Only TrellisReactorTesting uses these: readable state diffs and test clocks.
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // TrellisShell's app singletons: built outside any lock, first writer wins.
        .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
        // TrellisData: SQLite, HTTP, HMAC, logging. Hummingbird is a test dependency only.
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // async-http-client's tracing: TrellisData's shared client leaves out the no-op tracer.
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.3.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        // TrellisWeb serves apps to a browser over HTTP and a WebSocket.
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.1"),
        // The service group the browser host runs in (Hummingbird's own), named so that its
        // server can close sockets with 1001 before the application stops.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Documentation only: `swift package generate-documentation` (see .ci/build-docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The Cats example app: the main job. CatsAPI is the contract the app and its server
        // share (entities, wire types, endpoints, deep links, the bundled catalog); CatsKit holds
        // the app (data, screens, modules) so it can be tested; `cats` runs it in a terminal.
        .executableTarget(
            name: "cats",
            dependencies: [
                "CatsKit", "CatsAPI", "Trellis",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/Cats/cats"
        ),
        .target(
            name: "CatsAPI",
            dependencies: ["TrellisData", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Examples/Cats/CatsAPI",
            resources: [.copy("Resources/breeds.json")]
        ),
        .testTarget(name: "CatsAPITests", dependencies: ["CatsAPI", "TrellisData", "TrellisTestSupport"], path: "Tests/CatsAPITests"),
        .target(
            name: "CatsKit",
            dependencies: [
                "CatsAPI", "TrellisDiff", "TrellisViews", "TrellisLists", "TrellisTerminal", "TrellisReactor",
                "TrellisShell", "TrellisData", "Trellis",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/Cats/CatsKit",
            exclude: ["Data/README.md"]
        ),
        .testTarget(
            name: "CatsKitTests",
            dependencies: [
                "CatsKit", "CatsAPI", "TrellisTerminalTesting", "TrellisReactorTesting", "TrellisTestSupport", "cats", "TrellisData",
                "CatsServerKit", .product(name: "Hummingbird", package: "hummingbird"), .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"), .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/CatsKitTests",
            exclude: ["List/__Snapshots__"]  // golden files, read by path from the tests
        ),
        // `cats-server`: the app's backend on Hummingbird 2, its data in its own SQLite file.
        // CatsServerKit builds the application so tests can run it without a socket.
        .executableTarget(
            name: "cats-server",
            dependencies: [
                "CatsServerKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            path: "Examples/Cats/cats-server"
        ),
        .target(
            name: "CatsServerKit",
            dependencies: [
                "CatsAPI", "TrellisData", "TrellisServerGuards",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Hummingbird", package: "hummingbird"),
                // HummingbirdCore and NIOCore: the HTTP/1 channel with its idle timeout, and the
                // handler that closes a connection that sends a request too slowly.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                // NIOHTTP1: the parser's error and the HTTP/1 parts, to give its 400 a JSON body.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                // The catalog's entity tag (SHA-256) and its cache's lock.
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Examples/Cats/CatsServerKit",
            exclude: ["README.md"]
        ),
        .testTarget(
            name: "CatsServerKitTests",
            dependencies: [
                "CatsServerKit", "CatsAPI", "TrellisData", "TrellisTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/CatsServerKitTests",
            // Requests the fuzzer once failed on, replayed by RequestFuzzerTests.
            exclude: ["Fuzzing/Regressions"]
        ),

        // The gallery: one screen per building block to play with (Examples/Gallery/README.md).
        // GalleryKit holds the screens so they can be tested; `trellis-gallery` runs them.
        .executableTarget(
            name: "trellis-gallery",
            dependencies: ["GalleryKit", "Trellis", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Examples/Gallery/trellis-gallery"
        ),
        .target(
            name: "GalleryKit",
            dependencies: ["TrellisDiff", "TrellisViews", "TrellisLists", "TrellisTerminal", "TrellisReactor", "TrellisShell", "Trellis"],
            path: "Examples/Gallery/GalleryKit"
        ),
        .testTarget(
            name: "GalleryKitTests",
            dependencies: ["GalleryKit", "Trellis", "TrellisTerminalTesting", "TrellisTestSupport", "trellis-gallery"],
            path: "Tests/GalleryKitTests",
            exclude: ["Controls/__Snapshots__"]  // golden files, read by path from the tests
        ),

        // Test support shared by every test target (`eventually`; the seeded generator is
        // TrellisTerminalTesting's public one, re-exported).
        .target(name: "TrellisTestSupport", dependencies: ["TrellisTerminalTesting"], path: "Tests/TrellisTestSupport"),

        // Umbrella: `import Trellis` re-exports every public module.
        // It also joins modules that do not know each other (a terminal app hosts a navigator).
        .target(
            name: "Trellis",
            dependencies: [
                "TrellisDiff", "TrellisSolver", "TrellisViews", "TrellisLists", "TrellisHost", "TrellisTerminal", "TrellisWeb",
                "TrellisReactor", "TrellisShell", "TrellisData",
            ]),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis", "TrellisTerminalTesting", "TrellisWebTesting", "TrellisTestSupport"]),

        // What keeps a server answering whatever its clients do: the connection gate (caps in
        // all and per address, idle connections yielding their place, 503 at once), the read
        // and write deadlines, on any Hummingbird child channel. cats-server and the browser
        // host use it.
        .target(
            name: "TrellisServerGuards",
            dependencies: [
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        .testTarget(
            name: "TrellisServerGuardsTests",
            dependencies: ["TrellisServerGuards", .product(name: "NIOEmbedded", package: "swift-nio")]),

        // Change sets between snapshots: minimal moves, duplicate-safe, sectioned.
        .target(name: "TrellisDiff"),
        .testTarget(name: "TrellisDiffTests", dependencies: ["TrellisDiff", "TrellisTestSupport"]),

        // Cassowary: the incremental simplex solver that stands in for Auto Layout.
        .target(name: "TrellisSolver"),
        .testTarget(name: "TrellisSolverTests", dependencies: ["TrellisSolver", "TrellisTestSupport"]),

        // Views: the retained view tree, the Masonry-style constraint DSL on TrellisSolver,
        // the layout pass, the responder chain, styles and metrics; views draw themselves
        // into cells and take their own keys, clicks and pastes.
        .target(name: "TrellisViews", dependencies: ["TrellisSolver"]),
        .testTarget(name: "TrellisViewsTests", dependencies: ["TrellisViews", "TrellisTestSupport"]),

        // Lists: AAPL data sources and their loading state machine, Nimbus table models,
        // the cell registry and actions; section metrics, the collection layout and the
        // collection view that shows a data source.
        .target(name: "TrellisLists", dependencies: ["TrellisDiff", "TrellisViews"]),
        .testTarget(name: "TrellisListsTests", dependencies: ["TrellisLists", "TrellisTestSupport"]),
        // What every host shares, whatever it draws on: the app host (focus, input up the
        // responder chain), the painter and its damage tracking, which asks each view to draw
        // itself and knows no kind of view. TrellisTerminal builds on it.
        .target(name: "TrellisHost", dependencies: ["TrellisViews"]),
        .testTarget(name: "TrellisHostTests", dependencies: ["TrellisHost", "TrellisLists", "TrellisTestSupport"]),
        .target(name: "TrellisTerminal", dependencies: ["TrellisHost", "TrellisViews"]),
        // The browser host: the server, a tab's messages in, frames of changed cells out.
        .target(
            name: "TrellisWeb",
            dependencies: [
                "TrellisHost", "TrellisViews", "TrellisServerGuards",
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                // The service group WebServer.run stops: its sockets close with 1001 first.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                // WebServerOptions: the --web flags every app served to a browser shares.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Test support for the browser host: TestWebClient, a tab without a browser. Only
        // tests import it; product modules contain no test machinery (.ci/check-layers).
        .target(name: "TrellisWebTesting", dependencies: ["TrellisWeb", "TrellisHost", "TrellisViews"]),
        .testTarget(
            name: "TrellisWebTests",
            dependencies: [
                "TrellisWeb", "TrellisWebTesting", "TrellisHost", "TrellisLists", "TrellisTestSupport",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ]),
        // Test support for the terminal host: the test terminal and its VT model, the pilot,
        // styled frames and golden files, assertScreen for Swift Testing. Only tests (and the
        // benchmarks' mirror) import it, so an app that links TrellisTerminal never links
        // test machinery or the testing library (.ci/check-layers).
        .target(name: "TrellisTerminalTesting", dependencies: ["TrellisTerminal", "TrellisHost", "TrellisViews"]),
        .testTarget(
            name: "TrellisTerminalTests",
            dependencies: ["TrellisTerminal", "TrellisLists", "TrellisTerminalTesting", "TrellisTestSupport", "trellis-terminal-probe"]),
        .testTarget(
            name: "TrellisTerminalTestingTests",
            dependencies: ["TrellisTerminalTesting", "TrellisTerminal", "TrellisViews", "TrellisTestSupport"]),
        // A tiny TerminalApp the session tests run on a pseudo-terminal and send signals to.
        .executableTarget(
            name: "trellis-terminal-probe", dependencies: ["TrellisTerminal", "TrellisViews"], path: "Tests/TrellisTerminalProbe"),

        // Reactors (ReactorKit's Action → mutate → Mutation → reduce → State) with effects,
        // cancellation, views bound to reactors, typed actions up the responder chain and
        // reactor-driven lists. The testing product: Stub and an exhaustive TestStore.
        .target(name: "TrellisReactor", dependencies: ["TrellisDiff", "TrellisViews", "TrellisLists"]),
        .target(
            name: "TrellisReactorTesting",
            dependencies: [
                "TrellisReactor",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),
        .testTarget(
            name: "TrellisReactorTests",
            dependencies: [
                "TrellisReactor", "TrellisReactorTesting", "TrellisTestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ]
        ),

        // Shell: the typed container and its scopes, modules and the URL router, services
        // started in dependency order, the session, screens and navigators. No data layer, no
        // terminal: the app wires those in through small protocols (`Invalidating`,
        // `RequestGroupCancelling`, `NavigationHost`).
        .target(
            name: "TrellisShell", dependencies: ["TrellisViews", "TrellisReactor", .product(name: "Atomics", package: "swift-atomics")]),
        .testTarget(name: "TrellisShellTests", dependencies: ["TrellisShell", "TrellisViews", "TrellisReactor", "TrellisTestSupport"]),

        // Data: entities and the entity store on SQLite (GRDB), observation, model events,
        // the networker over async-http-client, signed requests, view models, builders.
        // Sendable values and actors; imports no other Trellis module.
        .target(
            name: "TrellisData",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, which GRDB builds on: the store checks a row's storage classes before reading it in place.
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
            ]
        ),
        .testTarget(
            name: "TrellisDataTests",
            dependencies: [
                "TrellisData", "TrellisTestSupport", "trellis-data-crash-writer",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
        // Test only: writes batches to a store and prints "saved N" after each commit, so
        // a test can SIGKILL it mid-write and check what survived.
        .executableTarget(
            name: "trellis-data-crash-writer", dependencies: ["TrellisData", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Tests/TrellisDataCrashWriter"),
    ],
    swiftLanguageModes: [.v6]
)

// ThreadSanitizer, as CI's last step runs it: `TRELLIS_THREAD_SANITIZER=1 swift test --filter …`
// in the main build folder (see .ci/run). Only Trellis's own modules whose state crosses
// threads, the Cats data layer and the tests that exercise them are built with
// `-sanitize=thread`; the dependencies (NIO, GRDB, BoringSSL, …) and the UI modules below
// TrellisReactor keep the objects the plain build made, so the step compiles about a fifth
// of what `swift test --sanitize=thread` compiled (every target and every dependency, again).
// Races inside an uninstrumented module are not seen; the ones in Trellis's and Cats'
// shared state are. The test targets the step does not run are left out of the package.
if Context.environment["TRELLIS_THREAD_SANITIZER"] == "1" {
    let testsRun: Set = ["TrellisShellTests", "TrellisDataTests", "TrellisReactorTests", "CatsKitTests", "CatsServerKitTests"]
    let instrumented: Set = ["TrellisReactor", "TrellisShell", "TrellisData", "CatsAPI", "CatsServerKit", "CatsKit", "cats"]
    let onlyForTestsNotRun: Set = ["GalleryKit", "trellis-gallery", "trellis-terminal-probe", "TrellisWebTesting"]
    package.targets.removeAll { ($0.type == .test && !testsRun.contains($0.name)) || onlyForTestsNotRun.contains($0.name) }
    package.products.removeAll { onlyForTestsNotRun.contains($0.name) }
    // Of the Cats test targets, only the folders that hold the suites .ci/tsan-filter names
    // (and their support): the screens' tests are a third of the step's compile otherwise.
    let foldersRun: [String: [String]] = [
        "CatsKitTests": ["Data", "Integration", "Support"],
        "CatsServerKitTests": ["Storage", "Support"],
    ]
    for target in package.targets {
        if let folders = foldersRun[target.name] { target.sources = folders }
    }
    for target in package.targets {
        if instrumented.contains(target.name) || testsRun.contains(target.name) {
            target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=thread"])]
        }
        // Whatever links an instrumented module links the sanitizer's runtime.
        if target.type == .executable || target.type == .test {
            target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=thread"])]
        }
    }
}
