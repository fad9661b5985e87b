import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisData

/// `POST /breeds/{id}/sightings`: signed, for a signed-in user, validated field by field,
/// once per report id.
@Suite struct SightingsRoutesTests {
    static let today = "2026-11-28"
    /// Noon UTC on ``today``, the server's clock.
    static let noon = Date(timeIntervalSince1970: 1_795_867_200)

    static func report(
        _ id: String = UUID().uuidString, place: String = "Lisbon, Alfama", seenOn: String = "2026-11-27", note: String = "asleep"
    ) throws -> SightingReport {
        try Builder<SightingReport>().with(\.reportID, id).with(\.place, place).with(\.seenOn, seenOn).with(\.note, note)
            .with(\.reportedOn, today).build()
    }

    static var configuration: CatsServerConfiguration { testConfiguration { $0.clock = { noon } } }

    /// A signed POST of `body` as it is, valid or not.
    static func post(_ body: String, to breed: Int64 = 3) -> Endpoint<Empty> {
        .send(.post, path: "breeds", String(breed), "sightings", body: Data(body.utf8))
    }

    @Test func aReportIsStoredAndListedWithItsNewID() async throws {
        try await withServer(Self.configuration) { client in
            let token = try await client.signInAtNoon()
            let before = try await client.atNoon(.sightings(of: 3)).decode([Sighting].self)
            let response = try await client.execute(client.request(.reportSighting(try Self.report(), of: 3), token: token, at: Self.noon))
            #expect(response.status == .created, "\(response.text)")
            let stored = try response.decode(Sighting.self)
            #expect(stored.breedID == 3 && stored.place == "Lisbon, Alfama" && stored.seenOn == "2026-11-27" && stored.note == "asleep")
            #expect(!before.map(\.id).contains(stored.id))
            let after = try await client.atNoon(.sightings(of: 3)).decode([Sighting].self)
            #expect(after.count == before.count + 1)
            #expect(after.contains(stored))
        }
    }

    @Test func aResendOfTheSameReportIsOneSighting() async throws {
        try await withServer(Self.configuration) { client in
            let token = try await client.signInAtNoon()
            let report = try Self.report(place: "Lisbon, resent once")  // a place no seeded sighting has
            let first = try await client.execute(client.request(.reportSighting(report, of: 5), token: token, at: Self.noon))
            // A new signature (a new nonce): the app's retry after a lost answer.
            let again = try await client.execute(client.request(.reportSighting(report, of: 5), token: token, at: Self.noon))
            #expect(first.status == .created)
            #expect(again.status == .ok)
            #expect(try again.decode(Sighting.self) == first.decode(Sighting.self))
            let listed = try await client.atNoon(.sightings(of: 5)).decode([Sighting].self)
            #expect(listed.filter { $0.place == report.place }.count == 1)
        }
    }

    @Test func anotherUsersReportIDIs409() async throws {
        try await withServer(Self.configuration) { client in
            let report = try Self.report()
            let ada = try await client.signInAtNoon("ada")
            let bo = try await client.signInAtNoon("bo")
            #expect(try await client.execute(client.request(.reportSighting(report, of: 5), token: ada, at: Self.noon)).status == .created)
            let taken = try await client.execute(client.request(.reportSighting(report, of: 5), token: bo, at: Self.noon))
            #expect(taken.status == .conflict)
            #expect(taken.errorReason == "report_id \(report.reportID) is already another report")
        }
    }

