import CatsAPI
import CatsServerKit
import Foundation
import Hummingbird
import Testing
import TrellisData

/// `GET /version`, `/breeds`, `/breeds/{id}`, `/breeds/{id}/sightings`, unknown routes.
@Suite struct CatalogRoutesTests {
    @Test func versionNamesTheServerAndTheAPI() async throws {
        try await withServer { client in
            let response = try await client.send(.serverVersion())
            #expect(response.status == .ok)
            #expect(try response.decode(ServerVersion.self) == ServerVersion(server: CatsServer.version, api: CatsAPI.apiVersion))
        }
    }

    @Test func breedsAreTheWholeCatalogAsTheAppDecodesThem() async throws {
        try await withServer { client in
            let response = try await client.send(.breeds())
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            // decoded the way the app decodes them: its own entity decoding of the endpoint
            let breeds = try Endpoint<[Breed]>.breeds().decodeResponse(Data(response.body.readableBytesView))
            #expect(breeds == (try BreedCatalog.load()))
            #expect(breeds.map(\.id) == Array(1...68))
        }
    }

    @Test func oneBreed() async throws {
        try await withServer { client in
            let response = try await client.send(.breed(3))
            #expect(response.status == .ok)
            #expect(try Endpoint<Breed>.breed(3).decodeResponse(Data(response.body.readableBytesView)) == (try BreedCatalog.load())[2])
        }
    }

    @Test func sightingsOfABreedAreTheGeneratedOnes() async throws {
        try await withServer { client in
            let catalog = try BreedCatalog.load()
            // Newest first: a page of the list.
            let expected = Array(SightingGenerator().sightings(for: catalog).filter { $0.breedID == 5 }.reversed())
            #expect(!expected.isEmpty)
            let response = try await client.send(.sightings(of: 5))
            #expect(response.status == .ok)
            #expect(try Endpoint<[Sighting]>.sightings(of: 5).decodeResponse(Data(response.body.readableBytesView)) == expected)
            let none = try await client.send(.sightings(of: 7))
            #expect(none.status == .ok)
            #expect(none.text == "[]")
        }
    }

    @Test("an unknown breed is 404 with a reason", arguments: [Int64(69), 1_000_000])
    func unknownBreed(_ id: Int64) async throws {
        try await withServer { client in
            for response in [try await client.send(.breed(id)), try await client.send(.sightings(of: id))] {
                #expect(response.status == .notFound)
                #expect(response.errorReason == "there is no breed \(id)")
            }
        }
    }

    @Test(
        "an id in a path that is not a positive number is 400",
        arguments: ["abc", "0", "-3", "1.5", "99999999999999999999", "+1", "01", "0001"])
    func badPathID(_ text: String) async throws {
        try await withServer { client in
            let bad = Endpoint<Breed>.entity(Breed.self, path: "breeds", text)
            let response = try await client.send(bad)
            #expect(response.status == .badRequest)
            // The id as it came on the request line (the client percent-encodes "+").
            let sent = text.addingPercentEncoding(withAllowedCharacters: CharacterSet(charactersIn: "-._~").union(.alphanumerics)) ?? text
            #expect(
                response.errorReason
                    == "\"\(sent)\" is not a breed id: expected a positive whole number (digits only, no sign or leading zero)")
        }
    }

    @Test func anUnknownRouteIs404AsAnAPIError() async throws {
        try await withServer { client in
            let response = try await client.send(Endpoint<Empty>.send(.get, path: "dogs"))
            #expect(response.status == .notFound)
            #expect(response.errorReason == "no such route: GET /dogs")
        }
    }
}
