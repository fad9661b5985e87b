import Testing
import TrellisTestSupport
import TrellisViews

@testable import TrellisTerminal

/// Degrading colors to the palette a terminal shows (tmux's colour_find_rgb): known
/// colors land where a person expects, and nothing lands outside the palette.
@Suite("Color degrading")
struct ColorDegradingTests {
    @Test("pure colors go to their palette cube corner (256) and bright ANSI color (16)")
    func pureColors() {
        let cases: [(UInt32, UInt8, Color.ANSIColor)] = [
            (0xFF0000, 196, .brightRed), (0x00FF00, 46, .brightGreen), (0x0000FF, 21, .blue),
            (0xFFFF00, 226, .brightYellow), (0xFFFFFF, 231, .brightWhite), (0x000000, 16, .black),
            (0xCD0000, 160, .red),
        ]
        for (hex, palette, ansi) in cases {
            #expect(Color(hex: hex).degraded(to: .palette256) == .palette(palette), "\(Color(hex: hex))")
            #expect(Color(hex: hex).degraded(to: .ansi16) == .ansi(ansi), "\(Color(hex: hex))")
        }
    }

    @Test("grays go to the gray ramp, not the cube's few grays")
    func grays() {
        #expect(Color(hex: 0x808080).degraded(to: .palette256) == .palette(244))
        #expect(Color(hex: 0x767676).degraded(to: .palette256) == .palette(243))
        #expect(Color(hex: 0x121212).degraded(to: .palette256) == .palette(233))
        #expect(Color(hex: 0xEEEEEE).degraded(to: .palette256) == .palette(255))
        #expect(Color(hex: 0x808080).degraded(to: .ansi16) == .ansi(.brightBlack))
        #expect(Color.palette(250).degraded(to: .ansi16) == .ansi(.white))
    }

    @Test("colors the depth shows stay; none shows no color at all")
    func unchanged() {
        #expect(Color.palette(208).degraded(to: .palette256) == .palette(208))
        #expect(Color.palette(9).degraded(to: .ansi16) == .ansi(.brightRed))
        #expect(Color.red.degraded(to: .ansi16) == .red)
        #expect(Color.hostDefault.degraded(to: .ansi16) == .hostDefault)
        #expect(Color(hex: 0x123456).degraded(to: .trueColor) == Color(hex: 0x123456))
        for color in [Color.red, .palette(3), Color(hex: 0x123456), .hostDefault] {
            #expect(color.degraded(to: .none) == nil)
        }
    }

    @Test("every palette entry 16–255 degrades to itself, every ANSI entry's RGB to its color")
    func roundTrip() {
        for index in UInt8(16)...UInt8(255) {
            let rgb = ColorPalette.rgb(ofPaletteIndex: index)
            #expect(Color.rgb(red: rgb.red, green: rgb.green, blue: rgb.blue).degraded(to: .palette256) == .palette(index))
        }
        for ansi in Color.ANSIColor.allCases {
            let rgb = ColorPalette.ansiRGB[Int(ansi.rawValue)]
            #expect(Color.rgb(red: rgb.red, green: rgb.green, blue: rgb.blue).degraded(to: .ansi16) == .ansi(ansi))
        }
    }

    @Test("degrading any color never leaves the palette, and lands no farther than the naive cube entry")
    func neverOutOfRange() {
        let seed = UInt64.random(in: 1...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let (red, green, blue) = (
                UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random),
                UInt8.random(in: 0...255, using: &random)
            )
            let color = Color.rgb(red: red, green: green, blue: blue)
            let colors = [color, .palette(UInt8.random(in: 0...255, using: &random))]
            for color in colors {
                guard case .palette(let index)? = color.degraded(to: .palette256) else {
                    Issue.record("\(color) at 256 is not a palette entry (seed \(seed))")
                    return
                }
                if case .rgb = color { #expect((16...255).contains(index), "\(color) → \(index) (seed \(seed))") }
                guard case .ansi? = color.degraded(to: .ansi16) else {
                    Issue.record("\(color) at 16 is not an ANSI color (seed \(seed))")
                    return
                }
            }
            // The cube entry each channel rounds to is a candidate the search saw.
            let naive = [red, green, blue].map { channel in
                ColorPalette.cubeLevels.indices.min {
                    abs(Int(ColorPalette.cubeLevels[$0]) - Int(channel)) < abs(Int(ColorPalette.cubeLevels[$1]) - Int(channel))
                }!
            }
            let naiveIndex = UInt8(16 + 36 * naive[0] + 6 * naive[1] + naive[2])
            guard case .palette(let found)? = color.degraded(to: .palette256) else { continue }
            let distance = { (index: UInt8) in ColorPalette.distance((red, green, blue), ColorPalette.rgb(ofPaletteIndex: index)) }
            #expect(distance(found) <= distance(naiveIndex), "\(color) (seed \(seed))")
        }
    }
}
