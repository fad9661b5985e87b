import Dispatch
import Testing
import TrellisTestSupport
import TrellisViews

/// A subview the caller keeps after its superview is released: it becomes a root of
/// its own, forgets the constraints its superview held, and goes on working.
@MainActor
@Suite struct ViewLifetimeTests {
    /// Records when its deinit has run (a view's deinit is isolated to the main actor).
    final class TrackedView: View {
        let onDeinit: @MainActor () -> Void
        init(onDeinit: @escaping @MainActor () -> Void) {
            self.onDeinit = onDeinit
            super.init()
        }
        isolated deinit { onDeinit() }
    }

    /// Passes the last reference to a view to another thread, which drops it there.
    final class Handoff: @unchecked Sendable {  // written by one thread at a time, in turn
        var view: View?
    }

    @Test func aSubviewKeptAfterItsSuperviewIsReleasedBecomesARoot() {
        var child: View!
        var toParent: LayoutConstraint!
        do {
            let root = makeRoot()
            child = addView("child", to: root)
            child.constraints.make { $0.edges.equalToSuperview().inset(1) }
            root.layoutIfNeeded()
            toParent = child.constraints.made[0]
        }
        #expect(child.superview == nil && child.rootView === child)
        #expect(!toParent.isActive && toParent.isOrphaned)
        #expect(toParent.description.hasPrefix("child.left == <released>.left + 1"))
        // the child no longer counts it among its active constraints, so nothing keeps it
        weak let forgotten = toParent
        toParent = nil
        child.constraints.removeAll()
        #expect(forgotten == nil)

        let parent = makeRoot(width: 20, height: 10)
        parent.addSubview(child)
        child.constraints.make { $0.edges.equalToSuperview() }
        parent.layoutIfNeeded()
        #expect(child.frame == parent.bounds)
    }

    @Test func aSuperviewReleasedOffTheMainActorIsGoneAtOnce() async {
        // Views are Sendable (an Action carries its sender), so the last reference may
        // be dropped on another thread; the deinit then waits for the main actor.
        var deinitRan = false
        let child = View()
        child.key = "child"
        var toParent: LayoutConstraint!
        let handoff = Handoff()
        do {
            let parent = TrackedView { deinitRan = true }
            parent.frame = Rect(x: 0, y: 0, width: 10, height: 4)
            parent.addSubview(child)
            child.constraints.make { $0.edges.equalToSuperview() }
            parent.layoutIfNeeded()
            toParent = child.constraints.made[0]
            handoff.view = parent
        }
        let dropped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            handoff.view = nil
            dropped.signal()
        }
        dropped.wait()  // the main actor is blocked: the superview's deinit waits

        #expect(!deinitRan)
        #expect(child.superview == nil && child.rootView === child)
        #expect(toParent.installedView == nil)
        toParent.deactivate()
        child.layoutIfNeeded()
        #expect(toParent.description.hasPrefix("child.left == <released>.left"))

        #expect(await eventually { deinitRan })
        #expect(!toParent.isActive)
        let parent = makeRoot(width: 6, height: 2)
        parent.addSubview(child)
        child.constraints.remake { $0.edges.equalToSuperview() }
        parent.layoutIfNeeded()
        #expect(child.frame == parent.bounds)
    }

    @Test func aSubtreeOfARootReleasedOffTheMainActorLaysOutWithoutReadingTheRoot() async {
        // The root's engine wrote the panel's and the badge's frames through unretained
        // references; while the root's deinit waits, the panel is a root of its own,
        // and its passes must reach neither the dying root nor the root's engine.
        var deinitRan = false
        let panel = View()
        panel.key = "panel"
        let badge = View()
        badge.key = "badge"
        let handoff = Handoff()
        do {
            let root = TrackedView { deinitRan = true }
            root.frame = Rect(x: 0, y: 0, width: 40, height: 10)
            root.addSubview(panel)
            panel.addSubview(badge)
            panel.constraints.make { $0.edges.equalToSuperview().inset(2) }
            badge.constraints.make { make in
                make.right.top.equalToSuperview()
                make.size.equalTo(2)
            }
            root.layoutIfNeeded()
            #expect(badge.frame == Rect(x: 34, y: 0, width: 2, height: 2))
            handoff.view = root
        }
        let dropped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            handoff.view = nil
            dropped.signal()
        }
        dropped.wait()

        #expect(!deinitRan)
        #expect(panel.superview == nil && panel.rootView === panel)
        panel.frame = Rect(x: 0, y: 0, width: 20, height: 5)
        panel.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 18, y: 0, width: 2, height: 2))
        #expect(!panel.treeNeedsLayout)

        #expect(await eventually { deinitRan })
        panel.frame.size.width = 30
        panel.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 28, y: 0, width: 2, height: 2))
    }
}
