import Testing
import TrellisViews

/// Each single attribute, against the superview of a 100×50 root: the facts that
/// Masonry's and SnapKit's attribute tests check, on our own engine.
@MainActor
@Suite struct ConstraintAttributeTests {
    /// A 10×4 box placed by `place`, its frame after layout.
    func boxFrame(direction: LayoutDirection? = nil, _ place: (ConstraintMaker) -> Void) -> Rect {
        let root = makeRoot()
        root.layoutDirection = direction
        root.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.size.equalTo(Size(width: 10, height: 4))
            place(make)
        }
        root.layoutIfNeeded()
        return box.frame
    }

    @Test func edges() {
        #expect(boxFrame { $0.left.top.equalToSuperview().offset(3) }.origin == Point(x: 3, y: 3))
        #expect(boxFrame { $0.right.bottom.equalToSuperview().offset(-3) }.origin == Point(x: 87, y: 43))
    }

    @Test func centres() {
        #expect(boxFrame { $0.centerX.centerY.equalToSuperview() }.origin == Point(x: 45, y: 23))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        #expect(
            boxFrame { make in
                make.leading.equalToSuperview()
                make.top.equalToSuperview()
            }.minX == 0)
        #expect(
            boxFrame(direction: .rightToLeft) { make in
                make.leading.equalToSuperview()
                make.top.equalToSuperview()
            }.minX == 90)
        #expect(
            boxFrame(direction: .rightToLeft) { make in
                make.trailing.equalToSuperview()
                make.top.equalToSuperview()
            }.minX == 0)
    }

    @Test func marginAttributesReadTheLayoutMargins() {
        let frame = boxFrame { make in
            make.left.equalTo(make.view.superview!.constraints.leftMargin)
            make.top.equalTo(make.view.superview!.constraints.topMargin)
        }
        #expect(frame.origin == Point(x: 2, y: 1))
        let opposite = boxFrame { make in
            make.right.equalTo(make.view.superview!.constraints.rightMargin)
            make.bottom.equalTo(make.view.superview!.constraints.bottomMargin)
        }
        #expect(opposite.origin == Point(x: 86, y: 43))
        let centred = boxFrame { make in
            make.center.equalTo(make.view.superview!.constraints.centerWithinMargins)
        }
        // the margins' box is x 2…96, y 1…47: centred at (49, 24)
        #expect(centred.origin == Point(x: 44, y: 22))
    }

    @Test func changingMarginsMovesMarginConstrainedViews() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(all: 1)
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.edges.equalTo(root.constraints.margins)
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 1, y: 1, width: 98, height: 48))
        root.layoutMargins = EdgeInsets(all: 5)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 5, y: 5, width: 90, height: 40))
    }

    @Test func widthAndHeightAgainstAnotherView() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        a.constraints.make { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(30)
            make.height.equalTo(6)
        }
        b.constraints.make { make in
            make.left.equalTo(a.constraints.right)
            make.top.equalToSuperview()
            make.width.equalTo(a).multipliedBy(2)
            make.height.equalTo(a.constraints.width).dividedBy(3)
        }
        root.layoutIfNeeded()
        #expect(b.frame == Rect(x: 30, y: 0, width: 60, height: 10))
    }

    @Test func leadingAndTrailingMarginsFollowTheLayoutDirection() {
        // root margins: left 2, right 4
        let leftToRight = boxFrame { make in
            make.leading.equalTo(make.view.superview!.constraints.leadingMargin)
            make.top.equalToSuperview()
        }
        #expect(leftToRight.minX == 2)
        let rightToLeft = boxFrame(direction: .rightToLeft) { make in
            make.leading.equalTo(make.view.superview!.constraints.leadingMargin)
            make.top.equalToSuperview()
        }
        #expect(rightToLeft.maxX == 96)
        let trailing = boxFrame(direction: .rightToLeft) { make in
            make.trailing.equalTo(make.view.superview!.constraints.trailingMargin)
            make.top.equalToSuperview()
        }
        #expect(trailing.minX == 2)
    }

    @Test func insetsOnLeadingAndTrailingFollowTheLayoutDirection() {
        let frame = boxFrame(direction: .rightToLeft) { make in
            make.leading.equalToSuperview().inset(EdgeInsets(left: 3, right: 7))
            make.top.equalToSuperview()
        }
        // leading is the right edge: it moves in by the right inset, as Auto Layout's does
        #expect(frame.maxX == 93)
    }

    @Test func offsetsOnLeadingPointInwardsInBothDirections() {
        let leftToRight = boxFrame { make in
            make.leading.equalToSuperview().offset(8)
            make.top.equalToSuperview()
        }
        #expect(leftToRight.minX == 8)
        let rightToLeft = boxFrame(direction: .rightToLeft) { make in
            make.leading.equalToSuperview().offset(8)
            make.top.equalToSuperview()
        }
        #expect(rightToLeft.maxX == 92)
        let half = boxFrame(direction: .rightToLeft) { make in
            make.leading.equalTo(make.view.superview!.constraints.trailing).multipliedBy(0.5)
            make.top.equalToSuperview()
        }
        // halfway across, measured from the right as right-to-left layouts do
        #expect(half.maxX == 50)
    }
}
