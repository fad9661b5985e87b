import Testing

@testable import TrellisViews

/// Hidden views, views added and removed, and stacks too small for their content: no
/// conflict, no trap, no negative size.
@MainActor
@Suite struct StackEdgeCaseTests {
    @Test("a hidden view takes no room and its neighbours close up; shown again, it is back")
    func hidden() throws {
        let (a, b, c) = (Box(3, 1), Box(3, 2), Box(3, 1))
        let stack = try VStack(spacing: 1) {
            a
            b
            c
        }.laidOut(width: 10, height: 10)
        #expect(c.frame.minY == 5)
        b.isHidden = true
        try stack.layoutIfNeededOrThrow()
        #expect(c.frame.minY == 2 && b.frame.size == .zero, "\(b.frame) \(c.frame)")
        #expect(stack.intrinsicContentSize.height == 3)
        b.isHidden = false
        try stack.layoutIfNeededOrThrow()
        #expect(c.frame.minY == 5 && b.frame.height == 2)
    }

    @Test("a hidden view inside a nested stack shrinks the outer one too")
    func hiddenNested() throws {
        let (top, inner, bottom) = (Box(2, 1), Box(2, 2), Box(2, 1))
        let column = VStack { inner }
        let outer = try VStack {
            top
            column
            bottom
        }.laidOut(width: 10, height: 10)
        #expect(bottom.frame.minY == 3)
        inner.isHidden = true
        try outer.layoutIfNeededOrThrow()
        #expect(column.frame.height == 0 && bottom.frame.minY == 1)
        inner.size = Size(width: 2, height: 4)
        inner.isHidden = false
        try outer.layoutIfNeededOrThrow()
        #expect(bottom.frame.minY == 5, "a grown view moves the views after it")
    }

    @Test("views added and removed after the stack was made take part, or leave it")
    func addAndRemove() throws {
        let (a, b) = (Box(2, 1), Box(2, 1))
        let stack = try VStack { a }.laidOut(width: 10, height: 10)
        stack.addArrangedSubview(b)
        try stack.layoutIfNeededOrThrow()
        #expect(b.frame.minY == 1 && b.superview === stack)
        stack.removeArrangedSubview(a)
        try stack.layoutIfNeededOrThrow()
        #expect(b.frame.minY == 0 && a.superview == nil && stack.arrangedSubviews.count == 1)
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.count == 1, "adding an arranged view again moves it, never doubles it")
    }

    @Test("a stack narrower or shorter than its content squeezes views, never traps or conflicts", arguments: [0.0, 1, 3, 9])
    func tooSmall(length: Double) throws {
        let labels = [Label("hello world"), Label("猫猫猫"), Label("x")]
        let row = try HStack(spacing: 2) {
            labels[0]
            Spacer(minLength: 4)
            labels[1]
            labels[2]
        }.laidOut(width: length, height: length)
        let column = try VStack(spacing: 2) {
            Box(5, 3)
            Spacer(minLength: 2)
            Box(-1, 4)
        }.laidOut(width: length, height: length)
        for view in row.subviews + column.subviews {
            let frame = view.frame
            #expect(frame.width >= 0 && frame.height >= 0 && frame.minX >= 0 && frame.minY >= 0, "\(length): \(frame)")
            #expect(frame.maxX <= length + 1e-9 && frame.maxY <= length + 1e-9, "\(length): \(frame)")
        }
    }

    @Test("an empty stack lays out and has no height")
    func empty() throws {
        let stack = try VStack {}.laidOut(width: 10, height: 4)
        #expect(stack.arrangedSubviews.isEmpty && stack.intrinsicContentSize.height == 0)
        let spacer = Spacer(minLength: -.nan)
        #expect(spacer.minLength == 0)
    }
}
