/// Where a label's text goes: broken into lines that fit a width, cut to a line
/// limit with an ellipsis, and aligned.
///
/// ```swift
/// let layout = TextLayout(text: "阅读源码的乐趣", measurer: MonospaceTextMeasurer(),
///                         width: 8, lineLimit: 1, truncation: .tail, alignment: .left)
/// layout.lines.map(\.text)   // ["阅读源…"]
/// ```
public struct TextLayout: Sendable, Hashable {
    /// One laid-out line: its text, where it starts (after alignment) and its width.
    public struct Line: Sendable, Hashable {
        /// The characters shown, ellipsis included.
        public var text: String
        /// Where the line starts, from the left edge of the box.
        public var x: Double
        /// How wide the line is.
        public var width: Double
        /// The characters of the laid-out text the line shows, as indices into it: without
        /// the spaces a wrap leaves out or the newline that ends a paragraph, with what an
        /// ellipsis stands for (a cut last line's through the end of the text). A selection
        /// maps the line back to its text by it.
        package var source: Range<String.Index>
    }

    /// The lines, top to bottom.
    public private(set) var lines: [Line] = []
    /// The widest line's width.
    public private(set) var width: Double = 0
    /// The lines' total height.
    public private(set) var height: Double = 0

    /// Lays `text` out.
    ///
    /// - Parameters:
    ///   - text: The text; newlines always break lines.
    ///   - measurer: How wide each run of characters is (a terminal's cells, a font's points).
    ///   - width: The width lines must fit, or `nil` for no limit (lines break only at
    ///     newlines).
    ///   - lineLimit: The most lines to show; 0 for no limit. The last shown line of
    ///     cut text ends with an ellipsis (as `truncation` says).
    ///   - truncation: Where cut text loses its characters and shows the ellipsis.
    ///   - alignment: How each line sits within `width`.
    /// - Complexity: O(*n*) for *n* characters, each measured about once (a line's
    ///   characters again when a wrap carries a word over): a 32 KiB paste costs what its
    ///   length does, not its square.
    public init(
        text: String, measurer: some TextMeasurer, width: Double?, lineLimit: Int,
        truncation: Truncation, alignment: TextAlignment
    ) {
        // Lines past the limit are never shown: one more says the text was cut.
        let enough = lineLimit > 0 ? lineLimit + 1 : Int.max
        var broken: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard broken.count < enough else { break }
            if let width, lineLimit != 1 {
                broken += TextLayout.wrap(paragraph, to: width, measurer: measurer, maximumLines: enough - broken.count)
            } else {
                broken.append(paragraph)
            }
        }
        if text.isEmpty { broken = [] }
        var texts = broken.map(String.init)
        var sources = broken.map { $0.startIndex..<$0.endIndex }
        let cut = lineLimit > 0 && texts.count > lineLimit
        if cut {
            texts.removeLast(texts.count - lineLimit)
            sources.removeLast(sources.count - lineLimit)
            if let last = sources.indices.last { sources[last] = sources[last].lowerBound..<text.endIndex }
        }
        if let width {
            for index in texts.indices {
                let isLast = index == texts.count - 1
                let overflows = measurer.width(of: texts[index][...]) > width
                if overflows || (isLast && cut) {
                    texts[index] = TextLayout.truncate(
                        texts[index], to: width, mode: truncation,
                        forceEllipsis: isLast && cut, measurer: measurer)
                }
            }
        } else if cut, let last = texts.indices.last {
            texts[last] += "…"
        }
        let widths = texts.map { measurer.width(of: $0[...]) }
        self.width = widths.max() ?? 0
        let box = width ?? self.width
        lines = texts.indices.map { index in
            let lineWidth = widths[index]
            let x: Double
            switch alignment {
            case .left: x = 0
            case .center: x = ((box - lineWidth) / 2).rounded(.down)
            case .right: x = box - lineWidth
            }
            return Line(text: texts[index], x: max(0, x), width: lineWidth, source: sources[index])
        }
        height = Double(lines.count) * measurer.lineHeight
    }

    /// Greedy line breaking: at the last space that fits, else between any two
    /// characters (how CJK text breaks).
    ///
    /// Each line is measured character by character up to the first that does not fit,
    /// never the whole rest of the paragraph, so the cost is linear in the text.
    ///
    /// - Parameter maximumLines: Stop after this many lines, the last holding the rest of
    ///   the paragraph unbroken (a caller with a line limit needs no more).
    static func wrap(
        _ paragraph: Substring, to width: Double, measurer: some TextMeasurer, maximumLines: Int = .max
    ) -> [Substring] {
        var lines: [Substring] = []
        var rest = paragraph
        while lines.count + 1 < maximumLines {
            var end = rest.startIndex
            var lastSpace: Substring.Index?
            var used = 0.0
            var overflows = false
            while end < rest.endIndex {
                let next = rest.index(after: end)
                let step = measurer.width(of: rest[end..<next])
                if used + step > width {
                    overflows = true
                    break
                }
                used += step
                if rest[end] == " " { lastSpace = end }
                end = next
            }
            guard overflows else { break }
            if end == rest.startIndex { end = rest.index(after: rest.startIndex) }  // wider than the box: one per line
            if let lastSpace, end < rest.endIndex, rest[end] != " " {
                lines.append(rest[..<lastSpace])
                rest = rest[rest.index(after: lastSpace)...]
            } else {
                lines.append(rest[..<end])
                rest = rest[end...]
                while rest.first == " " { rest = rest.dropFirst() }
            }
        }
        lines.append(rest)
        return lines
    }

    /// Cuts `line` to `width` with an ellipsis at the head, middle or tail.
    static func truncate(
        _ line: String, to width: Double, mode: Truncation, forceEllipsis: Bool,
        measurer: some TextMeasurer
    ) -> String {
        let characters = Array(line)
        if mode == .clip {
            var used = 0.0
            var kept = ""
            for character in characters {
                let step = measurer.width(of: String(character)[...])
                if used + step > width { break }
                used += step
                kept.append(character)
            }
            return kept
        }
        let budget = width - measurer.width(of: "…")
        guard budget >= 0 else { return "" }
        func fit(_ sequence: some Sequence<Character>, _ limit: Double) -> [Character] {
            var used = 0.0
            var kept: [Character] = []
            for character in sequence {
                let step = measurer.width(of: String(character)[...])
                if used + step > limit { break }
                used += step
                kept.append(character)
            }
            return kept
        }
        if !forceEllipsis && measurer.width(of: line[...]) <= width { return line }
        switch mode {
        case .tail, .clip:
            return String(fit(characters, budget)) + "…"
        case .head:
            return "…" + String(fit(characters.reversed(), budget).reversed())
        case .middle:
            let front = fit(characters, (budget / 2).rounded(.up))
            let back = fit(characters.dropFirst(front.count).reversed(), budget - measurer.width(of: String(front)[...]))
            return String(front) + "…" + String(back.reversed())
        }
    }
}

/// Where a label's lines sit across its width.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge, sit centered, or end at the right edge.
    case left, center, right
}

/// How text that does not fit is cut.
public enum Truncation: Hashable, Sendable {
    /// `…end of the text`.
    case head
    /// `start…end`.
    case middle
    /// `start of the text…` (the default).
    case tail
    /// Cut without an ellipsis.
    case clip
}
