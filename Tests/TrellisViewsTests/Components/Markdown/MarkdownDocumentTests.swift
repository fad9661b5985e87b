import Testing

@testable import TrellisViews

@Suite struct MarkdownDocumentTests {
    typealias Span = MarkdownDocument.Span

    @Test func headingsOfThreeLevelsAndDeeperOnesAsText() {
        let document = MarkdownDocument("# One\n## Two ##\n### Three\n#### Four\n#nospace")
        #expect(
            document.blocks == [
                .heading(level: 1, [Span("One")]), .heading(level: 2, [Span("Two")]), .heading(level: 3, [Span("Three")]),
                .paragraph([Span("#### Four #nospace")]),
            ])
    }

    @Test func paragraphsJoinTheirLinesUpToABlankLine() {
        let document = MarkdownDocument("one\r\ntwo\n\n  three\n")
        #expect(document.blocks == [.paragraph([Span("one two")]), .paragraph([Span("three")])])
    }

    @Test func emphasisStrongCodeAndLinks() {
        let document = MarkdownDocument("a *b* _c_ **d** `e*f` [g **h**](https://x.test) snake_case_name")
        guard case .paragraph(let spans) = document.blocks.first else {
            Issue.record("no paragraph")
            return
        }
        #expect(
            spans == [
                Span("a "), Span("b", traits: .emphasis), Span(" "), Span("c", traits: .emphasis), Span(" "),
                Span("d", traits: .strong), Span(" "), Span("e*f", traits: .code), Span(" "),
                Span("g ", link: "https://x.test"), Span("h", traits: .strong, link: "https://x.test"),
                Span(" snake_case_name"),
            ])
    }

    @Test func delimitersWithoutClosersAreText() {
        for text in ["*open", "**open", "`open", "[text](", "[text] (url)", "[a](b c)", "a * b", "\\*not\\*", "_", "**", "[]()"] {
            let document = MarkdownDocument(text)
            let shown = document.blocks.flatMap { block -> [Span] in
                if case .paragraph(let spans) = block { return spans }
                return []
            }
            #expect(shown.allSatisfy { $0.traits.isEmpty && $0.link == nil }, "\(text) → \(shown)")
        }
        #expect(MarkdownDocument("\\*x\\*").blocks == [.paragraph([Span("*x*")])])
    }

    @Test func fencedCodeKeepsItsLinesAndAnUnclosedFenceRunsToTheEnd() {
        let document = MarkdownDocument("```swift\nlet a = *b*\n\n  indented\n```\nafter\n```\nopen")
        #expect(
            document.blocks == [
                .code("let a = *b*\n\n  indented", language: "swift"), .paragraph([Span("after")]), .code("open", language: nil),
            ])
    }

    @Test func bulletedAndNumberedListsWithContinuations() {
        let document = MarkdownDocument("- one\n- **two**\n  more\n* three\n\n3. a\n4) b\n- c")
        #expect(
            document.blocks == [
                .list(ordered: false, start: 1, items: [[Span("one")], [Span("two", traits: .strong), Span(" more")], [Span("three")]]),
                .list(ordered: true, start: 3, items: [[Span("a")], [Span("b")]]),
                .list(ordered: false, start: 1, items: [[Span("c")]]),
            ])
        #expect(MarkdownDocument("1234567890. big").blocks == [.paragraph([Span("1234567890. big")])])
    }

    @Test func deepNestingStopsBeforeTheStackDoes() {
        let deep = String(repeating: "*_", count: 5000) + "x" + String(repeating: "_*", count: 5000)
        let document = MarkdownDocument(deep)
        #expect(document.blocks.count == 1)
        let brackets = String(repeating: "[", count: 3000) + "a" + String(repeating: "](u)", count: 3000)
        #expect(MarkdownDocument(brackets).blocks.count == 1)
    }

    @Test func linesSetHeadingsCodeListsAndLinksInTheirStyles() {
        let styles = MarkdownStyles()
        let document = MarkdownDocument("# Title\n\nSee [the docs](https://d.test) now.\n\n- first item wraps here\n\n```\ncode\n```")
        let lines = document.lines(width: 14, styles: styles)
        #expect(
            lines.map(\.string) == ["Title", "", "See the docs", "now.", "", "• first item", "  wraps here", "", "  code"])
        #expect(lines[0].runs == [StyledText.Run("Title", style: styles.heading1)])
        #expect(lines[2].runs.last == StyledText.Run("the docs", style: styles.link, link: "https://d.test"))
        #expect(lines[8].runs == [StyledText.Run("  code", style: styles.code)])
        #expect(MarkdownDocument("").lines(width: 10).isEmpty)
        #expect(document.lines(width: -4).count > 0)  // nonsense widths set one cell per line, never trap
    }
}
