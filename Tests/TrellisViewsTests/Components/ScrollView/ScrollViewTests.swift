import Testing

@testable import TrellisViews

/// A scroll view lays out, draws its bars and only the part of its content that shows,
/// and scrolls by key, wheel and drag, clamped whatever it is given.
@MainActor
@Suite struct ScrollViewTests {
    /// A `width` × `height` scroll view over `rows` numbered lines, laid out.
    func makeScroll(width: Double = 10, height: Double = 5, rows: Int = 20, contentWidth: Int = 8) -> (ScrollView, NumberedLines) {
        let content = NumberedLines(rows: rows, width: contentWidth)
        let scroll = ScrollView(content: content)
        scroll.frame = Rect(x: 0, y: 0, width: width, height: height)
        scroll.layoutIfNeeded()
        return (scroll, content)
    }

    func key(_ spec: String) -> KeyEvent {
        (try? KeyEvent(spec: spec)) ?? KeyEvent(.escape)
    }

    @Test func aTallContentShowsAVerticalBarWithAThumbInProportion() {
        let (scroll, _) = makeScroll()
        #expect(
            ContainerPainting.lines(of: scroll) == [
                "line 0   █", "line 1   │", "line 2   │", "line 3   │", "line 4   │",
            ])
        // Half-way (offset 8 of 15): a thumb of 5·5/20 ≈ 1 cell, at 4·8/15 ≈ row 2.
        scroll.contentOffset = Point(x: 0, y: 8)
        #expect(ContainerPainting.lines(of: scroll) == ["line 8   │", "line 9   │", "line 10  █", "line 11  │", "line 12  │"])
    }

    @Test func contentThatFitsShowsNoBars() {
        let (scroll, _) = makeScroll(width: 12, height: 6, rows: 3)
        #expect(ContainerPainting.lines(of: scroll) == ["line 0", "line 1", "line 2", "", "", ""])
        #expect(!scroll.geometry.hasVerticalBar && !scroll.geometry.hasHorizontalBar)
        #expect(scroll.accessibilityFocusDescription == "scroll view, all shown")
    }

    @Test func wideAndTallContentShowsBothBars() {
        let (scroll, _) = makeScroll(width: 10, height: 5, rows: 20, contentWidth: 30)
        let lines = ContainerPainting.lines(of: scroll)
        #expect(lines.count == 5)
        #expect(lines[0] == "line 0   █")
        // The bottom row is the horizontal bar: a thumb of 9·9/30 ≈ 3 cells at the start, and the corner blank.
        #expect(lines[4] == "███──────")
        #expect(scroll.geometry.viewport == (9, 4))
        #expect(scroll.clipView.frame == Rect(x: 0, y: 0, width: 9, height: 4))
    }

    @Test func onlyTheRowsThatShowAreDrawn() {
        let (scroll, content) = makeScroll()
        scroll.contentOffset = Point(x: 0, y: 10)
        _ = ContainerPainting.lines(of: scroll)
        #expect(content.drawnRows == [10, 11, 12, 13, 14])
        #expect(content.frame.origin == Point(x: 0, y: -10))
    }

    @Test func theKeysScrollWhileItHasFocus() {
        let (scroll, _) = makeScroll()
        let engine = FocusEngine(root: scroll)
        engine.focus(scroll)
        #expect(scroll.send(.key, key("down")).wasHandled)
        #expect(scroll.contentOffset.y == 1)
        scroll.send(.key, key("pagedown"))
        #expect(scroll.contentOffset.y == 5)  // a page is the viewport less a row: 4
        scroll.send(.key, key("end"))
        #expect(scroll.contentOffset.y == 15)
        #expect(scroll.send(.key, key("down")).wasHandled)  // at the bottom: still taken
        #expect(scroll.contentOffset.y == 15)
        scroll.send(.key, key("pageup"))
        #expect(scroll.contentOffset.y == 11)
        scroll.send(.key, key("home"))
        #expect(scroll.contentOffset.y == 0)
        // Nothing to scroll sideways: ← goes on up the chain.
        #expect(!scroll.send(.key, key("left")).wasHandled)
    }

    @Test func withoutFocusOnlyThePageKeysReachIt() {
        let (scroll, content) = makeScroll()
        #expect(!content.send(.key, key("down")).wasHandled)
        #expect(content.send(.key, key("pagedown")).wasHandled)
        #expect(scroll.contentOffset.y == 4)
        #expect(scroll.declaredKeyBindings.allSatisfy { $0.scope == "scroll" })
        #expect(scroll.declaredKeyBindings.map(\.command) == ["line", "page", "edge"])
    }

    @Test func theWheelScrollsAndPassesOnWhenThereIsNothingToScroll() {
        let (scroll, content) = makeScroll()
        var offsets: [Point] = []
        scroll.onScroll = { offsets.append($0) }
        #expect(content.send(.scroll, 3).wasHandled)
        #expect(content.send(.scroll, -10).wasHandled)
        #expect(content.send(.scroll, Int.max).wasHandled)
        #expect(offsets.map(\.y) == [3, 0, 15])
        let (short, shortContent) = makeScroll(rows: 2)
        #expect(!shortContent.send(.scroll, 3).wasHandled)
        #expect(short.contentOffset == .zero)
    }

    @Test func draggingTheThumbScrollsInProportion() {
        let (scroll, _) = makeScroll()
        // Track 5, thumb 1: 4 cells of travel for 15 rows of content, 3.75 a cell.
        #expect(scroll.handleDrag(DragEvent(.began, location: Point(x: 9, y: 0), start: Point(x: 9, y: 0))))
        #expect(scroll.handleDrag(DragEvent(.moved, location: Point(x: 9, y: 2), start: Point(x: 9, y: 0))))
        #expect(scroll.contentOffset.y == 7)
        #expect(scroll.geometry.thumb(.vertical, at: scroll.contentOffset).start == 2)  // under the pointer
        _ = scroll.handleDrag(DragEvent(.moved, location: Point(x: 30, y: 400), start: Point(x: 9, y: 0)))
        #expect(scroll.contentOffset.y == 15)
        _ = scroll.handleDrag(DragEvent(.moved, location: Point(x: 9, y: -40), start: Point(x: 9, y: 0)))
        #expect(scroll.contentOffset.y == 0)
        #expect(scroll.handleDrag(DragEvent(.ended, location: Point(x: 9, y: 1), start: Point(x: 9, y: 0))))
        #expect(scroll.contentOffset.y == 3)
        // Over: a stray motion moves nothing.
        #expect(!scroll.handleDrag(DragEvent(.moved, location: Point(x: 9, y: 4), start: Point(x: 9, y: 0))))
        #expect(scroll.contentOffset.y == 3)
    }

    @Test func aPressOnTheTrackPagesAndOneOnTheContentIsLeftAlone() {
        let (scroll, _) = makeScroll()
        #expect(scroll.handleDrag(DragEvent(.began, location: Point(x: 9, y: 3), start: Point(x: 9, y: 3))))
        #expect(scroll.contentOffset.y == 4)
        #expect(!scroll.handleDrag(DragEvent(.moved, location: Point(x: 9, y: 4), start: Point(x: 9, y: 3))))
        #expect(scroll.contentOffset.y == 4)
        // The thumb is at row 1 now; a press above it pages back.
        _ = scroll.handleDrag(DragEvent(.began, location: Point(x: 9, y: 0), start: Point(x: 9, y: 0)))
        #expect(scroll.contentOffset.y == 0)
        #expect(!scroll.handleDrag(DragEvent(.began, location: Point(x: 2, y: 2), start: Point(x: 2, y: 2))))
        #expect(!scroll.handleDrag(DragEvent(.began, location: Point(x: .nan, y: 2), start: Point(x: 2, y: 2))))
        #expect(scroll.handleClick(at: Point(x: 9, y: 2)) && !scroll.handleClick(at: Point(x: 3, y: 2)))
    }

    @Test func theHorizontalThumbDragsSideways() {
        let (scroll, _) = makeScroll(width: 10, height: 5, rows: 20, contentWidth: 30)
        // Track 9, thumb 3: 6 cells of travel for 21 columns, 3.5 a cell.
        #expect(scroll.handleDrag(DragEvent(.began, location: Point(x: 1, y: 4), start: Point(x: 1, y: 4))))
        _ = scroll.handleDrag(DragEvent(.moved, location: Point(x: 3, y: 4), start: Point(x: 1, y: 4)))
        #expect(scroll.contentOffset == Point(x: 7, y: 0))
    }

    @Test func focusMovingInsideScrollsToShowTheFocusedView() {
        let content = View()
        let probe = FocusableProbe(frame: Rect(x: 0, y: 20, width: 4, height: 1))
        content.addSubview(probe)
        let scroll = ScrollView(content: content)
        scroll.contentSize = Size(width: 9, height: 30)
        scroll.frame = Rect(x: 0, y: 0, width: 10, height: 5)
        scroll.layoutIfNeeded()
        FocusEngine(root: scroll).focus(probe)
        #expect(scroll.contentOffset.y == 16)
        #expect(scroll.scrollRectToVisible(Rect(x: 0, y: 2, width: 1, height: 1)))
        #expect(scroll.contentOffset.y == 2)
        #expect(!scroll.scrollRectToVisible(Rect(x: 0, y: 3, width: 1, height: 2)))  // shows already
        #expect(!scroll.scrollRectToVisible(Rect(x: .nan, y: .infinity, width: 1, height: 1)))
    }

    @Test func badOffsetsAndSizesAreClampedNeverTrap() {
        let (scroll, _) = makeScroll()
        scroll.contentOffset = Point(x: .nan, y: -5)
        #expect(scroll.contentOffset == .zero)
        scroll.contentOffset = Point(x: 1e300, y: .infinity)
        #expect(scroll.contentOffset == Point(x: 0, y: 15))
        scroll.contentSize = Size(width: .nan, height: -3)
        #expect(scroll.contentSize == .zero && scroll.contentOffset == .zero)
        scroll.contentSize = Size(width: .infinity, height: 1e300)
        #expect(scroll.contentSize == Size(width: 1_000_000, height: 1_000_000))
        scroll.scroll(y: .nan)
        scroll.scroll(pages: Int.min)
        for size in [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: -4, height: 3), Size(width: 2, height: 1)] {
            scroll.frame = Rect(origin: .zero, size: size)
            _ = ContainerPainting.lines(of: scroll)
            let offset = scroll.contentOffset
            #expect(offset.x >= 0 && offset.y >= 0 && !offset.x.isNaN)
        }
        scroll.contentView = nil
        scroll.fixedContentSize = nil
        #expect(scroll.contentSize == .zero && scroll.contentOffset == .zero)
    }

    @Test func itSaysHowFarDownItIsAndAnnouncesNothing() {
        let (scroll, _) = makeScroll()
        var announced: [String] = []
        scroll.announcementHandler = { announced.append($0) }
        scroll.contentOffset = Point(x: 0, y: 6)
        #expect(scroll.accessibilityFocusDescription == "scroll view, 40% down")
        scroll.accessibilityLabel = "Log"
        scroll.send(.scroll, 9)
        #expect(scroll.accessibilityFocusDescription == "Log, scroll view, 100% down")
        #expect(announced.isEmpty)
    }

    @Test func theThemeStylesTheBars() {
        let theme = Theme.standard.with(.scrollThumb, Style(foreground: .red)).with(.scrollTrack, Style(dim: true))
        let scroll = theme.scrollView(content: NumberedLines(rows: 9, width: 8))
        #expect(scroll.thumbStyle == Style(foreground: .red) && scroll.trackStyle == Style(dim: true))
        scroll.frame = Rect(x: 0, y: 0, width: 10, height: 3)
        let buffer = ContainerPainting.buffer(of: scroll)
        #expect(buffer[9, 0].style.foreground == .red)
        #expect(buffer[9, 2].style.dim)
    }
}
