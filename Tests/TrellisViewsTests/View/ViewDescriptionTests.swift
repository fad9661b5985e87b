import Testing
import TrellisViews

@MainActor
@Suite struct ViewDescriptionTests {
    @Test func recursiveDescriptionShowsFramesKeysAndConstraints() {
        let root = makeRoot(width: 40, height: 3)
        let avatar = addView("avatar", to: root)
        let title = Label("阅读源码的乐趣")
        title.key = "title"
        root.addSubview(title)
        let line = #line + 2
        avatar.constraints.make { make in
            make.left.top.equalToSuperview().offset(1)
            make.size.equalTo(Size(width: 2, height: 1))
        }
        title.constraints.make { make in
            make.left.equalTo(avatar.constraints.right).offset(1)
            make.top.equalTo(avatar)
        }
        root.layoutIfNeeded()
        let file = "ViewDescriptionTests.swift"
        #expect(
            root.recursiveDescription == """
                View root (0, 0, 40×3)
                  = avatar.left == root.left + 1 @required (\(file):\(line))
                  = avatar.top == root.top + 1 @required (\(file):\(line))
                  = title.left == avatar.right + 1 @required (\(file):\(line + 4))
                  = title.top == avatar.top @required (\(file):\(line + 5))
                  View avatar (1, 1, 2×1) constraint-laid
                    = avatar.width == 2 @required (\(file):\(line + 1))
                    = avatar.height == 1 @required (\(file):\(line + 1))
                  Label title (4, 1, 14×1) constraint-laid text="阅读源码的乐趣"
                """)
    }

    @Test func viewsWithoutKeysAreNamedByType() {
        let view = View()
        #expect(view.debugName.hasPrefix("View#"))
        view.isHidden = true
        #expect(view.description.hasSuffix("(0, 0, 0×0) hidden"))
    }

    @Test func theSolverTableNamesVariablesAfterKeys() {
        let root = makeRoot()
        let avatar = addView("avatar", to: root)
        #expect(avatar.layoutSolverDescription == nil)
        avatar.constraints.make { make in
            make.left.top.equalToSuperview()
            make.size.equalTo(3)
        }
        root.layoutIfNeeded()
        let dump = avatar.layoutSolverDescription ?? ""
        #expect(dump.contains("avatar.width"))
        #expect(dump.contains("root.width"))
    }
}
