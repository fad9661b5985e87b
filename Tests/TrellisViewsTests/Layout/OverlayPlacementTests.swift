import Testing
import TrellisViews

@MainActor
@Suite struct OverlayPlacementTests {
    let screen = Rect(x: 0, y: 0, width: 40, height: 12)

    func anchored(_ anchor: Rect, _ width: Double, _ height: Double) -> Rect {
        OverlayPlacement.anchored(to: anchor) { _ in Size(width: width, height: height) }.frame(in: screen)
    }

    @Test func belowTheAnchorWhereThereIsRoom() {
        #expect(anchored(Rect(x: 5, y: 2, width: 10, height: 1), 12, 4) == Rect(x: 5, y: 3, width: 12, height: 4))
    }

    @Test func aboveWhenBelowIsTooSmallAndAboveHasMore() {
        #expect(anchored(Rect(x: 5, y: 10, width: 10, height: 1), 12, 4) == Rect(x: 5, y: 6, width: 12, height: 4))
    }

    @Test func movedLeftToStayOnTheScreenAndNeverBiggerThanIt() {
        #expect(anchored(Rect(x: 35, y: 0, width: 5, height: 1), 12, 3) == Rect(x: 28, y: 1, width: 12, height: 3))
        #expect(anchored(Rect(x: 0, y: 0, width: 5, height: 1), 100, 100) == Rect(x: 0, y: 0, width: 40, height: 12))
    }

    @Test func belowButPushedUpWhenNeitherSideFits() {
        // 5 rows below, 6 above, 9 wanted: above has more room, so it ends at the anchor's top.
        #expect(anchored(Rect(x: 0, y: 6, width: 5, height: 1), 10, 9) == Rect(x: 0, y: 0, width: 10, height: 9).offsetBy(dx: 0, dy: 0))
        // 6 below, 5 above: below, moved up to fit on the screen.
        #expect(anchored(Rect(x: 0, y: 5, width: 5, height: 1), 10, 9) == Rect(x: 0, y: 3, width: 10, height: 9))
    }

    @Test func badSizesFromTheClosureAreClamped() {
        #expect(anchored(Rect(x: 2, y: 2, width: 1, height: 1), -5, .nan) == Rect(x: 2, y: 0, width: 0, height: 12))
        let placement = OverlayPlacement.centered { _ in Size(width: .infinity, height: 2.9) }
        #expect(placement.frame(in: screen) == Rect(x: 0, y: 5, width: 40, height: 2))
    }
}
