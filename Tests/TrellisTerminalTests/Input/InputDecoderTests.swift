import Testing
import TrellisViews

@testable import TrellisTerminal

/// Each case: the bytes a terminal sends and the events they mean.
private let cases: [(bytes: [UInt8], events: [InputEvent])] = {
    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers: modifiers)) }
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
    return [
        (bytes("a"), [key(.character("a"))]),
        (bytes("Hi!"), [key(.character("H")), key(.character("i")), key(.character("!"))]),
        (bytes("é"), [key(.character("é"))]),
        (bytes("猫"), [key(.character("猫"))]),
        (bytes("😺"), [key(.character("😺"))]),
        ([0x0D], [key(.enter)]),
        ([0x09], [key(.tab)]),
        ([0x7F], [key(.backspace)]),
        ([0x03], [key(.character("c"), .control)]),
        ([0x00], [key(.character(" "), .control)]),
        (bytes("\u{1B}[A"), [key(.up)]),
        (bytes("\u{1B}[B"), [key(.down)]),
        (bytes("\u{1B}[C"), [key(.right)]),
        (bytes("\u{1B}[D"), [key(.left)]),
        (bytes("\u{1B}OA"), [key(.up)]),
        (bytes("\u{1B}[H"), [key(.home)]),
        (bytes("\u{1B}[F"), [key(.end)]),
        (bytes("\u{1B}[1~"), [key(.home)]),
        (bytes("\u{1B}[4~"), [key(.end)]),
        (bytes("\u{1B}[5~"), [key(.pageUp)]),
        (bytes("\u{1B}[6~"), [key(.pageDown)]),
        (bytes("\u{1B}[3~"), [key(.delete)]),
        (bytes("\u{1B}[2~"), [key(.insert)]),
        (bytes("\u{1B}[Z"), [key(.tab, .shift)]),
        (bytes("\u{1B}OP"), [key(.function(1))]),
        (bytes("\u{1B}OS"), [key(.function(4))]),
        (bytes("\u{1B}[15~"), [key(.function(5))]),
        (bytes("\u{1B}[24~"), [key(.function(12))]),
        (bytes("\u{1B}[1;5A"), [key(.up, .control)]),
        (bytes("\u{1B}[1;2B"), [key(.down, .shift)]),
        (bytes("\u{1B}[1;3C"), [key(.right, .alt)]),
        (bytes("\u{1B}[5;5~"), [key(.pageUp, .control)]),
        (bytes("\u{1B}[1;6P"), [key(.function(1), [.control, .shift])]),
        (bytes("\u{1B}O5A"), [key(.up, .control)]),
        (bytes("\u{1B}f"), [key(.character("f"), .alt)]),
        (bytes("\u{1B}é"), [key(.character("é"), .alt)]),
        (bytes("\u{1B}\u{03}"), [key(.character("c"), [.alt, .control])]),
        (bytes("\u{1B}[200~hello\rworld\u{1B}[201~"), [.paste("hello\nworld")]),
        (bytes("\u{1B}[200~猫\u{1B}[A\u{1B}[201~x"), [.paste("猫\u{1B}[A"), key(.character("x"))]),
        (bytes("\u{1B}[<0;5;3M"), [.mouse(MouseEvent(.press(.left), x: 4, y: 2))]),
        (bytes("\u{1B}[<0;5;3m"), [.mouse(MouseEvent(.release(.left), x: 4, y: 2))]),
        (bytes("\u{1B}[<2;1;1M"), [.mouse(MouseEvent(.press(.right), x: 0, y: 0))]),
        (bytes("\u{1B}[<64;10;20M"), [.mouse(MouseEvent(.wheel(-1), x: 9, y: 19))]),
        (bytes("\u{1B}[<65;10;20M"), [.mouse(MouseEvent(.wheel(1), x: 9, y: 19))]),
        (bytes("\u{1B}[<32;2;2M"), [.mouse(MouseEvent(.drag(.left), x: 1, y: 1))]),
        (bytes("\u{1B}[<35;2;2M"), [.mouse(MouseEvent(.move, x: 1, y: 1))]),
        (bytes("\u{1B}[<16;200;100M"), [.mouse(MouseEvent(.press(.left), x: 199, y: 99, modifiers: .control))]),
        // A terminal that reports Shift (its own selection on another modifier) gets it kept, as .shift.
        (bytes("\u{1B}[<4;5;3M"), [.mouse(MouseEvent(.press(.left), x: 4, y: 2, modifiers: .shift))]),
        (bytes("\u{1B}[<36;6;3M"), [.mouse(MouseEvent(.drag(.left), x: 5, y: 2, modifiers: .shift))]),
        (bytes("\u{1B}[<4;6;3m"), [.mouse(MouseEvent(.release(.left), x: 5, y: 2, modifiers: .shift))]),
        (bytes("x\u{1B}[Ay"), [key(.character("x")), key(.up), key(.character("y"))]),
        (bytes("\u{1B}"), [key(.escape)]),
        (bytes("\u{1B}\u{1B}[A"), [key(.escape), key(.up)]),
    ]
}()

