import Testing
import TrellisViews

/// Unsatisfiable required constraints are refused, reported in readable form with
/// keys and call sites, and never crash the pass.
@MainActor
@Suite struct LayoutConflictTests {
    @Test func aContradictionThrowsBothConstraintsReadably() {
        let cell = makeRoot()
        cell.key = "cell"
        let avatar = addView("avatar", to: cell)
        let line = #line + 2
        avatar.constraints.make { make in
            make.left.equalTo(cell).offset(8)
            make.left.equalTo(cell).offset(9)
            make.top.equalToSuperview()
            make.size.equalTo(2)
        }
        #expect {
            try cell.layoutIfNeededOrThrow()
        } throws: { error in
            guard case LayoutError.unsatisfiable(let conflicts) = error, conflicts.count == 1 else { return false }
            let conflict = conflicts[0]
            return conflict.rejected.constraint === avatar.constraints.made[1]
                && conflict.conflicting.compactMap(\.constraint).contains { $0 === avatar.constraints.made[0] }
                && conflict.description.contains(
                    "Unable to satisfy avatar.left == cell.left + 9 @required (LayoutConflictTests.swift:\(line + 1))")
                && conflict.description.contains("avatar.left == cell.left + 8 @required (LayoutConflictTests.swift:\(line))")
        }
        // the pass still ran without the refused constraint
        #expect(avatar.frame == Rect(x: 8, y: 0, width: 2, height: 2))
        #expect(avatar.constraints.made[1].isRejected)
        #expect(cell.recursiveDescription.contains("! avatar.left == cell.left + 9"))
    }

    @Test func layoutIfNeededReportsInsteadOfThrowing() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { make in
            make.width.equalTo(4)
            make.width.equalTo(5)
            make.left.top.height.equalTo(0)
        }
        let reported = capturingConflicts(of: root) { root.layoutIfNeeded() }
        #expect(reported.count == 1)
        #expect("\(reported[0])".contains("box.width == 5"))
    }

    @Test func eachRootReportsOnlyToItsOwnHandler() {
        func contradiction(_ key: String) -> (root: View, box: View) {
            let root = makeRoot()
            let box = addView(key, to: root)
            box.constraints.make { make in
                make.width.equalTo(4)
                make.width.equalTo(5)
                make.left.top.height.equalTo(0)
            }
            return (root, box)
        }
        let (first, firstBox) = contradiction("first")
        let (second, secondBox) = contradiction("second")
        var firstReports: [String] = []
        var secondReports: [String] = []
        first.layoutConflictHandler = { firstReports.append("\($0)") }
        second.layoutConflictHandler = { secondReports.append("\($0)") }
        // asked from a subview: the pass, and its report, belong to the root
        firstBox.layoutIfNeeded()
        secondBox.layoutIfNeeded()
        #expect(firstReports.count == 1 && firstReports[0].contains("first.width == 5"))
        #expect(secondReports.count == 1 && secondReports[0].contains("second.width == 5"))
    }

    @Test func aRefusedConstraintAppliesOnceItsRivalGoes() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handles = box.constraints.make { make in
            make.width.equalTo(4)
            make.width.equalTo(5)
            make.left.top.height.equalTo(0)
        }
        _ = capturingConflicts(of: root) { root.layoutIfNeeded() }
        #expect(box.frame.width == 4)
        handles[0].deactivate()
        handles[1].layoutConstraints[0].constant = 6  // touching it retries it
        root.layoutIfNeeded()
        #expect(box.frame.width == 6)
        #expect(!handles[1].layoutConstraints[0].isRejected)
    }

    @Test func framesOfFrameLaidViewsAppearInConflicts() {
        let root = makeRoot()
        let panel = addView("panel", to: root, frame: Rect(x: 0, y: 0, width: 30, height: 10))
        let child = addView("child", to: panel)
        child.constraints.make { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(1)
            make.width.equalTo(40)
            make.right.lessThanOrEqualToSuperview()
        }
        let reported = capturingConflicts(of: root) { root.layoutIfNeeded() }
        #expect(reported.count == 1)
        let text = "\(reported.first.map { "\($0)" } ?? "")"
        #expect(text.contains("child.right <= panel.right"))
        #expect(text.contains("panel.width == 30 @required (frame)"))
    }

    @Test func aConstantEditThatRequiredConstraintsRefuseIsReported() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handles = box.constraints.make { make in
            make.left.top.height.equalTo(0)
            make.width.lessThanOrEqualTo(10)
            make.width.equalTo(5)
        }
        root.layoutIfNeeded()
        handles[2].update(offset: 6)
        root.layoutIfNeeded()  // an edit: fine
        #expect(box.frame.width == 6)
        handles[2].update(offset: 12)
        let reported = capturingConflicts(of: root) { root.layoutIfNeeded() }
        #expect(reported.count == 1)
        #expect("\(reported.first.map { "\($0)" } ?? "")".contains("box.width == 12"))
        #expect(box.frame.width == 10)
    }
}
