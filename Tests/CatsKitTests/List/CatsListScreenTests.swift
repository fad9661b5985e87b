import CatsAPI
import Testing
import TrellisLists
import TrellisReactor
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The list screen through the real terminal host, on the fake services: keys in, the
/// replayed screen out.
@MainActor
@Suite struct CatsListScreenTests {
    /// What a test drives and reads.
    @MainActor struct Harness {
        let pilot: Pilot
        let screen: CatsListScreen
        let fake: FakeCatsServices
        let context: CatsContext
        let scheduler: ManualScheduler
        let recorder: ListBatchRecorder
        var view: CatsListView { screen.contentView }

        /// Runs scheduled loads and waits until the shown list has loaded and the reactor
        /// has the favorites service's ids, then draws.
        func settle() async {
            scheduler.runPending()
            _ = await TrellisTestSupport.eventually { !view.segments.loadingState.isLoading }
            // The catalog has answered: its progress view has gone from the count line.
            _ = await TrellisTestSupport.eventually { screen.reactor?.currentState.isSyncingCatalog == false }
            #expect(await caughtUp())
            pilot.frame()
        }

        /// Whether the list's reactor catches up with the favorites service's ids (they
        /// reach it through the service's stream, a few tasks after they change).
        func caughtUp() async -> Bool {
            await TrellisTestSupport.eventually { screen.reactor?.currentState.favoriteIDs == fake.favoriteIDs.current }
        }

        /// Runs scheduled loads and draws frames until `condition` holds: a favorite edit
        /// reaches the screen through the favorites service's ids, a few tasks after the key.
        func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
            await TrellisTestSupport.eventually {
                scheduler.runPending()
                pilot.frame()
                return condition()
            }
        }

