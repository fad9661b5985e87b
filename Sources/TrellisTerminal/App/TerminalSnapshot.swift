import TrellisHost
import TrellisViews

/// One frame of a view tree as plain text, without a terminal.
///
/// `cats --snapshot` prints it, the README shows it, and tests compare it. The root's
/// frame becomes the given size, the tree is laid out and painted exactly as
/// ``TerminalApp`` would, and the cells are read back as text: `height` lines joined by
/// `"\n"`, each with trailing spaces trimmed. Styles are not shown.
///
/// ```swift
/// print(TerminalSnapshot.render(screen, width: 80, height: 24))
/// ```
public enum TerminalSnapshot {
    /// Renders `root` at `width` × `height` cells.
    ///
    /// - Parameters:
    ///   - root: The tree, whose frame becomes the given size.
    ///   - width: Columns.
    ///   - height: Rows.
    ///   - glyphs: ``GlyphRepertoire/ascii`` writes each non-ASCII character as its ASCII
    ///     fallback (for a locale that is not UTF-8), as the renderer would.
    /// - Complexity: O(*v* + *w* · *h*) for *v* views.
    @MainActor
    public static func render(_ root: View, width: Int, height: Int, glyphs: GlyphRepertoire = .unicode) -> String {
        lines(of: root, width: width, height: height, glyphs: glyphs).joined(separator: "\n")
    }

    /// The rendered rows, as ``render(_:width:height:glyphs:)`` joins them.
    @MainActor
    public static func lines(of root: View, width: Int, height: Int, glyphs: GlyphRepertoire = .unicode) -> [String] {
        buffer(of: root, width: width, height: height).lines(asciiOnly: glyphs == .ascii)
    }

    /// The painted cells of `root` at `width` × `height`. `package`, as TrellisHost's
    /// `CellBuffer` is: TrellisTerminalTesting reads them with their styles
    /// (`TerminalSnapshot.frame(of:width:height:)`).
    @MainActor
    package static func buffer(of root: View, width: Int, height: Int) -> CellBuffer {
        let width = max(0, width)
        let height = max(0, height)
        root.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        root.layoutIfNeeded()
        var buffer = CellBuffer(width: width, height: height)
        var painter = Painter()
        painter.paint(root, into: &buffer)
        return buffer
    }
}
