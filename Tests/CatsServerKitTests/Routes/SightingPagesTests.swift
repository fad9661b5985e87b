import CatsAPI
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import TrellisData

@testable import CatsServerKit

/// `GET /breeds/{id}/sightings` in pages, and what one user may add to a list: found by a
/// hostile run, where 300 reports of 64 KB (or 11,000 plain ones) from one user made a
/// breed's list 19.3 MB, too large for every app, for good.
@Suite struct SightingPagesTests {
    static var configuration: CatsServerConfiguration { SightingsRoutesTests.configuration }

    /// Stores `count` sightings of `breed`, each as large as the field limits allow, past
    /// the routes' limits (as many users would over time).
    static func fill(_ store: ServerStore, breed: Int64, count: Int) async throws {
        let place = String(repeating: "é", count: SightingReport.maximumPlaceLength)
        let note = String(repeating: "🐈", count: SightingReport.maximumNoteLength)
        _ = try await store.signIn("filler", token: "filler-token", expiry: .max, now: 0)
        for _ in 0..<count {
            _ = try await store.addSighting(try SightingsRoutesTests.report(place: place, note: note), to: breed, by: "filler")
        }
    }

    @Test func aLongListComesNewestFirstInPagesWithALinkToTheNext() async throws {
        let server = try CatsServer(Self.configuration)
        try await Self.fill(server.store, breed: 7, count: 230)
        try await server.makeApplication().test(.router) { test in
            let client = SignedClient(client: test)
            var before: Int64?
            var seen: [Sighting] = []
            while true {
                let response = try await client.atNoon(.sightings(of: 7, before: before))
                #expect(response.status == .ok, "\(response.text)")
                let page = try response.decode([Sighting].self)
                #expect(page.count <= CatsAPI.SightingsPage.maximumLimit)
                #expect(response.body.readableBytes < 200_000, "a page of the largest sightings")
                seen += page
                guard let link = response.headers[try #require(SignedClient.Field.Name("Link"))] else { break }
                #expect(link == "<\(CatsAPI.SightingsPage.next(of: 7, after: try #require(page.last).id, limit: 100))>; rel=\"next\"")
                before = page.last?.id
            }
            #expect(seen.count == 230)
            #expect(seen.map(\.id) == seen.map(\.id).sorted(by: >))
        }
    }

    @Test(
        "limit and before must be whole numbers in range",
        arguments: ["limit=0", "limit=101", "limit=+5", "limit=abc", "before=01", "before=-1"])
    func aBadQueryIs400NamingIt(_ query: String) async throws {
        try await withServer(Self.configuration) { client in
            let (name, value) = (String(query.prefix { $0 != "=" }), String(query.drop { $0 != "=" }.dropFirst()))
            let endpoint = Endpoint<Empty>(path: ["breeds", "3", "sightings"], query: [(name, value)]) { _ in Empty() }
            let response = try await client.atNoon(endpoint)
            #expect(response.status == .badRequest, "\(response.text)")
            #expect(response.errorReason.hasPrefix("\(query) is not a whole number from 1 to "), "\(response.errorReason)")
            #expect(response.errorReason.hasPrefix(name))
        }
    }

    /// The first page is encoded once and shared until a report, which the next answer shows.
    @Test func theFirstPageIsKeptUntilASightingIsReported() async throws {
        let server = try CatsServer(Self.configuration)
        try await server.makeApplication().test(.router) { test in
            let client = SignedClient(client: test)
            let token = try await client.signInAtNoon()
            let before = try await client.atNoon(.sightings(of: 3)).decode([Sighting].self)
            #expect(server.store.sightingPages.count == 1)
            let added = try await client.execute(
                client.request(.reportSighting(try SightingsRoutesTests.report(), of: 3), token: token, at: SightingsRoutesTests.noon))
            #expect(added.status == .created)
            #expect(server.store.sightingPages.count == 0)
            let after = try await client.atNoon(.sightings(of: 3)).decode([Sighting].self)
            #expect(after == [try added.decode(Sighting.self)] + before)
        }
    }
}
