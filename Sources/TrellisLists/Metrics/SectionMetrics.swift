import TrellisViews

/// How a row's height is found.
public enum RowHeight: Hashable, Sendable, CustomStringConvertible {
    /// Every row is this tall.
    case fixed(Double)
    /// Rows start this tall and take their cells' measured height once shown.
    case estimated(Double)
    /// One row fills what is left of the viewport below it (AAPL's "remainder").
    case remainder

    public var description: String {
        switch self {
        case .fixed(let height): "fixed \(formatted(height))"
        case .estimated(let height): "estimated \(formatted(height))"
        case .remainder: "remainder"
        }
    }
}

/// Which way items flow across the columns of a row.
public enum LayoutOrder: String, Hashable, Sendable {
    /// Items fill a row from the left, or from the right.
    case leftToRight, rightToLeft
}

/// How a section looks: AAPL's `AAPLLayoutSectionMetrics`, as a value whose fields are
/// all optional, so that merging can tell "not set" from "set to 0" (AAPL used 0 for
/// unset, so a value could never be overridden back to 0).
///
/// Metrics merge default < data source < section: ``merged(over:)`` keeps every field
/// this value sets and takes the rest from its base. Headers merge outer → inner, footers
/// inner → outer.
///
/// ```swift
/// var metrics = SectionMetrics()
/// metrics.rowHeight = .fixed(2)
/// metrics.numberOfColumns = 2
/// metrics.padding = EdgeInsets(top: 0, left: 1, bottom: 1, right: 1)
/// cats.defaultMetrics = metrics
/// ```
@MainActor
public struct SectionMetrics {
    /// How tall each row is: fixed, or estimated and then measured.
    public var rowHeight: RowHeight?
    /// How many columns a row has; with ``minimumColumnWidth`` set, the most it may have.
    public var numberOfColumns: Int?
    /// The narrowest a column may be: the layout uses as many columns (up to
    /// ``numberOfColumns``) as fit the width at this size, so a screen gets more columns
    /// as it widens without changing its metrics during layout.
    public var minimumColumnWidth: Double?
    /// Space around the section's items, inside its headers and footers.
    public var padding: EdgeInsets?
    /// Space between columns.
    public var itemSpacing: Double?
    /// Space between rows.
    public var lineSpacing: Double?
    /// Whether a separator runs between rows.
    public var showsRowSeparator: Bool?
    /// Whether a separator runs between columns.
    public var showsColumnSeparator: Bool?
    /// Whether a separator runs under the section.
    public var showsSectionSeparator: Bool?
    /// Whether the section separator shows under the last section too.
    public var showsSectionSeparatorWhenLastSection: Bool?
    /// How far row and column separators stay from the section's edges.
    public var separatorInsets: EdgeInsets?
    /// How far the section separator stays from the edges.
    public var sectionSeparatorInsets: EdgeInsets?
    /// The style behind the section's cells.
    public var backgroundStyle: Style?
    /// The style of a selected (or focused) cell.
    public var selectedStyle: Style?
    /// The style separators are drawn in.
    public var separatorStyle: Style?
    /// Which way items flow across a row's columns.
    public var layoutOrder: LayoutOrder?
    /// Headers of the section, top to bottom.
    public var headers: [SupplementaryMetrics] = []
    /// Footers of the section, top to bottom.
    public var footers: [SupplementaryMetrics] = []
    /// Set by the data source that owns the section, never merged: the placeholder it
    /// shows, on its first section.
    var placeholder: Placeholder?
    /// Set by the data source that owns the section: it shows its placeholder, so the
    /// section has no items, no footers, and only the headers that stay.
    var isShowingPlaceholder = false

    /// Metrics that set nothing: every field comes from the base they merge over.
    public init() {}

    /// This value's fields where set, `base`'s otherwise; `base`'s headers before this
    /// value's (outer → inner), this value's footers before `base`'s (inner → outer).
    public func merged(over base: SectionMetrics) -> SectionMetrics {
        var result = self
        result.rowHeight = rowHeight ?? base.rowHeight
        result.numberOfColumns = numberOfColumns ?? base.numberOfColumns
        result.minimumColumnWidth = minimumColumnWidth ?? base.minimumColumnWidth
        result.padding = padding ?? base.padding
        result.itemSpacing = itemSpacing ?? base.itemSpacing
        result.lineSpacing = lineSpacing ?? base.lineSpacing
        result.showsRowSeparator = showsRowSeparator ?? base.showsRowSeparator
        result.showsColumnSeparator = showsColumnSeparator ?? base.showsColumnSeparator
        result.showsSectionSeparator = showsSectionSeparator ?? base.showsSectionSeparator
        result.showsSectionSeparatorWhenLastSection = showsSectionSeparatorWhenLastSection ?? base.showsSectionSeparatorWhenLastSection
        result.separatorInsets = separatorInsets ?? base.separatorInsets
        result.sectionSeparatorInsets = sectionSeparatorInsets ?? base.sectionSeparatorInsets
        result.backgroundStyle = backgroundStyle ?? base.backgroundStyle
        result.selectedStyle = selectedStyle ?? base.selectedStyle
        result.separatorStyle = separatorStyle ?? base.separatorStyle
        result.layoutOrder = layoutOrder ?? base.layoutOrder
        result.headers = base.headers + headers
        result.footers = footers + base.footers
        return result
    }

