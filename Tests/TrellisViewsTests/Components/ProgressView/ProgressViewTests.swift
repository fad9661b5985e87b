import Testing

@testable import TrellisViews

@MainActor
@Suite struct ProgressViewTests {
    func makeProgress(_ progress: Double?) -> ControlHarness<ProgressView> {
        let view = Theme.standard.progressView(progress: progress)
        view.accessibilityLabel = "Downloading catalog"
        return ControlHarness(view, width: 15)
    }

    @Test func drawsTheBarAndThePercentage() {
        let harness = makeProgress(0.4)
        #expect(harness.lines() == ["████░░░░░░  40%"])
        #expect(harness.style(x: 0) == Theme.standard[.progressFill])
        #expect(harness.style(x: 9) == Theme.standard[.progressTrack])
        harness.control.progress = 1
        #expect(harness.lines() == ["██████████ 100%"])
        harness.control.showsPercentage = false
        harness.control.progress = 0
        #expect(harness.lines() == ["░░░░░░░░░░░░░░░"])
    }

    @Test func badProgressIsClampedAndNaNIsZero() {
        let harness = makeProgress(7)
        #expect(harness.control.progress == 1)
        harness.control.progress = -3
        #expect(harness.control.progress == 0)
        harness.control.progress = .nan
        #expect(harness.control.progress == 0)
        harness.control.progress = .infinity
        #expect(harness.control.progress == 1)
        #expect(ProgressView(progress: .nan).progress == 0)
    }

    @Test func anIndeterminateBandSlidesWithTheHostsStepsAndBack() {
        let harness = makeProgress(nil)
        #expect(harness.control.isAnimating)
        #expect(harness.lines(animationStep: 0) == ["███░░░░░░░░░░░░"])
        #expect(harness.lines(animationStep: 2) == ["░░███░░░░░░░░░░"])
        #expect(harness.lines(animationStep: 12) == ["░░░░░░░░░░░░███"])
        #expect(harness.lines(animationStep: 14) == ["░░░░░░░░░░███░░"])
        #expect(harness.lines(animationStep: -1) == harness.lines(animationStep: 1))
        harness.control.progress = 0.5
        #expect(!harness.control.isAnimating)
        #expect(ProgressView.bandStart(step: 5, width: 2) == 0)
    }

    @Test func inReducedMotionNothingMoves() {
        let harness = makeProgress(nil)
        let still = harness.lines(animationStep: 0, animates: false)
        #expect(still == ["░░░░░░░░░░░░░░░"])
        #expect(harness.lines(animationStep: 7, animates: false) == still)
    }

    @Test func announcesEachQuarterOnceNotEveryUpdate() {
        let harness = makeProgress(0)
        for percent in 1...100 { harness.control.progress = Double(percent) / 100 }
        #expect(
            harness.announcements == [
                "Downloading catalog, 25%", "Downloading catalog, 50%", "Downloading catalog, 75%", "Downloading catalog, 100%",
            ])
        harness.control.progress = nil
        harness.control.progress = 0.1
        #expect(harness.announcements.count == 5)  // a new task starts: where it is, once
    }

    @Test func describesItself() {
        #expect(makeProgress(0.4).control.accessibilityFocusDescription == "Downloading catalog, 40%")
        #expect(makeProgress(nil).control.accessibilityFocusDescription == "Downloading catalog, in progress")
    }
}
