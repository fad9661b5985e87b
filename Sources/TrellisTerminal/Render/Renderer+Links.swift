import TrellisHost
import TrellisViews

// Linked cells (a Markdown link, a styled run with a link) go out inside OSC 8
// hyperlinks. A link is open only while the cells of one run are written: it is closed
// before any cursor move, before an erase, when the next cell has another target or
// none, and at the end of the frame, so nothing else the renderer writes (a scroll, a
// cleared row, the shell's prompt after exit) can become part of it. Targets pass
// `LinkTarget.safe(_:)` first; an unsafe one is written as plain text.

extension Renderer {
    /// The state of hyperlinks while one frame's cells are written: which link the
    /// terminal has open, and the link targets of the cells the terminal shows.
    struct LinkWriter {
        let backLinks: [Int: String]
        /// ``Renderer/front``'s links, updated as cells are copied into it.
        var frontLinks: [Int: String]
        /// Whether to write OSC 8 at all (``TerminalCapabilities/hyperlinks``).
        let enabled: Bool
        /// The target of the link the terminal has open.
        private var openTarget: String?
        /// The last target checked, and what ``LinkTarget/safe(_:)`` made of it: a run's
        /// cells share one target.
        private var lastChecked: (raw: String, safe: String?)?

        init(backLinks: [Int: String], frontLinks: [Int: String], enabled: Bool) {
            self.backLinks = backLinks
            self.frontLinks = frontLinks
            self.enabled = enabled
        }

        /// Whether the linked cell at `index` links to the same target on both sides.
        func targetsMatch(at index: Int) -> Bool { backLinks[index] == frontLinks[index] }

        /// Records the link of `cell`, just copied into the front buffer at `index`.
        mutating func copy(_ cell: Cell, at index: Int) {
            guard cell.isLinked else { return }
            frontLinks[index] = backLinks[index]
        }

        /// Opens the link of `cell` (closing another that is open) before it is written;
        /// closes an open link before an unlinked cell.
        mutating func open(for cell: Cell, at index: Int, into bytes: inout [UInt8]) {
            var target: String?
            if cell.isLinked, enabled, let raw = backLinks[index] { target = safeTarget(raw) }
            guard target != openTarget else { return }
            close(into: &bytes)
            guard let target else { return }
            ControlSequence.openHyperlink(target, into: &bytes)
            openTarget = target
        }

        /// Closes an open link unless the cursor is already at (`x`, `y`), where the next
        /// cell is written with no move in between.
        mutating func close(unlessCursor cursor: (x: Int, y: Int)?, isAtX x: Int, y: Int, into bytes: inout [UInt8]) {
            if let cursor, cursor.x == x, cursor.y == y { return }
            close(into: &bytes)
        }

        /// Closes an open link.
        mutating func close(into bytes: inout [UInt8]) {
            guard openTarget != nil else { return }
            bytes += ControlSequence.closeHyperlink
            openTarget = nil
        }

        private mutating func safeTarget(_ raw: String) -> String? {
            if let lastChecked, lastChecked.raw == raw { return lastChecked.safe }
            let safe = LinkTarget.safe(raw)
            lastChecked = (raw, safe)
            return safe
        }
    }

    /// Whether the linked cells of row `y` link to the same targets in ``back`` and
    /// ``front`` (whose cells are known to be equal).
    ///
    /// - Complexity: O(1) without links; O(*w*) otherwise.
    func linksMatch(row y: Int) -> Bool {
        if back.links.isEmpty && front.links.isEmpty { return true }
        let start = y * width
        for index in start..<(start + width) where back.cells[index].isLinked {
            if back.links[index] != front.links[index] { return false }
        }
        return true
    }
}
