import Testing
import TrellisViews

/// Composite attributes make one constraint per member, under one handle.
@MainActor
@Suite struct ConstraintCompositeTests {
    @Test func edgesMakeFourConstraints() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handles = box.constraints.make { $0.edges.equalToSuperview() }
        #expect(handles.count == 1)
        #expect(handles[0].layoutConstraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        root.layoutIfNeeded()
        #expect(box.frame == root.bounds)
    }

    @Test func horizontalAndVerticalEdges() {
        let root = makeRoot()
        let bar = addView("bar", to: root)
        bar.constraints.make { make in
            make.horizontalEdges.equalToSuperview().inset(2)
            make.verticalEdges.equalToSuperview().inset(EdgeInsets(top: 1, bottom: 40))
        }
        root.layoutIfNeeded()
        #expect(bar.frame == Rect(x: 2, y: 1, width: 96, height: 9))
    }

    @Test func sizeAndCenter() {
        let root = makeRoot()
        let dot = addView("dot", to: root)
        dot.constraints.make { make in
            make.size.equalTo(Size(width: 4, height: 2))
            make.center.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 48, y: 24, width: 4, height: 2))
    }

    @Test func chainingAttributesBuildsOneStatement() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handles = box.constraints.make { make in
            make.left.and.top.equalToSuperview().offset(3)
            make.width.height.equalTo(5)
        }
        #expect(handles.map(\.layoutConstraints.count) == [2, 2])
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 3, y: 3, width: 5, height: 5))
    }

    @Test func compositeAgainstTheSameCompositeOfAnotherView() {
        let root = makeRoot()
        let card = addView("card", to: root, frame: Rect(x: 10, y: 5, width: 30, height: 20))
        let overlay = addView("overlay", to: root)
        overlay.constraints.make { make in
            make.edges.equalTo(card.constraints.edges)
        }
        root.layoutIfNeeded()
        #expect(overlay.frame == card.frame)
    }

    @Test func edgesAgainstMarginsPairEachEdgeWithItsMargin() {
        let root = makeRoot()
        let card = addView("card", to: root, frame: Rect(x: 10, y: 5, width: 30, height: 20))
        card.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let content = addView("content", to: card)
        content.constraints.make { $0.edges.equalTo(card.constraints.margins) }
        root.layoutIfNeeded()
        #expect(content.frame == Rect(x: 2, y: 1, width: 24, height: 16))
    }

    @Test func severalAttributesAgainstOneTargetAttribute() {
        let root = makeRoot()
        let guide = addView("guide", to: root, frame: Rect(x: 0, y: 0, width: 60, height: 1))
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.right.equalTo(guide.constraints.centerX)  // both edges on the centre line
            make.top.height.equalTo(0)
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 30, y: 0, width: 0, height: 0))
    }
}
