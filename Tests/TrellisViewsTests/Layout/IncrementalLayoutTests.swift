import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Incremental relayout must land where a fresh layout of the same constraints does,
/// after any sequence of edits: constants, multipliers, priorities, activation, root
/// size, frames of frame-laid views, intrinsic sizes.
@MainActor
@Suite struct IncrementalLayoutTests {
    /// A determined system: every view's four unknowns are pinned by required
    /// constraints to earlier views, plus optional wishes at distinct priorities.
    struct Scenario {
        let root: View
        let views: [View]
        let editable: [LayoutConstraint]
        let toggles: [(ViewConstraint, ViewConstraint)]
        let anchor: View
        let label: Label
    }

    func makeScenario(random: inout SeededGenerator) -> Scenario {
        let root = makeRoot(width: 120, height: 60)
        let anchor = addView("anchor", to: root, frame: Rect(x: 3, y: 2, width: 10, height: 5))
        let label = Label("abc")
        label.key = "label"
        root.addSubview(label)
        var views: [View] = [anchor, label]
        var editable: [LayoutConstraint] = []
        var toggles: [(ViewConstraint, ViewConstraint)] = []
        label.constraints.make { make in
            make.left.equalTo(anchor.constraints.right).offset(1)
            make.top.equalTo(anchor)
        }
        for index in 0..<6 {
            let parent = views[Int(random.next() % UInt64(views.count))]
            let container = parent === anchor || parent === label ? root : parent
            let view = addView("v\(index)", to: container)
            let reference = views[Int(random.next() % UInt64(views.count))]
            let handles = view.constraints.make { make in
                make.left.equalTo(reference.constraints.right).offset(Double(random.next() % 5))
                make.top.equalTo(reference.constraints.bottom).offset(1)
                make.width.equalTo(reference).multipliedBy(0.5).offset(2)
                make.height.equalTo(Double(1 + random.next() % 3))
            }
            editable += handles.flatMap(\.layoutConstraints)
            var wish: ViewConstraint!
            var other: ViewConstraint!
            view.constraints.make { make in
                wish = make.width.greaterThanOrEqualTo(Double(random.next() % 20)).priority(.high).constraint
                other = make.width.lessThanOrEqualTo(root).multipliedBy(0.25).priority(.medium).constraint
            }
            other.deactivate()
            toggles.append((wish, other))
            views.append(view)
        }
        return Scenario(root: root, views: views, editable: editable, toggles: toggles, anchor: anchor, label: label)
    }

    func edit(_ scenario: Scenario, random: inout SeededGenerator) {
        switch random.next() % 7 {
        case 0:
            let constraint = scenario.editable[Int(random.next() % UInt64(scenario.editable.count))]
            constraint.constant = Double(random.next() % 9) - 2
        case 1:
            let constraint = scenario.editable[Int(random.next() % UInt64(scenario.editable.count))]
            if constraint.firstAttribute == .width { constraint.multiplier = [0.25, 0.5, 1, 2][Int(random.next() % 4)] }
        case 2:
            let (a, b) = scenario.toggles[Int(random.next() % UInt64(scenario.toggles.count))]
            if a.isActive {
                a.deactivate()
                b.activate()
            } else {
                b.deactivate()
                a.activate()
            }
        case 3:
            scenario.root.frame.size = Size(width: Double(60 + random.next() % 100), height: 60)
        case 4:
            scenario.anchor.frame = Rect(x: Double(random.next() % 10), y: 2, width: Double(1 + random.next() % 20), height: 5)
        case 5:
            scenario.label.text = String(repeating: "猫", count: Int(random.next() % 6))
        default:
            let (a, _) = scenario.toggles[Int(random.next() % UInt64(scenario.toggles.count))]
            a.update(priority: [.low, .medium, .high, LayoutPriority(900)][Int(random.next() % 4)])
        }
    }

    func frames(_ scenario: Scenario) -> [Rect] {
        scenario.views.map(\.frame)
    }

    @Test(arguments: 0..<12)
    func incrementalRelayoutEqualsFreshLayout(seed: UInt64) {
        var random = SeededGenerator(seed: seed &+ 0x1234_5678)  // the offset keeps the sequences this test was tuned on
        let scenario = makeScenario(random: &random)
        scenario.root.layoutIfNeeded()
        for _ in 0..<40 {
            edit(scenario, random: &random)
            _ = capturingConflicts(of: scenario.root) { scenario.root.layoutIfNeeded() }
            let incremental = frames(scenario)
            // a fresh engine solves the same constraints from scratch
            scenario.root._engine = nil
            scenario.root._needsLayoutPass = true
            _ = capturingConflicts(of: scenario.root) { scenario.root.layoutIfNeeded() }
            let fresh = frames(scenario)
            for (a, b) in zip(incremental, fresh) {
                #expect(
                    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
                        && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6,
                    "seed \(seed): incremental \(a) vs fresh \(b)")
            }
        }
    }
}
