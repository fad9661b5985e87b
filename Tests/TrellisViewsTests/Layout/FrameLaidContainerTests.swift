import Testing
import TrellisViews

/// A container that places its children by frame (as a collection view places cells)
/// while each child lays out its own content with constraints.
@MainActor
@Suite struct FrameLaidContainerTests {
    final class Column: View {
        var rowHeight = 2.0
        override func layoutSubviews() {
            for (index, cell) in subviews.enumerated() {
                cell.frame = Rect(x: 0, y: Double(index) * rowHeight, width: bounds.width, height: rowHeight)
            }
        }
    }

    func makeCell(_ title: String) -> View {
        let cell = View()
        let label = Label(title)
        label.key = "label"
        cell.addSubview(label)
        label.constraints.make { make in
            make.right.equalToSuperview().offset(-1)
            make.centerY.equalToSuperview()
        }
        return cell
    }

    @Test func cellsPlacedByFrameLayOutTheirContentByConstraints() {
        let root = makeRoot(width: 30, height: 10)
        let column = Column()
        root.addSubview(column)
        column.constraints.make { $0.edges.equalToSuperview() }
        let cells = ["Tom", "阅读"].map(makeCell)
        for cell in cells { column.addSubview(cell) }
        root.layoutIfNeeded()
        #expect(cells[1].frame == Rect(x: 0, y: 2, width: 30, height: 2))
        #expect(cells[0].subviews[0].frame == Rect(x: 26, y: 0.5, width: 3, height: 1))
        #expect(cells[1].subviews[0].frameInRoot == Rect(x: 25, y: 2.5, width: 4, height: 1))

        // the container re-places cells; their content follows in the same pass
        column.rowHeight = 4
        column.setNeedsLayout()
        root.frame.size.width = 20
        root.layoutIfNeeded()
        #expect(cells[1].frame == Rect(x: 0, y: 4, width: 20, height: 4))
        #expect(cells[1].subviews[0].frame == Rect(x: 15, y: 1.5, width: 4, height: 1))
    }

    @Test func reusingACellMovesItsConstraintsAlong() {
        let root = makeRoot(width: 30, height: 10)
        let column = Column()
        root.addSubview(column)
        column.frame = root.bounds
        let cell = makeCell("Tom")
        column.addSubview(cell)
        root.layoutIfNeeded()
        cell.removeFromSuperview()
        let other = Column(frame: Rect(x: 0, y: 0, width: 12, height: 10))
        root.addSubview(other)
        other.addSubview(cell)
        root.layoutIfNeeded()
        #expect(cell.frame == Rect(x: 0, y: 0, width: 12, height: 2))
        #expect(cell.subviews[0].frame == Rect(x: 8, y: 0.5, width: 3, height: 1))
    }

    @Test func layoutIfNeededInsideLayoutSubviewsDoesNotRecurse() {
        final class Eager: View {
            var calls = 0
            override func layoutSubviews() {
                calls += 1
                subviews.first?.frame.size.width = bounds.width / 2
                layoutIfNeeded()
            }
        }
        let root = makeRoot()
        let eager = Eager(frame: Rect(x: 0, y: 0, width: 40, height: 4))
        root.addSubview(eager)
        let child = addView("child", to: eager)
        let follower = addView("follower", to: eager)
        follower.constraints.make { make in
            make.left.equalTo(child.constraints.right)
            make.top.size.equalTo(1)
        }
        root.layoutIfNeeded()
        #expect(eager.calls == 1)
        #expect(follower.frame.minX == 20)
    }
}
