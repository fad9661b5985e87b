import Testing
import TrellisViews

@testable import TrellisLists

/// `SegmentedListView`: the header on top, the selected segment's list filling the rest, and
/// a footer line that takes a row only while it says something.
@MainActor
@Suite struct SegmentedListViewTests {
    let scheduler = ManualScheduler()

    /// A two-row header, as its own constraints make it.
    final class TwoRowHeader: View {
        let title = Label("Korat")
        init() {
            super.init()
            addSubview(title)
            title.constraints.make { make in
                make.top.left.right.equalToSuperview()
                make.height.equalTo(2)
                make.bottom.equalToSuperview()
            }
        }
    }

    func makeView(spacing: Double = 0, inset: Double = 0) -> SegmentedListView<TwoRowHeader> {
        let segments = SegmentedDataSource(scheduler: scheduler)
        segments.add(BasicDataSource(items: cats([1, 2, 3]), scheduler: scheduler))
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: Cat.self) { cell, cat, _ in cell.textLabel.text = "\(cat)" }
        let view = SegmentedListView(
            header: TwoRowHeader(), segments: segments, registry: registry, spacingBelowHeader: spacing, footerInset: inset)
        view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        view.layoutIfNeeded()
        return view
    }

    @Test func theHeaderSitsOnTopAndTheListFillsTheRest() {
        let view = makeView(spacing: 1)
        #expect(view.header.frame == Rect(x: 0, y: 0, width: 30, height: 2))
        #expect(view.list.frame == Rect(x: 0, y: 3, width: 30, height: 7))
        #expect(view.footer.frame.height == 0)
        #expect(view.subviews.map(\.key) == ["header", "list", "footer"])
        #expect(view.list.keepsFocus)
    }

    @Test func theFooterTakesARowOnlyWhileItSaysSomething() {
        let view = makeView(inset: 1)
        view.footerText = "updated 3 min ago"
        view.layoutIfNeeded()
        #expect(view.footer.frame == Rect(x: 1, y: 9, width: 29, height: 1))
        #expect(view.list.frame.height == 7)
        let heights = view.footer.constraints.made.filter { $0.firstAttribute == .height }
        view.footerText = ""
        view.layoutIfNeeded()
        #expect(view.footer.frame.height == 0 && view.list.frame.height == 8)
        #expect(
            view.footer.constraints.made.filter { $0.firstAttribute == .height }.map(ObjectIdentifier.init)
                == heights.map(ObjectIdentifier.init), "updated in place, never added")
        #expect(view.footerText == "")
    }
}
