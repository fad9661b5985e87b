import Testing

@testable import TrellisViews

/// Editing a text area: typing, new lines, deletions across lines, the one-way binding,
/// bad input, the drawing, the indicator and what a screen reader hears.
@MainActor
@Suite("TextArea")
struct TextAreaTests {
    @Test("typing inserts at the cursor; Enter splits the line; Backspace at a line's start joins it")
    func typingAndLines() {
        let area = makeTextArea()
        area.typeText("ab")
        area.press("enter")
        area.typeText("cd")
        #expect(area.text == "ab\ncd")
        #expect(area.cursorPosition == TextAreaPosition(line: 2, column: 3))
        area.press("home")
        area.press("backspace")
        #expect(area.text == "abcd")
        #expect(area.cursorPosition == TextAreaPosition(line: 1, column: 3))
        area.press("delete")
        #expect(area.text == "abd")
        area.press("end")
        area.press("delete")  // at the end: nothing
        #expect(area.text == "abd")
    }

    @Test("Ctrl-U, Ctrl-K and Ctrl-W delete to the line's start, its end (then the break), a word")
    func deleteMore() {
        let area = makeTextArea("one two\nthree", width: 20)
        area.move(.rowEnd)  // 0:7
        area.press("ctrl+w")
        #expect(area.text == "one \nthree")
        area.press("ctrl+k")  // at the line's end: joins the next line
        #expect(area.text == "one three")
        area.press("ctrl+k")
        #expect(area.text == "one ")
        area.press("ctrl+u")
        #expect(area.text == "")
    }

    @Test("edits report the new text; setting text (state flowing in) does not, and clears the history")
    func binding() {
        let area = makeTextArea()
        var reported: [String] = []
        area.onChange = { [unowned area] _ in reported.append(area.text) }
        area.text = "from state"
        area.move(.documentEnd)
        area.typeText("!")
        area.move(.left)  // no change, no report
        #expect(reported == ["from state!"])
        area.text = "again"
        #expect(!area.canUndo)
        #expect(reported == ["from state!"])
    }

    @Test("pasted line breaks of every kind become lines; tabs four spaces; control characters vanish")
    func badInput() {
        let area = makeTextArea(width: 30)
        #expect(area.handlePaste("a\r\nb\rc\u{2028}d\te\u{7}\u{1B}f\u{0}"))
        #expect(area.text == "a\nb\nc\nd    ef")
        #expect(area.lineCount == 4)
        #expect(area.handlePaste(""))  // taken, nothing happens
        #expect(area.handlePaste("\u{7}\u{8}"))
        #expect(area.text == "a\nb\nc\nd    ef")
        area.text = "x\u{0}\r\ny"
        #expect(area.text == "x\ny")
        area.typeText("\u{7}")  // a control character typed: nothing
        #expect(area.text == "x\ny")
    }

    @Test("setting text splits plain lines by their bytes, and agrees with the careful way on every input")
    func fastSplitAgrees() {
        let samples = ["", "\n", "a\nb", "猫\n\n👍🏽 e\u{301}", "x\r\ny", "tab\there", "a\u{2028}b", "\u{85}c", "\u{9F}d\n\u{7}", "end\n"]
        for sample in samples {
            let (lines, texts) = TextStorage.sanitizedLines(sample)
            #expect(lines == TextStorage.sanitized(sample), "\(sample.debugDescription)")
            #expect(zip(lines, texts).allSatisfy { line, text in text.map { $0 == String(line) } ?? true })
        }
    }

    @Test("a read-only area moves and selects, and passes typing and pastes on")
    func readOnly() {
        let area = makeTextArea("fixed")
        area.isEditable = false
        #expect(!area.press("x"))
        #expect(!area.handlePaste("more"))
        #expect(!area.press("backspace"))
        #expect(area.press("shift+right"))
        #expect(area.selectedText == "f")
        #expect(area.text == "fixed")
        #expect(area.textInsertionPoint == nil)
        #expect(area.accessibilityFocusDescription == "text area, read only, line 1 of 1, column 2")
    }

    @Test("it draws its text, the placeholder while empty, and the indicator on its own bottom row")
    func drawing() {
        let area = makeTextArea("", width: 14, height: 3, placeholder: "Notes")
        #expect(area.rendered() == ["Notes", "", ""])
        area.text = "ab\ncd\nef\ngh"
        area.showsPositionIndicator = true
        area.move(.documentEnd)
        #expect(area.cursorPosition == TextAreaPosition(line: 4, column: 3))
        #expect(area.rendered() == ["ef", "gh", "  Ln 4, Col 3"])
        #expect(area.textInsertionPoint == Point(x: 2, y: 1))
        area.move(.documentStart)
        #expect(area.rendered() == ["ab", "cd", "  Ln 1, Col 1"])
    }

    @Test("the column counts characters, not cells or code points")
    func columnsInCharacters() {
        let area = makeTextArea("猫e\u{301}x", width: 20)
        area.move(.rowEnd)
        #expect(area.cursorPosition == TextAreaPosition(line: 1, column: 4))
        #expect(area.textInsertionPoint == Point(x: 4, y: 0))
    }

    @Test("a screen reader hears its name, its kind and where the cursor is")
    func accessibility() {
        let area = makeTextArea(placeholder: "Note")
        #expect(area.accessibilityFocusDescription == "Note, text area, empty")
        area.text = (1...10).map { "line \($0)" }.joined(separator: "\n")
        area.move(.down, extendingSelection: false)
        area.move(.down)
        area.press("end")
        #expect(area.accessibilityFocusDescription == "Note, text area, line 3 of 10, column 7")
        area.accessibilityLabel = "Diary"
        #expect(area.accessibilityFocusDescription?.hasPrefix("Diary, text area") == true)
    }

    @Test("its keys are declared under textarea, with summaries")
    func declaredKeys() {
        let area = makeTextArea()
        let bindings = area.declaredKeyBindings
        #expect(bindings.allSatisfy { $0.scope == "textarea" && !$0.summary.isEmpty })
        #expect(Set(bindings.map(\.command)) == TextAreaCommand.commandNames)
        // Ctrl-C copies only a selection, so without one it goes on (to quit).
        #expect(!area.press("ctrl+c"))
        // Tab is left to move focus.
        #expect(!area.press("tab"))
    }
}
