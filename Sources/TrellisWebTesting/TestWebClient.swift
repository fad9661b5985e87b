import Foundation
import TrellisHost
import TrellisViews
import TrellisWeb

/// A browser tab for tests: it drives a `WebApp` with the messages the page's script
/// sends, and applies the frames the app returns to a grid the way the script does, so a
/// test reads the screen a person would see in the browser. No socket and no browser:
/// TrellisTerminalTesting's `TestTerminal` for the web host.
///
/// ```swift
/// let client = try TestWebClient(root: screen, columns: 40, rows: 10)
/// try client.press("ArrowDown")
/// try client.type("maine")
/// client.screenLines[0]   // "Cats"
/// ```
@MainActor
public final class TestWebClient {
    /// The app the tab runs.
    public let app: WebApp
    /// The grid's width, as the last frame set it.
    public private(set) var columns = 0
    /// The grid's height, as the last frame set it.
    public private(set) var rows = 0
    /// Where the caret shows (a focused text field), or `nil`.
    public private(set) var cursor: (x: Int, y: Int)?
    /// How many frame messages arrived, and their bytes: what a page would download.
    public private(set) var framesReceived = 0
    /// The bytes of every frame message so far.
    public private(set) var bytesReceived = 0
    /// The last frame message as text when it was JSON (`WebApp.frameEncoding`), `nil`
    /// when it was binary.
    public private(set) var lastFrame: String?
    /// Whether the last frame blanked the grid first (the first frame, a resize, a reload).
    public private(set) var lastFrameCleared = false
    /// The last frame's scroll, `[top, bottom, count]` (rows `top...bottom` moved up
    /// `count` rows, down when negative), or `nil`.
    public private(set) var lastScroll: [Int]?
    /// What the app last put on the page's clipboard (a frame's `copy`).
    public private(set) var clipboard: String?
    /// What the page's accessible mirror says is focused (the frames' `focus`), as a
    /// screen reader reads it from the page's live region.
    public private(set) var focusDescription = ""
    /// Every announcement the frames carried (their `say`), oldest first: the page's
    /// live log.
    public private(set) var announcements: [String] = []
    /// The headings the page's accessible mirror lists (the frames' `headings` changes
    /// applied in order), top to bottom: a list's section headers on screen.
    public private(set) var headings: [String] = []

    /// Each cell's text (`""` for a wide character's second cell), style id and link
    /// target (a run's fifth field), row by row.
    private var cells: [[(text: String, style: Int, link: String?)]] = []
    /// The styles the frames defined, by id.
    private var styles: [Int: WebCellStyle] = [:]

    /// A tab showing `root` in a window of `columns` × `rows` cells: the app is made and
    /// started, the page reports its size, and the first frame is applied. Frames come in
    /// `frameEncoding`, the binary layout unless told.
    ///
    /// - Throws: ``TestWebClientError`` if a frame cannot be read.
    public init(
        root: View, columns: Int = 80, rows: Int = 24, frameEncoding: WebFrameEncoding = .binary, configure: (WebApp) -> Void = { _ in }
    ) throws {
        app = WebApp(root: root, size: GridSize(columns: columns, rows: rows), frameEncoding: frameEncoding)
        configure(app)
        app.start()
        try step()
    }

