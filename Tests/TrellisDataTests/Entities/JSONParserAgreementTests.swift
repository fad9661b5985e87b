import Foundation
import Testing
import TrellisData
import TrellisTestSupport

/// `JSONValue(parsing:)` against Foundation on seeded random documents: each seed (the test's
/// argument, printed with every failure) makes a value and one of the texts that spell it, so
/// `--filter` with the seed's case replays it.
@Suite struct JSONParserAgreementTests {
    /// A random text reads back as the value it was written from, as Foundation's
    /// `JSONSerialization` and `JSONDecoder` (through `JSONValue`'s `Decodable`) read it.
    @Test(arguments: 0..<400 as Range<UInt64>)
    func readsRandomDocumentsAsFoundationDoes(seed: UInt64) throws {
        var json = RandomJSON(seed: seed)
        let value = json.value()
        let text = json.space() + json.text(for: value) + json.space()
        let data = Data(text.utf8)
        #expect(try JSONValue(parsing: data) == value, "seed \(seed): \(text)")
        let serialized = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
        #expect(
            JSONValue(foundation: serialized)?.isClose(to: value) == true, "seed \(seed): JSONSerialization read \(serialized) from \(text)"
        )
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value, "seed \(seed): JSONDecoder disagrees on \(text)")
    }

    /// A random document with a few bytes changed, inserted or removed is read by both or
    /// refused by both (and read the same). Where this parser is stricter on purpose — a
    /// key twice, a nonzero number that rounds to zero, a trailing comma (`[1,]`) — Foundation
    /// may read what it refuses.
    @Test(arguments: 0..<400 as Range<UInt64>)
    func refusesWhatJSONSerializationRefuses(seed: UInt64) {
        var json = RandomJSON(seed: seed)
        var bytes = Array(json.text(for: json.value(container: true)).utf8)
        for _ in 0...Int.random(in: 0...2, using: &json.random) { mutate(&bytes, using: &json.random) }
        let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
        let text = String(decoding: bytes, as: UTF8.self).debugDescription
        do {
            let ours = try JSONValue(parsing: bytes)
            guard let theirs else {
                Issue.record("seed \(seed): read \(ours) from \(text) (\(bytes)), which JSONSerialization refuses")
                return
            }
            #expect(
                JSONValue(foundation: theirs)?.isClose(to: ours) == true,
                "seed \(seed): read \(ours) from \(text), JSONSerialization \(theirs)")
        } catch {
            switch error.problem {
            case .duplicateKey, .numberOutOfRange: return
            case .unexpectedByte(let byte, _) where byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"):
                // A trailing comma, which Foundation reads and RFC 8259 does not allow.
                let previous = bytes[..<error.offset].last { !" \t\r\n".utf8.contains($0) }
                #expect(
                    previous == UInt8(ascii: ",") || theirs == nil,
                    "seed \(seed): refused \(text), which JSONSerialization reads, with \(error)")
            default:
                #expect(theirs == nil, "seed \(seed): refused \(text) (\(bytes)), which JSONSerialization reads, with \(error)")
            }
        }
    }

    /// Every cut of a document (an array or object) is a truncated text: the error is
    /// `unexpectedEnd` at the cut, whatever it cuts (a number, an escape, a UTF-8 character).
    @Test(arguments: 0..<60 as Range<UInt64>)
    func everyCutOfADocumentEndsUnexpectedlyWhereItWasCut(seed: UInt64) throws {
        var json = RandomJSON(seed: seed)
        let bytes = Array(json.text(for: json.value(container: true)).utf8)
        #expect(throws: Never.self) { try JSONValue(parsing: bytes) }
        for cut in 0..<bytes.count {
            do {
                let value = try JSONValue(parsing: bytes[..<cut])
                Issue.record("seed \(seed): the first \(cut) bytes of \(String(decoding: bytes, as: UTF8.self)) read as \(value)")
                return
            } catch {
                guard case .unexpectedEnd = error.problem, error.offset == cut else {
                    Issue.record("seed \(seed), cut at \(cut) of \(String(decoding: bytes, as: UTF8.self)): \(error)")
                    return
                }
            }
        }
    }

    /// Changes, inserts or removes one byte, drawn mostly from bytes JSON gives a meaning to.
    func mutate(_ bytes: inout [UInt8], using random: inout SeededGenerator) {
        let interesting = Array(#"{}[],:"\/-+.eE0123456789ntfu "#.utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xED, 0xF4, 0xFF]
        let byte =
            Int.random(in: 0..<4, using: &random) == 0
            ? UInt8.random(in: 0...255, using: &random) : interesting.randomElement(using: &random) ?? 0
        let index = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where index < bytes.count: bytes[index] = byte
        case 1 where index < bytes.count: bytes.remove(at: index)
        default: bytes.insert(byte, at: index)
        }
    }
}
