/// A screen's size in character cells: a terminal's window, or a browser window's
/// measured in its monospace font.
public struct GridSize: Hashable, Sendable, CustomStringConvertible {
    /// The width, in cells.
    public var columns: Int
    /// The height, in cells.
    public var rows: Int

    /// A size of `columns` × `rows` cells.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// `80×24`.
    public var description: String { "\(columns)×\(rows)" }
}
