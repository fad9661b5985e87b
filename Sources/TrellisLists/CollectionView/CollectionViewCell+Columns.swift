import TrellisViews

/// A column of a cell's one-row layout: a label and how wide it is (Nimbus's
/// `NITextCell`, whose text and detail sit side by side, with as many labels as a row
/// has). ``CollectionViewCell/layOutColumns(_:inset:)`` places them.
///
/// ```swift
/// override func layoutSubviews() {
///     super.layoutSubviews()
///     layOutColumns([RowColumn(keyLabel, .fixed(9)), RowColumn(valueLabel, .fill, spacing: 1)])
/// }
/// ```
public struct RowColumn {
    /// How wide a column is.
    public enum Width: Sendable, Hashable {
        /// Exactly this many cells.
        case fixed(Double)
        /// As wide as its label's text; an empty label takes no room, and no spacing.
        case fit
        /// What the other columns leave, shared equally with the row's other `fill` columns.
        case fill
    }

    /// The label the column shows.
    public let label: Label
    /// How wide the column is.
    public var width: Width
    /// The room between the column and the shown column before it (none for the first).
    public var spacing: Double

    /// A column showing `label`, `width` wide, `spacing` cells after the column before it.
    public init(_ label: Label, _ width: Width, spacing: Double = 0) {
        (self.label, self.width, self.spacing) = (label, width, spacing)
    }
}

extension CollectionViewCell {
    /// Adds the labels of `keyed` as the cell's columns, named by their keys, in place of
    /// its ``textLabel``, which it hides.
    ///
    /// ```swift
    /// addColumns(["leading": keyLabel, "body": valueLabel])
    /// ```
    public func addColumns(_ keyed: KeyValuePairs<String, Label>) {
        textLabel.isHidden = true
        for (key, label) in keyed {
            label.key = key
            addSubview(label)
        }
    }

    /// Lays `columns` out left to right on the first row of ``contentBounds``, `inset`
    /// cells in from each side: fixed and fitting columns take their widths, `fill` ones
    /// what is left (nothing when nothing is). A column never reaches past the trailing
    /// inset; one that would is cut, and the ones after it take no room. Call it from
    /// `layoutSubviews()`.
    ///
    /// - Complexity: O(*n*) for *n* columns.
    public func layOutColumns(_ columns: [RowColumn], inset: Double = 1) {
        let content = contentBounds
        let height = min(1, content.height)
        let shown = columns.map { !($0.width == .fit && $0.label.text.isEmpty) }
        func natural(_ column: RowColumn) -> Double {
            switch column.width {
            case .fixed(let width): max(0, width)
            case .fit: column.label.intrinsicContentSize.width
            case .fill: 0
            }
        }
        var (taken, fills, first) = (0.0, 0, true)
        for (index, column) in columns.enumerated() where shown[index] {
            taken += natural(column) + (first ? 0 : column.spacing)
            first = false
            if column.width == .fill { fills += 1 }
        }
        let end = max(inset, content.width - inset)
        let share = fills == 0 ? 0 : max(0, end - inset - taken) / Double(fills)
        var x = inset
        var placedAny = false
        for (index, column) in columns.enumerated() {
            guard shown[index] else {
                column.label.frame = Rect(x: end, y: 0, width: 0, height: height)
                continue
            }
            if placedAny { x += column.spacing }
            placedAny = true
            let width = column.width == .fill ? share : natural(column)
            let start = min(x, end)
            column.label.frame = Rect(x: start, y: 0, width: max(0, min(width, end - start)), height: height)
            x += width
        }
    }
}
