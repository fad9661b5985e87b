import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// `GET`/`PUT /favorites`, `PUT`/`DELETE /favorites/{id}`: per user, ordered, idempotent.
@Suite struct FavoritesRoutesTests {
    @Test func addingAppendsInOrderAndTwiceIsOnce() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            #expect(try await client.favorites(token) == [])
            for id: Int64 in [5, 2, 9, 2, 5] {
                let response = try await client.send(.addFavorite(id), token: token)
                #expect(response.status == .noContent)
            }
            #expect(try await client.favorites(token) == [5, 2, 9])
        }
    }

    @Test func removingIsIdempotentAndKeepsTheOrderOfTheRest() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            for id: Int64 in [1, 2, 3, 4] { _ = try await client.send(.addFavorite(id), token: token) }
            for id: Int64 in [2, 2, 60] {
                #expect(try await client.send(.removeFavorite(id), token: token).status == .noContent)
            }
            #expect(try await client.favorites(token) == [1, 3, 4])
            // re-adding goes to the end
            _ = try await client.send(.addFavorite(2), token: token)
            #expect(try await client.favorites(token) == [1, 3, 4, 2])
        }
    }

    @Test func puttingTheListReplacesTheWholeOrder() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            for id: Int64 in [1, 2, 3] { _ = try await client.send(.addFavorite(id), token: token) }
            #expect(try await client.send(.setFavorites(FavoriteList(breedIDs: [3, 10, 1])), token: token).status == .noContent)
            #expect(try await client.favorites(token) == [3, 10, 1])
            _ = try await client.send(.addFavorite(4), token: token)
            #expect(try await client.favorites(token) == [3, 10, 1, 4])
            #expect(try await client.send(.setFavorites(FavoriteList(breedIDs: [])), token: token).status == .noContent)
            #expect(try await client.favorites(token) == [])
        }
    }

    @Test func favoritesBelongToTheirUser() async throws {
        try await withServer { client in
            let ada = try await client.signIn("ada")
            let bo = try await client.signIn("bo")
            _ = try await client.send(.addFavorite(1), token: ada)
            _ = try await client.send(.addFavorite(2), token: bo)
            _ = try await client.send(.addFavorite(1), token: bo)
            #expect(try await client.favorites(ada) == [1])
            #expect(try await client.favorites(bo) == [2, 1])
            // a second session of the same user sees the same list
            #expect(try await client.favorites(try await client.signIn("ada")) == [1])
        }
    }

    @Test func anUnknownBreedIs404AndChangesNothing() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            _ = try await client.send(.addFavorite(1), token: token)
            for response in [
                try await client.send(.addFavorite(69), token: token), try await client.send(.removeFavorite(69), token: token),
            ] {
                #expect(response.status == .notFound)
                #expect(response.errorReason == "there is no breed 69")
            }
            let bad = try await client.send(Endpoint<Empty>.send(.put, path: "favorites", "x"), token: token)
            #expect(bad.status == .badRequest)
            #expect(try await client.favorites(token) == [1])
        }
    }

    @Test(
        "a bad favorite list is 400 with a reason and changes nothing",
        arguments: [
            ("", "missing body: expected a JSON favorite list"),
            ("not json", "malformed favorite list: "),
            (#"{"breeds": [1]}"#, #"malformed favorite list: missing "breed_ids""#),
            (#"{"breed_ids": [1, "two"]}"#, #"malformed favorite list: at "breed_ids[1]" expected an integer"#),
            (#"{"breed_ids": null}"#, #"malformed favorite list: at "breed_ids" expected "#),
            (#"{"breed_ids": [3, 1, 3]}"#, "breed 3 appears twice in breed_ids"),
            (#"{"breed_ids": [1, 69]}"#, "there is no breed 69"),
        ])
    func badList(_ body: String, _ reason: String) async throws {
        try await withServer { client in
            let token = try await client.signIn()
            _ = try await client.send(.addFavorite(8), token: token)
            let response = try await client.send(Endpoint<Empty>.send(.put, path: "favorites", body: Data(body.utf8)), token: token)
            #expect(response.status == .badRequest)
            #expect(response.errorReason.hasPrefix(reason), "\(response.errorReason)")
            #expect(try await client.favorites(token) == [8])
        }
    }
}
