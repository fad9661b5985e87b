import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// `favorite_count` in `GET /breeds` and `GET /breeds/{id}`: how many users have the breed
/// among their favorites, counted from the `favorite` table on every request.
@Suite struct FavoriteCountRoutesTests {
    /// Every breed's count, decoded the way the app decodes the catalog.
    func counts(_ client: SignedClient) async throws -> [Int64: Int] {
        let response = try await client.send(.breeds())
        let breeds = try Endpoint<[Breed]>.breeds().decodeResponse(Data(response.body.readableBytesView))
        return Dictionary(uniqueKeysWithValues: breeds.map { ($0.id, $0.favoriteCount) })
    }

    func count(of id: Int64, _ client: SignedClient) async throws -> Int {
        let response = try await client.send(.breed(id))
        return try Endpoint<Breed>.breed(id).decodeResponse(Data(response.body.readableBytesView)).favoriteCount
    }

    @Test func twoUsersMakeACountOfTwoAndEachRemovalTakesOneAway() async throws {
        try await withServer { client in
            let ada = try await client.signIn("ada")
            let bob = try await client.signIn("bob")
            #expect(try await counts(client).values.allSatisfy { $0 == 0 })

            _ = try await client.send(.addFavorite(3), token: ada)
            _ = try await client.send(.addFavorite(3), token: ada)  // twice is once
            _ = try await client.send(.addFavorite(3), token: bob)
            _ = try await client.send(.addFavorite(7), token: bob)
            var all = try await counts(client)
            #expect(all[3] == 2 && all[7] == 1)
            #expect(all.filter { $0.value > 0 }.count == 2)
            #expect(try await count(of: 3, client) == 2)

            _ = try await client.send(.removeFavorite(3), token: ada)
            _ = try await client.send(.removeFavorite(3), token: ada)  // not there: no change
            all = try await counts(client)
            #expect(all[3] == 1 && all[7] == 1)
            #expect(try await count(of: 3, client) == 1)

            // A whole list replaced: bob's 3 and 7 go, 9 comes.
            _ = try await client.send(.setFavorites(FavoriteList(breedIDs: [9])), token: bob)
            all = try await counts(client)
            #expect(all[3] == 0 && all[7] == 0 && all[9] == 1)
        }
    }

    @Test func aRefusedWriteCountsNothing() async throws {
        try await withServer(testConfiguration { $0.faults.failFavorites = true }) { client in
            let ada = try await client.signIn("ada")
            #expect(try await client.send(.addFavorite(3), token: ada).status == .forbidden)
            #expect(try await count(of: 3, client) == 0)
        }
    }

    @Test func theWireFieldIsSnakeCaseAndAnOldClientsShapeStillDecodes() async throws {
        try await withServer { client in
            let response = try await client.send(.breed(3))
            let body = String(decoding: Data(response.body.readableBytesView), as: UTF8.self)
            #expect(body.contains(#""favorite_count":0"#))
            // An app that predates the field decodes its own fields and ignores the rest.
            struct OldBreed: Decodable { let id: Int64, name: String }
            #expect(try JSONDecoder().decode(OldBreed.self, from: Data(body.utf8)).id == 3)
        }
    }
}
