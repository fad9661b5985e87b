import CatsAPI
import Testing
import TrellisLists
import TrellisReactor
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The detail screen through the real terminal host: keys and clicks in, the screen out.
@MainActor
@Suite struct CatDetailScreenPilotTests {
    @MainActor struct Opened {
        let pilot: Pilot
        let screen: CatDetailScreen
        let context: CatsContext
        var view: CatDetailView { screen.contentView }
        var header: CatDetailHeaderView { screen.contentView.header }
    }

    func open(_ id: Int64, _ fake: FakeCatsServices, columns: Int = 60, rows: Int = 16, loads: Bool = true) async -> Opened {
        let context = CatsContext.recording(fake.services)
        let screen = CatDetailScreen(breedID: id, context: context)
        let pilot = Pilot.testing(root: screen.view, columns: columns, rows: rows) { app in
            app.focusedView = screen.preferredFocus
        }
        context.recorded.app = pilot.app
        screen.viewWillAppear()
        if loads {
            #expect(
                await eventually {
                    !screen.contentView.details.loadingState.isLoading && screen.contentView.header.repainted.contains("line")
                })
        }
        pilot.frame()
        return Opened(pilot: pilot, screen: screen, context: context)
    }

    func breed(_ fake: FakeCatsServices, _ id: Int64) -> Breed { fake.breeds.first { $0.id == id }! }

    @Test func detailsShowTheFactsAndTheDescriptionTogether() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        let lines = opened.pilot.screenLines
        #expect(opened.screen.title == "American Bobtail")
        #expect(lines[0].hasPrefix(" American Bobtail") && lines[0].hasSuffix("☆ Favorite"))
        #expect(lines[1].hasPrefix(" United States · Short or long") && lines[1].hasSuffix("♥ 0"))
        #expect(lines.contains { $0.contains("Origin") && $0.contains("United States") })
        #expect(lines.contains { $0.contains("Lifespan") && $0.contains("13–15 years") })
        let description = breed(fake, 3).description
        #expect(lines.contains { $0.contains(String(description.prefix(20))) })
        #expect(opened.view.details.itemCounts == [4, 1])
        #expect(opened.pilot.app.keyBindingsInEffect.help.contains { $0.keys == "f" })
        opened.pilot.stop()
    }

    @Test func sightingsLoadOnlyWhenFirstSelected() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        let reactor = opened.screen.detailReactor
        #expect(await eventually { reactor.runtime.runningEffectCount == 0 })  // any load that was due has run
        #expect(reactor.currentState.sightings == .notLoaded)
        #expect(opened.view.sightings.loadingState == .initial)
        opened.pilot.press(.right)
        #expect(await eventually { opened.view.sightings.loadingState == .contentLoaded })
        #expect(opened.header.segmentedControl.selectedIndex == 1)
        opened.pilot.frame()
        let newest = fake.sightings.filter { $0.breedID == 3 }.sorted { $0.seenOn > $1.seenOn }[0]  // as the catalog sorts
        #expect(opened.pilot.screenLines.contains { $0.contains(newest.seenOn) && $0.contains(newest.place) })
        #expect(!opened.pilot.screenLines.contains { $0.contains("Origin") })
        #expect(opened.screen.detailReactor.currentState.segment == .sightings)
        opened.pilot.press(.left)  // back to Details: loaded once only (a second load would be refreshing)
        #expect(opened.header.segmentedControl.selectedIndex == 0)
        opened.pilot.press(.right)
        #expect(reactor.currentState.sightings.value?.count == fake.sightings.filter { $0.breedID == 3 }.count)
        #expect(!reactor.currentState.sightings.isLoading)
        opened.pilot.stop()
    }

    @Test func theFavoriteButtonIsNotReverseVideo() async throws {
        let opened = await open(3, FakeCatsServices())
        let line = opened.pilot.screenLines[0]
        let x = line.distance(from: line.startIndex, to: try #require(line.range(of: "☆ Favorite")).lowerBound)
        let style = opened.pilot.terminal.style(atColumn: x + 2, row: 0)
        #expect(!style.reverse, "\(style)")
        #expect(style.foreground == Theme.cats[.button].foreground)
        opened.pilot.stop()
    }

    @Test func aClickOnATabSelectsIt() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        func click(_ title: String) {
            guard let row = opened.pilot.screenLines.firstIndex(where: { $0.contains("Details") && $0.contains("Sightings") }),
                let range = opened.pilot.screenLines[row].range(of: title)
            else {
                Issue.record("no \(title) tab on \(opened.pilot.screenLines)")
                return
            }
            let x = opened.pilot.screenLines[row].distance(from: opened.pilot.screenLines[row].startIndex, to: range.lowerBound)
            opened.pilot.click(x: x + 1, y: row)
        }
        click("Sightings")
        #expect(opened.screen.detailReactor.currentState.segment == .sightings)
        #expect(await eventually { opened.view.sightings.loadingState == .contentLoaded })
        #expect(opened.header.segmentedControl.selectedIndex == 1)
        click("Details")
        #expect(opened.screen.detailReactor.currentState.segment == .details)
        #expect(opened.header.segmentedControl.selectedIndex == 0)
        opened.pilot.stop()
    }

    @Test func aBreedWithoutSightingsSaysSoWhileDetailsHaveContent() async {
        let fake = FakeCatsServices()
        let opened = await open(7, fake)
        #expect(opened.view.details.itemCounts == [4, 1])
        opened.pilot.press(.right)
        #expect(await eventually { opened.view.sightings.loadingState == .noContent })
        opened.pilot.frame()
        #expect(opened.pilot.screenLines.contains { $0.contains("No Sightings") })
        opened.pilot.press(.left)
        #expect(opened.pilot.screenLines.contains { $0.contains("Arabian Peninsula") && $0.contains("Origin") })
        #expect(!opened.pilot.screenLines.contains { $0.contains("No Sightings") })
        opened.pilot.stop()
    }

    func expectFavorite(_ opened: Opened, _ fake: FakeCatsServices, requests: [String]) async {
        #expect(await eventually { opened.header.favoriteButton.title == "★ Favorited" })
        opened.pilot.frame()
        #expect(opened.pilot.screenLines[0].hasSuffix("★ Favorited"))
        #expect(fake.favoriteIDs.current == [3])
        #expect(fake.requests.withLockedValue { $0 } == requests)
    }

    @Test func theButtonSendsItsActionUpTheResponderChain() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        let delivery = opened.header.favoriteButton.press()
        #expect(delivery?.wasHandled == true)
        await expectFavorite(opened, fake, requests: ["PUT /favorites/3"])
        opened.pilot.stop()
    }

    @Test func fTogglesTheFavoriteBothWays() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        opened.pilot.type("f")
        await expectFavorite(opened, fake, requests: ["PUT /favorites/3"])
        opened.pilot.type("f")
        #expect(await eventually { opened.header.favoriteButton.title == "☆ Favorite" })
        #expect(fake.favoriteIDs.current == [])
        opened.pilot.stop()
    }

    @Test func aClickOnTheButtonPressesIt() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        let frame = opened.header.favoriteButton.frameInRoot
        opened.pilot.click(x: Int(frame.minX) + 2, y: Int(frame.minY))
        await expectFavorite(opened, fake, requests: ["PUT /favorites/3"])
        opened.pilot.click(x: 1, y: 1)  // on the short line: nothing
        #expect(fake.requests.withLockedValue { $0.count } == 1)
        opened.pilot.stop()
    }

    @Test func aRefusedChangeIsAnErrorOnTheStatusLineAndTheButtonGoesBack() async {
        let fake = FakeCatsServices()
        fake.knobs.withLockedValue { $0.refuseFavorites = "favorites are closed" }
        let opened = await open(3, fake)
        opened.pilot.type("f")
        #expect(await eventually { opened.context.status.current?.kind == .error })
        #expect(opened.context.status.current?.text == "the server refused the change to breed 3: favorites are closed")
        #expect(await eventually { opened.header.favoriteButton.title == "☆ Favorite" })
        #expect(fake.favoriteIDs.current == [])
        #expect(fake.requests.withLockedValue { $0 } == ["PUT /favorites/3"])
        opened.pilot.stop()
    }

    @Test func togglingRepaintsOnlyTheButtonsLabel() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        #expect(opened.header.repainted == ["name", "line", "count"])  // "☆ Favorite" already showed
        opened.pilot.type("f")
        #expect(await eventually { opened.header.favoriteButton.title == "★ Favorited" })
        #expect(await eventually { opened.header.reactor?.runtime.runningEffectCount == 0 })  // the toggle has ended
        // The fake catalog sends no breed change, so the count stays (CatDetailCountTests has a real store).
        #expect(opened.header.repainted == ["name", "line", "count", "isFavorite"])
        opened.pilot.stop()
    }

    @Test func enterAndOOnNothingDoNothingHarmful() async {
        let fake = FakeCatsServices()
        let opened = await open(3, fake)
        let before = opened.pilot.screenLines
        opened.pilot.type("o")
        opened.pilot.press(.enter)
        opened.pilot.press(.down)
        opened.pilot.press(.up)
        opened.pilot.press(.enter)
        // Anything a key started (an effect is registered as the key is handled) has ended.
        #expect(
            await eventually {
                opened.screen.detailReactor.runtime.runningEffectCount == 0 && opened.header.reactor?.runtime.runningEffectCount == 0
            })
        opened.pilot.frame()
        #expect(opened.context.status.current == nil)
        #expect(fake.requests.withLockedValue { $0 }.isEmpty)
        #expect(!opened.pilot.app.quitRequested)
        #expect(opened.pilot.screenLines[0..<4] == before[0..<4])
        #expect(opened.header.favoriteButton.title == "☆ Favorite")
        opened.pilot.stop()
    }

    @Test func anUnknownBreedShowsTheErrorPlaceholder() async {
        let fake = FakeCatsServices()
        let opened = await open(999, fake, loads: false)
        #expect(opened.screen.title == "Cat 999")
        #expect(await eventually { opened.view.details.loadingState == .error })
        opened.pilot.frame()
        #expect(opened.pilot.screenLines.contains { $0.contains("Unable To Load The Facts") })
        opened.pilot.stop()
    }
}
