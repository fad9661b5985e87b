import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// The sync queue under random faults and restarts: random toggles, server answers of every
/// class (transient, 401 with a lost token or a skewed clock, definitive refusals, no
/// answer, latency), restarts on the same database file, sign-out and sign-in, and a server
/// that lost every account and favorite (it must get the user's list back, not wipe it). After the run
/// settles with a healthy server, the server, the shown list and the stored list all equal
/// what the user last saved, except breeds whose change the server refused for good, which
/// the user was told about. Seeded; a failure prints the seed and a shrunk sequence
/// (`CATS_SYNC_SEED=123` replays one seed).
@Suite(.timeLimit(.minutes(2)))
struct CatsSyncQueuePropertyTests {
    enum Step: CustomStringConvertible, Sendable {
        case toggle(Int64)
        case faults(ScriptedTransport.Reply, count: Int)
        case refuseNext(Int64, status: Int)
        case forgetTokens
        case wipeServer
        case skewClock(hours: Int)
        case restart
        case signOutAndIn
        case sync

        var description: String {
            switch self {
            case .toggle(let id): "toggle \(id)"
            case .faults(let reply, let count): "\(count)× \(reply.testDescription)"
            case .refuseNext(let id, let status): "refuse breed \(id) with \(status)"
            case .forgetTokens: "server forgets tokens"
            case .wipeServer: "server restarts on an empty store"
            case .skewClock(let hours): "server clock +\(hours) h"
            case .restart: "restart"
            case .signOutAndIn: "sign out and in"
            case .sync: "sync"
            }
        }
    }

    static let breeds: [Int64] = [1, 2, 3, 4, 5, 6]
    /// The reason of the definitive refusals the runs script; any other refusal is a bug.
    static let refusal = "refused on purpose"

    static func steps(seed: UInt64, count: Int) -> [Step] {
        var random = SeededGenerator(seed: seed)
        let replies: [ScriptedTransport.Reply] =
            CatsSyncEngineTests.transient + [
                .refuseWith(429, "slow down", headers: ["retry-after": "2"]), .refuse(401, "the signature does not match"),
                .delay(.milliseconds(3)),
            ]
        return (0..<count).map { _ in
            switch Int.random(in: 0..<21, using: &random) {
            case 0..<9: .toggle(breeds.randomElement(using: &random)!)
            case 9..<12: .faults(replies.randomElement(using: &random)!, count: Int.random(in: 1...3, using: &random))
            case 12: .refuseNext(breeds.randomElement(using: &random)!, status: [400, 403, 404, 409, 422].randomElement(using: &random)!)
            case 13: .forgetTokens
            case 14: .skewClock(hours: Int.random(in: -3...3, using: &random))
            case 15, 16: .restart
            case 17: .signOutAndIn
            case 18: .wipeServer
            default: .sync
            }
        }
    }

    @Test func nothingTheUserSavedIsEverLost() async throws {
        let seeds: [UInt64] =
            ProcessInfo.processInfo.environment["CATS_SYNC_SEED"].flatMap(UInt64.init).map { [$0] }
            ?? (0..<10).map { 2026 &+ UInt64($0) &* 7919 }
        for seed in seeds {
            let steps = Self.steps(seed: seed, count: 24)
            guard let failure = try await Self.run(steps) else { continue }
            let minimal = try await Self.shrink(steps)
            Issue.record(
                """
                seed \(seed): \(failure)
                minimal sequence (\(minimal.count) steps): \(minimal.map(\.description).joined(separator: "; "))
                """)
            return
        }
    }

    /// Removes steps one at a time while the run still fails (at most 40 runs).
    static func shrink(_ steps: [Step]) async throws -> [Step] {
        var current = steps
        var runs = 0
        var index = 0
        while index < current.count, runs < 40 {
            var candidate = current
            candidate.remove(at: index)
            runs += 1
            if try await run(candidate) != nil { current = candidate } else { index += 1 }
        }
        return current
    }

