import Testing
import TrellisHost
import TrellisTestSupport
import TrellisViews
import TrellisWebTesting

@testable import TrellisWeb

/// The encoder's one promise, in both layouts: whatever it sends, the page ends up
/// showing the buffer it was given. Checked by applying its frames with `TestWebClient`
/// (which reads the layouts on its own, as the page's script does) after every frame of
/// random edits, scrolled bands among them.
@MainActor
@Suite struct FrameEncoderPropertyTests {
    static let alphabet: [Character] = ["a", "b", "x", " ", "-", "猫", "😺", "é", "\"", "\\", "⠋"]
    static let styles: [Style] = [
        .plain, Style(foreground: .red), Style(background: .blue), Style(foreground: .palette(200), bold: true),
        Style(reverse: true), Style(foreground: .rgb(red: 9, green: 8, blue: 7), dim: true, underline: true),
        Style(foreground: .hostDefault, italic: true),
    ]
    static let links = ["https://a.example", "mailto:c@example.org", "javascript:alert(1)"]

    static func randomCell(using random: inout some RandomNumberGenerator) -> Cell {
        let character = alphabet.randomElement(using: &random) ?? "a"
        return Cell(character, width: UInt8(CharacterWidth.of(character)), style: styles.randomElement(using: &random) ?? .plain)
    }

