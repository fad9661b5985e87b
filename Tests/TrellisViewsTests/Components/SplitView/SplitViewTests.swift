import Testing

@testable import TrellisViews

/// A view that fills its area with one character, to see where a pane went.
final class Filler: View {
    let character: Character
    init(_ character: Character, key: String? = nil) {
        self.character = character
        super.init()
        self.key = key
    }
    override func draw(_ context: inout DrawingContext) { context.fill(context.bounds, with: character) }
}

/// A split view lays its panes out by its layout, draws its dividers, moves them by drag
/// and key, collapses panes, keeps fractions across sizes and survives any size.
@MainActor
@Suite struct SplitViewTests {
    func makeSplit(_ count: Int = 2, width: Double = 21, height: Double = 3, axis: Axis = .horizontal) -> SplitView {
        let keys = ["list", "detail", "info"]
        let split = SplitView(panes: (0..<count).map { Filler(Character(String(keys[$0].first!)), key: keys[$0]) }, axis: axis)
        split.frame = Rect(x: 0, y: 0, width: width, height: height)
        split.layoutIfNeeded()
        return split
    }

    func key(_ spec: String) -> KeyEvent { (try? KeyEvent(spec: spec)) ?? KeyEvent(.escape) }

    @Test func panesSideBySideWithADividerBetween() {
        let split = makeSplit()
        #expect(ContainerPainting.lines(of: split) == Array(repeating: "llllllllll│dddddddddd", count: 3))
        #expect(split.panes.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 3), Rect(x: 11, y: 0, width: 10, height: 3)])
    }

    @Test func stackedPanesAndThreePanes() {
        let stacked = makeSplit(width: 4, height: 7, axis: .vertical)
        #expect(ContainerPainting.lines(of: stacked) == ["llll", "llll", "llll", "────", "dddd", "dddd", "dddd"])
        let three = makeSplit(3, width: 11, height: 1)
        #expect(ContainerPainting.lines(of: three) == ["lll│ddd│iii"])
    }

    @Test func resizingKeepsTheFractions() {
        let split = makeSplit(width: 41)
        split.layout = SplitLayout(fractions: [0.25, 0.75])
        split.layoutIfNeeded()
        #expect(split.paneLengths == [10, 30])
        split.frame.size.width = 81
        split.layoutIfNeeded()
        #expect(split.paneLengths == [20, 60])
        #expect(split.panes[1].frame == Rect(x: 21, y: 0, width: 60, height: 3))
    }

    @Test func draggingADividerMovesItAndReportsTheLayoutOnRelease() {
        let split = makeSplit()
        var reported: [SplitLayout] = []
        split.onLayoutChange = { reported.append($0) }
        #expect(!split.handleDrag(DragEvent(.began, location: Point(x: 4, y: 1), start: Point(x: 4, y: 1))))
        #expect(split.handleDrag(DragEvent(.began, location: Point(x: 10, y: 1), start: Point(x: 10, y: 1))))
        #expect(split.handleDrag(DragEvent(.moved, location: Point(x: 14, y: 2), start: Point(x: 10, y: 1))))
        split.layoutIfNeeded()
        #expect(split.paneLengths == [14, 6])
        #expect(ContainerPainting.lines(of: split)[0] == "llllllllllllll│dddddd")
        #expect(reported.isEmpty)
        #expect(split.handleDrag(DragEvent(.ended, location: Point(x: 15, y: 2), start: Point(x: 10, y: 1))))
        #expect(reported == [SplitLayout(fractions: [0.75, 0.25])])
        #expect(!split.handleDrag(DragEvent(.moved, location: Point(x: 2, y: 2), start: Point(x: 10, y: 1))))
    }

    @Test func aDividerStopsAtTheMinimumOfAPaneThatCannotCollapse() {
        let split = makeSplit()
        split.minimumLengths = [4, 5]
        _ = split.handleDrag(DragEvent(.began, location: Point(x: 10, y: 0), start: Point(x: 10, y: 0)))
        _ = split.handleDrag(DragEvent(.ended, location: Point(x: 400, y: 0), start: Point(x: 10, y: 0)))
        #expect(split.paneLengths == [15, 5])
        #expect(!split.isCollapsed(1))
    }

