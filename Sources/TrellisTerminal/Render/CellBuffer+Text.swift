import TrellisHost
import TrellisViews

// A buffer read as text as the renderer writes its characters to an ASCII-only terminal
// (ASCII fallbacks): what `TerminalSnapshot` prints for such a terminal.

extension CellBuffer {
    /// The screen as plain text, with non-ASCII characters as the renderer writes them
    /// to an ASCII-only terminal when `asciiOnly` is set.
    func lines(asciiOnly: Bool) -> [String] {
        (0..<height).map { y in
            var bytes: [UInt8] = []
            for x in 0..<width {
                let cell = cells[y * width + x]
                if !cell.isContinuation { Renderer.append(cell, asciiOnly: asciiOnly, into: &bytes) }
            }
            while bytes.last == 0x20 { bytes.removeLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
