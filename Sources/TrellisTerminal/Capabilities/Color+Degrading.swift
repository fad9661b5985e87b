import TrellisHost
import TrellisViews

// Degrading a color to what a terminal shows, as tmux's colour_find_rgb and
// colour_256to16 do: the 256-color palette's 6×6×6 cube and 24 grays, and xterm's
// default RGB for the 16 ANSI colors, searched for the nearest by a perceptual-ish
// distance ("redmean", compuphase's low-cost approximation of CIE ΔE).

extension Color {
    /// This color as a terminal at `depth` shows it, or `nil` when it shows none.
    ///
    /// True color at 256 becomes the nearest of palette entries 16–255 (entries 0–15
    /// are the user's own 16 colors, whose RGB is unknown); true color or a palette
    /// entry at 16 becomes the nearest ANSI color; the host's default and the colors a
    /// depth already shows stay as they are.
    ///
    /// - Complexity: O(1): at most 240 distances.
    func degraded(to depth: ColorDepth) -> Color? {
        switch (self, depth) {
        case (_, .none): return nil
        case (.hostDefault, _), (.ansi, _), (_, .trueColor), (.palette, .palette256): return self
        case (.rgb(let red, let green, let blue), .palette256):
            return .palette(ColorPalette.nearestPaletteIndex(red: red, green: green, blue: blue))
        case (.rgb(let red, let green, let blue), .ansi16):
            return .ansi(ColorPalette.nearestANSI(red: red, green: green, blue: blue))
        case (.palette(let index), .ansi16):
            if index < 16, let ansi = ANSIColor(rawValue: index) { return .ansi(ansi) }
            let rgb = ColorPalette.rgb(ofPaletteIndex: index)
            return .ansi(ColorPalette.nearestANSI(red: rgb.red, green: rgb.green, blue: rgb.blue))
        }
    }
}

/// The xterm palette's colors and the nearest-entry searches.
enum ColorPalette {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    /// xterm's default RGB for the 16 ANSI colors, in `Color.ANSIColor` order.
    static let ansiRGB: [RGB] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
        (0, 255, 255), (255, 255, 255),
    ]

    /// The six levels of each channel of the 6×6×6 cube (entries 16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB xterm gives palette entry `index`.
    static func rgb(ofPaletteIndex index: UInt8) -> RGB {
        switch index {
        case 0..<16: return ansiRGB[Int(index)]
        case 16..<232:
            let cube = Int(index) - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let gray = 8 + 10 * (index - 232)
            return (gray, gray, gray)
        }
    }

    /// The palette entry in 16–255 nearest to the color.
    static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        var best: UInt8 = 16
        var bestDistance = Int.max
        for index in UInt8(16)...UInt8(255) {
            let distance = self.distance((red, green, blue), rgb(ofPaletteIndex: index))
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best
    }

    /// The ANSI color nearest to the color.
    static func nearestANSI(red: UInt8, green: UInt8, blue: UInt8) -> Color.ANSIColor {
        var best = Color.ANSIColor.black
        var bestDistance = Int.max
        for color in Color.ANSIColor.allCases {
            let distance = self.distance((red, green, blue), ansiRGB[Int(color.rawValue)])
            if distance < bestDistance {
                best = color
                bestDistance = distance
            }
        }
        return best
    }

    /// The "redmean" distance (squared, times 256): Euclidean RGB with the red and
    /// blue weights shifting with the mean red, much closer to what eyes see than
    /// plain Euclidean distance, in integers.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        return (512 + meanRed) * dr * dr + 1024 * dg * dg + (767 - meanRed) * db * db
    }
}

extension Color {
    /// The red, green and blue xterm shows this color in with its default palette, or
    /// `nil` for `Color.hostDefault`, which is the terminal's own.
    ///
    /// ANSI colors (and palette entries 0–15) take xterm's defaults, which a user's theme
    /// may change; entries 16–231 are the 6×6×6 cube and 232–255 the grays; a true color
    /// is itself. For drawing a frame where there is no terminal: a page exported from it
    /// (TrellisTerminalTesting's `StyledFrame.html(title:)`), pixels.
    ///
    /// ```swift
    /// Color.ansi(.red).xtermRGB          // (205, 0, 0)
    /// Color.palette(196).xtermRGB        // (255, 0, 0)
    /// ```
    public var xtermRGB: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch self {
        case .hostDefault: return nil
        case .ansi(let ansi): return ColorPalette.ansiRGB[Int(ansi.rawValue)]
        case .palette(let index): return ColorPalette.rgb(ofPaletteIndex: index)
        case .rgb(let red, let green, let blue): return (red, green, blue)
        }
    }
}
