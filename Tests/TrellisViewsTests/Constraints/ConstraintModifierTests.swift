import Testing
import TrellisViews

/// offset, inset, insets, multipliedBy, dividedBy, priority, labeled.
@MainActor
@Suite struct ConstraintModifierTests {
    @Test func theLastConstantWins() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handle = box.constraints.make { $0.width.equalTo(10).offset(2) }[0]
        #expect(handle.layoutConstraints[0].constant == 2)
    }

    @Test func insetCountsInwardsOnEveryAttribute() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handles = box.constraints.make { make in
            make.edges.equalToSuperview().inset(3)
            make.size.equalToSuperview().inset(1).priority(.low)
        }
        #expect(handles[0].layoutConstraints.map(\.constant) == [3, -3, 3, -3])
        #expect(handles[1].layoutConstraints.map(\.constant) == [-2, -2])
    }

    @Test func insetsPerEdge() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { $0.edges.equalToSuperview().insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func multiplierOnAPositionIsMeasuredInTheHoldersSpace() {
        // Auto Layout's trick: right == superview.right × 0.5 ends halfway across,
        // even when the superview itself is not at the origin.
        let root = makeRoot()
        let panel = addView("panel", to: root, frame: Rect(x: 20, y: 10, width: 60, height: 30))
        let half = addView("half", to: panel)
        half.constraints.make { make in
            make.left.top.equalToSuperview()
            make.right.equalToSuperview().multipliedBy(0.5)
            make.bottom.equalToSuperview().dividedBy(3)
        }
        root.layoutIfNeeded()
        #expect(half.frame == Rect(x: 0, y: 0, width: 30, height: 10))
    }

    @Test func prioritiesDecideBetweenOptionalConstraints() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            make.width.equalTo(10).priority(.low)
            make.width.equalTo(20).priority(.high)
            make.width.equalTo(30).priority(.medium)
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)
    }

    @Test func numericPrioritiesOrderLikeNamedOnes() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            make.width.equalTo(10).priority(600)
            make.width.equalTo(20).priority(599)
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 10)
        #expect(LayoutPriority(1200) == .required)
        #expect(LayoutPriority(750) == .high)
        #expect(LayoutPriority.high > LayoutPriority(749))
    }

    @Test func labelsNameConstraintsInDescriptions() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handle = box.constraints.make { $0.width.equalTo(3).labeled("icon width") }[0]
        #expect(handle.description.contains("box.width == 3 @required [label: icon width] (ConstraintModifierTests.swift:"))
    }
}
