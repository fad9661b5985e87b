import Foundation
import Testing
import TrellisData

@Suite struct EntityDecodingTests {
    func json(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test func decodesAWellFormedEntity() throws {
        let breed = try Breed.decode(json(#"{"id": 12, "name": "Bengal", "origin": "US", "isFavorite": true}"#))
        #expect(breed == Breed(id: 12, name: "Bengal", origin: "US", isFavorite: true))
    }

    @Test(arguments: [
        (#"{"id": 12, "name": "Bengal"}"#, #"missing "origin" in breed 12"#),
        (#"{"id": 12, "name": "Bengal", "origin": null}"#, #"missing "origin" in breed 12"#),
        (#"{"id": 12, "name": "Bengal", "origin": 7}"#, #""origin" in breed 12 is a number, expected a string"#),
        (#"{"id": "x", "name": "Bengal", "origin": "US"}"#, #""id" in breed x is a string, expected a number"#),
        (#"{"id": 1.5, "name": "Bengal", "origin": "US"}"#, #""id" in breed 1.5 is invalid: 1.5 is not a whole number"#),
        (#"{"name": "Bengal", "origin": "US"}"#, #"missing "id" in breed"#),
        (#"[1, 2]"#, "breed is a array, expected an object"),
        (#"{"id": 3, "name": "B", "origin": "US", "isFavorite": "yes"}"#, #""isFavorite" in breed 3 is a string, expected a bool"#),
    ])
    func badInputNamesTheFieldAndTheEntity(input: String, message: String) throws {
        let value = try json(input)
        let error = #expect(throws: EntityDecodingError.self) { _ = try Breed.decode(value) }
        #expect(error?.description == message)
    }

    @Test func aListNamesTheEntityThatFailed() throws {
        let value = try json(#"[{"id": 1, "name": "A", "origin": "x"}, {"id": 2, "name": "B"}]"#)
        #expect(throws: EntityDecodingError(entity: "breed", id: "2", field: "origin", problem: .missing)) {
            _ = try Breed.decodeList(value)
        }
        #expect(throws: EntityDecodingError.self) { _ = try Breed.decodeList(.object([:])) }
    }

    @Test func changedFieldsNameTheColumnsThatDiffer() {
        let old = Breed(id: 1, name: "A", origin: "x")
        var new = old
        #expect(Breed.changedFields(from: old, to: new).isEmpty)
        new.origin = "y"
        new.isFavorite = true
        #expect(Breed.changedFields(from: old, to: new) == ["origin", "isFavorite"])
    }

    @Test func stalenessFollowsTheTimeToLive() {
        let synced = Date(timeIntervalSince1970: 1000)
        let value = Synced(Breed(id: 1, name: "A", origin: "x"), lastSyncTime: synced)
        #expect(!value.isStale(under: .ttl(.seconds(10)), at: synced.addingTimeInterval(9.9)))
        #expect(value.isStale(under: .ttl(.seconds(10)), at: synced.addingTimeInterval(10)))
        #expect(Synced(Breed(id: 1, name: "A", origin: "x"), lastSyncTime: nil).isStale(under: .never))
        #expect(!value.isStale(under: .never, at: synced.addingTimeInterval(1e9)))
    }
}
