import Testing
import TrellisViews

/// Styles as named factories: screens ask the theme, never a color.
@MainActor
@Suite struct ThemeTests {
    @Test func factoriesApplyNamedStyles() {
        let theme = Theme.standard
        let title = theme.label(.title, text: "Cats")
        #expect(title.text == "Cats")
        #expect(title.style == theme[.title])
        #expect(theme.view(.separator).style == theme[.separator])
    }

    @Test func overridesAndFallbacks() {
        let dark = Theme.standard.with(.background, Style(background: .palette(234)))
        #expect(dark[.background].background == .palette(234))
        #expect(dark[.title] == Theme.standard[.title])
        #expect(Theme()[.title] == .plain)
        let custom: Theme.StyleName = "badge"
        #expect(Theme.standard.with(custom, Style(reverse: true))[custom].reverse)
    }

    @Test("a control's style falls back to its role in a theme that does not name it, and a theme's own choice wins")
    func controlStylesFallBackToRoles() {
        let palette = Theme(styles: [.accent: Style(foreground: .magenta), .separator: Style(dim: true)])
        #expect(palette[.scrollThumb] == Style(foreground: .magenta))
        #expect(palette[.scrollTrack] == Style(dim: true))
        #expect(palette[.link] == Style(foreground: .magenta))
        #expect(palette.with(.scrollThumb, Style(reverse: true))[.scrollThumb] == Style(reverse: true))
        #expect(Theme.standard[.tableHeader] == Style(bold: true, underline: true))
        #expect(Theme.standard[.textSelection] == Theme.standard[.selected])
        #expect(Theme.fallbacks.values.allSatisfy { Theme.fallbacks[$0] == nil }, "a fallback is a role, never another control's name")
    }

    @Test func componentFactoriesUseTheThemesMetrics() {
        var theme = Theme.standard
        theme.metrics.navigationBar = theme.metrics.navigationBar.with { $0.height = 3 }
        let bar = theme.navigationBar(title: "Cats")
        #expect(bar.metrics.height == 3)
        #expect(bar.intrinsicContentSize.height == 3)
        #expect(bar.titleLabel.style == theme[.title])
        let control = theme.segmentedControl(titles: ["All", "Favorites"])
        #expect(control.segmentLabels[0].style == theme[.selected])
        #expect(control.segmentLabels[1].style == theme[.body])
    }
}
