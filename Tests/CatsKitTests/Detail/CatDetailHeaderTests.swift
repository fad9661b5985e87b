import CatsAPI
import Testing
import TrellisReactor
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The header's labels follow state with plain observations: each is set only when what
/// it shows changes.
@MainActor
@Suite struct CatDetailHeaderTests {
    @Test func labelsAreSetOnlyWhenWhatTheyShowChanges() {
        let header = CatDetailHeaderView(theme: .cats)
        header.show(name: "Korat")
        header.show(line: "Thailand · Short")
        #expect(header.repainted == ["name", "line"])
        #expect(header.nameLabel.text == "Korat" && header.lineLabel.text == "Thailand · Short")
        header.show(name: "Korat")  // the same text: nothing to repaint
        #expect(header.repainted == ["name", "line"])
        header.show(name: "Korat!")
        #expect(header.repainted == ["name", "line", "name"])
    }

    @Test func theButtonFollowsItsReactorAndRepaintsOnlyItself() async {
        let fake = FakeCatsServices()
        let button = FavoriteButtonReactor(breedID: 3, services: fake.services)
        let header = CatDetailHeaderView(theme: .cats)
        header.reactor = button
        #expect(header.repainted.isEmpty)  // "☆ Favorite" already shows
        #expect(header.favoriteButton.title == "☆ Favorite")
        #expect(header.favoriteButton.style == Theme.cats[.button])
        try? await fake.services.favorites.setFavorite(3, true)
        #expect(await eventually { header.favoriteButton.title == "★ Favorited" })
        #expect(header.favoriteButton.style == Theme.cats[.favoriteButton])
        #expect(header.repainted == ["isFavorite"])
        await fake.services.account.signOut()  // and the favorites with it
        #expect(await eventually { !header.favoriteButton.isEnabled && header.favoriteButton.title == "☆ Favorite" })
        #expect(header.repainted == ["isFavorite", "isFavorite"])
    }

    @Test func aPressReachesTheButtonsReactor() async {
        let fake = FakeCatsServices()
        let header = CatDetailHeaderView(theme: .cats)
        header.reactor = FavoriteButtonReactor(breedID: 3, services: fake.services)
        #expect(header.favoriteButton.press()?.wasHandled == true)
        #expect(await eventually { fake.requests.withLockedValue { $0 } == ["PUT /favorites/3"] })
    }

    @Test func theHeaderIsLaidOutByConstraintsFromItsMetrics() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let header = CatDetailHeaderView(theme: .cats, metrics: CatDetailMetrics().with { $0.horizontalPadding = 2 })
        root.addSubview(header)
        header.constraints.make { $0.top.left.right.equalToSuperview() }
        header.show(name: "Korat")
        header.show(line: "Thailand · Short")
        root.layoutIfNeeded()
        #expect(header.favoriteButton.frame == Rect(x: 26, y: 0, width: 12, height: 1))
        #expect(header.nameLabel.frame.origin == Point(x: 2, y: 0))
        #expect(header.lineLabel.frame.origin == Point(x: 2, y: 1))
        #expect(header.segmentedControl.frame.origin == Point(x: 2, y: 3))
        #expect(header.frame.height == 4)
    }
}
