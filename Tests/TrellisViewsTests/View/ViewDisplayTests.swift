import Testing

@testable import TrellisViews

/// `subtreeNeedsDisplay`: set up the superview chain by `setNeedsDisplay()`, cleared by hosts.
@MainActor
@Suite struct ViewDisplayTests {
    /// root → a → b → c, every flag cleared as a host would after a frame.
    func chain() -> [View] {
        let root = View()
        let a = View()
        let b = View()
        let c = View()
        root.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        let views = [root, a, b, c]
        for view in views {
            view.markDisplayed()
            view.clearSubtreeNeedsDisplay()
        }
        return views
    }

    @Test func aNewViewNeedsDisplayAndSaysSo() {
        let view = View()
        #expect(view.needsDisplay && view.subtreeNeedsDisplay)
    }

    @Test func setNeedsDisplayMarksTheViewAndEveryAncestor() {
        let views = chain()
        #expect(views.allSatisfy { !$0.subtreeNeedsDisplay })
        views[3].setNeedsDisplay()
        #expect(views.allSatisfy { $0.subtreeNeedsDisplay })
        #expect(views[3].needsDisplay && !views[2].needsDisplay && !views[0].needsDisplay)
    }

    @Test func aSiblingSubtreeStaysClean() {
        let views = chain()
        let sibling = View()
        views[1].addSubview(sibling)  // marks a (the new superview) and up
        for view in views + [sibling] {
            view.markDisplayed()
            view.clearSubtreeNeedsDisplay()
        }
        sibling.setNeedsDisplay()
        #expect(sibling.subtreeNeedsDisplay && views[1].subtreeNeedsDisplay && views[0].subtreeNeedsDisplay)
        #expect(!views[2].subtreeNeedsDisplay && !views[3].subtreeNeedsDisplay)
    }

    @Test func changesThatNeedDisplayMarkTheRoot() {
        let views = chain()
        views[3].style = Style(background: .red)
        #expect(views[0].subtreeNeedsDisplay)
        for view in views { view.clearSubtreeNeedsDisplay() }
        views[2].isHidden = true
        #expect(views[0].subtreeNeedsDisplay && !views[3].subtreeNeedsDisplay)
        for view in views { view.clearSubtreeNeedsDisplay() }
        views[3].removeFromSuperview()  // marks its old superview
        #expect(views[0].subtreeNeedsDisplay && views[2].subtreeNeedsDisplay)
    }

    @Test func aFrameTheLayoutPassWritesMarksEveryAncestor() {
        let views = chain()
        var left: ViewConstraint!
        views[3].constraints.make { make in
            left = make.left.equalToSuperview().offset(1).constraint
            make.top.equalToSuperview()
            make.size.equalTo(2)
        }
        views[0].layoutIfNeeded()
        for view in views {
            view.markDisplayed()
            view.clearSubtreeNeedsDisplay()
        }
        // The pass writes c's frame knowing its superview: the marks must still
        // reach the root, which a host asks first.
        left.update(offset: 3)
        views[0].layoutIfNeeded()
        #expect(views[3].frame.minX == 3)
        #expect(views[3].needsDisplay && !views[2].needsDisplay)
        #expect(views.allSatisfy { $0.subtreeNeedsDisplay })
    }

    @Test func treeNeedsLayoutAsksTheRoot() {
        let views = chain()
        views[0].layoutIfNeeded()
        #expect(!views[3].treeNeedsLayout)
        views[3].setNeedsLayout()
        #expect(views[0].treeNeedsLayout && views[3].treeNeedsLayout)
        views[0].layoutIfNeeded()
        #expect(!views[0].treeNeedsLayout)
    }
}
