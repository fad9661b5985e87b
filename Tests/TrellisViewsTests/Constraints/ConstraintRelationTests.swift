import Testing
import TrellisViews

/// Relations and what they accept: views, attributes, numbers, sizes, points, insets.
@MainActor
@Suite struct ConstraintRelationTests {
    @Test func aNumberOnAPositionBindsToTheSuperviewsSameAttribute() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handles = box.constraints.make { make in
            make.left.equalTo(7)
            make.top.equalTo(3)
            make.width.equalTo(10)
            make.height.equalTo(2)
        }
        let constraints = handles.flatMap(\.layoutConstraints)
        #expect(constraints[0].secondItem === root && constraints[0].secondAttribute == .left)
        #expect(constraints[2].secondItem == nil && constraints[2].constant == 10)
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 7, y: 3, width: 10, height: 2))
    }

    @Test func aPointPlacesTheCenterFromTheSuperviewsCenter() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.size.equalTo(Size(width: 10, height: 4))
            make.center.equalTo(Point(x: 5, y: -3))
        }
        root.layoutIfNeeded()
        #expect(box.frame.origin == Point(x: 50, y: 20))
    }

    @Test func insetsPlaceEdgesFromTheSuperviewsEdges() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { $0.edges.equalTo(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func aViewMeansItsSameAttribute() {
        let root = makeRoot()
        let anchor = addView("anchor", to: root, frame: Rect(x: 20, y: 10, width: 8, height: 3))
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.top.width.equalTo(anchor)
            make.height.equalTo(anchor.constraints.width)
        }
        root.layoutIfNeeded()
        #expect(box.frame == Rect(x: 20, y: 10, width: 8, height: 8))
    }

    @Test func inequalitiesHoldAgainstWeakerWishes() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            make.width.lessThanOrEqualTo(20)
            make.width.greaterThanOrEqualTo(5)
            make.width.equalTo(100).priority(.low)
        }
        root.layoutIfNeeded()
        #expect(box.frame.width == 20)
        box.constraints.update { $0.width.equalTo(1).priority(.low) }
        root.layoutIfNeeded()
        #expect(box.frame.width == 5)
    }

    @Test func superviewRelations() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.left.top.equalToSuperview()
            make.width.lessThanOrEqualToSuperview().offset(-10)
            make.height.greaterThanOrEqualToSuperview()
            make.size.equalTo(Size(width: 500, height: 0)).priority(.medium)
        }
        root.layoutIfNeeded()
        #expect(box.frame.size == Size(width: 90, height: 50))
    }
}
