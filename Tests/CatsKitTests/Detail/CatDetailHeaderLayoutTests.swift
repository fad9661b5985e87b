import CatsAPI
import Testing
import TrellisReactor
import TrellisTestSupport
import TrellisViews

@testable import CatsKit

/// The header's two arrangements (remade on crossing the threshold, and only then), the
/// button's width (updated in place) and what gives way first when a row is short.
@MainActor
@Suite struct CatDetailHeaderLayoutTests {
    /// A header filled as the detail of American Bobtail is, in a root `width` wide.
    func laidOut(width: Double, metrics: CatDetailMetrics = CatDetailMetrics()) -> (View, CatDetailHeaderView) {
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 10))
        let header = CatDetailHeaderView(theme: .cats, metrics: metrics)
        root.addSubview(header)
        header.constraints.make { $0.top.left.right.equalToSuperview() }
        header.show(name: "American Bobtail")  // 16 columns
        header.show(line: "United States · Short or long")  // 29
        header.show(count: "♥ 12")  // 4
        root.layoutIfNeeded()
        return (root, header)
    }

    func resize(_ root: View, to width: Double) {
        root.frame.size.width = width
        root.layoutIfNeeded()
    }

    @Test func wideIsOneRowWithTheButtonAtTheRight() {
        let (_, header) = laidOut(width: 120)
        #expect(header.arrangement == .wide)
        #expect(header.nameLabel.frame == Rect(x: 1, y: 0, width: 16, height: 1))
        #expect(header.lineLabel.frame == Rect(x: 19, y: 0, width: 29, height: 1))
        #expect(header.favoriteButton.frame == Rect(x: 107, y: 0, width: 12, height: 1))
        #expect(header.countLabel.frame == Rect(x: 102, y: 0, width: 4, height: 1))
        #expect(header.segmentedControl.frame.origin == Point(x: 1, y: 2))
        #expect(header.frame.height == 3)
    }

    @Test func narrowIsTwoRowsWithTheCountUnderTheButton() {
        let (_, header) = laidOut(width: 60)
        #expect(header.arrangement == .narrow)
        #expect(header.nameLabel.frame == Rect(x: 1, y: 0, width: 16, height: 1))
        #expect(header.favoriteButton.frame == Rect(x: 47, y: 0, width: 12, height: 1))
        #expect(header.lineLabel.frame == Rect(x: 1, y: 1, width: 29, height: 1))
        #expect(header.countLabel.frame == Rect(x: 55, y: 1, width: 4, height: 1))
        #expect(header.segmentedControl.frame.origin == Point(x: 1, y: 3))
        #expect(header.frame.height == 4)
    }

    @Test func theConstraintsAreRemadeExactlyWhenTheWidthCrossesTheThreshold() {
        let (root, header) = laidOut(width: 60)
        let narrowLine = header.lineLabel.constraints.made
        var remakes: [Int] = []
        for width in [70.0, 99, 100, 120, 100, 99, 40, 99] {
            resize(root, to: width)
            remakes.append(header.arrangementRemakes)
        }
        #expect(remakes == [0, 0, 1, 1, 1, 2, 2, 2])
        #expect(header.arrangement == .narrow)
        // Within one arrangement the constraints stay the objects they were.
        let line = header.lineLabel.constraints.made
        resize(root, to: 50)
        let kept = header.lineLabel.constraints.made.elementsEqual(line, by: ===)
        #expect(kept)
        #expect(!line.contains { made in narrowLine.contains { $0 === made } })  // remade twice since
        #expect(narrowLine.allSatisfy { !$0.isActive })
    }

    @Test func theButtonsWidthIsUpdatedInPlaceWhenItsTitleChanges() async throws {
        let fake = FakeCatsServices()
        let (root, header) = laidOut(width: 60)
        header.reactor = FavoriteButtonReactor(breedID: 3, services: fake.services)
        let width = try #require(header.buttonWidthConstraint)
        #expect(width.constant == 12 && header.favoriteButton.frame.width == 12)
        try? await fake.services.favorites.setFavorite(3, true)
        #expect(await eventually { header.favoriteButton.title == "★ Favorited" })
        root.layoutIfNeeded()
        #expect(header.buttonWidthConstraint === width)
        #expect(width.isActive && width.constant == 13)
        #expect(header.favoriteButton.constraints.made.filter { $0.firstAttribute == .width }.count == 1)
        #expect(header.favoriteButton.frame == Rect(x: 46, y: 0, width: 13, height: 1))
        resize(root, to: 120)  // the arrangement is remade; the button's constraints are not
        #expect(header.buttonWidthConstraint === width)
    }
}
