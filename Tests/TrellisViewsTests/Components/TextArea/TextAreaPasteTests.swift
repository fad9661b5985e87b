import Testing

@testable import TrellisViews

/// The paste bound and the length limit: up to the bound a paste goes in whole as one
/// step; past it nothing goes in, and the area says why.
@MainActor
@Suite("TextArea paste")
struct TextAreaPasteTests {
    @Test("just under and at the bound a paste goes in whole, as one undo step")
    func withinTheBound() {
        let area = makeTextArea(width: 40)
        area.maximumPasteBytes = 100
        let under = String(repeating: "ab\n", count: 33)  // 99 bytes
        #expect(area.handlePaste(under))
        #expect(area.text == under)
        #expect(area.lineCount == 34)
        area.press("ctrl+z")
        #expect(area.text == "")
        let at = String(repeating: "猫", count: 33) + "x"  // 3 × 33 + 1 = 100 bytes
        #expect(area.handlePaste(at))
        #expect(area.text == at)
        #expect(area.lastRejection == nil)
    }

    @Test("past the bound nothing goes in, and the rejection is kept, typed and announced")
    func overTheBound() {
        let area = makeTextArea("kept", width: 40)
        let log = AnnouncementLog(area)
        var reported: [String] = []
        area.onChange = { [unowned area] _ in reported.append(area.text) }
        area.maximumPasteBytes = 100
        #expect(area.handlePaste(String(repeating: "x", count: 101)))
        #expect(area.text == "kept")
        #expect(!area.canUndo)
        #expect(reported.isEmpty)
        #expect(area.lastRejection == .pasteTooLarge(bytes: 101, limit: 100))
        #expect(log.sentences == ["Not pasted: 101 bytes is more than a text area takes (100 bytes)"])
        area.typeText("!")
        #expect(area.lastRejection == nil)
    }

    @Test("the default bound is 1 MiB, and the message reads in MB")
    func defaultBound() {
        let area = makeTextArea()
        #expect(area.maximumPasteBytes == 1_048_576)
        let huge = String(repeating: "0123456789", count: 335_545)  // 3,355,450 bytes: 3.2 MiB
        #expect(area.handlePaste(huge))
        #expect(area.text == "")
        #expect(area.lastRejection?.message == "Not pasted: 3.2 MB is more than a text area takes (1 MB)")
        #expect(TextAreaRejection.size(1536) == "1.5 KB")
        #expect(TextAreaRejection.size(1) == "1 byte")
    }

    @Test("a paste at exactly 1 MiB goes in and is one step")
    func oneMebibyte() {
        let area = makeTextArea(width: 80, height: 24)
        let line = String(repeating: "x", count: 1023) + "\n"
        #expect(area.handlePaste(String(repeating: line, count: 1024)))
        #expect(area.lineCount == 1025)
        #expect(area.lastRejection == nil)
        area.press("ctrl+z")
        #expect(area.text == "")
    }

    @Test("maximumLength refuses typing and pastes that would pass it, whole")
    func maximumLength() {
        let area = makeTextArea("abc", width: 40)
        area.maximumLength = 5
        area.press("ctrl+end")
        area.typeText("de")
        area.typeText("f")
        #expect(area.text == "abcde")
        #expect(area.lastRejection == .tooLong(length: 6, limit: 5))
        #expect(area.lastRejection?.message == "Not inserted: the text would be 6 characters, more than its limit of 5")
        area.press("alt+a")
        #expect(area.handlePaste("12\n45"))  // replaces the selection: 5 characters, fits
        #expect(area.text == "12\n45")
        area.press("ctrl+home")
        #expect(area.handlePaste("x"))
        #expect(area.text == "12\n45")
        area.press("enter")
        #expect(area.text == "12\n45")
    }
}
