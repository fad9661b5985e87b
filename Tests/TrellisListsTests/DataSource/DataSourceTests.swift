import Testing

@testable import TrellisLists

@MainActor
@Suite struct DataSourceTests {
    final class OwnLoader: DataSource {
        var loads = 0
        override func loadContent() { loads += 1 }
    }

    @Test func theContentLoaderRunsOncePerCoalescedLoadAndStartsNoLoadItself() {
        let scheduler = ManualScheduler()
        let source = DataSource(scheduler: scheduler)
        var asked = 0
        source.contentLoader = { asked += 1 }

        for _ in 0..<3 { source.setNeedsLoadContent() }
        scheduler.runPending()

        #expect(asked == 1)
        #expect(source.loadingState == .initial)  // whoever it asked moves the machine
    }

    @Test func aSubclassThatLoadsItselfIgnoresTheContentLoader() {
        let scheduler = ManualScheduler()
        let source = OwnLoader(scheduler: scheduler)
        var asked = 0
        source.contentLoader = { asked += 1 }

        source.setNeedsLoadContent()
        scheduler.runPending()

        #expect(source.loads == 1)
        #expect(asked == 0)
    }
}