    @Test(
        "a bad body is 400 naming every bad field, and stores nothing",
        arguments: [
            (
                #"{"report_id": "x", "place": " ", "seen_on": "2026-13-01", "reported_on": "2026-11-28"}"#,
                "cannot build SightingReport: place is empty: say where the cat was seen; report_id is not a UUID; seen_on is not a day like 2026-03-14"
            ),
            (#"{"note": "hi"}"#, "cannot build SightingReport: missing report_id, place, seen_on, reported_on"),
            (
                #"{"report_id": "7C1B2E4A-9F5D-4E33-8B7A-2D6C1E0F9A11", "place": "Porto", "seen_on": "2026-11-29", "reported_on": "2026-11-28"}"#,
                "cannot build SightingReport: seen_on is in the future (today is 2026-11-28)"
            ),
            (
                #"{"report_id": "7C1B2E4A-9F5D-4E33-8B7A-2D6C1E0F9A11", "place": "Porto", "seen_on": "2026-11-29", "reported_on": "2026-12-29"}"#,
                "reported_on 2026-12-29 is in the future: the server's day is at most 2026-11-29"
            ),
            (#"{"report_id": 7, "place": "Porto"}"#, #"malformed sighting report: at "report_id" expected a string"#),
            ("not json", "malformed sighting report: "),
        ])
    func badBodies(body: String, reason: String) async throws {
        try await withServer(Self.configuration) { client in
            let token = try await client.signInAtNoon()
            let before = try await client.atNoon(.sightings(of: 3)).decode([Sighting].self)
            let response = try await client.execute(client.request(Self.post(body), token: token, at: Self.noon))
            #expect(response.status == .badRequest)
            #expect(response.errorReason.hasPrefix(reason), "\(response.errorReason)")
            #expect(try await client.atNoon(.sightings(of: 3)).decode([Sighting].self) == before)
        }
    }

    @Test func aTooLongNoteIsNamed() async throws {
        try await withServer(Self.configuration) { client in
            let token = try await client.signInAtNoon()
            let note = String(repeating: "m", count: SightingReport.maximumNoteLength + 1)
            let body =
                #"{"report_id": "\#(UUID().uuidString)", "place": "Porto", "seen_on": "2026-11-01", "reported_on": "2026-11-28", "note": "\#(note)"}"#
            let response = try await client.execute(client.request(Self.post(body), token: token, at: Self.noon))
            #expect(response.status == .badRequest)
            #expect(response.errorReason == "cannot build SightingReport: note is longer than 280 characters")
        }
    }

    @Test func anUnknownBreedIs404() async throws {
        try await withServer(Self.configuration) { client in
            let token = try await client.signInAtNoon()
            let response = try await client.execute(client.request(.reportSighting(try Self.report(), of: 69), token: token, at: Self.noon))
            #expect(response.status == .notFound)
            #expect(response.errorReason == "there is no breed 69")
        }
    }

    @Test func withoutATokenOrASignatureOrTwiceItIs401() async throws {
        try await withServer(Self.configuration) { client in
            let token = try await client.signInAtNoon()
            let before = try await client.atNoon(.sightings(of: 3)).decode([Sighting].self)
            let report = try Self.report()
            #expect(try await client.execute(client.request(.reportSighting(report, of: 3), at: Self.noon)).status == .unauthorized)
            var unsigned = client.request(.reportSighting(report, of: 3), token: token, at: Self.noon)
            unsigned.setHeader(RequestSigner.Header.signature, "zz")
            #expect(try await client.execute(unsigned).status == .unauthorized)
            let signed = client.request(.reportSighting(report, of: 3), token: token, at: Self.noon)
            #expect(try await client.execute(signed).status == .created)
            let replay = try await client.execute(signed)
            #expect(replay.status == .unauthorized)
            #expect(replay.errorReason == "this signature was already used")
            #expect(try await client.atNoon(.sightings(of: 3)).decode([Sighting].self).count == before.count + 1)
        }
    }

    @Test func aReportSurvivesARestart() async throws {
        try await withDatabaseFile { path in
            let configuration = testConfiguration {
                $0.database = .file(path)
                $0.clock = { Self.noon }
            }
            let report = try Self.report()
            let stored = try await withServer(configuration) { client in
                let token = try await client.signInAtNoon()
                return try await client.execute(client.request(.reportSighting(report, of: 8), token: token, at: Self.noon)).decode(
                    Sighting.self)
            }
            try await withServer(configuration) { client in
                let listed = try await client.atNoon(.sightings(of: 8)).decode([Sighting].self)
                #expect(listed.contains(stored))
            }
        }
    }
}

extension SignedClient {
    /// Signs and sends `endpoint` at noon on the test server's fixed clock.
    func atNoon<R>(_ endpoint: Endpoint<R>, token: String? = nil) async throws -> TestResponse {
        try await execute(request(endpoint, token: token, at: SightingsRoutesTests.noon))
    }

    /// Signs in as `user` at noon on the test server's fixed clock; the token.
    func signInAtNoon(_ user: String = "ada") async throws -> String {
        let response = try await atNoon(.signIn(user))
        #expect(response.status == .ok, "sign in: \(response.text)")
        return try response.decode(SignInResponse.self).token
    }
}