@Suite("InputDecoder")
struct InputDecoderTests {
    /// Decodes `parts` one after the other, then flushes as the run loop would after a
    /// quiet period.
    private func decode(_ parts: [ArraySlice<UInt8>]) -> (events: [InputEvent], dropped: [DroppedInput]) {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for part in parts { events += decoder.decode(part) }
        events += decoder.flush()
        return (events, decoder.takeDropped())
    }

    /// Whether a read ending at `split` separates an Esc from the key of an Alt chord,
    /// which then reads as Esc and the key (see ``altChordAcrossReads()``).
    private func separatesAltChord(_ bytes: [UInt8], at split: Int) -> Bool {
        bytes[split - 1] == 0x1B && ![UInt8(ascii: "["), UInt8(ascii: "O"), 0x1B].contains(bytes[split])
    }

    @Test("every sequence decodes the same split at every byte position (Alt chords aside)")
    func everySplit() {
        for (bytes, expected) in cases {
            let whole = decode([bytes[...]])
            #expect(whole.events == expected, "\(bytes)")
            #expect(whole.dropped.isEmpty, "\(bytes)")
            for split in 1..<bytes.count where !separatesAltChord(bytes, at: split) {
                let parts = [bytes[..<split], bytes[split...]]
                #expect(decode(parts).events == expected, "\(bytes) split at \(split)")
            }
            if !(1..<bytes.count).contains(where: { separatesAltChord(bytes, at: $0) }) {
                #expect(decode(bytes.map { [$0][...] }).events == expected, "\(bytes) byte by byte")
            }
        }
    }

