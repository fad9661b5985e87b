import Testing

@testable import TrellisViews

/// A cell's packed style must lose nothing: cells compare by it.
@Suite("PackedStyle")
struct PackedStyleTests {
    static let colors: [Color?] =
        [
            nil, .hostDefault, .palette(0), .palette(1), .palette(255),
            .rgb(red: 0, green: 0, blue: 0), .rgb(red: 255, green: 255, blue: 255),
            .rgb(red: 1, green: 2, blue: 3), .rgb(red: 3, green: 2, blue: 1),
        ]
        + Color.ANSIColor.allCases.map { .ansi($0) }

    /// Every pairing of the colors above with every set of flags.
    static let styles: [Style] = colors.flatMap { foreground in
        colors.flatMap { background in
            (0..<32).map { flags in
                Style(
                    foreground: foreground, background: background, bold: flags & 1 != 0, dim: flags & 2 != 0,
                    italic: flags & 4 != 0, underline: flags & 8 != 0, reverse: flags & 16 != 0)
            }
        }
    }

    @Test("every style comes back as it went in, and different styles pack differently")
    func roundTripAndInjective() {
        var packings = Set<PackedStyle>()
        for style in Self.styles {
            let packed = PackedStyle(style)
            #expect(packed.style == style)
            #expect(packed.hasBackground == (style.background != nil))
            packings.insert(packed)
        }
        #expect(packings.count == Set(Self.styles).count)
        #expect(PackedStyle(.plain) == .plain)
    }

    @Test("taking another style's background changes the background and nothing else")
    func withBackground() {
        for (style, other) in zip(Self.styles, Self.styles.reversed()) {
            var expected = style
            expected.background = other.background
            #expect(PackedStyle(style).withBackground(of: PackedStyle(other)).style == expected)
        }
    }

    @Test("cells are equal exactly when glyph, width and style are")
    func cellEquality() {
        let bold = Style(foreground: .red, bold: true)
        #expect(Cell("a", style: bold) == Cell("a", style: Style(foreground: .red, bold: true)))
        #expect(Cell("a", style: bold) != Cell("a", style: Style(foreground: .red)))
        #expect(Cell("a", style: bold) != Cell("a", style: Style(foreground: .palette(1), bold: true)))
        #expect(Cell("a", style: bold) != Cell("b", style: bold))
        #expect(Cell("a", width: 2, style: bold) != Cell("a", style: bold))
        var restyled = Cell("a", style: bold)
        restyled.style.reverse = true
        #expect(restyled.style == Style(foreground: .red, bold: true, reverse: true))
        #expect(Cell.blank == Cell(" "))
    }

    @Test("a cell's width and style share a word without touching each other")
    func widthBesideStyle() {
        for style in Self.styles {
            for width: UInt8 in 0...2 {
                var cell = Cell("猫", width: width, style: style)
                #expect(cell.width == width && cell.style == style)
                cell.style = Style(background: .rgb(red: 255, green: 255, blue: 255), reverse: true)
                #expect(cell.width == width)
                cell.packedStyle = PackedStyle(style)
                #expect(cell.width == width && cell.style == style)
            }
        }
    }
}
