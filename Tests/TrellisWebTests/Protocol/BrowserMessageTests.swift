import Testing
import TrellisHost
import TrellisTestSupport
import TrellisViews

@testable import TrellisWeb

/// What a browser tab may send, read field by field; anything else is refused with the
/// field named, and never traps.
@Suite struct BrowserMessageTests {
    func read(_ json: String, limits: WebLimits = .standard) throws(BrowserMessageError) -> BrowserMessage {
        try BrowserMessage(json: Array(json.utf8), limits: limits)
    }

    @Test func keysAreReadAsATerminalReportsThem() throws {
        #expect(try read(#"{"t":"key","key":"ArrowDown"}"#) == .input(.key(KeyEvent(.down))))
        #expect(try read(#"{"t":"key","key":"Tab","shift":true}"#) == .input(.key(KeyEvent(.tab, modifiers: .shift))))
        #expect(try read(#"{"t":"key","key":"C","ctrl":true,"shift":true}"#) == .input(.key(.interrupt)))
        #expect(try read(#"{"t":"key","key":"A","shift":true}"#) == .input(.key(KeyEvent(.character("A")))), "Shift is in the character")
        #expect(try read(#"{"t":"key","key":" "}"#) == .input(.key(KeyEvent(.character(" ")))))
        #expect(try read(#"{"t":"key","key":"猫"}"#) == .input(.key(KeyEvent(.character("猫")))))
        #expect(try read(#"{"t":"key","key":"F5"}"#) == .input(.key(KeyEvent(.function(5)))))
        #expect(try read(#"{"t":"key","key":"b","alt":true}"#) == .input(.key(KeyEvent(.character("b"), modifiers: .alt))))
    }

    @Test func composedTextIsReadUpToItsLimitAndOnlyAsTypedCharacters() throws {
        #expect(try read(#"{"t":"text","text":"日本"}"#) == .text("日本"))
        #expect(try read(#"{"t":"text","text":"é"}"#) == .text("é"))
        let limits = WebLimits(
            maximumMessageBytes: 1_000, maximumPasteBytes: 100, maximumColumns: 10, maximumRows: 10, maximumWheelNotches: 1,
            maximumTextBytes: 6)
        #expect(try read(#"{"t":"text","text":"日本"}"#, limits: limits) == .text("日本"), "6 bytes is the limit")
        #expect(throws: BrowserMessageError.outOfRange(field: "text", value: "9 bytes", allowed: "at most 6 bytes")) {
            try read(#"{"t":"text","text":"日本語"}"#, limits: limits)
        }
        #expect(
            throws: BrowserMessageError.outOfRange(
                field: "text", value: "a control character U+A", allowed: "typed characters (a key message sends Enter, Tab and Backspace)")
        ) {
            try read(#"{"t":"text","text":"a\nb"}"#)
        }
        #expect(
            throws: BrowserMessageError.outOfRange(
                field: "text", value: "a control character U+7F", allowed: "typed characters (a key message sends Enter, Tab and Backspace)"
            )
        ) {
            try read(#"{"t":"text","text":"\u007f"}"#)
        }
        #expect(throws: BrowserMessageError.missing(field: "text", type: "text")) { try read(#"{"t":"text"}"#) }
        #expect(throws: BrowserMessageError.wrongType(field: "text")) { try read(#"{"t":"text","text":5}"#) }
    }

    @Test func aLeavingPageSaysSo() throws {
        #expect(try read(#"{"t":"leave"}"#) == .leaving)
        #expect(try read(#"{"t":"leave","in":true}"#) == .leaving, "fields a type does not use are ignored")
    }

    @Test func pastesMouseResizeAndFocus() throws {
        #expect(try read(#"{"t":"paste","text":"Maine Coon"}"#) == .input(.paste("Maine Coon")))
        #expect(try read(#"{"t":"mouse","kind":"press","button":0,"x":3,"y":4}"#) == .input(.mouse(MouseEvent(.press(.left), x: 3, y: 4))))
        #expect(try read(#"{"t":"mouse","kind":"wheel","delta":-2,"x":0,"y":0}"#) == .input(.mouse(MouseEvent(.wheel(-2), x: 0, y: 0))))
        #expect(try read(#"{"t":"mouse","kind":"drag","button":0,"x":5,"y":4}"#) == .input(.mouse(MouseEvent(.drag(.left), x: 5, y: 4))))
        #expect(throws: BrowserMessageError.outOfRange(field: "button", value: "7", allowed: "0, 1 or 2")) {
            try read(#"{"t":"mouse","kind":"drag","button":7,"x":5,"y":4}"#)
        }
        #expect(try read(#"{"t":"resize","cols":120,"rows":40}"#) == .input(.resize(GridSize(columns: 120, rows: 40))))
        #expect(try read(#"{"t":"focus","in":false}"#) == .focus(false))
    }

