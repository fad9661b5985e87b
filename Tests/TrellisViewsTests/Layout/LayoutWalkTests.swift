import Testing
import TrellisViews

/// The pass's top-down walk of `layoutSubviews()`: it holds no reference per view and
/// skips subtrees where nothing needs layout, so it must still reach every view that
/// needs it, keep alive every view it hands out, and lose no request made while it runs.
@MainActor
@Suite struct LayoutWalkTests {
    /// Records its layouts and its deinit in one shared log.
    final class Logged: View {
        let log: Log
        var onLayout: () -> Void = {}
        init(_ key: String, log: Log) {
            self.log = log
            super.init()
            self.key = key
        }
        override func layoutSubviews() {
            log.lines.append("layout \(key ?? "")")
            onLayout()
        }
        isolated deinit { log.lines.append("deinit \(key ?? "")") }
    }

    final class Log {
        var lines: [String] = []
    }

    @Test func aSubviewASiblingRemovesDuringTheWalkStaysAliveUntilTheWalkLeavesIt() {
        let log = Log()
        let root = makeRoot()
        let first = Logged("first", log: log)
        root.addSubview(first)
        do {
            let second = Logged("second", log: log)
            root.addSubview(second)
            // Only the tree holds `second` now: removing it drops the last reference
            // but the walk, which reaches it next, must not find it freed.
            first.onLayout = { [unowned second] in second.removeFromSuperview() }
        }
        root.layoutIfNeeded()
        #expect(log.lines == ["layout first", "layout second", "deinit second"])
        #expect(root.subviews.count == 1)
    }

    @Test func aViewResizedDeepInATreeIsLaidOutInTheSamePass() {
        let log = Log()
        let root = makeRoot()
        let outer = addView("outer", to: root, frame: Rect(x: 2, y: 2, width: 40, height: 20))
        let inner = addView("inner", to: outer, frame: Rect(x: 1, y: 1, width: 30, height: 10))
        let leaf = Logged("leaf", log: log)
        inner.addSubview(leaf)
        var width: ViewConstraint!
        leaf.constraints.make { make in
            make.left.top.equalToSuperview()
            width = make.width.equalTo(5).constraint
            make.height.equalTo(1)
        }
        let sibling = addView("sibling", to: root, frame: Rect(x: 50, y: 0, width: 10, height: 10))
        root.layoutIfNeeded()
        #expect(log.lines == ["layout leaf"])
        #expect(!outer.needsLayout && !sibling.needsLayout)

        // Only the leaf's size changes: the pass writes its frame, and the walk must
        // go down outer and inner, which need no layout themselves, to reach it.
        log.lines = []
        width.update(offset: 8)
        root.layoutIfNeeded()
        #expect(leaf.frame.width == 8)
        #expect(log.lines == ["layout leaf"])
        #expect(!leaf.needsLayout)
    }

    @Test func aViewANestedPassResizesAfterTheWalkLeftItIsLaidOutByTheNextPass() {
        let log = Log()
        let root = makeRoot()
        let resized = Logged("resized", log: log)
        let later = Logged("later", log: log)
        root.addSubview(resized)  // walked first
        root.addSubview(later)
        var width: ViewConstraint!
        resized.constraints.make { make in
            make.left.top.equalToSuperview()
            width = make.width.equalTo(5).constraint
            make.height.equalTo(1)
        }
        var laterLeft: ViewConstraint!
        later.constraints.make { make in
            laterLeft = make.left.equalToSuperview().offset(20).constraint
            make.top.equalToSuperview()
            make.size.equalTo(2)
        }
        root.layoutIfNeeded()
        #expect(log.lines == ["layout resized", "layout later"])

        // `later` resizes `resized` by a nested pass, after the walk left it: the
        // pass in progress does not call it again (nor did it before the walk skipped
        // clean subtrees), and the request must wait for the next pass.
        log.lines = []
        later.onLayout = {
            width.update(offset: 9)
            later.layoutIfNeeded()
        }
        later.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(resized.frame.width == 9 && resized.needsLayout)
        #expect(log.lines == ["layout later"])

        // The next pass moves `later` without resizing anything, so nothing marks
        // the path to `resized` again: the mark left by the nested pass must lead there.
        later.onLayout = {}
        log.lines = []
        laterLeft.update(offset: 21)
        root.layoutIfNeeded()
        #expect(later.frame.minX == 21)
        #expect(log.lines == ["layout resized"])
        #expect(!resized.needsLayout)
    }

    @Test func aRequestMadeDuringTheWalkForAViewItLeftRunsInTheSameCall() {
        let log = Log()
        let root = makeRoot()
        let outer = addView("outer", to: root, frame: Rect(x: 0, y: 0, width: 20, height: 10))
        let early = Logged("early", log: log)
        outer.addSubview(early)
        let late = Logged("late", log: log)
        root.addSubview(late)
        root.layoutIfNeeded()

        // `late` asks for `early`'s layout after the walk has left outer and early:
        // the pass goes round again and reaches it down the marked path.
        log.lines = []
        var asked = false
        late.onLayout = {
            if !asked {
                asked = true
                early.setNeedsLayout()
            }
        }
        late.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log.lines == ["layout late", "layout early"])
        #expect(!root.treeNeedsLayout)
    }
}
