import Testing
import TrellisSolver

@testable import TrellisViews

/// A changed constant goes into the solver in place, and the pass frames what moved.
@MainActor
@Suite struct LayoutEngineConstantsTests {
    /// A column of three views, each below the previous one, and one beside it.
    func column() -> (root: View, views: [View], spacing: LayoutConstraint) {
        let root = makeRoot(width: 40, height: 30)
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = addView("c", to: root)
        let side = addView("side", to: root)
        for view in [a, b, c] {
            view.constraints.make { make in
                make.left.equalToSuperview()
                make.size.equalTo(Size(width: 10, height: 2))
            }
        }
        a.constraints.make { $0.top.equalToSuperview() }
        let spacing = b.constraints.make { $0.top.equalTo(a.constraints.bottom).offset(1) }[0].layoutConstraints[0]
        c.constraints.make { $0.top.equalTo(b.constraints.bottom).offset(1) }
        side.constraints.make { make in
            make.left.equalToSuperview().offset(20)
            make.top.equalToSuperview()
            make.size.equalTo(Size(width: 5, height: 5))
        }
        root.layoutIfNeeded()
        return (root, [a, b, c, side], spacing)
    }

    @Test func aConstantChangesInPlaceAndMovesWhatDependsOnIt() throws {
        let (root, views, spacing) = column()
        let engine = try #require(root._engine)
        let constraintsBefore = engine.solver.constraints.count
        spacing.constant = 4
        root.layoutIfNeeded()
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 0, y: 6, width: 10, height: 2),
                Rect(x: 0, y: 9, width: 10, height: 2), Rect(x: 20, y: 0, width: 5, height: 5),
            ])
        // In place: no constraint added or removed, no edit variable, and only b and c moved.
        #expect(engine.solver.constraints.count == constraintsBefore)
        #expect(engine.solver.constraints.contains { $0 === spacing.compiled })
        #expect(Set(engine.solver.changedVariables) == [views[1].layoutVariables.top, views[2].layoutVariables.top])
    }

    @Test func framesFollowEveryChangeAcrossPasses() {
        let (root, views, spacing) = column()
        for constant in [3.0, 0, 7, 7, 2] {
            spacing.constant = constant
            root.layoutIfNeeded()
            #expect(views[1].frame.minY == 2 + constant && views[2].frame.minY == 5 + constant)
            #expect(views[0].frame.minY == 0 && views[3].frame == Rect(x: 20, y: 0, width: 5, height: 5))
        }
    }

    @Test func aSubviewIsReframedWhenOnlyItsSuperviewMoved() {
        let (root, views, spacing) = column()
        let inner = addView("inner", to: views[1])
        inner.constraints.make { make in
            make.left.equalToSuperview().offset(1)
            make.top.equalTo(views[0])  // pinned beside a: it stays put on screen while b moves
            make.size.equalTo(Size(width: 2, height: 1))
        }
        root.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 1, y: -3, width: 2, height: 1))
        spacing.constant = 5
        root.layoutIfNeeded()
        // None of inner's variables moved; its frame is relative to b, which did.
        #expect(inner.frame == Rect(x: 1, y: -7, width: 2, height: 1))
    }
}
