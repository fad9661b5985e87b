import TrellisHost
import TrellisTerminal
import TrellisViews

extension StyledFrame {
    /// The terminal's own colours, used where a style leaves a colour to the terminal.
    static let defaultForeground = "#d0d0d0"
    static let defaultBackground = "#1c1c1c"

    /// The frame as a self-contained HTML page: a `<pre>` of `<span>`s, one per styled
    /// run, with no scripts, fonts or links to fetch. Deterministic, so a committed page
    /// changes only when the screen does.
    ///
    /// Colours are written at full depth: ANSI and palette colours as xterm's RGB, true
    /// colour as is, and the terminal's default as a dark grey background under
    /// light grey text. `reverse` swaps the two; `bold`, `italic` and `underline` become
    /// CSS; `dim` blends the text colour halfway to its background, as terminals draw
    /// faint text. Text is HTML-escaped, and each row is padded to the full width so
    /// backgrounds reach the right edge.
    ///
    /// ```swift
    /// let page = pilot.terminal.frame.html(title: "Cats")
    /// ```
    public func html(title: String) -> String {
        let rows = (0..<rows).map { htmlRow($0) }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(Self.escaped(title))</title>
            <style>
            body { margin: 0; background: \(Self.defaultBackground); }
            pre.trellis-frame { margin: 0; padding: 1em; color: \(Self.defaultForeground); \
            background: \(Self.defaultBackground); font-family: ui-monospace, Menlo, "DejaVu Sans Mono", monospace; \
            line-height: 1.2; }
            </style>
            </head>
            <body>
            <pre class="trellis-frame">
            \(rows)
            </pre>
            </body>
            </html>

            """
    }

    /// One row: its characters, padded with spaces to the width, grouped by run.
    private func htmlRow(_ row: Int) -> String {
        var pieces: [(run: Int?, text: String)] = []
        var column = 0
        func add(_ character: Character) {
            let run = runs[row].firstIndex { $0.columns.contains(column) }
            if let last = pieces.last, last.run == run {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append((run, String(character)))
            }
        }
        for character in lines[row] {
            add(character)
            column += max(1, CharacterWidth.of(character))
        }
        while column < columns {
            add(" ")
            column += 1
        }
        return pieces.map { piece in
            guard let run = piece.run else { return Self.escaped(piece.text) }
            return "<span style=\"\(Self.css(runs[row][run].style))\">\(Self.escaped(piece.text))</span>"
        }.joined()
    }

    /// The CSS declarations for `style`.
    static func css(_ style: Style) -> String {
        var foreground = style.foreground.flatMap(hex) ?? defaultForeground
        var background = style.background.flatMap(hex) ?? defaultBackground
        if style.reverse { swap(&foreground, &background) }
        if style.dim { foreground = blend(foreground, background) }
        var declarations: [String] = []
        if foreground != defaultForeground || style.reverse || style.dim { declarations.append("color:\(foreground)") }
        if background != defaultBackground || style.reverse { declarations.append("background:\(background)") }
        if style.bold { declarations.append("font-weight:bold") }
        if style.italic { declarations.append("font-style:italic") }
        if style.underline { declarations.append("text-decoration:underline") }
        return declarations.joined(separator: ";")
    }

    /// `#rrggbb` for `color` as xterm shows it, or `nil` for the terminal's default.
    static func hex(_ color: Color) -> String? {
        color.xtermRGB.map { Color.rgb(red: $0.red, green: $0.green, blue: $0.blue).description }
    }

    /// The colour halfway between two `#rrggbb` colours.
    private static func blend(_ first: String, _ second: String) -> String {
        let a: UInt32 = UInt32(first.dropFirst(), radix: 16) ?? 0
        let b: UInt32 = UInt32(second.dropFirst(), radix: 16) ?? 0
        // Typed step by step: as one expression over a literal array this took the type
        // checker four seconds.
        func channel(_ shift: UInt32) -> UInt32 {
            let left: UInt32 = (a >> shift) & 0xFF
            let right: UInt32 = (b >> shift) & 0xFF
            return (left + right) / 2
        }
        let red: UInt32 = channel(16) << 16
        let green: UInt32 = channel(8) << 8
        return Color(hex: red | green | channel(0)).description
    }

    /// `text` with `&`, `<`, `>` and `"` as entities (TrellisHost's `htmlEscaped`).
    static func escaped(_ text: String) -> String { htmlEscaped(text) }
}
