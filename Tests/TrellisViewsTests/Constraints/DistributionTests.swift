import Testing
import TrellisViews

/// Masonry's `mas_distributeViewsAlongAxis`, both kinds.
@MainActor
@Suite struct DistributionTests {
    func row(_ count: Int, in root: View) -> [View] {
        (0..<count).map { index in
            let view = addView("item\(index)", to: root)
            return view
        }
    }

    @Test func fixedSpacingMakesEqualLengths() {
        let root = makeRoot(width: 100, height: 3)
        let items = row(3, in: root)
        items.distribute(along: .horizontal, fixedSpacing: 2, leadSpacing: 1, tailSpacing: 3)
        items.makeConstraints { $0.top.bottom.equalToSuperview() }
        root.layoutIfNeeded()
        // 100 − 1 − 3 − 2·2 = 92 over three
        let width = 92.0 / 3
        for (index, item) in items.enumerated() {
            #expect(abs(item.frame.width - width) < 1e-9)
            #expect(abs(item.frame.minX - (1 + Double(index) * (width + 2))) < 1e-9)
        }
    }

    @Test func fixedItemLengthMakesEqualGaps() {
        let root = makeRoot(width: 100, height: 40)
        let items = row(4, in: root)
        items.distribute(along: .vertical, fixedItemLength: 4, leadSpacing: 2, tailSpacing: 5)
        items.makeConstraints { $0.left.right.equalToSuperview() }
        root.layoutIfNeeded()
        let tops = items.map(\.frame.minY)
        #expect(tops.first == 2)
        #expect(items.last!.frame.maxY == 35)
        let gaps = zip(tops, tops.dropFirst()).map { $1 - $0 }
        for gap in gaps { #expect(abs(gap - gaps[0]) < 1e-9) }
        #expect(items.allSatisfy { $0.frame.height == 4 })
    }

    @Test func distributingKeepsConstraintsMadeEarlierOnTheOtherAxis() {
        // Masonry's distribution makes constraints; it does not remake them.
        let root = makeRoot(width: 100, height: 20)
        let items = row(3, in: root)
        items.makeConstraints { make in
            make.top.equalToSuperview().offset(4)
            make.height.equalTo(2)
        }
        items.distribute(along: .horizontal, fixedSpacing: 2)
        root.layoutIfNeeded()
        for item in items {
            #expect(item.frame.minY == 4)
            #expect(item.frame.height == 2)
        }
        // top and height, plus the first's lead; width and lead; width, lead and tail
        #expect(items.map { $0.constraints.made.count } == [3, 4, 5])
    }

    @Test func distributingByLengthKeepsConstraintsMadeEarlierOnTheOtherAxis() {
        let root = makeRoot(width: 100, height: 40)
        let items = row(3, in: root)
        items.makeConstraints { make in
            make.left.equalToSuperview().offset(3)
            make.width.equalTo(7)
        }
        items.distribute(along: .vertical, fixedItemLength: 4, leadSpacing: 1, tailSpacing: 1)
        root.layoutIfNeeded()
        #expect(
            items.map(\.frame) == [
                Rect(x: 3, y: 1, width: 7, height: 4), Rect(x: 3, y: 18, width: 7, height: 4),
                Rect(x: 3, y: 35, width: 7, height: 4),
            ])
    }

    @Test func distributingInsideAMovedSuperviewUsesItsOwnCoordinates() {
        let root = makeRoot()
        let bar = addView("bar", to: root, frame: Rect(x: 30, y: 10, width: 40, height: 1))
        let items = row(3, in: bar)
        items.distribute(along: .horizontal, fixedItemLength: 10)
        items.makeConstraints { $0.top.height.equalTo(0) }
        root.layoutIfNeeded()
        #expect(items.map(\.frame.minX) == [0, 15, 30])
    }

    @Test func distributingOneViewTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = View()
                let only = View()
                root.addSubview(only)
                [only].distribute(along: .horizontal, fixedSpacing: 1)
            }
        }
    }
}
