import Testing
import TrellisTestSupport
import TrellisViews

/// Keys as a keymap file writes them (`ctrl+p`, `shift+up`, `f1`) and as help shows them.
@Suite struct KeyEventSpecTests {
    @Test(
        "a spec names the key and modifiers it writes",
        arguments: [
            ("f", KeyEvent(.character("f"))),
            ("X", KeyEvent(.character("X"))),
            ("ctrl+p", KeyEvent(.character("p"), modifiers: .control)),
            ("Ctrl+P", KeyEvent(.character("p"), modifiers: .control)),
            ("shift+up", KeyEvent(.up, modifiers: .shift)),
            ("ctrl+alt+shift+left", KeyEvent(.left, modifiers: [.control, .alt, .shift])),
            ("F1", KeyEvent(.function(1))),
            ("f12", KeyEvent(.function(12))),
            ("space", KeyEvent(.character(" "))),
            ("esc", KeyEvent(.escape)),
            ("PageDown", KeyEvent(.pageDown)),
            ("+", KeyEvent(.character("+"))),
            ("ctrl++", KeyEvent(.character("+"), modifiers: .control)),
            ("?", KeyEvent(.character("?"))),
            ("猫", KeyEvent(.character("猫"))),
        ])
    func parses(_ spec: String, _ expected: KeyEvent) throws {
        #expect(try KeyEvent(spec: spec) == expected)
    }

    @Test(
        "a spec that is not a key says which part is wrong",
        arguments: [
            ("", KeySpecError.empty("")),
            ("ctrl+", .empty("ctrl+")),
            ("hyper+x", .unknownModifier("hyper", in: "hyper+x")),
            ("ctrl++x", .unknownModifier("", in: "ctrl++x")),
            ("enterr", .unknownKey("enterr", in: "enterr")),
            ("f13", .functionKeyOutOfRange("f13")),
            ("f0", .functionKeyOutOfRange("f0")),
            ("fx", .unknownKey("fx", in: "fx")),
            ("f99999999999999999999", .unknownKey("f99999999999999999999", in: "f99999999999999999999")),
        ])
    func refuses(_ spec: String, _ expected: KeySpecError) {
        #expect(throws: expected) { try KeyEvent(spec: spec) }
    }

    @Test func anErrorReadsAsASentence() {
        #expect(
            KeySpecError.unknownModifier("hyper", in: "hyper+x").description
                == "\"hyper\" in \"hyper+x\" is not a modifier (ctrl, alt, shift)")
        #expect(KeySpecError.functionKeyOutOfRange("f13").description == "\"f13\" is not a function key: F1 to F12")
    }

    /// Every key with every set of modifiers comes back from its spec (seeded: the seed is
    /// printed on failure).
    @Test func everyKeyComesBackFromItsSpec() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let named: [Key] = [
            .enter, .tab, .backspace, .delete, .insert, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
        ]
        let characters = Array("abcxyzABZ019?/ +-!é猫")
        for _ in 0..<2_000 {
            let key: Key
            switch Int.random(in: 0..<3, using: &random) {
            case 0: key = named.randomElement(using: &random)!
            case 1: key = .function(Int.random(in: 1...12, using: &random))
            default: key = .character(characters.randomElement(using: &random)!)
            }
            var event = KeyEvent(key, modifiers: KeyModifiers(rawValue: UInt8.random(in: 0...7, using: &random)))
            // A terminal reports Ctrl-letter as the lowercase letter: that is the key a spec names.
            if event.modifiers.contains(.control), case .character(let letter) = key {
                event.key = .character(Character(letter.lowercased()))
            }
            #expect(try KeyEvent(spec: event.spec) == event, "seed \(seed): \(event.spec)")
        }
    }

    @Test func labelsAreWrittenAsOnAKeyboard() throws {
        #expect(try KeyEvent(spec: "ctrl+p").label == "Ctrl-P")
        #expect(try KeyEvent(spec: "shift+up").label == "Shift-↑")
        #expect(try KeyEvent(spec: "f1").label == "F1")
        #expect(try KeyEvent(spec: "space").label == "Space")
        #expect(try KeyEvent(spec: "esc").label == "Esc")
        #expect(try KeyEvent(spec: "?").label == "?")
    }
}
