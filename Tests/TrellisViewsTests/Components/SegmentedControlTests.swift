import Testing
import TrellisViews

@MainActor
@Suite struct SegmentedControlTests {
    @Test func segmentsAreLaidOutByTheMetrics() {
        let control = SegmentedControl(
            titles: ["All", "猫"],
            metrics: SegmentedControlMetrics().with {
                $0.segmentSpacing = 2
                $0.minimumSegmentWidth = 5
            })
        // "All" is 3 + 2 padding; "猫" is 2 + 2 = 4, raised to the minimum 5
        #expect(control.intrinsicContentSize == Size(width: 12, height: 1))
        control.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        control.layoutIfNeeded()
        #expect(
            control.segmentLabels.map(\.frame) == [
                Rect(x: 0, y: 0, width: 5, height: 1),
                Rect(x: 7, y: 0, width: 5, height: 1),
            ])
    }

    @Test func selectingSendsTheIndexUpTheChain() {
        let root = makeRoot()
        let control = SegmentedControl(titles: ["All", "Favorites"])
        root.addSubview(control)
        var selected: [Int] = []
        root.onAction(.segmentSelected) { index in
            selected.append(index)
            return true
        }
        #expect(control.select(1).wasHandled)
        #expect(control.selectedIndex == 1)
        #expect(selected == [1])
        #expect(control.segmentLabels[1].style == control.selectedStyle)
    }
}
