#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A screen's worth of cells, row by row: what the painter draws into and what the
/// renderer compares.
///
/// Writes keep wide characters whole: a wide character's two cells always come
/// together, and writing over either half blanks the other, as terminals do.
package struct CellBuffer: Equatable, Sendable {
    package private(set) var width: Int
    package private(set) var height: Int
    /// `height` rows of `width` cells. The renderer copies cells between buffers
    /// directly; everything else writes through ``set(_:x:y:)``.
    package var cells: [Cell]
    /// The targets of linked cells (``Cell/isLinked``), by cell index (`y * width + x`).
    /// An entry outlives its cell's link when the cell is written over; only a linked
    /// cell's entry counts (``link(x:y:)``). A renderer that copies ``cells`` between
    /// buffers copies this too.
    package var links: [Int: String] = [:]

    /// A buffer of blank cells.
    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    package var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    package subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Blanks every cell.
    package mutating func clear() {
        fill(bounds, with: .blank)
        links.removeAll()
    }

    /// The link target of the cell at (`x`, `y`), when it is part of a link; `nil`
    /// otherwise, and outside the buffer.
    package func link(x: Int, y: Int) -> String? {
        guard x >= 0, x < width, y >= 0, y < height, cells[y * width + x].isLinked else { return nil }
        return links[y * width + x]
    }

    /// Makes the cell at (`x`, `y`) part of a link to `target` (outside the buffer: nothing).
    package mutating func setLink(_ target: String, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        cells[y * width + x].isLinked = true
        links[y * width + x] = target
    }

    /// The links of linked cells only, for comparing buffers.
    private var currentLinks: [Int: String] {
        links.filter { cells.indices.contains($0.key) && cells[$0.key].isLinked }
    }

    /// Two buffers are equal when they show the same cells with the same link targets.
    package static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.cells == rhs.cells else { return false }
        if lhs.links.isEmpty && rhs.links.isEmpty { return true }
        return lhs.currentLinks == rhs.currentLinks
    }

    /// Blanks the cells in `rect` (``fill(_:with:)`` with blanks: a wide character cut by
    /// its edges loses its other half; the painter widens its rectangles so none is cut,
    /// see `Painter.widened(_:toWholeCharactersIn:)`).
    package mutating func clear(_ rect: CellRect) {
        fill(rect, with: .blank)
    }

    /// Writes the one-cell-wide `cell` over every cell of `rect` (clipped to the buffer),
    /// row by row: what ``set(_:x:y:)`` for each cell would leave, a wide character cut by
    /// the rectangle's left or right edge losing its other half, without a check per cell.
    ///
    /// - Complexity: O(*c*) for the *c* cells of `rect`, at the speed of a memory fill.
    package mutating func fill(_ rect: CellRect, with cell: Cell) {
        precondition(cell.width == 1, "fill(_:with:) writes one-cell-wide cells")
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        let width = self.width
        let count = clipped.maxX - clipped.minX
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            // The first row cell by cell for a few cells, then by doubling copies; every
            // other row copied from it. A copy of plain words is a `memmove`, which moves
            // a vector register's width at a time; a loop storing a two-word cell stores
            // a word at a time.
            var first: UnsafeMutablePointer<Cell>?
            for y in clipped.minY..<clipped.maxY {
                let start = y * width + clipped.minX
                let end = start + count
                if cells[start].width == 0 && clipped.minX > 0 { cells[start - 1] = .blank(cells[start - 1].packedStyle) }
                if cells[end - 1].width == 2 && clipped.maxX < width { cells[end] = .blank(cells[end].packedStyle) }
                let row = base + start
                if let first {
                    row.update(from: first, count: count)
                } else {
                    CellBuffer.fill(row, count: count, with: cell)
                    first = row
                }
            }
        }
    }

    /// Writes `cell` over the `count` cells from `start`: a few stores, then copies of what
    /// is written, each twice as long as the last.
    @inline(__always)
    private static func fill(_ start: UnsafeMutablePointer<Cell>, count: Int, with cell: Cell) {
        let seeded = Swift.min(count, 8)
        start.update(repeating: cell, count: seeded)
        var done = seeded
        while done < count {
            let next = Swift.min(done, count - done)
            (start + done).update(from: start, count: next)
            done += next
        }
    }

    /// Writes the printable ASCII bytes of `text` (control bytes take no cell; `printable`
    /// counts the others) as one-cell glyphs from column `x` of row `y`, only in columns
    /// `minX..<maxX`: what ``set(_:x:y:)`` for each glyph would leave, a wide character cut
    /// at the run's edges included. Where `style` has no background, each glyph keeps the
    /// background of the cell it covers.
    ///
    /// - Precondition: every byte of `text` is ASCII, and `printable` of them are neither
    ///   below 0x20 nor 0x7F.
    /// - Complexity: O(*n*) for the *n* bytes of `text`, with no check per glyph but the clip.
    package mutating func writeASCII(
        _ text: UnsafeBufferPointer<UInt8>, printable: Int, x: Int, y: Int, minX: Int, maxX: Int, style: PackedStyle
    ) {
        let minX = Swift.max(minX, 0)
        let maxX = Swift.min(maxX, width)
        guard y >= 0, y < height, minX < maxX else { return }
        let first = Swift.max(x, minX)
        let end = Swift.min(x + printable, maxX)
        guard first < end else { return }
        let width = self.width
        let keepsBackground = !style.hasBackground
        cells.withUnsafeMutableBufferPointer { cells in
            let row = y * width
            if cells[row + first].width == 0 && first > 0 { cells[row + first - 1] = .blank(cells[row + first - 1].packedStyle) }
            if cells[row + end - 1].width == 2 && end < width { cells[row + end] = .blank(cells[row + end].packedStyle) }
            var column = x
            for byte in text {
                precondition(byte < 0x80, "writeASCII writes ASCII text")
                guard byte >= 0x20 && byte != 0x7F else { continue }
                if column >= end { break }
                if column >= first {
                    let index = row + column
                    let cellStyle = keepsBackground ? style.withBackground(of: cells[index].packedStyle) : style
                    cells[index] = Cell(Glyph(ascii: byte), packedStyle: cellStyle)
                }
                column += 1
            }
        }
    }

    /// Writes `cell` at (`x`, `y`), blanking the other half of any wide character it
    /// covers. A wide `cell` that would cross the right edge is written as a space.
    ///
    /// - Complexity: O(1).
    package mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let index = y * width + x
        if cell.width == 1 && cells[index].width == 1 {
            cells[index] = cell  // the common case: no wide character on either side
            return
        }
        var cell = cell
        if cell.width == 2 && x + 1 >= width { cell = .blank(cell.packedStyle) }
        breakWideCharacter(at: index, x: x)
        if cell.width == 2 {
            breakWideCharacter(at: index + 1, x: x + 1)
            cells[index + 1] = .continuation(cell.packedStyle)
        }
        cells[index] = cell
    }

    /// Before `index` is overwritten: blanks the other half of a wide character there.
    private mutating func breakWideCharacter(at index: Int, x: Int) {
        let old = cells[index]
        if old.width == 0, x > 0 {
            cells[index - 1] = .blank(cells[index - 1].packedStyle)
        } else if old.width == 2, x + 1 < width {
            cells[index + 1] = .blank(cells[index + 1].packedStyle)
        }
    }

    /// Changes the style of the cells in `rect` with `transform`, characters kept. A wide
    /// character the rectangle's edge cuts in two keeps its style: a terminal draws both
    /// halves in the style of the left one, so they never differ.
    package mutating func restyle(_ rect: CellRect, _ transform: (inout Style) -> Void) {
        let clipped = rect.intersection(bounds)
        guard !clipped.isEmpty else { return }
        for y in clipped.minY..<clipped.maxY {
            let start = y * width
            for index in (start + clipped.minX)..<(start + clipped.maxX) {
                if index == start + clipped.minX && cells[index].isContinuation { continue }
                if index == start + clipped.maxX - 1 && cells[index].width == 2 && clipped.maxX < width { continue }
                transform(&cells[index].style)
            }
        }
    }

    /// Whether row `row` here equals row `otherRow` of `other` (of the same width).
    package func row(_ row: Int, equals otherRow: Int, of other: CellBuffer) -> Bool {
        self.row(row, equals: otherRow, of: other, columns: 0..<width)
    }

    /// Whether the cells of `columns` in row `row` here equal those in row `otherRow` of
    /// `other` (of the same width).
    package func row(_ row: Int, equals otherRow: Int, of other: CellBuffer, columns: Range<Int>) -> Bool {
        precondition(
            width == other.width && row >= 0 && row < height && otherRow >= 0 && otherRow < other.height && columns.lowerBound >= 0
                && columns.upperBound <= width,
            "row(_:equals:of:columns:) compares cells that exist, of buffers of the same width")
        // A cell is two words with no padding and no references (``Cell/wordCount``), so
        // two rows are equal when their bytes are: `memcmp`, which the C library runs with
        // the widest vector compares the processor has.
        let bytes = columns.count * MemoryLayout<Cell>.stride
        let start = (row * width + columns.lowerBound) * MemoryLayout<Cell>.stride
        let otherStart = (otherRow * width + columns.lowerBound) * MemoryLayout<Cell>.stride
        return cells.withUnsafeBytes { cells in
            other.cells.withUnsafeBytes { otherCells in
                guard let base = cells.baseAddress, let otherBase = otherCells.baseAddress, bytes > 0 else { return true }
                return memcmp(base + start, otherBase + otherStart, bytes) == 0
            }
        }
    }

    /// Moves rows `top...bottom` up by `count` (negative: down), blanking the rows
    /// that scroll in, as a terminal's SU/SD does in a scroll region; with `columns`, only
    /// those columns move (a region with left and right margins).
    package mutating func scroll(top: Int, bottom: Int, by count: Int, columns: Range<Int>? = nil) {
        let rows = bottom - top + 1
        guard count != 0, rows > 0 else { return }
        precondition(top >= 0 && bottom < height, "scroll(top:bottom:by:columns:) moves rows that exist")
        let moved = (columns ?? 0..<width).clamped(to: 0..<width)
        let shift = min(abs(count), rows)
        if count > 0 {
            for y in top..<(bottom + 1 - shift) { copyRow(from: y + shift, to: y, columns: moved) }
            for y in (bottom + 1 - shift)...bottom { blankRow(y, columns: moved) }
        } else {
            for y in stride(from: bottom, through: top + shift, by: -1) { copyRow(from: y - shift, to: y, columns: moved) }
            for y in top..<(top + shift) { blankRow(y, columns: moved) }
        }
    }

    private mutating func copyRow(from source: Int, to destination: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let width = self.width
        // One move of the row's cells (plain words), not a subscript per cell: a scrolled
        // list moves most of the screen every frame.
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            (base + destination * width + columns.lowerBound).update(from: base + source * width + columns.lowerBound, count: columns.count)
        }
        guard !links.isEmpty else { return }
        for x in columns { links[destination * width + x] = links[source * width + x] }
    }

    private mutating func blankRow(_ y: Int, columns: Range<Int>) {
        guard !columns.isEmpty else { return }
        let width = self.width
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            CellBuffer.fill(base + y * width + columns.lowerBound, count: columns.count, with: .blank)
        }
    }

    /// The screen as plain text: one string per row, continuations skipped, trailing
    /// spaces trimmed.
    package var lines: [String] {
        (0..<height).map { y in
            var bytes: [UInt8] = []
            for x in 0..<width where !cells[y * width + x].isContinuation {
                cells[y * width + x].glyph.append(to: &bytes)
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
