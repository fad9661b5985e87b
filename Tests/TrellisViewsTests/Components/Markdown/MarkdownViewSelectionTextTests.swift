import Testing

@testable import TrellisViews

/// A Markdown view's selection is in the document's text as shown: a resize keeps the
/// same words selected and drawn where they went; a copy yields the rendered text (no
/// markup, no indents), a paragraph whole, a blank line between blocks.
@MainActor
@Suite struct MarkdownViewSelectionTextTests {
    func makeViewer(_ markdown: String, width: Double, height: Double) -> (View, MarkdownView, ClipboardHost) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: height))
        let viewer = MarkdownView(markdown: markdown)
        viewer.selectionStyle = Style(bold: true)
        viewer.frame = root.bounds
        root.addSubview(viewer)
        root.layoutIfNeeded()
        let host = ClipboardHost()
        viewer.hostServices = host
        return (root, viewer, host)
    }

    @Test func aResizeKeepsTheSameWordSelectedAndDrawsItWhereItWent() {
        let (root, viewer, host) = makeViewer("The quick brown fox jumps over the lazy dog.", width: 20, height: 5)
        #expect(paintedScreen(root).lines == ["The quick brown fox", "jumps over the lazy", "dog.", "", ""])
        let start = Point(x: 10, y: 0)
        _ = viewer.handleDrag(DragEvent(.began, location: start, start: start))
        _ = viewer.handleDrag(DragEvent(.ended, location: Point(x: 15, y: 0), start: start))
        #expect(viewer.selectedText == "brown")
        viewer.frame = Rect(x: 0, y: 0, width: 11, height: 5)
        root.layoutIfNeeded()
        let screen = paintedScreen(root)
        #expect(screen.lines == ["The quick", "brown fox", "jumps over", "the lazy", "dog."])
        #expect((0..<6).map { screen[$0, 1].style.bold } == [true, true, true, true, true, false])
        #expect(!(0..<20).contains { screen[$0, 0].style.bold })
        #expect(viewer.copySelection())
        #expect(host.copied == ["brown"])
    }

    @Test func aCopyIsTheRenderedTextParagraphsWholeAndBlocksApart() {
        let markdown = """
            # A heading that wraps

            A *paragraph* of **words** that wraps.

            - an item that wraps too
            - two

            ```
            let x = 1
            ```
            """
        let (_, viewer, host) = makeViewer(markdown, width: 12, height: 6)
        #expect(viewer.shownLines.count > 10, "every block wraps at 12 cells")
        viewer.selectAll()
        #expect(viewer.copySelection())
        #expect(
            host.copied == [
                "A heading that wraps\n\nA paragraph of words that wraps.\n\n• an item that wraps too\n• two\n\nlet x = 1"
            ])
        #expect(viewer.shownLines[3...5].map(\.string) == ["A paragraph", "of words", "that wraps."])
        let start = Point(x: 2, y: 3)
        _ = viewer.handleDrag(DragEvent(.began, location: start, start: start))
        _ = viewer.handleDrag(DragEvent(.ended, location: Point(x: 6, y: 4), start: start))
        #expect(viewer.selectedText == "paragraph of wor")
    }

    @Test func aListItemsWrappedRowsCopyAsOneLineWithoutTheirIndent() {
        let (_, viewer, _) = makeViewer("- an item that wraps too\n- two", width: 12, height: 6)
        #expect(viewer.shownLines.map(\.string) == ["• an item", "  that wraps", "  too", "• two"])
        let start = Point(x: 5, y: 0)
        _ = viewer.handleDrag(DragEvent(.began, location: start, start: start))
        _ = viewer.handleDrag(DragEvent(.ended, location: Point(x: 3, y: 3), start: start))
        #expect(viewer.selectedText == "item that wraps too\n• t")
    }
}
