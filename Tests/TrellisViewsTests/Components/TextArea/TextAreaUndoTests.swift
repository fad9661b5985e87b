import Testing

@testable import TrellisViews

/// Undo and redo: typing coalesced a word at a time, runs of deletions, pauses, and what
/// a screen reader hears.
@MainActor
@Suite("TextArea undo")
struct TextAreaUndoTests {
    @Test("typing undoes a word at a time, the space with the word before it")
    func typingByWord() {
        let area = makeTextArea(width: 40)
        area.typeText("hello big world")
        area.press("ctrl+z")
        #expect(area.text == "hello big ")
        area.press("ctrl+z")
        #expect(area.text == "hello ")
        area.press("alt+z")
        #expect(area.text == "")
        #expect(!area.canUndo)
        area.press("ctrl+y")
        #expect(area.text == "hello ")
        area.press("ctrl+y", times: 2)
        #expect(area.text == "hello big world")
        #expect(area.cursorDescription == "0:15")
    }

    @Test("a pause, a move or a new line starts a new step")
    func stepBoundaries() {
        let area = makeTextArea(width: 40)
        var clock = ContinuousClock.now
        area.now = { clock }
        area.typeText("ab")
        clock += .seconds(2)
        area.typeText("cd")
        area.press("left")
        area.press("right")
        area.typeText("ef")
        area.press("enter")
        area.typeText("gh")
        var texts: [String] = []
        while area.undo() { texts.append(area.text) }
        #expect(texts == ["abcdef\n", "abcdef", "abcd", "ab", ""])
    }

    @Test("a run of Backspace or of Delete is one step; the cursor and selection come back")
    func deletionRuns() {
        let area = makeTextArea("one two three", width: 40)
        area.press("ctrl+end")
        area.press("backspace", times: 6)
        #expect(area.text == "one two")
        area.press("ctrl+home")
        area.press("delete", times: 4)
        #expect(area.text == "two")
        area.press("ctrl+z")
        #expect(area.text == "one two")
        #expect(area.cursorDescription == "0:0")
        area.press("ctrl+z")
        #expect(area.text == "one two three")
        #expect(area.cursorDescription == "0:13")
        area.press("alt+a")
        area.typeText("x")
        area.press("ctrl+z")
        #expect(area.selectedText == "one two three")
    }

    @Test("a new edit after undo drops what could be redone")
    func editClearsRedo() {
        let area = makeTextArea(width: 40)
        area.typeText("abc")
        area.press("ctrl+z")
        #expect(area.canRedo)
        area.typeText("x")
        #expect(!area.canRedo)
        #expect(!area.redo())
    }

    @Test("undo and redo are announced and reported through onChange")
    func announcedAndReported() {
        let area = makeTextArea(width: 40)
        let log = AnnouncementLog(area)
        var reported: [String] = []
        area.onChange = { [unowned area] _ in reported.append(area.text) }
        area.press("ctrl+z")
        area.typeText("hi")
        area.press("backspace")
        area.press("ctrl+z")
        area.press("ctrl+z")
        area.press("ctrl+y")
        area.press("ctrl+y")
        area.press("ctrl+y")
        #expect(
            log.sentences == ["Nothing to undo", "Undid deletion", "Undid typing", "Redid typing", "Redid deletion", "Nothing to redo"])
        #expect(reported == ["h", "hi", "h", "hi", "", "hi", "h"])
    }

    @Test("Ctrl-Z is the area's even with nothing to undo, so it never suspends the app from a focused area")
    func ctrlZStaysHere() {
        let area = makeTextArea()
        #expect(area.press("ctrl+z"))
    }
}
