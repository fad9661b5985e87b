import Foundation
import Testing
import TrellisData

/// `JSONValue`'s `Codable` conformance, for values inside `Decodable` types.
@Suite struct JSONValueCodableTests {
    struct Envelope: Codable, Equatable {
        var name: String
        var payload: JSONValue
    }

    @Test func decodesEveryKindInsideADecodableType() throws {
        let text = #"{"name": "x", "payload": {"s": "a", "n": -1.5, "b": true, "z": null, "list": [1, "2", false, {}], "o": {"k": []}}}"#
        let envelope = try JSONDecoder().decode(Envelope.self, from: Data(text.utf8))
        let payload = JSONValue.object([
            "s": .string("a"), "n": .number(-1.5), "b": .bool(true), "z": .null,
            "list": .array([.number(1), .string("2"), .bool(false), .object([:])]), "o": .object(["k": .array([])]),
        ])
        #expect(envelope == Envelope(name: "x", payload: payload))
        #expect(try JSONDecoder().decode(Envelope.self, from: JSONEncoder().encode(envelope)) == envelope)
    }

    /// A string is tried before a number: a decoder that reads some strings as numbers
    /// (`"NaN"` under `convertFromString`) still gives the string.
    @Test func aStringStaysAStringWhenTheDecoderWouldReadItAsANumber() throws {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+Inf", negativeInfinity: "-Inf", nan: "NaN")
        #expect(
            try decoder.decode(JSONValue.self, from: Data(#"["NaN", "+Inf", 1]"#.utf8))
                == .array([.string("NaN"), .string("+Inf"), .number(1)]))
    }
}
