import CatsAPI
import Testing
import TrellisTestSupport

@testable import CatsKit

/// Confirmations through TrellisData's `OptimisticMutation`: shown at once, settled with
/// the server, rolled back once on a refusal, the last of quick toggles winning with at most
/// two requests, marks kept per user.
@Suite struct SightingConfirmationsTests {
    let fake = FakeCatsServices()
    /// Breed 3's first sighting.
    var sighting: Sighting { fake.sightings.first { $0.breedID == 3 }! }
    var api: FakeConfirmations { fake.confirmationsAPI }

    @Test func aToggleShowsAtOnceAndReportsDoneOnlyWhenTheServerHasIt() async throws {
        let (confirmations, sighting) = (fake.confirmations, sighting)
        api.knobs.withLockedValue { $0.holdsAnswers = true }
        let toggle = Task { try await confirmations.toggle(sighting) }
        #expect(await eventually { confirmations.mark(of: sighting.id)?.isSending == true })
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: 1, isOn: true, isSending: true))
        #expect(await eventually { api.requests.withLockedValue { $0 } == ["+\(sighting.id)"] })
        api.gate.open()
        #expect(try await toggle.value == true)
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: 1, isOn: true, isSending: false))
        #expect(try await api.confirmations(of: 3) == [SightingConfirmation(sightingID: sighting.id, count: 1, mine: true)])
        // Taken back: the server's answer to the first is what the second starts from.
        #expect(try await confirmations.toggle(sighting) == false)
        #expect(api.requests.withLockedValue { $0 } == ["+\(sighting.id)", "-\(sighting.id)"])
        #expect(try await api.confirmations(of: 3) == [])
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: 0, isOn: false))
    }

    @Test func aRefusalRollsBackOnceAndThrowsItsReason() async throws {
        let (confirmations, sighting) = (fake.confirmations, sighting)
        api.knobs.withLockedValue { knobs in
            knobs.confirmedBy[sighting.id] = ["grace"]
            knobs.failure = .refused("there is no sighting \(sighting.id)")
        }
        try await confirmations.load(breedID: 3)
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: 1, isOn: false))
        var heard = confirmations.changes().makeAsyncIterator()
        await #expect(throws: ConfirmationError.refused("there is no sighting \(sighting.id)")) { try await confirmations.toggle(sighting) }
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: 1, isOn: false))
        // Shown at once (2, mine, sending), rolled back once (1), then done.
        var marks: [SightingConfirmations.Mark] = []
        while marks.last != .init(item: sighting.id, count: 1, isOn: false), let mark = try await heard.next() { marks.append(mark) }
        #expect(marks.filter { $0.isOn }.count == 1, "\(marks)")
        #expect(marks.filter { !$0.isOn && $0.isSending }.count <= 1, "one rollback: \(marks)")
        #expect(api.requests.withLockedValue { $0 } == ["+\(sighting.id)"])
        // Unreachable is rolled back the same way, with its own words.
        api.knobs.withLockedValue { $0.failure = .unreachable("Can't reach the server at cats.test:8080") }
        await #expect(throws: ConfirmationError.unreachable("Can't reach the server at cats.test:8080")) {
            try await confirmations.toggle(sighting)
        }
        #expect(confirmations.mark(of: sighting.id)?.isOn == false)
    }

    /// Seeded: any number of quick toggles, answers held until all are made or let through
    /// at once; the server always ends with what is shown, and a burst sends at most two.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func quickTogglesSendAtMostTwoAndTheServerEndsWithTheLast(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        let (confirmations, sighting) = (fake.confirmations, sighting)
        let presses = Int.random(in: 1...7, using: &random)
        let held = Bool.random(using: &random)
        api.knobs.withLockedValue { $0.holdsAnswers = held }
        var toggles: [Task<Bool, any Error>] = []
        for _ in 0..<presses { toggles.append(Task { try await confirmations.toggle(sighting) }) }
        #expect(await eventually { confirmations.mark(of: sighting.id)?.isOn == (presses % 2 == 1) }, "seed \(seed)")
        api.gate.open()
        for toggle in toggles { _ = try await toggle.value }
        let mine = presses % 2 == 1
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: mine ? 1 : 0, isOn: mine), "seed \(seed)")
        let onServer = try await api.confirmations(of: 3).first { $0.sightingID == sighting.id }?.mine ?? false
        #expect(onServer == mine, "seed \(seed): \(presses) presses")
        let sent = api.requests.withLockedValue { $0.count }
        #expect(held ? sent <= 2 : sent <= presses, "seed \(seed): \(sent) requests for \(presses) presses")
    }

    @Test func marksAreKeptPerUserAndALocalSightingOrNoUserIsRefused() async throws {
        let (confirmations, sighting) = (fake.confirmations, sighting)
        try await confirmations.toggle(sighting)
        #expect(confirmations.mark(of: sighting.id)?.isOn == true)
        fake.userWriter.send(CatsUser(id: "grace", name: "Grace"))
        #expect(confirmations.mark(of: sighting.id) == nil, "Ada's mark is not Grace's")
        try await confirmations.load(breedID: 3)
        #expect(confirmations.mark(of: sighting.id) == .init(item: sighting.id, count: 1, isOn: false))
        var local = sighting
        local = Sighting(id: -4, breedID: 3, place: local.place, seenOn: local.seenOn, note: "")
        await #expect(throws: ConfirmationError.notSent) { try await confirmations.toggle(local) }
        fake.userWriter.send(nil)
        await #expect(throws: ConfirmationError.signedOut) { try await confirmations.toggle(sighting) }
        await #expect(throws: ConfirmationError.signedOut) { try await confirmations.load(breedID: 3) }
        let serverless = SightingConfirmations(api: ServerlessConfirmations(), currentUser: { "ada" })
        await #expect(throws: ConfirmationError.noServer) { try await serverless.toggle(sighting) }
        #expect(serverless.mark(of: sighting.id)?.isOn == false, "shown, then rolled back")
        #expect(ConfirmationError.noServer.description == "confirming a sighting needs a server (cats --server)")
    }
}
