import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// Every request must carry a valid signature: missing, bad, stale or replayed is 401 with
/// the verifier's reason, before any route runs.
@Suite struct SignatureMiddlewareTests {
    @Test func anUnsignedRequestIs401NamingTheMissingHeader() async throws {
        try await withServer { client in
            let unsigned = APIServer(baseURL: "http://localhost").request(for: Endpoint<[Breed]>.breeds())
            let response = try await client.execute(unsigned)
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == SignatureError.missingHeader(RequestSigner.Header.appVersion).description)
        }
    }

    @Test func aRequestSignedWithAnotherSecretIs401() async throws {
        try await withServer { client in
            var stranger = client
            stranger.signer = RequestSigner(secret: AppSecret("not-the-cats-secret-at-all"), appVersion: CatsAPI.appVersion)
            let response = try await stranger.send(.breeds())
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == "the signature does not match")
        }
    }

    @Test func aServerWithAnotherSecretRefusesTheDemoSecret() async throws {
        let configuration = testConfiguration { $0.secret = AppSecret("a-secret-given-with-secret") }
        try await withServer(configuration) { client throws in
            #expect(try await client.send(.breeds()).status == .unauthorized)
            var insider = client
            insider.signer = RequestSigner(secret: AppSecret("a-secret-given-with-secret"), appVersion: CatsAPI.appVersion)
            #expect(try await insider.send(.breeds()).status == .ok)
        }
    }

    @Test func aChangedPathOrBodyBreaksTheSignature() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            var otherPath = client.request(.addFavorite(1), token: token)
            otherPath.url = "http://localhost/favorites/2"
            var otherBody = client.request(.setFavorites(FavoriteList(breedIDs: [1])), token: token)
            otherBody.body = CatsAPI.encode(FavoriteList(breedIDs: [2]))
            var otherMethod = client.request(.addFavorite(1), token: token)
            otherMethod.method = .delete
            for tampered in [otherPath, otherBody, otherMethod] {
                let response = try await client.execute(tampered)
                #expect(response.status == .unauthorized)
                #expect(response.errorReason == "the signature does not match")
            }
            #expect(try await client.favorites(token) == [])
        }
    }

    @Test func aGarbledSignatureIs401() async throws {
        try await withServer { client in
            var request = client.request(.breeds())
            request.setHeader(RequestSigner.Header.signature, "zz")
            let response = try await client.execute(request)
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == SignatureError.malformedSignature.description)
        }
    }

    @Test func aReplayedRequestIs401AndDoesNothing() async throws {
        try await withServer { client in
            let token = try await client.signIn()
            let add = client.request(.addFavorite(4), token: token)
            #expect(try await client.execute(add).status == .noContent)
            _ = try await client.send(.removeFavorite(4), token: token)
            let replay = try await client.execute(add)
            #expect(replay.status == .unauthorized)
            #expect(replay.errorReason == "this signature was already used")
            #expect(try await client.favorites(token) == [])
        }
    }

    @Test func aStaleRequestIs401() async throws {
        try await withServer { client in
            let old = client.request(.breeds(), at: Date().addingTimeInterval(-3600))
            let response = try await client.execute(old)
            #expect(response.status == .unauthorized)
            #expect(response.errorReason.hasSuffix("s old, outside the allowed window of ±300 s"), "\(response.errorReason)")
        }
    }

    @Test func aQueryIsPartOfTheSignedTarget() async throws {
        try await withServer { client throws in
            // signed with its query: it verifies (and the route ignores the query)
            let withQuery = Endpoint<[Breed]>.entities(Breed.self, path: "breeds", query: ["q": "siamese cat"])
            #expect(try await client.send(withQuery).status == .ok)
            // the query dropped after signing: refused
            var dropped = client.request(withQuery)
            dropped.url = "http://localhost/breeds"
            #expect(try await client.execute(dropped).status == .unauthorized)
        }
    }
}

/// Issue 21.12, 21.14, 21.16: what an outsider can put in the signing headers.
@Suite struct SignatureHeaderAttackTests {
    /// The timestamp that trapped `Int(skew)` and killed the server.
    @Test func anInt64MinTimestampIs401NotACrash() async throws {
        try await withServer { client throws in
            for timestamp in ["-9223372036854775808", "9223372036854775807", "1e400", "NaN", "99999999999999999999"] {
                var request = client.request(.breeds())
                request.setHeader(RequestSigner.Header.timestamp, timestamp)
                let response = try await client.execute(request)
                #expect(response.status == .unauthorized, "\(timestamp)")
                #expect(!response.errorReason.isEmpty)
            }
            #expect(try await client.send(.breeds()).status == .ok)
        }
    }

    @Test func aHugeNonceIs401() async throws {
        try await withServer { client throws in
            let request = client.signer.sign(
                client.server.request(for: Endpoint<[Breed]>.breeds()), nonce: String(repeating: "n", count: 60_000))
            let response = try await client.execute(request)
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == SignatureError.malformedNonce.description)
        }
    }

    @Test func anotherUsersTokenCannotBeSwappedIntoASignedRequest() async throws {
        try await withServer { client throws in
            let ada = try await client.signIn("ada")
            let grace = try await client.signIn("grace")
            var request = client.request(.addFavorite(3), token: ada)
            request.setHeader("authorization", "Bearer \(grace)")
            let response = try await client.execute(request)
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == "the signature does not match")
            #expect(try await client.favorites(grace) == [])
        }
    }

    @Test func aRepeatedSigningHeaderIs401() async throws {
        try await withServer { client throws in
            let token = try await client.signIn("ada")
            var request = client.request(.favorites(), token: token)
            request.headers.append(("authorization", "Bearer someone-else"))
            let response = try await client.execute(request)
            #expect(response.status == .unauthorized)
            #expect(response.errorReason == "the header authorization appears more than once")
        }
    }

    @Test func aDeclaredBodyOverTheLimitIs413() async throws {
        try await withServer { client throws in
            var request = client.request(.breeds())
            request.setHeader("content-length", "99999999999999999999999")
            #expect(try await client.execute(request).status == .badRequest)
            request.setHeader("content-length", String(64 << 10 + 1))
            #expect(try await client.execute(request).status == .contentTooLarge)
        }
    }
}