    @Test func draggingACollapsiblePanePastHalfItsMinimumCollapsesItAndBackExpandsIt() {
        let split = makeSplit()
        split.minimumLengths = [6, 1]
        var announced: [String] = []
        split.announcementHandler = { announced.append($0) }
        _ = split.handleDrag(DragEvent(.began, location: Point(x: 10, y: 0), start: Point(x: 10, y: 0)))
        _ = split.handleDrag(DragEvent(.moved, location: Point(x: 5, y: 0), start: Point(x: 10, y: 0)))
        #expect(split.paneLengths == [6, 14] && !split.isCollapsed(0))  // held at its minimum
        _ = split.handleDrag(DragEvent(.ended, location: Point(x: 2, y: 0), start: Point(x: 10, y: 0)))
        #expect(split.isCollapsed(0) && split.paneLengths == [0, 20] && split.panes[0].isHidden)
        #expect(announced == ["list collapsed"])
        #expect(split.accessibilityFocusDescription == "split view, list collapsed, detail 100%")
        // The divider now sits at column 0: dragged out again, the pane comes back.
        _ = split.handleDrag(DragEvent(.began, location: Point(x: 0, y: 0), start: Point(x: 0, y: 0)))
        _ = split.handleDrag(DragEvent(.ended, location: Point(x: 8, y: 0), start: Point(x: 0, y: 0)))
        #expect(!split.isCollapsed(0) && split.paneLengths == [8, 12] && !split.panes[0].isHidden)
        #expect(announced == ["list collapsed", "list expanded"])
    }

    @Test func theKeysMoveTheDividerBesideTheFocusedPaneAndCollapseTheSidebar() {
        let split = makeSplit(3, width: 32, height: 2)
        let probe = FocusableProbe(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        split.panes[2].addSubview(probe)
        split.layoutIfNeeded()
        var reported: [SplitLayout] = []
        split.onLayoutChange = { reported.append($0) }
        var announced: [String] = []
        split.announcementHandler = { announced.append($0) }
        FocusEngine(root: split).focus(probe)
        #expect(split.paneLengths == [10, 10, 10])
        #expect(probe.send(.key, key("ctrl+left")).wasHandled)
        #expect(split.paneLengths == [10, 9, 11])  // the last pane's divider is the one before it
        #expect(reported.count == 1)
        #expect(!probe.send(.key, key("ctrl+up")).wasHandled)
        #expect(probe.send(.key, key("ctrl+b")).wasHandled)
        #expect(split.isCollapsed(0) && announced == ["list collapsed"] && reported.last?.collapsed.first == true)
        #expect(probe.send(.key, key("ctrl+b")).wasHandled)
        #expect(!split.isCollapsed(0) && split.paneLengths == [10, 9, 11])
        #expect(split.declaredKeyBindings.map(\.scope) == ["split", "split"])
    }

    @Test func aStackedSplitMovesItsDividerWithCtrlUpAndDown() {
        let split = makeSplit(width: 4, height: 11, axis: .vertical)
        #expect(split.send(.key, key("ctrl+down")).wasHandled)
        #expect(split.paneLengths == [6, 4])
        #expect(!split.send(.key, key("ctrl+right")).wasHandled)
    }

    @Test func degenerateSizesNeverTrap() {
        let split = makeSplit(3)
        split.minimumLengths = [10, 10, 10]
        for size in [
            Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 2, height: 5), Size(width: 7, height: 1),
            Size(width: -3, height: 2),
        ] {
            split.frame.size = size
            let lines = ContainerPainting.lines(of: split)
            #expect(split.paneLengths.reduce(0, +) == max(0, Int(size.width) - 2))
            #expect(split.panes.allSatisfy { $0.frame.width >= 0 && $0.frame.minX >= 0 })
            _ = lines
            _ = split.accessibilityFocusDescription
        }
        split.minimumLengths = [-4]
        _ = split.handleDrag(DragEvent(.began, location: Point(x: .nan, y: 0), start: .zero))
        #expect(!split.moveDivider(5, by: 3, from: split.paneLengths))
    }

    @Test func aLayoutFromPreferencesIsFittedAndNotReportedBack() {
        let split = makeSplit()
        var reported = 0
        split.onLayoutChange = { _ in reported += 1 }
        split.layout = SplitLayout(lengths: [.cells(5)], collapsed: [false, true, true])  // pane 1's flag is dropped
        split.layoutIfNeeded()
        #expect(split.layout.lengths == [.cells(5), .fraction(0.5)])
        #expect(split.paneLengths == [5, 15] && !split.isCollapsed(1))
        #expect(reported == 0)
        #expect(!split.setCollapsed(7, true))
    }

    @Test func theLastPaneThatShowsNeverCollapses() {
        let split = makeSplit()
        #expect(split.setCollapsed(1, true))
        #expect(!split.setCollapsed(0, true))
        #expect(split.setCollapsed(1, false) && !split.setCollapsed(1, false))
    }

    @Test func itSaysEachPanesShare() {
        let split = makeSplit(width: 51)
        split.layout = SplitLayout(fractions: [0.4, 0.6])
        #expect(split.accessibilityFocusDescription == "split view, list 40%, detail 60%")
        split.paneNames = ["", "Details"]
        split.accessibilityLabel = "Mail"
        #expect(split.accessibilityFocusDescription == "Mail, split view, list 40%, Details 60%")
    }

    @Test func theThemeStylesTheDividers() {
        let split = Theme.standard.with(.splitDivider, Style(foreground: .magenta)).splitView(panes: [View(), View()])
        split.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        #expect(ContainerPainting.buffer(of: split)[2, 0].style.foreground == .magenta)
    }
}
