import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisData

/// `GET /breeds` is encoded once until a favorite moves a count, tagged with an `ETag`
/// from its bytes, and answered 304 with no body to a client that holds it.
@Suite struct CatalogETagTests {
    /// `GET /breeds` with `If-None-Match: tags` (none when nil).
    func breeds(_ client: SignedClient, ifNoneMatch tags: String? = nil) async throws -> TestResponse {
        var request = client.request(Endpoint<[Breed]>.breeds())
        if let tags { request.headers.append(("if-none-match", tags)) }
        return try await client.execute(request)
    }

    @Test func theSameCatalogHasTheSameTagAndAClientHoldingItGets304WithNoBody() async throws {
        try await withServer { client in
            let first = try await breeds(client)
            let etag = try #require(first.headers[.eTag])
            #expect(etag.count == 34 && etag.hasPrefix("\"") && etag.hasSuffix("\""), "\(etag)")
            #expect(first.headers[.cacheControl] == "no-cache")
            let again = try await breeds(client)
            #expect(again.headers[.eTag] == etag && again.body == first.body)
            for tags in [etag, "W/\(etag)", "\"other\", \(etag)", "*", " \(etag) "] {
                let held = try await breeds(client, ifNoneMatch: tags)
                #expect(held.status == .notModified, "\(tags)")
                #expect(held.body.readableBytes == 0 && held.headers[.eTag] == etag, "\(tags)")
            }
            for tags in ["\"other\"", String(etag.dropLast()), "", "W/", etag.replacingOccurrences(of: "\"", with: "")] {
                let stale = try await breeds(client, ifNoneMatch: tags)
                #expect(stale.status == .ok && stale.body == first.body, "\(tags)")
            }
        }
    }

    @Test func aFavoriteChangesTheCountTheTagAndEndsThe304() async throws {
        try await withServer { client in
            let before = try await breeds(client)
            let etag = try #require(before.headers[.eTag])
            let ada = try await client.signIn("ada")
            #expect(try await client.send(.addFavorite(3), token: ada).status == .noContent)
            let after = try await breeds(client, ifNoneMatch: etag)
            #expect(after.status == .ok, "a write after the tag was given: the new catalog, not 304")
            let newTag = try #require(after.headers[.eTag])
            #expect(newTag != etag)
            let counted = try Endpoint<[Breed]>.breeds().decodeResponse(Data(after.body.readableBytesView))
            #expect(counted.first { $0.id == 3 }?.favoriteCount == 1)
            #expect(try await breeds(client, ifNoneMatch: newTag).status == .notModified)
            // Taking it back, and a whole list replaced, each end the cached answer too.
            #expect(try await client.send(.removeFavorite(3), token: ada).status == .noContent)
            #expect(try await breeds(client).headers[.eTag] == etag, "the same catalog again: the same tag")
            #expect(try await client.send(.setFavorites(FavoriteList(breedIDs: [5, 6])), token: ada).status == .noContent)
            let listed = try await breeds(client, ifNoneMatch: etag)
            #expect(listed.status == .ok)
            let counts = try Endpoint<[Breed]>.breeds().decodeResponse(Data(listed.body.readableBytesView))
            #expect(counts.filter { $0.favoriteCount > 0 }.map(\.id) == [5, 6])
        }
    }

    @Test func ifNoneMatchIsReadAsRFC9110Says() {
        let etag = "\"abc\""
        #expect(CatalogCache.ifNoneMatch("\"abc\"", matches: etag))
        #expect(CatalogCache.ifNoneMatch("W/\"abc\"", matches: etag))
        #expect(CatalogCache.ifNoneMatch("\"x\",W/\"abc\"", matches: etag))
        #expect(CatalogCache.ifNoneMatch("*", matches: etag))
        #expect(!CatalogCache.ifNoneMatch("\"abcd\"", matches: etag))
        #expect(!CatalogCache.ifNoneMatch("abc", matches: etag))
        #expect(!CatalogCache.ifNoneMatch("\"", matches: "\""))
        #expect(!CatalogCache.ifNoneMatch(String(repeating: ",", count: 10_000), matches: etag))
    }
}
