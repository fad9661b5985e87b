import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Random text at a random width, a selection made by a click and random Shift-moves,
/// then a resize to another random width: the copy is the same text, a part of the
/// view's text as it is (its selecting all), for a label and a Markdown view alike.
@MainActor
@Suite struct SelectionResizePropertyTests {
    static let words = ["a", "cat", "猫と犬", "naïve", "e\u{301}te\u{301}", "😺", "—", "selection", "xyzzy"]
    static let keys = ["shift+left", "shift+right", "shift+up", "shift+down", "shift+home", "shift+end"]

    /// Words joined by spaces, now and then two, or by line breaks (`breaks`).
    static func randomText(_ random: inout SeededGenerator, breaks: [String]) -> String {
        let separators = [" ", " ", " ", "  "] + breaks
        var text = ""
        for index in 0..<Int.random(in: 1...24, using: &random) {
            if index > 0 { text += separators.randomElement(using: &random)! }
            text += words.randomElement(using: &random)!
        }
        return text
    }

    /// A click at a random place, then random Shift-moves; returns what is selected.
    static func selectRandomly(_ view: View, _ random: inout SeededGenerator) {
        let point = Point(x: Double(Int.random(in: -1...30, using: &random)), y: Double(Int.random(in: -1...12, using: &random)))
        _ = view.handleDrag(DragEvent(.began, location: point, start: point))
        _ = view.handleDrag(DragEvent(.ended, location: point, start: point))
        for _ in 0..<Int.random(in: 1...14, using: &random) {
            guard let event = try? KeyEvent(spec: keys.randomElement(using: &random)!) else { continue }
            _ = view.send(.key, event)
        }
    }

    /// Selects, resizes, copies: `copied` the same before and after, a part of `all`.
    static func check(_ view: some SelectableTextView, host: ClipboardHost, random: inout SeededGenerator, seed: UInt64) {
        selectRandomly(view, &random)
        let before = view.selectedText
        let width = Double(Int.random(in: 1...30, using: &random))
        view.frame = Rect(x: 0, y: 0, width: width, height: view.frame.height)
        view.layoutIfNeeded()
        let copied = view.copySelection()
        #expect(copied == !before.isEmpty, "seed \(seed)")
        #expect((host.copied.last ?? "") == before, "seed \(seed): a resize to \(width) changed the selection")
        let selected = view.selectedText
        view.selectAll()
        let all = view.selectedText
        #expect(before.isEmpty || all.contains(selected), "seed \(seed): \(selected.debugDescription) is not in \(all.debugDescription)")
    }

    @Test("a label's selection survives a resize", arguments: 1...60)
    func label(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let text = Self.randomText(&random, breaks: ["\n", "\n\n"])
        let label = Label(text)
        label.lineLimit = 0
        label.isSelectable = true
        label.frame = Rect(x: 0, y: 0, width: Double(Int.random(in: 1...30, using: &random)), height: 200)
        let host = ClipboardHost()
        label.hostServices = host
        Self.check(label, host: host, random: &random, seed: seed)
        #expect(label.selectedText == text, "seed \(seed): selecting all selects the text")
    }

    @Test("a Markdown view's selection survives a resize", arguments: 1...60)
    func markdown(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let markdown = Self.randomText(&random, breaks: ["\n\n", "\n\n- ", "\n\n# "])
        let viewer = MarkdownView(markdown: markdown)
        viewer.frame = Rect(x: 0, y: 0, width: Double(Int.random(in: 1...30, using: &random)), height: 6)
        let host = ClipboardHost()
        viewer.hostServices = host
        Self.check(viewer, host: host, random: &random, seed: seed)
    }
}
