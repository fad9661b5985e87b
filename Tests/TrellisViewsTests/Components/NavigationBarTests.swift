import Testing
import TrellisViews

@MainActor
@Suite struct NavigationBarTests {
    @Test func aCentredTitleCentresOnTheBar() {
        let bar = NavigationBar(title: "Cats", frame: Rect(x: 0, y: 0, width: 20, height: 1))
        bar.layoutIfNeeded()
        #expect(bar.titleLabel.frame == Rect(x: 1, y: 0, width: 18, height: 1))
        #expect(bar.titleLabel.textLayout.lines.map(\.x) == [7])
    }

    @Test func theBackItemTakesTheLeftAndTheTitleTheRest() {
        let bar = NavigationBar(title: "阅读源码的乐趣", frame: Rect(x: 0, y: 0, width: 24, height: 1))
        bar.backTitle = "‹ Back"
        bar.layoutIfNeeded()
        #expect(bar.backButton.frame == Rect(x: 1, y: 0, width: 6, height: 1))
        #expect(bar.titleLabel.frame == Rect(x: 9, y: 0, width: 14, height: 1))
    }
}
