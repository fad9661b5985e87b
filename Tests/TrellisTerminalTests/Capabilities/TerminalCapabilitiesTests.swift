import Testing

@testable import TrellisTerminal

/// Reading the terminal from the environment: `COLORTERM`, `TERM`, `NO_COLOR`, the
/// `--color` override, and the locale's charset.
@Suite("Terminal capabilities")
struct TerminalCapabilitiesTests {
    @Test(
        "TERM and COLORTERM give the color depth",
        arguments: [
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorDepth.trueColor),
            (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor), (["TERM": "xterm-direct"], .trueColor),
            (["TERM": "xterm-256color"], .palette256), (["TERM": "tmux-256color"], .palette256),
            (["TERM": "screen.xterm-256color"], .palette256), (["TERM": "xterm"], .ansi16), (["TERM": "linux"], .ansi16),
            (["TERM": "screen"], .ansi16), (["TERM": "rxvt-unicode"], .ansi16), (["TERM": "xterm-kitty"], .ansi16),
            (["TERM": "vt100"], .ansi16), (["TERM": "dumb"], .none), (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
            ([:], .none), (["TERM": ""], .none), (["TERM": "hp2621"], .none), (["TERM": "xterm", "COLORTERM": "yes"], .ansi16),
        ])
    func colorDepth(_ environment: [String: String], _ expected: ColorDepth) {
        #expect(TerminalCapabilities(environment: environment).colorDepth == expected, "\(environment)")
    }

    @Test("NO_COLOR with any non-empty value turns colors off; empty does not (no-color.org)")
    func noColor() {
        let base = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        for value in ["1", "0", "yes", "false", " "] {
            let environment = base.merging(["NO_COLOR": value]) { $1 }
            #expect(TerminalCapabilities(environment: environment).colorDepth == .none, "NO_COLOR=\(value)")
        }
        #expect(TerminalCapabilities(environment: base.merging(["NO_COLOR": ""]) { $1 }).colorDepth == .trueColor)
    }

    @Test("--color never turns colors off; always beats NO_COLOR and an unknown TERM with at least 256")
    func colorChoice() {
        let trueColor = ["TERM": "xterm", "COLORTERM": "truecolor", "NO_COLOR": "1"]
        #expect(TerminalCapabilities(environment: trueColor, colorChoice: .always).colorDepth == .trueColor)
        #expect(TerminalCapabilities(environment: trueColor, colorChoice: .auto).colorDepth == .none)
        #expect(TerminalCapabilities(environment: ["TERM": "xterm"], colorChoice: .always).colorDepth == .palette256)
        #expect(TerminalCapabilities(environment: ["NO_COLOR": "1"], colorChoice: .always).colorDepth == .palette256)
        #expect(TerminalCapabilities(environment: ["COLORTERM": "truecolor"], colorChoice: .never).colorDepth == .none)
        #expect(TerminalCapabilities.ColorChoice(rawValue: "sometimes") == nil)
    }

    @Test(
        "the locale's charset decides Unicode or ASCII, LC_ALL before LC_CTYPE before LANG",
        arguments: [
            (["LANG": "en_US.UTF-8"], GlyphRepertoire.unicode), (["LANG": "C.UTF-8"], .unicode), (["LANG": "C.utf8"], .unicode),
            (["LANG": "de_DE.utf8@euro"], .unicode), (["LANG": "C"], .ascii), (["LANG": "POSIX"], .ascii), ([:], .ascii),
            (["LANG": "en_US"], .ascii), (["LANG": "en_US.ISO-8859-1"], .ascii), (["LANG": "fr_FR.UTF-16"], .ascii),
            (["LANG": "en_US.UTF-8", "LC_ALL": "C"], .ascii), (["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], .unicode),
            (["LC_ALL": "en_US.UTF-8", "LC_CTYPE": "C"], .unicode), (["LC_ALL": "", "LANG": "en_US.UTF-8"], .unicode),
            (["LANG": "."], .ascii), (["LANG": "UTF-8"], .ascii),
        ])
    func locale(_ environment: [String: String], _ expected: GlyphRepertoire) {
        #expect(TerminalCapabilities(environment: environment).glyphs == expected, "\(environment)")
    }

    @Test("only TERM=dumb cannot address the cursor")
    func dumb() {
        #expect(!TerminalCapabilities(environment: ["TERM": "dumb"]).addressesCursor)
        #expect(TerminalCapabilities(environment: ["TERM": "xterm"]).addressesCursor)
        #expect(TerminalCapabilities(environment: [:]).addressesCursor)
        #expect(TerminalCapabilities(environment: ["TERM": "dumb", "LANG": "C"]).description == "no-color ascii dumb")
        #expect(TerminalCapabilities.full.description == "truecolor unicode")
    }

    @Test(
        "hyperlinks are on but for the Linux console and dumb; FORCE_HYPERLINK decides when set",
        arguments: [
            (["TERM": "xterm-256color"], true), (["TERM": "tmux-256color"], true), (["TERM": "screen"], true), ([:], true),
            (["TERM": "linux"], false), (["TERM": "linux-16color"], false), (["TERM": "dumb"], false),
            (["TERM": "linux", "FORCE_HYPERLINK": "1"], true), (["TERM": "xterm", "FORCE_HYPERLINK": "0"], false),
            (["TERM": "linux", "FORCE_HYPERLINK": ""], false),
        ])
    func hyperlinks(_ environment: [String: String], _ expected: Bool) {
        #expect(TerminalCapabilities(environment: environment).hyperlinks == expected, "\(environment)")
    }

    @Test("the description names hyperlinks only when they are off")
    func hyperlinksDescription() {
        #expect(TerminalCapabilities(hyperlinks: false).description == "truecolor unicode no-links")
    }
}
