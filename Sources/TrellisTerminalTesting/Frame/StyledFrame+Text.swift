import TrellisHost
import TrellisViews

/// Why a golden snapshot's text is not a ``StyledFrame``: each case carries the line
/// (from 1) and the text that was wrong.
public enum StyledFrameFormatError: Error, Hashable, Sendable {
    /// The first line is not `trellis-frame <columns>x<rows>`.
    case badHeader(String)
    /// The file ends before the rows and the `styles` line.
    case truncated(expectedRows: Int)
    /// A row's text does not start with `|`.
    case badRow(line: Int, text: String)
    /// A style line is not `<row>: <first>...<last> <style>; …` for a row and columns
    /// inside the frame.
    case badRun(line: Int, text: String)
    /// A style word that is not `fg:`/`bg:` with a colour, nor an attribute.
    case badStyle(line: Int, word: String)
}

extension StyledFrame {
    /// The frame as text that reads well in a diff: a header, each row after a `|`,
    /// then `styles` and one line per row that has styled runs. Deterministic: the same
    /// frame always gives the same text, and ``init(textRepresentation:)`` reads it back.
    ///
    /// ```text
    /// trellis-frame 20x2
    /// |Cats
    /// |  All  Favorites
    /// styles
    /// 0: 0...3 bold
    /// 1: 2...4 fg:black bg:cyan; 7...15 dim
    /// ```
    public var textRepresentation: String {
        var text = ["trellis-frame \(columns)x\(rows)"] + lines.map { "|" + $0 } + ["styles"]
        for (row, runs) in runs.enumerated() where !runs.isEmpty {
            text.append(Self.styleLine(row: row, runs))
        }
        return text.joined(separator: "\n") + "\n"
    }

    /// `3: 0...79 bg:#202020; 2...5 bold`: one row's runs as the text format writes them.
    static func styleLine(row: Int, _ runs: [Run]) -> String {
        "\(row): " + runs.map(\.description).joined(separator: "; ")
    }

    /// Reads the text ``textRepresentation`` writes.
    ///
    /// - Throws: ``StyledFrameFormatError`` naming the first line that is not in the format.
    public init(textRepresentation text: String) throws(StyledFrameFormatError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let size = lines.first.flatMap(Self.size(inHeader:))
        guard let (columns, rows) = size else { throw .badHeader(lines.first ?? "") }
        guard lines.count >= rows + 2, lines[rows + 1] == "styles" else { throw .truncated(expectedRows: rows) }
        var rowTexts: [String] = []
        for index in 1...max(1, rows) where index <= rows {
            guard lines[index].first == "|" else { throw .badRow(line: index + 1, text: lines[index]) }
            rowTexts.append(String(lines[index].dropFirst()))
        }
        var runs = Array(repeating: [Run](), count: rows)
        for index in (rows + 2)..<lines.count {
            let (row, rowRuns) = try Self.parseStyleLine(lines[index], line: index + 1, columns: columns, rows: rows)
            runs[row] = rowRuns
        }
        self.init(columns: columns, lines: rowTexts, runs: runs)
    }

    private static func size(inHeader header: String) -> (Int, Int)? {
        guard header.hasPrefix("trellis-frame ") else { return nil }
        let numbers = header.dropFirst("trellis-frame ".count).split(separator: "x", omittingEmptySubsequences: false)
        guard numbers.count == 2, let columns = Int(numbers[0]), let rows = Int(numbers[1]),
            (0...10_000).contains(columns), (0...10_000).contains(rows)
        else { return nil }
        return (columns, rows)
    }

    private static func parseStyleLine(
        _ text: String, line: Int, columns: Int, rows: Int
    ) throws(StyledFrameFormatError) -> (Int, [Run]) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let row = Int(parts[0]), (0..<rows).contains(row) else {
            throw .badRun(line: line, text: text)
        }
        var runs: [Run] = []
        for runText in parts[1].split(separator: ";") {
            var words = runText.split(separator: " ").map(String.init)
            let bounds = words.first?.split(separator: ".", omittingEmptySubsequences: true) ?? []
            guard bounds.count == 2, let first = Int(bounds[0]), let last = Int(bounds[1]),
                words.first?.contains("...") == true, 0 <= first, first <= last, last < columns
            else { throw .badRun(line: line, text: text) }
            words.removeFirst()
            runs.append(Run(columns: first...last, style: try Style(words: words, line: line)))
        }
        return (row, runs)
    }
}

extension Style {
    /// Reads the words `Style.description` writes (`fg:red bg:#202020 bold`).
    fileprivate init(words: [String], line: Int) throws(StyledFrameFormatError) {
        self = .plain
        for word in words {
            switch word {
            case "plain": continue
            case "bold": bold = true
            case "dim": dim = true
            case "italic": italic = true
            case "underline": underline = true
            case "reverse": reverse = true
            default:
                guard word.hasPrefix("fg:") || word.hasPrefix("bg:"), let color = Color(name: String(word.dropFirst(3)))
                else { throw .badStyle(line: line, word: word) }
                if word.hasPrefix("fg:") { foreground = color } else { background = color }
            }
        }
    }
}

extension Color {
    /// Reads what ``Color/description`` writes: `red`, `palette(208)`, `#ff8800`, `default`.
    init?(name: String) {
        if name == "default" {
            self = .hostDefault
        } else if let ansi = ANSIColor.allCases.first(where: { "\($0)" == name }) {
            self = .ansi(ansi)
        } else if name.hasPrefix("palette("), name.hasSuffix(")"), let index = UInt8(name.dropFirst(8).dropLast()) {
            self = .palette(index)
        } else if name.hasPrefix("#"), name.count == 7, let hex = UInt32(name.dropFirst(), radix: 16) {
            self.init(hex: hex)
        } else {
            return nil
        }
    }
}
