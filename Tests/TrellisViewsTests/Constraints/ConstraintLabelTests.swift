import Testing
import TrellisViews

/// Labels given after a block (Masonry's `MASConstraint.key`) name every constraint it
/// made, in descriptions and in conflict reports.
@MainActor
@Suite struct ConstraintLabelTests {
    @Test func aBlocksHandlesAreLabeledTogether() {
        let root = makeRoot()
        root.key = "root"
        let box = addView("box", to: root)
        let handles = box.constraints.make { make in
            make.left.top.equalToSuperview()
            make.size.equalTo(Size(width: 4, height: 1))
        }.labeled("wide")
        let constraints = handles.flatMap(\.layoutConstraints)
        #expect(constraints.count == 4)
        #expect(constraints.allSatisfy { $0.label == "wide" })
        #expect(box.constraints.made.allSatisfy { $0.description.contains("[label: wide]") })
    }

    @Test func oneHandleIsRelabeled() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handle = box.constraints.make { $0.width.equalTo(4).labeled("old") }[0]
        handle.labeled("width")
        #expect(handle.description.hasPrefix("box.width == 4 @required [label: width]"))
    }

    @Test func conflictReportsNameTheLabels() {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.constraints.make { $0.width.equalTo(4) }.labeled("narrow")
        box.constraints.make { $0.width.equalTo(6) }.labeled("wide")
        var report = ""
        do { try root.layoutIfNeededOrThrow() } catch { report = "\(error)" }
        #expect(report.contains("[label: wide]") && report.contains("[label: narrow]"))
    }
}
