import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// The favorite count under random toggles, random refusals, offline spells, another user's
/// favorites and catalog syncs, against a live `cats-server`. After every step the count
/// the app shows for each breed is the server's count at the last sync that could trust it
/// plus this user's favorites the server has not applied (here: the other users' favorites
/// as last synced plus this user's own); once everything has been sent and synced it is
/// exactly the server's. Seeded; a failure prints the seed and a shrunk sequence
/// (`CATS_COUNT_SEED=123` replays one seed).
@Suite(.timeLimit(.minutes(3)))
struct FavoriteCountPropertyTests {
    enum Step: CustomStringConvertible, Sendable {
        case toggle(Int64)
        case refuseNext
        case offline(Bool)
        case otherToggles(Int64)
        case sync

        var description: String {
            switch self {
            case .toggle(let id): "toggle \(id)"
            case .refuseNext: "refuse the next favorite"
            case .offline(let isOffline): isOffline ? "go offline" : "come back"
            case .otherToggles(let id): "bob toggles \(id)"
            case .sync: "sync the catalog"
            }
        }
    }

    static let breeds: [Int64] = [1, 2, 3]

    static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<5: .toggle(breeds.randomElement(using: &random)!)
            case 5: .refuseNext
            case 6: .offline(Bool.random(using: &random))
            case 7, 8: .otherToggles(breeds.randomElement(using: &random)!)
            default: .sync
            }
        }
    }

    @Test func theCountShownIsTheServersPlusWhatItHasNotHeardYet() async throws {
        let seeds: [UInt64] =
            ProcessInfo.processInfo.environment["CATS_COUNT_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<6).map { 2026 &+ UInt64($0) &* 104_729 }
        for seed in seeds {
            let steps = Self.steps(seed: seed, count: 24)
            guard let failure = try await Self.run(steps) else { continue }
            var minimal = steps
            var index = 0
            while index < minimal.count {
                var candidate = minimal
                candidate.remove(at: index)
                if try await Self.run(candidate) != nil { minimal = candidate } else { index += 1 }
            }
            Issue.record(
                """
                seed \(seed) (CATS_COUNT_SEED=\(seed) replays it): \(failure)
                minimal sequence (\(minimal.count) steps): \(minimal.map(\.description).joined(separator: "; "))
                """)
            return
        }
    }

    /// The counts the app stores (what every screen is shown) for the test's breeds.
    static func shown(_ services: CatsServices) async throws -> [Int64: Int] {
        let breeds = try await services.catalog.breeds(policy: .cacheOnly).collect().last?.value ?? []
        return Dictionary(uniqueKeysWithValues: breeds.filter { Self.breeds.contains($0.id) }.map { ($0.id, $0.favoriteCount) })
    }

    /// Runs `steps`; returns what went wrong, or nil when the invariant held throughout.
    static func run(_ steps: [Step]) async throws -> String? {
        let server = try await LiveCatsServer.start()
        let transport = FaultyTransport()
        let ada = try await server.signedIn("ada", transport: transport)
        let bob = try await server.signedIn("bob")
        defer {
            Task {
                await ada.close()
                await bob.close()
                await server.stop()
            }
        }
        // Bob's favorites as the last sync the app could trust saw them, per breed.
        var othersAtSync: [Int64: Int] = [:]
        let ledger = try #require((ada.favorites as? SyncedFavorites)?.ledger)
        for (index, step) in steps.enumerated() {
            switch step {
            case .toggle(let id):
                do { try await ada.favorites.toggleFavorite(id) } catch FavoriteError.refused {} catch {
                    return "step \(index) (\(step)) failed: \(error)"
                }
            case .refuseNext: transport.knobs.withLockedValue { $0.refusesWrites += 1 }
            case .offline(let isOffline):
                transport.knobs.withLockedValue { $0.offline = isOffline }
                if !isOffline { _ = await ada.sync.sendPending() }
            case .otherToggles(let id): _ = try await bob.favorites.toggleFavorite(id)
            case .sync:
                guard (try? await ada.catalog.breeds(policy: .networkOnly).collect()) != nil else { break }
                let mark = await ledger.sendMark()
                for id in Self.breeds where await !ledger.isUnsure(id, since: mark) {
                    othersAtSync[id] = await bob.favorites.storedIDs().contains(id) ? 1 : 0
                }
            }
            let shown = try await Self.shown(ada)
            for id in Self.breeds {
                let adaHas = await ada.favorites.storedIDs().contains(id)
                let expected = (othersAtSync[id] ?? 0) + (adaHas ? 1 : 0)
                guard shown[id] == expected else {
                    return "after step \(index) (\(step)): breed \(id) shows \(shown[id] ?? -1), expected \(expected)"
                }
            }
        }
        // Settle: online, no refusals, everything sent, then one sync.
        transport.knobs.withLockedValue { $0 = FaultyTransport.Knobs() }
        for _ in 0..<3 where (try await DataFixture.queue(of: ada).isEmpty) == false { _ = await ada.sync.sendPending() }
        _ = try await ada.catalog.breeds(policy: .networkOnly).collect()
        let shown = try await Self.shown(ada)
        let counts = try await server.counts()
        for id in Self.breeds where shown[id] != counts[id] {
            return "settled: breed \(id) shows \(shown[id] ?? -1), the server counts \(counts[id] ?? -1)"
        }
        return nil
    }
}
