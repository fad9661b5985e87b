import CatsAPI
import CatsServerKit
import Foundation
import Testing
import TrellisData
import TrellisTestSupport

@testable import CatsKit

/// A reported sighting against the real `cats-server` on loopback: sent as the signed POST,
/// answered with the server's id, and seen by another device.
@Suite(.timeLimit(.minutes(2)))
struct SightingSyncTests {
    @Test func aReportedSightingReachesTheServerAndAnotherDevice() async throws {
        let server = try await LiveCatsServer.start()
        let phone = try await server.signedIn("ada")
        let today = SightingFormReactor.day(Date(), in: TimeZone(identifier: "UTC") ?? .current)
        let report = try Builder<SightingReport>().with(\.reportID, UUID().uuidString).with(\.place, "Lisbon, live")
            .with(\.seenOn, today).with(\.reportedOn, today).with(\.note, "on the tram").build()
        let shown = try await phone.sightings.report(report, of: 3)
        #expect(shown.id < 0)
        #expect(await eventually { (try? await DataFixture.queue(of: phone))?.isEmpty == true })
        let stored = try await phone.catalog.sightings(of: 3, policy: .cacheOnly).collect().last?.value ?? []
        let sent = try #require(stored.first { $0.place == "Lisbon, live" })
        #expect(sent.id > 0 && !stored.contains { $0.id == shown.id })

        let tablet = try await server.signedIn("bo")
        let seen = try await tablet.catalog.sightings(of: 3, policy: .networkOnly).collect().last?.value ?? []
        #expect(seen.filter { $0.place == "Lisbon, live" } == [sent])
        await phone.close()
        await tablet.close()
        await server.stop()
    }
}
