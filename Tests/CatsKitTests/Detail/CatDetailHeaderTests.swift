import CatsAPI
import Testing
import TrellisData
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

@MainActor
@Suite struct CatDetailHeaderTests {
    let model = CatDetailHeaderModel(id: 3, name: "Korat", line: "Thailand · Short", isFavorite: false)

    @Test func theControllerReportsOnlyTheChangedProperties() async throws {
        let controller = ViewModelController<CatDetailHeaderModel>()
        try await controller.apply(model)
        let change = try await controller.update(3) { @Sendable model in model.with(isFavorite: true) }
        #expect(change.version == 1)
        let again = try await controller.apply(change.withVersion(2))  // nothing changed: no report
        #expect(again == nil)
        await #expect(throws: ViewModelError.staleVersion(id: "3", held: 2, offered: 1)) {
            try await controller.apply(change.withVersion(1))
        }
        #expect(CatDetailHeaderModel.changedProperties(from: model, to: model.with(isFavorite: true)) == ["isFavorite"])
        let renamed = CatDetailHeaderModel(id: 3, name: "Korat!", line: "Thailand · Short", isFavorite: false)
        #expect(CatDetailHeaderModel.changedProperties(from: model, to: renamed) == ["name"])
    }

    @Test func anInsertPaintsEveryLabelAndAnUpdateOnlyTheChangedOnes() {
        let header = CatDetailHeaderView(theme: .cats)
        header.apply(.inserted(model))
        #expect(header.repainted == ["name", "line", "isFavorite"])
        #expect(header.nameLabel.text == "Korat" && header.lineLabel.text == "Thailand · Short")
        #expect(header.favoriteButton.title == "☆ Favorite")
        #expect(header.favoriteButton.style == Theme.cats[.button])
        header.apply(.updated(model.with(isFavorite: true), properties: ["isFavorite"]))
        #expect(header.repainted == ["name", "line", "isFavorite", "isFavorite"])
        #expect(header.favoriteButton.title == "★ Favorite")
        #expect(header.favoriteButton.style == Theme.cats[.favoriteButton])
    }

    @Test func togglingTheFavoriteThroughThePresenterRepaintsOnlyTheButton() async {
        let header = CatDetailHeaderView(theme: .cats)
        var redraws = 0
        let presenter = CatDetailHeaderPresenter(header: header) { redraws += 1 }
        presenter.show(model)
        #expect(await eventually { header.repainted.count == 3 })
        // Labels set again would show in `repainted`, and a changed text would differ.
        presenter.show(model.with(isFavorite: true))
        #expect(await eventually { header.repainted.count == 4 })
        presenter.show(model.with(isFavorite: true))  // the same values: nothing to repaint
        presenter.show(model.with(isFavorite: false))
        #expect(await eventually { header.repainted.count == 5 })
        try? await Task.sleep(for: .milliseconds(20))
        #expect(header.repainted == ["name", "line", "isFavorite", "isFavorite", "isFavorite"])
        #expect(header.favoriteButton.title == "☆ Favorite")
        #expect(redraws == 3)
        let held = await presenter.controller.model(3)
        #expect(held?.version == 3)
    }

    @Test func theHeaderIsLaidOutByConstraintsFromItsMetrics() {
        let root = View(frame: Rect(x: 0, y: 0, width: 40, height: 10))
        let header = CatDetailHeaderView(theme: .cats, metrics: CatDetailMetrics().with { $0.horizontalPadding = 2 })
        root.addSubview(header)
        header.constraints.make { $0.top.left.right.equalToSuperview() }
        header.apply(.inserted(model))
        root.layoutIfNeeded()
        #expect(header.favoriteButton.frame == Rect(x: 26, y: 0, width: 12, height: 1))
        #expect(header.nameLabel.frame.origin == Point(x: 2, y: 0))
        #expect(header.lineLabel.frame.origin == Point(x: 2, y: 1))
        #expect(header.segmentedControl.frame.origin == Point(x: 2, y: 3))
        #expect(header.frame.height == 4)
    }
}
