import CatsAPI
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// A reported sighting keeps the favorites' promise: shown and on disk at once, sent once
/// however often it is retried, kept through a restart, dropped only on a refusal the user
/// is told about.
@Suite(.timeLimit(.minutes(1)))
struct SyncedSightingsTests {
    static let route = "POST /breeds/3/sightings"

    static func report(_ place: String = "Lisbon") throws -> SightingReport {
        try Builder<SightingReport>().with(\.reportID, UUID().uuidString).with(\.place, place).with(\.seenOn, "2026-11-27")
            .with(\.reportedOn, "2026-11-28").build()
    }

    /// The sightings of breed 3 as stored.
    static func stored(_ services: CatsServices) async throws -> [Sighting] {
        try await services.catalog.sightings(of: 3, policy: .cacheOnly).collect().last?.value ?? []
    }

    @Test func offlineItIsShownAndQueuedThenSentOnce() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.scriptOnce(Self.route, .unreachable)
        let shown = try await services.sightings.report(try Self.report(), of: 3)
        #expect(shown.id < 0)
        #expect(try await Self.stored(services).contains(shown))
        #expect(await eventually { transport.count(Self.route) == 1 })
        #expect(try await DataFixture.queue(of: services).count == 1)
        #expect(transport.reported.isEmpty)
        #expect(await services.sync.sendPending() == 1)
        #expect(await services.sync.sendPending() == 0)
        let sent = try #require(transport.reported.first)
        #expect(transport.reported.count == 1 && sent.place == "Lisbon")
        let stored = try await Self.stored(services)
        #expect(stored.contains(sent) && !stored.contains { $0.id == shown.id })
        #expect(try await DataFixture.queue(of: services).isEmpty)
    }

    @Test func aResendAfterALostAnswerIsOneSighting() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        transport.scriptOnce(Self.route, .refuse(504, "gateway timeout"))
        let report = try Self.report()
        _ = try await services.sightings.report(report, of: 3)
        #expect(await eventually { transport.count(Self.route) == 1 })
        #expect(await services.sync.sendPending() == 1)
        let bodies = transport.state.withLockedValue { $0.received }.filter { ScriptedTransport.route($0) == Self.route }
        #expect(bodies.count == 2 && bodies[0].body == bodies[1].body)
        #expect(try JSONDecoder().decode(SightingReport.self, from: bodies[1].body).reportID == report.reportID)
    }

    @Test(arguments: [400, 404, 409])
    func aRefusalRemovesItAndSaysWhy(_ status: Int) async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        let log = NoticeLog(services.sync)
        transport.scriptOnce(Self.route, .refuse(status, "no cats there"))
        let shown = try await services.sightings.report(try Self.report("Atlantis"), of: 3)
        #expect(await eventually { log.all == [SyncRefusal(.sightingRefused(breedID: 3, place: "Atlantis"), reason: "no cats there")] })
        #expect(try await DataFixture.queue(of: services).isEmpty)
        #expect(try await !Self.stored(services).contains { $0.id == shown.id })
        #expect(log.all.first?.description == "the server refused the sighting at Atlantis: no cats there; it was removed")
    }

    @Test func aQueuedSightingIsShownAfterARestartAndSentThen() async throws {
        try await DataFixture.withDatabaseFile { path in
            let transport = ScriptedTransport(breeds: DataFixture.breeds)
            transport.script(Self.route, .unreachable)
            let first = try await DataFixture.open(.file(path: path), transport: transport)
            _ = try await first.account.signIn("ada")
            let shown = try await first.sightings.report(try Self.report("Porto"), of: 3)
            #expect(await eventually { transport.count(Self.route) >= 1 })
            await first.close()
            transport.script(Self.route, nil)
            let second = try await DataFixture.open(.file(path: path), transport: transport)
            #expect(try await Self.stored(second).contains(shown))
            #expect(await second.sync.sendPending() == 1)
            #expect(transport.reported.map(\.place) == ["Porto"])
            #expect(try await !Self.stored(second).contains { $0.id == shown.id })
            await second.close()
        }
    }

    @Test func theStoresEventsCarryItAtOnceAndTheServersAnswerAfter() async throws {
        let transport = ScriptedTransport(breeds: DataFixture.breeds)
        let services = try await DataFixture.signedIn(transport: transport)
        let changes = services.catalog.sightingChanges.subscribe()
        let shown = try await services.sightings.report(try Self.report(), of: 3)
        var seen: [String] = []
        for try await change in changes {
            seen.append(change.description)
            if seen.count == 3 { break }
        }
        let sent = try #require(transport.reported.first)
        #expect(seen == ["inserted sighting \(shown.id)", "deleted sighting \(shown.id)", "inserted sighting \(sent.id)"])
    }

    @Test func withoutAServerItIsStoredAndNothingIsQueued() async throws {
        let services = try await DataFixture.open()
        let shown = try await services.sightings.report(try Self.report(), of: 3)
        #expect(try await Self.stored(services).contains(shown))
        #expect(try await DataFixture.queue(of: services, user: "me").isEmpty)
        await #expect(throws: SightingError.unknownBreed(999)) { try await services.sightings.report(try Self.report(), of: 999) }
    }
}
