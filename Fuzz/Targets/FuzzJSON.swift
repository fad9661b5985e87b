// libFuzzer target: TrellisData's JSON parser (JSONValue(parsing:)) on arbitrary bytes, as a
// response body arrives. Built by Fuzz/run with the Entities/JSON*.swift files.
//
// The parser must return a value or throw a JSONParseError, never trap, and agree with
// Foundation's JSONSerialization: what one reads the other reads as the same value, and what
// one refuses the other refuses, but where the parser is stricter on purpose (a key twice, a
// nonzero number that rounds to zero, a trailing comma, a text Foundation reads as UTF-16 or
// UTF-32), and reads numbers as JSONDecoder does (JSONSerialization's are a few units in the
// last place off when it makes them NSDecimalNumbers). A value
// it reads survives a round trip through JSONEncoder, and a document cut before its closing
// bracket ends unexpectedly where it was cut.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    let value: JSONValue
    do {
        value = try JSONValue(parsing: bytes)
    } catch {
        switch error.problem {
        case .duplicateKey, .numberOutOfRange: break
        case .unexpectedByte(let byte, _) where byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"):
            // A trailing comma, which Foundation reads and RFC 8259 does not allow.
            let previous = bytes[..<error.offset].last { !" \t\r\n".utf8.contains($0) }
            guard previous == UInt8(ascii: ",") || theirs == nil else {
                fatalError("refused what JSONSerialization reads (\(theirs!)): \(error)")
            }
        default:
            // Foundation guesses UTF-16 and UTF-32 from zero bytes and byte order marks.
            let otherEncoding = bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
            guard theirs == nil || otherEncoding else { fatalError("refused what JSONSerialization reads (\(theirs!)): \(error)") }
        }
        return 0
    }
    guard let theirs else { fatalError("read \(value), which JSONSerialization refuses") }
    guard JSONValue(foundation: theirs)?.isClose(to: value) == true else { fatalError("read \(value), JSONSerialization read \(theirs)") }
    // JSONDecoder reads numbers exactly (through JSONValue's Decodable), where it reads them at all.
    if let decoded = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)), decoded != value {
        fatalError("read \(value), JSONDecoder read \(decoded)")
    }
    let encoded: Data
    do { encoded = try JSONEncoder().encode(value) } catch { fatalError("cannot encode \(value): \(error)") }
    guard let again = try? JSONValue(parsing: encoded), again == value else {
        fatalError("round trip changed \(value) into \(String(decoding: encoded, as: UTF8.self))")
    }
    if let last = bytes.last, last == UInt8(ascii: "]") || last == UInt8(ascii: "}") {
        do {
            _ = try JSONValue(parsing: bytes.dropLast())
            fatalError("read a document without its last bracket")
        } catch {
            guard case .unexpectedEnd = error.problem, error.offset == bytes.count - 1 else {
                fatalError("a document without its last bracket: \(error)")
            }
        }
    }
    return 0
}
