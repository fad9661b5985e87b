// libFuzzer target: the Cats contract's decoders on arbitrary bytes. Built by Fuzz/run
// with CatsAPI's model, catalog and wire files (and TrellisData's JSON entity decoding).
//
// Every decoder must return or throw its typed error; none may trap. A catalog that
// decodes must also survive a round trip: encoded as the server encodes it, it decodes
// to the same breeds.
import Foundation
import TrellisData

/// The catalog file's shape, for the round trip.
struct CatalogFileBody: Encodable {
    let version = 2
    let breeds: [Breed]
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let breeds = try? BreedCatalog.decode(data) {
        let encoded: Data
        do { encoded = try JSONEncoder().encode(CatalogFileBody(breeds: breeds)) } catch { fatalError("cannot encode \(breeds): \(error)") }
        guard let again = try? BreedCatalog.decode(encoded), again == breeds else {
            fatalError("catalog round trip changed \(breeds) into \(String(describing: try? BreedCatalog.decode(encoded)))")
        }
    }
    if let json = try? JSONDecoder().decode(JSONValue.self, from: data) {
        _ = try? Breed.decodeList(json)
        _ = try? Sighting.decodeList(json)
        _ = try? Breed.decode(json)
        _ = try? Sighting.decode(json)
    }
    let decoder = JSONDecoder()
    _ = try? decoder.decode(SignInResponse.self, from: data)
    _ = try? decoder.decode(SignInRequest.self, from: data)
    _ = try? decoder.decode(FavoriteList.self, from: data)
    _ = try? decoder.decode(ServerVersion.self, from: data)
    _ = try? decoder.decode(APIErrorBody.self, from: data)
    _ = try? decoder.decode([Breed].self, from: data)
    _ = try? decoder.decode([Sighting].self, from: data)
    // A confirmation from outside: a count in range, never "mine" with nobody counted.
    if let confirmation = try? decoder.decode(SightingConfirmation.self, from: data) {
        guard (0...FavoriteCount.maximum).contains(confirmation.count), !(confirmation.mine && confirmation.count == 0) else {
            fatalError("a confirmation out of range decoded: \(confirmation)")
        }
    }
    _ = try? decoder.decode(ConfirmationList.self, from: data)
    // A sighting report (the body of POST /breeds/{id}/sightings) that passes its builder's
    // checks must survive the round trip the app's queue makes (encoded, stored, decoded).
    if let report = try? decoder.decode(SightingReport.self, from: data) {
        guard let encoded = try? JSONEncoder().encode(report), let again = try? decoder.decode(SightingReport.self, from: encoded),
            again == report
        else {
            fatalError("sighting report round trip changed \(report)")
        }
    }
    let text = String(decoding: data, as: UTF8.self)
    _ = CatsUser.isValidID(text)
    _ = try? LatencyParser.parse(text)
    return 0
}
