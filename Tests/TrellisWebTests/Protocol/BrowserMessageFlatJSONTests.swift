import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisWeb

/// The page's flat messages are read in one pass without Foundation; everything else goes
/// to `JSONDecoder`. Both ways must give the same message, or the same error, for anything
/// a tab may send: seeded messages near the page's own, mangled.
@Suite struct BrowserMessageFlatJSONTests {
    static let fields = ["t", "key", "text", "kind", "ctrl", "alt", "shift", "in", "button", "delta", "x", "y", "cols", "rows"]
    static let types = ["key", "text", "paste", "mouse", "resize", "focus", "leave", "nope"]
    static let keys = ["ArrowDown", "ArrowUp", "a", "Z", "?", "Enter", "F5", "F13", "Tab", "é", "猫", "\\n", "\\\"", "\\u0041"]

    /// A JSON value of any kind, mostly of the kinds the page's fields take.
    static func value(for field: String, using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<14, using: &random) {
        case 0: return "null"
        case 1: return ["true", "false"].randomElement(using: &random)!
        case 2: return "\(Int.random(in: -2_000...2_000, using: &random))"
        case 3:
            return ["0", "-0", "007", "1.0", "1e2", "-", "12345678901", "999999999", "1000000000", "2.5", "-1"].randomElement(
                using: &random)!
        case 4: return "[1, 2]"
        case 5: return #"{"a": 1}"#
        case 6: return "\"" + keys.randomElement(using: &random)! + "\""
        case 7: return "\"" + types.randomElement(using: &random)! + "\""
        case 8: return ["\"press\"", "\"drag\"", "\"wheel\"", "\"release\"", "\"spin\""].randomElement(using: &random)!
        default:
            // The field's own kind, as the page writes it.
            switch field {
            case "t": return "\"" + types.randomElement(using: &random)! + "\""
            case "key": return "\"" + keys.randomElement(using: &random)! + "\""
            case "text": return ["\"hello\"", "\"日本\"", "\"a\\tb\"", "\"\"", "\"x y\""].randomElement(using: &random)!
            case "kind": return ["\"press\"", "\"drag\"", "\"wheel\"", "\"release\""].randomElement(using: &random)!
            case "ctrl", "alt", "shift", "in": return ["true", "false"].randomElement(using: &random)!
            default: return "\(Int.random(in: -3...600, using: &random))"
            }
        }
    }

    static func message(using random: inout SeededGenerator) -> String {
        var pairs: [String] = []
        if Int.random(in: 0..<8, using: &random) != 0 { pairs.append(#""t":"# + value(for: "t", using: &random)) }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let field = Int.random(in: 0..<20, using: &random) == 0 ? "other" : fields.randomElement(using: &random)!
            pairs.append("\"\(field)\":" + value(for: field, using: &random))
        }
        pairs.shuffle(using: &random)
        let space = [" ", "", "", "\n", "\t"]
        var text = "{" + pairs.joined(separator: "," + space.randomElement(using: &random)!) + "}"
        // Now and then, mangled: cut, a byte changed, something after the end.
        switch Int.random(in: 0..<12, using: &random) {
        case 0: text = String(text.prefix(Int.random(in: 0...text.count, using: &random)))
        case 1:
            var bytes = Array(text.utf8)
            if !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random) }
            return String(decoding: bytes, as: UTF8.self)
        case 2: text += [" ", "x", "}", "\n"].randomElement(using: &random)!
        case 3: text = " " + text
        default: break
        }
        return text
    }

    static func readsInOnePass(_ bytes: [UInt8]) -> Bool {
        guard case .some = BrowserMessage.Wire(flatJSON: bytes) else { return false }
        return true
    }

    @Test(arguments: [2026, 7, 31_337] as [UInt64])
    func theOnePassReaderAndJSONDecoderAgree(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var flat = 0
        for round in 0..<4_000 {
            let text = Self.message(using: &random)
            let bytes = Array(text.utf8)
            let read = Result { () throws(BrowserMessageError) in try BrowserMessage(json: bytes) }
            let decoded = Result { () throws(BrowserMessageError) in try BrowserMessage(decodingWithFoundation: bytes) }
            #expect(read == decoded, "seed \(seed), round \(round): \(text)")
            if Self.readsInOnePass(bytes) { flat += 1 }
        }
        // The page's own shapes are most of them: the one-pass reader was exercised.
        #expect(flat > 300, "seed \(seed): only \(flat) of 4000 were read in one pass")
    }

    @Test func thePagesOwnMessagesAreReadInOnePass() {
        for text in [
            #"{"t":"key","key":"ArrowDown"}"#, #"{"t":"key","key":"c","ctrl":true}"#,
            #"{"t":"mouse","kind":"wheel","delta":-1,"x":3,"y":4}"#, #"{"t":"resize","cols":120,"rows":40}"#,
            #"{"t":"focus","in":false}"#, #"{"t":"leave"}"#, #"{ "t" : "key" , "key" : "a" }"#,
        ] {
            #expect(Self.readsInOnePass(Array(text.utf8)), "\(text)")
        }
        // What it leaves to JSONDecoder.
        for text in [
            #"{"t":"key","key":"\u0041"}"#, #"{"t":"text","text":"日本"}"#, #"{"t":"key","key":null}"#,
            #"{"t":"key","key":"a","t":"key"}"#, #"{"t":"mouse","x":1.0}"#, #"{"t":"mouse","x":0123}"#,
            #"{"t":"key","other":1}"#, #"{"t":"key"} x"#, #"{"t":"key","#, #"{"t":"resize","cols":1234567890}"#,
        ] {
            #expect(!Self.readsInOnePass(Array(text.utf8)), "\(text)")
        }
    }
}
