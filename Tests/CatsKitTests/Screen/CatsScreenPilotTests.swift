import Testing
import TrellisLists
@testable import TrellisTerminal
import TrellisTerminalTesting
import TrellisViews
@testable import CatsKit

/// The cats screen through the real terminal host, as a person sees it: keys in, the
/// replayed screen out.
@MainActor
@Suite struct CatsScreenPilotTests {
    func pilot(_ access: StubCats = StubCats()) async -> (Pilot, CatsScreen, ManualScheduler) {
        let scheduler = ManualScheduler()
        let screen = CatsScreen(access: access, scheduler: scheduler)
        let pilot = Pilot.testing(root: screen, columns: 40, rows: 10) { app in screen.install(in: app) }
        screen.start()
        scheduler.runPending()
        for _ in 0..<50 where screen.segments.loadingState.isLoading { await Task.yield() }
        pilot.frame()
        return (pilot, screen, scheduler)
    }

    @Test func theListAsAPersonSeesIt() async {
        let (pilot, _, _) = await pilot()
        pilot.assertScreen([
            "                  Cats",
            " 4 breeds · 0 favorites",
            " All   Favorites",
            "Ethiopia (1)",
            "   Abyssinian                   Short  ›",
            "Thailand (2)",
            "   Korat                        Short  ›",
            "   Siamese                      Short  ›",
            "United States (1)",
            "↑↓ move  Tab switch  f favorite  r relo…",
        ])
        pilot.stop()
    }

    @Test func keysMoveFavoriteAndSwitch() async {
        let (pilot, screen, scheduler) = await pilot()
        pilot.press(.down)
        pilot.type("f")
        pilot.frame()
        #expect(pilot.screenLines.contains { $0.contains("★ Korat") })
        #expect(pilot.screenLines.last?.contains("★ Korat is a favorite") == true)
        pilot.press(.tab)
        scheduler.runPending()   // the Favorites list starts loading
        for _ in 0..<50 where screen.segments.loadingState.isLoading { await Task.yield() }
        pilot.frame()
        #expect(screen.segments.selectedIndex == 1)
        #expect(pilot.screenLines.contains { $0.contains("Thailand (1)") })
        #expect(!pilot.screenLines.contains { $0.contains("Abyssinian") })
        pilot.type("q")
        #expect(pilot.app.quitRequested)
        pilot.stop()
    }

    @Test func shrinkingAndGrowingTheTerminalRelaysOut() async {
        let (pilot, screen, _) = await pilot()
        pilot.resize(24, 5)     // views below the new bottom edge must not trip the painter
        pilot.frame()
        #expect(pilot.screenLines.count == 5)
        #expect(pilot.screenLines.first?.contains("Cats") == true)
        pilot.resize(120, 12)   // wide enough for two columns
        pilot.frame()
        #expect(screen.all.defaultMetrics.numberOfColumns == 2)
        #expect(pilot.screenLines.contains { $0.contains("Korat") && $0.contains("Siamese") })
        pilot.stop()
    }

    @Test func aPinnedHeaderHidesTheRowUnderIt() async {
        let many = StubCats(cats: (0..<30).map { Cat(name: "Cat \($0)", origin: "Egypt", coat: "Short", description: "-") })
        let (pilot, _, _) = await pilot(many)
        pilot.press(.pageDown)
        pilot.frame()
        let pinned = pilot.screenLines[2]
        #expect(pinned == "Egypt (30)", "the pinned header's row shows only the header, not the cell under it: \(pinned)")
        pilot.stop()
    }

    @Test func theMouseWheelScrollsTheList() async {
        let many = StubCats(cats: (0..<30).map { Cat(name: "Cat \($0)", origin: "Egypt", coat: "Short", description: "-") })
        let (pilot, screen, _) = await pilot(many)
        pilot.scroll(1, x: 5, y: 5)     // one notch down over the list
        pilot.frame()
        #expect(screen.list.contentOffset == 3)
        pilot.scroll(-1, x: 5, y: 5)
        pilot.frame()
        #expect(screen.list.contentOffset == 0)
        pilot.stop()
    }

    @Test func theErrorPlaceholderOnScreen() async {
        let (pilot, _, _) = await pilot(StubCats(error: .simulatedFailure))
        #expect(pilot.screenLines.contains { $0.contains("Unable To Load Cats") })
        pilot.stop()
    }
}
