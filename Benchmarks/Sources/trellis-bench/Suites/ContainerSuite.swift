import Swinject
import TrellisShell

/// Suite `container`: resolving through TrellisShell's container against Swinject 2.10 (the
/// peer) and against building the objects by hand (the floor), with 200 unrelated
/// registrations present in both containers; then the services-start measurement
/// (`ContainerSuite+Services.swift`).
let containerSuite = BenchmarkSuite(name: "container") { quick in
    let resolutions = quick ? 2_000 : 20_000
    let trellis = trellisContainer()
    let swinject = swinjectContainer()
    // Both must build the same graph before they are timed: transient objects new on each
    // resolution, app-scoped ones shared. A difference fails the run.
    let (first, second) = (try trellis.resolve(Feed.self), try trellis.resolve(Feed.self))
    try requireAgreement(
        first !== second && first.store.database === second.store.database, suite: "container", case: "resolve-app-singleton",
        "TrellisShell: two Feeds are \(first === second ? "one object" : "two"), their databases \(first.store.database === second.store.database ? "one" : "two") (want two Feeds, one database)"
    )
    let (swinjectFirst, swinjectSecond) = (swinject.resolve(Feed.self), swinject.resolve(Feed.self))
    try requireAgreement(
        swinjectFirst != nil && swinjectFirst !== swinjectSecond && swinjectFirst?.store.database === swinjectSecond?.store.database,
        suite: "container", case: "resolve-app-singleton",
        "Swinject: Feed resolved \(swinjectFirst == nil ? "to nil" : "as two Feeds on one database: not so") (want two Feeds, one database)"
    )
    let screens = (try trellis.resolve(Screen.self), swinject.resolve(Screen.self))
    try requireAgreement(
        screens.0.left !== screens.0.right && screens.1 != nil && screens.1?.left !== screens.1?.right,
        suite: "container", case: "resolve-transient-2-deps", "a Screen's two Parts must be two objects on both sides")

    // Each side reports its fastest batch of 1,000, per resolution: on a loaded 2-core
    // machine a batch that was preempted says nothing about the code. Both sides alike.
    func perResolution(_ body: () throws -> Void) rethrows -> Double {
        var fastest = Double.infinity
        for _ in 0..<(resolutions / 1_000) {
            fastest = min(fastest, try Stopwatch.time { for _ in 0..<1_000 { try body() } })
        }
        return fastest / 1_000
    }

    return [
        BenchmarkCase(
            "resolve-transient-2-deps", kind: .peer, peer: "swinject-2.10",
            trellis: { try perResolution { blackHole(try trellis.resolve(Screen.self)) } },
            peerRun: { perResolution { blackHole(swinject.resolve(Screen.self)!) } }),
        BenchmarkCase(
            "resolve-transient-2-deps", kind: .floor, peer: "built-by-hand",
            trellis: { try perResolution { blackHole(try trellis.resolve(Screen.self)) } },
            peerRun: { perResolution { blackHole(Screen(left: Part(), right: Part())) } }),
        BenchmarkCase(
            "resolve-app-singleton", kind: .peer, peer: "swinject-2.10-container-scope",
            trellis: { try perResolution { blackHole(try trellis.resolve(AppDatabase.self)) } },
            peerRun: { perResolution { blackHole(swinject.resolve(AppDatabase.self)!) } }),
        servicesStartCase(quick: quick),
    ]
}

/// The measured graph: a transient `Screen` with two transient `Part`s; a `Feed` on an
/// app-scoped `AppStore` on an app-scoped `AppDatabase`.
final class Part: Sendable {}
final class Screen: Sendable {
    let left: Part, right: Part
    init(left: Part, right: Part) {
        self.left = left
        self.right = right
    }
}
final class AppDatabase: Sendable {}
final class AppStore: Sendable {
    let database: AppDatabase
    init(database: AppDatabase) { self.database = database }
}
final class Feed: Sendable {
    let store: AppStore
    init(store: AppStore) { self.store = store }
}

/// A distinct type per nesting level, for the unrelated registrations.
struct Unrelated<Inner: Sendable>: Sendable {}

private func trellisContainer() -> TrellisShell.Container {
    var builder = ContainerBuilder()
    registerUnrelated(Int.self, count: 200, into: &builder)
    builder.register(Part.self) { _ in Part() }
    builder.register(Screen.self) { r in Screen(left: try r.resolve(), right: try r.resolve()) }
    builder.register(AppDatabase.self, scope: .app) { _ in AppDatabase() }
    builder.register(AppStore.self, scope: .app) { r in AppStore(database: try r.resolve()) }
    builder.register(Feed.self) { r in Feed(store: try r.resolve()) }
    return builder.build()
}

private func registerUnrelated<T: Sendable>(_ type: T.Type, count: Int, into builder: inout ContainerBuilder) {
    guard count > 0 else { return }
    builder.register(Unrelated<T>.self) { _ in Unrelated<T>() }
    registerUnrelated(Unrelated<T>.self, count: count - 1, into: &builder)
}

private func swinjectContainer() -> Swinject.Container {
    let container = Swinject.Container()
    registerUnrelated(Int.self, count: 200, into: container)
    container.register(Part.self) { _ in Part() }.inObjectScope(.transient)
    container.register(Screen.self) { r in Screen(left: r.resolve(Part.self)!, right: r.resolve(Part.self)!) }.inObjectScope(.transient)
    container.register(AppDatabase.self) { _ in AppDatabase() }.inObjectScope(.container)
    container.register(AppStore.self) { r in AppStore(database: r.resolve(AppDatabase.self)!) }.inObjectScope(.container)
    container.register(Feed.self) { r in Feed(store: r.resolve(AppStore.self)!) }.inObjectScope(.transient)
    return container
}

private func registerUnrelated<T: Sendable>(_ type: T.Type, count: Int, into container: Swinject.Container) {
    guard count > 0 else { return }
    container.register(Unrelated<T>.self) { _ in Unrelated<T>() }
    registerUnrelated(Unrelated<T>.self, count: count - 1, into: container)
}