    /// The grid's rows as text, trailing spaces trimmed (a wide character once).
    public var screenLines: [String] {
        cells.map { row in
            var line = row.map(\.text).joined()
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The style of the cell at column `x`, row `y`, as the page draws it; `nil` off the grid.
    public func style(atColumn x: Int, row y: Int) -> WebCellStyle? {
        guard y >= 0, y < cells.count, x >= 0, x < cells[y].count else { return nil }
        return styles[cells[y][x].style] ?? WebCellStyle()
    }

    /// The link the page wraps the cell at column `x`, row `y` in (an `<a href>`), or `nil`:
    /// the target the frame gave the cell's run; the page links only `http`, `https` and
    /// `mailto`, and the host sends no other.
    public func link(atColumn x: Int, row y: Int) -> String? {
        guard y >= 0, y < cells.count, x >= 0, x < cells[y].count else { return nil }
        return cells[y][x].link
    }

    /// Runs one frame of the app and applies its message, if it sent one.
    ///
    /// - Throws: ``TestWebClientError`` if the frame cannot be read.
    public func step() throws {
        guard let frame = app.nextFrame() else { return }
        try apply(frame)
    }

    /// Sends `json` as the page would, then runs a frame.
    ///
    /// - Throws: the app's `BrowserMessageError` for a message it refuses, or
    ///   ``TestWebClientError`` if the frame cannot be read.
    public func send(_ json: String) throws {
        try app.receive(Array(json.utf8))
        try step()
    }

    /// Presses the key a browser's `KeyboardEvent.key` names (`"ArrowDown"`, `"Enter"`,
    /// `"f"`), then runs a frame.
    public func press(_ key: String, ctrl: Bool = false, alt: Bool = false, shift: Bool = false) throws {
        try send(#"{"t":"key","key":\#(Self.quoted(key)),"ctrl":\#(ctrl),"alt":\#(alt),"shift":\#(shift)}"#)
    }

    /// Types `text`, one key message per character.
    public func type(_ text: String) throws {
        for character in text { try press(String(character)) }
    }

    /// Clicks the cell at column `x`, row `y` with the left button.
    public func click(x: Int, y: Int) throws {
        try send(#"{"t":"mouse","kind":"press","button":0,"x":\#(x),"y":\#(y)}"#)
    }

    /// Drags with the left button from the cell `from` through each cell of `through`,
    /// releasing on the last: a press, a `drag` message per cell, a release, as the page
    /// sends them.
    public func drag(from: (x: Int, y: Int), to through: [(x: Int, y: Int)]) throws {
        try click(x: from.x, y: from.y)
        for point in through { try send(#"{"t":"mouse","kind":"drag","button":0,"x":\#(point.x),"y":\#(point.y)}"#) }
        let end = through.last ?? from
        try send(#"{"t":"mouse","kind":"release","button":0,"x":\#(end.x),"y":\#(end.y)}"#)
    }

    /// Resizes the window to `columns` × `rows` cells, as the page reports a resize.
    public func resize(columns: Int, rows: Int) throws {
        try send(#"{"t":"resize","cols":\#(columns),"rows":\#(rows)}"#)
    }

    /// Applies one frame message to the grid, as the page's script does: the binary
    /// layout, or JSON (a message that starts with `{`).
    ///
    /// - Throws: ``TestWebClientError`` naming what in the frame could not be read.
    public func apply(_ frame: [UInt8]) throws {
        framesReceived += 1
        bytesReceived += frame.count
        let message: FrameWire
        if frame.first == UInt8(ascii: "{") {
            lastFrame = String(decoding: frame, as: UTF8.self)
            do {
                message = try JSONDecoder().decode(FrameWire.self, from: Data(frame))
            } catch {
                throw TestWebClientError.unreadableFrame(String(describing: error))
            }
        } else {
            lastFrame = nil
            message = try FrameWire(binary: frame, columns: columns, rows: rows, cursor: cursor.map { [$0.x, $0.y] })
        }
        lastFrameCleared = message.clear
        if message.clear || message.cols != columns || message.rows != rows {
            columns = message.cols
            rows = message.rows
            cells = Array(repeating: Array(repeating: (" ", -1, nil), count: columns), count: rows)
        }
        for style in message.styles { styles[style.id] = style.style }
        lastScroll = message.scroll
        if let scroll = message.scroll { try self.scroll(scroll) }
        for slide in message.slides ?? [] { try self.slide(slide) }
        for run in message.runs {
            guard run.y >= 0, run.y < rows else { throw TestWebClientError.runOffTheGrid(row: run.y, column: run.x) }
            var x = run.x
            for character in run.text {
                guard x >= 0, x < columns else { throw TestWebClientError.runOffTheGrid(row: run.y, column: x) }
                cells[run.y][x] = (character == "\u{0}" ? "" : String(character), run.style, run.link)
                x += 1
            }
        }
        cursor = message.cursor.flatMap { $0.count == 2 ? (x: $0[0], y: $0[1]) : nil }
        if let copy = message.copy { clipboard = copy }
        if let focus = message.focus { focusDescription = focus }
        announcements += message.say ?? []
        for change in message.headings ?? [] {
            if let title = change.title {
                guard (0...headings.count).contains(change.index) else {
                    throw TestWebClientError.unreadableFrame("a heading inserted at \(change.index) of \(headings.count)")
                }
                headings.insert(title, at: change.index)
            } else {
                guard headings.indices.contains(change.index) else {
                    throw TestWebClientError.unreadableFrame("a heading removed at \(change.index) of \(headings.count)")
                }
                headings.remove(at: change.index)
            }
        }
    }

    /// Slides row `y`'s cells from column `x` on right `count` cells (left when negative),
    /// blank cells coming in.
    private func slide(_ slide: [Int]) throws {
        guard slide.count == 3, slide[0] >= 0, slide[0] < rows, slide[1] >= 0, slide[1] < columns, slide[2] != 0 else {
            throw TestWebClientError.unreadableFrame("a slide of \(slide) does not fit a grid of \(columns) × \(rows)")
        }
        let (y, x, count) = (slide[0], slide[1], slide[2])
        let by = min(abs(count), columns - x)
        let blanks = Array(repeating: (text: " ", style: -1, link: String?.none), count: by)
        if count < 0 {
            cells[y].removeSubrange(x..<(x + by))
            cells[y] += blanks
        } else {
            cells[y].insert(contentsOf: blanks, at: x)
            cells[y].removeLast(by)
        }
    }

    /// Moves rows `top...bottom` up `count` rows (down when negative), blank rows coming
    /// in; with a fourth and fifth number, only columns `left..<right` move.
    private func scroll(_ shift: [Int]) throws {
        let columns = shift.count == 5 ? shift[3]..<max(shift[3], shift[4]) : 0..<self.columns
        guard shift.count == 3 || shift.count == 5, shift[0] >= 0, shift[0] <= shift[1], shift[1] < rows, shift[2] != 0,
            columns.lowerBound >= 0, columns.upperBound <= self.columns, !columns.isEmpty
        else {
            throw TestWebClientError.unreadableFrame("a scroll of \(shift) does not fit a grid of \(self.columns) × \(rows)")
        }
        let (top, bottom, count) = (shift[0], shift[1], shift[2])
        let band = cells[top...bottom].map { Array($0[columns]) }
        let blank = Array(repeating: (text: " ", style: -1, link: String?.none), count: columns.count)
        for y in top...bottom {
            let source = y + count
            cells[y].replaceSubrange(columns, with: (top...bottom).contains(source) ? band[source - top] : blank)
        }
    }
}
