import Testing
import TrellisViews

@testable import TrellisShell

/// A split navigator's two shapes and the moves between them: what each screen hears, what
/// the host shows, and that the detail survives the width changing both ways.
@MainActor
@Suite struct SplitNavigatorTests {
    /// A split of a list, shown by a fake host, and the log its screens write to.
    func make(width: Double = 100) -> (SplitNavigator, FakeHost, Log) {
        let log = Log()
        let split = SplitNavigator(primary: LoggingScreen("List", log: log), placeholder: "Pick one")
        let host = FakeHost()
        split.host = host
        split.adapt(toWidth: width)
        _ = log.take()
        return (split, host, log)
    }

    /// The split view the host shows, while expanded.
    func splitView(_ host: FakeHost) throws -> SplitView {
        try #require((host.root as? ScreenContainerView)?.contentView as? SplitView)
    }

    @Test func collapsedTheDetailIsPushedAndExpandedItIsShownInThePane() throws {
        // given a narrow split
        let (split, host, log) = make(width: 100)
        let detail = LoggingScreen("Korat", log: log)
        // when a detail is shown, it is pushed
        split.showDetail(detail)
        #expect(split.screens.map(\.title) == ["List", "Korat"])
        #expect(host.calls.last == "root Korat")
        #expect(detail.navigator === split)
        _ = log.take()
        // when the terminal widens, the detail goes to the pane without disappearing
        split.adapt(toWidth: 160)
        #expect(!split.isCollapsed)
        #expect(log.take() == ["List willAppear", "List didAppear"])
        let view = try splitView(host)
        #expect((host.root as? ScreenContainerView)?.navigationBar.isHidden == true, "the panes have bars of their own")
        let panes =
            view.panes.compactMap { $0 as? ScreenContainerView }
            + view.panes.compactMap { ($0 as? DetailPaneView)?.content as? ScreenContainerView }
        #expect(panes.map(\.navigationBar.title) == ["List", "Korat"])
        #expect(split.screens.map(\.title) == ["List", "Korat"])
        #expect(detail.navigator === split && split.primary.navigator === split)
        // and when it narrows again, the detail is the pushed screen, still shown
        split.adapt(toWidth: 139)
        #expect(split.isCollapsed)
        #expect(log.take() == ["List willDisappear", "List didDisappear"])
        #expect(detail.appearance == .appeared)
        #expect(host.calls.last == "root Korat")
        #expect(split.screens.map(\.title) == ["List", "Korat"])
        // and Esc pops it
        #expect(split.back())
        #expect(split.screens.map(\.title) == ["List"])
        #expect(log.take() == ["Korat willDisappear", "List willAppear", "Korat didDisappear", "List didAppear"])
    }

    /// A theme chosen while the app runs: both panes' screens make new views, shown in a
    /// new split view, and a screen pushed over the split makes its view as it is shown.
    @Test func reloadingViewsMakesBothPanesAgain() throws {
        let (split, host, log) = make(width: 160)
        let detail = LoggingScreen("Korat", log: log)
        split.showDetail(detail)
        let (oldList, oldDetail, oldSplit) = (split.primary.view, detail.view, try splitView(host))
        _ = log.take()
        split.theme = Theme.standard.with(.splitDivider, Style(foreground: .green))
        split.reloadViews()
        let view = try splitView(host)
        #expect(view !== oldSplit && split.primary.view !== oldList && detail.view !== oldDetail)
        #expect(view.dividerStyle == split.theme[.splitDivider])
        #expect(log.take().filter { $0.hasSuffix("load") } == ["List load", "Korat load"])
        #expect(split.primary.appearance == .appeared && detail.appearance == .appeared)
        #expect(((view.panes[1] as? DetailPaneView)?.content as? ScreenContainerView)?.contentView === detail.view)
        // Under a pushed screen, the panes make theirs when the split is shown again.
        split.push(LoggingScreen("Form", log: log))
        split.reloadViews()
        #expect(!split.primary.isViewLoaded && !detail.isViewLoaded)
        _ = split.back()
        #expect(split.primary.isViewLoaded && detail.isViewLoaded && detail.appearance == .appeared)
    }

    @Test func withoutADetailThePaneShowsThePlaceholderAndTheListStaysShownAcrossWidths() throws {
        let (split, host, log) = make(width: 160)
        let pane = try #require(try splitView(host).panes[1] as? DetailPaneView)
        #expect(pane.content == nil && pane.placeholder.text == "Pick one" && !pane.placeholder.isHidden)
        split.adapt(toWidth: 80)
        split.adapt(toWidth: 200)
        #expect(log.take().isEmpty, "the list was on screen all along")
        #expect(split.primary.appearance == .appeared)
    }