    /// What the user saved that can still reach a server that lost everything while this
    /// device holds no list (signed out; sign-out forgets the list, keeps the queue): the
    /// breeds with a change still queued. The rest was only on the lost server.
    static func surviving(_ intended: [Int64: Bool], signedOut services: CatsServices) async throws -> [Int64: Bool] {
        var queued = Set<Int64>()
        for change in try await DataFixture.queue(of: services) {
            if case .favorite(let id, _) = change.change { queued.insert(id) }
        }
        return intended.filter { queued.contains($0.key) }
    }

    /// Runs `steps`; returns what went wrong, or nil when the invariant held.
    static func run(_ steps: [Step]) async throws -> String? {
        try await DataFixture.withDatabaseFile { path in
            let transport = ScriptedTransport(breeds: DataFixture.breeds)
            var services = try await DataFixture.open(.file(path: path), transport: transport)
            _ = try await services.account.signIn("ada")
            var logs = [NoticeLog(services.sync)]
            var intended: [Int64: Bool] = [:]
            var told = Set<Int64>()
            for step in steps {
                switch step {
                case .toggle(let id):
                    guard services.account.currentUser.current != nil else { continue }
                    let wanted = await !services.favorites.storedIDs().contains(id)
                    do {
                        try await services.favorites.setFavorite(id, wanted)
                        intended[id] = wanted
                    } catch FavoriteError.refused(let breedID, let reason) {
                        guard reason == Self.refusal else { return "toggle \(id) was dropped for a transient answer: \(reason)" }
                        told.insert(breedID)
                    } catch {
                        await services.close()
                        return "toggle \(id) failed: \(error)"
                    }
                case .faults(let reply, let count): transport.scriptEveryRoute(Array(repeating: reply, count: count))
                case .refuseNext(let id, let status):
                    transport.scriptOnce("PUT /favorites/\(id)", .refuse(status, Self.refusal))
                    transport.scriptOnce("DELETE /favorites/\(id)", .refuse(status, Self.refusal))
                case .forgetTokens: transport.forgetTokens()
                case .wipeServer:
                    transport.wipe()
                    if services.account.currentUser.current == nil {
                        intended = try await Self.surviving(intended, signedOut: services)
                    }
                case .skewClock(let hours): transport.setClockOffset(TimeInterval(hours * 3600))
                case .restart:
                    await services.close()
                    services = try await DataFixture.open(.file(path: path), transport: transport)
                    logs.append(NoticeLog(services.sync))
                case .signOutAndIn:
                    if !transport.knows("ada") { intended = try await Self.surviving(intended, signedOut: services) }
                    await services.account.signOut()
                    _ = try? await services.account.signIn("ada")
                case .sync: _ = await services.sync.sendPending()
                }
            }
            // Settle with a healthy server.
            transport.clearScripts()
            if services.account.currentUser.current == nil { _ = try await services.account.signIn("ada") }
            for _ in 0..<5 {
                let waiting = try await DataFixture.queue(of: services).count
                if services.sync.connectivity.current == .online, waiting == 0 { break }
                _ = await services.sync.sendPending()
            }
            for log in logs {
                for notice in log.all {
                    guard case .favoriteRefused(let breedID, _) = notice.kind else { continue }
                    guard notice.reason == Self.refusal else { return "a change was dropped for a transient answer: \(notice)" }
                    told.insert(breedID)
                }
            }
            let server = Set(transport.favorites(of: "ada"))
            let shown = Set(await services.favorites.storedIDs())
            let stored = Set(try await DataFixture.stored(of: services))
            await services.close()
            guard server == shown, shown == stored else {
                return "server \(server.sorted()), shown \(shown.sorted()), stored \(stored.sorted())"
            }
            for (id, isFavorite) in intended where !told.contains(id) && server.contains(id) != isFavorite {
                return "breed \(id) was saved as \(isFavorite ? "a favorite" : "not a favorite") but the server has \(server.sorted())"
            }
            return nil
        }
    }
}
