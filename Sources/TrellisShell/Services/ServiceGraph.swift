/// The services of an app and what each depends on (Facebook's
/// `startAppServiceWithDependencies:` with the edges written down).
///
/// ```swift
/// var graph = ServiceGraph()
/// try graph.add("database", DatabaseService(...))
/// try graph.add("store", StoreService(...), dependsOn: ["database"])
/// try graph.add("sync", SyncService(...), dependsOn: ["store"])
/// let runner = ServiceRunner(graph)
/// try await runner.start()
/// ```
public struct ServiceGraph: Sendable {
    struct Entry: Sendable {
        var id: ServiceID
        var service: any Service
        var dependencies: [ServiceID]
    }

    /// In the order they were added; ties in start order follow it.
    var entries: [Entry] = []
    var index: [ServiceID: Int] = [:]

    /// Makes an empty graph.
    public init() {}

    /// The services, in the order they were added.
    public var ids: [ServiceID] { entries.map(\.id) }

    /// What `id` depends on, or `nil` for an unknown service.
    public func dependencies(of id: ServiceID) -> [ServiceID]? { index[id].map { entries[$0].dependencies } }

    /// Adds a service. Dependencies may be added later; ``ServiceRunner/start(rollbackGracePeriod:)`` checks them.
    ///
    /// - Throws: ``ServiceGraphError/duplicate(_:)`` when `id` is taken.
    public mutating func add(_ id: ServiceID, _ service: some Service, dependsOn dependencies: [ServiceID] = []) throws(ServiceGraphError) {
        guard index[id] == nil else { throw .duplicate(id) }
        index[id] = entries.count
        entries.append(Entry(id: id, service: service, dependencies: dependencies))
    }

    /// The services in an order where each comes after its dependencies.
    ///
    /// - Throws: ``ServiceGraphError/unknownDependency(_:of:)`` or ``ServiceGraphError/cycle(_:)``.
    /// - Complexity: O(services + dependencies).
    public func startOrder() throws(ServiceGraphError) -> [ServiceID] {
        var remaining = [Int](repeating: 0, count: entries.count)
        var dependents = [[Int]](repeating: [], count: entries.count)
        for (position, entry) in entries.enumerated() {
            for dependency in entry.dependencies {
                guard let target = index[dependency] else { throw .unknownDependency(dependency, of: entry.id) }
                remaining[position] += 1
                dependents[target].append(position)
            }
        }
        var order: [Int] = remaining.indices.filter { remaining[$0] == 0 }
        var cursor = 0
        while cursor < order.count {
            for dependent in dependents[order[cursor]] {
                remaining[dependent] -= 1
                if remaining[dependent] == 0 { order.append(dependent) }
            }
            cursor += 1
        }
        guard order.count == entries.count else { throw .cycle(findCycle(among: remaining.indices.filter { remaining[$0] > 0 })) }
        return order.map { entries[$0].id }
    }

    /// A loop among services that never became startable, as `[A, B, C, A]`.
    private func findCycle(among stuck: [Int]) -> [ServiceID] {
        // A service is stuck because one of its dependencies is stuck too, so following
        // stuck dependencies never ends and must revisit a service: that is the loop.
        let stuckSet = Set(stuck)
        var walk: [Int] = [stuck[0]]
        var seenAt: [Int: Int] = [stuck[0]: 0]
        while true {
            let next = entries[walk.last!].dependencies.compactMap { index[$0] }.first { stuckSet.contains($0) }!
            if let start = seenAt[next] {
                return (walk[start...] + [next]).map { entries[$0].id }
            }
            seenAt[next] = walk.count
            walk.append(next)
        }
    }
}

/// A service graph that cannot be started as declared.
public enum ServiceGraphError: Error, Equatable, CustomStringConvertible {
    /// Two services with the same ID.
    case duplicate(ServiceID)
    /// `of` depends on a service that was never added.
    case unknownDependency(ServiceID, of: ServiceID)
    /// Services that depend on each other in a loop, `[A, B, C, A]`: A depends on B, …
    case cycle([ServiceID])

    public var description: String {
        switch self {
        case let .duplicate(id): "service '\(id)' is added twice"
        case let .unknownDependency(dependency, of: id): "service '\(id)' depends on '\(dependency)', which is not in the graph"
        case let .cycle(path): "services depend on each other in a loop: \(path.map(\.name).joined(separator: " → "))"
        }
    }
}
