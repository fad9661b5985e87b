import Testing

@testable import TrellisViews

@MainActor
@Suite struct StyledTextTests {
    let bold = Style(bold: true)
    let link = Style(foreground: .cyan, underline: true)

    @Test func runsJoinAlikeNeighboursAndDropEmptyOnes() {
        var text = StyledText("Read ") + StyledText("", style: bold) + "more "
        text += StyledText("here", style: link, link: "https://example.com")
        #expect(text.runs.map(\.text) == ["Read more ", "here"])
        #expect(text.string == "Read more here")
        #expect(text.description == "Read more [here](https://example.com)")
        #expect(StyledText().isEmpty)
        #expect(StyledText(runs: [.init("a", style: bold), .init("b", style: bold)]).runs.count == 1)
    }

    @Test func aLabelDrawsEachRunInItsStyleWrappedByDisplayWidth() {
        let root = View(frame: Rect(x: 0, y: 0, width: 12, height: 3))
        let label = Label()
        label.lineLimit = 0
        label.frame = Rect(x: 0, y: 0, width: 8, height: 3)
        label.attributedText = StyledText("猫 are ") + StyledText("very", style: bold) + " nice"
        root.addSubview(label)
        #expect(label.text == "猫 are very nice")
        let screen = paintedScreen(root)
        #expect(screen.lines == ["猫 are", "very", "nice"])
        #expect(screen[0, 1].style == bold)
        #expect(screen[3, 1].style == bold)
        #expect(screen[0, 2].style == .plain)
        #expect(screen[0, 0].style == .plain)
    }

    @Test func aTruncatedLineKeepsItsStylesAndTheEllipsisTakesTheCutRunsStyle() {
        let root = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        let label = Label(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        label.attributedText = StyledText("ab") + StyledText("cdefgh", style: bold)
        root.addSubview(label)
        let screen = paintedScreen(root)
        #expect(screen.lines == ["abcde…"])
        #expect(screen[1, 0].style == .plain)
        #expect(screen[2, 0].style == bold)
        #expect(screen[5, 0].style == bold)
    }

    @Test func settingOtherTextDropsTheAttributedText() {
        let label = Label()
        label.attributedText = StyledText("x", style: bold)
        label.text = "x"
        #expect(label.attributedText != nil)
        label.text = "y"
        #expect(label.attributedText == nil)
    }

    @Test func linksReachTheDrawnCells() {
        let root = View(frame: Rect(x: 0, y: 0, width: 20, height: 1))
        let label = Label(frame: Rect(x: 2, y: 0, width: 18, height: 1))
        label.attributedText = StyledText("see ") + StyledText("docs", style: link, link: "https://x.test/docs")
        root.addSubview(label)
        let screen = paintedScreen(root)
        #expect((0..<20).map { screen.link(x: $0, y: 0) != nil } == (0..<20).map { (6..<10).contains($0) })
        #expect(screen.link(x: 7, y: 0) == "https://x.test/docs")
        #expect(screen.link(x: -1, y: 0) == nil && screen.link(x: 99, y: 99) == nil)
    }
}