    /// One random edit: cells, a linked run, a row's start rewritten with its tail moved
    /// sideways (another name before the same description), or a band of rows moved with
    /// some rows new (a list scrolled).
    static func edit(_ buffer: inout CellBuffer, using random: inout some RandomNumberGenerator) {
        switch Int.random(in: 0..<6, using: &random) {
        case 2:
            let y = Int.random(in: 0..<buffer.height, using: &random)
            let row = (0..<buffer.width).map { buffer[$0, y] }
            let cut = Int.random(in: 0...min(6, buffer.width), using: &random)
            let head = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                Cell(["n", "m", "o"].randomElement(using: &random) ?? "n", style: styles.randomElement(using: &random) ?? .plain)
            }
            let moved = Array((head + row.dropFirst(cut)).prefix(buffer.width))
            for x in 0..<buffer.width { buffer.set(x < moved.count ? moved[x] : .blank, x: x, y: y) }
        case 0:
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                buffer.set(
                    randomCell(using: &random), x: Int.random(in: 0..<buffer.width, using: &random),
                    y: Int.random(in: 0..<buffer.height, using: &random))
            }
        case 1:
            let y = Int.random(in: 0..<buffer.height, using: &random)
            let target = links.randomElement(using: &random) ?? ""
            var x = Int.random(in: 0..<buffer.width, using: &random)
            while x < buffer.width {
                let cell = randomCell(using: &random)
                buffer.set(cell, x: x, y: y)
                for column in x..<min(buffer.width, x + Int(cell.width)) { buffer.setLink(target, x: column, y: y) }
                x += Int(cell.width)
            }
        default:
            let top = Int.random(in: 0..<(buffer.height - 1), using: &random)
            let bottom = Int.random(in: (top + 1)..<buffer.height, using: &random)
            let count = Int.random(in: 1...max(1, bottom - top), using: &random) * (Bool.random(using: &random) ? 1 : -1)
            // Half the bands move only some columns (a list beside a section index that stays).
            let left = Int.random(in: 0..<(buffer.width - 1), using: &random)
            let columns = Bool.random(using: &random) ? left..<Int.random(in: (left + 1)...buffer.width, using: &random) : 0..<buffer.width
            buffer.scroll(top: top, bottom: bottom, by: count, columns: columns)
            let cameIn = count > 0 ? max(top, bottom - count + 1)...bottom : top...min(bottom, top - count - 1)
            for y in cameIn {
                for x in columns where Bool.random(using: &random) { buffer.set(randomCell(using: &random), x: x, y: y) }
            }
        }
    }

    /// What the page shows for `buffer`'s cell at (`x`, `y`): its text, style and link.
    static func expected(_ buffer: CellBuffer, x: Int, y: Int) -> (style: WebCellStyle, link: String?) {
        let style = buffer[x, y].style
        func color(_ color: Color?) -> String? {
            let json = FrameOutput.json(color)
            return json == "null" ? nil : String(json.dropFirst().dropLast())
        }
        return (
            WebCellStyle(
                foreground: color(style.foreground), background: color(style.background), bold: style.bold, dim: style.dim,
                italic: style.italic, underline: style.underline, reverse: style.reverse),
            buffer.link(x: x, y: y).flatMap(LinkTarget.safe)
        )
    }

    @Test(arguments: WebFrameEncoding.allCases)
    func thePageShowsTheBufferAfterEveryFrameOfRandomEdits(encoding: WebFrameEncoding) throws {
        let seed: UInt64 = encoding == .binary ? 42 : 43
        var random = SeededGenerator(seed: seed)
        var shifts = 0
        var partialShifts = 0
        var slides = 0
        for round in 0..<40 {
            let width = Int.random(in: 3...24, using: &random)
            let height = Int.random(in: 3...12, using: &random)
            var encoder = FrameEncoder(columns: width, rows: height, encoding: encoding)
            let page = try TestWebClient(root: View(), columns: width, rows: height, frameEncoding: encoding)
            var buffer = CellBuffer(width: width, height: height)
            for step in 0..<25 {
                Self.edit(&buffer, using: &random)
                let spans = [Range<Int>](repeating: 0..<width, count: height)
                if let frame = encoder.encode(buffer, spans: spans, cursor: nil) { try page.apply(frame) }
                if encoder.lastShift != nil { shifts += 1 }
                if encoder.lastShift?.columns != nil { partialShifts += 1 }
                slides += encoder.lastSlides
                let context = "seed \(seed), round \(round), step \(step), \(width)×\(height)"
                try #require(page.screenLines == buffer.lines, "\(context)")
                for y in 0..<height {
                    for x in 0..<width where !buffer[x, y].isContinuation {
                        let (style, link) = Self.expected(buffer, x: x, y: y)
                        try #require(page.style(atColumn: x, row: y) == style, "\(context), cell (\(x), \(y))")
                        try #require(page.link(atColumn: x, row: y) == link, "\(context), cell (\(x), \(y))")
                    }
                }
            }
        }
        #expect(shifts > 40, "the edits moved bands often enough to test the scroll")
        #expect(partialShifts > 10, "the edits moved part of a band often enough: \(partialShifts)")
        #expect(slides > 5, "the edits slid rows often enough to test the slides")
    }

    /// The mirror's headings, changed from any list to any other (titles repeated among
    /// them), end up as the list sent: the changes apply in the order the page applies them.
    @Test(arguments: WebFrameEncoding.allCases)
    func theMirrorsHeadingsBecomeAnyListSent(encoding: WebFrameEncoding) throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let titles = ["Canada (3)", "China (1)", "Egypt (1)", "“Ω”", "a\\b", "猫"]
        var encoder = FrameEncoder(columns: 4, rows: 2, encoding: encoding)
        let page = try TestWebClient(root: View(), columns: 4, rows: 2, frameEncoding: encoding)
        let buffer = CellBuffer(width: 4, height: 2)
        var sent: [String] = []
        for step in 0..<500 {
            var next = sent
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !next.isEmpty: next.removeFirst()
                case 1 where !next.isEmpty: next.removeLast()
                case 2: next.append(titles.randomElement(using: &random) ?? "")
                default:
                    next = (0..<Int.random(in: 0...8, using: &random)).map { _ in titles.randomElement(using: &random) ?? "" }
                }
            }
            let changes = HeadingChange.changes(from: sent, to: next)
            if let frame = encoder.encode(buffer, spans: [], cursor: nil, headings: changes) { try page.apply(frame) }
            sent = next
            try #require(page.headings == next, "seed \(seed), step \(step): sent \(changes)")
        }
    }

    @Test(arguments: WebFrameEncoding.allCases)
    func rowsWhoseTailSlidShowTheirNewText(encoding: WebFrameEncoding) throws {
        let seed: UInt64 = encoding == .binary ? 5 : 6
        var random = SeededGenerator(seed: seed)
        var slides = 0
        for round in 0..<200 {
            let width = Int.random(in: 12...40, using: &random)
            var encoder = FrameEncoder(columns: width, rows: 2, encoding: encoding)
            let page = try TestWebClient(root: View(), columns: width, rows: 2, frameEncoding: encoding)
            var buffer = CellBuffer(width: width, height: 2)
            // A row of few letters (neighbours often alike, so a tail slid wrong shows), then
            // another start before the same tail, as a list's row after a segment switch.
            let letters: [Character] = ["a", "b", "c"]
            let old = (0..<Int.random(in: 8...width, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" }
            Self.write(String(old), row: 0, into: &buffer)
            if let frame = encoder.encode(buffer, spans: [0..<width, 0..<width], cursor: nil) { try page.apply(frame) }
            let head = (0..<Int.random(in: 0...5, using: &random)).map { _ in letters.randomElement(using: &random) ?? "a" }
            let new = Array((head + old.dropFirst(Int.random(in: 0...5, using: &random))).prefix(width))
            buffer.clear()
            Self.write(String(new), row: 0, into: &buffer)
            if let frame = encoder.encode(buffer, spans: [0..<width, 0..<width], cursor: nil) { try page.apply(frame) }
            slides += encoder.lastSlides
            try #require(page.screenLines == buffer.lines, "seed \(seed), round \(round): \(String(old)) → \(String(new))")
        }
        #expect(slides > 50, "most rows slid")
    }

    static func write(_ text: String, row y: Int, into buffer: inout CellBuffer) {
        for (x, character) in text.enumerated() { buffer.set(Cell(character, style: .plain), x: x, y: y) }
    }

    @Test func aListScrolledOneRowIsAScrollAndTheRowThatCameIn() {
        var buffer = CellBuffer(width: 30, height: 8)
        for y in 0..<8 { Self.write("Breed \(y)", row: y, into: &buffer) }
        var encoder = FrameEncoder(columns: 30, rows: 8, encoding: .json)
        _ = encoder.encode(buffer, spans: [], cursor: nil)
        buffer.scroll(top: 0, bottom: 7, by: 1)
        Self.write("Breed 8", row: 7, into: &buffer)
        let message = encoder.encode(buffer, spans: Array(repeating: 0..<30, count: 8), cursor: nil)
        #expect(
            message.map { String(decoding: $0, as: UTF8.self) }
                == #"{"t":"frame","cols":30,"rows":8,"clear":false,"styles":[],"scroll":[0,7,1],"runs":[[7,0,"Breed 8",0]],"cursor":null}"#)
        encoder.encoding = .binary
        buffer.scroll(top: 0, bottom: 7, by: -1)
        Self.write("Breed 0", row: 0, into: &buffer)
        let binary = encoder.encode(buffer, spans: Array(repeating: 0..<30, count: 8), cursor: nil)
        #expect(binary == [4, 0, 7, 1, 5, 0, 0, 0, 7] + Array("Breed 0".utf8), "scroll down, then the run")
    }

    @Test func theBinaryLayoutSpellsEachOperation() {
        var encoder = FrameEncoder(columns: 300, rows: 2)
        var buffer = CellBuffer(width: 300, height: 2)
        buffer.set(Cell("猫", width: 2, style: Style(foreground: .rgb(red: 1, green: 2, blue: 3), bold: true)), x: 200, y: 1)
        buffer.setLink("https://a.example", x: 200, y: 1)
        buffer.setLink("https://a.example", x: 201, y: 1)
        let first = encoder.encode(buffer, spans: [], cursor: (x: 130, y: 1), copy: "c", focus: "f", say: ["s1", "s2"])
        let expected: [UInt8] =
            [1, 0xAC, 0x02, 2]  // clear 300 × 2 (300 = 0b10_0101100: 0xAC, 0x02)
            + [2, 0, 4, 1, 2, 3, 0, 1]  // style 0: #010203 on inherit, bold
            + [6, 1, 0xC8, 0x01, 0, 4] + Array("猫".utf8) + [0]  // linked run at (200, 1), "猫" and its second cell
            + [17] + Array("https://a.example".utf8)
            + [7, 0x82, 0x01, 1]  // the cursor at (130, 1)
            + [9, 1, UInt8(ascii: "c"), 10, 1, UInt8(ascii: "f"), 11, 2] + Array("s1".utf8) + [11, 2] + Array("s2".utf8)
        #expect(first == expected)
        let caretGone = encoder.encode(buffer, spans: [], cursor: nil)
        #expect(caretGone == [8], "only the caret went: a frame of one byte")
        #expect(encoder.encode(buffer, spans: [], cursor: nil) == nil)
    }
}
