import Testing
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

@MainActor
@Suite("TextField in a terminal")
struct TextFieldTerminalTests {
    /// A screen with a field at (2, 1), 10 columns wide, focused; `received` records
    /// what reached the screen.
    func pilot() -> (Pilot, TextField, RecordingView) {
        let root = RecordingView()
        let field = TextField(placeholder: "search")
        field.frame = Rect(x: 2, y: 1, width: 10, height: 1)
        root.addSubview(field)
        let pilot = Pilot(root: root, columns: 20, rows: 4) { $0.focusedView = field }
        return (pilot, field, root)
    }

    @Test("the real cursor shows at the insertion point of the focused field")
    func cursorAtInsertionPoint() {
        let (pilot, _, _) = pilot()
        #expect(pilot.terminal.privateModes.contains(25))
        #expect(pilot.terminal.cursorPosition == (2, 1))
        pilot.type("猫cat")
        #expect(pilot.screenLines[1] == "  猫cat")
        #expect(pilot.terminal.cursorPosition == (7, 1))
        pilot.press(.left)
        pilot.press(.left, modifiers: .alt)
        #expect(pilot.terminal.cursorPosition == (2, 1))
    }

    @Test("the cursor hides when the focus leaves the field")
    func cursorHides() {
        let (pilot, _, root) = pilot()
        pilot.app.focusedView = root
        pilot.frame()
        #expect(!pilot.terminal.privateModes.contains(25))
    }

    @Test("typed characters never reach the screen; Enter, Esc and Tab do")
    func keysStayInTheField() {
        let (pilot, field, root) = pilot()
        pilot.type("qs?")
        pilot.press(.enter)
        pilot.press(.tab)
        #expect(field.text == "qs?")
        #expect(root.received.compactMap { $0.payload(for: .key)?.key } == [.enter, .tab])
    }

    @Test("editing keys: Home/End, Ctrl-A/E, Backspace/Delete, Ctrl-U/K/W")
    func editingKeys() {
        let (pilot, field, _) = pilot()
        pilot.type("big cat")
        pilot.press(.character("w"), modifiers: .control)
        #expect(field.text == "big ")
        pilot.type("dog")
        pilot.press(.home)
        pilot.press(.delete)
        pilot.press(.character("e"), modifiers: .control)
        pilot.press(.backspace)
        #expect(field.text == "ig do")
        pilot.press(.character("a"), modifiers: .control)
        pilot.press(.right)
        pilot.press(.character("k"), modifiers: .control)
        #expect(field.text == "i")
        pilot.press(.character("u"), modifiers: .control)
        #expect(field.text == "")
        #expect(pilot.screenLines[1] == "  search")
    }

    @Test("a bracketed paste goes into the field on one line, 10,000 characters scrolled to the end")
    func paste() {
        let (pilot, field, root) = pilot()
        field.maximumLength = 20_000
        pilot.paste("two\nlines")
        #expect(field.text == "twolines")
        let long = String(repeating: "abcdefghij", count: 1000)
        pilot.paste(long)
        #expect(field.text.count == 8 + 10_000)
        #expect(pilot.screenLines[1] == "  bcdefghij")
        #expect(pilot.terminal.cursorPosition == (11, 1))
        #expect(root.received.isEmpty)
    }

    @Test("a paste past the field's limit is cut to it and scrolled to where it ends")
    func pastePastTheLimit() {
        let (pilot, field, root) = pilot()
        pilot.paste(String(repeating: "abcdefghij", count: 3_277))  // 32,770 characters
        #expect(field.text.count == 4_096)
        #expect(field.text.hasSuffix("abcdef"))
        #expect(pilot.screenLines[1] == "  hijabcdef")
        #expect(root.received.isEmpty)
    }
}
