import Testing
import TrellisShell
import TrellisViews

@MainActor
@Suite struct StackNavigatorTests {
    @Test func screensAppearAndDisappearAroundEachChange() {
        let log = Log()
        let navigator = StackNavigator(root: LoggingScreen("Cats", log: log))
        #expect(log.take().isEmpty)  // nothing is shown without a host
        let host = FakeHost()
        navigator.host = host
        #expect(log.take() == ["Cats willAppear", "Cats load", "Cats didAppear"])

        navigator.push(LoggingScreen("Tabby", log: log))
        #expect(log.take() == ["Cats willDisappear", "Tabby willAppear", "Tabby load", "Cats didDisappear", "Tabby didAppear"])
        navigator.present(LoggingScreen("Filter", log: log))
        #expect(log.take() == ["Filter willAppear", "Filter load", "Filter didAppear"])  // Tabby stays visible below
        #expect(navigator.dismiss()?.title == "Filter")
        #expect(log.take() == ["Filter willDisappear", "Filter didDisappear"])
        #expect(navigator.pop()?.title == "Tabby")
        #expect(log.take() == ["Tabby willDisappear", "Cats willAppear", "Tabby didDisappear", "Cats didAppear"])
        #expect(host.calls == ["root Cats", "root Tabby", "modal Filter", "dismiss", "root Cats"])
    }

    /// A theme chosen while the app runs: the shown screens disappear, make new views and
    /// appear with them; a screen below makes its new view when it is shown next.
    @Test func reloadingViewsMakesTheShownOnesAgainAndTheOthersWhenShown() {
        let log = Log()
        let below = LoggingScreen("Cats", log: log)
        let navigator = StackNavigator(root: below)
        let host = FakeHost()
        navigator.host = host
        let top = LoggingScreen("Tabby", log: log)
        navigator.push(top)
        navigator.present(LoggingScreen("Filter", log: log))
        let (oldTop, oldModal) = (host.root, host.modal)
        _ = log.take()
        navigator.reloadViews()
        #expect(
            log.take() == [
                "Tabby willDisappear", "Filter willDisappear", "Tabby didDisappear", "Filter didDisappear",
                "Tabby willAppear", "Filter willAppear", "Tabby load", "Filter load", "Tabby didAppear", "Filter didAppear",
            ])
        #expect(host.root !== oldTop && host.modal !== oldModal)
        #expect(host.calls.suffix(3) == ["dismiss", "root Tabby", "modal Filter"])
        #expect(!below.isViewLoaded)
        navigator.dismiss()
        navigator.pop()
        #expect(log.take().contains("Cats load"))
        // Without a host, the views are dropped and nothing appears.
        let alone = LoggingScreen("Alone", log: log)
        let hidden = StackNavigator(root: alone)
        _ = alone.view
        hidden.reloadViews()
        #expect(log.take() == ["Alone load"] && !alone.isViewLoaded)
    }

    @Test func popAndDismissAtTheRootDoNothing() {
        let host = FakeHost()
        let navigator = StackNavigator(root: Screen(title: "Cats"))
        navigator.host = host
        #expect(navigator.pop() == nil)
        #expect(navigator.popToRoot().isEmpty)
        #expect(navigator.dismiss() == nil)
        #expect(!navigator.goBack())
        #expect(host.calls == ["root Cats"])
    }

    @Test func goBackDismissesFirstThenPops() {
        let navigator = StackNavigator(root: Screen(title: "Cats"))
        let host = FakeHost()
        navigator.host = host
        navigator.push(Screen(title: "Tabby"))
        navigator.present(Screen(title: "Filter"))
        #expect(navigator.goBack())
        #expect(navigator.presented == nil && navigator.screens.map(\.title) == ["Cats", "Tabby"])
        #expect(navigator.goBack())
        #expect(navigator.screens.map(\.title) == ["Cats"])
    }

    @Test func theBarShowsTheTitleAndABackTitle() throws {
        let host = FakeHost()
        let cats = Screen(title: "Cats")
        let navigator = StackNavigator(root: cats)
        navigator.host = host
        #expect((host.root as? ScreenContainerView)?.navigationBar.backTitle == nil)
        let tabby = Screen(title: "Tabby")
        navigator.push(tabby)
        let bar = try #require((host.root as? ScreenContainerView)?.navigationBar)
        #expect(bar.title == "Tabby" && bar.backTitle == "‹ Cats")
        cats.title = "All cats"
        tabby.title = "Tabby (3)"
        #expect(bar.backTitle == "‹ All cats" && bar.title == "Tabby (3)")
    }

    @Test func popToRootAndReplaceKeepOnlyWhatTheySay() {
        let log = Log()
        let navigator = StackNavigator(root: LoggingScreen("Cats", log: log))
        let host = FakeHost()  // held weakly by the navigator
        navigator.host = host
        let tabby = LoggingScreen("Tabby", log: log)
        navigator.push(tabby)
        navigator.push(LoggingScreen("Photo", log: log))
        _ = log.take()
        #expect(navigator.popToRoot().map(\.title) == ["Tabby", "Photo"])
        #expect(log.take() == ["Photo willDisappear", "Cats willAppear", "Photo didDisappear", "Cats didAppear"])
        #expect(tabby.navigator == nil)
        navigator.replace(with: [LoggingScreen("Settings", log: log)])
        #expect(navigator.screens.map(\.title) == ["Settings"])
        #expect(log.take() == ["Cats willDisappear", "Settings willAppear", "Settings load", "Cats didDisappear", "Settings didAppear"])
    }

    @Test func detachingAHostHidesTheScreens() {
        let log = Log()
        let navigator = StackNavigator(root: LoggingScreen("Cats", log: log))
        let host = FakeHost()
        navigator.host = host
        navigator.present(LoggingScreen("Filter", log: log))
        _ = log.take()
        navigator.host = nil
        #expect(log.take() == ["Cats willDisappear", "Filter willDisappear", "Cats didDisappear", "Filter didDisappear"])
        #expect(navigator.screens.allSatisfy { $0.appearance == .disappeared })
        #expect(host.calls.last == "dismiss")
    }

    @Test func aReactorScreenIsBoundOnlyWhileShown() {
        let reactor = CounterReactor()
        let screen = ReactorScreen(title: "Counter", reactor: reactor) { CounterView() }
        let navigator = StackNavigator(root: screen)
        #expect(!screen.contentView.reactorBinding.isBound)
        let host = FakeHost()
        navigator.host = host
        #expect(screen.contentView.reactorBinding.isBound)
        navigator.push(Screen(title: "Other"))
        #expect(!screen.contentView.reactorBinding.isBound)  // covered: its bindings are cancelled
        navigator.pop()
        #expect(screen.contentView.reactorBinding.isBound && screen.contentView.reactorBinding.bindCount == 2)
        #expect(screen.contentView.reactor === reactor)
    }

    @Test func aViewScreenMakesItsViewOnceAndKeepsItsType() {
        var made = 0
        let screen = ViewScreen(title: "Counter") {
            made += 1
            return CounterView()
        }
        #expect(!screen.isViewLoaded && made == 0)
        #expect(screen.view === screen.contentView)
        _ = screen.contentView
        #expect(made == 1 && screen.isViewLoaded)
    }
}
