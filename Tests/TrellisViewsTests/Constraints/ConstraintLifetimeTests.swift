import Testing
import TrellisViews

/// Handles and DSL stages a caller keeps after the views they name are gone: nothing
/// they do may crash or touch freed memory.
@MainActor
@Suite struct ConstraintLifetimeTests {
    /// A handle on `box.left == root.left + 1`, its layout constraint, and a size
    /// constraint held by the box itself, with every view already released.
    func orphanedHandles() -> (left: ViewConstraint, constraint: LayoutConstraint, size: ViewConstraint) {
        var left: ViewConstraint!
        var size: ViewConstraint!
        do {
            let root = makeRoot()
            let box = addView("box", to: root)
            box.constraints.make { make in
                left = make.left.equalToSuperview().offset(1).constraint
                make.top.equalToSuperview()
                size = make.size.equalTo(2).constraint
            }
            root.layoutIfNeeded()
            #expect(left.isActive && size.isActive)
        }
        return (left, left.layoutConstraints[0], size)
    }

    @Test func aHandleKeptAfterItsViewsAreReleasedIsOrphaned() {
        let (left, constraint, size) = orphanedHandles()
        #expect(constraint.firstItem == nil && constraint.secondItem == nil)
        #expect(constraint.secondAttribute == .left)
        #expect(constraint.isOrphaned && !constraint.isActive && constraint.installedView == nil)
        #expect(!left.isActive && !size.isActive)
    }

    @Test func anOrphanedHandleDescribesTheMissingViews() {
        let (left, _, size) = orphanedHandles()
        #expect(left.description.hasPrefix("<released>.left == <released>.left + 1 @required (ConstraintLifetimeTests.swift:"))
        #expect(size.description.hasPrefix("<released>.width == 2 @required"))
    }

    @Test func changingAnOrphanedHandleDoesNothing() {
        let (left, constraint, size) = orphanedHandles()
        left.activate()
        size.activate()
        #expect(!left.isActive && !size.isActive)
        left.update(offset: 5)
        left.update(inset: 2)
        left.update(multiplier: 3)
        left.update(priority: .low)
        constraint.isActive = true
        #expect(!constraint.isActive)
        left.deactivate()
        size.deactivate()
        #expect(constraint.constant == 2 && constraint.multiplier == 3 && constraint.priority == .low)
    }

    @Test func aConstraintWhoseSecondViewIsGoneCannotBeActivated() {
        let box = View()
        box.key = "box"
        var constraint: LayoutConstraint!
        do {
            let other = View()
            other.addSubview(box)
            constraint = LayoutConstraint(
                item: box, attribute: .left, relatedBy: .equal, toItem: other, attribute: .left,
                location: SourceLocation(file: #fileID, line: #line))
            box.removeFromSuperview()
        }
        #expect(constraint.firstItem === box && constraint.isOrphaned)
        constraint.activate()
        #expect(!constraint.isActive && box.installedConstraints.isEmpty)
        #expect(constraint.description.hasPrefix("box.left == <released>.left @required"))
    }

    @Test func aStatementKeepsItsViewWhileACallerHoldsAStage() {
        weak var released: View?
        var stage: ConstraintMakerExtendable?
        do {
            let box = View()
            box.constraints.make { make in
                stage = make.width
                stage!.equalTo(3)
            }
            released = box
        }
        #expect(released != nil)
        stage = nil
        #expect(released == nil)
    }

    @Test func aMakerKeptAfterItsBlockKeepsItsView() {
        var kept: ConstraintMaker?
        do {
            let box = View()
            box.key = "box"
            box.constraints.make { kept = $0 }  // no statement holds the box
        }
        #expect(kept?.view.key == "box")
    }
}
