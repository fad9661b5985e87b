import Testing
import TrellisViews

/// The pass as a whole: frames written from constraints, frame-laid views kept,
/// layoutSubviews called top-down, intrinsic sizes honoured.
@MainActor
@Suite struct LayoutPassTests {
    @Test func pinsAViewInsideItsSuperview() {
        let root = makeRoot()
        let child = addView("child", to: root)
        child.constraints.make { make in
            make.edges.equalToSuperview().inset(2)
        }
        root.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 2, width: 96, height: 46))
    }

    @Test func framesAreRelativeToTheSuperview() {
        let root = makeRoot()
        let panel = addView("panel", to: root)
        let badge = addView("badge", to: panel)
        panel.constraints.make { make in
            make.left.top.equalToSuperview().offset(10)
            make.size.equalTo(Size(width: 30, height: 20))
        }
        badge.constraints.make { make in
            make.right.bottom.equalToSuperview().offset(-1)
            make.size.equalTo(Size(width: 4, height: 2))
        }
        root.layoutIfNeeded()
        #expect(panel.frame == Rect(x: 10, y: 10, width: 30, height: 20))
        #expect(badge.frame == Rect(x: 25, y: 17, width: 4, height: 2))
        #expect(badge.frameInRoot == Rect(x: 35, y: 27, width: 4, height: 2))
    }

    @Test func frameLaidViewsKeepTheirFramesAndAnchorOthers() {
        let root = makeRoot()
        let sidebar = addView("sidebar", to: root, frame: Rect(x: 0, y: 0, width: 20, height: 50))
        let content = addView("content", to: root)
        content.constraints.make { make in
            make.left.equalTo(sidebar.constraints.right).offset(1)
            make.top.bottom.right.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(sidebar.frame == Rect(x: 0, y: 0, width: 20, height: 50))
        #expect(content.frame == Rect(x: 21, y: 0, width: 79, height: 50))

        // when the frame-laid view moves, the constrained one follows
        sidebar.frame.size.width = 30
        root.layoutIfNeeded()
        #expect(content.frame == Rect(x: 31, y: 0, width: 69, height: 50))
    }

    @Test func aSubviewPinnedOutsideItsSuperviewIsReframedWhenTheSuperviewMoves() {
        let root = makeRoot()
        let panel = addView("panel", to: root)
        let badge = addView("badge", to: panel)
        var panelLeft: ViewConstraint!
        panel.constraints.make { make in
            panelLeft = make.left.equalToSuperview().offset(10).constraint
            make.top.equalToSuperview()
            make.size.equalTo(Size(width: 30, height: 20))
        }
        badge.constraints.make { make in
            make.left.equalTo(root).offset(40)  // held by the root, not by the panel
            make.top.equalToSuperview()
            make.size.equalTo(2)
        }
        root.layoutIfNeeded()
        #expect(badge.frame.minX == 30)

        // Only the panel's variables change; the badge's stay where they are on the
        // root, so its frame, relative to the panel, must be written all the same.
        panelLeft.update(offset: 15)
        root.layoutIfNeeded()
        #expect(panel.frame.minX == 15)
        #expect(badge.frame.minX == 25 && badge.frameInRoot.minX == 40)

        // A new width alone leaves the badge's frame as it is.
        panel.constraints.update { $0.width.equalTo(31) }
        root.layoutIfNeeded()
        #expect(panel.frame.width == 31 && badge.frame.minX == 25)
    }

    @Test func rootResizeMovesConstrainedViews() {
        let root = makeRoot()
        let footer = addView("footer", to: root)
        footer.constraints.make { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(1)
        }
        root.layoutIfNeeded()
        #expect(footer.frame == Rect(x: 0, y: 49, width: 100, height: 1))
        root.frame.size = Size(width: 80, height: 24)
        root.layoutIfNeeded()
        #expect(footer.frame == Rect(x: 0, y: 23, width: 80, height: 1))
    }

    @Test func layoutSubviewsRunsTopDownOnViewsThatNeedIt() {
        final class Recording: View {
            var onLayout: () -> Void = {}
            init(_ key: String) {
                super.init()
                self.key = key
            }
            override func layoutSubviews() { onLayout() }
        }
        var order: [String] = []
        let root = makeRoot()
        let outer = Recording("outer")
        let inner = Recording("inner")
        root.addSubview(outer)
        outer.addSubview(inner)
        outer.onLayout = {
            order.append("outer")
            inner.frame = Rect(x: 0, y: 0, width: outer.bounds.width / 2, height: 1)
        }
        inner.onLayout = { order.append("inner") }
        outer.constraints.make { $0.edges.equalToSuperview() }
        root.layoutIfNeeded()
        #expect(order == ["outer", "inner"])
        #expect(inner.frame.width == 50)

        // nothing changed: nothing runs
        order = []
        root.layoutIfNeeded()
        #expect(order == [])

        // a size change reaches both again
        root.frame.size.width = 60
        root.layoutIfNeeded()
        #expect(order == ["outer", "inner"])
        #expect(inner.frame.width == 30)
    }

    @Test func intrinsicSizeSizesALabel() {
        let root = makeRoot()
        let title = Label("阅读源码的乐趣")
        title.key = "title"
        root.addSubview(title)
        title.constraints.make { make in
            make.left.top.equalToSuperview().offset(1)
        }
        root.layoutIfNeeded()
        #expect(title.frame == Rect(x: 1, y: 1, width: 14, height: 1))

        title.text = "Cats"
        root.layoutIfNeeded()
        #expect(title.frame.size == Size(width: 4, height: 1))
    }

    @Test func huggingDecidesWhichLabelStretches() {
        let root = makeRoot(width: 40, height: 1)
        let name = Label("Name")
        let value = Label("Tom")
        name.key = "name"
        value.key = "value"
        root.addSubview(name)
        root.addSubview(value)
        name.setContentHuggingPriority(.high, for: .horizontal)
        name.constraints.make { make in
            make.left.top.equalToSuperview()
        }
        value.constraints.make { make in
            make.left.equalTo(name.constraints.right).offset(1)
            make.right.top.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(name.frame.width == 4)
        #expect(value.frame == Rect(x: 5, y: 0, width: 35, height: 1))
    }

    @Test func compressionResistanceDecidesWhichLabelShrinks() {
        let root = makeRoot(width: 10, height: 1)
        let first = Label("123456")
        let second = Label("abcdef")
        root.addSubview(first)
        root.addSubview(second)
        second.setContentCompressionResistancePriority(.low, for: .horizontal)
        first.constraints.make { $0.left.top.equalToSuperview() }
        second.constraints.make { make in
            make.left.equalTo(first.constraints.right)
            make.right.lessThanOrEqualToSuperview()
            make.top.equalToSuperview()
        }
        root.layoutIfNeeded()
        #expect(first.frame.width == 6)
        #expect(second.frame.width == 4)
    }
}
