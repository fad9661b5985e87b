import Testing
import TrellisTestSupport
import TrellisViews

@Suite("TextEditing")
struct TextEditingTests {
    /// Texts with wide (CJK, emoji) and combining characters, each one character per unit.
    static let samples: [String] = ["", "a", "cat", "猫の名前", "e\u{301}te\u{301}", "👍🏽 ok", "🇯🇵🇫🇷", "Maine Coon  cat"]

    @Test("moves go one grapheme cluster at a time and stay within 0...count", arguments: samples)
    func moves(text: String) {
        var editing = TextEditing(text)
        #expect(editing.insertionPoint == text.count)
        for expected in stride(from: text.count - 1, through: 0, by: -1) {
            editing.moveBackward()
            #expect(editing.insertionPoint == expected)
        }
        editing.moveBackward()
        #expect(editing.insertionPoint == 0)
        editing.moveToEnd()
        editing.moveForward()
        #expect(editing.insertionPoint == text.count)
        editing.moveToStart()
        #expect(editing.insertionPoint == 0)
    }

    @Test("Backspace and Delete remove a whole cluster (an accent with its letter, a skin tone with its emoji)")
    func deletesClusters() {
        var editing = TextEditing("e\u{301}👍🏽猫")
        editing.deleteBackward()
        #expect(editing.text == "e\u{301}👍🏽")
        editing.moveToStart()
        editing.deleteForward()
        #expect(editing.text == "👍🏽")
        #expect(editing.insertionPoint == 0)
        editing.deleteBackward()  // nothing before the start
        #expect(editing.text == "👍🏽")
        editing.moveToEnd()
        editing.deleteForward()  // nothing after the end
        #expect(editing.text == "👍🏽")
    }

    @Test("insert goes at the insertion point and drops line breaks and control characters")
    func insertsOneLine() {
        var editing = TextEditing("ac")
        editing.moveBackward()
        editing.insert("b\nB\r\n\u{7}\tx")
        #expect(editing.text == "abB xc")
        #expect(editing.insertionPoint == 5)
        #expect(TextEditing("one\ntwo").text == "onetwo")
    }

    @Test("Ctrl-U, Ctrl-K and Ctrl-W delete to the start, to the end and the word before")
    func deletesRanges() {
        var editing = TextEditing("Maine Coon cat")
        editing.moveWordBackward()  // before "cat"
        #expect(editing.insertionPoint == 11)
        editing.deleteWordBackward()  // "Coon "
        #expect(editing.text == "Maine cat")
        #expect(editing.insertionPoint == 6)
        editing.deleteToEnd()
        #expect(editing.text == "Maine ")
        editing.moveBackward()
        editing.deleteToStart()
        #expect(editing.text == " ")
        #expect(editing.insertionPoint == 0)
    }

    @Test("word jumps skip spaces, then a word, over wide characters too")
    func wordJumps() {
        var editing = TextEditing("  猫 の  名前 ")
        editing.moveToStart()
        editing.moveWordForward()
        #expect(editing.insertionPoint == 3)
        editing.moveWordForward()
        #expect(editing.insertionPoint == 5)
        editing.moveWordForward()
        #expect(editing.insertionPoint == 9)
        editing.moveWordForward()
        #expect(editing.insertionPoint == 10)
        editing.moveWordBackward()
        #expect(editing.insertionPoint == 7)
        editing.moveWordBackward()
        editing.moveWordBackward()
        #expect(editing.insertionPoint == 2)
        editing.moveWordBackward()
        #expect(editing.insertionPoint == 0)
    }

    @Test("random edits agree with a plain array of characters (seeded)")
    func randomEdits() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let pieces: [String] = ["a", " ", "猫", "e\u{301}", "👍🏽", "\n", "xy z"]
        var editing = TextEditing()
        var model: [Character] = []
        var point = 0
        for step in 0..<2000 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0:
                let piece = pieces.randomElement(using: &random)!
                editing.insert(piece)
                let kept = piece.filter { !$0.isNewline }
                model.insert(contentsOf: kept, at: point)
                point += kept.count
            case 1:
                editing.deleteBackward()
                if point > 0 {
                    model.remove(at: point - 1)
                    point -= 1
                }
            case 2:
                editing.deleteForward()
                if point < model.count { model.remove(at: point) }
            case 3:
                editing.moveBackward()
                point = max(0, point - 1)
            case 4:
                editing.moveForward()
                point = min(model.count, point + 1)
            default:
                let target = Int.random(in: -2...(model.count + 2), using: &random)
                editing.moveInsertionPoint(to: target)
                point = min(max(0, target), model.count)
            }
            guard editing.characters == model, editing.insertionPoint == point else {
                Issue.record("seed \(seed): differs from the model after step \(step)")
                return
            }
        }
        #expect(editing.text == String(model))
    }

    @Test("an insert with a maximum keeps what fits, from the start of the text, and counts the rest")
    func insertWithAMaximum() {
        var editing = TextEditing("ab")
        #expect(editing.insert("cdef", maximumCount: 4) == 2)
        #expect(editing.text == "abcd")
        #expect(editing.insertionPoint == 4)
        #expect(editing.insert("x", maximumCount: 4) == 1)
        #expect(editing.insert("", maximumCount: 4) == 0)
        #expect(editing.insert("e\u{301}f", maximumCount: 5) == 1)  // é is one character
        #expect(editing.text == "abcde\u{301}")
        #expect(editing.insert("zz", maximumCount: -3) == 2)
    }
}
