import Testing

@testable import TrellisViews

@MainActor
@Suite struct SliderTests {
    func makeSlider(value: Double = 30) -> ControlHarness<Slider> {
        let slider = Theme.standard.slider(range: 0...100, step: 10, value: value)
        slider.accessibilityLabel = "Stale after"
        slider.format = { "\(Int($0)) min" }
        // The value's text takes 7 columns ("100 min") and a space: the track is 11.
        return ControlHarness(slider, width: 19)
    }

    @Test func drawsTheTrackTheThumbAndTheValue() {
        let harness = makeSlider()
        #expect(harness.lines() == ["━━━●─────── 30 min"])
        #expect(harness.style(x: 0) == Theme.standard[.progressFill])
        #expect(harness.style(x: 8) == Theme.standard[.progressTrack])
        harness.control.value = 100
        #expect(harness.lines() == ["━━━━━━━━━━● 100 min"])
        harness.control.showsValue = false
        harness.control.value = 0
        #expect(harness.lines() == ["●──────────────────"])
    }

    @Test func theKeysStepPageAndGoToTheEnds() {
        let harness = makeSlider()
        var changes: [Double] = []
        harness.control.onChange = { changes.append($0) }
        for key: Key in [.right, .character("+"), .left, .character("-"), .pageUp, .pageDown, .end, .home, .left] {
            #expect(harness.press(key))
        }
        #expect(changes == [40, 50, 40, 30, 100, 0, 100, 0])  // the last ← at 0 changes nothing
        #expect(harness.announcements == changes.map { "\(Int($0)) min" })
        #expect(!harness.press(.up))
    }

    @Test func aClickOnTheTrackPutsTheValueThere() {
        let harness = makeSlider()
        var changes: [Double] = []
        harness.control.onChange = { changes.append($0) }
        #expect(harness.click(x: 10))
        #expect(harness.click(x: 5))
        #expect(harness.click(x: 14))  // on the value's text: nothing
        #expect(harness.click(x: -2))
        #expect(harness.click(x: .nan))
        #expect(changes == [100, 50])
    }

    @Test func aDragMovesTheValueAndAnnouncesItOnce() {
        let harness = makeSlider()
        let slider = harness.control
        var changes: [Double] = []
        slider.onChange = { changes.append($0) }
        #expect(!slider.handleDrag(DragEvent(.began, location: Point(x: 15, y: 0), start: Point(x: 15, y: 0))))  // off the track
        #expect(slider.handleDrag(DragEvent(.began, location: Point(x: 3, y: 0), start: Point(x: 3, y: 0))))
        #expect(slider.handleDrag(DragEvent(.moved, location: Point(x: 6, y: 0), start: Point(x: 3, y: 0))))
        #expect(slider.handleDrag(DragEvent(.moved, location: Point(x: 60, y: 4), start: Point(x: 3, y: 0))))  // far past the end
        #expect(slider.handleDrag(DragEvent(.ended, location: Point(x: 7, y: 0), start: Point(x: 3, y: 0))))
        #expect(changes == [60, 100, 70])
        #expect(harness.announcements == ["70 min"])
    }

    @Test func theAppsValueIsSnappedNaNIgnoredAndNothingSent() {
        let harness = makeSlider()
        var changes = 0
        harness.control.onChange = { _ in changes += 1 }
        harness.control.value = 44
        #expect(harness.control.value == 40)
        harness.control.value = .nan
        harness.control.value = .infinity
        #expect(harness.control.value == 40)
        harness.control.value = 1e9
        #expect(harness.control.value == 100)
        #expect(changes == 0 && harness.announcements.isEmpty)
        #expect(Slider(range: 0...1, step: 0.1, value: .nan).value == 0)
    }

    @Test func describesItselfWithTheFormat() {
        let harness = makeSlider()
        #expect(harness.control.accessibilityFocusDescription == "Stale after, slider, 30 min")
        #expect(harness.control.declaredKeyBindings.allSatisfy { $0.scope == "slider" })
    }

    @Test func aNarrowSliderDrawsWhatFits() {
        let harness = makeSlider()
        harness.control.frame = Rect(x: 0, y: 0, width: 3, height: 1)
        #expect(harness.lines() == [""])  // no room for the track beside the value
        #expect(harness.click(x: 0))
    }
}
