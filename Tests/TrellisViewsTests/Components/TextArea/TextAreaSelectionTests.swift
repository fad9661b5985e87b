import Testing

@testable import TrellisViews

/// Moving by word and to the ends, selecting by keys and by the mouse, and what a selection
/// does to typing, deleting, copying and cutting.
@MainActor
@Suite("TextArea selection")
struct TextAreaSelectionTests {
    @Test("word moves stop where a text field's do, and cross line breaks")
    func wordMoves() {
        let area = makeTextArea("Maine Coon  cat\nAbyssinian", width: 40)
        area.press("alt+right")
        #expect(area.cursorDescription == "0:5")
        area.press("ctrl+right")
        #expect(area.cursorDescription == "0:10")
        area.press("alt+f")
        #expect(area.cursorDescription == "0:15")
        area.press("alt+right")  // at the line's end: the next line's start
        #expect(area.cursorDescription == "1:0")
        area.press("alt+left")  // at the line's start: the line before's end
        #expect(area.cursorDescription == "0:15")
        area.press("ctrl+left")
        #expect(area.cursorDescription == "0:12")
        area.press("alt+b")
        #expect(area.cursorDescription == "0:6")
        area.press("ctrl+end")
        #expect(area.cursorDescription == "1:10")
        area.press("ctrl+home")
        #expect(area.cursorDescription == "0:0")
    }

    @Test("Shift with any move extends the selection from where it began")
    func selectByKeys() {
        let area = makeTextArea("one two\nthree", width: 40)
        area.press("shift+alt+right")
        #expect(area.selectedText == "one")
        area.press("shift+down")
        #expect(area.selectedText == "one two\nthr")
        area.press("shift+ctrl+home")
        #expect(!area.hasSelection)  // back at the anchor
        area.press("shift+ctrl+end")
        #expect(area.selectedText == "one two\nthree")
        area.press("left")  // collapses to the selection's start
        #expect(!area.hasSelection)
        #expect(area.cursorDescription == "0:0")
        area.press("alt+a")
        #expect(area.selectedText == "one two\nthree")
        area.press("right")
        #expect(area.cursorDescription == "1:5")
    }

    @Test("typing or a paste replaces the selection; Backspace and Delete delete it")
    func selectionReplaced() {
        let area = makeTextArea("hello world", width: 40)
        area.press("shift+alt+right")
        area.typeText("J")
        #expect(area.text == "J world")
        area.press("shift+end")
        #expect(area.handlePaste(" there\nfriend"))
        #expect(area.text == "J there\nfriend")
        area.press("shift+ctrl+home")
        area.press("delete")
        #expect(area.text == "")
        area.text = "abc"
        area.press("f7")
        area.press("backspace")
        #expect(area.text == "")
    }

    @Test("a click puts the cursor where it lands; a click far outside lands on the nearest row")
    func clicks() {
        let area = makeTextArea("ab猫cd\nxyz", width: 10, height: 4)
        #expect(area.handleClick(at: Point(x: 3, y: 0)))  // the second cell of 猫: before it
        #expect(area.cursorDescription == "0:2")
        _ = area.handleClick(at: Point(x: 4, y: 0))
        #expect(area.cursorDescription == "0:3")
        _ = area.handleClick(at: Point(x: 99, y: 1))
        #expect(area.cursorDescription == "1:3")
        _ = area.handleClick(at: Point(x: -5, y: 1e12))
        #expect(area.cursorDescription == "1:0")
        _ = area.handleClick(at: Point(x: .nan, y: -.infinity))
        #expect(area.cursorDescription == "0:0")
        _ = area.handleClick(at: Point(x: .infinity, y: .nan))
        #expect(area.cursorDescription == "0:5")
    }

    @Test("a drag selects from the press to the pointer, wherever the pointer goes")
    func dragSelects() {
        let area = makeTextArea("one two\nthree four", width: 20)
        let start = Point(x: 4, y: 0)
        _ = area.handleClick(at: start)
        #expect(area.handleDrag(DragEvent(.began, location: start, start: start)))
        #expect(area.handleDrag(DragEvent(.moved, location: Point(x: 5, y: 1), start: start)))
        #expect(area.selectedText == "two\nthree")
        #expect(area.handleDrag(DragEvent(.ended, location: Point(x: -3, y: -2), start: start)))
        #expect(area.selectedText == "one ")
        #expect(area.rendered()[0] == "one two")
    }

    @Test("the selection draws in the selection style, a selected line break as one cell")
    func selectionDrawn() {
        let area = makeTextArea("ab\ncd", width: 6, height: 2)
        area.selectionStyle = Style(bold: true)
        area.press("right")
        area.press("shift+down")
        var context = DrawingContext(buffer: CellBuffer(width: 6, height: 2))
        let frame = CellRect(x: 0, y: 0, width: 6, height: 2)
        context.prepare(frame: frame, shown: frame, clip: frame, style: .plain, packedStyle: PackedStyle(.plain))
        area.draw(&context)
        let bold = (0..<4).map { context.cell(x: $0, y: 0)?.style.bold == true }
        #expect(bold == [false, true, true, false])  // "b" and the break
        #expect(context.cell(x: 0, y: 1)?.style.bold == true)  // "c"
        #expect(context.cell(x: 1, y: 1)?.style.bold != true)
    }

    @Test("copy and cut hand the selection to the host's clipboard; cut deletes it as one step")
    func copyAndCut() {
        let area = makeTextArea("copy me", width: 20)
        let host = ClipboardHost()
        area.hostServices = host
        let log = AnnouncementLog(area)
        area.press("shift+alt+right")
        #expect(area.press("ctrl+c"))
        area.press("shift+end")
        #expect(area.press("ctrl+x"))
        #expect(host.copied == ["copy", "copy me"])
        #expect(area.text == "")
        #expect(log.sentences == ["Copied 4 characters", "Cut 7 characters"])
        area.press("ctrl+z")
        #expect(area.text == "copy me")
        #expect(area.selectedText == "copy me")
    }

    @Test("without a host, cut keeps the text")
    func cutWithoutAHost() {
        let area = makeTextArea("keep", width: 20)
        area.press("alt+a")
        #expect(!area.cutSelection())
        #expect(area.text == "keep")
    }
}
