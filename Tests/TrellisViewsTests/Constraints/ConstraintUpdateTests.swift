import Testing
import TrellisViews

/// make / update / remake / removeAll, and what handles can change afterwards.
@MainActor
@Suite struct ConstraintUpdateTests {
    func pinned() -> (root: View, box: View) {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.top.equalToSuperview().offset(1)
            make.size.equalTo(Size(width: 10, height: 2))
        }
        root.layoutIfNeeded()
        return (root, box)
    }

    @Test func updateChangesTheConstantOfAMatchingConstraint() {
        let (root, box) = pinned()
        let before = box.constraints.made.map { ObjectIdentifier($0) }
        box.constraints.update { $0.left.equalToSuperview().offset(5) }
        #expect(box.constraints.made.map { ObjectIdentifier($0) } == before)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 5, y: 1, width: 10, height: 2))
    }

    @Test func updateCreatesTheConstraintOnlyWhenNothingMatches() {
        // As in Masonry: the first update adds it, the second updates it (SnapKit traps).
        let (root, box) = pinned()
        box.constraints.update { $0.width.lessThanOrEqualTo(6) }
        #expect(box.constraints.made.count == 5)
        box.constraints.update { $0.width.lessThanOrEqualTo(8) }
        #expect(box.constraints.made.count == 5)
        let conflicts = capturingConflicts(of: root) { root.layoutIfNeeded() }
        // width == 10 and width <= 8 are both required: one is refused, and said so
        #expect(conflicts.count == 1)
    }

    @Test func updateChangesTheNewestOfSeveralMatches() {
        // Masonry's layoutConstraintSimilarTo: walks the installed constraints in reverse.
        let (root, box) = pinned()
        box.constraints.make { $0.width.lessThanOrEqualTo(30) }
        box.constraints.make { $0.width.lessThanOrEqualTo(40) }
        box.constraints.update { $0.width.lessThanOrEqualTo(35) }
        let limits = box.constraints.made.filter { $0.relation == .lessThanOrEqual }.map(\.constant)
        #expect(limits == [30, 35])
        box.constraints.update { $0.width.lessThanOrEqualTo(8) }
        #expect(box.constraints.made.filter { $0.relation == .lessThanOrEqual }.map(\.constant) == [30, 8])
        #expect(box.constraints.made.count == 6)
        withExtendedLifetime(root) {}
    }

    @Test func updateMatchesOnPriorityToo() {
        let (root, box) = pinned()
        box.constraints.update { $0.width.equalTo(20).priority(.high) }
        #expect(root.subviews.count == 1)
        #expect(box.constraints.made.count == 5)
        #expect(box.constraints.made.filter { $0.firstAttribute == .width }.map(\.constant) == [10, 20])
    }

    @Test func remakeReplacesEveryConstraint() {
        let (root, box) = pinned()
        box.constraints.remake { $0.edges.equalToSuperview() }
        #expect(box.constraints.made.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        root.layoutIfNeeded()
        #expect(box.frame == root.bounds)
    }

    @Test func removeAllLeavesTheLastFrame() {
        let (root, box) = pinned()
        box.constraints.removeAll()
        #expect(box.constraints.made.isEmpty)
        #expect(root.installedConstraints.isEmpty && box.installedConstraints.isEmpty)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 1, y: 1, width: 10, height: 2))
    }

    @Test func handlesActivateAndDeactivate() {
        let root = makeRoot()
        let box = addView("box", to: root)
        var wide: ViewConstraint!
        box.constraints.make { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            make.width.equalTo(10)
            wide = make.width.equalTo(40).priority(.high).constraint
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 10)
        wide.update(priority: .required)
        box.constraints.made.first { $0.constant == 10 }!.deactivate()
        root.layoutIfNeeded()
        #expect(box.frame.width == 40)
        wide.deactivate()
        #expect(!wide.isActive)
        wide.activate()
        #expect(wide.isActive)
    }

    @Test func handlesUpdateOffsetInsetAndMultiplier() {
        let root = makeRoot()
        let box = addView("box", to: root)
        var edges: ViewConstraint!
        var width: ViewConstraint!
        let other = addView("other", to: root)
        box.constraints.make { make in
            edges = make.left.top.equalToSuperview().constraint
        }
        other.constraints.make { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            width = make.width.equalTo(root).multipliedBy(0.5).constraint
        }
        box.constraints.make { make in
            make.size.equalTo(Size(width: 2, height: 2))
        }
        root.layoutIfNeeded()
        #expect(other.frame.width == 50)

        width.update(multiplier: 0.25)  // Auto Layout cannot change a multiplier
        edges.update(offset: 4)
        root.layoutIfNeeded()
        #expect(other.frame.width == 25)
        #expect(box.frame.origin == Point(x: 4, y: 4))

        edges.update(inset: 2)
        root.layoutIfNeeded()
        #expect(box.frame.origin == Point(x: 2, y: 2))
    }

    @Test func requiredToOptionalAndBack() {
        let (root, box) = pinned()
        let width = box.constraints.made.first { $0.firstAttribute == .width }!
        box.constraints.make { $0.width.equalTo(30).priority(.medium) }
        width.priority = .low
        root.layoutIfNeeded()
        #expect(box.frame.width == 30)
        width.priority = .required
        root.layoutIfNeeded()
        #expect(box.frame.width == 10)
    }

    @Test func constantsChangeRepeatedlyThroughTheEditPath() {
        let (root, box) = pinned()
        let left = box.constraints.made.first { $0.firstAttribute == .left }!
        for x in [3.0, 9, 0, 42, 7] {
            left.constant = x
            root.layoutIfNeeded()
            #expect(box.frame.minX == x)
        }
    }
}