        func lines(containing text: String) -> [String] { pilot.screenLines.filter { $0.contains(text) } }
        var names: [String] {
            view.list.visibleCells.sorted { $0.key < $1.key }.map { $0.value.textLabel.text }
        }
    }

    func start(
        breeds: [Breed] = ListFixtures.breeds, favorites: [Int64] = [], segment: CatsListSegment = .all,
        query: String? = nil, columns: Int = 40, rows: Int = 12,
        knobs: (inout FakeCatsServices.Knobs) -> Void = { _ in }
    ) async -> Harness {
        let fake = FakeCatsServices(breeds: breeds, favorites: favorites)
        fake.knobs.withLockedValue(knobs)
        let context = CatsContext.recording(fake.services)
        let scheduler = ManualScheduler()
        let screen = CatsListScreen(context: context, initialSegment: segment, query: query, scheduler: scheduler)
        let recorder = ListBatchRecorder()
        screen.contentView.segments.addObserver(recorder)
        screen.viewWillAppear()  // binds the view to the reactor, as a navigator does
        let pilot = Pilot.testing(root: screen.view, columns: columns, rows: rows) { app in
            app.focusedView = screen.preferredFocus
        }
        context.recorded.app = pilot.app
        let harness = Harness(
            pilot: pilot, screen: screen, fake: fake, context: context, scheduler: scheduler,
            recorder: recorder)
        await harness.settle()
        recorder.updates.removeAll()
        recorder.reloads = 0
        return harness
    }

    @Test func theListAsAPersonSeesIt() async {
        let app = await start()
        app.pilot.assertScreen([
            " 4 breeds · 0 favorites",
            " All   Favorites",
            "Ethiopia (1)",
            "   Abyssinian                 Short  ›",
            "Thailand (2)                           E",  // the section index, centred down the right edge
            "   Korat                      Short  › T",
            "   Siamese                    Short  › U",
            "United States (1)",
            "   Maine Coon                  Long  ›",
        ])
        #expect(app.screen.title == "Cats")
        // The help is generated from the declared keys in effect: Favorites' keys only there.
        #expect(app.pilot.app.keyBindingsInEffect.help.contains(KeyHelp("f", "favorite or not")))
        #expect(!app.pilot.app.keyBindingsInEffect.help.contains(KeyHelp("u", "undo the removal (Favorites)")))
        app.pilot.stop()
    }

    @Test func theWholeCatalogCountsItsBreedsAndFavorites() async {
        let app = await start(breeds: (try? BreedCatalog.load()) ?? [], favorites: [3, 5], rows: 8)
        #expect(app.pilot.screenLines.first?.hasPrefix(" 68 breeds · 2 favorites   ") == true)  // the section index ends the line
        #expect(app.view.all.sections.count > 1)
        app.pilot.stop()
    }

    @Test func fStarsTheFocusedRowAndTheCountAndFavoritesFollow() async {
        let app = await start()
        app.pilot.press(.down)
        app.pilot.type("f")
        #expect(await app.eventually { app.context.status.current == StatusMessage("★ Korat is a favorite") })
        #expect(await app.eventually { app.lines(containing: "Korat").first?.hasPrefix(" ★ Korat") == true })
        #expect(app.pilot.screenLines.first == " 4 breeds · 1 favorite")
        #expect(app.recorder.reloads == 0)
        #expect(app.recorder.updates.flatMap(\.changes.items.updates).count == 1)  // the row, updated in a batch
        #expect(await eventually { app.fake.favoriteIDs.current == [2] })
        app.pilot.press(.tab, modifiers: .shift)  // focus on All / Favorites
        #expect(app.view.segmentedControl.hasFocus)
        app.pilot.press(.right)
        await app.settle()
        #expect(app.view.segments.selectedIndex == 1)
        #expect(app.names == ["Korat"])
        #expect(app.lines(containing: "In your order (1)").count == 1)
        app.pilot.stop()
    }

    @Test func searchFiltersAsYouTypeInBatchesAndEscClears() async {
        let app = await start()
        let reloads = app.view.list.reloadCount
        app.pilot.type("/")
        app.pilot.type("k")
        #expect(app.pilot.screenLines.first == "Search: k")
        #expect(app.pilot.terminal.privateModes.contains(25))  // the real cursor, after the k
        #expect(app.pilot.terminal.cursorPosition == (9, 0))
        app.pilot.type("O")
        #expect(app.names == ["Korat"])
        #expect(app.pilot.screenLines.first == "Search: kO")
        #expect(app.recorder.itemDeletes > 0)
        app.pilot.press(.backspace)
        #expect(app.pilot.screenLines.first == "Search: k")
        app.pilot.type("o")
        app.pilot.press(.enter)  // stops typing, keeps the filter
        #expect(app.pilot.screenLines.first == "Search: ko  (Esc clears)")
        #expect(!app.pilot.terminal.privateModes.contains(25))
        app.pilot.type("j")  // a list key again, not the query
        #expect(app.names == ["Korat"])
        app.pilot.press(.escape)
        #expect(app.names == ["Abyssinian", "Korat", "Siamese", "Maine Coon"])
        #expect(app.pilot.screenLines.first == " 4 breeds · 0 favorites")
        #expect(app.recorder.itemInserts > 0)
        #expect(app.recorder.reloads == 0)
        #expect(app.view.list.reloadCount == reloads)  // batches, never reloadData
        // Nothing to cancel: Esc is not the list's now, it goes on to the shell (back).
        #expect(!app.view.declaredKeyBindings.contains { $0.isEnabled && $0.keys.contains(KeyEvent(.escape)) })
        app.pilot.stop()
    }

    @Test func keysTypedIntoTheSearchNeverReachTheListAndPastesGoIn() async {
        let app = await start()
        app.pilot.type("/")
        app.pilot.type("fjrx")  // favorite, down, reload, remove: all letters of the query here
        #expect(app.pilot.screenLines.first == "Search: fjrx")
        #expect(app.fake.requests.withLockedValue { $0 }.isEmpty)
        app.pilot.press(.character("u"), modifiers: .control)
        app.pilot.paste("ko\nrat")
        #expect(app.pilot.screenLines.first == "Search: korat")
        #expect(app.names == ["Korat"])
        app.pilot.press(.left, modifiers: .alt)
        #expect(app.pilot.terminal.cursorPosition == (8, 0))
        app.pilot.stop()
    }

    /// A hostile run of `cats --web` pasted 32 KiB into the search: the query, the
    /// filter and "Nothing matches “…”" took the main actor seconds, longer with each
    /// paste (99 s for the fifth in a debug build). The field keeps 4,096 characters and
    /// the placeholder lays out in linear time: 26 ms for the slowest of the five.
    @Test func aHugePasteIntoTheSearchIsCutAndShowsNothingMatches() async {
        let app = await start()
        app.pilot.type("/")
        for _ in 0..<5 { app.pilot.paste(String(repeating: "zq 猫", count: 8_192)) }
        #expect(app.view.searchField.text.count == 4_096)
        #expect(app.names.isEmpty)
        #expect(app.pilot.screenLines.joined().contains("Nothing matches"))
        #expect(app.pilot.screenLines.first?.hasPrefix("Search: ") == true)
        app.pilot.stop()
    }

    @Test func aSearchLinkOpensFiltered() async {
        let app = await start(query: "thai")
        #expect(app.pilot.screenLines.first == "Search: thai  (Esc clears)")
        #expect(app.names == ["Korat", "Siamese"])
        app.pilot.press(.escape)
        #expect(app.names.count == 4)
        app.pilot.stop()
    }

    @Test func shiftDownMovesTheFavoriteInTheBatchAndPersistsTheOrder() async {
        let app = await start(favorites: [1, 2, 3], segment: .favorites)
        #expect(app.names == ["Abyssinian", "Korat", "Siamese"])
        app.pilot.press(.down, modifiers: .shift)
        #expect(await app.eventually { app.names == ["Korat", "Abyssinian", "Siamese"] })
        #expect(app.view.focusedRow?.name == "Abyssinian")  // focus follows the moved row
        #expect(!app.recorder.moves.isEmpty)
        #expect(app.recorder.reloads == 0)
        #expect(await eventually { app.fake.favoriteIDs.current == [2, 1, 3] })
        #expect(await app.caughtUp())
        app.pilot.press(.down, modifiers: .shift)
        #expect(await app.eventually { app.names == ["Korat", "Siamese", "Abyssinian"] })
        #expect(await eventually { app.fake.favoriteIDs.current == [2, 3, 1] })
        #expect(await app.caughtUp())
        #expect(app.view.focusedRow?.name == "Abyssinian")
        app.pilot.press(.up, modifiers: .shift)
        #expect(await eventually { app.fake.favoriteIDs.current == [2, 1, 3] })
        app.pilot.stop()
    }

    @Test func deleteThenUndoRestoresTheFavoriteAtTheSameIndex() async {
        let app = await start(favorites: [1, 2, 3], segment: .favorites)
        app.pilot.press(.down)
        app.pilot.press(.delete)
        #expect(await app.eventually { app.names == ["Abyssinian", "Siamese"] })
        #expect(app.context.status.current == StatusMessage("Removed Korat — u to undo"))
        #expect(await eventually { app.fake.favoriteIDs.current == [1, 3] })
        #expect(await app.caughtUp())
        app.pilot.type("u")
        #expect(await app.eventually { app.names == ["Abyssinian", "Korat", "Siamese"] })
        #expect(await eventually { app.fake.favoriteIDs.current == [1, 2, 3] })
        app.pilot.type("x")  // x removes too
        #expect(await app.eventually { app.names.count == 2 })
        app.pilot.stop()
    }

    @Test func aRefusedFavoriteShowsTheErrorAndTheStarRollsBack() async {
        let app = await start {
            $0.refuseFavorites = "the server is read-only"
            $0.holdsFavoriteAnswers = true
        }
        app.pilot.type("f")
        // The service shows the change before the server answers.
        #expect(await app.eventually { app.lines(containing: "Abyssinian").first?.hasPrefix(" ★") == true })
        #expect(app.pilot.screenLines.first == " 4 breeds · 1 favorite")
        app.fake.favoriteAnswersGate.open()
        #expect(await eventually { app.context.status.current?.kind == .error })
        #expect(app.context.status.current?.text.contains("the server is read-only") == true)
        #expect(await eventually { app.view.all.sections.first?.elements.first?.isFavorite == false })
        app.pilot.frame()
        #expect(app.lines(containing: "Abyssinian").first?.hasPrefix("   Abyssinian") == true)
        #expect(app.pilot.screenLines.first == " 4 breeds · 0 favorites")
        app.pilot.stop()
    }

    @Test func enterAndAClickOpenTheBreedThroughTheRouter() async {
        let app = await start()
        app.pilot.press(.down)
        app.pilot.press(.enter)
        #expect(app.context.recorded.opened == [CatsLinks.cat(2)])
        let row = app.pilot.screenLines.firstIndex { $0.contains("Siamese") } ?? 0
        app.pilot.click(x: 5, y: row)
        #expect(app.context.recorded.opened == ["cats://cat/2", "cats://cat/3"])
        #expect(app.view.focusedRow?.name == "Siamese")
        app.pilot.stop()
    }

    @Test func placeholdersForNoFavoritesAndAFailedLoad() async {
        let empty = await start(segment: .favorites)
        #expect(empty.lines(containing: "No Favorites").count == 1)
        #expect(empty.lines(containing: " All   Favorites").count == 1)  // the control stays
        #expect(empty.lines(containing: "4 breeds · 0 favorites").count == 1)  // and the count
        empty.pilot.stop()
        let failing = await start { $0.catalogFails = "breeds" }
        #expect(failing.lines(containing: "Unable To Load Cats").count == 1)
        #expect(failing.lines(containing: "breeds ·").isEmpty)  // no count of nothing
        failing.pilot.stop()
    }

    @Test func rRetriesAFailedLoadAndARefreshKeepsTheContentShown() async {
        let app = await start { $0.catalogFails = "breeds" }
        #expect(app.lines(containing: "Unable To Load Cats").count == 1)
        app.fake.knobs.withLockedValue {
            $0.catalogFails = nil
            $0.holdsBreeds = true
        }
        app.pilot.type("r")
        #expect(await app.eventually { app.view.reactor?.currentState.breeds == .loading })
        #expect(app.lines(containing: "Loading…").count == 1)  // the retry: not "No Cats"
        app.fake.breedsGate.open()
        #expect(await app.eventually { app.names.count == 4 })
        app.fake.breedsGate.close()
        app.pilot.type("r")  // a refresh: the breeds stay on screen until the new ones arrive
        #expect(await app.eventually { app.view.reactor?.currentState.breeds == .refreshing(ListFixtures.breeds) })
        #expect(app.names.count == 4)
        #expect(app.lines(containing: "Loading…").isEmpty)
        app.fake.breedsGate.open()
        #expect(await app.eventually { app.view.reactor?.currentState.breeds == .loaded(ListFixtures.breeds) })
        #expect(app.names.count == 4)
        app.pilot.stop()
    }

    @Test func wideTerminalsShowTwoColumnsOfBreeds() async {
        let app = await start(columns: 120)
        #expect(app.view.list.layout.columns(inSection: 0) == 2)
        #expect(app.lines(containing: "Korat").first?.contains("Siamese") == true)
        app.pilot.resize(60, 12)
        #expect(app.view.list.layout.columns(inSection: 0) == 1)
        app.pilot.stop()
    }
}
