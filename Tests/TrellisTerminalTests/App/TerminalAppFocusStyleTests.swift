import Testing
import TrellisLists
import TrellisTerminalTesting
import TrellisViews

@testable import TrellisTerminal

/// How focus looks on screen: a focused button, an unfocused one and a selected row are
/// three different styles (issue 23: buttons were reverse video, like the focused row).
@MainActor
@Suite struct TerminalAppFocusStyleTests {
    @Test func aFocusedButtonAnUnfocusedOneAndASelectedRowEachLookDifferent() throws {
        let theme = Theme.standard
        let root = View()
        let list = try CollectionViewTerminalTests().seedList()
        list.theme = theme
        list.frame = Rect(x: 0, y: 0, width: 24, height: 6)
        root.addSubview(list)
        let buttons = ["Save", "Undo"].enumerated().map { index, title in
            let button = Button(title: title)
            button.style = Style(bold: true)
            button.focusedStyle = theme[.focused]
            button.frame = Rect(x: Double(index * 8), y: 7, width: 6, height: 1)
            root.addSubview(button)
            return button
        }
        let pilot = Pilot.testing(root: root, columns: 24, rows: 8)
        pilot.click(x: 2, y: 2)  // Row 2: focused and selected
        let focusedRow = pilot.terminal.style(atColumn: 2, row: 2)
        pilot.press(.tab)  // to Save: the row stays selected and no longer looks focused
        #expect(buttons[0].isFocused)
        let selectedRow = pilot.terminal.style(atColumn: 2, row: 2)
        let focusedButton = pilot.terminal.style(atColumn: 2, row: 7)
        let plainButton = pilot.terminal.style(atColumn: 10, row: 7)
        #expect(focusedButton == theme[.focused].merged(over: Style(bold: true)))
        #expect(focusedRow.background == theme[.focused].background)
        #expect(selectedRow == theme[.selected])
        #expect(!plainButton.reverse && plainButton.bold, "an unfocused button is not reverse video")
        let styles = [focusedButton, plainButton, selectedRow]
        #expect(Set(styles).count == 3, "focused button \(focusedButton), button \(plainButton), selected row \(selectedRow)")
        pilot.stop()
    }
}
