import TrellisViews

/// The texts a ``DataTable`` drew for the rows in view, by the data source's index of each
/// row and by column, each measured once: a frame that paints an unchanged row again
/// writes them without asking its columns for text, formatting a number or measuring a
/// string, as `NSTableView` keeps the views of the rows in view and UIKit its visible
/// cells. The header's titles are kept the same way (``titles``).
///
/// Keyed by the data source's index, not the row shown, so that a scroll or a sort keeps
/// every row still in view. The table empties it whenever what a text shows may have
/// changed (its columns are set, its data source reports a batch or a reload), and keeps
/// only the rows in view (``keepOnly(_:)``), so it holds at most about two screenfuls.
/// Not generic, and made of classes: the table's code over `Item` is not specialized for
/// an app's items, so a lookup here stays free of runtime generic calls, and handing out
/// a row costs one reference count.
struct DataTableTextCache {
    /// One line of text, measured once: how many cells it takes, and how to write it fast.
    final class Text {
        /// The text.
        let string: String
        /// The cells it takes on one line (`CharacterWidth.of(_:)`).
        let width: Int
        /// Its bytes, when they are all ASCII: written as one run of cells
        /// (`CellBuffer.writeASCII`), `width` of them printable.
        let ascii: [UInt8]?
        /// Whether each of its code points stands alone (`CharacterWidth.standsAlone`), so
        /// that drawing need not find grapheme boundaries.
        let standsAlone: Bool

        /// Measures `string`.
        ///
        /// - Complexity: O(*n*) for its *n* UTF-8 bytes.
        init(_ string: String) {
            self.string = string
            width = CharacterWidth.of(string)
            var isASCII = true
            for byte in string.utf8 where byte >= 0x80 {
                isASCII = false
                break
            }
            ascii = isASCII ? Array(string.utf8) : nil
            var standsAlone = true
            if !isASCII {
                for scalar in string.unicodeScalars where scalar.value >= 0x80 && !CharacterWidth.standsAlone(scalar) {
                    standsAlone = false
                    break
                }
            }
            self.standsAlone = standsAlone
        }
    }

    /// A cell's text, and the last cut of it to a column's width.
    final class Cell {
        /// The column's text for the row (or the column's title).
        let text: Text
        /// ``text`` cut or padded to a width (``CellText/fitted(_:width:alignment:)``),
        /// when a frame needed it.
        private var fitted: (width: Int, text: Text)?

        /// A cell showing `text`.
        init(_ text: Text) {
            self.text = text
        }

        /// ``text`` in exactly `width` cells with `alignment`: cut with a `…`, or padded.
        /// Made once per width.
        func fitted(to width: Int, alignment: TextAlignment) -> Text {
            if let fitted, fitted.width == width { return fitted.text }
            let made = Text(CellText.fitted(text.string, width: width, alignment: alignment))
            fitted = (width, made)
            return made
        }
    }

    /// The cells of one row, by column index (`nil` for a column not drawn yet).
    final class Row {
        /// The cells, one per column of the table.
        var cells: [Cell?]

        /// A row of `columnCount` cells not drawn yet.
        init(columnCount: Int) {
            cells = [Cell?](repeating: nil, count: columnCount)
        }
    }

    /// The rows, by the data source's index.
    private var rows: [Int: Row] = [:]
    /// The header's titles, by column index.
    var titles: [Cell?] = []

    /// How many rows it holds.
    var count: Int { rows.count }

    /// The row of the data source's index `source`, made empty if not drawn before.
    mutating func row(source: Int, columnCount: Int) -> Row {
        if let row = rows[source], row.cells.count == columnCount { return row }
        let row = Row(columnCount: columnCount)
        rows[source] = row
        return row
    }

    /// Forgets every row and title: what the texts show may have changed.
    mutating func removeAll() {
        rows.removeAll(keepingCapacity: true)
        titles.removeAll()
    }

    /// Forgets every row but those whose data source indices are in `sources`.
    ///
    /// - Complexity: O(*s*) for the *s* sources kept.
    mutating func keepOnly(_ sources: [Int]) {
        var kept: [Int: Row] = [:]
        for source in sources {
            if let row = rows[source] { kept[source] = row }
        }
        rows = kept
    }
}
