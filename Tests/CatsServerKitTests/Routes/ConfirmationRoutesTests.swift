import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisData

/// `GET /breeds/{id}/confirmations` and `PUT`/`DELETE /sightings/{id}/confirmation`:
/// signed, for a signed-in user, idempotent, counted per sighting.
@Suite struct ConfirmationRoutesTests {
    /// The first seeded sighting of breed 3.
    func firstSighting(of breed: Int64 = 3, _ client: SignedClient) async throws -> Sighting {
        try #require(try await client.send(.sightings(of: breed)).decode([Sighting].self).first)
    }

    @Test func confirmingCountsEachUserOnceAndTakingItBackUncounts() async throws {
        try await withServer { client in
            let ada = try await client.signIn("ada")
            let bo = try await client.signIn("bo")
            let sighting = try await firstSighting(client)
            #expect(try await client.send(.confirmations(of: 3), token: ada).decode(ConfirmationList.self).confirmations == [])
            let first = try await client.send(.confirm(sighting.id, true), token: ada)
            #expect(first.status == .ok, "\(first.text)")
            #expect(try first.decode(SightingConfirmation.self) == SightingConfirmation(sightingID: sighting.id, count: 1, mine: true))
            // Twice is once: the app's resend after a lost answer.
            #expect(try await client.send(.confirm(sighting.id, true), token: ada).decode(SightingConfirmation.self).count == 1)
            let second = try await client.send(.confirm(sighting.id, true), token: bo).decode(SightingConfirmation.self)
            #expect(second == SightingConfirmation(sightingID: sighting.id, count: 2, mine: true))
            let forBo = try await client.send(.confirmations(of: 3), token: bo).decode(ConfirmationList.self)
            #expect(forBo.confirmations == [SightingConfirmation(sightingID: sighting.id, count: 2, mine: true)])
            let back = try await client.send(.confirm(sighting.id, false), token: bo).decode(SightingConfirmation.self)
            #expect(back == SightingConfirmation(sightingID: sighting.id, count: 1, mine: false))
            #expect(try await client.send(.confirm(sighting.id, false), token: bo).decode(SightingConfirmation.self).count == 1)
            let forAda = try await client.send(.confirmations(of: 3), token: ada).decode(ConfirmationList.self)
            #expect(forAda.confirmations == [SightingConfirmation(sightingID: sighting.id, count: 1, mine: true)])
            let other = try await client.send(.confirmations(of: 4), token: ada).decode(ConfirmationList.self)
            #expect(other.confirmations == [], "another breed's sightings are not counted with breed 3's")
        }
    }

    @Test func badIDsUnknownSightingsAndMissingTokensAreRefusedByName() async throws {
        try await withServer { client in
            let ada = try await client.signIn("ada")
            let unknown = try await client.send(.confirm(999_999, true), token: ada)
            #expect(unknown.status == .notFound && unknown.errorReason == "there is no sighting 999999")
            let noBreed = try await client.send(.confirmations(of: 999), token: ada)
            #expect(noBreed.status == .notFound && noBreed.errorReason == "there is no breed 999")
            for id in ["0", "-3", "abc", "99999999999999999999", "+1", "01"] {
                let bad = try await client.send(Endpoint<Empty>.send(.put, path: "sightings", id, "confirmation"), token: ada)
                #expect(bad.status == .badRequest, "\(id)")
                // The id as it came on the request line (the client percent-encodes "+").
                let sent = id.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "-._~").union(.alphanumerics)) ?? id
                #expect(
                    bad.errorReason
                        == "\"\(sent)\" is not a sighting id: expected a positive whole number (digits only, no sign or leading zero)")
            }
            let sighting = try await firstSighting(client)
            #expect(try await client.send(.confirm(sighting.id, true)).status == .unauthorized)
            #expect(try await client.send(.confirmations(of: 3)).status == .unauthorized)
            #expect(try await client.send(.confirmations(of: 3), token: ada).decode(ConfirmationList.self).confirmations == [])
        }
    }
}

/// What the app takes from a server's confirmation: counts in range, no sighting twice.
@Suite struct SightingConfirmationDecodingTests {
    func decode(_ json: String) throws -> SightingConfirmation {
        try JSONDecoder().decode(SightingConfirmation.self, from: Data(json.utf8))
    }

    @Test func aCountOutOfRangeOrAnImpossibleMineIsRefusedNamingTheCount() throws {
        #expect(try decode(#"{"sighting_id": 21, "count": 3, "mine": true}"#) == SightingConfirmation(sightingID: 21, count: 3, mine: true))
        for json in [
            #"{"sighting_id": 21, "count": -1, "mine": false}"#, #"{"sighting_id": 21, "count": 1000000001, "mine": false}"#,
            #"{"sighting_id": 21, "count": 0, "mine": true}"#, #"{"sighting_id": 21, "count": 2.5, "mine": false}"#,
        ] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(json) }
        }
        #expect(throws: NetworkError.decoding(field: "confirmations[1]", message: "sighting 21 appears more than once")) {
            try Endpoint<ConfirmationList>.confirmations(of: 3).decodeResponse(
                Data(
                    #"{"confirmations": [{"sighting_id": 21, "count": 1, "mine": false}, {"sighting_id": 21, "count": 2, "mine": true}]}"#
                        .utf8))
        }
    }
}
