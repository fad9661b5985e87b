import Testing
import TrellisViews

@MainActor
@Suite struct ViewHierarchyTests {
    @Test func addingAndRemovingSubviews() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        #expect(root.subviews.map(\.key) == ["a", "b"])
        #expect(a.superview === root)

        let c = View()
        c.key = "c"
        root.insertSubview(c, at: 1)
        #expect(root.subviews.map(\.key) == ["a", "c", "b"])

        root.bringSubviewToFront(a)
        #expect(root.subviews.map(\.key) == ["c", "b", "a"])

        b.removeFromSuperview()
        #expect(b.superview == nil)
        #expect(root.subviews.map(\.key) == ["c", "a"])
    }

    @Test("stacking subviews on top puts them there in their order, keeps the others' order, and marks nothing when they are there")
    func stackingSubviewsOnTop() {
        let root = makeRoot()
        let views = ["a", "b", "c", "d", "e"].map { addView($0, to: root) }
        root.stackSubviewsOnTop([views[3], views[0]])
        #expect(root.subviews.map(\.key) == ["b", "c", "e", "d", "a"])
        #expect(root.needsDisplay)

        root.markDisplayed()
        root.stackSubviewsOnTop([views[3], views[0]])
        root.stackSubviewsOnTop([])
        #expect(root.subviews.map(\.key) == ["b", "c", "e", "d", "a"])
        #expect(!root.needsDisplay, "on top in that order already: nothing to paint again")

        root.stackSubviewsOnTop([views[0], views[3]])
        #expect(root.subviews.map(\.key) == ["b", "c", "e", "a", "d"])
        #expect(root.needsDisplay)

        root.stackSubviewsOnTop(root.subviews.reversed())
        #expect(root.subviews.map(\.key) == ["d", "a", "e", "c", "b"])
        #expect(views.allSatisfy { $0.superview === root })
    }

    @Test func addingToAnotherParentMovesTheView() {
        let root = makeRoot()
        let first = addView("first", to: root)
        let second = addView("second", to: root)
        let child = addView("child", to: first)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(child.superview === second)
    }

    @Test func ancestry() {
        let root = makeRoot()
        let left = addView("left", to: root)
        let right = addView("right", to: root)
        let leaf = addView("leaf", to: left)
        #expect(leaf.isDescendant(of: root))
        #expect(!leaf.isDescendant(of: right))
        #expect(leaf.closestCommonAncestor(with: right) === root)
        #expect(leaf.closestCommonAncestor(with: left) === left)
        #expect(leaf.closestCommonAncestor(with: View()) == nil)
        #expect(leaf.rootView === root)
        #expect(root.subview(withKey: "leaf") === leaf)
    }

    @Test func frameChangesAskForDisplayAndLayout() {
        let view = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
        view.layoutIfNeeded()
        view.markDisplayed()
        #expect(!view.needsDisplay && !view.needsLayout)
        view.frame.origin.x = 2
        #expect(view.needsDisplay && !view.needsLayout)
        view.frame.size.width = 5
        #expect(view.needsLayout)
        #expect(view.frameInRoot == Rect(x: 2, y: 0, width: 5, height: 1))
    }

    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = View()
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
    }
}
