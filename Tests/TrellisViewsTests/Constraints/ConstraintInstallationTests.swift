import Testing
import TrellisViews

/// Where constraints are installed, and what happens when views move.
@MainActor
@Suite struct ConstraintInstallationTests {
    @Test func installsOnTheClosestCommonAncestor() {
        let root = makeRoot()
        let left = addView("left", to: root)
        let right = addView("right", to: root)
        let a = addView("a", to: left)
        let b = addView("b", to: right)
        let handles = a.constraints.make { make in
            make.top.equalTo(b)
            make.left.equalToSuperview()
            make.width.equalTo(3)
            make.height.equalTo(b)
        }
        let holders = handles.flatMap(\.layoutConstraints).map(\.installedView)
        #expect(holders[0] === root)  // a and b meet at the root
        #expect(holders[1] === left)  // a and its superview meet at the superview
        #expect(holders[2] === a)  // a fixed length stays on the view
        #expect(holders[3] === root)
    }

    @Test func removingAViewDeactivatesConstraintsToOutside() {
        let root = makeRoot()
        let card = addView("card", to: root)
        let icon = addView("icon", to: card)
        let caption = addView("caption", to: root)
        icon.constraints.make { make in
            make.left.top.equalToSuperview()
            make.size.equalTo(2)
        }
        caption.constraints.make { make in
            make.left.equalTo(icon.constraints.right)
            make.top.equalTo(icon)
            make.size.equalTo(2)
        }
        card.constraints.make { $0.edges.equalToSuperview() }
        root.layoutIfNeeded()
        let captionToIcon = caption.constraints.made[0]
        card.removeFromSuperview()
        #expect(!captionToIcon.isActive)
        // constraints inside the subtree stay, and apply where it lands next
        #expect(icon.constraints.made.allSatisfy { $0.isActive })
        let other = makeRoot(width: 20, height: 10)
        other.addSubview(card)
        card.constraints.remake { $0.edges.equalToSuperview() }
        other.layoutIfNeeded()
        #expect(card.frame == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(icon.frame == Rect(x: 0, y: 0, width: 2, height: 2))
        root.layoutIfNeeded()
        #expect(root.installedConstraints.isEmpty)
    }

    @Test func aLaidOutTreeJoiningAnotherKeepsItsLayout() {
        let inner = makeRoot(width: 10, height: 4)
        let dot = addView("dot", to: inner)
        dot.constraints.make { make in
            make.right.bottom.equalToSuperview()
            make.size.equalTo(1)
        }
        inner.layoutIfNeeded()
        #expect(dot.frame == Rect(x: 9, y: 3, width: 1, height: 1))
        let outer = makeRoot()
        outer.addSubview(inner)
        inner.constraints.make { make in
            make.left.top.equalToSuperview().offset(5)
            make.size.equalTo(Size(width: 20, height: 8))
        }
        outer.layoutIfNeeded()
        #expect(inner.frame == Rect(x: 5, y: 5, width: 20, height: 8))
        #expect(dot.frame == Rect(x: 19, y: 7, width: 1, height: 1))
    }

    @Test func noCommonAncestorTrapsNamingBothViewsAndTheCallSite() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let avatar = View()
                avatar.key = "avatar"
                let stranger = View()
                stranger.key = "stranger"
                let root = View()
                root.addSubview(avatar)
                avatar.constraints.make { $0.left.equalTo(stranger) }
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("avatar and stranger have no common ancestor"))
        #expect(message.contains("(ConstraintInstallationTests.swift:"))
    }

    @Test func constrainingAnAttributeToItselfTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = View()
                let a = View()
                root.addSubview(a)
                a.constraints.make { $0.left.equalTo(a.constraints.left) }
            }
        }
    }

    @Test func pairingAPositionWithALengthTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = View()
                let a = View()
                root.addSubview(a)
                a.constraints.make { $0.left.equalTo(root.constraints.width) }
            }
        }
    }

    @Test func mixingLeadingWithLeftTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = View()
                let a = View()
                root.addSubview(a)
                _ = a.constraints.make { $0.leading.equalTo(root.constraints.left) }
            }
        }
    }

    @Test func aNumberForAPositionWithoutASuperviewTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = View().constraints.make { $0.left.equalTo(4) }
            }
        }
    }
}

@MainActor
@Suite struct AspectRatioTests {
    @Test func aViewCanRelateItsOwnLengths() {
        let root = makeRoot()
        let square = addView("square", to: root)
        let handle = square.constraints.make { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(12)
            make.height.equalTo(square.constraints.width).multipliedBy(0.5)
        }.last!
        #expect(handle.layoutConstraints[0].installedView === square)
        root.layoutIfNeeded()
        #expect(square.frame.size == Size(width: 12, height: 6))
    }
}