    @Test func badMessagesNameWhatWasWrong() {
        let cases: [(String, BrowserMessageError)] = [
            (#"{"key":"a"}"#, .missing(field: "t", type: "any")),
            (#"{"t":"dance"}"#, .unknownType("dance")),
            (#"{"t":"key"}"#, .missing(field: "key", type: "key")),
            (#"{"t":"key","key":"Hyper"}"#, .unknownKey("Hyper")),
            (#"{"t":"key","key":"\u0007"}"#, .unknownKey("\u{7}")),
            (#"{"t":"key","key":"F13"}"#, .unknownKey("F13")),
            (#"{"t":"key","key":7}"#, .wrongType(field: "key")),
            (#"{"t":"resize","cols":0,"rows":10}"#, .outOfRange(field: "cols", value: "0", allowed: "1...500")),
            (#"{"t":"resize","cols":80,"rows":100000}"#, .outOfRange(field: "rows", value: "100000", allowed: "1...200")),
            (#"{"t":"resize","cols":80}"#, .missing(field: "rows", type: "resize")),
            (#"{"t":"mouse","kind":"press","button":7,"x":1,"y":1}"#, .outOfRange(field: "button", value: "7", allowed: "0, 1 or 2")),
            (#"{"t":"mouse","kind":"press","x":-1,"y":1}"#, .outOfRange(field: "x", value: "-1", allowed: "0...499")),
            (#"{"t":"mouse","kind":"wheel","x":1,"y":1,"delta":1000}"#, .outOfRange(field: "delta", value: "1000", allowed: "-10...10")),
            (
                #"{"t":"mouse","kind":"hover","x":1,"y":1}"#,
                .outOfRange(field: "kind", value: "hover", allowed: "press, release, drag or wheel")
            ),
            (#"{"t":"focus"}"#, .missing(field: "in", type: "focus")),
        ]
        for (json, expected) in cases {
            #expect(throws: expected, "\(json)") { _ = try read(json) }
        }
    }

    @Test func whatIsNotJSONOrNotAnObjectSaysWhy() {
        for json in ["not json", "[1,2]", #"{"t":"resize","cols":80,"rows":99999999999999999999}"#, ""] {
            do {
                _ = try read(json)
                Issue.record("\(json) was read")
            } catch {
                guard case .notJSON(let reason) = error else {
                    Issue.record("\(json): \(error)")
                    continue
                }
                #expect(!reason.isEmpty)
                #expect(error.description.hasPrefix("the message is not a JSON object this host reads ("))
            }
        }
    }

    @Test func sizeLimitsAreCheckedBeforeAnythingIsRead() {
        let limits = WebLimits(maximumMessageBytes: 64, maximumPasteBytes: 8, maximumColumns: 10, maximumRows: 10, maximumWheelNotches: 1)
        let long = #"{"t":"paste","text":"\#(String(repeating: "x", count: 100))"}"#
        #expect(throws: BrowserMessageError.tooBig(bytes: long.utf8.count, limit: 64)) { _ = try read(long, limits: limits) }
        #expect(throws: BrowserMessageError.outOfRange(field: "text", value: "9 bytes", allowed: "at most 8 bytes")) {
            _ = try read(#"{"t":"paste","text":"123456789"}"#, limits: limits)
        }
        #expect(
            BrowserMessageError.tooBig(bytes: 70_000, limit: 65_536).description == "a message of 70000 bytes is over the limit of 65536")
    }

    /// Seeded random bytes and mangled good messages: every one is read or refused with a
    /// typed error, none traps.
    @Test func garbageIsRefusedNeverTrapped() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let good = [
            #"{"t":"key","key":"ArrowDown","ctrl":true}"#, #"{"t":"mouse","kind":"wheel","delta":1,"x":3,"y":4}"#,
            #"{"t":"resize","cols":120,"rows":40}"#, #"{"t":"paste","text":"猫 cat"}"#, #"{"t":"text","text":"日本é"}"#,
        ]
        var refused = 0
        for _ in 0..<3_000 {
            var bytes = Array(good.randomElement(using: &random)!.utf8)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
                }
                if bytes.isEmpty { bytes = [0] }
            }
            do { _ = try BrowserMessage(json: bytes) } catch { refused += 1 }
        }
        #expect(refused > 0, "seed \(seed): the mangling changed nothing?")
    }
}
