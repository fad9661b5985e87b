import TrellisViews

/// A segmented list under a header, with a footer line: the view of AAPL's segmented detail
/// screens (its cat detail: a header with a segmented control above an
/// `AAPLSegmentedDataSource`). The header sits at the top, as tall as its own constraints
/// make it; the list of ``segments`` fills what is left; the ``footer`` line under the list
/// takes a row only while it says something (``footerText``, a Masonry
/// `mas_updateConstraints` of its height). The list keeps its focus (``CollectionView/keepsFocus``).
///
/// ```swift
/// final class CatDetailView: SegmentedListView<CatDetailHeaderView> { … }
/// let view = SegmentedListView(header: header, segments: segments, registry: registry)
/// view.footerText = "updated 3 min ago"   // the footer takes a row
/// ```
@MainActor
open class SegmentedListView<Header: View>: View {
    /// The view above the list (a title, a favorite button, the segmented control).
    public let header: Header
    /// The data source the list shows, one child at a time.
    public let segments: SegmentedDataSource
    /// The list of the selected segment.
    public let list: CollectionView
    /// The line under the list; no row while it is empty.
    public let footer = Label()

    /// The footer's words: an empty one gives its row back to the list.
    public var footerText: String {
        get { footer.text }
        set {
            footer.text = newValue
            _ = footer.constraints.update { make in make.height.equalTo(newValue.isEmpty ? 0 : 1) }
        }
    }

    /// `header` over a list of `segments` with cells from `registry` and `actions`,
    /// `spacingBelowHeader` apart, and a footer inset `footerInset` from the leading edge.
    /// The views are keyed `header`, `list` and `footer`.
    public init(
        header: Header, segments: SegmentedDataSource, registry: CellRegistry, actions: ItemActions? = nil,
        spacingBelowHeader: Double = 0, footerInset: Double = 0
    ) {
        self.header = header
        self.segments = segments
        list = CollectionView(dataSource: segments, registry: registry, actions: actions)
        super.init()
        list.keepsFocus = true
        addSubviews(["header": header, "list": list, "footer": footer])
        header.constraints.make { make in make.top.left.right.equalToSuperview() }
        list.constraints.make { [footer] make in
            make.top.equalTo(header.constraints.bottom).offset(spacingBelowHeader)
            make.left.right.equalToSuperview()
            make.bottom.equalTo(footer.constraints.top)
        }
        footer.constraints.make { make in
            make.left.equalToSuperview().offset(footerInset)
            make.right.bottom.equalToSuperview()
            make.height.equalTo(0)
        }
    }
}
