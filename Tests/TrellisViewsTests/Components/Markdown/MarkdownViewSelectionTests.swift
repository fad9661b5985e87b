import Testing

@testable import TrellisViews

/// Selecting a Markdown view's text: a drag across its lines (scrolling past the edges),
/// the keys, Ctrl-C through the host; links still open on a click.
@MainActor
@Suite struct MarkdownViewSelectionTests {
    func makeViewer(_ markdown: String = MarkdownViewTests.markdown, height: Double = 4) -> (View, MarkdownView, ClipboardHost) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: height))
        let viewer = Theme.standard.markdownView(markdown: markdown)
        viewer.frame = root.bounds
        root.addSubview(viewer)
        root.layoutIfNeeded()
        let host = ClipboardHost()
        viewer.hostServices = host  // the viewer's own: a caller may drop the root
        return (root, viewer, host)
    }

    func press(_ spec: String, on view: View) -> Bool {
        guard let event = try? KeyEvent(spec: spec) else { return false }
        return view.send(.key, event).wasHandled
    }

    @Test func aDragSelectsAcrossLinesAndIsDrawnInTheThemesStyle() {
        let (root, viewer, _) = makeViewer()
        let before = paintedScreen(root)
        let start = Point(x: 2, y: 0)
        #expect(viewer.handleDrag(DragEvent(.began, location: start, start: start)))
        #expect(viewer.handleDrag(DragEvent(.moved, location: Point(x: 5, y: 2), start: start)))
        #expect(viewer.selectedText == "ide\n\nIntro")
        let screen = paintedScreen(root)
        let selected = Theme.standard[.textSelection]
        #expect(screen[2, 0].style == selected.merged(over: before[2, 0].style))
        #expect(screen[1, 0].style == before[1, 0].style)
        #expect(screen[4, 2].style == selected.merged(over: before[4, 2].style) && screen[5, 2].style == before[5, 2].style)
        #expect(screen[2, 0].style != before[2, 0].style)
    }

    @Test func draggingPastTheBottomScrollsAndKeepsSelecting() {
        let (_, viewer, _) = makeViewer()
        let start = Point(x: 0, y: 2)
        _ = viewer.handleDrag(DragEvent(.began, location: start, start: start))
        for _ in 0..<3 { _ = viewer.handleDrag(DragEvent(.moved, location: Point(x: 3, y: 7), start: start)) }
        #expect(viewer.scrollOffset == 3)
        #expect(viewer.selectedText.hasPrefix("Intro line one.\n\n• alpha"))
    }

    @Test func keysSelectAndCopy() {
        let (_, viewer, host) = makeViewer()
        let log = AnnouncementLog(viewer)
        #expect(press("shift+down", on: viewer) && press("shift+end", on: viewer))
        #expect(viewer.selectedText == "Guide\n")
        #expect(press("ctrl+c", on: viewer))
        #expect(press("alt+a", on: viewer) && viewer.selectedText.hasSuffix("Read more."))
        #expect(host.copied == ["Guide\n"])
        #expect(log.sentences.first == "Copied 6 characters")
        #expect(press("down", on: viewer) && viewer.scrollOffset == 1, "the pager's keys still scroll")
    }

    @Test func notSelectableItTakesNoDragAndNoCtrlC() {
        let (_, viewer, host) = makeViewer()
        viewer.selectAll()
        viewer.isSelectable = false
        #expect(!viewer.hasSelection)
        #expect(!viewer.handleDrag(DragEvent(.began, location: .zero, start: .zero)))
        #expect(!press("ctrl+c", on: viewer) && !press("alt+a", on: viewer))
        #expect(host.copied.isEmpty)
    }

    @Test func aClickOnALinkStillOpensIt() {
        let (_, viewer, _) = makeViewer("Read [more](https://m.test).", height: 2)
        var opened: [String] = []
        viewer.onOpenLink = { opened.append($0) }
        #expect(viewer.handleClick(at: Point(x: 6, y: 0)))
        #expect(opened == ["https://m.test"])
    }
}
