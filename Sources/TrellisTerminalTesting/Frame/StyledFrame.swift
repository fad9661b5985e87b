import TrellisHost
import TrellisTerminal
import TrellisViews

/// One frame of a terminal screen with its styles: the rows as text and, per row, the
/// runs of columns drawn in something other than the terminal's plain style.
///
/// It is what a golden snapshot stores (see ``textRepresentation``) and what an HTML
/// page is exported from (``html(title:)``). Built from the cells a ``TestTerminal``
/// replayed or a view tree painted (`TerminalSnapshot.frame(of:width:height:)`), so it
/// shows what a person would see, colours and all. Runs count cells, so a wide
/// character covers two columns. Textual's SVG screenshots and insta's snapshot files,
/// in one plain value.
///
/// ```swift
/// let frame = pilot.terminal.frame
/// frame.lines[0]              // "Cats"
/// frame.runs[0]               // [0...3 bold]
/// print(frame.textRepresentation)
/// ```
public struct StyledFrame: Hashable, Sendable {
    /// A run of columns of one row drawn in one style.
    public struct Run: Hashable, Sendable, CustomStringConvertible {
        /// The columns covered, from 0.
        public var columns: ClosedRange<Int>
        /// The style they are drawn in (never `Style.plain`: plain cells have no run).
        public var style: Style

        /// A run of `columns` in `style`.
        public init(columns: ClosedRange<Int>, style: Style) {
            self.columns = columns
            self.style = style
        }

        /// `2...5 fg:red bold`.
        public var description: String { "\(columns.lowerBound)...\(columns.upperBound) \(style)" }
    }

    /// The width in cells.
    public var columns: Int
    /// The rows as text, trailing spaces trimmed; always `rows` of them.
    public var lines: [String]
    /// For each row, its styled runs from left to right; always `rows` of them.
    public var runs: [[Run]]

    /// The height in cells.
    public var rows: Int { lines.count }

    /// A frame of `columns` cells' width; `lines` and `runs` hold one entry per row.
    public init(columns: Int, lines: [String], runs: [[Run]]) {
        precondition(lines.count == runs.count, "StyledFrame: one list of runs per line")
        self.columns = columns
        self.lines = lines
        self.runs = runs
    }

    /// The frame of `buffer`'s cells.
    init(_ buffer: CellBuffer) {
        var runs: [[Run]] = []
        for y in 0..<buffer.height {
            var row: [Run] = []
            var x = 0
            while x < buffer.width {
                let style = buffer[x, y].style
                var end = x
                while end + 1 < buffer.width && buffer[end + 1, y].style == style { end += 1 }
                if style != .plain { row.append(Run(columns: x...end, style: style)) }
                x = end + 1
            }
            runs.append(row)
        }
        self.init(columns: buffer.width, lines: buffer.lines, runs: runs)
    }
}

extension TestTerminal {
    /// The screen as a person sees it, with styles: what a golden snapshot compares.
    public var frame: StyledFrame { StyledFrame(screen.grid) }
}

extension TerminalSnapshot {
    /// `root` painted at `width` × `height` cells, with styles, without a terminal (as
    /// `TerminalSnapshot.render(_:width:height:glyphs:)`, which drops the styles).
    @MainActor
    public static func frame(of root: View, width: Int, height: Int) -> StyledFrame {
        StyledFrame(buffer(of: root, width: width, height: height))
    }
}