    /// Every field resolved, defaults filled in.
    public var resolved: ResolvedSectionMetrics {
        ResolvedSectionMetrics(
            rowHeight: rowHeight ?? .fixed(1),
            numberOfColumns: max(1, numberOfColumns ?? 1),
            minimumColumnWidth: minimumColumnWidth.map { max(0, $0) },
            padding: padding ?? .zero,
            itemSpacing: itemSpacing ?? 0,
            lineSpacing: lineSpacing ?? 0,
            showsRowSeparator: showsRowSeparator ?? false,
            showsColumnSeparator: showsColumnSeparator ?? false,
            showsSectionSeparator: showsSectionSeparator ?? false,
            showsSectionSeparatorWhenLastSection: showsSectionSeparatorWhenLastSection ?? false,
            separatorInsets: separatorInsets ?? .zero,
            sectionSeparatorInsets: sectionSeparatorInsets ?? .zero,
            backgroundStyle: backgroundStyle ?? Style(),
            selectedStyle: selectedStyle ?? Style(reverse: true),
            separatorStyle: separatorStyle ?? Style(dim: true),
            layoutOrder: layoutOrder ?? .leftToRight,
            headers: headers.filter { !$0.isHidden },
            footers: footers.filter { !$0.isHidden },
            placeholder: placeholder,
            isShowingPlaceholder: isShowingPlaceholder)
    }
}

/// A section's metrics with every field decided: the immutable snapshot one layout pass
/// uses (AAPL's snapshot metrics).
@MainActor
public struct ResolvedSectionMetrics {
    /// How tall each row is.
    public var rowHeight: RowHeight
    /// The most columns a row has (all of them when ``minimumColumnWidth`` is `nil`).
    public var numberOfColumns: Int
    /// The narrowest a column may be, if the column count follows the width.
    public var minimumColumnWidth: Double?
    /// Space around the section's items.
    public var padding: EdgeInsets
    /// Space between columns.
    public var itemSpacing: Double
    /// Space between rows.
    public var lineSpacing: Double
    /// Whether a separator runs between rows.
    public var showsRowSeparator: Bool
    /// Whether a separator runs between columns.
    public var showsColumnSeparator: Bool
    /// Whether a separator runs under the section.
    public var showsSectionSeparator: Bool
    /// Whether the section separator shows under the last section too.
    public var showsSectionSeparatorWhenLastSection: Bool
    /// How far row and column separators stay from the section's edges.
    public var separatorInsets: EdgeInsets
    /// How far the section separator stays from the edges.
    public var sectionSeparatorInsets: EdgeInsets
    /// The style behind the section's cells.
    public var backgroundStyle: Style
    /// The style of a selected (or focused) cell.
    public var selectedStyle: Style
    /// The style separators are drawn in.
    public var separatorStyle: Style
    /// Which way items flow across a row's columns.
    public var layoutOrder: LayoutOrder
    /// Visible headers (hidden ones are left out).
    public var headers: [SupplementaryMetrics]
    /// Visible footers.
    public var footers: [SupplementaryMetrics]
    /// The placeholder a child data source shows over its sections, on its first section
    /// (the root data source's own placeholder is the layout's, not a section's).
    public var placeholder: Placeholder?
    /// Whether the section belongs to a child data source showing its placeholder: no
    /// items, no footers, and only the headers visible while showing a placeholder.
    public var isShowingPlaceholder: Bool
}

extension ResolvedSectionMetrics {
    /// The columns a row has at `width`: ``numberOfColumns``, or as many of them as fit
    /// when each must be at least ``minimumColumnWidth`` wide (never fewer than one).
    ///
    /// - Complexity: O(1).
    public func columns(forWidth width: Double) -> Int {
        guard let minimum = minimumColumnWidth, minimum > 0 else { return numberOfColumns }
        let available = width - padding.horizontal + itemSpacing
        guard available.isFinite, available > 0 else { return 1 }
        let fitting = (available / (minimum + itemSpacing)).rounded(.down)
        return max(1, min(numberOfColumns, fitting >= Double(Int.max) ? numberOfColumns : Int(fitting)))
    }
}

/// Every section's metrics for one layout pass, and the global headers (the root data
/// source's own headers).
@MainActor
public struct MetricsSnapshot {
    /// The root data source's own headers, shown above every section.
    public var globalHeaders: [SupplementaryMetrics]
    /// Each section's metrics, in order.
    public var sections: [ResolvedSectionMetrics]
}

func formatted(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
