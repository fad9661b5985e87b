import Testing

@testable import TrellisViews

/// Stacks laid out: intrinsic sizes kept along the axis, gaps, the leftover at the end or
/// shared by spacers, nested stacks, and every alignment across.
@MainActor
@Suite struct StackLayoutTests {
    @Test("a column keeps each view's height, gaps of the spacing, full width by default", arguments: [1.0, 12, 80])
    func column(width: Double) throws {
        let (title, field, note) = (Label("Report"), TextField(), Box(-1, 3))
        let stack = try VStack(spacing: 1) {
            title
            field
            note
        }.laidOut(width: width, height: 20)
        #expect(title.frame == Rect(x: 0, y: 0, width: width, height: 1))
        #expect(field.frame == Rect(x: 0, y: 2, width: width, height: 1))
        #expect(note.frame == Rect(x: 0, y: 4, width: width, height: 3))
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
    }

    @Test("without a spacer the leftover stays at the end; a view without a height takes it")
    func leftover() throws {
        let (a, b) = (Box(3, 1), Box(3, 2))
        _ = try VStack {
            a
            b
        }.laidOut(width: 10, height: 10)
        #expect(a.frame.minY == 0 && b.frame == Rect(x: 0, y: 1, width: 10, height: 2))
        let flexible = View()
        _ = try VStack {
            Box(3, 1)
            flexible
            Box(3, 1)
        }.laidOut(width: 10, height: 10)
        #expect(flexible.frame == Rect(x: 0, y: 1, width: 10, height: 8))
    }

    @Test("a row with a spacer puts the first view at the left and the last at the right", arguments: [14.0, 24, 120])
    func rowWithSpacer(width: Double) throws {
        let (cancel, spacer, save) = (Button(title: "Cancel", payload: 0), Spacer(), Button(title: "Save", payload: 1))
        _ = try HStack {
            cancel
            spacer
            save
        }.laidOut(width: width, height: 1)
        #expect(cancel.frame == Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(save.frame == Rect(x: width - 6, y: 0, width: 6, height: 1))
        #expect(spacer.frame.minX == 8 && spacer.frame.width == width - 14)
    }

    @Test("spacers share the leftover equally, each at least its minimum")
    func spacersShare() throws {
        let spacers = [Spacer(), Spacer(), Spacer()]
        let (a, b) = (Box(4, 1), Box(6, 1))
        _ = try HStack(spacing: 1) {
            spacers[0]
            a
            spacers[1]
            b
            spacers[2]
        }.laidOut(width: 38, height: 1)
        #expect(spacers.map(\.frame.width) == [8, 8, 8], "38 - 10 - 4 gaps = 24: \(spacers.map(\.frame))")
        #expect(a.frame.minX == 9 && b.frame.minX == 23 && spacers[2].frame.maxX == 38)
        let (wide, narrow) = (Spacer(minLength: 8), Spacer())
        _ = try HStack {
            Box(2, 1)
            wide
            Box(2, 1)
            narrow
        }.laidOut(width: 14, height: 1)
        #expect(wide.frame.width == 8 && narrow.frame.width == 2, "a minimum above an equal share is kept")
    }

    @Test("stacks nest: a row of buttons inside a column spans it and keeps its own height")
    func nested() throws {
        let (title, ok, cancel, field) = (Label("Title"), Button(title: "OK", payload: 0), Button(title: "Cancel", payload: 1), TextField())
        let row = HStack(spacing: 1) {
            ok
            Spacer()
            cancel
        }
        let stack = try VStack(spacing: 1) {
            title
            field
            row
        }.laidOut(width: 30, height: 10)
        #expect(row.frame == Rect(x: 0, y: 4, width: 30, height: 1))
        #expect(ok.frame == Rect(x: 0, y: 0, width: 4, height: 1) && cancel.frame == Rect(x: 22, y: 0, width: 8, height: 1))
        #expect(row.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: 1), "a spacer makes a row flexible")
        #expect(
            HStack(spacing: 2) {
                ok
                cancel
            }.intrinsicContentSize == Size(width: 14, height: 1))
        #expect(stack.intrinsicContentSize.height == 5)
    }

    @Test("a column places views across by its alignment", arguments: HorizontalStackAlignment.allCases)
    func columnAlignment(alignment: HorizontalStackAlignment) throws {
        let box = Box(4, 1)
        _ = try VStack(alignment: alignment) { box }.laidOut(width: 20, height: 3)
        let expected: [HorizontalStackAlignment: (Double, Double)] = [
            .leading: (0, 4), .center: (8, 4), .trailing: (16, 4), .fill: (0, 20),
        ]
        #expect(box.frame.minX == expected[alignment]?.0 && box.frame.width == expected[alignment]?.1, "\(box.frame)")
    }

    @Test("a row places views across by its alignment", arguments: VerticalStackAlignment.allCases)
    func rowAlignment(alignment: VerticalStackAlignment) throws {
        let box = Box(4, 2)
        _ = try HStack(alignment: alignment) { box }.laidOut(width: 10, height: 6)
        let expected: [VerticalStackAlignment: (Double, Double)] = [.top: (0, 2), .center: (2, 2), .bottom: (4, 2), .fill: (0, 6)]
        #expect(box.frame.minY == expected[alignment]?.0 && box.frame.height == expected[alignment]?.1, "\(box.frame)")
    }

    @Test("changing the spacing or the alignment lays the stack out again")
    func changes() throws {
        let (a, b) = (Box(2, 1), Box(2, 1))
        let stack = try VStack(alignment: .leading) {
            a
            b
        }.laidOut(width: 10, height: 10)
        stack.spacing = 3
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        #expect(b.frame == Rect(x: 8, y: 4, width: 2, height: 1))
        stack.spacing = -.infinity
        stack.layoutIfNeeded()
        #expect(stack.spacing == 0 && b.frame.minY == 1)
    }
}
