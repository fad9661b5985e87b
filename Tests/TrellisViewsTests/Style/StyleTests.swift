import Testing
import TrellisViews

@Suite struct StyleTests {
    @Test func mergingKeepsTheTopColorsAndBothAttributes() {
        let base = Style(foreground: .white, background: .palette(236), dim: true)
        let top = Style(foreground: .red, bold: true)
        #expect(top.merged(over: base) == Style(foreground: .red, background: .palette(236), bold: true, dim: true))
        #expect(Style.plain.merged(over: base) == base)
    }

    @Test func descriptions() {
        #expect(Style(foreground: .red, background: .palette(236), bold: true).description == "fg:red bg:palette(236) bold")
        #expect(Style.plain.description == "plain")
        #expect(Color(hex: 0xFF8800).description == "#ff8800")
        #expect(Color(hex: 0x0A0B0C) == .rgb(red: 10, green: 11, blue: 12))
    }
}