    @Test func expandedShowingADetailSwapsThePaneAndPopEmptiesIt() throws {
        let (split, host, log) = make(width: 160)
        let (korat, manx) = (LoggingScreen("Korat", log: log), LoggingScreen("Manx", log: log))
        split.showDetail(korat)
        #expect(log.take() == ["Korat willAppear", "Korat load", "Korat didAppear"])
        split.showDetail(manx)
        #expect(log.take() == ["Korat willDisappear", "Manx willAppear", "Manx load", "Korat didDisappear", "Manx didAppear"])
        #expect(korat.navigator == nil)
        #expect(split.screens.map(\.title) == ["List", "Manx"])
        #expect(split.pop() === manx)
        #expect(log.take() == ["Manx willDisappear", "Manx didDisappear"])
        #expect((try splitView(host).panes[1] as? DetailPaneView)?.content == nil)
        #expect(split.pop() == nil)
    }

    @Test func aPushedScreenCoversTheWholeSplitAndTheSplitComesBackOnPop() {
        let (split, host, log) = make(width: 160)
        defer { withExtendedLifetime(host) {} }  // the navigator holds its host weakly
        let (korat, form) = (LoggingScreen("Korat", log: log), LoggingScreen("Form", log: log))
        split.showDetail(korat)
        _ = log.take()
        korat.navigator?.push(form)  // as a detail's key pushes its form
        #expect(split.screens.map(\.title) == ["List", "Korat", "Form"])
        #expect(
            log.take().filter { !$0.hasSuffix("load") }.sorted() == [
                "Form didAppear", "Form willAppear", "Korat didDisappear", "Korat willDisappear", "List didDisappear", "List willDisappear",
            ])
        // the width changing under the form moves nothing on screen
        split.adapt(toWidth: 100)
        split.adapt(toWidth: 160)
        #expect(log.take().isEmpty)
        #expect(split.pop() === form)
        #expect(
            log.take().sorted() == [
                "Form didDisappear", "Form willDisappear", "Korat didAppear", "Korat willAppear", "List didAppear", "List willAppear",
            ])
        #expect(split.screens.map(\.title) == ["List", "Korat"])
    }

    @Test func showingADetailWhileAScreenIsPushedPushesItOverThatScreen() {
        let (split, host, log) = make(width: 160)
        defer { withExtendedLifetime(host) {} }
        let settings = LoggingScreen("Settings", log: log)
        split.push(settings)
        split.showDetail(LoggingScreen("Korat", log: log))
        #expect(split.screens.map(\.title) == ["List", "Settings", "Korat"])
        #expect(split.detail == nil)
    }

    @Test func replacingMakesANewPrimaryWithNoDetail() throws {
        let (split, host, log) = make(width: 160)
        let old = split.primary
        split.showDetail(LoggingScreen("Korat", log: log))
        split.replace(with: [LoggingScreen("Favorites", log: log)])
        #expect(split.screens.map(\.title) == ["Favorites"])
        #expect(old.navigator == nil && old.appearance == .disappeared)
        #expect((try splitView(host).panes[1] as? DetailPaneView)?.content == nil)
        split.adapt(toWidth: 90)
        #expect(host.calls.last == "root Favorites")
    }

    @Test func theLayoutGoesToTheSplitViewAndTheUsersChangesComeBack() throws {
        let (split, host, _) = make(width: 100)
        split.layout = SplitLayout(fractions: [0.25, 0.75])
        split.adapt(toWidth: 161)
        let view = try splitView(host)
        view.frame = Rect(x: 0, y: 0, width: 161, height: 20)
        #expect(view.layout == SplitLayout(fractions: [0.25, 0.75]))
        #expect(view.paneLengths == [40, 120])
        var reported: [SplitLayout] = []
        split.onLayoutChange = { reported.append($0) }
        view.onLayoutChange?(SplitLayout(fractions: [0.5, 0.5]))  // as a divider dragged reports it
        #expect(reported == [SplitLayout(fractions: [0.5, 0.5])])
        #expect(split.layout == SplitLayout(fractions: [0.5, 0.5]))
        split.layout = SplitLayout(lengths: [.cells(30), .fraction(1)], collapsed: [true])
        #expect(view.isCollapsed(0))
        #expect(reported.count == 1, "a layout set by the app is not reported back")
    }

    @Test(arguments: [Double.nan, -Double.infinity, 0, 139.99])
    func aWidthBelowTheMinimumOrNotANumberKeepsItCollapsed(_ width: Double) {
        let (split, host, _) = make(width: 160)
        split.adapt(toWidth: width)
        #expect(split.isCollapsed)
        #expect(host.calls.last == "root List")
    }

    @Test func titlesFollowTheirScreensInThePanes() throws {
        let (split, host, log) = make(width: 160)
        let detail = LoggingScreen("Cat 3", log: log)
        split.showDetail(detail)
        detail.title = "Korat"
        split.primary.title = "Breeds"
        let view = try splitView(host)
        #expect((view.panes[0] as? ScreenContainerView)?.navigationBar.title == "Breeds")
        #expect(((view.panes[1] as? DetailPaneView)?.content as? ScreenContainerView)?.navigationBar.title == "Korat")
        split.adapt(toWidth: 100)
        #expect((host.root as? ScreenContainerView)?.navigationBar.backTitle == "‹ Breeds")
    }
}
