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

    @Test func aClickOnASegmentSelectsItAndAClickBesideThemTravelsOn() {
        let root = makeRoot()
        let control = SegmentedControl(titles: ["All", "Favorites"])
        root.addSubview(control)
        var selected: [Int] = []
        var clicksBeside = 0
        root.onAction(.segmentSelected) { index in
            selected.append(index)
            return true
        }
        root.onAction(.click) { _ in
            clicksBeside += 1
            return true
        }
        let label = control.segmentLabels[1]
        #expect(label.send(.click, Point(x: 1, y: 0), sender: label).wasHandled)
        #expect(control.selectedIndex == 1)
        #expect(selected == [1])
        #expect(control.send(.click, Point(x: 0, y: 0), sender: control).wasHandled)  // not on a segment
        #expect(selected == [1])
        #expect(clicksBeside == 1)
    }

    @Test func settingTheIndexShowsItAndSendsNothing() {
        let root = makeRoot()
        let control = SegmentedControl(titles: ["Details", "Sightings"])
        root.addSubview(control)
        var sent = 0
        root.onAction(.segmentSelected) { _ in
            sent += 1
            return true
        }
        control.selectedIndex = 1  // a reactor's state says so: no action goes back to it
        #expect(sent == 0)
        #expect(control.segmentLabels.map(\.style) == [control.normalStyle, control.selectedStyle])
    }
}
