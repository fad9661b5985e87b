import Testing
import TrellisReactor
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// What `cats --debug-layout` logs: the header's constraints with their views' keys and
/// their labels, after the first layout and after each remake or update.
@MainActor
@Suite struct CatDetailHeaderReportTests {
    @Test func theReportNamesTheViewsAndTheArrangement() {
        let root = View(frame: Rect(x: 0, y: 0, width: 60, height: 10))
        let header = CatDetailHeaderView(theme: .cats)
        var reports: [String] = []
        header.layoutReport = { reports.append($0) }
        root.addSubview(header)
        header.constraints.make { $0.top.left.right.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(reports.count == 1)
        let first = reports.last ?? ""
        #expect(first.hasPrefix("header laid out in the narrow arrangement at 60 columns:\n"))
        #expect(first.contains("  favorite.width == 12 @required [label: button-width] (CatDetailHeaderView+Layout.swift:"))
        #expect(first.contains("  line.top == name.bottom @required [label: narrow]"))
        root.layoutIfNeeded()
        root.frame.size.width = 70  // the same arrangement: nothing to report
        root.layoutIfNeeded()
        #expect(reports.count == 1)
        root.frame.size.width = 120
        root.layoutIfNeeded()
        #expect(reports.count == 2)
        let remade = reports.last ?? ""
        #expect(remade.hasPrefix("header remade for the wide arrangement at 120 columns:\n"))
        #expect(remade.contains("  line.left == name.right + 2 @required [label: wide]"))
        #expect(remade.contains("  count.right == favorite.left - 1 @required [label: wide]"))
        #expect(!remade.contains("[label: narrow]"))
    }

    @Test func anUpdatedWidthIsReported() async {
        let fake = FakeCatsServices()
        let header = CatDetailHeaderView(theme: .cats)
        var reports: [String] = []
        header.layoutReport = { reports.append($0) }
        header.reactor = FavoriteButtonReactor(breedID: 3, services: fake.services)
        try? await fake.services.favorites.setFavorite(3, true)
        #expect(await eventually { reports.count == 1 })
        #expect(reports.first?.hasPrefix("header updated the button's width to 13 for \"★ Favorited\":\n") == true)
        #expect(reports.first?.contains("  favorite.width == 13 @required [label: button-width]") == true)
    }
}
