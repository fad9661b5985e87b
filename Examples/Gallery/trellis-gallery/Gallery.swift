import ArgumentParser
import Foundation
import GalleryKit
import Trellis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `trellis-gallery`: one screen per Trellis building block, to play with in a terminal.
///
///     swift run trellis-gallery                                  # the home menu
///     swift run trellis-gallery --screen constraints             # straight to a screen
///     swift run trellis-gallery --snapshot --width 80 --height 24 --screen lists
@main
struct Gallery: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis-gallery",
        abstract: "One screen per Trellis building block: lists, constraints, table model, reactor, router, text fields.",
        discussion: """
            Enter opens a screen from the home menu, Esc or Backspace goes back, ? (F1 in a text field) lists \
            the screen's keys, q (Ctrl-C in a text field) quits. Screens: \
            \(GalleryPage.allCases.map(\.id).joined(separator: ", ")). Exit status: 0; 64 for a bad argument \
            (an unknown --screen names it and the screens). With standard output not a terminal, or TERM=dumb, \
            it prints one frame as text and exits, as --snapshot does.
            """
    )

    @Option(help: "The screen to open over the home menu: \(GalleryPage.allCases.map(\.id).joined(separator: ", ")), or home.")
    var screen = "home"

    @Flag(help: "Print one rendered frame as plain text and exit.")
    var snapshot = false

    /// `--web [HOST:]PORT` and the browser host's other flags (TrellisWeb's shared set).
    @OptionGroup(title: "In a browser")
    var web: WebServerOptions

    @Option(help: "Snapshot width in cells (1…1000).")
    var width = 80

    @Option(help: "Snapshot height in cells (3…1000).")
    var height = 24

    @Option(
        help: """
            Rebind keys from this keymap file: a [scope] line ([gallery] for the shared keys, [gallery.table] and the \
            like for a screen's), then lines such as quit = ["ctrl+q"]. A bad file is an error.
            """)
    var keymap: String?

    func validate() throws {
        guard (1...1_000).contains(width), (3...1_000).contains(height) else {
            throw ValidationError("--width must be 1…1000 and --height 3…1000 (got \(width)×\(height))")
        }
        _ = try page()
        _ = try readKeymap()
        if web.address != nil, snapshot { throw ValidationError("--web and --snapshot cannot be used together") }
    }

    /// `--keymap`'s keymap, checked against every scope and command of the gallery
    /// (`GalleryShell.check(_:)`); an empty one without the option.
    ///
    /// - Throws: a `ValidationError` (exit 64) naming the file and what in it is wrong.
    func readKeymap() throws -> Keymap {
        guard let keymap else { return Keymap() }
        let text: String
        do { text = try String(contentsOfFile: keymap, encoding: .utf8) } catch {
            throw ValidationError("--keymap: \(keymap) cannot be read: \(error.localizedDescription)")
        }
        do {
            let file = try Keymap(parsing: text)
            try GalleryShell.check(file)
            return file
        } catch {
            throw ValidationError("--keymap: \(keymap): \(error)")
        }
    }

    /// The page `--screen` names, `nil` for the home menu.
    func page() throws -> GalleryPage? {
        guard screen.lowercased() != "home" else { return nil }
        do {
            return try GalleryPage(name: screen)
        } catch {
            throw ValidationError("--screen: \(error)")
        }
    }

    func run() async throws {
        let capabilities = TerminalCapabilities(environment: ProcessInfo.processInfo.environment)
        let page = try page()
        if let configuration = try web.configuration(title: "Trellis gallery") {
            try await GalleryApp.serve(page: page, configuration: configuration, keymap: try readKeymap())
            return
        }
        let showsSnapshot = snapshot || isatty(STDOUT_FILENO) == 0 || !capabilities.addressesCursor
        try await GalleryApp.run(
            page: page, snapshot: showsSnapshot, width: width, height: height, capabilities: capabilities, keymap: try readKeymap())
    }
}
