import CatsAPI
import Foundation
import Testing
import TrellisLists
import TrellisTerminalTesting
import TrellisTestSupport
import TrellisViews

@testable import CatsKit
@testable import TrellisTerminal

/// The designed themes: every role set, text readable at WCAG AA (4.5:1) on its canvas,
/// selection, focus and buttons unlike each other, and the theme reaching the screen.
@MainActor
@Suite struct CatsThemePaletteTests {
    /// Every role a Cats screen asks for.
    static let roles: [Theme.StyleName] = [
        .title, .body, .caption, .accent, .selected, .focused, .disabled, .error, .separator, .background,
        .navigationBar, .favoriteStar, .secondary, .sectionHeader, .key, .value, .statusMessage, .statusError,
        .helpKey, .searchField, .button, .statusHint, .statusAccessory, .favoriteButton,
    ]
    /// The roles that are text to read on the canvas.
    static let textRoles: [Theme.StyleName] = [
        .title, .body, .caption, .accent, .error, .navigationBar, .favoriteStar, .secondary, .sectionHeader, .key,
        .value, .statusMessage, .statusError, .helpKey, .searchField, .button, .statusHint, .statusAccessory,
        .favoriteButton,
    ]

    /// WCAG 2's relative luminance of a 24-bit colour.
    static func luminance(_ color: Color?) throws -> Double {
        guard case let .rgb(red, green, blue) = try #require(color) else {
            Issue.record("\(String(describing: color)) is not a 24-bit colour")
            return 0
        }
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, 1…21.
    static func contrast(_ one: Color?, _ other: Color?) throws -> Double {
        let (a, b) = (try luminance(one), try luminance(other))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test("the contrast helper gives WCAG's figures: black on white 21, a colour on itself 1")
    func contrastHelper() throws {
        #expect(abs(try Self.contrast(Color(hex: 0x000000), Color(hex: 0xFFFFFF)) - 21) < 0.001)
        #expect(abs(try Self.contrast(Color(hex: 0x777777), Color(hex: 0x777777)) - 1) < 0.001)
        #expect(abs(try Self.contrast(Color(hex: 0x767676), Color(hex: 0xFFFFFF)) - 4.54) < 0.01)
    }

    @Test("every role is set in both themes, and the default is dark", arguments: CatsTheme.allCases)
    func everyRoleIsSet(_ theme: CatsTheme) {
        let missing = Self.roles.filter { theme.theme.styles[$0] == nil }
        #expect(missing.isEmpty, "\(theme) lacks \(missing)")
        #expect(Theme.cats == CatsTheme.dark.theme)
    }

    @Test("text roles read at 4.5:1 or better on the canvas; selection and focus on their bands", arguments: CatsTheme.allCases)
    func contrast(_ theme: CatsTheme) throws {
        let styles = theme.theme
        let canvas = theme.palette.canvas
        for role in Self.textRoles {
            let ratio = try Self.contrast(styles[role].foreground, canvas)
            #expect(ratio >= 4.5, "\(theme) \(role): \(ratio)")
            #expect(!styles[role].dim, "\(theme) \(role) is dim: its contrast depends on the terminal")
        }
        for role in [Theme.StyleName.selected, .focused] {
            let ratio = try Self.contrast(styles[role].foreground, styles[role].background)
            #expect(ratio >= 4.5, "\(theme) \(role): \(ratio)")
        }
    }

    @Test("selection, focus, buttons, the ★ and section headers all look different", arguments: CatsTheme.allCases)
    func distinctRoles(_ theme: CatsTheme) {
        let styles = theme.theme
        let bands = [styles[.selected].background, styles[.focused].background, theme.palette.canvas]
        #expect(Set(bands.compactMap { $0 }).count == 3, "\(theme): \(bands)")
        let inks = [styles[.favoriteStar], styles[.sectionHeader], styles[.button], styles[.body]].map(\.foreground)
        #expect(Set(inks.compactMap { $0 }).count == 4, "\(theme): \(inks)")
        #expect(styles[.button].background == nil && !styles[.button].reverse && !styles[.focused].reverse)
    }

    @Test("the chosen theme reaches the screen: the ★ in its colour, the focused row on its band", arguments: CatsTheme.allCases)
    func reachesTheScreen(_ theme: CatsTheme) async throws {
        let breeds = try BreedCatalog.load()
        let fake = FakeCatsServices(breeds: breeds, favorites: breeds.map(\.id))
        let scheduler = ManualScheduler()
        let screen = CatsListScreen(context: CatsContext.recording(fake.services, theme: theme.theme), scheduler: scheduler)
        screen.viewWillAppear()
        let pilot = Pilot.testing(root: screen.view, columns: 80, rows: 24) { app in app.focusedView = screen.preferredFocus }
        _ = await eventually {
            scheduler.runPending()
            pilot.frame()
            return screen.contentView.list.focusedPath != nil && pilot.screenLines.contains { $0.contains("★") }
        }
        let name = try #require(screen.contentView.focusedRow?.name)
        let focusedRow = try #require(pilot.screenLines.firstIndex { $0.contains(name) })
        let focusedLine = pilot.screenLines[focusedRow]
        let nameColumn = try #require(focusedLine.range(of: name)).lowerBound.utf16Offset(in: focusedLine)
        let focused = pilot.terminal.style(atColumn: nameColumn, row: focusedRow)
        #expect(focused.background == theme.palette.focus && focused.foreground == theme.palette.onFocus, "\(focused)")
        let starRow = try #require(pilot.screenLines.indices.first { $0 != focusedRow && pilot.screenLines[$0].contains("★") })
        let line = pilot.screenLines[starRow]
        let column = try #require(line.range(of: "★")).lowerBound.utf16Offset(in: line)
        let star = pilot.terminal.style(atColumn: column, row: starRow)
        #expect(star.foreground == theme.palette.warm && star.bold, "\(star)")
        #expect(star.background != theme.palette.focus)
        pilot.stop()
    }
}
