import Testing

@testable import TrellisViews

/// A selectable label's selection is in its text, not on its screen: a resize keeps the
/// same words selected and drawn where they went; a copy yields the text itself, a wrapped
/// paragraph whole, a cut line's hidden rest with its ellipsis.
@MainActor
@Suite struct LabelSelectionTextTests {
    let selection = LabelSelectionTests()

    func drag(_ label: Label, from start: Point, to end: Point) {
        _ = label.handleDrag(DragEvent(.began, location: start, start: start))
        _ = label.handleDrag(DragEvent(.ended, location: end, start: start))
    }

    @Test func aResizeKeepsTheSameWordSelectedAndDrawsItWhereItWent() {
        let (root, label, host) = selection.makeLabel("alpha beta gamma delta", width: 12, height: 4)
        #expect(paintedScreen(root).lines == ["alpha beta", "gamma delta", "", ""])
        drag(label, from: Point(x: 0, y: 1), to: Point(x: 5, y: 1))
        #expect(label.selectedText == "gamma")
        label.frame = Rect(x: 0, y: 0, width: 7, height: 4)
        let screen = paintedScreen(root)
        #expect(screen.lines == ["alpha", "beta", "gamma", "delta"])
        #expect((0..<6).map { screen[$0, 2].style.bold } == [true, true, true, true, true, false])
        #expect((0..<6).map { screen[$0, 1].style.bold } == [false, false, false, false, false, false])
        #expect(label.copySelection())
        #expect(host.copied == ["gamma"])
    }

    @Test func aCopyOfAWrappedParagraphIsItsTextNotItsRows() {
        let text = "one two three four\nfive  six"
        let (_, label, host) = selection.makeLabel(text, width: 8, height: 6)
        #expect(label.textLayout.lines.map(\.text) == ["one two", "three", "four", "five ", "six"])
        drag(label, from: Point(x: 4, y: 0), to: Point(x: 3, y: 1))
        #expect(label.selectedText == "two thr")
        label.selectAll()
        #expect(label.copySelection())
        #expect(host.copied == [text])
        #expect(label.accessibilityFocusDescription == "\(text), selectable text, 28 characters selected")
    }

    @Test func aCutLinesEllipsisStandsForWhatItHides() {
        let (root, label, host) = selection.makeLabel("abcdefghij", width: 5, height: 1)
        label.lineLimit = 1
        #expect(paintedScreen(root).lines == ["abcd…"])
        drag(label, from: Point(x: 2, y: 0), to: Point(x: 9, y: 0))
        #expect(label.selectedText == "cdefghij")
        #expect((0..<5).map { paintedScreen(root)[$0, 0].style.bold } == [false, false, true, true, true])
        drag(label, from: Point(x: 4, y: 0), to: Point(x: 1, y: 0))
        #expect(label.selectedText == "bcd")
        label.selectAll()
        #expect(label.copySelection() && host.copied == ["abcdefghij"])
    }

    @Test func centredRowsMapBackToTheirText() {
        let (_, label, _) = selection.makeLabel("ab cdef", width: 6, height: 2)
        label.alignment = .center
        #expect(label.textLayout.lines.map(\.x) == [2, 1])
        drag(label, from: Point(x: 0, y: 0), to: Point(x: 3, y: 1))
        #expect(label.selectedText == "ab cd")
        label.alignment = .right
        #expect(label.selectedText == "ab cd", "alignment moves the rows, not the selection")
    }
}
