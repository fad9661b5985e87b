import Testing
import TrellisTestSupport

@testable import TrellisViews

/// libFuzzer-style: random bytes and random Markdown-ish fragments parse and render
/// without trapping, at random widths, and the same input always gives the same lines.
@MainActor
@Suite struct MarkdownFuzzTests {
    static let fragments = [
        "#", "##", "###", "####", " ", "  ", "\n", "\n\n", "\r\n", "\t", "*", "**", "_", "__", "`", "```", "```swift\n", "[", "]",
        "(", ")", "](", "](https://x.test)", "- ", "* ", "+ ", "1. ", "99) ", "\\", "\\*", "word", "猫", "é", "👩‍💻", "\u{0}",
        "\u{1B}[31m", "\u{301}", "a_b", "**bold**", "*em*", "`code`", "[l](u)", "> quote", "|t|", "<b>",
    ]

    static func randomBytes(_ generator: inout SeededGenerator) -> [UInt8] {
        let count = Int.random(in: 0...120, using: &generator)
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    static func randomMarkdown(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...30, using: &generator)
        return (0..<count).map { _ in fragments.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test func randomInputParsesAndRendersDeterministically() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        for round in 0..<2000 {
            let document: MarkdownDocument
            let again: MarkdownDocument
            if round.isMultiple(of: 2) {
                let bytes = Self.randomBytes(&generator)
                document = MarkdownDocument(bytes: bytes)
                again = MarkdownDocument(bytes: bytes)
            } else {
                let text = Self.randomMarkdown(&generator)
                document = MarkdownDocument(text)
                again = MarkdownDocument(text)
            }
            let width = Int.random(in: -2...50, using: &generator)
            let lines = document.lines(width: width)
            #expect(document == again, "seed \(seed), round \(round)")
            #expect(lines == again.lines(width: width), "seed \(seed), round \(round)")
            // Drawing (every eighth round: the painting is the slow part of a debug build).
            guard round.isMultiple(of: 8) else { continue }
            let view = MarkdownView(document: document)
            let root = View(frame: Rect(x: 0, y: 0, width: Double(max(1, width)), height: 6))
            view.frame = root.bounds
            root.addSubview(view)
            let first = paintedScreen(root)
            view.scroll(by: Int.random(in: -5...50, using: &generator))
            view.scroll(to: 0)
            #expect(first == paintedScreen(root), "seed \(seed), round \(round)")
        }
    }
}