    /// Issue 23: Esc and then x, quick but in two reads, read as Alt+x and neither key did
    /// anything. One read is Alt+x (a terminal's one write); two reads are two keys.
    @Test(
        "Esc then a key in the next read is Esc and the key; in one read it is Alt with the key",
        arguments: [
            ("x", KeyEvent(.character("x"))), ("é", KeyEvent(.character("é"))), ("\u{03}", KeyEvent(.character("c"), modifiers: .control)),
            ("\r", KeyEvent(.enter)), ("[A", KeyEvent(.up)), ("OP", KeyEvent(.function(1))),
        ])
    func altChordAcrossReads(_ text: String, _ key: KeyEvent) {
        let bytes = Array(text.utf8)
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaitingForMore)
        let events = decoder.decode(bytes) + decoder.flush()
        // `[` and `O` go on as a sequence split across reads; anything else ends the Esc.
        let continuesSequence = text.hasPrefix("[") || text.hasPrefix("O")
        #expect(events == (continuesSequence ? [.key(key)] : [.key(KeyEvent(.escape)), .key(key)]), "\(text)")
        var oneRead = InputDecoder()
        var chord = key
        if !continuesSequence { chord.modifiers.insert(.alt) }
        #expect(oneRead.decode([0x1B] + bytes) + oneRead.flush() == [.key(chord)], "\(text)")
        #expect(decoder.takeDropped().isEmpty && oneRead.takeDropped().isEmpty)
    }

    @Test("Esc, then Esc and a key in the next read: Esc, then Alt with the key")
    func heldEscapeThenChord() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("\u{1B}x".utf8)) == [.key(KeyEvent(.escape)), .key(KeyEvent(.character("x"), modifiers: .alt))])
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([0x1B]) == [.key(KeyEvent(.escape))])  // two presses; the second still held
        #expect(decoder.flush() == [.key(KeyEvent(.escape))])
    }

    @Test("all the cases run together decode to all their events")
    func concatenated() {
        let bytes = cases.filter { $0.bytes != [0x1B] }.flatMap(\.bytes)
        let expected = cases.filter { $0.bytes != [0x1B] }.flatMap(\.events)
        #expect(decode([bytes[...]]).events == expected)
    }

    @Test("a lone Esc waits for more bytes until flushed")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaitingForMore)
        #expect(decoder.flush() == [.key(KeyEvent(.escape))])
        #expect(!decoder.isWaitingForMore)
    }

    @Test("Esc and [ typed slowly are Esc then [")
    func slowEscapeBracket() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flush() == [.key(KeyEvent(.escape)), .key(KeyEvent(.character("[")))])
    }

    @Test("every key the pilot can press decodes back to itself")
    func encodingRoundTrip() {
        let keys: [Key] =
            [
                .enter, .tab, .backspace, .delete, .insert, .escape, .up, .down, .left, .right,
                .home, .end, .pageUp, .pageDown, .character("q"), .character("猫"),
            ] + (1...12).map(Key.function)
        let modifierSets: [KeyModifiers] = [[], .shift, .alt, .control, [.control, .shift]]
        for key in keys {
            for modifiers in modifierSets {
                let event = KeyEvent(key, modifiers: modifiers)
                switch (key, modifiers) {
                // Terminals cannot tell these apart from other keys; they are not encoded faithfully.
                case (.character, let m) where m.contains(.shift), (.enter, let m) where m.contains(.shift) || m.contains(.control),
                    (.tab, let m) where m != [] && m != .shift, (.backspace, let m) where m.contains(.shift) || m.contains(.control),
                    (.escape, let m) where m != [],  // Esc Esc reads as two presses of Esc
                    (.character("猫"), let m) where m.contains(.control):
                    continue
                default:
                    var decoder = InputDecoder()
                    let events = decoder.decode(event.terminalBytes) + decoder.flush()
                    #expect(events == [.key(event)], "\(event)")
                }
            }
        }
    }
}

@Suite("InputDecoder resynchronisation")
struct InputDecoderResyncTests {
    @Test("invalid UTF-8 is dropped and reported; decoding goes on")
    func invalidUTF8() {
        var decoder = InputDecoder()
        let events = decoder.decode([0xFF, 0x61, 0xE7, 0x8C, 0x62, 0xC0, 0x80, 0x63])
        #expect(events == [.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("b"))), .key(KeyEvent(.character("c")))])
        let dropped = decoder.takeDropped()
        #expect(dropped.map(\.reason) == [.invalidUTF8, .invalidUTF8, .invalidUTF8, .invalidUTF8])
        #expect(decoder.takeDropped().isEmpty)
    }

    @Test("an unknown sequence is dropped whole")
    func unknownSequence() {
        var decoder = InputDecoder()
        let events = decoder.decode(Array("\u{1B}[?1;2cx\u{1B}[99~y".utf8))
        #expect(events == [.key(KeyEvent(.character("x"))), .key(KeyEvent(.character("y")))])
        #expect(decoder.takeDropped().map(\.bytes) == [Array("\u{1B}[?1;2c".utf8), Array("\u{1B}[99~".utf8)])
    }

    @Test("a terminal's answer to a mode query is a report, not input, whichever read it arrives in")
    func modeReports() {
        var decoder = InputDecoder()
        let answer = Array("a\u{1B}[?69;2$yb\u{1B}[?2026;0$y".utf8)
        for split in 0...answer.count {
            let events = decoder.decode(answer[..<split]) + decoder.decode(answer[split...])
            #expect(events == [.key(KeyEvent(.character("a"))), .key(KeyEvent(.character("b")))], "split at \(split)")
            #expect(decoder.takeReports() == [.privateMode(69, .reset), .privateMode(2026, .notRecognized)], "split at \(split)")
            #expect(decoder.takeDropped().isEmpty)
        }
        #expect(TerminalReport.ModeSetting.reset.canBeSet && TerminalReport.ModeSetting.permanentlySet.canBeSet)
        #expect(!TerminalReport.ModeSetting.notRecognized.canBeSet && !TerminalReport.ModeSetting.permanentlyReset.canBeSet)
    }

