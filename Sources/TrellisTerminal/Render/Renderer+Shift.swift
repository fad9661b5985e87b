import TrellisHost
import TrellisViews

// A row whose new text ends like its old text, shifted (a list's rows after a segment
// switch: other names, the same description; `CellBuffer.sharedSuffixShift`): delete or
// insert characters (DCH, ICH) so the terminal slides the shared tail into place, as
// ncurses does, instead of writing it again.

extension Renderer {
    /// Slides the shared tails of the rows in `spans` into place on the terminal and in
    /// ``front``, and widens those rows' spans to the whole row.
    ///
    /// - Complexity: O(*w*) per row with a non-empty span.
    mutating func shiftSharedSuffixes(_ spans: inout [Range<Int>], into bytes: inout [UInt8]) {
        for y in 0..<height where !spans[y].isEmpty {
            if shiftSharedSuffix(row: y, into: &bytes) { spans[y] = 0..<width }
        }
    }

    /// One row; returns whether it shifted.
    private mutating func shiftSharedSuffix(row y: Int, into bytes: inout [UInt8]) -> Bool {
        // A slide costs a cursor move and ICH/DCH: worth it past 12 cells rewritten.
        guard let shift = front.sharedSuffixShift(row: y, toward: back, minimumSaving: 12) else { return false }
        if let cursor {
            ControlSequence.move(
                from: cursor, toX: shift.column, y: y, lastRow: height - 1, inScrollRegion: isScrollRegionOpen, into: &bytes)
        } else {
            ControlSequence.moveCursor(x: shift.column, y: y, into: &bytes)
        }
        if currentStyle != .plain {
            // The cells that come in take the current background.
            ControlSequence.style(from: currentStyle, to: .plain, depth: capabilities.colorDepth, into: &bytes)
            currentStyle = .plain
        }
        ControlSequence.csiNumber(abs(shift.count), final: shift.count < 0 ? "P" : "@", omitOne: true, into: &bytes)
        front.apply(shift)
        cursor = (shift.column, y)
        return true
    }
}
