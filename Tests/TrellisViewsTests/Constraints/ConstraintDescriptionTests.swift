import Testing
import TrellisViews

/// Descriptions read like the source: keys, relation, multiplier, constant, priority,
/// label and the call site.
@MainActor
@Suite struct ConstraintDescriptionTests {
    @Test func descriptionsReadLikeTheSource() {
        let cell = makeRoot()
        cell.key = "cell"
        let avatar = addView("avatar", to: cell)
        let line = #line + 2
        let handles = avatar.constraints.make { make in
            make.left.equalTo(cell).offset(8)
            make.width.equalTo(cell).multipliedBy(0.5).offset(-2).priority(.high)
            make.height.lessThanOrEqualTo(3).priority(600)
        }
        let lines = handles.map(\.description)
        #expect(
            lines == [
                "avatar.left == cell.left + 8 @required (ConstraintDescriptionTests.swift:\(line))",
                "avatar.width == cell.width * 0.5 - 2 @high (ConstraintDescriptionTests.swift:\(line + 1))",
                "avatar.height <= 3 @600 (ConstraintDescriptionTests.swift:\(line + 2))",
            ])
    }

    @Test func locationsFollowTheDSLChain() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let line = #line + 1
        let handle = box.constraints.make { $0.top.equalToSuperview() }[0]
        #expect(handle.location.line == UInt(line))
        #expect(handle.location.fileID.hasSuffix("ConstraintDescriptionTests.swift"))
        #expect(handle.layoutConstraints[0].location == handle.location)
    }

    @Test func compositeHandlesDescribeEachConstraint() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let handle = box.constraints.make { $0.size.equalTo(Size(width: 4, height: 1)) }[0]
        let lines: [String] = handle.description.split(separator: "\n").map { line in
            line.split(separator: " ").prefix(3).joined(separator: " ")
        }
        #expect(lines == ["box.width == 4", "box.height == 1"])
    }
}