    @Test("a malformed mode report is dropped; a flood of reports keeps only the first sixteen")
    func badModeReports() {
        var decoder = InputDecoder()
        let bad = ["\u{1B}[?69;5$y", "\u{1B}[?69$y", "\u{1B}[?69;1;2$y", "\u{1B}[?69:1$y", "\u{1B}[69;1$y"]
        for text in bad {
            let events = decoder.decode(Array((text + "z").utf8))
            #expect(events == [.key(KeyEvent(.character("z")))], "\(text.dropFirst())")
            #expect(decoder.takeReports().isEmpty, "\(text.dropFirst())")
            #expect(decoder.takeDropped().map(\.reason) == [.unknownSequence], "\(text.dropFirst())")
        }
        _ = decoder.decode(Array(String(repeating: "\u{1B}[?69;1$y", count: 1000).utf8))
        #expect(decoder.takeReports().count == InputDecoder.maximumPendingReports)
        #expect(decoder.takeReports().isEmpty)
    }

    @Test("an over-long sequence is dropped up to its final byte")
    func overLongSequence() {
        var decoder = InputDecoder()
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "A" + "z"
        let events = decoder.decode(Array(long.utf8))
        #expect(events == [.key(KeyEvent(.character("z")))])
        #expect(decoder.takeDropped().map(\.reason) == [.sequenceTooLong])
    }

    @Test("a sequence cut short by another escape resynchronises at the escape")
    func cutShort() {
        var decoder = InputDecoder()
        let events = decoder.decode(Array("\u{1B}[1;\u{1B}[B".utf8))
        #expect(events == [.key(KeyEvent(.down))])
        #expect(decoder.takeDropped().map(\.reason) == [.unknownSequence])
    }

    @Test("a paste beyond the cap keeps the start and reports the rest")
    func pasteCap() {
        var decoder = InputDecoder(maximumPasteLength: 10)
        let events = decoder.decode(Array("\u{1B}[200~0123456789abcdef\u{1B}[201~".utf8))
        #expect(events == [.paste("0123456789")])
        #expect(decoder.takeDropped() == [DroppedInput(bytes: [], count: 6, reason: .pasteTooLong)])
    }

    @Test("a paste limit of 0 keeps nothing; the largest allowed limit is accepted")
    func pasteLimitBounds() {
        var decoder = InputDecoder(maximumPasteLength: 0)
        #expect(decoder.decode(Array("\u{1B}[200~abc\u{1B}[201~".utf8)) == [.paste("")])
        #expect(decoder.takeDropped() == [DroppedInput(bytes: [], count: 3, reason: .pasteTooLong)])
        decoder.maximumPasteLength = InputDecoder.pasteLengthLimit
        #expect(decoder.decode(Array("\u{1B}[200~abc\u{1B}[201~".utf8)) == [.paste("abc")])
    }

    @Test("a negative paste limit traps at the initialiser, saying what is allowed")
    func negativePasteLimit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = InputDecoder(maximumPasteLength: -1)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("maximumPasteLength must be 0...1073741824 bytes (at most 1 GiB), not -1"), "\(message)")
    }

    @Test("a paste limit near Int.max traps at the initialiser rather than deep inside decode")
    func hugePasteLimit() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = InputDecoder(maximumPasteLength: Int.max - 2)
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("not 9223372036854775805"), "\(message)")
    }

    @Test("setting a paste limit past the largest allowed traps too")
    func settingHugePasteLimit() async {
        await #expect(processExitsWith: .failure) {
            var decoder = InputDecoder()
            decoder.maximumPasteLength = InputDecoder.pasteLengthLimit + 1
        }
    }

    @Test("random bytes never trap and leave the decoder able to read keys")
    func fuzz() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var decoder = InputDecoder()
            let noise = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? UInt8.random(in: 0...255, using: &generator)
                    : Array("\u{1B}[;<0123456789~MmAOZ".utf8).randomElement(using: &generator)!
            }
            _ = decoder.decode(noise)
            _ = decoder.flush()
            // A paste left open swallows everything until its end marker; close it.
            _ = decoder.decode(InputDecoder.pasteEndMarker)
            _ = decoder.flush()
            #expect(decoder.decode(Array("\u{1B}[A".utf8)) == [.key(KeyEvent(.up))], "after \(noise)")
        }
    }
}
