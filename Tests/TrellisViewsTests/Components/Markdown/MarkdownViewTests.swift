import Testing

@testable import TrellisViews

@MainActor
@Suite struct MarkdownViewTests {
    static let markdown = """
        # Guide

        Intro line one.

        - alpha
        - beta
        - gamma

        ```
        let x = 1
        ```

        Read [more](https://m.test).
        """

    func makeViewer(height: Double = 4) -> (View, MarkdownView) {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: height))
        let viewer = Theme.standard.markdownView(markdown: Self.markdown)
        viewer.frame = root.bounds
        root.addSubview(viewer)
        return (root, viewer)
    }

    @Test func drawsTheDocumentFromTheScrollOffset() {
        let (root, viewer) = makeViewer()
        #expect(paintedScreen(root).lines == ["Guide", "", "Intro line one.", ""])
        #expect(paintedScreen(root)[0, 0].style == Theme.standard[.heading1])
        viewer.scroll(by: 4)
        #expect(paintedScreen(root).lines == ["• alpha", "• beta", "• gamma", ""])
    }

    @Test func keysAndTheWheelScrollWithinTheDocument() {
        let (root, viewer) = makeViewer()
        let total = viewer.shownLines.count
        #expect(total == 11)
        #expect(viewer.send(.key, KeyEvent(.down), sender: viewer).wasHandled)
        #expect(viewer.scrollOffset == 1)
        viewer.send(.key, KeyEvent(.character("k")), sender: viewer)
        #expect(viewer.scrollOffset == 0)
        viewer.send(.key, KeyEvent(.up), sender: viewer)  // at the top: taken, stays
        #expect(viewer.scrollOffset == 0)
        viewer.send(.key, KeyEvent(.pageDown), sender: viewer)
        #expect(viewer.scrollOffset == 3)
        viewer.send(.key, KeyEvent(.end), sender: viewer)
        #expect(viewer.scrollOffset == total - 4)
        #expect(paintedScreen(root).lines.last == "Read more.")
        viewer.send(.key, KeyEvent(.home), sender: viewer)
        #expect(viewer.scrollOffset == 0)
        #expect(viewer.send(.scroll, 2, sender: viewer).wasHandled)
        #expect(viewer.scrollOffset == 2)
        viewer.scroll(by: Int.min)
        #expect(viewer.scrollOffset == 0)
        viewer.scroll(by: Int.max)
        #expect(viewer.scrollOffset == total - 4)
        #expect(!viewer.send(.scroll, 5, sender: viewer).wasHandled)  // at the bottom: the wheel goes on
    }

    @Test func aClickOnALinkOpensIt() {
        let (root, viewer) = makeViewer()
        var opened: [String] = []
        viewer.onOpenLink = { opened.append($0) }
        viewer.scroll(to: .max)
        #expect(viewer.handleClick(at: Point(x: 6, y: 3)))
        #expect(opened == ["https://m.test"])
        #expect(!viewer.handleClick(at: Point(x: 1, y: 3)))
        #expect(!viewer.handleClick(at: Point(x: .infinity, y: -1)))
        #expect(paintedScreen(root).link(x: 5, y: 3) == "https://m.test")
    }

    @Test func itsIntrinsicHeightIsItsLinesAtItsWidth() {
        let viewer = MarkdownView(markdown: "one two three four")
        viewer.preferredMaxLayoutWidth = 9  // "one two" / "three" / "four"
        #expect(viewer.intrinsicContentSize.height == 3)
        viewer.preferredMaxLayoutWidth = 40
        #expect(viewer.intrinsicContentSize.height == 1)
        viewer.preferredMaxLayoutWidth = .nan
        #expect(viewer.intrinsicContentSize.height == View.noIntrinsicMetric)
    }

    @Test func describesItselfAndDeclaresItsKeys() {
        let (_, viewer) = makeViewer()
        viewer.scroll(by: 2)
        #expect(viewer.accessibilityFocusDescription == "Guide, document, line 3 of 11")
        #expect(viewer.declaredKeyBindings.allSatisfy { $0.scope == "markdown" || $0.scope == "selection" })
        #expect(MarkdownView(markdown: "").accessibilityFocusDescription == "Document, document, line 1 of 0")
    }
}
